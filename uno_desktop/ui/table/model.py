"""What the table shows, which may lag behind the engine while animations play.

The engine's state is final as soon as an action is applied; the table then plays the events one
by one and moves this model along with them. When no event is left to show, :meth:`Shown.sync`
copies the engine's state, so a missed detail can never stay on screen. No pygame here.

The model holds real card ids for every hand (it is the table's own bookkeeping); whether a
card is drawn face up is decided by the scene's ``hand_visible`` and nothing else.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from uno_desktop.engine import events as ev
from uno_desktop.engine.cards import CARD_COLOR, CARD_KIND, COLORS
from uno_desktop.engine.game import Game

PILE_SHOWN = 5  # discard cards drawn under the top one


def hand_order(card: int) -> tuple[int, int, int]:
    """How a hand is sorted on screen: by colour (black last), then kind."""
    return CARD_COLOR[card], CARD_KIND[card], card


@dataclass(slots=True)
class PileCard:
    card: int
    angle: float
    dx: float  # offset in pile-card widths
    dy: float


@dataclass(slots=True)
class Shown:
    n: int
    hands: list[list[int]]
    discard: list[PileCard] = field(default_factory=list)
    draw_count: int = 0
    color: int = 0
    direction: int = 1
    active: list[bool] = field(default_factory=list)
    gone: list[bool] = field(default_factory=list)
    finished: list[int] = field(default_factory=list)
    turn: int = -1  # the seat whose move the table shows
    uno: set[int] = field(default_factory=set)  # seats showing an "UNO" badge
    rng: random.Random = field(default_factory=lambda: random.Random(7))

    @classmethod
    def empty(cls, n: int, deck_size: int) -> Shown:
        return cls(n, [[] for _ in range(n)], [], deck_size, 0, 1, [True] * n, [False] * n)

    def reset(self, deck_size: int, gone: list[bool]) -> None:
        """A new round is about to be dealt: empty hands and pile, full deck."""
        self.hands = [[] for _ in range(self.n)]
        self.discard = []
        self.draw_count = deck_size
        self.active = [True] * self.n
        self.gone = list(gone)
        self.finished = []
        self.turn = -1
        self.uno = set()

    @classmethod
    def of(cls, game: Game) -> Shown:
        shown = cls.empty(game.n, 0)
        shown.sync(game)
        return shown

    # -- the discard pile -------------------------------------------------------------------
    def new_pile_card(self, card: int) -> PileCard:
        """``card`` with the small random tilt and offset it will have on the pile."""
        r = self.rng
        return PileCard(card, r.choice((-12, -9, -6, -3, 0, 3, 6, 9, 12)),
                        r.uniform(-0.06, 0.06), r.uniform(-0.05, 0.05))

    def push_discard(self, card: int) -> PileCard:
        pc = self.new_pile_card(card)
        self.discard.append(pc)
        self.trim()
        return pc

    def trim(self) -> None:
        del self.discard[:-PILE_SHOWN]

    def pop_discard(self) -> int | None:
        return self.discard.pop().card if self.discard else None

    @property
    def top(self) -> int | None:
        return self.discard[-1].card if self.discard else None

    # -- hands ------------------------------------------------------------------------------
    def add_card(self, seat: int, card: int) -> None:
        hand = self.hands[seat]
        hand.append(card)
        hand.sort(key=hand_order)

    def remove_card(self, seat: int, card: int) -> bool:
        hand = self.hands[seat]
        if card in hand:
            hand.remove(card)
            return True
        if hand:  # a card the model missed: keep the count right
            hand.pop()
            return True
        return False

    def rotate_hands(self, direction: int) -> None:
        """After a 0: every hand moves one seat in the direction of play (engine's rule)."""
        seats = [s for s in range(self.n) if self.active[s]]
        if direction == -1:
            seats.reverse()
        moved = [self.hands[s] for s in seats]
        for i in range(len(seats)):
            self.hands[seats[(i + 1) % len(seats)]] = moved[i]

    def swap_hands(self, a: int, b: int) -> None:
        self.hands[a], self.hands[b] = self.hands[b], self.hands[a]

    # -- catching up with the engine --------------------------------------------------------
    def sync(self, game: Game) -> None:
        self.n = game.n
        self.hands = [sorted(h, key=hand_order) for h in game.hands]
        tops = game.discard[-PILE_SHOWN:]
        old = {pc.card: pc for pc in self.discard}
        self.discard = []
        for card in tops:
            if card in old:
                self.discard.append(old[card])
            else:
                self.push_discard(card)
        self.draw_count = len(game.draw_pile)
        self.color = game.color if game.color in COLORS else 0
        self.direction = game.direction
        self.active = list(game.active)
        self.gone = list(game.gone)
        self.finished = list(game.finished)
        self.turn = game.decision.seat
        # A call made with two cards (before playing the second to last) stays until the play.
        self.uno = {s for s in self.uno if len(game.hands[s]) in (1, 2)}


def uno_badges(before: set[int], events: list[ev.Event], game: Game) -> set[int]:
    """The seats with an UNO badge once ``events`` are shown: those that called UNO and still
    hold one card, or two when they called before playing the second to last. Kept in the
    session, since the engine forgets a call once the catch window closes (a continued game
    shows the same badges)."""
    badges = set(before)
    for e in events:
        if isinstance(e, ev.Dealt):
            badges.clear()
        elif isinstance(e, ev.UnoCalled):
            badges.add(e.seat)
        elif isinstance(e, ev.Drew | ev.CardTakenBack):
            badges.discard(e.seat)
    return {s for s in badges if len(game.hands[s]) in (1, 2)}
