"""The bots' choices with the cards of No Mercy and All Wild (issue 32, item 4): one test per
judgement a sensible player makes, for the heuristic (normal, and hard's own pick with its
weights) and for the default policy hard's playouts run (``engine.rollout``)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.engine.test_all_wild import table as aw_table
from tests.engine.test_no_mercy import knocked_table
from tests.engine.test_no_mercy import play as nm_play
from tests.engine.test_no_mercy import table as nm_table
from uno_desktop.bots.base import decision_options
from uno_desktop.bots.hard import HARD, HardBot, Worlds
from uno_desktop.bots.normal import NORMAL, Weights, normal_choice
from uno_desktop.engine.actions import (
    Accept,
    Action,
    CallUno,
    ChooseColor,
    ChooseSeat,
    Draw,
    PlayCard,
)
from uno_desktop.engine.cards import (
    CARD_KIND,
    DISCARD_ALL,
    DRAW_FOUR,
    WILD,
    WILD_COLOR_ROULETTE,
    WILD_FORCED_SWAP,
    WILD_REVERSE_DRAW_FOUR,
    YELLOW,
)
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.game import Game
from uno_desktop.engine.rollout import policy_action
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import SeatView, seat_view

from .test_levels import _play

WEIGHTS = (NORMAL, HARD)


def deciding(game: Game) -> SeatView:
    return seat_view(game, game.decision.seat)


def choice(game: Game, w: Weights) -> Action:
    view = deciding(game)
    return normal_choice(view, decision_options(view), random.Random(0), w)


def played_kind(action: Action) -> int:
    assert isinstance(action, PlayCard), action
    return CARD_KIND[action.card]


@pytest.mark.parametrize("w", WEIGHTS)
def test_a_roulette_victim_names_the_colour_it_has_seen_least(w: Weights) -> None:
    """nm_colour_roulette: the victim turns cards until its colour comes, so it names the
    colour with most unseen cards (yellow here), not the one it holds most (red)."""
    game = nm_table([["wcr", "r1"], ["r2", "r4", "r5", "r6", "r8", "b1", "g1"]], top="r3")
    nm_play(game, 0, "wcr")
    assert game.decision.kind is Kind.CHOOSE_COLOR and game.decision.seat == 1
    assert choice(game, w) == ChooseColor(1, YELLOW)
    assert policy_action(game, random.Random(0)) == ChooseColor(1, YELLOW)


@pytest.mark.parametrize("w", WEIGHTS)
def test_heads_up_a_wild_reverse_draw_four_is_not_played_into_its_own_hand(w: Weights) -> None:
    """nm_wild_reverse_draw_four_two_players: heads-up it comes back to its player; with no
    other answer of 4 or more, drawing beats drawing 4. With a Draw Four to send it on, it is
    a play again (the other player faces 8)."""
    game = nm_table([["wrd4", "g1", "g2", "g4"], ["y1", "y2", "y3"]], top="b3")
    assert isinstance(choice(game, w), Draw)
    assert isinstance(policy_action(game, random.Random(0)), Draw)
    game = nm_table([["wrd4", "g+4", "g2", "g4"], ["y1", "y2", "y3"]], top="b3")
    assert played_kind(choice(game, NORMAL)) == WILD_REVERSE_DRAW_FOUR


@pytest.mark.parametrize("w", WEIGHTS)
def test_heads_up_a_penalty_is_taken_rather_than_sent_back_by_a_wild_reverse(w: Weights) -> None:
    """Heads-up, answering with a Wild Reverse Draw Four adds 4 to one's own penalty; with three
    players it sends the total back to the player before."""
    game = nm_table([["r+2", "r1"], ["wrd4", "g1", "g2"]], top="r3")
    nm_play(game, 0, "r+2")
    assert game.decision.kind is Kind.PENALTY
    assert isinstance(choice(game, w), Accept)
    assert isinstance(policy_action(game, random.Random(0)), Accept)
    game = nm_table([["r+2", "r1"], ["wrd4", "g1", "g2"], ["b1", "b2"]], top="r3")
    nm_play(game, 0, "r+2")
    assert played_kind(choice(game, w)) == WILD_REVERSE_DRAW_FOUR


@pytest.mark.parametrize("w", WEIGHTS)
def test_a_discard_all_that_empties_a_colour_beats_its_numbers(w: Weights) -> None:
    """nm_discard_all: four red cards go with it, which no single red number does."""
    game = nm_table([["rda", "r1", "r2", "r5", "r6", "b7"], ["y1", "y2", "y3"]], top="r3")
    assert played_kind(choice(game, w)) == DISCARD_ALL
    game.apply(PlayCard(0, next(c for c in game.hands[0] if CARD_KIND[c] == DISCARD_ALL)))
    assert len(game.hands[0]) == 1


def test_the_rollout_plays_the_discard_all_too() -> None:
    game = nm_table([["rda", "r1", "r2", "r5", "r6", "b7"], ["y1", "y2", "y3"]], top="r3")
    assert played_kind(policy_action(game, random.Random(0))) == DISCARD_ALL


@pytest.mark.parametrize("w", WEIGHTS)
def test_a_compulsory_seven_is_played_only_for_a_smaller_hand(w: Weights) -> None:
    """nm_seven_swap: a 7 must swap; with the smallest hand at the table the bot keeps it
    and plays another red card; with a big hand and a small one across, it plays the 7."""
    small = nm_table([["r7", "r1", "g2", "g4"], ["y1", "y2", "y3", "y4", "y5", "y6"],
                      ["b1", "b2", "b4", "b5", "b6", "b8"]], top="r3")
    assert played_kind(choice(small, w)) == 1
    assert played_kind(policy_action(small, random.Random(0))) == 1
    big = nm_table([["r7", "r1", "g2", "g4", "g5", "g6", "g8", "b9"], ["y1", "y2", "y3", "y4"],
                    ["b1", "b2"]], top="r3")
    assert played_kind(choice(big, w)) == 7
    assert played_kind(policy_action(big, random.Random(0))) == 7


@pytest.mark.parametrize("w", WEIGHTS)
def test_a_draw_four_or_skip_everyone_hits_a_player_about_to_win(w: Weights) -> None:
    """No Mercy's coloured Draw Four (and Skip Everyone) count as hits, like a Skip: played on
    a next player holding one card rather than a number that keeps a long colour."""
    for code, kind in (("r+4", DRAW_FOUR), ("rse", 16)):
        game = nm_table([[code, "b1", "b2", "b5", "b6"], ["y1"], ["g1", "g2", "g3"]], top="r1")
        assert played_kind(choice(game, w)) == kind
        assert played_kind(policy_action(game, random.Random(0))) == kind


def test_near_the_mercy_limit_a_hand_plays_rather_than_draws() -> None:
    """nm_draw_until_playable, nm_mercy: a voluntary draw runs until a card fits and plays it,
    so keeping a wild card that way (hard's habit in the classic box) only adds cards; from 16
    cards it could reach 25. The bots play what fits."""
    game = nm_table([["wcr", "g1", "g2", "g4", "g5"], ["y1", "y2", "y3", "y4", "y5"]], top="b3")
    assert played_kind(choice(game, HARD)) == WILD_COLOR_ROULETTE
    game = nm_table([["wcr"], ["y1", "y2", "y3", "y4", "y5"]], top="bs", fill={0: 16})
    assert played_kind(choice(game, HARD)) == WILD_COLOR_ROULETTE
    assert played_kind(policy_action(game, random.Random(0))) == WILD_COLOR_ROULETTE


def test_all_wild_a_card_is_played_rather_than_drawn_by_choice() -> None:
    """All Wild, under the voluntary draw: every card plays, so keeping one 'for its colour'
    (hard's black_keep) means nothing; the bot plays."""
    rules = Rules.for_box("all_wild", allow_voluntary_draw=True)
    game = aw_table([["w", "ws", "wd4", "w", "w", "w", "w"], ["w", "w", "w", "w", "w"]],
                    rules=rules)
    assert isinstance(choice(game, HARD), PlayCard)
    assert isinstance(policy_action(game, random.Random(0)), PlayCard)


@pytest.mark.parametrize("w", WEIGHTS)
def test_all_wild_sheds_plain_wilds_first_and_hits_a_player_about_to_win(w: Weights) -> None:
    """aw_*: the plain Wild does nothing, so it goes first while nobody is close; the Wild
    Draw Four waits for a player about to win."""
    hands = [["w", "wd4", "w", "w", "w"], ["w", "w", "w", "w", "w"], ["w", "w", "w", "w"]]
    game = aw_table(hands)
    assert played_kind(choice(game, w)) == WILD
    game = aw_table([hands[0], ["w"], hands[2]])
    assert played_kind(choice(game, w)) == 14
    assert played_kind(policy_action(game, random.Random(0))) == 14


@pytest.mark.parametrize("w", WEIGHTS)
def test_all_wild_a_forced_swap_takes_the_smallest_hand(w: Weights) -> None:
    """aw_forced_swap: worth it when another hand is smaller than the one left; then the
    smallest hand is chosen."""
    game = aw_table([["wfs", "w", "w", "w", "w", "w"], ["w", "w", "w", "w", "w"], ["w", "w"]])
    action = choice(game, w)
    assert played_kind(action) == WILD_FORCED_SWAP
    game.apply(action)
    assert game.decision.kind is Kind.SEVEN_TARGET
    assert choice(game, w) == ChooseSeat(0, 2)


def _conserves(view: SeatView, world: Game) -> None:
    cards = world.draw_pile + world.discard + [c for h in world.hands for c in h]
    assert Counter(cards) == Counter(view.rules.deck())
    assert world.under == view.under and tuple(world.discard[world.under:]) == view.discard
    assert [len(h) for h in world.hands] == list(view.hand_counts)
    assert world.hands[view.seat] == list(view.hand)


def test_hard_sampled_worlds_conserve_the_box_cards() -> None:
    """Hard's worlds are dealt from the right box: No Mercy with a knocked-out hand under the
    discard pile (hidden, so dealt from the unseen cards too), and All Wild."""
    nm_game = knocked_table()  # seat 1 knocked out: 25 cards under the pile
    aw_game, _ = Game.new_round(Rules.for_box("all_wild"), 4, random.Random(3))
    for game in (nm_game, aw_game):
        view = deciding(game)
        bot = HardBot(1)
        bot.recall(view)
        worlds = Worlds(view, random.Random(2), None, None, 1)
        for _ in range(20):
            _conserves(view, worlds.next())


@pytest.mark.parametrize("level", ("easy", "normal", "hard"))
def test_levels_finish_no_mercy_rounds(level: str) -> None:
    """Every level plays No Mercy legally to the end, knock-outs included."""
    rules = Rules.for_box("no_mercy")
    for seed, players in ((1, 2), (2, 3), (3, 5)):
        _play(rules, players, [level, "normal", "easy", "hard"], seed)


def test_hard_says_uno_before_a_discard_all_that_leaves_one_card() -> None:
    """nm_discard_all_uno: holding four cards and a Discard All that will leave one, the hard
    bot calls before it plays (its habit with two cards), so it cannot be caught after."""
    game = nm_table([["rda", "r1", "r2", "b7"], ["y1", "y2", "y3"]], top="r3")
    view = seat_view(game, 0)
    calls = 0
    for seed in range(20):
        answer = HardBot(seed).react(view)
        calls += answer is not None and isinstance(answer[0], CallUno)
    assert calls >= 18
    game.apply(CallUno(0))
    assert played_kind(choice(game, HARD)) == DISCARD_ALL
