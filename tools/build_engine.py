"""Compile the rules engine with mypyc into C extensions next to its sources (``make`` runs this).

The same typed source is both the pure-Python engine and, compiled, the fast one: Python imports
the extension when it is there and the ``.py`` file otherwise, so a machine without a C compiler
(or without mypyc) simply keeps the pure engine. ``UNO_PURE_ENGINE=1`` makes a run ignore the
extensions (see ``uno_desktop/engine/__init__.py``); ``make test`` runs the engine and bot tests
both ways. Why compile at all: the profile spreads the cost over many small calls (attribute
reads, list scans, tiny methods), which only a compiler removes; see docs/bots.md for figures.

    python tools/build_engine.py           build (or rebuild) the extensions
    python tools/build_engine.py --clean   remove them: back to the pure engine
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "uno_desktop" / "engine"
# The modules on the hot path of a move and of a playout. The rest (saves, views, the match,
# errors) runs once a move or less and stays pure Python; so do the actions (compiled, their
# constructor would refuse a badly typed field before the engine can explain what is wrong) and
# the rules (compiled frozen dataclasses cannot be unpickled field by field).
MODULES = ["cards", "bluff", "decisions", "events", "scoring", "pending", "round_state", "options",
           "position", "sampling", "randomness", "uno_calls", "drawing", "round_end",
           "penalties", "turn_end", "swaps", "turn", "leaving", "reactions", "dealing",
           "game", "playout", "rollout", "hand_value", "draw_values", "mercy", "no_mercy",
           "box_scores"]
GROUP = "uno_desktop.engine._native"  # the shared library lives inside the package


def built_files() -> list[Path]:
    return sorted(p for p in ENGINE.iterdir() if p.suffix in (".so", ".pyd"))


def clean() -> None:
    for path in built_files():
        path.unlink()


def build() -> int:
    try:
        from mypyc.build import mypycify
        from setuptools import setup
    except ImportError as exc:
        print(f"build_engine: {exc}; the engine stays pure Python", file=sys.stderr)
        return 0
    os.chdir(ROOT)
    clean()
    paths = [f"uno_desktop/engine/{name}.py" for name in MODULES]
    try:
        setup(
            name="uno-desktop-engine",
            ext_modules=mypycify(paths, group_name=GROUP, target_dir="build/mypyc"),
            script_args=["-q", "build_ext", "--inplace", "--build-temp", "build/mypyc/temp"],
        )
    except (Exception, SystemExit) as exc:  # no compiler, a mypyc error: fall back, loudly
        clean()
        print(f"build_engine: compiling failed ({exc}); the engine stays pure Python",
              file=sys.stderr)
        return 0
    shutil.rmtree(ROOT / "build" / "mypyc" / "temp", ignore_errors=True)
    for path in built_files():  # setuptools may keep an unchanged shim's old time; the engine
        path.touch()  # compares these times with its sources' to spot a stale build
    print(f"build_engine: compiled {len(MODULES)} engine modules "
          f"({len(built_files())} extension files)")
    return 0


if __name__ == "__main__":
    sys.exit(clean() or 0 if sys.argv[1:] == ["--clean"] else build())
