"""The action buttons beside the hand (draw, keep, challenge, UNO, ...): built from the legal
actions, rebuilt only when what they would say changes."""

from __future__ import annotations

from typing import Any

import pygame

from uno_desktop.engine.actions import Accept, CallUno, CatchUno, Challenge, Draw, Pass, PlayCard
from uno_desktop.engine.decisions import Kind
from uno_desktop.ui.widgets import Button


class ActionButtons:
    """The button column of :class:`TableScene`. State: ``buttons``, ``_button_key``."""

    def _button_specs(self) -> list[tuple[str, Any, str, str]]:
        """(label, callback, style, key) of the action buttons that apply now."""
        seat = self.input_seat()
        specs: list[tuple[str, Any, str, str]] = []
        if seat is None or self.reveal is not None:
            return specs
        game = self.game
        d = game.decision
        legal = self.legal(seat)
        if self.idle and d.seat == seat:
            if d.kind is Kind.TURN and Draw(seat) in legal:
                specs.append((self.t("table-draw") + "  (D)", self.try_draw, "normal", "draw"))
            elif d.kind is Kind.PLAY_DRAWN:
                if d.drawn is not None and any(isinstance(a, PlayCard) for a in legal):
                    drawn = d.drawn
                    specs.append((self.t("table-play"), lambda: self.click_card(drawn),
                                  "primary", "play"))
                if Pass(seat) in legal:
                    specs.append((self.t("table-keep"), lambda: self.act(Pass(seat),
                                                                         person=True),
                                  "normal", "keep"))
            elif d.kind in (Kind.CHALLENGE, Kind.PENALTY):
                if Challenge(seat) in legal:
                    specs.append((self.t("table-challenge"),
                                  lambda: self.act(Challenge(seat), person=True), "danger",
                                  "challenge"))
                specs.append((self.t("table-take", count=d.penalty),
                              lambda: self.act(Accept(seat), person=True), "normal", "accept"))
            elif d.kind in (Kind.DOUBLE_PLAY, Kind.FIVE_TARGET) and Pass(seat) in legal:
                specs.append((self.t("table-pass"), lambda: self.act(Pass(seat), person=True),
                              "normal", "pass"))
        target = game.uno_catchable()
        if target >= 0 and target != seat and CatchUno(seat, target) in legal:
            specs.append((self.t("table-catch-player", player=self.name(target)) + "  (C)",
                          lambda: self.catch(seat), "danger", "catch"))
        rightful = CallUno(seat) in legal
        specs.append((self.t("table-uno") + "  (U)", lambda: self.call_uno(seat),
                      "primary" if rightful else "normal", "uno"))
        return specs

    def _refresh_buttons(self) -> None:
        lay = self.layout
        if lay is None:
            return
        specs = self._button_specs()
        key = (tuple((label, style, k) for label, _cb, style, k in specs), lay.size,
               self.tr.locale)
        if key == self._button_key:
            return
        self._button_key = key
        focused_key = getattr(self.buttons.focused, "key", None)
        m = lay.metrics
        area = lay.actions_rect
        h = m.button_h
        gap = m.gap
        fit = max(1, (area.h + gap) // (h + gap))
        specs = specs[-fit:]
        widgets = []
        y = area.bottom - h
        for label, cb, style, k in reversed(specs):
            b = Button(label, cb, pygame.Rect(area.x, y, area.w, h), style=style)
            b.key = k  # type: ignore[attr-defined]
            widgets.append(b)
            y -= h + gap
        widgets.reverse()
        self.buttons.widgets = widgets
        self.buttons.focused = None
        for b in widgets:
            if getattr(b, "key", None) == focused_key and self.focus_zone == "buttons":
                self.buttons.focus(b)

    def button(self, key: str) -> Button | None:
        """The action button ``key`` (draw, play, keep, challenge, accept, pass, catch, uno)
        if it is on screen now (tests click it)."""
        self._refresh_buttons()
        for b in self.buttons.widgets:
            if getattr(b, "key", None) == key:
                return b  # type: ignore[return-value]
        return None
