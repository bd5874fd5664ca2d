"""The game log reads saved events field by field. A compiled engine keeps only a bare
``tuple`` as a tuple field's type, so the log names the nested ones itself: checked here
against the annotations written in events.py (read from the source, compiled or not)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from uno_desktop import game_log
from uno_desktop.engine import events as ev
from uno_desktop.engine.errors import SaveError

EVENTS_SOURCE = Path(__file__).resolve().parent.parent / "uno_desktop" / "engine" / "events.py"


def _tuple_fields() -> dict[str, str]:
    """Every event field annotated as a tuple in events.py: name -> annotation text."""
    found: dict[str, str] = {}
    for node in ast.walk(ast.parse(EVENTS_SOURCE.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    text = ast.unparse(item.annotation)
                    if text.startswith("tuple["):
                        found[item.target.id] = text
    return found


def test_the_nested_tuple_fields_are_the_ones_events_declare() -> None:
    fields = _tuple_fields()
    assert fields, "events.py declares tuple fields"
    nested = {name for name, text in fields.items() if text.startswith("tuple[tuple[")}
    assert nested == set(game_log.NESTED_TUPLE_FIELDS)


def test_a_saved_dealer_draw_and_round_end_read_back_exactly() -> None:
    events = [
        ev.DealerChosen(dealer=1, draws=((0, 5), (1, 80))),
        ev.RoundEnded(winner=0, reason="out", hands=((), (3, 4)), values=(0, 7), ranking=(0, 1)),
    ]
    for event in events:
        entry = game_log.LogEntry(event)
        saved = json.loads(json.dumps(game_log.entry_to_dict(entry)))  # as in a save file
        assert game_log.entry_from_dict(saved) == entry


def test_a_flat_tuple_field_refuses_nested_lists() -> None:
    entry = game_log.LogEntry(ev.Drew(seat=0, cards=(3, 4), reason="draw"))
    data = json.loads(json.dumps(game_log.entry_to_dict(entry)))
    data["cards"] = [[3], [4]]
    with pytest.raises(SaveError):
        game_log.entry_from_dict(data)
