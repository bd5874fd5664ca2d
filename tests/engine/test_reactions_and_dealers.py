"""Reactions (catches, jump-ins) are open to the right seats only; the dealer passes over
seats that left; a match's end is told once with its winners and totals; refusals keep their
message. Pinned against mutation survivors (docs/mutation.md)."""

from __future__ import annotations

import json

from uno_desktop.engine import events as ev
from uno_desktop.engine import save
from uno_desktop.engine.actions import CatchUno, Forfeit, JumpIn, PlayCard
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules

from .helpers import card, setup


def _finish(match: Match) -> list[ev.Event]:
    game = match.game
    assert game is not None
    events: list[ev.Event] = []
    while not game.over:
        actions = game.legal_actions()
        plays = [a for a in actions if isinstance(a, PlayCard)]
        events += match.apply((plays or actions)[0])
    return events


def test_reactions_of_the_seat_on_turn_are_only_reactions() -> None:
    game = setup(hands=[["r5", "r6", "r7"], ["b1", "b2"]], top="r3")
    assert game.reaction_actions(0) == []
    assert any(isinstance(a, PlayCard) for a in game.legal_actions(0))


def test_nobody_catches_themselves() -> None:
    game = setup(hands=[["r5", "r6"], ["b1", "b2"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert not any(isinstance(a, CatchUno) for a in game.reaction_actions(0))
    assert CatchUno(1, 0) in game.reaction_actions(1)


def test_a_jump_in_matches_the_top_card_not_an_older_one() -> None:
    game = setup(Rules(jump_in=True), hands=[["r5", "r1"], ["r7", "b2"], ["g2"], ["r5", "r7"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(PlayCard(1, card(game, 1, "r7")))
    jumps = {a.card for a in game.reaction_actions(3) if isinstance(a, JumpIn)}
    assert jumps == {card(game, 3, "r7")}  # the red 7 on top, not the red 5 under it


def test_the_deal_passes_over_a_seat_that_left() -> None:
    match = Match(Rules(hand_size=5, target=2000), 3, seed=2)
    match.start(dealer=0)
    match.apply(Forfeit(1))
    _finish(match)
    match.next_round()
    assert match.dealer == 2


def test_the_end_of_a_match_is_told_with_its_winners_and_totals() -> None:
    match = Match(Rules(scoring="single_round", hand_size=5), 2, seed=3)
    match.start(dealer=0)
    events = _finish(match)
    (ended,) = [e for e in events if isinstance(e, ev.MatchEnded)]
    assert ended == ev.MatchEnded(match.winners, tuple(match.totals)) and match.winners


def test_lazy_a_tie_for_the_most_points_goes_to_the_first_seat() -> None:
    match = Match(Rules(scoring="lazy", hand_size=5), 3, seed=5)
    match.start(dealer=0)
    _finish(match)
    data = json.loads(save.dumps(match))
    data["last_values"], data["last_winner"] = [0, 10, 10], 0
    match = save.loads(json.dumps(data))
    match.next_round()
    assert match.dealer == 1


def test_a_refusal_keeps_its_code_and_its_message() -> None:
    assert IllegalAction("not_your_turn", "wait").message == "wait"
    assert IllegalAction("not_your_turn").message == "not_your_turn"
    assert str(IllegalAction("not_your_turn")) == "not_your_turn"
