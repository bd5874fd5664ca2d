"""RULES.md sections 1-2: the deck, dealing, the dealer and the starting card."""

import random
from collections import Counter

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import ChooseColor
from uno_desktop.engine.cards import (
    BLACK,
    CARD_COLOR,
    CARD_KIND,
    CARD_VALUE,
    DRAW_TEN,
    WILD,
    WILD_DRAW_FOUR,
    deck_ids,
)
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import RulesError
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules

from .helpers import dealing_order


def test_standard_deck_has_108_cards_of_the_right_kinds():
    deck = deck_ids(False)
    assert len(deck) == 108
    per_color = Counter((CARD_COLOR[c], CARD_KIND[c]) for c in deck if CARD_COLOR[c] != BLACK)
    for color in range(4):
        assert per_color[(color, 0)] == 1
        for kind in list(range(1, 10)) + [10, 11, 12]:
            assert per_color[(color, kind)] == 2
    blacks = Counter(CARD_KIND[c] for c in deck if CARD_COLOR[c] == BLACK)
    assert blacks == {WILD: 4, WILD_DRAW_FOUR: 4}


def test_blank_cards_add_four_draw_ten_cards():
    rules = Rules(blank_cards="draw_ten")
    assert rules.deck_size == 112
    extra = set(deck_ids(True)) - set(deck_ids(False))
    assert {CARD_KIND[c] for c in extra} == {DRAW_TEN}
    game, _ = Game.new_round(rules, 3, random.Random(1))
    assert game.card_count() == 112


def test_card_values():
    values = {CARD_KIND[c]: CARD_VALUE[c] for c in deck_ids(True)}
    assert values[7] == 7 and values[0] == 0
    assert values[10] == values[11] == values[12] == 20
    assert values[WILD] == values[WILD_DRAW_FOUR] == values[DRAW_TEN] == 50


@pytest.mark.parametrize("size", [5, 6, 7, 10])
def test_hand_size_deals_that_many(size):
    game, events = Game.new_round(Rules(hand_size=size), 4, random.Random(3))
    assert isinstance(events[0], ev.Dealt)
    assert all(len(h) == size for h in events[0].hands)  # before any start-card penalty


def test_bad_options_are_refused_with_a_clear_message():
    with pytest.raises(RulesError, match="hand_size"):
        Rules(hand_size=4)
    with pytest.raises(RulesError, match="stacking"):
        Rules(stacking="sideways")
    with pytest.raises(RulesError):
        Rules(stack_mixed=True)  # needs cumulative stacking
    with pytest.raises(RulesError):
        Rules(teams=True, play_until_last=True)
    with pytest.raises(RulesError):
        Rules(teams=True).check_players(5)
    with pytest.raises(RulesError):
        Rules(hand_size=10).check_players(10)  # 100 cards dealt from 108
    with pytest.raises(RulesError):
        Rules.from_dict({"hand_size": "7"})
    with pytest.raises(RulesError):
        Rules.from_dict({"no_such_option": True})


def test_presets():
    assert Rules.preset("official") == Rules()
    chat = Rules.preset("chat_classic")
    assert (chat.wd4_rule, chat.drawn_card, chat.allow_voluntary_draw, chat.liar_limit,
            chat.turn_timer, chat.timeout_action, chat.play_until_last) == (
        "free", "must_play", False, 3, 120, "eliminate", True)
    party = Rules.preset("house_party")
    assert (party.stacking, party.seven_zero, party.jump_in) == ("cumulative", True, True)
    assert party.preset_name() == "house_party"
    assert Rules(hand_size=6).preset_name() == "custom"


def test_high_card_dealer_is_the_highest_number_and_ties_redraw():
    ties = 0
    for seed in range(60):
        match = Match(Rules(), 5, seed)
        dealer, draws = match._choose_dealer()
        contenders, i = list(range(5)), 0
        while True:  # replay the drawing rounds: only the tied highest draw again
            drawn = draws[i:i + len(contenders)]
            i += len(contenders)
            assert [s for s, _ in drawn] == contenders
            value = {s: (CARD_KIND[c] if CARD_KIND[c] <= 9 else 0) for s, c in drawn}
            best = max(value.values())
            contenders = [s for s in contenders if value[s] == best]
            if len(contenders) == 1:
                break
            ties += 1
        assert i == len(draws) and contenders == [dealer]
    assert ties > 0  # the seeds cover at least one redraw


def test_random_dealer_and_deal_passes_clockwise():
    match = Match(Rules(dealer_selection="random", scoring="winner_takes"), 3, 7)
    events = match.start()
    first_dealer = match.dealer
    assert isinstance(events[0], ev.DealerChosen) and events[0].draws == ()
    game = match.game
    # the first player is left of the dealer (unless the start card moved it)
    if CARD_KIND[game.discard[0]] <= 9:
        assert game.decision.seat == (first_dealer + 1) % 3
    game.round_end.end_round(0, "out")
    match._score(game.result)
    match.next_round()
    assert match.dealer == (first_dealer + 1) % 3


def start(rules, hands, start_code, then=None, dealer=None):
    deck = dealing_order(hands, start_code, then, dealer)
    n = len(hands)
    return Game.new_round(rules, n, random.Random(0), dealer=n - 1 if dealer is None else dealer,
                          deck=deck)


HANDS3 = [["r1", "r2", "r3", "r4", "r5"], ["g1", "g2", "g3", "g4", "g5"],
          ["b1", "b2", "b3", "b4", "b5"]]
RULES5 = Rules(hand_size=5)


def test_stacked_deal_gives_exact_hands():
    game, _ = start(RULES5, HANDS3, "y7")
    assert sorted(CARD_KIND[c] for c in game.hands[0]) == [1, 2, 3, 4, 5]
    assert {CARD_COLOR[c] for c in game.hands[1]} == {2}
    assert game.decision.kind is Kind.TURN and game.decision.seat == 0  # left of dealer 2


def test_start_draw_two_first_player_draws_two_and_loses_turn():
    game, events = start(RULES5, HANDS3, "y+2")
    assert len(game.hands[0]) == 7
    assert game.decision.seat == 1
    assert any(isinstance(e, ev.Skipped) and e.seat == 0 for e in events)


def test_start_reverse_dealer_right_starts_counter_clockwise():
    game, _ = start(RULES5, HANDS3, "yr")  # dealer 2: right of the dealer is seat 1
    assert game.direction == -1
    assert game.decision.seat == 1


def test_start_reverse_two_players_works_as_skip_dealer_plays_first():
    game, _ = start(RULES5, HANDS3[:2], "yr")  # dealer 1
    assert game.direction == 1
    assert game.decision.seat == 1


def test_start_skip_first_player_is_skipped():
    game, _ = start(RULES5, HANDS3, "ys")
    assert game.decision.seat == 1


def test_start_wild_first_player_names_colour():
    game, _ = start(RULES5, HANDS3, "w")
    assert game.decision.kind is Kind.CHOOSE_COLOR and game.decision.seat == 0
    game.apply(ChooseColor(0, 3))
    assert game.color == 3 and game.decision.kind is Kind.TURN and game.decision.seat == 0


def test_start_wild_dealer_names_colour_variant():
    game, _ = start(RULES5.with_changes(start_card="official_dealer_names"), HANDS3, "w")
    assert game.decision.kind is Kind.CHOOSE_COLOR and game.decision.seat == 2
    game.apply(ChooseColor(2, 1))
    assert game.decision.seat == 0 and game.color == 1


@pytest.mark.parametrize("code", ["wd4", "d10"])
def test_start_wild_draw_four_is_returned_and_another_turned(code):
    rules = RULES5.with_changes(blank_cards="draw_ten")
    game, events = start(rules, HANDS3, code)
    assert CARD_KIND[game.discard[-1]] not in (WILD_DRAW_FOUR, DRAW_TEN)
    start_event = next(e for e in events if isinstance(e, ev.StartCard))
    assert len(start_event.returned) >= 1
    assert game.card_count() == 112


def test_start_redraw_turns_until_a_number():
    rules = RULES5.with_changes(start_card="redraw")
    game, _ = start(rules, HANDS3, "ys", then=["w", "g+2", "y9"])
    assert CARD_KIND[game.discard[-1]] <= 9
    assert game.card_count() == 108


def test_jump_in_is_not_allowed_on_the_start_card():
    rules = RULES5.with_changes(jump_in=True)
    hands = [["y7", "r2", "r3", "r4", "r5"], ["g1", "g2", "g3", "g4", "g5"],
             ["b1", "b2", "b3", "b4", "b5"]]
    game, _ = start(rules, hands, "y7")
    assert game.reaction_actions(1) == []
    assert not any(a for a in game.reaction_actions(0) if type(a).__name__ == "JumpIn")
