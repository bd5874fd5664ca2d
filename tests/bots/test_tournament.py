"""The tournament behind ``python -m uno_desktop.sim --bots``."""

from __future__ import annotations

import json

from uno_desktop.bots.tournament import run_games, summarize, wilson
from uno_desktop.engine.rules import Rules
from uno_desktop.sim import main

KEYS = {"name", "games", "wins", "win_rate", "ci95_low", "ci95_high", "mean_points",
        "decision_ms_mean", "decision_ms_p99"}


def test_json_report_has_the_keys(capsys) -> None:  # type: ignore[no-untyped-def]
    code = main(["--bots", "normal,easy,uno_desktop.bots.random_bot:RandomBot",
                 "--games", "6", "--players", "4", "--seed", "3", "--json"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert [b["name"] for b in data["bots"]] == [
        "normal", "easy", "uno_desktop.bots.random_bot:RandomBot"]
    for row in data["bots"]:
        assert set(row) == KEYS
        assert row["games"] == 6  # four seats, three bots: every bot sits in every game
        assert 0 <= row["ci95_low"] <= row["win_rate"] <= row["ci95_high"] <= 1
    assert sum(b["wins"] for b in data["bots"]) == 6 - data["unfinished"]


def test_hard_bot_and_text_report(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["--bots", "hard,random", "--games", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "hard" in out and "win rate" in out


def test_bad_bot_is_refused(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["--bots", "normal,nobody.here:Bot", "--games", "2"]) == 2
    assert "cannot import module 'nobody.here'" in capsys.readouterr().err


def test_same_seed_same_results_with_or_without_workers() -> None:
    rules = Rules()
    one = run_games(["normal", "easy"], rules, 3, 10, 11, workers=1)
    two = run_games(["normal", "easy"], rules, 3, 10, 11, workers=2)
    assert [(r.seats, r.winner, r.points) for r in one] == [
        (r.seats, r.winner, r.points) for r in two]
    rows = summarize(["normal", "easy"], one)
    assert rows[0]["games"] == rows[1]["games"] == 10


def test_seats_rotate_over_a_deal() -> None:
    records = run_games(["normal", "easy"], Rules(), 2, 4, 2, workers=1)
    assert [r.seats for r in records] == [[0, 1], [1, 0], [0, 1], [1, 0]]


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert abs(low - 0.4038) < 1e-3 and abs(high - 0.5962) < 1e-3
    assert wilson(0, 0) == (0.0, 0.0)
