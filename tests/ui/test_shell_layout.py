"""Every screen renders in English, French and Hindi, at the smallest window (960x600), at
1280x720, at 1920x1080 and in a tall window, with normal and with large text; no text leaves
its box and none is drawn under ``theme.MIN_TEXT`` px. Each piece of text fitted into a box is
measured (the box it was given, the size of the text actually drawn, whether it had to be cut
or had a word broken) and every line rendered is weighed, from the moment the screen is set up
(text drawn once into a cached image counts too)."""

from __future__ import annotations

import contextlib
import statistics
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tests.ui.shell_helpers import shell_app
from uno_desktop.i18n import LOCALES
from uno_desktop.ui import text, theme
from uno_desktop.ui.bootstrap import update_settings
from uno_desktop.ui.scenes.common import recording
from uno_desktop.ui.scenes.gallery import SLOW, gallery, show

TALL = (960, 1280)  # a window taller than wide (a portrait monitor, a window dragged tall)
SIZES = [theme.MIN_WINDOW, (1280, 720), (1920, 1080), TALL]
SIZE_IDS = [f"{w}x{h}" for w, h in SIZES]


@contextlib.contextmanager
def rendered() -> Iterator[list[tuple[str, int]]]:
    """Every line of text rendered while the block runs, with its font size."""
    lines: list[tuple[str, int]] = []
    original = text.Text.render

    def spy(self: text.Text, content: str, size: int, *args: Any, **kwargs: Any
            ) -> pygame.Surface:
        lines.append((content, int(size)))
        return original(self, content, size, *args, **kwargs)

    text.Text.render = spy  # type: ignore[method-assign]  # a spy, for this block only
    try:
        yield lines
    finally:
        text.Text.render = original  # type: ignore[method-assign]  # the original back


def _problems(records: list, size: tuple[int, int]) -> list[str]:
    screen = pygame.Rect((0, 0), size)
    out = []
    for r in records:
        if not r.fits:
            why = "cut" if r.truncated else f"broke {r.broken}" if r.broken else "overflows"
            out.append(f"{r.text[:50]!r}: {why}, drawn {r.size} in box {tuple(r.box)}")
        elif r.clip is None and not screen.contains(r.box):
            out.append(f"{r.text[:50]!r}: box {tuple(r.box)} is off the window {size}")
    return out


def _too_small(lines: list[tuple[str, int]]) -> list[str]:
    return sorted({f"{t[:40]!r} at {s} px" for t, s in lines
                   if s < theme.MIN_TEXT and t.strip()})


def _measure_screens(app: Any, screens: list, size: tuple[int, int], frames: int,
                     overlaps: bool) -> tuple[dict[str, list[str]], dict[str, list[int]]]:
    """Show each screen and measure it: (problems by screen, font sizes drawn by screen)."""
    failures: dict[str, list[str]] = {}
    sizes: dict[str, list[int]] = {}
    for name, setup in screens:
        with recording() as records, rendered() as lines:
            show(app, setup, frames=frames)
            app.draw()
        assert records, f"{name}: nothing was drawn"
        problems = _problems(records, size) + _too_small(lines)
        if overlaps:
            problems += _overlaps(app.scene, size)
        if problems:
            failures[name] = problems
        sizes[name] = [s for t, s in lines if t.strip()]
    return failures, sizes


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("lang", LOCALES)
def test_every_screen_keeps_its_text_whole_and_readable(
    tmp_path: Path, lang: str, size: tuple[int, int], large: bool
) -> None:
    with shell_app(tmp_path, lang, size) as app:
        assert app.size == size
        update_settings(app, save=False, large_text=large)
        failures, _ = _measure_screens(app, gallery(include_table=False), size, 3, True)
    assert not failures, failures


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("lang", LOCALES)
def test_the_table_screens_keep_their_text_whole_and_readable(
    tmp_path: Path, lang: str, size: tuple[int, int], large: bool
) -> None:
    pytest.importorskip("uno_desktop.ui.table")
    shell = {n for n, _ in gallery(include_table=False)}
    # The result screens need a round played: at the smallest window only (the tightest).
    slow = set() if size == theme.MIN_WINDOW else SLOW
    table = [(n, s) for n, s in gallery(include_table=True) if n not in shell | slow]
    assert [n for n, _ in table][:1] == ["table"]
    with shell_app(tmp_path, lang, size) as app:
        update_settings(app, save=False, large_text=large)
        failures, _ = _measure_screens(app, table, size, 30, False)
    assert not failures, failures


def _phone_lobby(app: Any) -> None:
    """The lobby of a game with two phone seats, its server on this machine's loopback."""
    from tests.ui.table_helpers import factory
    from uno_desktop.engine.rules import Rules
    from uno_desktop.session import SeatConfig, Session
    from uno_desktop.ui import routes
    from uno_desktop.ui.scenes.phone_lobby import PhoneLobbyScene

    session = Session.new(Rules(), [SeatConfig("person", "Asha"), SeatConfig("phone", "Mia"),
                                    SeatConfig("phone", "Ravi"), SeatConfig("bot", "Bo")], 5)
    app.router.reset(routes.MENU)
    app.push(PhoneLobbyScene(session, routes.TableOptions(bot_factory=factory()),
                             host="127.0.0.1"))


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
@pytest.mark.parametrize("lang", LOCALES)
def test_the_phone_lobby_keeps_its_text_whole_and_readable(
    tmp_path: Path, lang: str, size: tuple[int, int], large: bool
) -> None:
    """Not in the gallery (it starts the phone server): measured here, on loopback."""
    with shell_app(tmp_path, lang, size) as app:
        update_settings(app, save=False, large_text=large)
        failures, _ = _measure_screens(app, [("phone-lobby", _phone_lobby)], size, 5, True)
        assert type(app.scene).__name__ == "PhoneLobbyScene"
        assert app.scene.hub is not None  # type: ignore[attr-defined]  # its server runs
    assert not failures, failures


@pytest.mark.parametrize("lang", LOCALES)
def test_large_text_makes_the_text_of_every_screen_larger(tmp_path: Path, lang: str) -> None:
    screens = [(n, s) for n, s in gallery(include_table=True) if n not in SLOW]
    medians: dict[bool, dict[str, float]] = {}
    with shell_app(tmp_path, lang, theme.MIN_WINDOW) as app:
        for large in (False, True):
            update_settings(app, save=False, large_text=large)
            _, sizes = _measure_screens(app, screens, theme.MIN_WINDOW, 30, False)
            medians[large] = {name: statistics.median(s) for name, s in sizes.items()}
        update_settings(app, save=False, large_text=False)
    smaller = {name: (medians[False][name], medians[True][name]) for name in medians[False]
               if medians[True][name] < 1.2 * medians[False][name]}
    assert not smaller, smaller


def test_large_text_is_applied_to_the_screens_already_open(tmp_path: Path) -> None:
    """Switching it on in the settings lays out the screens on the stack again at once."""
    with shell_app(tmp_path, "en", theme.MIN_WINDOW) as app:
        show(app, dict(gallery(include_table=False))["settings-app"])
        before = [s.m.font_body for s in app.scenes]  # type: ignore[attr-defined]
        update_settings(app, save=False, large_text=True)
        after = [s.m.font_body for s in app.scenes]  # type: ignore[attr-defined]
        update_settings(app, save=False, large_text=False)
    assert all(a >= round(b * 1.25) for a, b in zip(after, before, strict=True)), (before,
                                                                                   after)


def _overlaps(scene: object, size: tuple[int, int]) -> list[str]:
    """Widgets of a screen that overlap each other or stick out of the window."""
    group = getattr(scene, "ui", None)
    if group is None:
        return []
    screen = pygame.Rect((0, 0), size)
    shown = [w for w in group.widgets if w.visible and w.rect.width > 0]
    out = [f"{type(w).__name__} {tuple(w.rect)} is off the window"
           for w in shown if not screen.contains(w.rect)]
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            if a.rect.colliderect(b.rect):
                out.append(f"{type(a).__name__} {tuple(a.rect)} overlaps "
                           f"{type(b).__name__} {tuple(b.rect)}")
    return out


def test_the_recorder_sees_text_that_does_not_fit() -> None:
    from uno_desktop.ui import text
    from uno_desktop.ui.scenes.common import label

    surface = pygame.Surface((400, 200))
    with recording() as records:
        label(surface, "A sentence far too long for a tiny box " * 4, (0, 0, 60, 14), size=14,
              min_size=12)
        label(surface, "Fits", (0, 40, 200, 40), size=20)
        # A widget asking for a size at which "Person" must be split, though 6 px would fit.
        text.draw_in_box(surface, "Person", (0, 100, 30, 60), size=20, min_size=6)
        # label() itself goes smaller rather than splitting the word.
        label(surface, "Person", (0, 100, 30, 60), size=20, min_size=6)
    assert [r.fits for r in records] == [False, True, False, True]
    assert records[0].truncated
    assert records[2].broken == ("Person",)
