"""The cards' colours, tuned from the printed cards and slightly deepened so white text stays
legible. ``ui/theme.py`` hands them on to the rest of the UI."""

from __future__ import annotations

from uno_desktop.engine.cards import BLACK, BLUE, GREEN, RED, YELLOW

Color = tuple[int, int, int]

CARD_RGB: dict[int, Color] = {
    RED: (222, 38, 38),
    YELLOW: (250, 196, 20),
    GREEN: (52, 160, 72),
    BLUE: (20, 108, 200),
    BLACK: (26, 26, 30),
}
# Darker shades for outlines and pressed states.
CARD_RGB_DARK: dict[int, Color] = {
    RED: (150, 18, 24),
    YELLOW: (190, 130, 0),
    GREEN: (24, 104, 44),
    BLUE: (10, 64, 140),
    BLACK: (8, 8, 10),
}
CARD_WHITE = (252, 250, 246)
CARD_INK = (16, 16, 20)
GLOW = (255, 236, 130)  # playable-card glow
