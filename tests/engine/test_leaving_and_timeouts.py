"""RULES.md 6 (turn_timer, forfeit): the clock running out and a player leaving at every kind
of decision, not only on a plain turn; and the round's edges (a round that is over, a deck that
runs dry while drawing until playable). Found loose by mutation testing (docs/mutation.md)."""

from __future__ import annotations

import random

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import (
    ChooseColor,
    ChooseSeat,
    Draw,
    Forfeit,
    GiveCard,
    PlayCard,
    Timeout,
)
from uno_desktop.engine.cards import BLUE, COLORS, GREEN, RED, cards_from_codes, deck_ids
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.save import game_from_dict, game_to_dict

from .helpers import card, dealing_order, setup

TIMER = Rules(turn_timer=30)


def test_timeout_after_drawing_keeps_the_card_and_passes() -> None:
    game = setup(TIMER, hands=[["g5", "g1"], ["b1", "y2"], ["g2"]], top="r3", pile=["r9"])
    game.apply(Draw(0))
    assert game.decision.kind is Kind.PLAY_DRAWN
    events = game.apply(Timeout(0))
    assert ev.Kept(0) in events and game.decision == game.turn_decision(1)
    assert len(game.hands[0]) == 3


def test_timeout_facing_a_penalty_takes_it() -> None:
    rules = TIMER.with_changes(stacking="cumulative")
    game = setup(rules, hands=[["r+2", "r1"], ["b+2", "b1"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert game.decision.kind is Kind.PENALTY
    game.apply(Timeout(1))
    assert len(game.hands[1]) == 4 and game.decision == game.turn_decision(2)


def test_timeout_facing_a_challenge_takes_the_four() -> None:
    game = setup(TIMER, hands=[["wd4", "r1"], ["b1", "g2"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(Timeout(1))
    assert len(game.hands[1]) == 6 and game.decision == game.turn_decision(2)
    assert len(game.hands[0]) == 1  # no challenge: the bluff stands


def test_timeout_at_a_double_play_ends_the_turn() -> None:
    rules = TIMER.with_changes(double_play=True)
    game = setup(rules, hands=[["r4", "r4", "r1"], ["b1", "b2"], ["g1"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r4")))
    assert game.decision.kind is Kind.DOUBLE_PLAY
    game.apply(Timeout(0))
    assert game.decision == game.turn_decision(1) and len(game.hands[0]) == 2


def test_timeout_at_a_five_trade_declines_it() -> None:
    rules = TIMER.with_changes(swap_on_five=True)
    game = setup(rules, hands=[["r5", "r1"], ["b1", "b2"], ["g1"]], top="r3")
    hands = [list(h) for h in game.hands]
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.decision.kind is Kind.FIVE_TARGET
    game.apply(Timeout(0))
    assert game.decision == game.turn_decision(1) and game.hands[1] == hands[1]


def test_timeout_at_a_seven_swaps_with_the_next_player() -> None:
    rules = TIMER.with_changes(seven_zero=True)
    game = setup(rules, hands=[["r7", "r1"], ["b1", "b2", "b3"], ["g1"]], top="r3")
    before = list(game.hands[1])
    game.apply(PlayCard(0, card(game, 0, "r7")))
    events = game.apply(Timeout(0))
    assert ev.HandsSwapped(0, 1) in events and game.hands[0] == before


def test_timeout_while_giving_a_card_gives_the_first_one() -> None:
    rules = TIMER.with_changes(swap_on_five=True)
    game = setup(rules, hands=[["r5", "r1", "b9"], ["b1", "g2"], ["g1"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(ChooseSeat(0, 1))
    first = game.hands[0][0]
    game.apply(Timeout(0))
    assert game.decision.kind is Kind.GIVE_CARD and game.decision.seat == 1
    other = game.hands[1][0]
    game.apply(Timeout(1))
    assert first in game.hands[1] and other in game.hands[0]


def test_timeout_while_naming_the_colour_of_a_starting_wild_names_one() -> None:
    rules = Rules(hand_size=5, turn_timer=60)
    hands = [["r1", "r2", "r3", "r4", "r5"], ["g1", "g2", "g3", "g4", "g5"],
             ["b1", "b2", "b3", "b4", "b5"]]
    game, _ = Game.new_round(rules, 3, random.Random(0), dealer=2,
                             deck=dealing_order(hands, "w"))
    assert game.decision.kind is Kind.CHOOSE_COLOR and game.decision.seat == 0
    events = game.apply(Timeout(0))
    named = [e for e in events if isinstance(e, ev.ColorNamed)]
    assert len(named) == 1 and named[0].seat == 0 and named[0].color in COLORS
    assert game.color == named[0].color
    assert game.decision == game.turn_decision(0)


def _dry_table(rules: Rules, pile: list[str]) -> Game:
    """Every card in the two hands but the red 3 on the discard pile and ``pile``."""
    (top, *drawn) = cards_from_codes(["r3", *pile])
    rest = [c for c in deck_ids(False) if c != top and c not in drawn]
    return Game.from_position(rules, hands=[rest[47:], rest[:47]], discard=[top],
                              draw_pile=drawn, color=RED)


def test_a_timed_out_draw_from_an_empty_pile_counts_towards_a_blocked_round() -> None:
    """Nothing left to draw: each timeout passes; a whole turn of the table that way blocks
    the round, won by the lowest hand."""
    game = _dry_table(TIMER, [])
    game.apply(Timeout(0))
    assert not game.over and game.decision == game.turn_decision(1)
    game.apply(Timeout(1))
    assert game.over and game.result is not None and game.result.reason == "blocked"
    values = game.result.values
    assert values[0] > values[1] and game.result.winner == 1  # seat 0 holds the black cards


def test_draw_until_playable_stops_when_nothing_is_left_to_draw() -> None:
    game = _dry_table(Rules(draw_until_playable=True), ["y9"])
    (y9,) = game.draw_pile
    events = game.apply(Draw(0))  # the yellow 9 does not fit the red 3; then the pile is dry
    assert [e.cards for e in events if isinstance(e, ev.Drew)] == [(y9,)]
    assert ev.Kept(0) in events and game.decision == game.turn_decision(1)


# -- leaving at every kind of decision ------------------------------------------------------------
def test_a_finished_player_may_still_leave_the_match_without_changing_the_round() -> None:
    rules = Rules(play_until_last=True)
    game = setup(rules, hands=[["r1"], ["r2", "b2"], ["g1", "r4", "g9"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r1")))
    decision = game.decision
    events = game.apply(Forfeit(0))
    assert events == [ev.PlayerOut(0, "forfeit")] and game.decision == decision
    assert game.gone[0] and not game.over


def test_leaving_in_the_middle_of_a_trade_ends_it() -> None:
    rules = Rules(swap_on_five=True)
    game = setup(rules, hands=[["r5", "r1", "b9"], ["b1", "g2"], ["g1", "g3"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(ChooseSeat(0, 1))
    game.apply(GiveCard(0, card(game, 0, "b9")))
    game.apply(Forfeit(1))  # the partner leaves: the trade is off, the turn goes on
    assert game.decision == game.turn_decision(2) and len(game.hands[0]) == 2
    assert game.card_count() == 108
    game = setup(rules, hands=[["r5", "r1", "b9"], ["b1", "g2"], ["g1", "g3"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(ChooseSeat(0, 2))
    game.apply(Forfeit(0))  # the player of the 5 leaves while choosing a card
    assert game.decision == game.turn_decision(1) and game.card_count() == 108


def _starting_wild(dealer_names: bool) -> Game:
    rules = Rules(hand_size=5, start_card="official_dealer_names" if dealer_names else "official")
    hands = [["r1", "r2", "r3", "r4", "r5"], ["g1", "g2", "g3", "g4", "g5"],
             ["b1", "b2", "b3", "b4", "b5"], ["y1", "y2", "y3", "y4", "y5"]]
    game, _ = Game.new_round(rules, 4, random.Random(0), dealer=3,
                             deck=dealing_order(hands, "w"))
    return game


def test_when_the_namer_of_a_starting_wild_leaves_the_next_player_names_it() -> None:
    game = _starting_wild(dealer_names=False)
    assert game.decision.kind is Kind.CHOOSE_COLOR and game.decision.seat == 0
    game.apply(Forfeit(0))
    assert game.decision.kind is Kind.CHOOSE_COLOR and game.decision.seat == 1
    game.apply(ChooseColor(1, BLUE))
    assert game.decision == game.turn_decision(1) and game.color == BLUE


def test_when_the_first_player_leaves_before_the_dealer_names_the_colour() -> None:
    game = _starting_wild(dealer_names=True)
    assert game.decision.kind is Kind.CHOOSE_COLOR and game.decision.seat == 3
    game.apply(Forfeit(0))
    game.apply(ChooseColor(3, GREEN))
    assert game.decision == game.turn_decision(1) and game.color == GREEN


def test_when_the_dealer_naming_the_colour_leaves_the_first_player_names_it() -> None:
    game = _starting_wild(dealer_names=True)
    game.apply(Forfeit(3))
    assert game.decision.kind is Kind.CHOOSE_COLOR and game.decision.seat == 0
    game.apply(ChooseColor(0, RED))
    assert game.decision == game.turn_decision(0)


def test_when_the_wild_draw_four_player_leaves_the_penalty_stands_unchallenged() -> None:
    rules = Rules(stacking="cumulative")
    game = setup(rules, hands=[["wd4", "r1"], ["wd4", "b1"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    assert game.decision.kind is Kind.CHALLENGE and game.decision.seat == 1
    game.apply(Forfeit(0))
    assert game.decision.kind is Kind.PENALTY and game.decision.penalty == 4
    assert not any(type(a).__name__ == "Challenge" for a in game.legal_actions(1))


# -- the round's edges -----------------------------------------------------------------------------
def test_nothing_is_accepted_once_the_round_is_over() -> None:
    game = setup(hands=[["r1"], ["b1", "b2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r1")))
    assert game.over
    with pytest.raises(IllegalAction) as info:
        game.apply(Draw(1))
    assert info.value.code == "round_over"


def test_a_round_needs_two_players_and_a_stacked_deck_of_distinct_cards() -> None:
    with pytest.raises(ValueError, match="two players"):
        Game.new_round(Rules(), 3, random.Random(0), gone=[True, True, False])
    r1 = cards_from_codes(["r1"])[0]
    with pytest.raises(ValueError, match="distinct"):
        Game.new_round(Rules(), 2, random.Random(0), deck=[r1, r1])
    with pytest.raises(ValueError, match="distinct"):
        Game.new_round(Rules(), 2, random.Random(0), deck=[110])  # a blank card, not in play
    game, _ = Game.new_round(Rules(), 3, random.Random(0), gone=[False, True, False])
    assert game.hands[1] == [] and not game.active[1] and game.card_count() == 108


def test_the_pending_penalty_is_shown_to_the_table() -> None:
    rules = Rules(stacking="cumulative")
    game = setup(rules, hands=[["r+2", "r1"], ["b+2", "b1"], ["g1", "g2"]], top="r3")
    assert game.penalty == 0
    plus = card(game, 0, "r+2")
    game.apply(PlayCard(0, plus))
    assert game.penalty == 2 and game.top == plus


def test_an_enforced_wild_draw_four_answers_a_stack_only_without_the_colour() -> None:
    rules = Rules(stacking="cumulative", wd4_rule="enforced")
    game = setup(rules, hands=[["wd4", "g1"], ["wd4", "b1"], ["wd4", "y1"], ["g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), BLUE))
    assert len(game.hands[1]) == 6  # seat 1 holds blue: it cannot stack and draws at once
    game = setup(rules, hands=[["wd4", "g1"], ["wd4", "y1"], ["g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), BLUE))
    assert game.decision.kind is Kind.PENALTY and game.answers(1) == [card(game, 1, "wd4")]


def test_a_player_who_went_out_on_a_wild_draw_four_and_left_cannot_be_challenged() -> None:
    """play_until_last: seat 0's last card is a Wild Draw Four, then seat 0 leaves the match
    before seat 1 answers. The four stand like an unchallengeable penalty, and the position
    still saves and loads (it once named a challenged seat that had left, which no save
    could hold)."""
    game = setup(Rules(play_until_last=True), hands=[["wd4"], ["b1", "b2"], ["g1", "g2"]],
                 top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    assert game.decision.kind is Kind.CHALLENGE and game.finished == [0]
    game.apply(Forfeit(0))
    assert len(game.hands[1]) == 6 and game.decision == game.turn_decision(2)
    loaded = game_from_dict(game_to_dict(game), game.rules, random.Random(0), 3)
    assert game_to_dict(loaded) == game_to_dict(game)


def test_a_timeout_that_draws_resets_the_count_towards_a_blocked_round() -> None:
    game = _dry_table(TIMER, ["y9"])
    (y9,) = game.draw_pile
    events = game.apply(Timeout(0))  # draws the last card: something happened
    assert ev.Drew(0, (y9,), "timeout") in events and ev.Kept(0) in events
    game.apply(Timeout(1))  # nothing to draw: one pass
    assert not game.over
    game.apply(Timeout(0))  # a second pass in a row: the whole table passed
    assert game.over and game.result is not None and game.result.reason == "blocked"


def test_a_timeout_that_eliminates_says_so() -> None:
    rules = TIMER.with_changes(timeout_action="eliminate")
    game = setup(rules, hands=[["r5", "r1"], ["b1", "g2"], ["g1", "g2"]])
    assert ev.PlayerOut(0, "timeout") in game.apply(Timeout(0))


def test_the_colour_named_for_a_starting_wild_says_who_named_it() -> None:
    game = _starting_wild(dealer_names=False)
    assert ev.ColorNamed(0, GREEN) in game.apply(ChooseColor(0, GREEN))
    game = _starting_wild(dealer_names=False)
    game = game.copy(1)  # a copy keeps who plays after the colour is named
    game.apply(Forfeit(0))
    events = game.apply(ChooseColor(1, RED))
    assert ev.ColorNamed(1, RED) in events and game.decision == game.turn_decision(1)
