"""The table's geometry for every seat count and window shape: the piles sit inside the felt,
and no pile, hand, name box or corner control leaves the window or covers another. Pure
geometry over ``compute_layout`` (nothing is drawn)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from uno_desktop.ui.card_art import card_size
from uno_desktop.ui.table.layout import TableLayout, compute_layout

SIZES = [(960, 600), (1280, 720), (1920, 1080), (800, 1200), (1024, 768), (2560, 1440)]


def inside_ellipse(rect: pygame.Rect, oval: pygame.Rect) -> bool:
    cx, cy = oval.center
    a, b = oval.w / 2, oval.h / 2
    return all(((x - cx) / a) ** 2 + ((y - cy) / b) ** 2 <= 1.0
               for x, y in (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright))


def piles(lay: TableLayout) -> list[pygame.Rect]:
    out = []
    for pos in (lay.draw_pos, lay.discard_pos):
        r = pygame.Rect((0, 0), card_size(lay.pile_w))
        r.center = pos
        out.append(r)
    return out


def boxes(lay: TableLayout) -> dict[str, pygame.Rect]:
    draw, discard = piles(lay)
    out = {"piles": draw.union(discard), "hand": lay.hand_rect.union(lay.prompt_rect),
           "own name": lay.plate, "pause": lay.menu_rect, "round info": lay.info_rect}
    out |= {f"seat {seat}": spot.rect for seat, spot in lay.spots.items()}
    return out


def layout_problems(size: tuple[int, int], n: int) -> list[str]:
    lay = compute_layout(size, n, 0)
    window = pygame.Rect((0, 0), size)
    found = [f"{name} leaves the felt" for name, r in zip(("draw pile", "discard pile"),
                                                         piles(lay), strict=True)
             if not inside_ellipse(r, lay.felt)]
    if not window.contains(lay.felt):
        found.append("the felt leaves the window")
    if lay.felt.h < lay.felt.w * 0.3:
        found.append(f"the felt is squashed: {lay.felt.size}")
    named = boxes(lay)
    found += [f"{name} leaves the window" for name, r in named.items()
              if not window.contains(r)]
    found += [f"{a} covers {b}" for (a, ra), (b, rb) in itertools.combinations(named.items(), 2)
              if ra.colliderect(rb)]
    if lay.info_rect.w < lay.menu_rect.w * 2:
        found.append("no room left for the round info")
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_seat_count_fits_the_table(size: tuple[int, int]) -> None:
    problems = {n: layout_problems(size, n) for n in range(2, 11)}
    assert {n: p for n, p in problems.items() if p} == {}


def test_the_felt_keeps_its_shape_whoever_sits_around_it() -> None:
    # Three players sit at the sides: the oval used to follow the highest name plate and was
    # squashed into a band through the piles.
    for size in SIZES:
        shapes = [compute_layout(size, n, 0).felt for n in range(2, 11)]
        ratios = [f.h / f.w for f in shapes]
        assert max(ratios) - min(ratios) < 0.05, (size, ratios)


def test_the_check_sees_a_squashed_felt() -> None:
    lay = compute_layout((1280, 720), 3, 0)
    band = pygame.Rect(0, 0, lay.felt.w, 170)
    band.center = (lay.center[0], lay.center[1] - 60)
    assert not all(inside_ellipse(r, band) for r in piles(lay))
