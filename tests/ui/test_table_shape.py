"""The table stays a set of small composed parts: no class of ``ui/table`` has more than 21
methods or inherits more than one base besides ``Scene`` (the ten-mixin scene must not come
back), and no module of it is a mixin of the scene."""

from __future__ import annotations

import ast
from pathlib import Path

TABLE = Path(__file__).resolve().parents[2] / "uno_desktop" / "ui" / "table"
MAX_METHODS = 21


def _classes() -> list[tuple[str, ast.ClassDef]]:
    out = []
    for path in sorted(TABLE.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        out += [(str(path.relative_to(TABLE)), n) for n in tree.body if isinstance(n, ast.ClassDef)]
    return out


def test_no_class_of_the_table_is_big_or_mixed() -> None:
    too_big = {}
    mixed = {}
    for name, cls in _classes():
        methods = [n for n in cls.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
        if len(methods) > MAX_METHODS:
            too_big[f"{name}:{cls.name}"] = len(methods)
        bases = [ast.unparse(b) for b in cls.bases if ast.unparse(b) not in ("Scene", "Protocol")]
        if len(bases) > 1:
            mixed[f"{name}:{cls.name}"] = bases
    assert too_big == {} and mixed == {}


def test_the_checker_counts_what_it_should() -> None:
    names = {cls.name for _n, cls in _classes()}
    assert {"TableScene", "Director", "BotSeat", "PersonSeat", "SeatController"} <= names
