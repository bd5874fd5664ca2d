"""Normal: a sound heuristic player. Also the hard bot's rollout policy, so it reads only the
few table fields listed in :class:`Table` (a SeatView has them all) and must stay cheap."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ..engine.actions import (
    Accept,
    Action,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
)
from ..engine.box_scores import (
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
from ..engine.cards import (
    ALL_WILD_FIRST,
    BLACK,
    BLACK_HITS,
    CARD_COLOR,
    CARD_KIND,
    CARD_VALUE,
    DISCARD_ALL,
    DRAW_TEN,
    DRAW_TWO,
    REVERSE,
    WILD,
    WILD_DRAW_FOUR,
    WILD_DRAW_TWO,
    WILD_REVERSE,
    WILD_REVERSE_DRAW_FOUR,
    colour_counts,
)
from ..engine.decisions import Kind
from ..engine.rules import Rules
from ..engine.view import SeatView
from .base import Bot, decision_options
from .reaction import LEVEL_REFLEXES, human_reaction


@dataclass(frozen=True, slots=True)
class Weights:
    """Scores of the heuristic (tuned with the benchmark, see docs/bots.md)."""

    draw: float = -20.0  # drawing a card instead of playing
    black_keep: float = -18.0  # a black card with a big hand and nobody close (beats drawing)
    black_use: float = -10.0  # a black card when it matters (few cards left, someone close)
    hit: float = 30.0  # a Skip / Draw Two / Wild Draw Four on a player about to win
    tempo: float = 0.0  # a card that takes the next player's turn, when nobody is close
    bluff: float = -60.0  # a Wild Draw Four while holding the current colour
    bluff_prior: float = 0.35  # how often people bluff when they could (challenge model)
    same_colour: float = 4.0  # per other card of the played colour left in the hand
    close: int = 2  # "about to win": the next player holds this many cards or fewer
    lacked: float = 0.0  # a card of a colour the next player is believed not to hold
    # ``bluff`` counts only while the hand left after a Wild Draw Four holds this many cards or
    # more (0: always): below it the heuristic's own challenge rule (bluff_odds) lets it pass.
    bluff_hand: int = 0


NORMAL = Weights()


class Holding(Protocol):
    """The fields ``play_score`` reads (a Table has them all)."""

    # Read-only properties, so that a frozen SeatView and a plain object both fit.
    @property
    def hand(self) -> Sequence[int]: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def color(self) -> int: ...
    @property
    def active(self) -> Sequence[bool]: ...


class Table(Holding, Protocol):
    """The fields the heuristic reads (a SeatView has them all)."""

    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def hand_counts(self) -> Sequence[int]: ...
    @property
    def direction(self) -> int: ...
    @property
    def decision(self) -> Kind: ...
    @property
    def discard(self) -> Sequence[int]: ...
    @property
    def last_player(self) -> int: ...


def next_seat(t: Table, seat: int) -> int:
    n = t.players
    s = seat
    for _ in range(n):
        s = (s + t.direction) % n
        if t.active[s]:
            return s
    return seat


def best_color(hand: Sequence[int], without: int | None = None,
               lacked: frozenset[int] = frozenset()) -> int:
    """The colour held most (by count, then by points); red if the hand has no colour. A held
    colour the next player is believed to lack (``lacked``) comes first: it makes them draw."""
    count = [0, 0, 0, 0]
    value = [0, 0, 0, 0]
    for card in hand:
        c = CARD_COLOR[card]
        if c != BLACK and card != without:
            count[c] += 1
            value[c] += CARD_VALUE[card]
    return max(range(4), key=lambda c: (count[c] > 0 and c in lacked, count[c], value[c], -c))


def _in_danger(t: Table, w: Weights) -> bool:
    """Someone is close to going out: the next player with few cards, anyone with one."""
    return someone_close(t, t.seat, t.hand_counts, w.close)


def someone_close(t: Table, seat: int, counts: Sequence[int], close: int) -> bool:
    """For ``seat``, with hand sizes ``counts`` (now, or as they were at an earlier play):
    the next player holds ``close`` cards or fewer, or anyone else holds one."""
    nxt = next_seat(t, seat)
    if nxt != seat and counts[nxt] <= close:
        return True
    return any(t.active[s] and s != seat and counts[s] == 1 for s in range(t.players))


def play_score(t: Holding, card: int, danger: bool, w: Weights = NORMAL,
               lacked: frozenset[int] = frozenset()) -> float:
    hand = t.hand
    counts = colour_counts(hand)
    return card_score(card, counts, hand.count(card), len(hand) - 1, t.color,
                      t.rules.wd4_rule == "challenge", sum(t.active) == 2, danger, w, lacked)


def card_score(card: int, counts: Sequence[int], copies: int, left: int, color: int,
               challenge: bool, heads_up: bool, danger: bool, w: Weights,
               lacked: frozenset[int] = frozenset()) -> float:
    """The heuristic's score for playing ``card`` on ``color`` from a hand with these colour
    ``counts`` (the card among them, ``copies`` times), ``left`` cards after it. Taking counts,
    not the hand, lets the opponent model score many plays of one hand at the cost of one pass
    over it (``bots.evidence``)."""
    kind = CARD_KIND[card]
    colour = CARD_COLOR[card]
    if card >= ALL_WILD_FIRST:  # All Wild: every card black, none kept for a colour
        return all_wild_score(kind, danger, heads_up, w.hit + 5.0)
    if colour == BLACK:
        score = w.black_use if danger or left <= 2 else w.black_keep
        if kind in BLACK_HITS and danger:
            score += w.hit + 5.0
        if kind == WILD_DRAW_FOUR and challenge and left >= w.bluff_hand and counts[color] > 0:
            score += w.bluff
        return score
    score = w.same_colour * (counts[colour] - copies) + CARD_VALUE[card] / 10.0
    if kind == DISCARD_ALL:  # the rest of its colour goes with it
        score += SHED_PER_CARD * (counts[colour] - copies)
    if colour in lacked:
        score += w.lacked
    if colour_hit(kind, heads_up):
        score += w.hit if danger else w.tempo
    return score


def card_terms(t: Holding, card: int, danger: bool, w: Weights = NORMAL,
               lacked: frozenset[int] = frozenset()) -> dict[str, float]:
    """:func:`play_score` cut into its parts, which add up to it (a test checks): ``colour``
    (other cards of its colour kept), ``points`` (its points shed), ``shed`` (the cards a
    Discard All takes with it), ``lacked`` (a colour the
    next player is believed to lack), ``hit`` (a card that costs the next player a turn, or a
    Wild Draw Four / Draw Ten, with someone close to going out; or ``tempo``), ``black`` (a
    black card kept or used) and ``bluff`` (a Wild Draw Four that a challenge would prove a
    bluff). What the hint (``presentation/hint.py``) says decided a play; not on the hot path
    (``card_score`` is)."""
    hand = t.hand
    counts = colour_counts(hand)
    kind = CARD_KIND[card]
    colour = CARD_COLOR[card]
    left = len(hand) - 1
    heads_up = sum(t.active) == 2
    terms = dict.fromkeys(("colour", "points", "lacked", "hit", "black", "bluff", "shed"), 0.0)
    if card >= ALL_WILD_FIRST:
        terms["black"] = all_wild_score(kind, danger, heads_up, 0.0)
        terms["hit"] = all_wild_score(kind, danger, heads_up, w.hit + 5.0) - terms["black"]
        return terms
    if colour == BLACK:
        terms["black"] = w.black_use if danger or left <= 2 else w.black_keep
        if kind in BLACK_HITS and danger:
            terms["hit"] = w.hit + 5.0
        if (kind == WILD_DRAW_FOUR and t.rules.wd4_rule == "challenge" and left >= w.bluff_hand
                and counts[t.color] > 0):
            terms["bluff"] = w.bluff
        return terms
    terms["colour"] = w.same_colour * (counts[colour] - hand.count(card))
    terms["points"] = CARD_VALUE[card] / 10.0
    if kind == DISCARD_ALL:
        terms["shed"] = SHED_PER_CARD * (counts[colour] - hand.count(card))
    if colour in lacked:
        terms["lacked"] = w.lacked
    if colour_hit(kind, heads_up):
        terms["hit"] = w.hit if danger else w.tempo
    return terms


def _play_with_color(t: Table, options: Sequence[Action], card: int,
                     lacked: frozenset[int] = frozenset()) -> Action:
    """The option playing ``card``, naming the colour held most when it is black."""
    want = best_color(t.hand, without=card, lacked=lacked)
    fallback: Action | None = None
    for a in options:
        if isinstance(a, PlayCard | JumpIn) and a.card == card:
            if a.color is None or a.color == want:
                return a
            fallback = a
    assert fallback is not None
    return fallback


def table_score(t: Table, card: int) -> float:
    """What a card is worth for where the hands are, beyond the card itself (the other boxes):
    a compulsory 7 or 0 (or All Wild's Forced Swap) by the hand it brings; heads-up, a Wild
    Reverse Draw Four its own player would draw."""
    kind = CARD_KIND[card]
    if swaps(kind, card, t.rules.seven_zero):
        gain = swap_gain(kind, len(t.hand) - 1, t.hand_counts, t.active, t.seat, t.direction)
        return SWAP_PER_CARD * gain
    if self_hit(t.hand, card, sum(t.active) == 2):
        return SELF_HIT
    return 0.0


def _best_play(t: Table, options: Sequence[Action], danger: bool,
               w: Weights, lacked: frozenset[int]) -> tuple[Action | None, float]:
    best: int | None = None
    best_score = float("-inf")
    seen: set[int] = set()
    for a in options:
        if isinstance(a, PlayCard) and a.card not in seen:
            seen.add(a.card)
            s = play_score(t, a.card, danger, w, lacked) + table_score(t, a.card)
            if s > best_score:
                best, best_score = a.card, s
    if best is None:
        return None, best_score
    return _play_with_color(t, options, best, lacked), best_score


def bluff_odds(t: Table) -> float:
    """Chance that the Wild Draw Four on top was played by a hand holding the previous colour,
    if hands were random: counts the cards this seat cannot see."""
    discard = t.discard
    if len(discard) < 2 or t.last_player < 0 or CARD_COLOR[discard[-2]] == BLACK:
        return 0.0
    prev = CARD_COLOR[discard[-2]]
    seen = set(t.hand) | set(discard)
    unseen = [c for c in t.rules.deck() if c not in seen]
    total = len(unseen)
    other = sum(1 for c in unseen if CARD_COLOR[c] != prev)
    p_none = 1.0
    for i in range(t.hand_counts[t.last_player]):
        if total - i <= 0:
            break
        p_none *= max(0, other - i) / (total - i)
    return 1.0 - p_none


_ANSWER_ORDER = {REVERSE: 0, DRAW_TWO: 1, WILD_DRAW_FOUR: 2, DRAW_TEN: 3, WILD_REVERSE: 0,
                 WILD_DRAW_TWO: 1}


def normal_choice(t: Table, options: Sequence[Action], rng: random.Random,
                  w: Weights = NORMAL, lacked: frozenset[int] = frozenset()) -> Action:
    """The heuristic's answer to the pending decision; ``options`` are the decision actions.
    ``lacked``: colours the next player is believed not to hold (see ``memory.Memory``)."""
    if len(options) == 1:
        return options[0]
    kind = t.decision
    if kind is Kind.TURN or kind is Kind.PLAY_DRAWN:
        danger = _in_danger(t, w)
        play, score = _best_play(t, options, danger, w, lacked)
        stay = next((a for a in options if isinstance(a, Draw | Pass)), None)
        if kind is Kind.TURN and t.rules.draw_until_playable and score > SELF_HIT:
            # A draw until playable ends in a play anyway, with more cards (and a hand of 25
            # is knocked out): keeping a black card that way costs more than it saves. Only a
            # play that costs more still loses to it (a Wild Reverse Draw Four into one's own
            # hand).
            stay = None
        if play is None or (stay is not None and score < w.draw):
            return stay if stay is not None else options[0]
        return play
    if kind is Kind.PENALTY or kind is Kind.CHALLENGE:
        # Heads-up a Wild Reverse Draw Four comes back to its player: no answer at all.
        heads_up = sum(t.active) == 2
        answers = [a for a in options if isinstance(a, PlayCard)
                   and not (heads_up and CARD_KIND[a.card] == WILD_REVERSE_DRAW_FOUR)]
        if answers:  # passing the penalty on beats drawing it
            card = min((a.card for a in answers),
                       key=lambda c: (_ANSWER_ORDER.get(CARD_KIND[c], 2), c))
            return _play_with_color(t, options, card)
        challenge = next((a for a in options if isinstance(a, Challenge)), None)
        if challenge is not None and bluff_odds(t) * w.bluff_prior > 0.2:
            return challenge
        return next(a for a in options if isinstance(a, Accept))
    if kind is Kind.DOUBLE_PLAY:
        plays = [a for a in options if isinstance(a, PlayCard)]
        return _play_with_color(t, options, plays[0].card) if plays else options[0]
    if kind is Kind.CHOOSE_COLOR:
        want = roulette_victim_colour(t) if t.rules.box == "no_mercy" else best_color(t.hand)
        return next(a for a in options if isinstance(a, ChooseColor) and a.color == want)
    if kind is Kind.SEVEN_TARGET or kind is Kind.DRAW_TARGET:
        # Swap with, or make draw, the player closest to going out.
        seats = [a for a in options if isinstance(a, ChooseSeat)]
        return min(seats, key=lambda a: (t.hand_counts[a.target], (a.target - t.seat) % t.players))
    if kind is Kind.FIVE_TARGET:
        return next((a for a in options if isinstance(a, Pass)), options[0])
    if kind is Kind.GIVE_CARD:
        return min(options, key=lambda a: _keep_value(t.hand, a))
    return rng.choice(list(options))


def roulette_victim_colour(t: Table) -> int:
    """No Mercy asks for a colour only of a roulette's victim (its games start on a number):
    the colour with most cards it has not seen comes up soonest."""
    return roulette_colour(unseen_colours(t.rules.deck(), t.hand, t.discard))


def _keep_value(hand: Sequence[int], action: Action) -> tuple[int, int]:
    """How much a card is worth keeping: black cards most, then cards of a colour held often;
    among equals the high-point card goes first."""
    card = action.card if isinstance(action, GiveCard) else -1
    color = CARD_COLOR[card]
    if color == BLACK:
        return (100 + (CARD_KIND[card] != WILD), 0)
    return (sum(1 for c in hand if CARD_COLOR[c] == color), -CARD_VALUE[card])


def pick_jump(t: Table, jumps: list[JumpIn]) -> JumpIn:
    want = best_color(t.hand, without=jumps[0].card)
    return next((j for j in jumps if j.color is None or j.color == want), jumps[0])


class NormalBot(Bot):
    name = "normal"
    reflexes = LEVEL_REFLEXES["normal"]
    weights = NORMAL

    def choose(self, view: SeatView) -> Action:
        return normal_choice(view, decision_options(view), self.rng, self.weights)

    def reaction(self, view: SeatView, options: Sequence[Action]) -> tuple[Action, float] | None:
        return human_reaction(self.reflexes, self.rng, view, options, pick_jump)

