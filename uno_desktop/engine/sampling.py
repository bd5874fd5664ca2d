"""Sampling a whole :class:`Game` that agrees with what one seat knows (its SeatView), and
cheap copies of a game: what searching bots need, behind ``Game.sampled_from`` and ``Game.copy``
so that no bot writes a Game field.

The cards the seat cannot see (the deck minus its hand minus the discard pile) are dealt at
random to the other seats by their counts, the rest becomes the draw pile; the public fields are
copied from the view. A few engine fields the view does not show are reconstructed from the
table (pending skip, penalty kind, the colour under a Wild Draw Four); the sampled world is only
used for search, so a rare approximation costs a little strength, never legality of the real
game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import CallUno
from .bluff import holds_color
from .cards import BLACK, CARD_COLOR, CARD_KIND, DRAW_KINDS, DRAW_TWO, SKIP, SKIP_EVERYONE
from .decisions import Decision, Kind
from .draw_values import DRAW_VALUE
from .options import TURN_KINDS
from .randomness import shuffle
from .round_state import RoundState

if TYPE_CHECKING:
    from .view import SeatView


@dataclass(frozen=True, slots=True)
class Lacks:
    """What a searching bot believes a seat does not hold, from what the table showed (e.g. it
    drew instead of following the colour): ``cards`` of its cards (those it held then, less
    those it played since) are none of ``colors`` and of ``kinds`` (coloured cards only), nor
    black when ``black``. A belief for sampling, never a rule: when the unseen cards cannot
    satisfy it, the rest is dealt at random."""

    colors: frozenset[int]
    kinds: frozenset[int]
    black: bool
    cards: int

    def __reduce__(self) -> tuple[type[Lacks], tuple[frozenset[int], frozenset[int], bool, int]]:
        # Copy and pickle through the constructor: compiled, a frozen dataclass cannot be
        # rebuilt field by field (a bot holding beliefs is deep-copied in tests).
        return Lacks, (self.colors, self.kinds, self.black, self.cards)

    def excludes(self, card: int) -> bool:
        color = CARD_COLOR[card]
        if color == BLACK:
            return self.black
        return color in self.colors or CARD_KIND[card] in self.kinds


def unseen_cards(view: SeatView) -> list[int]:
    """Cards in other hands or the draw pile, in id order."""
    seen = set(view.hand)
    seen.update(view.discard)
    return [c for c in view.rules.deck() if c not in seen]


def determinize(game: RoundState, view: SeatView, rng: random.Random,
                lacks: Sequence[Lacks | None] | None = None) -> None:
    """Fill ``game`` (a fresh ``Game(view.rules, view.players, ...)`` whose own rng was seeded
    from ``rng``: see ``Game.sampled_from``) into a full state consistent with ``view``.
    ``lacks`` (per seat, optional) biases the deal towards what the table showed. The caller
    builds the Game so that this module never imports ``game`` (no import cycle)."""
    n = view.players
    me = view.seat
    pool = unseen_cards(view)
    shuffle(rng, pool)
    hands: list[list[int]] = [[] for _ in range(n)]
    hands[me] = list(view.hand)
    # Seats with a belief first (their cards come from the cards that fit it), then the rest.
    order = [s for s in range(n) if s != me]
    if lacks is not None:
        order.sort(key=lambda s: lacks[s] is None)
    for s in order:
        k = view.hand_counts[s]
        belief = lacks[s] if lacks is not None else None
        if belief is not None and k:
            hands[s] = _deal_believed(pool, belief, k)
        else:
            hands[s] = pool[len(pool) - k:] if k else []
            del pool[len(pool) - k:]
    under = pool[len(pool) - view.under:] if view.under else []  # knocked-out hands
    del pool[len(pool) - view.under:]
    if len(pool) != view.draw_count:
        raise ValueError("the view's card counts do not add up")
    game.hands = hands
    game.draw_pile = pool
    game.discard = under + list(view.discard)
    game.under = view.under
    game.knocked = list(view.knocked)
    game.color = view.color
    game.direction = view.direction
    game.dealer = view.dealer
    game.gone = list(view.gone)
    game.active = list(view.active)
    game.finished = list(view.finished)
    game.stage = list(view.stage)
    game.lies = list(view.lies)
    game.last_player = view.last_player
    game.top_is_start = view.top_is_start
    game.turn_no = view.turn_no
    _restore_pending(game, view)


def _deal_believed(pool: list[int], belief: Lacks, k: int) -> list[int]:
    """``k`` cards from the end of the (shuffled) pool, the first ``belief.cards`` of them
    among the cards the belief allows; removed from the pool."""
    want = min(belief.cards, k)
    hand: list[int] = []
    kept: list[int] = []
    while pool and len(hand) < want:
        card = pool.pop()
        if belief.excludes(card):
            kept.append(card)
        else:
            hand.append(card)
    pool.extend(reversed(kept))
    while len(hand) < k:
        hand.append(pool.pop())
    return hand


def _restore_pending(game: RoundState, view: SeatView) -> None:
    """The decision and the in-flight effects it depends on."""
    kind = view.decision
    seat = view.decision_seat
    own = seat == view.seat
    top = view.discard[-1]
    top_kind = CARD_KIND[top]
    partner = view.trade_partner if own else None
    if kind is Kind.GIVE_CARD:
        if partner is None:  # someone else's trade: the 5 was played by the last player
            partner = view.last_player if view.last_player != seat else game.next_seat(seat)
        giver = view.last_player  # the player of the 5 gives first
        game.pending_choice.trade_from = giver
        game.pending_choice.trade_to = partner if giver == seat else seat
        if giver != seat and game.hands[giver]:
            # The giver's (hidden) card: any of its hand.
            game.pending_choice.trade_card = game.hands[giver][0]
    game.decision = Decision(kind, seat, penalty=view.penalty, drawn=view.drawn if own else None,
                             partner=partner)
    # The penalty waiting for the next player: shown for PENALTY and CHALLENGE, pending behind
    # a double play or a trade when the top card draws.
    game.pending_draw.cards = view.penalty
    draws = DRAW_VALUE if view.rules.box == "no_mercy" else DRAW_KINDS
    if not game.pending_draw.cards and kind in (Kind.DOUBLE_PLAY, Kind.FIVE_TARGET,
                                                Kind.SEVEN_TARGET, Kind.GIVE_CARD):
        game.pending_draw.cards = draws.get(top_kind, 0)
        if top_kind == SKIP:
            game.pending_draw.skips = 1
        elif top_kind == SKIP_EVERYONE:
            game.pending_draw.skips = game.n
    game.pending_draw.kind = next(
        (CARD_KIND[c] for c in reversed(view.discard) if CARD_KIND[c] in draws), DRAW_TWO
    )
    if kind is Kind.CHALLENGE:
        bluffer = view.last_player
        below = view.discard[-2] if len(view.discard) > 1 else top
        prev = CARD_COLOR[below]
        if prev == BLACK:
            prev = game.rng.randrange(4)  # the colour named under it is not in the view
        game.pending_challenge.seat = bluffer
        game.pending_challenge.prev_color = prev
        game.pending_challenge.bluff = holds_color(game.hands[bluffer], prev)
    if kind is Kind.CHOOSE_COLOR and view.rules.box != "no_mercy":  # not a roulette's victim
        dealer_names = view.rules.start_card == "official_dealer_names"
        game.pending_choice.first_after_color = game.next_seat(seat) if dealer_names else seat
    catchable = view.uno_catchable
    if catchable >= 0:
        game.uno_window.seat = catchable
        # The window closes at the next turn's action: still the same turn if the player who
        # left one card is the one deciding (double play, trade), else an earlier one.
        game.uno_window.turn = view.turn_no if seat == catchable else view.turn_no - 1
    if (own and kind in TURN_KINDS and len(view.hand) == 2
            and CallUno(view.seat) not in view.legal):
        game.uno_window.precalled = (view.seat, view.turn_no)
