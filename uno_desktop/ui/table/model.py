"""What the table shows, which may lag behind the engine while animations play.

The engine's state is final as soon as an action is applied; the table then plays the events one
by one and moves this model along with them: it only replays events (each carries what the
screen needs, e.g. who got which hand on a rotation, when an UNO call stops counting), so when
nothing is left to show it equals the engine's public state (the law test,
``tests/ui/test_shown_model_law.py``). :meth:`Shown.sync` copies the engine's state only where
there are no events to replay: a table opened on a saved game, or a log from an older version
(``stale``). No pygame here.

The model holds real card ids for every hand (it is the table's own bookkeeping); whether a
card is drawn face up is decided by the scene's ``hand_visible`` and nothing else.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from uno_desktop.engine.cards import BLACK, CARD_COLOR, CARD_KIND
from uno_desktop.engine.game import Game

PILE_SHOWN = 5  # discard cards drawn (the top one and those under it)
# Kept one more than drawn: a Wild Draw Four taken back after a challenge shows the card under
# it, and the pile still shows PILE_SHOWN cards.
PILE_KEPT = PILE_SHOWN + 1


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
    #: An event could not be replayed exactly (a log saved by an older version): the table
    #: copies the engine's state once the screen has settled.
    stale: bool = False
    rng: random.Random = field(default_factory=lambda: random.Random(7))

    @classmethod
    def empty(cls, n: int, deck_size: int) -> Shown:
        return cls(n, [[] for _ in range(n)], [], deck_size, BLACK, 1, [True] * n, [False] * n)

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
        self.direction = 1  # every round starts clockwise (a Reverse start card says otherwise)
        self.color = BLACK  # no colour until the start card is turned

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
        del self.discard[:-PILE_KEPT]

    def pop_discard(self) -> int | None:
        return self.discard.pop().card if self.discard else None

    @property
    def pile_shown(self) -> list[PileCard]:
        """The discard cards drawn, bottom first."""
        return self.discard[-PILE_SHOWN:]

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

    def rotate_hands(self, sources: tuple[int, ...]) -> None:
        """After a 0: seat ``s`` now holds the hand seat ``sources[s]`` held (the engine says
        who got which hand; the model copies no rule)."""
        before = [list(h) for h in self.hands]
        self.hands = [before[src] for src in sources]

    def swap_hands(self, a: int, b: int) -> None:
        self.hands[a], self.hands[b] = self.hands[b], self.hands[a]

    # -- catching up with the engine --------------------------------------------------------
    def sync(self, game: Game) -> None:
        self.n = game.n
        self.hands = [sorted(h, key=hand_order) for h in game.hands]
        tops = game.discard[-PILE_KEPT:]
        old = {pc.card: pc for pc in self.discard}
        self.discard = []
        for card in tops:
            if card in old:
                self.discard.append(old[card])
            else:
                self.push_discard(card)
        self.draw_count = len(game.draw_pile)
        self.color = game.color  # BLACK: no colour named (a start Wild, All Wild)
        self.direction = game.direction
        self.active = list(game.active)
        self.gone = list(game.gone)
        self.finished = list(game.finished)
        self.turn = game.decision.seat
        self.uno = set(game.uno_calls())
        self.stale = False
