"""The table's picture, frame by frame: the layout for the window's size, the still picture
(composed once, repainted only where a part changed) and the moving layer over it, both drawn
from the frame's looks (:mod:`.look`)."""

from __future__ import annotations

import pygame

from uno_desktop.ui.table import paint
from uno_desktop.ui.table.compose import Composer
from uno_desktop.ui.table.director import Director
from uno_desktop.ui.table.layout import TableLayout, compute_layout
from uno_desktop.ui.table.look import Look, MovingLook
from uno_desktop.ui.table.moving_parts import MovingPainter
from uno_desktop.ui.table.prewarm import Prewarm
from uno_desktop.ui.table.privacy import Privacy
from uno_desktop.ui.table.still_parts import StillPainter


class TableFrame:
    """Owns the layout (for ``n`` seats, the bottom one the screen's holder's, see
    ``privacy``) and the two painters. A new layout lands the cards in flight first
    (``director``) and has its card pictures drawn ahead (``prewarm``)."""

    def __init__(self, n: int, privacy: Privacy, director: Director, prewarm: Prewarm) -> None:
        self._n = n
        self._privacy = privacy
        self._director = director
        self._prewarm = prewarm
        self.layout: TableLayout | None = None
        self.still = StillPainter()
        self.moving = MovingPainter()
        self._composer: Composer | None = None
        self._full = True
        self._target: pygame.Surface | None = None
        self._moving: list[pygame.Rect] = []
        self._felt_word = ""

    def invalidate(self) -> None:
        """The next frame repaints the whole window (an overlay came or went)."""
        self._full = True

    def relayout(self, size: tuple[int, int]) -> None:
        if size[0] <= 0:
            return
        # Cards in flight know only pixels: let them land before everything moves.
        self._director.finish_flights()
        self.layout = compute_layout(size, self._n, self._privacy.viewer)
        self.still.reset()
        self._prewarm.layout_changed(self.layout)
        self._composer = None
        self._full = True

    def fit(self, size: tuple[int, int]) -> TableLayout:
        """The layout for a window of ``size`` (laid out anew when the size changed)."""
        if self.layout is None or self.layout.size != size:
            self.relayout(size)
        assert self.layout is not None
        return self.layout

    def draw(self, surface: pygame.Surface, look: Look, moving: MovingLook) -> None:
        """Copy the changed regions of the still picture to ``surface``, then draw what moves.
        A surface other than the one drawn last time (a snapshot) gets the whole picture.
        The looks are this frame's, built for ``fit(surface.get_size())``."""
        lay = self.layout
        assert lay is not None and lay.size == surface.get_size()
        composer = self._composer
        # The felt's printed name is the menu's title: a new language (Settings from the pause
        # menu) prints it anew.
        word = look.tr.t("menu-title")
        if composer is None or composer.bounds.size != lay.size or word != self._felt_word:
            composer = self._composer = Composer(paint.felt(lay.size, tuple(lay.felt), word))
            self._felt_word = word
            self._full = True
        regions = composer.update(self.still.parts(look, lay))
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
        self._moving = self.moving.draw(surface, lay, moving)


__all__ = ["TableFrame"]
