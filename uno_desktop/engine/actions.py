"""What a seat asks for. Every action names the seat that asks."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play ``card`` on the own turn (or as the answer to a pending draw penalty or after
    drawing). ``color`` is required for black cards unless ``circle_colour`` is on, and never
    given in the All Wild box (no colour is named there)."""

    seat: int
    card: int
    color: int | None = None


@dataclass(frozen=True, slots=True)
class JumpIn:
    """Play a card identical to the top card out of turn (``jump_in``)."""

    seat: int
    card: int
    color: int | None = None


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw from the pile on the own turn."""

    seat: int


@dataclass(frozen=True, slots=True)
class Pass:
    """Keep the drawn card, or stop after one card under ``double_play``, or decline a 5-swap."""

    seat: int


@dataclass(frozen=True, slots=True)
class Accept:
    """Take a pending draw penalty (Draw Two, Wild Draw Four, stacked total) without answering."""

    seat: int


@dataclass(frozen=True, slots=True)
class Challenge:
    """Challenge the Wild Draw Four just played on this seat."""

    seat: int


@dataclass(frozen=True, slots=True)
class ChooseColor:
    """Name the colour of a starting Wild."""

    seat: int
    color: int


@dataclass(frozen=True, slots=True)
class ChooseSeat:
    """Name the other player of a 7-swap (``seven_zero``) or a 5-trade (``swap_on_five``), or
    in the All Wild box the partner of a Wild Forced Swap or the victim of a Wild Targeted Draw
    Two."""

    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class GiveCard:
    """The card this seat gives in a 5-trade."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class CallUno:
    seat: int


@dataclass(frozen=True, slots=True)
class CatchUno:
    """Catch ``target``, who has one card and did not call UNO."""

    seat: int
    target: int


@dataclass(frozen=True, slots=True)
class Forfeit:
    """Leave the match: the seat ranks last and its cards go under the draw pile."""

    seat: int


@dataclass(frozen=True, slots=True)
class Timeout:
    """Fed in by whoever owns the clock when the seat's ``turn_timer`` ran out."""

    seat: int


Action = (
    PlayCard | JumpIn | Draw | Pass | Accept | Challenge | ChooseColor | ChooseSeat | GiveCard
    | CallUno | CatchUno | Forfeit | Timeout
)
ACTION_TYPES: dict[str, type[Action]] = {
    cls.__name__: cls
    for cls in (
        PlayCard, JumpIn, Draw, Pass, Accept, Challenge, ChooseColor, ChooseSeat, GiveCard,
        CallUno, CatchUno, Forfeit, Timeout,
    )
}


def action_to_dict(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(action).__name__}
    for f in fields(action):
        data[f.name] = getattr(action, f.name)
    return data


def action_from_dict(data: dict[str, Any]) -> Action:
    """The action a dict names; raises KeyError or TypeError for one that names none (the
    engine then still checks every field: see ``options.malformed``)."""
    cls = ACTION_TYPES[data["type"]]
    action: Action = cls(**{k: v for k, v in data.items() if k != "type"})
    return action
