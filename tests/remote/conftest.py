"""Phone tests run over loopback only (127.0.0.1), with no display: the card faces are drawn
once by the game's card art under SDL's dummy driver and shared by every test's hub."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402

from uno_desktop.remote.card_images import card_pngs  # noqa: E402


@pytest.fixture(scope="session")
def cards() -> dict[str, bytes]:
    return card_pngs()


@pytest.fixture
def hubs() -> Iterator[list[object]]:
    """Hubs a test started; every one is stopped afterwards, even when the test fails."""
    started: list[object] = []
    yield started
    for hub in started:
        hub.stop()  # type: ignore[attr-defined]
