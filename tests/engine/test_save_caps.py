"""Every counter a save holds is capped at load: the largest value the engine can write loads,
one more is refused naming the field (a hostile file cannot make a loop run longer)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from uno_desktop.engine import save
from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.cards import DRAW_TEN, DRAW_TWO, REVERSE, WILD, WILD_DRAW_FOUR
from uno_desktop.engine.errors import SaveError
from uno_desktop.engine.game import SEVEN_ROUNDS_TURN_LIMIT
from uno_desktop.engine.match import Match
from uno_desktop.engine.position import MAX_PENALTY, MAX_PENDING_SKIPS
from uno_desktop.engine.rules import Rules

from .helpers import card, dealing_order

TURNS = SEVEN_ROUNDS_TURN_LIMIT + 10


def saved(rules: Rules | None = None) -> dict[str, Any]:
    """A three-seat match saved at the first turn of its first round."""
    match = Match(rules or Rules(), 3, seed=4)
    match.start(dealer=0)
    data: dict[str, Any] = json.loads(save.dumps(match))
    return data


def put(data: dict[str, Any], field: str, value: Any) -> dict[str, Any]:
    *path, last = field.split(".")
    place = data
    for key in path:
        place = place[key]
    place[last] = value
    return data


def loads(data: dict[str, Any]) -> Match:
    return save.loads(json.dumps(data))


def refused(data: dict[str, Any], named: str) -> None:
    with pytest.raises(SaveError) as info:
        loads(data)
    assert named in str(info.value), str(info.value)


@pytest.mark.parametrize("field, highest, value", [
    ("game.turn_no", TURNS, lambda v: v),
    ("game.pending.uno.turn", TURNS, lambda v: v),
    ("game.pending.uno.caught_turn", TURNS, lambda v: v),
    ("game.pending.uno.precalled", TURNS, lambda v: [0, v]),
    ("game.lies", 10**6, lambda v: [v, 0, 0]),
    ("game.passes", 3, lambda v: v),  # a pass per seat ends the round
    ("game.stage", 7, lambda v: [v, 7, 7]),  # seven_rounds: the dealt hand is the biggest
    ("game.pending.draw.skips", MAX_PENDING_SKIPS, lambda v: v),
    ("game.pending.choice.first_after_color", 2, lambda v: v),
    ("game.pending.challenge.prev_color", 3, lambda v: v),
    ("game.dealer", 2, lambda v: v),
    ("totals", save.MAX_TOTAL, lambda v: [v, 0, 0]),
    ("last_values", save.MAX_TOTAL, lambda v: [v, 0, 0]),
    ("seed", 2**64, lambda v: v),
])
def test_a_saved_counter_loads_up_to_its_cap_and_not_beyond(field: str, highest: int,
                                                            value: Any) -> None:
    loads(put(saved(), field, value(highest)))
    refused(put(saved(), field, value(highest + 1)), field.removeprefix("game.").split(".")[-1])


@pytest.mark.parametrize("field, lowest, value", [
    ("game.stage", 1, lambda v: [v, 7, 7]),
    ("game.pending.choice.first_after_color", -1, lambda v: v),
    ("game.pending.challenge.seat", -1, lambda v: v),
    ("game.pending.uno.seat", -1, lambda v: v),
    ("game.last_player", -1, lambda v: v),
    ("game.lies", 0, lambda v: [v, 0, 0]),
    ("game.turn_no", 0, lambda v: v),
    ("totals", 0, lambda v: [v, 0, 0]),
    ("seed", -(2**63), lambda v: v),
])
def test_a_saved_counter_loads_down_to_its_floor_and_not_below(field: str, lowest: int,
                                                               value: Any) -> None:
    loads(put(saved(), field, value(lowest)))
    refused(put(saved(), field, value(lowest - 1)), field.split(".")[-1])


def test_rounds_are_capped_and_cannot_be_won_more_often_than_played() -> None:
    data = put(put(saved(), "round_no", save.MAX_ROUNDS), "rounds_won", [save.MAX_ROUNDS, 0, 0])
    assert loads(data).rounds_won[0] == save.MAX_ROUNDS
    refused(put(saved(), "round_no", save.MAX_ROUNDS + 1), "round_no")
    refused(put(saved(), "rounds_won", [save.MAX_ROUNDS + 1, 0, 0]), "rounds_won")
    refused(put(saved(), "rounds_won", [1, 1, 0]), "rounds_won")  # one round played


def test_the_pending_draw_penalty_is_capped() -> None:
    rules = Rules(stacking="cumulative", hand_size=5)
    hands = [["r+2", "r1", "r2", "r4", "r5"], ["b+2", "b1", "b2", "b4", "b5"],
             ["g1", "g2", "g4", "g5", "g6"]]
    match = Match(rules, 3, seed=1)
    match.start(deck=dealing_order(hands, "r3", dealer=2), dealer=2)
    assert match.game is not None
    match.apply(PlayCard(0, card(match.game, 0, "r+2")))
    data: dict[str, Any] = json.loads(save.dumps(match))
    assert data["game"]["decision"]["kind"] == "penalty"

    def with_penalty(cards: int) -> dict[str, Any]:
        changed = json.loads(json.dumps(data))
        changed["game"]["pending"]["draw"]["cards"] = cards
        changed["game"]["decision"]["penalty"] = cards
        return changed

    loaded = loads(with_penalty(MAX_PENALTY)).game
    assert loaded is not None and loaded.decision.penalty == MAX_PENALTY
    refused(with_penalty(MAX_PENALTY + 1), "cards")
    over = with_penalty(MAX_PENALTY)
    over["game"]["decision"]["penalty"] = MAX_PENALTY + 1
    refused(over, "decision.penalty")


@pytest.mark.parametrize("kind, loads_ok", [
    (DRAW_TWO, True), (WILD_DRAW_FOUR, True), (DRAW_TEN, True),
    (REVERSE, False), (WILD, False), (DRAW_TEN + 1, False),
])
def test_the_pending_draw_kind_is_a_draw_card(kind: int, loads_ok: bool) -> None:
    data = put(saved(), "game.pending.draw.kind", kind)
    if loads_ok:
        loaded = loads(data).game
        assert loaded is not None
        assert save.game_to_dict(loaded)["pending"]["draw"]["kind"] == kind
    else:
        refused(data, "game.pending.draw.kind")
