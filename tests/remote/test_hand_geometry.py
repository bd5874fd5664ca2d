"""The phone hand for real fingers (headless Chromium over loopback, the real engine).

At 360x640 and 320x568 (and a turned phone, 640x360), with hands of 7, 15 and 25 cards dealt
as prepared positions, the page's own geometry says every card keeps a free area of at least
44x44 CSS px (its box minus everything drawn over it), and tapping each playable card sends
exactly that card; a tap on a card that cannot be played shows why, in the table's words.
One browser serves every case. With UNO_PHONE_SHOTS=<dir>, a screenshot of each case is saved
there in English, French and Hindi."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.ui.table_helpers import with_round
from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.cards import BLACK, CARD_COLOR, cards_from_codes, deck_ids
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view
from uno_desktop.i18n import Translator, bot_names
from uno_desktop.presentation.refusal import usable_cards, why_not_text
from uno_desktop.remote.card_images import card_pngs
from uno_desktop.remote.hub import PhoneHub
from uno_desktop.remote.phone_seat import PhoneSeat

from . import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None,
                                reason=browser.missing() or "")

TAP = 44
SIZES = ((360, 640), (320, 568))
HANDS = (7, 15, 25)

# The largest free square of each card, in CSS px: the card's box, clipped to the hand's scroll
# box and the window, minus every later card and the floating message over it (drawn on top).
# A pixel grid, so any overlap shape counts; the square's centre is where the test taps.
FREE_SQUARES = """
const cards = [...document.querySelectorAll('#hand .card')];
const hand = document.getElementById('hand');
const message = document.getElementById('message');
return cards.map((el, i) => {
  el.scrollIntoView({block: 'nearest'});
  const r = el.getBoundingClientRect();
  const clip = hand.getBoundingClientRect();
  const x0 = Math.max(r.left, clip.left, 0), y0 = Math.max(r.top, clip.top, 0);
  const x1 = Math.min(r.right, clip.right, innerWidth);
  const y1 = Math.min(r.bottom, clip.bottom, innerHeight);
  const w = Math.max(0, Math.floor(x1 - x0)), h = Math.max(0, Math.floor(y1 - y0));
  const over = cards.slice(i + 1).map(o => o.getBoundingClientRect());
  if (!message.hidden) over.push(message.getBoundingClientRect());
  const free = (x, y) => !over.some(o => x >= o.left && x < o.right && y >= o.top && y < o.bottom);
  let best = 0, bx = 0, by = 0, freeRows = 0;
  let prev = new Array(w + 1).fill(0);
  for (let y = 0; y < h; y++) {
    const row = new Array(w + 1).fill(0);
    let any = false;
    for (let x = 0; x < w; x++) {
      if (!free(x0 + x + 0.5, y0 + y + 0.5)) continue;
      any = true;
      row[x + 1] = 1 + Math.min(row[x], prev[x], prev[x + 1]);
      if (row[x + 1] > best) { best = row[x + 1]; bx = x + 1 - best; by = y + 1 - best; }
    }
    if (any) freeRows += 1;
    prev = row;
  }
  const cx = x0 + bx + best / 2, cy = y0 + by + best / 2;
  const hit = document.elementFromPoint(cx, cy);
  return {card: +el.dataset.card, playable: el.dataset.playable === '1', side: best,
          width: w, height: freeRows, dx: cx - (r.left + r.width / 2),
          dy: cy - (r.top + r.height / 2), hit: hit === el || el.contains(hit)};
});
"""


def deal(size: int, seed: int, turn: int = 0) -> Game:
    """Three seats mid-round on a green 5: seat 0 holds ``size`` cards, some that fit."""
    rng = random.Random(seed)
    deck = deck_ids(False)
    (top,) = cards_from_codes(["g5"], deck)
    deck.remove(top)
    rng.shuffle(deck)
    hand = deck[:size]
    if not any(CARD_COLOR[c] == BLACK for c in hand):  # a black card: its colour is asked
        black = next(c for c in deck[size:] if CARD_COLOR[c] == BLACK)
        hand[-1] = black
    rest = [c for c in deck if c not in hand]
    hands = [hand, rest[:6], rest[6:11]]
    return Game.from_position(Rules(), hands=hands, discard=[top], draw_pile=rest[11:],
                              turn=turn, seed=seed)


@pytest.fixture(scope="module")
def driver() -> Iterator[Any]:
    opened = browser.new_driver(*SIZES[0])
    yield opened
    browser.quit_driver(opened)


@pytest.fixture(scope="module")
def colorblind_cards() -> dict[str, bytes]:
    return card_pngs(colorblind=True)


def set_size(driver: Any, width: int, height: int) -> None:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True,
    })


def wait(driver: Any, condition: str, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not driver.execute_script(f"return Boolean({condition})"):
        assert time.monotonic() < deadline, f"page never showed {condition!r}"
        time.sleep(0.02)


def open_hand(driver: Any, lang: str, size: int, cards: dict[str, bytes],
              hubs: list[object], turn: int = 0) -> tuple[PhoneSeat, Game, PhoneHub]:
    tr = Translator(lang)
    names = bot_names(tr)[:3]
    hub = PhoneHub.start([0], tr, names, host="127.0.0.1", cards=cards, colorblind=True)
    hubs.append(hub)
    dealt = Match(Rules(), 3, seed=size)
    dealt.start()
    match = with_round(dealt, deal(size, seed=size, turn=turn))  # no engine field written
    seat = hub.phone_seat(0, match)
    seat.sync(0.0)
    driver.get(hub.url(0))
    wait(driver, "document.body.dataset.state === 'connected' && document.body.dataset.seq"
         f" && document.querySelectorAll('#hand .card').length === {size}")
    wait(driver, "document.fonts.status === 'loaded'"
         " && [...document.images].every(i => i.complete)")
    return seat, match.game, hub


def take(seat: PhoneSeat, timeout: float = 5.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        action = seat.poll(time.monotonic())
        if action is not None:
            return action
        assert time.monotonic() < deadline, "the server received no action"
        time.sleep(0.01)


def tap_at(driver: Any, element: Any, dx: float, dy: float) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(driver).move_to_element_with_offset(element, int(dx), int(dy)).click().perform()


def check_case(driver: Any, seat: PhoneSeat, game: Game, lang: str,
               shot: Path | None = None) -> list[dict[str, Any]]:
    from selenium.webdriver.common.by import By

    areas: list[dict[str, Any]] = driver.execute_script(FREE_SQUARES)
    view = seat_view(game, 0)
    assert sorted(a["card"] for a in areas) == sorted(game.hands[0])
    usable = usable_cards(view)
    assert {a["card"] for a in areas if a["playable"]} == usable
    # The cards that can be played come first.
    flags = [a["playable"] for a in areas]
    assert flags == sorted(flags, reverse=True)
    for area in areas:
        assert area["side"] >= TAP and area["hit"], area
    for area in (a for a in areas if a["playable"]):
        element = driver.find_element(By.CSS_SELECTOR, f"#hand .card[data-card='{area['card']}']")
        driver.execute_script("arguments[0].scrollIntoView({block: 'nearest'})", element)
        tap_at(driver, element, area["dx"], area["dy"])
        color = None
        if CARD_COLOR[area["card"]] == BLACK:  # the colour is the second tap
            wait(driver, "document.querySelectorAll('#choices button').length === 4")
            if shot is not None:
                driver.save_screenshot(str(shot.with_name(shot.stem + "-colour.png")))
            driver.find_elements(By.CSS_SELECTOR, "#choices button")[2].click()
            color = 2
        assert take(seat) == PlayCard(0, area["card"], color)
        time.sleep(0.11)  # a person's pace: the server allows 10 picks a second
    # A card that cannot be played says why, in the words of the table.
    stuck = next(a for a in areas if not a["playable"])
    element = driver.find_element(By.CSS_SELECTOR, f"#hand .card[data-card='{stuck['card']}']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'nearest'})", element)
    tap_at(driver, element, stuck["dx"], stuck["dy"])
    expected = why_not_text(Translator(lang), view, stuck["card"], bot_names(Translator(lang)))
    wait(driver, "!document.getElementById('message').hidden")
    assert driver.execute_script("return document.getElementById('message').textContent") == \
        expected
    assert seat.poll(time.monotonic()) is None  # nothing was sent
    return areas


# (width, height, cards, whose turn): the phone's own turn, a turned phone, someone else's turn.
CASES = [(w, h, n, 0) for (w, h) in SIZES for n in HANDS] + [(640, 360, 25, 0), (360, 640, 7, 1)]


def test_every_card_is_a_touch_target_and_sends_itself(
    driver: Any, colorblind_cards: dict[str, bytes], hubs: list[object]
) -> None:
    shots = os.environ.get("UNO_PHONE_SHOTS")
    langs = ("en", "fr", "hi") if shots else ("en",)
    smallest: dict[tuple[int, int, int], tuple[int, int]] = {}
    for lang in langs:
        for width, height, size, turn in CASES:
            set_size(driver, width, height)
            seat, game, hub = open_hand(driver, lang, size, colorblind_cards, hubs, turn)
            name = f"{width}x{height}-{size}{'-waiting' if turn else ''}-{lang}"
            shot = Path(shots) / f"{name}.png" if shots else None
            if shot is not None:
                driver.save_screenshot(str(shot))
            areas = check_case(driver, seat, game, lang, shot)
            if shots:
                driver.save_screenshot(str(Path(shots) / f"{name}-why.png"))
            # The pill and the colour buttons carry the table's symbol beside the colour's name.
            assert driver.execute_script("return !!document.querySelector('#color-chip svg.sym')"
                                         " && document.querySelector('#color-chip').textContent"
                                         " !== ''")
            hub.stop()
            key = (width, height, size + 100 * turn)
            low = (min(a["width"] for a in areas), min(a["height"] for a in areas))
            old = smallest.get(key, low)
            smallest[key] = (min(old[0], low[0]), min(old[1], low[1]))
    print("smallest free area (w, h) per case:", smallest)
