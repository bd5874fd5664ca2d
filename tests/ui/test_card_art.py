"""Card art: sizes, colours where they belong, caching, variants."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from uno_desktop.engine.cards import (
    BLACK,
    BLUE,
    CARD_COLOR,
    CARD_KIND,
    COLORS,
    DRAW_TEN,
    RED,
    WILD,
    WILD_DRAW_FOUR,
    cards_from_codes,
    deck_ids,
)
from uno_desktop.ui import card_art, theme
from uno_desktop.ui.card_art import BACK, CardArt, card_size


def _close(a: tuple[int, ...], b: tuple[int, ...], tol: int = 12) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b[:3], strict=True))


@pytest.fixture
def art() -> CardArt:
    return CardArt()


@pytest.mark.parametrize("width", [40, 92, 160])
def test_every_face_and_the_back_draw_at_size(art: CardArt, width: int) -> None:
    faces = {(CARD_COLOR[c], CARD_KIND[c]): c for c in deck_ids(True)}
    assert len(faces) == 4 * 13 + 3
    for card in faces.values():
        img = art.face(card, width)
        assert img.get_size() == card_size(width)
    assert art.back(width).get_size() == card_size(width)


def test_field_colour_border_and_oval(art: CardArt) -> None:
    (red7,) = cards_from_codes(["r7"])
    img = art.face(red7, 160)
    w, h = img.get_size()
    assert _close(img.get_at((w // 2, 3)), theme.CARD_WHITE)  # white border
    assert _close(img.get_at((w - 20, 30)), theme.CARD_RGB[RED])  # coloured field
    assert img.get_at((0, 0)).a < 128  # rounded corner is transparent
    # The oval: white along its tilted axis, between the centre numeral and the rim.
    assert _close(img.get_at((int(w * 0.72), int(h * 0.2))), theme.CARD_WHITE, 20)


def test_wild_shows_all_four_colours(art: CardArt) -> None:
    img = art.face_of(BLACK, WILD, 160)
    pixels = {tuple(img.get_at((x, y)))[:3] for x in range(0, 160, 3) for y in range(0, 240, 3)}
    for color in COLORS:
        assert any(_close(p, theme.CARD_RGB[color], 6) for p in pixels)


def test_variants_differ(art: CardArt) -> None:
    wd4, d10 = art.face_of(BLACK, WILD_DRAW_FOUR, 92), art.face_of(BLACK, DRAW_TEN, 92)
    assert pygame.image.tobytes(wd4, "RGBA") != pygame.image.tobytes(d10, "RGBA")
    plain = art.face_of(BLUE, 5, 92, colorblind=False)
    aided = art.face_of(BLUE, 5, 92, colorblind=True)
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(aided, "RGBA")
    # Colour-blind symbols differ per colour (shape, not only hue).
    syms = [pygame.mask.from_surface(art.color_symbol(c, 40)).count() for c in COLORS]
    assert len(set(syms)) == 4


def test_faces_are_cached_and_rotations_per_degree(art: CardArt) -> None:
    (card,) = cards_from_codes(["g+2"])
    assert art.face(card, 92) is art.face(card, 92)
    r1 = art.rotated(card, 92, 10.2)
    assert art.rotated(card, 92, 9.8) is r1
    assert art.rotated(card, 92, 370) is art.rotated(card, 92, 10)
    assert r1.get_width() > 92  # a turned card needs a bigger box
    assert art.rotated(card, 92, 0) is art.face(card, 92)
    assert art.rotated(BACK, 46, 90).get_size() == card_size(46)[::-1]


def test_glow_dimmed_and_shadow(art: CardArt) -> None:
    (card,) = cards_from_codes(["y3"])
    face = art.face(card, 92)
    pad = art.glow_pad(92)
    assert art.glow(92).get_size() == (92 + 2 * pad, card_size(92)[1] + 2 * pad)
    assert art.highlighted(card, 92).get_size() == art.glow(92).get_size()
    dim = art.dimmed(card, 92)
    c, d = face.get_at((46, 8)), dim.get_at((46, 8))
    assert d.r < c.r and d.g < c.g and d.a == c.a
    assert art.shadow(92).get_width() > 92


def test_prewarm_draws_every_distinct_face(art: CardArt) -> None:
    assert art.prewarm(46) == 4 * 13 + 3 + 1
    assert art.prewarm(46, with_blanks=False) == 4 * 13 + 2 + 1


def test_cache_is_bounded() -> None:
    art = CardArt(max_cached=10)
    for angle in range(30):
        art.rotated(0, 40, angle)
    assert len(art._cache) <= 10


def test_contact_sheet(tmp_path: Path) -> None:
    """Builds the review sheet; set UNO_SCREENSHOTS=dir to keep the PNGs."""
    out = Path(os.environ.get("UNO_SCREENSHOTS", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    for width in (40, 160):
        for cb in (False, True):
            sheet = card_art.contact_sheet(width, colorblind=cb)
            assert sheet.get_width() > 13 * width
            pygame.image.save(sheet, str(out / f"cards_{width}{'_colorblind' if cb else ''}.png"))


def test_shared_instance_helpers() -> None:
    assert card_art.face(0, 40).get_size() == card_size(40)
    assert card_art.back(40) is card_art.get().back(40)
    assert card_art.rotated(0, 40, 5).get_width() > 40


def test_cache_is_bounded_in_bytes_too() -> None:
    art = CardArt(max_bytes=2_000_000)
    for angle in range(1, 200):  # the discard pile's many angles, at a big window's size
        art.rotated(0, 160, angle)
    held = sum(s.get_width() * s.get_height() * 4 for s in art._cache.values())
    assert held == art.cached_bytes <= 2_000_000
    assert len(art._cache) > 3  # still a working set, not a cache of one
    art.clear()
    assert art.cached_bytes == 0
