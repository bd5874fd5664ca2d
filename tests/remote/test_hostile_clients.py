"""Hostile clients over loopback (an outsider on the same Wi-Fi): silent sockets, half-finished
requests under a low open-file limit, protocol PING floods and resets, guessed codes on sockets
opened before the lockout, and clients that stop reading while the game ends. An honest phone
always gets in, no handler raises, ``stop()`` is immediate."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import aiohttp
import pytest

from uno_desktop.i18n import Translator
from uno_desktop.remote import server
from uno_desktop.remote.hub import PhoneHub

from . import fd_limited_hub
from .helpers import HostLoop, PhoneClient, new_match, start_hub
from .raw_clients import HALF_REQUEST, PING, PONG, TEXT, frame, open_websocket, read_frames, reset

ROOT = Path(__file__).resolve().parents[2]
OTHER_ADDRESS = "127.0.0.2"  # loopback answers all of 127/8: a second device, as seen by the hub


def run(test: Callable[[aiohttp.ClientSession], Awaitable[None]]) -> None:
    async def main() -> None:
        async with aiohttp.ClientSession() as session:
            await test(session)

    asyncio.run(main())


def seated_hub(hubs: list[object], cards: dict[str, bytes]) -> PhoneHub:
    hub = start_hub(hubs, cards, [0], 2)
    match = new_match(2, seed=1)
    HostLoop(match, {0: hub.phone_seat(0, match)}).step(0.0)
    return hub


async def closed_soon(ws: aiohttp.ClientWebSocketResponse) -> bool:
    """True when the server closes ``ws`` within a moment."""
    try:
        msg = await ws.receive(timeout=1.0)
    except TimeoutError:
        return False
    return msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED,
                        aiohttp.WSMsgType.ERROR)


def test_silent_sockets_never_lock_an_honest_phone_out(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    hub = seated_hub(hubs, cards)
    url = f"{hub.base_url}ws"

    async def test(session: aiohttp.ClientSession) -> None:
        # Thirty silent sockets from the phone's own address: the phone still gets in.
        silent = [await session.ws_connect(url) for _ in range(30)]
        await asyncio.sleep(0.1)
        first = PhoneClient(session, hub)
        assert (await first.hello(token=hub.keys[0].token))["type"] == "welcome"
        await first.close()
        # A phone opens its socket; before it says hello another device opens 30 silent ones.
        waiting = PhoneClient(session, hub)
        await waiting.open()
        other = aiohttp.ClientSession(connector=aiohttp.TCPConnector(
            local_addr=(OTHER_ADDRESS, 0), limit=0))
        try:
            from_other = [await other.ws_connect(url) for _ in range(30)]
            await waiting.send({"type": "hello", "v": 1, "token": hub.keys[0].token,
                                "resume": first.resume})
            assert (await waiting.recv())["type"] == "welcome"
            # The silent device only ever pushes out its own oldest sockets: it keeps a few.
            closed = await asyncio.gather(*(closed_soon(ws) for ws in from_other))
            assert sum(closed) >= 30 - server.PRE_HELLO_PER_ADDRESS
            for ws in silent + from_other:
                await ws.close()
        finally:
            await other.close()

    run(test)


def test_a_half_open_flood_leaves_the_game_its_files_and_a_phone_its_way_in() -> None:
    host = subprocess.Popen(
        [sys.executable, str(Path(fd_limited_hub.__file__))], cwd=ROOT, text=True,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert host.stdin is not None and host.stdout is not None
    stdin, stdout = host.stdin, host.stdout
    try:
        info = json.loads(stdout.readline())
        port = info["port"]

        async def flood_then_play() -> tuple[int, str]:
            loop = asyncio.get_running_loop()
            writers: list[asyncio.StreamWriter] = []

            async def half_open(i: int) -> None:
                source = f"127.0.0.{2 + i % 20}"  # twenty devices
                try:
                    _, writer = await asyncio.wait_for(asyncio.open_connection(
                        "127.0.0.1", port, local_addr=(source, 0)), 2.0)
                except (OSError, TimeoutError):
                    return
                writer.write(HALF_REQUEST)
                writers.append(writer)

            await asyncio.gather(*(half_open(i) for i in range(300)))
            await asyncio.sleep(0.3)  # the hub has taken in all it will
            stdin.write("files\n")
            stdin.flush()
            opened = int(await loop.run_in_executor(None, stdout.readline))
            try:
                async with aiohttp.ClientSession() as session:
                    ws = await asyncio.wait_for(
                        session.ws_connect(f"http://127.0.0.1:{port}/ws"), 3.0)
                    await ws.send_str(json.dumps(
                        {"type": "hello", "v": 1, "token": info["token"]}))
                    msg = await ws.receive(timeout=3.0)
                    answer = json.loads(msg.data)["type"] if msg.type.name == "TEXT" else "-"
                    await ws.close()
            except (OSError, TimeoutError, aiohttp.ClientError) as exc:
                answer = f"no way in: {exc!r}"
            for writer in writers:
                writer.close()
            return opened, answer

        opened, answer = asyncio.run(flood_then_play())
        assert opened == fd_limited_hub.FILES_NEEDED
        assert answer == "welcome"
    finally:
        if host.poll() is None:
            stdin.write("quit\n")
            stdin.flush()
        try:
            host.wait(10)
        except subprocess.TimeoutExpired:
            host.kill()
            host.wait()


def test_half_finished_requests_are_timed_out(
    hubs: list[object], cards: dict[str, bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server, "REQUEST_TIMEOUT", 0.3)
    hub = start_hub(hubs, cards, [0], 2)
    with socket.create_connection((hub.host, hub.port), timeout=3) as sock:
        sock.sendall(HALF_REQUEST)
        started = time.monotonic()
        assert sock.recv(1024) == b""  # the hub hangs up
        assert time.monotonic() - started < 2.0


def test_a_ping_flood_then_a_reset_raises_nothing(
    hubs: list[object], cards: dict[str, bytes], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    hub = seated_hub(hubs, cards)
    for _ in range(3):
        sock = open_websocket(hub.host, hub.port)
        sock.sendall(frame(PING, b"p") * 20_000)
        time.sleep(0.05)  # the hub is busy with the flood...
        reset(sock)  # ...when the phone drops off the network
    time.sleep(0.5)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == []

    async def test(session: aiohttp.ClientSession) -> None:  # the hub still serves
        phone = PhoneClient(session, hub)
        assert (await phone.hello(token=hub.keys[0].token))["type"] == "welcome"

    run(test)


def test_protocol_pings_count_in_the_rate_limit(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    hub = seated_hub(hubs, cards)
    sock = open_websocket(hub.host, hub.port)
    sock.sendall(frame(PING, b"p") * 200)
    frames = read_frames(sock, timeout=2.0)
    sock.close()
    assert sum(op == PONG for op, _ in frames) <= server.BUCKET_CAPACITY
    texts = [json.loads(data) for op, data in frames if op == TEXT]
    assert texts and texts[-1] == {"type": "error", "reason": "rate_limited",
                                   "text": Translator("en").t("phone-err-rate_limited")}


def test_the_lockout_holds_on_connections_already_open(
    hubs: list[object], cards: dict[str, bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server, "KEY_FAILURES", 3)
    hub = start_hub(hubs, cards, [0], 2)

    async def test(session: aiohttp.ClientSession) -> None:
        phones = [PhoneClient(session, hub) for _ in range(4)]
        for phone in phones:  # all open before the first guess
            await phone.open()
        reasons = []
        for phone in phones[:3]:
            await phone.send({"type": "hello", "v": 1, "code": "ZZZZZZ"})
            reasons.append((await phone.recv())["reason"])
        assert reasons == ["bad_key", "bad_key", "blocked"]
        await phones[3].send({"type": "hello", "v": 1, "code": hub.code(0)})
        answer = await phones[3].recv()
        assert (answer["type"], answer.get("reason")) == ("error", "blocked")

    run(test)


def send_until_full(sock: socket.socket, data: bytes, times: int) -> None:
    """Send ``data`` up to ``times`` times, as much as the socket takes without blocking."""
    sock.setblocking(False)
    try:
        for _ in range(times):
            sock.send(data)
            time.sleep(0.005)
    except BlockingIOError:
        pass


def misbehave(hub: PhoneHub) -> list[socket.socket]:
    """Clients doing what a game's end must not wait for; their sockets (to close later)."""
    hello = json.dumps({"type": "hello", "v": 1, "token": hub.keys[0].token}).encode()
    # The seated phone floods pings (each answer as long as its ping) and stops reading: it
    # will never answer a close either.
    seated = open_websocket(hub.host, hub.port, receive_buffer=4096)
    seated.sendall(frame(TEXT, hello) + frame(TEXT, b'{"type":"ping"}') * 10)
    send_until_full(seated, frame(PING, b"p" * 125) * 1000, 40)
    silent = open_websocket(hub.host, hub.port)  # never says hello
    half = socket.create_connection((hub.host, hub.port))
    half.sendall(HALF_REQUEST)  # never finishes its request
    fonts = socket.socket()
    fonts.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    fonts.connect((hub.host, hub.port))  # asks for 8 MB of fonts and never reads them
    fonts.sendall(f"GET /fonts/NotoSans-Bold.ttf HTTP/1.1\r\nHost: {hub.host}:{hub.port}"
                  "\r\n\r\n".encode() * 16)
    return [seated, silent, half, fonts]


def test_stop_is_immediate_whatever_the_clients_do(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    took = []
    for _ in range(2):  # the better of two: a busy machine may not run the hub's thread at once
        hub = seated_hub(hubs, cards)
        sockets = misbehave(hub)
        time.sleep(0.3)
        started = time.perf_counter()
        hub.stop()
        took.append(time.perf_counter() - started)
        for sock in sockets:
            sock.close()
        assert not hub.running
    assert min(took) < 0.1, f"stop took {[round(t * 1000) for t in took]} ms"
