"""Words stay readable: every text colour of the theme on what stands behind it reaches 4.5:1
(a greyed label 3:1), computed from the theme (WCAG's contrast ratio)."""

from __future__ import annotations

import pytest

from uno_desktop.ui import theme


@pytest.mark.parametrize("what, fg, bg, minimum", theme.TEXT_PAIRS,
                         ids=[p[0] for p in theme.TEXT_PAIRS])
def test_text_stands_out_from_what_is_behind_it(what: str, fg: theme.Color, bg: theme.Color,
                                                minimum: float) -> None:
    assert theme.contrast(fg, bg) >= minimum, f"{what}: {theme.contrast(fg, bg):.2f}"


def test_the_ratio_is_wcags() -> None:
    assert theme.contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert theme.contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)
    # The colours the issue measured, as they were: below the line, so the test can fail.
    assert theme.contrast((172, 184, 178), (104, 120, 112)) < 3.0
    assert theme.contrast((226, 64, 56), theme.PANEL_SOLID[:3]) < 4.5


def test_a_colour_laid_over_another_blends_by_its_alpha() -> None:
    assert theme.over((0, 0, 0, 0), (10, 20, 30)) == (10, 20, 30)
    assert theme.over((0, 0, 0, 255), (10, 20, 30)) == (0, 0, 0)
    assert theme.over((100, 100, 100, 128), (0, 0, 0)) == (50, 50, 50)
