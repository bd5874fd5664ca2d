"""The package's import graph: no module needs another to be imported first, and no two
modules import each other (directly or round a circle), even counting the imports made for
the type checker only; the phone server (``remote/``) imports nothing of the UI."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import import_graph  # noqa: E402


def test_the_graph_sees_imports_inside_functions_and_skips_type_checking_ones() -> None:
    g = import_graph.graph()
    # launch imports every scene; no scene imports launch, the router or each other to navigate.
    assert "uno_desktop.ui.scenes.menu" in g["uno_desktop.ui.launch"]
    assert "uno_desktop.ui.table.scene" in g["uno_desktop.ui.launch"]
    # The overlays' protocol names the table's parts for the type checker only.
    assert "uno_desktop.ui.table.director" not in g["uno_desktop.ui.table_handle"]
    # A function-local import counts (seats loads the bot registry when a bot is built).
    assert "uno_desktop.bots.registry" in g["uno_desktop.ui.table.seats"]


def test_no_import_cycles() -> None:
    found = import_graph.cycles(import_graph.graph())
    assert found == []


def test_no_import_circle_even_counting_type_checking_imports() -> None:
    # A lower module that must name a higher one's type names a protocol of its own instead
    # (the overlays' ui/table_handle.TableHandle, the table parts' table_state.Screen).
    assert import_graph.cycles(import_graph.graph(typing=True)) == []


def test_typing_counts_the_imports_made_for_the_type_checker() -> None:
    g = import_graph.graph(typing=True)
    assert "uno_desktop.ui.table.director" in g["uno_desktop.ui.table_handle"]
    assert set(g) == set(import_graph.graph())  # the same modules, more edges


def test_the_phone_server_imports_nothing_of_the_ui() -> None:
    g = import_graph.graph(typing=True)
    reaching_up = {name: sorted(m for m in imported if m.startswith("uno_desktop.ui"))
                   for name, imported in g.items() if name.startswith("uno_desktop.remote")}
    assert {name: ui for name, ui in reaching_up.items() if ui} == {}


def test_the_engine_has_no_cycle_even_counting_type_checking_imports() -> None:
    typed = import_graph.graph(typing=True)
    # The typing graph sees what the run-time one leaves out (a TYPE_CHECKING import).
    assert "uno_desktop.engine.view" in typed["uno_desktop.engine.sampling"]
    assert "uno_desktop.engine.view" not in import_graph.graph()["uno_desktop.engine.sampling"]
    assert import_graph.cycles(import_graph.within(typed, "uno_desktop.engine")) == []


def test_the_cycle_finder_finds_a_circle() -> None:
    g = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert import_graph.cycles(g) == [["a", "b", "c"]]


def test_every_module_imports_on_its_own() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "import_graph.py"), "--each"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " 0 do not" in done.stdout
