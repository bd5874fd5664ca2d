"""Storage: the data folder, atomic writes, damaged files moved aside, the autosave's rotation."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from uno_desktop import storage as st
from uno_desktop.storage import Notice, Storage


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(st.ENV_HOME, str(folder))
    return folder


@pytest.fixture
def store(home: Path) -> Storage:
    return Storage()


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# -- the folder ------------------------------------------------------------------------------------
def test_env_variable_chooses_the_folder(home: Path) -> None:
    assert st.data_dir() == home
    assert Storage().root == home
    assert Storage().log_path == home / "uno-desktop.log"


def test_platformdirs_folder_without_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(st.ENV_HOME, raising=False)
    import platformdirs

    assert st.data_dir() == Path(platformdirs.user_data_dir("uno-desktop", appauthor=False))


def test_nothing_is_created_until_written(home: Path) -> None:
    s = Storage()
    assert s.load_settings() == (None, None)
    assert not s.has_autosave()
    assert s.load_autosave() == (None, None)
    assert s.load_stats() == ({}, None)
    assert not home.exists()
    assert s.save_settings({"a": 1}) is None
    assert files(home) == ["settings.json"]


# -- atomic writes ---------------------------------------------------------------------------------
def test_atomic_write_round_trip(tmp_path: Path) -> None:
    target = tmp_path / "x.json"
    st.atomic_write_json(target, {"name": "आरव", "n": [1, 2]})
    assert json.loads(target.read_text("utf-8")) == {"name": "आरव", "n": [1, 2]}
    st.atomic_write_json(target, {"n": 3})
    assert json.loads(target.read_text("utf-8")) == {"n": 3}
    assert files(tmp_path) == ["x.json"]


def test_failure_while_writing_leaves_the_old_file(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert store.save_settings({"version": 1, "sound": True}) is None
    before = store.settings_path.read_bytes()

    real_fsync = os.fsync

    def disk_full(fd: int) -> None:  # the data is half written when the disk fills up
        os.write(fd, b'{"trunc')
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(st.os, "fsync", disk_full)
    notice = store.save_settings({"version": 1, "sound": False, "big": "x" * 10_000})
    monkeypatch.setattr(st.os, "fsync", real_fsync)

    assert isinstance(notice, Notice) and notice.kind == "write_failed"
    assert "No space left" in notice.detail
    assert store.settings_path.read_bytes() == before  # the old file is intact
    assert files(store.root) == ["settings.json"]  # and no temp file is left behind


def test_failure_at_the_rename_leaves_the_old_file(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.save_stats({"games": 1})

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(st.os, "replace", refuse)
    notice = store.save_stats({"games": 2})
    assert notice is not None and notice.kind == "write_failed"
    monkeypatch.undo()
    assert store.load_stats() == ({"games": 1}, None)
    assert files(store.root) == ["stats.json"]


def test_atomic_write_raises_and_keeps_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "f.json"
    st.atomic_write_text(target, "old")

    def boom(fd: int) -> None:
        raise OSError(5, "I/O error")

    monkeypatch.setattr(st.os, "fsync", boom)
    with pytest.raises(OSError):
        st.atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert files(tmp_path) == ["f.json"]


def test_unserialisable_data_is_a_bug_and_touches_nothing(store: Storage) -> None:
    store.save_settings({"a": 1})
    with pytest.raises(TypeError):
        store.save_settings({"a": object()})
    with pytest.raises(ValueError):
        store.save_autosave({"x": float("nan")})
    assert store.load_settings() == ({"a": 1}, None)
    assert not store.has_autosave()


def test_write_into_an_unwritable_place_gives_a_notice(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    s = Storage(blocker / "sub")
    notice = s.save_autosave({"a": 1})
    assert notice is not None and notice.kind == "write_failed"
    assert notice.message_id == "storage-write-failed"


def test_stale_temp_files_are_removed_fresh_ones_kept(home: Path) -> None:
    home.mkdir()
    stale = home / ".autosave.json.abc.tmp"
    fresh = home / ".settings.json.def.tmp"
    stale.write_text("{")
    fresh.write_text("{")
    old = os.path.getmtime(stale) - 2 * 3600
    os.utime(stale, (old, old))
    Storage()
    assert not stale.exists() and fresh.exists()


def a_dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()  # exited and reaped: its pid names no process (until reused, rarely so soon)
    return child.pid


def temp_of(home: Path, name: str, pid: int, host: str | None = None) -> Path:
    prefix = st._temp_prefix(home / name, pid)
    if host is not None:
        prefix = prefix.replace(st._host_tag(), host, 1)
    path = home / f"{prefix}k3x_9q{st._TMP_SUFFIX}"
    path.write_text("{")
    return path


def test_a_crashed_writers_temp_file_is_removed_at_once(home: Path) -> None:
    home.mkdir()
    dead = temp_of(home, "autosave.json", a_dead_pid())
    ours = temp_of(home, "autosave.json", os.getpid())  # a live writer: this very process
    Storage()
    assert not dead.exists() and ours.exists()


def test_a_live_pid_keeps_its_temp_file_for_an_hour_only(home: Path) -> None:
    home.mkdir()
    reused = temp_of(home, "stats.json", os.getpid())  # the pid may belong to someone else now
    old = os.path.getmtime(reused) - 2 * 3600
    os.utime(reused, (old, old))
    Storage()
    assert not reused.exists()


def test_another_machines_temp_file_is_judged_by_age(home: Path) -> None:
    home.mkdir()
    elsewhere = temp_of(home, "autosave.json", a_dead_pid(), host="othermachine7")
    Storage()
    assert elsewhere.exists()  # its pid says nothing here; a running copy there may write it


def test_the_temp_file_of_a_write_names_its_writer(home: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    real = st._replace

    def look(src: Path | str, dst: Path | str) -> None:
        seen.append(Path(src).name)
        real(src, dst)

    monkeypatch.setattr(st, "_replace", look)
    assert Storage().save_settings({"a": 1}) is None
    (name,) = seen
    writer = st._TMP_WRITER.search(name)
    assert writer is not None and int(writer.group(2)) == os.getpid()


# -- validated reads -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "content",
    [b"{not json", b"", b"\xff\xfe\x00garbage", b'{"a": NaN}', b'{"a": 1}{"b": 2}'],
)
def test_corrupt_file_is_moved_aside(store: Storage, content: bytes) -> None:
    store.root.mkdir(parents=True)
    store.settings_path.write_bytes(content)
    value, notice = store.load_settings()
    assert value is None
    assert notice is not None and notice.kind == "damaged"
    assert notice.file == "settings.json" and "not valid JSON" in notice.detail
    assert not store.settings_path.exists()
    assert notice.backup is not None and notice.backup.read_bytes() == content
    assert notice.backup.name.startswith("settings.corrupt-")
    assert notice.backup.suffix == ".json"
    assert str(notice.backup) in str(notice) and notice.args["backup"] == str(notice.backup)


def test_invalid_content_is_moved_aside(store: Storage) -> None:
    def validate(data: object) -> dict:
        if not isinstance(data, dict) or "games" not in data:
            raise ValueError("games missing")
        return data

    store.save_json("custom.json", {"wins": 3})
    value, notice = store.load_json("custom.json", validate)
    assert value is None and notice is not None
    assert notice.kind == "damaged" and "games missing" in notice.detail
    assert json.loads(notice.backup.read_text()) == {"wins": 3}
    # The next read finds nothing: defaults, no second notice.
    assert store.load_json("custom.json", validate) == (None, None)


def test_validator_result_is_returned(store: Storage) -> None:
    store.save_json("n.json", [1, 2, 3])
    assert store.load_json("n.json", sum) == (6, None)


def test_stats_must_be_an_object(store: Storage) -> None:
    store.save_json("stats.json", [1, 2])
    stats, notice = store.load_stats()
    assert stats == {} and notice is not None and notice.kind == "damaged"


def test_backup_names_never_collide_and_are_pruned(store: Storage) -> None:
    store.root.mkdir(parents=True)
    backups = []
    for i in range(st.KEEP_BACKUPS + 3):
        store.settings_path.write_text(f"broken {i}")
        _, notice = store.load_settings()
        backups.append(notice.backup)
    assert len(set(backups)) == len(backups)
    left = sorted(store.root.glob("settings.corrupt-*.json"))
    assert len(left) == st.KEEP_BACKUPS
    assert left[-1].read_text() == f"broken {st.KEEP_BACKUPS + 2}"


def test_unreadable_file_is_reported_not_moved(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.save_settings({"a": 1})

    def denied(self: Path, *args: object, **kwargs: object) -> object:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "open", denied)
    value, notice = store.load_settings()
    monkeypatch.undo()
    assert value is None and notice is not None and notice.kind == "unreadable"
    assert store.settings_path.exists()


# -- the autosave ----------------------------------------------------------------------------------
def test_autosave_rotation_keeps_the_previous_save(store: Storage) -> None:
    assert not store.has_autosave()
    store.save_autosave({"turn": 1})
    assert store.has_autosave()
    assert not store.autosave_prev_path.exists()
    store.save_autosave({"turn": 2})
    store.save_autosave({"turn": 3})
    assert json.loads(store.autosave_path.read_text()) == {"turn": 3}
    assert json.loads(store.autosave_prev_path.read_text()) == {"turn": 2}
    assert store.load_autosave() == ({"turn": 3}, None)
    assert files(store.root) == ["autosave.json", "autosave.prev.json"]


def test_damaged_autosave_falls_back_to_the_previous(store: Storage) -> None:
    store.save_autosave({"turn": 1})
    store.save_autosave({"turn": 2})
    store.autosave_path.write_text('{"turn": 2, "hands": [[1, 2')  # torn by a broken disk
    value, notice = store.load_autosave()
    assert value == {"turn": 1}
    assert notice is not None and notice.kind == "recovered"
    assert notice.backup is not None and notice.backup.name.startswith("autosave.corrupt-")
    assert notice.message_id == "storage-recovered"
    # The good save is in front again; the next save rotates it into prev.
    assert store.load_autosave() == ({"turn": 1}, None)
    store.save_autosave({"turn": 2})
    assert json.loads(store.autosave_prev_path.read_text()) == {"turn": 1}


def test_crash_between_the_two_renames(store: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    store.save_autosave({"turn": 1})
    store.save_autosave({"turn": 2})
    real_replace = os.replace
    calls = []

    def die_on_second(src: object, dst: object) -> None:
        calls.append(dst)
        if len(calls) == 2:
            raise KeyboardInterrupt("process killed")  # not an OSError: nothing cleans up
        real_replace(src, dst)

    monkeypatch.setattr(st.os, "replace", die_on_second)
    with pytest.raises(KeyboardInterrupt):
        store.save_autosave({"turn": 3})
    monkeypatch.undo()
    assert not store.autosave_path.exists()
    assert store.has_autosave()
    value, notice = store.load_autosave()
    assert value == {"turn": 2} and notice is not None and notice.kind == "recovered"


def test_autosave_validated_by_the_caller(store: Storage) -> None:
    def engine_loader(data: dict) -> dict:
        if data.get("format") != "uno-save":
            raise ValueError("not a save")
        return data

    store.save_autosave({"format": "uno-save", "turn": 1})
    store.save_autosave({"format": "something else"})
    value, notice = store.load_autosave(engine_loader)
    assert value == {"format": "uno-save", "turn": 1} and notice.kind == "recovered"


def test_both_autosaves_damaged(store: Storage) -> None:
    store.root.mkdir(parents=True)
    store.autosave_path.write_text("{")
    store.autosave_prev_path.write_text("[")
    value, notice = store.load_autosave()
    assert value is None and notice is not None and notice.kind == "damaged"
    assert not store.has_autosave()
    assert len(list(store.root.glob("autosave*.corrupt-*.json"))) == 2


def test_clear_autosave(store: Storage) -> None:
    store.save_autosave({"turn": 1})
    store.save_autosave({"turn": 2})
    store.clear_autosave()
    assert not store.has_autosave()
    store.clear_autosave()  # twice is fine
    assert store.load_autosave() == (None, None)


def test_notice_texts() -> None:
    n = Notice("damaged", "settings.json", Path("/x/settings.json"), Path("/x/b.json"), "why")
    assert n.message_id == "storage-damaged"
    assert n.args == {
        "file": "settings.json",
        "path": str(Path("/x/settings.json")),
        "backup": str(Path("/x/b.json")),
        "detail": "why",
    }
    assert "settings.json" in str(n) and "b.json" in str(n)
    for kind in ("recovered", "unreadable", "write_failed", "other"):
        assert str(Notice(kind, "a.json", Path("a.json")))


def test_autosave_is_compact_settings_are_readable(store: Storage) -> None:
    store.save_autosave({"a": [1, 2], "name": "Zoé"})
    store.save_settings({"a": [1, 2]})
    assert store.autosave_path.read_bytes() == '{"a":[1,2],"name":"Zoé"}'.encode()
    assert store.settings_path.read_text("utf-8").count("\n") > 1


# -- background autosave ---------------------------------------------------------------------------
def test_background_autosave_reaches_the_disk_in_order(store: Storage) -> None:
    for turn in range(1, 30):
        assert store.save_autosave({"turn": turn}, background=True) is None
    assert store.flush_autosave() is None
    assert json.loads(store.autosave_path.read_text()) == {"turn": 29}
    if store.autosave_prev_path.exists():  # waiting saves may be superseded (then no prev) …
        prev = json.loads(store.autosave_prev_path.read_text())
        assert prev["turn"] < 29  # … but never written after a newer one
    assert store.load_autosave() == ({"turn": 29}, None)


def test_background_data_is_taken_at_call_time(store: Storage) -> None:
    data = {"hand": [1, 2]}
    store.save_autosave(data, background=True)
    data["hand"].append(3)  # the table goes on changing its state
    store.flush_autosave()
    assert json.loads(store.autosave_path.read_text()) == {"hand": [1, 2]}


def test_other_autosave_calls_wait_for_the_writer(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    gate = threading.Event()
    real = Storage._write_autosave

    def slow(self: Storage, payload: bytes) -> Notice | None:
        gate.wait(5)
        return real(self, payload)

    monkeypatch.setattr(Storage, "_write_autosave", slow)
    store.save_autosave({"turn": 1}, background=True)
    threading.Timer(0.05, gate.set).start()
    assert store.has_autosave()  # waited for the pending write
    store.save_autosave({"turn": 2}, background=True)
    gate.set()
    store.clear_autosave()  # a pending write must not bring the save back afterwards
    assert not store.has_autosave()
    assert store.flush_autosave() is None and not store.autosave_path.exists()


def test_background_failure_is_reported_later(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(st.os, "replace", refuse)
    assert store.save_autosave({"turn": 1}, background=True) is None  # returns at once
    notice = store.flush_autosave()
    assert notice is not None and notice.kind == "write_failed"
    assert store.flush_autosave() is None  # reported once
    store.save_autosave({"turn": 2}, background=True)
    store.flush_autosave()
    monkeypatch.undo()
    notice = store.save_autosave({"turn": 3}, background=True)  # nothing left to report
    assert notice is None and store.flush_autosave() is None
    assert store.load_autosave() == ({"turn": 3}, None)


def test_background_refuses_bad_data_at_once(store: Storage) -> None:
    with pytest.raises(TypeError):
        store.save_autosave({"x": object()}, background=True)
