"""Why a card of a seat's hand cannot be played now, and what would be right.

Read from the engine's answer carried by the :class:`SeatView` (its legal actions, the decision,
the top card and colour, the pending penalty), never from the matching rules themselves: what
the sentence offers as right is what the engine lists. "Every no says what would be right."
"""

from __future__ import annotations

from collections.abc import Sequence

from uno_desktop import i18n
from uno_desktop.engine.actions import Challenge, GiveCard, JumpIn, PlayCard
from uno_desktop.engine.cards import (
    BLACK,
    CARD_COLOR,
    CARD_KIND,
    DRAW_TEN,
    KIND_NAMES,
    WILD_DRAW_FOUR,
)
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.draw_values import draw_value
from uno_desktop.engine.view import SeatView

from .situation import ask_words, nothing_fits
from .words import Words, render

# The decisions that ask for something other than a card: their own prompt is the answer.
_ASK_FIRST = frozenset({Kind.CHOOSE_COLOR, Kind.SEVEN_TARGET, Kind.FIVE_TARGET,
                        Kind.DRAW_TARGET})


def usable_cards(view: SeatView) -> frozenset[int]:
    """The cards of the hand some listed action plays, gives or jumps in with."""
    return frozenset(a.card for a in view.legal if isinstance(a, PlayCard | JumpIn | GiveCard))


def kind_words(kind: int) -> Words:
    """"a Skip", "an 8": a kind of card with its article, as a sentence part."""
    if kind <= 9:
        return Words("why-kind", {"kind": "number", "number": kind})
    if kind > DRAW_TEN:  # the No Mercy and All Wild kinds (issue 32's message, kept apart)
        return Words("why-kind-box", {"kind": KIND_NAMES[kind]})
    return Words("why-kind", {"kind": KIND_NAMES[kind], "number": 0})


def why_not(view: SeatView, card: int, names: Sequence[str]) -> Words | None:
    """Why ``card`` (in ``view.hand``) cannot be played now, or None when it can."""
    if card in usable_cards(view):
        return None
    kind = view.decision
    if kind is Kind.ROUND_OVER:
        return Words("err-round_over")
    if not view.my_turn:
        return Words("why-their-turn", {"player": names[view.decision_seat]})
    plays = [a.card for a in view.legal if isinstance(a, PlayCard)]
    color = i18n.color_code(view.color)
    if kind is Kind.TURN:
        if not plays:
            return nothing_fits(view)
        if CARD_KIND[card] == WILD_DRAW_FOUR:  # the engine's wd4_not_allowed
            return Words("why-wd4", {"color": color})
        black = "why-nm-" if view.rules.box == "no_mercy" else "why-"  # no plain Wild there
        if CARD_COLOR[view.top] == BLACK:
            return Words(black + "match-color", {"color": color})
        return Words(black + "match", {"color": color, "kind": kind_words(CARD_KIND[view.top])})
    if kind is Kind.PLAY_DRAWN:
        return Words("why-drawn" if plays else "why-keep")
    if kind is Kind.PENALTY or kind is Kind.CHALLENGE:
        answers = tuple(kind_words(k) for k in dict.fromkeys(CARD_KIND[c] for c in plays))
        if view.rules.box == "no_mercy":
            return by_value(view, answers)
        if plays:
            return Words("why-answer", {"answers": answers, "count": view.penalty})
        if any(isinstance(a, Challenge) for a in view.legal):
            return Words("why-challenge", {"count": view.penalty})
        return Words("why-take", {"count": view.penalty})
    if kind is Kind.DOUBLE_PLAY:
        return Words("why-double")
    if kind in _ASK_FIRST:
        return ask_words(view)
    return Words("err-not_playable")


def by_value(view: SeatView, answers: tuple[Words, ...]) -> Words:
    """No Mercy's stacking by value (``nm_stack_by_value``): only a draw card worth at least the
    one on top answers the pending penalty; the value is the engine's (:func:`draw_value`), the
    answers are the cards the engine lists."""
    least = draw_value(CARD_KIND[view.top])
    if not answers:
        return Words("why-nm-take", {"value": least, "count": view.penalty})
    return Words("why-nm-answer", {"value": least, "answers": answers, "count": view.penalty})


def why_not_text(
    tr: i18n.Translator, view: SeatView, card: int, names: Sequence[str]
) -> str | None:
    """:func:`why_not` in ``tr``'s language."""
    words = why_not(view, card, names)
    return None if words is None else render(tr, words)
