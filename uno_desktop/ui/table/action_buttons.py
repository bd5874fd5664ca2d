"""The action buttons beside the hand (draw, keep, challenge, UNO, ...): built from the legal
actions, rebuilt only when what they would say changes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from uno_desktop.engine.actions import Accept, CallUno, CatchUno, Challenge, Draw, Pass, PlayCard
from uno_desktop.engine.decisions import Kind
from uno_desktop.ui.widgets import Button, Widget, WidgetGroup

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

    def _button_specs(self) -> list[tuple[str, Any, str, str]]:
        """(label, callback, style, key) of the action buttons that apply now."""
        sc = self.sc
        seat = sc.privacy.input_seat()
        specs: list[tuple[str, Any, str, str]] = []
        if seat is None or sc.stage.reveal is not None:
            return specs
        game = sc.ctx.game
        d = game.decision
        legal = sc.reader.legal(seat)
        if sc.idle and d.seat == seat:
            if d.kind is Kind.TURN and Draw(seat) in legal:
                specs.append((sc.ctx.t("table-draw") + "  (D)", sc.input.try_draw, "normal",
                              "draw"))
            elif d.kind is Kind.PLAY_DRAWN:
                if d.drawn is not None and any(isinstance(a, PlayCard) for a in legal):
                    drawn = d.drawn
                    specs.append((sc.ctx.t("table-play"),
                                  lambda: sc.input.click_card(drawn),
                                  "primary", "play"))
                if Pass(seat) in legal:
                    specs.append((sc.ctx.t("table-keep"), lambda: sc.person_does(Pass(seat)),
                                  "normal", "keep"))
            elif d.kind in (Kind.CHALLENGE, Kind.PENALTY):
                if Challenge(seat) in legal:
                    specs.append((sc.ctx.t("table-challenge"),
                                  lambda: sc.person_does(Challenge(seat)), "danger",
                                  "challenge"))
                specs.append((sc.ctx.t("table-take", count=d.penalty),
                              lambda: sc.person_does(Accept(seat)), "normal", "accept"))
            elif d.kind in (Kind.DOUBLE_PLAY, Kind.FIVE_TARGET) and Pass(seat) in legal:
                specs.append((sc.ctx.t("table-pass"), lambda: sc.person_does(Pass(seat)),
                              "normal", "pass"))
        # A catch is offered once the card that opened the chance has landed (the screen shows
        # what the engine knows), never while it is still in flight.
        target = game.uno_catchable()
        if sc.idle and target >= 0 and target != seat and CatchUno(seat, target) in legal:
            specs.append((sc.ctx.t("table-catch-player", player=sc.ctx.name(target)) + "  (C)",
                          lambda: sc.input.catch(seat), "danger", "catch"))
        rightful = CallUno(seat) in legal
        specs.append((sc.ctx.t("table-uno") + "  (U)", lambda: sc.input.call_uno(seat),
                      "primary" if rightful else "normal", "uno"))
        return specs

    def refresh(self) -> None:
        sc = self.sc
        lay = sc.layout
        if lay is None:
            return
        specs = self._button_specs()
        key = (tuple((label, style, k) for label, _cb, style, k in specs), lay.size,
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
        for label, cb, style, k in reversed(specs):
            b = Button(label, cb, pygame.Rect(area.x, y, area.w, h), style=style)
            self._by_key[k] = b
            widgets.append(b)
            y -= h + gap
        widgets.reverse()
        self.group.widgets = widgets
        self.group.focused = None
        focused = self._by_key.get(focused_key) if focused_key is not None else None
        if focused is not None and sc.input.focus_zone == "buttons":
            self.group.focus(focused)

    def button(self, key: str) -> Button | None:
        """The action button ``key`` (draw, play, keep, challenge, accept, pass, catch, uno)
        if it is on screen now (tests click it)."""
        self.refresh()
        return self._by_key.get(key)

    def key_of(self, widget: Widget | None) -> str | None:
        return next((k for k, b in self._by_key.items() if b is widget), None)
