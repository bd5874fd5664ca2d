"""The table's card pictures: one shared :class:`CardArt` whose ``colorblind`` follows the
settings. The drawing itself lives in :mod:`uno_desktop.card_faces`, below the UI, so the
phone page (``remote/``) draws the same cards without importing the UI; its names are handed
on here for the table's modules.

    from uno_desktop.ui import card_art
    art = card_art.get()                 # the shared instance (its ``colorblind`` is a setting)
    screen.blit(art.face(card, 92), pos)
    screen.blit(art.back(46), pos)
    img = art.rotated(card, 92, 12.0)    # blit centred: img.get_rect(center=...)
    g = art.glow(92); screen.blit(g, g.get_rect(center=card_rect.center))
"""

from __future__ import annotations

import pygame

from uno_desktop.card_faces.art import BACK, CardArt, distinct_faces
from uno_desktop.card_faces.painter import OVAL_TILT, card_size
from uno_desktop.card_faces.palette import Color
from uno_desktop.card_faces.shapes import reverse_shape, skip_shape
from uno_desktop.engine.cards import BLACK, BLUE, DRAW_TEN, GREEN, RED, WILD, WILD_DRAW_FOUR, YELLOW
from uno_desktop.ui import theme

# --- Shared instance -----------------------------------------------------------------------------

_shared: CardArt | None = None


def get() -> CardArt:
    """The shared :class:`CardArt` (set ``get().colorblind`` from the settings)."""
    global _shared
    if _shared is None:
        _shared = CardArt()
    return _shared


def face(card: int, width: int) -> pygame.Surface:
    return get().face(card, width)


def back(width: int) -> pygame.Surface:
    return get().back(width)


def rotated(card: int, width: int, angle: float) -> pygame.Surface:
    return get().rotated(card, width, angle)


def contact_sheet(width: int, colorblind: bool = False,
                  background: Color = theme.FELT) -> pygame.Surface:
    """Every face (13 kinds x 4 colours, the black cards) and the back, plus the dimmed,
    glowing and rotated variants: for reviewing the art (tests save it as a screenshot)."""
    art = CardArt(colorblind=colorblind)
    w, h = card_size(width)
    gap = max(6, width // 6)
    cols, rows = 13, 5
    sheet = pygame.Surface((cols * (w + gap) + gap, rows * (h + gap) + gap))
    sheet.fill(background)

    def cell(col: int, row: int) -> tuple[int, int]:
        return gap + col * (w + gap), gap + row * (h + gap)

    def centre(col: int, row: int) -> tuple[int, int]:
        x, y = cell(col, row)
        return x + w // 2, y + h // 2

    for row, color in enumerate((RED, YELLOW, GREEN, BLUE)):
        for kind in range(13):
            sheet.blit(art.face_of(color, kind, width), cell(kind, row))
    for col, kind in enumerate((WILD, WILD_DRAW_FOUR, DRAW_TEN)):
        sheet.blit(art.face_of(BLACK, kind, width), cell(col, 4))
    sheet.blit(art.back(width), cell(3, 4))
    sheet.blit(art.dimmed(5, width), cell(5, 4))
    for col, img in ((7, art.glow(width)), (7, art.face(30, width)),
                     (9, art.rotated(60, width, 15)), (11, art.rotated(BACK, width, -20))):
        sheet.blit(img, img.get_rect(center=centre(col, 4)))
    return sheet


__all__ = [
    "BACK",
    "OVAL_TILT",
    "CardArt",
    "back",
    "card_size",
    "contact_sheet",
    "distinct_faces",
    "face",
    "get",
    "reverse_shape",
    "rotated",
    "skip_shape",
]
