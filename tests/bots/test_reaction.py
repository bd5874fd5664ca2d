"""UNO calls and catches with human-like timing, asked as often as the host likes."""

from __future__ import annotations

import random

from uno_desktop.bots.base import reaction_options
from uno_desktop.bots.easy import EasyBot
from uno_desktop.bots.hard import HardBot
from uno_desktop.bots.normal import NormalBot
from uno_desktop.bots.reaction import LEVEL_REFLEXES, MIN_DELAY, EarlyCall, human_reaction
from uno_desktop.engine.actions import CallUno, CatchUno, PlayCard
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view

from ..engine.helpers import setup


def _uno_window() -> Game:
    """Seat 0 has just played its second-last card without calling UNO."""
    game = setup(Rules(), hands=[["r5", "r6"], ["b1", "y2", "g4"]], top="r3")
    game.apply(PlayCard(0, game.hands[0][0]))
    assert game.uno_catchable() == 0
    return game


def test_normal_calls_reliably_and_never_instantly() -> None:
    calls = 0
    for seed in range(100):
        game = _uno_window()
        offer = NormalBot(seed).react(seat_view(game, 0))
        if offer is not None:
            action, delay = offer
            assert action == CallUno(0) and delay >= MIN_DELAY
            calls += 1
    assert calls >= 90


def test_easy_forgets_sometimes_and_catches_rarely() -> None:
    calls = catches = 0
    for seed in range(200):
        game = _uno_window()
        calls += EasyBot(seed).react(seat_view(game, 0)) is not None
        offer = EasyBot(seed + 1000).react(seat_view(game, 1))
        if offer is not None:
            assert offer[0] == CatchUno(1, 0)
            catches += 1
    assert 100 < calls < 190
    assert catches < 60


def test_hard_catches_often() -> None:
    catches = sum(HardBot(s).react(seat_view(_uno_window(), 1)) is not None for s in range(100))
    assert catches >= 70


def test_same_chance_same_answer() -> None:
    game = _uno_window()
    for seed in range(30):
        bot = EasyBot(seed)
        first = bot.react(seat_view(game, 1))
        assert all(bot.react(seat_view(game, 1)) == first for _ in range(5))


def _second_last_card(hand: list[str]) -> Game:
    """Seat 0's turn with two cards in hand."""
    return setup(Rules(), hands=[hand, ["b1", "y2", "g4"]], top="r3")


def test_hard_says_uno_as_its_second_last_card_goes_down() -> None:
    """The call comes before the play, so no catch fits between the play and the call."""
    calls = 0
    for seed in range(100):
        game = _second_last_card(["r5", "g6"])
        offer = HardBot(seed).react(seat_view(game, 0))
        if offer is None:
            continue
        action, delay = offer
        assert action == CallUno(0) and delay >= MIN_DELAY
        calls += 1
        game.apply(action)
        game.apply(PlayCard(0, game.hands[0][0]))
        assert len(game.hands[0]) == 1 and game.uno_catchable() == -1
        assert CatchUno(1, 0) not in game.legal_actions(1, reactions=True)
    assert calls >= 90


def test_no_early_call_without_a_card_to_play_nor_from_other_levels() -> None:
    for seed in range(30):
        assert HardBot(seed).react(seat_view(_second_last_card(["b5", "g6"]), 0)) is None
        assert NormalBot(seed).react(seat_view(_second_last_card(["r5", "g6"]), 0)) is None


class _Dice(random.Random):
    """Rolls given in advance (then 0.5), so a test can make a bot forget."""

    def __init__(self, rolls: list[float]) -> None:
        super().__init__(0)
        self.rolls = rolls

    def random(self) -> float:
        return self.rolls.pop(0) if self.rolls else 0.5


def test_a_forgotten_early_call_stays_forgotten_after_the_play() -> None:
    hard = LEVEL_REFLEXES["hard"]
    early = EarlyCall()
    dice = _Dice([0.995, 0.0])  # over the 0.99 to call, then well under it
    game = _second_last_card(["r5", "g6"])
    view = seat_view(game, 0)
    assert human_reaction(hard, dice, view, reaction_options(view), early=early) is None
    game.apply(PlayCard(0, game.hands[0][0]))
    view = seat_view(game, 0)
    assert game.uno_catchable() == 0 and CallUno(0) in reaction_options(view)
    assert human_reaction(hard, dice, view, reaction_options(view), early=early) is None
    # Without the habit the same dice would call after the play.
    assert human_reaction(hard, _Dice([0.0]), view, reaction_options(view)) is not None
