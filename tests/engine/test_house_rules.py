"""RULES.md section 6: every house rule, on and off."""

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import (
    Accept,
    Challenge,
    ChooseSeat,
    Forfeit,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
    Timeout,
)
from uno_desktop.engine.cards import BLUE, CARD_COLOR, GREEN, RED, YELLOW
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.rules import Rules

from .helpers import card, rebuilt, setup

CUM = Rules(stacking="cumulative")


def test_cumulative_stacking_adds_up_and_the_first_who_cannot_draws_all():
    game = setup(CUM, hands=[["r+2", "r1"], ["b+2", "b1"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert game.decision.kind is Kind.PENALTY and game.decision.penalty == 2
    game.apply(PlayCard(1, card(game, 1, "b+2")))
    assert len(game.hands[2]) == 2 + 4 and game.decision.seat == 0  # seat 2 had no answer


def test_without_stacking_draw_two_cannot_be_answered():
    game = setup(hands=[["r+2", "r1"], ["b+2", "b1"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert len(game.hands[1]) == 4 and game.decision.seat == 2


def test_cumulative_wd4_on_wd4_and_challenge_of_the_chain():
    game = setup(CUM, hands=[["wd4", "r1"], ["wd4", "r2"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), BLUE))
    assert game.decision.kind is Kind.CHALLENGE
    game.apply(PlayCard(1, card(game, 1, "wd4"), GREEN))  # seat 1 holds red: after blue, no blue
    assert game.decision.kind is Kind.CHALLENGE and game.decision.penalty == 8
    game.apply(Challenge(2))  # seat 1 held no blue: rightful, challenger draws 8 + 2
    assert len(game.hands[2]) == 12


def test_stack_mixed_draw_two_of_named_colour_on_wd4():
    rules = Rules(stacking="cumulative", stack_mixed=True, wd4_rule="free")
    game = setup(rules, hands=[["wd4", "r1"], ["g+2", "b+2", "r2"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    answers = {CARD_COLOR[c] for c in game.answers(1)}
    assert answers == {GREEN}
    game.apply(PlayCard(1, card(game, 1, "g+2")))
    assert len(game.hands[2]) == 2 + 6
    plain = setup(CUM.with_changes(wd4_rule="free"),
                  hands=[["wd4", "r1"], ["g+2", "r2"], ["g1", "g2"]], top="r3")
    plain.apply(PlayCard(0, card(plain, 0, "wd4"), GREEN))
    assert len(plain.hands[1]) == 6  # no mixing: seat 1 simply draws


def test_deflect_penalty_does_not_add_up():
    rules = Rules(stacking="deflect")
    game = setup(rules, hands=[["r+2", "r1"], ["b+2", "b1"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    game.apply(PlayCard(1, card(game, 1, "b+2")))
    assert len(game.hands[2]) == 4  # only 2


def test_reverse_deflect_sends_the_penalty_back():
    rules = Rules(reverse_deflect=True)
    game = setup(rules, hands=[["r+2", "r1"], ["rr", "b1"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 1
    game.apply(PlayCard(1, card(game, 1, "rr")))
    assert len(game.hands[0]) == 1 + 2 and game.direction == -1
    assert game.decision.seat == 2  # counter-clockwise after seat 0


def test_seven_zero_rotates_hands_and_swaps_on_seven():
    rules = Rules(seven_zero=True)
    game = setup(rules, hands=[["r0", "r1"], ["b1", "b2", "b3"], ["g1", "g2", "g3", "g4"]])
    hands = [list(h) for h in game.hands]
    game.apply(PlayCard(0, card(game, 0, "r0")))
    assert game.hands[1] == [hands[0][1]]
    assert game.hands[2] == hands[1] and game.hands[0] == hands[2]
    game = setup(rules, hands=[["r7", "r1"], ["b1", "b2", "b3"], ["g1", "g2", "g3", "g4"]])
    game.apply(PlayCard(0, card(game, 0, "r7")))
    assert game.decision.kind is Kind.SEVEN_TARGET
    with pytest.raises(IllegalAction):
        game.apply(ChooseSeat(0, 0))
    game.apply(ChooseSeat(0, 2))
    assert len(game.hands[0]) == 4 and len(game.hands[2]) == 1 and game.decision.seat == 1
    off = setup(hands=[["r0", "r1"], ["b1", "b2", "b3"]])
    off.apply(PlayCard(0, card(off, 0, "r0")))
    assert len(off.hands[0]) == 1


def test_jump_in_identical_card_out_of_turn_and_play_continues_from_jumper():
    rules = Rules(jump_in=True)
    game = setup(rules, hands=[["r5", "r1"], ["b1", "b2"], ["r5", "g2"], ["y1", "y2"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    jumps = [a for a in game.reaction_actions(2) if isinstance(a, JumpIn)]
    assert jumps
    game.apply(jumps[0])
    assert game.decision.seat == 3 and game.last_player == 2
    no = setup(hands=[["r5", "r1"], ["b1", "b2"], ["r5", "g2"]])
    no.apply(PlayCard(0, card(no, 0, "r5")))
    with pytest.raises(IllegalAction):
        no.apply(JumpIn(2, card(no, 2, "r5")))


def test_jump_in_action_card_replaces_the_covered_effect():
    rules = Rules(jump_in=True, stacking="cumulative")
    game = setup(rules, hands=[["r+2", "r1"], ["b+2", "b1"], ["r+2", "g2"], ["y1", "y2"]])
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 1
    game.apply(JumpIn(2, card(game, 2, "r+2")))
    assert len(game.hands[1]) == 2  # seat 1's penalty was replaced
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 3
    game.apply(Accept(3))  # under jump_in the victim takes the cards (a jump-in may come first)
    assert len(game.hands[3]) == 4  # the jumper's +2 hits the player after the jumper
    assert game.decision.seat == 0


def test_jump_in_never_on_a_wild_draw_four():
    rules = Rules(jump_in=True, wd4_rule="free")
    game = setup(rules, hands=[["wd4", "r1"], ["b1", "b2"], ["wd4", "g2"]])
    game.apply(PlayCard(0, card(game, 0, "wd4"), RED))
    assert not [a for a in game.reaction_actions(2) if isinstance(a, JumpIn)]


def test_double_play_identical_card_and_effects_add():
    rules = Rules(double_play=True)
    game = setup(rules, hands=[["rs", "rs", "r1"], ["b1", "b2"], ["g1", "g2"], ["y1", "y2"]])
    game.apply(PlayCard(0, card(game, 0, "rs")))
    assert game.decision.kind is Kind.DOUBLE_PLAY
    game.apply(PlayCard(0, card(game, 0, "rs")))
    assert game.decision.seat == 3  # two skips
    game = setup(rules, hands=[["r4", "r4", "r1"], ["b1", "b2"]])
    game.apply(PlayCard(0, card(game, 0, "r4")))
    game.apply(Pass(0))
    assert game.decision.seat == 1 and len(game.hands[0]) == 2


def test_swap_on_five_each_side_chooses_its_card():
    rules = Rules(swap_on_five=True)
    game = setup(rules, hands=[["r5", "r1", "b9"], ["b1", "g2"], ["g1", "g2"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.decision.kind is Kind.FIVE_TARGET
    game.apply(ChooseSeat(0, 1))
    give = card(game, 0, "b9")
    game.apply(GiveCard(0, give))
    assert game.decision.kind is Kind.GIVE_CARD and game.decision.seat == 1
    take = card(game, 1, "g2")
    events = game.apply(GiveCard(1, take))
    assert give in game.hands[1] and take in game.hands[0]
    assert any(isinstance(e, ev.CardsTraded) for e in events) and game.decision.seat == 1
    declined = setup(rules, hands=[["r5", "r1"], ["b1", "g2"]])
    declined.apply(PlayCard(0, card(declined, 0, "r5")))
    declined.apply(Pass(0))
    assert declined.decision.kind is Kind.TURN and declined.decision.seat == 1


def test_circle_colour_black_card_moves_the_colour_round_the_circle():
    rules = Rules(circle_colour=True)
    game = setup(rules, hands=[["w", "r1"], ["b1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "w")))
    assert game.color == BLUE  # red -> blue clockwise
    game = rebuilt(setup(rules, hands=[["w", "r1"], ["b1", "g2"]], top="r3"), direction=-1)
    game.apply(PlayCard(0, card(game, 0, "w")))
    assert game.color == YELLOW  # backward: red -> yellow


def test_seven_rounds_next_smaller_hand_then_win_on_the_last():
    rules = Rules(seven_rounds=True)
    game = setup(rules, hands=[["r1"], ["b1", "b2"]], top="r3")
    events = game.apply(PlayCard(0, card(game, 0, "r1")))
    assert any(isinstance(e, ev.NextHand) and e.size == 6 for e in events)
    assert len(game.hands[0]) == 6 and not game.over
    game = rebuilt(setup(rules, hands=[["r1"], ["b1", "b2"]], top="r3"), stage=[1, 7])
    game.apply(PlayCard(0, card(game, 0, "r1")))
    assert game.over and game.result.winner == 0


def test_turn_timer_draw_pass_and_eliminate():
    rules = Rules(turn_timer=30)
    game = setup(rules, hands=[["r5", "r1"], ["b1", "g2"], ["g1", "g2"]])
    game.apply(Timeout(0))
    assert len(game.hands[0]) == 3 and game.decision.seat == 1
    game = setup(rules.with_changes(timeout_action="eliminate"),
                 hands=[["r5", "r1"], ["b1", "g2"], ["g1", "g2"]])
    game.apply(Timeout(0))
    assert game.gone[0] and game.decision.seat == 1 and game.card_count() == 108
    with pytest.raises(IllegalAction):
        setup(hands=[["r5"], ["b1"]]).apply(Timeout(0))


def test_forfeit_cards_under_the_pile_and_play_goes_on():
    game = setup(hands=[["r5", "r1"], ["b1", "g2"], ["g1", "g2"]])
    bottom = list(game.hands[1])
    game.apply(Forfeit(1))
    assert game.draw_pile[:2] == bottom and game.hands[1] == []
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.decision.seat == 2
    game.apply(Forfeit(0))
    assert game.over and game.result.winner == 2 and game.result.reason == "last_standing"
    assert set(game.result.ranking[-2:]) == {0, 1}


def test_forfeit_of_the_player_facing_a_challenge():
    game = setup(hands=[["wd4", "r1"], ["b1", "g2"], ["g1", "g2"]])
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(Forfeit(1))
    assert game.decision.kind is Kind.TURN and game.decision.seat == 2
    assert game.card_count() == 108
