"""Every shell screen renders in English, French and Hindi, at 1280x720 and at the smallest
window, and no text leaves its box: each piece of text drawn is measured (the box it was given,
the size of the text actually drawn, whether it had to be cut or had a word broken)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.ui.shell_helpers import shell_app
from uno_desktop.i18n import LOCALES
from uno_desktop.ui import theme
from uno_desktop.ui.scenes.common import recording
from uno_desktop.ui.scenes.gallery import SLOW, gallery, show

SIZES = [(1280, 720), theme.MIN_WINDOW]


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


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LOCALES)
def test_every_screen_keeps_its_text_inside_its_boxes(
    tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    failures: dict[str, list[str]] = {}
    with shell_app(tmp_path, lang, size) as app:
        assert app.size == size
        for name, setup in gallery(include_table=False):
            show(app, setup, frames=3)
            with recording() as records:
                app.draw()
            assert records, f"{name}: nothing was drawn"
            problems = _problems(records, size) + _overlaps(app.scene, size)
            if problems:
                failures[name] = problems
    assert not failures, failures


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


@pytest.mark.parametrize("lang", LOCALES)
def test_the_table_screens_keep_their_text_inside_their_boxes(tmp_path: Path,
                                                              lang: str) -> None:
    pytest.importorskip("uno_desktop.ui.table")
    shell = {n for n, _ in gallery(include_table=False)}
    table = [(n, s) for n, s in gallery(include_table=True) if n not in shell | SLOW]
    assert [n for n, _ in table][:1] == ["table"]
    failures = {}
    with shell_app(tmp_path, lang, theme.MIN_WINDOW) as app:
        for name, setup in table:
            show(app, setup, frames=30)
            with recording() as records:
                app.draw()
            problems = _problems(records, theme.MIN_WINDOW)
            if problems:
                failures[name] = problems
    assert not failures, failures


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
