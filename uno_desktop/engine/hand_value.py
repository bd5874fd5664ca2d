"""A heads-up position's win chance from the two hands: a learned value for cut playouts.

A playout cut short needs a score for where it stopped. Hand sizes alone (``rollout.
position_value``) miss what the cards are: with a hand of seven, a Wild Draw Four in it is worth
about five cards fewer, and a hand that can follow the colour on the table about two more than
one that must draw. This is a logistic model over a few features of each hand, fit on the
default policy's own heads-up self-play under the ``official`` rules: 542,542 positions of
100,000 rounds, on whose held-out fifth its log loss is 0.604 against 0.671 for hand sizes
alone. ``tools/fit_hand_value.py`` plays those rounds and refits the weights (its held-out
fifth is drawn differently from the first fit's, which these weights are: they agree to within
about 0.01).

It reads the hands of a world a search dealt (``Game.sampled_from``), never a real game's hidden
cards: the searching bot asks it only inside its own playouts. Compiled with the engine.
"""

from __future__ import annotations

import math
from typing import Final

from .cards import (
    BLACK,
    CARD_COLOR,
    CARD_KIND,
    DRAW_TEN,
    DRAW_TWO,
    REVERSE,
    SKIP,
    WILD,
    WILD_DRAW_FOUR,
)
from .game import Game

# Per hand, in this order (the seat's own hand first, then the other's): cards, 1 / cards,
# Wilds, Wild Draw Fours (and Draw Tens), Skips / Reverses / Draw Twos, colours held, whether
# it holds the colour on the table; then whether the seat is the one to decide, and a constant.
FEATURES: Final = 16
WEIGHTS: Final = (
    -0.15345, 0.73476, 0.28258, 0.91649, 0.28033, -0.29455, 0.40002,
    0.14523, -0.73483, -0.25581, -0.80243, -0.26737, 0.29554, -0.40143,
    0.15176, -0.07517,
)


def hand_features(game: Game, seat: int, out: list[float]) -> None:
    """Append the seven features of ``seat``'s hand to ``out``."""
    hand = game.hands[seat]
    held = [0, 0, 0, 0, 0]
    wilds = fours = tempo = 0
    for card in hand:
        held[CARD_COLOR[card]] += 1
        kind = CARD_KIND[card]
        if kind == WILD:
            wilds += 1
        elif kind in (WILD_DRAW_FOUR, DRAW_TEN):
            fours += 1
        elif kind in (SKIP, REVERSE, DRAW_TWO):
            tempo += 1
    size = len(hand)
    colours = 0
    for c in range(4):
        if held[c] > 0:
            colours += 1
    follows = 1.0 if game.color != BLACK and held[game.color] > 0 else 0.0
    out.extend((float(size), 1.0 / size if size else 1.0, float(wilds), float(fours),
                float(tempo), float(colours), follows))


def features(game: Game, me: int, other: int) -> list[float]:
    """The model's inputs for ``me`` against ``other``, the constant last."""
    out: list[float] = []
    hand_features(game, me, out)
    hand_features(game, other, out)
    out.append(1.0 if game.decision.seat == me else 0.0)
    out.append(1.0)
    return out


def heads_up_value(game: Game, me: int) -> float:
    """``me``'s win chance against the one other active seat, from both hands."""
    other = me
    for s in range(game.n):
        if s != me and game.active[s]:
            other = s
    z = 0.0
    for w, x in zip(WEIGHTS, features(game, me, other), strict=True):
        z += w * x
    return 1.0 / (1.0 + math.exp(-z))
