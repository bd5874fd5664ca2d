"""The pause menu: resume, rules, settings, forfeit a seat, save and quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from uno_desktop.ui import routes, theme
from uno_desktop.ui import text as textmod
from uno_desktop.ui.table import paint
from uno_desktop.ui.table.overlays.base import _Overlay, _title, back_to_menu, pop_to
from uno_desktop.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from uno_desktop.ui.table_handle import TableHandle


class PauseScene(_Overlay):
    """Esc at the table: resume, rules, forfeit this seat (asks first), save and quit."""

    def __init__(self, table: TableHandle) -> None:
        super().__init__(table)
        self.confirming: int | None = None  # the seat asked about
        self.panel = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        table = self.table
        if self.confirming is not None:
            self.ui.widgets = [
                Button(self.t("common-yes"), self._forfeit_now, style="danger"),
                Button(self.t("common-no"), self._cancel_confirm),
            ]
        else:
            widgets: list[Widget] = [Button(self.t("table-pause-resume"), self.resume,
                                            style="primary")]
            if self.app is not None and self.app.router.registered(routes.RULES_HELP):
                widgets.append(Button(self.t("table-pause-rules"), self.rules))
            if self.app is not None and self.app.router.registered(routes.SETTINGS):
                widgets.append(Button(self.t("table-pause-settings"), self.settings))
            if table.privacy.forfeit_seat() is not None:
                widgets.append(Button(self.t("table-pause-forfeit"), self._ask_forfeit))
            quit_label = "table-pause-save-quit" if table.autosaver.enabled else "table-match-menu"
            widgets.append(Button(self.t(quit_label), self.save_quit))
            self.ui.widgets = widgets
        # Asking: the safe answer ("No") has the focus, so a stray Enter never forfeits.
        self.ui.focus(self.ui.widgets[-1 if self.confirming is not None else 0])
        self.ui.keyboard_mode = True
        self.place(self.size)

    def place(self, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        bw = min(w - 4 * m.pad, round(380 * m.scale))
        count = len(self.ui.widgets)
        text_h = round(m.font_title * 1.8) + (round(m.font_body * 3.2) if self.confirming
                                               is not None else 0)
        ph = text_h + count * (m.button_h + m.gap) + 2 * m.pad
        self.panel = pygame.Rect(0, 0, bw + 2 * m.pad * 2, ph)
        self.panel.center = (w // 2, h // 2)
        self._column(self.ui.widgets, w // 2, self.panel.y + m.pad + text_h, bw)

    def resume(self) -> None:
        assert self.app is not None
        if self.app.scene is self:
            self.app.pop()

    def rules(self) -> None:
        assert self.app is not None
        self.app.router.push(routes.RULES_HELP, self.table.ctx.rules, self.table.ctx.n)

    def settings(self) -> None:
        """Sound, speed, colour-blind aid, language... without leaving the match (its rules
        are shown read-only)."""
        assert self.app is not None
        self.app.router.push(routes.SETTINGS, routes.SETTINGS_APP_PAGE, self.table.ctx.rules)

    def on_resume(self) -> None:
        super().on_resume()
        self.build()  # the language may have changed

    def _ask_forfeit(self) -> None:
        self.confirming = self.table.privacy.forfeit_seat()
        self.build()

    def _cancel_confirm(self) -> None:
        self.confirming = None
        self.build()

    def _forfeit_now(self) -> None:
        seat = self.confirming
        self.confirming = None
        assert self.app is not None
        # Leave the pause (and a pass screen under it) before the table goes on.
        pop_to(self.app, self.table)
        if seat is not None:
            self.table.forfeit(seat)

    def save_quit(self) -> None:
        self.table.autosaver.save()
        self.table.autosaver.flush()
        assert self.app is not None
        back_to_menu(self.app)

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirming is not None:
                self._cancel_confirm()
            else:
                self.resume()
            return True
        return super().handle_event(event)  # QUIT stays with the App: the window closes

    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.m
        surface.blit(paint.panel(self.panel.size, m.radius, theme.PANEL_SOLID, theme.PANEL_BORDER,
                                 m.border), self.panel.topleft)
        title = pygame.Rect(self.panel.x + m.pad, self.panel.y + m.pad,
                            self.panel.w - 2 * m.pad, round(m.font_title * 1.5))
        _title(surface, self.t("table-pause-title"), title, m)
        if self.confirming is not None:
            q = pygame.Rect(title.x, title.bottom, title.w, round(m.font_body * 3))
            textmod.draw_in_box(surface, self.t("table-forfeit-confirm",
                                                player=self.table.ctx.name(self.confirming)), q,
                                theme.TEXT, size=m.font_body)
        self.ui.draw(surface)


class PausingOverlay(_Overlay):
    """A screen the table waits behind (pass the screen, round result): Esc opens the pause
    menu over it, Enter or Space goes on."""

    def go_on(self) -> None:
        """Leave this screen and let the table go on."""

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            assert self.app is not None
            self.app.router.push(routes.PAUSE, self.table)
            return True
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.go_on()
            return True
        return None
