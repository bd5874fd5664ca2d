"""Keeping C libraries quiet: the sound library (ALSA) writes pages of errors to the process's
stderr on a machine without a sound card; the game says it in one log line instead."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def c_stderr_silenced() -> Iterator[None]:
    """Send what C libraries write to the process's stderr (file descriptor 2) to nowhere while
    the block runs. Python's own ``sys.stderr`` is flushed first; without a file descriptor 2
    (a windowed executable) nothing is changed."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):
        yield
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, 2)
        finally:
            os.close(devnull)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
