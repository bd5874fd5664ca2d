"""The baseline: a uniformly random legal action for every decision."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Action
from ..engine.view import SeatView
from .base import Bot, decision_options
from .reaction import LEVEL_REFLEXES, human_reaction


class RandomBot(Bot):
    name = "random"

    def choose(self, view: SeatView) -> Action:
        return self.rng.choice(decision_options(view))

    def reaction(self, view: SeatView, options: Sequence[Action]) -> tuple[Action, float] | None:
        return human_reaction(LEVEL_REFLEXES["random"], self.rng, view, options)
