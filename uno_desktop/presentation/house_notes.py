"""House rules explained when they first happen: what the table says, once per rule per match,
the first time an option changes what happens (issue 30, item 3).

:func:`reveal` reads one engine event (as the table shows it, in order) with the little it
must remember of the events before (:class:`Trail`: the penalty waiting for an answer, the
last card played, the seats still in the round, a run of draws) and returns the
:class:`Note` it calls for: the option that made it happen and the sentence to say
(:class:`~.words.Words`, translated when shown), or None. Only what the events tell is read,
never a hand: every seat may see every note.

:class:`HouseNotes` is what a table keeps for one match: the trail, and the notes already
given (by :attr:`Note.key`: the option, or the option and what it did for an option that does
two different things, a 7 and a 0 under ``seven_zero``, the two ends of the turn timer). It is
not saved: a match loaded from a save may explain a rule again, once.

Under another box an option the box fixes (``rules.BOX_FIXED``: No Mercy's stacking by value
and its 7-0, All Wild's free Wild Draw Four) is the box's own rule, not a house rule the family
chose: :class:`HouseNotes` gives no note for it (the rules help describes the box). All Wild's
Wild Draw Two is a Draw Two for mixed stacking: a Wild Draw Two and a Wild Draw Four on each
other are mixed; its Wild Reverse sends a penalty back with a sentence of its own (no colour).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from uno_desktop import i18n
from uno_desktop.engine import events as ev
from uno_desktop.engine.cards import (
    BLACK,
    CARD_COLOR,
    CARD_KIND,
    DRAW_KINDS,
    DRAW_TEN,
    DRAW_TWO,
    REVERSE,
    WILD_DRAW_FOUR,
    WILD_DRAW_TWO,
    WILD_REVERSE,
)
from uno_desktop.engine.rules import BOX_FIXED, Rules

from .words import CardName, Words

#: Every note: key -> (the option it explains, its message id). The catalogs hold each id.
NOTES: dict[str, tuple[str, str]] = {
    "stacking": ("stacking", "house-stacking"),
    "stacking.deflect": ("stacking", "house-deflect"),
    "stack_mixed": ("stack_mixed", "house-stack-mixed"),
    "reverse_deflect": ("reverse_deflect", "house-reverse-deflect"),
    "reverse_deflect.wild": ("reverse_deflect", "house-reverse-deflect-wild"),
    "seven_zero.seven": ("seven_zero", "house-seven"),
    "seven_zero.zero": ("seven_zero", "house-zero"),
    "jump_in": ("jump_in", "house-jump-in"),
    "double_play": ("double_play", "house-double"),
    "swap_on_five": ("swap_on_five", "house-trade"),
    "circle_colour": ("circle_colour", "house-circle"),
    "seven_rounds": ("seven_rounds", "house-seven-rounds"),
    "play_until_last": ("play_until_last", "house-play-until-last"),
    "draw_until_playable": ("draw_until_playable", "house-draw-until"),
    "blank_cards": ("blank_cards", "house-draw-ten"),
    "wd4_rule.free": ("wd4_rule", "house-wd4-free"),
    "turn_timer": ("turn_timer", "house-timer-draw"),
    "timeout_action": ("timeout_action", "house-timer-out"),
    "liar_limit": ("liar_limit", "house-liar"),
    "scoring.elimination": ("scoring", "house-elimination"),
}

# Events that may come between a penalty reaching a seat and that seat's answer (UNO calls and
# catches of others): they leave the waiting penalty as it is.
_ASIDES = (ev.UnoCalled, ev.UnoCallCleared, ev.UnoWindowOpened, ev.UnoWindowClosed, ev.UnoCaught,
           ev.FalseUno, ev.Reshuffled)


@dataclass(frozen=True, slots=True)
class Note:
    key: str  # what is remembered as explained (a key of NOTES)
    words: Words

    @property
    def option(self) -> str:
        """The rule option (a ``Rules`` field) that made it happen."""
        return NOTES[self.key][0]


@dataclass(slots=True)
class Trail:
    """What :func:`reveal` remembers of the events before the one it reads."""

    active: int  # seats still playing this round
    victim: int = -1  # the seat a penalty waits on (PenaltyGrew), -1 when none
    total: int = 0  # that penalty's cards
    top_kind: int = -1  # the kind of the last card played
    giver: int = -1  # who played the last draw card
    last_player: int = -1  # who played the last card
    draws: tuple[int, int] = (-1, 0)  # (seat, cards) of a turn's draws one after the other


def reveal(event: ev.Event, rules: Rules, names: Sequence[str], trail: Trail) -> Note | None:
    """The note ``event`` calls for under ``rules``, given the ``trail`` of the events before
    it (not changed here: :func:`follow` moves it on)."""
    if isinstance(event, ev.Played):
        return _played(event, rules, names, trail)
    if isinstance(event, ev.HandsSwapped) and rules.seven_zero:
        return _note("seven_zero.seven", player=names[event.seat], target=names[event.target])
    if isinstance(event, ev.HandsRotated) and rules.seven_zero:
        who = names[trail.last_player] if 0 <= trail.last_player < len(names) else ""
        return _note("seven_zero.zero", player=who, direction=_direction(event.direction))
    if isinstance(event, ev.CardsTraded) and rules.swap_on_five:
        return _note("swap_on_five", player=names[event.seat], target=names[event.target])
    if isinstance(event, ev.NextHand) and rules.seven_rounds:
        return _note("seven_rounds", player=names[event.seat], count=event.size)
    if isinstance(event, ev.LeftRound) and rules.play_until_last and trail.active - 1 >= 2:
        return _note("play_until_last", player=names[event.seat])
    if isinstance(event, ev.Drew):
        if event.reason == "timeout":
            return _note("turn_timer", player=names[event.seat])
        if (event.reason == "draw" and rules.draw_until_playable
                and trail.draws[0] == event.seat and trail.draws[1] >= 1):
            return _note("draw_until_playable", player=names[event.seat])
    if isinstance(event, ev.PlayerOut):
        if event.reason == "timeout":
            return _note("timeout_action", player=names[event.seat])
        if event.reason == "liar":
            return _note("liar_limit", player=names[event.seat], count=rules.liar_limit)
        if event.reason == "elimination":
            return _note("scoring.elimination", player=names[event.seat], points=rules.target)
    return None


def _played(e: ev.Played, rules: Rules, names: Sequence[str], trail: Trail) -> Note | None:
    player = names[e.seat]
    kind = CARD_KIND[e.card]
    if e.jump_in:
        return _note("jump_in", player=player, card=CardName(e.card))
    if e.double:
        return _note("double_play", player=player, card=CardName(e.card))
    answering = e.seat == trail.victim
    if answering and kind in (REVERSE, WILD_REVERSE):  # All Wild's has no colour to match
        target = names[trail.giver] if 0 <= trail.giver < len(names) else ""
        key = "reverse_deflect" if kind == REVERSE else "reverse_deflect.wild"
        return _note(key, player=player, target=target, count=trail.total)
    if answering and kind in DRAW_KINDS:
        card = CardName(e.card)
        if rules.stacking == "deflect":
            return _note("stacking.deflect", player=player, card=card)
        twos = (DRAW_TWO, WILD_DRAW_TWO)
        mixed = (kind in twos) != (trail.top_kind in twos)
        total = trail.total + DRAW_KINDS[kind]
        return _note("stack_mixed" if mixed else "stacking", player=player, card=card,
                     count=total)
    if CARD_COLOR[e.card] == BLACK and rules.circle_colour:
        return _note("circle_colour", color=i18n.color_code(e.color))
    if kind == DRAW_TEN:
        return _note("blank_cards", player=player)
    if kind == WILD_DRAW_FOUR and rules.wd4_rule == "free":
        return _note("wd4_rule.free", player=player)
    return None


def follow(event: ev.Event, trail: Trail) -> None:
    """Move ``trail`` past ``event``."""
    if isinstance(event, ev.Dealt):
        trail.active = sum(1 for hand in event.hands if hand)
        trail.victim, trail.total, trail.top_kind, trail.giver = -1, 0, -1, -1
    elif isinstance(event, ev.LeftRound | ev.PlayerOut):
        trail.active -= 1
    if isinstance(event, ev.Drew):
        seat, count = trail.draws
        trail.draws = (event.seat, count + 1 if seat == event.seat else 1) \
            if event.reason == "draw" else (-1, 0)
    elif not isinstance(event, _ASIDES):
        trail.draws = (-1, 0)
    if isinstance(event, ev.PenaltyGrew):
        trail.victim, trail.total = event.seat, event.total
    elif isinstance(event, ev.Drew):
        if event.seat == trail.victim:
            trail.victim = -1
    elif not isinstance(event, _ASIDES):
        trail.victim = -1
    if isinstance(event, ev.Played):
        trail.top_kind = CARD_KIND[event.card]
        trail.last_player = event.seat
        if trail.top_kind in DRAW_KINDS:
            trail.giver = event.seat


def _note(key: str, **args: str | int | CardName) -> Note:
    return Note(key, Words(NOTES[key][1], args))


def _direction(direction: int) -> str:
    return "clockwise" if direction == 1 else "counter"


@dataclass(slots=True)
class HouseNotes:
    """One match's notes: :meth:`read` each event as it is shown; it returns the note to show,
    or None (nothing to explain, already explained this match, or ``enabled`` is off)."""

    rules: Rules
    names: Sequence[str]
    active: int
    enabled: bool = True
    explained: set[str] = field(default_factory=set)
    trail: Trail = field(init=False)

    def __post_init__(self) -> None:
        self.trail = Trail(self.active)

    def read(self, event: ev.Event) -> Note | None:
        note = reveal(event, self.rules, self.names, self.trail)
        follow(event, self.trail)
        if note is None or not self.enabled or note.key in self.explained:
            return None
        if note.option in BOX_FIXED.get(self.rules.box, {}):
            return None  # the box fixes it (No Mercy's 7s, All Wild's free +4): no house rule

        self.explained.add(note.key)
        return note


__all__ = ["NOTES", "HouseNotes", "Note", "Trail", "follow", "reveal"]
