"""The status line under the table: whose turn it is, or what the person at the screen must
decide. While events are still being shown it says what the *shown* model says (the seat whose
turn the table shows), never what the engine already knows, so it always agrees with the
log and the cards on screen."""

from __future__ import annotations

import pygame

from uno_desktop import i18n
from uno_desktop.engine.decisions import Kind
from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme
from uno_desktop.ui.table.context import TableContext
from uno_desktop.ui.table.layout import TableLayout
from uno_desktop.ui.table.model import Shown

Status = tuple[str, tuple[int, int, int]]

#: What the person at the screen is asked, by decision kind (no argument needed).
_ASK = {Kind.DOUBLE_PLAY: "table-double-prompt", Kind.SEVEN_TARGET: "table-choose-swap",
        Kind.FIVE_TARGET: "table-choose-trade", Kind.GIVE_CARD: "table-choose-give",
        Kind.CHOOSE_COLOR: "table-choose-color"}


def _whose_turn(ctx: TableContext, seat: int) -> Status:
    if not 0 <= seat < ctx.n:
        return "", theme.TEXT
    key = "table-thinking" if ctx.session.seats[seat].is_bot else "table-turn"
    return ctx.t(key, player=ctx.name(seat)), theme.TEXT


def status_text(ctx: TableContext, shown: Shown, person: int | None, settled: bool) -> Status:
    """The words and colour of the status line. ``person``: the seat at the screen (or None);
    ``settled``: every event is shown (the shown model equals the engine's state)."""
    game = ctx.game
    if game.over:
        return "", theme.TEXT
    if not settled:
        return _whose_turn(ctx, shown.turn)
    d = game.decision
    if person is None or d.seat != person:
        return _whose_turn(ctx, d.seat)
    kind = d.kind
    if kind is Kind.TURN:
        return ctx.t("table-your-turn", player=ctx.name(person)), theme.ACCENT
    if kind is Kind.PLAY_DRAWN and d.drawn is not None:
        return ctx.t("table-drawn-prompt", card=i18n.card_name(ctx.tr, d.drawn)), theme.ACCENT
    if kind is Kind.CHALLENGE:
        last = game.last_player if game.last_player >= 0 else person
        return ctx.t("table-challenge-prompt", player=ctx.name(last),
                     count=d.penalty), theme.ACCENT
    if kind is Kind.PENALTY:
        return ctx.t("table-penalty-prompt", count=d.penalty), theme.ACCENT
    if kind in _ASK:
        return ctx.t(_ASK[kind]), theme.ACCENT
    return _whose_turn(ctx, d.seat)


class StatusLine:
    """:func:`status_text`, remembered until something it depends on changes (Fluent is not
    free, and the still picture asks every frame)."""

    def __init__(self) -> None:
        self._memo: tuple[object, Status] | None = None

    def text(self, ctx: TableContext, shown: Shown, person: int | None, settled: bool,
             version: int) -> Status:
        game = ctx.game
        key = (version, game.decision, person, game.over, ctx.tr.locale, settled, shown.turn)
        if self._memo is None or self._memo[0] != key:
            self._memo = (key, status_text(ctx, shown, person, settled))
        return self._memo[1]


def draw_status(surface: pygame.Surface, lay: TableLayout, words: str,
                color: tuple[int, int, int]) -> None:
    if not words:
        return
    m = lay.metrics
    textmod.draw_in_box(surface, words, lay.prompt_rect.inflate(-2 * m.pad, -m.gap), color,
                        size=m.font_large if color == theme.ACCENT else m.font_body,
                        min_size=m.font_small, bold=color == theme.ACCENT,
                        shadow=theme.TEXT_SHADOW)


__all__ = ["StatusLine", "draw_status", "status_text"]
