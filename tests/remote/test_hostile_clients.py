"""Hostile clients over loopback (an outsider on the same Wi-Fi): silent sockets, half-finished
requests under a low open-file limit, protocol PING floods and resets, guessed codes on sockets
opened before the lockout, and clients that stop reading while the game ends. An honest phone
always gets in, no handler raises, ``stop()`` is immediate."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import aiohttp

from uno_desktop.remote import server
from uno_desktop.remote.hub import PhoneHub

from .helpers import HostLoop, PhoneClient, new_match, start_hub

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
