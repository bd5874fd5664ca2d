"""The searching bot's default policy: a cheap, sound heuristic that plays a quiet Game on by
itself (compiled with the engine, see ``tools/build_engine.py``).

A search plays thousands of rounds per decision, and a policy that builds every legal action
and a table view for each move cost more than the compiled engine under it. This one reads the
Game directly and asks the engine only what it must: on a normal turn the cards that may be
played (``Game.playable_cards``, the same query ``legal_actions`` lists them from) and one
action built for the card it picks; every other decision goes through ``legal_actions``. It is
not a rules implementation: whatever it plays is one of the engine's listed actions (a test
checks it against ``legal_actions`` under every preset).

The policy is the hard bot's heuristic in short (see ``bots.normal``): play the colour held
most, keep black cards while the hand is big and nobody is close to going out, hit a player
about to win with Skip / Draw Two / Reverse (two players) / Wild Draw Four, name the colour held
most, pass a draw penalty on when possible, never bluff-challenge. It sees only the hand of the
seat it plays for, like a player: the search gives it worlds to play in, not hidden cards.
"""

from __future__ import annotations

import math
import random
from typing import Final

from .actions import (
    Accept,
    Action,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    GiveCard,
    Pass,
    PlayCard,
)
from .box_scores import (
    SELF_HIT,
    SHED_PER_CARD,
    SWAP_PER_CARD,
    all_wild_score,
    colour_hit,
    roulette_colour,
    self_hit,
    swap_gain,
    swaps,
    unseen_colours,
)
from .cards import (
    ALL_WILD_FIRST,
    BLACK,
    BLACK_HITS,
    CARD_COLOR,
    CARD_KIND,
    CARD_VALUE,
    DISCARD_ALL,
    WILD,
    WILD_DRAW_FOUR,
    WILD_REVERSE_DRAW_FOUR,
    colour_counts,
)
from .decisions import Kind
from .game import Game
from .hand_value import heads_up_value
from .options import names_color
from .randomness import choice

# The hard bot's tuned weights (bots.hard.HARD), as constants the compiler inlines.
DRAW_SCORE: Final = -20.0  # drawing instead of playing
BLACK_KEEP: Final = -30.0  # a black card with a big hand and nobody close
BLACK_USE: Final = -10.0  # a black card when it matters
HIT: Final = 30.0  # Skip / Draw Two / Wild Draw Four on a player about to win
BLUFF: Final = -60.0  # a Wild Draw Four while holding the current colour (challenge rule)
SAME_COLOUR: Final = 4.0  # per other card of the played colour left in the hand
CLOSE: Final = 2  # "about to win": the next player holds this many cards or fewer
# The heuristic challenges a Wild Draw Four when a random hand of the bluffer's size would hold
# the colour under it more than 57 % of the time (bluff_odds x 0.35 > 0.2): 4 cards or more.
DOUBT_HAND: Final = 4
# The order in which a pending penalty is passed on (cheapest answer first), by kind: every
# kind of every box. Reverse (and All Wild's Wild Reverse) 0, Draw Two (Wild Draw Two) 1, Wild
# Draw Four (No Mercy's Draw Four and Wild Reverse Draw Four) 2, Draw Ten (Wild Draw Six) 3;
# a kind that never answers 9.
_ANSWER_RANK: Final = (9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 0, 1, 9, 2, 3,
                       9, 9, 2, 2, 3, 9, 9, 9, 0, 1, 9, 9)


def _in_danger(game: Game, seat: int) -> bool:
    """The next player holds ``CLOSE`` cards or fewer, or anyone else holds one."""
    hands = game.hands
    if len(hands[game.next_seat(seat)]) <= CLOSE:
        return True
    active = game.active
    return any(s != seat and active[s] and len(hands[s]) == 1 for s in range(game.n))


def best_colour(hand: list[int], without: int) -> int:
    """The colour held most, by count then points (``without``: the card being played)."""
    count = [0, 0, 0, 0]
    points = [0.0, 0.0, 0.0, 0.0]
    for card in hand:
        c = CARD_COLOR[card]
        if c != BLACK and card != without:
            count[c] += 1
            points[c] += CARD_VALUE[card] / 10.0
    best = 0
    for c in range(1, 4):
        if count[c] > count[best] or (count[c] == count[best] and points[c] > points[best]):
            best = c
    return best


def _score(game: Game, seat: int, hand: list[int], counts: list[int], card: int,
           danger: bool) -> float:
    kind = CARD_KIND[card]
    color = CARD_COLOR[card]
    heads_up = game.active_count() == 2
    if swaps(kind, card, game.rules.seven_zero):  # a compulsory 7 / 0, a Forced Swap
        sizes = [len(h) for h in game.hands]
        extra = SWAP_PER_CARD * swap_gain(kind, len(hand) - 1, sizes, game.active, seat,
                                          game.direction)
    elif self_hit(hand, card, heads_up):
        extra = SELF_HIT
    else:
        extra = 0.0
    if card >= ALL_WILD_FIRST:  # All Wild: every card black, none kept for a colour
        return all_wild_score(kind, danger, heads_up, HIT + 5.0) + extra
    if color == BLACK:
        score = BLACK_USE if danger or len(hand) <= 3 else BLACK_KEEP
        if danger and kind in BLACK_HITS:
            score += HIT + 5.0
        if (kind == WILD_DRAW_FOUR and game.rules.wd4_rule == "challenge"
                and len(hand) - 1 >= DOUBT_HAND and counts[game.color] > 0):
            score += BLUFF
        return score + extra
    score = SAME_COLOUR * (counts[color] - 1) + CARD_VALUE[card] / 10.0
    if kind == DISCARD_ALL:  # the rest of its colour goes with it
        score += SHED_PER_CARD * (counts[color] - 1)
    if danger and colour_hit(kind, heads_up):
        score += HIT
    return score + extra


def _with_colour(game: Game, seat: int, card: int) -> PlayCard:
    """The action playing ``card`` (a black card naming the colour held most)."""
    if game.black_needs_color and names_color(card):
        return PlayCard(seat, card, best_colour(game.hands[seat], card))
    return PlayCard(seat, card)


def _turn(game: Game, seat: int) -> Action:
    cards = game.playable_cards(seat)
    if not cards:
        return Draw(seat)
    hand = game.hands[seat]
    counts = colour_counts(hand)
    danger = _in_danger(game, seat)
    best = -1
    best_score = -math.inf
    for card in cards:
        s = _score(game, seat, hand, counts, card, danger)
        if s > best_score:
            best, best_score = card, s
    rules = game.rules
    # Under draw until playable a draw ends in a play anyway, with more cards: taken only
    # against a play that costs more (as bots.normal).
    if (best_score < DRAW_SCORE and rules.allow_voluntary_draw
            and not (rules.draw_until_playable and best_score > SELF_HIT)):
        return Draw(seat)
    return _with_colour(game, seat, best)


def _doubts(game: Game) -> bool:
    """Challenge a Wild Draw Four as the heuristic does (``bots.normal.bluff_odds``), in
    short: when the colour under it was a colour (not named by a black card) and its player
    still holds ``DOUBT_HAND`` cards or more, a random hand that size likely held that colour.
    Without it a search would find bluffing free."""
    discard = game.discard
    bluffer = game.pending_challenge.seat
    if len(discard) < 2 or bluffer < 0 or CARD_COLOR[discard[-2]] == BLACK:
        return False
    return len(game.hands[bluffer]) >= DOUBT_HAND


def _keep_rank(hand: list[int], card: int) -> float:
    """How much a card is worth keeping in a trade: black most, then common colours."""
    color = CARD_COLOR[card]
    if color == BLACK:
        return 1000.0 + (CARD_KIND[card] != WILD)
    same = 0
    for c in hand:
        if CARD_COLOR[c] == color:
            same += 1
    return same * 100.0 - CARD_VALUE[card] / 10.0


def _other(game: Game, kind: Kind, seat: int, rng: random.Random) -> Action:
    options = game.legal_actions(seat)
    if len(options) == 1:
        return options[0]
    hand = game.hands[seat]
    plays = [a for a in options if isinstance(a, PlayCard)]
    if kind is Kind.PLAY_DRAWN:
        stay = next((a for a in options if isinstance(a, Pass)), None)
        if not plays:
            return options[0]
        card = plays[0].card
        if stay is not None and _score(game, seat, hand, colour_counts(hand), card,
                                       _in_danger(game, seat)) < DRAW_SCORE:
            return stay
        return _with_colour(game, seat, card)
    if kind is Kind.PENALTY or kind is Kind.CHALLENGE:
        if game.active_count() == 2:  # heads-up it comes back to its player: no answer
            plays = [a for a in plays if CARD_KIND[a.card] != WILD_REVERSE_DRAW_FOUR]
        if plays:
            card = min((a.card for a in plays), key=lambda c: (_ANSWER_RANK[CARD_KIND[c]], c))
            return _with_colour(game, seat, card)
        if kind is Kind.CHALLENGE and _doubts(game):
            return next((a for a in options if isinstance(a, Challenge)), options[0])
        return next((a for a in options if isinstance(a, Accept)), options[0])
    if kind is Kind.DOUBLE_PLAY:
        return _with_colour(game, seat, plays[0].card) if plays else options[0]
    if kind is Kind.CHOOSE_COLOR:
        if game.rules.box == "no_mercy":  # a roulette's victim: the colour seen least
            seen = game.discard[game.under:]
            return ChooseColor(seat, roulette_colour(unseen_colours(game.rules.deck(), hand,
                                                                    seen)))
        return ChooseColor(seat, best_colour(hand, -1))
    if kind is Kind.SEVEN_TARGET or kind is Kind.DRAW_TARGET:
        # Swap with, or make draw, the player closest to going out.
        seats = [a for a in options if isinstance(a, ChooseSeat)]
        n = game.n
        return min(seats, key=lambda a: (len(game.hands[a.target]), (a.target - seat) % n))
    if kind is Kind.FIVE_TARGET:
        return next((a for a in options if isinstance(a, Pass)), options[0])
    if kind is Kind.GIVE_CARD:
        gifts = [a for a in options if isinstance(a, GiveCard)]
        return min(gifts, key=lambda a: _keep_rank(hand, a.card))
    return choice(rng, options)


def policy_action(game: Game, rng: random.Random) -> Action:
    """The default policy's answer to the pending decision (one of ``legal_actions()``)."""
    d = game.decision
    if d.kind is Kind.TURN:
        return _turn(game, d.seat)
    return _other(game, d.kind, d.seat, rng)


def position_value(game: Game, me: int, sharpness: float) -> float:
    """A win chance from hand sizes: each seat's weight falls by ``sharpness`` per card."""
    total = 0.0
    mine = 0.0
    for s in range(game.n):
        if game.active[s]:
            w = math.exp(-sharpness * len(game.hands[s]))
            total += w
            if s == me:
                mine = w
    return mine / total if total > 0.0 else 0.0


def play_on(game: Game, me: int, rng: random.Random, depth: int, sharpness: float,
            learned: bool = False) -> float:
    """Play ``game`` (a quiet scratch copy) on with the policy for every seat for ``depth``
    actions (to the end of the round when ``depth`` <= 0); 1 = ``me`` won, 0 = lost, in
    between a win chance when the depth ran out: from hand sizes, or with ``learned`` and two
    seats left from both hands (``hand_value``)."""
    steps = 0
    while game.decision.kind is not Kind.ROUND_OVER and (depth <= 0 or steps < depth):
        game.apply_listed(policy_action(game, rng))
        steps += 1
    if game.decision.kind is Kind.ROUND_OVER:
        result = game.result
        return 1.0 if result is not None and result.winner == me else 0.0
    if learned and sum(game.active) == 2:
        return heads_up_value(game, me)
    return position_value(game, me, sharpness)
