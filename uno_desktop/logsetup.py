"""Logging for the game: a rotating log file in the user's data folder, stderr when there is one.

Call :func:`setup_logging` once at start (``__main__``), before anything else can fail. It
  - writes ``uno-desktop.log`` (1 MB x 3 backups) in the data folder (``$UNO_DESKTOP_HOME`` or
    the platformdirs folder), falling back to the temp folder when that cannot be written;
  - also logs to stderr when a console exists (a windowed PyInstaller exe has
    ``sys.stderr is None``: then only the file is used, nothing crashes);
  - installs ``sys.excepthook`` and ``threading.excepthook`` that log uncaught exceptions with
    their traceback, and routes ``warnings`` into the log;
  - enables ``faulthandler`` into ``uno-desktop-faults.log`` so that a hard crash inside SDL
    still leaves a Python traceback.
No pygame here: the game adds the pygame/SDL versions to the log itself.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import logging.handlers
import platform
import sys
import tempfile
import threading
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from . import __version__
from .storage import LOG_FILE, data_dir

LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
FAULTS_FILE = "uno-desktop-faults.log"
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"

log = logging.getLogger("uno_desktop")

_FILE_ONLY = "uno_file_only"
_state: dict[str, Any] = {"path": None, "faults": None, "hooks": None, "fault_before": False}


def has_console() -> bool:
    """True when stderr can be written (False in a windowed exe, where it is None)."""
    stream = sys.stderr
    return stream is not None and not getattr(stream, "closed", False)


def log_path() -> Path:
    """The log file in use (after :func:`setup_logging`), else where it would be."""
    current = _state["path"]
    return current if current is not None else data_dir() / LOG_FILE


def setup_logging(
    folder: Path | str | None = None,
    level: int = logging.INFO,
    console: bool | None = None,
    hooks: bool = True,
) -> Path | None:
    """Set up logging for the app; safe to call again (it replaces what it installed before).

    ``folder``: where the log goes (default: the data folder). ``console``: also log to stderr
    (default: when a console exists). ``hooks``: install the exception hooks and faulthandler.
    Returns the log file's path, or None when no file could be opened anywhere."""
    root = logging.getLogger()
    _remove_our_handlers(root)
    root.setLevel(level)
    formatter = logging.Formatter(FORMAT)

    path = None
    file_handler = None
    base = Path(folder) if folder is not None else data_dir()
    for candidate in (base, Path(tempfile.gettempdir()) / "uno-desktop"):
        try:
            candidate.mkdir(parents=True, exist_ok=True)
            file_handler = logging.handlers.RotatingFileHandler(
                candidate / LOG_FILE,
                maxBytes=LOG_MAX_BYTES,
                backupCount=LOG_BACKUPS,
                encoding="utf-8",
            )
        except OSError:
            continue
        path = candidate / LOG_FILE
        break
    if file_handler is not None:
        file_handler.setFormatter(formatter)
        file_handler.setLevel(level)
        _mark(file_handler)
        root.addHandler(file_handler)

    if console is None:
        console = has_console()
    if console and has_console():
        stream_handler = logging.StreamHandler(sys.stderr)
        stream_handler.setFormatter(formatter)
        stream_handler.setLevel(max(level, logging.WARNING))
        stream_handler.addFilter(lambda record: not getattr(record, _FILE_ONLY, False))
        _mark(stream_handler)
        root.addHandler(stream_handler)

    _state["path"] = path
    logging.captureWarnings(True)
    if hooks:
        install_excepthooks()
        if path is not None:
            _enable_faulthandler(path.parent / FAULTS_FILE)
    log.info(
        "uno-desktop %s, Python %s, %s, frozen=%s, log %s",
        __version__,
        platform.python_version(),
        f"{platform.system()} {platform.release()} {platform.machine()}",
        bool(getattr(sys, "frozen", False)),
        path,
    )
    if path is None:
        log.warning("no log file could be opened (data folder %s)", base)
    return path


def log_exception(
    exc: BaseException, context: str = "uncaught exception", logger: logging.Logger | None = None
) -> Path:
    """Log ``exc`` with its traceback (for the crash screen); return the log file's path."""
    (logger or log).critical(context, exc_info=(type(exc), exc, exc.__traceback__))
    flush()
    return log_path()


def flush() -> None:
    for handler in logging.getLogger().handlers:
        with contextlib.suppress(Exception):
            handler.flush()


def _excepthook(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> None:
    previous = _state["hooks"][0] if _state["hooks"] else sys.__excepthook__
    if not issubclass(exc_type, KeyboardInterrupt):
        # To the file only: the previous hook prints the usual traceback on the console.
        log.critical("uncaught exception", exc_info=(exc_type, exc, tb), extra={_FILE_ONLY: True})
        flush()
    if has_console() and previous is not None:
        with contextlib.suppress(Exception):
            previous(exc_type, exc, tb)


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "?"
    log.critical("uncaught exception in thread %s", name,
                 exc_info=args.exc_value if args.exc_value is not None else True)
    flush()


def install_excepthooks() -> None:
    """Log uncaught exceptions (main thread and other threads). Idempotent."""
    if _state["hooks"] is None:
        _state["hooks"] = (sys.excepthook, threading.excepthook)
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook


def uninstall_excepthooks() -> None:
    """Put back the hooks that were there before (for tests)."""
    if _state["hooks"] is not None:
        sys.excepthook, threading.excepthook = _state["hooks"]
        _state["hooks"] = None


def shutdown() -> None:
    """Close what :func:`setup_logging` opened (for tests, and at exit)."""
    uninstall_excepthooks()
    _remove_our_handlers(logging.getLogger())
    faults: IO[str] | None = _state["faults"]
    if faults is not None:
        with contextlib.suppress(Exception):
            faulthandler.disable()
            faults.close()
        _state["faults"] = None
        if _state["fault_before"] and has_console():
            with contextlib.suppress(Exception):
                faulthandler.enable()
    _state["path"] = None


def _enable_faulthandler(path: Path) -> None:
    old = _state["faults"]
    if old is None:
        _state["fault_before"] = faulthandler.is_enabled()
    try:
        stream = open(path, "a", encoding="utf-8")  # noqa: SIM115 (kept open on purpose)
        faulthandler.enable(file=stream)
    except (OSError, RuntimeError, ValueError):
        return
    _state["faults"] = stream
    if old is not None:
        with contextlib.suppress(Exception):
            old.close()


def _mark(handler: logging.Handler) -> None:
    handler._uno_desktop = True  # type: ignore[attr-defined]


def _remove_our_handlers(root: logging.Logger) -> None:
    for handler in list(root.handlers):
        if getattr(handler, "_uno_desktop", False):
            root.removeHandler(handler)
            with contextlib.suppress(Exception):
                handler.close()
