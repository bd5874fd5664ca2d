"""What the engine shows the rest of the game: events and what each seat may see of them,
actions as data, a seat's view, card codes. Pinned so that a slip here (a hidden card shown,
a field mixed up) fails a test (see docs/mutation.md)."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import (
    ACTION_TYPES,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    GiveCard,
    JumpIn,
    PlayCard,
    action_from_dict,
    action_to_dict,
)
from uno_desktop.engine.cards import (
    BLACK,
    BLUE,
    CARD_COLOR,
    CARD_KIND,
    DRAW_TEN,
    DRAW_TWO,
    GREEN,
    RED,
    REVERSE,
    SKIP,
    WILD,
    YELLOW,
    card_name,
    cards_from_codes,
    colour_counts,
    deck_ids,
    identical,
    is_black,
    parse_kind,
)
from uno_desktop.engine.decisions import Decision, Kind
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view

from .helpers import card, setup


# -- events: what each seat may see -------------------------------------------------------------
def test_hidden_cards_are_redacted_for_everyone_else() -> None:
    dealt = ev.Dealt(1, ((5, 6), (7, 8, 9)))
    assert dealt.private_to == ()
    assert dealt.redact() == ev.Dealt(1, ((-1, -1), (-1, -1, -1)))
    drew = ev.Drew(2, (4, 5), "penalty")
    assert drew.private_to == (2,)
    assert drew.redact() == ev.Drew(2, (-1, -1), "penalty")
    resolved = ev.ChallengeResolved(1, 0, True, (3, 4), 0, 4)
    assert resolved.private_to == (1, 0)
    assert resolved.redact() == ev.ChallengeResolved(1, 0, True, (), 0, 4)
    traded = ev.CardsTraded(0, 2, 10, 20)
    assert traded.private_to == (0, 2)
    assert traded.redact() == ev.CardsTraded(0, 2, -1, -1)
    public = ev.Played(0, 3, RED)
    assert public.private_to is None and public.redact() is public


def test_events_and_decisions_survive_pickle_and_deepcopy() -> None:
    for event in (ev.Played(1, 2, BLUE, True, False), ev.Drew(0, (1, 2), "draw"),
                  ev.RoundEnded(1, "out", ((), (3,)), (0, 3), (1, 0))):
        assert pickle.loads(pickle.dumps(event)) == event
        assert copy.deepcopy(event) == event
    decision = Decision(Kind.PENALTY, 2, 4, None, 1)
    assert pickle.loads(pickle.dumps(decision)) == decision
    assert copy.deepcopy(decision) == decision


def test_an_event_as_a_dict_names_its_type_and_every_field() -> None:
    assert ev.event_to_dict(ev.Played(1, 2, BLUE, True, False)) == {
        "type": "Played", "seat": 1, "card": 2, "color": BLUE, "jump_in": True, "double": False}
    assert ev.event_to_dict(ev.Skipped(3)) == {"type": "Skipped", "seat": 3}


# -- actions as data ------------------------------------------------------------------------------
@pytest.mark.parametrize("action", [
    PlayCard(1, 100, BLUE), JumpIn(2, 5), Draw(0), ChooseColor(1, GREEN), ChooseSeat(0, 2),
    GiveCard(3, 7), CallUno(1), CatchUno(0, 1),
])
def test_an_action_goes_to_a_dict_and_back(action: object) -> None:
    data = action_to_dict(action)  # type: ignore[arg-type]
    assert data["type"] == type(action).__name__
    assert action_from_dict(dict(data)) == action


def test_an_action_dict_names_every_field() -> None:
    assert action_to_dict(PlayCard(1, 100, BLUE)) == {
        "type": "PlayCard", "seat": 1, "card": 100, "color": BLUE}
    assert set(ACTION_TYPES) >= {"PlayCard", "Draw", "Forfeit", "Timeout"}
    with pytest.raises(KeyError):
        action_from_dict({"type": "Cheat", "seat": 0})


# -- cards ----------------------------------------------------------------------------------------
def test_card_names_and_codes() -> None:
    (r7, wd4, blue_skip, yellow_reverse, d10) = cards_from_codes(["r7", "wd4", "bs", "yr", "d10"])
    assert [card_name(c) for c in (r7, wd4, blue_skip, yellow_reverse, d10)] == [
        "red_7", "wild_draw_four", "blue_skip", "yellow_reverse", "draw_ten"]
    assert is_black(wd4) and is_black(d10) and not is_black(r7)
    assert parse_kind("r7") == (RED, 7)
    assert parse_kind(" G+2 ") == (GREEN, DRAW_TWO)
    assert parse_kind("yr") == (YELLOW, REVERSE)
    assert parse_kind("b0") == (BLUE, 0)
    assert parse_kind("green_draw_two") == (GREEN, DRAW_TWO)
    assert parse_kind("blue_9") == (BLUE, 9)
    assert parse_kind("yellow_skip") == (YELLOW, SKIP)
    assert parse_kind("wild") == (BLACK, WILD)
    assert parse_kind("+10") == (BLACK, DRAW_TEN)
    for every in deck_ids(True):
        color, kind = parse_kind(card_name(every))
        assert (color, kind) == (CARD_COLOR[every], CARD_KIND[every])


@pytest.mark.parametrize("code", ["", "x7", "r", "r10", "r77", "rx", "purple_7", "w+2"])
def test_a_bad_card_code_is_refused(code: str) -> None:
    with pytest.raises((ValueError, KeyError)):
        parse_kind(code)


def test_cards_from_codes_takes_distinct_cards_from_what_is_available() -> None:
    first, second = cards_from_codes(["r1", "r1"])
    assert first != second and card_name(first) == card_name(second) == "red_1"
    with pytest.raises(ValueError, match="r1"):
        cards_from_codes(["r1", "r1", "r1"])
    (only,) = cards_from_codes(["r1"], available=[second])
    assert only == second


def test_identical_cards_for_jump_in_and_double_play() -> None:
    r5a, r5b, b5, w1, w2, wd4a, wd4b, d10a, d10b = cards_from_codes(
        ["r5", "r5", "b5", "w", "w", "wd4", "wd4", "d10", "d10"])
    assert identical(r5a, r5b) and not identical(r5a, b5)
    assert identical(w1, w2)
    assert not identical(wd4a, wd4b) and not identical(d10a, d10b)
    assert colour_counts([r5a, r5b, b5, w1]) == [2, 0, 0, 1, 1]


def test_deck_sizes() -> None:
    assert deck_ids(False) == list(range(108))
    assert deck_ids(True) == list(range(112))
    assert Rules().deck_size == 108 and Rules(blank_cards="draw_ten").deck_size == 112


# -- a seat's view --------------------------------------------------------------------------------
def test_a_seat_view_shows_the_table_and_only_its_own_hand() -> None:
    game = setup(Rules(), hands=[["r5", "g7"], ["b1", "y2", "y3"], ["g1"]], top="r3",
                 pile=["r9"])
    game.apply(Draw(0))  # seat 0 draws the red 9: it may play it
    drawn = game.decision.drawn
    view = seat_view(game, 0, totals=(1, 2, 3))
    assert view.seat == 0 and view.players == 3 and view.rules == game.rules
    assert view.hand == tuple(game.hands[0]) and view.hand_counts == (3, 3, 1)
    assert view.top == game.discard[-1] and view.color == RED and view.direction == 1
    assert view.discard == tuple(game.discard) and view.draw_count == len(game.draw_pile)
    assert view.decision is Kind.PLAY_DRAWN and view.decision_seat == 0
    assert view.penalty == 0 and view.drawn == drawn and view.trade_partner is None
    assert view.active == (True, True, True) and view.gone == (False, False, False)
    assert view.finished == () and view.stage == (7, 7, 7) and view.lies == (0, 0, 0)
    assert view.uno_catchable == -1 and view.dealer == 0 and view.last_player == -1
    assert view.top_is_start is False and view.turn_no == game.turn_no
    assert view.totals == (1, 2, 3) and view.reveal is None and view.my_turn
    assert set(view.legal) == set(game.legal_actions(0, reactions=True))
    other = seat_view(game, 1)
    assert other.drawn is None and other.hand == tuple(game.hands[1]) and not other.my_turn
    assert other.totals == ()


def test_only_the_challenger_sees_the_challenged_hand() -> None:
    game = setup(Rules(), hands=[["wd4", "r1", "r2"], ["b1", "g2"], ["b5", "g4"]], top="r3")
    game.apply(PlayCard(0, card(game, 0, "wd4"), BLUE))
    shown = tuple(game.hands[0])
    game.apply(Challenge(1))
    assert seat_view(game, 1).reveal == shown
    assert seat_view(game, 2).reveal is None and seat_view(game, 0).reveal is None


def test_a_view_of_a_trade_names_the_partner_to_the_giver_only() -> None:
    game = setup(Rules(swap_on_five=True), hands=[["r5", "r1", "b9"], ["b1", "g2"], ["g1"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    game.apply(ChooseSeat(0, 1))
    assert seat_view(game, 0).trade_partner == 1
    assert seat_view(game, 1).trade_partner is None


def test_can_jump_in_and_options_agree_with_the_listed_actions() -> None:
    game = setup(Rules(jump_in=True), hands=[["r5", "r1"], ["b1", "b2"], ["r5", "g2"]])
    game.apply(PlayCard(0, card(game, 0, "r5")))
    r5 = card(game, 2, "r5")
    assert game.can_jump_in(2, r5) and not game.can_jump_in(1, r5)
    assert not game.can_jump_in(2, card(game, 2, "g2"))
    opts = game.options(1)
    assert opts.kind is Kind.TURN and set(opts.listed()) == set(game.legal_actions(1, True))
    assert game.options(2).kind is None


def test_a_copy_plays_on_with_its_own_dice() -> None:
    game, _ = Game.new_round(Rules(), 3, random.Random(2))
    a, b = game.copy(7), game.copy(7)
    assert a.rng.getstate() == b.rng.getstate() == random.Random(7).getstate()
    assert game.copy(8).rng.getstate() != a.rng.getstate()
    assert a.hands == game.hands and a.hands is not game.hands


def test_other_generators_are_asked_for_the_same_range() -> None:
    class Recording(random.Random):
        asked: list[int] = []

        def randrange(self, *args: object, **kwargs: object) -> int:  # type: ignore[override]
            self.asked.append(args[0])  # type: ignore[arg-type]
            return super().randrange(*args)  # type: ignore[arg-type]

    from uno_desktop.engine.randomness import below, choice

    rng = Recording(3)
    assert below(rng, 50) == random.Random(3).randrange(50) and rng.asked == [50]
    assert choice(rng, "abc") in "abc" and rng.asked == [50, 3]


@pytest.mark.parametrize("color, code", [(None, "need_color"), (7, "bad_color")])
def test_a_black_card_needs_a_colour_and_the_refusal_says_so(color: int | None,
                                                            code: str) -> None:
    game = setup(hands=[["w", "r1"], ["b1"]], top="r3")
    with pytest.raises(Exception) as info:
        game.apply(PlayCard(0, card(game, 0, "w"), color))
    assert getattr(info.value, "code", None) == code
    message = str(info.value)
    assert message != code and "colour" in message
