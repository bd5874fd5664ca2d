"""Sampled worlds agree with the view they come from."""

from __future__ import annotations

import random

from tests.bots.helpers import kind_states, quick_bot
from uno_desktop.bots.base import decision_options
from uno_desktop.engine.game import Game
from uno_desktop.engine.round_state import RoundState
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.sampling import unseen_cards
from uno_desktop.engine.view import seat_view


def _check(view, rng) -> None:  # type: ignore[no-untyped-def]
    world = Game.sampled_from(view, rng)
    assert world.card_count() == view.rules.deck_size
    assert sorted(world.hands[view.seat]) == sorted(view.hand)
    assert tuple(len(h) for h in world.hands) == view.hand_counts
    assert len(world.draw_pile) == view.draw_count
    again = seat_view(world, view.seat)
    assert again.decision is view.decision and again.decision_seat == view.decision_seat
    assert again.color == view.color and again.discard == view.discard
    if view.my_turn:
        assert set(decision_options(again)) == set(decision_options(view))


def test_every_kind_gives_a_consistent_world() -> None:
    rng = random.Random(1)
    for game in kind_states().values():
        for seat in range(game.n):
            _check(seat_view(game, seat), rng)


def test_worlds_along_a_round() -> None:
    rng = random.Random(2)
    rules = Rules.preset("house_party")
    game, _ = Game.new_round(rules, 3, random.Random(4), dealer=0)
    bots = [quick_bot("normal", s) for s in range(3)]
    while not game.over:
        _check(seat_view(game, game.decision.seat), rng)
        _check(seat_view(game, (game.decision.seat + 1) % 3), rng)
        game.apply(bots[game.decision.seat].choose(seat_view(game, game.decision.seat)))


def test_unseen_cards_are_hands_and_pile() -> None:
    game = kind_states()[next(iter(kind_states()))]
    view = seat_view(game, 0)
    hidden = sorted(game.hands[1] + game.draw_pile)
    assert unseen_cards(view) == hidden


def test_copy_holds_every_field_and_is_independent() -> None:
    game, _ = Game.new_round(Rules(), 2, random.Random(3))
    copy = game.copy(1)
    if hasattr(game, "__dict__"):  # interpreted Game: no field of the state may be forgotten
        state = set(vars(RoundState(Rules(), 2, random.Random(0)))) - {"rng", "events"}
        assert {k: getattr(copy, k) for k in state} == {k: getattr(game, k) for k in state}
    copy.apply(copy.legal_actions()[-1])
    assert copy.card_count() == game.card_count() == 108
    assert copy.hands != game.hands or copy.discard != game.discard or copy.turn_no != game.turn_no
    assert all(copy.hands[s] is not game.hands[s] for s in range(2))
