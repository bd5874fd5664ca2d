"""The one typeface on the cards: Noto Sans Bold from ``assets/fonts``, one font object per
size. Cards show only digits, "+2", "+4", "+10" and "UNO", so they need no text shaping
(``ui/text.py`` shapes the UI's own strings, Hindi included)."""

from __future__ import annotations

import contextlib
import functools
import io
import logging

import pygame

from uno_desktop.resources import asset_path

log = logging.getLogger(__name__)

FONT_FILE = "NotoSans-Bold.ttf"


@functools.cache
def _font_bytes() -> bytes | None:
    # Read once: a font is made per size, and each would read the file again.
    path = asset_path("fonts", FONT_FILE)
    try:
        return path.read_bytes()
    except OSError:
        log.warning("font %s missing: the cards use pygame's default font", path)
        return None


@functools.lru_cache(maxsize=64)
def bold_font(size: int) -> pygame.font.Font:
    """The cached bold font of ``size`` points (pygame's default font, bold, if the file is
    missing). Shared by every card drawn at that size: set a style, draw, set it back."""
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(1, int(size))
    data = _font_bytes()
    if data is None:
        font = pygame.font.Font(None, size)
        font.bold = True
    else:
        font = pygame.font.Font(io.BytesIO(data), size)
    # As ui/text.py does for every Latin run; a pygame built without HarfBuzz has no scripts.
    with contextlib.suppress(AttributeError, pygame.error):
        font.set_script("Latn")
    return font
