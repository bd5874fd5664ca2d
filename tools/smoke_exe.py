"""Smoke-test the built executable: it must start, play a bot-only game in Hindi for 300 frames,
write a screenshot and exit with 0. The picture must be a real PNG that is not a single colour.
Then, without a console, it must write its errors to the log file in its data folder.

    python tools/smoke_exe.py [EXE] [--frames N] [--timeout S] [--keep FILE] [--no-log-check]

EXE defaults to the game in dist/ (dist/uno-desktop.exe, dist/uno-desktop, or the binary inside
dist/uno-desktop.app). Runs under SDL_VIDEODRIVER=dummy (no screen needed) with a throw-away
data folder (UNO_DESKTOP_HOME), so it never touches the real settings; on failure the game's log
from that folder is printed (a windowed executable has no console). Exit code 0 = passed.

The log check starts the program as a double-click does on Windows, with no console at all (on
Linux and macOS: standard input, output and error closed, so ``sys.stderr is None`` as in a
windowed Windows exe), with a damaged settings file and a screenshot path that cannot be
written. It must exit with 1, and ``uno-desktop.log`` in the data folder must tell both: the
damaged settings (a warning) and the failed screenshot (with its traceback).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = "uno-desktop"


def find_exe(name: str = APP, dist: Path = ROOT / "dist") -> Path:
    """The built program: name.exe (Windows), name (Linux), name.app/Contents/MacOS/name."""
    for candidate in (
        dist / f"{name}.exe",
        dist / name,
        dist / f"{name}.app" / "Contents" / "MacOS" / name,
    ):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"no built {name} in {dist} (run tools/build_exe.sh first)")


def picture_problem(path: Path, min_colours: int = 2) -> str | None:
    """None when ``path`` is a loadable, non-empty picture with at least ``min_colours``
    colours (sampled on a grid); else what is wrong."""
    if not path.is_file():
        return f"no screenshot at {path}"
    if path.stat().st_size == 0:
        return f"the screenshot {path} is empty"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    try:
        image = pygame.image.load(str(path))
    except (pygame.error, OSError) as exc:
        return f"the screenshot {path} cannot be read as a picture: {exc}"
    width, height = image.get_size()
    if width == 0 or height == 0:
        return "the screenshot has no pixels"
    colours = set()
    steps = 80
    for j in range(steps):
        y = j * (height - 1) // (steps - 1)
        for i in range(steps):
            colours.add(tuple(image.get_at((i * (width - 1) // (steps - 1), y)))[:3])
    if len(colours) < min_colours:
        return f"the screenshot has {len(colours)} colour(s) (need {min_colours}): a blank frame"
    print(f"screenshot {width}x{height}, {path.stat().st_size} bytes, {len(colours)} colours seen")
    return None


def _no_console() -> None:  # pragma: no cover - runs in the child before exec
    for fd in (0, 1, 2):
        os.close(fd)


def run(
    exe: Path, args: list[str], home: Path, timeout: float, console: bool = True
) -> tuple[int, float, str]:
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        UNO_DESKTOP_HOME=str(home),
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    start = time.perf_counter()
    if not console and os.name != "nt":
        options: dict = {"preexec_fn": _no_console, "stdin": None, "stdout": None, "stderr": None}
    else:  # a windowed Windows exe has no console whatever its parent has
        options = {"capture_output": True}
    try:
        done = subprocess.run(
            [str(exe), *args], env=env, text=True, timeout=timeout, errors="replace", **options
        )
    except subprocess.TimeoutExpired as exc:
        out = (exc.stdout or b"") if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        return -1, time.perf_counter() - start, f"timed out after {timeout} s\n{out}"
    return done.returncode, time.perf_counter() - start, (done.stdout or "") + (done.stderr or "")


def log_check(exe: Path, timeout: float) -> str | None:
    """None when the program, with no console, logged a damaged settings file and a failed
    screenshot to its log file; else what is wrong."""
    with tempfile.TemporaryDirectory(prefix="uno-smoke-log-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        (home / "settings.json").write_text("{ this is not JSON", encoding="utf-8")
        bad_shot = Path(tmp) / "not-a-folder"
        bad_shot.write_text("a file where the screenshot's folder should be", encoding="utf-8")
        cmd = ["--lang", "en", "--frames", "2", "--screenshot", str(bad_shot / "shot.png")]
        code, seconds, _ = run(exe, cmd, home, timeout, console=False)
        print(f"no console: exit code {code} after {seconds:.1f} s: {exe.name} {' '.join(cmd)}")
        log = home / "uno-desktop.log"
        text = log.read_text("utf-8", errors="replace") if log.is_file() else ""
        problems = []
        if code != 1:
            problems.append(f"exit code {code} (expected 1: the screenshot could not be saved)")
        if not text:
            problems.append(f"no log file at {log}")
        else:
            if "settings.json" not in text or "WARNING" not in text:
                problems.append("the damaged settings file is not in the log")
            if "CRITICAL" not in text or "Traceback" not in text:
                problems.append("the failed screenshot (with its traceback) is not in the log")
        if problems:
            return "; ".join(problems) + (f"\n--- {log.name} ---\n{text[-4000:]}" if text else "")
    print("no console: the errors are in the log file of the data folder")
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("exe", nargs="?", type=Path, help="the executable (default: in dist/)")
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--lang", default="hi")
    parser.add_argument("--timeout", type=float, default=150.0, help="seconds (CI: under 3 min)")
    parser.add_argument("--keep", type=Path, help="copy the screenshot here")
    parser.add_argument("--min-colours", type=int, default=2)
    parser.add_argument("--no-log-check", action="store_true",
                        help="skip the run without a console (errors into the log file)")
    args = parser.parse_args(argv)

    exe = args.exe or find_exe()
    print(f"smoke test: {exe} ({exe.stat().st_size / 1e6:.1f} MB)")
    with tempfile.TemporaryDirectory(prefix="uno-smoke-") as tmp:
        home = Path(tmp) / "home"
        shot = Path(tmp) / "smoke.png"
        cmd = ["--demo", "--lang", args.lang, "--frames", str(args.frames),
               "--screenshot", str(shot)]  # fmt: skip
        code, seconds, output = run(exe, cmd, home, args.timeout)
        print(f"exit code {code} after {seconds:.1f} s: {exe.name} {' '.join(cmd)}")
        problem = None if code == 0 else f"exit code {code}"
        problem = problem or picture_problem(shot, args.min_colours)
        if args.keep and shot.is_file():
            args.keep.write_bytes(shot.read_bytes())
        if problem:
            print(f"SMOKE TEST FAILED: {problem}", file=sys.stderr)
            if output.strip():
                print("--- program output ---", file=sys.stderr)
                print(output[-6000:], file=sys.stderr)
            for log in sorted(home.glob("*.log")):
                print(f"--- {log.name} ---", file=sys.stderr)
                print(log.read_text("utf-8", errors="replace")[-6000:], file=sys.stderr)
            return 1
    if not args.no_log_check:
        problem = log_check(exe, args.timeout)
        if problem:
            print(f"SMOKE TEST FAILED: {problem}", file=sys.stderr)
            return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
