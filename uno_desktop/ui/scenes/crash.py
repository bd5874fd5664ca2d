"""The apology screen: something went wrong; here is the log file; back to the menu or quit.

It never needs the scene that failed, and it draws with English as a last resort, so it shows
even when the crash came from a translation or from the table.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from uno_desktop.i18n import get_translator
from uno_desktop.ui import routes, theme
from uno_desktop.ui.bootstrap import tr
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.scenes.common import draw_panel, label
from uno_desktop.ui.widgets import Button, WidgetGroup

log = logging.getLogger(__name__)


class CrashScene(Scene):
    """``log_file``: shown so a player can send it; None when no log could be written."""

    def __init__(self, log_file: Path | str | None) -> None:
        super().__init__()
        self.log_file = str(log_file) if log_file else "-"
        self.ui = WidgetGroup()
        self.m = theme.metrics((1280, 720))
        self.panel = pygame.Rect(0, 0, 0, 0)

    def _t(self, msg_id: str, **args: object) -> str:
        try:
            return tr(self.app).t(msg_id, **args)
        except Exception:  # the translator itself may be what broke
            return get_translator("en").t(msg_id, **args)

    def on_enter(self) -> None:
        self.menu_button = Button(self._t("crash-menu"), self.to_menu, style="primary")
        self.quit_button = Button(self._t("menu-quit"), self.quit, style="ghost")
        self.ui = WidgetGroup([self.menu_button, self.quit_button])

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.m = theme.metrics(size)
        self.ui.scale = m.scale
        pw, ph = min(w - 4 * m.pad, round(820 * m.scale)), min(h - 4 * m.pad, round(440 * m.scale))
        self.panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        bw = min(round(280 * m.scale), (pw - 3 * m.pad) // 2)
        y = self.panel.bottom - m.pad - m.button_h
        self.menu_button.layout(pygame.Rect(self.panel.centerx + m.pad // 2, y, bw, m.button_h))
        self.quit_button.layout(pygame.Rect(self.panel.centerx - m.pad // 2 - bw, y, bw,
                                            m.button_h))

    def to_menu(self) -> None:
        assert self.app is not None
        self.app.router.reset(routes.MENU)

    def quit(self) -> None:
        assert self.app is not None
        self.app.quit()

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if self.ui.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.to_menu()
            return True
        return None

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def needs_frames(self) -> bool:
        return self.ui.animating()

    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        surface.fill(theme.darken(theme.FELT_DARK, 0.35))
        draw_panel(surface, self.panel, m)
        inner = self.panel.inflate(-4 * m.pad, -2 * m.pad)
        title = pygame.Rect(inner.x, inner.y, inner.w, round(m.font_title * 1.4))
        label(surface, self._t("table-crash-title"), title, theme.ACCENT, size=m.font_title,
              min_size=m.font_large, bold=True)
        body = pygame.Rect(inner.x, title.bottom + m.pad, inner.w,
                           self.menu_button.rect.y - title.bottom - 3 * m.pad)
        label(surface, self._t("crash-body", path=self.log_file), body, theme.TEXT,
              size=m.font_body, min_size=m.font_small, line_spacing=1.2)
        self.ui.draw(surface)
