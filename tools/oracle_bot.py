"""A diagnostic, never a player: the hard bot searching the real deal instead of sampled ones.

It answers "how much would knowing the other hands be worth to this search?" — the ceiling any
opponent model can reach. It reads hidden cards (the tournament's real game, taken from its
``seat_view`` call), so it only runs from here, as a plug-in of the tournament command:

    UNO_FROZEN_CHECKOUT=/tmp/base PYTHONPATH=tools python -m uno_desktop.sim \\
        --bots oracle_bot:OracleHands,frozen_bot:FrozenHard --games 600 --workers 1

``OracleHands`` searches the real hands with the draw pile shuffled again (the order of the pile
stays unknown); ``OracleHandsEarly`` also drops the head start and searches from 7 cards.
"""

from __future__ import annotations

import random
from typing import Any

from uno_desktop.bots import tournament
from uno_desktop.bots.hard import HardBot
from uno_desktop.engine.game import Game

_REAL: list[Game] = []
_seat_view = tournament.seat_view


def _watching(game: Game, seat: int) -> Any:
    _REAL[:] = [game]
    return _seat_view(game, seat)


tournament.seat_view = _watching  # type: ignore[assignment]


class OracleHands(HardBot):
    """The hard bot whose sampled worlds are the real game, the draw pile shuffled again."""

    def _world(self, view: Any) -> Game:
        world = _REAL[0].copy(self.rng.getrandbits(32), quiet=True)
        random.Random(self.rng.getrandbits(32)).shuffle(world.draw_pile)
        return world


class OracleHandsEarly(OracleHands):
    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, prior=0.0, hot=7)
