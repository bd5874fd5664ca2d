"""Easy: a random card that fits, drawing only when nothing fits; slow and forgetful reactions."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Action, Draw, PlayCard
from ..engine.decisions import Kind
from ..engine.view import SeatView
from .base import Bot, decision_options
from .reaction import LEVEL_REFLEXES, human_reaction


class EasyBot(Bot):
    name = "easy"

    def choose(self, view: SeatView) -> Action:
        options = decision_options(view)
        if view.decision is Kind.TURN:
            plays = [a for a in options if isinstance(a, PlayCard)]
            # A beginner plays whatever fits; drawing while a card fits is what makes random
            # play endless, and no person does that.
            if plays:
                return self.rng.choice(plays)
            return next(a for a in options if isinstance(a, Draw))
        if view.decision is Kind.PLAY_DRAWN:
            plays = [a for a in options if isinstance(a, PlayCard)]
            return self.rng.choice(plays) if plays else options[0]
        return self.rng.choice(options)

    def reaction(self, view: SeatView, options: Sequence[Action]) -> tuple[Action, float] | None:
        return human_reaction(LEVEL_REFLEXES["easy"], self.rng, view, options)
