"""Rules that mutation testing (``make mutation``, docs/mutation.md) showed no test pinned:
each test here fails when the engine gets the named rule slightly wrong."""

from __future__ import annotations

import random

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import CatchUno, ChooseSeat, Forfeit, PlayCard
from uno_desktop.engine.cards import BLUE, CARD_KIND, DRAW_TEN, deck_ids
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.save import game_from_dict, game_to_dict

from .helpers import card, setup


def play_round(match: Match) -> list[ev.Event]:
    """Play the round in progress to its end: the first listed play, else the first action."""
    events: list[ev.Event] = []
    game = match.game
    assert game is not None
    while not game.over:
        actions = game.legal_actions()
        plays = [a for a in actions if isinstance(a, PlayCard)]
        events += match.apply((plays or actions)[0])
    return events


def reloaded(game: Game, **fields: object) -> Game:
    """``game`` saved and loaded again with some saved fields changed (a save the engine could
    have written), so that a test can start from, e.g., a later seven_rounds hand."""
    return game_from_dict({**game_to_dict(game), **fields}, game.rules, random.Random(0), game.n)


# -- RULES.md 8: rotating partners ------------------------------------------------------------
def test_rotating_partners_pair_each_seat_with_every_other_and_score_each_pairing() -> None:
    match = Match(Rules(teams=True, rotate_partners=True, hand_size=5), 4, seed=3)
    match.start(dealer=0)
    pairings = [[(0, 2), (1, 3)], [(0, 1), (2, 3)], [(0, 3), (1, 2)], [(0, 2), (1, 3)]]
    for round_no, pairs in enumerate(pairings, 1):
        assert match.round_no == round_no and match.teams() == pairs
        events = play_round(match)
        result = match.game.result if match.game else None
        assert result is not None
        side = next(p for p in pairs if result.winner in p)
        won = sum(v for s, v in enumerate(result.values) if s not in side)
        (scores,) = [e for e in events if isinstance(e, ev.ScoresUpdated)]
        # Both partners of the winner score the opponents' hands; the opponents score nothing.
        assert scores.points == tuple(won if s in side else 0 for s in range(4))
        assert match.over == (round_no == 4)
        if not match.over:
            match.next_round()
    # After four rounds the highest individual total wins (not a pair's sum).
    best = max(match.totals)
    assert match.winners == tuple(s for s in range(4) if match.totals[s] == best)


# -- RULES.md 6: seven_rounds --------------------------------------------------------------------
def test_seven_rounds_the_second_last_hand_is_followed_by_a_one_card_hand() -> None:
    game = setup(Rules(seven_rounds=True), hands=[["r1"], ["b1", "b2"]], top="r3", pile=["g5"])
    game = reloaded(game, stage=[2, 7])  # seat 0 holds its sixth hand (of two cards)
    events = game.apply(PlayCard(0, card(game, 0, "r1")))
    assert ev.NextHand(0, 1) in events and not game.over
    assert [e.cards for e in events if isinstance(e, ev.Drew)] == [(card(game, 0, "g5"),)]
    assert game.decision.seat == 1


def test_seven_rounds_emptying_the_seventh_one_card_hand_wins_the_round() -> None:
    game = setup(Rules(seven_rounds=True), hands=[["r1"], ["b1", "b2"]], top="r3")
    game = reloaded(game, stage=[1, 7])
    events = game.apply(PlayCard(0, card(game, 0, "r1")))
    assert not any(isinstance(e, (ev.NextHand, ev.Drew)) for e in events)
    assert game.over and game.result is not None and game.result.winner == 0
    assert game.hands[0] == []


def test_seven_rounds_hands_shrink_by_one_from_the_dealt_size() -> None:
    rules = Rules(seven_rounds=True, hand_size=5)
    game = setup(rules, hands=[["r1"], ["b1", "b2"]], top="r3")
    events = game.apply(PlayCard(0, card(game, 0, "r1")))
    assert ev.NextHand(0, 4) in events and len(game.hands[0]) == 4


# -- RULES.md 1: the Draw Ten deck from the first deal of a match -------------------------------
def test_a_draw_ten_match_deals_from_the_112_card_deck() -> None:
    rules = Rules(blank_cards="draw_ten")
    match = Match(rules, 4, seed=5)
    events = match.start()
    game = match.game
    assert game is not None and game.card_count() == 112
    cards = game.draw_pile + game.discard + [c for h in game.hands for c in h]
    assert sorted(cards) == deck_ids(True)
    assert isinstance(events[0], ev.DealerChosen)


def test_the_dealer_is_chosen_with_the_draw_ten_deck_when_it_is_played() -> None:
    """The high-card draw for the dealer uses the match's deck: with blank cards in it, a
    Draw Ten is sometimes drawn (and counts as 0)."""
    drawn: set[int] = set()
    for seed in range(40):
        match = Match(Rules(blank_cards="draw_ten"), 10, seed=seed)
        dealer_chosen = match.start()[0]
        assert isinstance(dealer_chosen, ev.DealerChosen)
        drawn.update(c for _, c in dealer_chosen.draws)
    assert any(CARD_KIND[c] == DRAW_TEN for c in drawn)
    for seed in range(40):
        plain = Match(Rules(), 10, seed=seed).start()[0]
        assert isinstance(plain, ev.DealerChosen)
        assert all(c < 108 for _, c in plain.draws)


def test_a_stacked_draw_ten_deck_is_completed_with_the_blank_cards() -> None:
    rules = Rules(blank_cards="draw_ten", hand_size=5)
    blanks = [c for c in deck_ids(True) if CARD_KIND[c] == DRAW_TEN]
    game, _ = Game.new_round(rules, 2, random.Random(1), deck=blanks[:1])
    assert game.card_count() == 112 and blanks[0] in game.hands[1]


# -- RULES.md 4 and 6: the UNO window after a 7 swap ---------------------------------------------
def test_a_seven_swap_closes_the_uno_window_of_the_player_who_swapped() -> None:
    """Seat 0 plays its second-last card, a 7, without calling UNO and swaps with seat 1,
    who also holds one card: seat 0's one card is now seat 1's old hand, which seat 0 did not
    leave by a play, so nobody can be caught."""
    rules = Rules(seven_zero=True)
    game = setup(rules, hands=[["r7", "r1"], ["b1"], ["g1", "g2", "g3"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r7")))
    assert game.uno_catchable() == 0 and game.decision.kind is Kind.SEVEN_TARGET
    events = game.apply(ChooseSeat(0, 1))
    assert ev.HandsSwapped(0, 1) in events
    assert len(game.hands[0]) == 1 and len(game.hands[1]) == 1
    assert game.uno_catchable() == -1
    assert all(not isinstance(a, CatchUno) for a in game.reaction_actions(2))


# -- RULES.md 6 (forfeit): a penalty nobody is left to take is gone, not carried over ---------
def test_a_penalty_whose_victim_leaves_is_not_passed_to_the_next_player() -> None:
    rules = Rules(stacking="cumulative")
    game = setup(rules, hands=[["r+2", "r1", "r2"], ["b+2", "b1"], ["r5", "g2", "g4"]],
                 top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 1
    game.apply(Forfeit(1))
    assert game.decision == game.turn_decision(2)
    events = game.apply(PlayCard(2, card(game, 2, "r5")))
    assert game.decision == game.turn_decision(0) and len(game.hands[0]) == 2
    assert not any(isinstance(e, (ev.Drew, ev.PenaltyGrew)) for e in events)


def test_a_challenge_whose_challenger_leaves_leaves_no_penalty_behind() -> None:
    game = setup(hands=[["wd4", "r1", "r2"], ["b1", "g2"], ["b5", "g4", "g6"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), BLUE))
    assert game.decision.kind is Kind.CHALLENGE
    game.apply(Forfeit(1))
    events = game.apply(PlayCard(2, card(game, 2, "b5")))
    assert game.decision == game.turn_decision(0) and len(game.hands[0]) == 2
    assert not any(isinstance(e, (ev.Drew, ev.PenaltyGrew)) for e in events)
