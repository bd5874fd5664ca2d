"""Helpers for the shell's UI tests: a fully built app in a temporary data folder, real events."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from uno_desktop.storage import Storage
from uno_desktop.ui import text
from uno_desktop.ui.app import App
from uno_desktop.ui.launch import build_app

DT = 1 / 60


@contextmanager
def shell_app(home: Path, lang: str | None = "en", size: tuple[int, int] = (1280, 720)
              ) -> Iterator[App]:
    """``build_app`` as the game does it, in ``home``, without touching logging or audio."""
    app = build_app(lang=lang, size=size, storage=Storage(home), setup_logging=False,
                    sounds=False, fullscreen=False)
    try:
        yield app
    finally:
        while app.scenes:
            app.pop()
        text.set_locale("en")


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def typed(s: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def click_events(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def click(app: App, pos: tuple[int, int], frames: int = 1) -> None:
    """A real left click at ``pos`` (motion, press, release), then ``frames`` frames."""
    app.step(click_events(pos), DT)
    settle(app, frames - 1)


def press(app: App, *keys: int) -> None:
    app.step([key(k) for k in keys], DT)


def settle(app: App, frames: int = 30) -> None:
    for _ in range(max(0, frames)):
        app.step([], DT)
