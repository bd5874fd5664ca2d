"""The phone hub: the server's own thread and event loop behind a plain synchronous API.

The pygame thread calls :meth:`PhoneHub.start` when a game with phone seats starts and
:meth:`PhoneHub.stop` when it ends (also run at exit, as a safety net): stop closes every
connection, stops the loop and joins the thread, after which the port accepts nothing.

    hub = PhoneHub.start([1, 3], tr, names)     # listens on the LAN address, a free port
    hub.url(1), hub.code(1), qr.qr_surface(hub.url(1))   # for the lobby
    controller = hub.phone_seat(1, match)       # the table polls it like any seat controller
    hub.stop()
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import logging
import sys
import threading
from collections.abc import Collection, Sequence

from aiohttp import web

from uno_desktop import i18n
from uno_desktop.engine.match import Match

from . import address, page_assets
from .phone_seat import PhoneSeat
from .seat_keys import SeatKey, new_keys
from .seat_link import LinkState, SeatLink
from .server import PhoneServer, ServerSetup

log = logging.getLogger(__name__)

START_TIMEOUT = 10.0
STOP_TIMEOUT = 5.0
SHUTDOWN_TIMEOUT = 0.05  # for a request handler still running once every connection is cut
# While phones play, the interpreter hands over between threads every millisecond instead of
# every 5 (Python's default): a bot thinking on its worker thread otherwise holds up the table
# and the server thread for up to 5 ms at each of their hand-offs. Measured with
# tools/phone_latency.py --wake --load 1: p99 of a phone's round trip 50.5 ms -> 13.5-19.4 ms.
FAST_SWITCH_INTERVAL = 0.001


class _SwitchInterval:
    """The interpreter's switch interval, lowered while at least one hub runs, then restored."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._users = 0
        self._saved = 0.0

    def enter(self, interval: float) -> None:
        with self._lock:
            if self._users == 0:
                self._saved = sys.getswitchinterval()
            self._users += 1
            sys.setswitchinterval(min(interval, sys.getswitchinterval()))

    def leave(self) -> None:
        with self._lock:
            self._users -= 1
            if self._users == 0:
                sys.setswitchinterval(self._saved)


_fast_switch = _SwitchInterval()


class PhoneHubError(RuntimeError):
    """The server could not start (the address is not this machine's, the port is taken...)."""


class PhoneHub:
    def __init__(
        self,
        seats: Sequence[int],
        tr: i18n.Translator,
        names: Sequence[str],
        host: str,
        port: int,
        cards: dict[str, bytes],
        colorblind: bool = False,
        hints: Collection[int] = (),
    ) -> None:
        self.keys: dict[int, SeatKey] = new_keys(sorted(set(seats)))
        self._picked = threading.Event()
        self.links = {seat: SeatLink(key, self._picked, seat in hints)
                      for seat, key in self.keys.items()}
        self.tr = tr
        self.names = list(names)
        self.host = host
        # The address phones are given: this one, or the LAN address when listening on every
        # interface (0.0.0.0 names no machine a phone could reach).
        self.everywhere = host in address.ANY
        self.public_host = address.lan_address() if self.everywhere else host
        self.port = port
        setup = ServerSetup(
            links=self.links,
            assets=page_assets.build_assets(tr, cards),
            reasons=page_assets.reason_texts(tr),
            locale=tr.locale,
            names=self.names,
            colorblind=colorblind,
        )
        self._server = PhoneServer(setup)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop_event: asyncio.Event | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="phone-hub", daemon=True)
        self._stopped = False
        self._fast_switch = False

    # -- the synchronous API ------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        seats: Sequence[int],
        tr: i18n.Translator,
        names: Sequence[str],
        *,
        host: str | None = None,
        port: int = 0,
        allow_any: bool = False,
        colorblind: bool = False,
        hints: Collection[int] = (),
        cards: dict[str, bytes] | None = None,
        switch_interval: float | None = FAST_SWITCH_INTERVAL,
    ) -> PhoneHub:
        """Start serving the phone seats ``seats`` (fresh keys). ``host``: a literal IP address
        of this machine (default: its LAN address); 0.0.0.0 only with ``allow_any``. ``port``
        0 lets the system pick a free one. ``hints``: the phone seats whose person asked for
        hints (their page shows a Hint button). ``cards``: the faces from
        :func:`card_images.card_pngs` (drawn here when not given; needs pygame).
        ``switch_interval``: the interpreter's thread switch interval while the hub runs
        (restored by :meth:`stop`); None leaves it alone."""
        if not seats:
            raise ValueError("a phone hub needs at least one phone seat")
        if any(not 0 <= s < len(names) for s in seats):
            raise ValueError("a phone seat is not a seat of this game")
        if not set(hints) <= set(seats):
            raise ValueError("only a phone seat of this hub may have hints on its phone")
        chosen = address.check_host(host or address.lan_address(), allow_any=allow_any)
        if cards is None:
            from .card_images import card_pngs  # pygame: only where the game draws

            cards = card_pngs(colorblind)
        hub = cls(seats, tr, names, chosen, port, cards, colorblind, hints)
        hub._thread.start()
        if not hub._ready.wait(START_TIMEOUT):
            hub.stop()
            raise PhoneHubError("the phone server did not start in time")
        if hub._failure is not None:
            hub._thread.join(STOP_TIMEOUT)
            raise PhoneHubError(f"the phone server could not start: {hub._failure}")
        if switch_interval is not None:
            _fast_switch.enter(switch_interval)
            hub._fast_switch = True
        atexit.register(hub.stop)
        log.info("phone server listening on http://%s:%d/", hub.host, hub.port)
        return hub

    def stop(self) -> None:
        """Close every connection (each phone is told the game ended), stop the server, join
        its thread. Safe to call twice and from ``atexit``."""
        if self._stopped:
            return
        self._stopped = True
        atexit.unregister(self.stop)
        if self._fast_switch:
            self._fast_switch = False
            _fast_switch.leave()
        loop, event = self._loop, self._stop_event
        if loop is not None and event is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                loop.call_soon_threadsafe(event.set)
        if self._thread.is_alive():
            self._thread.join(STOP_TIMEOUT)
        if self._thread.is_alive():
            log.warning("the phone server thread did not stop in %.0f s", STOP_TIMEOUT)

    @property
    def running(self) -> bool:
        return self._thread.is_alive() and not self._stopped

    @property
    def base_url(self) -> str:
        host = f"[{self.public_host}]" if ":" in self.public_host else self.public_host
        return f"http://{host}:{self.port}/"

    def url(self, seat: int) -> str:
        """The address in the seat's QR code: the token sits in the fragment, which browsers
        never send to a server (so it is in no request line or log)."""
        return f"{self.base_url}#{self.keys[seat].token}"

    def code(self, seat: int) -> str:
        return self.keys[seat].code

    def state(self, seat: int) -> LinkState:
        return self.links[seat].state

    def free_seat(self, seat: int) -> None:
        """Send the seat's phone away and let the next phone with its token or code in."""
        self.links[seat].free("freed")

    def wait_for_pick(self, timeout: float) -> bool:
        """Sleep up to ``timeout`` seconds, waking as soon as any phone picks an action (True).
        A game loop that waits here instead of sleeping out the rest of its frame answers a
        phone within a millisecond or two instead of up to a frame."""
        woke = self._picked.wait(timeout)
        self._picked.clear()
        return woke

    def phone_seat(self, seat: int, match: Match) -> PhoneSeat:
        """The seat controller the table polls for ``seat``."""
        return PhoneSeat(self.links[seat], match, self.tr, self.names)

    # -- the server thread --------------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
        except BaseException as exc:  # reported to start(); the thread must end cleanly
            self._failure = exc
        finally:
            self._ready.set()
            loop.close()

    async def _serve(self) -> None:
        self._stop_event = asyncio.Event()
        # By the time the runner shuts down, close_all has cut every connection: its handlers
        # end at once, and any that does not is cancelled after this.
        runner = web.AppRunner(self._server.app(), handle_signals=False,
                               shutdown_timeout=SHUTDOWN_TIMEOUT)
        await runner.setup()
        assert runner.server is not None
        listener: asyncio.AbstractServer | None = None
        try:
            # Our own listening socket instead of web.TCPSite: its handlers are counted and
            # timed by the server's ConnectionGuard (http_guard.py).
            listener = await asyncio.get_running_loop().create_server(
                self._server.http.factory(runner.server), self.host, self.port,
                reuse_address=False)
            self.port = int(listener.sockets[0].getsockname()[1])  # port 0: the system's pick
            self._server.setup.allowed_hosts = {
                f"[{h}]:{self.port}" if ":" in h else f"{h}:{self.port}"
                for h in {self.host, self.public_host}}
            self._ready.set()
            await self._stop_event.wait()
            listener.close()  # nothing new from here on
            await self._server.close_all("game_over")
        finally:
            if listener is not None:
                listener.close()
            self._server.http.drop_all()
            await runner.cleanup()
