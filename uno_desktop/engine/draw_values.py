"""No Mercy's draw cards by value (docs/rules.md, ``nm_stack_by_value``): a pending penalty is
answered by any draw card of equal or higher value than the last one played, of any colour."""

from __future__ import annotations

from typing import Final

from .cards import (
    CARD_KIND,
    DRAW_FOUR,
    DRAW_TEN,
    DRAW_TWO,
    WILD_DRAW_SIX,
    WILD_REVERSE_DRAW_FOUR,
)

# A draw card's value: the cards it adds to the pending penalty, and its rank in a chain.
DRAW_VALUE: Final[dict[int, int]] = {
    DRAW_TWO: 2, DRAW_FOUR: 4, WILD_REVERSE_DRAW_FOUR: 4, WILD_DRAW_SIX: 6, DRAW_TEN: 10,
}


def draw_value(kind: int) -> int:
    """The value of a draw card's kind (0 for any other kind)."""
    return DRAW_VALUE.get(kind, 0)


def value_answers(hand: list[int], pending_kind: int) -> list[int]:
    """The cards of ``hand`` that may answer a penalty whose last card is of ``pending_kind``."""
    least = draw_value(pending_kind)
    kinds = CARD_KIND
    return [c for c in hand if draw_value(kinds[c]) >= least > 0]
