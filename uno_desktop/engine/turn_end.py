"""The end of a play's turn: a double play offered, else the play's effect on the next player
(pending Skips, a draw penalty) and the next turn."""

from __future__ import annotations

from . import events as ev
from .cards import CARD_KIND, WILD_REVERSE_DRAW_FOUR, identical
from .decisions import Decision, Kind
from .penalties import Penalties
from .round_end import RoundEnd
from .round_state import RoundState


class TurnEnd:
    """Hands the turn on once a play's own choices are made."""

    def __init__(self, game: RoundState, penalties: Penalties, end: RoundEnd) -> None:
        self.game = game
        self.penalties = penalties
        self.end = end

    def after_effects(self, seat: int) -> None:
        """The play's own choices are made: offer a double play, else end the turn."""
        game = self.game
        if game.rules.double_play and game.active[seat]:
            top = game.discard[-1]
            if any(identical(c, top) for c in game.hands[seat]):
                game.decision = Decision(Kind.DOUBLE_PLAY, seat)
                return
        self.finish_turn(seat)

    def finish_turn(self, seat: int) -> None:
        game = self.game
        nxt = game.next_seat(seat)
        if game.pending_draw.cards:
            if (CARD_KIND[game.discard[-1]] == WILD_REVERSE_DRAW_FOUR and game.active_count() == 2
                    and game.last_player == seat and game.active[seat]):
                nxt = seat  # its player faces it (nm_wild_reverse_draw_four_two_players)
            game.pending_draw.skips = 0
            self.penalties.offer(nxt)
            return
        # Each pending Skip passes over the next other player; with two players, two Skips in
        # one turn (double_play) leave the player on turn: nobody skips their own turn.
        skips, game.pending_draw.skips = game.pending_draw.skips, 0
        for _ in range(min(skips, game.n)):
            if nxt == seat:
                break
            game.emit(ev.Skipped, nxt)
            nxt = game.next_seat(nxt)
        self.end.start_turn(nxt)
