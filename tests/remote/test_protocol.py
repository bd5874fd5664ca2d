"""The phone protocol over loopback: a real hub (own thread, own event loop), a real aiohttp
WebSocket client, a headless host applying actions to a real Match."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Awaitable, Callable

import aiohttp
import pytest

from uno_desktop import i18n
from uno_desktop.engine.actions import Draw, PlayCard
from uno_desktop.engine.cards import CARD_COUNT, NO_MERCY_FIRST, cards_from_codes
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view
from uno_desktop.i18n import Translator
from uno_desktop.presentation.refusal import why_not_text
from uno_desktop.remote import protocol, server
from uno_desktop.remote.hub import PhoneHub
from uno_desktop.remote.seat_link import LinkState
from uno_desktop.remote.view_message import face

from .helpers import NAMES, HostLoop, PhoneClient, bots_for, new_match, start_hub


def one_phone_table(hubs: list[object], cards: dict[str, bytes]) -> PhoneHub:
    """A two-seat match whose seat 0 is a phone, its first view sent: the start of most tests."""
    hub = start_hub(hubs, cards, [0], 2)
    match = new_match(2, seed=1)
    HostLoop(match, {0: hub.phone_seat(0, match)}).step(0.0)
    return hub


def run(test: Callable[[aiohttp.ClientSession], Awaitable[None]]) -> None:
    async def main() -> None:
        async with aiohttp.ClientSession() as session:
            await test(session)

    asyncio.run(main())


def stacked_match(seat0: list[str], seat1: list[str], top: str) -> Match:
    """A 2-seat match whose first round deals these hands (seat 1 deals, seat 0 starts)."""
    rest = [c for c in range(108) if c not in cards_from_codes(seat0 + seat1 + [top])]
    hand0, hand1 = cards_from_codes(seat0), cards_from_codes(seat1)
    deal = [c for pair in zip(hand0, hand1, strict=True) for c in pair]  # left of dealer first
    match = Match(Rules(), 2, seed=3)
    match.start(deck=deal + cards_from_codes([top]) + rest, dealer=1)
    return match


def test_connect_and_receive_only_the_own_hand(hubs: list[object], cards: dict[str, bytes]) -> None:
    match = new_match(3, seed=5)
    hub = start_hub(hubs, cards, [0, 2], 3)
    host = HostLoop(match, {s: hub.phone_seat(s, match) for s in (0, 2)}, bots_for([1]))
    host.step(0.0)

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        welcome = await phone.hello(token=hub.keys[2].token)
        assert welcome["type"] == "welcome" and welcome["seat"] == 2 and welcome["v"] == 1
        assert welcome["names"] == NAMES[:3] and welcome["lang"] == "en"
        assert welcome["colorblind"] is False  # the table's setting (the hub's default)
        view = await phone.until("view")
        game = match.game
        assert game is not None
        assert [c["card"] for c in view["hand"]] == game.hands[2]
        # Each card the seat cannot play now says why, in the table's words.
        usable = {a["card"] for a in view["actions"] if "card" in a}
        for entry in view["hand"]:
            expected = why_not_text(Translator("en"), seat_view(game, 2), entry["card"], NAMES)
            assert entry.get("why") == expected
            assert ("why" in entry) == (entry["card"] not in usable)
        assert [p["count"] for p in view["players"]] == [len(h) for h in game.hands]
        assert view["top"]["card"] == game.discard[-1] and view["color"] == game.color
        assert view["turn"] == game.decision.seat
        assert hub.state(2) is LinkState.CONNECTED and hub.state(0) is LinkState.WAITING

    run(test)


def test_act_then_the_new_view_arrives(hubs: list[object], cards: dict[str, bytes]) -> None:
    match = stacked_match(["r5", "g7", "b1", "y2", "r9", "g3", "b8"],
                          ["y5", "y7", "y1", "g2", "g9", "b3", "r8"], top="r3")
    hub = start_hub(hubs, cards, [0], 2)
    host = HostLoop(match, {0: hub.phone_seat(0, match)}, bots_for([1])).start()

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        view = await phone.until("view")
        assert view["my_turn"] and view["status"] == "Your turn, Asha"
        red5 = next(a for a in view["actions"] if a["kind"] == "play"
                    and view["hand"][0]["card"] == a["card"])
        await phone.send({"type": "act", "id": red5["id"]})
        after = await phone.until("view", check=lambda v: len(v["hand"]) == 6)
        assert after["seq"] > view["seq"]
        assert red5["card"] not in [c["card"] for c in after["hand"]]

    try:
        run(test)
    finally:
        host.stop()
    assert host.applied >= 1 and host.refusals == []


def test_a_refusal_comes_back_in_the_games_language(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    match = stacked_match(["r5", "g7", "b1", "y2", "r9", "g3", "b8"],
                          ["y5", "y7", "y1", "g2", "g9", "b3", "r8"], top="r3")
    hub = start_hub(hubs, cards, [0], 2, locale="fr")
    phone_seat = hub.phone_seat(0, match)
    host = HostLoop(match, {0: phone_seat})
    host.step(0.0)

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        view = await phone.until("view")
        assert view["status"] == "À vous, Asha"
        play = next(a for a in view["actions"] if a["kind"] == "play")
        await phone.send({"type": "act", "id": play["id"]})
        action = None
        for _ in range(200):
            await asyncio.sleep(0.01)
            action = phone_seat.poll(1.0)
            if action is not None:
                break
        assert isinstance(action, PlayCard)
        # Between the pick and the engine, the table changes (here: the seat draws at the
        # keyboard): the engine refuses the pick and the phone hears why, in French.
        match.apply(Draw(0))
        assert not host.act(action, phone_seat)
        refusal = await phone.until("refused")
        code = host.refusals[-1].code
        assert refusal["reason"] == code
        assert refusal["text"] == i18n.error_text(i18n.Translator("fr"), code)
        assert refusal["text"] != i18n.error_text(i18n.Translator("en"), code)

    run(test)


def test_reconnect_with_the_resume_key_and_token_reuse_refused(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    match = new_match(2, seed=8)
    hub = start_hub(hubs, cards, [1], 2)
    host = HostLoop(match, {1: hub.phone_seat(1, match)})
    host.step(0.0)
    token = hub.keys[1].token

    async def test(session: aiohttp.ClientSession) -> None:
        first = PhoneClient(session, hub)
        await first.hello(token=token)
        await first.until("view")
        host.step(5.0)  # the table sees the phone connected
        assert host.phones[1].disconnected_for(5.0) == 0.0
        # A second phone with the same token: refused, and the first keeps the seat.
        second = PhoneClient(session, hub)
        refusal = await second.hello(token=token)
        assert refusal["type"] == "error" and refusal["reason"] == "seat_taken"
        assert refusal["text"] == i18n.Translator("en").t("phone-err-seat_taken")
        assert (await second.recv())["type"] == "closed"
        await first.send({"type": "ping"})
        assert (await first.until("pong"))["type"] == "pong"
        # The first phone drops (sleep) and comes back with its resume key: a full view again.
        await first.close()
        await asyncio.sleep(0.1)
        assert hub.state(1) is LinkState.DROPPED
        seat_ctl = host.phones[1]
        assert seat_ctl.disconnected_for(10.0) == 0.0  # the table notices now: counts from here
        assert seat_ctl.disconnected_for(12.5) == 2.5
        again = PhoneClient(session, hub)
        welcome = await again.hello(token=token, resume=first.resume)
        assert welcome["type"] == "welcome"
        view = await again.until("view")
        assert [c["card"] for c in view["hand"]] == match.game.hands[1]  # type: ignore[union-attr]
        assert seat_ctl.disconnected_for(13.0) == 0.0
        # Without the resume key the seat stays refused until the host frees it.
        stranger = PhoneClient(session, hub)
        assert (await stranger.hello(token=token))["reason"] == "seat_taken"
        hub.free_seat(1)
        freed = await again.until("error")
        assert freed["reason"] == "freed"
        newcomer = PhoneClient(session, hub)
        assert (await newcomer.hello(token=token))["type"] == "welcome"
        await newcomer.until("view")

    run(test)


def test_the_short_code_works_and_a_wrong_key_is_refused(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    match = new_match(2, seed=9)
    hub = start_hub(hubs, cards, [0], 2)
    HostLoop(match, {0: hub.phone_seat(0, match)}).step(0.0)
    code = hub.code(0)

    async def test(session: aiohttp.ClientSession) -> None:
        wrong = PhoneClient(session, hub)
        refusal = await wrong.hello(token="A" * 32)
        assert refusal["type"] == "error" and refusal["reason"] == "bad_key"
        assert (await wrong.recv())["type"] == "closed"
        typed = code[:3].lower() + "-" + code[3:].lower()
        phone = PhoneClient(session, hub)
        assert (await phone.hello(code=typed))["type"] == "welcome"
        assert (await phone.until("view"))["seat"] == 0

    run(test)


def test_another_seats_action_is_refused_and_nothing_reaches_the_engine(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    match = new_match(3, seed=11)
    hub = start_hub(hubs, cards, [0, 1, 2], 3)
    phones = {s: hub.phone_seat(s, match) for s in range(3)}
    host = HostLoop(match, phones)
    host.step(0.0)
    game = match.game
    assert game is not None
    owner = game.decision.seat
    other = (owner + 1) % 3

    async def test(session: aiohttp.ClientSession) -> None:
        clients = {}
        for s in (owner, other):
            clients[s] = PhoneClient(session, hub)
            await clients[s].hello(token=hub.keys[s].token)
            await clients[s].until("view")
        owners_ids = [a["id"] for a in clients[owner].view["actions"]]  # type: ignore[index]
        assert owners_ids
        before = (list(game.hands[owner]), list(game.discard), game.decision)
        for number in owners_ids:  # the other phone tries the owner's actions by number
            await clients[other].send({"type": "act", "id": number})
            assert (await clients[other].until("refused"))["reason"] == "stale"
        # Naming a seat is not part of the protocol at all.
        await clients[other].send({"type": "act", "id": owners_ids[0], "seat": owner})
        assert (await clients[other].until("refused"))["reason"] == "bad_message"
        host.step(1.0)
        assert host.applied == 0
        assert (list(game.hands[owner]), list(game.discard), game.decision) == before

    run(test)


BAD_MESSAGES: list[str | bytes] = [
    "not json",
    "[1, 2]",
    '"act"',
    '{"type": "act"}',
    '{"type": "act", "id": "3"}',
    '{"type": "act", "id": true}',
    '{"type": "act", "id": 3.0}',
    '{"type": "act", "id": -1}',
    '{"type": "act", "id": 99999999999}',
    '{"type": "act", "id": 3, "id": 4}',
    '{"type": "act", "id": NaN}',
    '{"type": "ping", "x": 1}',
    '{"type": "shutdown"}',
    '{"type": "hello", "v": 1, "token": "t"}',  # a second hello on a joined connection
    b"\x00\x01binary",
]


def test_malformed_and_oversized_messages_are_refused(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    match = new_match(2, seed=12)
    hub = start_hub(hubs, cards, [0], 2)
    host = HostLoop(match, {0: hub.phone_seat(0, match)})
    host.step(0.0)
    assert match.game is not None
    turn = match.game.turn_no

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        await phone.until("view")
        assert phone.ws is not None
        for bad in BAD_MESSAGES:
            if isinstance(bad, bytes):
                await phone.ws.send_bytes(bad)
            else:
                await phone.send(bad)
            refusal = await phone.until("refused")
            assert refusal["reason"] == "bad_message", bad
            assert refusal["text"] == i18n.Translator("en").t("phone-err-bad_message")
        big = json.dumps({"type": "act", "id": 1, "pad": "x" * protocol.MAX_MESSAGE_BYTES})
        await phone.send(big)
        assert (await phone.until("refused"))["reason"] == "too_big"
        await phone.send({"type": "ping"})  # refusals keep the connection
        await phone.until("pong")
        host.step(1.0)
        assert host.applied == 0 and match.game is not None and match.game.turn_no == turn
        # Far over the frame limit: the connection is closed at once.
        await phone.send("x" * (server.MAX_FRAME + 1))
        closed = await phone.until("closed")
        assert closed["code"] == 1009

    run(test)


def test_too_many_refused_messages_close_the_connection(
    hubs: list[object], cards: dict[str, bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server, "BAD_LIMIT", 5)
    hub = one_phone_table(hubs, cards)

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        for _ in range(5):
            await phone.send("{}")
        last = await phone.until("error")
        assert last["reason"] == "bad_message"
        assert (await phone.recv())["type"] == "closed"

    run(test)


def test_a_flood_is_throttled_then_closed(hubs: list[object], cards: dict[str, bytes]) -> None:
    hub = one_phone_table(hubs, cards)

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        for _ in range(200):
            await phone.send({"type": "ping"})
        kinds: list[str] = []
        while not kinds or kinds[-1] != "closed":
            kinds.append((await phone.recv())["type"])
        pongs = kinds.count("pong")
        assert server.BUCKET_CAPACITY - 1 <= pongs < 200 - server.FLOOD_LIMIT  # hello took one
        assert "refused" in kinds  # throttled first (one notice), with a reason
        errors = [m for m in phone.received if m["type"] == "error"]
        assert errors and errors[-1]["reason"] == "rate_limited"

    run(test)


def test_hello_must_come_first_and_in_time(
    hubs: list[object], cards: dict[str, bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server, "HELLO_TIMEOUT", 0.3)
    hub = start_hub(hubs, cards, [0], 2)

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.open()
        await phone.send({"type": "act", "id": 1})
        assert (await phone.until("refused"))["reason"] == "hello_first"
        late = await phone.until("error")
        assert late["reason"] == "hello_timeout"
        old = PhoneClient(session, hub)
        await old.open()
        await old.send({"type": "hello", "v": 2, "token": hub.keys[0].token})
        assert (await old.until("error"))["reason"] == "version"

    run(test)


def test_wrong_keys_from_one_address_get_it_blocked(
    hubs: list[object], cards: dict[str, bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server, "KEY_FAILURES", 3)
    hub = start_hub(hubs, cards, [0], 2)

    async def test(session: aiohttp.ClientSession) -> None:
        reasons = []
        for _ in range(3):
            phone = PhoneClient(session, hub)
            reasons.append((await phone.hello(code="ZZZZZZ"))["reason"])
        assert reasons == ["bad_key", "bad_key", "blocked"]
        # Even the right code is refused from that address now.
        phone = PhoneClient(session, hub)
        await phone.open()
        assert (await phone.recv())["reason"] == "blocked"

    run(test)


def raw_get(hub: PhoneHub, target: str, host: str | None = None, method: str = "GET") -> tuple[
    int, dict[str, str], bytes
]:
    """One HTTP request written by hand (no client library normalizes the path first)."""
    with socket.create_connection((hub.host, hub.port), timeout=5) as sock:
        head = (f"{method} {target} HTTP/1.1\r\nHost: {host or f'{hub.host}:{hub.port}'}\r\n"
                "Connection: close\r\n\r\n")
        sock.sendall(head.encode("latin-1"))
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    head_bytes, _, body = data.partition(b"\r\n\r\n")
    lines = head_bytes.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {k.lower(): v.strip() for k, v in (line.split(":", 1) for line in lines[1:])}
    return status, headers, body


def test_only_the_pages_assets_are_served(hubs: list[object], cards: dict[str, bytes]) -> None:
    hub = start_hub(hubs, cards, [0], 2, locale="hi")
    status, headers, body = raw_get(hub, "/")
    assert status == 200 and headers["content-type"].startswith("text/html")
    assert b"/app.js" in body and "script-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"
    for path, kind in (("/app.js", "text/javascript"), ("/style.css", "text/css"),
                       ("/fonts/NotoSansDevanagari-Regular.ttf", "font/ttf"),
                       ("/cards/0-7.png", "image/png"), ("/cards/back.png", "image/png")):
        status, headers, body = raw_get(hub, path)
        assert status == 200 and headers["content-type"].startswith(kind), path
    assert raw_get(hub, "/cards/4-13.png")[2].startswith(b"\x89PNG")
    for card in (NO_MERCY_FIRST, CARD_COUNT - 1):  # the other boxes' cards too
        assert raw_get(hub, f"/cards/{face(card)}.png")[2].startswith(b"\x89PNG")
    status, _, body = raw_get(hub, "/strings.json")
    strings = json.loads(body)
    assert strings["lang"] == "hi" and strings["strings"]["phone-your-cards"] == "आपके कार्ड"
    for target in ("/../pyproject.toml", "/%2e%2e/pyproject.toml", "/fonts/../../pyproject.toml",
                   "/fonts/..%2f..%2fpyproject.toml", "/fonts/", "/cards/", "/fonts",
                   "/page/app.js", "/index.html", "//etc/passwd", "/app.js/", "/%61pp.js",
                   "/uno_desktop/remote/hub.py", "/locales/en/uno.ftl", "/fonts/OFL.txt",
                   "/cards/..%2F..%2F..%2Fpyproject.toml", "/app.js%00.png",
                   "/assets/fonts/NotoSans-Regular.ttf"):
        status, _, body = raw_get(hub, target)
        assert status in (400, 404), target
        assert b"[project]" not in body and b"import" not in body, target
    assert raw_get(hub, "/", method="POST")[0] == 405
    # A name that is not this server (DNS rebinding) gets nothing.
    assert raw_get(hub, "/", host="evil.example:80")[0] == 421


def test_a_websocket_from_another_origin_is_refused(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    hub = start_hub(hubs, cards, [0], 2)

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        with pytest.raises(aiohttp.WSServerHandshakeError) as caught:
            await phone.open(origin="http://evil.example")
        assert caught.value.status == 403

    run(test)


def test_the_server_closes_with_the_game(hubs: list[object], cards: dict[str, bytes]) -> None:
    match = new_match(2, seed=2)
    hub = start_hub(hubs, cards, [0], 2)
    HostLoop(match, {0: hub.phone_seat(0, match)}).step(0.0)
    port = hub.port

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        await phone.until("view")
        await asyncio.get_running_loop().run_in_executor(None, hub.stop)
        bye = await phone.until("bye")
        assert bye["reason"] == "game_over"
        assert bye["text"] == i18n.Translator("en").t("phone-err-game_over")
        assert (await phone.recv())["type"] == "closed"

    run(test)
    assert not hub.running
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
    hub.stop()  # twice is fine


def test_the_hub_listens_where_told_and_never_everywhere_unasked(cards: dict[str, bytes]) -> None:
    tr = i18n.Translator("en")
    with pytest.raises(ValueError):
        PhoneHub.start([0], tr, NAMES[:2], host="0.0.0.0", cards=cards)
    with pytest.raises(ValueError):
        PhoneHub.start([0], tr, NAMES[:2], host="localhost", cards=cards)
    with pytest.raises(ValueError):
        PhoneHub.start([5], tr, NAMES[:2], host="127.0.0.1", cards=cards)
    hub = PhoneHub.start([0], tr, NAMES[:2], host="127.0.0.1", cards=cards)
    try:
        assert hub.port > 0 and hub.base_url == f"http://127.0.0.1:{hub.port}/"
        assert hub.url(0) == f"{hub.base_url}#{hub.keys[0].token}"
        assert len(hub.keys[0].token) >= 32 and len(hub.code(0)) == 6
        with pytest.raises(OSError):  # not on every interface: only loopback was asked for
            lan = _other_local_address()
            if lan is None:
                raise OSError("no other local address to try")
            socket.create_connection((lan, hub.port), timeout=1).close()
    finally:
        hub.stop()


def _other_local_address() -> str | None:
    from uno_desktop.remote.address import lan_address

    address = lan_address()
    return None if address.startswith("127.") else address


def test_keys_are_fresh_for_every_game(cards: dict[str, bytes]) -> None:
    tr = i18n.Translator("en")
    first = PhoneHub.start([0, 1], tr, NAMES[:2], host="127.0.0.1", cards=cards)
    second = PhoneHub.start([0, 1], tr, NAMES[:2], host="127.0.0.1", cards=cards)
    try:
        tokens = {first.keys[s].token for s in (0, 1)} | {second.keys[s].token for s in (0, 1)}
        codes = {first.code(s) for s in (0, 1)} | {second.code(s) for s in (0, 1)}
        assert len(tokens) == 4 and len(codes) == 4
    finally:
        first.stop()
        second.stop()



def test_a_pick_the_table_outran_is_dropped_not_played_later(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    match = stacked_match(["r5", "g7", "b1", "y2", "r9", "g3", "b8"],
                          ["y5", "y7", "y1", "g2", "g9", "b3", "r8"], top="r3")
    hub = start_hub(hubs, cards, [0], 2)
    phone_seat = hub.phone_seat(0, match)
    host = HostLoop(match, {0: phone_seat})
    host.step(0.0)

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        view = await phone.until("view")
        red9 = next(a for a in view["actions"] if a["kind"] == "play"
                    and a["card"] == view["hand"][4]["card"])
        await phone.send({"type": "act", "id": red9["id"]})
        await asyncio.sleep(0.1)
        match.apply(PlayCard(0, view["hand"][0]["card"]))  # the keyboard plays the red 5 first
        assert phone_seat.poll(1.0) is None  # the red 9 was picked for a table that is gone
        assert (await phone.until("refused"))["reason"] == "stale"
        assert len(match.game.hands[0]) == 6  # type: ignore[union-attr]

    run(test)


def test_an_address_that_is_not_this_machines_is_a_clear_error(cards: dict[str, bytes]) -> None:
    from uno_desktop.remote.hub import PhoneHubError

    with pytest.raises(PhoneHubError, match="could not start"):
        PhoneHub.start([0], i18n.Translator("en"), NAMES[:2], host="192.0.2.55", cards=cards)


def test_the_game_thread_survives_a_stopped_hub(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    match = new_match(2, seed=4)
    hub = start_hub(hubs, cards, [0], 2)
    phone_seat = hub.phone_seat(0, match)

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        link = hub.links[0]
        peer = link._peer
        assert peer is not None
        await asyncio.get_running_loop().run_in_executor(None, hub.stop)
        peer.wake()  # a late publish from the game thread after the loop closed
        peer.kick("freed")

    run(test)
    phone_seat.sync(1.0)
    assert phone_seat.poll(2.0) is None
    phone_seat.close()
    assert phone_seat.disconnected_for(3.0) >= 0.0


def test_stale_picks_are_a_race_not_an_offence(
    hubs: list[object], cards: dict[str, bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server, "BAD_LIMIT", 3)
    hub = one_phone_table(hubs, cards)

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        for _ in range(6):  # numbers no view offers (yet or any more)
            await phone.send({"type": "act", "id": 10_000})
            assert (await phone.until("refused"))["reason"] == "stale"
        await phone.send({"type": "ping"})
        await phone.until("pong")

    run(test)


def test_the_hub_hands_threads_over_faster_while_it_runs(cards: dict[str, bytes]) -> None:
    import sys

    before = sys.getswitchinterval()
    tr = i18n.Translator("en")
    first = PhoneHub.start([0], tr, NAMES[:2], host="127.0.0.1", cards=cards)
    second = PhoneHub.start([0], tr, NAMES[:2], host="127.0.0.1", cards=cards)
    try:
        assert sys.getswitchinterval() == pytest.approx(min(before, 0.001))
        first.stop()  # not in the order they started: still fast while one runs
        assert sys.getswitchinterval() == pytest.approx(min(before, 0.001))
    finally:
        first.stop()
        second.stop()
    assert sys.getswitchinterval() == before
