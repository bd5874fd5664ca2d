"""UNO Show 'Em No Mercy (docs/rules.md, "UNO Show 'Em No Mercy"): one test or more per rule id
``nm_*``, the id in the docstring."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine import save
from uno_desktop.engine.actions import (
    Accept,
    CallUno,
    CatchUno,
    ChooseColor,
    ChooseSeat,
    Draw,
    JumpIn,
    Pass,
    PlayCard,
    Timeout,
)
from uno_desktop.engine.cards import (
    BLACK,
    BLUE,
    CARD_COLOR,
    CARD_KIND,
    CARD_VALUE,
    COLORS,
    DISCARD_ALL,
    DRAW_FOUR,
    DRAW_TEN,
    DRAW_TWO,
    GREEN,
    RED,
    REVERSE,
    SKIP,
    SKIP_EVERYONE,
    WILD_COLOR_ROULETTE,
    WILD_DRAW_SIX,
    WILD_REVERSE_DRAW_FOUR,
    YELLOW,
)
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import PositionError, RulesError
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.mercy import KNOCKOUT_POINTS
from uno_desktop.engine.position import check_position
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.scoring import hand_value
from uno_desktop.engine.view import seat_view

from .helpers import rebuilt


def nm(**changes: object) -> Rules:
    return Rules.for_box("no_mercy", **changes)


_COLOR = {"r": RED, "y": YELLOW, "g": GREEN, "b": BLUE}
_KIND = {"s": SKIP, "r": REVERSE, "+2": DRAW_TWO, "+4": DRAW_FOUR, "se": SKIP_EVERYONE,
         "da": DISCARD_ALL}
_BLACK = {"wrd4": WILD_REVERSE_DRAW_FOUR, "wd6": WILD_DRAW_SIX, "wd10": DRAW_TEN,
          "wcr": WILD_COLOR_ROULETTE}


def parse(code: str) -> tuple[int, int]:
    if code in _BLACK:
        return BLACK, _BLACK[code]
    rest = code[1:]
    return _COLOR[code[0]], int(rest) if rest.isdigit() else _KIND[rest]


def take(codes: list[str], pool: list[int]) -> list[int]:
    out = []
    for code in codes:
        color, kind = parse(code)
        found = next(c for c in pool if CARD_COLOR[c] == color and CARD_KIND[c] == kind)
        pool.remove(found)
        out.append(found)
    return out


def table(hands: list[list[str]], top: str = "r3", pile: list[str] | None = None,
          turn: int = 0, color: int | None = None, fill: dict[int, int] | None = None,
          rules: Rules | None = None, **changes: object) -> Game:
    """A No Mercy round in the middle: ``pile`` is drawn first to last; ``fill`` gives a seat
    that many more yellow/green number cards (which answer nothing)."""
    rules = rules or nm(**changes)
    pool = rules.deck()
    held = [take(h, pool) for h in hands]
    (top_card,) = take([top], pool)
    first = take(pile or [], pool)
    for seat, k in (fill or {}).items():
        extra = [c for c in pool if CARD_KIND[c] <= 9 and CARD_COLOR[c] in (YELLOW, GREEN)][:k]
        for c in extra:
            pool.remove(c)
        held[seat] += extra
    random.Random(0).shuffle(pool)
    return Game.from_position(rules, hands=held, discard=[top_card],
                              draw_pile=pool + list(reversed(first)), color=color, turn=turn)


def held(game: Game, seat: int, code: str) -> int:
    color, kind = parse(code)
    return next(c for c in game.hands[seat] if CARD_COLOR[c] == color and CARD_KIND[c] == kind)


def play(game: Game, seat: int, code: str, color: int | None = None) -> list[ev.Event]:
    return game.apply(PlayCard(seat, held(game, seat, code), color))


# ---------------------------------------------------------------------- the deck and the deal
def test_deck() -> None:
    """nm_deck: the 168 cards of the table, and nothing else is dealt."""
    deck = nm().deck()
    assert len(deck) == 168
    kinds = Counter(CARD_KIND[c] for c in deck)
    assert kinds[DRAW_FOUR] == 8 and kinds[SKIP_EVERYONE] == 8 and kinds[DISCARD_ALL] == 12
    assert kinds[WILD_REVERSE_DRAW_FOUR] == 8 and kinds[WILD_DRAW_SIX] == 4
    assert kinds[DRAW_TEN] == 4 and kinds[WILD_COLOR_ROULETTE] == 8
    assert all(kinds[k] == 8 for k in range(10))
    game, _ = Game.new_round(nm(), 4, random.Random(5))
    assert game.card_count() == 168 and sorted(game.draw_pile + game.discard
                                               + sum(game.hands, [])) == deck


def test_players() -> None:
    """nm_players: 2 to 6 players."""
    Match(nm(), 6, seed=1)
    with pytest.raises(RulesError) as info:
        Match(nm(), 7, seed=1)
    assert info.value.code == "box_players"


def test_deal() -> None:
    """nm_deal: hand_size cards each, left of the dealer starts, clockwise."""
    game, _ = Game.new_round(nm(hand_size=9), 3, random.Random(2), dealer=1)
    assert [len(h) for h in game.hands] == [9, 9, 9]
    assert game.decision == game.turn_decision(2) and game.direction == 1


def test_start_number() -> None:
    """nm_start_number: action and wild cards turned first stay under the first number card,
    which sets the colour and does nothing else (a starting 7 swaps nothing)."""
    rules = nm()
    pool = rules.deck()
    hands = [take(["g5", "y1", "y2", "y3", "y4", "y5", "y6"], pool),
             take(["b5", "b6", "b7", "b8", "b9", "b1", "b2"], pool)]
    turned = take(["wd10", "rs", "wcr", "g7"], pool)
    order = [hands[s][r] for r in range(7) for s in (1, 0)]  # dealer 0: seat 1 gets the first
    game, events = Game.new_round(rules, 2, random.Random(1), deck=order + turned)
    assert game.discard == turned and game.color == GREEN and game.top_is_start
    assert game.decision == game.turn_decision(1)
    assert [e.card for e in events if isinstance(e, ev.StartCard)] == turned
    assert not any(isinstance(e, (ev.HandsSwapped, ev.Skipped)) for e in events)


# ---------------------------------------------------------------------- playing and drawing
def test_match() -> None:
    """nm_match: colour or symbol; a wild card on anything, whatever the hand holds."""
    game = table([["r7", "b3", "g+4", "bda", "wd6", "y9"], ["g1"]], top="rda")
    playable = set(game.playable_cards(0))
    assert playable == {held(game, 0, c) for c in ("r7", "bda", "wd6")}


def test_wild_colour() -> None:
    """nm_wild_colour: a wild card's player names any colour, the current one too."""
    game = table([["wd6", "r1"], ["g1", "g2"], ["b1", "b2"]])
    refused = game.why_not(PlayCard(0, held(game, 0, "wd6")))
    assert refused is not None and refused.code == "need_color"
    play(game, 0, "wd6", RED)
    assert game.color == RED


def test_no_challenge() -> None:
    """nm_no_challenge: nobody is asked to challenge, whatever was played."""
    game = table([["wrd4", "r1"], ["g1", "g2"], ["b1", "wd10"]], top="r3")
    play(game, 0, "wrd4", BLUE)
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 2
    assert not any(a.__class__.__name__ == "Challenge" for a in game.legal_actions())


def test_draw_until_playable() -> None:
    """nm_draw_until_playable: draw one at a time until a playable card comes, then play it."""
    game = table([["g1", "g2"], ["b1", "b2"]], top="r3", pile=["y4", "b5", "r9", "y1"])
    game.apply(Draw(0))
    assert len(game.hands[0]) == 5
    assert game.decision.kind is Kind.PLAY_DRAWN and CARD_KIND[game.decision.drawn] == 9
    refused = game.why_not(Pass(0))
    assert refused is not None and refused.code == "must_play_drawn"
    assert game.legal_actions() == [PlayCard(0, game.decision.drawn)]


def test_voluntary_draw() -> None:
    """nm_voluntary_draw: with allow_voluntary_draw a player holding a playable card may draw
    (until playable); without, only a player with nothing to play draws."""
    game = table([["r1", "g2"], ["b1", "b2"]], top="r3", pile=["g4", "r5"])
    game.apply(Draw(0))
    assert game.decision.kind is Kind.PLAY_DRAWN and len(game.hands[0]) == 4
    game = table([["r1", "g2"], ["b1", "b2"]], top="r3", allow_voluntary_draw=False)
    refused = game.why_not(Draw(0))
    assert refused is not None and refused.code == "draw_not_allowed"


def test_piles_empty() -> None:
    """nm_piles_empty: an empty draw pile is refilled from the discard pile but its top card.
    (Both piles can never be empty at once: six hands of at most 24 cards hold 144 of the 168
    cards; the engine's draw stops there anyway, as in the classic game.)"""
    game = table([["g1", "g2"], ["b1", "b2"]], top="r3")
    rest = game.draw_pile
    game = rebuilt(game, draw_pile=[], discard=rest + game.discard)
    events = game.apply(Draw(0))
    assert any(isinstance(e, ev.Reshuffled) for e in events)
    assert game.discard[-1] == game.discard[0] and len(game.discard) == 1
    assert game.card_count() == 168


# ---------------------------------------------------------------------- stacking by value
def test_stack_by_value() -> None:
    """nm_stack_by_value: any draw card of equal or higher value, any colour; values add."""
    game = table([["r+2", "r1"], ["b+4", "b+2", "b1"], ["wd6", "g+2", "g1"], ["y1", "y2"]])
    play(game, 0, "r+2")
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 1
    assert set(game.legal_actions()) >= {PlayCard(1, held(game, 1, "b+4")),
                                         PlayCard(1, held(game, 1, "b+2"))}
    play(game, 1, "b+4")
    # The Draw Two no longer answers a 4; the Wild Draw Six does, in any colour.
    refused = game.why_not(PlayCard(2, held(game, 2, "g+2")))
    assert refused is not None and refused.code == "must_answer_penalty"
    play(game, 2, "wd6", YELLOW)
    # Seat 3 has no answer: it draws the 12 at once and loses the turn.
    assert len(game.hands[3]) == 14 and game.decision == game.turn_decision(0)


def test_stack_end() -> None:
    """nm_stack_end: the first who cannot answer draws the whole total at once and loses the
    turn; one who could may still accept."""
    game = table([["r+2", "r1"], ["b+2", "b1"], ["g1", "g2"]])
    play(game, 0, "r+2")
    game.apply(Accept(1))
    assert len(game.hands[1]) == 4 and game.decision == game.turn_decision(2)
    game = table([["r+2", "r1"], ["b+2", "b1"], ["g1", "g2"]])
    play(game, 0, "r+2")
    play(game, 1, "b+2")
    assert len(game.hands[2]) == 6 and game.decision == game.turn_decision(0)


def test_stack_only_draw_cards() -> None:
    """nm_stack_only_draw_cards: facing a penalty, no other card and no draw."""
    game = table([["r+2", "r1"], ["r9", "b+2", "wcr"], ["g1", "g2"]])
    play(game, 0, "r+2")
    for action in (PlayCard(1, held(game, 1, "r9")), PlayCard(1, held(game, 1, "wcr")),
                   Draw(1)):
        assert game.why_not(action) is not None


def test_stack_colour() -> None:
    """nm_stack_colour: each card of a chain sets the colour; a wild one its player's."""
    game = table([["r+2", "r1"], ["b+4", "b1"], ["wd10", "g1"], ["y1", "y2"]])
    play(game, 0, "r+2")
    play(game, 1, "b+4")
    assert game.color == BLUE
    play(game, 2, "wd10", GREEN)
    assert game.color == GREEN and len(game.hands[3]) == 18


# ---------------------------------------------------------------------- the mercy rule
def knocked_table() -> Game:
    """Seat 1 (22 cards) faces a Draw Four from seat 0: 22 + 3 is 25."""
    game = table([["r+4", "r1"], ["b1"], ["r5", "g2"]], fill={1: 21})
    play(game, 0, "r+4")
    return game


def test_mercy() -> None:
    """nm_mercy: a hand that reaches 25 cards is knocked out at once; the rest of the penalty
    is drawn by nobody."""
    game = knocked_table()
    before = len(game.draw_pile)
    assert game.hands[1] == [] and not game.active[1] and game.knocked == [1]
    assert before == len(game.draw_pile)  # nothing more drawn afterwards
    assert game.decision == game.turn_decision(2)
    assert game.penalty == 0


def test_mercy_during_draw_until_playable() -> None:
    """nm_mercy: also in the middle of a draw until playable; the turn passes on."""
    game = table([["g1"], ["b1", "b2"], ["y1", "y2"]], top="r3", fill={0: 23},
                 pile=["b5", "b6", "r9"])
    game.apply(Draw(0))
    assert game.knocked == [0] and game.decision == game.turn_decision(1)


def test_mercy_cards() -> None:
    """nm_mercy_cards: the knocked-out hand lies face down under the discard pile: no view
    shows it, the cards add up to one deck, and the next reshuffle takes it in."""
    game = knocked_table()
    assert game.under == 25 and len(game.discard) == 27 and game.card_count() == 168
    view = seat_view(game, 2)
    assert view.discard == tuple(game.discard[25:]) and view.under == 25
    assert view.knocked == (1,)


def test_mercy_cards_reshuffled() -> None:
    """nm_mercy_cards: the reshuffle that empties the discard pile takes the hidden hand in."""
    game = knocked_table()
    hidden = game.discard[:25]
    game2 = rebuilt(game, draw_pile=[], discard=hidden + game.draw_pile + game.discard[25:])
    assert game2.under == 25
    events = game2.apply(Draw(2))
    assert any(isinstance(e, ev.Reshuffled) for e in events)
    assert game2.under == 0 and set(hidden) <= set(game2.draw_pile + sum(game2.hands, []))
    assert game2.card_count() == 168


def test_knocked_out() -> None:
    """nm_knocked_out: skipped, never a 7's partner, left out of the 0-pass; dealt in again in
    the next round."""
    game = knocked_table()
    play(game, 2, "r5")
    assert game.decision == game.turn_decision(0)
    game = table([["r7", "r1"], ["b1"], ["g1", "g2"], ["y1", "y2"]])
    game = rebuilt(game, hands=[game.hands[0], [], game.hands[2], game.hands[3]],
                   discard=game.hands[1] + game.discard, under=1, knocked=[1],
                   active=[True, False, True, True])
    play(game, 0, "r7")
    assert game.decision.kind is Kind.SEVEN_TARGET
    assert {a.target for a in game.legal_actions() if isinstance(a, ChooseSeat)} == {2, 3}
    match = Match(nm(), 3, seed=4)
    match.start(dealer=0)
    assert match.game is not None
    match.game.hands[1] = []  # (not a real play: just ends a round with a knock-out)
    match.game.active[1] = False
    match.game.knocked.append(1)
    match.game.round_end.end_round(0, "last_standing")
    match.settle()
    match.next_round()
    assert match.game.active == [True, True, True] and match.game.knocked == []


def test_last_one_left() -> None:
    """nm_last_one_left: two players, one knocked out: the other wins the round."""
    game = table([["r+4", "r1"], ["b1"]], fill={1: 21})
    play(game, 0, "r+4")
    assert game.over and game.result is not None
    assert game.result.winner == 0 and game.result.reason == "last_standing"
    assert game.result.ranking == (0, 1)


def test_last_card_wins() -> None:
    """nm_last_card_wins: the last card wins at once, its effect not carried out."""
    game = table([["r+4"], ["b1"], ["g1", "g2"]])
    play(game, 0, "r+4")
    assert game.over and len(game.hands[1]) == 1


# ---------------------------------------------------------------------- 7, 0 and the action cards
def test_seven_swap() -> None:
    """nm_seven_swap: after a 7 its player must swap hands with another player."""
    game = table([["r7", "r1", "r2"], ["b1"], ["g1", "g2"]])
    play(game, 0, "r7")
    assert game.decision.kind is Kind.SEVEN_TARGET
    assert game.why_not(Pass(0)) is not None
    game.apply(ChooseSeat(0, 1))
    assert len(game.hands[0]) == 1 and len(game.hands[1]) == 2


def test_zero_pass() -> None:
    """nm_zero_pass: after a 0 every hand still in moves on in the direction of play."""
    game = table([["r0", "r1"], ["b1", "b2", "b3"], ["g1", "g2", "g3", "g4"]])
    hands = [list(h) for h in game.hands]
    play(game, 0, "r0")
    assert game.hands[1] == [hands[0][1]] and game.hands[2] == hands[1]
    assert game.hands[0] == hands[2]


def test_swap_uno() -> None:
    """nm_swap_uno: a one-card hand received by a 7 opens no UNO window."""
    game = table([["r7", "r1"], ["b1", "b2"], ["g1", "g2"]])
    play(game, 0, "r7")
    game.apply(ChooseSeat(0, 1))
    assert game.uno_catchable() == -1


def test_reverse() -> None:
    """nm_reverse: flips the direction; with two players it is a Skip."""
    game = table([["rr", "r1"], ["b1", "b2"], ["g1", "g2"]])
    play(game, 0, "rr")
    assert game.direction == -1 and game.decision == game.turn_decision(2)
    game = table([["rr", "r1"], ["b1", "b2"]])
    play(game, 0, "rr")
    assert game.decision == game.turn_decision(0)


def test_skip() -> None:
    """nm_skip: the next player loses the turn."""
    game = table([["rs", "r1"], ["b1", "b2"], ["g1", "g2"]])
    play(game, 0, "rs")
    assert game.decision == game.turn_decision(2)


def test_skip_everyone() -> None:
    """nm_skip_everyone: every other player loses a turn; its player plays again at once (with
    two players too); an UNO window it opens stays open until that player's next action."""
    for players in (2, 4):
        game = table([["rse", "r1", "r2"]] + [["g5", "g6"], ["b5", "b6"], ["y5", "y6"]][
            :players - 1])
        events = play(game, 0, "rse")
        assert game.decision == game.turn_decision(0)
        assert [e.seat for e in events if isinstance(e, ev.Skipped)] == list(range(1, players))
    game = table([["rse", "r1"], ["b1", "b2"], ["g1", "g2"]])
    play(game, 0, "rse")
    assert game.uno_catchable() == 0
    game.apply(CatchUno(1, 0))
    assert len(game.hands[0]) == 3


def test_discard_all() -> None:
    """nm_discard_all: every other card of its colour goes under it, unplayed; the colour is its
    colour. Played on its colour or on another Discard All."""
    game = table([["bda", "b+2", "b7", "r1", "wd6"], ["g1", "g2"], ["y1", "y2"]], top="b3")
    others = [held(game, 0, "b+2"), held(game, 0, "b7")]
    events = play(game, 0, "bda")
    assert sorted(game.discard[-3:-1]) == sorted(others) and CARD_KIND[game.discard[-1]] == \
        DISCARD_ALL
    assert len(game.hands[0]) == 2 and game.color == BLUE and game.penalty == 0
    assert game.decision == game.turn_decision(1)
    assert any(isinstance(e, ev.DiscardedAll) and sorted(e.cards) == sorted(others)
               for e in events)
    game = table([["bda", "r1"], ["g1", "g2"]], top="rda")
    assert held(game, 0, "bda") in game.playable_cards(0)


def test_discard_all_last_card_wins() -> None:
    """nm_last_card_wins: a Discard All that empties the hand wins."""
    game = table([["bda", "b1", "b2"], ["g1", "g2"]], top="b3")
    play(game, 0, "bda")
    assert game.over and game.result is not None and game.result.winner == 0


def test_draw_two_and_draw_four() -> None:
    """nm_draw_two, nm_draw_four: the next player draws 2 or 4 and loses the turn; the Draw
    Four is coloured: played on its colour or another Draw Four, whatever the hand holds."""
    game = table([["r+2", "r1"], ["b1", "b2"], ["g1", "g2"]])
    play(game, 0, "r+2")
    assert len(game.hands[1]) == 4 and game.decision == game.turn_decision(2)
    game = table([["g+4", "b+4", "r1", "r2"], ["b1", "b2"], ["g1", "g2"]], top="r+4")
    assert set(game.playable_cards(0)) == {held(game, 0, c) for c in ("g+4", "b+4", "r1", "r2")}
    play(game, 0, "g+4")
    assert len(game.hands[1]) == 6 and game.color == GREEN


def test_wild_reverse_draw_four() -> None:
    """nm_wild_reverse_draw_four: the direction flips, then the next player in the new direction
    faces 4; as an answer it sends the total back the way it came."""
    game = table([["wrd4", "r1"], ["b1", "wrd4"], ["g1", "g2"], ["y1", "y2"]])
    play(game, 0, "wrd4", GREEN)
    assert game.direction == -1  # seat 3 has no answer: draws 4, seat 2 plays
    assert len(game.hands[3]) == 6 and game.decision == game.turn_decision(2)
    game = table([["r+2", "r1"], ["b1", "wrd4"], ["g1", "g2"], ["y1", "y2"]])
    play(game, 0, "r+2")
    play(game, 1, "wrd4", YELLOW)
    # Back to seat 0, who has no answer: draws 6; seat 3 plays (direction reversed).
    assert game.direction == -1
    assert len(game.hands[0]) == 1 + 6 and game.decision == game.turn_decision(3)


def test_wild_reverse_draw_four_two_players() -> None:
    """nm_wild_reverse_draw_four_two_players: its player faces the 4 and may answer it, which
    sends the total to the other player."""
    game = table([["wrd4", "wd6", "r1"], ["b1", "b2"]])
    play(game, 0, "wrd4", RED)
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 0
    play(game, 0, "wd6", RED)
    assert len(game.hands[1]) == 12 and game.decision == game.turn_decision(0)
    game = table([["wrd4", "r1"], ["b1", "b2"]])
    play(game, 0, "wrd4", RED)
    assert len(game.hands[0]) == 5 and game.decision == game.turn_decision(1)


def test_wild_draw_six_and_ten() -> None:
    """nm_wild_draw_six, nm_wild_draw_ten: a named colour; the next player faces 6 or 10."""
    game = table([["wd6", "wd10", "r1"], ["b1"], ["g1", "g2"]])
    play(game, 0, "wd6", BLUE)
    assert len(game.hands[1]) == 7 and game.color == BLUE
    game = table([["wd10", "r1"], ["b1"], ["g1", "g2"]])
    play(game, 0, "wd10", YELLOW)
    assert len(game.hands[1]) == 11 and game.color == YELLOW


# ---------------------------------------------------------------------- the roulette
def test_colour_roulette() -> None:
    """nm_colour_roulette: its player names nothing; the next player names a colour and turns
    cards until one of it comes (wild cards never count), keeps them all, loses the turn."""
    game = table([["wcr", "r1"], ["b1"], ["g1", "g2"]], pile=["y1", "wd6", "r2", "g9", "b5"])
    assert PlayCard(0, held(game, 0, "wcr")) in game.legal_actions()
    refused = game.why_not(PlayCard(0, held(game, 0, "wcr"), RED))
    assert refused is not None and refused.code == "bad_color"
    play(game, 0, "wcr")
    assert game.decision.kind is Kind.CHOOSE_COLOR and game.decision.seat == 1
    assert game.color == RED  # unchanged until named
    game.apply(ChooseColor(1, GREEN))
    assert len(game.hands[1]) == 5 and CARD_KIND[game.hands[1][-1]] == 9
    assert game.color == GREEN and game.decision == game.turn_decision(2)


def test_roulette_limits() -> None:
    """nm_roulette_limits: the roulette answers no penalty, cannot be answered, and the mercy
    rule stops its turning."""
    game = table([["r+2", "r1"], ["wcr", "b1"], ["g1", "g2"]])
    play(game, 0, "r+2")
    assert game.why_not(PlayCard(1, held(game, 1, "wcr"))) is not None
    game = table([["wcr", "r1"], ["b1"], ["g1", "g2"]], fill={1: 22},
                 pile=["y1", "wd6", "r2", "r4", "b5"])
    play(game, 0, "wcr")
    assert game.legal_actions() == [ChooseColor(1, c) for c in COLORS]
    game.apply(ChooseColor(1, BLUE))
    assert game.knocked == [1] and game.decision == game.turn_decision(2)


# ---------------------------------------------------------------------- UNO, scoring, limits
def test_uno() -> None:
    """nm_uno: a caught player draws uno_penalty cards (2 by default)."""
    game = table([["r1", "r2"], ["b1", "b2"], ["g1", "g2"]])
    play(game, 0, "r1")
    game.apply(CatchUno(1, 0))
    assert len(game.hands[0]) == 3


def test_score_values() -> None:
    """nm_score_values: numbers at face value, coloured actions 20, wild cards 50."""
    rules = nm()
    by_kind = {CARD_KIND[c]: CARD_VALUE[c] for c in rules.deck()}
    assert by_kind[7] == 7 and by_kind[SKIP_EVERYONE] == 20 and by_kind[DISCARD_ALL] == 20
    assert by_kind[DRAW_FOUR] == 20 and by_kind[WILD_COLOR_ROULETTE] == 50
    assert by_kind[DRAW_TEN] == 50 and by_kind[WILD_REVERSE_DRAW_FOUR] == 50
    assert hand_value([c for c in rules.deck() if CARD_KIND[c] == 0][:1],
                      nm(zero_worth_fifty=True)) == 50


def test_score_knockouts() -> None:
    """nm_score_knockouts: winner_takes scores 250 per knock-out; under penalty the knocked-out
    player counts 250."""
    for scoring, expect in (("winner_takes", [KNOCKOUT_POINTS, 0]),
                            ("penalty", [1, KNOCKOUT_POINTS])):
        match = Match(nm(scoring=scoring), 2, seed=9)
        match.start(dealer=1)
        game = table([["r+4", "r1"], ["b1"]], fill={1: 21}, rules=nm(scoring=scoring))
        match.game = game
        play(game, 0, "r+4")
        match.settle()
        assert match.totals == expect


def test_target() -> None:
    """nm_target: 1000 by default in this box; target still changes it."""
    assert nm().target == 1000 and nm(target=300).target == 300


def test_round_limit() -> None:
    """nm_round_limit: a blocked round is won by the lowest hand; the knocked-out rank last,
    the latest knocked out first."""
    game = table([["r1", "r2"], ["b9", "b8"], ["g1"], ["y5"], ["g2", "g3"]])
    game = rebuilt(game, hands=[game.hands[0], game.hands[1], [], [], game.hands[4]],
                   discard=game.hands[2] + game.hands[3] + game.discard, under=2,
                   knocked=[3, 2], active=[True, True, False, False, True])
    game.round_end.end_blocked()
    assert game.result is not None and game.result.ranking == (0, 4, 1, 2, 3)
    assert game.result.values[2] == game.result.values[3] == KNOCKOUT_POINTS


# ---------------------------------------------------------------------- saves, positions, timer
def test_saves_round_trip_the_mercy_state() -> None:
    game = knocked_table()
    match = Match(nm(), 3, seed=1)
    match.start(dealer=0)
    match.game = game
    again = save.match_from_dict(json.loads(json.dumps(save.match_to_dict(match))))
    assert again.game is not None
    assert again.game.knocked == [1] and again.game.under == 25
    assert again.game.discard == game.discard


def test_impossible_mercy_positions_are_refused() -> None:
    game = knocked_table()
    with pytest.raises(PositionError):
        rebuilt(game, knocked=[])  # out of the round for no reason
    with pytest.raises(PositionError):
        rebuilt(game, under=30)
    classic = Match(Rules(), 2, seed=1)
    classic.start(dealer=0)
    assert classic.game is not None
    classic.game.knocked = [1]
    with pytest.raises(PositionError):
        check_position(classic.game)


def test_timeout_draws_until_playable_and_plays() -> None:
    """The turn timer's draw_pass: draw until playable, then play it."""
    game = table([["g1", "g2"], ["b1", "b2"], ["y1", "y2"]], pile=["y4", "wd6"],
                 turn_timer=30)
    game.apply(Timeout(0))
    assert CARD_KIND[game.discard[-1]] == WILD_DRAW_SIX and game.color in COLORS
    assert len(game.hands[0]) == 3


def test_discard_all_uno() -> None:
    """nm_discard_all_uno: UNO may be called before a Discard All that will leave one card,
    however many cards the hand holds; the play then opens no window."""
    game = table([["bda", "b+2", "b7", "b1", "r1"], ["g1", "g2"], ["y1", "y2"]], top="b3")
    assert CallUno(0) in game.legal_actions(0, reactions=True)
    game.apply(CallUno(0))
    play(game, 0, "bda")
    assert game.hands[0] == [held(game, 0, "r1")] and game.uno_catchable() == -1
    game = table([["bda", "b+2", "r2", "r1"], ["g1", "g2"], ["y1", "y2"]], top="b3")
    assert CallUno(0) not in game.legal_actions(0, reactions=True)


def test_knocked_out_during_own_decision() -> None:
    """nm_knocked_out: a knock-out during the seat's own decision (a false UNO call's cards)
    passes the turn to the next player still in; the penalty it faced is drawn by nobody."""
    game = table([["g1", "g2"], ["b1", "b2"], ["y1", "y2"]], fill={0: 21})
    game.apply(CallUno(0))  # 23 cards, a false call: 2 more make 25
    assert game.knocked == [0] and game.decision == game.turn_decision(1)
    game = table([["r+2", "r1"], ["b+2", "b1"], ["y1", "y2"]], fill={1: 21})
    play(game, 0, "r+2")
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 1
    game.apply(CallUno(1))
    assert game.knocked == [1] and game.penalty == 0
    assert game.decision == game.turn_decision(2) and len(game.hands[2]) == 2


def test_knocked_out_rank_below_finishers_and_holders() -> None:
    """nm_knocked_out, play_until_last: knocked-out players rank below everybody still holding
    cards."""
    game = table([["r+4", "r1"], ["b1"], ["r5", "g2"]], fill={1: 21},
                 play_until_last=True)
    play(game, 0, "r+4")
    play(game, 2, "r5")
    play(game, 0, "r1")  # seat 0 goes out: seat 2 is the last one left
    assert game.result is not None and game.result.ranking == (0, 2, 1)


def test_a_sampled_world_deals_the_hidden_hands_under_the_pile() -> None:
    """nm_mercy_cards: a bot's sampled world puts unseen cards under the discard pile, never
    the ones the seat saw."""
    game = knocked_table()
    view = seat_view(game, 2)
    world = Game.sampled_from(view, random.Random(3))
    check_position(world)
    assert world.under == 25 and world.discard[25:] == game.discard[25:]
    assert world.knocked == [1] and world.hands[2] == game.hands[2]


def test_timeout_names_a_random_roulette_colour_and_swaps_with_the_next() -> None:
    """The turn timer: a roulette's victim gets a random colour; a 7 swaps with the next player."""
    game = table([["wcr", "r1"], ["b1", "b2"], ["g1", "g2"]], turn_timer=30)
    play(game, 0, "wcr")
    game.apply(Timeout(1))
    assert game.color in COLORS and game.decision == game.turn_decision(2)
    game = table([["r7", "r1", "r2"], ["b1"], ["g1", "g2"]], turn_timer=30)
    play(game, 0, "r7")
    game.apply(Timeout(0))
    assert len(game.hands[0]) == 1 and len(game.hands[1]) == 2


def test_house_rules_double_play_and_jump_in_on_draw_fours() -> None:
    """The house-rule table: two identical Draw Fours add up to 8 (answered by value 4); an
    identical Draw Four jumps in and replaces the pending total; wild cards are never
    identical."""
    game = table([["r+4", "r+4", "r1"], ["b+4", "b1"], ["y1", "y2"]], double_play=True)
    play(game, 0, "r+4")
    assert game.decision.kind is Kind.DOUBLE_PLAY
    play(game, 0, "r+4")
    assert game.penalty == 8 and game.decision.seat == 1
    assert PlayCard(1, held(game, 1, "b+4")) in game.legal_actions()
    game = table([["r+4", "r1"], ["b1", "b2"], ["r+4", "y2"]], jump_in=True)
    play(game, 0, "r+4")
    assert game.decision.kind is Kind.PENALTY and game.decision.seat == 1
    game.apply(JumpIn(2, held(game, 2, "r+4")))
    # Seat 1 draws nothing; seat 0 faces the jumper's 4 (asked: a Draw Four may be jumped on).
    assert len(game.hands[1]) == 2 and game.decision.kind is Kind.PENALTY
    assert game.decision.seat == 0 and game.penalty == 4
    game = table([["wd6", "wd6", "r1"], ["b1", "b2"], ["y1", "y2"]], double_play=True)
    play(game, 0, "wd6", RED)
    assert game.decision.kind is not Kind.DOUBLE_PLAY
