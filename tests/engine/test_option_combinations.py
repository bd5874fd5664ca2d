"""Rules that were played wrong in rare option combinations (issue 12), one test each."""

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import (
    Accept,
    CallUno,
    CatchUno,
    ChooseSeat,
    Draw,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
)
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import IllegalAction, PositionError
from uno_desktop.engine.game import TURN_LIMIT
from uno_desktop.engine.rules import Rules

from .helpers import card, rebuilt, setup


def refused(game, action, code=None):
    before = (repr(game.hands), list(game.draw_pile), list(game.discard), game.decision)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert (repr(game.hands), list(game.draw_pile), list(game.discard), game.decision) == before
    if code is not None:
        assert info.value.code == code
    return info.value


def test_a_catch_naming_a_seat_that_does_not_exist_is_refused():
    game = setup(hands=[["r5", "r1"], ["b1", "y2"], ["g1", "g2"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))  # one card left, no UNO called
    assert game.uno_catchable() == 0
    for target in (-1, -3, 3, 99):
        refused(game, CatchUno(1, target), "malformed")
    # With nobody to catch, -1 (the engine's own "nobody") is no target either.
    calm = setup(hands=[["r5", "r1", "r2"], ["b1", "y2"], ["g1", "g2"]])
    refused(calm, CatchUno(1, -1), "malformed")
    refused(calm, CatchUno(1, 0), "nothing_to_catch")


def test_play_until_last_blocked_round_keeps_those_out_first_in_their_order():
    rules = Rules(play_until_last=True)
    game = setup(rules, hands=[["r5"], ["r7"], ["g1", "g2", "r9", "r8"], ["y1", "y9", "b1"],
                               ["b2"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))  # seat 0 goes out first
    game.apply(PlayCard(1, card(game, 1, "r7")))  # then seat 1
    assert game.finished == [0, 1] and game.decision.seat == 2
    # The round reaches its turn limit and ends blocked: seat 4 holds the lowest hand of those
    # still playing, yet the players out rank first, in the order they went out.
    game = rebuilt(game, turn_no=TURN_LIMIT)
    game.apply(PlayCard(2, card(game, 2, "r9")))
    assert game.over and game.result.reason == "blocked"
    assert game.result.winner == 0
    assert list(game.result.ranking[:2]) == [0, 1]


def test_jump_in_draw_two_on_draw_two_replaces_it():
    rules = Rules(jump_in=True)
    game = setup(rules, hands=[["r+2", "r1"], ["b1", "b2"], ["r+2", "g2"], ["y1", "y2"]])
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    # Seat 1 is asked to take the cards, so a jump-in can still come first.
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 1
    assert game.legal_actions(1) == [Accept(1)]
    game.apply(JumpIn(2, card(game, 2, "r+2")))
    assert len(game.hands[1]) == 2  # the player the first one was aimed at draws nothing
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 3
    game.apply(Accept(3))
    assert len(game.hands[3]) == 4 and game.decision.kind is Kind.TURN and game.decision.seat == 0


def test_jump_in_reverse_on_reverse_is_one_direction_change():
    rules = Rules(jump_in=True)
    game = setup(rules, hands=[["rr", "r1"], ["b1", "b2"], ["rr", "g2"], ["y1", "y2"]])
    game.apply(PlayCard(0, card(game, 0, "rr")))
    assert game.direction == -1 and game.decision.seat == 3
    events = game.apply(JumpIn(2, card(game, 2, "rr")))
    assert game.direction == -1  # replaced, not added
    assert not any(isinstance(e, ev.DirectionChanged) for e in events)
    assert game.decision.kind is Kind.TURN and game.decision.seat == 1  # on from the jumper


def test_two_players_double_play_two_skips_plays_again():
    rules = Rules(double_play=True)
    game = setup(rules, hands=[["rs", "rs", "r1", "b4"], ["b1", "b2"]])
    game.apply(PlayCard(0, card(game, 0, "rs")))
    assert game.decision.kind is Kind.DOUBLE_PLAY
    game.apply(PlayCard(0, card(game, 0, "rs")))
    assert game.decision.kind is Kind.TURN and game.decision.seat == 0
    reverses = setup(rules, hands=[["rr", "rr", "r1", "b4"], ["b1", "b2"]])
    reverses.apply(PlayCard(0, card(reverses, 0, "rr")))
    reverses.apply(PlayCard(0, card(reverses, 0, "rr")))
    assert reverses.decision.kind is Kind.TURN and reverses.decision.seat == 0


def test_enforced_wd4_must_play_drawn_card_after_a_false_uno_call():
    rules = Rules(wd4_rule="enforced", drawn_card="must_play")
    game = setup(rules, hands=[["b1", "b2", "y3"], ["g1", "g2"]], top="r3",
                 pile=["wd4", "r7", "r8"])
    game.apply(Draw(0))
    assert game.decision.kind is Kind.PLAY_DRAWN
    listed = game.legal_actions(0)
    assert listed and all(isinstance(a, PlayCard) for a in listed)
    game.apply(CallUno(0))  # false: draws the two reds, so the Wild Draw Four is now barred
    listed = game.legal_actions(0)
    assert listed == [Pass(0)]
    for action in listed:
        assert game.why_not(action) is None
    game.apply(Pass(0))
    assert game.decision.seat == 1


def test_every_listed_action_is_accepted_in_a_five_trade_under_play_until_last():
    rules = Rules(swap_on_five=True, play_until_last=True)
    game = setup(rules, hands=[["r5", "r1"], ["r9"], ["g1", "g2"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(ChooseSeat(0, 1))
    game.apply(GiveCard(0, card(game, 0, "r1")))
    assert game.decision.kind is Kind.GIVE_CARD and game.active[game.decision.seat]
    for action in game.legal_actions(game.decision.seat):
        assert game.why_not(action) is None


@pytest.mark.parametrize("bad", [
    PlayCard(True, 3), PlayCard(0, 2.0), PlayCard(0, "3"), PlayCard(0, None), PlayCard(-1, 3),
    PlayCard(0, 500), PlayCard(0, 3, True), PlayCard(0, 3, "red"), PlayCard(0, 3, 1.0),
    CatchUno(0, True), CatchUno(0, None), ChooseSeat(0, 1.5), GiveCard(0, -2),
    JumpIn(0, [1]), Draw(None), Pass("0"), Accept(2**70),
])
def test_malformed_actions_are_refused_and_change_nothing(bad):
    game = setup(hands=[["r5", "r1"], ["b1", "y2"]])
    events_before = list(game.events)
    error = refused(game, bad, "malformed")
    assert error.message
    assert game.events == events_before


def test_something_that_is_no_action_is_refused():
    game = setup(hands=[["r5", "r1"], ["b1", "y2"]])
    for thing in (None, "PlayCard", 3, {"type": "Draw", "seat": 0}, object()):
        refused(game, thing, "malformed")


def test_a_colour_on_a_coloured_card_is_refused():
    game = setup(hands=[["r5", "r1"], ["b1", "y2"]])
    refused(game, PlayCard(0, card(game, 0, "r5"), 2), "bad_color")


def test_seven_rounds_with_nothing_left_to_draw_the_player_goes_out():
    # The next hand cannot be drawn (the only other cards are held, the card under a
    # challengeable Wild Draw Four stays): the emptied hand was the player's last.
    rules = Rules(seven_rounds=True, swap_on_five=True, play_until_last=True)
    game = setup(rules, hands=[["wd4"], ["b1"], ["g1"]], top="r3")
    game = rebuilt(game, hands=[game.hands[0], game.hands[1] + game.draw_pile, game.hands[2]],
                   draw_pile=[], stage=[3, 7, 7])
    game.apply(PlayCard(0, card(game, 0, "wd4"), 2))
    assert game.finished == [0] and not game.active[0]
    assert all(game.hands[s] for s in range(3) if game.active[s])
    assert game.over or game.legal_actions()


def test_a_five_trade_partner_must_hold_a_card():
    rules = Rules(swap_on_five=True, play_until_last=True)
    game = setup(rules, hands=[["r1", "r5", "g9"], ["r2"], ["r7", "g2"], ["r8", "y2"]])
    game.apply(PlayCard(0, card(game, 0, "r1")))
    game.apply(PlayCard(1, card(game, 1, "r2")))  # seat 1 goes out: no card left to give
    game.apply(PlayCard(2, card(game, 2, "r7")))
    game.apply(PlayCard(3, card(game, 3, "r8")))
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.decision.kind is Kind.FIVE_TARGET
    targets = {a.target for a in game.legal_actions(0) if isinstance(a, ChooseSeat)}
    assert targets == {2, 3}
    # A partner still in the round with no card is a position no play reaches: refused.
    with pytest.raises(PositionError):
        rebuilt(game, hands=[game.hands[0], [], [], game.hands[3] + game.hands[2]])


def test_every_action_class_has_a_shape_and_a_handler():
    from uno_desktop.engine.actions import ACTION_TYPES
    from uno_desktop.engine.game import HANDLED
    from uno_desktop.engine.options import _SHAPES

    assert set(_SHAPES) == set(HANDLED) == set(ACTION_TYPES.values())
