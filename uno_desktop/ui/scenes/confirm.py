"""A yes-or-no question over the current screen, asked before something that cannot be undone
(starting a new game replaces the one in progress)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from uno_desktop.ui import theme
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.scenes.common import dim, draw_panel, label, wrap_height
from uno_desktop.ui.widgets import Button, WidgetGroup
from uno_desktop.ui.widgets.button import ButtonStyle


class ConfirmScene(Scene):
    """The screen below stays visible, dimmed. ``yes`` runs after this dialog is closed, so it
    may push or replace scenes; Esc or the second button only closes it."""

    opaque = False

    def __init__(self, title: str, question: str, yes_label: str, no_label: str,
                 yes: Callable[[], object], yes_style: ButtonStyle = "danger") -> None:
        super().__init__()
        self.title = title
        self.question = question
        self.yes_action = yes
        self.yes_button = Button(yes_label, self.confirm, style=yes_style)
        self.no_button = Button(no_label, self.cancel)
        # The safe answer has the focus: Enter alone never replaces anything.
        self.ui = WidgetGroup([self.no_button, self.yes_button])
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.question_rect = pygame.Rect(0, 0, 0, 0)
        self.m = theme.metrics((1280, 720))

    def on_enter(self) -> None:
        self.ui.focus(self.no_button)
        self.ui.keyboard_mode = True
        self.on_resize(self.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.m = theme.metrics(size)
        self.ui.scale = m.scale
        pw = min(w - 2 * m.pad, round(560 * m.scale))
        inner = pw - 4 * m.pad
        title_h = round(m.font_title * 1.7)
        question_h = wrap_height(self.question, inner, m.font_body) + m.gap
        bw = min(round(380 * m.scale), inner)
        buttons_h = 2 * m.button_h + m.gap
        ph = min(h - 2 * m.pad, 2 * m.pad + title_h + question_h + m.pad + buttons_h)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        x = self.panel.x + 2 * m.pad
        self.title_rect = pygame.Rect(x, self.panel.y + m.pad, inner, title_h)
        self.question_rect = pygame.Rect(x, self.title_rect.bottom, inner,
                                         self.panel.bottom - m.pad - buttons_h - m.pad
                                         - self.title_rect.bottom)
        y = self.panel.bottom - m.pad - buttons_h
        bx = self.panel.centerx - bw // 2
        self.yes_button.layout(pygame.Rect(bx, y, bw, m.button_h))
        self.no_button.layout(pygame.Rect(bx, y + m.button_h + m.gap, bw, m.button_h))

    def confirm(self) -> None:
        self.close()
        self.yes_action()

    def cancel(self) -> None:
        self.close()

    def close(self) -> None:
        if self.app is not None and self.app.scene is self:
            self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        return self.ui.handle_event(event)  # QUIT stays with the App: the window closes

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def needs_frames(self) -> bool:
        return self.ui.animating()

    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        dim(surface)
        draw_panel(surface, self.panel, m, color=(*theme.PANEL[:3], 255))  # the menu must not
        # show through the question
        label(surface, self.title, self.title_rect, theme.TEXT, size=m.font_title, bold=True)
        label(surface, self.question, self.question_rect, theme.TEXT, size=m.font_body,
              line_spacing=1.15)
        self.ui.draw(surface)
