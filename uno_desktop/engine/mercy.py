"""The mercy rule of UNO Show 'Em No Mercy (docs/rules.md, ``nm_mercy``, ``nm_mercy_cards``,
``nm_knocked_out``): a hand that reaches 25 cards is knocked out of the round at once.

Called by ``drawing`` as the card that makes 25 lands (the drawing stops there); what the round
does next (the turn passed on, the last one left winning) is :meth:`.no_mercy.NoMercy.settle`,
run after every action.
"""

from __future__ import annotations

from typing import Final

from . import events as ev
from .round_state import RoundState
from .uno_calls import UnoCalls

MERCY_LIMIT: Final = 25  # a hand of this many cards is knocked out
KNOCKOUT_POINTS: Final = 250  # what a knock-out is worth at scoring (nm_score_knockouts)


def knock_out(game: RoundState, calls: UnoCalls, seat: int) -> None:
    """``seat`` is out of the round: its hand goes face down under the discard pile (``under``
    counts those cards, out of sight until the next reshuffle takes them in)."""
    hand = game.hands[seat]
    calls.close_window_of(seat)
    game.discard[0:0] = hand
    game.under += len(hand)
    game.hands[seat] = []
    game.active[seat] = False
    game.knocked.append(seat)
    game.emit(ev.KnockedOut, seat, len(hand))
