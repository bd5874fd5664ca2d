"""The stencils of the No Mercy and All Wild faces (docs/rules.md, "The other boxes"), in the
classic cards' manner: white-on-transparent shapes that :mod:`.painter` embosses, sized in
supersampled pixels. Only numbers and "+N" are text, so the cards are the same in every
language. A face made of several parts (``compose``) keeps a clear gap between them, so the
emboss outlines each part on its own instead of one merged blob.

Per kind, ``index_shape`` is the corner index (``index_scale`` times a classic index's
height), ``index_extra`` the small second mark stacked under it (the wild cards' corners,
where a coloured card keeps its colour-blind symbol) and ``centre_shape`` the big mark in the
oval. The Colour Roulette's wheel is coloured, so it is a
picture (``roulette_wheel``), not a stencil.
"""

from __future__ import annotations

import math

import pygame

from uno_desktop.card_faces.palette import CARD_INK, CARD_RGB, CARD_WHITE
from uno_desktop.card_faces.shapes import Shape, reverse_shape, skip_shape, stencil, text_shape
from uno_desktop.engine.cards import (
    BLUE,
    DISCARD_ALL,
    DRAW_FOUR,
    GREEN,
    RED,
    SKIP_EVERYONE,
    WILD_COLOR_ROULETTE,
    WILD_DRAW_SIX,
    WILD_DRAW_TWO,
    WILD_FORCED_SWAP,
    WILD_REVERSE,
    WILD_REVERSE_DRAW_FOUR,
    WILD_SKIP,
    WILD_SKIP_TWO,
    WILD_TARGETED_DRAW_TWO,
    YELLOW,
)

WHITE = (255, 255, 255)
Point = tuple[float, float]

#: The kinds this module draws (the boxes' Wild, Wild Draw Four and Wild Draw Ten are the
#: classic faces).
BOX_KINDS = frozenset({
    SKIP_EVERYONE, DISCARD_ALL, DRAW_FOUR, WILD_REVERSE_DRAW_FOUR, WILD_DRAW_SIX,
    WILD_COLOR_ROULETTE, WILD_SKIP, WILD_SKIP_TWO, WILD_REVERSE, WILD_DRAW_TWO,
    WILD_TARGETED_DRAW_TWO, WILD_FORCED_SWAP,
})


# --- Helpers ------------------------------------------------------------------------------------
def _dilated(shape: Shape, r: float) -> tuple[Shape, int]:
    """``shape`` grown by ``r`` px on every side, and the margin added around it."""
    pad = math.ceil(r) + 1
    w, h = shape.get_size()
    out = stencil((w + 2 * pad, h + 2 * pad))
    rings = max(1, math.ceil(r / 2))
    for ring in range(1, rings + 1):
        rr = r * ring / rings
        for i in range(16):
            a = 2 * math.pi * i / 16
            out.blit(shape, (pad + rr * math.cos(a), pad + rr * math.sin(a)))
    out.blit(shape, (pad, pad))
    return out, pad


def compose(parts: list[tuple[Shape, Point]], gap: float) -> Shape:
    """A stencil made of ``parts`` (stencil, centre; any origin), later parts in front: each
    clears a ``gap`` px margin in what is behind it. Cropped to its ink, so it centres
    optically."""
    pad = math.ceil(gap) + 2
    left = min(x - s.get_width() / 2 for s, (x, _) in parts) - pad
    top = min(y - s.get_height() / 2 for s, (_, y) in parts) - pad
    right = max(x + s.get_width() / 2 for s, (x, _) in parts) + pad
    bottom = max(y + s.get_height() / 2 for s, (_, y) in parts) + pad
    out = stencil((math.ceil(right - left), math.ceil(bottom - top)))
    for shape, (cx, cy) in parts:
        x, y = cx - shape.get_width() / 2 - left, cy - shape.get_height() / 2 - top
        if gap > 0:
            halo, margin = _dilated(shape, gap)
            out.blit(halo, (round(x) - margin, round(y) - margin),
                     special_flags=pygame.BLEND_RGBA_SUB)
        out.blit(shape, (round(x), round(y)))
    return out.subsurface(out.get_bounding_rect()).copy()


def _polar(cx: float, cy: float, r: float, deg: float) -> Point:
    """A point ``r`` from the centre at ``deg`` degrees, clockwise from 3 o'clock (screen)."""
    a = math.radians(deg)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def arc_arrow(s: pygame.Surface, centre: Point, r: float, t0: float, t1: float,
              thick: float, head: float, color: tuple[int, ...] = WHITE) -> None:
    """A ``thick`` arc of radius ``r`` from ``t0`` to ``t1`` degrees (either way round), with
    an arrowhead ``head`` px long at ``t1``."""
    cx, cy = centre
    sign = 1 if t1 >= t0 else -1
    head_deg = math.degrees(head / r) * sign
    te = t1 - head_deg
    steps = max(6, int(abs(te - t0) / 4))
    ts = [t0 + (te - t0) * i / steps for i in range(steps + 1)]
    outer = [_polar(cx, cy, r + thick / 2, t) for t in ts]
    inner = [_polar(cx, cy, r - thick / 2, t) for t in reversed(ts)]
    pygame.draw.polygon(s, color, outer + inner)
    wing = max(thick * 1.15, head * 0.62)
    pygame.draw.polygon(s, color, [_polar(cx, cy, r + wing, te), _polar(cx, cy, r, t1),
                                   _polar(cx, cy, r - wing, te)])


def _card_outline(w: float, h: float, angle: float) -> Shape:
    """A small card (rounded rectangle) ``w`` x ``h`` px, turned ``angle`` degrees."""
    s = stencil((math.ceil(w), math.ceil(h)))
    pygame.draw.rect(s, WHITE, (0, 0, math.ceil(w), math.ceil(h)),
                     border_radius=max(1, round(w * 0.18)))
    return pygame.transform.rotate(s, angle) if angle else s


def _straight_arrow(length: float, thick: float, head: float) -> Shape:
    """An arrow pointing down, ``length`` px long."""
    hw = max(head, thick * 2.2)
    s = stencil((math.ceil(hw), math.ceil(length)))
    c = hw / 2
    neck = length - head
    pygame.draw.rect(s, WHITE, (c - thick / 2, 0, thick, neck + 1))
    pygame.draw.polygon(s, WHITE, [(0, neck), (hw, neck), (c, length)])
    return s


# --- The shapes ---------------------------------------------------------------------------------
def skip_everyone_shape(d: float, bold: bool = False) -> Shape:
    """The Skip sign inside two arrows going round the table: every other player loses a turn
    and the turn comes back to its player. ``bold``: thicker strokes for a small index."""
    s = stencil((math.ceil(d), math.ceil(d)))
    c = d / 2
    inner = skip_shape(d * (0.6 if bold else 0.56))
    s.blit(inner, inner.get_rect(center=(round(c), round(c))))
    thick = d * (0.12 if bold else 0.1)
    r = d / 2 - d * (0.11 if bold else 0.1)
    for t0 in (-70.0, 110.0):
        arc_arrow(s, (c, c), r, t0, t0 + 125, thick, d * (0.2 if bold else 0.17))
    return s


def discard_all_shape(h: float) -> Shape:
    """A fan of three cards with an arrow down out of it: every card of the colour goes."""
    cw, ch = h * 0.4, h * 0.58
    fan = [(_card_outline(cw, ch, 24), (h * 0.3, h * 0.36)),
           (_card_outline(cw, ch, 0), (h * 0.5, h * 0.3)),
           (_card_outline(cw, ch, -24), (h * 0.7, h * 0.36))]
    arrow = _straight_arrow(h * 0.46, h * 0.12, h * 0.26)
    return compose([*fan, (arrow, (h * 0.5, h - arrow.get_height() / 2))], h * 0.045)


def discard_all_index(h: float) -> Shape:
    """The corner's Discard All: the fan alone, bolder (the arrow would be a speck)."""
    cw, ch = h * 0.5, h * 0.74
    return compose([(_card_outline(cw, ch, 22), (h * 0.3, h * 0.5)),
                    (_card_outline(cw, ch, 0), (h * 0.52, h * 0.45)),
                    (_card_outline(cw, ch, -22), (h * 0.74, h * 0.5))], h * 0.07)


def with_badge(main: Shape, badge: Shape, gap: float) -> Shape:
    """``main`` with ``badge`` in front of its upper right, like an exponent (Skip Two's "2"):
    along the oval's long axis, so it stays on the oval."""
    w, h = main.get_size()
    bw, bh = badge.get_size()
    return compose([(main, (w / 2, h / 2)), (badge, (w - bw * 0.2, bh * 0.3))], gap)


def _person(h: float) -> Shape:
    """A head and shoulders, ``h`` px tall."""
    w = h * 0.9
    s = stencil((math.ceil(w), math.ceil(h)))
    pygame.draw.circle(s, WHITE, (w / 2, h * 0.24), h * 0.24)
    pygame.draw.ellipse(s, WHITE, (w * 0.02, h * 0.56, w * 0.96, h * 0.88))
    return s.subsurface(s.get_bounding_rect()).copy()


def crosshair_shape(d: float, person: bool = True) -> Shape:
    """A target's ring and sights, with a player (or a dot) in it."""
    s = stencil((math.ceil(d), math.ceil(d)))
    c = d / 2
    ring = d * 0.1
    r = d * 0.33
    pygame.draw.circle(s, WHITE, (c, c), r + ring / 2)
    pygame.draw.circle(s, (0, 0, 0, 0), (c, c), r - ring / 2)
    inner, outer = r - ring * 1.3, c  # the sights cross the ring
    half = ring / 2
    pygame.draw.rect(s, WHITE, (c - half, 0, ring, outer - inner))
    pygame.draw.rect(s, WHITE, (c - half, c + inner, ring, outer - inner))
    pygame.draw.rect(s, WHITE, (0, c - half, outer - inner, ring))
    pygame.draw.rect(s, WHITE, (c + inner, c - half, outer - inner, ring))
    if person:
        body = _person(r * 1.25)
        # Inside the ring, clear of it: the body is cut off round, like in a portrait.
        spot = stencil((math.ceil(d), math.ceil(d)))
        spot.blit(body, body.get_rect(midtop=(round(c), round(c - r * 0.62))))
        clip = stencil((math.ceil(d), math.ceil(d)))
        pygame.draw.circle(clip, WHITE, (c, c), r - ring * 1.5)
        spot.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        s.blit(spot, (0, 0))
    else:
        pygame.draw.circle(s, WHITE, (c, c), ring * 1.2)
    return s


def targeted_draw_two_shape(d: float) -> Shape:
    """"+2" above a target on a player: the player chosen draws two."""
    plus = text_shape("+2", d * 0.36)
    target = crosshair_shape(d * 0.66)
    top = plus.get_height()
    return compose([(plus, (0, top / 2)),
                    (target, (0, top + d * 0.02 + target.get_height() / 2))], 0)


def swap_arrows(w: float, thick: float, head: float) -> Shape:
    """Two straight arrows trading places: the upper one to the right, the lower to the left."""
    h = head * 1.9
    s = stencil((math.ceil(w), math.ceil(h)))
    for y, sign in ((head * 0.45, 1), (h - head * 0.45, -1)):
        x0, x1 = (0.0, w) if sign > 0 else (w, 0.0)
        neck = x1 - sign * head
        pygame.draw.rect(s, WHITE, (min(x0, neck), y - thick / 2, abs(neck - x0), thick))
        pygame.draw.polygon(s, WHITE, [(neck, y - head * 0.45), (x1, y), (neck, y + head * 0.45)])
    return s


def _hand(h: float, turn: float) -> Shape:
    """Two cards held as a hand, ``h`` px tall."""
    cw, ch = h * 0.62, h * 0.9
    return compose([(_card_outline(cw, ch, turn), (0, 0)),
                    (_card_outline(cw, ch, -turn), (cw * 0.42, 0))], h * 0.06)


def forced_swap_shape(h: float) -> Shape:
    """Two hands of cards, an arrow over them carrying one hand to the right and one under
    them carrying the other to the left: the hands swap."""
    hand = h * 0.56
    left, right = _hand(hand, 14), _hand(hand, -14)
    apart = h * 0.74
    arrows = stencil((math.ceil(h * 1.6), math.ceil(h * 1.6)))
    c = h * 0.8
    r, thick, head = h * 0.5, h * 0.09, h * 0.2
    arc_arrow(arrows, (c, c + h * 0.1), r, 218, 322, thick, head)  # over: left to right
    arc_arrow(arrows, (c, c - h * 0.1), r, 38, 142, thick, head)  # under: right to left
    return compose([(left, (-apart / 2, 0)), (right, (apart / 2, 0)), (arrows, (0, 0))],
                   h * 0.04)


def forced_swap_index(h: float) -> Shape:
    """The corner's Forced Swap: one card each side of the arrows, bold enough to read."""
    card = _card_outline(h * 0.44, h * 0.66, 0)
    arrows = swap_arrows(h * 0.48, h * 0.14, h * 0.3)
    gap = h * 0.05
    xa = card.get_width() + gap + arrows.get_width() / 2
    xr = xa + arrows.get_width() / 2 + gap + card.get_width() / 2
    return compose([(card, (card.get_width() / 2, 0)), (arrows, (xa, 0)), (card, (xr, 0))], 0)


def roulette_wheel(d: float, rim: float) -> pygame.Surface:
    """The Colour Roulette's wheel (a picture, not a stencil): eight slices in the four colours
    in a white rim, an ink pointer at the top."""
    size = math.ceil(d + 2 * rim) + 2
    s = stencil((size, size))
    c = size / 2
    r = d / 2
    pygame.draw.circle(s, CARD_INK, (c, c), r + rim + max(1.0, rim * 0.35))
    pygame.draw.circle(s, CARD_WHITE, (c, c), r + rim)
    order = (RED, YELLOW, GREEN, BLUE) * 2
    for i, color in enumerate(order):
        t0 = -90 - 22.5 + 45 * i
        pts = [(c, c), *(_polar(c, c, r, t0 + 45 * j / 10) for j in range(11))]
        pygame.draw.polygon(s, CARD_RGB[color], pts)
    spoke = max(1, round(rim * 0.45))
    for i in range(8):
        pygame.draw.line(s, CARD_WHITE, (c, c), _polar(c, c, r, -90 + 22.5 + 45 * i), spoke)
    pygame.draw.circle(s, CARD_INK, (c, c), r * 0.3)
    pygame.draw.circle(s, CARD_WHITE, (c, c), r * 0.3 - max(1.0, rim * 0.6))
    # The pointer: an ink wedge over the rim at 12 o'clock, pointing in.
    pw = r * 0.34
    top = c - r - rim * 1.2
    pygame.draw.polygon(s, CARD_WHITE, [(c - pw / 2 - rim * 0.6, top - rim * 0.5),
                                        (c + pw / 2 + rim * 0.6, top - rim * 0.5),
                                        (c, top + pw + rim * 0.9)])
    pygame.draw.polygon(s, CARD_INK, [(c - pw / 2, top), (c + pw / 2, top), (c, top + pw)])
    return s


# --- Per kind -----------------------------------------------------------------------------------
def index_shape(kind: int, height: float) -> Shape:
    """The corner index of a box kind, about ``height`` px tall."""
    if kind == SKIP_EVERYONE:
        return skip_everyone_shape(height * 1.2, bold=True)
    if kind == DISCARD_ALL:
        return discard_all_index(height * 1.1)
    if kind in (DRAW_FOUR, WILD_REVERSE_DRAW_FOUR):
        return text_shape("+4", height)
    if kind == WILD_DRAW_SIX:
        return text_shape("+6", height)
    if kind in (WILD_SKIP, WILD_SKIP_TWO):
        return skip_shape(height * 1.1)
    if kind == WILD_REVERSE:
        return reverse_shape(height * 1.35)
    if kind in (WILD_DRAW_TWO, WILD_TARGETED_DRAW_TWO):
        return text_shape("+2", height)
    if kind == WILD_FORCED_SWAP:
        return forced_swap_index(height * 1.3)
    raise ValueError(f"no index for kind {kind}")


def index_scale(kind: int) -> float:
    """How much taller than a classic index a box kind's index is drawn (a skip sign inside
    arrows needs more room than a "+4" to read)."""
    return 1.2 if kind == SKIP_EVERYONE else 1.0


def index_extra(kind: int, height: float) -> Shape | None:
    """The second mark under a wild card's index (``height`` px), or None."""
    if kind == WILD_REVERSE_DRAW_FOUR:
        return reverse_shape(height * 1.2)
    if kind == WILD_SKIP_TWO:
        return text_shape("2", height)
    if kind == WILD_TARGETED_DRAW_TWO:
        return crosshair_shape(height * 1.25, person=False)
    return None


def centre_shape(kind: int, height: float) -> Shape:
    """The big mark in the oval, about ``height`` px tall."""
    if kind == SKIP_EVERYONE:
        return skip_everyone_shape(height * 1.25)
    if kind == DISCARD_ALL:
        return discard_all_shape(height * 1.5)
    if kind == WILD_REVERSE_DRAW_FOUR:
        arrows, plus = reverse_shape(height * 0.95), text_shape("+4", height * 0.55)
        top = arrows.get_height()
        return compose([(arrows, (0, top / 2)),
                        (plus, (0, top + height * 0.04 + plus.get_height() / 2))], 0)
    if kind == WILD_SKIP_TWO:
        return with_badge(skip_shape(height * 1.1), text_shape("2", height * 0.62),
                          height * 0.06)
    if kind == WILD_TARGETED_DRAW_TWO:
        return targeted_draw_two_shape(height * 1.5)
    if kind == WILD_FORCED_SWAP:
        return forced_swap_shape(height * 1.4)
    if kind == WILD_SKIP:
        return skip_shape(height * 1.1)
    if kind == WILD_REVERSE:
        return reverse_shape(height * 1.35)
    return index_shape(kind, height)
