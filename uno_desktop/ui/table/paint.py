"""Drawing helpers of the table: felt, panels, piles, the colour ring, the direction ring.

Expensive pictures (the felt, panels with alpha) are made once per size and cached; everything
per-frame is plain blits and a few polygons.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from uno_desktop.ui import card_art, theme
from uno_desktop.ui import text as textmod
from uno_desktop.ui.card_art import BACK, card_size

if TYPE_CHECKING:  # only a type here: the layout module draws with this one
    from uno_desktop.ui.table.layout import TableLayout


@lru_cache(maxsize=4)
def felt(size: tuple[int, int], oval: tuple[int, int, int, int], word: str = "UNO"
         ) -> pygame.Surface:
    """The table: a dark room, a green oval lit from above with a thin gold rim, and the game's
    name printed faintly (``word``: the menu's title, so Hindi reads ऊनो as everywhere else)."""
    w, h = size
    out = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    # Radial light, drawn small and scaled up (smooth and fast).
    sw, sh = 96, max(2, round(96 * h / max(1, w)))
    small = pygame.Surface((sw, sh))
    small.fill(theme.darken(theme.FELT_DARK, 0.35))
    steps = 28
    cx, cy = sw / 2, sh * 0.46
    for i in range(steps):
        k = 1 - i / steps
        col = _mix(theme.darken(theme.FELT_DARK, 0.2), theme.FELT_LIGHT, (i / steps) ** 1.4)
        pygame.draw.ellipse(small, col, pygame.Rect(cx - sw * 0.62 * k, cy - sh * 0.62 * k,
                                                     sw * 1.24 * k, sh * 1.24 * k))
    out.blit(pygame.transform.smoothscale(small, size), (0, 0))
    # The table's rim: a soft dark edge, then the gold line.
    rect = pygame.Rect(oval)
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(shade, (0, 0, 0, 60), rect.inflate(18, 18), max(4, w // 180))
    out.blit(shade, (0, 0))
    pygame.draw.ellipse(out, theme.darken(theme.FELT_LINE, 0.35), rect.inflate(4, 4), 1)
    pygame.draw.ellipse(out, theme.FELT_LINE, rect, max(1, w // 700))
    # A faint printed logo under the piles.
    logo = textmod.render(word, max(24, h // 7), theme.lighten(theme.FELT, 0.1), bold=True)
    logo = pygame.transform.rotozoom(logo, 8, 1.0)
    logo.set_alpha(60)
    out.blit(logo, logo.get_rect(center=(rect.centerx, rect.centery)))
    return out


def _mix(a: tuple[int, ...], b: tuple[int, ...], t: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


@lru_cache(maxsize=64)
def panel(size: tuple[int, int], radius: int, fill: tuple[int, ...] = theme.PANEL,
          border: tuple[int, ...] | None = theme.PANEL_BORDER, width: int = 1
          ) -> pygame.Surface:
    """A translucent rounded panel (cached per size and colours)."""
    s = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
    pygame.draw.rect(s, fill, s.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(s, border, s.get_rect(), width, border_radius=radius)
    return s


@lru_cache(maxsize=32)
def glow_rect(size: tuple[int, int], radius: int, color: tuple[int, int, int],
              spread: int) -> pygame.Surface:
    """A soft halo around a rectangle of ``size`` (blit centred on it)."""
    w, h = size
    s = pygame.Surface((w + 4 * spread, h + 4 * spread), pygame.SRCALPHA)
    pygame.draw.rect(s, (*color, 200), pygame.Rect(spread, spread, w + 2 * spread,
                                                   h + 2 * spread), border_radius=radius + spread)
    out = pygame.transform.gaussian_blur(s, max(1, spread // 2))
    return out.convert_alpha() if pygame.display.get_surface() is not None else out


def draw_pile(surface: pygame.Surface, art: card_art.CardArt, pos: tuple[int, int], width: int,
              count: int) -> pygame.Rect:
    """The face-down draw pile: a few layers showing its thickness."""
    w, h = card_size(width)
    layers = 0 if count <= 0 else min(6, 1 + count // 12)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = pos
    if count <= 0:
        pygame.draw.rect(surface, theme.lighten(theme.FELT, 0.15), rect, max(1, w // 40),
                         border_radius=round(w * 0.09))
        return rect
    shadow = art.shadow(width)
    surface.blit(shadow, shadow.get_rect(center=(pos[0] + 3, pos[1] + 5)))
    back = art.back(width)
    for i in range(layers):
        off = (layers - 1 - i) * max(1, w // 60)
        surface.blit(back, (rect.x - off, rect.y + off))
    return rect


def color_badge_rect(lay: TableLayout) -> pygame.Rect:
    """Where the colour badge under the discard pile sits (about: its words vary)."""
    m = lay.metrics
    ch = card_size(lay.pile_w)[1]
    rect = pygame.Rect(0, 0, round(lay.pile_w * 2.2), round(m.font_small * 2))
    rect.center = (lay.discard_pos[0], lay.discard_pos[1] + ch // 2 + round(m.font_small * 1.6))
    return rect


def color_ring(surface: pygame.Surface | None, pos: tuple[int, int], width: int, color: int,
               pulse: float) -> None:
    """The current colour: a thick glowing ring around the discard pile (``surface=None``
    only makes the picture, ahead of time)."""
    w, h = card_size(width)
    ring = _ring_image(w, h, color)
    if surface is None:
        return
    k = 1.0 + 0.025 * math.sin(pulse * 2.4)
    img = pygame.transform.smoothscale(ring, (round(ring.get_width() * k),
                                             round(ring.get_height() * k))) if k != 1 else ring
    surface.blit(img, img.get_rect(center=pos))


@lru_cache(maxsize=16)
def _ring_image(w: int, h: int, color: int) -> pygame.Surface:
    rgb = theme.CARD_RGB[color]
    pad = round(w * 0.42)
    s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    box = pygame.Rect(0, 0, round(w * 1.55), round(h * 1.32))
    box.center = s.get_rect().center
    glow = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(glow, (*rgb, 150), box.inflate(round(w * 0.12), round(w * 0.12)),
                        round(w * 0.16))
    glow = pygame.transform.gaussian_blur(glow, max(2, w // 14))
    s.blit(glow, (0, 0))
    pygame.draw.ellipse(s, (*rgb, 255), box, max(3, round(w * 0.07)))
    pygame.draw.ellipse(s, (*theme.lighten(rgb, 0.35), 255), box.inflate(-round(w * 0.1),
                                                                          -round(w * 0.1)), 1)
    return s.convert_alpha() if pygame.display.get_surface() is not None else s


def direction_ring(surface: pygame.Surface, center: tuple[int, int], radii: tuple[int, int],
                   direction: int, phase: float, color: tuple[int, int, int],
                   avoid: pygame.Rect | None = None) -> list[pygame.Rect]:
    """Chevrons travelling around the piles in the direction of play; none is drawn over
    ``avoid`` (the pile's colour badge, whose words must stay readable)."""
    cx, cy = center
    rx, ry = radii
    count = 14
    size = max(6, rx // 16)
    out = []
    for i in range(count):
        base = (i / count) * 2 * math.pi + phase * direction
        # Fade the chevrons in and out around the ring so they seem to flow.
        x = cx + rx * math.cos(base)
        y = cy + ry * math.sin(base)
        # Tangent in the direction of play (clockwise on screen = increasing angle).
        tx, ty = -rx * math.sin(base) * direction, ry * math.cos(base) * direction
        d = math.hypot(tx, ty) or 1.0
        tx, ty = tx / d, ty / d
        nx, ny = -ty, tx
        if avoid is not None and avoid.inflate(size * 2, size * 2).collidepoint(x, y):
            continue
        tip = (x + tx * size, y + ty * size)
        left = (x - tx * size * 0.4 + nx * size * 0.8, y - ty * size * 0.4 + ny * size * 0.8)
        right = (x - tx * size * 0.4 - nx * size * 0.8, y - ty * size * 0.4 - ny * size * 0.8)
        notch = (x + tx * size * 0.05, y + ty * size * 0.05)
        out.append(pygame.draw.polygon(surface, color, [tip, left, notch, right]))
    return out


def fan_images(art: card_art.CardArt, cards: list[int], width: int,
               offsets: list[tuple[float, float, float]]) -> list[tuple[pygame.Surface, float,
                                                                       float]]:
    """(image, dx, dy) of a fanned small hand (``cards`` may hold BACK entries)."""
    out = []
    for card, (dx, dy, angle) in zip(cards, offsets, strict=False):
        img = art.rotated(card if card is not None else BACK, width, round(angle))
        out.append((img, dx, dy))
    return out


def badge(surface: pygame.Surface, center: tuple[int, int], label: str, size: int,
          fill: tuple[int, int, int], fg: tuple[int, int, int],
          icon: pygame.Surface | None = None) -> pygame.Rect:
    """A pill with a short label (card count, "UNO"); ``icon`` (the colour-blind symbol) sits
    inside it, before the label, and the pill grows to hold it."""
    img = textmod.render(label, size, fg, bold=True)
    inner_gap = round(size * 0.3) if icon is not None else 0
    icon_w = icon.get_width() + inner_gap if icon is not None else 0
    h = max(round(size * 1.45), icon.get_height() + 4 if icon is not None else 0)
    w = max(h, img.get_width() + icon_w + round(size * 0.8))
    rect = pygame.Rect(0, 0, w, h)
    rect.center = center
    pygame.draw.rect(surface, theme.darken(fill, 0.45), rect.move(0, max(1, size // 10)),
                     border_radius=h // 2)
    pygame.draw.rect(surface, fill, rect, border_radius=h // 2)
    content = pygame.Rect(0, 0, img.get_width() + icon_w, h)
    content.center = rect.center
    if icon is not None:
        surface.blit(icon, icon.get_rect(midleft=(content.x, rect.centery)))
    surface.blit(img, img.get_rect(midright=(content.right, rect.centery)))
    return rect


def bar(surface: pygame.Surface, rect: pygame.Rect, fraction: float,
        color: tuple[int, int, int]) -> None:
    """A small progress bar (the turn timer)."""
    pygame.draw.rect(surface, theme.darken(theme.FELT_DARK, 0.3), rect,
                     border_radius=rect.h // 2)
    fill = rect.copy()
    fill.w = max(rect.h, round(rect.w * max(0.0, min(1.0, fraction))))
    pygame.draw.rect(surface, color, fill, border_radius=rect.h // 2)


_plain: dict[tuple[int, int], pygame.Surface] = {}


def plain_back(art: card_art.CardArt, width: int, angle: int) -> pygame.Surface:
    """A card back without the word, for the cards half hidden in a fan: a row of "UNO"
    logos cut off by the next card reads as "UUUUNO"; red ovals read as a hand of cards."""
    key = (width, angle % 360)
    img = _plain.get(key)
    if img is None:
        if len(_plain) > 400:
            _plain.clear()
        base = _plain.get((width, 0))
        if base is None:
            w, h = card_size(width)
            k = 4
            big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
            r = round(w * k * 0.09)
            pygame.draw.rect(big, theme.CARD_WHITE, big.get_rect(), border_radius=r)
            pygame.draw.rect(big, (200, 200, 196), big.get_rect(), max(1, k), border_radius=r)
            m = round(w * k * 0.06)
            pygame.draw.rect(big, theme.CARD_RGB[4], big.get_rect().inflate(-2 * m, -2 * m),
                             border_radius=max(1, r - m // 2))
            oval = pygame.Surface((round(w * k * 1.2), round(w * k * 0.7)), pygame.SRCALPHA)
            pygame.draw.ellipse(oval, theme.CARD_RGB[0], oval.get_rect())
            pygame.draw.ellipse(oval, theme.darken(theme.CARD_RGB[0], 0.25), oval.get_rect(),
                                max(1, k * 2))
            oval = pygame.transform.rotate(oval, card_art.OVAL_TILT)
            big.blit(oval, oval.get_rect(center=big.get_rect().center))
            base = pygame.transform.smoothscale(big, (w, h))
            if pygame.display.get_surface() is not None:
                base = base.convert_alpha()
            _plain[(width, 0)] = base
        img = base if key[1] == 0 else pygame.transform.rotozoom(base, key[1], 1.0)
        _plain[key] = img
    return img
