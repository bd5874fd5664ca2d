"""UI tests run headless: dummy video and audio drivers, one pygame session for all tests."""

from __future__ import annotations

import os

# Must be set before pygame is imported anywhere (SDL reads them when it initialises).
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from uno_desktop.ui.app import App  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def pygame_session() -> Iterator[None]:
    pygame.init()
    yield
    pygame.quit()


@pytest.fixture
def app() -> Iterator[App]:
    """A fresh 1280x720 App with an empty scene stack."""
    application = App((1280, 720), "UNO test", fps=60)
    yield application
    while application.scenes:
        application.pop()
