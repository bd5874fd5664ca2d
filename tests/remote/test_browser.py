"""A real browser: headless Chromium opens the phone page over loopback and plays whole rounds
by tapping cards and buttons. Skipped (with the reason) only where Chromium is not installed."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from typing import Any

import pytest

from uno_desktop.bots.base import decision_options
from uno_desktop.engine.actions import Action
from uno_desktop.engine.view import SeatView

from . import browser
from .helpers import HostLoop, bots_for, new_match, start_hub

pytestmark = pytest.mark.skipif(browser.missing() is not None,
                                reason=browser.missing() or "")

ROUND_TIMEOUT = 240.0


@pytest.fixture
def drivers() -> Iterator[list[Any]]:
    opened: list[Any] = []
    yield opened
    for driver in opened:
        browser.quit_driver(driver)


def play_round(host: HostLoop, phones: list[browser.BrowserPhone]) -> None:
    deadline = time.monotonic() + ROUND_TIMEOUT
    while not host.round_over:
        assert time.monotonic() < deadline, "the round did not end in time"
        tapped = False
        for phone in phones:
            tapped = phone.tap() or tapped
        if not tapped:
            time.sleep(0.02)


def test_a_phone_plays_a_whole_round_against_bots(
    hubs: list[object], cards: dict[str, bytes], drivers: list[Any]
) -> None:
    match = new_match(3, seed=21)
    hub = start_hub(hubs, cards, [0], 3)
    host = HostLoop(match, {0: hub.phone_seat(0, match)}, bots_for([1, 2])).start()
    try:
        drivers.append(browser.new_driver())
        phone = browser.BrowserPhone(drivers[-1], hub.url(0))
        phone.wait("document.body.dataset.state === 'connected' && document.body.dataset.seq")
        shown = phone.driver.execute_script(
            "return [...document.querySelectorAll('#hand .card')].map(e => +e.dataset.card)")
        with host.lock:
            assert match.game is not None
            # The same cards, the playable ones first (the page's order, see app.js).
            assert sorted(shown) == sorted(match.game.hands[0])
        play_round(host, [phone])
    finally:
        host.stop()
    assert phone.card_taps > 0 and host.refusals == []
    assert match.game is not None and match.game.result is not None
    assert host.applied > 10


def keyboard_player(seed: int) -> Any:
    """A person at the keyboard, scripted: any legal answer to the decision."""
    rng = random.Random(seed)

    def choose(view: SeatView) -> Action:
        options = decision_options(view)
        plays = [a for a in options if type(a).__name__ == "PlayCard"]
        return rng.choice(plays or options)

    return choose


def test_four_seats_two_phones_a_keyboard_seat_and_a_bot_play_to_the_end(
    hubs: list[object], cards: dict[str, bytes], drivers: list[Any]
) -> None:
    match = new_match(4, seed=34)
    hub = start_hub(hubs, cards, [0, 2], 4)
    host = HostLoop(
        match,
        {s: hub.phone_seat(s, match) for s in (0, 2)},
        bots_for([3]),
        keyboard={1: keyboard_player(7)},
    ).start()
    try:
        phones = []
        for seat in (0, 2):
            drivers.append(browser.new_driver())
            phones.append(browser.BrowserPhone(drivers[-1], hub.url(seat)))
        for phone in phones:
            phone.wait("document.body.dataset.state === 'connected' && document.body.dataset.seq")
        play_round(host, phones)
    finally:
        host.stop()
    assert all(p.card_taps > 0 for p in phones)
    assert match.game is not None and match.game.result is not None
    assert host.refusals == []


def test_the_page_reconnects_by_itself_after_a_drop(
    hubs: list[object], cards: dict[str, bytes], drivers: list[Any]
) -> None:
    import asyncio

    from uno_desktop.remote.seat_link import LinkState

    match = new_match(2, seed=5)
    hub = start_hub(hubs, cards, [0], 2)
    host = HostLoop(match, {0: hub.phone_seat(0, match)}, bots_for([1])).start()
    try:
        drivers.append(browser.new_driver())
        phone = browser.BrowserPhone(drivers[-1], hub.url(0))
        phone.wait("document.body.dataset.state === 'connected' && document.body.dataset.seq")
        changes = hub.links[0].changes
        # The network drops: the server side of the socket goes away without a word.
        loop = hub._loop
        assert loop is not None
        for conn in list(hub._server.connections):
            asyncio.run_coroutine_threadsafe(conn.ws.close(), loop).result(5)
        phone.wait("document.body.dataset.state !== 'connected'", timeout=5)
        phone.wait("document.body.dataset.state === 'connected'", timeout=15)
        assert hub.state(0) is LinkState.CONNECTED
        assert hub.links[0].changes >= changes + 2  # dropped, then back (with its resume key)
        phone.wait("document.querySelectorAll('#hand .card').length > 0")
    finally:
        host.stop()
