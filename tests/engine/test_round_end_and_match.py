"""RULES.md sections 7-8: the end of a round, scoring modes, teams and the match."""

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import CallUno, PlayCard
from uno_desktop.engine.cards import CARD_KIND
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.scoring import hand_value

from .helpers import card, setup


def test_last_card_draw_two_still_makes_the_next_player_draw():
    game = setup(hands=[["r+2"], ["b1", "b2"], ["g1"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert game.over and game.result.winner == 0 and len(game.hands[1]) == 4
    assert game.result.values[1] == hand_value(game.hands[1], game.rules)
    assert game.result.values[1] >= 3


def test_play_until_last_ranks_every_finisher():
    rules = Rules(play_until_last=True)
    game = setup(rules, hands=[["r1"], ["r2", "r6"], ["g1", "r4", "g9"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r1")))
    assert not game.over and game.finished == [0] and game.decision.seat == 1
    game.apply(PlayCard(1, card(game, 1, "r2")))
    game.apply(CallUno(1))
    game.apply(PlayCard(2, card(game, 2, "r4")))
    assert game.decision.seat == 1  # seat 0 is out of the turn order
    game.apply(PlayCard(1, card(game, 1, "r6")))
    assert game.over and game.result.ranking == (0, 1, 2) and game.result.winner == 0


def test_zero_worth_fifty():
    from uno_desktop.engine.cards import cards_from_codes
    from uno_desktop.engine.scoring import hand_value

    zero = cards_from_codes(["r0"])
    assert hand_value(zero, Rules()) == 0
    assert hand_value(zero, Rules(zero_worth_fifty=True)) == 50
    assert hand_value(cards_from_codes(["r0", "b0"]), Rules(zero_worth_fifty=True)) == 0


def finish(match, winner, values):
    """End the current round (the engine's own ending, with ``winner`` first) and score it as
    if the hands were worth ``values``."""
    match.game.round_end.end_round(winner, "out")
    return match._score(ev.RoundEnded(winner, "out", tuple(() for _ in values), tuple(values),
                                      tuple(range(len(values)))))


def test_winner_takes_scores_other_hands_and_ends_at_target():
    match = Match(Rules(target=100), 3, 1)
    match.start()
    finish(match, 0, [0, 40, 30])
    assert match.totals == [70, 0, 0] and not match.over
    match.next_round()
    events = finish(match, 0, [0, 20, 20])
    assert match.over and match.winners == (0,)
    assert isinstance(events[-1], ev.MatchEnded)


def test_penalty_scoring_lowest_wins():
    match = Match(Rules(scoring="penalty", target=200), 3, 1)
    match.start()
    finish(match, 0, [0, 150, 30])
    match.next_round()
    finish(match, 1, [20, 0, 60])
    assert match.totals == [20, 150, 90] and not match.over
    match.next_round()
    finish(match, 2, [10, 60, 0])
    assert match.over and match.winners == (0,)


def test_elimination_players_reaching_target_are_out_last_one_wins():
    match = Match(Rules(scoring="elimination", target=100), 3, 1)
    match.start()
    events = finish(match, 0, [0, 120, 30])
    assert match.gone[1] and any(isinstance(e, ev.PlayerOut) for e in events)
    match.next_round()
    assert match.game.hands[1] == [] and not match.game.active[1]
    finish(match, 0, [0, 0, 80])
    assert match.over and match.winners == (0,)


def test_single_round_decides():
    match = Match(Rules(scoring="single_round"), 4, 1)
    match.start()
    finish(match, 2, [5, 5, 0, 5])
    assert match.over and match.winners == (2,)


def test_lazy_winner_starts_and_most_points_deals():
    match = Match(Rules(scoring="lazy"), 4, 1)
    match.start()
    finish(match, 2, [5, 90, 0, 5])
    assert not match.over
    match.next_round()
    assert match.dealer == 1
    if CARD_KIND[match.game.discard[0]] <= 9:  # a number start card: the winner starts
        assert match.game.decision.seat == 2
    match.stop()
    assert match.over and match.winners == (2,)


def test_teams_partners_sit_apart_and_points_add():
    match = Match(Rules(teams=True, target=100), 4, 1)
    match.start()
    assert match.teams() == [(0, 2), (1, 3)]
    finish(match, 0, [0, 30, 40, 50])
    assert match.totals[0] == 80  # only the opponents' hands count
    match.next_round()
    finish(match, 2, [10, 10, 0, 10])
    assert match.over and match.winners == (0, 2)


def test_rotate_partners_four_rounds_highest_individual_wins():
    match = Match(Rules(teams=True, rotate_partners=True), 4, 1)
    match.start()
    pairings = []
    for r in range(4):
        pairings.append(match.teams())
        finish(match, r % 2, [0, 0, 10, 10] if r % 2 == 0 else [10, 0, 0, 10])
        if r < 3:
            match.next_round()
    assert pairings[0] != pairings[1] != pairings[2]
    assert match.over


def test_rules_refuse_bad_player_counts_for_teams():
    with pytest.raises(ValueError):
        Match(Rules(teams=True), 3, 1)
    with pytest.raises(ValueError):
        Match(Rules(teams=True, rotate_partners=True), 6, 1)


def test_forfeit_to_one_player_ends_match():
    from uno_desktop.engine.actions import Forfeit

    match = Match(Rules(), 2, 5)
    match.start()
    match.apply(Forfeit(0))
    assert match.over and match.winners == (1,)


def test_standings_put_the_winners_first_and_those_who_left_last():
    from uno_desktop.engine.match import Match

    match = Match(Rules(), 4, seed=2)
    match.totals = [120, 300, 40, 300]
    match.rounds_won = [1, 2, 0, 2]
    match.gone = [False, False, True, False]
    match.winners = (3,)
    match.last_values = (5, 9, 0, 0)
    assert match.standings() == [3, 1, 0, 2]
    penalty = Match(Rules(scoring="penalty", target=200), 3, seed=2)
    penalty.totals = [90, 10, 50]
    assert penalty.standings() == [1, 2, 0]
