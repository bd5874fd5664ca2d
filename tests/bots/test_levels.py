"""Every level finishes rounds under every preset and random option sets, legally."""

from __future__ import annotations

import random

import pytest

from uno_desktop.bots.base import decision_options
from uno_desktop.bots.tournament import MAX_ACTIONS, play_round
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import PRESETS, Rules
from uno_desktop.engine.view import seat_view

from .helpers import LEVELS, kind_states, quick_bot, random_rules


def _play(rules: Rules, players: int, levels: list[str], seed: int) -> Game:
    bots = [quick_bot(levels[s % len(levels)], seed * 10 + s) for s in range(players)]
    game, _ = Game.new_round(rules, players, random.Random(seed), dealer=seed % players)
    steps = play_round(game, bots)  # an illegal action raises BotError
    assert game.over and steps < MAX_ACTIONS
    assert game.card_count() == rules.deck_size
    return game


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("level", LEVELS)
def test_level_finishes_every_preset(level: str, preset: str) -> None:
    rules = Rules.preset(preset)
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        others = ["normal", "easy", "random"]
        _play(rules, players, [level] + others[: players - 1], seed)


@pytest.mark.parametrize("level", LEVELS)
def test_level_finishes_random_option_sets(level: str) -> None:
    rng = random.Random(level)
    for i in range(12):
        players = rng.randint(2, 6)
        rules = random_rules(rng, players)
        _play(rules, players, [level, "normal", "easy"], i)


@pytest.mark.parametrize("level", LEVELS)
def test_level_finishes_all_wild_rounds(level: str) -> None:
    """Every level plays the All Wild box legally: no colour named, a victim or a partner
    chosen, penalties stacked and sent back under the house rules that apply."""
    variants = [Rules.for_box("all_wild"),
                Rules.for_box("all_wild", allow_voluntary_draw=True, drawn_card="must_play"),
                Rules.for_box("all_wild", stacking="cumulative", stack_mixed=True,
                              reverse_deflect=True),
                Rules.for_box("all_wild", stacking="deflect", play_until_last=True)]
    for i, rules in enumerate(variants):
        for seed, players in ((i * 3 + 1, 2), (i * 3 + 2, 3), (i * 3 + 3, 5)):
            _play(rules, players, [level, "normal", "easy", "hard", "careful"], seed)


@pytest.mark.parametrize("level", LEVELS)
def test_every_kind_of_decision(level: str) -> None:
    for kind, game in kind_states().items():
        view = seat_view(game, game.decision.seat)
        assert view.decision is kind
        action = quick_bot(level, 3).choose(view)
        assert action in decision_options(view), (kind, action)
        game.apply(action)
        if kind is Kind.FIVE_TARGET and not game.over:
            while game.decision.kind is Kind.GIVE_CARD:  # both sides of the trade
                view = seat_view(game, game.decision.seat)
                game.apply(quick_bot(level, 4).choose(view))
