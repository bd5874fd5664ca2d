"""The table's house-rule notes (:mod:`uno_desktop.presentation.house_notes`): every event, when
it is shown (its cards landed, the log says it), goes to the match's notes; a rule's first note
of the match becomes the table's toast, long enough for a slow reader. The ``house_rule_notes``
setting is read at each event, so turning it off in the pause's settings stops them at once.

One per table, so one per match (a new match is a new table). Not saved: a match loaded from a
save may explain a rule once more."""

from __future__ import annotations

from collections.abc import Callable

from uno_desktop.engine import events as ev
from uno_desktop.presentation.house_notes import HouseNotes
from uno_desktop.presentation.words import render
from uno_desktop.ui.table.context import TableContext

NOTE_SECONDS = 6.0  # at least, on screen
NOTE_MAX_SECONDS = 12.0
READ_CHARS_PER_SECOND = 14.0  # a slow reader, read aloud to a child


def note_seconds(text: str) -> float:
    """How long a note stays: the time to read it slowly, 6 to 12 seconds."""
    return min(NOTE_MAX_SECONDS, max(NOTE_SECONDS, len(text) / READ_CHARS_PER_SECOND))


class HouseToasts:
    """``shown(event)`` for each event shown; ``toast(text, seconds)`` is the table's toast."""

    def __init__(self, ctx: TableContext, toast: Callable[[str, float], None]) -> None:
        self.ctx = ctx
        self._toast = toast
        game = ctx.match.game
        # Seats in the round: a saved round shown as it stands (no deal to read it from).
        active = sum(game.active) if game is not None and not ctx.session.events else ctx.n
        self.notes = HouseNotes(ctx.rules, ctx.session.names, active)

    def shown(self, event: ev.Event) -> None:
        self.notes.enabled = bool(self.ctx.setting("house_rule_notes", True))
        note = self.notes.read(event)
        if note is not None:
            text = render(self.ctx.tr, note.words)
            self._toast(text, note_seconds(text))


__all__ = ["HouseToasts", "note_seconds"]
