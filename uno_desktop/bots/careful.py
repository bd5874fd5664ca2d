"""Careful: a strong rule-based player, the sparring partner for the searching bot.

It plays the way a careful person does, from what its seat can see:

* it keeps its black cards for when they matter (someone close to going out, or few cards left);
* it counts colours: a colour it names, or switches to, is one it holds many of and of which few
  cards are still unseen (so the others are less likely to follow it);
* when a player is close to going out it hits them (Skip, Draw Two, Wild Draw Four, a Reverse
  between two), sends the colour away from what was just played, and dumps its high cards
  (points) before low ones;
* it answers a draw penalty when it can, and challenges a Wild Draw Four when the chance of a
  bluff makes it worth it (a won challenge saves 4 cards, a lost one costs 2 more);
* it calls UNO and catches like an attentive person.

It is not a menu level: the tournament uses it through its plug-in path
``uno_desktop.bots.careful:CarefulBot`` (see docs/bots.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import (
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
)
from ..engine.cards import (
    BLACK,
    BLACK_HITS,
    CARD_COLOR,
    CARD_KIND,
    CARD_VALUE,
    DRAW_TEN,
    DRAW_TWO,
    REVERSE,
    SKIP,
    WILD_DRAW_FOUR,
    WILD_DRAW_TWO,
    WILD_REVERSE,
)
from ..engine.decisions import Kind
from ..engine.view import SeatView
from .base import Bot, decision_options
from .normal import bluff_odds, next_seat

_HITS = (SKIP, DRAW_TWO)
BLUFF_PRIOR = 0.5  # how often a player who could bluff a Wild Draw Four does
_ANSWER_ORDER = {REVERSE: 0, DRAW_TWO: 1, WILD_DRAW_FOUR: 2, DRAW_TEN: 3, WILD_REVERSE: 0,
                 WILD_DRAW_TWO: 1}


def unseen_by_color(view: SeatView) -> list[int]:
    """How many cards of each colour this seat cannot see (other hands and the draw pile)."""
    seen = set(view.hand) | set(view.discard)
    counts = [0, 0, 0, 0]
    for card in view.rules.deck():
        color = CARD_COLOR[card]
        if card not in seen and color != BLACK:
            counts[color] += 1
    return counts


def pick_color(view: SeatView, without: int | None = None) -> int:
    """Held often, seldom unseen: the colour the others are least likely to follow."""
    held = [0, 0, 0, 0]
    for card in view.hand:
        color = CARD_COLOR[card]
        if color != BLACK and card != without:
            held[color] += 1
    unseen = unseen_by_color(view)
    return max(range(4), key=lambda c: (3 * held[c] - 0.25 * unseen[c], -c))


def _threat(view: SeatView) -> tuple[int, bool]:
    """The next player, and whether anyone is close to going out (two cards or fewer)."""
    nxt = next_seat(view, view.seat)
    close = any(view.active[s] and s != view.seat and view.hand_counts[s] <= 2
                for s in range(view.players))
    return nxt, close


def _score(view: SeatView, card: int, nxt: int, close: bool) -> float:
    kind = CARD_KIND[card]
    color = CARD_COLOR[card]
    hand = view.hand
    left = len(hand) - 1
    next_close = view.hand_counts[nxt] <= 2
    if color == BLACK:
        if kind in BLACK_HITS:
            bluffing = (kind == WILD_DRAW_FOUR and view.rules.wd4_rule == "challenge"
                        and any(CARD_COLOR[c] == view.color for c in hand))
            score = 40.0 if next_close else (-12.0 if left > 2 else 5.0)
            return score - (45.0 if bluffing else 0.0)
        return 10.0 if (close or left <= 2) else -14.0  # a Wild: keep it for later
    same = sum(1 for c in hand if c != card and CARD_COLOR[c] == color)
    score = 3.0 * same
    if close:
        score += CARD_VALUE[card] / 4.0  # dump points while someone may go out
    else:
        score += CARD_VALUE[card] / 20.0
    hits = kind in _HITS or (kind == REVERSE and sum(view.active) == 2)
    if hits:
        score += 30.0 if next_close else 2.0
    if next_close and color != view.color:
        score += 6.0  # moving the colour away from what the next player just followed
    return score


def _play(view: SeatView, options: Sequence[Action], card: int) -> Action:
    want = pick_color(view, without=card)
    fallback: Action | None = None
    for a in options:
        if isinstance(a, PlayCard | JumpIn) and a.card == card:
            if a.color is None or a.color == want:
                return a
            fallback = a
    assert fallback is not None
    return fallback


def careful_choice(view: SeatView, options: Sequence[Action]) -> Action:
    if len(options) == 1:
        return options[0]
    kind = view.decision
    plays = [a for a in options if isinstance(a, PlayCard)]
    if kind is Kind.TURN or kind is Kind.PLAY_DRAWN:
        stay = next((a for a in options if isinstance(a, Draw | Pass)), None)
        if not plays:
            return stay if stay is not None else options[0]
        nxt, close = _threat(view)
        best = max({a.card for a in plays}, key=lambda c: (_score(view, c, nxt, close), -c))
        if stay is not None and _score(view, best, nxt, close) < -10.0 and len(view.hand) > 3:
            return stay  # only a black card to play, nobody close: draw and keep it
        return _play(view, options, best)
    if kind is Kind.PENALTY or kind is Kind.CHALLENGE:
        if plays:
            card = min((a.card for a in plays),
                       key=lambda c: (_ANSWER_ORDER.get(CARD_KIND[c], 2), c))
            return _play(view, options, card)
        challenge = next((a for a in options if isinstance(a, Challenge)), None)
        # A won challenge saves 4 cards, a lost one costs 2 more: worth it above a 1/3 chance.
        if challenge is not None and bluff_odds(view) * BLUFF_PRIOR > 1 / 3:
            return challenge
        return next(a for a in options if isinstance(a, Accept))
    if kind is Kind.DOUBLE_PLAY:
        return _play(view, options, plays[0].card) if plays else options[0]
    if kind is Kind.CHOOSE_COLOR:
        want = pick_color(view)
        return next(a for a in options if isinstance(a, ChooseColor) and a.color == want)
    if kind is Kind.SEVEN_TARGET or kind is Kind.DRAW_TARGET:
        seats = [a for a in options if isinstance(a, ChooseSeat)]
        return min(seats, key=lambda a: (view.hand_counts[a.target], a.target))
    if kind is Kind.FIVE_TARGET:
        return next((a for a in options if isinstance(a, Pass)), options[0])
    if kind is Kind.GIVE_CARD:
        def keep(action: Action) -> tuple[int, int]:
            card = action.card if isinstance(action, GiveCard) else -1
            if CARD_COLOR[card] == BLACK:
                return (100, 0)
            held = sum(1 for c in view.hand if CARD_COLOR[c] == CARD_COLOR[card])
            return (held, -CARD_VALUE[card])
        return min(options, key=keep)
    return options[0]


class CarefulBot(Bot):
    """A careful person's strategy (see the module docstring)."""

    name = "careful"

    def choose(self, view: SeatView) -> Action:
        return careful_choice(view, decision_options(view))

    def reaction(self, view: SeatView, options: Sequence[Action]) -> tuple[Action, float] | None:
        for action in options:
            if isinstance(action, CallUno):
                return action, 0.7
        for action in options:
            if isinstance(action, CatchUno):
                return action, 0.9
        jumps = [a for a in options if isinstance(a, JumpIn)]
        if jumps:
            want = pick_color(view, without=jumps[0].card)
            return next((j for j in jumps if j.color is None or j.color == want), jumps[0]), 0.8
        return None
