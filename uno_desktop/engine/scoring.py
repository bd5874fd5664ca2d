"""Hand values at the end of a round."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import CARD_KIND, CARD_VALUE
from .rules import Rules


def hand_value(hand: Sequence[int], rules: Rules) -> int:
    """Points a hand is worth: face value, 20 per action card, 50 per black card;
    under ``zero_worth_fifty`` a lone 0 is worth 50."""
    if rules.zero_worth_fifty and len(hand) == 1 and CARD_KIND[hand[0]] == 0:
        return 50
    return sum(CARD_VALUE[c] for c in hand)
