"""What the cards of No Mercy and All Wild are worth to the bots' heuristics (``bots.normal``)
and to the searching bot's default policy (``rollout``): one place, so both judge a card alike.
Plain numbers in, numbers out: it reads no Game and no view (compiled with the engine).

These are a player's judgements, not rules: which plays exist is the engine's to say.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .cards import (
    BLACK,
    CARD_COLOR,
    CARD_KIND,
    DRAW_FOUR,
    DRAW_TWO,
    SKIP,
    SKIP_EVERYONE,
    WILD,
    WILD_FORCED_SWAP,
    WILD_REVERSE,
    WILD_REVERSE_DRAW_FOUR,
)
from .draw_values import draw_value

# Coloured cards that cost the next player a turn (a Reverse too, heads-up): No Mercy adds its
# Draw Four and Skip Everyone to the classic Skip and Draw Two.
COLOUR_HITS: Final = (SKIP, DRAW_TWO, DRAW_FOUR, SKIP_EVERYONE)
# A Discard All sheds every other card of its colour: each counts this much on top of the
# heuristic's colour term (which counts them as kept), so a Discard All that empties three
# cards beats any single card of a long colour.
SHED_PER_CARD: Final = 8.0
# A 7 or 0 that swaps hands under compulsory swaps (and All Wild's Forced Swap): per card the
# hand received is smaller than the hand given (negative when it is bigger).
SWAP_PER_CARD: Final = 4.0
# Heads-up, a Wild Reverse Draw Four comes back to its own player (nm_wild_reverse_draw_four_
# two_players): without another answer of value 4 or more after it, they draw the 4 themselves.
SELF_HIT: Final = -50.0
def colour_hit(kind: int, heads_up: bool) -> bool:
    """A coloured card that costs the next player a turn (or more)."""
    return kind in COLOUR_HITS or (kind == 11 and heads_up)


def big_answer(hand: Sequence[int], card: int) -> bool:
    """``hand`` holds, besides ``card``, a draw card of value 4 or more that is no Wild Reverse
    Draw Four: what sends a heads-up Wild Reverse Draw Four on to the other player."""
    for c in hand:
        if c != card:
            kind = CARD_KIND[c]
            if draw_value(kind) >= 4 and kind != WILD_REVERSE_DRAW_FOUR:
                return True
    return False


def self_hit(hand: Sequence[int], card: int, heads_up: bool) -> bool:
    """Heads-up, ``card`` is a Wild Reverse Draw Four that its player would draw themselves."""
    return (heads_up and CARD_KIND[card] == WILD_REVERSE_DRAW_FOUR
            and not big_answer(hand, card))


def prev_seat(active: Sequence[bool], seat: int, direction: int) -> int:
    """The seat still in the round that plays before ``seat``."""
    n = len(active)
    s = seat
    for _ in range(n):
        s = (s - direction) % n
        if active[s]:
            return s
    return seat


def swap_gain(kind: int, left: int, counts: Sequence[int], active: Sequence[bool], seat: int,
              direction: int) -> int:
    """Cards fewer ``seat`` holds after a swap it sets off with ``left`` cards left: a 7 or a
    Forced Swap takes the smallest other hand (the bots' pick), a 0 the previous seat's."""
    if kind == 0:
        prev = prev_seat(active, seat, direction)
        return left - counts[prev] if prev != seat else 0
    best = -1  # the swap is compulsory: the smallest other hand, even when bigger
    for s in range(len(counts)):
        if s != seat and active[s] and (best < 0 or counts[s] < best):
            best = counts[s]
    return left - best if best >= 0 else 0


def swaps(kind: int, card: int, seven_zero: bool) -> bool:
    """``card`` moves hands: a 7 or 0 under ``seven_zero`` (compulsory in No Mercy), All Wild's
    Forced Swap."""
    if kind == WILD_FORCED_SWAP:
        return True
    return seven_zero and CARD_COLOR[card] != BLACK and (kind == 7 or kind == 0)


def all_wild_score(kind: int, danger: bool, heads_up: bool, hit: float) -> float:
    """All Wild: every card plays, so none is kept for its colour. A plain Wild is the least
    worth keeping (shed it first while nobody is close); a card that costs the next player a
    turn or cards is kept for a player about to win (``hit``)."""
    if kind == WILD:
        return 0.0 if danger else 1.0
    if kind == WILD_FORCED_SWAP:
        return 0.0  # what it is worth is the hand it brings (swap_gain)
    if kind == WILD_REVERSE and not heads_up:
        return 0.0
    return hit if danger else 0.0


def unseen_colours(deck: Sequence[int], hand: Sequence[int], seen: Sequence[int]) -> list[int]:
    """How many coloured cards of each colour a seat has not seen: ``deck`` less its ``hand``
    and the cards face up (``seen``)."""
    counts = [0, 0, 0, 0, 0]
    for c in deck:
        counts[CARD_COLOR[c]] += 1
    for c in hand:
        counts[CARD_COLOR[c]] -= 1
    for c in seen:
        counts[CARD_COLOR[c]] -= 1
    return counts


def roulette_colour(unseen: Sequence[int]) -> int:
    """The colour a roulette's victim names: the one with most unseen cards, the likeliest to
    come up soonest (the victim keeps every card turned until it does)."""
    best = 0
    for c in range(1, 4):
        if unseen[c] > unseen[best]:
            best = c
    return best
