"""A diagnostic, never a player: the hard bot searching the real deal instead of sampled ones.

It answers "how much would knowing the other hands be worth to this search?" — the ceiling any
opponent model can reach. It reads hidden cards (the tournament's real game, taken from its
``seat_view`` call), so it only runs from here, as a plug-in of the tournament command:

    UNO_FROZEN_CHECKOUT=/tmp/base PYTHONPATH=tools python -m uno_desktop.sim \\
        --bots oracle_bot:OracleHands,frozen_bot:FrozenHard --games 600 --workers 1

``OracleHands`` searches the real hands with the draw pile shuffled again (the order of the pile
stays unknown); ``OracleHandsEarly`` also drops the head start and searches from 7 cards;
``OracleColours`` deals worlds as the bot does, then gives each other hand the real hand's
colours (the numbers and kinds drawn at random among the unseen cards of that colour): what
knowing only the colours would be worth.
"""

from __future__ import annotations

import random
from typing import Any

from uno_desktop.bots import tournament
from uno_desktop.bots.hard import HardBot, Worlds
from uno_desktop.engine.cards import CARD_COLOR
from uno_desktop.engine.game import Game
from uno_desktop.engine.view import SeatView

_REAL: list[Game] = []
_seat_view = tournament.seat_view


def _watching(game: Game, seat: int) -> Any:
    _REAL[:] = [game]
    return _seat_view(game, seat)


tournament.seat_view = _watching  # type: ignore[assignment]


def real_game() -> Game:
    """The tournament's real game at the decision being made (for diagnostics only)."""
    return _REAL[0]


class _RealWorlds(Worlds):
    def next(self) -> Game:
        world = real_game().copy(self.rng.getrandbits(32), quiet=True)
        random.Random(self.rng.getrandbits(32)).shuffle(world.draw_pile)
        return world


class _RealColours(Worlds):
    def next(self) -> Game:
        world = super().next()
        for seat in range(world.n):
            if seat == self.view.seat:
                continue
            pool = list(world.hands[seat]) + list(world.draw_pile)
            self.rng.shuffle(pool)
            hand = []
            for card in real_game().hands[seat]:
                pick = next((c for c in pool if CARD_COLOR[c] == CARD_COLOR[card]), pool[0])
                pool.remove(pick)
                hand.append(pick)
            world.hands[seat] = hand
            world.draw_pile = pool
        return world


class OracleHands(HardBot):
    """The hard bot whose sampled worlds are the real game, the draw pile shuffled again."""

    def deal(self, view: SeatView) -> Worlds:
        return _RealWorlds(view, self.rng, None, None, 1)


class OracleHandsEarly(OracleHands):
    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, prior=0.0, hot=7)


class OracleColours(HardBot):
    """The hard bot whose worlds hold the other hands' real colours, not their real cards."""

    def deal(self, view: SeatView) -> Worlds:
        return _RealColours(view, self.rng, self._lacks, self._evidence, self.samples)
