"""Drawing cards: from the draw pile, refilled from the discard pile when it runs out."""

from __future__ import annotations

from . import events as ev
from .mercy import MERCY_LIMIT, knock_out
from .randomness import shuffle
from .round_state import RoundState
from .uno_calls import UnoCalls


class Drawing:
    """Deals cards from the draw pile into a hand (any reason: a turn, a penalty, a next hand)."""

    def __init__(self, game: RoundState, calls: UnoCalls) -> None:
        self.game = game
        self.calls = calls

    def refill(self, drawn_before: int = 0) -> bool:
        """Shuffle the discard pile (less its top card) into an empty draw pile.

        While a Wild Draw Four can still be challenged the card under it stays too: a proven
        bluff takes the Wild Draw Four back and that card is the top again."""
        game = self.game
        keep = 2 if game.pending_challenge.seat >= 0 else 1
        if len(game.discard) <= keep:
            return False
        kept = game.discard[-keep:]
        pile = game.discard[:-keep]
        shuffle(game.rng, pile)
        game.draw_pile = pile
        game.discard = kept
        game.under = 0  # knocked-out hands (No Mercy) are shuffled in with the rest
        game.emit(ev.Reshuffled, len(pile), drawn_before, keep)
        return True

    def draw(self, seat: int, count: int, reason: str) -> list[int]:
        """Up to ``count`` cards into ``seat``'s hand (fewer when no card is left anywhere)."""
        game = self.game
        drawn: list[int] = []
        hand = game.hands[seat]
        # No Mercy's mercy rule: the card that makes 25 ends the drawing and the seat's round.
        limit = MERCY_LIMIT if game.rules.box == "no_mercy" else count + len(hand) + 1
        for _ in range(count):
            if not game.draw_pile and not self.refill(len(drawn)):
                break
            card = game.draw_pile.pop()
            hand.append(card)
            drawn.append(card)
            if len(hand) >= limit:
                break
        if drawn:
            # Told before the cards, so that a catch's or a false call's draw stays next to
            # the event that explains it (the table tells those two the other way round).
            self.calls.close_window_of(seat)
            game.emit(ev.Drew, seat, tuple(drawn), reason)
            if len(hand) >= limit:
                knock_out(game, self.calls, seat)
        return drawn
