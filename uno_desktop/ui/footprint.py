"""``--benchmark``'s footprint figures: the CPU an idle menu costs, and the memory a long bot
match takes after its warm-up.

Idle CPU: the process's CPU time over wall time while the menu stands still (the App then waits
for events instead of drawing 60 frames a second), as a percentage of one core.

Memory: the resident set size of the process (what the system reports for the game) after a
warm-up of rounds, then the highest it reaches over the following rounds: the growth is what a
long evening adds. The size swings by a few window-sized pictures within a round (a result
panel's dimmed table comes and goes), so the trend is also given: the highest size over the last
tenth of the rounds against the highest over the first tenth. The match is played by bots at
the window's size with every drawing cache in use, as fast as the machine can go (instant
animations, the bots' quickest pace, frames stepped with the longest game time one frame may
take).
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

import pygame

from uno_desktop.app_settings import BOT_PACE_MIN
from uno_desktop.ui import routes
from uno_desktop.ui.app import MAX_DT, App
from uno_desktop.ui.bootstrap import update_settings
from uno_desktop.ui.routes import TableOptions
from uno_desktop.ui.table.demo import demo_session
from uno_desktop.ui.table.scene import TableScene

WARMUP_ROUNDS = 50


def rss_mb() -> float | None:
    """The process's resident memory in MB now (Linux, Windows), its peak elsewhere, or None."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError, IndexError, AttributeError):
        pass
    if sys.platform == "win32":
        return _windows_rss_mb()
    try:
        import resource
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1e6 if sys.platform == "darwin" else peak / 1e3  # bytes on macOS, KB on Linux


def _windows_rss_mb() -> float | None:
    import ctypes
    from ctypes import wintypes

    class Counters(ctypes.Structure):
        _fields_ = [("cb", wintypes.DWORD), ("PageFaultCount", wintypes.DWORD),
                    ("PeakWorkingSetSize", ctypes.c_size_t), ("WorkingSetSize", ctypes.c_size_t),
                    ("QuotaPeakPagedPoolUsage", ctypes.c_size_t),
                    ("QuotaPagedPoolUsage", ctypes.c_size_t),
                    ("QuotaPeakNonPagedPoolUsage", ctypes.c_size_t),
                    ("QuotaNonPagedPoolUsage", ctypes.c_size_t),
                    ("PagefileUsage", ctypes.c_size_t), ("PeakPagefileUsage", ctypes.c_size_t)]

    counters = Counters()
    counters.cb = ctypes.sizeof(Counters)
    try:
        ok = ctypes.windll.psapi.GetProcessMemoryInfo(  # type: ignore[attr-defined]
            ctypes.windll.kernel32.GetCurrentProcess(),  # type: ignore[attr-defined]
            ctypes.byref(counters), counters.cb)
    except (AttributeError, OSError):
        return None
    return counters.WorkingSetSize / 1e6 if ok else None


def idle_cpu_percent(app: App, seconds: float) -> dict[str, Any]:
    """Open the menu, let it come to rest, then run the real loop for ``seconds``: the CPU it
    takes (% of one core) and the frames it drew."""
    menu = app.router.reset(routes.MENU)
    settle_until = time.perf_counter() + 10.0
    while app.running and menu.needs_frames() and time.perf_counter() < settle_until:
        app.step()
    frames = app.frame
    cpu0, wall0 = time.process_time(), time.perf_counter()
    while app.running and time.perf_counter() - wall0 < seconds:
        app.step()
    wall = time.perf_counter() - wall0
    return {"idle_cpu_percent": 100.0 * (time.process_time() - cpu0) / max(wall, 1e-9),
            "idle_frames": app.frame - frames, "idle_seconds": wall}


class _RoundCounter:
    """Counts rounds across matches (autoplay starts a new match, a new session, at the end)."""

    def __init__(self) -> None:
        self.rounds = 0
        self._current: tuple[int, int] | None = None

    def see(self, app: App) -> int:
        table = next((s for s in app.scenes if isinstance(s, TableScene)), None)
        if table is not None:
            now = (id(table.ctx.session), table.ctx.match.round_no)
            if now != self._current:
                self._current = now
                self.rounds += 1
        return self.rounds


def memory_over_rounds(app: App, rounds: int, *, seats: int = 10, seed: int = 1,
                       warmup: int = WARMUP_ROUNDS, level: str = "normal") -> dict[str, Any]:
    """Play ``warmup`` + ``rounds`` rounds of a bot match in the window; the resident memory
    after the warm-up, the highest after it, and the growth (MB)."""
    old = app.services.settings
    update_settings(app, save=False, bot_pace=BOT_PACE_MIN, animation_speed="instant")
    session = demo_session(app.services.translator, seats, seed, level=level)
    depth = len(app.scenes)
    app.router.push(routes.TABLE, session, TableOptions(autoplay=True, autosave=False))
    counter = _RoundCounter()
    start_mb: float | None = None
    samples: list[tuple[int, float]] = []  # (round, MB) after the warm-up
    frames = 0
    t0 = time.perf_counter()
    try:
        while counter.see(app) <= warmup + rounds:
            if any(e.type == pygame.QUIT for e in pygame.event.get()):
                break
            app.step([], MAX_DT)
            frames += 1
            done = counter.rounds
            if done == warmup + 1 and start_mb is None:
                start_mb = rss_mb()
            if done > warmup and frames % 50 == 0:
                now = rss_mb()
                if now is not None:
                    samples.append((done - warmup, now))
        now = rss_mb()  # and once at the end, however short the rounds were
        if start_mb is not None and now is not None:
            samples.append((counter.rounds - warmup, now))
    finally:
        while len(app.scenes) > depth:
            app.pop()
        app.running = True
        update_settings(app, save=False, bot_pace=old.bot_pace,
                        animation_speed=old.animation_speed)
    peak_mb = max((mb for _, mb in samples), default=None)
    growth = None if start_mb is None or peak_mb is None else max(0.0, peak_mb - start_mb)
    return {"memory_rounds": max(0, counter.rounds - 1 - warmup), "memory_warmup_rounds": warmup,
            "memory_mb_after_warmup": start_mb, "memory_mb_peak": peak_mb,
            "memory_growth_mb": growth, "memory_seconds": time.perf_counter() - t0,
            **memory_trend(samples, rounds)}


def memory_trend(samples: list[tuple[int, float]], rounds: int) -> dict[str, float | None]:
    """The lowest size after the warm-up, and the highest over the first and the last tenth
    of the rounds (``samples``: round after the warm-up, MB); their difference is the trend,
    which a size swinging within each round does not move."""
    if not samples:
        return {"memory_mb_low": None, "memory_mb_first_tenth": None,
                "memory_mb_last_tenth": None, "memory_trend_mb": None}
    tenth = max(1, rounds // 10)
    last = max(r for r, _ in samples)
    first = max(tenth, samples[0][0])  # the first sample counts even after a long round
    first_peak = max(mb for r, mb in samples if r <= first)
    last_peak = max(mb for r, mb in samples if r > last - tenth)
    return {"memory_mb_low": min(mb for _, mb in samples), "memory_mb_first_tenth": first_peak,
            "memory_mb_last_tenth": last_peak, "memory_trend_mb": last_peak - first_peak}
