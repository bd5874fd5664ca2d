"""The full rules help, written for the rules in play (``i18n.help_sections``), scrollable.

Mouse wheel, dragging the text or the scrollbar, Up/Down, Page Up/Down, Home/End, Space. Esc,
Backspace or the Back button return. Works on top of a match too (the pause menu's "Rules").
"""

from __future__ import annotations

import math

import pygame

from uno_desktop import i18n
from uno_desktop.engine.rules import Rules
from uno_desktop.ui import theme
from uno_desktop.ui.app import App
from uno_desktop.ui.bootstrap import tr
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.scenes.common import (
    draw_background,
    draw_panel,
    label,
    paragraph,
    wrap_height,
)
from uno_desktop.ui.widgets import Button, WidgetGroup

LINE_SPACING = 1.25


class RulesHelpScene(Scene):
    """``players``: the seat count when known (drops the two-player note otherwise)."""

    def __init__(self, app: App | None, rules: Rules, players: int | None = None) -> None:
        super().__init__()
        self.app = app
        self.rules = rules
        self.players = players
        self.ui = WidgetGroup()
        self.m = theme.metrics((1280, 720))
        self.sections: list[tuple[str, list[str]]] = []
        self.offset = 0.0
        self.target = 0.0
        self.content_h = 0
        self.view = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.sub_rect = pygame.Rect(0, 0, 0, 0)
        self._drag: tuple[int, float] | None = None
        self._thumb_drag: tuple[int, float] | None = None

    def on_enter(self) -> None:
        t = tr(self.app)
        self.sections = i18n.help_sections(t, self.rules, self.players)
        self.back_button = Button(t.t("common-back"), self.back, style="primary")
        self.ui = WidgetGroup([self.back_button])

    # --- Layout ------------------------------------------------------------------------------
    @property
    def sizes(self) -> tuple[int, int]:
        """(heading, body) font sizes."""
        return self.m.font_large, self.m.font_body

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.m = theme.metrics(size)
        self.ui.scale = m.scale
        pw = min(w - 2 * m.pad, round(1000 * m.scale) + 4 * m.pad)
        self.panel = pygame.Rect((w - pw) // 2, m.pad, pw, h - 2 * m.pad)
        inner = self.panel.inflate(-3 * m.pad, -2 * m.pad)
        title_h = round(m.font_title * 1.25)
        self.title_rect = pygame.Rect(inner.x, inner.y, inner.w, title_h)
        self.sub_rect = pygame.Rect(inner.x, self.title_rect.bottom, inner.w,
                                    round(m.font_body * 1.4))
        bh = m.button_h
        bw = min(round(240 * m.scale), inner.w)
        self.back_button.layout(pygame.Rect(inner.right - bw, inner.bottom - bh, bw, bh))
        top = self.sub_rect.bottom + m.pad
        self.view = pygame.Rect(inner.x, top, inner.w, self.back_button.rect.y - m.pad - top)
        self.content_h = self._measure()
        self.scroll_to(self.target, animate=False)

    def _text_width(self) -> int:
        return self.view.w - 3 * self.bar_width

    @property
    def para_gap(self) -> int:
        """Space between paragraphs: about half a line, so each rule reads on its own."""
        return round(self.m.font_body * 0.6)

    @property
    def bar_width(self) -> int:
        return max(6, round(8 * self.m.scale))

    def _measure(self) -> int:
        head, body = self.sizes
        width = self._text_width()
        y = 0
        for k, (heading, paras) in enumerate(self.sections):
            if k:
                y += round(self.m.pad * 1.5)
            y += wrap_height(heading, width, head, True, LINE_SPACING) + self.m.gap
            for p in paras:
                y += wrap_height(p, width, body, False, LINE_SPACING) + self.para_gap
        return y

    # --- Scrolling ---------------------------------------------------------------------------
    @property
    def max_offset(self) -> float:
        return max(0.0, self.content_h - self.view.h)

    def scroll_to(self, y: float, animate: bool = True) -> None:
        self.target = min(self.max_offset, max(0.0, y))
        if not animate:
            self.offset = self.target

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.target + dy)

    def _thumb(self) -> pygame.Rect | None:
        if self.content_h <= self.view.h:
            return None
        h = max(24, round(self.view.h * self.view.h / self.content_h))
        frac = self.offset / self.max_offset if self.max_offset else 0
        return pygame.Rect(self.view.right - self.bar_width, self.view.y +
                           round((self.view.h - h) * frac), self.bar_width, h)

    def back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if self.ui.handle_event(event):
            return True
        line = round(self.m.font_body * 3)
        page = self.view.h * 0.9
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -page,
                     pygame.K_PAGEDOWN: page, pygame.K_SPACE: page}
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to(self.max_offset)
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
                return True
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-getattr(event, "precise_y", event.y) * line)
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self._thumb()
            if thumb is not None and thumb.inflate(12, 0).collidepoint(event.pos):
                self._thumb_drag = (event.pos[1], self.offset)
                return True
            if self.view.collidepoint(event.pos):
                self._drag = (event.pos[1], self.offset)
                return True
        elif event.type == pygame.MOUSEMOTION:
            if self._thumb_drag is not None:
                y0, off0 = self._thumb_drag
                thumb = self._thumb()
                track = self.view.h - (thumb.h if thumb else 0)
                self.scroll_to(off0 + (event.pos[1] - y0) * self.max_offset / max(1, track),
                               animate=False)
                return True
            if self._drag is not None:
                y0, off0 = self._drag
                self.scroll_to(off0 - (event.pos[1] - y0), animate=False)
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self._drag is not None or self._thumb_drag is not None
            self._drag = self._thumb_drag = None
            return was or None
        return None

    def needs_frames(self) -> bool:
        return self.offset != self.target or self.ui.animating()

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        if self.offset != self.target:
            self.offset += (self.target - self.offset) * (1 - math.exp(-dt * 18))
            if abs(self.target - self.offset) < 0.5:
                self.offset = self.target

    # --- Drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        t = tr(self.app)
        draw_background(surface)
        draw_panel(surface, self.panel, m)
        label(surface, t.t("help-title"), self.title_rect, theme.TEXT, size=m.font_title,
              min_size=m.font_large, bold=True, align="left", shadow=theme.TEXT_SHADOW)
        preset = i18n.rules_name(t, self.rules)
        label(surface, t.t("setup-rules", preset=preset), self.sub_rect, theme.ACCENT,
              size=m.font_body, min_size=m.font_small, align="left")
        head, body = self.sizes
        width = self._text_width()
        old_clip = surface.get_clip()
        surface.set_clip(self.view)
        y = self.view.y - round(self.offset)
        x = self.view.x
        for k, (heading, paras) in enumerate(self.sections):
            if k:
                y += round(m.pad * 1.5)
            y += paragraph(surface, heading, x, y, width, head, theme.ACCENT, True,
                           LINE_SPACING, self.view) + m.gap
            for p in paras:
                y += paragraph(surface, p, x, y, width, body, theme.TEXT, False,
                               LINE_SPACING, self.view) + self.para_gap
        surface.set_clip(old_clip)
        thumb = self._thumb()
        if thumb is not None:
            track = pygame.Rect(thumb.x, self.view.y, thumb.w, self.view.h)
            pygame.draw.rect(surface, theme.TRACK, track, border_radius=thumb.w // 2)
            pygame.draw.rect(surface, theme.TEXT_DIM, thumb, border_radius=thumb.w // 2)
        # Soft fades at the top and bottom edges when there is more text that way.
        self._fade(surface, top=True, show=self.offset > 1)
        self._fade(surface, top=False, show=self.offset < self.max_offset - 1)
        self.ui.draw(surface)

    def _fade(self, surface: pygame.Surface, top: bool, show: bool) -> None:
        if not show:
            return
        h = max(8, self.m.pad)
        fade = pygame.Surface((self.view.w - 2 * self.bar_width, h), pygame.SRCALPHA)
        base = theme.PANEL[:3]
        for i in range(h):
            a = round(200 * (1 - i / h)) if top else round(200 * i / h)
            pygame.draw.line(fade, (*base, a), (0, i), (fade.get_width(), i))
        surface.blit(fade, (self.view.x, self.view.y if top else self.view.bottom - h))
