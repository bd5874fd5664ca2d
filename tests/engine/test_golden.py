"""A golden record of 1,000 seeded random games per preset: any change to what the engine does
with the same seed and the same choices changes the hash (speed work must not change a rule).

When a rule is changed on purpose, record the new hash here in the same commit and say why.
The events are hashed too, so a change of their shape changes it: the hashes last changed when
the events began telling the UNO window and calls and who got which hand on a rotation (the
same games hashed in the old event shape still gave 62491aec...4b1d and f0a371e1...b074), and
again when they began telling who names a starting Wild's colour (ColorAsked), who gives back
in a 5 trade (GiveAsked), a finisher leaving the round (LeftRound) and what a reshuffle keeps
and follows (Reshuffled.kept, drawn_before), and which colour a challenged Wild Draw Four had
to be played without and the cards that prove a bluff (ChallengeResolved.color, proof): without
those, bbccaefa...d646 and cbca1882...6877 as before.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import Rules

GOLDEN = {
    ("official", 2): "ed4b9d9717b9501dd134368b963bd9736e6a79b43a735bf44676784b844db696",
    ("house_party", 4): "0238a9036a5c30d0f123bc2baf626744b0ccc2b6a59d9e704a7c420b52556286",
}


def play_and_hash(preset: str, players: int, games: int) -> str:
    rules = Rules.preset(preset)
    digest = hashlib.sha256()
    for i in range(games):
        rng = random.Random(i)
        game, events = Game.new_round(rules, players, rng, dealer=i % players)
        digest.update(repr(events).encode())
        while not game.over:
            actions = game.legal_actions()
            plays = [a for a in actions if isinstance(a, PlayCard)]
            if rng.random() < 0.1:
                actions = actions + game.reaction_actions(rng.randrange(players))
            action = rng.choice(plays) if plays and rng.random() < 0.9 else rng.choice(actions)
            digest.update(repr(game.apply(action)).encode())
    return digest.hexdigest()


@pytest.mark.parametrize("preset, players", list(GOLDEN))
def test_the_same_seeds_give_the_same_games(preset: str, players: int) -> None:
    assert play_and_hash(preset, players, 1000) == GOLDEN[preset, players]


def test_the_lean_path_plays_listed_actions_exactly_like_apply() -> None:
    rules = Rules.preset("house_party")
    for i in range(100):
        rng = random.Random(i)
        checked, _ = Game.new_round(rules, 4, random.Random(i), dealer=i % 4)
        lean, _ = Game.new_round(rules, 4, random.Random(i), dealer=i % 4)
        while not checked.over:
            actions = checked.legal_actions()
            plays = [a for a in actions if isinstance(a, PlayCard)]
            action = rng.choice(plays if plays and rng.random() < 0.9 else actions)
            assert checked.apply(action) == lean.apply_listed(action)
        assert lean.over and lean.result == checked.result


def test_a_quiet_copy_plays_the_same_game_without_events() -> None:
    """The lean playout path (quiet, reused through copy_into) runs the same rules code: every
    state after every action is the state the recording game reaches."""
    rules = Rules.preset("house_party")
    scratch = Game.new_round(rules, 4, random.Random(0))[0].copy(0, quiet=True)
    for i in range(60):
        rng = random.Random(i)
        loud, _ = Game.new_round(rules, 4, random.Random(i), dealer=i % 4)
        loud.copy_into(scratch)
        scratch.rng.setstate(loud.rng.getstate())
        while not loud.over:
            actions = loud.legal_actions()
            action = rng.choice(actions)
            assert loud.apply_listed(action)  # a recording game always tells what happened
            assert scratch.apply_listed(action) == []
            assert (scratch.hands, scratch.discard, scratch.draw_pile, scratch.decision,
                    scratch.color, scratch.turn_no) == (loud.hands, loud.discard,
                                                        loud.draw_pile, loud.decision,
                                                        loud.color, loud.turn_no)
        assert scratch.result == loud.result


def test_copy_into_refuses_another_table() -> None:
    game, _ = Game.new_round(Rules(), 2, random.Random(1))
    other, _ = Game.new_round(Rules(), 3, random.Random(1))
    with pytest.raises(ValueError):
        game.copy_into(other)
