"""The fuzz command finds broken laws, and the engine as it is breaks none in a short run."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from uno_desktop import fuzz
from uno_desktop.engine import ENGINE, save
from uno_desktop.engine.decisions import Decision, Kind
from uno_desktop.engine.errors import SaveError
from uno_desktop.engine.match import Match
from uno_desktop.engine.penalties import Penalties
from uno_desktop.engine.rules import Rules


def started(players: int = 3) -> Match:
    match = Match(Rules(), players, seed=5)
    match.start()
    return match


def test_the_laws_hold_for_a_fresh_match() -> None:
    fuzz.laws(started())


@pytest.mark.parametrize("damage, words", [
    (lambda g: g.hands[0].append(g.hands[1][0]), "one deck"),
    (lambda g: g.draw_pile.pop(), "one deck"),
    (lambda g: setattr(g, "decision", Decision(Kind.ROUND_OVER, 0)), "without a result"),
    (lambda g: g.draw_pile.extend(g.hands[g.decision.seat])
     or g.hands[g.decision.seat].clear(), "no card"),
    (lambda g: g.active.__setitem__(g.decision.seat, False), "not in the round"),
    (lambda g: g.gone.__setitem__(g.decision.seat, True), "still hold cards"),
])
def test_the_laws_catch_a_broken_state(damage, words: str) -> None:
    match = started()
    damage(match.game)
    with pytest.raises(fuzz.Violation, match=words):
        fuzz.laws(match)


@pytest.mark.skipif(ENGINE == "compiled", reason="a compiled part's methods cannot be patched; "
                    "make test runs this file again on the pure engine")
def test_a_planted_engine_bug_is_found_and_replayed(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    real = Penalties.take

    def loses_a_card(self: Penalties, victim: int) -> None:  # a bug: one card vanishes
        real(self, victim)
        if self.game.draw_pile:
            self.game.draw_pile.pop()

    monkeypatch.setattr(Penalties, "take", loses_a_card)
    stats = fuzz.run(20, seed=3, mode="play", repro_dir=tmp_path)
    assert stats.violations and "one deck" in stats.violations[0]
    (repro,) = tmp_path.glob("uno-fuzz-repro-*.json")
    assert "one deck" in (fuzz.replay(repro) or "")
    monkeypatch.undo()
    assert fuzz.replay(repro) is None  # without the bug the same steps are fine


def test_a_short_run_of_both_modes_finds_nothing() -> None:
    # Bounded by counts (the time is only a ceiling), so a busy machine cannot make it fail.
    stats = fuzz.run(120, seed=11, mode="all", max_actions=400, max_files=20)
    assert stats.violations == []
    assert stats.actions > 300 and stats.refused > 30 and stats.malformed > 10
    assert stats.files > 3 and stats.files_refused > 0


def test_a_seat_that_left_holding_cards_is_damage_the_loader_refuses() -> None:
    rng = random.Random(4)
    match = started(4)
    text = fuzz.leave_holding_cards(rng, save.dumps(match))
    data = json.loads(text)
    assert any(g and h for g, h in zip(data["game"]["gone"], data["game"]["hands"], strict=True))
    with pytest.raises(SaveError, match="still holds cards"):
        save.loads(text)


def test_damaged_texts_differ_from_the_original() -> None:
    rng = random.Random(2)
    text = '{"a": [1, 2, {"b": true}], "c": "x"}'
    changed = [fuzz.mutate_text(rng, text) for _ in range(50)]
    assert sum(t != text for t in changed) >= 45


def test_the_command_exits_non_zero_on_a_violation(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert fuzz.main(["--seconds", "0.4", "--seed", "4", "--mode", "play"]) == 0
    monkeypatch.setattr(fuzz, "laws", lambda match: (_ for _ in ()).throw(fuzz.Violation("x")))
    assert fuzz.main(["--seconds", "0.4", "--seed", "4", "--mode", "play",
                      "--repro-dir", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "VIOLATION" in out
