"""The rules of UNO Show 'Em No Mercy that the classic parts do not play (docs/rules.md,
``nm_*``): the start on a number card, Discard All, the Wild Reverse Draw Four's turn of
direction, the Wild Colour Roulette, and what the round does after a knock-out (``mercy``).

The rest of the box is the classic parts with the options the box fixes (``rules.BOX_FIXED``):
draw until playable and play it, compulsory 7 swap and 0 pass (``seven_zero``), no challenge;
stacking by value is :mod:`.draw_values`, read by ``RoundState.answers``.
"""

from __future__ import annotations

from . import events as ev
from .actions import ChooseColor
from .cards import CARD_COLOR, CARD_KIND
from .decisions import Decision, Kind
from .drawing import Drawing
from .round_end import RoundEnd
from .round_state import RoundState
from .uno_calls import UnoCalls


class NoMercy:
    """The box's own effects, and the round going on after a knock-out."""

    def __init__(self, game: RoundState, calls: UnoCalls, drawing: Drawing,
                 end: RoundEnd) -> None:
        self.game = game
        self.calls = calls
        self.drawing = drawing
        self.end = end

    def start_card(self, first: int) -> None:
        """``nm_start_number``: cards are turned onto the discard pile until a number card
        comes; it sets the colour and does nothing else (a 7 swaps nothing, a 0 passes
        nothing). The cards turned before it stay under it."""
        game = self.game
        while True:
            card = game.draw_pile.pop()
            game.discard.append(card)
            game.emit(ev.StartCard, card, ())
            if CARD_KIND[card] <= 9:
                break
        game.top_is_start = True
        game.color = CARD_COLOR[card]
        self.end.start_turn(first)

    def reverse(self) -> None:
        """A Wild Reverse Draw Four flips the direction before its penalty moves on."""
        game = self.game
        game.direction = -game.direction
        game.emit(ev.DirectionChanged, game.direction)

    def discard_all(self, seat: int) -> None:
        """``nm_discard_all``: the other cards of the Discard All's colour in ``seat``'s hand go
        under it on the discard pile, unplayed."""
        game = self.game
        top = game.discard[-1]
        color = CARD_COLOR[top]
        hand = game.hands[seat]
        others = [c for c in hand if CARD_COLOR[c] == color]
        if not others:
            return
        hand[:] = [c for c in hand if CARD_COLOR[c] != color]
        game.discard[-1:-1] = others
        game.emit(ev.DiscardedAll, seat, tuple(others))

    def ask_roulette(self, seat: int) -> None:
        """``nm_colour_roulette``: the next player names the colour to turn cards for."""
        game = self.game
        victim = game.next_seat(seat)
        game.turn_no += 1
        self.calls.lapse_early_calls()
        game.decision = Decision(Kind.CHOOSE_COLOR, victim)
        game.emit(ev.ColorAsked, victim)

    def on_roulette(self, action: ChooseColor) -> None:
        """The roulette's victim named ``action.color``: they turn cards until one of that
        colour comes (wild cards never count), keep them all and lose the turn. Both piles
        empty or the mercy rule stop the turning (``nm_roulette_limits``)."""
        game = self.game
        seat, color = action.seat, action.color
        self.calls.turn_action()
        game.color = color
        game.emit(ev.ColorNamed, seat, color)
        while game.active[seat]:
            got = self.drawing.draw(seat, 1, "roulette")
            if not got or CARD_COLOR[got[0]] == color:
                break
        game.emit(ev.Skipped, seat)
        self.end.start_turn(game.next_seat(seat))

    def settle(self) -> None:
        """After an action that knocked a seat out (``nm_knocked_out``, ``nm_last_one_left``):
        the last player left wins the round; a decision of a knocked-out seat (or a trade
        with one) passes the turn to the next player still in."""
        game = self.game
        d = game.decision
        if d.kind is Kind.ROUND_OVER:
            return
        pend = game.pending_draw
        choice = game.pending_choice
        if game.active_count() < 2:
            pend.cards = pend.skips = 0
            choice.end_trade()
            rest = [s for s in range(game.n) if game.active[s]]
            winner = game.finished[0] if game.finished else rest[0] if rest else game.knocked[-1]
            self.end.end_round(winner, "last_standing")
            return
        if d.kind is Kind.GIVE_CARD and not (game.active[choice.trade_from]
                                             and game.active[choice.trade_to]):
            actor = choice.trade_from
        elif not game.active[d.seat]:
            actor = d.seat
        else:
            return
        pend.cards = pend.skips = 0
        choice.end_trade()
        self.end.start_turn(game.next_seat(actor))
