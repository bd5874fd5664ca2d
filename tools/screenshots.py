"""Save a screenshot of every screen of the game in English, French and Hindi.

    python tools/screenshots.py [--out screenshots] [--lang en fr hi] [--size 1280x720 ...]
                                [--only NAME ...]

Runs headless (SDL's dummy video driver) in a throw-away data folder, so the player's own
settings and saves are never touched. Files: ``<out>/<lang>/<name>[-WxH].png``; the list of
screens is ``uno_desktop.ui.scenes.gallery``. ``make screenshots`` runs this.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_desktop.i18n import LOCALES  # noqa: E402
from uno_desktop.storage import Storage  # noqa: E402


def _size(value: str) -> tuple[int, int]:
    w, h = value.lower().split("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--lang", nargs="+", choices=LOCALES, default=list(LOCALES))
    parser.add_argument("--size", nargs="+", type=_size, default=[(1280, 720)],
                        help="window sizes (default 1280x720); e.g. --size 1280x720 960x600")
    parser.add_argument("--only", nargs="+", default=None, help="only these screen names")
    parser.add_argument("--frames", type=int, default=40, help="frames to settle (default 40)")
    args = parser.parse_args(argv)

    import pygame

    from uno_desktop.ui.launch import build_app
    from uno_desktop.ui.scenes.gallery import gallery, show

    shots = [(n, s) for n, s in gallery() if args.only is None or n in args.only]
    count = 0
    for lang in args.lang:
        for size in args.size:
            with tempfile.TemporaryDirectory(prefix="uno-shots-") as home:
                app = build_app(lang=lang, size=size, storage=Storage(home),
                                setup_logging=False, sounds=False, fullscreen=False)
                suffix = "" if size == (1280, 720) else f"-{size[0]}x{size[1]}"
                for name, setup in shots:
                    show(app, setup, frames=args.frames)
                    path = app.screenshot(args.out / lang / f"{name}{suffix}.png")
                    count += 1
                    print(path)
                while app.scenes:
                    app.pop()
    pygame.quit()
    print(f"{count} screenshots in {args.out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
