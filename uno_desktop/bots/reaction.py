"""Human-like UNO calls, catches and jump-ins: a chance to miss and a reaction time.

People never react instantly and sometimes not at all; the level sets how often and how fast.
Delays are seconds from the moment the chance opened (see the contract in ``base.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action, CallUno, CatchUno, JumpIn
from ..engine.view import SeatView

MIN_DELAY = 0.25  # faster than any person: never go below


@dataclass(frozen=True, slots=True)
class Reflexes:
    """Chance to act and (mean, spread) of the delay in seconds, per kind of reaction."""

    call: float
    call_delay: tuple[float, float]
    catch: float
    catch_delay: tuple[float, float]
    jump: float
    jump_delay: tuple[float, float]


LEVEL_REFLEXES = {
    "random": Reflexes(0.5, (1.5, 0.8), 0.5, (1.5, 0.8), 0.5, (1.5, 0.8)),
    "easy": Reflexes(0.7, (1.2, 0.4), 0.15, (2.0, 0.5), 0.3, (1.6, 0.4)),
    "normal": Reflexes(0.97, (0.7, 0.2), 0.7, (1.1, 0.3), 0.9, (0.9, 0.25)),
    "hard": Reflexes(0.99, (0.6, 0.15), 0.85, (0.9, 0.25), 1.0, (0.75, 0.2)),
}


def human_delay(rng: random.Random, mean: float, spread: float) -> float:
    """A reaction time: roughly normal around ``mean``, never below ``MIN_DELAY``."""
    return max(MIN_DELAY, rng.gauss(mean, spread))


def human_reaction(
    reflexes: Reflexes,
    rng: random.Random,
    view: SeatView,
    options: Sequence[Action],
    pick_jump: Callable[[Any, list[JumpIn]], JumpIn] | None = None,
) -> tuple[Action, float] | None:
    """Pick at most one reaction: the own UNO call first (it protects), then a catch, then a
    jump-in (``pick_jump`` chooses among jump-in variants; default: a random one)."""
    calls = [a for a in options if isinstance(a, CallUno)]
    # Only the call after the play (one card left); calling with two cards before playing is
    # legal too, but a bot that then draws would have called for nothing.
    if calls and len(view.hand) == 1:
        if rng.random() < reflexes.call:
            return calls[0], human_delay(rng, *reflexes.call_delay)
        return None
    catches = [a for a in options if isinstance(a, CatchUno)]
    if catches:
        if rng.random() < reflexes.catch:
            return catches[0], human_delay(rng, *reflexes.catch_delay)
        return None
    jumps = [a for a in options if isinstance(a, JumpIn)]
    if jumps and rng.random() < reflexes.jump:
        jump = pick_jump(view, jumps) if pick_jump else rng.choice(jumps)
        return jump, human_delay(rng, *reflexes.jump_delay)
    return None
