"""Drawing helpers shared by the widgets (and by scenes that draw widget-like things):
rounded rectangles with alpha, the focus ring, chevrons, tooltips."""

from __future__ import annotations

import pygame

from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme
from uno_desktop.ui.widgets.base import RectLike


def draw_round_rect(
    surface: pygame.Surface,
    rect: RectLike,
    color: tuple[int, ...],
    radius: int,
    width: int = 0,
) -> None:
    """A rounded rectangle; a colour with alpha < 255 is blended (pygame.draw would not)."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    if len(color) == 4 and color[3] < 255:
        tmp = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(tmp, color, tmp.get_rect(), width, border_radius=radius)
        surface.blit(tmp, rect.topleft)
    else:
        pygame.draw.rect(surface, color[:3], rect, width, border_radius=radius)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    grow = max(3, round(4 * scale))
    draw_round_rect(surface, rect.inflate(grow * 2, grow * 2), theme.ACCENT,
                    max(4, rect.h // 4 + grow), max(2, round(3 * scale)))


def draw_chevron(surface: pygame.Surface, center: tuple[int, int], size: int,
                 direction: int, color: tuple[int, ...]) -> None:
    """A filled triangle pointing left (-1) or right (+1)."""
    cx, cy = center
    h = size / 2
    pts = [(cx + direction * h * 0.6, cy), (cx - direction * h * 0.5, cy - h),
           (cx - direction * h * 0.5, cy + h)]
    pygame.draw.polygon(surface, color[:3], pts)


def draw_tooltip(surface: pygame.Surface, tip: str, anchor: tuple[int, int],
                 scale: float = 1.0) -> pygame.Rect:
    """A dark bubble with ``tip`` just below ``anchor``, kept inside the surface."""
    size = max(theme.MIN_TEXT, round(17 * scale))
    pad = max(6, round(9 * scale))
    sw, sh = surface.get_size()
    max_w = min(round(420 * scale), sw - 2 * pad)
    lines = textmod.wrap(tip, size, max_w - 2 * pad)
    block = textmod.get().render_lines(lines, size, theme.TOOLTIP_TEXT, align="left")
    box = pygame.Rect(0, 0, block.get_width() + 2 * pad, block.get_height() + 2 * pad)
    box.midtop = (anchor[0], anchor[1] + round(18 * scale))
    if box.bottom > sh:  # no room below: show it above
        box.midbottom = (anchor[0], anchor[1] - round(8 * scale))
    box.clamp_ip(surface.get_rect())
    draw_round_rect(surface, box.move(0, 2), (0, 0, 0, 90), pad)
    draw_round_rect(surface, box, theme.TOOLTIP_BG, pad)
    surface.blit(block, (box.x + pad, box.y + pad))
    return box
