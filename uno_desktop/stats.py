"""The family's statistics: matches and rounds played and won, per person and per bot level.

People are counted by name (the same name at the next game is the same person, whatever its
capitals or surrounding spaces); computer players are counted by level, whatever their names, so
the family can see how it fares against each level. Pure data: the statistics screen shows it,
the match result records into it, ``storage.py`` keeps it in ``stats.json``. No pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from uno_desktop.storage import STATS_FILE, Notice, Storage, keep_copy, require_object

FORMAT = "uno-desktop-stats"
VERSION = 1
_COUNTS = ("matches", "wins", "rounds", "rounds_won", "rounds_hinted")


class StatsError(ValueError):
    """A statistics file that is not ours or is damaged."""


@dataclass
class Record:
    """One person, or one bot level."""

    name: str  # the name as last typed (people) or the level (bots)
    kind: str  # "person" or "bot"
    matches: int = 0
    wins: int = 0
    rounds: int = 0
    rounds_won: int = 0
    rounds_hinted: int = 0  # rounds played with the Hint button (older files: 0)

    @property
    def win_rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind,
                **{k: getattr(self, k) for k in _COUNTS}}

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        if not isinstance(data, dict):
            raise StatsError("a record is not an object")
        name, kind = data.get("name"), data.get("kind")
        if not isinstance(name, str) or not name or kind not in ("person", "bot"):
            raise StatsError(f"a record has no valid name or kind: {data!r}")
        counts = {k: data.get(k, 0) for k in _COUNTS}
        if any(type(v) is not int or v < 0 for v in counts.values()):
            raise StatsError(f"a record has bad counts: {data!r}")
        record = cls(name, kind, **counts)
        if record.wins > record.matches or record.rounds_won > record.rounds \
                or record.rounds_hinted > record.rounds:
            raise StatsError(f"a record has more wins than games: {data!r}")
        return record


@dataclass(frozen=True)
class SeatResult:
    """How one seat did in a finished match."""

    kind: str  # "person" or "bot"
    name: str  # the person's name or the bot's level
    won: bool
    rounds: int
    rounds_won: int
    rounds_hinted: int = 0  # of ``rounds``, those played with hints on


def key_of(kind: str, name: str) -> str:
    return f"{kind}:{name.strip().casefold()}"


@dataclass
class Stats:
    records: dict[str, Record] = field(default_factory=dict)

    def record_match(self, seats: Sequence[SeatResult]) -> None:
        for seat in seats:
            name = seat.name.strip()
            if not name:
                continue
            key = key_of(seat.kind, name)
            record = self.records.get(key)
            if record is None:
                record = self.records[key] = Record(name, seat.kind)
            record.name = name  # people keep the spelling they used last
            record.matches += 1
            record.wins += seat.won
            record.rounds += seat.rounds
            record.rounds_won += seat.rounds_won
            record.rounds_hinted += seat.rounds_hinted

    def ranked(self) -> list[Record]:
        """People first, then bots; each by matches won, then fewest matches, then name."""
        return sorted(self.records.values(),
                      key=lambda r: (r.kind != "person", -r.wins, r.matches, r.name.casefold()))

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION,
                "players": [r.to_dict() for r in self.ranked()]}

    @classmethod
    def salvage(cls, data: dict[str, Any]) -> tuple[Stats | None, int]:
        """The good records of a statistics file with some bad ones, and how many were bad;
        (None, 0) when ``data`` is no statistics file at all."""
        return _salvage(cls, data)

    @classmethod
    def from_dict(cls, data: Any) -> Stats:
        """Refuses anything that is not a statistics file of this version or older."""
        if data == {}:
            return cls()
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise StatsError("not a statistics file")
        version = data.get("version")
        if type(version) is not int or not 1 <= version <= VERSION:
            raise StatsError(f"statistics version {version!r} is not supported")
        players = data.get("players")
        if not isinstance(players, list):
            raise StatsError("the players are not a list")
        stats = cls()
        for item in players:
            record = Record.from_dict(item)
            key = key_of(record.kind, record.name)
            if key in stats.records:
                raise StatsError(f"{record.name!r} is listed twice")
            stats.records[key] = record
        return stats


def _salvage(cls: type[Stats], data: dict[str, Any]) -> tuple[Stats | None, int]:
    version = data.get("version")
    if (data.get("format") != FORMAT or type(version) is not int or not 1 <= version <= VERSION
            or not isinstance(data.get("players"), list)):
        return None, 0
    stats = cls()
    dropped = 0
    for item in data["players"]:
        try:
            record = Record.from_dict(item)
        except StatsError:
            dropped += 1
            continue
        key = key_of(record.kind, record.name)
        if key in stats.records:
            dropped += 1
            continue
        stats.records[key] = record
    return stats, dropped


def results_of(seats: Sequence[Any], match: Any) -> list[SeatResult]:
    """The SeatResults of a finished match: ``seats`` are the session's SeatConfigs (kind,
    name, level), ``match`` the engine's Match (winners, round_no, rounds_won)."""
    # A phone seat is a person holding their cards elsewhere: counted as that person.
    return [SeatResult("bot" if seat.kind == "bot" else "person",
                       seat.level if seat.kind == "bot" else seat.name,
                       s in match.winners, match.round_no, match.rounds_won[s],
                       match.round_no if getattr(seat, "hints", False) else 0)
            for s, seat in enumerate(seats)]


def load(storage: Storage) -> tuple[Stats, Notice | None]:
    """The statistics kept by ``storage``. A file that is not a statistics file is moved aside
    (the notice says where) and the statistics start again from nothing; a file with some bad
    records keeps the good ones (a copy of the file as it was is kept, the player is told)."""
    value, notice = storage.load_json(STATS_FILE, require_object)
    if value is None:
        return Stats(), notice
    try:
        return Stats.from_dict(value), None
    except StatsError:
        pass
    salvaged, dropped = Stats.salvage(value)
    if salvaged is None:  # not a statistics file of ours at all
        value, notice = storage.load_json(STATS_FILE, Stats.from_dict)
        return Stats(), notice
    path = storage.stats_path
    backup = keep_copy(path)
    storage.save_stats(salvaged.to_dict())
    detail = f"{dropped} damaged record(s) removed"
    return salvaged, Notice("partly_reset", path.name, path, backup, detail, {"records": dropped})


def record(storage: Storage, seats: Sequence[Any], match: Any) -> Notice | None:
    """Add a finished match to the statistics file (written atomically)."""
    stats, notice = load(storage)
    stats.record_match(results_of(seats, match))
    return storage.save_stats(stats.to_dict()) or notice
