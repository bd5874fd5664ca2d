"""What one seat may do now: the single source of ``legal_actions`` and of ``apply``'s check.

``seat_options(game, seat)`` works out, from the state alone, every action the seat may take.
``Game.legal_actions`` lists them and ``Game.apply`` accepts an action only when
``SeatOptions.allows`` says so, so "listed" and "accepted" cannot drift apart. When an action is
refused, ``refusal`` only explains why (a reason code for the player); it never decides.

Two kinds of accepted actions are not listed: a false UNO call (accepted, and punished, under
``false_uno_penalty``), and Forfeit and Timeout, which are always open and fed by the player or
the clock rather than chosen from a list.
"""

from __future__ import annotations

from typing import Final

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
    CARD_COUNT,
    CARD_KIND,
    COLORS,
    DISCARD_ALL,
    WILD_COLOR_ROULETTE,
    WILD_DRAW_FOUR,
    identical,
)
from .decisions import Kind
from .errors import IllegalAction
from .round_state import RoundState

# Decisions during which a player is "on turn": UNO may be called with two cards, jump-in is open.
TURN_KINDS: Final = frozenset({Kind.TURN, Kind.PLAY_DRAWN, Kind.PENALTY, Kind.CHALLENGE,
                        Kind.DOUBLE_PLAY})
_PLAY_KINDS = TURN_KINDS
_REACTIONS = (CallUno, CatchUno, JumpIn)


class SeatOptions:
    """Everything ``seat`` may do in the current state. The class attributes are the defaults
    (nothing allowed); ``seat_options`` sets only what applies, which keeps it cheap to build
    for every action ``apply`` checks."""

    kind: Kind | None = None  # the decision this seat owns, None when it owns none
    plays: tuple[int, ...] = ()  # PlayCard
    draw: bool = False
    pass_: bool = False
    accept: bool = False
    challenge: bool = False
    targets: tuple[int, ...] = ()  # ChooseSeat
    gives: tuple[int, ...] = ()  # GiveCard
    colors: bool = False  # ChooseColor
    call_uno: bool = False  # a rightful UNO call (listed)
    false_uno: bool = False  # a call that does not apply, taken with its penalty (not listed)
    catch: int = -1  # the seat this one may catch
    jumps: tuple[int, ...] = ()  # JumpIn
    timeout: bool = False  # not listed: fed by the clock
    forfeit: bool = False  # not listed: always open to a seat still in the match

    def __init__(self, seat: int, black_needs_color: bool = True) -> None:
        self.seat = seat
        self.black_needs_color = black_needs_color  # False under circle_colour and in All Wild

    def needs_color(self, card: int) -> bool:
        return self.black_needs_color and names_color(card)

    def _color_fits(self, card: int, color: int | None) -> bool:
        if self.needs_color(card):
            return color in COLORS
        return color is None

    def allows(self, action: Action) -> bool:
        """Is ``action`` (already checked for shape by :func:`malformed`) accepted now?"""
        match action:
            case PlayCard(card=card, color=color):
                return card in self.plays and self._color_fits(card, color)
            case JumpIn(card=card, color=color):
                return card in self.jumps and self._color_fits(card, color)
            case Draw():
                return self.draw
            case Pass():
                return self.pass_
            case Accept():
                return self.accept
            case Challenge():
                return self.challenge
            case ChooseColor(color=color):
                return self.colors and color in COLORS
            case ChooseSeat(target=target):
                return target in self.targets
            case GiveCard(card=card):
                return card in self.gives
            case CallUno():
                return self.call_uno or self.false_uno
            case CatchUno(target=target):
                return self.catch >= 0 and target == self.catch
            case Timeout():
                return self.timeout
            case Forfeit():
                return self.forfeit
        return False

    def listed(self) -> list[Action]:
        """The actions a player chooses from (decision first, then reactions)."""
        seat = self.seat
        out: list[Action] = []
        for card in self.plays:
            self._variants(PlayCard, card, out)
        if self.draw:
            out.append(Draw(seat))
        if self.pass_ and self.kind is not Kind.FIVE_TARGET:
            out.append(Pass(seat))
        if self.accept:
            out.append(Accept(seat))
        if self.challenge:
            out.append(Challenge(seat))
        out.extend(ChooseSeat(seat, t) for t in self.targets)
        if self.pass_ and self.kind is Kind.FIVE_TARGET:
            out.append(Pass(seat))
        out.extend(GiveCard(seat, c) for c in self.gives)
        if self.colors:
            out.extend(ChooseColor(seat, c) for c in COLORS)
        if self.call_uno:
            out.append(CallUno(seat))
        if self.catch >= 0:
            out.append(CatchUno(seat, self.catch))
        for card in self.jumps:
            self._variants(JumpIn, card, out)
        return out

    def _variants(self, cls: type[PlayCard] | type[JumpIn], card: int, out: list[Action]) -> None:
        if self.needs_color(card):
            out.extend(cls(self.seat, card, color) for color in COLORS)
        else:
            out.append(cls(self.seat, card))


def names_color(card: int) -> bool:
    """Does playing ``card`` name a colour (unless circle_colour names it)? A black card does,
    but for No Mercy's Wild Colour Roulette, whose victim names it."""
    return CARD_COLOR[card] == BLACK and CARD_KIND[card] != WILD_COLOR_ROULETTE


def is_reaction(action: Action) -> bool:
    return type(action) in _REACTIONS


def seat_options(game: RoundState, seat: int, *, decision: bool = True,
                 reactions: bool = True) -> SeatOptions:
    """What ``seat`` may do now. ``decision``/``reactions`` leave out the part not asked for
    (a speed-up for ``apply``; what is computed is the same either way)."""
    rules = game.rules
    opts = SeatOptions(seat, black_needs_color=game.black_needs_color)
    d = game.decision
    if d.kind is Kind.ROUND_OVER or not 0 <= seat < game.n:
        return opts
    opts.forfeit = not game.gone[seat]
    if not game.active[seat]:
        return opts
    own = d.seat == seat
    if own:
        opts.kind = d.kind
        opts.timeout = bool(rules.turn_timer)
        if decision:
            _decision_options(game, opts)
    if reactions:
        _reaction_options(game, opts)
    return opts


def _decision_options(game: RoundState, opts: SeatOptions) -> None:
    seat = opts.seat
    d = game.decision
    kind = d.kind
    rules = game.rules
    if kind is Kind.TURN:
        cards = game.playable_cards(seat)
        opts.plays = tuple(cards)
        opts.draw = not cards or rules.allow_voluntary_draw
    elif kind is Kind.PLAY_DRAWN:
        drawn = d.drawn
        # The drawn card may have stopped being playable since (a false UNO call or a catch
        # brought cards of the current colour under ``wd4_rule=enforced``): then it is kept.
        if drawn is not None and drawn in game.hands[seat] and game.playable(seat, drawn):
            opts.plays = (drawn,)
        opts.pass_ = rules.drawn_card == "may_play" or not opts.plays
    elif kind is Kind.PENALTY or kind is Kind.CHALLENGE:
        opts.plays = tuple(game.answers(seat))
        opts.accept = True
        opts.challenge = kind is Kind.CHALLENGE and game.pending_challenge.seat >= 0
    elif kind is Kind.DOUBLE_PLAY:
        top = game.discard[-1]
        opts.plays = tuple(c for c in game.hands[seat] if identical(c, top))
        opts.pass_ = True
    elif kind is Kind.SEVEN_TARGET or kind is Kind.FIVE_TARGET or kind is Kind.DRAW_TARGET:
        # A trade partner must hold a card to give.
        opts.targets = tuple(o for o in range(game.n) if o != seat and game.active[o]
                             and (kind is not Kind.FIVE_TARGET or game.hands[o]))
        opts.pass_ = kind is Kind.FIVE_TARGET or not opts.targets
    elif kind is Kind.GIVE_CARD:
        opts.gives = tuple(game.hands[seat])
    elif kind is Kind.CHOOSE_COLOR:
        opts.colors = True


def _reaction_options(game: RoundState, opts: SeatOptions) -> None:
    seat = opts.seat
    rules = game.rules
    d = game.decision
    hand = game.hands[seat]
    count = len(hand)
    # Rightful: one card in the open window, or two cards on the own turn (once a turn).
    opts.call_uno = (game.uno_window.seat == seat and count == 1) or (
        seat == d.seat and d.kind in TURN_KINDS
        and (count == 2 or rules.box == "no_mercy" and _discard_all_leaves_one(game, seat))
        and game.uno_window.precalled != (seat, game.turn_no))
    if not opts.call_uno:
        opts.false_uno = (rules.false_uno_penalty and seat != game.uno_window.caught and count != 1
                          and game.uno_window.precalled != (seat, game.turn_no))
    target = game.uno_catchable()
    if target >= 0 and target != seat:
        opts.catch = target
    if (rules.jump_in and not game.top_is_start and d.kind in TURN_KINDS and seat != d.seat
            and seat != game.last_player):
        top = game.discard[-1]
        opts.jumps = tuple(c for c in hand if identical(c, top))


def _discard_all_leaves_one(game: RoundState, seat: int) -> bool:
    """No Mercy (``nm_discard_all_uno``): ``seat``, on turn, may play a Discard All that leaves
    it exactly one card, so it may call UNO before that play, however many cards it holds."""
    d = game.decision
    hand = game.hands[seat]
    if d.kind is Kind.TURN:
        cards = game.playable_cards(seat)
    elif d.kind is Kind.PLAY_DRAWN and d.drawn is not None:
        cards = [d.drawn]
    else:
        return False
    colors = CARD_COLOR
    for card in cards:
        if CARD_KIND[card] == DISCARD_ALL:
            color = colors[card]
            if sum(1 for c in hand if colors[c] != color) == 1:
                return True
    return False


# ------------------------------------------------------------------ the boundary
# Which fields each action has besides its seat: (card, colour, target). One dict lookup per
# action instead of a chain of isinstance checks (apply runs this for every action).
_SHAPES: dict[type, tuple[bool, bool, bool]] = {
    PlayCard: (True, True, False), JumpIn: (True, True, False), GiveCard: (True, False, False),
    ChooseColor: (False, True, False), ChooseSeat: (False, False, True),
    CatchUno: (False, False, True), Draw: (False, False, False), Pass: (False, False, False),
    Accept: (False, False, False), Challenge: (False, False, False),
    CallUno: (False, False, False), Forfeit: (False, False, False),
    Timeout: (False, False, False),
}


def malformed(action: object, players: int) -> str | None:
    """Why ``action`` is not an action of this game at all (wrong type, a field of the wrong
    type or out of range), or None. Checked before anything else looks at the action."""
    shape = _SHAPES.get(type(action))
    if shape is None:
        return f"not an action: {type(action).__name__}"
    seat = getattr(action, "seat", None)
    if type(seat) is not int or not 0 <= seat < players:  # a bool is not a seat
        return f"seat must be a whole number from 0 to {players - 1}, not {seat!r}"
    has_card, has_color, has_target = shape
    if has_card:
        card = getattr(action, "card", None)
        if type(card) is not int or not 0 <= card < CARD_COUNT:
            return f"card must be a card id from 0 to {CARD_COUNT - 1}, not {card!r}"
    if has_color:
        color = getattr(action, "color", None)
        if color is None:
            if type(action) is ChooseColor:
                return "a colour must be named"
        elif type(color) is not int:
            return f"colour must be a whole number or none, not {color!r}"
    if has_target:
        target = getattr(action, "target", None)
        if type(target) is not int or not 0 <= target < players:
            return f"target must be a seat from 0 to {players - 1}, not {target!r}"
    return None


def refusal(game: RoundState, action: Action, opts: SeatOptions) -> IllegalAction:
    """Why ``opts`` does not allow ``action``: a reason code and an English message."""
    seat = action.seat
    d = game.decision
    kind = type(action)
    hand = game.hands[seat]
    rules = game.rules
    if kind is CallUno:
        if seat == game.uno_window.caught:
            return IllegalAction("uno_too_late", "UNO was called too late: already caught")
        if len(hand) == 1 or game.uno_window.precalled == (seat, game.turn_no):
            return IllegalAction("uno_already_called", "UNO was already called")
        return IllegalAction("uno_not_applicable", "UNO can only be called with one card left")
    if kind is CatchUno:
        return IllegalAction("nothing_to_catch", "nobody can be caught right now")
    if kind is Forfeit:
        return IllegalAction("not_in_game", "this seat already left")
    if kind is Timeout:
        if not rules.turn_timer:
            return IllegalAction("no_timer", "these rules have no turn timer")
        return IllegalAction("not_your_turn", "it is not this seat's move")
    if isinstance(action, JumpIn):
        card, color = action.card, action.color
        if not rules.jump_in:
            return IllegalAction("jump_in_not_allowed", "jump-in is not in these rules")
        if card not in hand:
            return IllegalAction("no_such_card", "that card is not in this hand")
        problem = _color_problem(card, color, opts)
        if problem is not None:
            return problem
        return IllegalAction("jump_in_not_allowed",
                             "only an identical card can jump in, not on the start card")
    if d.seat != seat:
        return IllegalAction("not_your_turn", "it is not this seat's move")
    wanted = _DECISIONS.get(kind, ())
    if d.kind not in wanted:
        return IllegalAction("wrong_decision", f"the game is waiting for {d.kind.value}")
    if isinstance(action, PlayCard):
        card, color = action.card, action.color
        if card not in hand:
            return IllegalAction("no_such_card", "that card is not in this hand")
        problem = _color_problem(card, color, opts)
        if problem is not None:
            return problem
        if d.kind is Kind.TURN:
            if CARD_KIND[card] == WILD_DRAW_FOUR:
                return IllegalAction("wd4_not_allowed",
                                     "a Wild Draw Four needs a hand without the current colour")
            return IllegalAction("not_playable", "that card does not match the top card")
        if d.kind is Kind.PLAY_DRAWN:
            if card != d.drawn:
                return IllegalAction("must_play_drawn", "only the card just drawn can be played")
            return IllegalAction("not_playable", "that card does not match the top card")
        if d.kind is Kind.DOUBLE_PLAY:
            return IllegalAction("not_identical", "only an identical card can be played too")
        return IllegalAction("must_answer_penalty",
                             "answer the penalty with a card that may be stacked, or accept it")
    if kind is Draw:
        return IllegalAction("draw_not_allowed", "a card can be played, so you may not draw")
    if kind is Pass:
        if d.kind is Kind.PLAY_DRAWN:
            return IllegalAction("must_play_drawn", "a playable drawn card must be played")
        # A 7 (No Mercy: compulsory), a Forced Swap or a Targeted Draw Two with a player to name.
        return IllegalAction("must_choose_seat", "choose a player: this card's effect is not "
                             "optional")
    if kind is Challenge:
        return IllegalAction("no_challenge", "there is no Wild Draw Four to challenge")
    if kind is ChooseColor:
        return IllegalAction("bad_color", "not a colour")
    if kind is ChooseSeat:
        return IllegalAction("bad_target", "choose another player still in the round")
    if kind is GiveCard:
        return IllegalAction("no_such_card", "that card is not in this hand")
    return IllegalAction("wrong_decision", f"the game is waiting for {d.kind.value}")


def _color_problem(card: int, color: int | None, opts: SeatOptions) -> IllegalAction | None:
    if opts._color_fits(card, color):
        return None
    if color is None:
        return IllegalAction("need_color", "name a colour for a black card")
    return IllegalAction("bad_color", "not a colour")


# The decisions each decision action answers (for the reason code when it comes at the wrong one).
_DECISIONS: dict[type, tuple[Kind, ...]] = {
    PlayCard: tuple(_PLAY_KINDS),
    Draw: (Kind.TURN,),
    Pass: (Kind.PLAY_DRAWN, Kind.DOUBLE_PLAY, Kind.FIVE_TARGET, Kind.SEVEN_TARGET,
           Kind.DRAW_TARGET),
    Accept: (Kind.PENALTY, Kind.CHALLENGE),
    Challenge: (Kind.CHALLENGE,),
    ChooseColor: (Kind.CHOOSE_COLOR,),
    ChooseSeat: (Kind.SEVEN_TARGET, Kind.FIVE_TARGET, Kind.DRAW_TARGET),
    GiveCard: (Kind.GIVE_CARD,),
}
