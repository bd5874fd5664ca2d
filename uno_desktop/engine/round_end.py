"""When a round goes on and how it ends: the next turn (unless the round ran too long), a
blocked round, the ranking and the result."""

from __future__ import annotations

from typing import Final

from . import events as ev
from .decisions import Decision, Kind
from .mercy import KNOCKOUT_POINTS
from .round_state import RoundState
from .scoring import hand_value
from .uno_calls import UnoCalls

# Every round must end: one that reaches this many turns (a family round takes 30 to 100) is
# declared blocked. Penalty chains between two big hands could otherwise go on for ever.
TURN_LIMIT: Final = 2000
SEVEN_ROUNDS_TURN_LIMIT: Final = 14000


class RoundEnd:
    """Starts the next turn or ends the round; writes ``result`` and the final decision."""

    def __init__(self, game: RoundState, calls: UnoCalls) -> None:
        self.game = game
        self.calls = calls

    def start_turn(self, seat: int) -> None:
        """``seat``'s turn begins, unless the round has run into the turn limit."""
        game = self.game
        game.turn_no += 1
        self.calls.lapse_early_calls()
        limit = SEVEN_ROUNDS_TURN_LIMIT if game.rules.seven_rounds else TURN_LIMIT
        if game.turn_no > limit:
            self.end_blocked()
            return
        game.decision = game.turn_decisions[seat]
        game.emit(ev.TurnStarted, seat)

    def end_blocked(self) -> None:
        """Nobody can go on: the lowest hand wins (play_until_last: the first player out)."""
        game = self.game
        if game.finished:
            self.end_round(game.finished[0], "blocked")
            return
        values = [hand_value(h, game.rules) for h in game.hands]
        seats = [s for s in range(game.n) if game.active[s]]
        hands = game.hands
        winner = min(seats, key=lambda s: (values[s], len(hands[s]), s))
        self.end_round(winner, "blocked")

    def end_round(self, winner: int, reason: str) -> None:
        game = self.game
        self.calls.close_window()
        hands = game.hands
        values = tuple(hand_value(h, game.rules) for h in hands)
        knocked = game.knocked
        if knocked:  # No Mercy: a knock-out counts as a hand of 250 (nm_score_knockouts)
            values = tuple(KNOCKOUT_POINTS if s in knocked else v for s, v in enumerate(values))
        ranking = list(game.finished)
        if winner not in ranking:
            ranking.insert(0, winner)
        rest = [s for s in range(game.n)
                if s not in ranking and not game.gone[s] and s not in knocked]
        rest.sort(key=lambda s: (values[s], len(hands[s]), s))
        ranking += rest
        ranking += [s for s in reversed(knocked) if s not in ranking]  # the latest first
        ranking += [s for s in range(game.n) if game.gone[s] and s not in ranking]
        game.result = ev.RoundEnded(winner, reason, tuple(tuple(h) for h in hands),
                                    values, tuple(ranking))
        game.decision = Decision(Kind.ROUND_OVER, winner)
        game.pending_draw.cards = 0
        game.pending_draw.skips = 0
        if not game.quiet:
            game.events.append(game.result)
