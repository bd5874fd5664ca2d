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
from uno_desktop.engine.cards import CARD_COLOR, CARD_KIND
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.view import SeatView
from uno_desktop.presentation import refusal


def face(card: int) -> str:
    """The name of a card's picture among the page's assets: ``"<colour>-<kind>"``."""
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
) -> tuple[dict[str, Any], dict[int, Action]]:
    """The ``view`` message and the actions it offers by number (``numbers`` gives fresh ids)."""
    offered: dict[int, Action] = {}
    actions = []
    for action in view.legal:
        number = next(numbers)
        offered[number] = action
        actions.append({"id": number, **_describe(action, view, tr, names)})
    players = [
        {"seat": s, "name": names[s], "count": view.hand_counts[s],
         "active": view.active[s], "turn": s == view.decision_seat}
        for s in range(view.players)
    ]
    message = {
        "type": "view",
        "seq": seq,
        "seat": view.seat,
        "hand": _hand(view, tr, names),
        "players": players,
        "top": _card(tr, view.top),
        "color": view.color,
        "color_name": i18n.color_name(tr, view.color),
        "direction": view.direction,
        "decision": str(view.decision),
        "turn": view.decision_seat,
        "my_turn": view.my_turn,
        "status": _status(view, tr, names),
        "prompt": _prompt(view, tr, names),
        "actions": actions,
    }
    return message, offered


def _status(view: SeatView, tr: i18n.Translator, names: Sequence[str]) -> str:
    if view.decision is Kind.ROUND_OVER:
        return tr.t("err-round_over")
    if view.my_turn:
        return tr.t("table-your-turn", player=names[view.seat])
    return tr.t("table-turn", player=names[view.decision_seat])


def _prompt(view: SeatView, tr: i18n.Translator, names: Sequence[str]) -> str:
    """What the pending decision asks of this seat, in words ("" when nothing special)."""
    if not view.my_turn:
        return ""
    kind = view.decision
    if kind is Kind.PLAY_DRAWN and view.drawn is not None:
        return tr.t("table-drawn-prompt", card=i18n.card_name(tr, view.drawn))
    if kind is Kind.CHOOSE_COLOR:
        return tr.t("table-choose-color")
    if kind is Kind.SEVEN_TARGET:
        return tr.t("table-choose-swap")
    if kind is Kind.FIVE_TARGET:
        return tr.t("table-choose-trade")
    if kind is Kind.GIVE_CARD:
        return tr.t("table-choose-give")
    if kind is Kind.DOUBLE_PLAY:
        return tr.t("table-double-prompt")
    if kind is Kind.CHALLENGE and view.last_player >= 0:
        return tr.t("table-challenge-prompt", player=names[view.last_player], count=view.penalty)
    if kind is Kind.PENALTY:
        return tr.t("table-penalty-prompt", count=view.penalty)
    return ""


def _describe(
    action: Action, view: SeatView, tr: i18n.Translator, names: Sequence[str]
) -> dict[str, Any]:
    """How the page shows one action: its kind, the card/colour/player it names, a label."""
    if isinstance(action, PlayCard | JumpIn):
        kind = "play" if isinstance(action, PlayCard) else "jump_in"
        label = tr.t("table-play" if kind == "play" else "table-jump-in")
        out: dict[str, Any] = {"kind": kind, "card": action.card, "label": label}
        if action.color is not None:
            out["color"] = action.color
            out["label"] = i18n.color_name(tr, action.color)
        return out
    if isinstance(action, GiveCard):
        return {"kind": "give", "card": action.card, "label": tr.t("table-choose-give")}
    if isinstance(action, Draw):
        return {"kind": "draw", "label": tr.t("table-draw")}
    if isinstance(action, Pass):
        keep = view.decision is Kind.PLAY_DRAWN
        return {"kind": "pass", "label": tr.t("table-keep" if keep else "table-pass")}
    if isinstance(action, Accept):
        return {"kind": "accept", "label": tr.t("table-take", count=view.penalty)}
    if isinstance(action, Challenge):
        return {"kind": "challenge", "label": tr.t("table-challenge")}
    if isinstance(action, ChooseColor):
        return {"kind": "color", "color": action.color,
                "label": i18n.color_name(tr, action.color)}
    if isinstance(action, ChooseSeat):
        return {"kind": "target", "target": action.target, "label": names[action.target]}
    if isinstance(action, CallUno):
        return {"kind": "uno", "label": tr.t("table-uno")}
    if isinstance(action, CatchUno):
        return {"kind": "catch", "target": action.target,
                "label": tr.t("table-catch-player", player=names[action.target])}
    # Forfeit and Timeout are never listed as legal actions.
    raise ValueError(f"not an action a phone is offered: {action!r}")
