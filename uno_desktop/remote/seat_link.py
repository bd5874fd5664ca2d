"""The hand-off between the game thread and the server thread for one phone seat.

The game thread publishes the seat's latest view (with the actions it offers by number) and
takes the action the phone picked; the server thread lets one phone hold the seat, passes the
picked number in and the latest view out. A seat whose person asked for hints (``hints``) may
also ask what the hard player would do: the request goes in like a pick (the game thread
answers it from the seat's own view), the answer out to the phone holding the seat only, after
the view it is for. Everything crosses under one lock; the server is woken
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
    def __init__(self, key: SeatKey, picked: threading.Event | None = None,
                 hints: bool = False) -> None:
        self.key = key
        self.hints = hints  # the person at this seat asked for hints (fixed for the game)
        # Set when a pick arrives: a game loop may wait on it instead of sleeping out its frame.
        self.picked = picked if picked is not None else threading.Event()
        self.seat = key.seat
        self._lock = threading.Lock()
        self._view: dict[str, Any] | None = None
        self._offered: dict[int, Action] = {}
        self._inbox: Action | None = None
        self._notices: deque[dict[str, Any]] = deque(maxlen=8)
        self._hint_asked = False  # a hint request the game thread has not answered yet
        self._answers: deque[dict[str, Any]] = deque(maxlen=2)  # hints, sent after the view
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

    def answer(self, message: dict[str, Any]) -> None:
        """Send ``message`` (a hint) to the phone holding the seat, if any, after the view it
        is for (published before it)."""
        with self._lock:
            peer = self._peer
            if peer is not None:
                self._answers.append(message)
        if peer is not None:
            peer.wake()

    def take_hint_request(self) -> bool:
        """Did the phone ask for a hint since the last call? (Many asks make one answer.)"""
        with self._lock:
            asked, self._hint_asked = self._hint_asked, False
        return asked

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
            self._hint_asked = False
            self._answers.clear()
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
            self._hint_asked = False
            self._answers.clear()
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
                self._hint_asked = False
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

    def ask_hint(self, peer: Peer) -> str | None:
        """The phone asked for a hint: None if the request is handed to the game, else the
        reason it is refused (``not_holder``; ``hint_off``: this seat's person did not ask for
        hints; ``hint_not_now``: the latest view offers nothing to do). Nothing else changes."""
        with self._lock:
            if self._peer is not peer:
                return "not_holder"
            if not self.hints:
                return "hint_off"
            if self._view is None or not self._view.get("actions"):
                return "hint_not_now"
            self._hint_asked = True
        self.picked.set()  # the game loop answers at once, as it takes a pick
        return None

    def outgoing(
        self, peer: Peer, sent_seq: int
    ) -> tuple[dict[str, Any] | None, list[dict[str, Any]], list[dict[str, Any]]]:
        """The latest view if newer than ``sent_seq``, the notices waiting for ``peer`` (sent
        before the view) and the hints (sent after it: a hint names an action of its view)."""
        with self._lock:
            if self._peer is not peer:
                return None, [], []
            notices = list(self._notices)
            self._notices.clear()
            answers = list(self._answers)
            self._answers.clear()
            view = self._view
        if view is not None and int(view["seq"]) <= sent_seq:
            view = None
        return view, notices, answers
