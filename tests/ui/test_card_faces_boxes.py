"""The faces of the No Mercy and All Wild boxes (issue 32, item 3): every face of every box
draws at the table's sizes, plain and colour-blind; no two faces of a box look alike, not even
by their corner index alone (what shows in a fanned hand); every corner mark lies whole inside
the card, clear of the others; the classic callers get what they got before."""

from __future__ import annotations

import itertools

import pygame
import pytest

from uno_desktop.card_faces.art import CardArt, distinct_faces
from uno_desktop.card_faces.box_shapes import BOX_KINDS
from uno_desktop.card_faces.painter import card_size, corner_marks
from uno_desktop.engine.cards import (
    BLACK,
    BOXES,
    CARD_COLOR,
    CARD_COUNT,
    CARD_KIND,
    COLOR_NAMES,
    COLORS,
    KIND_NAMES,
    box_ids,
)

FELT = (24, 92, 60)
WIDTHS = (40, 90, 180)
# The least two faces of a box differ by, as a share of their pixels (the classic green 3 and
# 8 differ by 8.4% of the face and the 0 and 8 by 6.5% of the corner; every pair with a new
# kind by 7.5% or more).
MIN_FACE_DIFF = 0.05
MIN_CORNER_DIFF = 0.04


def _name(face: tuple[int, int]) -> str:
    return f"{COLOR_NAMES[face[0]]}_{KIND_NAMES[face[1]]}"


def _flat(img: pygame.Surface) -> pygame.Surface:
    """The face on the table's felt, without alpha, so pixels compare as the player sees them."""
    out = pygame.Surface(img.get_size())
    out.fill(FELT)
    out.blit(img, (0, 0))
    return out


def _differ(a: pygame.Surface, b: pygame.Surface, tol: int = 48) -> float:
    """The share of pixels whose colour differs by more than ``tol`` in some channel."""
    d = a.copy()
    d.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    e = b.copy()
    e.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d.blit(e, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b| per channel
    same = pygame.mask.from_threshold(d, (0, 0, 0, 255), (tol, tol, tol, 255)).count()
    return 1 - same / (a.get_width() * a.get_height())


def test_the_classic_callers_get_what_they_got() -> None:
    assert distinct_faces(True) == distinct_faces(True, "classic") == distinct_faces()
    assert len(distinct_faces(True)) == 4 * 13 + 3
    assert len(distinct_faces(False)) == 4 * 13 + 2
    art = CardArt()
    assert art.prewarm(46) == 4 * 13 + 3 + 1
    assert art.prewarm(46, with_blanks=False) == 4 * 13 + 2 + 1


def test_each_box_lists_its_own_faces() -> None:
    no_mercy, all_wild = distinct_faces(True, "no_mercy"), distinct_faces(True, "all_wild")
    assert len(no_mercy) == 4 * 16 + 4  # numbers, 6 coloured actions; 4 wild kinds
    assert len(all_wild) == 8 and {c for c, _ in all_wild} == {BLACK}
    assert distinct_faces(False, "no_mercy") == no_mercy  # the blanks are the classic box's
    # Every card id is in one box, and every new kind is drawn by some box.
    ids = [c for box in BOXES for c in box_ids(box, True)]
    assert sorted(ids) == list(range(CARD_COUNT))
    kinds = {k for box in BOXES for _, k in distinct_faces(True, box)}
    assert kinds >= BOX_KINDS
    assert CardArt().prewarm(40, box="all_wild") == 8 + 1
    with pytest.raises(ValueError):
        distinct_faces(True, "mercy")


@pytest.mark.parametrize("box", ["no_mercy", "all_wild"])
@pytest.mark.parametrize("width", WIDTHS)
def test_every_face_draws_and_differs_from_every_other(box: str, width: int) -> None:
    faces = distinct_faces(True, box)
    for colorblind in (False, True):
        art = CardArt(colorblind=colorblind)
        imgs = {f: _flat(art.face_of(*f, width)) for f in faces}
        assert all(img.get_size() == card_size(width) for img in imgs.values())
        for a, b in itertools.combinations(faces, 2):
            share = _differ(imgs[a], imgs[b])
            assert share > MIN_FACE_DIFF, (_name(a), _name(b), width, colorblind, share)
    # The top-left corner alone (index and the mark under it) tells the faces of one colour
    # apart: what a fanned hand shows.
    corner = pygame.Rect(0, 0, round(width * 0.42), round(width * 0.6))
    for color in (*COLORS, BLACK):
        same = [f for f in faces if f[0] == color]
        crops = {f: imgs[f].subsurface(corner).copy() for f in same}
        for a, b in itertools.combinations(same, 2):
            share = _differ(crops[a], crops[b])
            assert share > MIN_CORNER_DIFF, (_name(a), _name(b), width, share)


@pytest.mark.parametrize("width", WIDTHS)
def test_no_corner_mark_is_cut_or_crowded(width: int) -> None:
    w, h = card_size(width)
    inside = pygame.Rect(1, 1, w - 2, h - 2)
    for box in BOXES:
        for color, kind in distinct_faces(True, box):
            for colorblind in (False, True):
                marks = corner_marks(color, kind, width, colorblind and color != BLACK)
                what = (box, _name((color, kind)), width, colorblind, marks)
                assert marks, what
                index = marks[0]
                assert all(inside.contains(m) for m in marks), what
                assert not any(a.colliderect(b) for a, b in itertools.combinations(marks, 2)), what
                # The index stays in the top-left corner and keeps a readable size.
                assert index.right <= w * 0.5 and index.bottom <= h * 0.36, what
                assert index.h >= width * 0.16, what  # "+10" is the widest


def test_every_card_id_draws() -> None:
    art = CardArt()
    sizes = {art.face(card, 40).get_size() for card in range(CARD_COUNT)}
    assert sizes == {card_size(40)}
    assert len({(CARD_COLOR[c], CARD_KIND[c]) for c in range(CARD_COUNT)}) == 4 * 16 + 3 + 3 + 6
