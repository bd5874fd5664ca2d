"""The Hint button on the phone page (issue 30.2), in headless Chromium over loopback at
360x640, in English, French and Hindi: a seat whose person asked for hints sees the button
(the table's word for it, a full touch target away from the hand) while it has a move to make;
tapping it rings what the hard computer player would do from that seat's view (a card, the
draw button, a colour in the colour sheet) and shows its line of why in the game's language.
With UNO_PHONE_SHOTS=<dir>, a screenshot of each case is saved there (``<lang>.png`` for the
card)."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.ui.table_helpers import with_round
from uno_desktop.engine.actions import Draw, PlayCard
from uno_desktop.engine.cards import cards_from_codes, deck_ids
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view
from uno_desktop.i18n import Translator, bot_names
from uno_desktop.presentation.hint import Hint, hint
from uno_desktop.presentation.words import render
from uno_desktop.remote.hub import PhoneHub

from . import browser
from .helpers import HostLoop

pytestmark = pytest.mark.skipif(browser.missing() is not None,
                                reason=browser.missing() or "")

WIDTH, HEIGHT = 360, 640
TAP = 44
# name: (seat 0's hand, seat 1's hand, the top card); seat 0 to play.
CASES = {
    "card": (["r5", "g7", "b1", "y2", "r9", "g3", "b8"], ["y5", "y7", "y1", "g2", "g9", "b3"],
             "r3"),
    "draw": (["g7", "b1", "y2", "g5", "b8", "y9", "b5"], ["y5", "y7", "y1", "g2", "g9", "b3"],
             "r3"),
    "colour": (["w", "b7", "g1", "g2", "g5", "g8", "b9"], ["y5", "y3"], "r3"),
}


@pytest.fixture(scope="module")
def driver() -> Iterator[Any]:
    opened = browser.new_driver(WIDTH, HEIGHT)
    yield opened
    browser.quit_driver(opened)


def position(hand0: list[str], hand1: list[str], top: str) -> Match:
    """A two-seat match whose round in play is this position, seat 0 to play."""
    deck = deck_ids(False)
    hands = [cards_from_codes(hand0, deck), cards_from_codes(hand1, deck)]
    for hand in hands:
        for card in hand:
            deck.remove(card)
    (first,) = cards_from_codes([top], deck)
    deck.remove(first)
    game = Game.from_position(Rules(), hands=hands, discard=[first], draw_pile=deck, turn=0,
                              seed=5)
    dealt = Match(Rules(), 2, seed=5)
    dealt.start()
    return with_round(dealt, game)


def wait(driver: Any, condition: str, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not driver.execute_script(f"return Boolean({condition})"):
        assert time.monotonic() < deadline, f"page never showed {condition!r}"
        time.sleep(0.02)


def hinted(driver: Any) -> list[dict[str, str]]:
    return list(driver.execute_script(
        "return [...document.querySelectorAll('.hinted')].map(e => ({"
        "card: e.dataset.card || '', kind: e.dataset.kind || '', id: e.dataset.id || '',"
        " inside: e.parentElement.id}))"))


def rect(driver: Any, selector: str) -> dict[str, float]:
    return dict(driver.execute_script(
        f"const r = document.querySelector({selector!r}).getBoundingClientRect();"
        " return {left: r.left, top: r.top, right: r.right, bottom: r.bottom,"
        " width: r.width, height: r.height};"))


def test_tapping_hint_rings_the_hard_players_choice_and_says_why(
    driver: Any, cards: dict[str, bytes], hubs: list[object]
) -> None:
    from selenium.webdriver.common.by import By

    shots = os.environ.get("UNO_PHONE_SHOTS")
    for lang in ("en", "fr", "hi"):
        tr = Translator(lang)
        names = bot_names(tr)[:2]
        for case, (hand0, hand1, top) in CASES.items():
            match = position(hand0, hand1, top)
            hub = PhoneHub.start([0], tr, names, host="127.0.0.1", cards=cards, hints=[0])
            hubs.append(hub)
            seat = hub.phone_seat(0, match)
            host = HostLoop(match, {0: seat}).start(hub=hub)
            try:
                driver.get(hub.url(0))
                wait(driver, "document.body.dataset.state === 'connected'"
                     " && document.body.dataset.seq && !document.getElementById('hint').hidden")
                wait(driver, "document.fonts.status === 'loaded'"
                     " && [...document.images].every(i => i.complete)")
                # The table's word, a full touch target, clear of the hand.
                button = driver.find_element(By.ID, "hint")
                assert button.text == tr.t("table-hint")
                box, hand = rect(driver, "#hint"), rect(driver, "#hand")
                assert box["width"] >= TAP and box["height"] >= TAP, box
                assert box["bottom"] <= hand["top"], (box, hand)
                assert hinted(driver) == []
                seq = int(driver.execute_script("return document.body.dataset.seq"))
                with host.lock:
                    assert match.game is not None
                    view = seat_view(match.game, 0, tuple(match.totals))
                want: Hint | None = hint(view, names, seed=seq * 31)
                assert want is not None
                button.click()
                wait(driver, "document.querySelector('.hinted')"
                     " && !document.getElementById('message').hidden")
                message = driver.find_element(By.ID, "message")
                assert message.get_attribute("class") == "hint"
                assert message.text == render(tr, want.why)
                marks = hinted(driver)
                if case == "draw":
                    assert want.action == Draw(0)
                    assert [(m["kind"], m["inside"]) for m in marks] == [("draw", "buttons")]
                else:
                    assert isinstance(want.action, PlayCard)
                    assert [(m["card"], m["inside"]) for m in marks] == [
                        (str(want.action.card), "sheet")]
                name = f"{lang}" if case == "card" else f"{lang}-{case}"
                if shots:
                    driver.save_screenshot(str(Path(shots) / f"{name}.png"))
                if case == "colour":
                    # The hinted Wild opens the colour sheet with the hinted colour ringed;
                    # tapping it plays exactly the hint (the line stays up meanwhile).
                    assert isinstance(want.action, PlayCard) and want.action.color is not None
                    driver.find_element(By.CSS_SELECTOR, "#hand .card.hinted").click()
                    wait(driver, "document.querySelectorAll('#choices button').length === 4")
                    ringed = [m for m in hinted(driver) if m["inside"] == "choices"]
                    assert len(ringed) == 1
                    chosen = driver.find_element(By.CSS_SELECTOR, "#choices button.hinted")
                    assert chosen.get_attribute("class").split()[0] == f"c{want.action.color}"
                    assert not message.get_attribute("hidden")
                    if shots:
                        driver.save_screenshot(str(Path(shots) / f"{name}-sheet.png"))
                    chosen.click()
                    wait(driver, f"+document.body.dataset.seq > {seq}")
                    with host.lock:
                        assert match.game is not None
                        assert match.game.discard[-1] == want.action.card
                        assert match.game.color == want.action.color
                    # Not the seat's turn any more: no Hint button, no ring.
                    wait(driver, "document.getElementById('hint').hidden")
                    assert hinted(driver) == []
            finally:
                host.stop()
                hub.stop()
