"""The table's phone seats: each is played from a phone through the running phone server (the
lobby started it; :class:`PhoneSeats` stops it). Every frame every phone gets the table as it is
(``sync``); the big screen hears when a phone drops or comes back, and a bot takes a seat whose
phone stayed away longer than the host's timeout.

Never imports the networking code at run time (the hub is handed in), so the table without
phones loads none of it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from uno_desktop.ui.table.context import TableContext

if TYPE_CHECKING:
    from uno_desktop.remote.hub import PhoneHub
    from uno_desktop.remote.phone_seat import PhoneSeat

log = logging.getLogger(__name__)

#: What a phone seat's badge says: the link's state, or "bot" once a bot plays it.
BADGES = ("connected", "dropped", "waiting", "bot")


class PhoneSeats:
    """``hub``: the running server of the session's phone seats; ``say(text)``: a toast on the
    big screen. ``timeout``: seconds a phone may stay away before a bot plays its seat (0:
    never); :meth:`frame` names those seats, for the table's seating to hand to a bot."""

    def __init__(self, hub: PhoneHub, ctx: TableContext, timeout: float,
                 say: Callable[[str], None]) -> None:
        self.hub = hub
        self._ctx = ctx
        self.timeout = timeout
        self._say = say
        self.controllers: dict[int, PhoneSeat] = {
            s: hub.phone_seat(s, ctx.match) for s in ctx.session.phones()}
        self.bot_seats: set[int] = set()
        self._changes = {s: hub.links[s].changes for s in self.controllers}
        self._states = {s: str(hub.state(s)) for s in self.controllers}
        self.version = 0  # counts badge changes (the picture's cache key)

    def frame(self, now: float) -> list[int]:
        """Every frame: every phone's view, the drop/return toasts and the server's end with
        the match. Returns the seats a bot plays from now on (their phone stayed away too
        long): the caller hands each to a bot (``Seating.take_over``, which closes the phone's
        controller: the phone hears it)."""
        if self._ctx.match.over:
            self.stop()
        taken: list[int] = []
        for seat, ctl in self.controllers.items():
            if seat in self.bot_seats:
                continue
            ctl.sync(now)
            self._watch(seat)
            if (self.timeout and self.hub.running and not self._ctx.match.gone[seat]
                    and ctl.disconnected_for(now) >= self.timeout):
                self._bot_plays(seat)
                taken.append(seat)
        return taken

    def _watch(self, seat: int) -> None:
        changes = self.hub.links[seat].changes
        if changes == self._changes[seat]:
            return
        self._changes[seat] = changes
        state = str(self.hub.state(seat))
        before, self._states[seat] = self._states[seat], state
        self.version += 1
        if state == before:
            return
        name = self._ctx.name(seat)
        if state == "dropped":
            self._say(self._ctx.t("table-phone-dropped", player=name))
        elif state == "connected" and before == "dropped":
            self._say(self._ctx.t("table-phone-back", player=name))

    def _bot_plays(self, seat: int) -> None:
        log.info("seat %d: its phone stayed away %.0f s, a bot plays it", seat, self.timeout)
        self.bot_seats.add(seat)
        self.version += 1
        self._say(self._ctx.t("table-phone-bot", player=self._ctx.name(seat)))

    def badge(self, seat: int) -> str | None:
        """What ``seat``'s badge says (one of :data:`BADGES`), or None for a seat that is no
        phone's."""
        if seat in self.bot_seats:
            return "bot"
        if seat not in self.controllers:
            return None
        return self._states[seat]

    def wait(self, seconds: float) -> None:
        """The game loop's rest of a frame: wakes at once when a phone picks."""
        if self.hub.running:
            self.hub.wait_for_pick(seconds)
        elif seconds > 0:
            time.sleep(seconds)

    def stop(self) -> None:
        """Every phone is told the game ended; the port closes (safe to call again)."""
        self.hub.stop()


__all__ = ["BADGES", "PhoneSeats"]
