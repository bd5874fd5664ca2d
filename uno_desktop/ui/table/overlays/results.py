"""The round result and the match result."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from uno_desktop import i18n, stats
from uno_desktop.ui import routes, theme, tween
from uno_desktop.ui import text as textmod
from uno_desktop.ui.bootstrap import notice_message
from uno_desktop.ui.sit_down import sit_down
from uno_desktop.ui.table import fx, paint
from uno_desktop.ui.table.model import hand_order
from uno_desktop.ui.table.overlays.base import _Overlay, _title, back_to_menu, pop_to
from uno_desktop.ui.table.overlays.pause import PausingOverlay
from uno_desktop.ui.text import HAlign as Align
from uno_desktop.ui.widgets import Button

if TYPE_CHECKING:
    from uno_desktop.ui.table_handle import TableHandle


def _head_height(m: theme.Metrics) -> int:
    return round(m.font_title * 1.5) + round(m.font_body * 1.8) + round(m.font_small * 1.8)


def result_row_height(m: theme.Metrics, size: tuple[int, int], n: int) -> int:
    """The height of a seat's row on the round result (``n`` seats, window ``size``)."""
    avail = size[1] - 2 * m.pad - _head_height(m) - m.button_h - 4 * m.pad
    return max(round(m.font_small * 1.9), min(round(m.row_h * 1.25), avail // n))


def hand_card_width(row_h: int) -> int:
    """The width of the revealed cards in a row of ``row_h`` px (the table draws them ahead)."""
    return max(10, round(max(12, row_h - 6) / 1.5))


class RoundResultScene(PausingOverlay):
    """Hands revealed and points counted; next round (or the final standings)."""

    AUTO_NEXT = 4.5  # seconds, when nobody is a person (demo, benchmark)
    ANIMATE = 1.8  # the points count up
    DIM = 160

    def __init__(self, table: TableHandle) -> None:
        super().__init__(table)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.button: Button | None = None
        result = table.ctx.game.result
        self.result = result
        self.ranking = list(result.ranking) if result is not None else list(range(table.ctx.n))
        history = table.ctx.match.history
        self.points = history[-1] if history and table.ctx.match.scored else (0,) * table.ctx.n
        self.row_h = 0

    def build(self) -> None:
        over = self.table.ctx.match.over
        label = self.t("table-match-title") if over else self.t("table-round-next")
        self.button = Button(label, self.go_on, style="primary")
        self.ui.widgets = [self.button]
        self.ui.focus(self.button)
        self.place(self.size)

    def place(self, size: tuple[int, int]) -> None:
        if self.button is None:
            return
        m = self.m
        w, h = size
        n = len(self.ranking)
        pw = min(w - 2 * m.pad, round(w * 0.78))
        self.row_h = result_row_height(m, size, n)
        head = _head_height(m)
        ph = head + n * self.row_h + m.button_h + 4 * m.pad
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        bw = min(pw - 2 * m.pad, round(340 * m.scale))
        self.button.layout(pygame.Rect(w // 2 - bw // 2, self.panel.bottom - m.pad - m.button_h,
                                       bw, m.button_h))

    def go_on(self) -> None:
        app = self.app
        assert app is not None
        table = self.table
        if table.ctx.match.over:
            app.router.replace(routes.MATCH_RESULT, table)
            return
        if app.scene is self:
            app.pop()
        table.next_round()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.table.privacy.autoplay and self.age >= self.AUTO_NEXT:
            self.go_on()

    def _headline(self) -> str:
        r = self.result
        if r is None:
            return ""
        name = self.table.ctx.name(r.winner)
        if r.reason == "blocked":
            return self.t("log-round-blocked", player=name)
        if r.reason == "last_standing":
            return self.t("log-round-last-standing", player=name)
        return self.t("table-round-winner", player=name)

    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.m
        table = self.table
        p = self.panel
        surface.blit(paint.panel(p.size, m.radius, theme.PANEL_SOLID, theme.PANEL_BORDER,
                                 m.border),
                     p.topleft)
        x = p.x + m.pad
        y = p.y + m.pad
        inner_w = p.w - 2 * m.pad
        title = pygame.Rect(x, y, inner_w, round(m.font_title * 1.5))
        _title(surface, self.t("table-round-title", number=table.ctx.match.round_no), title, m)
        y = title.bottom
        line = pygame.Rect(x, y, inner_w, round(m.font_body * 1.8))
        textmod.draw_in_box(surface, self._headline(), line, theme.ACCENT, size=m.font_body,
                            bold=True)
        y = line.bottom
        # Column headers.
        cols = self._columns(x, inner_w)
        hy = pygame.Rect(x, y, inner_w, round(m.font_small * 1.8))
        for key, (cx, cw, align) in cols.items():
            if key in ("place",):
                continue
            label = {"name": "table-col-player", "cards": "table-col-cards",
                     "points": "table-col-points", "total": "table-col-total"}[key]
            textmod.draw_in_box(surface, self.t(label), pygame.Rect(cx, hy.y, cw, hy.h),
                                theme.TEXT_DIM, size=m.font_small, align=align)
        y = hy.bottom
        count_t = table.director.progress(max(0.0, self.age - 0.3), 1.2)
        values = self.result.values if self.result is not None else (0,) * table.ctx.n
        art = table.ctx.art
        for rank, seat in enumerate(self.ranking):
            row = pygame.Rect(x, y + rank * self.row_h, inner_w, self.row_h)
            if rank % 2 == 0:
                surface.blit(paint.panel(row.size, m.radius // 2, (255, 255, 255, 14), None),
                             row.topleft)
            cx, cw, align = cols["place"]
            textmod.draw_in_box(surface, i18n.place_name(table.ctx.tr, rank + 1),
                                pygame.Rect(cx, row.y, cw, row.h), theme.TEXT_DIM,
                                size=m.font_small, align=align)
            cx, cw, align = cols["name"]
            gone = table.ctx.match.gone[seat]
            textmod.draw_in_box(surface, table.ctx.name(seat), pygame.Rect(cx, row.y, cw, row.h),
                                theme.TEXT_DIM if gone else theme.TEXT, size=m.font_body,
                                min_size=m.font_small, bold=rank == 0, align=align)
            # The hand, face up: the round is over, every card is public now.
            cx, cw, _ = cols["cards"]
            hand = self.result.hands[seat] if self.result is not None else ()
            card_w = hand_card_width(row.h)
            if hand:
                step = min(card_w * 0.72, (cw - card_w - round(m.font_small * 2.5)) /
                           max(1, len(hand) - 1)) if len(hand) > 1 else 0
                step = max(step, 3)
                for i, card in enumerate(sorted(hand, key=hand_order)):
                    img = art.face(card, card_w)
                    surface.blit(img, (round(cx + i * step), row.centery - img.get_height() // 2))
                value = textmod.render(str(values[seat]), m.font_small, theme.TEXT_DIM)
                surface.blit(value, value.get_rect(midleft=(
                    round(cx + (len(hand) - 1) * step + card_w + m.gap), row.centery)))
            cx, cw, align = cols["points"]
            pts = self.points[seat] if seat < len(self.points) else 0
            shown_pts = round(pts * count_t)
            textmod.draw_in_box(surface, f"+{shown_pts}" if pts else "0",
                                pygame.Rect(cx, row.y, cw, row.h),
                                theme.ACCENT if pts else theme.TEXT_DIM, size=m.font_body,
                                bold=bool(pts), align=align)
            cx, cw, align = cols["total"]
            total = table.ctx.match.totals[seat] - pts + shown_pts
            textmod.draw_in_box(surface, str(total), pygame.Rect(cx, row.y, cw, row.h),
                                theme.TEXT, size=m.font_body, bold=True, align=align)
        self.ui.draw(surface)

    def _columns(self, x: int, w: int) -> dict[str, tuple[int, int, Align]]:
        m = self.m
        place_w = round(m.font_body * 3)
        name_w = round(w * 0.22)
        pts_w = round(w * 0.12)
        total_w = round(w * 0.12)
        cards_w = w - place_w - name_w - pts_w - total_w - 4 * m.gap
        cols: dict[str, tuple[int, int, Align]] = {}
        cx = x
        specs: tuple[tuple[str, int, Align], ...] = (
            ("place", place_w, "left"), ("name", name_w, "left"), ("cards", cards_w, "left"),
            ("points", pts_w, "right"), ("total", total_w, "right"))
        for key, cw, align in specs:
            cols[key] = (cx, cw, align)
            cx += cw + m.gap
        return cols


# --- Match result ------------------------------------------------------------------------------


class MatchResultScene(_Overlay):
    """Final standings, a celebration, play again or back to the menu."""

    AUTO_AGAIN = 7.0
    DIM = 175

    def __init__(self, table: TableHandle) -> None:
        super().__init__(table)
        self.order = table.ctx.match.standings()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.row_h = 0
        self.effects = fx.Effects()

    def on_enter(self) -> None:
        super().on_enter()
        # The match is over: there is nothing left to continue.
        storage = self.table.ctx.services.storage
        # A game with people in it: a demo or a bots-only game is neither saved nor counted.
        if self.table.autosaver.enabled and storage is not None:
            notice = stats.record(storage, self.table.ctx.session.seats, self.table.ctx.match)
            if notice is not None:
                self.table.ctx.services.notices.append(notice_message(notice))
            storage.clear_autosave()
        self.table.ctx.sound("win")
        w, h = self.size
        self.effects.add(fx.Confetti(pygame.Rect(0, 0, w, h), count=220, life=7.0))

    def build(self) -> None:
        self.ui.widgets = [
            Button(self.t("table-match-again"), self.again, style="primary"),
            Button(self.t("table-match-menu"), self.menu),
        ]
        self.ui.focus(self.ui.widgets[0])
        self.place(self.size)

    def place(self, size: tuple[int, int]) -> None:
        if not self.ui.widgets:
            return
        m = self.m
        w, h = size
        n = len(self.order)
        pw = min(w - 2 * m.pad, round(560 * m.scale))
        head = round(m.font_title * 1.6) + round(m.font_huge * 1.3)
        avail = h - 2 * m.pad - head - m.button_h - 5 * m.pad
        self.row_h = max(round(m.font_small * 1.9), min(round(m.row_h * 1.05), avail // n))
        ph = head + n * self.row_h + m.button_h + 5 * m.pad
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        bw = (pw - 3 * m.pad) // 2
        y = self.panel.bottom - m.pad - m.button_h
        self.ui.widgets[0].layout(pygame.Rect(self.panel.x + m.pad, y, bw, m.button_h))
        self.ui.widgets[1].layout(pygame.Rect(self.panel.right - m.pad - bw, y, bw,
                                              m.button_h))

    def again(self) -> None:
        app = self.app
        assert app is not None
        table = self.table
        session = table.ctx.session.again()
        pop_to(app, table)
        sit_down(app, session, table.options)  # phone seats: the lobby again, fresh keys

    def menu(self) -> None:
        assert self.app is not None
        back_to_menu(self.app)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.effects.update(self.table.director.scaled(dt))
        if self.table.privacy.autoplay and self.age >= self.AUTO_AGAIN:
            self.again()

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return True
        return super().handle_event(event)  # QUIT stays with the App: the window closes

    def busy(self) -> bool:
        return self.age < 1.0 or bool(self.effects.items)

    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.m
        table = self.table
        match = table.ctx.match
        self.effects.draw(surface)
        p = self.panel
        surface.blit(paint.panel(p.size, m.radius, theme.PANEL_SOLID, theme.ACCENT, m.border),
                     p.topleft)
        x, y, inner_w = p.x + m.pad, p.y + m.pad, p.w - 2 * m.pad
        title = pygame.Rect(x, y, inner_w, round(m.font_title * 1.5))
        _title(surface, self.t("table-match-title"), title, m)
        winners = list(match.winners)
        if len(winners) == 1:
            headline = self.t("table-match-winner", player=table.ctx.name(winners[0]))
        else:
            headline = self.t("table-match-winners", players=i18n.join_names(
                table.ctx.tr, [table.ctx.name(s) for s in winners]))
        pop = tween.out_elastic(table.director.progress(self.age, 0.8))
        big = pygame.Rect(x, title.bottom, inner_w, round(m.font_huge * 1.3))
        size = max(m.font_body, round(m.font_title * (0.6 + 0.4 * pop)))
        textmod.draw_in_box(surface, headline, big, theme.ACCENT, size=size,
                            min_size=m.font_body, bold=True, shadow=theme.TEXT_SHADOW)
        y = big.bottom + m.gap
        lazy = match.rules.scoring == "lazy"
        for rank, seat in enumerate(self.order):
            row = pygame.Rect(x, y + rank * self.row_h, inner_w, self.row_h)
            win = seat in winners
            if win:
                surface.blit(paint.panel(row.size, m.radius // 2, (255, 204, 64, 40), None),
                             row.topleft)
            place_w = round(m.font_body * 3.2)
            textmod.draw_in_box(surface, i18n.place_name(table.ctx.tr, rank + 1),
                                pygame.Rect(row.x + m.gap, row.y, place_w, row.h),
                                theme.ACCENT if win else theme.TEXT_DIM, size=m.font_body,
                                bold=win, align="left")
            name_rect = pygame.Rect(row.x + m.gap + place_w, row.y, row.w // 2, row.h)
            textmod.draw_in_box(surface, table.ctx.name(seat), name_rect,
                                theme.TEXT_DIM if match.gone[seat] else theme.TEXT,
                                size=m.font_body, bold=win, align="left")
            score = match.rounds_won[seat] if lazy else match.totals[seat]
            right = pygame.Rect(row.right - m.gap - row.w // 4, row.y, row.w // 4, row.h)
            textmod.draw_in_box(surface, self.t("table-points-short", points=score)
                                if not lazy else str(score), right, theme.TEXT,
                                size=m.font_body, bold=True, align="right")
        self.ui.draw(surface)

