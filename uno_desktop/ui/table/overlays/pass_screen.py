"""Family play: the screen that hides every hand until the next person has taken it."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from uno_desktop.engine.actions import Action, CallUno, CatchUno
from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme, tween
from uno_desktop.ui.card_art import BACK
from uno_desktop.ui.table import paint
from uno_desktop.ui.table.overlays.base import _title
from uno_desktop.ui.table.overlays.pause import PausingOverlay
from uno_desktop.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from uno_desktop.ui.table_handle import TableHandle


class PassScreenScene(PausingOverlay):
    """"Pass the screen to NAME": every hand hidden until that person clicks. People may still
    call UNO or catch from here (it shows no card)."""

    DIM = 0
    ANIMATE = 1.2

    def __init__(self, table: TableHandle, seat: int) -> None:
        super().__init__(table)
        self.seat = seat
        self.ready_button: Button | None = None

    def title_id(self) -> str:
        """What is true: several people at the keyboard pass the screen; one person among
        phones passes nothing, the others look away while the hand is shown."""
        alone = len(self.table.privacy.persons) == 1
        return "table-look-away" if alone else "table-pass-screen"

    def build(self) -> None:
        table = self.table
        name = table.ctx.name(self.seat)
        self.ready_button = Button(self.t("table-show-hand", name=name), self.ready,
                                   style="primary")
        widgets: list[Widget] = [self.ready_button]
        game = table.ctx.game
        target = game.uno_catchable()
        for p in table.privacy.persons:
            if table.ctx.match.gone[p]:
                continue
            legal = game.reaction_actions(p)
            if CallUno(p) in legal and len(game.hands[p]) == 1:
                widgets.append(Button(self.t("table-uno-by", name=table.ctx.name(p)),
                                      partial(self._react, CallUno(p)), style="normal"))
            if target >= 0 and target != p and CatchUno(p, target) in legal:
                widgets.append(Button(self.t("table-catch-by", name=table.ctx.name(p),
                                             player=table.ctx.name(target)),
                                      partial(self._react, CatchUno(p, target)),
                                      style="danger"))
        self.ui.widgets = widgets
        self.ui.focus(self.ready_button)
        self.place(self.size)

    def _react(self, action: Action) -> None:
        self.table.person_does(action)
        self.build()

    def place(self, size: tuple[int, int]) -> None:
        if self.ready_button is None:
            return
        m = self.m
        w, h = size
        bw = min(w - 2 * m.pad, round(420 * m.scale))
        self.ready_button.layout(pygame.Rect(w // 2 - bw // 2, round(h * 0.66), bw,
                                             round(m.button_h * 1.15)))
        others = self.ui.widgets[1:]
        if others:
            row_w = min(w - 2 * m.pad, len(others) * (round(300 * m.scale) + m.gap))
            each = (row_w - m.gap * (len(others) - 1)) // len(others)
            x = w // 2 - row_w // 2
            for b in others:
                b.layout(pygame.Rect(x, h - m.pad - m.button_h, each, m.button_h))
                x += each + m.gap

    def ready(self) -> None:
        app = self.app
        assert app is not None
        if app.scene is self:
            app.pop()
        self.table.take_screen(self.seat)

    def go_on(self) -> None:
        self.ready()

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not any(b.rect.collidepoint(event.pos) for b in self.ui.widgets):
                self.ready()
            return True
        return None

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        # Not the table (its hands must not show): a bare felt.
        w, h = size
        oval = pygame.Rect(0, 0, round(w * 0.74), round(h * 0.7))
        oval.center = (w // 2, round(h * 0.45))
        return paint.felt((w, h), tuple(oval), self.t("menu-title"))

    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.m
        w, h = surface.get_size()
        art = self.table.ctx.art
        cw = round(m.card_w * 1.3)
        # Three backs fanning out as the screen appears.
        open_ = tween.out_back(self.table.director.progress(self.age, self.ANIMATE))
        for i, angle in enumerate((-14, 0, 14)):
            img = art.rotated(BACK, cw, round(angle * open_))
            surface.blit(img, img.get_rect(center=(w // 2 + round((i - 1) * cw // 2 * open_),
                                                   round(h * 0.3) + abs(i - 1) * cw // 10)))
        name = self.table.ctx.name(self.seat)
        title = pygame.Rect(m.pad, round(h * 0.47), w - 2 * m.pad, round(m.font_title * 1.6))
        _title(surface, self.t(self.title_id(), name=name), title, m, theme.ACCENT)
        sub = pygame.Rect(m.pad, title.bottom + m.gap, w - 2 * m.pad, round(m.font_body * 1.6))
        textmod.draw_in_box(surface, self.t("table-click-ready", name=name), sub, theme.TEXT,
                            size=m.font_body)
        self.ui.draw(surface)


# --- Pause ---------------------------------------------------------------------------------------
