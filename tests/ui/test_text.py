"""Text: Devanagari shaping, script runs, wrapping and fitting inside a box."""

from __future__ import annotations

import pygame
import pytest

from uno_desktop.ui import text
from uno_desktop.ui.text import DEVA, LATIN, Text, split_runs

CONJUNCTS = ["क्षत्रिय", "स्त्री"]


@pytest.fixture
def hi() -> Text:
    return Text("hi")


@pytest.fixture
def en() -> Text:
    return Text("en")


def _font_file(t: Text, family: str) -> str:
    return str(t.font_dir / text.FONT_FILES[(family, False)])


@pytest.mark.parametrize("word", CONJUNCTS)
def test_devanagari_is_shaped(hi: Text, word: str) -> None:
    pt = text.deva_point_size(40)
    shaped = pygame.font.Font(_font_file(hi, DEVA), pt)
    shaped.set_script("Deva")
    unshaped = pygame.font.Font(_font_file(hi, DEVA), pt)  # no set_script: Latin shaping
    # Conjuncts and matras collapse into fewer, narrower glyphs only when shaped as Deva.
    assert shaped.size(word)[0] < unshaped.size(word)[0]
    surf = hi.render(word, 40, (255, 255, 255))
    assert surf.get_width() == shaped.size(word)[0]
    assert surf.get_width() != unshaped.size(word)[0]
    assert hi.size(word, 40)[0] == shaped.size(word)[0]


def test_script_runs() -> None:
    assert split_runs("UNO बोलो!") == [(LATIN, "UNO "), (DEVA, "बोलो!")]
    assert split_runs("7 कार्ड", DEVA) == [(DEVA, "7 कार्ड")]
    assert split_runs("123", DEVA) == [(DEVA, "123")]
    assert split_runs("123") == [(LATIN, "123")]
    assert split_runs("Élodie") == [(LATIN, "Élodie")]
    assert split_runs("") == []


def test_mixed_string_uses_both_fonts(hi: Text) -> None:
    # The Devanagari font has no Latin letters: "UNO" must come from Noto Sans.
    mixed = "UNO बोलो"
    latin_w = hi.font(30, False, LATIN).size("UNO ")[0]
    deva_w = hi.font(30, False, DEVA).size("बोलो")[0]
    assert hi.render(mixed, 30, (0, 0, 0)).get_width() == latin_w + deva_w
    # Both scripts actually leave ink: the left (Latin) and right (Devanagari) halves.
    surf = hi.render(mixed, 30, (255, 255, 255))
    left = surf.subsurface((0, 0, latin_w, surf.get_height())).get_bounding_rect()
    right = surf.subsurface((latin_w, 0, deva_w, surf.get_height())).get_bounding_rect()
    assert left.w > latin_w * 0.6 and right.w > deva_w * 0.6


def test_hindi_lines_share_one_height(hi: Text) -> None:
    a = hi.render("UNO", 24, (0, 0, 0)).get_height()
    b = hi.render("हिन्दी", 24, (0, 0, 0)).get_height()
    assert a == b == hi.line_height(24)


def test_render_is_cached(en: Text) -> None:
    a = en.render("Draw", 20, (1, 2, 3))
    assert en.render("Draw", 20, (1, 2, 3)) is a
    assert en.render("Draw", 20, (1, 2, 4)) is not a


def test_wrap_keeps_words_and_honours_newlines(en: Text) -> None:
    lines = en.wrap("the quick brown fox jumps over the lazy dog\nagain", 20, 150)
    assert len(lines) > 2 and lines[-1] == "again"
    assert " ".join(lines[:-1]) == "the quick brown fox jumps over the lazy dog"
    assert all(en.width(line, 20) <= 150 for line in lines)


def test_wrap_hindi_at_spaces_and_never_inside_a_conjunct(hi: Text) -> None:
    sentence = "जब किसी खिलाड़ी के पास एक कार्ड बचे तो उसे UNO बोलना होगा"
    lines = hi.wrap(sentence, 22, 160)
    assert len(lines) > 1 and " ".join(lines) == sentence
    # A word wider than the line is broken between clusters only.
    broken = hi.wrap("क्षत्रियक्षत्रियक्षत्रिय", 30, 60)
    assert "".join(broken) == "क्षत्रियक्षत्रियक्षत्रिय"
    for part in broken[1:]:
        assert part[0] not in "\u094d\u093e\u093f\u0940\u0947\u0948"


@pytest.mark.parametrize("locale,sample", [
    ("en", "Optional rule: stack Draw Two and Wild Draw Four cards onto each other"),
    ("fr", "Règle facultative : empiler les cartes +2 et +4 les unes sur les autres"),
    ("hi", "वैकल्पिक नियम: +2 और +4 कार्ड एक-दूसरे पर रखे जा सकते हैं क्षत्रिय स्त्री"),
])
@pytest.mark.parametrize("box", [(300, 80), (140, 40), (60, 20)])
def test_fit_never_leaves_the_box(locale: str, sample: str, box: tuple[int, int]) -> None:
    t = Text(locale)
    w, h = box
    size, lines = t.fit(sample, w, h, 40, 10)
    assert 10 <= size <= 40 and lines
    assert all(t.width(line, size) <= w for line in lines)
    lh = t.line_height(size, False, "".join(lines))
    assert lh * len(lines) <= max(h, lh)  # only a box lower than one line may hold one line
    # Drawn for real: no pixel outside the box.
    surf = pygame.Surface((w + 40, h + 40), pygame.SRCALPHA)
    rect = pygame.Rect(20, 20, w, h)
    t.draw_in_box(surf, sample, rect, (255, 255, 255), size=40, min_size=10)
    ink = surf.get_bounding_rect()
    assert rect.contains(ink)


def test_fit_prefers_the_largest_size(en: Text) -> None:
    size, lines = en.fit("Play", 400, 200, 48, 10)
    assert size == 48 and lines == ["Play"]
    size, lines = en.fit("A longer button label", 120, 40, 48, 8)
    assert size < 48
    assert en.fit("A longer button label", 120, 40, 48, 8) == (size, lines)


def test_overflow_ends_in_ellipsis(en: Text) -> None:
    size, lines = en.fit("word " * 60, 100, 30, 20, 14)
    assert size == 14 and lines[-1].endswith(text.ELLIPSIS)


def test_module_functions_follow_set_locale() -> None:
    text.set_locale("hi")
    try:
        assert text.get().locale == "hi"
        assert text.size("UNO", 20) == text.get().size("UNO", 20)
        assert text.render("नमस्ते", 20, (0, 0, 0)).get_width() > 0
        assert text.wrap("a b", 20, 1000) == ["a b"]
        assert text.fit("a b", 1000, 1000, 20, 10) == (20, ["a b"])
    finally:
        text.set_locale("en")
