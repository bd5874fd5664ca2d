"""The family's statistics: who has played how many matches, won how many, and the rounds won;
people first, then each computer level. Reset asks first."""

from __future__ import annotations

import logging

import pygame

from uno_desktop import i18n, stats
from uno_desktop.ui import routes, text, theme
from uno_desktop.ui.bootstrap import notice_message, notices, tr
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.scenes.common import (
    draw_background,
    draw_panel,
    full_panel,
    label,
    paragraph,
    wrap_height,
)
from uno_desktop.ui.widgets import Button, WidgetGroup

log = logging.getLogger(__name__)

# Share of the table's width per column: player, matches, won, win rate, rounds won.
_COLUMNS = (0.36, 0.14, 0.14, 0.16, 0.20)


class StatisticsScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.stats = stats.Stats()
        self.ui = WidgetGroup()
        self.m = theme.metrics((1280, 720))
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.table = pygame.Rect(0, 0, 0, 0)
        self.row_h = 0

    # --- Life cycle --------------------------------------------------------------------------
    def on_enter(self) -> None:
        self.reload()

    def reload(self) -> None:
        assert self.app is not None
        storage = self.app.services.storage
        if storage is not None:
            self.stats, notice = stats.load(storage)
            if notice is not None:
                log.warning("statistics not usable: %s", notice)
                notices(self.app).append(notice_message(notice))
        self._build()

    def _build(self) -> None:
        assert self.app is not None
        t = tr(self.app).t
        self.back_button = Button(t("common-back"), self.back, style="ghost",
                                  hotkey=pygame.K_ESCAPE)
        self.reset_button = Button(t("stats-reset"), self.ask_reset, style="danger")
        self.reset_button.set_enabled(bool(self.stats.records), t("stats-empty"))
        self.ui = WidgetGroup([self.back_button, self.reset_button])
        self.on_resize(self.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        m, self.panel, inner, title_h = full_panel(size)
        self.m = m
        self.ui.scale = m.scale
        self.title_rect = pygame.Rect(inner.x, inner.y, inner.width, title_h)
        bw = min(round(inner.width * 0.3), round(300 * m.scale))
        foot_y = inner.bottom - m.button_h
        self.back_button.layout(pygame.Rect(inner.x, foot_y, bw, m.button_h))
        self.reset_button.layout(pygame.Rect(inner.right - bw, foot_y, bw, m.button_h))
        top = self.title_rect.bottom + m.pad
        self.table = pygame.Rect(inner.x, top, inner.width, foot_y - m.pad - top)
        self.row_h = max(round(m.font_body * 1.9), round(m.row_h * 0.9))

    # --- Actions -----------------------------------------------------------------------------
    def back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def ask_reset(self) -> None:
        assert self.app is not None
        t = tr(self.app).t
        self.app.router.push(routes.CONFIRM, t("stats-reset-title"), t("stats-reset-question"),
                             t("stats-reset-yes"), t("common-cancel"), self.reset, "danger")

    def reset(self) -> None:
        assert self.app is not None
        storage = self.app.services.storage
        if storage is not None:
            notice = storage.save_stats(stats.Stats().to_dict())
            if notice is not None:
                notices(self.app).append(notice_message(notice))
        self.reload()

    # --- Frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool | None:
        return self.ui.handle_event(event)

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def needs_frames(self) -> bool:
        return self.ui.animating()

    def player_name(self, record: stats.Record) -> str:
        if record.kind == "person":
            if record.rounds_hinted:  # a round played with hints says so
                hinted = tr(self.app).t("stats-hinted", count=record.rounds_hinted)
                return f"{record.name} · {hinted}"
            return record.name
        translator = tr(self.app)
        return translator.t("stats-bot", level=i18n.level_name(translator, record.name))

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        m = self.m
        t = tr(self.app).t
        draw_background(surface)
        draw_panel(surface, self.panel, m)
        label(surface, t("stats-title"), self.title_rect, theme.TEXT, size=m.font_title,
              min_size=m.font_large, bold=True, align="left", shadow=theme.TEXT_SHADOW)
        records = self.stats.ranked()
        if not records:
            empty = t("stats-empty")
            width = min(self.table.width, round(720 * m.scale))
            height = wrap_height(empty, width, m.font_body)
            paragraph(surface, empty, self.table.centerx - width // 2,
                      self.table.centery - height // 2, width, m.font_body, theme.TEXT_DIM)
        else:
            self._draw_table(surface, records)
        self.ui.draw(surface)

    def _cells(self, y: int, h: int | None = None) -> list[pygame.Rect]:
        x = self.table.x
        gap = self.m.gap
        out = []
        for share in _COLUMNS:
            w = round(self.table.width * share)
            out.append(pygame.Rect(x + gap, y, w - 2 * gap, self.row_h if h is None else h))
            x += w
        return out

    def _head_height(self, heads: list[str]) -> int:
        """One row, or two lines when a column's name does not fit on one ("Taux de
        victoire" in large text at the smallest window)."""
        m = self.m
        t = text.get()
        if all(t.width(head, m.font_small, True) <= cell.w
               for head, cell in zip(heads, self._cells(0), strict=True)):
            return self.row_h
        return max(self.row_h, 2 * t.line_height(m.font_small, True) + m.gap)

    def _draw_table(self, surface: pygame.Surface, records: list[stats.Record]) -> None:
        m = self.m
        t = tr(self.app).t
        heads = [t(head) for head in ("stats-col-player", "stats-col-matches", "stats-col-wins",
                                      "stats-col-rate", "stats-col-rounds")]
        y = self.table.y
        head_h = self._head_height(heads)
        for i, (cell, head) in enumerate(zip(self._cells(y, head_h), heads, strict=True)):
            label(surface, head, cell, theme.TEXT_DIM, size=m.font_small,
                  min_size=m.font_small, bold=True,
                  align="left" if i == 0 else "right")
        y += head_h
        pygame.draw.line(surface, theme.PANEL_BORDER, (self.table.x, y),
                         (self.table.right, y), max(1, m.border))
        room = (self.table.bottom - y) // self.row_h
        shown = records if len(records) <= room else records[:max(0, room - 1)]
        for n, record in enumerate(shown):
            row_y = y + n * self.row_h
            if n % 2:
                stripe = pygame.Rect(self.table.x, row_y, self.table.width, self.row_h)
                draw_panel(surface, stripe, m, color=(255, 255, 255, 14), border=False)
            values = (self.player_name(record), str(record.matches), str(record.wins),
                      t("stats-rate", rate=round(100 * record.win_rate)),
                      f"{record.rounds_won} / {record.rounds}")
            for i, (cell, value) in enumerate(zip(self._cells(row_y), values, strict=True)):
                label(surface, value, cell, theme.TEXT, size=m.font_body,
                      min_size=m.font_small,
                      align="left" if i == 0 else "right")
        if len(shown) < len(records):
            more = pygame.Rect(self.table.x + m.gap, y + len(shown) * self.row_h,
                               self.table.width - 2 * m.gap, self.row_h)
            label(surface, t("stats-more", count=len(records) - len(shown)), more,
                  theme.TEXT_DIM, size=m.font_small, align="left")
