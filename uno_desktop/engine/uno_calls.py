"""The UNO window and the calls that stand: the one writer of ``RoundState.uno_window``.

The window is defined by actions, not time: it opens when a play leaves one card without a
call and closes when a later turn's action is applied (the next player plays, draws, accepts or
challenges); ``turn_no`` counts turn starts so "later turn" is a comparison. Every change is
told (UnoWindowOpened/Closed, UnoCallCleared) so that the table shows the engine's notion.
"""

from __future__ import annotations

from . import events as ev
from .round_state import RoundState


class UnoCalls:
    """Opens and closes the catch window, keeps the standing calls."""

    def __init__(self, game: RoundState) -> None:
        self.game = game

    def turn_action(self) -> None:
        """A seat acts on its turn: close the UNO window of an earlier turn."""
        game = self.game
        window = game.uno_window
        if window.seat >= 0 and game.turn_no > window.turn:
            self.close_window()
        if window.caught >= 0 and game.turn_no > window.caught_turn:
            window.caught = -1

    def open_window(self, seat: int) -> None:
        """``seat`` played down to one card without calling: it may be caught (told)."""
        window = self.game.uno_window
        if window.seat >= 0 and window.seat != seat:
            self.close_window()
        window.seat = seat
        window.turn = self.game.turn_no
        self.game.emit(ev.UnoWindowOpened, seat)

    def close_window(self) -> None:
        """The chance to catch the window's seat is over (told, when there was one)."""
        window = self.game.uno_window
        seat = window.seat
        if seat >= 0:
            window.seat = -1
            self.game.emit(ev.UnoWindowClosed, seat)

    def close_window_of(self, seat: int) -> None:
        """``seat``'s hand changed: it can no longer be caught, and its call no longer counts."""
        if self.game.uno_window.seat == seat:
            self.close_window()
        self.clear_call(seat)

    def call(self, seat: int, *, early: bool) -> None:
        """A rightful call by ``seat``: with one card in its window, or ``early`` with two cards
        on its own turn (which covers the play that leaves one card this turn)."""
        game = self.game
        window = game.uno_window
        window.called |= 1 << seat
        if early:
            window.precalled = (seat, game.turn_no)
            game.emit(ev.UnoCalled, seat, True)
        else:
            game.emit(ev.UnoCalled, seat)
            self.close_window()

    def clear_call(self, seat: int) -> None:
        """``seat``'s UNO call stops counting, if it had one standing (told)."""
        window = self.game.uno_window
        bit = 1 << seat
        if window.called & bit:
            window.called &= ~bit
            self.game.emit(ev.UnoCallCleared, seat)

    def lapse_early_calls(self) -> None:
        """A new turn: an early call (two cards) whose turn ended without the play that leaves
        one card no longer counts. A call that stands holds one card (any change of a hand
        clears its call), so a caller with another count now is such an early call."""
        called = self.game.uno_window.called
        if called:
            hands = self.game.hands
            for s in range(self.game.n):
                if called & (1 << s) and len(hands[s]) != 1:
                    self.clear_call(s)
