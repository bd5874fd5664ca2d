"""The table's picture, frame by frame: the layout for the window's size, the still picture
(composed once, repainted only where a part changed) and the moving layer over it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from uno_desktop.ui.table import paint
from uno_desktop.ui.table.compose import Composer
from uno_desktop.ui.table.layout import TableLayout, compute_layout
from uno_desktop.ui.table.look import LookBuilder

if TYPE_CHECKING:
    from uno_desktop.ui.table.scene import TableScene


class TableFrame:
    def __init__(self, scene: TableScene) -> None:
        self.sc = scene
        self.layout: TableLayout | None = None
        self._composer: Composer | None = None
        self._full = True
        self._target: pygame.Surface | None = None
        self._moving: list[pygame.Rect] = []
        self._looks = LookBuilder()
        self._felt_word = ""

    def invalidate(self) -> None:
        """The next frame repaints the whole window (an overlay came or went)."""
        self._full = True

    def relayout(self, size: tuple[int, int]) -> None:
        sc = self.sc
        if size[0] <= 0:
            return
        # Cards in flight know only pixels: let them land before everything moves.
        sc.director.finish_flights()
        self.layout = compute_layout(size, sc.ctx.n, sc.privacy.viewer)
        sc.still.reset()
        sc.prewarm.layout_changed(self.layout)
        self._composer = None
        self._full = True
        sc.buttons.reset()
        sc.buttons.group.scale = self.layout.metrics.scale

    def draw(self, surface: pygame.Surface) -> None:
        """Copy the changed regions of the still picture to ``surface``, then draw what moves.
        A surface other than the one drawn last time (a snapshot) gets the whole picture."""
        sc = self.sc
        lay = self.layout
        if lay is None or lay.size != surface.get_size():
            self.relayout(surface.get_size())
            lay = self.layout
        assert lay is not None
        sc.input.layout_chooser()
        sc.buttons.refresh()
        composer = self._composer
        # The felt's printed name is the menu's title: a new language (Settings from the pause
        # menu) prints it anew.
        word = sc.ctx.t("menu-title")
        if composer is None or composer.bounds.size != lay.size or word != self._felt_word:
            composer = self._composer = Composer(paint.felt(lay.size, tuple(lay.felt), word))
            self._felt_word = word
            self._full = True
        regions = composer.update(sc.still.parts(self._looks.build(sc, lay), lay))
        if self._full or surface is not self._target:
            surface.blit(composer.surface, (0, 0))
        else:
            # What moved last frame is painted over from the still picture, rectangle by
            # rectangle (merging scattered rectangles would only copy more pixels).
            for r in self._moving:
                surface.blit(composer.surface, r, r)
            for r in regions:
                surface.blit(composer.surface, r, r)
        self._target = surface
        self._full = False
        self._moving = sc.moving.draw(surface, lay, self._looks.moving(sc))


__all__ = ["TableFrame"]
