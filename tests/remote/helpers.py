"""A headless host (the table's job, without pygame) and a protocol-level phone client."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from collections.abc import Callable
from typing import Any

import aiohttp

from uno_desktop.bots.base import reaction_options
from uno_desktop.bots.registry import make_bot
from uno_desktop.engine.actions import Action
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import SeatView, seat_view
from uno_desktop.i18n import Translator
from uno_desktop.remote.hub import PhoneHub
from uno_desktop.remote.phone_seat import PhoneSeat

NAMES = ["Asha", "Bruno", "Chloé", "Dev", "Emma", "Farid"]


class HostLoop:
    """What the table does with seat controllers, headless: it polls the phone seat of the
    decision's owner and of seats with an open reaction, asks bots, asks ``keyboard`` seats (a
    script standing in for a person at the keyboard), and sends every action through one
    ``act`` path to the engine; refusals go back to the controller that sent them."""

    def __init__(
        self,
        match: Match,
        phones: dict[int, PhoneSeat],
        bots: dict[int, Any] | None = None,
        keyboard: dict[int, Callable[[SeatView], Action]] | None = None,
        *,
        next_rounds: bool = False,
    ) -> None:
        self.match = match
        self.phones = phones
        self.bots = bots or {}
        self.keyboard = keyboard or {}
        self.next_rounds = next_rounds  # deal the next round at once (the result screen's job)
        self.applied = 0
        self.refusals: list[IllegalAction] = []
        self.published: list[tuple[int, int, frozenset[int]]] = []  # (seat, seq, secrets)
        self.lock = threading.Lock()  # tests that touch the match themselves take it
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.error: BaseException | None = None

    def act(self, action: Action, controller: PhoneSeat | None = None) -> bool:
        try:
            self.match.apply(action)
        except IllegalAction as exc:
            self.refusals.append(exc)
            if controller is not None:
                controller.refused(action, exc)
            return False
        self.applied += 1
        return True

    def _sync(self, now: float) -> None:
        game = self.match.game
        for seat, phone in self.phones.items():
            before = phone._seq
            phone.sync(now)
            if phone._seq != before and game is not None:
                others = frozenset(c for s, h in enumerate(game.hands) if s != seat for c in h)
                self.published.append((seat, phone._seq, others))

    def step(self, now: float) -> None:
        with self.lock:
            self._sync(now)
            game = self.match.game
            if game is None:
                return
            if game.decision.kind is Kind.ROUND_OVER:
                if self.next_rounds and not self.match.over:
                    self.match.next_round()
                    self._sync(now)
                return
            seat = game.decision.seat
            for s, phone in self.phones.items():
                if s == seat or game.reaction_actions(s):
                    action = phone.poll(now)
                    if action is not None:
                        self.act(action, phone)
                        self._sync(now)
                        return
            for s, bot in self.bots.items():
                view = seat_view(game, s)
                if reaction_options(view):
                    answer = bot.react(view)
                    if answer is not None and answer[0] in game.legal_actions(s, True):
                        self.act(answer[0])
                        self._sync(now)
                        return
            if seat in self.bots:
                self.act(self.bots[seat].choose(seat_view(game, seat)))
            elif seat in self.keyboard:
                self.act(self.keyboard[seat](seat_view(game, seat)))
            self._sync(now)

    @property
    def round_over(self) -> bool:
        game = self.match.game
        return game is not None and game.decision.kind is Kind.ROUND_OVER

    def start(self, period: float = 0.0005, hub: PhoneHub | None = None) -> HostLoop:
        """Run the loop in its own thread, one step every ``period`` seconds like a table's
        frames; with ``hub``, a phone's pick ends the wait early (``hub.wait_for_pick``)."""

        def run() -> None:
            try:
                while not self._stop.is_set():
                    frame_start = time.monotonic()
                    self.step(frame_start)
                    left = period - (time.monotonic() - frame_start)
                    if hub is not None:
                        hub.wait_for_pick(max(0.0, left))
                    elif left > 0:
                        time.sleep(left)
            except BaseException as exc:  # reported by stop()
                self.error = exc

        self._thread = threading.Thread(target=run, name="test-host", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(5)
        if self.error is not None:
            raise self.error


def new_match(players: int, seed: int, rules: Rules | None = None) -> Match:
    match = Match(rules or Rules(), players, seed=seed)
    match.start()
    return match


def bots_for(seats: list[int], level: str = "normal", seed: int = 1) -> dict[int, Any]:
    return {s: make_bot(level, seed=seed + s) for s in seats}


def start_hub(
    hubs: list[object], cards: dict[str, bytes], phone_seats: list[int], players: int,
    locale: str = "en", hints: tuple[int, ...] = (),
) -> PhoneHub:
    hub = PhoneHub.start(phone_seats, Translator(locale), NAMES[:players], host="127.0.0.1",
                         cards=cards, hints=hints)
    hubs.append(hub)
    return hub


def pick(message: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A scripted phone player: call UNO when it may, else play, else anything offered."""
    actions = message["actions"]
    for kind in ("uno", "play", "give", "color", "target", "accept", "draw", "pass"):
        found = [a for a in actions if a["kind"] == kind]
        if found:
            return rng.choice(found) if kind != "uno" else found[0]
    return rng.choice(actions)


class PhoneClient:
    """A phone at the protocol level: every message it receives is kept in ``received``."""

    def __init__(self, session: aiohttp.ClientSession, hub: PhoneHub) -> None:
        self.session = session
        self.hub = hub
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.received: list[dict[str, Any]] = []
        self.resume: str | None = None
        self.view: dict[str, Any] | None = None

    async def open(self, origin: str | None = None) -> None:
        headers = {"Origin": origin} if origin else None
        self.ws = await self.session.ws_connect(f"{self.hub.base_url}ws", headers=headers)

    async def hello(self, token: str | None = None, code: str | None = None,
                    resume: str | None = None) -> dict[str, Any]:
        await self.open()
        message: dict[str, Any] = {"type": "hello", "v": 1}
        if token is not None:
            message["token"] = token
        if code is not None:
            message["code"] = code
        if resume is not None:
            message["resume"] = resume
        await self.send(message)
        first = await self.recv()
        if first["type"] == "welcome":
            self.resume = first["resume"]
        return first

    async def send(self, message: dict[str, Any] | str) -> None:
        assert self.ws is not None
        await self.ws.send_str(message if isinstance(message, str) else json.dumps(message))

    async def recv(self, timeout: float = 5.0) -> dict[str, Any]:
        """The next message; ``{"type": "closed", "code": ...}`` once the server closed."""
        assert self.ws is not None
        msg = await self.ws.receive(timeout=timeout)
        if msg.type is aiohttp.WSMsgType.TEXT:
            data: dict[str, Any] = json.loads(msg.data)
            self.received.append(data)
            if data["type"] == "view":
                self.view = data
            return data
        return {"type": "closed", "code": self.ws.close_code}

    async def until(self, kind: str, timeout: float = 5.0,
                    check: Callable[[dict[str, Any]], bool] | None = None) -> dict[str, Any]:
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError(f"no {kind!r} message in {timeout} s")
            message = await self.recv(left)
            if message["type"] == kind and (check is None or check(message)):
                return message
            if message["type"] == "closed" and kind != "closed":
                raise AssertionError(f"closed while waiting for {kind!r}: {message}")

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
