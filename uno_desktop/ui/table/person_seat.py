"""A person's seat: the table's input (mouse, keys, overlay buttons) hands actions in, the
table polls them out like any other controller's; a refusal is told to the person."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from uno_desktop.engine.actions import Action
from uno_desktop.engine.errors import IllegalAction


class PersonSeat:
    """The :class:`~uno_desktop.ui.table.seat_controller.SeatController` of a person.
    ``tell(error)`` shows a refusal (the table's toast)."""

    def __init__(self, seat: int, tell: Callable[[IllegalAction], None]) -> None:
        self.seat = seat
        self._tell = tell
        self._outbox: deque[Action] = deque()

    def submit(self, action: Action) -> None:
        """The person did something (a click, a key, an overlay's button)."""
        self._outbox.append(action)

    def poll(self, now: float) -> Action | None:
        return self._outbox.popleft() if self._outbox else None

    def refused(self, action: Action, error: IllegalAction) -> None:
        self._outbox.clear()  # what was queued after it assumed it would go through
        self._tell(error)

    def close(self) -> None:
        self._outbox.clear()


__all__ = ["PersonSeat"]
