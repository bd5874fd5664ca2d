"""The turn timer: a seat that lets the rules' time run out is timed out. Polled like a seat
controller (it answers for whoever owns the decision)."""

from __future__ import annotations

import logging

from uno_desktop.engine.actions import Action, Timeout
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.ui.table.reader import GameReader

log = logging.getLogger(__name__)


class TurnTimer:
    """Counts down the decision of the seat to act; the clock restarts with each new decision
    (turn, kind, seat, round). Runs only while the screen is settled, like the decisions."""

    def __init__(self, reader: GameReader) -> None:
        self._reader = reader
        self.seat = -1
        self._key: tuple[int, str, int, int] | None = None
        self._deadline = 0.0
        self._now = 0.0

    @property
    def limit(self) -> int:
        return int(self._reader.rules.turn_timer or 0)

    def poll(self, now: float) -> Action | None:
        r = self._reader
        if not self.limit or r.over:
            self._key = None
            return None
        key = r.decision_key()
        if key != self._key:
            self._key = key
            self.seat = key[2]
            self._deadline = now + self.limit
            self._now = now
        elif not r.settled:
            # Time stands still while the screen catches up (it runs in settled frames only).
            self._deadline += max(0.0, now - self._now)
        self._now = now
        if r.settled and now >= self._deadline:
            self._key = None
            return Timeout(self.seat)
        return None

    def refused(self, action: Action, error: IllegalAction) -> None:
        log.warning("timeout refused: %s", error)

    def close(self) -> None:
        self._key = None

    def seconds_left(self) -> float:
        return max(0.0, self._deadline - self._now)

    def fraction(self, seat: int) -> float | None:
        """How much of ``seat``'s time is left (0..1), or None without a running timer."""
        if not self.limit or self._key is None or self.seat != seat or self._reader.over:
            return None
        return max(0.0, self.seconds_left() / self.limit)


__all__ = ["TurnTimer"]
