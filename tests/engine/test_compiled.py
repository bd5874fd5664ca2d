"""The engine runs compiled (mypyc) where it could be built and pure otherwise, and the choice is
visible: ``make test`` runs the engine and bot tests both ways, so both must play the same games
(the golden test pins them to one hash)."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import uno_desktop.engine as engine
from uno_desktop.engine import game, randomness

ROOT = Path(__file__).resolve().parents[2]


def test_the_engine_in_use_is_the_one_announced() -> None:
    compiled = not game.__file__.endswith(".py")
    assert compiled == (engine.ENGINE == "compiled")
    assert compiled == (not randomness.__file__.endswith(".py"))  # all or nothing
    if os.environ.get("UNO_PURE_ENGINE", "") not in ("", "0"):
        assert not compiled


def test_pure_engine_switch_in_a_fresh_process() -> None:
    code = ("import uno_desktop.engine.game as g, uno_desktop.engine as e; "
            "print(e.ENGINE, g.__file__)")
    env = dict(os.environ, UNO_PURE_ENGINE="1")
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.split()
    assert out[0] == "pure" and out[1].endswith("game.py")


@pytest.mark.parametrize("seed", range(20))
def test_fast_draws_are_the_draws_of_random(seed: int) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    for n in (1, 2, 3, 4, 7, 64, 108, 1000):
        assert randomness.below(ours, n) == theirs.randrange(n)
    seq = list(range(seed + 1))
    assert randomness.choice(ours, seq) == theirs.choice(seq)
    a, b = list(range(108)), list(range(108))
    randomness.shuffle(ours, a)
    theirs.shuffle(b)
    assert a == b
    assert ours.random() == theirs.random()


def test_other_generators_use_their_own_methods() -> None:
    class Fixed(random.Random):
        def randrange(self, *args: object, **kwargs: object) -> int:  # type: ignore[override]
            return 0

        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            x.reverse()

    rng = Fixed(1)
    assert randomness.below(rng, 50) == 0
    x = [1, 2, 3]
    randomness.shuffle(rng, x)
    assert x == [3, 2, 1]
    with pytest.raises(IndexError):
        randomness.choice(random.Random(1), [])
