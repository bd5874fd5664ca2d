"""Card faces and backs drawn by code: no art files, any size, cached.

Each image is drawn once at a large "supersampled" size and smooth-scaled down, which gives
anti-aliased edges from pygame's plain (aliased) draw functions, then cached per
(face, width, colour-blind aid). Rotations are cached per whole degree.

Geometry is written in card-width units (the card is 1 wide and ``CARD_RATIO`` high), so the
same code draws a 40 px log thumbnail and a 160 px card in the hand.

    from uno_desktop.ui import card_art
    art = card_art.get()                 # the shared instance (its ``colorblind`` is a setting)
    screen.blit(art.face(card, 92), pos)
    screen.blit(art.back(46), pos)
    img = art.rotated(card, 92, 12.0)    # blit centred: img.get_rect(center=...)
    g = art.glow(92); screen.blit(g, g.get_rect(center=card_rect.center))
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pygame

from uno_desktop.engine.cards import (
    BLACK,
    BLUE,
    CARD_COLOR,
    CARD_KIND,
    DRAW_TEN,
    DRAW_TWO,
    GREEN,
    RED,
    REVERSE,
    SKIP,
    WILD,
    WILD_DRAW_FOUR,
    YELLOW,
    deck_ids,
)
from uno_desktop.ui import text as text_mod
from uno_desktop.ui import theme

CARD_RATIO = 1.5  # height / width (printed cards are 56 x 87 mm: 1.55)
BACK = -1  # pseudo card id for "the back of a card" in rotated()
SUPER_WIDTH = 240  # faces are drawn at least this wide, then scaled down
OVAL_TILT = 58.0  # degrees: the oval leans to the right like on the printed cards

Color = tuple[int, int, int]
Shape = pygame.Surface  # a white-on-transparent stencil


def card_size(width: int) -> tuple[int, int]:
    """(width, height) of a card ``width`` pixels wide."""
    return int(width), round(width * CARD_RATIO)


# --- Low-level drawing helpers (work in supersampled pixels) -----------------------------------


def _ellipse_points(cx: float, cy: float, a: float, b: float, tilt_deg: float,
                    t0: float = 0.0, t1: float = 360.0, steps: int = 120
                    ) -> list[tuple[float, float]]:
    """Points of a rotated ellipse arc; ``a`` is the semi-axis along the tilt direction."""
    th = math.radians(tilt_deg)
    ct, st = math.cos(th), math.sin(th)
    pts = []
    for i in range(steps + 1):
        t = math.radians(t0 + (t1 - t0) * i / steps)
        x, y = a * math.cos(t), b * math.sin(t)
        pts.append((cx + x * ct - y * st, cy - (x * st + y * ct)))
    return pts


def _stencil(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def _tinted(shape: Shape, color: tuple[int, ...]) -> pygame.Surface:
    out = shape.copy()
    out.fill((*color[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _emboss(shape: Shape, fill: Color, outline: Color, width: float,
            shadow: tuple[float, float] | None = None) -> pygame.Surface:
    """The stencil filled with ``fill`` inside an ``outline`` of ``width`` px, optionally with
    a solid drop shadow (the printed cards' "3D" numerals)."""
    pad = math.ceil(width + (max(abs(shadow[0]), abs(shadow[1])) if shadow else 0)) + 2
    w, h = shape.get_size()
    out = _stencil((w + 2 * pad, h + 2 * pad))
    dark = _tinted(shape, outline)
    if shadow is not None:
        sx, sy = shadow
        steps = max(2, int(math.hypot(sx, sy)))
        for i in range(1, steps + 1):
            out.blit(dark, (pad + sx * i / steps, pad + sy * i / steps))
    n = 24
    for i in range(n):
        ang = 2 * math.pi * i / n
        out.blit(dark, (pad + width * math.cos(ang), pad + width * math.sin(ang)))
    out.blit(_tinted(shape, fill), (pad, pad))
    return out


def _text_shape(label: str, height_px: float, italic: bool = False) -> Shape:
    """White stencil of ``label`` whose digits are about ``height_px`` tall."""
    # Cap height of Noto Sans is ~0.714 em.
    size = max(6, round(height_px / 0.714))
    font = text_mod.get().font(size, bold=True)
    font.italic = italic
    try:
        surf = font.render(label, True, (255, 255, 255))
    finally:
        font.italic = False  # the font object is shared with the rest of the UI
    # Crop to the ink so that centring is optical, not by the font's line box.
    bbox = surf.get_bounding_rect()
    return surf.subsurface(bbox).copy() if bbox.w and bbox.h else surf


def _blit_center(dst: pygame.Surface, src: pygame.Surface, center: tuple[float, float],
                 angle: float = 0.0) -> None:
    if angle:
        src = pygame.transform.rotozoom(src, angle, 1.0)
    dst.blit(src, src.get_rect(center=(round(center[0]), round(center[1]))))


def _scale_to_height(shape: Shape, h: float) -> Shape:
    w0, h0 = shape.get_size()
    k = h / h0
    return pygame.transform.smoothscale(shape, (max(1, round(w0 * k)), max(1, round(h))))


def _fit_shape(shape: Shape, max_w: float, max_h: float) -> Shape:
    w0, h0 = shape.get_size()
    k = min(max_w / w0, max_h / h0, 1.0)
    if k >= 1.0:
        return shape
    return pygame.transform.smoothscale(shape, (max(1, round(w0 * k)), max(1, round(h0 * k))))


def skip_shape(d: float) -> Shape:
    """A ring with a slash: the Skip symbol, ``d`` px across."""
    s = _stencil((math.ceil(d), math.ceil(d)))
    r = d / 2
    ring = max(2, round(d * 0.16))
    pygame.draw.circle(s, (255, 255, 255), (r, r), r)
    pygame.draw.circle(s, (0, 0, 0, 0), (r, r), r - ring)
    # The slash, from lower-left to upper-right, as a thick rotated rectangle.
    half = ring * 0.55
    ang = math.radians(45)
    dx, dy = math.cos(ang) * (r - ring * 0.5), math.sin(ang) * (r - ring * 0.5)
    nx, ny = math.sin(ang) * half, math.cos(ang) * half  # perpendicular to the slash
    pts = [(r - dx + nx, r + dy + ny), (r + dx + nx, r - dy + ny),
           (r + dx - nx, r - dy - ny), (r - dx - nx, r + dy - ny)]
    pygame.draw.polygon(s, (255, 255, 255), pts)
    return s


def reverse_shape(d: float) -> Shape:
    """Two arrows pointing opposite ways along the diagonal: the Reverse symbol."""
    size = math.ceil(d)
    s = _stencil((size, size))
    c = d / 2
    shaft = d * 0.16  # shaft thickness
    length = d * 0.92
    head = d * 0.36
    ang = math.radians(45)
    ux, uy = math.cos(ang), -math.sin(ang)  # up-right unit vector (screen y down)
    px, py = -uy, ux  # perpendicular
    for sign, offset in ((1, -1), (-1, 1)):
        # Arrow centre line, offset sideways so the two arrows sit side by side.
        ox, oy = c + px * offset * d * 0.23, c + py * offset * d * 0.23
        dx, dy = ux * sign, uy * sign
        tail = (ox - dx * length / 2, oy - dy * length / 2)
        neck = (ox + dx * (length / 2 - head * 0.8), oy + dy * (length / 2 - head * 0.8))
        tip = (ox + dx * length / 2, oy + dy * length / 2)
        h = shaft / 2
        pygame.draw.polygon(s, (255, 255, 255), [
            (tail[0] + px * h, tail[1] + py * h), (neck[0] + px * h, neck[1] + py * h),
            (neck[0] - px * h, neck[1] - py * h), (tail[0] - px * h, tail[1] - py * h)])
        hw = head * 0.6
        pygame.draw.polygon(s, (255, 255, 255), [
            tip, (neck[0] + px * hw, neck[1] + py * hw), (neck[0] - px * hw, neck[1] - py * hw)])
    return s


def color_symbol_shape(color: int, d: float) -> Shape:
    """The colour-blind aid: red circle, yellow triangle, green square, blue diamond."""
    size = math.ceil(d)
    s = _stencil((size, size))
    w = (255, 255, 255)
    r = d / 2
    if color == RED:
        pygame.draw.circle(s, w, (r, r), r * 0.92)
    elif color == YELLOW:
        pygame.draw.polygon(s, w, [(r, d * 0.04), (d * 0.98, d * 0.9), (d * 0.02, d * 0.9)])
    elif color == GREEN:
        m = d * 0.12
        pygame.draw.rect(s, w, pygame.Rect(m, m, d - 2 * m, d - 2 * m))
    elif color == BLUE:
        pygame.draw.polygon(s, w, [(r, 0), (d, r), (r, d), (0, r)])
    return s


def four_color_oval(a: float, b: float, tilt: float, border: float) -> pygame.Surface:
    """The Wild oval: four coloured quarters inside a white rim."""
    w = math.ceil(2 * (a + border) + 4)
    s = _stencil((w, w))
    c = w / 2
    pygame.draw.polygon(s, theme.CARD_WHITE,
                        _ellipse_points(c, c, a + border, b + border, tilt))
    quarters = ((0, RED), (90, BLUE), (180, YELLOW), (270, GREEN))
    for t0, col in quarters:
        pts = [(c, c), *_ellipse_points(c, c, a, b, tilt, t0, t0 + 90, 40)]
        pygame.draw.polygon(s, theme.CARD_RGB[col], pts)
    return s


# --- The card painter ---------------------------------------------------------------------------


class _Painter:
    """Draws one card at supersampled size ``W`` x ``H``; ``u(x)`` converts card-width units."""

    def __init__(self, width: int) -> None:
        self.k = max(2, math.ceil(SUPER_WIDTH / width))
        self.out_size = card_size(width)
        self.W = width * self.k
        self.H = self.out_size[1] * self.k
        self.s = _stencil((self.W, self.H))
        self.small = width < 64  # thumbnails: bolder corner marks, simpler centre

    def u(self, v: float) -> float:
        return v * self.W

    def finish(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.s, self.out_size)

    def body(self, field: Color) -> None:
        radius = round(self.u(0.09))
        pygame.draw.rect(self.s, theme.CARD_WHITE, (0, 0, self.W, self.H), border_radius=radius)
        # A faint edge so white borders read on a white background too.
        pygame.draw.rect(self.s, (200, 200, 196), (0, 0, self.W, self.H),
                         width=max(1, round(self.u(0.008))), border_radius=radius)
        m = round(self.u(0.06))
        pygame.draw.rect(self.s, field, (m, m, self.W - 2 * m, self.H - 2 * m),
                         border_radius=max(1, radius - m // 2))

    @property
    def center(self) -> tuple[float, float]:
        return self.W / 2, self.H / 2

    def oval(self, color: Color, scale: float = 1.0) -> None:
        cx, cy = self.center
        a, b = self.u(0.6) * scale, self.u(0.35) * scale
        pygame.draw.polygon(self.s, color, _ellipse_points(cx, cy, a, b, OVAL_TILT))

    def oval_axes(self) -> tuple[float, float]:
        return self.u(0.6), self.u(0.35)

    def centre_mark(self, shape: Shape, fill: Color, max_w: float, max_h: float,
                    shadow: bool = True, outline: Color = theme.CARD_INK) -> None:
        shape = _fit_shape(shape, self.u(max_w), self.u(max_h))
        sh = (-self.u(0.03), self.u(0.03)) if shadow else None
        img = _emboss(shape, fill, outline, self.u(0.028), sh)
        _blit_center(self.s, img, self.center)

    def corners(self, shape: Shape, fill: Color, height: float,
                symbol: Shape | None = None) -> None:
        """The small index top-left and (upside down) bottom-right, plus the colour-blind
        symbol under it."""
        mark = _fit_shape(_scale_to_height(shape, self.u(height)), self.u(0.3), self.u(height))
        mark = _emboss(mark, fill, theme.CARD_INK, self.u(0.02))
        cx = cy = self.u(0.2)
        sym = None
        if symbol is not None:
            sym = _emboss(_scale_to_height(symbol, self.u(0.19 if self.small else 0.15)),
                          theme.CARD_WHITE, theme.CARD_INK, self.u(0.018))
        if self.small:
            # Thumbnails have room for one index: top-left (what shows in a fanned hand),
            # and the colour symbol alone in the opposite corner.
            _blit_center(self.s, mark, (cx, cy))
            if sym is not None:
                _blit_center(self.s, sym, (self.W - cx, self.H - cy))
            return
        stack = [(mark, cy)]
        if sym is not None:
            stack.append((sym, cy + self.u(height) / 2 + self.u(0.04) + sym.get_height() / 2))
        for img, y in stack:
            _blit_center(self.s, img, (cx, y))
            _blit_center(self.s, img, (self.W - cx, self.H - y), 180)


def _corner_height(small: bool) -> float:
    return 0.25 if small else 0.19


def distinct_faces(with_blanks: bool) -> list[tuple[int, int]]:
    """Every (colour, kind) of the deck once, in deck order: the pictures one size needs."""
    return list(dict.fromkeys((CARD_COLOR[c], CARD_KIND[c]) for c in deck_ids(with_blanks)))


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

    def prewarm(self, width: int, with_blanks: bool = True) -> int:
        """Draw every distinct face and the back at ``width`` now (about 6 ms each), e.g.
        while a "shuffling" animation runs, so the first deal does not stutter. Returns how
        many images were drawn or already cached."""
        faces = distinct_faces(with_blanks)
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
        return self._cached(key, lambda: _draw_face(color, kind, int(width), cb))

    def back(self, width: int) -> pygame.Surface:
        return self._cached(("back", int(width)), lambda: _draw_back(int(width)))

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

    def glow(self, width: int, color: Color = theme.GLOW) -> pygame.Surface:
        """A soft halo for playable cards: blit centred behind the card."""
        return self._cached(("glow", int(width), tuple(color)),
                            lambda: _draw_halo(int(width), self.glow_pad(width), color, 230))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft drop shadow: blit centred a few px below-right of the card."""
        return self._cached(("shadow", int(width)),
                            lambda: _draw_halo(int(width), max(3, round(width * 0.08)),
                                               (0, 0, 0), 120))

    def highlighted(self, card: int, width: int, color: Color = theme.GLOW) -> pygame.Surface:
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

    def color_symbol(self, color: int, size: int, fill: Color = theme.CARD_WHITE
                     ) -> pygame.Surface:
        """The colour-blind symbol alone (colour picker, "current colour" badge)."""
        def make() -> pygame.Surface:
            k = 4
            big = _emboss(color_symbol_shape(color, size * k), fill, theme.CARD_INK, k * 1.5)
            w, h = big.get_size()
            return pygame.transform.smoothscale(big, (max(1, w // k), max(1, h // k)))
        return self._cached(("sym", color, int(size), tuple(fill)), make)


def _draw_halo(width: int, pad: int, color: tuple[int, ...], alpha: int) -> pygame.Surface:
    w, h = card_size(width)
    s = _stencil((w + 2 * pad, h + 2 * pad))
    grow = pad // 2
    pygame.draw.rect(s, (*color[:3], alpha), (pad - grow, pad - grow, w + 2 * grow, h + 2 * grow),
                     border_radius=round(width * 0.12))
    return pygame.transform.gaussian_blur(s, max(1, pad // 2))


def _number_shape(kind: int, height: float) -> Shape:
    shape = _text_shape(str(kind), height, italic=False)
    if kind in (6, 9):
        # Underline 6 and 9 like the printed deck, so they read the right way up.
        w, h = shape.get_size()
        bar = max(2, round(height * 0.09))
        out = _stencil((w, h + bar * 2))
        out.blit(shape, (0, 0))
        pygame.draw.rect(out, (255, 255, 255), (w * 0.1, h + bar, w * 0.8, bar))
        return out
    return shape


def _symbol_shape(kind: int, height: float) -> Shape:
    """The stencil for a kind at roughly ``height`` px (numbers, symbols, +N)."""
    if kind <= 9:
        return _number_shape(kind, height)
    if kind == SKIP:
        return skip_shape(height * 1.1)
    if kind == REVERSE:
        return reverse_shape(height * 1.35)
    if kind == DRAW_TWO:
        return _text_shape("+2", height)
    if kind == WILD_DRAW_FOUR:
        return _text_shape("+4", height)
    if kind == DRAW_TEN:
        return _text_shape("+10", height)
    raise ValueError(f"no symbol for kind {kind}")


def _draw_face(color: int, kind: int, width: int, colorblind: bool) -> pygame.Surface:
    p = _Painter(width)
    field = theme.CARD_RGB[color]
    symbol = color_symbol_shape(color, 64 * p.k) if colorblind else None
    ch = _corner_height(p.small)
    if color != BLACK:
        p.body(field)
        p.oval(theme.CARD_WHITE)
        big = _symbol_shape(kind, p.u(0.62 if kind <= 9 else 0.5))
        p.centre_mark(big, field, 0.66, 0.8)
        p.corners(_symbol_shape(kind, p.u(ch)), theme.CARD_WHITE, ch, symbol)
        return p.finish()

    p.body(theme.CARD_RGB[BLACK])
    a, b = p.oval_axes()
    if kind == DRAW_TEN:
        # The "blank card" look: a plain white oval someone wrote "+10" in, ringed in colour.
        _blit_center(p.s, four_color_oval(a * 1.02, b * 1.02, OVAL_TILT, p.u(0.0)), p.center)
        p.oval(theme.CARD_WHITE, 0.9)
        p.centre_mark(_symbol_shape(DRAW_TEN, p.u(0.34)), theme.CARD_INK, 0.6, 0.5,
                      shadow=False, outline=theme.CARD_WHITE)
    else:
        _blit_center(p.s, four_color_oval(a, b, OVAL_TILT, p.u(0.035)), p.center)
        if kind == WILD_DRAW_FOUR:
            p.centre_mark(_symbol_shape(WILD_DRAW_FOUR, p.u(0.44)), theme.CARD_WHITE, 0.66, 0.6)
    if kind == WILD:
        mini = four_color_oval(p.u(0.1), p.u(0.06), OVAL_TILT, p.u(0.012))
        cx = p.u(0.2)
        _blit_center(p.s, mini, (cx, cx))
        _blit_center(p.s, mini, (p.W - cx, p.H - cx), 180)
    else:
        p.corners(_symbol_shape(kind, p.u(ch)), theme.CARD_WHITE, ch)
    return p.finish()


def _draw_back(width: int) -> pygame.Surface:
    p = _Painter(width)
    p.body(theme.CARD_RGB[BLACK])
    p.oval(theme.CARD_RGB[RED])
    word = _text_shape("UNO", p.u(0.4), italic=True)
    word = _fit_shape(word, p.u(0.86), p.u(0.42))
    img = _emboss(word, theme.CARD_RGB[YELLOW], theme.CARD_INK, p.u(0.03),
                  (-p.u(0.035), p.u(0.035)))
    _blit_center(p.s, img, p.center, 22)
    return p.finish()


# --- Shared instance -----------------------------------------------------------------------------

_shared: CardArt | None = None


def get() -> CardArt:
    """The shared :class:`CardArt` (set ``get().colorblind`` from the settings)."""
    global _shared
    if _shared is None:
        _shared = CardArt()
    return _shared


def face(card: int, width: int) -> pygame.Surface:
    return get().face(card, width)


def back(width: int) -> pygame.Surface:
    return get().back(width)


def rotated(card: int, width: int, angle: float) -> pygame.Surface:
    return get().rotated(card, width, angle)


def contact_sheet(width: int, colorblind: bool = False,
                  background: Color = theme.FELT) -> pygame.Surface:
    """Every face (13 kinds x 4 colours, the black cards) and the back, plus the dimmed,
    glowing and rotated variants: for reviewing the art (tests save it as a screenshot)."""
    art = CardArt(colorblind=colorblind)
    w, h = card_size(width)
    gap = max(6, width // 6)
    cols, rows = 13, 5
    sheet = pygame.Surface((cols * (w + gap) + gap, rows * (h + gap) + gap))
    sheet.fill(background)

    def cell(col: int, row: int) -> tuple[int, int]:
        return gap + col * (w + gap), gap + row * (h + gap)

    def centre(col: int, row: int) -> tuple[int, int]:
        x, y = cell(col, row)
        return x + w // 2, y + h // 2

    for row, color in enumerate((RED, YELLOW, GREEN, BLUE)):
        for kind in range(13):
            sheet.blit(art.face_of(color, kind, width), cell(kind, row))
    for col, kind in enumerate((WILD, WILD_DRAW_FOUR, DRAW_TEN)):
        sheet.blit(art.face_of(BLACK, kind, width), cell(col, 4))
    sheet.blit(art.back(width), cell(3, 4))
    sheet.blit(art.dimmed(5, width), cell(5, 4))
    for col, img in ((7, art.glow(width)), (7, art.face(30, width)),
                     (9, art.rotated(60, width, 15)), (11, art.rotated(BACK, width, -20))):
        sheet.blit(img, img.get_rect(center=centre(col, 4)))
    return sheet
