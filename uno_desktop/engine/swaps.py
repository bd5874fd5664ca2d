"""Hands changing owners (a 0 rotates them, a 7 swaps two, a 5 trades a card each way) and the
other choices that span decisions (a starting Wild's colour). The one writer of
``RoundState.pending_choice``."""

from __future__ import annotations

from . import events as ev
from .actions import ChooseColor, ChooseSeat, GiveCard
from .decisions import Decision, Kind
from .no_mercy import NoMercy
from .round_end import RoundEnd
from .round_state import RoundState
from .turn_end import TurnEnd
from .uno_calls import UnoCalls


class Swaps:
    """Moves hands and cards between seats, and the choices that lead to it."""

    def __init__(self, game: RoundState, calls: UnoCalls, turn_end: TurnEnd,
                 end: RoundEnd, no_mercy: NoMercy) -> None:
        self.game = game
        self.no_mercy = no_mercy
        self.calls = calls
        self.turn_end = turn_end
        self.end = end

    def rotate_hands(self) -> None:
        """After a 0: every hand moves to the next player in the direction of play."""
        game = self.game
        seats = [s for s in range(game.n) if game.active[s]]
        if game.direction == -1:
            seats.reverse()
        hands = game.hands
        moved = [hands[s] for s in seats]
        sources = list(range(game.n))  # who got which hand: told, so no reader re-derives it
        for i in range(len(seats)):
            hands[seats[(i + 1) % len(seats)]] = moved[i]
            sources[seats[(i + 1) % len(seats)]] = seats[i]
        game.emit(ev.HandsRotated, game.direction, tuple(sources))
        self.calls.close_window()
        if game.uno_window.called:
            for s in seats:
                self.calls.clear_call(s)

    def on_choose_seat(self, action: ChooseSeat) -> None:
        """A 7's player swaps hands with ``target``; a 5's player picks its trade partner."""
        game = self.game
        seat, target = action.seat, action.target
        if game.decision.kind is Kind.SEVEN_TARGET:
            hands = game.hands
            hands[seat], hands[target] = hands[target], hands[seat]
            game.emit(ev.HandsSwapped, seat, target)
            if game.uno_window.seat in (seat, target):
                self.calls.close_window()
            self.calls.clear_call(seat)
            self.calls.clear_call(target)
            self.turn_end.after_effects(seat)
        else:
            game.pending_choice.trade_from, game.pending_choice.trade_to = seat, target
            game.decision = Decision(Kind.GIVE_CARD, seat, partner=target)

    def on_give_card(self, action: GiveCard) -> None:
        """The 5's player gives first (hidden until the partner gives back), then the trade."""
        game = self.game
        choice = game.pending_choice
        seat, card = action.seat, action.card
        d = game.decision
        if seat == choice.trade_from:
            choice.trade_card = card
            game.decision = Decision(Kind.GIVE_CARD, d.partner, partner=seat)  # type: ignore[arg-type]
            game.emit(ev.GiveAsked, game.decision.seat, seat)
            return
        giver, taker = choice.trade_from, seat
        given = choice.trade_card
        hands = game.hands
        hands[giver].remove(given)
        hands[taker].remove(card)
        hands[giver].append(card)
        hands[taker].append(given)
        game.emit(ev.CardsTraded, giver, taker, given, card)
        choice.end_trade()
        self.turn_end.after_effects(giver)

    def on_choose_color(self, action: ChooseColor) -> None:
        """A starting Wild's colour is named: the first player's turn begins."""
        game = self.game
        if game.rules.box == "no_mercy":  # the box's only colour asked is the roulette's
            self.no_mercy.on_roulette(action)
            return
        game.color = action.color
        game.emit(ev.ColorNamed, action.seat, action.color)
        first = game.pending_choice.first_after_color
        if not game.active[first]:
            first = game.next_seat(first)
        self.end.start_turn(first)
