"""One round of UNO as a state machine.

``Game.apply(action)`` either changes the state and returns the events that happened, or raises
:class:`IllegalAction` and leaves the state exactly as it was: every check runs before the first
change. Rules decisions live here and only here; the UI and the bots ask ``decision`` and
``legal_actions`` instead of re-deriving them.

The UNO-call window is defined by actions, not time: it opens when a play leaves one card without
a call and closes when a later turn's action is applied (the next player plays, draws, accepts or
challenges). ``turn_no`` counts turn starts so "later turn" is a comparison.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final, ParamSpec

from . import events as ev
from . import sampling
from .actions import (
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    Forfeit,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
    Timeout,
)
from .cards import (
    BLACK,
    CARD_COLOR,
    CARD_KIND,
    COLORS,
    DRAW_TEN,
    DRAW_TWO,
    REVERSE,
    SKIP,
    WILD,
    WILD_DRAW_FOUR,
    deck_ids,
    identical,
)
from .decisions import Decision, Kind
from .errors import IllegalAction, PositionError
from .options import SeatOptions, is_reaction, malformed, refusal, seat_options
from .pending import PendingChallenge, PendingChoice, PendingDraw, UnoWindow
from .position import check_position
from .randomness import choice, shuffle
from .rules import Rules
from .scoring import hand_value

if TYPE_CHECKING:
    from .view import SeatView

# red -> blue -> green -> yellow -> red (circle_colour), indexed by colour id.
_CIRCLE_FORWARD: Final = {0: 3, 3: 2, 2: 1, 1: 0}
_CIRCLE_BACKWARD: Final = {v: k for k, v in _CIRCLE_FORWARD.items()}
P = ParamSpec("P")
_BLACK_DRAWS: Final = (WILD_DRAW_FOUR, DRAW_TEN)
# Every round must end: one that reaches this many turns (a family round takes 30 to 100) is
# declared blocked. Penalty chains between two big hands could otherwise go on for ever.
TURN_LIMIT: Final = 2000
SEVEN_ROUNDS_TURN_LIMIT: Final = 14000


class Game:
    """The state of one round. Build it with :meth:`new_round`."""

    def __init__(self, rules: Rules, players: int, rng: random.Random) -> None:
        self.rules = rules
        self.n = players
        self.rng = rng
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.draw_pile: list[int] = []  # the top of the pile is the end of the list
        self.discard: list[int] = []  # the top card is the end of the list
        self.color = 0
        self.direction = 1
        self.dealer = 0
        self.gone = [False] * players  # out of the match: forfeit, liar, timeout, elimination
        self.active = [True] * players  # still playing this round
        self.finished: list[int] = []  # seats that emptied their hand, in order
        self.decision = Decision(Kind.ROUND_OVER, 0)
        self.turn_no = 0
        # What is pending between two actions, one record per family (see pending.py).
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
        self._events: list[ev.Event] = []
        # A quiet game records no events (apply returns []): the lean path of searches.
        self.quiet = False
        # Decisions are immutable: one TURN decision per seat serves the whole round.
        self._turn_decisions = [Decision(Kind.TURN, s) for s in range(players)]

    # ------------------------------------------------------------------ construction
    @classmethod
    def new_round(
        cls,
        rules: Rules,
        players: int,
        rng: random.Random,
        dealer: int = 0,
        *,
        gone: Sequence[bool] | None = None,
        deck: Sequence[int] | None = None,
        first: int | None = None,
    ) -> tuple[Game, list[ev.Event]]:
        """Shuffle (or take ``deck`` in dealing order, for tests), deal, turn the start card.

        ``first`` names the first player (lazy scoring); by default it is left of the dealer.
        """
        rules.check_players(players)
        game = cls(rules, players, rng)
        if gone is not None:
            game.gone = list(gone)
            game.active = [not g for g in gone]
        if sum(game.active) < 2:
            raise ValueError("a round needs two players")
        game.dealer = dealer
        if deck is None:
            pile = deck_ids(rules.blank_cards == "draw_ten")
            shuffle(rng, pile)
        else:
            pile = list(deck)
            full = deck_ids(rules.blank_cards == "draw_ten")
            given = set(pile)
            if len(given) != len(pile) or not given <= set(full):
                raise ValueError("a stacked deck must hold distinct cards of this deck")
            pile += [c for c in full if c not in given]
            pile.reverse()
        game.draw_pile = pile
        game._deal(first)
        return game, game._take_events()

    @classmethod
    def from_position(
        cls,
        rules: Rules,
        *,
        hands: Sequence[Sequence[int]],
        discard: Sequence[int],
        draw_pile: Sequence[int],
        color: int | None = None,
        direction: int = 1,
        turn: int = 0,
        gone: Sequence[bool] | None = None,
        dealer: int = 0,
        seed: int = 0,
    ) -> Game:
        """A round in the middle: ``turn`` is about to play on ``discard[-1]`` (the top card,
        not a start card) in ``color`` (default: the top card's). The draw pile's top is its
        end. Checked like a loaded save: raises :class:`PositionError` naming what is wrong.
        For tests, puzzles and anything else that needs a given table."""
        n = len(hands)
        rules.check_players(n)
        game = cls(rules, n, random.Random(seed))
        game.hands = [list(h) for h in hands]
        game.discard = list(discard)
        game.draw_pile = list(draw_pile)
        if not game.discard:
            raise PositionError("discard: the discard pile is empty")
        game.color = CARD_COLOR[game.discard[-1]] if color is None else color
        game.direction = direction
        game.dealer = dealer
        if gone is not None:
            game.gone = list(gone)
            game.active = [not g for g in gone]
        game.top_is_start = False
        game.turn_no = 1
        game.decision = game._turn_decisions[turn]
        check_position(game)
        return game

    @classmethod
    def sampled_from(cls, view: SeatView, rng: random.Random,
                     lacks: Sequence[sampling.Lacks | None] | None = None) -> Game:
        """A whole game that agrees with everything ``view`` shows, the hidden cards dealt at
        random (``rng``): the worlds a searching bot plays out. Never a real game's state.
        ``lacks`` (per seat) deals each seat's hidden cards according to what its play showed
        (see :class:`sampling.Lacks`)."""
        game = cls(view.rules, view.players, random.Random(rng.getrandbits(64)))
        return sampling.determinize(game, view, rng, lacks)

    def copy(self, seed: int, *, quiet: bool = False) -> Game:
        """A cheap independent copy (thousands per second) with its own rng seeded ``seed``:
        lists and the pending records copied (hands one level deeper), everything else in a
        Game is immutable. A ``quiet`` copy records no events (see :meth:`copy_into`)."""
        new = Game(self.rules, self.n, random.Random(seed))
        new.quiet = quiet
        self.copy_into(new)
        return new

    def copy_into(self, new: Game) -> None:
        """Make ``new`` (a game of the same rules and table size, e.g. a search's scratch copy)
        this state again, without building a Game: its rng and ``quiet`` stay its own, so a
        playout reseeds ``new.rng`` when it wants repeatable dice. Field by field, so that it
        also works where Game is compiled (no ``__dict__``)."""
        if new.n != self.n or new.rules is not self.rules:
            raise ValueError("copy_into needs a game of the same rules and table size")
        new.hands = [list(h) for h in self.hands]
        new.draw_pile, new.discard = list(self.draw_pile), list(self.discard)
        new.color, new.direction, new.dealer = self.color, self.direction, self.dealer
        new.gone, new.active, new.finished = list(self.gone), list(self.active), list(self.finished)
        new.decision, new.turn_no = self.decision, self.turn_no
        new.pending_draw = self.pending_draw.copy()
        new.pending_challenge = self.pending_challenge.copy()
        new.pending_choice = self.pending_choice.copy()
        new.uno_window = self.uno_window.copy()
        new.lies, new.stage, new.passes = list(self.lies), list(self.stage), self.passes
        new.top_is_start, new.last_player = self.top_is_start, self.last_player
        new.reveal = self.reveal
        new.result = self.result
        new._events = []

    def _deal(self, first: int | None) -> None:
        order = self._seats_from(self.dealer)
        for _ in range(self.rules.hand_size):
            for seat in order:
                self.hands[seat].append(self.draw_pile.pop())
        self._emit(ev.Dealt, self.dealer, tuple(tuple(h) for h in self.hands))
        if first is None:
            first = self._next(self.dealer)
        self._turn_start_card(first)

    def _turn_start_card(self, first: int) -> None:
        rules = self.rules
        returned: list[int] = []
        while True:
            card = self.draw_pile.pop()
            kind = CARD_KIND[card]
            bad = kind in _BLACK_DRAWS or (
                rules.start_card == "redraw" and (kind > 9)
            )
            if not bad:
                break
            returned.append(card)
            self.draw_pile.append(card)
            shuffle(self.rng, self.draw_pile)
        self.discard.append(card)
        self.top_is_start = True
        self.color = CARD_COLOR[card]
        self._emit(ev.StartCard, card, tuple(returned))
        # The start card's effects are taken relative to a dealer just right of ``first``.
        virtual_dealer = self._prev(first)
        kind = CARD_KIND[card]
        if kind == DRAW_TWO:
            self._draw(first, 2, "penalty")
            self._emit(ev.Skipped, first)
            self._start_turn(self._next(first))
        elif kind == REVERSE:
            if self._active_count() == 2:
                self._emit(ev.Skipped, first)
                self._start_turn(self._next(first))
            else:
                self.direction = -1
                self._emit(ev.DirectionChanged, -1)
                self._start_turn(self._next(virtual_dealer))
        elif kind == SKIP:
            self._emit(ev.Skipped, first)
            self._start_turn(self._next(first))
        elif kind == WILD:
            namer = virtual_dealer if rules.start_card == "official_dealer_names" else first
            if self.gone[namer]:
                namer = first
            self.pending_choice.first_after_color = first
            self.decision = Decision(Kind.CHOOSE_COLOR, namer)
        else:
            self._start_turn(first)

    # ------------------------------------------------------------------ seats
    def _next(self, seat: int, direction: int | None = None) -> int:
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

    def _prev(self, seat: int) -> int:
        return self._next(seat, -self.direction)

    def _seats_from(self, dealer: int) -> list[int]:
        """Active seats clockwise starting left of the dealer (dealing order)."""
        seats = ((dealer + i) % self.n for i in range(1, self.n + 1))
        return [s for s in seats if self.active[s]]

    def _active_count(self) -> int:
        return sum(self.active)

    # ------------------------------------------------------------------ queries
    def turn_decision(self, seat: int) -> Decision:
        """The (shared, immutable) TURN decision of ``seat``."""
        return self._turn_decisions[seat]

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

    def holds_color(self, seat: int, color: int) -> bool:
        colors = CARD_COLOR
        return any(colors[c] == color for c in self.hands[seat])

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
        top_kind = CARD_KIND[top]
        colors, kinds = CARD_COLOR, CARD_KIND
        out = [c for c in hand if colors[c] == color or kinds[c] == top_kind or colors[c] == BLACK]
        if self.rules.wd4_rule == "enforced" and any(colors[c] == color for c in hand):
            out = [c for c in out if kinds[c] != WILD_DRAW_FOUR]
        return out

    def answers(self, seat: int) -> list[int]:
        """Cards of ``seat`` that may answer the pending draw penalty (stack, deflect)."""
        rules = self.rules
        out: list[int] = []
        pk = self.pending_draw.kind
        for card in self.hands[seat]:
            kind = CARD_KIND[card]
            if rules.stacking == "cumulative":
                if pk == DRAW_TWO:
                    ok = kind == DRAW_TWO or (rules.stack_mixed and kind in _BLACK_DRAWS)
                else:
                    ok = kind in _BLACK_DRAWS or (
                        rules.stack_mixed and kind == DRAW_TWO and CARD_COLOR[card] == self.color
                    )
                if ok and kind == WILD_DRAW_FOUR and rules.wd4_rule == "enforced":
                    ok = not self.holds_color(seat, self.color)
                if ok:
                    out.append(card)
                    continue
            elif rules.stacking == "deflect" and pk == DRAW_TWO and kind == DRAW_TWO:
                out.append(card)
                continue
            if rules.reverse_deflect and kind == REVERSE and CARD_COLOR[card] == self.color:
                out.append(card)
        return out

    def can_jump_in(self, seat: int, card: int) -> bool:
        return card in seat_options(self, seat, decision=False).jumps

    def uno_catchable(self) -> int:
        """The seat that can be caught now, or -1."""
        s = self.uno_window.seat
        if s >= 0 and len(self.hands[s]) == 1 and self.active[s]:
            return s
        return -1

    def options(self, seat: int) -> SeatOptions:
        """Everything ``seat`` may do now (see :mod:`.options`): the one source of both
        :meth:`legal_actions` and what :meth:`apply` accepts."""
        return seat_options(self, seat)

    def legal_actions(self, seat: int | None = None, reactions: bool = False) -> list[Action]:
        """The actions open to ``seat`` (default: the seat the decision waits for).

        With ``reactions``, also UNO calls, catches and jump-ins open to that seat out of turn.
        Forfeit, Timeout and a false UNO call are always possible and not listed.
        """
        if seat is None:
            seat = self.decision.seat
        return seat_options(self, seat, reactions=reactions).listed()

    def reaction_actions(self, seat: int) -> list[Action]:
        """Out-of-turn actions open to ``seat``: call UNO, catch, jump in."""
        return seat_options(self, seat, decision=False).listed()

    def why_not(self, action: object) -> IllegalAction | None:
        """Why :meth:`apply` would refuse ``action`` now (None when it would accept it)."""
        problem = malformed(action, self.n)
        if problem is not None:
            return IllegalAction("malformed", problem)
        if self.decision.kind is Kind.ROUND_OVER:
            return IllegalAction("round_over", "the round is over")
        act: Action = action  # type: ignore[assignment]
        seat = act.seat
        if not self.active[seat] and not (type(act) is Forfeit and not self.gone[seat]):
            # A seat that finished the round (play_until_last) may still leave the match.
            return IllegalAction("not_in_game", "this seat is not playing this round")
        reaction = is_reaction(act)
        opts = seat_options(self, seat, decision=not reaction, reactions=reaction)
        if opts.allows(act):
            return None
        return refusal(self, act, opts)

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action) -> list[ev.Event]:
        """Apply one action: returns the events, or raises IllegalAction with no change.

        Anything may come in (a phone, a damaged save, a plug-in bot): its shape is checked
        first (``malformed``), then it must be one of the seat's options."""
        refused = self.why_not(action)
        if refused is not None:
            raise refused
        _HANDLERS[type(action)](self, action)
        return self._take_events()

    def apply_listed(self, action: Action) -> list[ev.Event]:
        """Apply an action taken from this very state's :meth:`legal_actions`, without checking
        it a second time: the lean path for searches, which play millions of them. The same
        rules code runs; anything that does not come from that list goes through :meth:`apply`."""
        _HANDLERS[type(action)](self, action)
        return self._take_events()

    def _emit(self, kind: Callable[P, ev.Event], *args: P.args, **kwargs: P.kwargs) -> None:
        """Record an event: built here, so that a quiet game (a search's playout) never builds
        one (event objects were a fifth of a playout's time)."""
        if not self.quiet:
            self._events.append(kind(*args, **kwargs))

    def _take_events(self) -> list[ev.Event]:
        out = self._events
        self._events = []
        return out

    def _turn_action(self) -> None:
        """A seat acts on its turn: close the UNO window of an earlier turn."""
        if self.uno_window.seat >= 0 and self.turn_no > self.uno_window.turn:
            self.uno_window.seat = -1
        if self.uno_window.caught >= 0 and self.turn_no > self.uno_window.caught_turn:
            self.uno_window.caught = -1

    # -- play ----------------------------------------------------------------------------
    def _on_play(self, action: PlayCard) -> None:
        kind = self.decision.kind
        self._turn_action()
        if kind is Kind.PENALTY or kind is Kind.CHALLENGE:
            # An answered Wild Draw Four can no longer be challenged.
            self.pending_challenge.seat = -1
        self._play(action.seat, action.card, action.color, double=kind is Kind.DOUBLE_PLAY)

    def _on_jump_in(self, action: JumpIn) -> None:
        # The jumper's card replaces the effect of the card it covers.
        self.turn_no += 1
        self._turn_action()
        self._cancel_pending()
        self.decision = Decision(Kind.TURN, action.seat)
        self._play(action.seat, action.card, action.color, jump_in=True)

    def _cancel_pending(self) -> None:
        self.pending_draw.skips = 0
        self.pending_draw.cards = 0
        self.pending_challenge.seat = -1

    def _play(self, seat: int, card: int, color: int | None, *, jump_in: bool = False,
              double: bool = False) -> None:
        hand = self.hands[seat]
        # A Reverse jumped in on a Reverse replaces its direction change: one change in all.
        covers_reverse = jump_in and CARD_KIND[self.discard[-1]] == REVERSE
        hand.remove(card)
        self.discard.append(card)
        self.top_is_start = False
        self.last_player = seat
        self.passes = 0
        kind = CARD_KIND[card]
        prev_color = self.color
        if CARD_COLOR[card] != BLACK:
            self.color = CARD_COLOR[card]
        elif self.rules.circle_colour:
            circle = _CIRCLE_FORWARD if self.direction == 1 else _CIRCLE_BACKWARD
            self.color = circle[prev_color]
        else:
            self.color = color  # type: ignore[assignment]
        self._emit(ev.Played, seat, card, self.color, jump_in, double)
        if len(hand) == 1:
            if self.uno_window.precalled != (seat, self.turn_no):
                self.uno_window.seat = seat
                self.uno_window.turn = self.turn_no
        elif self.uno_window.seat == seat:
            self.uno_window.seat = -1
        # Effects that name the next player.
        rules = self.rules
        if kind == SKIP:
            self.pending_draw.skips += 1
        elif kind == REVERSE:
            if not covers_reverse:
                self.direction = -self.direction
                self._emit(ev.DirectionChanged, self.direction)
            if self.pending_draw.cards == 0 and self._active_count() == 2:
                self.pending_draw.skips += 1
        elif kind == DRAW_TWO:
            pend = self.pending_draw
            pend.cards = 2 if rules.stacking == "deflect" else pend.cards + 2
            self.pending_draw.kind = DRAW_TWO
        elif kind == WILD_DRAW_FOUR:
            self.pending_draw.cards += 4
            self.pending_draw.kind = WILD_DRAW_FOUR
            if rules.wd4_rule == "challenge":
                self.pending_challenge.seat = seat
                self.pending_challenge.prev_color = prev_color
                self.pending_challenge.bluff = any(CARD_COLOR[c] == prev_color for c in hand)
        elif kind == DRAW_TEN:
            self.pending_draw.cards += 10
            self.pending_draw.kind = DRAW_TEN
            self.pending_challenge.seat = -1
        if not hand and self._hand_emptied(seat):
            return
        if hand:
            if kind == 7 and rules.seven_zero:
                self.decision = Decision(Kind.SEVEN_TARGET, seat)
                return
            if kind == 0 and rules.seven_zero:
                self._rotate_hands()
            elif kind == 5 and rules.swap_on_five:
                self.decision = Decision(Kind.FIVE_TARGET, seat)
                return
        self._after_effects(seat)

    def _after_effects(self, seat: int) -> None:
        """The play's own choices are made: offer a double play, else end the turn."""
        if self.rules.double_play and self.active[seat]:
            top = self.discard[-1]
            if any(identical(c, top) for c in self.hands[seat]):
                self.decision = Decision(Kind.DOUBLE_PLAY, seat)
                return
        self._finish_turn(seat)

    def _finish_turn(self, seat: int) -> None:
        nxt = self._next(seat)
        if self.pending_draw.cards:
            self.pending_draw.skips = 0
            self._offer_penalty(nxt)
            return
        # Each pending Skip passes over the next other player; with two players, two Skips in
        # one turn (double_play) leave the player on turn: nobody skips their own turn.
        skips, self.pending_draw.skips = self.pending_draw.skips, 0
        for _ in range(min(skips, self.n)):
            if nxt == seat:
                break
            self._emit(ev.Skipped, nxt)
            nxt = self._next(nxt)
        self._start_turn(nxt)

    def _start_turn(self, seat: int) -> None:
        self.turn_no += 1
        limit = SEVEN_ROUNDS_TURN_LIMIT if self.rules.seven_rounds else TURN_LIMIT
        if self.turn_no > limit:
            self._end_blocked()
            return
        self.decision = self._turn_decisions[seat]
        self._emit(ev.TurnStarted, seat)

    def _offer_penalty(self, victim: int) -> None:
        self.turn_no += 1
        if self.pending_challenge.seat >= 0:
            self.decision = Decision(Kind.CHALLENGE, victim, penalty=self.pending_draw.cards)
        elif self.answers(victim) or self._jumpable_penalty():
            self.decision = Decision(Kind.PENALTY, victim, penalty=self.pending_draw.cards)
        else:
            self._take_penalty(victim)
            return
        self._emit(ev.PenaltyGrew, victim, self.pending_draw.cards)

    def _jumpable_penalty(self) -> bool:
        """Under jump_in, a Draw Two on top may still be covered by an identical one, whose
        effect replaces it: so its victim is asked to take the cards instead of drawing at once
        (which does not depend on whether anybody holds such a card: nothing leaks)."""
        return self.rules.jump_in and CARD_KIND[self.discard[-1]] == DRAW_TWO

    def _take_penalty(self, victim: int) -> None:
        count = self.pending_draw.cards
        self.pending_draw.cards = 0
        self.pending_challenge.seat = -1
        self._draw(victim, count, "penalty")
        self._emit(ev.Skipped, victim)
        self._start_turn(self._next(victim))

    def _hand_emptied(self, seat: int) -> bool:
        """A hand is empty after a play. True when the round ended."""
        rules = self.rules
        if rules.seven_rounds and self.stage[seat] > 1:
            self.stage[seat] -= 1
            size = self.stage[seat]
            self._emit(ev.NextHand, seat, size)
            # With no card left to draw, the emptied hand was the player's last one: they go out
            # (a player still in the round always holds a card).
            if self._draw(seat, size, "seven_rounds"):
                return False
        self.finished.append(seat)
        self._emit(ev.Finished, seat, len(self.finished))
        if self.uno_window.seat == seat:
            self.uno_window.seat = -1
        if rules.play_until_last:
            self.active[seat] = False
            if self._active_count() >= 2:
                self._after_effects(seat)
                return True
        # The last card's draw penalty is still drawn before hands are counted.
        if self.pending_draw.cards:
            victim = self._next(seat)
            if victim != seat:
                self._draw(victim, self.pending_draw.cards, "penalty")
            self.pending_draw.cards = 0
        self._end_round(self.finished[0], "out")
        return True

    # -- drawing ------------------------------------------------------------------------
    def _refill(self) -> bool:
        """Shuffle the discard pile (less its top card) into an empty draw pile.

        While a Wild Draw Four can still be challenged the card under it stays too: a proven
        bluff takes the Wild Draw Four back and that card is the top again."""
        keep = 2 if self.pending_challenge.seat >= 0 else 1
        if len(self.discard) <= keep:
            return False
        kept = self.discard[-keep:]
        pile = self.discard[:-keep]
        shuffle(self.rng, pile)
        self.draw_pile = pile
        self.discard = kept
        self._emit(ev.Reshuffled, len(pile))
        return True

    def _draw(self, seat: int, count: int, reason: str) -> list[int]:
        drawn: list[int] = []
        hand = self.hands[seat]
        for _ in range(count):
            if not self.draw_pile and not self._refill():
                break
            card = self.draw_pile.pop()
            hand.append(card)
            drawn.append(card)
        if drawn:
            self._emit(ev.Drew, seat, tuple(drawn), reason)
            if self.uno_window.seat == seat:
                self.uno_window.seat = -1
        return drawn

    def _on_draw(self, action: Draw) -> None:
        seat = action.seat
        rules = self.rules
        self._turn_action()
        if rules.draw_until_playable:
            drawn: list[int] = []
            while True:
                got = self._draw(seat, 1, "draw")
                if not got:
                    break
                drawn.append(got[0])
                if self.playable(seat, got[0]):
                    break
        else:
            drawn = self._draw(seat, 1, "draw")
        if not drawn:
            self.passes += 1
            if self.passes >= self._active_count():
                self._end_blocked()
                return
            self._emit(ev.Kept, seat)
            self._start_turn(self._next(seat))
            return
        self.passes = 0
        card = drawn[-1]
        if self.playable(seat, card):
            self.decision = Decision(Kind.PLAY_DRAWN, seat, drawn=card)
        else:
            self._emit(ev.Kept, seat)
            self._start_turn(self._next(seat))

    def _on_pass(self, action: Pass) -> None:
        seat = action.seat
        d = self.decision
        if d.kind is Kind.PLAY_DRAWN:
            self._turn_action()
            self._emit(ev.Kept, seat)
            self._start_turn(self._next(seat))
        elif d.kind is Kind.DOUBLE_PLAY:
            self._finish_turn(seat)
        else:
            self._after_effects(seat)

    # -- penalties and challenges -------------------------------------------------------
    def _on_accept(self, action: Accept) -> None:
        self._turn_action()
        self._take_penalty(action.seat)

    def _on_challenge(self, action: Challenge) -> None:
        seat = action.seat
        self._turn_action()
        bluffer = self.pending_challenge.seat
        hand = tuple(self.hands[bluffer])
        count = self.pending_draw.cards
        self.pending_draw.cards = 0
        self.pending_challenge.seat = -1
        self.reveal = (seat, hand)
        if self.pending_challenge.bluff:
            card = self.discard.pop()
            self.hands[bluffer].append(card)
            self.color = self.pending_challenge.prev_color
            self.last_player = -1
            self._emit(ev.ChallengeResolved, seat, bluffer, True, hand, bluffer, count)
            self._emit(ev.CardTakenBack, bluffer, card, self.color)
            if self.uno_window.seat == bluffer:
                self.uno_window.seat = -1
            self._draw(bluffer, count, "challenge")
            self._start_turn(seat)
        else:
            self._emit(ev.ChallengeResolved, seat, bluffer, False, hand, seat, count + 2)
            self._draw(seat, count + 2, "challenge")
            self._emit(ev.Skipped, seat)
            self._start_turn(self._next(seat))

    # -- colour, seats, trades ----------------------------------------------------------
    def _on_choose_color(self, action: ChooseColor) -> None:
        self.color = action.color
        self._emit(ev.ColorNamed, action.seat, action.color)
        first = self.pending_choice.first_after_color
        if not self.active[first]:
            first = self._next(first)
        self._start_turn(first)

    def _on_choose_seat(self, action: ChooseSeat) -> None:
        seat, target = action.seat, action.target
        d = self.decision
        if d.kind is Kind.SEVEN_TARGET:
            self.hands[seat], self.hands[target] = self.hands[target], self.hands[seat]
            self._emit(ev.HandsSwapped, seat, target)
            if self.uno_window.seat in (seat, target):
                self.uno_window.seat = -1
            self._after_effects(seat)
        else:
            self.pending_choice.trade_from, self.pending_choice.trade_to = seat, target
            self.decision = Decision(Kind.GIVE_CARD, seat, partner=target)

    def _on_give_card(self, action: GiveCard) -> None:
        seat, card = action.seat, action.card
        d = self.decision
        if seat == self.pending_choice.trade_from:
            self.pending_choice.trade_card = card
            self.decision = Decision(Kind.GIVE_CARD, d.partner, partner=seat)  # type: ignore[arg-type]
            return
        giver, taker = self.pending_choice.trade_from, seat
        given = self.pending_choice.trade_card
        self.hands[giver].remove(given)
        self.hands[taker].remove(card)
        self.hands[giver].append(card)
        self.hands[taker].append(given)
        self._emit(ev.CardsTraded, giver, taker, given, card)
        self.pending_choice.end_trade()
        self._after_effects(giver)

    def _rotate_hands(self) -> None:
        """After a 0: every hand moves to the next player in the direction of play."""
        seats = [s for s in range(self.n) if self.active[s]]
        if self.direction == -1:
            seats.reverse()
        moved = [self.hands[s] for s in seats]
        for i in range(len(seats)):
            self.hands[seats[(i + 1) % len(seats)]] = moved[i]
        self._emit(ev.HandsRotated, self.direction)
        self.uno_window.seat = -1

    # -- UNO ----------------------------------------------------------------------------
    def _on_call_uno(self, action: CallUno) -> None:
        seat = action.seat
        hand = self.hands[seat]
        if self.uno_window.seat == seat and len(hand) == 1:
            self.uno_window.seat = -1
            self._emit(ev.UnoCalled, seat)
            return
        if seat_options(self, seat, decision=False).call_uno:  # two cards on the own turn
            self.uno_window.precalled = (seat, self.turn_no)
            self._emit(ev.UnoCalled, seat)
            return
        self.lies[seat] += 1
        drawn = self._draw(seat, 2, "false_uno")
        self._emit(ev.FalseUno, seat, len(drawn), self.lies[seat])
        if self.rules.liar_limit and self.lies[seat] >= self.rules.liar_limit:
            self._remove(seat, "liar")

    def _on_catch(self, action: CatchUno) -> None:
        seat, target = action.seat, action.target
        self.uno_window.seat = -1
        self.uno_window.caught = target
        self.uno_window.caught_turn = self.turn_no
        drawn = self._draw(target, self.rules.uno_penalty, "uno_penalty")
        self._emit(ev.UnoCaught, seat, target, len(drawn))

    # -- leaving ------------------------------------------------------------------------
    def _on_forfeit(self, action: Forfeit) -> None:
        self._remove(action.seat, "forfeit")

    def _on_timeout(self, action: Timeout) -> None:
        seat = action.seat
        rules = self.rules
        d = self.decision
        if rules.timeout_action == "eliminate":
            self._remove(seat, "timeout")
            return
        kind = d.kind
        if kind is Kind.TURN:
            self._turn_action()
            got = self._draw(seat, 1, "timeout")
            self.passes = 0 if got else self.passes + 1
            if not got and self.passes >= self._active_count():
                self._end_blocked()
                return
            self._emit(ev.Kept, seat)
            self._start_turn(self._next(seat))
        elif kind is Kind.PLAY_DRAWN:
            self._turn_action()
            self._emit(ev.Kept, seat)
            self._start_turn(self._next(seat))
        elif kind is Kind.PENALTY or kind is Kind.CHALLENGE:
            self._turn_action()
            self._take_penalty(seat)
        elif kind is Kind.DOUBLE_PLAY:
            self._finish_turn(seat)
        elif kind is Kind.FIVE_TARGET:
            self._after_effects(seat)
        elif kind is Kind.SEVEN_TARGET:
            self._on_choose_seat(ChooseSeat(seat, self._next(seat)))
        elif kind is Kind.GIVE_CARD:
            self._on_give_card(GiveCard(seat, self.hands[seat][0]))
        elif kind is Kind.CHOOSE_COLOR:
            self._on_choose_color(ChooseColor(seat, choice(self.rng, COLORS)))

    def _remove(self, seat: int, reason: str) -> None:
        """Take a seat out of the match: its cards go under the draw pile."""
        d = self.decision
        hand = self.hands[seat]
        self.draw_pile[0:0] = hand
        self.hands[seat] = []
        was_active = self.active[seat]
        self.gone[seat] = True
        self.active[seat] = False
        if self.uno_window.seat == seat:
            self.uno_window.seat = -1
        self._emit(ev.PlayerOut, seat, reason)
        if not was_active:
            if self.pending_challenge.seat == seat and d.kind is Kind.CHALLENGE:
                # Gone out on a Wild Draw Four (play_until_last), then left: as below.
                self.pending_challenge.seat = -1
                self._offer_penalty(d.seat)
            return
        if self._active_count() < 2:
            self.pending_draw.cards = 0
            rest = [s for s in range(self.n) if self.active[s]]
            winner = self.finished[0] if self.finished else rest[0]
            self._end_round(winner, "last_standing")
            return
        kind = d.kind
        choice = self.pending_choice
        trading = kind is Kind.GIVE_CARD and seat in (choice.trade_from, choice.trade_to)
        if trading:
            actor = self.pending_choice.trade_from
            self.pending_choice.end_trade()
            if actor == seat:
                self._finish_turn(seat)
            else:
                self._after_effects(actor)
        elif d.seat == seat:
            if kind is Kind.CHOOSE_COLOR:
                namer = self._next(seat)
                if self.pending_choice.first_after_color == seat:
                    self.pending_choice.first_after_color = namer
                self.decision = Decision(Kind.CHOOSE_COLOR, namer)
            elif kind is Kind.PENALTY or kind is Kind.CHALLENGE:
                self.pending_draw.cards = 0
                self.pending_challenge.seat = -1
                self._start_turn(self._next(seat))
            else:
                self._finish_turn(seat)
        elif self.pending_challenge.seat == seat and kind is Kind.CHALLENGE:
            # Nobody is left to challenge: the penalty stands like an unchallengeable one.
            self.pending_challenge.seat = -1
            self._offer_penalty(d.seat)
        elif kind is Kind.CHOOSE_COLOR and self.pending_choice.first_after_color == seat:
            self.pending_choice.first_after_color = self._next(seat)

    # -- the end ------------------------------------------------------------------------
    def _end_blocked(self) -> None:
        if self.finished:  # play_until_last: the first player out has won already
            self._end_round(self.finished[0], "blocked")
            return
        values = [hand_value(h, self.rules) for h in self.hands]
        seats = [s for s in range(self.n) if self.active[s]]
        winner = min(seats, key=lambda s: (values[s], len(self.hands[s]), s))
        self._end_round(winner, "blocked")

    def _end_round(self, winner: int, reason: str) -> None:
        values = tuple(hand_value(h, self.rules) for h in self.hands)
        ranking = list(self.finished)
        if winner not in ranking:
            ranking.insert(0, winner)
        rest = [s for s in range(self.n) if s not in ranking and not self.gone[s]]
        rest.sort(key=lambda s: (values[s], len(self.hands[s]), s))
        ranking += rest
        ranking += [s for s in range(self.n) if self.gone[s] and s not in ranking]
        self.result = ev.RoundEnded(winner, reason, tuple(tuple(h) for h in self.hands),
                                    values, tuple(ranking))
        self.decision = Decision(Kind.ROUND_OVER, winner)
        self.pending_draw.cards = 0
        self.pending_draw.skips = 0
        self.uno_window.seat = -1
        if not self.quiet:
            self._events.append(self.result)

    # ------------------------------------------------------------------ invariants
    def card_count(self) -> int:
        return len(self.draw_pile) + len(self.discard) + sum(len(h) for h in self.hands)


_HANDLERS: dict[type, Callable[[Game, Any], None]] = {
    PlayCard: Game._on_play,
    JumpIn: Game._on_jump_in,
    Draw: Game._on_draw,
    Pass: Game._on_pass,
    Accept: Game._on_accept,
    Challenge: Game._on_challenge,
    ChooseColor: Game._on_choose_color,
    ChooseSeat: Game._on_choose_seat,
    GiveCard: Game._on_give_card,
    CallUno: Game._on_call_uno,
    CatchUno: Game._on_catch,
    Forfeit: Game._on_forfeit,
    Timeout: Game._on_timeout,
}
