"""A retained picture of the table's still parts, updated region by region.

Redrawing a 1920x1080 table every frame costs more than a frame has. The table is instead split
into :class:`Part`\\ s (a pile, a seat, the log, the hand ...), each with the rectangle it covers
and a *key* that changes whenever its look changes. :meth:`Composer.update` redraws only the
regions whose parts changed (every part touching such a region, in z-order, clipped to it), and
returns those regions so the scene copies just them to the window. Things that move every frame
(flying cards, shouts, buttons) are drawn over the window afterwards, and the regions they
covered are restored from this picture on the next frame.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import pygame

_MISSING = object()


@dataclass(slots=True)
class Part:
    name: str
    rect: pygame.Rect
    key: Any
    draw: Callable[[pygame.Surface], None]


def merge_rects(rects: Iterable[pygame.Rect]) -> list[pygame.Rect]:
    """Fewer, non-wasteful rectangles: two are joined only when their union is no larger than
    the two together (mostly overlapping), so scattered cards never become one big box."""
    out: list[pygame.Rect] = []
    for r in rects:
        if r.w <= 0 or r.h <= 0:
            continue
        r = pygame.Rect(r)
        joined = True
        while joined:
            joined = False
            for i, m in enumerate(out):
                if m.contains(r):
                    r = m
                    out.pop(i)
                    joined = True
                    break
                u = m.union(r)
                if m.colliderect(r) and u.w * u.h <= m.w * m.h + r.w * r.h:
                    r = u
                    out.pop(i)
                    joined = True
                    break
        out.append(r)
    return out


class Composer:
    """The still picture of the table on top of ``background`` (same size as the window)."""

    def __init__(self, background: pygame.Surface) -> None:
        self.background = background
        self.surface = background.copy()
        self.bounds = self.surface.get_rect()
        self.keys: dict[str, Any] = {}
        self.rects: dict[str, pygame.Rect] = {}
        self.redraws = 0  # parts drawn so far (tests and the benchmark look at it)

    def update(self, parts: list[Part]) -> list[pygame.Rect]:
        dirty: list[pygame.Rect] = []
        names = set()
        for p in parts:
            names.add(p.name)
            old = self.rects.get(p.name)
            if self.keys.get(p.name, _MISSING) != p.key or old != p.rect:
                if old is not None:
                    dirty.append(old)
                dirty.append(p.rect)
        for name in [n for n in self.keys if n not in names]:
            dirty.append(self.rects.pop(name))
            del self.keys[name]
        regions = [r.clip(self.bounds) for r in merge_rects(dirty)]
        regions = [r for r in regions if r.w > 0 and r.h > 0]
        surf = self.surface
        for region in regions:
            surf.blit(self.background, region, region)
            surf.set_clip(region)
            for p in parts:
                if p.rect.colliderect(region):
                    p.draw(surf)
                    self.redraws += 1
            surf.set_clip(None)
        for p in parts:
            self.keys[p.name] = p.key
            self.rects[p.name] = pygame.Rect(p.rect)
        return regions
