"""A game at the table: the match (engine) and who sits in each seat (people and bots).

No pygame here. The shell builds a :class:`Session` for "New game" (``Session.new``) or from the
autosave for "Continue" (``Session.from_dict``) and hands it to the table scene, which saves it
with ``to_dict`` after every applied action.

The save is the engine's versioned match JSON (``engine/save.py``) wrapped with the seats, the
last entries of the table's log (events, see :mod:`.game_log`: never finished text, so the log
follows the language) and the seats showing an UNO badge, so a continued game looks the way it
was left. A version-1 save held the log as English text: that text is dropped on loading.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .engine import events as ev
from .engine.errors import SaveError
from .engine.match import Match
from .engine.rules import Rules
from .engine.save import match_from_dict, match_to_dict
from .game_log import LogEntry, entry_from_dict, entry_to_dict

FORMAT = "uno-desktop-session"
VERSION = 2
KINDS = ("person", "bot", "phone")
LOG_KEEP = 40  # entries of the table's log kept in a save


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """Who plays a seat: a person at the keyboard with a name, a person holding their cards on
    a phone (``phone``, with a name), or a bot with a name and a level (``easy``, ``normal``,
    ``hard``, ``random`` or a plug-in path ``pkg.mod:Class``). ``hints``: a person who asked
    for hints in New game gets a Hint button, at the table or on their phone (never a bot)."""

    kind: str
    name: str
    level: str = "normal"
    hints: bool = False

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a seat is a person, a phone or a bot, not {self.kind!r}")
        if not isinstance(self.name, str):
            raise ValueError("a seat's name must be text")
        if not isinstance(self.level, str) or not self.level:
            raise ValueError("a bot's level must be a name like 'normal'")
        if not isinstance(self.hints, bool):
            raise ValueError("a seat's hints are on (true) or off (false)")
        if self.hints and self.kind == "bot":
            raise ValueError("only a person has hints (at the keyboard or on a phone), not a bot")

    @property
    def is_person(self) -> bool:
        return self.kind == "person"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    @property
    def is_phone(self) -> bool:
        return self.kind == "phone"

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "name": self.name}
        if self.kind == "bot":
            data["level"] = self.level
        if self.hints:  # only when on: saves without it read as before
            data["hints"] = True
        return data

    @classmethod
    def from_dict(cls, data: Any) -> SeatConfig:
        if not isinstance(data, dict):
            raise ValueError("a seat must be an object with kind and name")
        level = data.get("level", "normal")
        return cls(data.get("kind"), data.get("name"), level,  # type: ignore[arg-type]
                   data.get("hints", False))


@dataclass(slots=True)
class Session:
    """The match and its seats. ``events`` holds the engine events of a freshly started match
    (the deal) for the table to animate; it is not saved. ``log`` is the table's log (shown
    events); ``uno`` the seats showing an UNO badge (they called it and hold one card: the
    engine does not keep that once the catch window has closed)."""

    match: Match
    seats: list[SeatConfig]
    log: list[LogEntry] = field(default_factory=list)
    events: list[ev.Event] = field(default_factory=list)
    uno: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        if len(self.seats) != self.match.n:
            raise ValueError(f"{len(self.seats)} seats for a match of {self.match.n} players")

    # -- construction ----------------------------------------------------------------------
    @classmethod
    def new(cls, rules: Rules, seats: list[SeatConfig], seed: int | None = None) -> Session:
        """A new match with these seats, the first dealer chosen and the first round dealt.
        Raises :class:`~uno_desktop.engine.errors.RulesError` for a seat count the rules
        cannot be played with."""
        seats = list(seats)
        match = Match(rules, len(seats), seed)
        events = match.start()
        return cls(match, seats, [], events)

    def again(self, seed: int | None = None) -> Session:
        """A new match with the same seats and rules ("play again")."""
        return Session.new(self.match.rules, self.seats, seed)

    # -- who sits where ----------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_person]

    def phones(self) -> list[int]:
        """The seats played from a phone (people too, but not at the screen)."""
        return [i for i, s in enumerate(self.seats) if s.is_phone]

    def is_phone(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].is_phone

    def bots(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_bot]

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].is_person

    # -- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "seats": [s.to_dict() for s in self.seats],
            "log": [entry_to_dict(e) for e in self.log[-LOG_KEEP:]],
            "uno": sorted(self.uno),
            "match": match_to_dict(self.match),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Session:
        """Rebuild a saved session; a corrupt, foreign or newer save raises
        :class:`~uno_desktop.engine.errors.SaveError`."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveError("this file is not a saved UNO game")
        version = data.get("version")
        if isinstance(version, bool) or not isinstance(version, int):
            raise SaveError("the save has no version")
        if version > VERSION:
            raise SaveError(f"this save comes from a newer version of the game ({version})")
        match = match_from_dict(data.get("match"))
        raw_seats = data.get("seats")
        if not isinstance(raw_seats, list):
            raise SaveError("the save has no seats")
        try:
            seats = [SeatConfig.from_dict(s) for s in raw_seats]
        except (ValueError, TypeError) as exc:
            raise SaveError(f"the save's seats are damaged: {exc}") from exc
        if len(seats) != match.n:
            raise SaveError(f"the save has {len(seats)} seats for {match.n} players")
        raw_log = data.get("log", [])
        if not isinstance(raw_log, list):
            raise SaveError("the save's log is damaged")
        # Version 1 kept finished English sentences: dropped (the log would mix languages).
        log = [entry_from_dict(e) for e in raw_log[-LOG_KEEP:]] if version >= 2 else []
        raw_uno = data.get("uno", [])
        if not isinstance(raw_uno, list) or not all(
                isinstance(s, int) and not isinstance(s, bool) and 0 <= s < match.n
                for s in raw_uno):
            raise SaveError("the save's UNO badges are damaged")
        if match.game is None:
            raise SaveError("the saved match was never dealt")
        return cls(match, seats, log, [], set(raw_uno))

