"""A seat's :class:`SeatView` as the one message its phone may see.

Only what the seat may know goes in: its own hand, the public table (top card, colour, the
other hands as counts), whose turn it is and the actions it may take now, each under a fresh
number. Every card a message names sits under the key ``card`` (the privacy test relies on it):
the phone's own cards and the public top card, nothing else. The numbers are never reused in a
game, so an action picked from an old view can never turn into another action of a new one.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from uno_desktop import i18n
from uno_desktop.engine.actions import Action
from uno_desktop.engine.cards import CARD_COLOR, CARD_COUNT, CARD_KIND
from uno_desktop.engine.view import SeatView
from uno_desktop.presentation import refusal
from uno_desktop.presentation.situation import Offer, color_words, situation
from uno_desktop.presentation.words import render


def face(card: int) -> str:
    """The name of a card's picture among the page's assets: ``"<colour>-<kind>"``, for any
    card of any box. An id that is no card is refused (a negative one would name a card)."""
    if not 0 <= card < CARD_COUNT:
        raise ValueError(f"no card has id {card}")
    return f"{CARD_COLOR[card]}-{CARD_KIND[card]}"


def _card(tr: i18n.Translator, card: int) -> dict[str, Any]:
    return {"card": card, "face": face(card), "name": i18n.card_name(tr, card)}


def _hand(view: SeatView, tr: i18n.Translator, names: Sequence[str]) -> list[dict[str, Any]]:
    """The seat's cards; one that cannot be played now carries ``why`` (the table's words), so
    the page answers a tap on it at once, with no round trip."""
    out = []
    for card in view.hand:
        entry = _card(tr, card)
        why = refusal.why_not_text(tr, view, card, names)
        if why is not None:
            entry["why"] = why
        out.append(entry)
    return out


def build(
    view: SeatView,
    tr: i18n.Translator,
    names: Sequence[str],
    numbers: Iterator[int],
    seq: int,
    hints: bool = False,
) -> tuple[dict[str, Any], dict[int, Action]]:
    """The ``view`` message and the actions it offers by number (``numbers`` gives fresh ids).
    Its words (status, prompt, labels) are the shared presentation's: the table says the same.
    ``hints``: the seat's person asked for hints (the page shows its Hint button while the view
    offers something to do)."""
    sit = situation(view, names)
    offered: dict[int, Action] = {}
    actions = []
    for offer in sit.offers:
        number = next(numbers)
        offered[number] = offer.action
        actions.append({"id": number, **_describe(offer, tr)})
    players = [
        {"seat": s, "name": names[s], "count": view.hand_counts[s],
         "active": view.active[s], "turn": s == view.decision_seat}
        for s in range(view.players)
    ]
    # "Your turn" is the status already; the prompt says only what is more than that.
    prompt = sit.prompt if sit.prompt is not None and sit.prompt != sit.status else None
    message = {
        "type": "view",
        "seq": seq,
        "seat": view.seat,
        "hand": _hand(view, tr, names),
        "players": players,
        "top": _card(tr, view.top),
        "color": view.color,
        "color_name": render(tr, color_words(view)),
        "direction": view.direction,
        "decision": str(view.decision),
        "turn": view.decision_seat,
        "my_turn": view.my_turn,
        "status": render(tr, sit.status),
        "prompt": "" if prompt is None else render(tr, prompt),
        "actions": actions,
        "hints": hints,
    }
    return message, offered


def _describe(offer: Offer, tr: i18n.Translator) -> dict[str, Any]:
    """How the page shows one offer: its kind, the card/colour/player it names, its label."""
    action = offer.action
    # The page knows keeping a drawn card as a "pass" (same action, labelled Keep).
    out: dict[str, Any] = {"kind": "pass" if offer.kind == "keep" else offer.kind,
                           "label": render(tr, offer.label)}
    card = getattr(action, "card", None)
    if isinstance(card, int):
        out["card"] = card
    color = getattr(action, "color", None)
    if isinstance(color, int):
        out["color"] = color
    target = getattr(action, "target", None)
    if isinstance(target, int):
        out["target"] = target
    return out
