"""Save a contact sheet of every face of a box, for looking at the card art.

    python tools/card_sheet.py [--box classic no_mercy all_wild] [--width 40 90 180]
                               [--colorblind] [--out /tmp/art]

Files: ``<out>/<box>-<width>[-colorblind].png``: a row per colour (the box's coloured kinds in
deck order), then the black cards and the back. Runs headless (SDL's dummy video driver).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from uno_desktop.card_faces.art import CardArt, distinct_faces  # noqa: E402
from uno_desktop.card_faces.painter import card_size  # noqa: E402
from uno_desktop.engine.cards import (  # noqa: E402
    BLACK,
    BOXES,  # noqa: E402
    COLORS,
)

FELT = (24, 92, 60)


def box_sheet(box: str, width: int, colorblind: bool = False) -> pygame.Surface:
    """Every distinct face of ``box`` at ``width`` px, a row per colour, the black row last."""
    art = CardArt(colorblind=colorblind)
    faces = distinct_faces(True, box)
    rows = [[k for c, k in faces if c == color] for color in COLORS]
    rows = [r for r in rows if r]
    black = [k for c, k in faces if c == BLACK]
    w, h = card_size(width)
    gap = max(6, width // 6)
    cols = max([len(black) + 1, *(len(r) for r in rows)])
    nrows = len(rows) + 1
    sheet = pygame.Surface((cols * (w + gap) + gap, nrows * (h + gap) + gap))
    sheet.fill(FELT)
    for y, (color, kinds) in enumerate(zip([c for c in COLORS if any(
            fc == c for fc, _ in faces)], rows, strict=True)):
        for x, kind in enumerate(kinds):
            sheet.blit(art.face_of(color, kind, width), (gap + x * (w + gap), gap + y * (h + gap)))
    y = len(rows)
    for x, kind in enumerate(black):
        sheet.blit(art.face_of(BLACK, kind, width), (gap + x * (w + gap), gap + y * (h + gap)))
    sheet.blit(art.back(width), (gap + len(black) * (w + gap), gap + y * (h + gap)))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--box", nargs="+", choices=BOXES, default=list(BOXES))
    parser.add_argument("--width", nargs="+", type=int, default=[40, 90])
    parser.add_argument("--colorblind", action="store_true", help="the colour-blind symbols too")
    parser.add_argument("--out", type=Path, default=Path("/tmp/art"))
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for box in args.box:
        for width in args.width:
            for cb in (False, True) if args.colorblind else (False,):
                path = args.out / f"{box}-{width}{'-colorblind' if cb else ''}.png"
                pygame.image.save(box_sheet(box, width, cb), str(path))
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
