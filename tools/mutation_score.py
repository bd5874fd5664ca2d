"""The score of the last ``make mutation`` run (mutmut 3, results in ``mutants/``).

    python tools/mutation_score.py            counts per module, the score, the survivors
    python tools/mutation_score.py --min 95   also exit 1 when the score is below 95 %
    python tools/mutation_score.py --recheck  first run the import-time survivors afresh

mutmut runs each mutant in a process forked from one that has already imported the engine, so a
function that only runs while a module is imported (the card tables) always looks like a
survivor there. ``--recheck`` (``make mutation`` passes it) runs the engine tests once for each
such survivor in a fresh interpreter with the mutant switched on from the start, and counts it
caught when they fail; the verdicts are kept in ``mutants/fresh.json``.

Killed and timed-out mutants count as caught (a mutant that makes the engine loop for ever is
noticed); survivors, mutants no engine test runs ("no tests") and anything mutmut could not
classify count against the score. docs/mutation.md explains every survivor left.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tomllib
from collections import Counter
from pathlib import Path

MUTANTS = Path("mutants")
# mutmut's exit codes (mutmut/stats.py): 1 and 3 killed, 0 survived, 33 and 5 no tests,
# 36 and the SIGXCPU codes timeout, 37 caught by the type checker, None not run yet.
STATUS = {1: "killed", 3: "killed", 0: "survived", 5: "no tests", 33: "no tests",
          34: "skipped", 36: "timeout", -24: "timeout", 24: "timeout", 152: "timeout",
          255: "timeout", 37: "type check", None: "not checked"}
CAUGHT = ("killed", "timeout", "type check", "killed afresh")
# Functions the engine calls only while its modules are imported (mangled as mutmut names them).
IMPORT_TIME = ("uno_desktop.engine.cards.x__build_tables__mutmut_",
               "uno_desktop.engine.cards.x__value__mutmut_")
FRESH = MUTANTS / "fresh.json"


def _pytest_args() -> list[str]:
    """The tests and options of the mutation run (pyproject.toml, [tool.mutmut])."""
    with open("pyproject.toml", "rb") as f:
        config = tomllib.load(f)["tool"]["mutmut"]
    return [*config["pytest_add_cli_args"], *config["pytest_add_cli_args_test_selection"]]


def recheck(names: list[str]) -> dict[str, int]:
    """Run the engine tests for each named mutant in a fresh interpreter: name -> exit code."""
    done: dict[str, int] = json.loads(FRESH.read_text()) if FRESH.exists() else {}
    env = dict(os.environ, UNO_PURE_ENGINE="1", CI="1", UNO_PROPERTY_EXAMPLES="5")
    for name in names:
        if name in done:
            continue
        env["MUTANT_UNDER_TEST"] = name
        run = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", *_pytest_args()],
                             cwd=MUTANTS, env=env, capture_output=True, timeout=900)
        done[name] = run.returncode
        print(f"    afresh: {name}: {'killed' if run.returncode else 'survived'}", flush=True)
        FRESH.write_text(json.dumps(done, indent=1))
    return done


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--min", type=float, default=0.0, help="fail below this score (%%)")
    parser.add_argument("--recheck", action="store_true",
                        help="run import-time survivors again in a fresh interpreter")
    args = parser.parse_args()
    metas = sorted(MUTANTS.glob("uno_desktop/**/*.py.meta"))
    if not metas:
        print("no mutation results: run `make mutation` first", file=sys.stderr)
        return 2
    codes_by_meta = {meta: json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
                     for meta in metas}
    import_time = [name for codes in codes_by_meta.values() for name, code in codes.items()
                   if name.startswith(IMPORT_TIME) and STATUS.get(code) == "survived"]
    if args.recheck and import_time:
        print(f"rechecking {len(import_time)} import-time survivors in fresh interpreters")
        recheck(import_time)
    fresh: dict[str, int] = json.loads(FRESH.read_text()) if FRESH.exists() else {}

    def status(name: str, code: int | None) -> str:
        found = STATUS.get(code, "suspicious")
        return "killed afresh" if found == "survived" and fresh.get(name) else found

    total: Counter[str] = Counter()
    survivors: list[str] = []
    print(f"{'module':<34}{'mutants':>8}{'caught':>8}{'left':>6}")
    for meta, codes in codes_by_meta.items():
        counts = Counter(status(name, code) for name, code in codes.items())
        total += counts
        caught = sum(counts[s] for s in CAUGHT)
        module = str(meta.relative_to(MUTANTS)).removesuffix(".meta")
        print(f"{module:<34}{len(codes):>8}{caught:>8}{len(codes) - caught:>6}")
        survivors += sorted(k for k, c in codes.items() if status(k, c) not in CAUGHT)
    mutants = sum(total.values())
    caught = sum(total[s] for s in CAUGHT)
    score = 100.0 * caught / mutants if mutants else 0.0
    print(", ".join(f"{kind} {count}" for kind, count in sorted(total.items())))
    print(f"score: {caught} / {mutants} mutants caught = {score:.1f} %")
    if survivors:
        print("not caught (`mutmut show NAME` shows one):")
        for name in survivors:
            print("   ", name)
    return 1 if score < args.min else 0


if __name__ == "__main__":
    sys.exit(main())
