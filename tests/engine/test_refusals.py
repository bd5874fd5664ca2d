"""Each refusal's reason code (the UI translates it), for the refusals no other test reaches;
and the match's own refusals and corner cases. Pinned against mutation testing's survivors."""

from __future__ import annotations

import json

import pytest

from tests.engine.helpers import finish_round
from uno_desktop.engine import save
from uno_desktop.engine.actions import (
    Accept,
    CallUno,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    Forfeit,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
    Timeout,
)
from uno_desktop.engine.cards import GREEN
from uno_desktop.engine.errors import IllegalAction, RulesError, SaveError
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.options import malformed
from uno_desktop.engine.rules import Rules

from .helpers import card, dealing_order, setup


def code_of(game: Game | Match, action: object) -> str:
    with pytest.raises(IllegalAction) as info:
        game.apply(action)  # type: ignore[arg-type]
    return info.value.code


def test_calling_uno_twice_is_refused_as_already_called() -> None:
    game = setup(hands=[["r5", "r6"], ["b1", "b2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(CallUno(0))
    assert code_of(game, CallUno(0)) == "uno_already_called"


def test_only_the_seat_on_turn_can_time_out() -> None:
    game = setup(Rules(turn_timer=30), hands=[["r5", "r6"], ["b1", "b2"]], top="r3")
    assert code_of(game, Timeout(1)) == "not_your_turn"


@pytest.mark.parametrize("what, code", [
    ("not_held", "no_such_card"), ("black_without_colour", "need_color"),
    ("not_identical", "jump_in_not_allowed"),
])
def test_a_jump_in_refusal_names_what_is_wrong(what: str, code: str) -> None:
    game = setup(Rules(jump_in=True), hands=[["w", "r5", "r1"], ["b1", "b2"],
                                             ["w", "r6", "g2"]])
    game.apply(PlayCard(0, card(game, 0, "w"), GREEN))
    action = {"not_held": JumpIn(2, card(game, 1, "b1")),
              "black_without_colour": JumpIn(2, card(game, 2, "w")),
              "not_identical": JumpIn(2, card(game, 2, "g2"))}[what]
    assert code_of(game, action) == code


def test_a_drawn_card_that_no_longer_fits_is_refused_as_not_playable() -> None:
    """wd4_rule=enforced: the drawn Wild Draw Four fitted, then a false UNO call brought a
    card of the current colour: it may no longer be played."""
    rules = Rules(wd4_rule="enforced")
    game = setup(rules, hands=[["g5", "g6", "g7"], ["b1", "b2"]], top="r3",
                 pile=["wd4", "r9", "r8"])
    game.apply(Draw(0))
    wd4 = game.decision.drawn
    assert wd4 is not None
    game.apply(CallUno(0))  # false: draws the red 9 and 8
    assert code_of(game, PlayCard(0, wd4, GREEN)) == "not_playable"
    game.apply(Pass(0))


def test_a_double_play_must_be_identical() -> None:
    game = setup(Rules(double_play=True), hands=[["r4", "r4", "r1"], ["b1", "b2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r4")))
    assert code_of(game, PlayCard(0, card(game, 0, "r1"))) == "not_identical"


def test_a_penalty_is_answered_with_a_stackable_card_or_accepted() -> None:
    game = setup(Rules(stacking="cumulative"), hands=[["r+2", "r1"], ["b+2", "r7"], ["g1"]])
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert code_of(game, PlayCard(1, card(game, 1, "r7"))) == "must_answer_penalty"
    assert code_of(game, Challenge(1)) == "wrong_decision"
    game.apply(Accept(1))


def test_a_starting_wild_needs_a_real_colour() -> None:
    from .test_position_checks import _match

    match = _match(Rules(), start="w")
    assert match.game is not None and match.game.decision.seat == 0
    assert code_of(match, ChooseColor(0, 9)) == "bad_color"
    assert malformed(ChooseColor(0, None), 3) == "a colour must be named"  # type: ignore[arg-type]


def test_a_swap_needs_another_player_and_a_trade_a_card_the_giver_holds() -> None:
    rules = Rules(seven_zero=True, swap_on_five=True)
    game = setup(rules, hands=[["r7", "r5", "g1"], ["b1", "b2"], ["y1", "y2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r7")))
    assert code_of(game, ChooseSeat(0, 0)) == "bad_target"  # not with oneself
    game.apply(ChooseSeat(0, 1))
    game = setup(rules, hands=[["r5", "r7", "g1"], ["b1", "b2"], ["y1", "y2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(ChooseSeat(0, 1))
    assert code_of(game, GiveCard(0, card(game, 1, "b1"))) == "no_such_card"  # not its own
    game.apply(GiveCard(0, card(game, 0, "g1")))

def test_a_seat_that_left_can_do_nothing_more() -> None:
    game = setup(hands=[["r5", "r6"], ["b1", "b2"], ["g1", "g2"]], top="r3")
    game.apply(Forfeit(2))
    assert code_of(game, Forfeit(2)) == "not_in_game"
    assert code_of(game, CallUno(2)) == "not_in_game"


# -- the match ---------------------------------------------------------------------------------


def test_the_match_refuses_moves_out_of_order() -> None:
    match = Match(Rules(scoring="single_round", hand_size=5), 2, seed=3)
    assert code_of(match, Draw(0)) == "no_round"
    match.start(dealer=0)
    with pytest.raises(IllegalAction) as early:
        match.next_round()
    assert early.value.code == "round_not_over"
    finish_round(match)
    assert match.over
    assert code_of(match, Draw(0)) == "match_over"
    with pytest.raises(IllegalAction) as late:
        match.next_round()
    assert late.value.code == "match_over"


def test_lazy_the_round_winner_starts_unless_they_deal() -> None:
    """lazy: the player holding the most points deals the next round and its winner starts;
    when the winner is also that dealer, the player left of the dealer starts (a winner holds
    no points, so that takes a blocked round)."""
    hands = [["r1", "r2", "r4", "r5", "r6"], ["g1", "g2", "g4", "g5", "g6"],
             ["b1", "b2", "b4", "b5", "b6"]]
    deck = dealing_order(hands, "y7")
    match = Match(Rules(scoring="lazy", hand_size=5), 3, seed=5)
    match.start(dealer=0)
    for _ in range(8):
        finish_round(match)
        winner, values = match.last_winner, match.last_values
        match.next_round(deck)
        game = match.game
        assert game is not None
        dealer = max(range(3), key=lambda s: (values[s], -s))
        assert match.dealer == dealer
        first = (dealer + 1) % 3 if winner == dealer else winner
        assert game.decision == game.turn_decision(first)


def test_elimination_when_everyone_is_out_at_once_the_lowest_total_wins() -> None:
    match = Match(Rules(scoring="elimination", target=50), 2, seed=1)
    match.start(dealer=0)
    data = json.loads(save.dumps(match))
    data["totals"] = [49, 45]
    match = save.loads(json.dumps(data))
    finish_round(match)
    if all(match.gone):
        low = min(match.totals)
        assert match.winners == tuple(s for s in range(2) if match.totals[s] == low)
    assert match.over


def test_rules_refusals_carry_codes() -> None:
    with pytest.raises(RulesError) as preset:
        Rules.preset("chaos")
    assert preset.value.code == "unknown_preset"
    with pytest.raises(RulesError) as shape:
        Rules.from_dict([])  # type: ignore[arg-type]
    assert shape.value.code == "bad_type"
    with pytest.raises(RulesError) as players:
        Rules().check_players(11)
    assert players.value.code == "bad_players"


@pytest.mark.parametrize("field, value, named", [
    ("game.result", {"winner": 0, "reason": "bored", "hands": [[], [], []], "values": [0, 0, 0],
                     "ranking": [0, 1, 2]}, "game.result.reason"),
    ("gone", [False, 1, False], "gone"),
    ("totals", 5, "totals"),
    ("history", [[0, 0, 0]] * 100_001, "history"),
])
def test_a_bad_field_of_any_shape_is_named(field: str, value: object, named: str) -> None:
    match = Match(Rules(), 3, seed=4)
    match.start(dealer=0)
    data = json.loads(save.dumps(match))
    *path, last = field.split(".")
    place = data
    for key in path:
        place = place[key]
    place[last] = value
    with pytest.raises(SaveError) as info:
        save.loads(json.dumps(data))
    assert named in str(info.value)
