"""The statistics: counting finished matches, the file format, and damaged files."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from uno_desktop import stats
from uno_desktop.session import SeatConfig
from uno_desktop.stats import Record, SeatResult, Stats, StatsError
from uno_desktop.storage import Storage


def _evening() -> Stats:
    s = Stats()
    s.record_match([SeatResult("person", "Asha", True, 3, 2),
                    SeatResult("bot", "hard", False, 3, 1)])
    s.record_match([SeatResult("person", " asha ", False, 2, 0),
                    SeatResult("bot", "hard", True, 2, 2)])
    return s


def test_people_are_counted_by_name_and_bots_by_level() -> None:
    s = _evening()
    assert sorted(s.records) == ["bot:hard", "person:asha"]
    asha = s.records["person:asha"]
    assert (asha.name, asha.matches, asha.wins, asha.rounds, asha.rounds_won) == (
        "asha", 2, 1, 5, 2)  # the spelling used last is kept
    assert asha.win_rate == 0.5
    assert s.records["bot:hard"].wins == 1


def test_a_person_and_a_level_with_the_same_name_stay_apart() -> None:
    s = Stats()
    s.record_match([SeatResult("person", "hard", True, 1, 1),
                    SeatResult("bot", "hard", False, 1, 0)])
    assert sorted(s.records) == ["bot:hard", "person:hard"]


def test_nameless_seats_are_not_counted() -> None:
    s = Stats()
    s.record_match([SeatResult("person", "  ", True, 1, 1)])
    assert s.records == {}


def test_people_come_first_then_by_matches_won() -> None:
    s = Stats()
    s.record_match([SeatResult("bot", "hard", True, 1, 1), SeatResult("person", "Bo", False, 1, 0),
                    SeatResult("person", "Al", False, 1, 0)])
    s.record_match([SeatResult("person", "Bo", True, 1, 1)])
    assert [r.name for r in s.ranked()] == ["Bo", "Al", "hard"]


def test_the_file_format_round_trips() -> None:
    s = _evening()
    data = json.loads(json.dumps(s.to_dict()))
    assert data["format"] == stats.FORMAT and data["version"] == stats.VERSION
    assert Stats.from_dict(data) == s
    assert Stats.from_dict({}) == Stats()


@pytest.mark.parametrize("change", [
    lambda d: d.update(format="uno-desktop-session"),
    lambda d: d.update(version=stats.VERSION + 1),
    lambda d: d.update(version="1"),
    lambda d: d.update(players={}),
    lambda d: d["players"].append(d["players"][0]),
    lambda d: d["players"][0].update(matches=-1),
    lambda d: d["players"][0].update(wins=True),
    lambda d: d["players"][0].update(wins=99),
    lambda d: d["players"][0].update(rounds_won=99),
    lambda d: d["players"][0].update(kind="ghost"),
    lambda d: d["players"][0].update(name=""),
    lambda d: d["players"].append("Asha"),
])
def test_a_damaged_file_is_refused(change) -> None:  # type: ignore[no-untyped-def]
    data = _evening().to_dict()
    change(data)
    with pytest.raises(StatsError):
        Stats.from_dict(data)


def test_refusal_is_a_value_error_so_storage_sets_the_file_aside() -> None:
    assert issubclass(StatsError, ValueError)
    with pytest.raises(StatsError):
        Record.from_dict([])


def test_load_without_a_file_is_empty(tmp_path: Path) -> None:
    assert stats.load(Storage(tmp_path)) == (Stats(), None)


def test_a_damaged_file_is_kept_aside_and_counting_starts_again(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    store.stats_path.write_text('{"format": "uno-desktop-stats", "version": 1, "players": 3}')
    loaded, notice = stats.load(store)
    assert loaded == Stats() and notice is not None and notice.kind == "damaged"
    assert not store.stats_path.exists()
    assert notice.backup is not None and notice.backup.exists()


def test_record_adds_a_finished_match_to_the_file(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    seats = [SeatConfig("person", "Asha"), SeatConfig("bot", "Bo", "hard"),
             SeatConfig("person", "Ravi")]
    match = SimpleNamespace(winners=(0, 2), round_no=4, rounds_won=[2, 1, 1])  # teams of two
    assert stats.record(store, seats, match) is None
    assert stats.record(store, seats, match) is None
    loaded, _ = stats.load(store)
    assert {k: (r.matches, r.wins, r.rounds, r.rounds_won) for k, r in loaded.records.items()} == {
        "person:asha": (2, 2, 8, 4), "bot:hard": (2, 0, 8, 2), "person:ravi": (2, 2, 8, 2)}


def test_one_bad_record_does_not_lose_the_others(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    good = Stats()
    good.record_match([SeatResult("person", "Ana", True, 3, 2),
                       SeatResult("bot", "hard", False, 3, 1)])
    data = good.to_dict()
    data["players"].append({"name": "Raj", "kind": "person", "matches": -4})
    storage.save_stats(data)
    loaded, notice = stats.load(storage)
    assert {r.name for r in loaded.records.values()} == {"Ana", "hard"}
    assert notice is not None and notice.kind == "partly_reset" and notice.backup is not None
    assert "Raj" in notice.backup.read_text()
    again, second = stats.load(storage)  # repaired on disk
    assert again == loaded and second is None


def test_a_deeply_nested_statistics_file_is_set_aside(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    storage.stats_path.write_text('{"players": ' + "[" * 50_000 + "]" * 50_000 + "}")
    loaded, notice = stats.load(storage)
    assert loaded == Stats() and notice is not None and notice.kind == "damaged"
