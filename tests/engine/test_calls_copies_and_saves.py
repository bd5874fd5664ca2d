"""UNO calls, catches and jump-ins, told exactly by their events; every such state copies and
saves exactly (a slip in a pending record shows in a copy or a reloaded save). Pinned against
mutation testing's survivors (docs/mutation.md)."""

from __future__ import annotations

import random

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import (
    CallUno,
    CatchUno,
    Challenge,
    ChooseSeat,
    Forfeit,
    GiveCard,
    JumpIn,
    PlayCard,
)
from uno_desktop.engine.cards import BLUE, GREEN, RED
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import RulesError
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.sampling import Lacks
from uno_desktop.engine.save import game_from_dict, game_to_dict
from uno_desktop.engine.view import seat_view

from .helpers import card, setup


def round_trip(game: Game) -> None:
    """The game copies and saves exactly as it is."""
    data = game_to_dict(game)
    assert game_to_dict(game.copy(1)) == data
    loaded = game_from_dict(data, game.rules, random.Random(0), game.n)
    assert game_to_dict(loaded) == data


def test_a_rightful_call_after_the_play_closes_the_window() -> None:
    game = setup(hands=[["r5", "r6"], ["b1", "y2", "g4"], ["g1"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.uno_catchable() == 0
    round_trip(game)
    assert game.apply(CallUno(0)) == [ev.UnoCalled(0), ev.UnoWindowClosed(0)]
    assert game.uno_catchable() == -1 and CatchUno(1, 0) not in game.reaction_actions(1)
    round_trip(game)


def test_a_call_with_two_cards_on_the_own_turn_protects_the_next_play() -> None:
    game = setup(hands=[["r5", "r6"], ["b1", "y2", "g4"], ["g1"]], top="r3")
    assert game.apply(CallUno(0)) == [ev.UnoCalled(0, early=True)]
    round_trip(game)
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.uno_catchable() == -1
    round_trip(game)


def test_a_false_call_draws_two_and_counts_a_lie() -> None:
    game = setup(hands=[["r5", "r6", "r7"], ["b1", "y2", "g4"], ["g1", "g2"]], top="r3",
                 pile=["b7", "b8"])
    events = game.apply(CallUno(1))
    b7, b8 = card(game, 1, "b7"), card(game, 1, "b8")
    assert events == [ev.Drew(1, (b7, b8), "false_uno"), ev.FalseUno(1, 2, 1)]
    assert seat_view(game, 0).lies == (0, 1, 0)
    round_trip(game)


def test_a_catch_makes_the_caught_player_draw_and_says_who_caught_whom() -> None:
    rules = Rules(uno_penalty=3)
    game = setup(rules, hands=[["r5", "r6"], ["b1", "y2", "g4"], ["g1", "g2"]], top="r3",
                 pile=["y7", "y8", "y9"])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    view = seat_view(game, 2)
    assert view.uno_catchable == 0 and CatchUno(2, 0) in view.legal  # a reaction, listed
    events = game.apply(CatchUno(2, 0))
    drawn = tuple(card(game, 0, code) for code in ("y7", "y8", "y9"))
    assert events == [ev.UnoWindowClosed(0), ev.Drew(0, drawn, "uno_penalty"),
                      ev.UnoCaught(2, 0, 3)]
    assert game.uno_catchable() == -1
    round_trip(game)
    with pytest.raises(Exception) as late:
        game.apply(CallUno(0))
    assert getattr(late.value, "code", None) == "uno_too_late"


def test_a_catch_leaves_no_other_player_catchable() -> None:
    """After the catch nobody is open to a catch, even a seat that holds one card."""
    game = setup(hands=[["r5", "r6"], ["b1"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(CatchUno(2, 0))
    assert game.uno_catchable() == -1
    assert not any(isinstance(a, CatchUno) for a in game.reaction_actions(2))


def test_a_call_leaves_no_other_player_catchable() -> None:
    game = setup(hands=[["r5", "r6"], ["b1"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(CallUno(0))
    assert game.uno_catchable() == -1
    assert not any(isinstance(a, CatchUno) for a in game.reaction_actions(2))


def test_leaving_closes_only_the_leaver_s_window() -> None:
    game = setup(hands=[["r5", "r6"], ["b1", "b2"], ["g1", "g2"], ["y1", "y2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    events = game.apply(Forfeit(2))
    assert ev.PlayerOut(2, "forfeit") in events
    assert game.uno_catchable() == 0  # seat 0 can still be caught
    round_trip(game)
    game.apply(Forfeit(0))
    assert game.uno_catchable() == -1
    round_trip(game)


def test_a_jump_in_counts_one_turn_start_and_closes_the_window_before_it() -> None:
    rules = Rules(jump_in=True)
    game = setup(rules, hands=[["r5", "r1"], ["b1", "b2"], ["r5", "g2", "g3"], ["y1", "y2"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.uno_catchable() == 0
    turn = seat_view(game, 1).turn_no
    game.apply(JumpIn(2, card(game, 2, "r5")))
    assert game.uno_catchable() == -1  # the jump-in is a later turn: seat 0's window closed
    # The jump-in starts a turn (the jumper's) and its end starts the next player's.
    assert seat_view(game, 1).turn_no == turn + 2 and game.decision == game.turn_decision(3)
    round_trip(game)


def test_a_wild_jumped_in_on_a_wild_names_its_colour() -> None:
    rules = Rules(jump_in=True)
    game = setup(rules, hands=[["w", "r1"], ["b1", "b2"], ["w", "g2", "g3"]])
    game.apply(PlayCard(0, card(game, 0, "w"), BLUE))
    game.apply(JumpIn(2, card(game, 2, "w"), GREEN))
    assert game.color == GREEN and game.decision == game.turn_decision(0)


def test_a_jump_in_on_a_wild_draw_four_answer_clears_the_challenge() -> None:
    """A jump-in cancels whatever was pending, the chance to challenge included."""
    rules = Rules(jump_in=True, stacking="cumulative")
    game = setup(rules, hands=[["r+2", "r1"], ["b+2", "b1"], ["r+2", "g2"], ["y1", "y2"]])
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    game.apply(JumpIn(2, card(game, 2, "r+2")))
    round_trip(game)


def test_copies_and_saves_keep_a_trade_in_progress() -> None:
    game = setup(Rules(swap_on_five=True), hands=[["r5", "r1", "b9"], ["b1", "g2"], ["g1"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(ChooseSeat(0, 1))
    round_trip(game)
    game.apply(GiveCard(0, card(game, 0, "b9")))
    assert game.decision.kind is Kind.GIVE_CARD and game.decision.seat == 1
    round_trip(game)


def test_copies_and_saves_keep_pending_skips_and_a_revealed_hand() -> None:
    game = setup(Rules(double_play=True), hands=[["rs", "rs", "r1"], ["b1"], ["g1"]])
    game.apply(PlayCard(0, card(game, 0, "rs")))
    assert game.decision.kind is Kind.DOUBLE_PLAY
    round_trip(game)
    game = setup(hands=[["wd4", "r1", "r2"], ["b1", "g2"], ["g1"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), BLUE))
    game.apply(Challenge(1))
    round_trip(game)
    copy = game.copy(3)
    assert seat_view(copy, 1).reveal == seat_view(game, 1).reveal is not None


def test_a_copy_of_a_finished_round_keeps_its_result() -> None:
    game = setup(hands=[["r1"], ["b1", "b2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r1")))
    assert game.copy(2).result == game.result is not None


def test_copy_into_needs_the_same_rules_object_and_table_size() -> None:
    game = setup(hands=[["r1", "r2"], ["b1", "b2"]], top="r3")
    other = setup(Rules(), hands=[["r1", "r2"], ["b1", "b2"]], top="r3")
    with pytest.raises(ValueError):
        game.copy_into(other)  # equal rules, but another object: another table


def test_a_sampled_world_is_repeatable_and_respects_what_a_seat_lacks() -> None:
    game = setup(hands=[["r1", "r2"], ["b1", "b2", "g5", "y5", "r9", "g9"], ["g1", "y2"]],
                 top="r3")
    view = seat_view(game, 0)
    one = Game.sampled_from(view, random.Random(4))
    two = Game.sampled_from(view, random.Random(4))
    assert game_to_dict(one) == game_to_dict(two) and one.rng.random() == two.rng.random()
    no_red = Lacks(colors=frozenset({RED}), kinds=frozenset(), black=True, cards=6)
    for seed in range(5):
        world = Game.sampled_from(view, random.Random(seed), [None, no_red, None])
        assert all(not (0 <= c < 25) and c < 100 for c in world.hands[1])


def test_a_rules_error_carries_its_reason_code() -> None:
    with pytest.raises(RulesError) as info:
        Rules(hand_size=3)
    assert info.value.code == "bad_value"
    with pytest.raises(RulesError) as conflict:
        Rules(stack_mixed=True)
    assert conflict.value.code == "conflict_stack_mixed"
