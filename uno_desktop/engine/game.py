"""One round of UNO as a state machine.

``Game.apply(action)`` either changes the state and returns the events that happened, or raises
:class:`IllegalAction` and leaves the state exactly as it was: every check runs before the first
change. Rules decisions live in the engine and only there; the UI and the bots ask ``decision``
and ``legal_actions`` instead of re-deriving them.

A ``Game`` is the round's state (:class:`~.round_state.RoundState`: the fields everyone reads)
with the public API on top; the rules that change it are parts, one per concern, each given
what it needs when the game is built:

    uno_calls   the UNO window and the calls that stand     drawing     cards from the pile
    round_end   the next turn, or the end of the round      penalties   draw penalties, challenges
    turn_end    double play, skips, the next player         swaps       0 / 7 / 5 swaps, colour
    turn        play, jump in, draw, pass, a card's target  leaving     forfeit, the turn timer
    reactions   the UNO call and the catch                  dealing     the deal and start card
    no_mercy    No Mercy's start card, Discard All, roulette, the round after a knock-out
                (``mercy``: the knock-out, called by ``drawing``)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

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
from .cards import BLACK, CARD_COLOR, CARD_KIND, COLORS, WILD_COLOR_ROULETTE
from .dealing import deal
from .decisions import Kind
from .drawing import Drawing
from .errors import IllegalAction, PositionError
from .leaving import Leaving
from .no_mercy import NoMercy
from .options import SeatOptions, is_reaction, malformed, refusal, seat_options
from .penalties import Penalties
from .position import check_position
from .randomness import choice, shuffle
from .reactions import Reactions
from .round_end import SEVEN_ROUNDS_TURN_LIMIT, TURN_LIMIT, RoundEnd
from .round_state import RoundState
from .rules import Rules
from .swaps import Swaps
from .turn import Turn
from .turn_end import TurnEnd
from .uno_calls import UnoCalls
from .view import SeatView

__all__ = ["HANDLED", "SEVEN_ROUNDS_TURN_LIMIT", "TURN_LIMIT", "Game"]
# Every action type ``_dispatch`` hands to a part.
HANDLED: Final = (PlayCard, Draw, Pass, Accept, Challenge, ChooseColor, ChooseSeat, GiveCard,
                  JumpIn, CallUno, CatchUno, Forfeit, Timeout)


class Game(RoundState):
    """The state of one round and its public API. Build it with :meth:`new_round`."""

    def __init__(self, rules: Rules, players: int, rng: random.Random) -> None:
        super().__init__(rules, players, rng)
        # The parts hold no state of their own (it is all in the fields above, which copies
        # and saves take as a whole): each is the rules of one concern.
        calls = UnoCalls(self)
        self.drawing = Drawing(self, calls)
        self.round_end = RoundEnd(self, calls)
        self.penalties = Penalties(self, calls, self.drawing, self.round_end)
        turn_end = TurnEnd(self, self.penalties, self.round_end)
        self.no_mercy = NoMercy(self, calls, self.drawing, self.round_end)
        self.swaps = Swaps(self, calls, turn_end, self.round_end, self.no_mercy)
        self.turn = Turn(self, calls, self.drawing, self.round_end, self.penalties, turn_end,
                         self.swaps, self.no_mercy)
        self.leaving = Leaving(self, calls, self.drawing, self.round_end, self.penalties,
                               turn_end, self.swaps, self.turn)
        self.reactions = Reactions(self, calls, self.drawing, self.leaving)

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
            pile = rules.deck()
            shuffle(rng, pile)
        else:
            pile = list(deck)
            full = rules.deck()
            given = set(pile)
            if len(given) != len(pile) or not given <= set(full):
                raise ValueError("a stacked deck must hold distinct cards of this deck")
            pile += [c for c in full if c not in given]
            pile.reverse()
        game.draw_pile = pile
        deal(game, game.drawing, game.round_end, first)
        return game, game.take_events()

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
        game.decision = game.turn_decisions[turn]
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
        sampling.determinize(game, view, rng, lacks)
        return game

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
        new.knocked, new.under = list(self.knocked), self.under
        new.events = []

    # ------------------------------------------------------------------ what a seat may do
    def can_jump_in(self, seat: int, card: int) -> bool:
        return card in seat_options(self, seat, decision=False).jumps

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
        _dispatch(self, action)
        return self.take_events()

    def apply_listed(self, action: Action) -> list[ev.Event]:
        """Apply an action taken from this very state's :meth:`legal_actions`, without checking
        it a second time: the lean path for searches, which play millions of them. The same
        rules code runs; anything that does not come from that list goes through :meth:`apply`."""
        _dispatch(self, action)
        return self.take_events()


def _dispatch(game: Game, action: Action) -> None:
    """Hand ``action`` to the part whose rules answer it (the commonest first). A chain rather
    than a table of bound methods, which every Game (thousands of search copies) would build."""
    if isinstance(action, PlayCard):
        game.turn.on_play(action)
    elif isinstance(action, Draw):
        game.turn.on_draw(action)
    elif isinstance(action, Pass):
        game.turn.on_pass(action)
    elif isinstance(action, Accept):
        game.penalties.on_accept(action)
    elif isinstance(action, Challenge):
        game.penalties.on_challenge(action)
    elif isinstance(action, ChooseColor):
        game.swaps.on_choose_color(action)
    elif isinstance(action, ChooseSeat):
        if game.decision.kind is Kind.DRAW_TARGET:  # a Wild Targeted Draw Two's victim
            game.turn.on_target(action)
        else:
            game.swaps.on_choose_seat(action)
    elif isinstance(action, GiveCard):
        game.swaps.on_give_card(action)
    elif isinstance(action, JumpIn):
        game.turn.on_jump_in(action)
    elif isinstance(action, CallUno):
        game.reactions.on_call_uno(action)
    elif isinstance(action, CatchUno):
        game.reactions.on_catch(action)
    elif isinstance(action, Forfeit):
        game.leaving.on_forfeit(action)
    elif isinstance(action, Timeout):
        if not _no_mercy_timeout(game, action):
            game.leaving.on_timeout(action)
    else:
        raise TypeError(f"not an action: {type(action).__name__}")
    if game.knocked:  # No Mercy: a knock-out may pass the turn or end the round
        game.no_mercy.settle()


def _no_mercy_timeout(game: Game, action: Timeout) -> bool:
    """No Mercy's ``draw_pass`` on a turn: draw until playable and play that card (a random
    colour if wild). True when done; anything else is the classic timeout's."""
    rules = game.rules
    d = game.decision
    if (rules.box != "no_mercy" or rules.timeout_action != "draw_pass"
            or d.kind not in (Kind.TURN, Kind.PLAY_DRAWN)):
        return False
    seat = action.seat
    if d.kind is Kind.TURN:
        game.turn.on_draw(Draw(seat))
        d = game.decision
        if d.kind is not Kind.PLAY_DRAWN or d.seat != seat:
            return True
    card = d.drawn
    if card is None or card not in game.hands[seat] or not game.playable(seat, card):
        return False
    color: int | None = None
    if CARD_COLOR[card] == BLACK and CARD_KIND[card] != WILD_COLOR_ROULETTE \
            and not rules.circle_colour:
        color = choice(game.rng, COLORS)
    game.turn.on_play(PlayCard(seat, card, color))
    return True
