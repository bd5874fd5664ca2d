"""Events carry their consequences: replaying them alone (no rule of the reader's own) gives
who holds how many cards, whose UNO call stands and who can be caught, after every action."""

from __future__ import annotations

import json
import random

import pytest

from uno_desktop import game_log
from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import CallUno, Draw, PlayCard
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import Rules

from .helpers import card, setup


class Replay:
    """What a reader of the events knows: hand sizes, standing calls, the open catch window."""

    def __init__(self, n: int) -> None:
        self.counts = [0] * n
        self.calls: set[int] = set()
        self.window = -1

    def see(self, events: list[ev.Event]) -> None:
        for e in events:
            match e:
                case ev.Dealt(hands=hands):
                    self.counts = [len(h) for h in hands]
                    self.calls.clear()
                case ev.Played(seat=s):
                    self.counts[s] -= 1
                case ev.Drew(seat=s, cards=cards):
                    self.counts[s] += len(cards)
                case ev.CardTakenBack(seat=s):
                    self.counts[s] += 1
                case ev.HandsSwapped(seat=a, target=b):
                    self.counts[a], self.counts[b] = self.counts[b], self.counts[a]
                case ev.HandsRotated(sources=sources):
                    self.counts = [self.counts[src] for src in sources]
                case ev.PlayerOut(seat=s):
                    self.counts[s] = 0
                case ev.UnoCalled(seat=s):
                    self.calls.add(s)
                case ev.UnoCallCleared(seat=s):
                    assert s in self.calls
                    self.calls.discard(s)
                case ev.UnoWindowOpened(seat=s):
                    assert self.window == -1
                    self.window = s
                case ev.UnoWindowClosed(seat=s):
                    assert self.window == s
                    self.window = -1


@pytest.mark.parametrize("preset, players", [("house_party", 4), ("official", 3),
                                             ("chat_classic", 5)])
def test_replayed_events_tell_hands_calls_and_the_catch_window(preset: str, players: int) -> None:
    rules = Rules.preset(preset).with_changes(swap_on_five=True, double_play=True)
    for i in range(150):
        rng = random.Random(i)
        game, events = Game.new_round(rules, players, rng, dealer=i % players)
        replay = Replay(players)
        replay.see(events)
        while not game.over:
            actions = game.legal_actions()
            if rng.random() < 0.3:
                actions = actions + game.reaction_actions(rng.randrange(players))
            replay.see(game.apply(rng.choice(actions)))
            if game.over:
                break
            assert replay.counts == [len(h) for h in game.hands]
            assert replay.calls == set(game.uno_calls())
            assert replay.window == game.uno_catchable()


def test_a_rotation_says_who_got_which_hand() -> None:
    rules = Rules(seven_zero=True)
    game = setup(rules, hands=[["r0", "g7", "b9"], ["b1"], ["y4", "y5"], ["g1", "g2"]],
                 top="r3")
    zero = card(game, 0, "r0")
    before = [list(h) for h in game.hands]
    events = game.apply(PlayCard(0, zero))
    (rotated,) = [e for e in events if isinstance(e, ev.HandsRotated)]
    assert rotated.sources == (3, 0, 1, 2)  # seat 1 holds seat 0's hand, less the 0, now
    before[0].remove(zero)
    assert [sorted(before[src]) for src in rotated.sources] == [sorted(h) for h in game.hands]


def test_an_early_call_is_told_and_lapses_when_its_turn_ends_without_the_play() -> None:
    game = setup(hands=[["r5", "g7"], ["b1", "y2"]], top="r3", pile=["b4"])
    events = game.apply(CallUno(0))
    assert events == [ev.UnoCalled(0, early=True)]
    assert game.uno_calls() == (0,)
    events = game.apply(Draw(0))  # drawing ends the call
    assert events[0] == ev.UnoCallCleared(0)
    assert game.uno_calls() == ()


def test_a_late_call_closes_the_window_and_a_draw_clears_it() -> None:
    game = setup(hands=[["r5", "g7"], ["b1", "y2", "r8"]], top="r3", pile=["b4", "g9"])
    events = game.apply(PlayCard(0, card(game, 0, "r5")))
    assert ev.UnoWindowOpened(0) in events
    events = game.apply(CallUno(0))
    assert events == [ev.UnoCalled(0), ev.UnoWindowClosed(0)]
    game.apply(PlayCard(1, card(game, 1, "r8")))
    events = game.apply(Draw(0))
    assert events[:2] == [ev.UnoCallCleared(0), ev.Drew(0, events[1].cards, "draw")]  # type: ignore[attr-defined]


def test_drew_says_whether_it_punished() -> None:
    assert ev.Drew(0, (1,), "uno_penalty").penalty
    assert ev.Drew(0, (1,), "challenge").penalty
    assert not ev.Drew(0, (1,), "draw").penalty
    assert not ev.Drew(0, (1,), "timeout").penalty
    assert not ev.Drew(0, (1,), "seven_rounds").penalty


def test_a_log_saved_before_the_new_fields_still_loads() -> None:
    old = [{"type": "HandsRotated", "direction": -1}, {"type": "UnoCalled", "seat": 2}]
    loaded = [game_log.entry_from_dict(json.loads(json.dumps(d))).event for d in old]
    assert loaded == [ev.HandsRotated(-1), ev.UnoCalled(2)]
    for event in (ev.HandsRotated(1, (2, 0, 1)), ev.UnoCalled(1, True), ev.UnoCallCleared(1),
                  ev.UnoWindowOpened(0), ev.UnoWindowClosed(0)):
        entry = game_log.LogEntry(event)
        saved = json.loads(json.dumps(game_log.entry_to_dict(entry)))
        assert game_log.entry_from_dict(saved) == entry
