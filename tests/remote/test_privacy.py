"""Privacy: over a whole match, nothing any phone receives - the very first message of every
connection, every view, every refusal, every hint, every reconnect - names a card of another
seat's hand. Two of the seats have hints and often ask for one; a hint only ever names an
action of the seat's own view, and only the seat that asked hears it.

House rules that move cards between hands (7-swap, 0-rotate, jump-in, stacking) are on, every
seat is a phone, and phones drop and come back at random moments. Each view is checked against
the other hands *as they were when that view was made* (recorded by the host as it publishes),
and every message's shape is pinned: a new field must be added here on purpose, after asking
whether it can leak."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import aiohttp

from uno_desktop.engine.rules import Rules

from .helpers import HostLoop, PhoneClient, new_match, pick, start_hub

PLAYERS = 4
DROP_EVERY = 40  # messages per connection before the phone drops and reconnects
VIEW_KEYS = {"type", "seq", "seat", "hand", "players", "top", "color", "color_name", "direction",
             "decision", "turn", "my_turn", "status", "prompt", "actions", "hints"}
HINTED = (0, 2)  # the seats whose person asked for hints
CARD_KEYS = {"card", "face", "name"}
HAND_EXTRA = {"why"}  # why a card cannot be played now: words, never another card's id
PLAYER_KEYS = {"seat", "name", "count", "active", "turn"}
ACTION_KEYS = {"id", "kind", "label"}
ACTION_EXTRA = {"card", "color", "target"}
OTHER_KEYS = {
    "welcome": {"type", "v", "seat", "lang", "resume", "names", "colorblind"},
    "refused": {"type", "reason", "text"},
    "error": {"type", "reason", "text"},
    "bye": {"type", "reason", "text"},
    "pong": {"type"},
    "hint": {"type", "seq", "id", "why"},  # why: words (the seat's own cards, public counts)
}


def cards_named(message: Any) -> list[int]:
    """Every value under a ``card`` key, however deep."""
    found: list[int] = []
    if isinstance(message, dict):
        for key, value in message.items():
            if key == "card":
                found.append(value)
            else:
                found += cards_named(value)
    elif isinstance(message, list):
        for value in message:
            found += cards_named(value)
    return found


def check_shape(message: dict[str, Any]) -> None:
    kind = message["type"]
    if kind != "view":
        assert set(message) == OTHER_KEYS[kind], message
        assert cards_named(message) == []
        return
    assert set(message) == VIEW_KEYS
    for card in message["hand"]:
        assert CARD_KEYS <= set(card) <= CARD_KEYS | HAND_EXTRA
        assert isinstance(card.get("why", ""), str)
    assert set(message["top"]) == CARD_KEYS
    for player in message["players"]:
        assert set(player) == PLAYER_KEYS
    for action in message["actions"]:
        assert ACTION_KEYS <= set(action) <= ACTION_KEYS | ACTION_EXTRA


def test_no_phone_ever_sees_another_seats_cards(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    rules = Rules.preset("house_party").with_changes(target=300)
    match = new_match(PLAYERS, seed=77, rules=rules)
    hub = start_hub(hubs, cards, list(range(PLAYERS)), PLAYERS, hints=HINTED)
    phones = {s: hub.phone_seat(s, match) for s in range(PLAYERS)}
    host = HostLoop(match, phones, next_rounds=True)
    host.step(0.0)  # the first views are made before any phone connects
    host.start()
    received: dict[int, list[list[dict[str, Any]]]] = {s: [] for s in range(PLAYERS)}

    async def phone(session: aiohttp.ClientSession, seat: int) -> None:
        rng = random.Random(seat)
        resume: str | None = None
        while not match.over:
            client = PhoneClient(session, hub)
            received[seat].append(client.received)  # every connection's messages, in order
            first = await client.hello(token=hub.keys[seat].token, resume=resume)
            assert first["type"] == "welcome", first
            resume = client.resume
            acted = -1
            while not match.over:
                try:
                    message = await client.recv(timeout=0.5)
                except TimeoutError:
                    continue
                if message["type"] == "closed":
                    break
                if message["type"] == "refused" and message["reason"] != "busy":
                    # The table moved on (stale), a jump-in got there first, or too fast: pick
                    # again from the latest view. "busy": the last pick is still on its way.
                    if message["reason"] == "rate_limited":
                        await asyncio.sleep(0.5)
                    acted = -1
                    message = client.view or message
                if message["type"] == "view" and message["actions"] and message["seq"] != acted:
                    acted = message["seq"]
                    if seat in HINTED and rng.random() < 0.5:
                        await client.send({"type": "hint"})
                    await client.send({"type": "act", "id": pick(message, rng)["id"]})
                if len(client.received) % DROP_EVERY == 0:
                    break  # the phone sleeps; it comes back with its resume key
            await client.close()

    async def main() -> None:
        async with aiohttp.ClientSession() as session:
            await asyncio.wait_for(
                asyncio.gather(*(phone(session, s) for s in range(PLAYERS))), 120
            )

    try:
        asyncio.run(main())
    finally:
        host.stop()
    assert match.over and match.round_no >= 2, "a whole match, more than one round"

    secrets = {(seat, seq): others for seat, seq, others in host.published}
    views = hints = 0
    for seat, connections in received.items():
        assert len(connections) >= 3, "every phone dropped and came back"
        for messages in connections:
            assert messages[0]["type"] == "welcome"
            ids: dict[int, set[int]] = {}  # this connection's views: seq -> action numbers
            for message in messages:
                check_shape(message)
                if message["type"] == "hint":
                    assert seat in HINTED
                    assert message["id"] is None or message["id"] in ids[message["seq"]]
                    hints += 1
                if message["type"] != "view":
                    continue
                ids[message["seq"]] = {a["id"] for a in message["actions"]}
                assert message["hints"] is (seat in HINTED)
                views += 1
                assert message["seat"] == seat
                leaked = set(cards_named(message)) & secrets[(seat, message["seq"])]
                assert not leaked, f"seat {seat} saw {leaked} in view {message['seq']}"
    assert views > 200
    assert hints > 20
