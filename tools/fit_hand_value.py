"""Fit the learned heads-up position value (``uno_desktop/engine/hand_value.py``).

Plays heads-up rounds under the ``official`` rules with the engine's default policy for both
seats (``engine.rollout``), keeps the features of some normal turns (``hand_value.features``,
from seat 0's side) with whether seat 0 went on to win, and fits a logistic regression by
Newton's method on four fifths of them; the last fifth measures it. Prints the weights to paste
into ``hand_value.WEIGHTS`` and the held-out log loss, beside a model of hand sizes alone.

    python tools/fit_hand_value.py                       # the shipped weights: 100,000 rounds
    python tools/fit_hand_value.py --rounds 5000 --seed 3

Pure Python (no numeric library for one fit of 16 weights); the default takes a few minutes.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence

from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.game import Game
from uno_desktop.engine.hand_value import FEATURES, features
from uno_desktop.engine.rollout import policy_action
from uno_desktop.engine.rules import Rules

KEEP = 0.15  # the share of normal turns kept: neighbouring turns of a round tell much the same
SIZES_ONLY = (0, 1, 7, 8, 14, 15)  # cards and 1 / cards of each hand, whose turn, constant

Row = tuple[list[float], float]


def self_play(rounds: int, seed: int) -> list[Row]:
    """Features of sampled normal turns, from seat 0's side, and 1.0 where seat 0 won."""
    rules = Rules.preset("official")
    rng = random.Random(seed)
    rows: list[Row] = []
    for i in range(rounds):
        game, _ = Game.new_round(rules, 2, random.Random(rng.getrandbits(32)), dealer=i % 2)
        game.quiet = True
        policy_rng = random.Random(rng.getrandbits(32))
        kept: list[list[float]] = []
        while game.decision.kind is not Kind.ROUND_OVER:
            if game.decision.kind is Kind.TURN and rng.random() < KEEP:
                kept.append(features(game, 0, 1))
            game.apply_listed(policy_action(game, policy_rng))
        won = 1.0 if game.result is not None and game.result.winner == 0 else 0.0
        rows.extend((x, won) for x in kept)
    return rows


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def _p(w: Sequence[float], x: Sequence[float]) -> float:
    z = sum(wi * xi for wi, xi in zip(w, x, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def fit(rows: Sequence[Row], columns: Sequence[int], iterations: int = 12) -> list[float]:
    """Logistic regression on the given feature columns (Newton's method, a tiny ridge)."""
    k = len(columns)
    w = [0.0] * k
    for _ in range(iterations):
        grad = [0.0] * k
        hess = [[1e-6 if i == j else 0.0 for j in range(k)] for i in range(k)]
        for full, y in rows:
            x = [full[c] for c in columns]
            p = _p(w, x)
            s = p * (1.0 - p)
            for i in range(k):
                grad[i] += (y - p) * x[i]
                row = hess[i]
                xi = x[i] * s
                for j in range(i + 1):
                    row[j] += xi * x[j]
        for i in range(k):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
        if max(abs(si) for si in step) < 1e-7:
            break
    return w


def log_loss(rows: Sequence[Row], w: Sequence[float], columns: Sequence[int]) -> float:
    total = 0.0
    for full, y in rows:
        p = min(max(_p(w, [full[c] for c in columns]), 1e-9), 1.0 - 1e-9)
        total -= y * math.log(p) + (1.0 - y) * math.log(1.0 - p)
    return total / max(len(rows), 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    if args.rounds < 10:
        parser.error("--rounds: at least 10")
    rows = self_play(args.rounds, args.seed)
    random.Random(0).shuffle(rows)
    cut = len(rows) * 4 // 5
    train, test = rows[:cut], rows[cut:]
    every = list(range(FEATURES))
    weights = fit(train, every)
    sizes = fit(train, SIZES_ONLY)
    print(f"{len(rows)} positions from {args.rounds} rounds (seed {args.seed}); held-out log loss "
          f"{log_loss(test, weights, every):.4f}, hand sizes alone "
          f"{log_loss(test, sizes, SIZES_ONLY):.4f}", file=sys.stderr)
    print("WEIGHTS: Final = (")
    for start in (0, 7, 14):
        chunk = weights[start:start + 7 if start < 14 else FEATURES]
        print("    " + " ".join(f"{w:.5f}," for w in chunk))
    print(")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
