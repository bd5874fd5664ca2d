"""The score of the last ``make mutation`` run (mutmut 3, results in ``mutants/``).

    python tools/mutation_score.py            counts per module, the score, the survivors
    python tools/mutation_score.py --min 95   also exit 1 when the score is below 95 %

Killed and timed-out mutants count as caught (a mutant that makes the engine loop for ever is
noticed); survivors, mutants no engine test runs ("no tests") and anything mutmut could not
classify count against the score. docs/mutation.md explains every survivor left.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

MUTANTS = Path("mutants")
# mutmut's exit codes (mutmut/stats.py): 1 and 3 killed, 0 survived, 33 and 5 no tests,
# 36 and the SIGXCPU codes timeout, 37 caught by the type checker, None not run yet.
STATUS = {1: "killed", 3: "killed", 0: "survived", 5: "no tests", 33: "no tests",
          34: "skipped", 36: "timeout", -24: "timeout", 24: "timeout", 152: "timeout",
          255: "timeout", 37: "type check", None: "not checked"}
CAUGHT = ("killed", "timeout", "type check")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--min", type=float, default=0.0, help="fail below this score (%%)")
    args = parser.parse_args()
    metas = sorted(MUTANTS.glob("uno_desktop/**/*.py.meta"))
    if not metas:
        print("no mutation results: run `make mutation` first", file=sys.stderr)
        return 2
    total: Counter[str] = Counter()
    survivors: list[str] = []
    print(f"{'module':<34}{'mutants':>8}{'caught':>8}{'left':>6}")
    for meta in metas:
        codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
        counts = Counter(STATUS.get(code, "suspicious") for code in codes.values())
        total += counts
        caught = sum(counts[s] for s in CAUGHT)
        module = str(meta.relative_to(MUTANTS)).removesuffix(".meta")
        print(f"{module:<34}{len(codes):>8}{caught:>8}{len(codes) - caught:>6}")
        survivors += sorted(k for k, c in codes.items() if STATUS.get(c, "suspicious")
                            not in CAUGHT)
    mutants = sum(total.values())
    caught = sum(total[s] for s in CAUGHT)
    score = 100.0 * caught / mutants if mutants else 0.0
    print(", ".join(f"{status} {count}" for status, count in sorted(total.items())))
    print(f"score: {caught} / {mutants} mutants caught = {score:.1f} %")
    if survivors:
        print("not caught (`mutmut show NAME` shows one):")
        for name in survivors:
            print("   ", name)
    return 1 if score < args.min else 0


if __name__ == "__main__":
    sys.exit(main())
