"""The rules of UNO: pure Python, no pygame, no clock, no I/O.

The hot modules may also be there compiled by mypyc (``tools/build_engine.py``, run by
``make``): Python then imports the C extension instead of the ``.py`` file. The pure modules
are used instead when ``UNO_PURE_ENGINE=1`` is set (the test suite runs both ways) and when the
extensions are older than their sources (an edit not yet rebuilt must not be silently ignored).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from importlib.machinery import (
    EXTENSION_SUFFIXES,
    SOURCE_SUFFIXES,
    FileFinder,
    ModuleSpec,
    SourceFileLoader,
)
from pathlib import Path
from types import ModuleType

_HERE = Path(__file__).resolve().parent


def _extensions() -> list[Path]:
    if not _HERE.is_dir():  # a frozen executable without compiled modules
        return []
    return [p for p in _HERE.iterdir() if any(p.name.endswith(s) for s in EXTENSION_SUFFIXES)]


def _stale(extensions: list[Path]) -> bool:
    """True when a compiled module's source changed after it was compiled."""
    for ext in extensions:
        source = _HERE / (ext.name.split(".", 1)[0] + ".py")
        if source.exists() and source.stat().st_mtime > ext.stat().st_mtime:
            return True
    return False


class _PureSource:
    """A finder that loads this package's modules from their ``.py`` files only."""

    @staticmethod
    def find_spec(name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if not name.startswith(__name__ + "."):
            return None
        return FileFinder(str(_HERE), (SourceFileLoader, SOURCE_SUFFIXES)).find_spec(name)


def _choose() -> str:
    extensions = _extensions()
    if not extensions:
        return "pure"
    if os.environ.get("UNO_PURE_ENGINE", "") not in ("", "0"):
        reason = "pure"
    elif _stale(extensions):
        reason = "pure (the compiled engine is older than its sources: run make)"
        print(f"uno_desktop.engine: {reason}", file=sys.stderr)
    else:
        return "compiled"
    sys.meta_path.insert(0, _PureSource())
    return reason


# "compiled" or "pure ...": which engine this process runs (the benchmark reports it).
ENGINE = _choose()
