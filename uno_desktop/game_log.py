"""The table's game log as events, never as finished sentences: each entry is an engine event
and the seat whose private cards its line may name. The text is made from it in the current
language every time the log is drawn, so a language change changes the whole log, and a save
holds the events (:func:`entry_to_dict` / :func:`entry_from_dict`), not text. No pygame here."""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass
from typing import Any

from .engine import events as ev
from .engine.errors import SaveError

#: Every event type by name (what a save may name; anything else is refused).
EVENT_TYPES: dict[str, type[ev.Event]] = {
    cls.__name__: cls for cls in vars(ev).values()
    if isinstance(cls, type) and issubclass(cls, ev.Event) and cls is not ev.Event
}


@dataclass(frozen=True, slots=True)
class LogEntry:
    event: ev.Event
    viewer: int | None = None  # whose private cards the line may name (None: public line)


def entry_to_dict(entry: LogEntry) -> dict[str, Any]:
    data = ev.event_to_dict(entry.event)
    if entry.viewer is not None:
        data["viewer"] = entry.viewer
    return data


#: Event fields that hold a tuple of tuples (``tuple[tuple[int, ...], ...]`` in events.py); every
#: other tuple field holds ints. Needed because a compiled (mypyc) event class keeps only a
#: bare ``tuple`` as the field's type; tests/test_game_log_shapes.py checks it against events.py.
NESTED_TUPLE_FIELDS = frozenset({"draws", "hands"})


def _value(raw: Any, hint: Any, name: str) -> Any:
    """``raw`` from JSON as the field type ``hint`` (int, bool, str, tuples of those)."""
    if hint is tuple:  # a compiled event class: the element type is not kept at run time
        hint = tuple[tuple[int, ...], ...] if name in NESTED_TUPLE_FIELDS else tuple[int, ...]
    origin = typing.get_origin(hint)
    if origin is tuple:
        if not isinstance(raw, list):
            raise SaveError(f"log event field {name!r} must be a list")
        args = typing.get_args(hint)
        item = args[0]
        return tuple(_value(x, item, name) for x in raw)
    if hint is bool:
        if not isinstance(raw, bool):
            raise SaveError(f"log event field {name!r} must be true or false")
        return raw
    if hint is int:
        if isinstance(raw, bool) or not isinstance(raw, int):
            raise SaveError(f"log event field {name!r} must be a whole number")
        return raw
    if hint is str:
        if not isinstance(raw, str):
            raise SaveError(f"log event field {name!r} must be text")
        return raw
    raise SaveError(f"log event field {name!r} has a type a save cannot hold")


def entry_from_dict(data: Any) -> LogEntry:
    """A saved log entry, checked field by field; raises :class:`SaveError` when damaged."""
    if not isinstance(data, dict):
        raise SaveError("a log entry must be an object")
    name = data.get("type")
    cls = EVENT_TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise SaveError(f"unknown log event {name!r}")
    hints = typing.get_type_hints(cls)
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name in data:
            kwargs[f.name] = _value(data[f.name], hints[f.name], f.name)
        elif f.default is dataclasses.MISSING:
            raise SaveError(f"log event {cls.__name__} has no {f.name!r}")
    viewer = data.get("viewer")
    if viewer is not None and (isinstance(viewer, bool) or not isinstance(viewer, int)):
        raise SaveError("a log entry's viewer must be a seat number")
    return LogEntry(cls(**kwargs), viewer)


__all__ = ["EVENT_TYPES", "LogEntry", "entry_from_dict", "entry_to_dict"]
