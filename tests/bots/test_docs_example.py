"""The example bot of docs/bots.md works: loaded by its plug-in path, it plays whole rounds
under every preset and answers every kind of decision."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from uno_desktop.bots.base import decision_options
from uno_desktop.bots.registry import make_bot
from uno_desktop.bots.tournament import play_round
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import PRESETS, Rules
from uno_desktop.engine.view import seat_view
from uno_desktop.sim import main

from .helpers import kind_states, quick_bot

DOC = Path(__file__).resolve().parents[2] / "docs" / "bots.md"


@pytest.fixture()
def greedy_path(tmp_path, monkeypatch) -> str:  # type: ignore[no-untyped-def]
    text = DOC.read_text(encoding="utf-8")
    match = re.search(r"<!-- example-bot.*?-->\s*```python\n(.*?)```", text, re.S)
    assert match, "docs/bots.md lost its example bot block"
    package = tmp_path / "mybots"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "greedy.py").write_text(match.group(1))
    monkeypatch.syspath_prepend(str(tmp_path))
    return "mybots.greedy:GreedyBot"


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_example_bot_plays_rounds(greedy_path: str, preset: str) -> None:
    for seed in range(3):
        bots = [make_bot(greedy_path, seed=seed), quick_bot("normal", 1), quick_bot("easy", 2)]
        game, _ = Game.new_round(Rules.preset(preset), 3, random.Random(seed), dealer=seed % 3)
        play_round(game, bots)
        assert game.over


def test_example_bot_answers_every_kind(greedy_path: str) -> None:
    for kind, game in kind_states().items():
        view = seat_view(game, game.decision.seat)
        action = make_bot(greedy_path, seed=1).choose(view)
        assert action in decision_options(view), kind


def test_example_bot_in_the_simulator(greedy_path: str, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["--bots", f"{greedy_path},normal", "--games", "4", "--json"]) == 0
    assert '"name": "mybots.greedy:GreedyBot"' in capsys.readouterr().out
