"""Whoever plays a seat, behind one interface: a person (mouse and keys), a bot (thinking in
the background) or anything else later (a phone). The table polls the controller of the seat
that owns the decision, of every seat with a reaction open (call UNO, catch, jump in) and of
the person at the screen, and sends what it returns through its one ``act`` path.

Controllers read the game through :class:`~uno_desktop.ui.table.reader.GameReader` and never
write engine state. Keep this interface stable: other seat kinds are written against it.
"""

from __future__ import annotations

from typing import Protocol

from uno_desktop.engine.actions import Action
from uno_desktop.engine.errors import IllegalAction


class SeatController(Protocol):
    seat: int

    def poll(self, now: float) -> Action | None:
        """This seat's action now, or None (thinking / waiting)."""
        ...

    def refused(self, action: Action, error: IllegalAction) -> None:
        """The engine refused what :meth:`poll` gave."""
        ...

    def close(self) -> None:
        """The table is going away (stop threads/servers)."""
        ...


__all__ = ["SeatController"]
