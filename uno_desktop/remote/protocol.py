"""The phone protocol: small JSON objects over one WebSocket, checked at the boundary.

Phone -> server (every other shape is refused before anything reaches the game):

* ``{"type": "hello", "v": 1, "token": "..."}`` or ``{"type": "hello", "v": 1, "code": "..."}``,
  optionally with ``"resume": "..."`` (the key this phone got in its last ``welcome``): the
  first message of a connection, claims a seat;
* ``{"type": "act", "id": 17}``: take the action numbered 17 in the last ``view``;
* ``{"type": "hint"}``: what would the hard computer player do now? Only for a seat whose
  person asked for hints in New game (else refused ``hint_off``), and only when the latest
  view offers something to do (else refused ``hint_not_now``); it changes nothing in the game;
* ``{"type": "ping"}``: answered by ``{"type": "pong"}``.

Server -> phone: ``welcome`` (seat, language, resume key), ``view`` (see :mod:`.view_message`),
``hint`` (the answer to a ``hint``, for this seat's connection only: the ``seq`` of the view it
is for, the ``id`` of that view's action the hard player would take, or None, and ``why``, its
one line in the seat's language), ``refused`` (a reason code and the translated text; the
connection stays), ``error`` (the same, then the server closes the connection), ``pong`` and
``bye`` (the game ended).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

VERSION = 1
MAX_MESSAGE_BYTES = 512  # the largest real message (hello with token and resume) is ~150 bytes
MAX_ACTION_ID = 2**31 - 1
_TOKEN_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")
_CODE_RE = re.compile(r"[A-Za-z0-9 -]{1,16}")


class ProtocolError(Exception):
    """A message refused at the boundary; ``reason`` is a stable code with a translation."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True, slots=True)
class Hello:
    version: int
    token: str | None
    code: str | None
    resume: str | None


@dataclass(frozen=True, slots=True)
class Act:
    id: int


@dataclass(frozen=True, slots=True)
class AskHint:
    pass


@dataclass(frozen=True, slots=True)
class Ping:
    pass


ClientMessage = Hello | Act | AskHint | Ping


def _no_constant(name: str) -> Any:
    raise ValueError(f"not JSON: {name}")  # NaN, Infinity


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {key!r}")
        out[key] = value
    return out


def parse(text: str) -> ClientMessage:
    """The message ``text`` holds, or ProtocolError(``too_big`` | ``bad_message``)."""
    if len(text) > MAX_MESSAGE_BYTES or len(text.encode("utf-8")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_big")
    try:
        data = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_unique_keys)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_message") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message")
    kind = data.get("type")
    if kind == "act" and data.keys() == {"type", "id"}:
        number = data["id"]
        if type(number) is int and 0 <= number <= MAX_ACTION_ID:
            return Act(number)
    elif kind == "ping" and data.keys() == {"type"}:
        return Ping()
    elif kind == "hint" and data.keys() == {"type"}:
        return AskHint()
    elif kind == "hello":
        return _hello(data)
    raise ProtocolError("bad_message")


def _hello(data: dict[str, Any]) -> Hello:
    keys = set(data)
    if not ({"type", "v"} <= keys <= {"type", "v", "token", "code", "resume"}):
        raise ProtocolError("bad_message")
    if ("token" in keys) == ("code" in keys):  # exactly one way in
        raise ProtocolError("bad_message")
    version = data["v"]
    if type(version) is not int or not 0 < version <= 1000:
        raise ProtocolError("bad_message")
    token = _string(data, "token", _TOKEN_RE)
    code = _string(data, "code", _CODE_RE)
    resume = _string(data, "resume", _TOKEN_RE)
    return Hello(version, token, code, resume)


def _string(data: dict[str, Any], key: str, pattern: re.Pattern[str]) -> str | None:
    if key not in data:
        return None
    value = data[key]
    if type(value) is not str or not pattern.fullmatch(value):
        raise ProtocolError("bad_message")
    return value


# -- server -> phone ---------------------------------------------------------------------------
def dump(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def welcome(
    seat: int, locale: str, resume: str, names: list[str], colorblind: bool = False
) -> dict[str, Any]:
    return {"type": "welcome", "v": VERSION, "seat": seat, "lang": locale, "resume": resume,
            "names": names, "colorblind": colorblind}


def hint(seq: int, action_id: int | None, why: str) -> dict[str, Any]:
    """The hint for the view numbered ``seq``: its action ``action_id`` (None: no action of
    that view does it) and the line of why, already in the seat's language."""
    return {"type": "hint", "seq": seq, "id": action_id, "why": why}


def refused(reason: str, text: str) -> dict[str, Any]:
    return {"type": "refused", "reason": reason, "text": text}


def error(reason: str, text: str) -> dict[str, Any]:
    return {"type": "error", "reason": reason, "text": text}


PONG: dict[str, Any] = {"type": "pong"}
