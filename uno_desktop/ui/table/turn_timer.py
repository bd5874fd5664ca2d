"""The turn timer: a person or bot that lets the rules' time run out is timed out."""

from __future__ import annotations

from uno_desktop.engine.actions import Timeout


class TurnTimer:
    """Counts down the decision of the seat to act; the clock restarts with each new
    decision (turn, kind, seat, round). State: ``timer_key``, ``timer_left``."""

    def _tick_timer(self, dt: float, seat: int) -> None:
        limit = self.rules.turn_timer
        if not limit:
            return
        game = self.game
        key = (game.turn_no, game.decision.kind, seat, self.match.round_no)
        if key != self.timer_key:
            self.timer_key = key
            self.timer_left = float(limit)
        self.timer_left -= dt
        if self.timer_left <= 0:
            self.timer_key = None
            self.chooser = None
            self.act(Timeout(seat))

    def timer_fraction(self, seat: int) -> float | None:
        """How much of ``seat``'s time is left (0..1), or None without a running timer."""
        limit = self.rules.turn_timer
        if not limit or self.timer_key is None or self.timer_key[2] != seat or self.game.over:
            return None
        return max(0.0, self.timer_left / limit)
