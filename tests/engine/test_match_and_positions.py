"""The match's standings and early end under each scoring mode, and the table a test or a
puzzle builds with ``Game.from_position``: pinned against the small slips mutation testing makes
(see docs/mutation.md)."""

from __future__ import annotations

import random

import pytest

from tests.engine.helpers import finish_round
from uno_desktop.engine.cards import BLUE, cards_from_codes, deck_ids
from uno_desktop.engine.errors import PositionError
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view


def play_rounds(match: Match, rounds: int) -> None:
    """Play ``rounds`` rounds (fewer if the match ends): first listed play, else first action."""
    for r in range(rounds):
        finish_round(match)
        if match.over:
            return
        if r < rounds - 1:
            match.next_round()


@pytest.mark.parametrize("scoring, low", [("winner_takes", False), ("penalty", True),
                                          ("elimination", True)])
def test_stopping_a_match_early_crowns_the_leaders_of_its_scoring(scoring: str,
                                                                  low: bool) -> None:
    match = Match(Rules(scoring=scoring, target=2000, hand_size=5), 3, seed=11)
    match.start(dealer=0)
    play_rounds(match, 2)
    assert not match.over and len(set(match.totals)) == 3
    match.stop()
    best = min(match.totals) if low else max(match.totals)
    assert match.over and match.winners == (match.totals.index(best),)
    order = sorted(range(3), key=lambda s: match.totals[s], reverse=not low)
    assert match.standings() == order
    assert match.stop() == []  # a match that is over stays over


def test_a_lazy_match_ranks_and_ends_by_rounds_won() -> None:
    match = Match(Rules(scoring="lazy", hand_size=5), 3, seed=5)
    match.start(dealer=0)
    play_rounds(match, 5)
    won = match.rounds_won
    assert sum(won) == 5 and match.totals == [0, 0, 0] and not match.over
    # Most rounds won first, not the fewest points left in hand in the last round.
    assert won == [2, 3, 0] and match.last_values == (0, 9, 19)
    assert match.standings() == [1, 0, 2]
    match.stop()
    assert match.winners == (1,) and match.standings() == [1, 0, 2]


def test_standings_before_any_round_is_scored_go_by_seat() -> None:
    match = Match(Rules(), 3, seed=1)
    assert match.standings() == [0, 1, 2]


def test_from_position_builds_the_table_it_is_given() -> None:
    hands = [cards_from_codes(["r1", "r2"]), cards_from_codes(["b1"], [c for c in deck_ids(False)
                                                               if c >= 60]),
             []]
    used = {c for h in hands for c in h}
    wild = next(c for c in cards_from_codes(["w"]) if c not in used)
    rest = [c for c in deck_ids(False) if c not in used and c != wild]
    game = Game.from_position(Rules(), hands=hands, discard=[wild], draw_pile=rest, color=BLUE,
                              turn=1, gone=[False, False, True])
    view = seat_view(game, 1)
    assert view.color == BLUE and view.dealer == 0 and view.turn_no == 1
    assert view.top_is_start is False and view.decision_seat == 1
    assert view.active == (True, True, False) and view.gone == (False, False, True)
    assert game.rng.getstate() == random.Random(0).getstate()
    again = Game.from_position(Rules(), hands=hands, discard=[wild], draw_pile=rest, color=BLUE,
                               turn=1, gone=[False, False, True], dealer=2, seed=9)
    assert again.dealer == 2 and again.rng.getstate() == random.Random(9).getstate()
    with pytest.raises(PositionError, match="discard"):
        Game.from_position(Rules(), hands=hands, discard=[], draw_pile=rest + [wild])
