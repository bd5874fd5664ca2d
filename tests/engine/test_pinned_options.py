"""Rules of what a seat may do (``options.py``) and of which rule sets can be played
(``rules.py``) that the full mutation run (docs/mutation.md) showed no test pinned: each test
here fails when the named part gets its rule slightly wrong."""

from __future__ import annotations

from typing import Any

import pytest

from uno_desktop.engine.actions import ChooseSeat, Forfeit, Pass, PlayCard, Timeout
from uno_desktop.engine.errors import IllegalAction, RulesError
from uno_desktop.engine.rules import Rules

from .helpers import card, setup


# -- options.py: which seats have options at all ------------------------------------------------
def test_a_seat_not_at_the_table_has_no_options_nor_anyone_once_the_round_is_over() -> None:
    # Seat 2 holds one card and no UNO window is open: a seat number taken modulo the table
    # (-1 as seat 2) would be offered seat 2's call.
    game = setup(Rules(turn_timer=30), hands=[["r5"], ["b1", "y2"], ["g7"]], top="r3")
    for seat in (-1, game.n, game.n + 1):
        assert game.legal_actions(seat, reactions=True) == []
    game.apply(PlayCard(0, card(game, 0, "r5")))  # seat 0 goes out: the round is over
    for seat in range(game.n):
        opts = game.options(seat)
        assert opts.listed() == []
        assert not opts.allows(Forfeit(seat)) and not opts.allows(Timeout(seat))


# -- options.py: a 7 is always swapped ---------------------------------------------------------
def test_a_seven_must_be_swapped_with_another_player_it_cannot_be_passed() -> None:
    game = setup(Rules(seven_zero=True), hands=[["r7", "b9", "g5"], ["b1", "b2"], ["y1", "y2"]],
                 top="r3")
    game.apply(PlayCard(0, card(game, 0, "r7")))
    assert game.legal_actions() == [ChooseSeat(0, 1), ChooseSeat(0, 2)]
    assert game.why_not(Pass(0)) is not None
    with pytest.raises(IllegalAction):
        game.apply(Pass(0))


# -- rules.py: every refused rule set says why, by its reason code -----------------------------
@pytest.mark.parametrize("options, code", [
    ({"stacking": "sideways"}, "bad_value"),
    ({"turn_timer": 45}, "bad_value"),
    ({"hand_size": 11}, "bad_value"),
    ({"uno_penalty": True}, "bad_value"),  # a bool is not a number, even one in range
    ({"hand_size": 7.0}, "bad_value"),  # nor is a float
    ({"target": "500"}, "bad_value"),
    ({"stack_mixed": True}, "conflict_stack_mixed"),
    ({"liar_limit": 3, "false_uno_penalty": False}, "conflict_liar_limit"),
    ({"rotate_partners": True}, "conflict_rotate_partners"),
    ({"teams": True, "play_until_last": True}, "conflict_teams"),
    ({"teams": True, "scoring": "elimination"}, "conflict_teams"),
    ({"teams": True, "scoring": "lazy"}, "conflict_teams"),
    ({"teams": True, "rotate_partners": True, "scoring": "penalty"}, "conflict_rotate_partners"),
])
def test_each_bad_value_and_each_conflict_is_refused_with_its_reason_code(
        options: dict[str, Any], code: str) -> None:
    with pytest.raises(RulesError) as refused:
        Rules(**options)
    assert refused.value.code == code


@pytest.mark.parametrize("options, players, code", [
    ({}, 11, "bad_players"),
    ({"teams": True}, 5, "teams_players"),
    ({"teams": True}, 2, "teams_players"),
    ({"teams": True, "rotate_partners": True}, 6, "rotate_players"),
    ({"hand_size": 10}, 9, "deck_too_small"),
])
def test_each_table_size_the_rules_cannot_seat_is_refused_with_its_reason_code(
        options: dict[str, Any], players: int, code: str) -> None:
    with pytest.raises(RulesError) as refused:
        Rules(**options).check_players(players)
    assert refused.value.code == code
