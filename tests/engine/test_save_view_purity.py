"""Saves, seat views and the engine's independence from pygame."""

import json
import random
import subprocess
import sys

import pytest

from uno_desktop.engine import save
from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.errors import SaveError
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view
from uno_desktop.sim import random_round


def play_some(match, rng, steps):
    for _ in range(steps):
        if match.game.over:
            return
        match.apply(rng.choice(match.game.legal_actions()))


def test_save_round_trips_mid_round_and_replays_identically():
    rules = Rules.preset("house_party")
    match = Match(rules, 4, 11)
    match.start()
    rng = random.Random(2)
    play_some(match, rng, 25)
    text = save.dumps(match)
    copy = save.loads(text)
    assert save.dumps(copy) == text
    # the same actions give the same future, randomness included
    script = random.Random(9)
    for _ in range(200):
        if match.game.over:
            break
        action = script.choice(match.game.legal_actions())
        assert match.apply(action) == copy.apply(action)
    assert save.dumps(copy) == save.dumps(match)


def test_save_refuses_corrupt_and_newer_files():
    match = Match(Rules(), 2, 3)
    match.start()
    data = save.match_to_dict(match)
    with pytest.raises(SaveError):
        save.loads("{not json")
    with pytest.raises(SaveError):
        save.match_from_dict({**data, "version": save.VERSION + 1})
    with pytest.raises(SaveError):
        save.match_from_dict({**data, "format": "something else"})
    broken = json.loads(json.dumps(data))
    broken["game"]["hands"][0].append(broken["game"]["draw_pile"][0])  # a card twice
    with pytest.raises(SaveError):
        save.match_from_dict(broken)
    missing = json.loads(json.dumps(data))
    del missing["game"]["discard"]
    with pytest.raises(SaveError):
        save.match_from_dict(missing)


def test_view_holds_only_what_the_seat_may_know():
    match = Match(Rules(), 3, 4)
    match.start()
    game = match.game
    view = seat_view(game, 1)
    assert view.hand == tuple(game.hands[1])
    assert view.hand_counts == tuple(len(h) for h in game.hands)
    text = repr(view)
    for seat in (0, 2):
        # no field carries the other hands or the draw pile's order
        assert str(tuple(game.hands[seat])) not in text
    assert str(game.draw_pile[-5:])[1:-1] not in text
    assert all(a.seat == 1 for a in view.legal)


def test_view_shows_drawn_card_only_to_the_drawer():
    match = Match(Rules(), 2, 4)
    match.start()
    game = match.game
    for _ in range(300):
        if game.decision.drawn is not None:
            break
        acts = [a for a in game.legal_actions() if not isinstance(a, PlayCard)]
        game.apply(acts[0] if acts else game.legal_actions()[0])
    drawer = game.decision.seat
    assert seat_view(game, drawer).drawn == game.decision.drawn
    assert seat_view(game, 1 - drawer).drawn is None


def test_the_engine_never_imports_pygame():
    code = (
        "import sys, uno_desktop.engine.game, uno_desktop.engine.match, uno_desktop.engine.save,"
        " uno_desktop.engine.view, uno_desktop.sim; print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_every_round_ends_under_random_play():
    for seed in range(20):
        match = Match(Rules.preset("house_party"), 2 + seed % 9, seed)
        match.start()
        steps = random_round(match.game, random.Random(seed))
        assert match.game.over and steps < 5000
