"""Start time and size of the built game beside a bare pygame-ce program built the same way.

    python tools/measure_start.py [--runs 5] [--game EXE] [--bare EXE] [--drop-caches] [--json]

Each run is a new process started from nothing (a one-file executable unpacks itself into a new
temporary folder every time) and is timed by wall clock from launch to exit, for
``--frames 1 --screenshot FILE``: the program draws its first frame, saves it and quits, so the
time is "double-click to first frame" plus the screenshot and shutdown, the same for both.
Reported: median (and min/max) of the runs, and the file sizes. ``--drop-caches`` empties the OS
file cache before every run (Linux, root only) for truly cold starts; without it the first run
of each program is discarded as a warm-up, so both are compared with a warm file cache.

Build both first: tools/build_exe.sh --bare
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from smoke_exe import find_exe  # noqa: E402


def drop_caches() -> bool:
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
    except OSError:
        return False
    return True


def size_of(exe: Path) -> int:
    """File size; for a macOS bundle, the whole .app folder."""
    bundle = next((p for p in exe.parents if p.suffix == ".app"), None)
    if bundle is None:
        return exe.stat().st_size
    return sum(f.stat().st_size for f in bundle.rglob("*") if f.is_file())


def time_runs(exe: Path, runs: int, cold: bool, extra: list[str]) -> list[float]:
    times: list[float] = []
    with tempfile.TemporaryDirectory(prefix="uno-start-") as tmp:
        env = dict(os.environ)
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        env["UNO_DESKTOP_HOME"] = str(Path(tmp) / "home")
        env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
        shot = Path(tmp) / "first.png"
        cmd = [str(exe), *extra, "--frames", "1", "--screenshot", str(shot)]
        for i in range(runs + (0 if cold else 1)):
            if cold and not drop_caches():
                raise SystemExit("--drop-caches needs Linux and root")
            shot.unlink(missing_ok=True)
            start = time.perf_counter()
            done = subprocess.run(cmd, env=env, capture_output=True, timeout=120)
            seconds = time.perf_counter() - start
            if done.returncode != 0 or not shot.is_file():
                err = done.stderr.decode(errors="replace")[-2000:]
                raise SystemExit(f"{exe.name} failed (exit code {done.returncode}):\n{err}")
            if cold or i > 0:
                times.append(seconds)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", type=Path, help="default: the game in dist/")
    parser.add_argument("--bare", type=Path, help="default: bare-pygame in dist/")
    parser.add_argument("--game-args", default="--lang en", help="extra flags for the game")
    parser.add_argument("--drop-caches", action="store_true")
    parser.add_argument("--json", action="store_true", help="last line: one JSON object")
    args = parser.parse_args(argv)

    programs = {
        "game": (args.game or find_exe("uno-desktop"), args.game_args.split()),
        "bare": (args.bare or find_exe("bare-pygame"), []),
    }
    result: dict[str, dict[str, float]] = {}
    for label, (exe, extra) in programs.items():
        times = time_runs(exe, args.runs, args.drop_caches, extra)
        result[label] = {
            "median_s": round(statistics.median(times), 3),
            "min_s": round(min(times), 3),
            "max_s": round(max(times), 3),
            "size_mb": round(size_of(exe) / 1e6, 2),
        }
        r = result[label]
        print(
            f"{label:5} {exe.name:18} start to first frame: median {r['median_s']:.3f} s "
            f"(min {r['min_s']:.3f}, max {r['max_s']:.3f}, {len(times)} runs), "
            f"size {r['size_mb']:.1f} MB"
        )
    g, b = result["game"], result["bare"]
    print(
        f"game / bare: start x{g['median_s'] / b['median_s']:.2f} "
        f"(+{g['median_s'] - b['median_s']:.3f} s), size x{g['size_mb'] / b['size_mb']:.2f} "
        f"(+{g['size_mb'] - b['size_mb']:.1f} MB); "
        f"{'cold' if args.drop_caches else 'warm'} file cache"
    )
    if args.json:
        print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
