"""What one seat may know: its own hand, the public table, its own legal actions."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .bluff import bluff_cards
from .decisions import Kind
from .options import seat_options
from .round_state import RoundState
from .rules import Rules


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    players: int
    rules: Rules
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    top: int
    color: int
    direction: int
    discard: tuple[int, ...]  # the whole discard pile, bottom first: public
    draw_count: int
    decision: Kind
    decision_seat: int
    penalty: int
    drawn: int | None  # the card this seat just drew (PLAY_DRAWN), else None
    trade_partner: int | None
    active: tuple[bool, ...]
    gone: tuple[bool, ...]
    finished: tuple[int, ...]
    stage: tuple[int, ...]
    uno_catchable: int  # the seat that can be caught now, or -1
    lies: tuple[int, ...]
    dealer: int
    last_player: int
    top_is_start: bool
    turn_no: int
    legal: tuple[Action, ...]  # decision actions and reactions open to this seat
    reveal: tuple[int, ...] | None  # the hand this seat saw by challenging, if any
    totals: tuple[int, ...] = ()
    #: This seat's Wild Draw Fours that may be played now but that a challenge would prove a
    #: bluff (the seat holds the current colour; only where the rules allow a challenge).
    bluffs: tuple[int, ...] = ()
    #: No Mercy: the seats knocked out this round (in order), and how many cards lie face down
    #: under the discard pile (their hands; ``discard`` shows only the cards above them).
    knocked: tuple[int, ...] = ()
    under: int = 0

    @property
    def my_turn(self) -> bool:
        return self.decision_seat == self.seat and self.decision is not Kind.ROUND_OVER


def seat_view(game: RoundState, seat: int, totals: tuple[int, ...] = ()) -> SeatView:
    d = game.decision
    own = d.seat == seat
    reveal = game.reveal[1] if game.reveal and game.reveal[0] == seat else None
    return SeatView(
        seat=seat,
        players=game.n,
        rules=game.rules,
        hand=tuple(game.hands[seat]),
        hand_counts=tuple(len(h) for h in game.hands),
        top=game.discard[-1],
        color=game.color,
        direction=game.direction,
        discard=tuple(game.discard[game.under:]),
        draw_count=len(game.draw_pile),
        decision=d.kind,
        decision_seat=d.seat,
        penalty=d.penalty,
        drawn=d.drawn if own else None,
        trade_partner=d.partner if own else None,
        active=tuple(game.active),
        gone=tuple(game.gone),
        finished=tuple(game.finished),
        stage=tuple(game.stage),
        uno_catchable=game.uno_catchable(),
        lies=tuple(game.lies),
        dealer=game.dealer,
        last_player=game.last_player,
        top_is_start=game.top_is_start,
        turn_no=game.turn_no,
        legal=tuple(seat_options(game, seat, reactions=True).listed()),
        reveal=reveal,
        totals=totals,
        bluffs=bluff_cards(game.rules, game.hands[seat], game.color) if own else (),
        knocked=tuple(game.knocked),
        under=game.under,
    )
