"""The hard bot's search stops early only when the heuristic's pick is safe."""

from __future__ import annotations

import pytest

from uno_desktop.bots import hard
from uno_desktop.bots.hard import HardBot, _Race
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view

from .helpers import FILL, FILL1, stacked


def test_race_is_safe_when_no_candidate_gains_the_margin() -> None:
    race = _Race(3, prior_index=0, margin=0.15)
    for values in ([0.5, 0.5, 0.4], [0.6, 0.55, 0.6], [0.4, 0.4, 0.35], [0.5, 0.45, 0.5]):
        race.add(values)
    assert race.heuristic_safe(2.0)


def test_race_is_not_safe_while_a_candidate_may_gain_the_margin() -> None:
    race = _Race(2, prior_index=0, margin=0.15)
    for values in ([0.2, 0.6], [0.3, 0.5], [0.1, 0.4], [0.2, 0.5]):
        race.add(values)
    assert not race.heuristic_safe(2.0)


def test_race_is_not_safe_when_noise_is_too_large_to_tell() -> None:
    race = _Race(2, prior_index=1, margin=0.15)
    for values in ([1.0, 0.0], [0.0, 1.0], [0.0, 1.0]):  # mean -1/3, but a spread of 1
        race.add(values)
    assert not race.heuristic_safe(2.0)


def test_race_needs_two_paired_worlds_per_candidate() -> None:
    race = _Race(3, prior_index=0, margin=0.15)
    race.add([0.5, 0.0, None])  # candidate 2 illegal in this world
    race.add([0.5, 0.0, 0.0])
    assert not race.heuristic_safe(2.0)
    race.add([None, 0.0, 0.0])  # the pick illegal: nothing is paired
    assert not race.heuristic_safe(2.0)
    race.add([0.5, 0.0, 0.0])
    assert race.heuristic_safe(2.0)


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = hard.Game.sampled_from

    def counted(view, rng):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(view, rng)

    monkeypatch.setattr(hard.Game, "sampled_from", counted)
    return calls


def _close_turn():  # type: ignore[no-untyped-def]
    """Seat 0 to move with two cards that fit, seat 1 close to winning."""
    game = stacked(Rules(), [["r5", "r7"] + FILL[:5], ["b1"] + FILL1], "r3")
    return seat_view(game, 0)


def test_search_stops_early_when_the_pick_is_safe(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _counting(monkeypatch)
    view = _close_turn()
    bot = HardBot(1, worlds=40, budget_ms=10_000.0, hot=99, min_worlds=6, prior=10.0)
    options = list(view.legal)
    cands = hard.candidates(view, options)
    assert len(cands) > 1
    assert bot.search(view, cands, 0) == cands[0]
    assert len(calls) == 6  # a margin nothing can beat: stopped at the first check


def test_search_runs_on_while_a_candidate_may_win(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _counting(monkeypatch)
    view = _close_turn()
    bot = HardBot(1, worlds=40, budget_ms=10_000.0, hot=99, min_worlds=6, prior=-10.0)
    cands = hard.candidates(view, list(view.legal))
    choice = bot.search(view, cands, 0)
    assert len(calls) == 40  # the pick is handicapped: never safe, every world is used
    assert choice != cands[0]
