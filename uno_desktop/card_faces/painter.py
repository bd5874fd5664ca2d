"""One card picture: the card's body, oval, centre mark and corner indices, drawn once at a
large "supersampled" size and smooth-scaled down, which gives anti-aliased edges from pygame's
plain (aliased) draw functions. Geometry is in card-width units (the card is 1 wide and
``CARD_RATIO`` high), so the same code draws a 40 px log thumbnail and a 160 px card."""

from __future__ import annotations

import math

import pygame

from uno_desktop.card_faces import box_shapes
from uno_desktop.card_faces.box_shapes import BOX_KINDS
from uno_desktop.card_faces.palette import CARD_INK, CARD_RGB, CARD_WHITE, Color
from uno_desktop.card_faces.shapes import (
    Shape,
    blit_center,
    color_symbol_shape,
    ellipse_points,
    emboss,
    fit_shape,
    four_color_oval,
    scale_to_height,
    stencil,
    symbol_shape,
    text_shape,
)
from uno_desktop.engine.cards import (
    BLACK,
    DRAW_TEN,
    RED,
    WILD,
    WILD_COLOR_ROULETTE,
    WILD_DRAW_FOUR,
    YELLOW,
)

CARD_RATIO = 1.5  # height / width (printed cards are 56 x 87 mm: 1.55)
SUPER_WIDTH = 240  # faces are drawn at least this wide, then scaled down
OVAL_TILT = 58.0  # degrees: the oval leans to the right like on the printed cards


def card_size(width: int) -> tuple[int, int]:
    """(width, height) of a card ``width`` pixels wide."""
    return int(width), round(width * CARD_RATIO)


class _Painter:
    """Draws one card at supersampled size ``W`` x ``H``; ``u(x)`` converts card-width units."""

    def __init__(self, width: int) -> None:
        self.k = max(2, math.ceil(SUPER_WIDTH / width))
        self.out_size = card_size(width)
        self.W = width * self.k
        self.H = self.out_size[1] * self.k
        self.s = stencil((self.W, self.H))
        self.small = width < 64  # thumbnails: bolder corner marks, simpler centre
        self.marks: list[pygame.Rect] = []  # where the corner marks went (for the tests)

    def u(self, v: float) -> float:
        return v * self.W

    def finish(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.s, self.out_size)

    def body(self, field: Color) -> None:
        radius = round(self.u(0.09))
        pygame.draw.rect(self.s, CARD_WHITE, (0, 0, self.W, self.H), border_radius=radius)
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
        pygame.draw.polygon(self.s, color, ellipse_points(cx, cy, a, b, OVAL_TILT))

    def oval_axes(self) -> tuple[float, float]:
        return self.u(0.6), self.u(0.35)

    def centre_mark(self, shape: Shape, fill: Color, max_w: float, max_h: float,
                    shadow: bool = True, outline: Color = CARD_INK) -> None:
        shape = fit_shape(shape, self.u(max_w), self.u(max_h))
        sh = (-self.u(0.03), self.u(0.03)) if shadow else None
        img = emboss(shape, fill, outline, self.u(0.028), sh)
        blit_center(self.s, img, self.center)

    def place(self, img: pygame.Surface, center: tuple[float, float], angle: float = 0.0,
              mark: bool = True) -> None:
        """Blit ``img`` centred on ``center``; a corner ``mark`` has its inked box recorded."""
        if angle:
            img = pygame.transform.rotozoom(img, angle, 1.0)
        rect = img.get_rect(center=(round(center[0]), round(center[1])))
        self.s.blit(img, rect)
        if mark:
            self.marks.append(img.get_bounding_rect().move(rect.topleft))

    def corners(self, shape: Shape, fill: Color, height: float,
                symbol: Shape | None = None, extra: Shape | None = None) -> None:
        """The small index top-left and (upside down) bottom-right, plus the colour-blind
        ``symbol`` under it, or (a wild card of the other boxes) an ``extra`` mark that says
        which action it is."""
        mark = fit_shape(scale_to_height(shape, self.u(height)), self.u(0.3), self.u(height))
        mark = emboss(mark, fill, CARD_INK, self.u(0.02))
        cx = cy = self.u(0.2)
        sym = None
        if symbol is not None:
            sym = emboss(scale_to_height(symbol, self.u(0.19 if self.small else 0.15)),
                          CARD_WHITE, CARD_INK, self.u(0.018))
        if extra is not None:
            eh = self.u(0.2 if self.small else 0.13)
            extra = fit_shape(scale_to_height(extra, eh), self.u(0.3), eh)
            extra = emboss(extra, fill, CARD_INK, self.u(0.018))
        if self.small:
            # Thumbnails have room for one index: top-left (what shows in a fanned hand),
            # and the colour symbol alone in the opposite corner; an extra mark is part of
            # the index, so it stays under it.
            self.place(mark, (cx, cy))
            if sym is not None:
                self.place(sym, (self.W - cx, self.H - cy))
            if extra is not None:
                self.place(extra, (cx, cy + self.u(height) / 2 + self.u(0.05)
                                   + extra.get_height() / 2 - self.u(0.02)))
            return
        stack = [(mark, cy)]
        under = sym if sym is not None else extra
        if under is not None:
            stack.append((under, cy + self.u(height) / 2 + self.u(0.04)
                          + under.get_height() / 2))
        for img, y in stack:
            self.place(img, (cx, y))
            self.place(img, (self.W - cx, self.H - y), 180)

    def corner_pictures(self, img: pygame.Surface) -> None:
        """A ready picture (the Wild's little oval) as the index of both corners."""
        cx = self.u(0.2)
        self.place(img, (cx, cx))
        self.place(img, (self.W - cx, self.H - cx), 180)


def _corner_height(small: bool) -> float:
    return 0.25 if small else 0.19


def draw_halo(width: int, pad: int, color: tuple[int, ...], alpha: int) -> pygame.Surface:
    w, h = card_size(width)
    s = stencil((w + 2 * pad, h + 2 * pad))
    grow = pad // 2
    pygame.draw.rect(s, (*color[:3], alpha), (pad - grow, pad - grow, w + 2 * grow, h + 2 * grow),
                     border_radius=round(width * 0.12))
    return pygame.transform.gaussian_blur(s, max(1, pad // 2))


def draw_face(color: int, kind: int, width: int, colorblind: bool) -> pygame.Surface:
    return _paint(color, kind, width, colorblind).finish()


def corner_marks(color: int, kind: int, width: int, colorblind: bool) -> list[pygame.Rect]:
    """Where a face's corner marks (index, colour symbol, extra mark) are inked, in the face's
    own pixels: for the tests that check no index is cut or crowded."""
    p = _paint(color, kind, width, colorblind)
    return [pygame.Rect(r.x / p.k, r.y / p.k, math.ceil(r.w / p.k), math.ceil(r.h / p.k))
            for r in p.marks]


def _paint(color: int, kind: int, width: int, colorblind: bool) -> _Painter:
    p = _Painter(width)
    field = CARD_RGB[color]
    symbol = color_symbol_shape(color, 64 * p.k) if colorblind else None
    ch = _corner_height(p.small)
    if kind in BOX_KINDS:
        _paint_box_face(p, color, kind, symbol, ch)
        return p
    if color != BLACK:
        p.body(field)
        p.oval(CARD_WHITE)
        big = symbol_shape(kind, p.u(0.62 if kind <= 9 else 0.5))
        p.centre_mark(big, field, 0.66, 0.8)
        p.corners(symbol_shape(kind, p.u(ch)), CARD_WHITE, ch, symbol)
        return p

    p.body(CARD_RGB[BLACK])
    a, b = p.oval_axes()
    if kind == DRAW_TEN:
        # The "blank card" look: a plain white oval someone wrote "+10" in, ringed in colour.
        blit_center(p.s, four_color_oval(a * 1.02, b * 1.02, OVAL_TILT, p.u(0.0)), p.center)
        p.oval(CARD_WHITE, 0.9)
        p.centre_mark(symbol_shape(DRAW_TEN, p.u(0.34)), CARD_INK, 0.6, 0.5,
                      shadow=False, outline=CARD_WHITE)
    else:
        blit_center(p.s, four_color_oval(a, b, OVAL_TILT, p.u(0.035)), p.center)
        if kind == WILD_DRAW_FOUR:
            p.centre_mark(symbol_shape(WILD_DRAW_FOUR, p.u(0.44)), CARD_WHITE, 0.66, 0.6)
    if kind == WILD:
        p.corner_pictures(four_color_oval(p.u(0.1), p.u(0.06), OVAL_TILT, p.u(0.012)))
    else:
        p.corners(symbol_shape(kind, p.u(ch)), CARD_WHITE, ch)
    return p


def _paint_box_face(p: _Painter, color: int, kind: int, symbol: Shape | None,
                    ch: float) -> None:
    """A face of the No Mercy or All Wild box, laid out as the classic faces are: a coloured
    card like a coloured action card, a wild card on the Wild's four-colour oval with a white
    mark like the Wild Draw Four's."""
    if color != BLACK:
        field = CARD_RGB[color]
        p.body(field)
        p.oval(CARD_WHITE)
        p.centre_mark(box_shapes.centre_shape(kind, p.u(0.5)), field, 0.66, 0.8)
        ch *= box_shapes.index_scale(kind)
        p.corners(box_shapes.index_shape(kind, p.u(ch)), CARD_WHITE, ch, symbol)
        return
    p.body(CARD_RGB[BLACK])
    a, b = p.oval_axes()
    blit_center(p.s, four_color_oval(a, b, OVAL_TILT, p.u(0.035)), p.center)
    if kind == WILD_COLOR_ROULETTE:
        blit_center(p.s, box_shapes.roulette_wheel(p.u(0.5), p.u(0.035)), p.center)
        p.corner_pictures(box_shapes.roulette_wheel(p.u(0.17), p.u(0.016)))
        return
    p.centre_mark(box_shapes.centre_shape(kind, p.u(0.44)), CARD_WHITE, 0.7, 0.66)
    p.corners(box_shapes.index_shape(kind, p.u(ch)), CARD_WHITE, ch,
              extra=box_shapes.index_extra(kind, p.u(ch)))


def draw_back(width: int) -> pygame.Surface:
    p = _Painter(width)
    p.body(CARD_RGB[BLACK])
    p.oval(CARD_RGB[RED])
    word = text_shape("UNO", p.u(0.4), italic=True)
    word = fit_shape(word, p.u(0.86), p.u(0.42))
    img = emboss(word, CARD_RGB[YELLOW], CARD_INK, p.u(0.03),
                  (-p.u(0.035), p.u(0.035)))
    blit_center(p.s, img, p.center, 22)
    return p.finish()
