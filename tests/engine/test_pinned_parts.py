"""Rules the first mutation run of the split engine (docs/mutation.md) showed no test pinned:
each test here fails when the named part gets its rule slightly wrong."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, MutableSequence
from typing import Any

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine import save
from uno_desktop.engine.actions import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    Forfeit,
    GiveCard,
    JumpIn,
    PlayCard,
)
from uno_desktop.engine.cards import (
    BLUE,
    CARD_COUNT,
    CARD_KIND,
    DRAW_TEN,
    GREEN,
    RED,
    SKIP,
    WILD_DRAW_FOUR,
    cards_from_codes,
    deck_ids,
)
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.round_end import SEVEN_ROUNDS_TURN_LIMIT, TURN_LIMIT
from uno_desktop.engine.rules import (
    CHOICES,
    Rules,
    scoring_uses_target,
    timer_uses_timeout_action,
)
from uno_desktop.engine.view import seat_view

from .helpers import card, dealing_order, rebuilt, setup
from .test_position_checks import _match, _saved


# -- dealing.py: the start card, told ----------------------------------------------------------
@pytest.mark.parametrize("start, start_card, told", [
    ("r+2", "official", ["Drew0", ev.Skipped(0), ev.TurnStarted(1)]),
    ("rr", "official", [ev.DirectionChanged(-1), ev.TurnStarted(1)]),
    ("rs", "official", [ev.Skipped(0), ev.TurnStarted(1)]),
    ("w", "official", [ev.ColorAsked(0)]),
    ("w", "official_dealer_names", [ev.ColorAsked(2)]),
    ("r5", "official", [ev.TurnStarted(0)]),
])
def test_the_start_card_and_its_effect_are_told(start: str, start_card: str,
                                                told: list[object]) -> None:
    hands = [["b1", "b2", "b3", "b4", "b5"], ["g1", "g2", "g3", "g4", "g5"],
             ["y1", "y2", "y3", "y4", "y5"]]
    deck = dealing_order(hands, start, ["r7", "r8"], dealer=2)
    rules = Rules(hand_size=5, start_card=start_card)
    game, events = Game.new_round(rules, 3, random.Random(1), deck=deck, dealer=2)
    dealt = tuple(tuple(deck[r * 3 + seat] for r in range(5)) for seat in range(3))
    assert events[0] == ev.Dealt(2, dealt)  # one card at a time from the dealer's left
    assert events[1] == ev.StartCard(deck[15], ())
    if told[0] == "Drew0":  # the first player draws the two, told as a penalty
        r7, r8 = deck[16], deck[17]
        told = [ev.Drew(0, (r7, r8), "penalty"), *told[1:]]
    assert events[2:] == told


def _redraw_round(start_code: str) -> tuple[list[int], Game, list[ev.Event]]:
    """Three hands of five, ``start_code`` turned as the start card under ``redraw``."""
    hands = [["b1", "b2", "b3", "b4", "b5"], ["g1", "g2", "g3", "g4", "g5"],
             ["y1", "y2", "y3", "y4", "y5"]]
    deck = dealing_order(hands, start_code, ["r7", "r8"], dealer=2)
    rules = Rules(hand_size=5, start_card="redraw")
    game, events = Game.new_round(rules, 3, random.Random(1), deck=deck, dealer=2)
    return deck, game, events


def test_a_refused_start_card_is_told_as_returned() -> None:
    deck, game, events = _redraw_round("rs")
    start = events[1]
    assert isinstance(start, ev.StartCard) and start.returned == (deck[15],)
    assert start.card == game.discard[-1] and CARD_KIND[start.card] <= 9
    assert events[2:] == [ev.TurnStarted(0)]


def test_under_redraw_a_nine_is_kept_as_the_start_card() -> None:
    deck, _, events = _redraw_round("r9")
    assert events[1] == ev.StartCard(deck[15], ())  # a number card, the highest: nothing returned
    assert events[2:] == [ev.TurnStarted(0)]


def test_with_two_players_a_starting_reverse_skips_the_first_player_and_says_so() -> None:
    hands = [["b1", "b2", "b3", "b4", "b5"], ["g1", "g2", "g3", "g4", "g5"]]
    deck = dealing_order(hands, "rr", ["r7", "r8"], dealer=1)
    game, events = Game.new_round(Rules(hand_size=5), 2, random.Random(1), deck=deck, dealer=1)
    assert events[1:] == [ev.StartCard(deck[10], ()), ev.Skipped(0), ev.TurnStarted(1)]
    assert seat_view(game, 1).direction == 1  # a Skip with two players: no turn of direction


def test_a_stacked_deck_may_be_the_whole_deck_in_any_order() -> None:
    for draw_ten in (False, True):
        deck = deck_ids(draw_ten)
        random.Random(5).shuffle(deck)
        rules = Rules(blank_cards="draw_ten" if draw_ten else "off")
        _, events = Game.new_round(rules, 2, random.Random(1), deck=deck, dealer=1)
        assert events[0] == ev.Dealt(1, (tuple(deck[0:14:2]), tuple(deck[1:14:2])))


# -- round_state.py: the turns are counted from the first ------------------------------------
@pytest.mark.parametrize("start", ["r5", "w"])
def test_the_first_turn_of_a_round_is_turn_1_even_after_a_starting_wild(start: str) -> None:
    hands = [["b1", "b2", "b3", "b4", "b5"], ["g1", "g2", "g3", "g4", "g5"],
             ["y1", "y2", "y3", "y4", "y5"]]
    deck = dealing_order(hands, start, ["r7", "r8"], dealer=2)
    game, _ = Game.new_round(Rules(hand_size=5), 3, random.Random(1), deck=deck, dealer=2)
    if start == "w":  # no turn has started while the first player names the colour
        assert seat_view(game, 0).turn_no == 0 and save.game_to_dict(game)["turn_no"] == 0
        game.apply(ChooseColor(0, BLUE))
    assert seat_view(game, 0).turn_no == 1 and save.game_to_dict(game)["turn_no"] == 1


# -- penalties.py: a proven bluff ------------------------------------------------------------
def test_a_proven_bluff_names_both_players_and_the_four_cards_and_leaves_no_last_player() -> None:
    game = setup(hands=[["wd4", "r9", "g5"], ["b1", "b2", "b3"], ["y1", "y2", "y3"]], top="r3")
    wd4 = card(game, 0, "wd4")
    game.apply(PlayCard(0, wd4, GREEN))
    events = game.apply(Challenge(1))
    (verdict,) = [e for e in events if isinstance(e, ev.ChallengeResolved)]
    assert (verdict.challenger, verdict.challenged, verdict.bluff, verdict.loser,
            verdict.count) == (1, 0, True, 0, 4)
    assert ev.CardTakenBack(0, wd4, RED) in events
    (drew,) = [e for e in events if isinstance(e, ev.Drew)]
    assert drew.seat == 0 and len(drew.cards) == 4 and drew.reason == "challenge"
    # The Wild Draw Four went back to its player: nobody played the card on top now (a jump-in
    # is not barred for anyone), and no challenge is pending any more (the save says so).
    assert game.last_player == -1 and seat_view(game, 2).last_player == -1
    pending = save.game_to_dict(game)["pending"]["challenge"]
    assert pending["seat"] == -1 and game.pending_challenge.seat == -1



def test_a_fair_wild_draw_four_proves_nothing_even_after_its_player_drew_that_colour() -> None:
    """Seat 0's Wild Draw Four is fair (no red card); caught without UNO, seat 0 draws two red
    cards before seat 1 challenges: the verdict is fair and names no card as proof."""
    game = setup(hands=[["wd4", "b9"], ["b1", "b2", "b3"], ["y1", "y2", "y3"]], top="r3",
                 pile=["r7", "r8"])
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(CatchUno(2, 0))
    events = game.apply(Challenge(1))
    (verdict,) = [e for e in events if isinstance(e, ev.ChallengeResolved)]
    assert not verdict.bluff and verdict.loser == 1 and verdict.count == 6
    assert verdict.color == RED and len(verdict.hand) == 3  # the red cards are shown...
    assert verdict.proof == ()  # ...but they were drawn after the play: they prove nothing


def test_a_draw_ten_on_a_draw_two_makes_twelve_drawn_by_the_next_who_is_skipped() -> None:
    rules = Rules(blank_cards="draw_ten", stacking="cumulative", stack_mixed=True)
    game = setup(rules, hands=[["r+2", "g7"], ["d10", "b2"], ["y1", "y2"]], top="r3")
    game = rebuilt(game, turn_no=10)
    events = game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert ev.PenaltyGrew(1, 2) in events and game.decision.kind is Kind.PENALTY
    assert game.turn_no == 11  # the penalty reaching seat 1 is its turn, counted once
    events = game.apply(PlayCard(1, card(game, 1, "d10"), GREEN))
    (drew,) = [e for e in events if isinstance(e, ev.Drew)]
    assert (drew.seat, len(drew.cards), drew.reason) == (2, 12, "penalty")
    assert ev.Skipped(2) in events and game.decision == game.turn_decision(0)


def test_a_draw_ten_on_a_wild_draw_four_ends_its_challenge() -> None:
    """The Wild Draw Four under a Draw Ten can no longer be challenged: the next victim is
    offered the fourteen cards, and the save names the Draw Ten and no challenge."""
    rules = Rules(blank_cards="draw_ten", stacking="cumulative")
    game = setup(rules, hands=[["wd4", "g7"], ["d10", "b2"], ["d10", "y2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    assert game.decision.kind is Kind.CHALLENGE
    game.apply(PlayCard(1, card(game, 1, "d10"), BLUE))
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 2
    assert game.decision.penalty == 14
    draw = save.game_to_dict(game)["pending"]
    assert draw["challenge"]["seat"] == -1 and draw["draw"]["kind"] == DRAW_TEN
    assert save.game_to_dict(rebuilt(game)) == save.game_to_dict(game)


def test_an_accepted_wild_draw_four_leaves_no_challenge_pending_in_the_save() -> None:
    game = setup(hands=[["wd4", "b9", "g5"], ["b1", "b2", "b3"], ["y1", "y2", "y3"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(Accept(1))
    assert len(game.hands[1]) == 7 and game.decision == game.turn_decision(2)
    assert save.game_to_dict(game)["pending"]["challenge"]["seat"] == -1


def test_under_jump_in_the_victim_of_the_draw_two_on_top_is_asked_to_take_it() -> None:
    """A Draw Two on top may still be covered by an identical one (jump-in), so its victim is
    asked rather than drawing at once; it is the top card that counts, not one below it."""
    game = setup(Rules(jump_in=True), hands=[["r+2", "g7"], ["b1", "b2"], ["y1", "y2"]],
                 top="r3")
    under = [c for c in game.draw_pile if CARD_KIND[c] == 5][:2]  # two 5s below the top card
    game = rebuilt(game, discard=under + game.discard,
                   draw_pile=[c for c in game.draw_pile if c not in under])
    events = game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 1
    assert not any(isinstance(e, ev.Drew) for e in events)
    game = setup(hands=[["r+2", "g7"], ["b1", "b2"], ["y1", "y2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))  # without jump-in: drawn at once
    assert len(game.hands[1]) == 4 and game.decision == game.turn_decision(2)


def test_a_wild_draw_four_answered_with_a_draw_two_can_no_longer_be_challenged() -> None:
    rules = Rules(stacking="cumulative", stack_mixed=True)
    game = setup(rules, hands=[["wd4", "r9"], ["g+2", "b2"], ["y+2", "y2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    assert game.decision.kind is Kind.CHALLENGE and game.decision.seat == 1
    game.apply(PlayCard(1, card(game, 1, "g+2")))  # a green Draw Two answers it
    # Seat 2 may answer in turn (a Draw Two), or take the six: nobody may challenge now.
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 2
    assert game.decision.penalty == 6
    assert save.game_to_dict(game)["pending"]["challenge"]["seat"] == -1


def test_every_card_that_may_answer_a_penalty_is_offered() -> None:
    for stacking in ("cumulative", "deflect"):
        game = setup(Rules(stacking=stacking),
                     hands=[["r+2", "g7"], ["b+2", "y5", "g+2"], ["y1", "y2"]], top="r3")
        game.apply(PlayCard(0, card(game, 0, "r+2")))
        assert game.decision.kind is Kind.PENALTY
        plays = {a.card for a in game.legal_actions() if isinstance(a, PlayCard)}
        assert plays == {card(game, 1, "b+2"), card(game, 1, "g+2")}, stacking


# -- turn.py and turn_end.py: drawing, passing, Skips, double play ------------------------------
def test_draw_until_playable_draws_each_card_as_a_plain_draw() -> None:
    game = setup(Rules(draw_until_playable=True), hands=[["b5", "g7"], ["b1", "b2"]], top="r3",
                 pile=["y1", "r9"])
    events = game.apply(Draw(0))
    drew = [e for e in events if isinstance(e, ev.Drew)]
    assert [(e.seat, len(e.cards), e.reason) for e in drew] == [(0, 1, "draw"), (0, 1, "draw")]
    assert game.decision.kind is Kind.PLAY_DRAWN


def _dry_table(pile: list[str]) -> Game:
    """Every card in the two hands but the red 3 on the discard pile and ``pile``."""
    (top, *drawn) = cards_from_codes(["r3", *pile])
    rest = [c for c in deck_ids(False) if c != top and c not in drawn]
    return Game.from_position(Rules(), hands=[rest[47:], rest[:47]], discard=[top],
                              draw_pile=drawn, color=RED)


def test_a_card_drawn_starts_the_count_towards_a_blocked_round_again() -> None:
    game = _dry_table(["y9"])
    game.apply(Draw(0))  # draws the last card, keeps it: something happened
    assert game.decision.seat == 1
    events = game.apply(Draw(1))  # nothing to draw: one pass
    assert not game.over and ev.Kept(1) in events
    game.apply(Draw(0))  # a second pass in a row: the whole table passed
    assert game.over and game.result is not None and game.result.reason == "blocked"


def test_a_play_starts_the_count_towards_a_blocked_round_again() -> None:
    """Seat 1 takes the Wild Draw Four's four from a pile with one card left under it; then
    nothing is left to draw: the play was the last thing that happened, so it takes both
    players' passes to block the round."""
    game = _dry_table([])
    wd4 = next(c for c in game.hands[0] if CARD_KIND[c] == WILD_DRAW_FOUR)
    game.apply(PlayCard(0, wd4, GREEN))
    game.apply(Accept(1))  # draws the red 3, the one card the reshuffle could give
    assert game.draw_pile == [] and game.discard == [wd4] and game.decision.seat == 0
    game.apply(Draw(0))  # nothing to draw: one pass
    assert not game.over
    game.apply(Draw(1))
    assert game.over and game.result is not None and game.result.reason == "blocked"


def test_a_reverse_turns_the_direction_and_with_two_players_skips_the_other() -> None:
    game = setup(hands=[["rr", "g7"], ["b1", "b2"], ["y1", "y2"]], top="r3")
    events = game.apply(PlayCard(0, card(game, 0, "rr")))
    assert ev.DirectionChanged(-1) in events and game.direction == -1
    assert not any(isinstance(e, ev.Skipped) for e in events)
    assert game.decision == game.turn_decision(2)
    game = setup(hands=[["rr", "g7"], ["b1", "b2"]], top="r3")
    events = game.apply(PlayCard(0, card(game, 0, "rr")))
    assert ev.DirectionChanged(-1) in events and ev.Skipped(1) in events
    assert game.decision == game.turn_decision(0)


def test_a_skip_tells_who_is_skipped() -> None:
    game = setup(hands=[["rs", "g7"], ["b1", "b2"], ["y1", "y2"]], top="r3")
    events = game.apply(PlayCard(0, card(game, 0, "rs")))
    assert ev.Skipped(1) in events and game.decision == game.turn_decision(2)


def test_a_double_play_is_offered_only_under_its_rule_on_the_card_just_played() -> None:
    game = setup(hands=[["r4", "r4", "g1"], ["b1", "b2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r4")))
    assert game.decision == game.turn_decision(1)  # no double play without the rule
    game = setup(Rules(double_play=True), hands=[["r4", "r4", "g1"], ["b1", "b2"]], top="r3")
    under = [c for c in game.draw_pile if CARD_KIND[c] == 8][:2]
    game = rebuilt(game, discard=under + game.discard,
                   draw_pile=[c for c in game.draw_pile if c not in under])
    first = card(game, 0, "r4")
    game.apply(PlayCard(0, first))
    assert game.decision.kind is Kind.DOUBLE_PLAY and game.decision.seat == 0
    second = card(game, 0, "r4")
    events = game.apply(PlayCard(0, second))
    assert events[0] == ev.Played(0, second, RED, double=True)


def test_a_jump_in_is_told_as_a_jump_in_not_a_double_play() -> None:
    game = setup(Rules(jump_in=True), hands=[["r4", "g1"], ["b1", "b2"], ["r4", "y2"]],
                 top="r3")
    game.apply(PlayCard(0, card(game, 0, "r4")))
    jumper = card(game, 2, "r4")
    events = game.apply(JumpIn(2, jumper))
    assert ev.Played(2, jumper, RED, jump_in=True, double=False) in events

# -- view.py: which Wild Draw Fours a seat is told would be bluffs -----------------------------
def test_the_seat_to_play_is_told_which_wild_draw_fours_would_be_bluffs() -> None:
    game = setup(hands=[["wd4", "r9", "g5"], ["wd4", "r1", "b3"], ["y1", "y2", "y3"]], top="r3")
    assert seat_view(game, 0).bluffs == (card(game, 0, "wd4"),)  # it holds a red card
    # Seat 1 also holds a red card and a Wild Draw Four, but it is not its move: told nothing.
    assert seat_view(game, 1).bluffs == ()
    fair = setup(hands=[["wd4", "b9", "g5"], ["b1", "b2"]], top="r3")
    assert seat_view(fair, 0).bluffs == ()  # no red card: not a bluff
    free = setup(Rules(wd4_rule="free"), hands=[["wd4", "r9"], ["b1", "b2"]], top="r3")
    assert seat_view(free, 0).bluffs == ()  # nobody may challenge it: nothing to fear


# -- swaps.py: a 0 moves the hands in the direction of play ----------------------------------
def test_a_zero_against_the_clock_moves_every_hand_to_the_previous_seat() -> None:
    game = setup(Rules(seven_zero=True),
                 hands=[["r0", "g7", "b9"], ["b1"], ["y4", "y5"], ["g1", "g2"]], top="r3")
    game = rebuilt(game, direction=-1)
    zero = card(game, 0, "r0")
    before = [sorted(h) for h in game.hands]
    before[0].remove(zero)
    events = game.apply(PlayCard(0, zero))
    (rotated,) = [e for e in events if isinstance(e, ev.HandsRotated)]
    # Played against the clock, seat 0's hand goes to seat 3, seat 1's to seat 0...
    assert rotated.direction == -1 and rotated.sources == (1, 2, 3, 0)
    assert [sorted(h) for h in game.hands] == [before[1], before[2], before[3], before[0]]


def test_a_five_trade_asks_the_partner_to_give_back_to_the_player_of_the_5() -> None:
    game = setup(Rules(swap_on_five=True), hands=[["r5", "g7", "g1"], ["b1", "b2"], ["y1", "y2"]],
                 top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(ChooseSeat(0, 2))
    events = game.apply(GiveCard(0, card(game, 0, "g1")))
    assert events == [ev.GiveAsked(2, 0)] and game.decision.seat == 2


# -- leaving.py and swaps.py: who plays first after a starting Wild when seats leave ----------
def test_when_the_first_player_leaves_before_naming_the_colour_the_next_names_it() -> None:
    match = _match(Rules(), start="w")  # seat 0 names the colour, then plays first
    game = match.game
    assert game is not None and game.decision.kind is Kind.CHOOSE_COLOR
    assert game.decision.seat == 0
    events = match.apply(Forfeit(0))
    assert game.decision.kind is Kind.CHOOSE_COLOR and game.decision.seat == 1
    assert ev.ColorAsked(1) in events
    assert _saved(match)["game"]["pending"]["choice"]["first_after_color"] == 1
    match.apply(ChooseColor(1, GREEN))
    assert game.decision.kind is Kind.TURN and game.decision.seat == 1


def test_when_the_first_player_leaves_while_the_dealer_names_the_colour_the_next_plays() -> None:
    match = _match(Rules(start_card="official_dealer_names"), start="w")
    game = match.game
    assert game is not None and game.decision.kind is Kind.CHOOSE_COLOR
    assert game.decision.seat == 2  # the dealer names it; seat 0 would play first
    match.apply(Forfeit(0))
    data = _saved(match)
    assert data["game"]["pending"]["choice"]["first_after_color"] == 1
    match.apply(ChooseColor(2, GREEN))
    assert game.decision.kind is Kind.TURN and game.decision.seat == 1
    # A save that still names the seat that left (the loader takes any seat) plays the same.
    data["game"]["pending"]["choice"]["first_after_color"] = 0
    loaded = save.loads(json.dumps(data))
    assert loaded.game is not None
    loaded.apply(ChooseColor(2, GREEN))
    assert loaded.game.decision.kind is Kind.TURN and loaded.game.decision.seat == 1


# -- round_end.py: the ranking of a round that ends without everyone going out ---------------
def test_a_blocked_round_ranks_the_rest_by_hand_value_then_card_count() -> None:
    """The turn limit blocks the round: the lowest hand wins, then lower values rank higher,
    and of two equal values the fewer cards (not the lower seat)."""
    game = setup(hands=[["r5", "g7", "b9"], ["b1"], ["y1", "y1"], ["g2"]], top="r3")
    game = rebuilt(game, turn_no=TURN_LIMIT)
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.result is not None and game.result.reason == "blocked"
    assert game.result.values == (16, 1, 2, 2)
    assert game.result.winner == 1 and game.result.ranking == (1, 3, 2, 0)


def test_the_turn_limit_is_the_last_turn_played_and_seven_rounds_has_its_own() -> None:
    hands = [["r5", "r6", "g7"], ["r1", "b2"]]
    game = rebuilt(setup(hands=hands, top="r3"), turn_no=TURN_LIMIT - 1)
    game.apply(PlayCard(0, card(game, 0, "r5")))  # turn TURN_LIMIT starts: still played
    assert not game.over and game.turn_no == TURN_LIMIT
    game = rebuilt(setup(Rules(seven_rounds=True), hands=hands, top="r3"), turn_no=TURN_LIMIT)
    game.apply(PlayCard(0, card(game, 0, "r5")))  # seven_rounds goes on past TURN_LIMIT
    assert not game.over
    game = rebuilt(game, turn_no=SEVEN_ROUNDS_TURN_LIMIT)
    game.apply(PlayCard(1, card(game, 1, "r1")))
    assert game.result is not None and game.result.reason == "blocked"


def test_a_player_who_went_out_and_left_is_ranked_once() -> None:
    game = setup(Rules(play_until_last=True), hands=[["r1"], ["r2", "b2"], ["g1", "g2"]],
                 top="r3")
    game.apply(PlayCard(0, card(game, 0, "r1")))  # out first
    game.apply(Forfeit(0))  # then leaves the match
    game.apply(Forfeit(2))  # seat 1 is the last one standing
    assert game.result is not None and game.result.reason == "last_standing"
    assert game.result.winner == 0 and game.result.ranking == (0, 1, 2)


def test_a_round_won_on_a_draw_two_leaves_no_penalty_pending_in_its_save() -> None:
    game = setup(hands=[["r+2"], ["b1", "b2"]], top="r3")
    events = game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert any(isinstance(e, ev.Drew) and e.seat == 1 and e.reason == "penalty" for e in events)
    assert game.result is not None and game.result.values[1] > 0
    draw = save.game_to_dict(game)["pending"]["draw"]
    assert draw["cards"] == 0 and draw["skips"] == 0


# -- turn.py: seven_rounds -------------------------------------------------------------------
def test_seven_rounds_the_next_hand_is_drawn_as_such() -> None:
    game = setup(Rules(seven_rounds=True), hands=[["r5"], ["b1", "b2"]], top="r3")
    events = game.apply(PlayCard(0, card(game, 0, "r5")))
    assert ev.NextHand(0, 6) in events
    (drew,) = [e for e in events if isinstance(e, ev.Drew)]
    assert (drew.seat, len(drew.cards), drew.reason) == (0, 6, "seven_rounds")
    assert not drew.penalty  # a new hand, not a punishment


def test_play_until_last_each_player_out_is_told_with_their_place_and_the_turn_moves_once() -> None:
    game = setup(Rules(play_until_last=True), hands=[["r5"], ["r6"], ["g1", "g2"]], top="r3")
    r5, r6 = card(game, 0, "r5"), card(game, 1, "r6")
    turn = game.turn_no
    events = game.apply(PlayCard(0, r5))
    assert events == [ev.Played(0, r5, RED), ev.Finished(0, 1), ev.LeftRound(0),
                      ev.TurnStarted(1)]
    assert game.turn_no == turn + 1
    events = game.apply(PlayCard(1, r6))
    assert events[1:3] == [ev.Finished(1, 2), ev.LeftRound(1)]
    assert game.result is not None and game.result.ranking == (0, 1, 2)


def test_seven_rounds_a_double_play_of_the_last_two_cards_closes_the_uno_window() -> None:
    """The first 4 leaves one card (the window opens); the second empties the hand and a new
    hand is drawn: the window of the one-card hand is closed, told."""
    game = setup(Rules(seven_rounds=True, double_play=True), hands=[["r4", "r4"], ["b1", "b2"]],
                 top="r3")
    assert ev.UnoWindowOpened(0) in game.apply(PlayCard(0, card(game, 0, "r4")))
    events = game.apply(PlayCard(0, card(game, 0, "r4")))
    assert events[1:3] == [ev.UnoWindowClosed(0), ev.NextHand(0, 6)]
    assert save.game_to_dict(game)["pending"]["uno"]["seat"] == -1


def test_a_caught_player_calling_uno_is_too_late_until_the_next_player_acts() -> None:
    """Seat 0 is caught during seat 1's turn: calling UNO then is refused as too late, still
    after seat 1's play, and counts as a false call (its penalty) once seat 2 has acted."""
    game = setup(hands=[["r5", "g7"], ["r6", "b2", "b3"], ["y1", "y2", "y3"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(CatchUno(2, 0))
    for _ in range(2):
        with pytest.raises(IllegalAction) as refused:
            game.apply(CallUno(0))
        assert refused.value.code == "uno_too_late"
        if game.decision.seat == 1:
            game.apply(PlayCard(1, card(game, 1, "r6")))
    game.apply(Draw(2))
    assert save.game_to_dict(game)["pending"]["uno"]["caught"] == -1  # nobody caught now
    events = game.apply(CallUno(0))
    assert any(isinstance(e, ev.FalseUno) and e.seat == 0 for e in events)


def test_a_standing_call_is_cleared_when_the_hand_changes_whatever_the_seat() -> None:
    game = setup(hands=[["r5", "g7", "g8"], ["r6", "b2"]], top="r3", pile=["y9", "y8"])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(PlayCard(1, card(game, 1, "r6")))  # one card left: its window
    game.apply(CallUno(1))
    assert game.uno_calls() == (1,)
    game.apply(Draw(0))  # keeps the yellow 9
    events = game.apply(Draw(1))  # seat 1's hand changes: its call no longer stands
    assert events[0] == ev.UnoCallCleared(1) and game.uno_calls() == ()


def test_an_early_call_of_the_last_seat_lapses_when_a_jump_in_takes_its_turn() -> None:
    game = setup(Rules(jump_in=True), hands=[["r4", "g7", "g8"], ["r4", "b2", "b5"], ["y1", "y2"]],
                 top="r3", current=1)
    game.apply(PlayCard(1, card(game, 1, "r4")))
    game.apply(CallUno(2))  # early: two cards, on its own turn
    assert game.uno_calls() == (2,)
    events = game.apply(JumpIn(0, card(game, 0, "r4")))  # the turn is gone, unplayed
    assert events[0] == ev.UnoCallCleared(2) and game.uno_calls() == ()


def test_only_the_seat_that_can_be_caught_can_be_named_in_a_catch() -> None:
    game = setup(hands=[["r5", "g7"], ["r6", "b2", "b3"], ["y1", "y2", "y3"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.uno_catchable() == 0
    with pytest.raises(IllegalAction) as refused:
        game.apply(CatchUno(2, 1))  # seat 1 holds three cards: nothing to catch there
    assert refused.value.code == "nothing_to_catch" and len(game.hands[1]) == 3
    game.apply(CatchUno(2, 0))
    assert len(game.hands[0]) == 3


def test_a_player_out_of_the_round_may_only_leave_the_match() -> None:
    game = setup(Rules(play_until_last=True), hands=[["r5"], ["r6", "b2"], ["y1", "y2"]],
                 top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))  # seat 0 is out, still in the match
    for action in (CallUno(0), Draw(0), CatchUno(0, 1)):
        with pytest.raises(IllegalAction) as refused:
            game.apply(action)
        assert refused.value.code == "not_in_game"
    game.apply(Forfeit(0))
    assert game.gone[0]


def test_a_seat_or_card_number_past_the_last_is_malformed() -> None:
    game = setup(hands=[["r5", "g7"], ["r6", "b2"], ["y1", "y2"]], top="r3")
    # Card ids run up to CARD_COUNT - 1 (every box's cards).
    for action in (Draw(3), Draw(-1), PlayCard(0, CARD_COUNT), PlayCard(0, -1)):
        with pytest.raises(IllegalAction) as refused:
            game.apply(action)
        assert refused.value.code == "malformed"


# -- drawing.py: a reshuffle tells what it made ----------------------------------------------
def test_a_reshuffle_tells_the_new_pile_the_cards_drawn_before_it_and_the_cards_kept() -> None:
    for left in (0, 1):  # cards left in the draw pile when the Draw Two's two are drawn
        game = setup(hands=[["r+2", "g7"], ["b1", "b2"]], top="r3")
        pile = game.draw_pile
        cut = len(pile) - left
        game = rebuilt(game, discard=pile[:cut] + game.discard, draw_pile=pile[cut:])
        discard = len(game.discard)
        events = game.apply(PlayCard(0, card(game, 0, "r+2")))
        (shuffled,) = [e for e in events if isinstance(e, ev.Reshuffled)]
        # The whole discard pile but the Draw Two on top is the new draw pile.
        assert shuffled == ev.Reshuffled(discard, left, 1)
        assert len(game.draw_pile) == discard - (2 - left)
    # While the Wild Draw Four on top may be challenged, the card under it stays too.
    game = setup(hands=[["wd4", "b9"], ["b1", "b2"], ["y1", "y2"]], top="r3")
    game = rebuilt(game, discard=game.draw_pile + game.discard, draw_pile=[])
    discard = len(game.discard)
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    events = game.apply(CatchUno(2, 0))  # seat 0 draws two from the reshuffled pile
    assert ev.Reshuffled(discard - 1, 0, 2) in events and len(game.discard) == 2
    assert len(game.hands[0]) == 3 and len(game.draw_pile) == discard - 1 - 2

# -- match.py: the seed, the first dealer ----------------------------------------------------
def test_a_match_without_a_seed_draws_a_32_bit_one_and_shuffles_from_it() -> None:
    state = random.getstate()
    try:
        random.seed(31)
        seeds = [Match(Rules(), 2).seed for _ in range(64)]
    finally:
        random.setstate(state)
    assert all(type(s) is int and 0 <= s < 2**32 for s in seeds)
    assert len(set(seeds)) == 64 and max(seeds) >= 2**31
    match = Match(Rules(), 2)
    assert match.rng.getstate() == random.Random(match.seed).getstate()


def test_a_new_match_names_no_dealer_and_no_last_winner_until_they_are_known() -> None:
    match = Match(Rules(), 3, seed=1)
    assert match.dealer == -1 and match.last_winner == -1
    match.start()
    assert 0 <= match.dealer < 3
    assert match.last_winner == -1 and _saved(match)["last_winner"] == -1


class _Stacked(random.Random):
    """A generator whose first shuffle stacks the pile (``arrange``) and whose later ones
    shuffle; it keeps (sorted) every pile it was given."""

    def __init__(self, arrange: Callable[[list[int]], list[int]]) -> None:
        super().__init__(0)
        self.arrange = arrange
        self.piles: list[list[int]] = []

    def shuffle(self, x: MutableSequence[Any]) -> None:  # type: ignore[override]
        self.piles.append(sorted(x))
        if len(self.piles) == 1:
            x[:] = self.arrange(list(x))
        else:
            super().shuffle(x)


def _high_card(c: int) -> int:
    return CARD_KIND[c] if CARD_KIND[c] <= 9 else 0


def test_an_action_card_drawn_for_the_dealer_counts_0_below_a_1() -> None:
    r1 = cards_from_codes(["r1"])[0]
    skip = next(c for c in deck_ids(False) if CARD_KIND[c] == SKIP)

    def r1_then_skip(pile: list[int]) -> list[int]:
        return [c for c in pile if c not in (r1, skip)] + [skip, r1]  # drawn from the end

    match = Match(Rules(), 2, seed=0)
    match.rng = _Stacked(r1_then_skip)
    events = match.start()
    assert events[0] == ev.DealerChosen(0, ((0, r1), (1, skip)))
    assert match.dealer == 0


def test_the_dealer_draw_takes_a_new_deck_only_when_the_pile_is_used_up() -> None:
    """Two players tie on every draw of the first pile (stacked in pairs of equal value): the
    whole pile is drawn, then a whole new deck of the match's own kind is shuffled."""
    match = Match(Rules(blank_cards="draw_ten"), 2, seed=0)
    stacked = _Stacked(lambda pile: sorted(pile, key=lambda c: (_high_card(c), c)))
    match.rng = stacked
    dealer, draws = match._choose_dealer()
    assert stacked.piles == [deck_ids(True), deck_ids(True)]
    first_pile = [c for _, c in draws[:112]]
    assert sorted(first_pile) == deck_ids(True)  # every card once before the new deck
    assert all(_high_card(a) == _high_card(b) for a, b in zip(first_pile[::2], first_pile[1::2],
                                                               strict=True))
    assert len(draws) > 112 and draws[-1][0] in (0, 1) and dealer in (0, 1)


# -- rules.py: which settings another setting makes matter ----------------------------------
def test_only_the_scorings_played_to_a_target_read_it_and_only_a_timer_has_a_timeout() -> None:
    uses = {s: scoring_uses_target(s) for s in CHOICES["scoring"]}
    assert uses == {"winner_takes": True, "penalty": True, "elimination": True,
                    "lazy": False, "single_round": False}
    timed = {t: timer_uses_timeout_action(t) for t in CHOICES["turn_timer"]}
    assert timed == {0: False, 30: True, 60: True, 120: True}
    assert timer_uses_timeout_action(1)

