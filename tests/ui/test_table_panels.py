"""Screens over the table have opaque panels: nothing of the table (a shout, a banner, a card)
shows through the words on them."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.table_helpers import open_table, stacked_session, table_app, wait_for

overlays = pytest.importorskip("uno_desktop.ui.table.overlays")


def panel_pixels(scene, backdrop_color) -> pygame.Surface:
    """The scene drawn over a backdrop of one colour; the inside of its panel."""
    size = scene.app.size
    backdrop = pygame.Surface(size)
    backdrop.fill(backdrop_color)
    scene._backdrop = backdrop
    surface = pygame.Surface(size)
    scene.draw(surface)
    inner = scene.panel.inflate(-2 * scene.m.radius, -2 * scene.m.radius)
    return surface.subsurface(inner).copy()


def assert_opaque(scene) -> None:
    black = panel_pixels(scene, (0, 0, 0))
    white = panel_pixels(scene, (255, 255, 255))
    assert pygame.image.tobytes(black, "RGB") == pygame.image.tobytes(white, "RGB"), \
        f"{type(scene).__name__}: the table shows through its panel"


def test_round_result_and_pause_panels_are_opaque(tmp_path) -> None:
    session = stacked_session("bb", [["r1", "r2", "r3", "r4", "r5"],
                                     ["g2", "g3", "g4", "g5", "g6"]], "r9",
                              then=["g7", "y7", "b7", "y8", "b8"])
    with table_app(tmp_path) as app:
        open_table(app, session, autoplay=False)
        assert wait_for(app, lambda: isinstance(app.scene, overlays.RoundResultScene), 600)
        result = app.scene
        assert_opaque(result)
        app.push(overlays.PauseScene(result.table))
        assert_opaque(app.scene)
