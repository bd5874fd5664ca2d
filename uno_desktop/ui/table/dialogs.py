"""The two modal choices shown on the table itself (:class:`~.table_state.Modal`): the colour
wheel and the challenged hand. Each answers the keys and clicks it is given (the person input
hands them over) and is drawn by :mod:`.moving_parts` from the look."""

from __future__ import annotations

import pygame

from uno_desktop.engine.actions import Action
from uno_desktop.engine.cards import COLORS
from uno_desktop.presentation.words import Words
from uno_desktop.ui.card_art import card_size
from uno_desktop.ui.table.layout import TableLayout
from uno_desktop.ui.table.model import hand_order
from uno_desktop.ui.table.table_state import Answer, Ask

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}


class ColorChooser:
    """The colour wheel: four big buttons around the pile. ``options`` maps a colour to the
    action that names it; ``cancellable`` when it opened for a card the player may take back.
    It sits on the table (the action buttons and the menu stay live beside it). Arrows move
    its focus, 1-4 pick a colour, Enter or Space the focused one, Esc closes a cancellable
    wheel (else the pause menu); a click picks a colour, outside closes a cancellable wheel,
    as does a right click."""

    covers = False

    def __init__(self, options: dict[int, Action], cancellable: bool, preferred: int,
                 title: Words | None = None) -> None:
        self.options = options
        self.cancellable = cancellable
        # What the wheel asks when a card asks more than "Choose a colour" (the roulette's
        # victim): the shared question of presentation.situation.ask_words.
        self.title = title
        self.focus = preferred if preferred in options else next(iter(options))
        self.rects: dict[int, pygame.Rect] = {}
        self.age = 0.0

    def layout(self, lay: TableLayout) -> None:
        """Four buttons round the pile's centre, a little smaller than the pile."""
        center, size = lay.center, round(lay.pile_w * 0.95)
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

    def pick(self, color: int) -> Answer:
        """The action that names ``color`` (None: not a colour it offers)."""
        return self.options.get(color)

    def key(self, key: int) -> Answer:
        if key == pygame.K_ESCAPE:
            return Ask.CLOSE if self.cancellable else Ask.PAUSE
        if key in ARROWS:
            self.move(*ARROWS[key])
        elif key in NUMBER_KEYS:
            return self.pick(COLORS[NUMBER_KEYS.index(key)])
        elif key in ENTER_KEYS:
            return self.pick(self.focus)
        return None

    def pointer(self, pos: tuple[int, int], button: int, down: bool) -> Answer:
        if not down:
            return None
        if button == 1:
            color = self.at(pos)
            if color is not None:
                return self.pick(color)
        if button in (1, 3) and self.cancellable:
            return Ask.CLOSE
        return None


class RevealPanel:
    """The challenged hand, shown to the challenger only, until they close it (Enter, Space,
    Esc, or a click on OK or outside the panel). It covers the table: nothing is shown behind
    it until then."""

    covers = True
    cancellable = False

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
        self.age = 0.0

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

    def key(self, key: int) -> Answer:
        return Ask.CLOSE if key in ENTER_KEYS or key == pygame.K_ESCAPE else None

    def pointer(self, pos: tuple[int, int], button: int, down: bool) -> Answer:
        if not down and button == 1 and (self.ok.collidepoint(pos)
                                          or not self.rect.collidepoint(pos)):
            return Ask.CLOSE
        return None
