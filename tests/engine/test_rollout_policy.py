"""The searching bot's default policy (engine/rollout.py) only ever picks one of the engine's
listed actions, under every preset and random rule sets, and plays rounds to their end."""

from __future__ import annotations

import random

import pytest

from uno_desktop.engine.actions import Draw, PlayCard
from uno_desktop.engine.cards import CARD_COLOR, cards_from_codes
from uno_desktop.engine.game import Game
from uno_desktop.engine.rollout import best_colour, play_on, policy_action, position_value
from uno_desktop.engine.rules import PRESETS, Rules

from ..bots.helpers import random_rules


def _check_round(rules: Rules, players: int, seed: int) -> int:
    rng = random.Random(seed)
    dealt, _ = Game.new_round(rules, players, rng)
    game = dealt.copy(seed, quiet=True)  # no events built, as in a search (no field written)
    steps = 0
    while not game.over:
        action = policy_action(game, rng)
        assert action in game.legal_actions(), (action, game.decision)
        game.apply(action)
        steps += 1
    return steps


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("players", [2, 4])
def test_policy_plays_listed_actions_under_every_preset(preset: str, players: int) -> None:
    for seed in range(15):
        assert _check_round(Rules.preset(preset), players, seed) > 0


def test_policy_plays_listed_actions_under_random_rules() -> None:
    rng = random.Random(3)
    for seed in range(40):
        players = rng.randint(2, 6)
        _check_round(random_rules(rng, players), players, seed)


def _table(hand: list[str], other: list[str], top: str) -> Game:
    cards = cards_from_codes(hand + other + [top])
    mine, theirs = cards[:len(hand)], cards[len(hand):-1]
    rest = [c for c in range(108) if c not in cards]
    return Game.from_position(Rules(), hands=[mine, theirs], discard=[cards[-1]], draw_pile=rest)


def test_policy_follows_its_colour_keeps_black_and_hits_a_close_player() -> None:
    far = ["g1", "g2", "g3", "g4", "b5", "b6", "y7"]
    # Red 5 (no other red) or green 5 (three more green): green; the wild is kept.
    game = _table(["r5", "g5", "w", "g7", "g8", "g9", "b1"], far, "y5")
    action = policy_action(game, random.Random(0))
    assert isinstance(action, PlayCard) and CARD_COLOR[action.card] == 2
    # The next player holds two cards: the Skip hits, even with more green in the hand.
    game = _table(["rs", "g3", "g7", "g8", "r1"], ["b1", "b2"], "r3")
    action = policy_action(game, random.Random(0))
    assert isinstance(action, PlayCard) and action.card == cards_from_codes(["rs"])[0]
    # Only a Wild fits and the hand is big: draw instead.
    game = _table(["w", "g1", "g2", "g3", "b4", "b5", "b6"], far, "r9")
    assert policy_action(game, random.Random(0)) == Draw(0)


def test_best_colour_counts_then_points() -> None:
    hand = cards_from_codes(["g1", "g2", "b9", "b5", "w"])
    assert best_colour(hand, -1) == 3  # two green, two blue: blue has the points
    assert best_colour(hand, hand[3]) == 2  # without the blue 5: green


def test_play_on_scores_wins_losses_and_cut_positions() -> None:
    game = _table(["r5"], ["b1", "b2", "b3"], "r3")
    assert play_on(game.copy(0, quiet=True), 0, random.Random(0), 0, 0.35) == 1.0
    assert play_on(game.copy(0, quiet=True), 1, random.Random(0), 0, 0.35) == 0.0
    half = position_value(game, 0, 0.35)
    assert 0.5 < half < 1.0


def test_the_compiled_policy_keeps_the_hard_heuristics_weights() -> None:
    """The default policy is the hard heuristic in short, its weights copied as constants the
    compiler inlines: a change to one must be made to the other."""
    from uno_desktop.bots.hard import HARD
    from uno_desktop.engine import rollout

    hard = (HARD.draw, HARD.black_keep, HARD.black_use, HARD.hit, HARD.bluff,
            HARD.same_colour, HARD.close)
    assert hard == (rollout.DRAW_SCORE, rollout.BLACK_KEEP, rollout.BLACK_USE, rollout.HIT,
                    rollout.BLUFF, rollout.SAME_COLOUR, rollout.CLOSE)
