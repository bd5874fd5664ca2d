"""A seat's situation in words: what it is asked now and what it may do, each offer labelled.

One function, :func:`situation`, from a :class:`SeatView` (never the game): the table's status
line and buttons and the phone page all read it, so a decision is worded once. The offers are
the engine's own legal actions for the seat, in the engine's order; nothing here decides what
is allowed. Keys (D, U, C) are the table's own addition to these words.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from uno_desktop.engine.actions import (
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
)
from uno_desktop.engine.cards import CARD_KIND, COLORS, WILD_COLOR_ROULETTE, WILD_FORCED_SWAP
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.view import SeatView
from uno_desktop.i18n import color_code

from .words import CardName, Words

#: What the seat is asked, by decision kind, where the question needs no argument.
_ASK = {Kind.DOUBLE_PLAY: "table-double-prompt", Kind.SEVEN_TARGET: "table-choose-swap",
        Kind.FIVE_TARGET: "table-choose-trade", Kind.GIVE_CARD: "table-choose-give",
        Kind.CHOOSE_COLOR: "table-choose-color"}


@dataclass(frozen=True)
class Offer:
    """One action the seat may take now, with its kind (how a page or button shows it) and
    its label. ``kind``: play, jump_in, give, draw, keep, pass, accept, challenge, color,
    target, uno or catch."""

    action: Action
    kind: str
    label: Words


@dataclass(frozen=True)
class Situation:
    """``status``: whose move it is, from this seat's side. ``prompt``: what this seat is asked
    now (None when nothing special). ``urgent``: the prompt is a chance that will pass (catch,
    jump in). ``offers``: every action open to the seat, decision and reactions."""

    status: Words
    prompt: Words | None
    urgent: bool
    offers: tuple[Offer, ...]

    def offer(self, kind: str) -> Offer | None:
        return next((o for o in self.offers if o.kind == kind), None)

    def has(self, kind: str) -> bool:
        return self.offer(kind) is not None


def situation(view: SeatView, names: Sequence[str], thinking: Collection[int] = ()) -> Situation:
    """``names``: every seat's name; ``thinking``: the seats a computer plays (their turn is
    said "is thinking")."""
    offers = tuple(offer_of(a, view, names) for a in view.legal)
    prompt, urgent = _prompt(view, names)
    return Situation(_status(view, names, thinking), prompt, urgent, offers)


def _status(view: SeatView, names: Sequence[str], thinking: Collection[int]) -> Words:
    if view.decision is Kind.ROUND_OVER:
        return Words("err-round_over")
    if view.my_turn:
        return Words("table-your-turn", {"player": names[view.seat]})
    return turn_words(view.decision_seat, names, thinking) or Words("err-round_over")


def turn_words(seat: int, names: Sequence[str], thinking: Collection[int] = ()) -> Words | None:
    """"Robbie's turn" ("Robbie is thinking…" for a computer); None for no seat."""
    if not 0 <= seat < len(names):
        return None
    key = "table-thinking" if seat in thinking else "table-turn"
    return Words(key, {"player": names[seat]})


def _prompt(view: SeatView, names: Sequence[str]) -> tuple[Words | None, bool]:
    """The question, and whether it is a passing chance (those come first: they do not wait)."""
    legal = view.legal
    if view.decision is Kind.ROUND_OVER:
        return None, False
    catch = next((a for a in legal if isinstance(a, CatchUno)), None)
    if catch is not None:
        return Words("prompt-catch", {"player": names[catch.target]}), True
    if not view.my_turn:
        if any(isinstance(a, JumpIn) for a in legal):
            return Words("prompt-jump-in"), True
        return None, False
    return _decision_prompt(view, names), False


def _decision_prompt(view: SeatView, names: Sequence[str]) -> Words | None:
    kind = view.decision
    legal = view.legal
    plays = any(isinstance(a, PlayCard) for a in legal)
    if kind is Kind.TURN:
        if not plays and Draw(view.seat) in legal:
            return nothing_fits(view)
        return Words("table-your-turn", {"player": names[view.seat]})
    if kind is Kind.PLAY_DRAWN and view.drawn is not None:
        return Words("table-drawn-prompt", {"card": CardName(view.drawn)})
    if kind is Kind.CHALLENGE:
        last = view.last_player if view.last_player >= 0 else view.seat
        return Words("table-challenge-prompt", {"player": names[last], "count": view.penalty})
    if kind is Kind.PENALTY:
        # Offer an answer only when the hand holds one (the engine lists it).
        key = "table-penalty-prompt" if plays else "why-take"
        return Words(key, {"count": view.penalty})
    return ask_words(view)


def color_words(view: SeatView) -> Words:
    """The colour in play as a label; with none (All Wild names no colour: the engine says
    black), that any card plays."""
    if view.color in COLORS:
        return Words(f"color-{color_code(view.color)}")
    return Words("table-any-card")


def nothing_fits(view: SeatView) -> Words:
    """No card fits: draw one, or (No Mercy, or the house rule) draw until one fits."""
    return Words("why-nothing-fits-until" if view.rules.draw_until_playable
                 else "why-nothing-fits")


def roulette_victim(view: SeatView) -> bool:
    """The colour is asked of a Wild Colour Roulette's victim (No Mercy), not of its player:
    it names what it will turn cards up for."""
    return (view.decision is Kind.CHOOSE_COLOR and view.top >= 0 and not view.top_is_start
            and CARD_KIND[view.top] == WILD_COLOR_ROULETTE)


def ask_words(view: SeatView) -> Words | None:
    """What a decision that asks for something other than a card asks (a colour, a seat, a
    card to give), or None. The card on top says why: the same question has other words after
    an All Wild Forced Swap (not a 7) or No Mercy's 7 (both compulsory swaps), and No Mercy's
    Colour Roulette asks its victim."""
    kind, top = view.decision, CARD_KIND[view.top] if view.top >= 0 else -1
    if kind is Kind.DRAW_TARGET:
        return Words("table-choose-draw-target", {"card": CardName(view.top)})
    if kind is Kind.SEVEN_TARGET and top == WILD_FORCED_SWAP:
        return Words("table-choose-forced-swap", {"card": CardName(view.top)})
    if kind is Kind.SEVEN_TARGET and view.rules.box == "no_mercy":  # the swap is compulsory
        return Words("table-choose-swap-seven")
    if roulette_victim(view):
        return Words("table-choose-roulette")
    if kind in _ASK:
        return Words(_ASK[kind])
    return None


def offer_of(action: Action, view: SeatView, names: Sequence[str]) -> Offer:
    """How one of the engine's legal actions is offered: its kind and label."""
    if isinstance(action, PlayCard):
        if action.color is not None:
            return Offer(action, "play", Words(f"color-{color_code(action.color)}"))
        return Offer(action, "play", Words("table-play"))
    if isinstance(action, JumpIn):
        if action.color is not None:
            return Offer(action, "jump_in", Words(f"color-{color_code(action.color)}"))
        return Offer(action, "jump_in", Words("table-jump-in"))
    if isinstance(action, GiveCard):
        return Offer(action, "give", Words("table-choose-give"))
    if isinstance(action, Draw):
        return Offer(action, "draw", Words("table-draw"))
    if isinstance(action, Pass):
        keep = view.decision is Kind.PLAY_DRAWN
        return Offer(action, "keep" if keep else "pass",
                     Words("table-keep" if keep else "table-pass"))
    if isinstance(action, Accept):
        return Offer(action, "accept", Words("table-take", {"count": view.penalty}))
    if isinstance(action, Challenge):
        return Offer(action, "challenge", Words("table-challenge"))
    if isinstance(action, ChooseColor):
        return Offer(action, "color", Words(f"color-{color_code(action.color)}"))
    if isinstance(action, ChooseSeat):
        return Offer(action, "target", Words("seat-name", {"player": names[action.target]}))
    if isinstance(action, CallUno):
        return Offer(action, "uno", Words("table-uno"))
    if isinstance(action, CatchUno):
        return Offer(action, "catch", Words("table-catch-player",
                                            {"player": names[action.target]}))
    # Forfeit and Timeout are never listed as legal actions.
    raise ValueError(f"not an action a seat is offered: {action!r}")


__all__ = ["Offer", "Situation", "ask_words", "color_words", "nothing_fits", "offer_of",
           "roulette_victim", "situation", "turn_words"]
