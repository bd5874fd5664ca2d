"""The JSON limits a save is read with, the rules read from a file, and leaving the match in the
middle of a trade, a challenge or a finished round: pinned against mutation survivors."""

from __future__ import annotations

import json
import random

import pytest

from uno_desktop.engine import save
from uno_desktop.engine.actions import CallUno, ChooseSeat, Forfeit, GiveCard, PlayCard
from uno_desktop.engine.cards import GREEN
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import IllegalAction, RulesError, SaveError
from uno_desktop.engine.game import Game
from uno_desktop.engine.json_limits import JsonLimitError, check_json_text
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.save import game_from_dict, game_to_dict

from .helpers import card, setup
from .test_position_checks import at_turn


def round_trip(game: Game) -> None:
    data = game_to_dict(game)
    assert game_to_dict(game_from_dict(data, game.rules, random.Random(0), game.n)) == data


def test_json_text_up_to_its_limits_is_read() -> None:
    check_json_text("x" * 10, 10, 2)
    with pytest.raises(JsonLimitError):
        check_json_text("x" * 11, 10, 2)
    check_json_text("[[1]]", 100, 2)
    with pytest.raises(JsonLimitError):
        check_json_text("[[[1]]]", 100, 2)
    check_json_text("[[1], [2], {}, [[3]]]", 100, 3)  # closed brackets no longer count
    check_json_text('["[[[[", "{{{{"]', 100, 1)  # brackets inside strings do not count
    with pytest.raises(JsonLimitError):
        check_json_text('["]]]]", [[1]]]', 100, 2)


def test_not_a_number_is_not_a_number_in_a_save() -> None:
    text = json.dumps(at_turn())
    assert text.endswith("}")
    data = at_turn()
    data["rng"][2] = 0.5
    damaged = json.dumps(data).replace("0.5", "NaN")
    with pytest.raises(SaveError):
        save.loads(damaged)


def test_rules_from_a_file_must_have_the_right_types() -> None:
    with pytest.raises(RulesError) as text_number:
        Rules.from_dict({"hand_size": "7"})
    assert text_number.value.code == "bad_type"
    with pytest.raises(RulesError) as bool_number:
        Rules.from_dict({"hand_size": True})
    assert bool_number.value.code == "bad_type"
    with pytest.raises(RulesError) as bool_text:
        Rules.from_dict({"stacking": True})
    assert bool_text.value.code == "bad_type"
    assert Rules.from_dict({"hand_size": 6, "jump_in": True}) == Rules(hand_size=6, jump_in=True)


def test_a_trade_partner_leaving_still_offers_the_double_play() -> None:
    rules = Rules(swap_on_five=True, double_play=True)
    game = setup(rules, hands=[["r5", "r5", "b9"], ["b1", "g2"], ["g1", "g3"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(ChooseSeat(0, 1))
    game.apply(GiveCard(0, card(game, 0, "b9")))
    game.apply(Forfeit(1))
    assert game.decision.kind is Kind.DOUBLE_PLAY and game.decision.seat == 0
    round_trip(game)


def test_the_giver_leaving_ends_the_trade_in_a_position_that_saves() -> None:
    game = setup(Rules(swap_on_five=True), hands=[["r5", "r1", "b9"], ["b1", "g2"], ["g1"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(ChooseSeat(0, 2))
    game.apply(Forfeit(0))
    assert game.decision == game.turn_decision(1)
    round_trip(game)


def test_leaving_facing_a_penalty_or_a_challenge_leaves_a_position_that_saves() -> None:
    game = setup(Rules(stacking="cumulative"),
                 hands=[["r+2", "r1", "r2"], ["b+2", "b1"], ["r5", "g2", "g4"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    game.apply(Forfeit(1))
    round_trip(game)
    game = setup(hands=[["wd4", "r1", "r2"], ["b1", "g2"], ["b5", "g4", "g6"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(Forfeit(1))
    round_trip(game)
    game = setup(hands=[["wd4", "r1", "r2"], ["b1", "g2"], ["b5", "g4", "g6"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(Forfeit(0))  # the player of the Wild Draw Four leaves
    assert game.decision.kind is Kind.PENALTY or game.decision == game.turn_decision(2)
    round_trip(game)


def test_a_finished_player_leaving_does_not_touch_another_challenge() -> None:
    rules = Rules(play_until_last=True)
    game = setup(rules, hands=[["r1"], ["wd4", "r2", "r4"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r1")))
    game.apply(PlayCard(1, card(game, 1, "wd4"), GREEN))
    assert game.decision.kind is Kind.CHALLENGE and game.decision.seat == 2
    game.apply(Forfeit(0))
    assert game.decision.kind is Kind.CHALLENGE and game.decision.seat == 2
    round_trip(game)


def test_the_last_one_standing_after_someone_went_out_ranks_after_them() -> None:
    rules = Rules(play_until_last=True)
    game = setup(rules, hands=[["r1"], ["r2", "b2"], ["g1", "r4", "g9"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r1")))
    game.apply(Forfeit(2))
    assert game.over and game.result is not None
    assert game.result.winner == 0 and game.result.reason == "last_standing"
    assert game.result.ranking == (0, 1, 2)


def test_a_leaver_s_window_closes_without_opening_another() -> None:
    game = setup(hands=[["r5", "r6"], ["b1"], ["g1", "g2"], ["y1", "y2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(Forfeit(0))
    assert game.uno_catchable() == -1  # not seat 1, who holds one card too
    with pytest.raises(IllegalAction):
        game.apply(CallUno(0))


def test_closed_brackets_count_down_by_one() -> None:
    with pytest.raises(JsonLimitError):
        check_json_text("[[[],[[]]]]", 100, 3)


def test_leaving_under_stacking_leaves_a_penalty_that_saves() -> None:
    """The next player can still answer: the penalty waits for them, and nothing can be
    challenged any more."""
    rules = Rules(stacking="cumulative", play_until_last=True)
    game = setup(rules, hands=[["wd4"], ["wd4", "b1"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(Forfeit(0))  # went out on it, then left
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 1
    round_trip(game)
    game = setup(Rules(stacking="cumulative"),
                 hands=[["wd4", "r1"], ["wd4", "b1"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(Forfeit(0))  # still in the round, leaves
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 1
    round_trip(game)


def test_after_a_challenged_player_leaves_the_next_penalty_is_not_a_challenge() -> None:
    game = setup(hands=[["wd4", "r1", "r2"], ["b1", "g2"], ["g+2", "g4", "g6"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(Forfeit(1))
    game.apply(PlayCard(2, card(game, 2, "g+2")))
    assert len(game.hands[0]) == 4 and game.decision == game.turn_decision(2)


def test_a_bystander_leaving_changes_no_challenge_and_no_trade() -> None:
    game = setup(hands=[["wd4", "r1"], ["b1", "g2"], ["g1", "g2"], ["y1", "y2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(Forfeit(2))
    assert game.decision.kind is Kind.CHALLENGE and game.decision.seat == 1
    game = setup(Rules(swap_on_five=True),
                 hands=[["r5", "r1", "b9"], ["b1", "g2"], ["g1", "g3"], ["y1", "y2"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(ChooseSeat(0, 1))
    game.apply(Forfeit(2))
    assert game.decision.kind is Kind.GIVE_CARD and game.decision.seat == 0


def test_a_bystander_leaving_while_the_dealer_names_the_colour_keeps_the_first_player() -> None:
    from uno_desktop.engine.actions import ChooseColor

    from .test_leaving_and_timeouts import _starting_wild

    game = _starting_wild(dealer_names=True)
    game.apply(Forfeit(2))
    game.apply(ChooseColor(3, GREEN))
    assert game.decision == game.turn_decision(0)
