"""RULES.md sections 3-5: a turn, drawing, the UNO call, the Wild Draw Four."""

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    Draw,
    Pass,
    PlayCard,
)
from uno_desktop.engine.cards import BLUE, CARD_KIND, GREEN, RED, YELLOW
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.save import game_to_dict

from .helpers import card, rebuilt, setup

THREE = [["r5", "g7", "b9"], ["b1", "y2", "g3"], ["y4", "y5", "g6"]]


def unchanged(game, action, code):
    before = game_to_dict(game)
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.code == code
    assert game_to_dict(game) == before


def test_matching_colour_or_symbol_is_playable_and_others_refused():
    game = setup(hands=THREE, top="r3")
    unchanged(game, PlayCard(0, card(game, 0, "g7")), "not_playable")
    unchanged(game, PlayCard(1, card(game, 1, "g3")), "not_your_turn")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.decision.seat == 1 and game.color == RED


def test_number_match_of_another_colour_is_playable():
    game = setup(hands=THREE, top="g9")
    game.apply(PlayCard(0, card(game, 0, "b9")))
    assert game.color == BLUE


def test_wild_names_any_colour_including_the_current_one():
    game = setup(hands=[["w", "r1"], ["b1", "b2"]], top="r3")
    unchanged(game, PlayCard(0, card(game, 0, "w")), "need_color")
    game.apply(PlayCard(0, card(game, 0, "w"), RED))
    assert game.color == RED


def test_skip_reverse_draw_two_with_three_players():
    game = setup(hands=[["rs", "r1"], ["b1", "b2"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "rs")))
    assert game.decision.seat == 2
    game = setup(hands=[["rr", "r1"], ["b1", "b2"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "rr")))
    assert game.direction == -1 and game.decision.seat == 2
    game = setup(hands=[["r+2", "r1"], ["b1", "b2"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert len(game.hands[1]) == 4 and game.decision.seat == 2


def test_two_players_reverse_is_a_skip_and_draw_two_player_plays_again():
    game = setup(hands=[["rr", "r1"], ["b1", "b2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "rr")))
    assert game.decision.seat == 0
    game = setup(hands=[["r+2", "r1"], ["b1", "b2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))
    assert len(game.hands[1]) == 4 and game.decision.seat == 0


def test_voluntary_draw_on_and_off():
    game = setup(hands=THREE, top="r3", pile=["b7"])
    game.apply(Draw(0))
    assert len(game.hands[0]) == 4
    game = setup(Rules(allow_voluntary_draw=False), hands=THREE, top="r3")
    unchanged(game, Draw(0), "draw_not_allowed")


def test_drawn_card_may_play_or_keep():
    game = setup(hands=THREE, top="r3", pile=["r8"])
    game.apply(Draw(0))
    d = game.decision
    assert d.kind is Kind.PLAY_DRAWN and CARD_KIND[d.drawn] == 8
    unchanged(game, PlayCard(0, card(game, 0, "r5")), "must_play_drawn")
    game.apply(Pass(0))
    assert game.decision.seat == 1 and len(game.hands[0]) == 4


def test_drawn_card_must_play():
    game = setup(Rules(drawn_card="must_play"), hands=THREE, top="r3", pile=["r8"])
    game.apply(Draw(0))
    unchanged(game, Pass(0), "must_play_drawn")
    game.apply(PlayCard(0, game.decision.drawn))
    assert CARD_KIND[game.top] == 8


def test_unplayable_drawn_card_ends_the_turn():
    game = setup(hands=THREE, top="r3", pile=["y8"])
    game.apply(Draw(0))
    assert game.decision.kind is Kind.TURN and game.decision.seat == 1


def test_draw_until_playable():
    game = setup(Rules(draw_until_playable=True), hands=THREE, top="r3",
                 pile=["y8", "b6", "g0", "r7"])
    game.apply(Draw(0))
    assert len(game.hands[0]) == 7
    assert game.decision.kind is Kind.PLAY_DRAWN and CARD_KIND[game.decision.drawn] == 7


def test_reshuffle_keeps_top_card_and_black_cards_lose_their_colour():
    game = setup(hands=THREE, top="r3")
    # Every card not in a hand lies on the discard pile, the last of the pile on top, named
    # yellow (pretend).
    pile = game.draw_pile
    game = rebuilt(game, discard=[pile[0], *game.discard, *pile[1:]], draw_pile=[],
                   color=YELLOW)
    top = game.discard[-1]
    events = game.apply(Draw(0))
    assert any(isinstance(e, ev.Reshuffled) for e in events)
    assert game.discard == [top] and game.card_count() == 108
    assert game.color == YELLOW  # the current colour belongs to the top card only


def test_both_piles_empty_means_pass_and_a_full_table_of_passes_blocks_the_round():
    game = setup(hands=[["y1", "y9"], ["g1", "b9"]], top="r3")
    # All other cards are in seat 1's hand.
    game = rebuilt(game, hands=[game.hands[0], game.hands[1] + game.draw_pile], draw_pile=[])
    game.apply(Draw(0))
    assert game.decision.seat == 1 and not game.over
    blocked = [a for a in game.legal_actions() if isinstance(a, Draw)]
    game.apply(blocked[0])
    assert game.over and game.result.reason == "blocked"
    assert game.result.winner == 0  # the lowest hand value
    assert game.card_count() == 108


# --- UNO -------------------------------------------------------------------------------
def test_uno_call_after_play_protects():
    game = setup(hands=[["r5", "r6"], ["b1", "b2"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.uno_catchable() == 0
    game.apply(CallUno(0))
    assert game.uno_catchable() == -1
    unchanged(game, CatchUno(2, 0), "nothing_to_catch")


def test_uno_call_before_playing_with_two_cards():
    game = setup(hands=[["r5", "r6"], ["b1", "b2"]], top="r3")
    game.apply(CallUno(0))
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.uno_catchable() == -1


def test_catch_inside_the_window_costs_the_penalty():
    rules = Rules(uno_penalty=4)
    game = setup(rules, hands=[["r5", "r6"], ["b1", "b2"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    events = game.apply(CatchUno(2, 0))
    assert len(game.hands[0]) == 5
    assert any(isinstance(e, ev.UnoCaught) and e.count == 4 for e in events)
    unchanged(game, CallUno(0), "uno_too_late")  # a late call does nothing


def test_window_closes_when_the_next_player_acts_not_earlier():
    game = setup(hands=[["r5", "r6"], ["b1", "r2", "b4"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r5")))
    assert game.uno_catchable() == 0  # still open during the next player's decision
    game.apply(PlayCard(1, card(game, 1, "r2")))
    assert game.uno_catchable() == -1
    unchanged(game, CatchUno(2, 0), "nothing_to_catch")


def test_window_stays_open_across_an_automatic_penalty():
    game = setup(hands=[["r+2", "r6"], ["b1", "b2"], ["g1", "g2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "r+2")))  # seat 1 draws 2 without acting
    assert game.decision.seat == 2 and game.uno_catchable() == 0
    game.apply(CatchUno(1, 0))
    assert len(game.hands[0]) == 3


def test_false_uno_call_draws_two_and_liar_limit_eliminates():
    rules = Rules(liar_limit=2)
    game = setup(rules, hands=[["r5", "r6", "r7"], ["b1", "b2", "b3"], ["g1", "g2", "g3"]])
    game.apply(CallUno(1))
    assert len(game.hands[1]) == 5 and game.lies[1] == 1
    events = game.apply(CallUno(1))
    assert any(isinstance(e, ev.PlayerOut) and e.reason == "liar" for e in events)
    assert game.gone[1] and game.hands[1] == [] and game.card_count() == 108


def test_false_uno_call_without_penalty_is_refused():
    game = setup(Rules(false_uno_penalty=False), hands=[["r5", "r6", "r7"], ["b1", "b2", "b3"]])
    unchanged(game, CallUno(1), "uno_not_applicable")


# --- Wild Draw Four ------------------------------------------------------------------------
def wd4_game(rules=None, holder=("wd4", "r9", "g5")):
    return setup(rules, hands=[list(holder), ["b1", "b2", "b3"], ["y1", "y2", "y3"]], top="r3")


def test_bluff_proven_bluffer_takes_card_back_draws_four_colour_restored():
    game = wd4_game()
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    assert game.decision.kind is Kind.CHALLENGE and game.decision.seat == 1
    events = game.apply(Challenge(1))
    verdict = next(e for e in events if isinstance(e, ev.ChallengeResolved))
    assert verdict.bluff and len(verdict.hand) == 2
    # The verdict names the colour that had to be matched and the card that proves the bluff.
    assert verdict.color == RED and verdict.proof == (card(game, 0, "r9"),)
    assert verdict.redact().proof == () and verdict.redact().hand == ()
    assert len(game.hands[0]) == 3 + 4 and game.color == RED
    assert game.decision.kind is Kind.TURN and game.decision.seat == 1  # challenger plays
    assert CARD_KIND[game.top] == 3


def test_rightful_wd4_challenger_draws_six_and_loses_turn():
    game = wd4_game(holder=("wd4", "b9", "g3"))  # a red 3 would not matter: colour only
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    events = game.apply(Challenge(1))
    verdict = next(e for e in events if isinstance(e, ev.ChallengeResolved))
    assert not verdict.bluff and verdict.color == RED and verdict.proof == ()
    assert len(game.hands[1]) == 9 and game.decision.seat == 2 and game.color == GREEN


def test_wd4_legality_looks_at_colour_only():
    game = wd4_game(holder=("wd4", "b3", "w"))  # same number, other colour; a Wild: rightful
    game.apply(PlayCard(0, card(game, 0, "wd4"), BLUE))
    assert not game.pending_challenge.bluff


def test_accepting_wd4_draws_four_and_loses_turn():
    game = wd4_game()
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(Accept(1))
    assert len(game.hands[1]) == 7 and game.decision.seat == 2


def test_enforced_refuses_a_bluff_and_free_has_no_challenge():
    game = wd4_game(Rules(wd4_rule="enforced"))
    unchanged(game, PlayCard(0, card(game, 0, "wd4"), GREEN), "wd4_not_allowed")
    game = wd4_game(Rules(wd4_rule="free"))
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    assert len(game.hands[1]) == 7 and game.decision.seat == 2


def test_two_player_wd4_player_plays_again():
    game = setup(hands=[["wd4", "b9", "g3"], ["b1", "b2"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(Accept(1))
    assert game.decision.seat == 0


def test_reshuffle_during_a_pending_challenge_keeps_the_card_under_the_wd4():
    game = wd4_game()
    pile = game.draw_pile  # almost everything is on the discard pile
    game = rebuilt(game, discard=pile[:-3] + game.discard, draw_pile=pile[-3:])
    game.apply(PlayCard(0, card(game, 0, "wd4"), GREEN))
    game.apply(CallUno(2))  # a false call: draws 2, then the pile runs out and is reshuffled
    game.apply(CallUno(2))
    assert len(game.discard) == 2
    game.apply(Challenge(1))
    assert CARD_KIND[game.top] == 3 and game.color == RED
    assert game.card_count() == 108
