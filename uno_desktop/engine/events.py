"""What happened. The UI animates these, the log and the sounds come from them.

Events that carry hidden cards say so in ``private_to``: the seats that may see the cards.
``redact`` gives the version any other seat may see.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Final

# Draw reasons that punish (the table shows them as penalties): every reason but a turn's own
# draw ("draw"), the turn timer's draw ("timeout") and seven_rounds' next hand ("seven_rounds").
PENALTY_REASONS: Final = frozenset({"penalty", "uno_penalty", "false_uno", "challenge",
                                    "roulette"})


@dataclass(frozen=True, slots=True)
class Event:
    @property
    def private_to(self) -> tuple[int, ...] | None:
        """Seats allowed to see the hidden cards of this event; None if it hides nothing."""
        return None

    def redact(self) -> Event:
        return self

    def __reduce__(self) -> tuple[type[Event], tuple[Any, ...]]:
        # Pickle and deepcopy through the constructor: a compiled (mypyc) frozen dataclass
        # cannot be rebuilt field by field.
        return type(self), tuple(getattr(self, f.name) for f in fields(self))


@dataclass(frozen=True, slots=True)
class DealerChosen(Event):
    dealer: int
    draws: tuple[tuple[int, int], ...] = ()  # (seat, card) drawn to choose the dealer, in order


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    dealer: int
    hands: tuple[tuple[int, ...], ...]  # per seat; hidden from everyone but the owner

    @property
    def private_to(self) -> tuple[int, ...] | None:
        return ()

    def redact(self) -> Event:
        return replace(self, hands=tuple((-1,) * len(h) for h in self.hands))


@dataclass(frozen=True, slots=True)
class StartCard(Event):
    card: int
    returned: tuple[int, ...] = ()  # cards turned and put back first


@dataclass(frozen=True, slots=True)
class Played(Event):
    seat: int
    card: int
    color: int  # the current colour after the play (black, always, in the All Wild box)
    jump_in: bool = False
    double: bool = False


@dataclass(frozen=True, slots=True)
class Drew(Event):
    seat: int
    cards: tuple[int, ...]
    reason: str = "draw"  # draw, penalty, uno_penalty, false_uno, challenge, seven_rounds,
    # timeout, roulette

    @property
    def penalty(self) -> bool:
        """Were the cards a punishment? The engine's word, so the table never sorts reasons."""
        return self.reason in PENALTY_REASONS

    @property
    def private_to(self) -> tuple[int, ...] | None:
        return (self.seat,)

    def redact(self) -> Event:
        return replace(self, cards=(-1,) * len(self.cards))


@dataclass(frozen=True, slots=True)
class Kept(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class ColorNamed(Event):
    seat: int
    color: int


@dataclass(frozen=True, slots=True)
class DirectionChanged(Event):
    direction: int  # 1 clockwise, -1 counter-clockwise


@dataclass(frozen=True, slots=True)
class Skipped(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class GiveAsked(Event):
    """A 5 trade: the first card is chosen (still secret); ``seat`` now picks the one to give
    back to ``partner``."""

    seat: int
    partner: int


@dataclass(frozen=True, slots=True)
class ColorAsked(Event):
    """A Wild turned as the start card: ``seat`` names the colour before anyone plays."""

    seat: int


@dataclass(frozen=True, slots=True)
class PenaltyGrew(Event):
    seat: int  # who must answer it now
    total: int


@dataclass(frozen=True, slots=True)
class UnoCalled(Event):
    """A rightful call: the seat's call now stands (see :class:`UnoCallCleared`)."""

    seat: int
    early: bool = False  # made with two cards on the own turn, before the second-last play


@dataclass(frozen=True, slots=True)
class UnoCallCleared(Event):
    """A standing UNO call stopped counting: the seat drew or took a card back, its hand moved
    (0 rotation, 7 swap), it went out or left, or an early call's turn ended without the play
    that leaves one card. A seat shows an UNO badge from UnoCalled to this (or the next deal)."""

    seat: int


@dataclass(frozen=True, slots=True)
class UnoWindowOpened(Event):
    """A play left ``seat`` one card without a call: it may be caught until UnoWindowClosed."""

    seat: int


@dataclass(frozen=True, slots=True)
class UnoWindowClosed(Event):
    """The chance to catch ``seat`` is over (it called, was caught, a later turn acted, its
    hand changed, or the round ended)."""

    seat: int


@dataclass(frozen=True, slots=True)
class UnoCaught(Event):
    catcher: int
    target: int
    count: int


@dataclass(frozen=True, slots=True)
class FalseUno(Event):
    seat: int
    count: int  # cards drawn as penalty
    lies: int  # false calls so far


@dataclass(frozen=True, slots=True)
class ChallengeResolved(Event):
    challenger: int
    challenged: int
    bluff: bool
    hand: tuple[int, ...]  # the challenged hand, shown to the challenger only
    loser: int
    count: int
    color: int = -1  # the colour the Wild Draw Four had to be played without (-1: not told)
    proof: tuple[int, ...] = ()  # the cards of that colour in the hand: what proves a bluff

    @property
    def private_to(self) -> tuple[int, ...] | None:
        return (self.challenger, self.challenged)

    def redact(self) -> Event:
        return replace(self, hand=(), proof=())


@dataclass(frozen=True, slots=True)
class CardTakenBack(Event):
    seat: int
    card: int
    color: int  # the current colour again


@dataclass(frozen=True, slots=True)
class HandsRotated(Event):
    direction: int
    # For each seat, the seat whose hand it holds now (itself when out of the round); empty in
    # a log saved before it was told.
    sources: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class HandsSwapped(Event):
    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class CardsTraded(Event):
    seat: int
    target: int
    given: int  # seat -> target
    received: int  # target -> seat

    @property
    def private_to(self) -> tuple[int, ...] | None:
        return (self.seat, self.target)

    def redact(self) -> Event:
        return replace(self, given=-1, received=-1)


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    count: int  # cards in the new draw pile
    # Cards of the Drew that follows which were taken from the old pile, before this shuffle:
    # the table counts the pile as count + drawn_before, then takes all the Drew's cards.
    drawn_before: int = 0
    kept: int = 1  # discard cards left in place (2 while a Wild Draw Four may be challenged)


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    seat: int
    reason: str  # forfeit, liar, timeout, elimination


@dataclass(frozen=True, slots=True)
class KnockedOut(Event):
    """No Mercy's mercy rule: ``seat``'s hand reached 25 cards; its ``cards`` went face down
    under the discard pile and the seat sits out the rest of the round."""

    seat: int
    cards: int


@dataclass(frozen=True, slots=True)
class DiscardedAll(Event):
    """No Mercy's Discard All: ``seat``'s other ``cards`` of its colour went under it on the
    discard pile, unplayed (public: they are face up)."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Finished(Event):
    """A seat emptied its hand (play_until_last: more may follow; seven_rounds: next hand)."""

    seat: int
    place: int


@dataclass(frozen=True, slots=True)
class LeftRound(Event):
    """play_until_last: the seat that finished plays no more this round (the others go on)."""

    seat: int


@dataclass(frozen=True, slots=True)
class NextHand(Event):
    """seven_rounds: the seat emptied a hand and draws the next, smaller one."""

    seat: int
    size: int


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    winner: int
    reason: str  # out, blocked, last_standing
    hands: tuple[tuple[int, ...], ...]  # every hand, revealed
    values: tuple[int, ...]  # value of each hand
    ranking: tuple[int, ...]  # finishing order, best first


@dataclass(frozen=True, slots=True)
class ScoresUpdated(Event):
    points: tuple[int, ...]  # this round's points per seat
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    winners: tuple[int, ...]
    totals: tuple[int, ...]


def event_to_dict(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(event).__name__}
    for f in fields(event):
        data[f.name] = getattr(event, f.name)
    return data
