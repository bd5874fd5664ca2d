"""When a Wild Draw Four is a bluff: the one rule the challenge, the enforced rule, the sampled
worlds, the seat's view and the table's "show playable cards" all ask."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import CARD_COLOR, CARD_KIND, WILD_DRAW_FOUR
from .rules import Rules


def holds_color(hand: Sequence[int], color: int) -> bool:
    """A Wild Draw Four played from ``hand`` over ``color`` is a bluff when the hand holds a
    card of that colour: a challenge proves it, and the enforced rule refuses the play."""
    return any(CARD_COLOR[c] == color for c in hand)


def bluff_cards(rules: Rules, hand: Sequence[int], color: int) -> tuple[int, ...]:
    """The Wild Draw Fours of ``hand`` that, played now over ``color``, a challenge would
    prove a bluff (only where the rules let it be challenged)."""
    if rules.wd4_rule != "challenge" or not holds_color(hand, color):
        return ()
    return tuple(c for c in hand if CARD_KIND[c] == WILD_DRAW_FOUR)
