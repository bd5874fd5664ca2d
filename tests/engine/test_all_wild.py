"""UNO All Wild (docs/rules.md, "UNO All Wild"): one test per rule ``aw_*`` (its id in the
docstring), then the house rules on top of the box, saves, views and samples of its rounds.

The deck's counts per card are provisional (docs/rules.md): no test here depends on them but
the total."""

from __future__ import annotations

import random

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import (
    CallUno,
    CatchUno,
    ChooseColor,
    ChooseSeat,
    Draw,
    Forfeit,
    Pass,
    PlayCard,
    Timeout,
)
from uno_desktop.engine.cards import (
    ALL_WILD_FIRST,
    ALL_WILD_SIZE,
    BLACK,
    CARD_COLOR,
    CARD_KIND,
    RED,
    WILD,
    WILD_DRAW_FOUR,
    WILD_DRAW_TWO,
    WILD_FORCED_SWAP,
    WILD_REVERSE,
    WILD_SKIP,
    WILD_SKIP_TWO,
    WILD_TARGETED_DRAW_TWO,
    cards_from_codes,
)
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import PositionError, RulesError
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.save import game_to_dict
from uno_desktop.engine.scoring import hand_value
from uno_desktop.engine.view import seat_view

from .helpers import card, dealing_order, rebuilt, setup

AW = Rules.for_box("all_wild")
ALL_WILD_KINDS = {WILD, WILD_SKIP, WILD_SKIP_TWO, WILD_REVERSE, WILD_DRAW_TWO, WILD_DRAW_FOUR,
                  WILD_TARGETED_DRAW_TWO, WILD_FORCED_SWAP}
FILL = ["w", "w", "w"]


def table(hands: list[list[str]], top: str = "w", rules: Rules = AW, **kw: object) -> Game:
    return setup(rules, hands=hands, top=top, **kw)  # type: ignore[arg-type]


def play(game: Game, seat: int, code: str) -> list[ev.Event]:
    return game.apply(PlayCard(seat, card(game, seat, code)))


def skipped(events: list[ev.Event]) -> list[int]:
    return [e.seat for e in events if isinstance(e, ev.Skipped)]


# -- the deck, the players, the deal ----------------------------------------------------------
def test_a_round_is_dealt_from_the_112_all_wild_cards() -> None:
    """aw_deck"""
    for seed in range(20):
        game, _ = Game.new_round(AW, 4, random.Random(seed))
        cards = game.draw_pile + game.discard + [c for h in game.hands for c in h]
        assert sorted(cards) == list(range(ALL_WILD_FIRST, ALL_WILD_FIRST + ALL_WILD_SIZE))
    assert len(AW.deck()) == AW.deck_size == 112
    assert {CARD_KIND[c] for c in AW.deck()} == ALL_WILD_KINDS
    assert all(CARD_COLOR[c] == BLACK for c in AW.deck())


def test_two_to_ten_players_with_hands_that_leave_twenty_cards() -> None:
    """aw_players (and ``hand_size``: 10 players x 9 cards leave 22)"""
    for players in range(2, 11):
        AW.check_players(players)
    for players in (1, 11):
        with pytest.raises(RulesError):
            AW.check_players(players)
    Rules.for_box("all_wild", hand_size=9).check_players(10)
    with pytest.raises(RulesError) as info:
        Rules.for_box("all_wild", hand_size=10).check_players(10)
    assert info.value.code == "deck_too_small"


def test_the_dealer_is_random_and_the_player_on_their_left_starts_clockwise() -> None:
    """aw_deal"""
    assert AW.dealer_selection == "random"
    dealers = set()
    for seed in range(40):
        match = Match(AW, 4, seed)
        events = match.start()
        chosen = events[0]
        assert isinstance(chosen, ev.DealerChosen) and chosen.draws == ()  # nothing cut
        dealers.add(chosen.dealer)
        game = match.game
        assert game is not None
        assert [len(h) for h in game.hands] == [7] * 4
        assert game.decision == game.turn_decision((chosen.dealer + 1) % 4)
        assert game.direction == 1
    assert dealers == {0, 1, 2, 3}


@pytest.mark.parametrize("start", ["w", "ws", "ws2", "wr", "wd2", "wd4", "wt2", "wfs"])
def test_the_start_card_s_action_is_ignored_and_no_other_card_is_turned(start: str) -> None:
    """aw_start_card"""
    hands = [["w"] * 7, ["ws"] * 7, ["wd2"] * 7]
    deck = dealing_order(hands, start, rules=AW)
    game, events = Game.new_round(AW, 3, random.Random(1), dealer=2, deck=deck)
    starts = [e for e in events if isinstance(e, ev.StartCard)]
    assert len(starts) == 1 and starts[0].returned == () and game.discard == [starts[0].card]
    assert CARD_KIND[game.top] == CARD_KIND[cards_from_codes([start], AW.deck())[0]]
    assert game.top_is_start and game.color == BLACK and game.direction == 1
    assert game.decision == game.turn_decision(0)
    assert [len(h) for h in game.hands] == [7, 7, 7] and game.penalty == 0
    assert not any(isinstance(e, ev.Skipped | ev.Drew | ev.DirectionChanged | ev.ColorAsked)
                   for e in events)


# -- playing ----------------------------------------------------------------------------------
def test_every_card_is_playable_on_every_card_and_names_no_colour() -> None:
    """aw_play_any"""
    hand = ["w", "ws", "ws2", "wr", "wd2", "wd4", "wt2", "wfs"]
    for top in hand:
        game = table([list(hand), FILL], top=top)
        assert sorted(game.playable_cards(0)) == sorted(game.hands[0])
        plays = [a for a in game.legal_actions() if isinstance(a, PlayCard)]
        assert sorted(a.card for a in plays) == sorted(game.hands[0])
        assert all(a.color is None for a in plays)


def test_no_colour_is_ever_named_asked_for_or_shown() -> None:
    """aw_no_colour"""
    game = table([["w", "ws"], FILL])
    assert game.color == BLACK and seat_view(game, 1).color == BLACK
    refused = game.why_not(PlayCard(0, card(game, 0, "w"), RED))
    assert refused is not None and refused.code == "bad_color"
    events = play(game, 0, "w")
    played = next(e for e in events if isinstance(e, ev.Played))
    assert played.color == BLACK and game.color == BLACK
    assert not any(isinstance(e, ev.ColorNamed | ev.ColorAsked) for e in events)
    assert game.why_not(ChooseColor(1, RED)) is not None
    with pytest.raises(PositionError, match="names no colour"):
        rebuilt(game, color=RED)


def test_a_turn_is_a_play_and_a_draw_only_under_the_voluntary_draw() -> None:
    """aw_play_each_turn"""
    assert AW.allow_voluntary_draw is False
    game = table([["w", "ws"], FILL])
    assert Draw(0) not in game.legal_actions()
    refused = game.why_not(Draw(0))
    assert refused is not None and refused.code == "draw_not_allowed"
    for drawn_card, can_keep in (("may_play", True), ("must_play", False)):
        rules = Rules.for_box("all_wild", allow_voluntary_draw=True, drawn_card=drawn_card)
        game = table([["w", "ws"], FILL], rules=rules, pile=["wd4"])
        assert Draw(0) in game.legal_actions()
        game.apply(Draw(0))
        assert game.decision.kind is Kind.PLAY_DRAWN and CARD_KIND[game.decision.drawn or 0] \
            == WILD_DRAW_FOUR
        assert (Pass(0) in game.legal_actions()) is can_keep
        assert [a.card for a in game.legal_actions() if isinstance(a, PlayCard)] == [
            game.decision.drawn]


def test_a_wild_has_no_effect() -> None:
    """aw_wild"""
    game = table([["w", "w"], FILL, FILL])
    events = play(game, 0, "w")
    assert game.decision == game.turn_decision(1) and game.direction == 1
    assert skipped(events) == [] and game.penalty == 0


def test_a_wild_skip_skips_the_next_player_and_with_two_its_player_plays_again() -> None:
    """aw_wild_skip"""
    game = table([["ws", "w"], FILL, FILL])
    assert skipped(play(game, 0, "ws")) == [1] and game.decision == game.turn_decision(2)
    game = table([["ws", "w"], FILL])
    assert skipped(play(game, 0, "ws")) == [1] and game.decision == game.turn_decision(0)


@pytest.mark.parametrize("players, skips, then", [(4, [1, 2], 3), (5, [1, 2], 3),
                                                  (3, [1, 2], 0), (2, [1], 0)])
def test_a_wild_skip_two_skips_two_players_but_never_its_own(players: int, skips: list[int],
                                                              then: int) -> None:
    """aw_wild_skip_two: with two or three players its player plays again"""
    game = table([["ws2", "w"]] + [FILL] * (players - 1))
    assert skipped(play(game, 0, "ws2")) == skips
    assert game.decision == game.turn_decision(then)


def test_a_wild_reverse_flips_the_direction_and_with_two_players_skips() -> None:
    """aw_wild_reverse"""
    game = table([["wr", "w"], FILL, FILL])
    events = play(game, 0, "wr")
    assert game.direction == -1 and ev.DirectionChanged(-1) in events
    assert game.decision == game.turn_decision(2)
    game = table([["wr", "w"], FILL])
    assert skipped(play(game, 0, "wr")) == [1] and game.decision == game.turn_decision(0)


def test_a_wild_draw_two_makes_the_next_player_draw_two_and_lose_the_turn() -> None:
    """aw_wild_draw_two"""
    game = table([["wd2", "w"], FILL, FILL])
    events = play(game, 0, "wd2")
    drew = [e for e in events if isinstance(e, ev.Drew)]
    assert [(d.seat, len(d.cards), d.reason) for d in drew] == [(1, 2, "penalty")]
    assert skipped(events) == [1] and game.decision == game.turn_decision(2)
    assert len(game.hands[1]) == 5


def test_a_wild_draw_four_makes_the_next_player_draw_four_and_is_never_challenged() -> None:
    """aw_wild_draw_four"""
    assert AW.wd4_rule == "free"
    with pytest.raises(RulesError) as info:
        Rules.for_box("all_wild", wd4_rule="challenge")
    assert info.value.code == "not_in_box"
    game = table([["wd4", "w", "ws"], FILL, FILL])
    assert seat_view(game, 0).bluffs == ()  # nothing to bluff: no colour to hold
    events = play(game, 0, "wd4")
    assert [(e.seat, len(e.cards)) for e in events if isinstance(e, ev.Drew)] == [(1, 4)]
    assert skipped(events) == [1] and game.decision == game.turn_decision(2)
    assert not any(isinstance(e, ev.ChallengeResolved) for e in events)
    assert game.pending_challenge.seat == -1


def test_a_targeted_draw_two_makes_a_chosen_player_draw_two_who_keeps_the_turn() -> None:
    """aw_targeted_draw_two"""
    game = table([["wt2", "w"], FILL, FILL, FILL])
    events = play(game, 0, "wt2")
    assert game.decision.kind is Kind.DRAW_TARGET and game.decision.seat == 0
    assert not any(isinstance(e, ev.TurnStarted) for e in events)
    assert game.legal_actions() == [ChooseSeat(0, 1), ChooseSeat(0, 2), ChooseSeat(0, 3)]
    refused = game.why_not(ChooseSeat(0, 0))
    assert refused is not None and refused.code == "bad_target"
    events = game.apply(ChooseSeat(0, 2))
    assert [(e.seat, len(e.cards), e.reason) for e in events if isinstance(e, ev.Drew)] == [
        (2, 2, "penalty")]
    assert skipped(events) == [] and len(game.hands[2]) == 5
    assert game.decision == game.turn_decision(1)  # play goes on with the next player


def test_a_targeted_draw_two_is_never_a_pending_penalty_even_under_stacking() -> None:
    """aw_targeted_draw_two: it cannot be answered or stacked on, nor answer"""
    rules = Rules.for_box("all_wild", stacking="cumulative", stack_mixed=True,
                          reverse_deflect=True)
    game = table([["wt2", "w"], ["wd2", "wd4", "wr", "wt2"], FILL], rules=rules)
    play(game, 0, "wt2")
    game.apply(ChooseSeat(0, 2))
    assert game.decision == game.turn_decision(1) and game.penalty == 0
    game = table([["wd2", "w"], ["wt2", "wt2", "w"], FILL], rules=rules)
    events = play(game, 0, "wd2")  # nothing to answer with: drawn at once
    assert game.decision == game.turn_decision(2) and len(game.hands[1]) == 5
    assert skipped(events) == [1]


def test_a_targeted_draw_two_chooses_only_players_still_in_the_round() -> None:
    """aw_targeted_draw_two: any other player still in the round"""
    rules = Rules.for_box("all_wild", play_until_last=True)
    game = table([["wt2", "w"], ["w"], FILL, FILL], rules=rules)
    game = rebuilt(game, decision={"kind": "turn", "seat": 1, "penalty": 0, "drawn": None,
                                   "partner": None})
    play(game, 1, "w")  # seat 1 goes out, the others play on
    assert not game.active[1] and game.decision == game.turn_decision(2)
    game = rebuilt(game, decision={"kind": "turn", "seat": 0, "penalty": 0, "drawn": None,
                                   "partner": None})
    play(game, 0, "wt2")
    assert game.legal_actions() == [ChooseSeat(0, 2), ChooseSeat(0, 3)]
    refused = game.why_not(Pass(0))  # naming a victim is not optional
    assert refused is not None and refused.code == "must_choose_seat"


def test_a_forced_swap_swaps_hands_with_a_chosen_player_who_keeps_the_turn() -> None:
    """aw_forced_swap"""
    game = table([["wfs", "w", "w"], ["ws"], ["wd2", "wd2", "wd2", "wd2"]])
    mine, theirs = game.hands[0][1:], list(game.hands[2])
    play(game, 0, "wfs")
    assert game.decision.kind is Kind.SEVEN_TARGET and game.decision.seat == 0
    assert game.legal_actions() == [ChooseSeat(0, 1), ChooseSeat(0, 2)]
    assert Pass(0) not in game.legal_actions()  # the swap is compulsory
    refused = game.why_not(Pass(0))
    assert refused is not None and refused.code == "must_choose_seat"
    events = game.apply(ChooseSeat(0, 2))
    assert ev.HandsSwapped(0, 2) in events
    assert game.hands[0] == theirs and game.hands[2] == mine
    assert game.decision == game.turn_decision(1)
    game = table([["wfs", "w", "w"], ["ws"], FILL])
    play(game, 0, "wfs")
    game.apply(ChooseSeat(0, 1))  # the chosen player is the next one: it plays its new hand
    assert game.decision == game.turn_decision(1) and len(game.hands[1]) == 2


def test_hands_received_by_a_forced_swap_open_no_uno_window() -> None:
    """aw_swap_uno"""
    game = table([["wfs", "w", "w"], ["ws"], FILL])
    play(game, 0, "wfs")
    events = game.apply(ChooseSeat(0, 1))
    assert len(game.hands[0]) == 1 and game.uno_catchable() == -1
    assert not any(isinstance(e, ev.UnoWindowOpened) for e in events)
    assert CatchUno(2, 0) not in game.reaction_actions(2)
    # A Forced Swap that left one card opened a window; the swap closes it.
    game = table([["wfs", "w"], FILL, FILL])
    play(game, 0, "wfs")
    assert game.uno_catchable() == 0
    game.apply(ChooseSeat(0, 1))
    assert game.uno_catchable() == -1 and len(game.hands[0]) == 3


# -- the last card, empty piles, UNO ----------------------------------------------------------
def test_a_last_wild_draw_two_still_makes_its_victim_draw_before_hands_are_counted() -> None:
    """aw_last_card: Wild Draw Two, Wild Draw Four"""
    for code, count in (("wd2", 2), ("wd4", 4)):
        game = table([[code], FILL, FILL])
        play(game, 0, code)
        assert game.over and game.result is not None and game.result.winner == 0
        assert len(game.result.hands[1]) == 3 + count and len(game.result.hands[2]) == 3


def test_a_last_targeted_draw_two_names_its_victim_before_the_round_ends() -> None:
    """aw_last_card: Targeted Draw Two"""
    game = table([["wt2"], FILL, FILL])
    play(game, 0, "wt2")
    assert not game.over and game.decision.kind is Kind.DRAW_TARGET and game.hands[0] == []
    assert game.legal_actions() == [ChooseSeat(0, 1), ChooseSeat(0, 2)]
    again = rebuilt(game)  # the one position where a player in the round holds no card
    assert game_to_dict(again) == game_to_dict(game)
    game.apply(ChooseSeat(0, 2))
    assert game.over and game.result is not None and game.result.winner == 0
    assert [len(h) for h in game.result.hands] == [0, 3, 5]


def test_a_last_forced_swap_swaps_nothing() -> None:
    """aw_last_card: Forced Swap"""
    game = table([["wfs"], FILL, ["ws"]])
    events = play(game, 0, "wfs")
    assert game.over and game.result is not None and game.result.winner == 0
    assert not any(isinstance(e, ev.HandsSwapped) for e in events)
    assert [len(h) for h in game.result.hands] == [0, 3, 1]


def test_an_empty_draw_pile_is_refilled_and_two_empty_piles_give_what_there_is() -> None:
    """aw_piles_empty"""
    game = table([["wd4", "w"], FILL, FILL])
    game = rebuilt(game, discard=game.draw_pile + game.discard, draw_pile=[])
    top = game.top
    events = play(game, 0, "wd4")
    assert any(isinstance(e, ev.Reshuffled) for e in events) and len(game.hands[1]) == 7
    assert game.discard[-1] != top and len(game.discard) == 1  # the Wild Draw Four stays
    # Both piles empty: every card in a hand but the top and the card under it.
    game = table([["wd4", "w"], FILL])
    pile = game.draw_pile
    game = rebuilt(game, hands=[game.hands[0], game.hands[1] + pile[1:]], draw_pile=[],
                   discard=[pile[0], *game.discard])
    held = len(game.hands[1])
    events = play(game, 0, "wd4")
    assert [len(e.cards) for e in events if isinstance(e, ev.Drew)] == [2]  # not 4
    assert len(game.hands[1]) == held + 2 and game.draw_pile == []
    assert game.decision == game.turn_decision(0)  # skipped all the same


def test_without_the_voluntary_draw_a_turn_always_has_a_card_to_play() -> None:
    """aw_piles_empty: no round is blocked for want of a playable card"""
    game = table([["w"], FILL])
    game = rebuilt(game, hands=[game.hands[0], game.hands[1] + game.draw_pile], draw_pile=[])
    assert game.legal_actions() == [PlayCard(0, game.hands[0][0])]


def test_uno_is_called_and_caught_as_in_the_classic_game() -> None:
    """aw_uno"""
    rules = Rules.for_box("all_wild", uno_penalty=3)
    game = table([["w", "ws"], FILL, FILL], rules=rules)
    assert CallUno(0) in game.legal_actions(0, reactions=True)  # two cards, on the own turn
    play(game, 0, "w")
    assert game.uno_catchable() == 0
    events = game.apply(CatchUno(2, 0))
    assert ev.UnoCaught(2, 0, 3) in events and len(game.hands[0]) == 4


def test_a_wild_counts_twenty_and_every_other_card_fifty() -> None:
    """aw_score_values"""
    for code in ("w", "ws", "ws2", "wr", "wd2", "wd4", "wt2", "wfs"):
        (one,) = cards_from_codes([code], AW.deck())
        assert hand_value([one], AW) == (20 if code == "w" else 50)
    game = table([["w"], ["w", "ws", "wt2"], ["w"]])
    play(game, 0, "w")
    assert game.result is not None and game.result.values == (0, 120, 20)


def test_the_match_is_winner_takes_to_five_hundred() -> None:
    """aw_target"""
    assert AW.scoring == "winner_takes" and AW.target == 500
    match = Match(AW, 3, seed=5)
    match.start()
    assert match.game is not None
    match.game = table([["w"], ["w", "ws", "wt2"], ["w"]])
    events = match.apply(PlayCard(0, card(match.game, 0, "w")))
    assert ev.ScoresUpdated((140, 0, 0), (140, 0, 0)) in events and not match.over


# -- the house rules on top of the box -----------------------------------------------------------
def test_the_box_fixes_the_options_it_has_no_use_for_and_keeps_the_others() -> None:
    """House rules on top of All Wild: every "does not apply" fixed, the others free"""
    assert (AW.blank_cards, AW.start_card, AW.dealer_selection, AW.wd4_rule) == (
        "off", "official", "random", "free")
    assert not (AW.zero_worth_fifty or AW.draw_until_playable or AW.seven_zero or AW.jump_in
                or AW.double_play or AW.swap_on_five or AW.circle_colour)
    for option, value in (("zero_worth_fifty", True), ("start_card", "redraw"),
                          ("draw_until_playable", True), ("circle_colour", True),
                          ("swap_on_five", True), ("double_play", True)):
        with pytest.raises(RulesError) as info:
            Rules.for_box("all_wild", **{option: value})
        assert info.value.code == "not_in_box" and option in str(info.value)
    Rules.for_box("all_wild", stacking="cumulative", stack_mixed=True, reverse_deflect=True,
                  seven_rounds=True, turn_timer=30, liar_limit=2, target=200, scoring="penalty")
    Rules.for_box("all_wild", teams=True, rotate_partners=True).check_players(4)
    Rules.for_box("all_wild", play_until_last=True, drawn_card="must_play",
                  allow_voluntary_draw=True)


@pytest.mark.parametrize("stacking, mixed, deflect, answers", [
    ("cumulative", False, False, {WILD_DRAW_TWO}),
    ("cumulative", True, False, {WILD_DRAW_TWO, WILD_DRAW_FOUR}),
    ("deflect", False, False, {WILD_DRAW_TWO}),
    ("off", False, True, {WILD_REVERSE}),
    ("off", False, False, set()),
])
def test_a_wild_draw_two_is_answered_as_the_stacking_rules_say(
        stacking: str, mixed: bool, deflect: bool, answers: set[int]) -> None:
    """House rules on top of All Wild: stacking, stack_mixed, reverse_deflect"""
    rules = Rules.for_box("all_wild", stacking=stacking, stack_mixed=mixed,
                          reverse_deflect=deflect)
    game = table([["wd2", "w"], ["wd2", "wd4", "wr", "wt2", "ws"], FILL], rules=rules)
    play(game, 0, "wd2")
    if not answers:
        assert game.decision == game.turn_decision(2)
        return
    assert game.decision.kind is Kind.PENALTY and game.decision.penalty == 2
    assert {CARD_KIND[c] for c in game.answers(1)} == answers


def test_stacked_wild_draw_cards_add_up_and_deflect_passes_two_on() -> None:
    """House rules on top of All Wild: stacking cumulative and deflect"""
    rules = Rules.for_box("all_wild", stacking="cumulative", stack_mixed=True)
    game = table([["wd2", "w"], ["wd4", "w"], ["w", "w"]], rules=rules)
    play(game, 0, "wd2")
    events = play(game, 1, "wd4")  # seat 2 holds no answer: it draws the total at once
    assert [(e.seat, len(e.cards)) for e in events if isinstance(e, ev.Drew)] == [(2, 6)]
    rules = Rules.for_box("all_wild", stacking="deflect")
    game = table([["wd2", "w"], ["wd2", "w"], ["w", "w"]], rules=rules)
    play(game, 0, "wd2")
    events = play(game, 1, "wd2")
    assert [(e.seat, len(e.cards)) for e in events if isinstance(e, ev.Drew)] == [(2, 2)]


def test_any_wild_reverse_sends_a_pending_draw_back() -> None:
    """House rules on top of All Wild: reverse_deflect"""
    rules = Rules.for_box("all_wild", reverse_deflect=True)
    game = table([["wd4", "w"], ["wr", "w"], FILL], rules=rules)
    play(game, 0, "wd4")
    events = play(game, 1, "wr")
    assert game.direction == -1
    assert [(e.seat, len(e.cards)) for e in events if isinstance(e, ev.Drew)] == [(0, 4)]


def test_the_timer_draws_and_passes_and_picks_the_next_player_for_a_target() -> None:
    """House rules on top of All Wild: turn_timer with draw_pass"""
    rules = Rules.for_box("all_wild", turn_timer=30)
    game = table([["w", "ws"], FILL, FILL], rules=rules)
    events = game.apply(Timeout(0))  # draws one and passes, the voluntary draw off or not
    assert len(game.hands[0]) == 3 and ev.Kept(0) in events
    assert game.decision == game.turn_decision(1)
    for code, kind in (("wt2", Kind.DRAW_TARGET), ("wfs", Kind.SEVEN_TARGET)):
        game = table([[code, "w", "w"], FILL, ["ws", "ws"]], rules=rules)
        play(game, 0, code)
        assert game.decision.kind is kind
        game.apply(Timeout(0))
        assert game.decision == game.turn_decision(1)
        if code == "wt2":
            assert len(game.hands[1]) == 5
        else:
            assert len(game.hands[1]) == 2 and len(game.hands[0]) == 3


def test_a_player_who_leaves_while_choosing_a_victim_passes_the_turn_on() -> None:
    """aw_targeted_draw_two with forfeit: the turn goes on, nobody draws"""
    game = table([["wt2", "w"], FILL, FILL])
    play(game, 0, "wt2")
    events = game.apply(Forfeit(0))
    assert not any(isinstance(e, ev.Drew) for e in events)
    assert game.decision == game.turn_decision(1) and game.hands[0] == []


# -- saves, views, samples -----------------------------------------------------------------
def test_every_all_wild_decision_saves_and_loads_and_plays_on_the_same() -> None:
    rules = Rules.for_box("all_wild", stacking="cumulative")
    positions = []
    game = table([["wt2", "w"], FILL, FILL], rules=rules)
    play(game, 0, "wt2")
    positions.append(game)
    game = table([["wfs", "w"], FILL, FILL], rules=rules)
    play(game, 0, "wfs")
    positions.append(game)
    game = table([["wd2", "w"], ["wd2", "w"], FILL], rules=rules)
    play(game, 0, "wd2")
    positions.append(game)
    for game in positions:
        loaded = rebuilt(game)
        assert game_to_dict(loaded) == game_to_dict(game)
        action = game.legal_actions()[-1]
        assert loaded.apply(action) == game.apply(action)
        assert game_to_dict(loaded) == game_to_dict(game)


def test_an_all_wild_position_never_holds_a_classic_decision() -> None:
    game = table([["wt2", "w"], FILL, FILL])
    for kind in ("choose_color", "challenge", "double_play", "five_target", "give_card"):
        with pytest.raises(PositionError):
            rebuilt(game, decision={"kind": kind, "seat": 0, "penalty": 0, "drawn": None,
                                    "partner": None})
    with pytest.raises(PositionError, match="Targeted Draw Two"):
        rebuilt(game, decision={"kind": "draw_target", "seat": 0, "penalty": 0,
                                "drawn": None, "partner": None})
    classic = setup(hands=[["r5", "g7"], ["b1", "y2"]], top="r3")
    with pytest.raises(PositionError, match="Targeted Draw Two"):
        rebuilt(classic, decision={"kind": "draw_target", "seat": 0, "penalty": 0,
                                   "drawn": None, "partner": None})


def test_a_seat_sees_the_choice_of_a_victim_but_chooses_only_its_own() -> None:
    game = table([["wt2", "w"], FILL, FILL])
    play(game, 0, "wt2")
    mine, theirs = seat_view(game, 0), seat_view(game, 1)
    assert mine.decision is theirs.decision is Kind.DRAW_TARGET
    assert mine.decision_seat == theirs.decision_seat == 0
    assert [a for a in mine.legal if isinstance(a, ChooseSeat)] == [ChooseSeat(0, 1),
                                                                     ChooseSeat(0, 2)]
    assert not any(isinstance(a, ChooseSeat) for a in theirs.legal)
    assert theirs.hand == tuple(game.hands[1]) and theirs.color == BLACK
    assert theirs.hand_counts == (1, 3, 3)


def test_a_sampled_world_of_an_all_wild_view_is_a_whole_all_wild_round() -> None:
    game = table([["wt2", "w", "ws"], FILL, FILL])
    play(game, 0, "wt2")
    for seat in range(3):
        view = seat_view(game, seat)
        world = Game.sampled_from(view, random.Random(seat))
        assert sorted(world.draw_pile + world.discard + [c for h in world.hands for c in h]) \
            == AW.deck()
        assert world.decision == game.decision and world.color == BLACK
        assert world.hands[seat] == game.hands[seat]
        assert world.legal_actions(0) == game.legal_actions(0)


@pytest.mark.parametrize("seed", range(12))
def test_random_all_wild_rounds_keep_every_all_wild_law(seed: int) -> None:
    """Every aw_* rule at once, over random play under random house rules on top: every card
    playable, no colour ever, no challenge or colour decision, every round ends."""
    rng = random.Random(seed)
    stacking = rng.choice(("off", "cumulative", "deflect"))
    rules = Rules.for_box(
        "all_wild", stacking=stacking, stack_mixed=stacking == "cumulative" and rng.random() < .5,
        reverse_deflect=rng.random() < 0.5, allow_voluntary_draw=rng.random() < 0.3,
        play_until_last=rng.random() < 0.3, seven_rounds=rng.random() < 0.2)
    players = rng.randint(2, 10)
    match = Match(rules, players, seed)
    match.start()
    for _ in range(3000):
        game = match.game
        assert game is not None
        if game.over:
            break
        assert game.color == BLACK
        d = game.decision
        assert d.kind in (Kind.TURN, Kind.PLAY_DRAWN, Kind.PENALTY, Kind.DRAW_TARGET,
                          Kind.SEVEN_TARGET)
        actions = game.legal_actions()
        assert not any(isinstance(a, ChooseColor) for a in actions)
        if d.kind is Kind.TURN:
            assert {a.card for a in actions if isinstance(a, PlayCard)} == set(game.hands[d.seat])
        match.apply(rng.choice(actions))
        assert game.card_count() == 112
    assert match.game is not None and match.game.over
