"""The package's import graph at run time, and a check that every module imports on its own.

    python tools/import_graph.py            # prints every cycle; exit status 1 if any
    python tools/import_graph.py --typing   # the same, counting TYPE_CHECKING imports too
    python tools/import_graph.py --each     # imports every module alone; exit status 1 if any fails

The graph: which module imports which, at module level or inside functions (an import moved
into a function still ties the two modules); imports under ``if TYPE_CHECKING:`` are for the
type checker only and are left out, unless ``typing`` asks for them: a circle through them
still ties the modules' designs together (the package has none: a lower module that needs to
name a higher one's type names a protocol or a base of its own instead).

``--each`` imports every module of the package in a process of its own that has no module of
the package loaded yet (forked from a parent holding only the third-party libraries, or a new
interpreter where fork does not exist), so a module that only works when something else was
imported first is found.
"""

from __future__ import annotations

import ast
import importlib
import os
import subprocess
import sys
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "uno_desktop"


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted((ROOT / PACKAGE).rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _resolve(name: str, known: dict[str, Path]) -> str | None:
    """The package module ``name`` refers to (a module, or the package holding a name)."""
    while name:
        if name in known:
            return name
        name = name.rpartition(".")[0]
    return None


def imports_of(name: str, path: Path, known: dict[str, Path], typing: bool = False) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"), str(path))
    is_pkg = path.name == "__init__.py"
    base = name if is_pkg else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if not typing and isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = _resolve(alias.name, known)
                if target:
                    found.add(target)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                pkg = base
                for _ in range(node.level - 1):
                    pkg = pkg.rpartition(".")[0]
                mod = f"{pkg}.{node.module}" if node.module else pkg
            else:
                mod = node.module or ""
            for alias in node.names:
                target = _resolve(f"{mod}.{alias.name}", known) or _resolve(mod, known)
                if target:
                    found.add(target)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    found.discard(name)
    return found


def graph(typing: bool = False) -> dict[str, set[str]]:
    """Module -> the package modules it imports (with ``typing``, also for the type checker)."""
    known = modules()
    return {name: imports_of(name, path, known, typing) for name, path in known.items()}


def within(g: dict[str, set[str]], package: str) -> dict[str, set[str]]:
    """The part of ``g`` among the modules of ``package`` (e.g. ``uno_desktop.engine``)."""
    inside = {m for m in g if m == package or m.startswith(package + ".")}
    return {m: g[m] & inside for m in inside}


def cycles(g: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]
    sys.setrecursionlimit(10000)

    def strong(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in g.get(v, ()):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            strong(v)
    return sorted(out)


def _import_alone(name: str) -> str | None:
    """None when ``name`` imports in a process of its own, else the error."""
    if not hasattr(os, "fork"):
        done = subprocess.run([sys.executable, "-c", f"import {name}"], cwd=ROOT,
                              capture_output=True, text=True)
        return None if done.returncode == 0 else done.stderr.strip().splitlines()[-1]
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: import, report, leave without running any cleanup
        os.close(read)
        code = 0
        try:
            importlib.import_module(name)
        except BaseException:
            os.write(write, traceback.format_exc().encode()[-2000:])
            code = 1
        os._exit(code)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        message = pipe.read().decode(errors="replace")
    _pid, status = os.waitpid(pid, 0)
    return None if os.waitstatus_to_exitcode(status) == 0 else (message or "failed")


def import_each() -> dict[str, str]:
    """Every module that does not import on its own, with its error."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    # Third-party libraries may be loaded once; no module of the package is.
    for lib in ("pygame", "fluent.runtime", "platformdirs"):
        importlib.import_module(lib)
    assert not any(m == PACKAGE or m.startswith(PACKAGE + ".") for m in sys.modules)
    failed = {}
    for name in modules():
        if name.endswith("__main__"):
            continue  # runs the game when imported
        error = _import_alone(name)
        if error is not None:
            failed[name] = error
    return failed


def main() -> int:
    if "--each" in sys.argv[1:]:
        failed = import_each()
        for name, error in failed.items():
            print(f"{name} does not import on its own:\n{error}")
        print(f"{len(modules()) - 1 - len(failed)} modules import on their own, "
              f"{len(failed)} do not")
        return 1 if failed else 0
    found = cycles(graph(typing="--typing" in sys.argv[1:]))
    for comp in found:
        print(f"cycle of {len(comp)} modules: {', '.join(comp)}")
    print(f"{len(found)} import cycle(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
