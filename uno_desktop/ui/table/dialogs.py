"""The two dialogs drawn on the table itself: the colour wheel and the challenged hand."""

from __future__ import annotations

import pygame

from uno_desktop.engine.actions import Action
from uno_desktop.engine.cards import COLORS
from uno_desktop.ui.card_art import card_size
from uno_desktop.ui.table.layout import TableLayout
from uno_desktop.ui.table.model import hand_order


class ColorChooser:
    """The colour wheel: four big buttons around the pile. ``options`` maps a colour to the
    action that names it; ``cancellable`` when it opened for a card the player may take back."""

    def __init__(self, options: dict[int, Action], cancellable: bool, preferred: int) -> None:
        self.options = options
        self.cancellable = cancellable
        self.focus = preferred if preferred in options else next(iter(options))
        self.rects: dict[int, pygame.Rect] = {}
        self.age = 0.0

    def layout(self, center: tuple[int, int], size: int) -> None:
        gap = max(6, size // 10)
        self.rects = {}
        for i, color in enumerate(COLORS):
            r = pygame.Rect(0, 0, size, size)
            r.center = (center[0] + (-1 if i % 2 == 0 else 1) * (size + gap) // 2,
                        center[1] + (-1 if i < 2 else 1) * (size + gap) // 2)
            self.rects[color] = r

    def at(self, pos: tuple[int, int]) -> int | None:
        for color, r in self.rects.items():
            if r.collidepoint(pos) and color in self.options:
                return color
        return None

    def move(self, dx: int, dy: int) -> None:
        i = COLORS.index(self.focus)
        col, row = i % 2, i // 2
        col = (col + dx) % 2
        row = (row + dy) % 2
        self.focus = COLORS[row * 2 + col]


class RevealPanel:
    """The challenged hand, shown to the challenger only, until they close it."""

    def __init__(self, challenged: int, hand: tuple[int, ...], bluff: bool, color: int = -1,
                 proof: tuple[int, ...] = ()) -> None:
        self.challenged = challenged
        self.hand = tuple(sorted(hand, key=hand_order))
        self.bluff = bluff
        self.color = color  # the colour that had to be matched (-1: not told, an old log)
        self.proof = frozenset(proof)  # the cards that prove a bluff (marked)
        self.rect = pygame.Rect(0, 0, 0, 0)  # the panel
        self.ok = pygame.Rect(0, 0, 0, 0)  # its OK button
        self.card_w = 30

    def layout(self, lay: TableLayout) -> None:
        """Size the panel to the hand and the window: the painter draws it here and a click
        outside it or on OK closes it."""
        m = lay.metrics
        w, h = lay.size
        count = max(1, len(self.hand))
        self.card_w = cw = max(30, min(lay.card_w, round((w * 0.7) / (count * 0.62 + 0.4))))
        ch = card_size(cw)[1]
        panel_w = min(w - 2 * m.pad, max(round(w * 0.5), round(cw * (count * 0.62 + 0.4)) +
                                         4 * m.pad))
        panel_h = ch + m.font_large * 2 + m.font_body * 2 + m.button_h + 5 * m.pad
        self.rect = pygame.Rect(0, 0, panel_w, panel_h)
        self.rect.center = (w // 2, h // 2)
        self.ok = pygame.Rect(0, 0, round(m.button_h * 3), m.button_h)
        self.ok.midbottom = (self.rect.centerx, self.rect.bottom - m.pad)
