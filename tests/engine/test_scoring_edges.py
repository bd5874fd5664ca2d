"""RULES.md 8 at its edges: each scoring mode's points, a total exactly at the target, a seat
that left scoring nothing, everyone eliminated at once. A round is played once to learn its
points, then replayed from a save whose totals were set so that it ends exactly on an edge."""

from __future__ import annotations

import json
from typing import Any

from uno_desktop.engine import events as ev
from uno_desktop.engine import save
from uno_desktop.engine.actions import Action, Forfeit, JumpIn, PlayCard
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules

from .helpers import dealing_order, setup


def _policy(match: Match) -> Action:
    game = match.game
    assert game is not None
    actions = game.legal_actions()
    plays = [a for a in actions if isinstance(a, PlayCard)]
    return (plays or actions)[0]


def _round(rules: Rules, players: int, seed: int, first: list[Action] | None = None
           ) -> tuple[dict[str, Any], Action, tuple[int, ...], list[ev.Event]]:
    """(the save one action before the round ends, that action, the round's points, events)."""
    match = Match(rules, players, seed=seed)
    match.start(dealer=0)
    for action in first or []:
        match.apply(action)
    game = match.game
    assert game is not None
    while True:
        before = json.loads(save.dumps(match))
        action = _policy(match)
        events = match.apply(action)
        if game.over:
            (scores,) = [e for e in events if isinstance(e, ev.ScoresUpdated)]
            return before, action, scores.points, events


def _replay(before: dict[str, Any], action: Action, totals: list[int]) -> tuple[Match,
                                                                                list[ev.Event]]:
    before["totals"] = totals
    match = save.loads(json.dumps(before))
    return match, match.apply(action)


def test_single_round_scores_the_other_hands_for_the_winner() -> None:
    match = Match(Rules(scoring="single_round", hand_size=5), 3, seed=4)
    match.start(dealer=0)
    events: list[ev.Event] = []
    while not match.over:
        events += match.apply(_policy(match))
    (ended,) = [e for e in events if isinstance(e, ev.RoundEnded)]
    (scores,) = [e for e in events if isinstance(e, ev.ScoresUpdated)]
    won = sum(v for s, v in enumerate(ended.values) if s != ended.winner)
    assert scores.points == tuple(won if s == ended.winner else 0 for s in range(3))
    assert scores.totals == tuple(match.totals) and match.winners == (ended.winner,)


def test_under_penalty_scoring_a_seat_that_left_scores_nothing() -> None:
    rules = Rules(scoring="penalty", hand_size=5, target=2000)
    _, _, points, events = _round(rules, 3, seed=7, first=[Forfeit(2)])
    (ended,) = [e for e in events if isinstance(e, ev.RoundEnded)]
    assert points[2] == 0
    assert points[:2] == ended.values[:2]


def test_elimination_at_exactly_the_target_puts_the_seat_out_and_play_goes_on() -> None:
    rules = Rules(scoring="elimination", hand_size=5, target=100)
    before, action, points, _ = _round(rules, 3, seed=3)
    loser = max(range(3), key=lambda s: points[s])
    assert 0 < points[loser] < 100
    totals = [0, 0, 0]
    totals[loser] = 100 - points[loser]
    match, events = _replay(before, action, totals)
    assert ev.PlayerOut(loser, "elimination") in events
    assert match.totals[loser] == 100 and match.gone[loser] and not match.over
    below = [0, 0, 0]
    below[loser] = 99 - points[loser]
    match, events = _replay(json.loads(json.dumps(before)), action, below)
    assert not any(isinstance(e, ev.PlayerOut) for e in events) and not match.gone[loser]


def test_when_everyone_is_eliminated_at_once_the_lowest_total_wins() -> None:
    rules = Rules(scoring="elimination", hand_size=5, target=100)
    before, action, points, _ = _round(rules, 2, seed=3)
    totals = [100 - points[0] + 5 * (points[0] == 0), 100 - points[1] + 5 * (points[1] == 0)]
    match, _ = _replay(before, action, totals)
    assert all(match.gone) and match.over
    low = min(match.totals)
    assert match.winners == tuple(s for s in range(2) if match.totals[s] == low)


def test_winner_takes_ends_at_the_target_not_one_point_before() -> None:
    rules = Rules(hand_size=5, target=100)
    before, action, points, _ = _round(rules, 3, seed=3)
    winner = max(range(3), key=lambda s: points[s])
    assert 0 < points[winner] < 99
    totals = [0, 0, 0]
    totals[winner] = 99 - points[winner]
    match, _ = _replay(before, action, totals)
    assert match.totals[winner] == 99 and not match.over
    totals[winner] = 100 - points[winner]
    match, _ = _replay(json.loads(json.dumps(before)), action, totals)
    assert match.over and match.winners == (winner,)


def test_stopping_a_match_skips_only_the_seats_that_left() -> None:
    match = Match(Rules(hand_size=5, target=2000), 3, seed=2)
    match.start(dealer=0)
    match.apply(Forfeit(0))
    match.stop()
    assert match.winners and 0 not in match.winners


def test_lazy_when_the_winner_holds_the_most_points_the_next_seat_starts() -> None:
    match = Match(Rules(scoring="lazy", hand_size=5), 3, seed=5)
    match.start(dealer=0)
    while not (match.game and match.game.over):
        match.apply(_policy(match))
    data = json.loads(save.dumps(match))
    data["last_values"], data["last_winner"] = [0, 10, 5], 1  # a blocked round won by seat 1
    match = save.loads(json.dumps(data))
    hands = [["r1", "r2", "r4", "r5", "r6"], ["g1", "g2", "g4", "g5", "g6"],
             ["b1", "b2", "b4", "b5", "b6"]]
    match.next_round(dealing_order(hands, "y7"))
    game = match.game
    assert game is not None and match.dealer == 1 and game.decision == game.turn_decision(2)


def test_a_black_card_jumped_in_needs_a_real_colour() -> None:
    game = setup(Rules(jump_in=True), hands=[["w", "r1"], ["b1", "b2"], ["w", "g2"]])
    game.apply(PlayCard(0, game.hands[0][0], 2))
    wild = game.hands[2][0]
    for color, code in ((7, "bad_color"), (None, "need_color")):
        try:
            game.apply(JumpIn(2, wild, color))
        except IllegalAction as exc:
            assert exc.code == code
        else:
            raise AssertionError("accepted")
