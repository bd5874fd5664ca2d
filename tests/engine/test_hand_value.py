"""The learned heads-up value (engine/hand_value.py): what it prefers, where playouts use it,
and that its fitting tool finds what the shipped weights say."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from uno_desktop.engine.cards import cards_from_codes
from uno_desktop.engine.game import Game
from uno_desktop.engine.hand_value import FEATURES, WEIGHTS, heads_up_value
from uno_desktop.engine.rollout import play_on, position_value
from uno_desktop.engine.rules import Rules

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import fit_hand_value  # noqa: E402  (a tool, not a package module)


def _table(hands: list[list[str]], top: str) -> Game:
    """Seat 0 to move; the hands and the top card given, the rest in the draw pile."""
    cards = cards_from_codes([c for h in hands for c in h] + [top])
    dealt, start = [], 0
    for hand in hands:
        dealt.append(cards[start:start + len(hand)])
        start += len(hand)
    rest = [c for c in range(108) if c not in cards]
    return Game.from_position(Rules(), hands=dealt, discard=[cards[-1]], draw_pile=rest)


def test_fewer_cards_a_wild_draw_four_and_the_colour_on_the_table_are_worth_more() -> None:
    other = ["b1", "b2", "b3", "g4"]
    base = heads_up_value(_table([["g1", "g2", "y3"], other], "r5"), 0)
    assert 0.0 < base < 1.0
    assert heads_up_value(_table([["g1", "g2"], other], "r5"), 0) > base  # one card fewer
    assert heads_up_value(_table([["g1", "g2", "wd4"], other], "r5"), 0) > base
    assert heads_up_value(_table([["g1", "g2", "r3"], other], "r5"), 0) > base  # it follows
    # The other side of the same table: the two chances roughly add up to one.
    game = _table([["g1", "g2", "y3"], other], "r5")
    assert abs(heads_up_value(game, 0) + heads_up_value(game, 1) - 1.0) < 0.15


def test_cut_playouts_score_by_the_learned_value_heads_up_only() -> None:
    game = _table([["g1", "g2", "y3", "b5", "b6"], ["b1", "b2", "b3", "g4", "y9"]], "r5")
    learned = play_on(game.copy(0, quiet=True), 0, random.Random(1), 1, 0.35, learned=True)
    sizes = play_on(game.copy(0, quiet=True), 0, random.Random(1), 1, 0.35)
    after = game.copy(0, quiet=True)
    play_on(after, 0, random.Random(1), 1, 0.35)  # the same one action, to read the position
    assert learned == heads_up_value(after, 0)
    assert sizes == position_value(after, 0, 0.35)
    three = _table([["g1", "g2", "y3"], ["b1", "b2", "b3"], ["g4", "g5", "y9"]], "r5")
    cut = play_on(three.copy(0, quiet=True), 0, random.Random(1), 1, 0.35, learned=True)
    after = three.copy(0, quiet=True)
    play_on(after, 0, random.Random(1), 1, 0.35)
    assert cut == position_value(after, 0, 0.35)  # more seats: hand sizes, the value is 2-seat


def test_the_fitting_tool_beats_hand_sizes_and_agrees_with_the_shipped_signs() -> None:
    rows = fit_hand_value.self_play(1500, seed=11)
    random.Random(0).shuffle(rows)
    cut = len(rows) * 4 // 5
    every = list(range(FEATURES))
    weights = fit_hand_value.fit(rows[:cut], every)
    sizes = fit_hand_value.fit(rows[:cut], fit_hand_value.SIZES_ONLY)
    test = rows[cut:]
    assert fit_hand_value.log_loss(test, weights, every) < \
        fit_hand_value.log_loss(test, sizes, fit_hand_value.SIZES_ONLY) - 0.02
    # Own Wild Draw Fours and following the colour help, the other's hurt (features 3, 6, 10, 13).
    for i in (3, 6, 10, 13):
        assert (weights[i] > 0) == (WEIGHTS[i] > 0), i
