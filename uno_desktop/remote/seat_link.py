"""The hand-off between the game thread and the server thread for one phone seat.

The game thread publishes the seat's latest view (with the actions it offers by number) and
takes the action the phone picked; the server thread lets one phone hold the seat, passes the
picked number in and the latest view out. Everything crosses under one lock; the server is woken
through its :class:`Peer` (thread-safe calls), never by the game thread touching the event loop.
"""

from __future__ import annotations

import secrets
import threading
from collections import deque
from enum import StrEnum
from typing import Any, Protocol

from uno_desktop.engine.actions import Action

from .seat_keys import SeatKey, same_secret


class Peer(Protocol):
    """The server's side of one connection; both calls are safe from any thread."""

    def wake(self) -> None: ...  # something new to send
    def kick(self, reason: str) -> None: ...  # close this connection with ``reason``


class LinkState(StrEnum):
    WAITING = "waiting"  # no phone has joined yet
    CONNECTED = "connected"
    DROPPED = "dropped"  # the phone was here and its connection is gone (it may come back)


class SeatLink:
    def __init__(self, key: SeatKey, picked: threading.Event | None = None) -> None:
        self.key = key
        # Set when a pick arrives: a game loop may wait on it instead of sleeping out its frame.
        self.picked = picked if picked is not None else threading.Event()
        self.seat = key.seat
        self._lock = threading.Lock()
        self._view: dict[str, Any] | None = None
        self._offered: dict[int, Action] = {}
        self._inbox: Action | None = None
        self._notices: deque[dict[str, Any]] = deque(maxlen=8)
        self._peer: Peer | None = None
        self._resume: str | None = None  # the key of the phone that holds the seat
        self._state = LinkState.WAITING
        self._changes = 0  # counts connects and drops (the big screen redraws on change)

    # -- game thread --------------------------------------------------------------------------
    def publish(self, view: dict[str, Any], offered: dict[int, Action]) -> Action | None:
        """Make ``view`` the one the phone sees. A pick the game has not taken yet that the new
        view no longer offers is dropped (and returned): it was meant for another table, and
        must not be played later in a context the player never saw."""
        with self._lock:
            self._view = view
            self._offered = dict(offered)
            dropped = None
            if self._inbox is not None and self._inbox not in self._offered.values():
                dropped, self._inbox = self._inbox, None
            peer = self._peer
        if peer is not None:
            peer.wake()
        return dropped

    def notify(self, message: dict[str, Any]) -> None:
        """Send ``message`` (a refusal) to the phone holding the seat, if any."""
        with self._lock:
            peer = self._peer
            if peer is not None:
                self._notices.append(message)
        if peer is not None:
            peer.wake()

    def take_action(self) -> Action | None:
        with self._lock:
            action, self._inbox = self._inbox, None
        return action

    @property
    def state(self) -> LinkState:
        with self._lock:
            return self._state

    @property
    def changes(self) -> int:
        with self._lock:
            return self._changes

    def free(self, reason: str = "freed") -> None:
        """The host frees the seat: the phone holding it is sent away and the next one to come
        with the seat's token or code gets it."""
        with self._lock:
            peer, self._peer = self._peer, None
            self._resume = None
            self._inbox = None
            self._notices.clear()
            if peer is not None:
                self._state = LinkState.DROPPED
                self._changes += 1
        if peer is not None:
            peer.kick(reason)

    # -- server thread ------------------------------------------------------------------------
    def claim(self, peer: Peer, resume: str | None) -> str | None:
        """Let ``peer`` hold the seat: the new resume key, or None when another phone holds it
        or held it last (until the host frees the seat). The phone that held it may come back
        with its resume key: after sleep or a network drop its old connection may not be known
        dead yet, and is replaced."""
        with self._lock:
            old = self._peer
            if self._resume is not None and not (
                resume is not None and same_secret(resume, self._resume)
            ):
                return None  # held (or held before) by another phone: the host frees it
            self._peer = peer
            self._resume = secrets.token_urlsafe(18)
            self._inbox = None
            self._notices.clear()
            self._state = LinkState.CONNECTED
            self._changes += 1
            key = self._resume
        if old is not None and old is not peer:
            old.kick("replaced")
        return key

    def release(self, peer: Peer) -> None:
        """``peer``'s connection ended (if it still held the seat, the seat now waits)."""
        with self._lock:
            if self._peer is peer:
                self._peer = None
                self._inbox = None
                self._state = LinkState.DROPPED
                self._changes += 1

    def choose(self, peer: Peer, number: int) -> str | None:
        """The phone picked action ``number``: None if it is handed to the game, else the reason
        it is refused (``stale``: not offered by the latest view; ``busy``: the last pick is not
        played yet; ``not_holder``: this connection does not hold the seat)."""
        with self._lock:
            if self._peer is not peer:
                return "not_holder"
            action = self._offered.get(number)
            if action is None:
                return "stale"
            if self._inbox is not None:
                return "busy"
            self._inbox = action
        self.picked.set()
        return None

    def outgoing(
        self, peer: Peer, sent_seq: int
    ) -> tuple[dict[str, Any] | None, list[dict[str, Any]]]:
        """The latest view if newer than ``sent_seq``, and the notices waiting for ``peer``."""
        with self._lock:
            if self._peer is not peer:
                return None, []
            notices = list(self._notices)
            self._notices.clear()
            view = self._view
        if view is not None and int(view["seq"]) <= sent_seq:
            view = None
        return view, notices
