"""Hints on the phone (issue 30.2), at the protocol: a ``hint`` request from the phone holding a
seat whose person asked for hints is answered with what the hard computer player would do from
that seat's view (``presentation.hint.hint`` with the view's seed), its line of why in the
game's language, on that connection only; any other request is refused with a clear reason and
changes nothing. A real hub over loopback, a real aiohttp client, the real engine."""

from __future__ import annotations

import asyncio
import threading

import aiohttp
import pytest

from uno_desktop.engine.actions import Action, Draw, PlayCard
from uno_desktop.engine.cards import cards_from_codes
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view
from uno_desktop.i18n import Translator
from uno_desktop.presentation.hint import Hint, hint
from uno_desktop.presentation.words import render
from uno_desktop.remote import protocol
from uno_desktop.remote.hub import PhoneHub
from uno_desktop.remote.phone_seat import PhoneSeat
from uno_desktop.remote.seat_keys import new_keys
from uno_desktop.remote.seat_link import SeatLink

from .helpers import NAMES, HostLoop, PhoneClient
from .test_protocol import run, stacked_match

# Seat 0 starts on a red 3 with three cards that fit (the hard player plays its red 9).
FITS = (["r5", "g7", "b1", "y2", "r9", "g3", "b8"], ["y5", "y7", "y1", "g2", "g9", "b3", "r8"])
# Nothing in seat 0's hand fits a red 3: the hard player draws.
NOTHING = (["g7", "b1", "y2", "g5", "b8", "y9", "b5"], ["y5", "y7", "y1", "g2", "g9", "b3", "r8"])


def hinted_hub(hubs: list[object], cards: dict[str, bytes], phones: list[int],
               hints: list[int], players: int, locale: str = "en") -> PhoneHub:
    hub = PhoneHub.start(phones, Translator(locale), NAMES[:players], host="127.0.0.1",
                         cards=cards, hints=hints)
    hubs.append(hub)
    return hub


def expected(match: Match, seat: PhoneSeat, seq: int) -> Hint:
    """The hint the seat should get: the hard player's, from that seat's view only, with the
    seed of the view numbered ``seq``."""
    assert match.game is not None
    view = seat_view(match.game, seat.seat, tuple(match.totals))
    given = hint(view, NAMES[:len(match.game.hands)], seed=seq * 31 + seat.seat)
    assert given is not None
    return given


def offered(seat: PhoneSeat, number: int | None) -> Action | None:
    """The action the seat's latest view offered under ``number``."""
    return None if number is None else seat._offered.get(number)


async def no_hint_reaches(phone: PhoneClient) -> None:
    """Everything sent to ``phone`` so far has arrived (a ping is answered after it), and none
    of it is a hint."""
    await phone.send({"type": "ping"})
    await phone.until("pong")
    assert [m for m in phone.received if m["type"] == "hint"] == []


async def no_new_view(phone: PhoneClient, seq: int) -> None:
    """No view after the one numbered ``seq`` has reached ``phone``: the game did not move."""
    await phone.send({"type": "ping"})
    await phone.until("pong")
    assert all(m["seq"] == seq for m in phone.received if m["type"] == "view")


def stacked_match3(seat0: list[str], seat1: list[str]) -> Match:
    """:func:`stacked_match` with a third seat (dealing) whose hand is taken from the rest of
    the deck; seat 0 starts on a red 3."""
    top = cards_from_codes(["r3"])
    hand0, hand1 = cards_from_codes(seat0), cards_from_codes(seat1)
    rest = [c for c in range(108) if c not in hand0 + hand1 + top]
    hand2, rest = rest[-7:], rest[:-7]
    # Dealt one card each from the dealer's left: seat 0, 1, 2 with seat 2 dealing.
    deal = [c for trio in zip(hand0, hand1, hand2, strict=True) for c in trio]
    match = Match(Rules(), 3, seed=3)
    match.start(deck=deal + top + rest, dealer=2)
    assert match.game is not None and match.game.decision.seat == 0
    assert sorted(match.game.hands[0]) == sorted(hand0)
    return match


def test_the_hint_message_is_checked_at_the_boundary() -> None:
    assert protocol.parse('{"type":"hint"}') == protocol.AskHint()
    for bad in ('{"type":"hint","seat":1}', '{"type":"hint","id":3}', '{"type":"Hint"}',
                '{"type":"hint","type":"hint"}', '["hint"]', '{"type":"hint","seq":null}'):
        with pytest.raises(protocol.ProtocolError) as refused:
            protocol.parse(bad)
        assert refused.value.reason == "bad_message"
    assert protocol.hint(4, 17, "Play Red 9.") == {"type": "hint", "seq": 4, "id": 17,
                                                   "why": "Play Red 9."}


def test_only_a_phone_seat_of_the_hub_may_have_hints(cards: dict[str, bytes]) -> None:
    with pytest.raises(ValueError):
        PhoneHub.start([0], Translator("en"), NAMES[:2], host="127.0.0.1", cards=cards,
                       hints=[1])


@pytest.mark.parametrize("lang", ["en", "fr", "hi"])
def test_a_hinted_phone_gets_the_hard_players_choice_for_its_own_view(
    hubs: list[object], cards: dict[str, bytes], lang: str
) -> None:
    # Three seats: seats 0 and 2 on phones, both with hints; seat 0 asks.
    match = stacked_match3(*FITS)
    hub = hinted_hub(hubs, cards, [0, 2], [0, 2], 3, lang)
    seats = {s: hub.phone_seat(s, match) for s in (0, 2)}
    host = HostLoop(match, seats).start(hub=hub)
    assert match.game is not None
    hands = [list(h) for h in match.game.hands]

    async def test(session: aiohttp.ClientSession) -> None:
        phone, other = PhoneClient(session, hub), PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        await other.hello(token=hub.keys[2].token)
        view = await phone.until("view")
        assert view["hints"] is True and view["actions"]
        assert (await other.until("view"))["hints"] is True
        await phone.send({"type": "hint"})
        answer = await phone.until("hint")
        assert set(answer) == {"type", "seq", "id", "why"}
        assert answer["seq"] == view["seq"]
        with host.lock:
            want = expected(match, seats[0], view["seq"])
        assert isinstance(want.action, PlayCard) and not want.capped
        assert offered(seats[0], answer["id"]) == want.action
        assert answer["id"] in {a["id"] for a in view["actions"] if a.get("card") ==
                                want.action.card}
        assert answer["why"] == render(Translator(lang), want.why)
        # The same view, the same hint; and the other phone never hears it.
        await phone.send({"type": "hint"})
        assert await phone.until("hint") == answer
        await no_hint_reaches(other)
        # Asking changed nothing: no action, the same hands, no new view.
        await no_new_view(phone, view["seq"])

    try:
        run(test)
    finally:
        host.stop()
    assert host.applied == 0 and host.refusals == []
    assert [list(h) for h in match.game.hands] == hands


def test_when_nothing_fits_the_hint_is_the_draw_button(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    match = stacked_match(*NOTHING, top="r3")
    hub = hinted_hub(hubs, cards, [0], [0], 2)
    seat = hub.phone_seat(0, match)
    host = HostLoop(match, {0: seat}).start(hub=hub)

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        view = await phone.until("view")
        await phone.send({"type": "hint"})
        answer = await phone.until("hint")
        with host.lock:
            want = expected(match, seat, view["seq"])
        assert want.action == Draw(0)
        draw = next(a for a in view["actions"] if a["kind"] == "draw")
        assert answer["id"] == draw["id"] and offered(seat, answer["id"]) == Draw(0)
        assert answer["why"] == render(Translator("en"), want.why)

    try:
        run(test)
    finally:
        host.stop()
    assert host.applied == 0


def test_a_hint_is_refused_without_hints_or_with_nothing_to_do_and_changes_nothing(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    # Seat 0 (to play) did not ask for hints; seat 1 did, but it is not its turn.
    match = stacked_match(*FITS, top="r3")
    hub = hinted_hub(hubs, cards, [0, 1], [1], 2, "fr")
    seats = {s: hub.phone_seat(s, match) for s in (0, 1)}
    host = HostLoop(match, seats).start(hub=hub)
    fr = Translator("fr")

    async def test(session: aiohttp.ClientSession) -> None:
        stranger = PhoneClient(session, hub)
        await stranger.open()
        await stranger.send({"type": "hint"})  # before hello: no seat to ask for
        assert (await stranger.until("refused"))["reason"] == "hello_first"
        await stranger.close()

        plain, waiting = PhoneClient(session, hub), PhoneClient(session, hub)
        await plain.hello(token=hub.keys[0].token)
        await waiting.hello(token=hub.keys[1].token)
        plain_view = await plain.until("view")
        waiting_view = await waiting.until("view")
        assert plain_view["hints"] is False and plain_view["actions"]
        assert waiting_view["hints"] is True and waiting_view["actions"] == []

        await plain.send({"type": "hint"})
        off = await plain.until("refused")
        assert off == {"type": "refused", "reason": "hint_off", "text": fr.t("hint-off")}
        await waiting.send({"type": "hint"})
        not_now = await waiting.until("refused")
        assert not_now == {"type": "refused", "reason": "hint_not_now",
                           "text": fr.t("hint-not-now")}
        assert not_now["text"] != Translator("en").t("hint-not-now")
        for phone, view in ((plain, plain_view), (waiting, waiting_view)):
            await no_hint_reaches(phone)
            await no_new_view(phone, view["seq"])
        # The honest phone still plays as before: its pick goes through.
        play = next(a for a in plain_view["actions"] if a["kind"] == "play")
        await plain.send({"type": "act", "id": play["id"]})
        await plain.until("view", check=lambda m: m["seq"] > plain_view["seq"])

    try:
        run(test)
    finally:
        host.stop()
    assert host.applied == 1 and host.refusals == []


class _Peer:
    def wake(self) -> None:
        pass

    def kick(self, reason: str) -> None:
        pass


def test_the_link_lets_only_its_holder_ask_and_answers_after_the_view() -> None:
    keys = new_keys([0])
    link = SeatLink(keys[0], hints=True)
    holder, other = _Peer(), _Peer()
    assert link.claim(holder, None) is not None
    assert link.ask_hint(holder) == "hint_not_now"  # no view yet
    link.publish({"seq": 1, "actions": [{"id": 1}]}, {})
    assert link.ask_hint(other) == "not_holder"
    assert not link.take_hint_request()
    assert link.ask_hint(holder) is None and link.ask_hint(holder) is None
    assert link.take_hint_request() and not link.take_hint_request()  # two asks, one answer
    link.answer({"type": "hint", "seq": 1})
    view, notices, answers = link.outgoing(holder, 0)
    assert view is not None and notices == [] and answers == [{"type": "hint", "seq": 1}]
    assert link.outgoing(other, 0) == (None, [], [])
    assert SeatLink(keys[0]).hints is False


def test_a_hint_asked_as_the_view_changes_comes_after_that_view(
    hubs: list[object], cards: dict[str, bytes]
) -> None:
    """The game thread publishes a new view and answers the hint in the same frame while the
    server is busy: the phone still gets the view first, so the hint's ``seq`` always names a
    view it already has."""
    match = stacked_match(*FITS, top="r3")
    hub = hinted_hub(hubs, cards, [0], [0], 2)
    seat = hub.phone_seat(0, match)
    seat.sync(0.0)

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        first = await phone.until("view")
        await phone.send({"type": "hint"})
        for _ in range(200):  # the request reaches the link
            if hub.links[0]._hint_asked:
                break
            await asyncio.sleep(0.005)
        # The server's loop held up (by a slow moment of its own) while the table moves on
        # and answers: when it sends again, the new view and the hint wait together.
        busy, free = threading.Event(), threading.Event()

        def hold() -> None:
            busy.set()
            free.wait(5)

        assert hub._loop is not None
        hub._loop.call_soon_threadsafe(hold)
        await asyncio.to_thread(busy.wait, 5)
        match.apply(Draw(0))  # the table moves on before the game thread answers
        seat.sync(1.0)
        free.set()
        messages = [await phone.recv(), await phone.recv()]
        assert [m["type"] for m in messages] == ["view", "hint"]
        assert messages[1]["seq"] == messages[0]["seq"] > first["seq"]

    run(test)
