"""The plug-in interface every bot implements.

A bot gets its seat's :class:`SeatView` only (what that seat may know, with its legal actions)
and answers with an :class:`Action`. Two entry points:

* ``choose(view) -> Action`` is called when ``view.decision_seat == view.seat`` (any Kind but
  ROUND_OVER); it must return one of :func:`decision_options` (``view.legal`` minus reactions).
* ``react(view) -> (Action, delay_seconds) | None`` is called whenever one of
  :func:`reaction_options` is open to the seat (UNO call, catch, jump-in), on or off its turn.
  The host (UI or tournament) owns the clock: it applies the action ``delay`` seconds after the
  chance opened, if it is still legal then; of several offers the fastest one goes first.
  The host may ask again after every change of the table; the base class keeps one answer per
  chance so asking twice never gives a bot a second roll of the dice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.actions import Action, CallUno, CatchUno, JumpIn
from ..engine.view import SeatView

REACTION_TYPES = (CallUno, CatchUno, JumpIn)


def decision_options(view: SeatView) -> list[Action]:
    """The actions that answer the pending decision of this seat (no reactions)."""
    return [a for a in view.legal if not isinstance(a, REACTION_TYPES)]


def reaction_options(view: SeatView) -> list[Action]:
    """The out-of-turn actions open to this seat right now: call UNO, catch, jump in."""
    return [a for a in view.legal if isinstance(a, REACTION_TYPES)]


class Bot:
    """Base class for bots. Subclasses implement :meth:`choose` and may override
    :meth:`reaction` (the un-memoized reaction hook).

    ``seed`` makes a bot repeatable: the same views in the same order give the same answers.
    """

    name = "bot"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._memo_turn = -1
        self._memo: dict[tuple[int, tuple[Action, ...]], tuple[Action, float] | None] = {}

    def choose(self, view: SeatView) -> Action:
        raise NotImplementedError

    def react(self, view: SeatView) -> tuple[Action, float] | None:
        """One answer per chance: the chance is (turn number, hand size, options open)."""
        options = reaction_options(view)
        if not options:
            return None
        if view.turn_no != self._memo_turn:
            self._memo_turn = view.turn_no
            self._memo.clear()
        key = (len(view.hand), tuple(options))
        if key not in self._memo:
            self._memo[key] = self.reaction(view, options)
        return self._memo[key]

    def reaction(self, view: SeatView, options: Sequence[Action]) -> tuple[Action, float] | None:
        """Default: call an own UNO after a human-like pause; never catch or jump in."""
        for action in options:
            if isinstance(action, CallUno) and len(view.hand) == 1:
                return action, 0.8
        return None
