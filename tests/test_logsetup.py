"""Logging: the rotating file in the data folder, no console in a windowed exe, the hooks."""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from uno_desktop import logsetup
from uno_desktop.storage import ENV_HOME


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "home"
    monkeypatch.setenv(ENV_HOME, str(folder))
    root = logging.getLogger()
    level = root.level
    yield folder
    logsetup.shutdown()
    root.setLevel(level)


def ours() -> list[logging.Handler]:
    return [h for h in logging.getLogger().handlers if getattr(h, "_uno_desktop", False)]


def test_log_file_in_the_data_folder(home: Path) -> None:
    assert logsetup.log_path() == home / "uno-desktop.log"
    path = logsetup.setup_logging(hooks=False)
    assert path == home / "uno-desktop.log" == logsetup.log_path()
    logging.getLogger("uno_desktop.test").warning("hello %s", "नमस्ते")
    logsetup.flush()
    text = path.read_text("utf-8")
    assert "hello नमस्ते" in text and "uno-desktop" in text
    files = [h for h in ours() if isinstance(h, logging.handlers.RotatingFileHandler)]
    assert len(files) == 1
    assert files[0].maxBytes == 1_000_000 and files[0].backupCount == 3


def test_setup_twice_does_not_double_handlers(home: Path) -> None:
    logsetup.setup_logging(hooks=False, console=True)
    logsetup.setup_logging(hooks=False, console=True)
    assert len(ours()) == 2


def test_windowed_exe_without_stderr(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stderr", None)
    assert not logsetup.has_console()
    path = logsetup.setup_logging()
    assert all(isinstance(h, logging.FileHandler) for h in ours())
    try:
        raise RuntimeError("boom in a windowed exe")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())  # must not crash without a console
    logging.getLogger("uno_desktop").error("still logging")
    logsetup.flush()
    text = path.read_text("utf-8")
    assert "boom in a windowed exe" in text and "Traceback" in text and "still logging" in text


def test_excepthook_logs_uncaught(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = logsetup.setup_logging(console=True)
    assert sys.excepthook is logsetup._excepthook
    try:
        1 / 0  # noqa: B018
    except ZeroDivisionError:
        sys.excepthook(*sys.exc_info())
    logsetup.flush()
    assert "ZeroDivisionError" in path.read_text("utf-8")
    err = capsys.readouterr().err
    assert err.count("ZeroDivisionError") == 1  # the usual report, once (not also the log line)
    logsetup.uninstall_excepthooks()
    assert sys.excepthook is not logsetup._excepthook


def test_thread_exceptions_are_logged(home: Path) -> None:
    path = logsetup.setup_logging(console=False)

    def fail() -> None:
        raise ValueError("bot thread failed")

    worker = threading.Thread(target=fail, name="bot-worker")
    worker.start()
    worker.join()
    logsetup.flush()
    text = path.read_text("utf-8")
    assert "bot-worker" in text and "bot thread failed" in text


def test_log_exception_for_the_crash_screen(home: Path) -> None:
    logsetup.setup_logging(hooks=False, console=False)
    try:
        raise KeyError("card")
    except KeyError as exc:
        where = logsetup.log_exception(exc, "the table crashed")
    assert where == home / "uno-desktop.log"
    text = where.read_text("utf-8")
    assert "the table crashed" in text and "KeyError" in text


def test_unwritable_folder_falls_back_to_temp(home: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    path = logsetup.setup_logging(blocker / "logs", hooks=False, console=False)
    assert path is not None and path.parent != blocker / "logs"
    assert path.name == "uno-desktop.log"


def test_rotation(home: Path) -> None:
    path = logsetup.setup_logging(hooks=False, console=False)
    handler = next(h for h in ours() if isinstance(h, logging.handlers.RotatingFileHandler))
    handler.maxBytes = 2000
    logger = logging.getLogger("uno_desktop.spam")
    for i in range(200):
        logger.warning("line %d %s", i, "x" * 50)
    logsetup.flush()
    names = sorted(p.name for p in path.parent.glob("uno-desktop.log*"))
    assert names == ["uno-desktop.log"] + [f"uno-desktop.log.{i}" for i in (1, 2, 3)]
