"""UNO calls and catches with human-like timing, asked as often as the host likes."""

from __future__ import annotations

from uno_desktop.bots.easy import EasyBot
from uno_desktop.bots.hard import HardBot
from uno_desktop.bots.normal import NormalBot
from uno_desktop.bots.reaction import MIN_DELAY
from uno_desktop.engine.actions import CallUno, CatchUno, PlayCard
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view

from ..engine.helpers import setup


def _uno_window():  # type: ignore[no-untyped-def]
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

