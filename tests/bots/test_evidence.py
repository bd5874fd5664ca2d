"""The opponent model (bots.evidence): what the hard bot remembers of other seats' plays is
true, and it makes the real deal likelier than a random one."""

from __future__ import annotations

import math
import random

import pytest

from uno_desktop.bots.evidence import Drew, Evidence, Play, Unsure
from uno_desktop.bots.hard import MODEL, HardBot
from uno_desktop.bots.tournament import TURN_PACE
from uno_desktop.engine import events as ev
from uno_desktop.engine.cards import CARD_COLOR, cards_from_codes, deck_ids
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view


def _react(game: Game, bots: list[HardBot], log: list[ev.Event]) -> bool:
    """The tournament's reaction race, keeping the events (a caught UNO is a draw)."""
    offers = []
    for s in range(game.n):
        if game.reaction_actions(s):
            offer = bots[s].react(seat_view(game, s))
            if offer is not None and offer[1] < TURN_PACE:
                offers.append((offer[1], s, offer[0]))
    if not offers:
        return False
    log.extend(game.apply(min(offers)[2]))
    return True


def _truth(log: list[ev.Event],
           players: int) -> list[list[tuple[int, int, int, int, bool]]]:
    """Per seat, (card, top under it, colour before it, hand size before it, whether it came
    from the hand rather than straight from a draw) of its plays this round."""
    plays: list[list[tuple[int, int, int, int, bool]]] = [[] for _ in range(players)]
    drawn: tuple[int, ...] = ()  # the cards of the last draw (card ids are unique)
    sizes = [0] * players
    pile: list[int] = []
    color = -1
    for e in log:
        if isinstance(e, ev.Dealt):
            sizes = [len(h) for h in e.hands]
        elif isinstance(e, ev.StartCard):
            pile, color = [e.card], CARD_COLOR[e.card]
        elif isinstance(e, ev.ColorNamed | ev.CardTakenBack):
            color = e.color
            if isinstance(e, ev.CardTakenBack):
                pile.pop()
                sizes[e.seat] += 1
        elif isinstance(e, ev.Drew):
            sizes[e.seat] += len(e.cards)
            drawn = e.cards
        elif isinstance(e, ev.Played):
            plays[e.seat].append((e.card, pile[-1], color, sizes[e.seat], e.card not in drawn))
            sizes[e.seat] -= 1
            pile.append(e.card)
            color = e.color
    return plays


# Deals per table size: at 4 players the hard bots, which say UNO before their second-last card
# goes down, are seldom caught, so rounds are short; 12 of them left 62 beliefs to check.
@pytest.mark.parametrize(("players", "deals"), [(2, 12), (3, 12), (4, 24)])
def test_remembered_plays_are_the_true_ones_and_explain_the_real_deal(players: int,
                                                                     deals: int) -> None:
    """Every remembered play is one the seat made this round, in order, on the card and colour
    it was made on, and with the cards remembered as drawn since it, the hand size then is the
    true one (the memory may forget, never invent); most plays are remembered, what a seat is
    believed to lack it lacks, and the real deal is never ruled out: it ranks above most random
    deals."""
    remembered = made = held = believed = 0
    ranks: list[float] = []
    for deal in range(deals):
        rules = Rules()
        bots = [HardBot(10 * deal + s, worlds=2, budget_ms=1000.0, hot=99)
                for s in range(players)]
        game, log = Game.new_round(rules, players, random.Random(deal), dealer=deal % players)
        log = list(log)
        rng = random.Random(deal)
        for _ in range(400):
            if game.over:
                break
            if _react(game, bots, log):
                continue
            seat = game.decision.seat
            action = bots[seat].choose(seat_view(game, seat))
            memory = bots[seat].memory
            assert memory is not None and memory.evidence is not None
            truth = _truth(log, players)
            for s in range(players):
                if s == seat:
                    continue
                true = truth[s]
                size = len(game.hands[s])
                left = len(true)
                for entry in reversed(memory.evidence.plays[s]):
                    if isinstance(entry, Drew):
                        size -= entry.cards
                        continue
                    if isinstance(entry, Unsure):
                        size += len(entry.cards) - entry.through
                        continue
                    size += 1
                    left = next(i for i in range(left - 1, -1, -1) if true[i][0] == entry.card)
                    card, top, color, before, _ = true[left]
                    assert entry.top == top and entry.color in (-1, color)
                    assert before == size
                    remembered += 1
                made += sum(1 for play in true if play[4])
                belief = memory.lacks[s]
                if belief is not None:
                    believed += 1
                    fitting = sum(1 for c in game.hands[s] if not belief.excludes(c))
                    held += fitting >= belief.cards
            evidence = memory.evidence
            if evidence.any():
                real = evidence.log_likelihood(game, seat, rng)
                assert real > -math.inf
                view = seat_view(game, seat)
                others = [evidence.log_likelihood(Game.sampled_from(view, rng), seat, rng)
                          for _ in range(10)]
                ranks.append(sum(1.0 if o < real else 0.5 if o == real else 0.0
                                 for o in others) / 10)
            log.extend(game.apply(action))
    # Plays from the hand (a card played straight from a draw tells nothing): heads-up about
    # 80% are credited (mixed with drawn-and-played cards, the order is not always sure); with
    # more seats, plays by several seats between two of this seat's decisions are credited
    # only when their order is sure.
    assert made > 100 and remembered >= (0.75 if players == 2 else 0.02) * made
    # What a seat is believed to lack holds in its real hand, not always: these bots search at
    # every decision on two worlds, so they sometimes draw with a card to play or keep a
    # playable card drawn (here 79% hold heads-up, 87-89% with more seats; with the shipped
    # settings 98.7% heads-up, 40 deals).
    assert believed > 50 and held >= 0.7 * believed
    # Random deals would rank 0.5 on average; the real one ranks higher: 0.54 heads-up here
    # with the model as soft as it ships (TEMPERATURE 0.2; 0.60 over 60 heads-up deals at 0.3,
    # which weighed the search's worlds too sharply), over 0.55 at 3 and 4 players.
    assert sum(ranks) / len(ranks) > 0.53


def test_a_named_colour_makes_hands_of_that_colour_likelier() -> None:
    """A player who named blue with a Wild more likely holds mostly blue than mostly green."""
    rules = Rules()
    wild, top, *blue_hand = cards_from_codes(["w", "r3", "b1", "b2", "g5"])
    green_hand = cards_from_codes(["g1", "g2", "b5"])
    evidence = Evidence(2, MODEL)
    blue = CARD_COLOR[blue_hand[0]]
    evidence.played(1, Play(wild, top, CARD_COLOR[top], blue, False))

    def likelihood(hand: list[int]) -> float:
        rest = [c for c in deck_ids(False) if c not in hand and c not in (wild, top)]
        game = Game.from_position(rules, hands=[rest[:3], hand], discard=[top, wild],
                                  draw_pile=rest[3:], color=blue)
        return evidence.log_likelihood(game, 0, random.Random(0))

    assert likelihood(blue_hand) > likelihood(green_hand) + 1.0


def test_a_player_who_follows_with_a_colour_holds_more_of_it() -> None:
    """On a red 3 a player with red and a yellow 3 plays the colour it holds most: having
    played the yellow 3, a hand of yellows explains it better than a hand of reds."""
    rules = Rules()
    played, top = cards_from_codes(["y3", "r3"])
    yellows = cards_from_codes(["y5", "y7", "r1"])
    reds = cards_from_codes(["r5", "r7", "y1"])
    evidence = Evidence(2, MODEL)
    evidence.played(1, Play(played, top, CARD_COLOR[top], -1, False))

    def likelihood(hand: list[int]) -> float:
        rest = [c for c in deck_ids(False) if c not in hand and c not in (played, top)]
        game = Game.from_position(rules, hands=[rest[:3], hand], discard=[top, played],
                                  draw_pile=rest[3:])
        return evidence.log_likelihood(game, 0, random.Random(0))

    # About 0.96 apart with the model's 0.2 of log-likelihood a score point (1.44 at 0.3).
    assert likelihood(yellows) > likelihood(reds) + 0.8
    evidence.forget(1)
    assert not evidence.any() and likelihood(yellows) == likelihood(reds) == 0.0


def test_with_colours_a_black_card_is_tried_with_every_colour_held() -> None:
    """The search may name any colour its hand holds (which colour the next player lacks is
    the opponent model's business); without the switch only the most-held colour."""
    from uno_desktop.bots.hard import candidates
    from uno_desktop.engine.actions import PlayCard

    from .helpers import FILL1, stacked

    game = stacked(Rules(), [["w", "r5", "r7", "g2", "y4", "y6", "y8"], ["b1"] + FILL1], "b3")
    view = seat_view(game, 0)
    options = list(view.legal)
    wild = cards_from_codes(["w"])[0]

    def named(cands: list) -> set[int]:  # type: ignore[type-arg]
        return {a.color for a in cands
                if isinstance(a, PlayCard) and CARD_COLOR[a.card] == CARD_COLOR[wild]}

    assert named(candidates(view, options)) == {CARD_COLOR[cards_from_codes(["y4"])[0]]}
    held = {CARD_COLOR[c] for c in cards_from_codes(["r5", "g2", "y4"])}
    assert named(candidates(view, options, colours=True)) == held
