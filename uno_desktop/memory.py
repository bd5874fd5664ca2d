"""The C allocator's settings for a long evening of play (Linux with glibc only).

A table draws window-sized pictures (the felt, the dimmed table behind a result, shades) that
come and go every round. glibc serves such big blocks with mmap and gives them back when freed,
but after the first one is freed it raises its threshold and serves the next ones from the heap,
where freed space stays with the process: over a few hundred rounds the game held 100 MB more
than it used. A fixed threshold keeps big pictures on mmap, and a lower trim threshold gives
free heap space back. Elsewhere (Windows, macOS, musl) nothing is changed.
"""

from __future__ import annotations

import logging
import sys

log = logging.getLogger(__name__)

M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD = 256 * 1024  # bytes: a 128x128 picture and bigger
TRIM_THRESHOLD = 1024 * 1024


def tune_allocator() -> bool:
    """Set glibc's thresholds (see the module docstring); True when they were set."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes  # here, not at the top: a build without ctypes just keeps the defaults

        # glibc's name (find_library would run ldconfig at every start); musl has another.
        libc = ctypes.CDLL("libc.so.6")
        mallopt = libc.mallopt
    except (ImportError, OSError, AttributeError):  # no ctypes, or not glibc (musl: no mallopt)
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    ok = bool(mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(
        mallopt(M_TRIM_THRESHOLD, TRIM_THRESHOLD))
    if not ok:
        log.info("mallopt refused the thresholds: the allocator keeps its defaults")
    return ok
