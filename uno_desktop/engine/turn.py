"""A turn: playing a card (on the own turn or jumping in) with the card's own effects, drawing,
passing. What the play does to the next player is handed on (``turn_end``, ``penalties``).

All Wild's cards (docs/rules.md, ``aw_*``) act here too: no colour is named (the colour stays
black), a Wild Skip skips one, a Wild Skip Two two, a Wild Reverse is a Reverse, a Wild Draw Two
or Four is a draw penalty; a Wild Forced Swap asks for a partner (the 7-swap's decision and
swap); a Wild Targeted Draw Two asks for a victim (``DRAW_TARGET``, answered by
:meth:`Turn.on_target`), even as the last card: its victim draws before the hand goes out."""

from __future__ import annotations

from typing import Final

from . import events as ev
from .actions import ChooseSeat, Draw, JumpIn, Pass, PlayCard
from .cards import (
    BLACK,
    CARD_COLOR,
    CARD_KIND,
    DISCARD_ALL,
    DRAW_FOUR,
    DRAW_TEN,
    DRAW_TWO,
    REVERSE,
    SKIP,
    SKIP_EVERYONE,
    WILD_COLOR_ROULETTE,
    WILD_DRAW_FOUR,
    WILD_DRAW_SIX,
    WILD_DRAW_TWO,
    WILD_FORCED_SWAP,
    WILD_REVERSE,
    WILD_REVERSE_DRAW_FOUR,
    WILD_SKIP,
    WILD_SKIP_TWO,
    WILD_TARGETED_DRAW_TWO,
)
from .decisions import Decision, Kind
from .drawing import Drawing
from .no_mercy import NoMercy
from .penalties import Penalties
from .round_end import RoundEnd
from .round_state import RoundState
from .swaps import Swaps
from .turn_end import TurnEnd
from .uno_calls import UnoCalls

# red -> blue -> green -> yellow -> red (circle_colour), indexed by colour id.
_CIRCLE_FORWARD: Final = {0: 3, 3: 2, 2: 1, 1: 0}
_CIRCLE_BACKWARD: Final = {v: k for k, v in _CIRCLE_FORWARD.items()}
# The draw cards of every box (their penalty: ``Penalties.stack``).
_DRAWS: Final = (DRAW_TWO, WILD_DRAW_FOUR, DRAW_TEN, DRAW_FOUR, WILD_DRAW_SIX,
                 WILD_REVERSE_DRAW_FOUR, WILD_DRAW_TWO)


class Turn:
    """The actions of a turn: play, jump in, draw, pass."""

    def __init__(self, game: RoundState, calls: UnoCalls, drawing: Drawing, end: RoundEnd,
                 penalties: Penalties, turn_end: TurnEnd, swaps: Swaps,
                 no_mercy: NoMercy) -> None:
        self.game = game
        self.calls = calls
        self.drawing = drawing
        self.end = end
        self.penalties = penalties
        self.turn_end = turn_end
        self.swaps = swaps
        self.no_mercy = no_mercy

    def on_play(self, action: PlayCard) -> None:
        kind = self.game.decision.kind
        self.calls.turn_action()
        if kind is Kind.PENALTY or kind is Kind.CHALLENGE:
            self.penalties.answered()
        self.play(action.seat, action.card, action.color, double=kind is Kind.DOUBLE_PLAY)

    def on_jump_in(self, action: JumpIn) -> None:
        # The jumper's card replaces the effect of the card it covers.
        game = self.game
        game.turn_no += 1
        self.calls.lapse_early_calls()
        self.calls.turn_action()
        self.penalties.cancel()
        game.decision = Decision(Kind.TURN, action.seat)
        self.play(action.seat, action.card, action.color, jump_in=True)

    def play(self, seat: int, card: int, color: int | None, *, jump_in: bool = False,
             double: bool = False) -> None:
        game = self.game
        hand = game.hands[seat]
        # A Reverse jumped in on a Reverse replaces its direction change: one change in all.
        covers_reverse = jump_in and CARD_KIND[game.discard[-1]] == REVERSE
        hand.remove(card)
        game.discard.append(card)
        game.top_is_start = False
        game.last_player = seat
        game.passes = 0
        kind = CARD_KIND[card]
        prev_color = game.color
        if CARD_COLOR[card] != BLACK:
            game.color = CARD_COLOR[card]
        elif game.all_wild:  # aw_no_colour
            game.color = BLACK
        elif kind == WILD_COLOR_ROULETTE:
            pass  # its victim names the colour (nm_colour_roulette)
        elif game.rules.circle_colour:
            circle = _CIRCLE_FORWARD if game.direction == 1 else _CIRCLE_BACKWARD
            game.color = circle[prev_color]
        else:
            game.color = color  # type: ignore[assignment]
        game.emit(ev.Played, seat, card, game.color, jump_in, double)
        if kind == DISCARD_ALL:
            self.no_mercy.discard_all(seat)
        if len(hand) == 1:
            if game.uno_window.precalled != (seat, game.turn_no):
                self.calls.open_window(seat)
        elif game.uno_window.seat == seat:
            self.calls.close_window()
        # Effects that name the next player.
        rules = game.rules
        if kind in (SKIP, WILD_SKIP):
            game.pending_draw.skips += 1
        elif kind in (REVERSE, WILD_REVERSE):
            if not covers_reverse:
                game.direction = -game.direction
                game.emit(ev.DirectionChanged, game.direction)
            if game.pending_draw.cards == 0 and game.active_count() == 2:
                game.pending_draw.skips += 1
        elif kind in _DRAWS:
            if kind == WILD_REVERSE_DRAW_FOUR:
                self.no_mercy.reverse()
            self.penalties.stack(seat, kind, prev_color, hand)
        elif kind == SKIP_EVERYONE:
            game.pending_draw.skips += game.n  # every other player (nm_skip_everyone)
        elif kind == WILD_SKIP_TWO:  # aw_wild_skip_two: nobody skips their own turn
            game.pending_draw.skips += 2
        elif kind == WILD_TARGETED_DRAW_TWO:  # aw_targeted_draw_two, even as the last card
            game.decision = Decision(Kind.DRAW_TARGET, seat)
            return
        if not hand and self._hand_emptied(seat):
            return
        if hand:
            if kind == WILD_COLOR_ROULETTE:
                self.no_mercy.ask_roulette(seat)
                return
            if (kind == 7 and rules.seven_zero) or kind == WILD_FORCED_SWAP:
                game.decision = Decision(Kind.SEVEN_TARGET, seat)
                return
            if kind == 0 and rules.seven_zero:
                self.swaps.rotate_hands()
            elif kind == 5 and rules.swap_on_five:
                game.decision = Decision(Kind.FIVE_TARGET, seat)
                return
        self.turn_end.after_effects(seat)

    def on_target(self, action: ChooseSeat) -> None:
        """A Wild Targeted Draw Two's victim is named: it draws 2 and keeps its turn (no
        skip, nothing to answer); then the turn goes on from the card's player, whose hand
        goes out if that was its last card (aw_last_card)."""
        game = self.game
        seat = action.seat
        self.drawing.draw(action.target, 2, "penalty")
        if not game.hands[seat] and self._hand_emptied(seat):
            return
        self.turn_end.after_effects(seat)

    def _hand_emptied(self, seat: int) -> bool:
        """A hand is empty after a play. True when the round ended."""
        game = self.game
        rules = game.rules
        if rules.seven_rounds and game.stage[seat] > 1:
            game.stage[seat] -= 1
            size = game.stage[seat]
            game.emit(ev.NextHand, seat, size)
            # With no card left to draw, the emptied hand was the player's last one: they go out
            # (a player still in the round always holds a card).
            if self.drawing.draw(seat, size, "seven_rounds"):
                return False
        if rules.box == "no_mercy":  # the last card wins, its effect is not carried out
            game.pending_draw.cards = game.pending_draw.skips = 0
        game.finished.append(seat)
        self.calls.close_window_of(seat)
        game.emit(ev.Finished, seat, len(game.finished))
        if rules.play_until_last:
            game.active[seat] = False
            game.emit(ev.LeftRound, seat)
            if game.active_count() >= 2:
                self.turn_end.after_effects(seat)
                return True
        # The last card's draw penalty is still drawn before hands are counted.
        if game.pending_draw.cards:
            victim = game.next_seat(seat)
            if victim != seat:
                self.drawing.draw(victim, game.pending_draw.cards, "penalty")
            game.pending_draw.cards = 0
        self.end.end_round(game.finished[0], "out")
        return True

    def on_draw(self, action: Draw) -> None:
        game = self.game
        seat = action.seat
        self.calls.turn_action()
        if game.rules.draw_until_playable:
            drawn: list[int] = []
            while True:
                got = self.drawing.draw(seat, 1, "draw")
                if not got:
                    break
                if not game.active[seat]:
                    return  # knocked out (No Mercy): the round settles after the action
                drawn.append(got[0])
                if game.playable(seat, got[0]):
                    break
        else:
            drawn = self.drawing.draw(seat, 1, "draw")
        if not drawn:
            game.passes += 1
            if game.passes >= game.active_count():
                self.end.end_blocked()
                return
            game.emit(ev.Kept, seat)
            self.end.start_turn(game.next_seat(seat))
            return
        game.passes = 0
        card = drawn[-1]
        if game.playable(seat, card):
            game.decision = Decision(Kind.PLAY_DRAWN, seat, drawn=card)
        else:
            game.emit(ev.Kept, seat)
            self.end.start_turn(game.next_seat(seat))

    def on_pass(self, action: Pass) -> None:
        game = self.game
        seat = action.seat
        d = game.decision
        if d.kind is Kind.PLAY_DRAWN:
            self.calls.turn_action()
            game.emit(ev.Kept, seat)
            self.end.start_turn(game.next_seat(seat))
        elif d.kind is Kind.DOUBLE_PLAY:
            self.turn_end.finish_turn(seat)
        else:
            self.turn_end.after_effects(seat)
