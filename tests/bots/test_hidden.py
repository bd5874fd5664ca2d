"""Bots never read hidden cards: they get a SeatView only, and that is all they use.

Two proofs: (1) at every decision of a real round, a second game that differs only in the
opponents' hands and the draw pile order gives an equal view and the same decision from a bot
in the same state; (2) before and after the bot thinks, nothing it holds (itself, its view)
leads to the real game or its hidden cards, so it cannot read them.
"""

from __future__ import annotations

import copy
import gc
import random
import types

import pytest

from uno_desktop.bots.tournament import _race_reactions
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view

from .helpers import LEVELS, quick_bot


def reaches(roots: list[object], targets: list[object]) -> bool:
    """Does any object reachable from ``roots`` (through what each holds, not through modules,
    classes or code, which everything shares) lie among ``targets``?"""
    wanted = {id(t) for t in targets}
    shared = (types.ModuleType, type, types.FunctionType, types.BuiltinFunctionType,
              types.CodeType)
    seen: set[int] = set()
    stack = list(roots)
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if id(obj) in wanted:
            return True
        if not isinstance(obj, shared):
            stack.extend(gc.get_referents(obj))
    return False


def _shadow(game: Game, seat: int, seed: int) -> Game:
    """The same table with the cards ``seat`` cannot see dealt again at random."""
    other = game.copy(seed)
    hidden = [c for s in range(game.n) if s != seat for c in other.hands[s]] + other.draw_pile
    random.Random(seed).shuffle(hidden)
    for s in range(game.n):
        if s != seat:
            k = len(other.hands[s])
            other.hands[s], hidden = hidden[:k], hidden[k:]
    other.draw_pile = hidden
    return other


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("rules", [Rules(), Rules.preset("house_party")], ids=["off", "house"])
def test_same_view_same_decision(level: str, rules: Rules) -> None:
    players = 3
    bots = [quick_bot(level, 40 + s) for s in range(players)]
    game, _ = Game.new_round(rules, players, random.Random(5), dealer=2)
    checked = 0
    while not game.over and checked < 120:
        if _race_reactions(game, bots):
            continue
        seat = game.decision.seat
        view = seat_view(game, seat)
        twin = _shadow(game, seat, checked)
        assert seat_view(twin, seat) == view
        mirror = copy.deepcopy(bots[seat])
        action = bots[seat].choose(view)
        assert mirror.choose(seat_view(twin, seat)) == action
        game.apply(action)
        checked += 1
    assert checked > 10


@pytest.mark.parametrize("level", LEVELS)
def test_bot_never_touches_hidden_cards(level: str) -> None:
    """Views are built first; neither they nor the bots, before or after choosing and
    reacting, lead to the real game, its hands or its draw pile."""
    players = 4
    bots = [quick_bot(level, 70 + s) for s in range(players)]
    game, _ = Game.new_round(Rules.preset("house_party"), players, random.Random(9), dealer=0)
    for i in range(200):
        if game.over:
            break
        seat = game.decision.seat
        views = [seat_view(game, s) for s in range(players)]
        hidden: list[object] = [game, game.draw_pile, *game.hands]
        if i % 20 == 0:  # the walk is slow: every few moves
            assert reaches([{"kept": (views[0], game.hands[1])}], hidden)  # the walk finds it
            assert not reaches([*bots, *views], hidden)
        action = bots[seat].choose(views[seat])
        for s in range(players):
            bots[s].react(views[s])
        if i % 20 == 0:
            assert not reaches([*bots, *views], hidden)
        game.apply(action)


@pytest.mark.parametrize("rules", [Rules(), Rules.preset("house_party")], ids=["off", "house"])
def test_the_full_hard_bot_decides_the_same_whatever_the_hidden_cards(rules: Rules) -> None:
    """The hard bot as it plays (its memory of the table, its full search; only the clock is
    taken out so that a seed repeats): at every decision of heads-up rounds, a table whose
    hidden hands and pile are dealt again at random gives the same view and the same choice."""
    from uno_desktop.bots.hard import HardBot
    from uno_desktop.bots.normal import NormalBot

    searched = 0
    for deal in range(3):
        bots = [HardBot(11 + deal, budget_ms=60_000.0), NormalBot(5)]
        game, _ = Game.new_round(rules, 2, random.Random(20 + deal), dealer=deal % 2)
        steps = 0
        while not game.over and steps < 400:
            steps += 1
            if _race_reactions(game, bots):
                continue
            seat = game.decision.seat
            view = seat_view(game, seat)
            if seat == 0:
                twin = _shadow(game, seat, steps)
                assert seat_view(twin, seat) == view
                mirror = copy.deepcopy(bots[0])
                action = bots[0].choose(view)
                assert mirror.choose(seat_view(twin, seat)) == action
                searched += bots[0]._reach(view) is not None
            else:
                action = bots[1].choose(view)
            game.apply(action)
    assert searched > 3
