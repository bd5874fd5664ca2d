"""The action buttons beside the hand (draw, keep, challenge, UNO, ...): built from the legal
actions, rebuilt only when what they would say changes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from uno_desktop.engine.actions import Accept, Challenge, Pass
from uno_desktop.engine.decisions import Kind
from uno_desktop.presentation.words import Words, render
from uno_desktop.ui.table.status_line import person_situation
from uno_desktop.ui.widgets import Button, ButtonStyle, Widget, WidgetGroup

if TYPE_CHECKING:
    from uno_desktop.ui.table.scene import TableScene


class ActionButtons:
    """The button column beside the person's hand; each button hands an action to the
    person's seat (``scene.person_does``)."""

    def __init__(self, scene: TableScene) -> None:
        self.sc = scene
        self.group = WidgetGroup()
        self._key: Any = None
        self._by_key: dict[str, Button] = {}

    def reset(self) -> None:
        """Rebuild on the next frame (a new layout)."""
        self._key = None

    def _button_specs(self) -> list[tuple[str, Any, ButtonStyle, str, str | None]]:
        """(label, callback, style, key, why greyed or None) of the buttons that apply now:
        the offers of the shared presentation (the engine's legal actions, worded once)."""
        sc = self.sc
        seat = sc.privacy.input_seat()
        specs: list[tuple[str, Any, ButtonStyle, str, str | None]] = []
        if seat is None or sc.stage.reveal is not None:
            return specs
        sit = person_situation(sc.ctx, sc.reader, seat)
        tr = sc.ctx.tr

        def add(kind: str, callback: Any, style: ButtonStyle, key: str, hint: str = "") -> None:
            offer = sit.offer(kind)
            if offer is not None:
                label = render(tr, offer.label) + (f"  ({hint})" if hint else "")
                specs.append((label, callback, style, key, None))

        decision = sc.reader.decision
        if sc.idle and decision.seat == seat:
            kind = decision.kind
            if kind is Kind.TURN:
                add("draw", sc.input.try_draw, "normal", "draw", "D")
            elif kind is Kind.PLAY_DRAWN:
                drawn = decision.drawn
                if drawn is not None:
                    add("play", lambda: sc.input.click_card(drawn), "primary", "play")
                add("keep", lambda: sc.person_does(Pass(seat)), "normal", "keep")
            elif kind in (Kind.CHALLENGE, Kind.PENALTY):
                add("challenge", lambda: sc.person_does(Challenge(seat)), "danger", "challenge")
                add("accept", lambda: sc.person_does(Accept(seat)), "normal", "accept")
            elif kind in (Kind.DOUBLE_PLAY, Kind.FIVE_TARGET):
                add("pass", lambda: sc.person_does(Pass(seat)), "normal", "pass")
        # A catch is offered once the card that opened the chance has landed (the screen shows
        # what the engine knows), never while it is still in flight.
        if sc.idle:
            add("catch", lambda: sc.input.catch(seat), "danger", "catch", "C")
        # UNO! is always in its place, but a call that would be false (and cost cards) is
        # greyed with the reason instead of being one stray click away.
        uno = render(tr, Words("table-uno")) + "  (U)"
        if sit.has("uno"):
            specs.append((uno, lambda: sc.input.call_uno(seat), "primary", "uno", None))
        else:
            specs.append((uno, None, "normal", "uno",
                          render(tr, Words("prompt-uno-not-now"))))
        return specs

    def refresh(self) -> None:
        sc = self.sc
        lay = sc.layout
        if lay is None:
            return
        specs = self._button_specs()
        key = (tuple((label, style, k, why) for label, _cb, style, k, why in specs), lay.size,
               sc.ctx.tr.locale)
        if key == self._key:
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
        if focused is not None and sc.input.focus_zone == "buttons":
            self.group.focus(focused)

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
