"""Every TCP connection of the phone server, bounded and timed, so that sockets held open by
a misbehaving device can never use up the game's own file descriptors.

aiohttp keeps a connection whose request never finishes for its keep-alive timeout (an hour by
default) and has no cap of its own. The server's listening socket therefore makes its request
handlers here (a protocol factory, the simplest place that sees every accepted socket before it
costs anything but its descriptor): each handler enters a :class:`WaitingRoom` when the
connection opens, leaves it when it closes or becomes a WebSocket (the server then counts it
itself), and a newcomer over the budget pushes out the oldest (``transport.abort``: no
goodbye, unsent data dropped, the descriptor closed on the loop's next turn). Counting in
``connection_made`` rather than in the factory is exact: the loop may call the factory for a
whole burst of accepted sockets before the first of them is made. ``drop_all`` ends every
connection at once when the hub stops.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from aiohttp import web

from .admission import WaitingRoom


class GuardedRequestHandler(web.RequestHandler):
    """aiohttp's request handler, counted by a :class:`ConnectionGuard`."""

    def __init__(self, manager: web.Server, guard: ConnectionGuard, **settings: Any) -> None:
        super().__init__(manager, **settings)
        self._guard = guard

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._guard.opened(self, _address(transport))
        super().connection_made(transport)

    def connection_lost(self, exc: BaseException | None) -> None:
        self._guard.closed(self)
        super().connection_lost(exc)

    def drop(self) -> None:
        """End the connection now, unsent data and all."""
        if self.transport is not None:
            self.transport.abort()


class ConnectionGuard:
    def __init__(self, total: int, per_address: int, request_timeout: float,
                 lingering_time: float) -> None:
        self.room: WaitingRoom[GuardedRequestHandler] = WaitingRoom(total, per_address)
        self.open: set[GuardedRequestHandler] = set()  # WebSockets too, for drop_all
        # keepalive_timeout runs from the moment the connection opens and again after each
        # response, so it bounds a request line and headers that never finish too.
        self.settings: dict[str, Any] = {
            "keepalive_timeout": request_timeout,
            "lingering_time": lingering_time,  # reading an unfinished body after a response
            "access_log": None,
        }

    def factory(self, server: web.Server) -> Callable[[], GuardedRequestHandler]:
        """The protocol factory for ``loop.create_server`` (``server``: the runner's)."""
        loop = asyncio.get_running_loop()
        return lambda: GuardedRequestHandler(server, self, loop=loop, **self.settings)

    def opened(self, handler: GuardedRequestHandler, address: str) -> None:
        self.open.add(handler)
        for old in self.room.admit(handler, address):
            old.drop()

    def closed(self, handler: GuardedRequestHandler) -> None:
        self.open.discard(handler)
        self.room.leave(handler)

    def upgraded(self, handler: object) -> None:
        """``handler``'s connection became a WebSocket: the server's own budgets count it."""
        if isinstance(handler, GuardedRequestHandler):
            self.room.leave(handler)

    def drop_all(self) -> None:
        for handler in list(self.open):
            handler.drop()


def _address(transport: asyncio.BaseTransport) -> str:
    peer = transport.get_extra_info("peername")
    return str(peer[0]) if isinstance(peer, tuple) and peer else "?"
