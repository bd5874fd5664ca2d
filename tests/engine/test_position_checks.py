"""Every check a loaded save goes through (save.py, position.py) refuses the position it is
there for, naming the field; each would otherwise let a position the engine cannot reach into
the game. One hostile save per check (mutation testing found most of them unexercised)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from tests.engine.helpers import finish_round
from uno_desktop.engine import save
from uno_desktop.engine.actions import ChooseSeat, Draw, GiveCard, PlayCard
from uno_desktop.engine.cards import BLACK, GREEN, cards_from_codes
from uno_desktop.engine.errors import SaveError
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules

from .helpers import card, dealing_order

HANDS = [["r+2", "wd4", "r5", "r1", "b9"], ["b+2", "b1", "b2", "b4", "b5"],
         ["g1", "g2", "g4", "g5", "g6"]]
Data = dict[str, Any]


def _match(rules: Rules, start: str = "r3", then: list[str] | None = None) -> Match:
    match = Match(rules.with_changes(hand_size=5), 3, seed=1)
    match.start(deck=dealing_order(HANDS, start, then, dealer=2), dealer=2)
    return match


def _saved(match: Match) -> Data:
    data: Data = json.loads(save.dumps(match))
    return data


def at_turn() -> Data:
    return _saved(_match(Rules()))


def at_penalty() -> Data:
    match = _match(Rules(stacking="cumulative"))
    assert match.game is not None
    match.apply(PlayCard(0, card(match.game, 0, "r+2")))
    return _saved(match)


def at_challenge() -> Data:
    match = _match(Rules())
    assert match.game is not None
    match.apply(PlayCard(0, card(match.game, 0, "wd4"), GREEN))
    return _saved(match)


def at_play_drawn() -> Data:
    match = _match(Rules(), then=["r9"])
    match.apply(Draw(0))
    return _saved(match)


def at_colour_choice() -> Data:
    return _saved(_match(Rules(), start="w"))


def at_first_give() -> Data:
    match = _match(Rules(swap_on_five=True))
    assert match.game is not None
    match.apply(PlayCard(0, card(match.game, 0, "r5")))
    match.apply(ChooseSeat(0, 1))
    return _saved(match)


def at_give_card() -> Data:
    match = _match(Rules(swap_on_five=True))
    assert match.game is not None
    match.apply(PlayCard(0, card(match.game, 0, "r5")))
    match.apply(ChooseSeat(0, 1))
    match.apply(GiveCard(0, card(match.game, 0, "b9")))
    return _saved(match)


def at_round_over() -> Data:
    match = _match(Rules(target=2000))
    finish_round(match)
    return _saved(match)


def refused(data: Data, named: str) -> None:
    with pytest.raises(SaveError) as info:
        save.loads(json.dumps(data))
    assert named in str(info.value), str(info.value)


def test_every_state_used_below_loads_as_saved() -> None:
    for state in (at_turn, at_penalty, at_challenge, at_play_drawn, at_colour_choice,
                  at_first_give, at_give_card, at_round_over):
        data = state()
        assert json.loads(save.dumps(save.loads(json.dumps(data)))) == data


def _move_discard_to_pile(d: Data) -> None:
    g = d["game"]
    g["draw_pile"] = g["discard"] + g["draw_pile"]
    g["discard"] = []


def _empty_hand(d: Data) -> None:
    g = d["game"]
    g["draw_pile"] = g["hands"][2] + g["draw_pile"]
    g["hands"][2] = []


def _a_result(d: Data) -> None:
    d["game"]["result"] = {"winner": 0, "reason": "out", "hands": [[], [], []],
                           "values": [0, 0, 0], "ranking": [0, 1, 2]}


def _set(path: str, value: Any) -> Callable[[Data], None]:
    def change(d: Data) -> None:
        *keys, last = path.split(".")
        place = d
        for key in keys:
            place = place[int(key)] if isinstance(place, list) else place[key]
        if isinstance(place, list):
            place[int(last)] = value
        else:
            place[last] = value
    return change


def _both(*changes: Callable[[Data], None]) -> Callable[[Data], None]:
    def change(d: Data) -> None:
        for one in changes:
            one(d)
    return change


def _hand_gone(seat: int) -> Callable[[Data], None]:
    """A seat that leaves puts its hand under the draw pile (as the engine does), so that the
    check named is the one a position fails, not the empty-hand one."""
    def change(d: Data) -> None:
        g = d["game"]
        g["draw_pile"] = list(g["hands"][seat]) + list(g["draw_pile"])
        g["hands"][seat] = []
    return change


def _not_held(d: Data) -> None:
    g = d["game"]
    g["decision"]["drawn"] = g["hands"][1][0]


def _given_not_held(d: Data) -> None:
    g = d["game"]
    g["pending"]["choice"]["trade_card"] = g["hands"][2][0]


@pytest.mark.parametrize("state, change, named", [
    (at_turn, _move_discard_to_pile, "discard"),
    (at_turn, _both(_set("game.gone.1", True), _set("gone.1", True)), "active[1]"),
    (at_turn, _set("game.finished", [1, 1]), "finished"),
    (at_turn, _a_result, "result"),
    (at_turn, _set("game.active", [True, False, False]), "active"),
    (at_turn, _set("game.finished", [1]), "finished"),
    (at_turn, _empty_hand, "hands[2]"),
    (at_turn, _set("game.pending.draw.cards", 2), "penalty"),
    (at_play_drawn, _set("game.decision.penalty", 2), "penalty"),
    (at_penalty, _set("game.decision.penalty", 4), "penalty"),
    (at_penalty, _both(_set("game.pending.draw.cards", 0), _set("game.decision.penalty", 0)),
     "penalty"),
    (at_challenge, _set("game.pending.challenge.seat", -1), "wd4_seat"),
    (at_play_drawn, _not_held, "decision.drawn"),
    (at_turn, _set("game.color", BLACK), "color"),
    (at_colour_choice, _set("game.pending.choice.first_after_color", -1), "first_after_color"),
    (at_turn, _both(_set("game.pending.uno.seat", 1), _set("game.gone.1", True),
                    _set("game.active.1", False), _set("gone.1", True), _hand_gone(1)),
     "uno_open"),
    (at_turn, _set("game.pending.choice.trade_from", 0), "trade_from"),
    (at_turn, _set("game.pending.choice.trade_card", 5), "trade_from"),
    (at_give_card, _set("game.pending.choice.trade_to", 0), "trade_from/trade_to"),
    (at_give_card, _set("game.pending.choice.trade_to", -1), "trade_from/trade_to"),
    (at_first_give, _set("game.decision.partner", 2), "decision.partner"),
    (at_first_give, _set("game.pending.choice.trade_card", 5), "decision.partner"),
    (at_give_card, _set("game.decision.partner", 2), "trade_card"),
    (at_give_card, _given_not_held, "trade_card"),
    (at_give_card, _set("game.decision.seat", 2), "decision.seat"),
    (at_round_over, _set("game.result.ranking", [0, 0, 1]), "result.ranking"),
    (at_round_over, _set("game.result", None), "result"),
    (at_turn, _set("rng.0", 2), "rng"),
    (at_turn, _set("rng.2", "x"), "rng[2]"),
    (at_turn, _set("game.players", 4), "game.players"),
    (at_turn, _set("rules", {"hand_size": 3}), "rules"),
    (at_turn, _set("rules", {"teams": True}), "players"),
    (at_turn, _set("last_values", [1, 2]), "last_values"),
    (at_turn, _both(_set("over", True), _set("winners", [])), "over"),
    (at_turn, _set("history", [[0, 0, 0], [0, 0, 0]]), "history"),
    (at_turn, _set("round_no", 0), "round_no/dealer"),
    (at_turn, _set("dealer", -1), "round_no/dealer"),
    (at_turn, _set("scored", True), "scored"),
    (at_round_over, _set("last_values", []), "last_values/last_winner"),
    (at_round_over, _set("last_winner", -1), "last_values/last_winner"),
    (at_round_over, _set("gone.1", True), None),  # after the round a seat may leave
    (at_turn, _set("gone.1", True), "gone[1]"),
    (at_turn, _both(_set("game.gone.1", True), _set("game.active.1", False), _hand_gone(1)),
     "gone[1]"),
    (at_turn, _both(_set("over", True), _set("winners", [0])), "over"),
    (at_turn, _set("game", None), "game"),
])
def test_a_position_the_engine_cannot_reach_is_refused(state: Callable[[], Data],
                                                        change: Callable[[Data], None],
                                                        named: str | None) -> None:
    data = state()
    change(data)
    if named is None:
        save.loads(json.dumps(data))
    else:
        refused(data, named)


def test_a_match_saved_before_its_first_deal_loads() -> None:
    match = Match(Rules(), 3, seed=2)
    loaded = save.loads(save.dumps(match))
    assert loaded.game is None and loaded.round_no == 0
    data = json.loads(save.dumps(match))
    data["round_no"] = 1
    refused(data, "game")


def test_a_version_1_save_of_a_damaged_round_is_refused_naming_it() -> None:
    data = at_turn()
    data["version"] = 1
    data["game"] = []
    refused(data, "game must be an object")


def test_a_save_is_text() -> None:
    with pytest.raises(SaveError, match="text"):
        save.loads(b"{}")  # type: ignore[arg-type]
    assert cards_from_codes(["r1"])  # the deck helpers stay importable here


def test_a_draw_ten_save_holds_the_112_card_deck() -> None:
    match = Match(Rules(blank_cards="draw_ten"), 3, seed=6)
    match.start(dealer=0)
    data = _saved(match)
    assert json.loads(save.dumps(save.loads(json.dumps(data)))) == data
    standard = _saved(_match(Rules()))
    standard["rules"]["blank_cards"] = "draw_ten"
    refused(standard, "deck")


@pytest.mark.parametrize("seat", [0, 1])
def test_the_uno_window_of_a_seat_that_left_is_refused(seat: int) -> None:
    data = at_turn()
    for key, value in (("game.pending.uno.seat", seat), (f"game.gone.{seat}", True),
                       (f"game.active.{seat}", False), (f"gone.{seat}", True)):
        _set(key, value)(data)
    _hand_gone(seat)(data)
    if seat == 0:  # seat 0 is to play: hand the turn to seat 1
        data["game"]["decision"]["seat"] = 1
    refused(data, "uno_open")


def test_a_trade_with_a_seat_out_of_the_round_is_refused() -> None:
    data = at_first_give()
    data["game"]["active"][1] = False
    refused(data, "trade_from/trade_to")
