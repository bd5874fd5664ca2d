"""``--benchmark``: frame times of a bot-only game with every animation, beside a bare loop.

The game: 10 bots at 1920x1080, animation speed normal, bots at their normal pace, paced at the
App's frame rate like the real game. The bots are hard ones by default: their search runs on a
worker thread beside the frame loop, sharing the interpreter, which is the heaviest case for
frames. A frame's time is the work of one ``App.step`` (events, update, draw, flip), not the
sleep that keeps the frame rate. The bare loop clears and flips the same window, measured the
same way in the same run: the floor this machine and driver give.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from uno_desktop.ui.app import App
from uno_desktop.ui.bootstrap import update_settings
from uno_desktop.ui.table.demo import demo_session
from uno_desktop.ui.table.scene import TableScene

SIZE = (1920, 1080)
SEATS = 10


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1))))
    return ordered[rank]


def run_benchmark(app: App, seconds: float, *, seats: int = SEATS, seed: int = 1,
                  bare_seconds: float | None = None, level: str = "hard") -> dict[str, Any]:
    """Play a bot-only match for ``seconds`` and a bare loop for ``bare_seconds`` (default:
    half as long, at least 2 s); returns frame-time figures in milliseconds."""
    if not app.fullscreen and app.size != SIZE:
        app.resize(SIZE)
    old_speed = app.services.settings.animation_speed
    update_settings(app, save=False, animation_speed="normal")
    fps = app.fps
    dt = 1.0 / fps
    session = demo_session(app.services.translator, seats, seed, level=level)
    table = TableScene(app, session, autoplay=True, autosave=False)
    depth = len(app.scenes)
    app.push(table)
    clock = pygame.time.Clock()
    frames: list[float] = []
    quit_asked = False
    try:
        # Warm-up (card images, fonts) is part of starting a game, not of playing it.
        for _ in range(10):
            app.step([], dt)
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            events = pygame.event.get()
            if any(e.type == pygame.QUIT for e in events):
                quit_asked = True
                break
            t0 = time.perf_counter()
            app.step([], dt)
            frames.append((time.perf_counter() - t0) * 1000.0)
            clock.tick(fps)
        rounds = session.match.round_no
        actions = table.reader.version
        while len(app.scenes) > depth:
            app.pop()
        app.running = True
        screen = app.screen
        bare: list[float] = []
        bare_for = bare_seconds if bare_seconds is not None else max(2.0, seconds / 2)
        start = time.perf_counter()
        while not quit_asked and time.perf_counter() - start < bare_for:
            pygame.event.pump()
            t0 = time.perf_counter()
            screen.fill((0, 0, 0))
            pygame.display.flip()
            bare.append((time.perf_counter() - t0) * 1000.0)
            clock.tick(fps)
    finally:
        update_settings(app, save=False, animation_speed=old_speed)
    return {
        "frame_ms_median": percentile(frames, 50),
        "frame_ms_p99": percentile(frames, 99),
        "bare_ms_median": percentile(bare, 50),
        "bare_ms_p99": percentile(bare, 99),
        "frames": len(frames),
        "bare_frames": len(bare),
        "frame_ms_max": max(frames, default=0.0),
        "size": list(app.size),
        "seats": seats,
        "level": level,
        "rounds": rounds,
        "actions": actions,
    }
