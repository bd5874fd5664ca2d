"""What the shell's scenes share: labels that record where their text went, the felt background,
panels, buttons with keyboard focus, and the notice banner.

Every piece of text the shell scenes draw goes through :func:`label` (or :func:`paragraph`),
which fits it with :mod:`uno_desktop.ui.text` and, while :func:`recording` is active, writes down
the box it was given and the size of the text actually drawn. The tests use that record to prove
that no text leaves its box, in every language and at every window size.
"""

from __future__ import annotations

import contextlib
import inspect
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pygame

from uno_desktop.ui import text, theme, widgets

# --- Text, measured ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TextRecord:
    """One piece of text as drawn: its box, the drawn block's size and whether it was cut."""

    text: str
    box: pygame.Rect
    size: tuple[int, int]  # width, height of the drawn block
    font_size: int
    truncated: bool  # lines dropped or ellipsized: the text did not fit even at min size
    clip: pygame.Rect | None = None  # the visible area (a scrolled view), None = the screen
    broken: tuple[str, ...] = ()  # words split across lines though a smaller size had room

    @property
    def fits(self) -> bool:
        return (not self.truncated and not self.broken and self.size[0] <= self.box.width
                and self.size[1] <= self.box.height)


_records: list[TextRecord] | None = None


@contextlib.contextmanager
def recording() -> Iterator[list[TextRecord]]:
    """Collect a :class:`TextRecord` for every piece of text fitted into a box while the
    ``with`` block runs: everything drawn through ``text.draw_in_box`` (labels, every widget)
    and through :func:`paragraph`."""
    global _records
    previous = _records
    _records = []
    original = text.Text.draw_in_box
    signature = inspect.signature(original)

    def recorded(self: text.Text, *args: Any, **kwargs: Any) -> pygame.Rect:
        bound = signature.bind(self, *args, **kwargs)
        bound.apply_defaults()
        a = bound.arguments
        _measure(self, a["surface"], a["text"], pygame.Rect(a["rect"]), a["size"],
                 a["min_size"], a["bold"], a["line_spacing"])
        return original(self, *args, **kwargs)

    # Patched for the duration of the measurement only (layout tests).
    text.Text.draw_in_box = recorded  # type: ignore[method-assign]  # a spy
    try:
        yield _records
    finally:
        text.Text.draw_in_box = original  # type: ignore[method-assign]  # the original back
        _records = previous


def _measure(t: text.Text, surface: pygame.Surface, content: str, rect: pygame.Rect,
             size: int | None, min_size: int | None, bold: bool, spacing: float) -> None:
    # The same arithmetic as Text.draw_in_box, so the record is what was drawn.
    start = size if size is not None else max(theme.MIN_TEXT, rect.height // 2)
    low = min_size if min_size is not None else min(start, max(theme.MIN_TEXT, round(start * 0.6)))
    font_size, lines = t.fit(content, rect.width, rect.height, start, low, bold, spacing)
    clip = surface.get_clip()
    full = clip == surface.get_rect()
    _record(TextRecord(content, rect.copy(), _block_size(lines, font_size, bold, spacing),
                       font_size, _was_cut(content, lines), None if full else clip,
                       _broken_words(t, content, lines, low, bold, rect.width)))


def _broken_words(t: text.Text, content: str, lines: list[str], low: int, bold: bool,
                  width: int) -> tuple[str, ...]:
    """Words that were split across lines although at ``low`` (the smallest size allowed) they
    would fit on a line: a smaller size would have kept them whole."""
    tokens = {tok for ln in lines for tok in ln.split()}
    return tuple(w for w in content.split()
                 if w not in tokens and t.width(w, low, bold) <= width)


def _record(rec: TextRecord) -> None:
    if _records is not None:
        _records.append(rec)


def _block_size(lines: list[str], size: int, bold: bool, spacing: float) -> tuple[int, int]:
    t = text.get()
    joined = "".join(lines)
    lh = t.line_height(size, bold, joined)
    height = round(lh * spacing) * (len(lines) - 1) + lh
    width = max((t.width(ln, size, bold) for ln in lines), default=0)
    return width, height


def label(
    surface: pygame.Surface,
    content: str,
    rect: pygame.Rect | tuple[int, int, int, int],
    color: Any = theme.TEXT,
    size: int | None = None,
    min_size: int | None = None,
    bold: bool = False,
    align: text.HAlign = "center",
    valign: text.VAlign = "center",
    shadow: Any = None,
    line_spacing: float = 1.0,
) -> pygame.Rect:
    """Draw ``content`` fitted into ``rect``: shrunk from ``size`` down to ``min_size`` (default
    60 %), wrapped, and only as a last resort cut with "…". Returns the text's rectangle."""
    rect = pygame.Rect(rect)
    start = size if size is not None else max(theme.MIN_TEXT, rect.height // 2)
    low = min(start, min_size if min_size is not None else max(theme.MIN_TEXT, round(start * 0.6)))
    font_size, lines = text.fit(content, rect.width, rect.height, start, low, bold,
                                line_spacing)
    t = text.get()
    if font_size > low and _broken_words(t, content, lines, low, bold, rect.width):
        # text.fit prefers the bigger size even if it must split a word: go smaller instead.
        for smaller in range(font_size - 1, low - 1, -1):
            candidate = t.wrap(content, smaller, rect.width, bold)
            if t.fits(candidate, smaller, bold, rect.width, rect.height, line_spacing) and \
                    not _broken_words(t, content, candidate, smaller, bold, rect.width):
                font_size, lines = smaller, candidate
                break
    w, h = _block_size(lines, font_size, bold, line_spacing)
    text.draw_in_box(surface, content, rect, color, font_size, font_size, bold, align, valign,
                     line_spacing, shadow)
    x = {"left": rect.x, "right": rect.right - w}.get(align, rect.x + (rect.width - w) // 2)
    y = {"top": rect.y, "bottom": rect.bottom - h}.get(valign, rect.y + (rect.height - h) // 2)
    return pygame.Rect(x, y, w, h)


def _was_cut(content: str, lines: list[str]) -> bool:
    if not lines:
        return bool(content.strip())
    joined = " ".join(ln.strip() for ln in lines)
    return joined.endswith(text.ELLIPSIS) and not content.rstrip().endswith(text.ELLIPSIS)


_wrapped: dict[tuple[str, int, int, bool, str], list[str]] = {}


def wrapped(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``text.wrap``, cached (paragraphs are wrapped again every frame otherwise)."""
    t = text.get()
    key = (content, size, max(1, width), bold, t.locale)
    lines = _wrapped.get(key)
    if lines is None:
        if len(_wrapped) > 2000:
            _wrapped.clear()
        lines = _wrapped[key] = t.wrap(content, size, max(1, width), bold)
    return lines


def wrap_height(content: str, width: int, size: int, bold: bool = False,
                line_spacing: float = 1.15) -> int:
    """Height of ``content`` wrapped to ``width`` at ``size`` (for laying out paragraphs)."""
    return _block_size(wrapped(content, size, width, bold), size, bold, line_spacing)[1]


def paragraph(surface: pygame.Surface, content: str, x: int, y: int, width: int, size: int,
              color: Any = theme.TEXT, bold: bool = False, line_spacing: float = 1.15,
              clip: pygame.Rect | None = None) -> int:
    """Draw wrapped text at its natural size from (x, y); returns its height. Lines outside
    ``clip`` (a scrolled view) are skipped but still recorded with the clip."""
    t = text.get()
    lines = wrapped(content, size, width, bold)
    lh = t.line_height(size, bold, content)
    step = round(lh * line_spacing)
    for i, line in enumerate(lines):
        box = pygame.Rect(x, y + i * step, width, lh)
        w = t.width(line, size, bold)
        _record(TextRecord(line, box, (w, lh), size, False, clip))
        if clip is not None and not clip.colliderect(box):
            continue
        surface.blit(t.render(line, size, color, bold), box.topleft)
    return step * (len(lines) - 1) + lh if lines else 0


# --- Background and panels ---------------------------------------------------------------------

_bg_cache: dict[tuple[int, int], pygame.Surface] = {}


def background(size: tuple[int, int]) -> pygame.Surface:
    """The felt: a radial light in the middle, darker edges (cached per window size)."""
    surf = _bg_cache.get(size)
    if surf is None:
        cx, cy = 32, 15
        la, da = theme.FELT_LIGHT, theme.FELT_DARK
        ramp = [bytes(round(a + (b - a) * i / 255) for a, b in zip(la, da, strict=True))
                for i in range(256)]
        rows = []
        for yy in range(36):
            dy = ((yy - cy) / 24) ** 2
            rows.append(b"".join(ramp[round(255 * min(1.0, (((xx - cx) / 36) ** 2 + dy) ** 0.5))]
                                 for xx in range(64)))
        small = pygame.image.frombuffer(b"".join(rows), (64, 36), "RGB")
        surf = pygame.transform.smoothscale(small, size)
        if len(_bg_cache) > 8:
            _bg_cache.clear()
        _bg_cache[size] = surf
    return surf


def draw_background(surface: pygame.Surface) -> None:
    surface.blit(background(surface.get_size()), (0, 0))


def full_panel(size: tuple[int, int]) -> tuple[theme.Metrics, pygame.Rect, pygame.Rect, int]:
    """The layout a full-window form screen starts from: (metrics, the panel filling the window
    less the padding, the panel's inner area, the height of the title row)."""
    m = theme.metrics(size)
    w, h = size
    panel = pygame.Rect(m.pad, m.pad, w - 2 * m.pad, h - 2 * m.pad)
    return m, panel, panel.inflate(-2 * m.pad, -2 * m.pad), round(m.font_title * 1.3)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, m: theme.Metrics,
               color: tuple[int, ...] = theme.PANEL, border: bool = True) -> None:
    """A rounded, translucent dark panel."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, color, panel.get_rect(), border_radius=m.radius)
    if border:
        pygame.draw.rect(panel, (*theme.PANEL_BORDER, 255), panel.get_rect(), m.border,
                         border_radius=m.radius)
    surface.blit(panel, rect.topleft)


def dim(surface: pygame.Surface, color: tuple[int, ...] = theme.OVERLAY) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill(color)
    surface.blit(shade, (0, 0))


# --- The logo ------------------------------------------------------------------------------------

#: A hand of five fanned behind the title: red 7, yellow Reverse, green Draw Two, blue Skip, Wild.
LOGO_FAN = (13, 46, 73, 94, 100)
_oval_cache: dict[tuple[str, int, str], pygame.Surface] = {}


#: The logo's cards sway when a screen opens, then come to rest (a still screen costs no CPU).
LOGO_SWAY_SECONDS = 4.0


def draw_logo(surface: pygame.Surface, rect: pygame.Rect, title: str, time: float = 0.0
              ) -> None:
    """Five fanned cards and the title in a tilted red oval, like the box, fitted to ``rect``."""
    from uno_desktop.ui import card_art

    if rect.height < 40:
        return
    cw = max(24, min(round(rect.height * 0.42), round(rect.width / 4.2)))
    cx, cy = rect.centerx, rect.y + round(rect.height * 0.5)
    art = card_art.get()
    n = len(LOGO_FAN)
    sway = math.sin(time * 1.3) * 1.5 * max(0.0, 1.0 - time / LOGO_SWAY_SECONDS)
    for k, card in enumerate(LOGO_FAN):
        angle = (k - (n - 1) / 2) * -14 + sway
        img = art.rotated(card, cw, angle)
        dx = (k - (n - 1) / 2) * cw * 0.55
        dy = abs(k - (n - 1) / 2) * cw * 0.12 - cw * 0.12
        surface.blit(img, img.get_rect(center=(round(cx + dx), round(cy + dy))))
    key = (title, cw, text.get().locale)
    oval = _oval_cache.get(key)
    if oval is None:
        ow, oh = round(cw * 3.2), round(cw * 1.25)
        flat = pygame.Surface((ow, oh), pygame.SRCALPHA)
        pygame.draw.ellipse(flat, (250, 214, 60), flat.get_rect())
        pygame.draw.ellipse(flat, theme.CARD_RGB[0], flat.get_rect().inflate(-oh // 8, -oh // 8))
        label(flat, title, flat.get_rect().inflate(-ow // 4, -oh // 4), (255, 236, 130),
              size=round(oh * 0.6), min_size=round(oh * 0.3), bold=True, shadow=(90, 10, 10))
        oval = pygame.transform.rotozoom(flat, 8, 1.0)
        if len(_oval_cache) > 12:
            _oval_cache.clear()
        _oval_cache[key] = oval
    surface.blit(oval, oval.get_rect(center=(cx, cy + round(cw * 0.42))))


# --- Notices -----------------------------------------------------------------------------------


class NoticeBanner:
    """Messages for the player (a damaged file, a save that could not be loaded), shown in a
    band at the top of the screen until clicked away. Each message is ``(msg_id, args)`` and is
    translated when drawn, so it follows a language change."""

    def __init__(self, messages: list[tuple[str, dict[str, Any]]], tr: Callable[[], Any]) -> None:
        self.messages = messages  # shared with the App: dismissing here dismisses everywhere
        self.tr = tr
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def visible(self) -> bool:
        return bool(self.messages)

    def layout(self, size: tuple[int, int], m: theme.Metrics) -> pygame.Rect:
        w = min(size[0] - 2 * m.pad, round(size[0] * 0.8))
        h = round(m.font_body * 3.6)
        if self.messages:  # as tall as the message needs (a long path wraps), up to a third
            msg_id, args = self.messages[0]
            body = wrap_height(self.tr().t(msg_id, **args), w - 2 * m.pad, m.font_body,
                               line_spacing=1.0)
            h = min(size[1] // 3, max(h, body + self._hint_height(m) + 2 * m.gap))
        self.rect = pygame.Rect((size[0] - w) // 2, m.pad, w, h)
        return self.rect

    @staticmethod
    def _hint_height(m: theme.Metrics) -> int:
        """The "click to close" line: one line of small text in this locale."""
        return text.line_height(m.font_small) + 2

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self.rect.collidepoint(event.pos)):
            self.messages.pop(0)
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface, m: theme.Metrics) -> None:
        if not self.visible:
            return
        msg_id, args = self.messages[0]
        tr = self.tr()
        draw_panel(surface, self.rect, m, (60, 28, 12, 235))
        pygame.draw.rect(surface, theme.ACCENT, self.rect, m.border, border_radius=m.radius)
        inner = self.rect.inflate(-2 * m.pad, -m.gap)
        hint_h = self._hint_height(m)
        body = pygame.Rect(inner.x, inner.y, inner.width, inner.height - hint_h)
        label(surface, tr.t(msg_id, **args), body, theme.TEXT, size=m.font_body,
              min_size=m.font_small, align="left")
        hint = pygame.Rect(inner.x, body.bottom, inner.width, hint_h)
        label(surface, tr.t("notice-dismiss"), hint, theme.ACCENT, size=m.font_small,
              min_size=m.font_small, align="right")


# --- Controls without their own label ------------------------------------------------------------
# The widgets' value rows draw a label on their left. The shell's screens lay out names and
# explanations themselves (wrapped, several lines), so these variants are the bare control
# filling their whole rect, on a faint pill that shows where to click.


def _pill(widget: widgets.Widget, surface: pygame.Surface) -> None:
    alpha = 46 if widget.hovered and widget.enabled else 26
    widgets.draw_round_rect(surface, widget.rect, (255, 255, 255, alpha),
                            max(4, widget.rect.h // 3))


class BareToggle(widgets.Toggle):
    control_share = 1.0

    def draw_row(self, surface: pygame.Surface) -> None:
        pass


class BareChoice(widgets.Choice):
    """A Choice whose values may be refused: ``allowed(value)`` False skips the value."""

    control_share = 1.0

    def __init__(self, *args: Any, allowed: Callable[[Any], bool] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.allowed = allowed

    def step(self, delta: int) -> None:
        if self.allowed is None:
            super().step(delta)
            return
        n = len(self.options)
        for k in range(1, n):
            i = (self.index + delta * k) % n if self.wrap else self.index + delta * k
            if not 0 <= i < n:
                return
            if self.allowed(self.options[i][0]):
                self.index = i
                self._changed()
                if self.on_change is not None:
                    self.on_change(self.value)
                return

    def draw_row(self, surface: pygame.Surface) -> None:
        _pill(self, surface)


class BareStepper(widgets.Stepper):
    """A Stepper whose values may be refused: ``allowed(value)`` False stops at the value."""

    control_share = 1.0

    def __init__(self, *args: Any, allowed: Callable[[int], bool] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.allowed = allowed

    def set(self, value: int) -> None:
        value = min(self.maximum, max(self.minimum, value))
        if self.allowed is not None and value != self.value and not self.allowed(value):
            return
        super().set(value)

    def draw_row(self, surface: pygame.Surface) -> None:
        _pill(self, surface)


class BareSlider(widgets.Slider):
    """A Slider with room on its right for a value with a unit ("0.9 सेकंड")."""

    control_share = 1.0

    def _track(self) -> pygame.Rect:
        c = self.control_rect
        value_w = round(c.h * 2.3)
        knob = round(self.rect.h * 0.25)
        return pygame.Rect(c.x + knob, c.centery - 2, c.w - value_w - 2 * knob, 4)

    def draw_row(self, surface: pygame.Surface) -> None:
        pass
