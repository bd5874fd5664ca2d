"""Human-like UNO calls, catches and jump-ins: a chance to miss and a reaction time.

People never react instantly and sometimes not at all; the level sets how often and how fast.
Delays are seconds from the moment the chance opened (see the contract in ``base.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action, CallUno, CatchUno, JumpIn, PlayCard
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


@dataclass(slots=True)
class EarlyCall:
    """Saying UNO as the second-last card goes down, the habit of a careful player: on its own
    turn, holding two cards with one it can play, the seat calls before it plays (RULES.md
    section 4 allows the call then), so nobody can catch it between the play and a call that
    comes after. A rightful call, so it costs nothing if the seat then draws instead.
    Measured heads-up between two hard bots (400 games): a call after the play (0.6 s) lost
    the race to the other seat's catch (0.9 s, 85 %) at about one UNO in eight (70 catches,
    491 calls).

    The one thing it remembers: the turn at which the seat forgot its early call, so the call
    after that same play is forgotten too (the level's chance to call is per UNO, not per
    moment it could be said)."""

    forgot_turn: int = -10


def human_delay(rng: random.Random, mean: float, spread: float) -> float:
    """A reaction time: roughly normal around ``mean``, never below ``MIN_DELAY``."""
    return max(MIN_DELAY, rng.gauss(mean, spread))


def human_reaction(
    reflexes: Reflexes,
    rng: random.Random,
    view: SeatView,
    options: Sequence[Action],
    pick_jump: Callable[[Any, list[JumpIn]], JumpIn] | None = None,
    early: EarlyCall | None = None,
) -> tuple[Action, float] | None:
    """Pick at most one reaction: the own UNO call first (it protects), then a catch, then a
    jump-in (``pick_jump`` chooses among jump-in variants; default: a random one). With
    ``early`` the seat also calls before playing its second-last card (see EarlyCall)."""
    calls = [a for a in options if isinstance(a, CallUno)]
    if calls and early is not None:
        # With more than two cards the call is offered only before a Discard All that leaves
        # one (nm_discard_all_uno): the same habit.
        if len(view.hand) >= 2:
            if any(isinstance(a, PlayCard) for a in view.legal):
                if rng.random() < reflexes.call:
                    return calls[0], human_delay(rng, *reflexes.call_delay)
                early.forgot_turn = view.turn_no
        elif 0 < view.turn_no - early.forgot_turn <= 2:
            # The chance after that play: one turn later, two after a Draw Two (the seat it
            # skips has a turn too). The call forgotten before the play stays forgotten.
            return None
    # Otherwise only the call after the play (one card left): without the habit above, a bot
    # that called with two cards and then drew would have called for nothing.
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
