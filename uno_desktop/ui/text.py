"""All text of the UI goes through here: font choice, script runs, wrapping, fitting, caching.

Why one module:

* Hindi needs Noto Sans Devanagari with ``Font.set_script("Deva")``; without it HarfBuzz does
  not form conjuncts and vowel signs, and "क्षत्रिय" comes out as broken letters.
* Noto Sans Devanagari has no Latin letters. Hindi strings still contain "UNO", player names,
  "+4"... and an English table may show a Hindi name. So every string is split into script runs
  (Devanagari / everything else), each run is shaped with its own font, and the runs are blitted
  side by side on a shared baseline. Spaces, digits and punctuation that both fonts have stay
  with the run they sit in, so a Hindi sentence keeps one typeface for its "7" and its "।".
* Layout code asks :func:`fit` for a size and lines that stay inside a box, instead of every
  scene guessing; the result is cached, so calling it every frame is cheap.

Use the module functions (they act on one shared :class:`Text`; :func:`set_locale` switches it)::

    from uno_desktop.ui import text
    text.set_locale("hi")
    surf = text.render("UNO बोलो!", 28, (255, 255, 255), bold=True)
    text.draw_in_box(screen, long_rule_text, rect, size=22, align="left", valign="top")
"""

from __future__ import annotations

import io
import logging
import unicodedata
from collections import OrderedDict
from collections.abc import Hashable
from pathlib import Path
from typing import Any, Literal

import pygame

from uno_desktop.ui.theme import MIN_TEXT

log = logging.getLogger(__name__)

ColorLike = tuple[int, ...] | pygame.Color  # RGB or RGBA
HAlign = Literal["left", "center", "right"]
VAlign = Literal["top", "center", "bottom"]

LATIN, DEVA = "latin", "deva"
FONT_FILES = {
    (LATIN, False): "NotoSans-Regular.ttf",
    (LATIN, True): "NotoSans-Bold.ttf",
    (DEVA, False): "NotoSansDevanagari-Regular.ttf",
    (DEVA, True): "NotoSansDevanagari-Bold.ttf",
}
# Noto Sans Devanagari looks smaller than Noto Sans at the same point size (its letters hang
# from the headline inside a taller em box): scale it so a mixed line has one visual size.
DEVA_SCALE = 1.1
# HarfBuzz script tags for Font.set_script.
SCRIPT_TAGS = {LATIN: "Latn", DEVA: "Deva"}
# The locale's own script: used for strings made only of shared characters ("7", "?").
LOCALE_SCRIPT = {"hi": DEVA}

# Characters both fonts have (checked against the shipped Noto files' cmap): they join the run
# around them instead of starting a new one. Everything outside this set and outside the
# Devanagari blocks is drawn with Noto Sans.
SHARED = frozenset(
    " !\"#%'()*+,-./0123456789:;<=>?[\\]^_{|}~\u00a0\u00ad\u00d7\u00f7\u200b\u200c\u200d"
    "\u2010\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20b9\u2212\u25cc\t"
)
ELLIPSIS = "\u2026"
VIRAMA = "\u094d"


def deva_point_size(size: int) -> int:
    """The Devanagari font's point size for UI size ``size``."""
    return max(1, round(size * DEVA_SCALE))


def script_of(ch: str) -> str | None:
    """``DEVA``, ``LATIN`` or None for a character both fonts have."""
    if ch in SHARED:
        return None
    o = ord(ch)
    if 0x0900 <= o <= 0x097F or 0xA8E0 <= o <= 0xA8FF or 0x1CD0 <= o <= 0x1CFF:
        return DEVA
    return LATIN


def split_runs(text: str, default: str = LATIN) -> list[tuple[str, str]]:
    """Split into ``(script, chunk)`` runs. Shared characters join the run before them (or the
    first run after them at the start); a string of only shared characters uses ``default``."""
    runs: list[list[str]] = []  # [script, chunk]
    pending = ""  # shared characters before the first strong one
    for ch in text:
        sc = script_of(ch)
        if sc is None:
            if runs:
                runs[-1][1] += ch
            else:
                pending += ch
        elif runs and runs[-1][0] == sc:
            runs[-1][1] += ch
        else:
            runs.append([sc, pending + ch])
            pending = ""
    if pending:
        runs.append([default, pending])
    return [(sc, chunk) for sc, chunk in runs]


def _break_ok(word: str, i: int) -> bool:
    """May a too-long word be broken before index ``i``? Not inside a Devanagari cluster: not
    before a combining sign, nor after a virama or a joiner."""
    if i <= 0 or i >= len(word):
        return False
    if unicodedata.category(word[i]).startswith("M") or word[i] in "\u200c\u200d":
        return False
    return word[i - 1] not in (VIRAMA, "\u200c", "\u200d")


class _LRU(OrderedDict[Any, Any]):
    def __init__(self, maxsize: int) -> None:
        super().__init__()
        self.maxsize = maxsize

    def get_or(self, key: Hashable) -> object | None:
        value = self.get(key)
        if value is not None:
            self.move_to_end(key)
        return value

    def put(self, key: Hashable, value: object) -> None:
        self[key] = value
        self.move_to_end(key)
        while len(self) > self.maxsize:
            self.popitem(last=False)


def default_font_dir() -> Path:
    try:
        from uno_desktop.resources import asset_path
    except ImportError:
        return Path(__file__).resolve().parents[2] / "assets" / "fonts"
    return Path(asset_path("fonts"))


class Text:
    """Fonts, shaping, measuring and rendering for one locale. Caches everything it makes."""

    def __init__(
        self, locale: str = "en", font_dir: Path | None = None, cache_size: int = 600
    ) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.locale = locale
        self.font_dir = Path(font_dir) if font_dir is not None else default_font_dir()
        self._font_bytes: dict[tuple[str, bool], bytes | None] = {}
        self._fonts: _LRU = _LRU(96)
        self._surfaces: _LRU = _LRU(cache_size)
        self._widths: _LRU = _LRU(4000)
        self._fits: _LRU = _LRU(cache_size)

    # --- Fonts -------------------------------------------------------------------------------
    @property
    def script(self) -> str:
        """The locale's own script."""
        return LOCALE_SCRIPT.get(self.locale.split("-")[0].lower(), LATIN)

    def _bytes(self, family: str, bold: bool) -> bytes | None:
        key = (family, bold)
        if key not in self._font_bytes:
            path = self.font_dir / FONT_FILES[key]
            try:
                # Read once: the game creates a font per size, and each would re-read the file.
                self._font_bytes[key] = path.read_bytes()
            except OSError:
                log.warning("font %s missing: using pygame's default font", path)
                self._font_bytes[key] = None
        return self._font_bytes[key]

    def font(self, size: int, bold: bool = False, family: str = LATIN) -> pygame.font.Font:
        """The cached font object for a family (``LATIN`` or ``DEVA``), size and weight.
        ``size`` is the UI's size; Devanagari fonts get ``DEVA_SCALE`` times that."""
        size = max(1, int(size))
        key = (family, size, bold)
        font = self._fonts.get_or(key)
        if font is None:
            if family == DEVA:
                size = deva_point_size(size)
            data = self._bytes(family, bold)
            if data is None:
                font = pygame.font.Font(None, size)
                font.bold = bold
            else:
                font = pygame.font.Font(io.BytesIO(data), size)
            try:
                # The shaping script: "Deva" makes HarfBuzz build conjuncts and place matras.
                font.set_script(SCRIPT_TAGS[family])
            except (AttributeError, pygame.error):  # pygame built without HarfBuzz
                log.warning("Font.set_script unavailable: complex scripts may look wrong")
            self._fonts.put(key, font)
        return font  # type: ignore[return-value]  # the LRU cache holds Any

    def _families(self, runs: list[tuple[str, str]]) -> set[str]:
        # Lines of one locale share a height: Hindi lines always make room for both scripts.
        fams = {sc for sc, _ in runs} | {LATIN}
        if self.script == DEVA:
            fams.add(DEVA)
        return fams

    def _vmetrics(self, size: int, bold: bool, families: set[str]) -> tuple[int, int]:
        """(ascent, descent) covering every family of the line; descent is positive."""
        asc = max(self.font(size, bold, f).get_ascent() for f in families)
        desc = max(-self.font(size, bold, f).get_descent() for f in families)
        return asc, desc

    def line_height(self, size: int, bold: bool = False, text: str = "") -> int:
        """Height of one line (the rendered surface's height) of ``text`` in this locale."""
        asc, desc = self._vmetrics(size, bold, self._families(split_runs(text, self.script)))
        return asc + desc

    # --- Measuring -----------------------------------------------------------------------------
    def width(self, text: str, size: int, bold: bool = False) -> int:
        """Width in pixels of one line, shaped."""
        key = (text, size, bold, self.script)
        w = self._widths.get_or(key)
        if w is None:
            w = sum(self.font(size, bold, sc).size(chunk)[0]
                    for sc, chunk in split_runs(text, self.script))
            self._widths.put(key, w)
        return w  # type: ignore[return-value]  # the LRU cache holds Any

    def size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        """(width, height) of ``text`` rendered on one line."""
        return self.width(text, size, bold), self.line_height(size, bold, text)

    # --- Rendering -----------------------------------------------------------------------------
    def render(
        self, text: str, size: int, color: ColorLike, bold: bool = False
    ) -> pygame.Surface:
        """One line of text on a transparent surface. Cached: do not draw onto the result."""
        rgba = tuple(pygame.Color(color))
        key = (text, int(size), rgba, bold, self.locale)
        surf = self._surfaces.get_or(key)
        if surf is None:
            surf = self._render_line(text, int(size), rgba, bold)
            self._surfaces.put(key, surf)
        return surf  # type: ignore[return-value]  # the LRU cache holds Any

    def _render_line(
        self, text: str, size: int, rgba: tuple[int, ...], bold: bool
    ) -> pygame.Surface:
        runs = split_runs(text, self.script)
        asc, desc = self._vmetrics(size, bold, self._families(runs))
        parts = []
        for sc, chunk in runs:
            font = self.font(size, bold, sc)
            parts.append((font, font.render(chunk, True, rgba[:3])))
        width = sum(p.get_width() for _, p in parts)
        out = pygame.Surface((max(1, width), asc + desc), pygame.SRCALPHA)
        x = 0
        for font, part in parts:
            out.blit(part, (x, asc - font.get_ascent()))  # shared baseline
            x += part.get_width()
        if len(rgba) == 4 and rgba[3] < 255:
            out.set_alpha(rgba[3])
        return out

    def render_lines(
        self,
        lines: list[str],
        size: int,
        color: ColorLike,
        bold: bool = False,
        align: HAlign = "center",
        line_spacing: float = 1.0,
    ) -> pygame.Surface:
        """Several lines on one transparent surface (not cached; cache the result if hot)."""
        surfs = [self.render(line, size, color, bold) for line in lines]
        step = round(self.line_height(size, bold, "".join(lines)) * line_spacing)
        width = max((s.get_width() for s in surfs), default=1)
        height = step * (len(surfs) - 1) + (surfs[-1].get_height() if surfs else 0)
        out = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
        for i, s in enumerate(surfs):
            x = _aligned_x(align, 0, width, s.get_width())
            out.blit(s, (x, i * step))
        return out

    # --- Layout --------------------------------------------------------------------------------
    def wrap(self, text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
        """Greedy word wrap at spaces (Hindi too); honours "\\n"; a word longer than the line
        is broken between grapheme clusters, never inside a conjunct."""
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for word in words:
                candidate = word if not line else f"{line} {word}"
                if self.width(candidate, size, bold) <= max_width:
                    line = candidate
                    continue
                if line:
                    lines.append(line)
                    line = ""
                # The word alone: it fits, or it must be broken.
                while word and self.width(word, size, bold) > max_width:
                    cut = self._longest_prefix(word, size, bold, max_width)
                    lines.append(word[:cut])
                    word = word[cut:]
                line = word
            lines.append(line)
        return lines

    def _longest_prefix(self, word: str, size: int, bold: bool, max_width: int) -> int:
        best = 0
        for i in range(1, len(word)):
            if not _break_ok(word, i):
                continue
            if self.width(word[:i], size, bold) <= max_width:
                best = i
            else:
                break
        if best == 0:  # not even one cluster fits: take the first cluster anyway
            best = next((i for i in range(1, len(word)) if _break_ok(word, i)), len(word))
        return best

    def ellipsize(self, line: str, size: int, max_width: int, bold: bool = False) -> str:
        """``line`` cut to fit ``max_width`` with a trailing "…" (unchanged if it fits)."""
        if self.width(line, size, bold) <= max_width:
            return line
        cuts = [i for i in range(len(line), 0, -1) if i == len(line) or _break_ok(line, i)]
        for i in cuts:
            candidate = line[:i].rstrip() + ELLIPSIS
            if self.width(candidate, size, bold) <= max_width:
                return candidate
        return ELLIPSIS

    def fits(self, lines: list[str], size: int, bold: bool, max_width: int, max_height: int,
             line_spacing: float = 1.0) -> bool:
        joined = "".join(lines)
        lh = self.line_height(size, bold, joined)
        height = round(lh * line_spacing) * (len(lines) - 1) + lh
        return height <= max_height and all(self.width(ln, size, bold) <= max_width
                                            for ln in lines)

    def fit(
        self,
        text: str,
        max_width: int,
        max_height: int,
        start_size: int,
        min_size: int,
        bold: bool = False,
        line_spacing: float = 1.0,
    ) -> tuple[int, list[str]]:
        """The largest size in ``[min_size, start_size]`` at which ``text``, wrapped, fits the
        box, and its lines. If even ``min_size`` overflows, lines are dropped and the last one
        ends in "…": the text never leaves its box."""
        key = (text, max_width, max_height, start_size, min_size, bold, line_spacing,
               self.locale)
        cached = self._fits.get_or(key)
        if cached is not None:
            return cached  # type: ignore[return-value]  # the LRU cache holds Any
        min_size = max(1, min(min_size, start_size))

        def attempt(sz: int) -> list[str] | None:
            lines = self.wrap(text, sz, max_width, bold)
            return lines if self.fits(lines, sz, bold, max_width, max_height, line_spacing) \
                else None

        result: tuple[int, list[str]] | None = None
        lines = attempt(start_size)
        if lines is not None:
            result = (start_size, lines)
        else:
            # Binary search for the largest size that fits.
            lo, hi = min_size, start_size - 1
            while lo <= hi:
                mid = (lo + hi) // 2
                lines = attempt(mid)
                if lines is not None:
                    result = (mid, lines)
                    lo = mid + 1
                else:
                    hi = mid - 1
        if result is None:
            result = (min_size, self._truncate(text, min_size, bold, max_width, max_height,
                                               line_spacing))
        self._fits.put(key, result)
        return result

    def _truncate(self, text: str, size: int, bold: bool, max_width: int, max_height: int,
                  line_spacing: float) -> list[str]:
        lines = self.wrap(text, size, max_width, bold)
        lh = self.line_height(size, bold, text)
        step = max(1, round(lh * line_spacing))
        count = max(1, (max_height - lh) // step + 1) if max_height >= lh else 1
        if count < len(lines):
            lines = lines[:count]
            lines[-1] = lines[-1] + ELLIPSIS  # ellipsize() below makes room for it
        return [self.ellipsize(ln, size, max_width, bold) for ln in lines]

    def draw_in_box(
        self,
        surface: pygame.Surface,
        text: str,
        rect: pygame.Rect | tuple[int, int, int, int],
        color: ColorLike = (255, 255, 255),
        size: int | None = None,
        min_size: int | None = None,
        bold: bool = False,
        align: HAlign = "center",
        valign: VAlign = "center",
        line_spacing: float = 1.0,
        shadow: ColorLike | None = None,
    ) -> pygame.Rect:
        """Draw ``text`` fitted inside ``rect`` (shrunk from ``size``, default half the box
        height, down to ``min_size``, default 60 % but not under ``MIN_TEXT``; then wrapped
        and finally ellipsized). ``shadow`` adds a soft 1-2 px drop shadow for text on busy
        backgrounds. Returns the drawn area."""
        rect = pygame.Rect(rect)
        start = size if size is not None else max(MIN_TEXT, rect.height // 2)
        low = min_size if min_size is not None else min(start, max(MIN_TEXT, round(start * 0.6)))
        font_size, lines = self.fit(text, rect.width, rect.height, start, low, bold,
                                    line_spacing)
        block = self.render_lines(lines, font_size, color, bold, align, line_spacing)
        x = _aligned_x(align, rect.x, rect.width, block.get_width())
        if valign == "top":
            y = rect.y
        elif valign == "bottom":
            y = rect.bottom - block.get_height()
        else:
            y = rect.y + (rect.height - block.get_height()) // 2
        old_clip = surface.get_clip()
        surface.set_clip(rect.clip(old_clip) if old_clip else rect)
        if shadow is not None:
            off = max(1, font_size // 16)
            shade = self.render_lines(lines, font_size, shadow, bold, align, line_spacing)
            surface.blit(shade, (x + off, y + off))
        drawn = surface.blit(block, (x, y))
        surface.set_clip(old_clip)
        return drawn

    def clear_cache(self) -> None:
        self._surfaces.clear()
        self._widths.clear()
        self._fits.clear()


def _aligned_x(align: str, x: int, width: int, inner: int) -> int:
    if align == "left":
        return x
    if align == "right":
        return x + width - inner
    return x + (width - inner) // 2


# --- The shared instance and the module-level API ----------------------------------------------

_shared: Text | None = None


def get() -> Text:
    """The shared :class:`Text` (created on first use, English)."""
    global _shared
    if _shared is None:
        _shared = Text()
    return _shared


def set_locale(locale: str) -> None:
    """Switch the language of every following call ("en", "fr", "hi")."""
    get().locale = locale


def render(text: str, size: int, color: ColorLike, bold: bool = False) -> pygame.Surface:
    return get().render(text, size, color, bold)


def size(text: str, font_size: int, bold: bool = False) -> tuple[int, int]:
    return get().size(text, font_size, bold)


def line_height(font_size: int, bold: bool = False, text: str = "") -> int:
    return get().line_height(font_size, bold, text)


def wrap(text: str, font_size: int, max_width: int, bold: bool = False) -> list[str]:
    return get().wrap(text, font_size, max_width, bold)


def fit(
    text: str, max_width: int, max_height: int, start_size: int, min_size: int,
    bold: bool = False, line_spacing: float = 1.0,
) -> tuple[int, list[str]]:
    return get().fit(text, max_width, max_height, start_size, min_size, bold, line_spacing)


def ellipsize(line: str, font_size: int, max_width: int, bold: bool = False) -> str:
    return get().ellipsize(line, font_size, max_width, bold)


def draw_in_box(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect | tuple[int, int, int, int],
    color: ColorLike = (255, 255, 255),
    size: int | None = None,
    min_size: int | None = None,
    bold: bool = False,
    align: HAlign = "center",
    valign: VAlign = "center",
    line_spacing: float = 1.0,
    shadow: ColorLike | None = None,
) -> pygame.Rect:
    return get().draw_in_box(surface, text, rect, color, size, min_size, bold, align, valign,
                             line_spacing, shadow)
