"""Room for connections that hold no seat: bounded, and the newest always gets in.

Plain HTTP connections (a phone loading the page: short-lived) and WebSockets that have not said
hello yet cost a file descriptor each and hold no seat. Refusing newcomers once a budget is full
would let a device that keeps a few silent sockets open lock every honest phone out; instead the
newcomer always gets in and the oldest makes room: first the oldest of the newcomer's own
address once that address is over its share, else the oldest of all once the room is full. An
honest phone speaks within milliseconds of connecting, so only a flood faster than that can push
it out, and a device keeping sockets open only ever pushes out its own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from typing import Generic, TypeVar

T = TypeVar("T", bound=Hashable)


class WaitingRoom(Generic[T]):
    def __init__(self, total: int, per_address: int) -> None:
        if not 0 < per_address <= total:
            raise ValueError("a waiting room needs 0 < per_address <= total")
        self.total = total
        self.per_address = per_address
        self._waiting: dict[T, str] = {}  # insertion order: oldest first
        self._per_address: Counter[str] = Counter()

    def __len__(self) -> int:
        return len(self._waiting)

    def __contains__(self, item: object) -> bool:
        return item in self._waiting

    def count(self, address: str) -> int:
        return self._per_address[address]

    def admit(self, item: T, address: str) -> list[T]:
        """Let ``item`` in; the connections it pushes out (the caller closes them)."""
        pushed_out: list[T] = []
        if self._per_address[address] >= self.per_address:
            pushed_out.append(next(i for i, a in self._waiting.items() if a == address))
        elif len(self._waiting) >= self.total:
            pushed_out.append(next(iter(self._waiting)))
        for old in pushed_out:
            self.leave(old)
        self._waiting[item] = address
        self._per_address[address] += 1
        return pushed_out

    def leave(self, item: T) -> None:
        """``item`` proved itself or closed (nothing happens if it is not waiting)."""
        address = self._waiting.pop(item, None)
        if address is not None:
            self._per_address[address] -= 1
            if not self._per_address[address]:
                del self._per_address[address]
