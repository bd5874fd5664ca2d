"""The action buttons beside the hand (draw, keep, challenge, UNO, ...): built from the legal
actions, rebuilt only when what they would say changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from uno_desktop.engine.actions import Accept, Action, Challenge, Pass
from uno_desktop.engine.decisions import Kind
from uno_desktop.presentation.words import Words, render
from uno_desktop.ui.table.context import TableContext
from uno_desktop.ui.table.director import Director
from uno_desktop.ui.table.hints import HintGiver
from uno_desktop.ui.table.layout import TableLayout
from uno_desktop.ui.table.privacy import Privacy
from uno_desktop.ui.table.reader import GameReader
from uno_desktop.ui.table.status_line import person_situation
from uno_desktop.ui.table.table_state import Screen, TableUI
from uno_desktop.ui.widgets import Button, ButtonStyle, Widget, WidgetGroup


class PersonMoves(Protocol):
    """What a button does that is more than one action: the person input's own moves (they
    check and explain, as the same key or click would)."""

    def try_draw(self) -> None: ...

    def click_card(self, card: int) -> None: ...

    def catch(self, seat: int) -> None: ...

    def call_uno(self, seat: int) -> None: ...


class ActionButtons:
    """The button column beside the person's hand; each button hands an action to the
    person's seat (``person_does``) or makes one of the person input's ``moves``."""

    def __init__(self, ctx: TableContext, privacy: Privacy, reader: GameReader,
                 director: Director, ui: TableUI, screen: Screen, moves: PersonMoves,
                 person_does: Callable[[Action], None], hints: HintGiver) -> None:
        self.hints = hints
        self.ctx = ctx
        self.privacy = privacy
        self.reader = reader
        self.director = director
        self.ui = ui
        self.screen = screen
        self.moves = moves
        self.person_does = person_does
        self.group = WidgetGroup()
        self._key: Any = None
        self._by_key: dict[str, Button] = {}
        self._layout: TableLayout | None = None

    def _button_specs(self) -> list[tuple[str, Any, ButtonStyle, str, str | None]]:
        """(label, callback, style, key, why greyed or None) of the buttons that apply now:
        the offers of the shared presentation (the engine's legal actions, worded once)."""
        seat = self.privacy.input_seat()
        specs: list[tuple[str, Any, ButtonStyle, str, str | None]] = []
        if seat is None or self.ui.covered():
            return specs
        sit = person_situation(self.ctx, self.reader, seat)
        tr = self.ctx.tr
        moves, does, idle = self.moves, self.person_does, self.director.idle

        def add(kind: str, callback: Any, style: ButtonStyle, key: str, hint: str = "") -> None:
            offer = sit.offer(kind)
            if offer is not None:
                label = render(tr, offer.label) + (f"  ({hint})" if hint else "")
                specs.append((label, callback, style, key, None))

        decision = self.reader.decision
        if idle and decision.seat == seat:
            kind = decision.kind
            if kind is Kind.TURN:
                add("draw", moves.try_draw, "normal", "draw", "D")
            elif kind is Kind.PLAY_DRAWN:
                drawn = decision.drawn
                if drawn is not None:
                    add("play", lambda: moves.click_card(drawn), "primary", "play")
                add("keep", lambda: does(Pass(seat)), "normal", "keep")
            elif kind in (Kind.CHALLENGE, Kind.PENALTY):
                add("challenge", lambda: does(Challenge(seat)), "danger", "challenge")
                add("accept", lambda: does(Accept(seat)), "normal", "accept")
            elif kind in (Kind.DOUBLE_PLAY, Kind.FIVE_TARGET):
                add("pass", lambda: does(Pass(seat)), "normal", "pass")
        # A catch is offered once the card that opened the chance has landed (the screen shows
        # what the engine knows), never while it is still in flight.
        if idle:
            add("catch", lambda: moves.catch(seat), "danger", "catch", "C")
        # UNO! is always in its place, but a call that would be false (and cost cards) is
        # greyed with the reason instead of being one stray click away.
        uno = render(tr, Words("table-uno")) + "  (U)"
        if sit.has("uno"):
            specs.append((uno, lambda: moves.call_uno(seat), "primary", "uno", None))
        else:
            specs.append((uno, None, "normal", "uno",
                          render(tr, Words("prompt-uno-not-now"))))
        if idle and self.hints.offered(seat):  # at the top: asked for, never in the way
            specs.insert(0, (render(tr, Words("table-hint")) + "  (H)",
                             lambda: self.hints.ask(seat), "ghost", "hint", None))
        return specs

    def refresh(self) -> None:
        lay = self.screen.layout
        if lay is None:
            return
        if lay is not self._layout:  # a new layout: buttons placed and sized anew
            self._layout = lay
            self._key = None
            self.group.scale = lay.metrics.scale
        specs = self._button_specs()
        key = (tuple((label, style, k, why) for label, _cb, style, k, why in specs), lay.size,
               self.ctx.tr.locale)
        if key == self._key:
            self._focus_hinted()
            return
        self._key = key
        focused_key = self.key_of(self.group.focused)
        m = lay.metrics
        area = lay.actions_rect
        h = m.button_h
        gap = m.gap
        fit = max(1, (area.h + gap) // (h + gap))
        specs = specs[-fit:]
        widgets: list[Widget] = []
        self._by_key = {}
        y = area.bottom - h
        for label, cb, style, k, why in reversed(specs):
            b = Button(label, cb, pygame.Rect(area.x, y, area.w, h), style=style,
                       enabled=why is None, disabled_reason=why)
            self._by_key[k] = b
            widgets.append(b)
            y -= h + gap
        widgets.reverse()
        self.group.widgets = widgets
        self.group.focused = None
        focused = self._by_key.get(focused_key) if focused_key is not None else None
        if focused is not None and self.ui.focus_zone == "buttons":
            self.group.focus(focused)
        self._focus_hinted()

    def _focus_hinted(self) -> None:
        """A hint pointing at a button gives it the keyboard focus (Enter then does it)."""
        hinted = self._by_key.get(self.ui.hint_button or "")
        if hinted is not None:
            self.ui.hint_button = None
            self.ui.focus_zone = "buttons"
            self.group.keyboard_mode = True
            self.group.focus(hinted)

    def greyed_reason(self, pos: tuple[int, int]) -> str | None:
        """Why the greyed button at ``pos`` cannot be pressed (None: no greyed button there)."""
        for widget in self.group.widgets:
            reason = getattr(widget, "disabled_reason", None)
            if not widget.enabled and reason and widget.rect.collidepoint(pos):
                return str(reason)
        return None

    def button(self, key: str) -> Button | None:
        """The action button ``key`` (draw, play, keep, challenge, accept, pass, catch, uno)
        if it is on screen now (tests click it)."""
        self.refresh()
        return self._by_key.get(key)

    def key_of(self, widget: Widget | None) -> str | None:
        return next((k for k, b in self._by_key.items() if b is widget), None)
