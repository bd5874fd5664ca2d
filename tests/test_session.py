"""Session: seats plus the match, saved and loaded exactly."""

from __future__ import annotations

import json

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import Draw
from uno_desktop.engine.errors import RulesError, SaveError
from uno_desktop.engine.rules import Rules
from uno_desktop.game_log import LogEntry
from uno_desktop.session import SeatConfig, Session


def seats(n: int = 3) -> list[SeatConfig]:
    return [SeatConfig("person", "Ann")] + [
        SeatConfig("bot", f"Bot {i}", "easy") for i in range(1, n)
    ]


def test_new_session_is_dealt_and_keeps_its_deal_events() -> None:
    s = Session.new(Rules(), seats(4), seed=7)
    assert s.match.n == 4
    assert s.match.game is not None
    assert s.events, "the deal is there for the table to animate"
    assert s.persons() == [0]
    assert s.bots() == [1, 2, 3]
    assert s.names[0] == "Ann"


def test_round_trip_through_json_is_exact() -> None:
    s = Session.new(Rules.preset("house_party"), seats(3), seed=11)
    game = s.match.game
    assert game is not None
    # Play a few actions so the save holds a game in progress.
    for _ in range(5):
        game.apply(game.legal_actions()[-1])
    s.log.extend([LogEntry(ev.UnoCalled(1)), LogEntry(ev.Drew(0, (3, 4), "draw"), 0)])
    s.uno = {1}
    data = json.loads(json.dumps(s.to_dict()))
    back = Session.from_dict(data)
    assert back.seats == s.seats
    assert back.log == s.log and back.uno == {1}
    assert back.events == []
    g2 = back.match.game
    assert g2 is not None
    assert g2.hands == game.hands
    assert g2.draw_pile == game.draw_pile
    assert g2.decision == game.decision
    # Both go on identically.
    a, b = game.legal_actions(), g2.legal_actions()
    assert a == b
    assert game.apply(a[0]) == g2.apply(b[0])


def test_again_keeps_seats_and_rules() -> None:
    rules = Rules(hand_size=5)
    s = Session.new(rules, seats(2), seed=1)
    t = s.again(seed=2)
    assert t.seats == s.seats and t.match.rules == rules and t.match is not s.match


def test_bad_seat_count_for_rules_is_refused() -> None:
    with pytest.raises(RulesError):
        Session.new(Rules(teams=True), seats(3))


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(format="something else"),
        lambda d: d.update(version=99),
        lambda d: d.update(version="1"),
        lambda d: d.update(seats="Ann"),
        lambda d: d.update(seats=d["seats"][:-1]),
        lambda d: d["seats"][0].update(kind="alien"),
        lambda d: d.update(log=[1, 2]),
        lambda d: d.update(log="text"),
        lambda d: d.update(log=[{"type": "Exploded", "seat": 1}]),
        lambda d: d.update(log=[{"type": "UnoCalled", "seat": "one"}]),
        lambda d: d.update(log=[{"type": "UnoCalled"}]),
        lambda d: d.update(log=[{"type": "Drew", "seat": 0, "cards": [True], "reason": "x"}]),
        lambda d: d.update(uno=[7]),
        lambda d: d.update(uno="1"),
        lambda d: d.update(match={"format": "nope"}),
        lambda d: d["match"]["game"].update(hands=[[1]] * 3),
        lambda d: d["match"].pop("rules"),
    ],
)
def test_damaged_saves_raise_save_error(mutate) -> None:
    data = json.loads(json.dumps(Session.new(Rules(), seats(3), seed=3).to_dict()))
    mutate(data)
    with pytest.raises(SaveError):
        Session.from_dict(data)


def test_a_version_1_save_loads_without_its_text_log() -> None:
    """Version 1 kept the log as finished English sentences: the game loads, the text is
    dropped (a log in another language would mix languages)."""
    data = json.loads(json.dumps(Session.new(Rules(), seats(3), seed=3).to_dict()))
    data["version"] = 1
    data["log"] = ["Ann played Red 5.", "Bot 1 drew a card."]
    del data["uno"]
    back = Session.from_dict(data)
    assert back.log == [] and back.uno == set()


def test_not_a_dict_is_refused() -> None:
    with pytest.raises(SaveError):
        Session.from_dict([1, 2, 3])


def test_seat_config_validates_and_round_trips() -> None:
    with pytest.raises(ValueError):
        SeatConfig("ghost", "x")
    bot = SeatConfig("bot", "Robbie", "pkg.mod:Class")
    assert SeatConfig.from_dict(bot.to_dict()) == bot
    person = SeatConfig("person", "Ann")
    assert person.to_dict() == {"kind": "person", "name": "Ann"}
    assert person.is_person and not person.is_bot


def test_session_survives_a_draw_and_save() -> None:
    s = Session.new(Rules(), seats(2), seed=5)
    game = s.match.game
    assert game is not None
    seat = game.decision.seat
    if Draw(seat) in game.legal_actions():
        game.apply(Draw(seat))
    back = Session.from_dict(s.to_dict())
    assert back.match.game.hands == game.hands  # type: ignore[union-attr]
