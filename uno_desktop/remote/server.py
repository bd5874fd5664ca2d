"""The aiohttp application of the phone server: the page's assets and one WebSocket per phone.

Runs on the hub's own event loop (server thread). Every request is checked before anything
else: the Host header must name this server (no DNS rebinding), WebSocket origins must be this
server, only GET serves assets, and only the paths of :mod:`.page_assets` exist. Every message
is rate-limited and parsed by :mod:`.protocol` before it can become a pick; the pick is only a
number among the seat's own offered actions (:class:`SeatLink`), so a phone can neither act for
another seat nor send the engine anything but an action the engine itself listed. A hint
request goes the same way (only the seat's holder, only a seat with hints, only with something
to do), and its answer comes back on that connection alone.

Whatever a client does, it cannot keep an honest phone out or hold the game up: every TCP
connection is counted and timed (:mod:`.http_guard`), a WebSocket that has not said hello waits
in a small room of its own (:mod:`.admission`) apart from the seated phones, every frame (PING
included) spends from the rate limit, no network error leaves a handler, and ``close_all``
gives the phones a moment for their goodbye and then cuts every connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from . import protocol
from .admission import WaitingRoom
from .http_guard import ConnectionGuard
from .page_assets import Asset
from .rate_limit import TokenBucket
from .seat_keys import normalize_code, same_secret
from .seat_link import SeatLink

log = logging.getLogger(__name__)

MAX_FRAME = 16 * 1024  # aiohttp closes the connection (1009) above this; below, protocol.parse
HEARTBEAT = 10.0  # seconds between pings: a phone gone silent is noticed within ~2 of them
HELLO_TIMEOUT = 5.0  # a connection that does not say hello in time is closed (the page says
# it at once: the time is for a slow network)
CLOSE_TIMEOUT = 1.0  # how long a closing WebSocket waits for the phone's own close frame
PRE_HELLO_TOTAL = 16  # WebSockets waiting for their hello, all addresses (seated ones apart)
PRE_HELLO_PER_ADDRESS = 4  # ... from one address; a newcomer pushes out the oldest
HTTP_TOTAL = 96  # TCP connections not (yet) WebSockets: far below any open-file limit
HTTP_PER_ADDRESS = 16  # ... from one address (a browser opens about 6 per server)
REQUEST_TIMEOUT = 5.0  # to finish a request from the moment a connection opens, and keep-alive
LINGERING_TIME = 1.0  # to read an unfinished request body after the response
STOP_GRACE = 0.02  # close_all: the phones' goodbye may take this long, then every socket is cut
BUCKET_CAPACITY = 20.0  # messages in a burst
BUCKET_RATE = 10.0  # messages per second, sustained
FLOOD_LIMIT = 30  # throttled messages in a row: then the connection is closed
BAD_LIMIT = 20  # messages breaking the protocol on one connection: then it is closed
PROTOCOL_VIOLATIONS = frozenset({"bad_message", "too_big", "hello_first", "not_holder"})
KEY_FAILURES = 20  # wrong tokens or codes from one address: then it is blocked for this game
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        "font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


@dataclass
class ServerSetup:
    links: dict[int, SeatLink]
    assets: dict[str, Asset]
    reasons: dict[str, str]  # reason code -> translated text
    locale: str
    names: list[str]
    colorblind: bool = False  # the table's colour-blind aid: the page adds the colour symbols
    allowed_hosts: set[str] = field(default_factory=set)  # "ip:port" (filled once bound)


class Connection:
    """One phone's WebSocket. Implements :class:`seat_link.Peer` (wake and kick may come from
    any thread); everything it sends goes through one queue and one sender task, in order."""

    def __init__(self, ws: web.WebSocketResponse, loop: asyncio.AbstractEventLoop,
                 transport: asyncio.Transport | None) -> None:
        self.ws = ws
        self.loop = loop
        self.transport = transport
        self.link: SeatLink | None = None
        self.sent_seq = 0
        self.queue: list[dict[str, Any]] = []
        self.ready = asyncio.Event()
        self.closing: tuple[str, dict[str, Any]] | None = None

    # -- Peer (thread-safe) -------------------------------------------------------------------
    def wake(self) -> None:
        # After the hub stopped, the loop is closed: the game thread must not crash on that.
        with contextlib.suppress(RuntimeError):
            self.loop.call_soon_threadsafe(self.ready.set)

    def kick(self, reason: str) -> None:
        with contextlib.suppress(RuntimeError):
            self.loop.call_soon_threadsafe(self._kick, reason)

    # -- loop thread --------------------------------------------------------------------------
    def _kick(self, reason: str) -> None:
        self.link = None  # the seat is no longer this connection's
        self.closing = (reason, {})
        self.ready.set()

    def send(self, message: dict[str, Any]) -> None:
        self.queue.append(message)
        self.ready.set()

    def close_with(self, message: dict[str, Any]) -> None:
        """Send ``message`` (an error or bye), then close."""
        self.closing = ("", message)
        self.ready.set()

    def drop(self) -> None:
        """End the connection now, with no goodbye (pushed out, or the hub stops)."""
        if self.transport is not None:
            self.transport.abort()


class PhoneServer:
    def __init__(self, setup: ServerSetup) -> None:
        self.setup = setup
        self.connections: set[Connection] = set()
        self.key_failures: Counter[str] = Counter()
        self.waiting: WaitingRoom[Connection] = WaitingRoom(PRE_HELLO_TOTAL, PRE_HELLO_PER_ADDRESS)
        self.http = ConnectionGuard(HTTP_TOTAL, HTTP_PER_ADDRESS, REQUEST_TIMEOUT, LINGERING_TIME)

    def app(self) -> web.Application:
        app = web.Application(client_max_size=1024)
        app.router.add_route("GET", "/ws", self.websocket)
        app.router.add_route("*", "/{tail:.*}", self.asset)
        return app

    def _host_ok(self, request: web.Request) -> bool:
        return request.host in self.setup.allowed_hosts

    # -- HTTP ---------------------------------------------------------------------------------
    async def asset(self, request: web.Request) -> web.StreamResponse:
        if not self._host_ok(request):
            return _plain(421, "Misdirected request")
        if request.method not in ("GET", "HEAD"):
            return _plain(405, "Method not allowed", {"Allow": "GET, HEAD"})
        found = self.setup.assets.get(request.path)
        if found is None or request.raw_path.split("?", 1)[0] != request.path:
            return _plain(404, "Not found")
        return web.Response(
            body=found.body, headers={"Content-Type": found.content_type, **SECURITY_HEADERS}
        )

    # -- WebSocket ----------------------------------------------------------------------------
    async def websocket(self, request: web.Request) -> web.StreamResponse:
        if not self._host_ok(request):
            return _plain(421, "Misdirected request")
        origin = request.headers.get("Origin")
        if origin is not None and origin != f"http://{request.host}":
            return _plain(403, "Forbidden")
        # autoping off: PING frames come to _receive, which answers them under the rate limit.
        ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=HEARTBEAT, autoping=False,
                                   timeout=CLOSE_TIMEOUT)
        address = request.remote or "?"
        try:
            await ws.prepare(request)
            self.http.upgraded(request.protocol)
            await self._serve(ws, request.transport, address)
        except ConnectionError as exc:  # the phone went away mid-write: its doing, not a fault
            log.info("phone server: a connection from %s dropped (%s)", address, exc)
        return ws

    async def _serve(self, ws: web.WebSocketResponse, transport: asyncio.Transport | None,
                     address: str) -> None:
        conn = Connection(ws, asyncio.get_running_loop(), transport)
        for old in self.waiting.admit(conn, address):  # until its hello, even while refused
            log.info("phone server: a silent connection from %s pushed out", address)
            old.drop()
        self.connections.add(conn)
        sender = asyncio.create_task(self._sender(conn))
        try:
            if self.key_failures[address] >= KEY_FAILURES:
                conn.close_with(protocol.error("blocked", self.text("blocked")))
            else:
                await self._receive(conn, address)
        finally:
            if conn.link is not None:
                conn.link.release(conn)
            try:
                if not sender.done():
                    conn.closing = conn.closing or ("", {})
                    conn.ready.set()
                    with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                        await asyncio.wait_for(sender, CLOSE_TIMEOUT)
                await ws.close()
            finally:  # counted until closed, so that a closing socket is a counted one
                self.waiting.leave(conn)
                self.connections.discard(conn)

    def text(self, reason: str) -> str:
        return self.setup.reasons.get(reason, reason)

    async def _receive(self, conn: Connection, address: str) -> None:
        loop = asyncio.get_running_loop()
        bucket = TokenBucket(BUCKET_CAPACITY, BUCKET_RATE, time.monotonic())
        throttled = 0
        bad = 0
        hello_deadline = loop.time() + HELLO_TIMEOUT
        ws = conn.ws
        while not ws.closed and conn.closing is None:
            # (never 0: aiohttp reads a timeout of 0 as none at all)
            timeout = None if conn.link is not None else max(0.001, hello_deadline - loop.time())
            try:
                msg = await ws.receive(timeout=timeout)
            except TimeoutError:
                conn.close_with(protocol.error("hello_timeout", self.text("hello_timeout")))
                return
            if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED,
                            WSMsgType.ERROR):
                return
            if not bucket.take(time.monotonic()):  # every frame counts, PING and PONG too
                # Every throttled message is answered (a phone never waits for nothing), until
                # the flood goes on too long: then the connection is closed.
                throttled += 1
                if throttled >= FLOOD_LIMIT:
                    conn.close_with(protocol.error("rate_limited", self.text("rate_limited")))
                    return
                conn.send(protocol.refused("rate_limited", self.text("rate_limited")))
                continue
            throttled = 0
            if msg.type is WSMsgType.PING:
                await ws.pong(msg.data)
                continue
            if msg.type is WSMsgType.PONG:  # the answer to the heartbeat (any frame resets it)
                continue
            reason = self._handle(conn, msg, address)
            if reason is None:
                continue
            if reason in ("bad_key", "seat_taken", "version", "blocked"):
                conn.close_with(protocol.error(reason, self.text(reason)))
                return
            # A stale or early pick is a race any phone meets; a malformed message is not.
            bad += reason in PROTOCOL_VIOLATIONS
            if bad >= BAD_LIMIT:
                conn.close_with(protocol.error(reason, self.text(reason)))
                return
            conn.send(protocol.refused(reason, self.text(reason)))

    def _handle(self, conn: Connection, msg: Any, address: str) -> str | None:
        """Act on one message; the reason it is refused, or None."""
        if msg.type is not WSMsgType.TEXT:
            return "bad_message"
        try:
            message = protocol.parse(msg.data)
        except protocol.ProtocolError as exc:
            return exc.reason
        if isinstance(message, protocol.Ping):
            conn.send(protocol.PONG)
            return None
        if isinstance(message, protocol.Hello):
            if conn.link is not None:
                return "bad_message"  # one hello per connection
            return self._hello(conn, message, address)
        if conn.link is None:
            return "hello_first"
        if isinstance(message, protocol.AskHint):
            return conn.link.ask_hint(conn)
        return conn.link.choose(conn, message.id)

    def _hello(self, conn: Connection, hello: protocol.Hello, address: str) -> str | None:
        if hello.version != protocol.VERSION:
            return "version"
        if self.key_failures[address] >= KEY_FAILURES:  # also on connections opened before
            return "blocked"
        link = self._find_link(hello)
        if link is None:
            self.key_failures[address] += 1
            log.info("phone server: a wrong seat key from %s", address)
            return "blocked" if self.key_failures[address] >= KEY_FAILURES else "bad_key"
        resume = link.claim(conn, hello.resume)
        if resume is None:
            return "seat_taken"
        conn.link = link
        self.waiting.leave(conn)
        conn.send(protocol.welcome(link.seat, self.setup.locale, resume, self.setup.names,
                                   self.setup.colorblind))
        return None

    def _find_link(self, hello: protocol.Hello) -> SeatLink | None:
        found = None
        for link in self.setup.links.values():  # every key compared, in constant time each
            if hello.token is not None and same_secret(hello.token, link.key.token):
                found = link
            if hello.code is not None and same_secret(normalize_code(hello.code), link.key.code):
                found = link
        return found

    async def _sender(self, conn: Connection) -> None:
        ws = conn.ws
        while True:
            await conn.ready.wait()
            conn.ready.clear()
            try:
                while conn.queue:
                    await ws.send_str(protocol.dump(conn.queue.pop(0)))
                link = conn.link
                if link is not None:
                    view, notices, answers = link.outgoing(conn, conn.sent_seq)
                    for notice in notices:
                        await ws.send_str(protocol.dump(notice))
                    if view is not None:
                        await ws.send_str(protocol.dump(view))
                        conn.sent_seq = int(view["seq"])
                    for answer in answers:
                        await ws.send_str(protocol.dump(answer))
                if conn.closing is not None:
                    reason, message = conn.closing
                    if reason:
                        message = protocol.error(reason, self.text(reason))
                    if message:
                        await ws.send_str(protocol.dump(message))
                    await ws.close()
                    return
            except (ConnectionError, RuntimeError):
                return  # the phone went away mid-send: the receiver ends the connection

    async def close_all(self, reason: str) -> None:
        """The game ended: tell every phone, give them :data:`STOP_GRACE` seconds, then cut
        whatever is left (a phone that stopped reading must not hold the game up)."""
        for conn in list(self.connections):
            conn.close_with({"type": "bye", "reason": reason, "text": self.text(reason)})
            if conn.link is not None:
                conn.link.release(conn)
                conn.link = None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + STOP_GRACE
        while self.connections and loop.time() < deadline:
            await asyncio.sleep(0.005)
        for conn in list(self.connections):
            conn.drop()
        self.http.drop_all()


def _plain(status: int, text: str, headers: dict[str, str] | None = None) -> web.Response:
    return web.Response(status=status, text=text, headers={**SECURITY_HEADERS, **(headers or {})})
