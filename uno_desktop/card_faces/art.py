"""Card images made on demand and cached: faces, backs, rotations, glows, dimmed faces.

    art = CardArt(colorblind=False)
    screen.blit(art.face(card, 92), pos)
    img = art.rotated(card, 92, 12.0)    # blit centred: img.get_rect(center=...)

The table keeps one shared instance (``ui/card_art.py``); the phone page draws its PNGs with a
small one of its own (``remote/card_images.py``), so both show the same cards.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pygame

from uno_desktop.card_faces.painter import draw_back, draw_face, draw_halo
from uno_desktop.card_faces.palette import CARD_INK, CARD_WHITE, GLOW, Color
from uno_desktop.card_faces.shapes import color_symbol_shape, emboss
from uno_desktop.engine.cards import BLACK, BOXES, CARD_COLOR, CARD_KIND, box_ids

BACK = -1  # pseudo card id for "the back of a card" in rotated()


def distinct_faces(with_blanks: bool = True, box: str = "classic") -> list[tuple[int, int]]:
    """Every (colour, kind) of a box's deck once, in deck order: the pictures one size needs.
    ``with_blanks`` only changes the classic box. The ids are the engine's (``box_ids``)."""
    if box not in BOXES:
        raise ValueError(f"no such box: {box!r}")
    return list(dict.fromkeys((CARD_COLOR[c], CARD_KIND[c])
                              for c in box_ids(box, with_blanks)))


#: The card images kept ready, in bytes of pixels: a 10-seat table at 1920x1080 needs about
#: half of it (every face at three sizes, the seats' turned hands, the pile's angles).
MAX_CACHE_BYTES = 64 * 1024 * 1024


def _size_of(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * 4


class CardArt:
    """Makes and caches card images. ``colorblind`` is the default for the aid symbols."""

    def __init__(self, colorblind: bool = False, max_cached: int = 1200,
                 max_bytes: int = MAX_CACHE_BYTES) -> None:
        self.colorblind = colorblind
        self.max_cached = max_cached
        self.max_bytes = max_bytes
        self._cache: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
        self._bytes = 0  # pixels held by the cache, 4 bytes each

    # --- Cache ---------------------------------------------------------------------------------
    def _cached(self, key: tuple[Any, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            surf = make()
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()  # much faster blits onto the window
            self._cache[key] = surf
            self._bytes += _size_of(surf)
            # Bounded by count and by bytes: the discard pile's many angles and a big window's
            # big cards would otherwise fill hundreds of megabytes over a long match.
            while len(self._cache) > 1 and (len(self._cache) > self.max_cached
                                            or self._bytes > self.max_bytes):
                self._bytes -= _size_of(self._cache.popitem(last=False)[1])
        else:
            self._cache.move_to_end(key)
        return surf

    @property
    def cached_bytes(self) -> int:
        return self._bytes

    def clear(self) -> None:
        self._cache.clear()
        self._bytes = 0

    def prewarm(self, width: int, with_blanks: bool = True, box: str = "classic") -> int:
        """Draw every distinct face of ``box`` and the back at ``width`` now (about 6 ms
        each), e.g. while a "shuffling" animation runs, so the first deal does not stutter.
        Returns how many images were drawn or already cached."""
        faces = distinct_faces(with_blanks, box)
        for color, kind in faces:
            self.face_of(color, kind, width)
        self.back(width)
        return len(faces) + 1

    # --- Public images -----------------------------------------------------------------------
    def face(self, card: int, width: int, colorblind: bool | None = None) -> pygame.Surface:
        """The face of card id ``card``, ``width`` px wide (height = width * CARD_RATIO)."""
        if card == BACK:
            return self.back(width)
        return self.face_of(CARD_COLOR[card], CARD_KIND[card], width, colorblind)

    def face_of(self, color: int, kind: int, width: int,
                colorblind: bool | None = None) -> pygame.Surface:
        """A face by colour and kind (for previews and the rules help, with no card id)."""
        cb = self.colorblind if colorblind is None else colorblind
        cb = cb and color != BLACK
        key = ("face", color, kind, int(width), cb)
        return self._cached(key, lambda: draw_face(color, kind, int(width), cb))

    def back(self, width: int) -> pygame.Surface:
        return self._cached(("back", int(width)), lambda: draw_back(int(width)))

    def image(self, card: int, width: int, face_up: bool = True) -> pygame.Surface:
        return self.face(card, width) if face_up and card != BACK else self.back(width)

    def rotated(self, card: int, width: int, angle: float,
                colorblind: bool | None = None) -> pygame.Surface:
        """The face (or ``BACK``) turned ``angle`` degrees counter-clockwise, cached per whole
        degree. The result is larger than the card: blit it centred on the card's centre."""
        deg = round(angle) % 360
        if deg == 0:
            return self.face(card, width, colorblind)
        cb = self.colorblind if colorblind is None else colorblind
        key = ("rot", card if card == BACK else (CARD_COLOR[card], CARD_KIND[card]),
               int(width), cb, deg)

        def make() -> pygame.Surface:
            img = self.face(card, width, colorblind)
            if deg % 90 == 0:  # quarter turns are exact: no resampling blur (side seats)
                return pygame.transform.rotate(img, deg)
            return pygame.transform.rotozoom(img, deg, 1.0)  # smooth edges
        return self._cached(key, make)

    def glow_pad(self, width: int) -> int:
        """How far the glow reaches beyond the card on each side."""
        return max(6, round(width * 0.14))

    def glow(self, width: int, color: Color = GLOW) -> pygame.Surface:
        """A soft halo for playable cards: blit centred behind the card."""
        return self._cached(("glow", int(width), tuple(color)),
                            lambda: draw_halo(int(width), self.glow_pad(width), color, 230))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft drop shadow: blit centred a few px below-right of the card."""
        return self._cached(("shadow", int(width)),
                            lambda: draw_halo(int(width), max(3, round(width * 0.08)),
                                               (0, 0, 0), 120))

    def highlighted(self, card: int, width: int, color: Color = GLOW) -> pygame.Surface:
        """Face with the glow behind it, ``2 * glow_pad`` larger than the card."""
        def make() -> pygame.Surface:
            g = self.glow(width, color).copy()
            f = self.face(card, width)
            g.blit(f, f.get_rect(center=g.get_rect().center))
            return g
        cb = self.colorblind
        return self._cached(("hi", CARD_COLOR[card], CARD_KIND[card], int(width), cb,
                             tuple(color)), make)

    def dimmed(self, card: int, width: int, amount: float = 0.45) -> pygame.Surface:
        """Darkened face for cards that cannot be played now (still readable)."""
        def make() -> pygame.Surface:
            f = self.face(card, width).copy()
            v = round(255 * (1 - amount))
            f.fill((v, v, v), special_flags=pygame.BLEND_RGB_MULT)
            return f
        key = ("dim", CARD_COLOR[card] if card != BACK else -1,
               CARD_KIND[card] if card != BACK else -1, int(width), self.colorblind, amount)
        return self._cached(key, make)

    def color_symbol(self, color: int, size: int, fill: Color = CARD_WHITE
                     ) -> pygame.Surface:
        """The colour-blind symbol alone (colour picker, "current colour" badge)."""
        def make() -> pygame.Surface:
            k = 4
            big = emboss(color_symbol_shape(color, size * k), fill, CARD_INK, k * 1.5)
            w, h = big.get_size()
            return pygame.transform.smoothscale(big, (max(1, w // k), max(1, h // k)))
        return self._cached(("sym", color, int(size), tuple(fill)), make)
