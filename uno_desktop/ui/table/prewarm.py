"""Card pictures drawn before they are needed, so no frame of the game waits for them."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import partial

from uno_desktop.engine.cards import COLORS
from uno_desktop.engine.rules import Rules
from uno_desktop.ui import card_art, theme
from uno_desktop.ui.card_art import BACK
from uno_desktop.ui.table import paint
from uno_desktop.ui.table.layout import TableLayout, fan_offsets
from uno_desktop.ui.table.overlays.results import hand_card_width, result_row_height


class Prewarm:
    def __init__(self, rules: Rules, n: int) -> None:
        self._rules = rules
        self._n = n
        self._warmed: set[tuple[int, int]] = set()
        self.queue: deque[Callable[[], object]] = deque()

    def layout_changed(self, lay: TableLayout) -> None:
        if lay.size not in self._warmed:
            self._warmed.add(lay.size)
            self._now(lay)
        self._queue(lay)

    def _queue(self, lay: TableLayout) -> None:
        """Faces needed only at the end of a round (the hands turned face up on the seats and
        on the round result): about 3 ms each, 50-odd per size, so they are drawn one per quiet
        frame during the round instead of all in the frame the round ends (a 130 ms stall)."""
        size = lay.size
        widths = {lay.back_w, hand_card_width(result_row_height(theme.metrics(size), size,
                                                                self._n))}
        art = card_art.get()
        # Every distinct face of the deck by colour and kind, whoever holds it: nothing here
        # is shown, and it says nothing about any hand.
        faces = card_art.distinct_faces(self._rules.blank_cards == "draw_ten", self._rules.box)
        self.queue = deque(partial(art.face_of, color, kind, w) for w in sorted(widths)
                           for color, kind in faces)

    def one(self) -> None:
        """One image of the queue (call it in a frame where nothing moves)."""
        if self.queue:
            self.queue.popleft()()

    def _now(self, lay: TableLayout) -> None:
        """Draw the pictures this layout needs now."""
        art = card_art.get()
        draw_ten = self._rules.blank_cards == "draw_ten"
        box = self._rules.box  # the round's own deck: No Mercy and All Wild have other faces
        art.prewarm(lay.card_w, draw_ten, box)
        if lay.pile_w != lay.card_w:
            art.prewarm(lay.pile_w, draw_ten, box)
        for color in COLORS:
            paint.color_ring(None, lay.discard_pos, lay.pile_w, color, 0.0)
        m = lay.metrics
        spread = max(4, m.gap)
        plates = {lay.plate.size} | {s.plate.size for s in lay.spots.values()}
        for size in plates:
            paint.glow_rect(size, m.radius, theme.ACCENT, spread)
        art.glow(lay.card_w)
        art.glow(lay.pile_w)
        art.shadow(lay.card_w)
        art.shadow(lay.back_w)
        for count in range(1, 10):
            for _dx, _dy, angle in fan_offsets(count, lay.back_w):
                paint.plain_back(art, lay.back_w, round(angle))
                art.rotated(BACK, lay.back_w, round(angle))
        # Cards flying from the pile to a seat change size in steps of 4 px.
        lo, hi = sorted((lay.back_w, lay.pile_w))
        for w in range(max(8, round(lo / 4) * 4), round(hi / 4) * 4 + 1, 4):
            art.back(w)
            art.shadow(w)


__all__ = ["Prewarm"]
