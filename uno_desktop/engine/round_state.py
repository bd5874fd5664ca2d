"""The state of one round: the table (hands, piles, colour, seats, the decision awaited), the
records of what is pending between two actions (``pending.py``), the events not yet returned,
and the questions answered from the state alone.

``Game`` is this state plus its public API; the rule parts (``turn``, ``penalties``, ``swaps``,
``reactions``, ``leaving``, ``round_end``...) change it. Every module below ``game`` that reads
a round (``options``, ``position``, ``sampling``, ``view``) takes a ``RoundState``, so nothing
imports ``game`` back. The fields are public because the UI and the bots read them; only the
engine writes them (saves, samples and ``Game.from_position`` build a state field by field).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final, ParamSpec

from . import events as ev
from .bluff import holds_color
from .cards import (
    BLACK,
    CARD_COLOR,
    CARD_KIND,
    DRAW_TEN,
    DRAW_TWO,
    REVERSE,
    WILD_DRAW_FOUR,
    WILD_DRAW_TWO,
    WILD_REVERSE,
)
from .decisions import Decision, Kind
from .draw_values import value_answers
from .pending import PendingChallenge, PendingChoice, PendingDraw, UnoWindow
from .rules import Rules

P = ParamSpec("P")
BLACK_DRAWS: Final = (WILD_DRAW_FOUR, DRAW_TEN)
# Decisions are immutable: one TURN decision per seat serves every round at a table of that
# size, built once (a search builds thousands of games; five decisions were a third of one).
_TURN_DECISIONS: Final = tuple(tuple(Decision(Kind.TURN, s) for s in range(n)) for n in range(11))
_NOT_STARTED: Final = Decision(Kind.ROUND_OVER, 0)


def _turn_decisions(players: int) -> tuple[Decision, ...]:
    if players < len(_TURN_DECISIONS):
        return _TURN_DECISIONS[players]
    return tuple(Decision(Kind.TURN, s) for s in range(players))


class RoundState:
    """The fields of one round and the queries over them (read-only for everyone but the
    engine's parts)."""

    def __init__(self, rules: Rules, players: int, rng: random.Random) -> None:
        self.rules = rules
        self.n = players
        self.rng = rng
        # Read from the rules once (a search builds thousands of games and asks these often):
        # the All Wild box (docs/rules.md, aw_*), and whether a black card names a colour when
        # played (not under circle_colour, where colours step, nor in All Wild, which has none).
        self.all_wild = rules.box == "all_wild"
        self.black_needs_color = not (rules.circle_colour or self.all_wild)
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.draw_pile: list[int] = []  # the top of the pile is the end of the list
        self.discard: list[int] = []  # the top card is the end of the list
        self.color = 0
        self.direction = 1
        self.dealer = 0
        self.gone = [False] * players  # out of the match: forfeit, liar, timeout, elimination
        self.active = [True] * players  # still playing this round
        self.finished: list[int] = []  # seats that emptied their hand, in order
        self.decision = _NOT_STARTED
        self.turn_no = 0
        # What is pending between two actions, one record per family (see pending.py); each
        # written by one part: draw and challenge by penalties, choice by swaps, the UNO
        # window by uno_calls.
        self.pending_draw = PendingDraw()
        self.pending_challenge = PendingChallenge()
        self.pending_choice = PendingChoice()
        self.uno_window = UnoWindow()
        self.lies = [0] * players
        self.stage = [rules.hand_size] * players  # seven_rounds: size of the current hand
        self.passes = 0  # turns in a row with nothing played or drawn (blocked round)
        self.top_is_start = True
        self.last_player = -1
        self.reveal: tuple[int, tuple[int, ...]] | None = None  # (challenger, hand seen)
        self.result: ev.RoundEnded | None = None
        # No Mercy's mercy rule: the seats knocked out this round, in order, and the cards of
        # their hands lying face down at the bottom of the discard pile (``discard[:under]``).
        self.knocked: list[int] = []
        self.under = 0
        self.events: list[ev.Event] = []  # recorded, not yet returned by apply
        # A quiet game records no events (apply returns []): the lean path of searches.
        self.quiet = False
        self.turn_decisions = _turn_decisions(players)

    # ------------------------------------------------------------------ events
    def emit(self, kind: Callable[P, ev.Event], *args: P.args, **kwargs: P.kwargs) -> None:
        """Record an event: built here, so that a quiet game (a search's playout) never builds
        one (event objects were a fifth of a playout's time)."""
        if not self.quiet:
            self.events.append(kind(*args, **kwargs))

    def take_events(self) -> list[ev.Event]:
        out = self.events
        self.events = []
        return out

    # ------------------------------------------------------------------ seats
    def next_seat(self, seat: int, direction: int | None = None) -> int:
        """The next seat still playing this round, from ``seat`` (which may itself be out)."""
        step = self.direction if direction is None else direction
        active = self.active
        n = self.n
        s = seat
        for _ in range(n):
            s = (s + step) % n
            if active[s]:
                return s
        return seat

    def prev_seat(self, seat: int) -> int:
        return self.next_seat(seat, -self.direction)

    def active_count(self) -> int:
        return sum(self.active)

    def turn_decision(self, seat: int) -> Decision:
        """The (shared, immutable) TURN decision of ``seat``."""
        return self.turn_decisions[seat]

    # ------------------------------------------------------------------ queries
    @property
    def penalty(self) -> int:
        """Cards pending for the next player (read-only; the table shows them)."""
        return self.pending_draw.cards

    @property
    def top(self) -> int:
        return self.discard[-1]

    @property
    def over(self) -> bool:
        return self.decision.kind is Kind.ROUND_OVER

    def playable(self, seat: int, card: int) -> bool:
        """May ``card`` (held by ``seat``) be played on the current top card on a normal turn?"""
        return card in self.playable_cards(seat)

    def playable_cards(self, seat: int) -> list[int]:
        """The cards ``seat`` could play on a normal turn: the fast query bots and simulations
        use instead of building every action (a black card is one card, not four actions)."""
        return self.playable_in(self.hands[seat], self.discard[-1], self.color)

    def playable_in(self, hand: list[int], top: int, color: int) -> list[int]:
        """The cards of ``hand`` that could be played on ``top`` in ``color`` on a normal turn
        under this game's rules: also how a bot asks what another seat could have played."""
        if self.all_wild:  # aw_play_any: every card on every card
            return list(hand)
        top_kind = CARD_KIND[top]
        colors, kinds = CARD_COLOR, CARD_KIND
        out = [c for c in hand if colors[c] == color or kinds[c] == top_kind or colors[c] == BLACK]
        if self.rules.wd4_rule == "enforced" and holds_color(hand, color):
            out = [c for c in out if kinds[c] != WILD_DRAW_FOUR]
        return out

    def answers(self, seat: int) -> list[int]:
        """Cards of ``seat`` that may answer the pending draw penalty (stack, deflect)."""
        if self.all_wild:
            return _all_wild_answers(self, seat)
        rules = self.rules
        if rules.box == "no_mercy":
            return value_answers(self.hands[seat], self.pending_draw.kind)
        out: list[int] = []
        pk = self.pending_draw.kind
        for card in self.hands[seat]:
            kind = CARD_KIND[card]
            if rules.stacking == "cumulative":
                if pk == DRAW_TWO:
                    ok = kind == DRAW_TWO or (rules.stack_mixed and kind in BLACK_DRAWS)
                else:
                    ok = kind in BLACK_DRAWS or (
                        rules.stack_mixed and kind == DRAW_TWO and CARD_COLOR[card] == self.color
                    )
                if ok and kind == WILD_DRAW_FOUR and rules.wd4_rule == "enforced":
                    ok = not holds_color(self.hands[seat], self.color)
                if ok:
                    out.append(card)
                    continue
            elif rules.stacking == "deflect" and pk == DRAW_TWO and kind == DRAW_TWO:
                out.append(card)
                continue
            if rules.reverse_deflect and kind == REVERSE and CARD_COLOR[card] == self.color:
                out.append(card)
        return out

    def uno_catchable(self) -> int:
        """The seat that can be caught now, or -1."""
        s = self.uno_window.seat
        if s >= 0 and len(self.hands[s]) == 1 and self.active[s]:
            return s
        return -1

    def uno_calls(self) -> tuple[int, ...]:
        """The seats whose UNO call stands (the table's badges), in seat order."""
        called = self.uno_window.called
        return tuple(s for s in range(self.n) if called & (1 << s))

    def card_count(self) -> int:
        return len(self.draw_pile) + len(self.discard) + sum(len(h) for h in self.hands)


def _all_wild_answers(game: RoundState, seat: int) -> list[int]:
    """All Wild (docs/rules.md, its house rules): a Wild Draw Two stacks on a Wild Draw Two
    and a Wild Draw Four on a Wild Draw Four (``cumulative``), either on the other under
    ``stack_mixed`` (no colour to match); ``deflect`` passes a Wild Draw Two on with
    another; under ``reverse_deflect`` any Wild Reverse sends the penalty back. Never the
    Targeted Draw Two, which is no pending penalty."""
    rules = game.rules
    stacking = rules.stacking
    pk = game.pending_draw.kind
    out: list[int] = []
    for card in game.hands[seat]:
        kind = CARD_KIND[card]
        if stacking == "cumulative":
            ok = kind == pk or (rules.stack_mixed and kind in (WILD_DRAW_TWO, WILD_DRAW_FOUR))
        else:
            ok = stacking == "deflect" and pk == WILD_DRAW_TWO and kind == WILD_DRAW_TWO
        if ok or (rules.reverse_deflect and kind == WILD_REVERSE):
            out.append(card)
    return out
