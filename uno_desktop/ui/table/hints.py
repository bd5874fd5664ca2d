"""The Hint button and the H key, for a person who asked for hints in New game.

A hint is what the hard computer player would do in the person's place, from that seat's view
only (``presentation/hint.py``): the card or button it would use gets the keyboard focus (Enter
then does it), and its one line of why shows as a toast long enough to read. The table never
plays the hint for the person.

The hard player asked is a fresh one, seeded from the position, so the same position always
gets the same hint (it remembers nothing of earlier turns: a hint judges what the seat can see
now).
"""

from __future__ import annotations

from collections.abc import Callable

from uno_desktop.engine.actions import (
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
)
from uno_desktop.engine.decisions import Kind
from uno_desktop.presentation.hint import hint
from uno_desktop.presentation.words import Words, render
from uno_desktop.ui.table.context import TableContext
from uno_desktop.ui.table.dialogs import ColorChooser
from uno_desktop.ui.table.reader import GameReader
from uno_desktop.ui.table.table_state import TableUI

#: Seconds a hint's words stay: a child or a grandparent reads them at their pace.
HINT_SECONDS = 7.0


class HintGiver:
    """Answers "what would you do?" for a seat whose person asked for hints."""

    def __init__(self, ctx: TableContext, reader: GameReader, ui: TableUI,
                 toast: Callable[[str, float], None]) -> None:
        self.ctx = ctx
        self.reader = reader
        self.ui = ui
        self.toast = toast

    def wanted(self, seat: int) -> bool:
        """Did the person at ``seat`` ask for hints (New game)?"""
        seats = self.ctx.session.seats
        return 0 <= seat < len(seats) and seats[seat].hints

    def offered(self, seat: int) -> bool:
        """A Hint button now: hints asked for, and the seat has something to do."""
        if not self.wanted(seat) or self.reader.over:
            return False
        return self.reader.decision.seat == seat or bool(self.reader.reactions(seat))

    def ask(self, seat: int) -> None:
        """Show the hint for ``seat``: its target focused, its reason as a toast."""
        if not self.wanted(seat):
            self.toast(render(self.ctx.tr, Words("hint-off")), 4.0)
            return
        if not self.offered(seat):
            self.toast(render(self.ctx.tr, Words("hint-not-now")), 3.0)
            return
        names = [self.ctx.name(s) for s in range(self.ctx.n)]
        given = hint(self.reader.view(seat), names, seed=self.reader.version * 31 + seat)
        if given is None:
            self.toast(render(self.ctx.tr, Words("hint-not-now")), 3.0)
            return
        self._point_at(given.action)
        self.toast(render(self.ctx.tr, given.why), HINT_SECONDS)

    def _point_at(self, action: Action) -> None:
        """Give the keyboard focus to what does ``action``: a card of the hand, a button, a
        colour of the wheel or a seat to choose."""
        ui = self.ui
        if isinstance(action, PlayCard | JumpIn | GiveCard):
            ui.focus_zone = "hand"
            ui.focus_card = action.card
        elif isinstance(action, ChooseColor):
            wheel = ui.showing(ColorChooser)
            if wheel is not None:
                wheel.focus = action.color
        elif isinstance(action, ChooseSeat):
            ui.seat_focus = action.target
        else:
            ui.hint_button = _button_of(action, self.reader.decision.kind)


def _button_of(action: Action, kind: Kind) -> str | None:
    """The action button (``ActionButtons`` keys) that does ``action``."""
    if isinstance(action, Draw):
        return "draw"
    if isinstance(action, Pass):
        return "keep" if kind is Kind.PLAY_DRAWN else "pass"
    if isinstance(action, Challenge):
        return "challenge"
    if isinstance(action, Accept):
        return "accept"
    if isinstance(action, CatchUno):
        return "catch"
    if isinstance(action, CallUno):
        return "uno"
    return None


__all__ = ["HINT_SECONDS", "HintGiver"]
