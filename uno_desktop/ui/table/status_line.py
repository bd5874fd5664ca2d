"""The status line under the table: whose turn it is, or what the person at the screen is
asked (from the shared presentation, :mod:`uno_desktop.presentation.situation`, so the phone
says the same). While events are still being shown it says what the *shown* model says (the
seat whose turn the table shows), never what the engine already knows, so it always agrees
with the log and the cards on screen."""

from __future__ import annotations

import pygame

from uno_desktop.presentation.situation import Situation, situation, turn_words
from uno_desktop.presentation.words import Words, render
from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme
from uno_desktop.ui.table import paint
from uno_desktop.ui.table.context import TableContext
from uno_desktop.ui.table.layout import TableLayout
from uno_desktop.ui.table.model import Shown
from uno_desktop.ui.table.reader import GameReader

Status = tuple[str, tuple[int, int, int]]

#: The table's key for what a prompt asks (the phone has no keys).
_KEYS = {"prompt-catch": "C", "why-nothing-fits": "D"}


def computer_seats(ctx: TableContext) -> frozenset[int]:
    return frozenset(s for s, seat in enumerate(ctx.session.seats) if seat.is_bot)


def person_situation(ctx: TableContext, reader: GameReader, person: int) -> Situation:
    """What the person at ``person`` is asked and offered now (the engine's answer, worded)."""
    return situation(reader.view(person), ctx.session.names, computer_seats(ctx))


def status_text(ctx: TableContext, reader: GameReader, shown: Shown, person: int | None,
                settled: bool) -> Status:
    """The words and colour of the status line. ``person``: the seat at the screen (or None);
    ``settled``: every event is shown (the shown model equals the engine's state)."""
    if reader.over:
        return "", theme.TEXT
    names = ctx.session.names
    if not settled:
        return _plain(ctx, turn_words(shown.turn, names, computer_seats(ctx)))
    if person is None or ctx.match.gone[person]:
        return _plain(ctx, turn_words(reader.decision.seat, names, computer_seats(ctx)))
    sit = person_situation(ctx, reader, person)
    if sit.prompt is None:
        return _plain(ctx, sit.status)
    words = render(ctx.tr, sit.prompt)
    key = _KEYS.get(sit.prompt.msg_id)
    return (f"{words}  ({key})" if key else words), theme.ACCENT


def _plain(ctx: TableContext, words: Words | None) -> Status:
    return ("", theme.TEXT) if words is None else (render(ctx.tr, words), theme.TEXT)


class StatusLine:
    """:func:`status_text`, remembered until something it depends on changes (Fluent is not
    free, and the still picture asks every frame)."""

    def __init__(self) -> None:
        self._memo: tuple[object, Status] | None = None

    def text(self, ctx: TableContext, reader: GameReader, shown: Shown, person: int | None,
             settled: bool) -> Status:
        key = (reader.version, person, ctx.tr.locale, settled, shown.turn)
        if self._memo is None or self._memo[0] != key:
            self._memo = (key, status_text(ctx, reader, shown, person, settled))
        return self._memo[1]


def draw_status(surface: pygame.Surface, lay: TableLayout, words: str,
                color: tuple[int, int, int]) -> None:
    if not words:
        return
    m = lay.metrics
    box = lay.prompt_rect.inflate(-2 * m.pad, -m.gap)
    # Laid out first on its own layer, so a dark backing can go under exactly the words: the
    # felt's light varies under the line, the words' contrast must not (theme.TEXT_PAIRS).
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    drawn = textmod.draw_in_box(layer, words, layer.get_rect(), color,
                                size=m.font_large if color == theme.ACCENT else m.font_body,
                                min_size=m.font_small, bold=color == theme.ACCENT)
    back = drawn.inflate(2 * m.pad, m.gap).clip(layer.get_rect().inflate(2 * m.pad, m.gap))
    back.move_ip(box.topleft)
    surface.blit(paint.panel(back.size, back.h // 2, theme.STATUS_BACK, None), back.topleft)
    surface.blit(layer, box.topleft)


__all__ = ["StatusLine", "computer_seats", "draw_status", "person_situation", "status_text"]
