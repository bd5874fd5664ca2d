"""Draw penalties: stacking them, offering the next player an answer or a challenge, drawing
them. The one writer of ``RoundState.pending_challenge`` and of the cards pending in
``pending_draw`` (the turn counts the pending Skips there)."""

from __future__ import annotations

from . import events as ev
from .actions import Accept, Challenge
from .bluff import holds_color
from .cards import CARD_COLOR, CARD_KIND, DRAW_FOUR, DRAW_TWO, WILD_DRAW_FOUR, WILD_DRAW_TWO
from .decisions import Decision, Kind
from .draw_values import draw_value
from .drawing import Drawing
from .round_end import RoundEnd
from .round_state import RoundState
from .uno_calls import UnoCalls


class Penalties:
    """A draw card's penalty from the play that adds it to the cards that pay it."""

    def __init__(self, game: RoundState, calls: UnoCalls, drawing: Drawing,
                 end: RoundEnd) -> None:
        self.game = game
        self.calls = calls
        self.drawing = drawing
        self.end = end

    def stack(self, seat: int, kind: int, prev_color: int, hand: list[int]) -> None:
        """``seat`` played a draw card of ``kind`` over colour ``prev_color``, keeping
        ``hand``: its cards join the pending penalty (deflect: replace it). All Wild's Wild Draw
        Two is a Draw Two; its Wild Draw Four is never challenged (``wd4_rule`` is ``free``
        in that box)."""
        game = self.game
        pend = game.pending_draw
        if kind in (DRAW_TWO, WILD_DRAW_TWO):
            pend.cards = 2 if game.rules.stacking == "deflect" else pend.cards + 2
            pend.kind = kind
        elif kind == WILD_DRAW_FOUR:
            pend.cards += 4
            pend.kind = WILD_DRAW_FOUR
            if game.rules.wd4_rule == "challenge":
                challenge = game.pending_challenge
                challenge.seat = seat
                challenge.prev_color = prev_color
                challenge.bluff = holds_color(hand, prev_color)
        else:  # a Draw Ten, or one of No Mercy's draw cards
            pend.cards += draw_value(kind)
            pend.kind = kind
            game.pending_challenge.seat = -1

    def answered(self) -> None:
        """The victim answers with a card: a Wild Draw Four answered can no longer be
        challenged."""
        self.game.pending_challenge.seat = -1

    def cancel(self) -> None:
        """A jump-in replaces the covered card's effect: nothing pending is left."""
        game = self.game
        game.pending_draw.skips = 0
        game.pending_draw.cards = 0
        game.pending_challenge.seat = -1

    def offer(self, victim: int) -> None:
        """The pending penalty reaches ``victim``: a challenge, an answer, or the cards."""
        game = self.game
        game.turn_no += 1
        self.calls.lapse_early_calls()
        if game.pending_challenge.seat >= 0:
            game.decision = Decision(Kind.CHALLENGE, victim, penalty=game.pending_draw.cards)
        elif game.answers(victim) or self._jumpable():
            game.decision = Decision(Kind.PENALTY, victim, penalty=game.pending_draw.cards)
        else:
            self.take(victim)
            return
        game.emit(ev.PenaltyGrew, victim, game.pending_draw.cards)

    def _jumpable(self) -> bool:
        """Under jump_in, a Draw Two on top may still be covered by an identical one, whose
        effect replaces it: so its victim is asked to take the cards instead of drawing at once
        (which does not depend on whether anybody holds such a card: nothing leaks)."""
        game = self.game
        return game.rules.jump_in and CARD_KIND[game.discard[-1]] in (DRAW_TWO, DRAW_FOUR)

    def take(self, victim: int) -> None:
        """``victim`` draws the pending penalty and loses its turn."""
        game = self.game
        count = game.pending_draw.cards
        game.pending_draw.cards = 0
        game.pending_challenge.seat = -1
        self.drawing.draw(victim, count, "penalty")
        game.emit(ev.Skipped, victim)
        self.end.start_turn(game.next_seat(victim))

    def on_accept(self, action: Accept) -> None:
        self.calls.turn_action()
        self.take(action.seat)

    def on_challenge(self, action: Challenge) -> None:
        game = self.game
        seat = action.seat
        self.calls.turn_action()
        challenge = game.pending_challenge
        bluffer = challenge.seat
        hand = tuple(game.hands[bluffer])
        count = game.pending_draw.cards
        game.pending_draw.cards = 0
        challenge.seat = -1
        game.reveal = (seat, hand)
        if challenge.bluff:
            # The cards of the colour it had to be played without prove the bluff. A fair one
            # proves nothing, even when its player drew cards of that colour since (caught
            # without UNO before the challenge): the verdict is taken from the hand it was
            # played from.
            proof = tuple(c for c in hand if CARD_COLOR[c] == challenge.prev_color)
            card = game.discard.pop()
            game.hands[bluffer].append(card)
            game.color = challenge.prev_color
            game.last_player = -1
            game.emit(ev.ChallengeResolved, seat, bluffer, True, hand, bluffer, count,
                      challenge.prev_color, proof)
            game.emit(ev.CardTakenBack, bluffer, card, game.color)
            self.calls.close_window_of(bluffer)
            self.drawing.draw(bluffer, count, "challenge")
            self.end.start_turn(seat)
        else:
            game.emit(ev.ChallengeResolved, seat, bluffer, False, hand, seat, count + 2,
                      challenge.prev_color)
            self.drawing.draw(seat, count + 2, "challenge")
            game.emit(ev.Skipped, seat)
            self.end.start_turn(game.next_seat(seat))
