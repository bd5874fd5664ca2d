"""``python -m uno_desktop`` (and the ``uno-desktop`` command, and the executable): the game.

Exit codes: 0 after a normal quit, 1 when the game crashed (the apology screen was shown) or
could not start, 2 for a command line it cannot run (the message says what is wrong).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Sequence

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
#: The program's name for the desktop (window class, Wayland app id, audio stream). Set before
#: pygame is imported: pygame otherwise names the window class after sys.argv[0] ("__main__.py").
APP_ID = "uno-desktop"
APP_NAME = "UNO"
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", APP_ID)
os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)
os.environ.setdefault("SDL_APP_NAME", APP_NAME)  # SDL_HINT_APP_NAME, read from the environment


def _say(message: str) -> None:
    """Print for the player when there is a console (a windowed exe has none)."""
    stream = sys.stderr
    if stream is not None and not getattr(stream, "closed", False):
        with contextlib.suppress(OSError, ValueError):
            print(message, file=stream)


def _out(message: str) -> None:
    stream = sys.stdout
    if stream is not None and not getattr(stream, "closed", False):
        with contextlib.suppress(OSError, ValueError):
            print(message, file=stream, flush=True)


def _close_window(pygame: object) -> None:
    """Close the window at once. Not pygame.quit(): fonts cached by the text module stay
    valid, so ``main`` can run again in the same process (tests); pygame quits at exit."""
    pygame.display.quit()  # type: ignore[attr-defined]


def main(argv: Sequence[str] | None = None) -> int:
    from uno_desktop import cli

    try:
        args = cli.parse_args(argv)
    except cli.CliError as exc:
        _say(str(exc))
        return exc.exit_code
    except SystemExit as exc:  # --help, --version: argparse printed what was asked
        return exc.code if isinstance(exc.code, int) else 0
    from uno_desktop.memory import tune_allocator

    tune_allocator()  # memory stays flat over a long evening (see memory.py)
    if args.benchmark is not None:
        return _benchmark(args)
    return _play(args)


def _play(args: object) -> int:
    import pygame

    from uno_desktop.ui.launch import build_app, first_scene

    size = getattr(args, "size", None) or (1280, 720)
    try:
        app = build_app(lang=getattr(args, "lang", None), size=size, launch=args)  # type: ignore[arg-type]
    except Exception as exc:  # no window could be made: nothing to show the apology on
        import logging

        logging.getLogger("uno_desktop").critical("the game could not start", exc_info=exc)
        _say(f"uno-desktop: the game could not start: {exc}")
        return 1
    try:
        app.push(first_scene(app, args))  # type: ignore[arg-type]
    except Exception as exc:
        import logging

        logging.getLogger("uno_desktop").exception("the first screen failed")
        app.on_crash(exc)
    frames = getattr(args, "frames", None)
    shot = getattr(args, "screenshot", None)
    try:
        app.run(max_frames=frames)
        if shot is not None:
            saved = app.screenshot(shot)
            _out(f"screenshot saved: {saved}")
    except Exception as exc:  # the crash screen itself kept failing
        import logging

        logging.getLogger("uno_desktop").critical("the game stopped", exc_info=exc)
        _say(f"uno-desktop: the game stopped after an error: {exc}")
        return 1
    finally:
        _leave_scenes(app)
        _close_window(pygame)
    return 1 if getattr(app, "crashed", False) else 0


def _leave_scenes(app: object) -> None:
    """Every scene's goodbye (a table with phones stops their server) before the window
    closes; a scene failing here must not hide why the game stopped."""
    try:
        app.close()  # type: ignore[attr-defined]
    except Exception:
        import logging

        logging.getLogger("uno_desktop").exception("a scene failed while the game closed")


def _benchmark(args: object) -> int:
    import json

    import pygame

    from uno_desktop.ui.launch import build_app

    app = build_app(lang=getattr(args, "lang", None), size=(1920, 1080), launch=args,  # type: ignore[arg-type]
                    fullscreen=False, sounds=False)
    try:
        from uno_desktop.ui.table.benchmark import run_benchmark
    except ImportError as exc:
        _say(f"uno-desktop: the benchmark is not available in this build ({exc})")
        _close_window(pygame)
        return 1
    from uno_desktop.ui import footprint

    seconds = float(args.benchmark)  # type: ignore[attr-defined]
    rounds = int(getattr(args, "benchmark_rounds", 0))
    try:
        result = run_benchmark(app, seconds)
        result |= footprint.idle_cpu_percent(app, min(10.0, seconds))
        if rounds:
            warmup = min(footprint.WARMUP_ROUNDS, max(1, rounds // 4))
            result |= footprint.memory_over_rounds(app, rounds, warmup=warmup)
    finally:
        _close_window(pygame)
    keys: tuple[str, ...] = ("frame_ms_median", "frame_ms_p99", "bare_ms_median",
                             "bare_ms_p99")
    _out(f"game frame time ({result['seats']} {result['level']} bots): "
         f"median {result['frame_ms_median']:.2f} ms, "
         f"99th percentile {result['frame_ms_p99']:.2f} ms")
    _out(f"bare loop frame time: median {result['bare_ms_median']:.2f} ms, "
         f"99th percentile {result['bare_ms_p99']:.2f} ms")
    _out(f"idle menu: {result['idle_cpu_percent']:.2f}% of a CPU core over "
         f"{result['idle_seconds']:.0f} s ({result['idle_frames']} wake-ups)")
    if result.get("memory_growth_mb") is not None:
        _out(f"memory over {result['memory_rounds']} rounds of {result['seats']} bots after "
             f"{result['memory_warmup_rounds']} rounds of warm-up: "
             f"{result['memory_mb_after_warmup']:.0f} MB -> peak "
             f"{result['memory_mb_peak']:.0f} MB (growth {result['memory_growth_mb']:.1f} MB)")
    if result.get("memory_trend_mb") is not None:
        _out(f"memory trend: {result['memory_mb_low']:.0f}-{result['memory_mb_peak']:.0f} MB "
             f"after the warm-up; highest {result['memory_mb_first_tenth']:.0f} MB over the "
             f"first tenth of the rounds, {result['memory_mb_last_tenth']:.0f} MB over the last "
             f"(trend {result['memory_trend_mb']:+.1f} MB)")
    keys += ("idle_cpu_percent", "idle_seconds")
    _out(json.dumps({k: round(float(result[k]), 3) for k in keys} |
                    {k: (round(v, 1) if isinstance(v, float) else v)
                     for k, v in result.items() if k not in keys}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
