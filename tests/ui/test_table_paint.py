"""The table's small painted pieces: the colour pill keeps the colour-blind symbol inside."""

from __future__ import annotations

import pygame
import pytest

from uno_desktop.ui import theme
from uno_desktop.ui.card_art import CardArt

paint = pytest.importorskip("uno_desktop.ui.table.paint")
BG = (1, 2, 3)


def drawn_outside(surface: pygame.Surface, keep: pygame.Rect) -> int:
    """How many pixels differ from the background outside ``keep``."""
    surface.fill(BG, keep)
    mask = pygame.mask.from_threshold(surface, (*BG, 255), (1, 1, 1, 255))
    return surface.get_width() * surface.get_height() - mask.count()


@pytest.mark.parametrize("size", [9, 12, 16, 22, 30])
def test_the_colour_blind_symbol_sits_inside_the_colour_pill(size: int) -> None:
    art = CardArt()
    for color in range(4):
        for word in ("Red", "Jaune", "हरा"):
            surface = pygame.Surface((400, 200))
            surface.fill(BG)
            sym = art.color_symbol(color, max(12, round(size * 1.05)))
            rect = paint.badge(surface, (200, 100), word, size, theme.CARD_RGB[color],
                               theme.WHITE, icon=sym)
            assert rect.h >= sym.get_height() + 4  # the pill grows to hold it
            shadow = rect.move(0, max(1, size // 10))
            assert drawn_outside(surface, rect.union(shadow)) == 0, (size, color, word)


def test_without_the_aid_the_pill_is_as_before() -> None:
    surface = pygame.Surface((400, 200))
    plain = paint.badge(surface, (200, 100), "Green", 16, theme.CARD_RGB[2], theme.WHITE)
    with_icon = paint.badge(surface, (200, 100), "Green", 16, theme.CARD_RGB[2], theme.WHITE,
                            icon=CardArt().color_symbol(2, 17))
    assert with_icon.w > plain.w and plain.h == round(16 * 1.45)
