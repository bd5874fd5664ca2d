"""Start time and size of the built game beside a bare pygame-ce program built the same way.

    python tools/measure_start.py [--runs 5] [--game EXE] [--bare EXE] [--game-args ARGS]
                                  [--drop-caches] [--json]

Each start is a new process from nothing: a one-file executable unpacks itself into a new
temporary folder every time, and the game gets a new, empty data folder (UNO_DESKTOP_HOME), as on
a first double-click. Both programs run with ``--frames 1 --screenshot FILE``: they draw their
first frame, save it and quit. "To first frame" is the time from launch until the screenshot file
appears (written right after the first frame is shown); "to exit" adds saving, shutting down and
removing the unpacked folder. The game gets no other flag by default, so its first frame is the
language screen a player sees; ``--game-args "--lang en"`` measures the menu instead.

The machine may be busy (other builds, other tests): the two programs are started alternately,
game then bare in one round and bare then game in the next, so both see the same load, and the
medians are compared. On Linux and macOS the CPU time of each start (the whole process tree, to
exit) is reported too: it hardly depends on the machine's load, wall-clock times do.
``--drop-caches`` empties the OS file cache before every start (Linux,
root only) for disk-cold starts; without it, one discarded round warms the file cache first.

Build both first: tools/build_exe.sh --bare
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from smoke_exe import find_exe  # noqa: E402

POLL = 0.002  # seconds between looks for the screenshot


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


def start_once(
    exe: Path, extra: list[str], tmp: Path, timeout: float = 120
) -> tuple[float, float, float | None]:
    """Launch ``exe`` once: (seconds to the first frame's screenshot, seconds to exit, CPU
    seconds of the process and its children to exit, or None where it cannot be had)."""
    home = Path(tempfile.mkdtemp(prefix="home-", dir=tmp))
    shot = home.with_suffix(".png")
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["UNO_DESKTOP_HOME"] = str(home)
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    cmd = [str(exe), *extra, "--frames", "1", "--screenshot", str(shot)]
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    first = None
    cpu = None
    while True:
        now = time.perf_counter()
        if first is None and shot.exists():
            first = now - start
        if hasattr(os, "wait4"):
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                proc.returncode = os.waitstatus_to_exitcode(status)
                cpu = usage.ru_utime + usage.ru_stime
                break
        elif proc.poll() is not None:
            break
        if now - start > timeout:
            proc.kill()
            raise SystemExit(f"{exe.name} did not exit within {timeout} s")
        time.sleep(POLL)
    total = time.perf_counter() - start
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    if proc.returncode != 0 or not shot.is_file() or first is None:
        raise SystemExit(f"{exe.name} failed (exit code {proc.returncode}):\n{err[-2000:]}")
    return first, total, cpu


def measure(
    programs: dict[str, tuple[Path, list[str]]], runs: int, cold: bool
) -> dict[str, dict[str, list[float]]]:
    times: dict[str, dict[str, list[float]]] = {
        k: {"first": [], "exit": [], "cpu": []} for k in programs
    }
    labels = list(programs)
    with tempfile.TemporaryDirectory(prefix="uno-start-") as tmp:
        for i in range(runs + (0 if cold else 1)):
            order = labels if i % 2 == 0 else labels[::-1]
            for label in order:
                exe, extra = programs[label]
                if cold and not drop_caches():
                    raise SystemExit("--drop-caches needs Linux and root")
                first, total, cpu = start_once(exe, extra, Path(tmp))
                if cold or i > 0:  # without --drop-caches the first round only warms up
                    times[label]["first"].append(first)
                    times[label]["exit"].append(total)
                    if cpu is not None:
                        times[label]["cpu"].append(cpu)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="starts of each program (5)")
    parser.add_argument("--game", type=Path, help="default: the game in dist/")
    parser.add_argument("--bare", type=Path, help="default: bare-pygame in dist/")
    parser.add_argument("--game-args", default="", help="extra flags for the game")
    parser.add_argument("--drop-caches", action="store_true")
    parser.add_argument("--json", action="store_true", help="last line: one JSON object")
    args = parser.parse_args(argv)

    programs = {
        "game": (args.game or find_exe("uno-desktop"), shlex.split(args.game_args)),
        "bare": (args.bare or find_exe("bare-pygame"), []),
    }
    times = measure(programs, args.runs, args.drop_caches)
    result: dict[str, Any] = {}
    for label, (exe, extra) in programs.items():
        first, total, cpu = (times[label][k] for k in ("first", "exit", "cpu"))
        r = result[label] = {
            "first_frame_median_s": round(statistics.median(first), 3),
            "exit_median_s": round(statistics.median(total), 3),
            "cpu_median_s": round(statistics.median(cpu), 3) if cpu else None,
            "first_frame_s": [round(t, 3) for t in first],
            "size_mb": round(size_of(exe) / 1e6, 2),
        }
        shown = " ".join([exe.name, *extra])
        cpu_text = f"; CPU to exit: median {r['cpu_median_s']:.3f} s" if cpu else ""
        print(
            f"{label}: {shown:22} first frame: median {r['first_frame_median_s']:.3f} s "
            f"(min {min(first):.3f}, max {max(first):.3f}); to exit: median "
            f"{r['exit_median_s']:.3f} s{cpu_text}; {len(first)} starts; size "
            f"{r['size_mb']:.1f} MB"
        )
    game, bare = result["game"], result["bare"]
    gf, bf = game["first_frame_median_s"], bare["first_frame_median_s"]
    ge, be = game["exit_median_s"], bare["exit_median_s"]
    gs, bs = game["size_mb"], bare["size_mb"]
    result["ratio_first_frame"] = round(gf / bf, 2)
    cache = "warm file cache"
    if args.drop_caches:
        cache = "disk-cold: file cache dropped before each start"
    if hasattr(os, "getloadavg"):  # the machine's load tells how much to trust the numbers
        cache += f"; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"
    cpu_ratio = ""
    if game["cpu_median_s"] and bare["cpu_median_s"]:
        cpu_ratio = f", CPU x{game['cpu_median_s'] / bare['cpu_median_s']:.2f}"
    print(
        f"game / bare: first frame x{gf / bf:.2f} (+{gf - bf:.3f} s), to exit x{ge / be:.2f}"
        f"{cpu_ratio}, size x{gs / bs:.2f}; {cache}"
    )
    if args.json:
        print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
