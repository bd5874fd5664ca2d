"""When a seat's action may reach the engine: the table's one pacing rule.

1. Nothing is applied while the screen is still showing what happened (cards in flight, an
   event not yet shown): a seat acts only on what the screen has shown. An action proposed
   meanwhile waits (it is not lost) and is checked again by the engine when it goes.
2. A chance to react (catch a player who forgot UNO, jump in) opens when the card that opened
   it has landed. When a person could take it (at the keyboard or on a phone), it stays open
   for at least the reaction time the family chose (relaxed 5 s, normal 3 s, quick: no wait):
   the computer players' next moves wait until then. The rules do not change: the chance still
   ends with the next action; that action just waits. A person is never held back: they act
   when they choose.

No pygame, no engine writes: it reads the game through the table's :class:`GameReader`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from uno_desktop.engine.actions import Action, CallUno, CatchUno, JumpIn
from uno_desktop.ui.table.reader import GameReader

#: The reaction-time setting: seconds a person's chance to react stays open at least.
REACTION_SECONDS: dict[str, float] = {"relaxed": 5.0, "normal": 3.0, "quick": 0.0}
REACTIONS = (CallUno, CatchUno, JumpIn)

#: A chance to react: ("catch", target) lasts while that seat can be caught; ("jump", n) is
#: the jump-in chance of the n-th table state (it ends with the next action).
Chance = tuple[str, int]


class Pacing:
    """``people()``: the seats a person plays now (keyboard or phone); ``seconds()``: the
    reaction time chosen in the settings."""

    def __init__(self, reader: GameReader, people: Callable[[], Collection[int]],
                 seconds: Callable[[], float]) -> None:
        self._reader = reader
        self._people = people
        self._seconds = seconds
        self._opened: dict[Chance, float] = {}  # when each open chance was first on screen

    def frame(self, now: float) -> None:
        """Called once a frame before any seat acts: notes the chances people have now."""
        r = self._reader
        if not r.settled:  # the table sets it once every event is shown
            return  # a chance opens only once the card that opened it has landed
        open_now: set[Chance] = set()
        if not r.over:
            for seat in self._people():
                open_now.update(self._chances(seat))
        self._opened = {c: self._opened.get(c, now) for c in open_now}

    def _chances(self, seat: int) -> set[Chance]:
        out: set[Chance] = set()
        for action in self._reader.reactions(seat):
            if isinstance(action, CatchUno):
                out.add(("catch", action.target))
            elif isinstance(action, JumpIn):
                out.add(("jump", self._reader.version))
        return out

    def hold_until(self) -> float:
        """The moment the computer players may go on (0 when no person's chance is open)."""
        seconds = self._seconds()
        if seconds <= 0 or not self._opened:
            return 0.0
        return max(self._opened.values()) + seconds

    def allows(self, action: Action, by_person: bool, now: float) -> bool:
        """May ``action`` go to the engine now? (see the module's rules)"""
        if not self._reader.settled:  # live: an action applied this frame unsettles it
            return False
        if by_person or isinstance(action, REACTIONS):
            return True
        return now >= self.hold_until()


def reaction_seconds(setting: object) -> float:
    """The seconds of a reaction-time setting (an unknown value counts as normal)."""
    return REACTION_SECONDS.get(str(setting), REACTION_SECONDS["normal"])


__all__ = ["REACTION_SECONDS", "Pacing", "reaction_seconds"]
