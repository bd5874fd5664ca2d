"""Settings, autosave and statistics in the user's data folder. Pure I/O: no pygame.

Where the files live
    ``platformdirs.user_data_dir("uno-desktop", appauthor=False)``, e.g.
    ``~/.local/share/uno-desktop`` (Linux), ``~/Library/Application Support/uno-desktop`` (macOS),
    ``%LOCALAPPDATA%\\uno-desktop`` (Windows). The environment variable ``UNO_DESKTOP_HOME``
    replaces that folder (tests and CI set it; tests never write into the real home).

How files are written
    Atomically: the new content goes to a temporary file in the same folder, is flushed and
    fsynced, then ``os.replace`` puts it in place. A crash or a full disk in the middle leaves the
    old file untouched and at worst a stray ``.*.tmp`` file. The temp file's name says who writes
    it (``.<name>.<host>-<pid>-<random>.tmp``), so the next start removes it at once when that
    process is gone, and leaves a running copy's file alone (for an hour at most: a process id
    can be reused).

How files are read
    ``load_json(path, validate)`` returns ``(value, notice)``. A missing file gives
    ``(None, None)``. A file that is not JSON, or that ``validate`` refuses, is moved aside to
    ``<stem>.corrupt-<timestamp>.json`` (the backup is kept, the 5 newest per file) and gives
    ``(None, Notice)``: the caller uses its defaults and shows the notice to the player.

The autosave keeps the previous good save
    ``save_autosave`` writes the new save to a temporary file, turns the current ``autosave.json``
    into ``autosave.prev.json`` and moves the new one in. If the process dies between the two
    renames, or the current file is damaged, ``load_autosave`` resumes from the previous save
    (one action earlier) and says so with a notice. ``save_autosave(data, background=True)``
    does the disk work on a writer thread so that the table never waits for fsync.

Errors
    Reads never raise for a bad file. Writes never raise ``OSError`` either: a failed write is
    logged and returned as a ``Notice`` (kind ``write_failed``) so that a full or read-only disk
    never stops a game. Data that cannot be turned into JSON is a programming error and raises
    ``TypeError``/``ValueError`` before any file is touched.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import logging
import os
import re
import socket
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

from .engine.json_limits import JsonLimitError, check_json_text

log = logging.getLogger(__name__)

APP_NAME = "uno-desktop"
ENV_HOME = "UNO_DESKTOP_HOME"

SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
AUTOSAVE_PREV_FILE = "autosave.prev.json"
STATS_FILE = "stats.json"
LOG_FILE = "uno-desktop.log"

KEEP_BACKUPS = 5  # corrupt-file backups kept per file name
# Every file the game reads is small (settings 2 KB, statistics a few KB, an autosave ~30 KB):
# anything far bigger, or nested deeper than any of them, is damaged, not a reason to crash.
MAX_FILE_BYTES = 4_000_000
MAX_JSON_DEPTH = 32
_TMP_SUFFIX = ".tmp"
_STALE_TMP_SECONDS = 3600.0
# ".<name>.<host>-<pid>-<mkstemp's random part>.tmp"; older versions wrote no host and pid.
_TMP_WRITER = re.compile(r"\.([A-Za-z0-9]{1,32})-(\d{1,10})-[^.]*\.tmp$")

Validator = Callable[[Any], Any]


def data_dir() -> Path:
    """The folder for this user's files: ``$UNO_DESKTOP_HOME`` if set, else the OS's data folder.

    Not created here; writes create it when needed."""
    override = os.environ.get(ENV_HOME)
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


# -- notices ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Notice:
    """Something the player should be told about a file, for the UI to show once.

    ``kind``:
      - ``"damaged"``: the file was not valid JSON or not valid content; it was moved to
        ``backup`` and defaults (or nothing) are used instead.
      - ``"recovered"``: the autosave was missing or damaged, the previous autosave was used
        (``backup`` holds the damaged file if there was one).
      - ``"partly_reset"``: some values were damaged; only those were reset (``detail`` lists
        them), the rest kept; a copy of the file as it was is at ``backup``.
      - ``"unreadable"``: the file exists but the OS refused to read it (permissions, lock).
      - ``"write_failed"``: a save could not be written (full or read-only disk); the old file
        is unchanged.
    ``file`` is the file name (``settings.json`` …), ``path`` its full path; ``detail`` is an
    English reason for the log. ``message_id`` and ``args`` are ready for a Fluent lookup.
    """

    kind: str
    file: str
    path: Path
    backup: Path | None = None
    detail: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def message_id(self) -> str:
        """Fluent message id, e.g. ``storage-damaged`` (variables: ``args``)."""
        return f"storage-{self.kind.replace('_', '-')}"

    @property
    def args(self) -> dict[str, str]:
        """Fluent variables: ``file``, ``path``, ``backup`` (empty when none), ``detail``."""
        return {
            "file": self.file,
            "path": str(self.path),
            "backup": str(self.backup) if self.backup else "",
            "detail": self.detail,
        }

    def __str__(self) -> str:  # English, for the log and as a fallback text
        if self.kind == "damaged":
            where = f" A copy was kept at {self.backup}." if self.backup else ""
            return f"{self.file} was damaged and has been reset ({self.detail}).{where}"
        if self.kind == "recovered":
            where = f" The damaged file was kept at {self.backup}." if self.backup else ""
            return f"The last autosave could not be used; the one before it was loaded.{where}"
        if self.kind == "partly_reset":
            where = f" A copy was kept at {self.backup}." if self.backup else ""
            return f"Some values of {self.file} were damaged and reset ({self.detail}).{where}"
        if self.kind == "unreadable":
            return f"{self.path} could not be read ({self.detail})."
        if self.kind == "write_failed":
            return f"{self.path} could not be saved ({self.detail})."
        return f"{self.file}: {self.kind} ({self.detail})"


# -- atomic writes ---------------------------------------------------------------------------------
def _replace(src: Path | str, dst: Path | str) -> None:
    """``os.replace`` with a few retries on Windows, where a virus scanner or an indexer may hold
    the target open for a moment."""
    attempts = 5 if sys.platform == "win32" else 1
    for attempt in range(attempts):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _fsync_dir(folder: Path) -> None:
    """Make a rename durable on POSIX (no-op where directories cannot be opened)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _host_tag() -> str:
    """This machine's name in a temp file's name (letters and digits only): a process id means
    something only on the machine that wrote it (a data folder may be on a shared disk)."""
    return re.sub(r"[^A-Za-z0-9]", "", socket.gethostname())[:32] or "host"


def _temp_prefix(path: Path, pid: int) -> str:
    return f".{path.name}.{_host_tag()}-{pid}-"


def _process_alive(pid: int) -> bool:
    """Whether process ``pid`` runs on this machine. True when unsure: keeping a stray file for
    an hour costs nothing, removing a live writer's file fails its save."""
    if not 0 < pid < 2**31:  # os.kill(0, ...) means our whole process group; huge: overflow
        return True
    if sys.platform == "win32":
        return _windows_process_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except OSError:  # PermissionError: it exists but belongs to another user
        return True
    return True


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    def _windows_process_alive(pid: int) -> bool:
        # Not os.kill: on Windows it terminates the process whatever the signal number.
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        kernel32.OpenProcess.restype = wintypes.HANDLE
        kernel32.OpenProcess.argtypes = (wintypes.DWORD, wintypes.BOOL, wintypes.DWORD)
        kernel32.GetExitCodeProcess.argtypes = (wintypes.HANDLE, ctypes.POINTER(wintypes.DWORD))
        kernel32.CloseHandle.argtypes = (wintypes.HANDLE,)
        query_limited_information, still_active = 0x1000, 259
        error_invalid_parameter = 87  # what OpenProcess says for a process id nobody holds
        handle = kernel32.OpenProcess(query_limited_information, False, pid)
        if not handle:  # no such process, or access denied: it exists (another user's)
            return ctypes.get_last_error() != error_invalid_parameter
        try:
            code = wintypes.DWORD()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return True
            return code.value == still_active  # exited, but someone still holds a handle
        finally:
            kernel32.CloseHandle(handle)


def _write_temp(path: Path, data: bytes) -> Path:
    """Write ``data`` to a new temporary file beside ``path`` (flushed and fsynced); return it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=_temp_prefix(path, os.getpid()), suffix=_TMP_SUFFIX,
                                    dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    return tmp


def atomic_write_bytes(path: Path | str, data: bytes) -> None:
    """Replace ``path`` by ``data`` all at once: readers see the old or the new file, never a part.

    Raises ``OSError`` when the write fails; the old file is then unchanged."""
    path = Path(path)
    tmp = _write_temp(path, data)
    try:
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(path.parent)


def atomic_write_text(path: Path | str, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def dump_json(data: Any, pretty: bool = False) -> bytes:
    """The bytes we write for ``data``: strict UTF-8 JSON (no NaN/Infinity).

    ``pretty``: indented, for the small files a person may open (settings, stats). Otherwise
    compact, which uses json's C encoder: ~8x faster on an autosave (1 ms instead of 8 ms for
    30 KB), which matters because the table autosaves after every action.
    Raises ``TypeError``/``ValueError`` for data JSON cannot hold."""
    if pretty:
        text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False) + "\n"
    else:
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return text.encode("utf-8")


def atomic_write_json(path: Path | str, data: Any, pretty: bool = False) -> None:
    atomic_write_bytes(path, dump_json(data, pretty))


# -- validated reads -------------------------------------------------------------------------------
def backup_path(path: Path, when: datetime | None = None) -> Path:
    """A new name ``<stem>.corrupt-<YYYYmmdd-HHMMSS>[-n].json`` beside ``path``; within the same
    second ``n`` counts up, so the names sort in the order the backups were made."""
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    taken = [key for key in map(_backup_key, _backups(path)) if key[0] == stamp]
    if not taken:
        return path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    n = max(key[1] for key in taken) + 1
    return path.with_name(f"{path.stem}.corrupt-{stamp}-{n}{path.suffix}")


_BACKUP_NAME = re.compile(r"\.corrupt-(\d{8}-\d{6})(?:-(\d+))?\.[^.]*$")


def _backup_key(backup: Path) -> tuple[str, int]:
    match = _BACKUP_NAME.search(backup.name)
    if match is None:
        return ("", 0)
    return match.group(1), int(match.group(2) or 0)


def _backups(path: Path) -> list[Path]:
    try:
        return sorted(path.parent.glob(f"{path.stem}.corrupt-*{path.suffix}"), key=_backup_key)
    except OSError:
        return []


def _prune_backups(path: Path) -> None:
    for old in _backups(path)[:-KEEP_BACKUPS]:
        with contextlib.suppress(OSError):
            old.unlink()


def move_aside(path: Path) -> Path | None:
    """Move a bad file to a ``.corrupt-<timestamp>`` backup; return the backup (None if it could
    not be kept, in which case the bad file stays where it was and is overwritten by the next
    save)."""
    target = backup_path(path)
    try:
        _replace(path, target)
    except OSError as exc:
        log.error("could not move %s aside to %s: %s", path, target, exc)
        return None
    _prune_backups(path)
    return target


def load_json(
    path: Path | str, validate: Validator | None = None
) -> tuple[Any | None, Notice | None]:
    """Read a JSON file and check it.

    ``validate(data)`` returns the value to hand back (it may convert, e.g. into a dataclass) and
    raises ``ValueError``, ``TypeError``, ``KeyError`` or ``AttributeError`` (or a subclass, such as
    ``RulesError``) to refuse the content.

    Returns ``(value, None)`` when good, ``(None, None)`` when the file does not exist,
    ``(None, Notice("damaged"))`` when it was moved aside, ``(None, Notice("unreadable"))`` when
    the OS refused to read it (then nothing is moved)."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        return None, None
    except OSError as exc:
        log.error("cannot read %s: %s", path, exc)
        return None, Notice("unreadable", path.name, path, None, str(exc) or type(exc).__name__)
    try:
        text = raw.decode("utf-8")
        check_json_text(text, MAX_FILE_BYTES, MAX_JSON_DEPTH)
        data = json.loads(text, parse_constant=_refuse_constant)
    except JsonLimitError as exc:
        return None, _damaged(path, f"too big or too deeply nested: {exc}")
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        return None, _damaged(path, f"not valid JSON: {exc}")
    if validate is None:
        return data, None
    try:
        value = validate(data)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        return None, _damaged(path, f"invalid content: {exc}")
    return value, None


def keep_copy(path: Path) -> Path | None:
    """Copy a partly damaged file to a ``.corrupt-<timestamp>`` backup before it is repaired
    (None if the copy could not be made)."""
    target = backup_path(path)
    try:
        atomic_write_bytes(target, path.read_bytes())
    except OSError as exc:
        log.error("could not copy %s to %s: %s", path, target, exc)
        return None
    _prune_backups(path)
    return target


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _damaged(path: Path, detail: str) -> Notice:
    backup = move_aside(path)
    log.warning("%s is damaged (%s); backup: %s", path, detail, backup)
    return Notice("damaged", path.name, path, backup, detail)


def require_object(data: Any) -> dict[str, Any]:
    """Validator: a JSON object (dict), else ``TypeError``."""
    if not isinstance(data, dict):
        raise TypeError(f"expected a JSON object, found {type(data).__name__}")
    return data


# -- background autosave ---------------------------------------------------------------------------
class _BackgroundWriter:
    """One thread that writes autosave payloads in the order given, keeping only the newest one
    waiting (an older waiting payload is superseded, never written after a newer one).

    ``submit`` returns at once; a failed write is reported by the next ``submit`` or ``flush``."""

    def __init__(self, write: Callable[[bytes], Notice | None], name: str) -> None:
        self._write = write
        self._name = name
        self._cond = threading.Condition()
        self._pending: bytes | None = None
        self._busy = False
        self._failed: Notice | None = None
        self._thread: threading.Thread | None = None

    def submit(self, payload: bytes) -> Notice | None:
        with self._cond:
            self._pending = payload
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
                atexit.register(self.flush)  # a normal exit finishes the last write
            self._cond.notify_all()
            failed, self._failed = self._failed, None
        return failed

    def flush(self, timeout: float | None = None) -> Notice | None:
        """Wait until nothing is waiting or being written; the last failure, if any."""
        with self._cond:
            self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)
            failed, self._failed = self._failed, None
        return failed

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None)
                payload, self._pending = self._pending, None
                assert payload is not None  # waited for above
                self._busy = True
            try:
                notice = self._write(payload)
            except Exception as exc:  # never let the writer die silently
                log.exception("autosave writer failed")
                notice = Notice("write_failed", AUTOSAVE_FILE, Path(AUTOSAVE_FILE), None, repr(exc))
            with self._cond:
                self._busy = False
                if notice is not None:
                    self._failed = notice
                self._cond.notify_all()


# -- the storage folder ----------------------------------------------------------------------------
class Storage:
    """The user's files. ``Storage()`` uses :func:`data_dir`; ``Storage(path)`` any folder.

    Nothing is created until something is written."""

    def __init__(self, root: Path | str | None = None) -> None:
        self.root: Path = Path(root) if root is not None else data_dir()
        self._writer: _BackgroundWriter | None = None
        self._remove_stale_temps()

    def __repr__(self) -> str:
        return f"Storage({str(self.root)!r})"

    # paths
    def path(self, name: str) -> Path:
        return self.root / name

    @property
    def log_path(self) -> Path:
        return self.root / LOG_FILE

    @property
    def settings_path(self) -> Path:
        return self.root / SETTINGS_FILE

    @property
    def autosave_path(self) -> Path:
        return self.root / AUTOSAVE_FILE

    @property
    def autosave_prev_path(self) -> Path:
        return self.root / AUTOSAVE_PREV_FILE

    @property
    def stats_path(self) -> Path:
        return self.root / STATS_FILE

    # generic
    def load_json(
        self, name: str, validate: Validator | None = None
    ) -> tuple[Any | None, Notice | None]:
        """:func:`load_json` on ``root/name``."""
        return load_json(self.path(name), validate)

    def save_json(self, name: str, data: Any, pretty: bool = False) -> Notice | None:
        """Write ``root/name`` atomically. None when saved, a ``write_failed`` Notice when not."""
        payload = dump_json(data, pretty)  # TypeError/ValueError here: a bug in the caller
        path = self.path(name)
        try:
            atomic_write_bytes(path, payload)
        except OSError as exc:
            return self._write_failed(path, exc)
        return None

    # settings
    def load_settings(
        self, validate: Validator | None = require_object
    ) -> tuple[Any | None, Notice | None]:
        """The settings file checked by ``validate`` (app_settings passes AppSettings.from_dict)."""
        return self.load_json(SETTINGS_FILE, validate)

    def save_settings(self, data: dict[str, Any]) -> Notice | None:
        return self.save_json(SETTINGS_FILE, data, pretty=True)

    # autosave
    def has_autosave(self) -> bool:
        """True when there is something to continue (the current or the previous autosave)."""
        self.flush_autosave()
        return self.autosave_path.is_file() or self.autosave_prev_path.is_file()

    def save_autosave(self, data: dict[str, Any], background: bool = False) -> Notice | None:
        """Write the new autosave; the current one becomes ``autosave.prev.json``.

        Order: new content fsynced into a temp file → current renamed to prev → temp renamed to
        current. At every instant a complete save exists under one of the two names.

        ``background=True`` (for the table, which saves after every action): ``data`` is turned
        into JSON now (so later changes to it do not matter), the disk work (two fsyncs, ~10 ms
        on a slow disk) happens on a writer thread. Returns at once; a write that failed is
        reported by the next call or by :meth:`flush_autosave`. A killed process then loses at
        most the save being written, never the one before it. The other autosave methods wait
        for a pending write first, so the order of operations is kept."""
        payload = dump_json(data)  # TypeError/ValueError here: a bug in the caller
        if background:
            if self._writer is None:
                self._writer = _BackgroundWriter(self._write_autosave, "uno-autosave")
            return self._writer.submit(payload)
        failed = self.flush_autosave()
        return self._write_autosave(payload) or failed

    def flush_autosave(self, timeout: float | None = None) -> Notice | None:
        """Wait for a background autosave to reach the disk (call before quitting; a normal exit
        does it too). Returns the notice of a background write that failed, if any."""
        return self._writer.flush(timeout) if self._writer is not None else None

    def _write_autosave(self, payload: bytes) -> Notice | None:
        current, prev = self.autosave_path, self.autosave_prev_path
        try:
            tmp = _write_temp(current, payload)
        except OSError as exc:
            return self._write_failed(current, exc)
        try:
            if current.exists():
                _replace(current, prev)
            _replace(tmp, current)
        except OSError as exc:
            with contextlib.suppress(OSError):
                tmp.unlink()
            return self._write_failed(current, exc)
        _fsync_dir(self.root)
        return None

    def load_autosave(
        self, validate: Validator | None = require_object
    ) -> tuple[Any | None, Notice | None]:
        """The autosave to continue, checked by ``validate`` (pass the engine's loader).

        Falls back to the previous autosave when the current one is missing or damaged; then the
        notice has kind ``recovered``. ``(None, None)``: nothing to continue. ``(None, notice)``:
        there was a save, but neither file could be used (both moved aside)."""
        self.flush_autosave()
        value, notice = self.load_json(AUTOSAVE_FILE, validate)
        if value is not None:
            return value, None
        prev_value, prev_notice = self.load_json(AUTOSAVE_PREV_FILE, validate)
        if prev_value is not None:
            backup = notice.backup if notice else None
            detail = notice.detail if notice else "the last autosave was missing"
            log.warning("resuming from %s (%s)", self.autosave_prev_path, detail)
            recovered = Notice("recovered", AUTOSAVE_FILE, self.autosave_path, backup, detail)
            # Put the good save back in front so the next save rotates it into prev again.
            with contextlib.suppress(OSError):
                if not self.autosave_path.exists():
                    atomic_write_bytes(self.autosave_path, self.autosave_prev_path.read_bytes())
            return prev_value, recovered
        return None, notice or prev_notice

    def clear_autosave(self) -> None:
        """Forget the game in progress (match over, or the player chose a new game)."""
        self.flush_autosave()
        for path in (self.autosave_path, self.autosave_prev_path):
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                log.error("could not remove %s: %s", path, exc)

    # statistics
    def load_stats(self) -> tuple[dict[str, Any], Notice | None]:
        """The statistics object ({} when none or damaged)."""
        value, notice = self.load_json(STATS_FILE, require_object)
        return (value if value is not None else {}), notice

    def save_stats(self, data: dict[str, Any]) -> Notice | None:
        return self.save_json(STATS_FILE, data, pretty=True)

    # housekeeping
    def _write_failed(self, path: Path, exc: OSError) -> Notice:
        log.error("could not write %s: %s", path, exc)
        return Notice("write_failed", path.name, path, None, str(exc) or type(exc).__name__)

    def _remove_stale_temps(self) -> None:
        """Temp files left by a crash in the middle of a write: at once when the process that
        wrote it is gone, else once it is older than an hour (a running copy of the game may be
        writing it; the process id may have been reused; the name may not say who wrote it)."""
        try:
            candidates = list(self.root.glob(f".*{_TMP_SUFFIX}"))
        except OSError:
            return
        limit = time.time() - _STALE_TMP_SECONDS
        host = _host_tag()
        for tmp in candidates:
            writer = _TMP_WRITER.search(tmp.name)
            dead = (writer is not None and writer.group(1) == host
                    and not _process_alive(int(writer.group(2))))
            with contextlib.suppress(OSError):
                if dead or tmp.stat().st_mtime < limit:
                    tmp.unlink()
