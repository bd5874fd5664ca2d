"""The effects a round holds between two actions, one small record each (fields of the
round's state, ``RoundState``; each written by one part: penalties, swaps, uno_calls).

Each record is one family of pending state, reset as a whole when its effect is over; the save
writes and checks each as one object (``save.py``). Mutable, because the engine changes them on
almost every action; ``copy`` gives an independent one for ``Game.copy_into``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DRAW_TWO


@dataclass(slots=True)
class PendingDraw:
    """Cards and skips waiting for the next player (a Draw Two stack, pending Skips)."""

    cards: int = 0  # cards the next player draws (or passes on, under stacking)
    kind: int = DRAW_TWO  # the kind of draw card that built them (what may be stacked)
    skips: int = 0  # Skips played this turn, not yet applied

    def copy(self) -> PendingDraw:
        return PendingDraw(self.cards, self.kind, self.skips)


@dataclass(slots=True)
class PendingChallenge:
    """A Wild Draw Four on top that may still be challenged (``wd4_rule=challenge``)."""

    seat: int = -1  # who played it, -1 when nothing can be challenged
    prev_color: int = 0  # the colour before it (restored by a proven bluff)
    bluff: bool = False  # its player held a card of that colour

    def copy(self) -> PendingChallenge:
        return PendingChallenge(self.seat, self.prev_color, self.bluff)


@dataclass(slots=True)
class PendingChoice:
    """Choices in progress that span several decisions: a 5-trade, a starting Wild's colour."""

    trade_from: int = -1  # the seat that played the 5, -1 when no trade is in progress
    trade_to: int = -1  # its partner
    trade_card: int = -1  # the card the first side gives, once chosen
    first_after_color: int = -1  # who plays after the starting Wild is named

    def end_trade(self) -> None:
        self.trade_from = self.trade_to = self.trade_card = -1

    def copy(self) -> PendingChoice:
        return PendingChoice(self.trade_from, self.trade_to, self.trade_card,
                             self.first_after_color)


@dataclass(slots=True)
class UnoWindow:
    """Who can be caught for not calling UNO, and the calls already made. The window is defined
    by actions: it closes when a later turn's action is applied (``turn`` < ``Game.turn_no``)."""

    seat: int = -1  # the seat that can be caught, -1 when none
    turn: int = 0  # the turn in which it was opened
    precalled: tuple[int, int] | None = None  # (seat, turn_no) of a call with two cards
    caught: int = -1  # a just-caught seat: its late call does nothing
    caught_turn: int = 0
    # Seats whose UNO call stands, one bit per seat (cheap to copy): set by a rightful call,
    # cleared (with an UnoCallCleared event) when it stops counting.
    called: int = 0

    def copy(self) -> UnoWindow:
        return UnoWindow(self.seat, self.turn, self.precalled, self.caught, self.caught_turn,
                         self.called)
