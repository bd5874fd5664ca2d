"""Seats that stop answering: a forfeit or a liar leaves the match, and the turn timer either
removes the seat or answers its decision for it (draw and pass, take the penalty...)."""

from __future__ import annotations

from . import events as ev
from .actions import ChooseColor, ChooseSeat, Forfeit, GiveCard, Timeout
from .cards import COLORS
from .decisions import Decision, Kind
from .drawing import Drawing
from .penalties import Penalties
from .randomness import choice
from .round_end import RoundEnd
from .round_state import RoundState
from .swaps import Swaps
from .turn import Turn
from .turn_end import TurnEnd
from .uno_calls import UnoCalls


class Leaving:
    """Forfeit, the turn timer, and taking a seat out of the match mid-round."""

    def __init__(self, game: RoundState, calls: UnoCalls, drawing: Drawing, end: RoundEnd,
                 penalties: Penalties, turn_end: TurnEnd, swaps: Swaps, turn: Turn) -> None:
        self.game = game
        self.calls = calls
        self.drawing = drawing
        self.end = end
        self.penalties = penalties
        self.turn_end = turn_end
        self.swaps = swaps
        self.turn = turn

    def on_forfeit(self, action: Forfeit) -> None:
        self.remove(action.seat, "forfeit")

    def on_timeout(self, action: Timeout) -> None:
        game = self.game
        seat = action.seat
        if game.rules.timeout_action == "eliminate":
            self.remove(seat, "timeout")
            return
        kind = game.decision.kind
        if kind is Kind.TURN:
            self.calls.turn_action()
            got = self.drawing.draw(seat, 1, "timeout")
            game.passes = 0 if got else game.passes + 1
            if not got and game.passes >= game.active_count():
                self.end.end_blocked()
                return
            game.emit(ev.Kept, seat)
            self.end.start_turn(game.next_seat(seat))
        elif kind is Kind.PLAY_DRAWN:
            self.calls.turn_action()
            game.emit(ev.Kept, seat)
            self.end.start_turn(game.next_seat(seat))
        elif kind is Kind.PENALTY or kind is Kind.CHALLENGE:
            self.calls.turn_action()
            self.penalties.take(seat)
        elif kind is Kind.DOUBLE_PLAY:
            self.turn_end.finish_turn(seat)
        elif kind is Kind.FIVE_TARGET:
            self.turn_end.after_effects(seat)
        elif kind is Kind.SEVEN_TARGET:
            self.swaps.on_choose_seat(ChooseSeat(seat, game.next_seat(seat)))
        elif kind is Kind.DRAW_TARGET:
            self.turn.on_target(ChooseSeat(seat, game.next_seat(seat)))
        elif kind is Kind.GIVE_CARD:
            self.swaps.on_give_card(GiveCard(seat, game.hands[seat][0]))
        elif kind is Kind.CHOOSE_COLOR:
            self.swaps.on_choose_color(ChooseColor(seat, choice(game.rng, COLORS)))

    def remove(self, seat: int, reason: str) -> None:
        """Take a seat out of the match: its cards go under the draw pile."""
        game = self.game
        d = game.decision
        hand = game.hands[seat]
        game.draw_pile[0:0] = hand
        game.hands[seat] = []
        was_active = game.active[seat]
        game.gone[seat] = True
        game.active[seat] = False
        self.calls.close_window_of(seat)
        game.emit(ev.PlayerOut, seat, reason)
        if not was_active:
            if game.pending_challenge.seat == seat and d.kind is Kind.CHALLENGE:
                # Gone out on a Wild Draw Four (play_until_last), then left: as below.
                game.pending_challenge.seat = -1
                self.penalties.offer(d.seat)
            return
        if game.active_count() < 2:
            game.pending_draw.cards = 0
            rest = [s for s in range(game.n) if game.active[s]]
            winner = game.finished[0] if game.finished else rest[0]
            self.end.end_round(winner, "last_standing")
            return
        kind = d.kind
        pending = game.pending_choice
        trading = kind is Kind.GIVE_CARD and seat in (pending.trade_from, pending.trade_to)
        if trading:
            actor = pending.trade_from
            pending.end_trade()
            if actor == seat:
                self.turn_end.finish_turn(seat)
            else:
                self.turn_end.after_effects(actor)
        elif d.seat == seat:
            if kind is Kind.CHOOSE_COLOR:
                namer = game.next_seat(seat)
                if pending.first_after_color == seat:
                    pending.first_after_color = namer
                game.decision = Decision(Kind.CHOOSE_COLOR, namer)
                game.emit(ev.ColorAsked, namer)
            elif kind is Kind.PENALTY or kind is Kind.CHALLENGE:
                game.pending_draw.cards = 0
                game.pending_challenge.seat = -1
                self.end.start_turn(game.next_seat(seat))
            else:
                self.turn_end.finish_turn(seat)
        elif game.pending_challenge.seat == seat and kind is Kind.CHALLENGE:
            # Nobody is left to challenge: the penalty stands like an unchallengeable one.
            game.pending_challenge.seat = -1
            self.penalties.offer(d.seat)
        elif kind is Kind.CHOOSE_COLOR and pending.first_after_color == seat:
            pending.first_after_color = game.next_seat(seat)
