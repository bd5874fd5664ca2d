"""The stencils a card is drawn from: white-on-transparent shapes (numbers, Skip, Reverse, the
colour-blind symbols, the Wild oval) and the helpers that tint, emboss and place them. Sizes
are supersampled pixels (see :mod:`.painter`)."""

from __future__ import annotations

import math

import pygame

from uno_desktop.card_faces.font import bold_font
from uno_desktop.card_faces.palette import CARD_RGB, CARD_WHITE, Color
from uno_desktop.engine.cards import (
    BLUE,
    DRAW_TEN,
    DRAW_TWO,
    GREEN,
    RED,
    REVERSE,
    SKIP,
    WILD_DRAW_FOUR,
    YELLOW,
)

Shape = pygame.Surface  # a white-on-transparent stencil


def ellipse_points(cx: float, cy: float, a: float, b: float, tilt_deg: float,
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


def stencil(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def _tinted(shape: Shape, color: tuple[int, ...]) -> pygame.Surface:
    out = shape.copy()
    out.fill((*color[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def emboss(shape: Shape, fill: Color, outline: Color, width: float,
            shadow: tuple[float, float] | None = None) -> pygame.Surface:
    """The stencil filled with ``fill`` inside an ``outline`` of ``width`` px, optionally with
    a solid drop shadow (the printed cards' "3D" numerals)."""
    pad = math.ceil(width + (max(abs(shadow[0]), abs(shadow[1])) if shadow else 0)) + 2
    w, h = shape.get_size()
    out = stencil((w + 2 * pad, h + 2 * pad))
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


def text_shape(label: str, height_px: float, italic: bool = False) -> Shape:
    """White stencil of ``label`` whose digits are about ``height_px`` tall."""
    # Cap height of Noto Sans is ~0.714 em.
    size = max(6, round(height_px / 0.714))
    font = bold_font(size)
    font.italic = italic
    try:
        surf = font.render(label, True, (255, 255, 255))
    finally:
        font.italic = False  # the font object is shared by every card of this size
    # Crop to the ink so that centring is optical, not by the font's line box.
    bbox = surf.get_bounding_rect()
    return surf.subsurface(bbox).copy() if bbox.w and bbox.h else surf


def blit_center(dst: pygame.Surface, src: pygame.Surface, center: tuple[float, float],
                 angle: float = 0.0) -> None:
    if angle:
        src = pygame.transform.rotozoom(src, angle, 1.0)
    dst.blit(src, src.get_rect(center=(round(center[0]), round(center[1]))))


def scale_to_height(shape: Shape, h: float) -> Shape:
    w0, h0 = shape.get_size()
    k = h / h0
    return pygame.transform.smoothscale(shape, (max(1, round(w0 * k)), max(1, round(h))))


def fit_shape(shape: Shape, max_w: float, max_h: float) -> Shape:
    w0, h0 = shape.get_size()
    k = min(max_w / w0, max_h / h0, 1.0)
    if k >= 1.0:
        return shape
    return pygame.transform.smoothscale(shape, (max(1, round(w0 * k)), max(1, round(h0 * k))))


def skip_shape(d: float) -> Shape:
    """A ring with a slash: the Skip symbol, ``d`` px across."""
    s = stencil((math.ceil(d), math.ceil(d)))
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
    s = stencil((size, size))
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
    s = stencil((size, size))
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
    s = stencil((w, w))
    c = w / 2
    pygame.draw.polygon(s, CARD_WHITE,
                        ellipse_points(c, c, a + border, b + border, tilt))
    quarters = ((0, RED), (90, BLUE), (180, YELLOW), (270, GREEN))
    for t0, col in quarters:
        pts = [(c, c), *ellipse_points(c, c, a, b, tilt, t0, t0 + 90, 40)]
        pygame.draw.polygon(s, CARD_RGB[col], pts)
    return s


def _number_shape(kind: int, height: float) -> Shape:
    shape = text_shape(str(kind), height, italic=False)
    if kind in (6, 9):
        # Underline 6 and 9 like the printed deck, so they read the right way up.
        w, h = shape.get_size()
        bar = max(2, round(height * 0.09))
        out = stencil((w, h + bar * 2))
        out.blit(shape, (0, 0))
        pygame.draw.rect(out, (255, 255, 255), (w * 0.1, h + bar, w * 0.8, bar))
        return out
    return shape


def symbol_shape(kind: int, height: float) -> Shape:
    """The stencil for a kind at roughly ``height`` px (numbers, symbols, +N)."""
    if kind <= 9:
        return _number_shape(kind, height)
    if kind == SKIP:
        return skip_shape(height * 1.1)
    if kind == REVERSE:
        return reverse_shape(height * 1.35)
    if kind == DRAW_TWO:
        return text_shape("+2", height)
    if kind == WILD_DRAW_FOUR:
        return text_shape("+4", height)
    if kind == DRAW_TEN:
        return text_shape("+10", height)
    raise ValueError(f"no symbol for kind {kind}")
