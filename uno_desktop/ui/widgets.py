"""Widgets for menus and settings, and the focus helper that makes them keyboard-friendly.

Every widget is laid out from a ``pygame.Rect`` (``widget.layout(rect)``), so a scene recomputes
its layout in ``on_resize`` and the widgets follow; font sizes default to a share of the rect's
height. All text goes through :mod:`uno_desktop.ui.text`.

A scene keeps its widgets in a :class:`WidgetGroup`, which routes events, moves keyboard focus
(Tab / Shift+Tab / arrows; Enter or Space activates), draws the focus ring when the keyboard is
in use, and shows tooltips (for a disabled button: why it is disabled)::

    self.ui = WidgetGroup([
        Button(tr("menu-play"), self.start, style="primary"),
        Toggle(tr("opt-stacking"), settings.stacking, self.set_stacking),
    ])
    # on_resize: self.ui.widgets[0].layout(rect) ...
    # handle_event: if self.ui.handle_event(event): return True
    # update: self.ui.update(dt); draw: self.ui.draw(surface)
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Literal

import pygame

from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme

RectLike = pygame.Rect | tuple[int, int, int, int]
ButtonStyle = Literal["normal", "primary", "ghost", "danger"]

TOOLTIP_DELAY = 0.45  # seconds of hovering before a tooltip shows
DRAG_THRESHOLD = 6  # px the mouse must move before a press in a ScrollView becomes a drag

_feedback: Callable[[str], None] | None = None


def set_feedback(fn: Callable[[str], None] | None) -> None:
    """Give widgets a way to make noise: ``set_feedback(app.sounds.play)``. They call it with
    "click" when pressed (widgets know nothing about the sound service)."""
    global _feedback
    _feedback = fn


def _beep(name: str = "click") -> None:
    if _feedback is not None:
        _feedback(name)


ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


# --- Drawing helpers -----------------------------------------------------------------------------


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


# --- Base class ----------------------------------------------------------------------------------


class Widget:
    """Base of all widgets. ``handle_event`` returns True when it consumed the event."""

    focusable = False

    def __init__(self, rect: RectLike | None = None, *, tooltip: str | None = None,
                 enabled: bool = True, visible: bool = True) -> None:
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 0, 0)
        self.tooltip = tooltip
        self.enabled = enabled
        self.visible = visible
        self.hovered = False
        self.focused = False

    def layout(self, rect: RectLike) -> None:
        """Place the widget (scenes call it from ``on_resize``)."""
        self.rect = pygame.Rect(rect)

    def children(self) -> Sequence[Widget]:
        """Widgets inside this one (the focus chain walks into them)."""
        return ()

    def can_focus(self) -> bool:
        return self.focusable and self.visible and self.enabled

    def on_focus(self) -> None:
        """Received keyboard focus."""

    def on_blur(self) -> None:
        """Lost keyboard focus."""

    def activate(self) -> None:
        """Enter / Space while focused, or the hotkey."""

    def cancel_press(self) -> None:
        """Forget a mouse press in progress (a ScrollView turned it into a drag)."""

    def tooltip_text(self) -> str | None:
        return self.tooltip

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def font_size(self, share: float = 0.42) -> int:
        return max(10, round(self.rect.h * share))

    def _track_hover(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)


# --- Static widgets ------------------------------------------------------------------------------


class Label(Widget):
    """Text in a box. ``fit=True`` shrinks it to stay inside the box (titles, buttons);
    ``fit=False`` wraps at a fixed size (paragraphs in a ScrollView: see preferred_height)."""

    def __init__(
        self,
        text: str,
        rect: RectLike | None = None,
        *,
        size: int | None = None,
        color: tuple[int, ...] = theme.TEXT,
        bold: bool = False,
        align: textmod.HAlign = "left",
        valign: textmod.VAlign = "center",
        fit: bool = True,
        shadow: tuple[int, ...] | None = None,
        line_spacing: float = 1.15,
    ) -> None:
        super().__init__(rect)
        self.text = text
        self.size = size
        self.color = color
        self.bold = bold
        self.align: textmod.HAlign = align
        self.valign: textmod.VAlign = valign
        self.fit = fit
        self.shadow = shadow
        self.line_spacing = line_spacing

    def _size(self) -> int:
        return self.size if self.size is not None else self.font_size(0.6)

    def preferred_height(self, width: int) -> int:
        """Height needed to show all of the text wrapped at ``width`` at its size."""
        size = self.size if self.size is not None else 20
        lines = textmod.wrap(self.text, size, width, self.bold)
        lh = textmod.line_height(size, self.bold, self.text)
        return round(lh * self.line_spacing) * (len(lines) - 1) + lh

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or not self.text:
            return
        size = self._size()
        if self.fit:
            textmod.draw_in_box(surface, self.text, self.rect, self.color, size,
                                bold=self.bold, align=self.align, valign=self.valign,
                                line_spacing=self.line_spacing, shadow=self.shadow)
            return
        lines = textmod.wrap(self.text, size, self.rect.w, self.bold)
        block = textmod.get().render_lines(lines, size, self.color, self.bold, self.align,
                                           self.line_spacing)
        x = self.rect.x if self.align == "left" else (
            self.rect.right - block.get_width() if self.align == "right"
            else self.rect.centerx - block.get_width() // 2)
        surface.blit(block, (x, self.rect.y))


class Panel(Widget):
    """A rounded, translucent box behind a group of widgets (decoration only)."""

    def __init__(self, rect: RectLike | None = None, *, color: tuple[int, ...] = theme.PANEL,
                 border: tuple[int, ...] | None = theme.PANEL_BORDER,
                 radius: int | None = None, title: str | None = None) -> None:
        super().__init__(rect)
        self.color = color
        self.border = border
        self.radius = radius
        self.title = title

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = self.radius if self.radius is not None else max(6, min(self.rect.h, 240) // 16)
        # A soft drop shadow lifts the panel off the felt.
        draw_round_rect(surface, self.rect.move(0, max(2, radius // 3)), (0, 0, 0, 70), radius)
        draw_round_rect(surface, self.rect, self.color, radius)
        if self.border is not None:
            draw_round_rect(surface, self.rect, self.border, radius, max(1, radius // 6))
        if self.title:
            bar = pygame.Rect(self.rect.x + radius, self.rect.y + radius // 2,
                              self.rect.w - 2 * radius, max(24, radius * 3))
            textmod.draw_in_box(surface, self.title, bar, theme.TEXT, bar.h * 2 // 3, bold=True)


# --- Buttons -------------------------------------------------------------------------------------


class Button(Widget):
    """A push button. Disabled buttons explain themselves through ``disabled_reason``."""

    focusable = True

    def __init__(
        self,
        label: str,
        on_click: Callable[[], Any] | None = None,
        rect: RectLike | None = None,
        *,
        style: ButtonStyle = "normal",
        enabled: bool = True,
        disabled_reason: str | None = None,
        tooltip: str | None = None,
        font_size: int | None = None,
        hotkey: int | None = None,
    ) -> None:
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.label = label
        self.on_click = on_click
        self.style: ButtonStyle = style
        self.disabled_reason = disabled_reason
        self.size = font_size
        self.hotkey = hotkey
        self.pressed = False
        self._flash = 0.0  # brief pressed look after a keyboard activation

    def set_enabled(self, enabled: bool, reason: str | None = None) -> None:
        self.enabled = enabled
        self.disabled_reason = None if enabled else reason
        if not enabled:
            self.pressed = False

    def tooltip_text(self) -> str | None:
        if not self.enabled and self.disabled_reason:
            return self.disabled_reason
        return self.tooltip

    def activate(self) -> None:
        if not self.enabled:
            return
        self._flash = 0.12
        _beep()
        if self.on_click is not None:
            self.on_click()

    def cancel_press(self) -> None:
        self.pressed = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos):
                self.activate()
            return True
        elif event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            self.activate()
            return True
        return False

    def update(self, dt: float) -> None:
        self._flash = max(0.0, self._flash - dt)

    def _colors(self) -> tuple[tuple[int, ...] | None, tuple[int, ...], tuple[int, ...] | None]:
        """(fill, text, border) for the current state."""
        down = (self.pressed and self.hovered) or self._flash > 0
        if not self.enabled:
            if self.style == "ghost":
                return None, theme.BUTTON_DISABLED_TEXT, theme.BUTTON_DISABLED
            return theme.BUTTON_DISABLED, theme.BUTTON_DISABLED_TEXT, None
        if self.style in ("primary", "danger"):
            base = theme.BUTTON_PRIMARY if self.style == "primary" else theme.DANGER
            fill = (theme.BUTTON_PRIMARY_PRESSED if down else
                    theme.lighten(base, 0.12) if self.hovered else base)
            return fill, theme.WHITE, None
        if self.style == "ghost":
            fill = (255, 255, 255, 60) if down else (255, 255, 255, 30) if self.hovered else None
            return fill, theme.TEXT, theme.TEXT
        fill = (theme.BUTTON_PRESSED if down else
                theme.BUTTON_HOVER if self.hovered else theme.BUTTON)
        return fill, theme.BUTTON_TEXT, None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        fill, fg, border = self._colors()
        radius = max(4, round(self.rect.h * 0.3))
        down = (self.pressed and self.hovered) or self._flash > 0
        lift = 0 if down or not self.enabled else max(2, self.rect.h // 16)
        body = self.rect.move(0, -lift // 2)
        if fill is not None and self.style != "ghost":
            # The button's "edge": a darker copy below, so it reads as pressable.
            draw_round_rect(surface, self.rect.move(0, lift // 2 + 1), theme.darken(fill, 0.35),
                            radius)
        if fill is not None:
            draw_round_rect(surface, body, fill, radius)
        if border is not None:
            draw_round_rect(surface, body, border, radius, max(1, self.rect.h // 24))
        pad = max(4, self.rect.h // 4)
        inner = body.inflate(-2 * pad, -max(4, self.rect.h // 6))
        textmod.draw_in_box(surface, self.label, inner, fg,
                            self.size if self.size is not None else self.font_size(0.42),
                            bold=True)


# --- Value widgets (label on the left, control on the right) ------------------------------------


class _Row(Widget):
    """A settings row: its label fills the left part, the control the right ``control_share``."""

    focusable = True
    control_share = 0.42

    def __init__(self, label: str, rect: RectLike | None, tooltip: str | None,
                 enabled: bool) -> None:
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.label = label

    @property
    def control_rect(self) -> pygame.Rect:
        w = round(self.rect.w * self.control_share)
        return pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.h)

    @property
    def label_rect(self) -> pygame.Rect:
        gap = max(6, self.rect.h // 4)
        return pygame.Rect(self.rect.x + gap, self.rect.y,
                           self.rect.w - self.control_rect.w - 2 * gap, self.rect.h)

    def _fg(self) -> tuple[int, ...]:
        return theme.TEXT if self.enabled else theme.BUTTON_DISABLED_TEXT

    def draw_row(self, surface: pygame.Surface) -> None:
        if self.hovered and self.enabled:
            draw_round_rect(surface, self.rect, (255, 255, 255, 22), max(4, self.rect.h // 5))
        textmod.draw_in_box(surface, self.label, self.label_rect, self._fg(),
                            self.font_size(0.42), align="left")

    def _changed(self) -> None:
        _beep()


class Toggle(_Row):
    """On/off switch."""

    control_share = 0.2

    def __init__(self, label: str, value: bool = False,
                 on_change: Callable[[bool], Any] | None = None, rect: RectLike | None = None,
                 *, tooltip: str | None = None, enabled: bool = True) -> None:
        super().__init__(label, rect, tooltip, enabled)
        self.value = value
        self.on_change = on_change
        self._knob = 1.0 if value else 0.0  # animated position 0..1

    def set(self, value: bool) -> None:
        if value != self.value:
            self.value = value
            self._changed()
            if self.on_change is not None:
                self.on_change(value)

    def activate(self) -> None:
        if self.enabled:
            self.set(not self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key in ACTIVATE_KEYS:
                self.activate()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.set(event.key == pygame.K_RIGHT)
                return True
        return False

    def update(self, dt: float) -> None:
        target = 1.0 if self.value else 0.0
        step = dt * 8
        self._knob = min(target, self._knob + step) if self._knob < target \
            else max(target, self._knob - step)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self.draw_row(surface)
        c = self.control_rect
        h = round(self.rect.h * 0.56)
        w = round(h * 1.8)
        track = pygame.Rect(0, 0, w, h)
        track.midright = (c.right - max(6, self.rect.h // 4), c.centery)
        on = theme.TRACK_ON if self.enabled else theme.BUTTON_DISABLED
        off = theme.TRACK
        mix = tuple(round(a + (b - a) * self._knob) for a, b in zip(off, on, strict=True))
        draw_round_rect(surface, track, mix, h // 2)
        draw_round_rect(surface, track, (0, 0, 0, 60), h // 2, max(1, h // 14))
        r = h // 2 - max(2, h // 10)
        x = track.x + h // 2 + (w - h) * self._knob
        pygame.draw.circle(surface, (0, 0, 0, 80), (x, track.centery + 2), r)
        pygame.draw.circle(surface, theme.KNOB, (x, track.centery), r)


class Choice(_Row):
    """One of several values, cycled with ‹ › (mouse or Left/Right)."""

    def __init__(self, label: str, options: Sequence[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], Any] | None = None, rect: RectLike | None = None,
                 *, tooltip: str | None = None, enabled: bool = True,
                 wrap: bool = True) -> None:
        super().__init__(label, rect, tooltip, enabled)
        self.options: list[tuple[Any, str]] = list(options)
        if not self.options:
            raise ValueError("a Choice needs options")
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.on_change = on_change
        self.wrap = wrap

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    @property
    def display(self) -> str:
        return self.options[self.index][1]

    def set_options(self, options: Sequence[tuple[Any, str]]) -> None:
        """New options (e.g. re-translated), keeping the current value when it still exists."""
        current = self.value
        self.options = list(options)
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == current), 0)

    def step(self, delta: int) -> None:
        n = len(self.options)
        new = (self.index + delta) % n if self.wrap else min(n - 1, max(0, self.index + delta))
        if new != self.index:
            self.index = new
            self._changed()
            if self.on_change is not None:
                self.on_change(self.value)

    def activate(self) -> None:
        if self.enabled:
            self.step(1)

    def _arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        c = self.control_rect
        s = c.h
        return pygame.Rect(c.x, c.y, s, s), pygame.Rect(c.right - s, c.y, s, s)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            left, _right = self._arrow_rects()
            self.step(-1 if left.collidepoint(event.pos) else 1)
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, *ACTIVATE_KEYS):
                self.step(1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self.draw_row(surface)
        left, right = self._arrow_rects()
        fg = self._fg()
        n = len(self.options)
        can_l = self.wrap or self.index > 0
        can_r = self.wrap or self.index < n - 1
        size = max(8, self.rect.h // 3)
        draw_chevron(surface, left.center, size, -1, fg if can_l else theme.BUTTON_DISABLED)
        draw_chevron(surface, right.center, size, 1, fg if can_r else theme.BUTTON_DISABLED)
        mid = pygame.Rect(left.right, self.rect.y, right.x - left.right, self.rect.h)
        textmod.draw_in_box(surface, self.display, mid.inflate(0, -self.rect.h // 5), fg,
                            self.font_size(0.42), bold=True)


class Stepper(_Row):
    """An integer between ``minimum`` and ``maximum`` with − and + (or Left/Right)."""

    def __init__(self, label: str, value: int, minimum: int, maximum: int,
                 on_change: Callable[[int], Any] | None = None, rect: RectLike | None = None,
                 *, step: int = 1, fmt: Callable[[int], str] = str,
                 tooltip: str | None = None, enabled: bool = True) -> None:
        super().__init__(label, rect, tooltip, enabled)
        if minimum > maximum:
            raise ValueError("minimum > maximum")
        self.minimum, self.maximum, self.step_size = minimum, maximum, step
        self.value = min(maximum, max(minimum, value))
        self.on_change = on_change
        self.fmt = fmt

    def set(self, value: int) -> None:
        value = min(self.maximum, max(self.minimum, value))
        if value != self.value:
            self.value = value
            self._changed()
            if self.on_change is not None:
                self.on_change(value)

    def _button_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        c = self.control_rect
        s = round(c.h * 0.8)
        minus = pygame.Rect(0, 0, s, s)
        plus = pygame.Rect(0, 0, s, s)
        minus.midleft = (c.x, c.centery)
        plus.midright = (c.right - max(4, c.h // 8), c.centery)
        return minus, plus

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            minus, plus = self._button_rects()
            if minus.collidepoint(event.pos):
                self.set(self.value - self.step_size)
            elif plus.collidepoint(event.pos):
                self.set(self.value + self.step_size)
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
                self.set(self.value - self.step_size)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
                self.set(self.value + self.step_size)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self.draw_row(surface)
        minus, plus = self._button_rects()
        fg = self._fg()
        for r, sign, live in ((minus, "−", self.value > self.minimum),
                              (plus, "+", self.value < self.maximum)):
            fill = theme.BUTTON if live and self.enabled else theme.BUTTON_DISABLED
            draw_round_rect(surface, r, fill, r.h // 2)
            # Draw the signs as bars: crisp at any size and independent of the font.
            bar_w, bar_h = round(r.w * 0.44), max(2, round(r.h * 0.1))
            col = theme.BUTTON_TEXT if live and self.enabled else theme.BUTTON_DISABLED_TEXT
            pygame.draw.rect(surface, col, pygame.Rect(0, 0, bar_w, bar_h).move(
                r.centerx - bar_w // 2, r.centery - bar_h // 2))
            if sign == "+":
                pygame.draw.rect(surface, col, pygame.Rect(0, 0, bar_h, bar_w).move(
                    r.centerx - bar_h // 2, r.centery - bar_w // 2))
        mid = pygame.Rect(minus.right, self.rect.y, plus.x - minus.right, self.rect.h)
        textmod.draw_in_box(surface, self.fmt(self.value), mid.inflate(-4, -self.rect.h // 5), fg,
                            self.font_size(0.46), bold=True)


class Slider(_Row):
    """A number in [minimum, maximum]: drag the knob, click the track, or Left/Right."""

    control_share = 0.45

    def __init__(self, label: str, value: float, on_change: Callable[[float], Any] | None = None,
                 rect: RectLike | None = None, *, minimum: float = 0.0, maximum: float = 1.0,
                 step: float = 0.05, fmt: Callable[[float], str] | None = None,
                 tooltip: str | None = None, enabled: bool = True) -> None:
        super().__init__(label, rect, tooltip, enabled)
        self.minimum, self.maximum, self.step_size = minimum, maximum, step
        self.value = min(maximum, max(minimum, value))
        self.on_change = on_change
        self.fmt = fmt or (lambda v: f"{round((v - minimum) / (maximum - minimum) * 100)}%")
        self.dragging = False

    def set(self, value: float) -> None:
        value = min(self.maximum, max(self.minimum, value))
        if self.step_size:
            # Snap to the step grid so keyboard and mouse land on the same values.
            n = round((value - self.minimum) / self.step_size)
            value = min(self.maximum, self.minimum + n * self.step_size)
            value = round(value, 10)
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def _track(self) -> pygame.Rect:
        c = self.control_rect
        value_w = round(c.h * 1.4)
        knob = round(self.rect.h * 0.25)
        return pygame.Rect(c.x + knob, c.centery - 2, c.w - value_w - 2 * knob, 4)

    def _value_at(self, x: int) -> float:
        t = self._track()
        frac = (x - t.x) / max(1, t.w)
        return self.minimum + min(1.0, max(0.0, frac)) * (self.maximum - self.minimum)

    def cancel_press(self) -> None:
        self.dragging = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.control_rect.collidepoint(event.pos):
            self.dragging = True
            self.set(self._value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.set(self._value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            _beep()
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.set(self.value + (self.step_size or 0.05) *
                         (1 if event.key == pygame.K_RIGHT else -1))
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.set(self.minimum if event.key == pygame.K_HOME else self.maximum)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self.draw_row(surface)
        t = self._track()
        frac = (self.value - self.minimum) / ((self.maximum - self.minimum) or 1)
        on = theme.TRACK_ON if self.enabled else theme.BUTTON_DISABLED
        draw_round_rect(surface, t.inflate(0, 4), theme.TRACK, 4)
        draw_round_rect(surface, pygame.Rect(t.x, t.y - 2, round(t.w * frac), t.h + 4), on, 4)
        r = round(self.rect.h * 0.22)
        x = t.x + t.w * frac
        pygame.draw.circle(surface, (0, 0, 0), (x, t.centery + 2), r)
        pygame.draw.circle(surface, theme.KNOB, (x, t.centery), r)
        value_rect = pygame.Rect(t.right + r, self.rect.y, self.control_rect.right - t.right - r,
                                 self.rect.h)
        textmod.draw_in_box(surface, self.fmt(self.value),
                            value_rect.inflate(-4, -self.rect.h // 4), self._fg(),
                            self.font_size(0.4), align="right")


# --- Text input ----------------------------------------------------------------------------------


class TextInput(Widget):
    """A one-line text field fed by TEXTINPUT / TEXTEDITING, so an IME (Hindi, accents, dead
    keys) works; Backspace, Delete, arrows, Home/End, Ctrl+V; ``max_length`` in characters."""

    focusable = True

    def __init__(
        self,
        value: str = "",
        rect: RectLike | None = None,
        *,
        max_length: int = 20,
        placeholder: str = "",
        on_change: Callable[[str], Any] | None = None,
        on_submit: Callable[[str], Any] | None = None,
        font_size: int | None = None,
        tooltip: str | None = None,
        enabled: bool = True,
    ) -> None:
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.max_length = max_length
        self.value = value[:max_length]
        self.cursor = len(self.value)
        self.placeholder = placeholder
        self.on_change = on_change
        self.on_submit = on_submit
        self.size = font_size
        self.composition = ""  # IME text being composed (not yet committed)
        self._blink = 0.0
        self._scroll = 0  # px the text is shifted left to keep the cursor visible

    # Focus turns the platform text input (and the IME) on and off.
    def on_focus(self) -> None:
        pygame.key.start_text_input()
        with contextlib.suppress(pygame.error, TypeError):
            pygame.key.set_text_input_rect(self.rect)  # where the IME shows its candidates
        self._blink = 0.0

    def on_blur(self) -> None:
        self.composition = ""
        pygame.key.stop_text_input()

    def set_value(self, value: str) -> None:
        self.value = value[: self.max_length]
        self.cursor = len(self.value)
        self._notify()

    def _notify(self) -> None:
        self._blink = 0.0
        if self.on_change is not None:
            self.on_change(self.value)

    def insert(self, s: str) -> None:
        s = "".join(ch for ch in s if ch.isprintable())
        room = self.max_length - len(self.value)
        if room <= 0 or not s:
            return
        s = s[:room]
        self.value = self.value[: self.cursor] + s + self.value[self.cursor :]
        self.cursor += len(s)
        self._notify()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            self.cursor = self._index_at(event.pos[0])
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.composition = ""
            self.insert(event.text)
            return True
        if event.type == pygame.TEXTEDITING:
            self.composition = event.text
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if self.composition:
            return True  # the IME owns the keys while composing
        k = event.key
        ctrl = bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if k == pygame.K_BACKSPACE:
            if self.cursor > 0:
                cut = 0 if ctrl else self.cursor - 1
                self.value = self.value[:cut] + self.value[self.cursor :]
                self.cursor = cut
                self._notify()
            return True
        if k == pygame.K_DELETE:
            if self.cursor < len(self.value):
                self.value = self.value[: self.cursor] + self.value[self.cursor + 1 :]
                self._notify()
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.cursor = min(len(self.value), max(0, self.cursor + (1 if k == pygame.K_RIGHT
                                                                     else -1)))
            self._blink = 0.0
            return True
        if k in (pygame.K_HOME, pygame.K_END):
            self.cursor = 0 if k == pygame.K_HOME else len(self.value)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self.value)
            return True
        if k == pygame.K_v and ctrl:
            self.insert(_clipboard_text())
            return True
        # Printable keys arrive again as TEXTINPUT: swallow their KEYDOWN so no hotkey fires
        # while typing a name. Tab, Escape, Up/Down stay free for navigation.
        return bool(getattr(event, "unicode", "")) and k not in (pygame.K_TAB, pygame.K_ESCAPE)

    def _font_size(self) -> int:
        return self.size if self.size is not None else self.font_size(0.46)

    def _pad(self) -> int:
        return max(6, self.rect.h // 4)

    def _index_at(self, x: int) -> int:
        size = self._font_size()
        rel = x - (self.rect.x + self._pad()) + self._scroll
        best, best_d = 0, abs(rel)
        for i in range(1, len(self.value) + 1):
            d = abs(textmod.size(self.value[:i], size)[0] - rel)
            if d < best_d:
                best, best_d = i, d
        return best

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = max(4, self.rect.h // 5)
        bg = (250, 250, 246) if self.enabled else theme.BUTTON_DISABLED
        draw_round_rect(surface, self.rect, bg, radius)
        border = theme.ACCENT if self.focused else (120, 140, 130)
        draw_round_rect(surface, self.rect, border, radius, 2 if self.focused else 1)
        size = self._font_size()
        pad = self._pad()
        inner = self.rect.inflate(-2 * pad, 0)
        shown = self.value[: self.cursor] + self.composition + self.value[self.cursor :]
        caret_x = textmod.size(self.value[: self.cursor] + self.composition, size)[0]
        # Keep the caret in view: scroll the text left when it runs past the box.
        if caret_x - self._scroll > inner.w - 2:
            self._scroll = caret_x - inner.w + 2
        elif caret_x - self._scroll < 0:
            self._scroll = caret_x
        old_clip = surface.get_clip()
        surface.set_clip(inner.clip(old_clip) if old_clip else inner)
        if shown:
            surf = textmod.render(shown, size, theme.TEXT_DARK)
            y = inner.centery - surf.get_height() // 2
            surface.blit(surf, (inner.x - self._scroll, y))
            if self.composition:  # underline the IME's pending text
                x0 = inner.x - self._scroll + textmod.size(self.value[: self.cursor], size)[0]
                pygame.draw.line(surface, theme.TEXT_DARK, (x0, y + surf.get_height() - 3),
                                 (inner.x - self._scroll + caret_x, y + surf.get_height() - 3))
        elif self.placeholder and not self.focused:
            textmod.draw_in_box(surface, self.placeholder, inner, (130, 140, 136), size,
                                align="left")
        if self.focused and self._blink < 0.55:
            x = inner.x - self._scroll + caret_x
            lh = textmod.line_height(size)
            pygame.draw.line(surface, theme.TEXT_DARK, (x, inner.centery - lh // 2 + 2),
                             (x, inner.centery + lh // 2 - 2), 2)
        surface.set_clip(old_clip)


def _clipboard_text() -> str:
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        data = pygame.scrap.get_text()
    except (pygame.error, AttributeError):
        return ""
    return (data or "").replace("\n", " ")


# --- Scrolling -----------------------------------------------------------------------------------


class ScrollView(Widget):
    """A clipped, scrollable column of widgets (rules help, long settings lists).

    Children are placed in *content* coordinates (x from the view's left, y from the content's
    top) with :meth:`set_content` or stacked with :meth:`set_column`; the view moves them as it
    scrolls. Mouse wheel, dragging the content or the scrollbar, and (when focused or hovered)
    Up/Down/PageUp/PageDown/Home/End all scroll. Focusing a child scrolls it into view.
    """

    focusable = True

    def __init__(self, rect: RectLike | None = None, *, step: int | None = None) -> None:
        super().__init__(rect)
        self._children: list[tuple[Widget, pygame.Rect]] = []
        self.content_height = 0
        self.offset = 0.0  # shown scroll position (px)
        self.target = 0.0  # where a wheel scroll is heading (smooth scrolling)
        self.step = step
        self._press: tuple[int, float] | None = None  # (mouse y, offset) at button down
        self.dragging = False
        self._thumb_drag: tuple[int, float] | None = None

    # --- Content ---------------------------------------------------------------------------
    def children(self) -> Sequence[Widget]:
        return [w for w, _ in self._children]

    def set_content(self, items: Sequence[tuple[Widget, RectLike]],
                    content_height: int | None = None) -> None:
        self._children = [(w, pygame.Rect(r)) for w, r in items]
        bottom = max((r.bottom for _, r in self._children), default=0)
        self.content_height = content_height if content_height is not None else bottom
        self.scroll_to(self.target, animate=False)

    def set_column(self, widgets: Sequence[Widget], gap: int = 8, padding: int = 8,
                   heights: Sequence[int] | None = None) -> None:
        """Stack widgets top to bottom at the view's width (minus the scrollbar). Heights come
        from ``heights``, else ``preferred_height(width)``, else the widget's current height."""
        width = self.rect.w - 2 * padding - self.bar_width
        items, y = [], padding
        for i, w in enumerate(widgets):
            if heights is not None:
                h = heights[i]
            elif hasattr(w, "preferred_height"):
                h = w.preferred_height(width)
            else:
                h = w.rect.h
            items.append((w, pygame.Rect(padding, y, width, h)))
            y += h + gap
        self.set_content(items, y - gap + padding if widgets else 0)

    @property
    def bar_width(self) -> int:
        return max(6, self.rect.h // 60)

    @property
    def max_offset(self) -> float:
        return max(0.0, self.content_height - self.rect.h)

    def layout(self, rect: RectLike) -> None:
        super().layout(rect)
        self._place()

    def scroll_to(self, y: float, animate: bool = True) -> None:
        self.target = min(self.max_offset, max(0.0, y))
        if not animate:
            self.offset = self.target
        self._place()

    def scroll_by(self, dy: float, animate: bool = True) -> None:
        self.scroll_to(self.target + dy, animate)

    def ensure_visible(self, child: Widget) -> None:
        """Scroll just enough for ``child`` to be fully in view."""
        for w, r in self._children:
            if w is child:
                if r.y < self.target:
                    self.scroll_to(r.y - 8)
                elif r.bottom > self.target + self.rect.h:
                    self.scroll_to(r.bottom - self.rect.h + 8)
                return

    def _place(self) -> None:
        dy = self.rect.y - round(self.offset)
        for w, r in self._children:
            w.layout(r.move(self.rect.x, dy))

    # --- Events ------------------------------------------------------------------------------
    def _line(self) -> int:
        return self.step if self.step is not None else max(24, self.rect.h // 10)

    def _thumb(self) -> pygame.Rect | None:
        if self.content_height <= self.rect.h:
            return None
        h = max(24, round(self.rect.h * self.rect.h / self.content_height))
        frac = self.offset / self.max_offset if self.max_offset else 0
        y = self.rect.y + round((self.rect.h - h) * frac)
        return pygame.Rect(self.rect.right - self.bar_width - 2, y, self.bar_width, h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        et = event.type
        if et == pygame.MOUSEWHEEL:
            if self.hovered:
                dy = getattr(event, "precise_y", event.y)
                self.scroll_by(-dy * self._line())
                return True
            return False
        if et == pygame.KEYDOWN and (self.focused or self.hovered) \
                and self._scroll_key(event.key):
            return True
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            thumb = self._thumb()
            if thumb is not None and thumb.inflate(8, 0).collidepoint(event.pos):
                self._thumb_drag = (event.pos[1], self.offset)
                return True
            self._press = (event.pos[1], self.offset)
            return self._to_children(event)
        if et == pygame.MOUSEMOTION:
            if self._thumb_drag is not None:
                y0, off0 = self._thumb_drag
                thumb = self._thumb()
                track = self.rect.h - (thumb.h if thumb else 0)
                self.scroll_to(off0 + (event.pos[1] - y0) * self.max_offset / max(1, track),
                               animate=False)
                return True
            if self._press is not None and event.buttons[0]:
                y0, off0 = self._press
                if not self.dragging and abs(event.pos[1] - y0) > DRAG_THRESHOLD:
                    self.dragging = True
                    for w in self.children():
                        w.cancel_press()
                if self.dragging:
                    self.scroll_to(off0 - (event.pos[1] - y0), animate=False)
                    return True
            return self._to_children(event)
        if et == pygame.MOUSEBUTTONUP and event.button == 1:
            was_dragging = self.dragging or self._thumb_drag is not None
            self._press, self._thumb_drag, self.dragging = None, None, False
            if was_dragging:
                return True
            return self._to_children(event)
        # Keys and text go straight from the WidgetGroup to the focused child.
        return False

    def _to_children(self, event: pygame.event.Event) -> bool:
        inside = self.rect.collidepoint(event.pos)
        consumed = False
        for w in reversed(self.children()):
            if not inside:
                # Outside the view nothing is visible: only keep hover states honest.
                if event.type == pygame.MOUSEMOTION:
                    w.hovered = False
                continue
            if w.handle_event(event) and event.type != pygame.MOUSEMOTION:
                consumed = True
                break
        return consumed

    def _scroll_key(self, key: int) -> bool:
        page = self.rect.h * 0.9
        moves = {pygame.K_UP: -self._line(), pygame.K_DOWN: self._line(),
                 pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}
        if key in moves:
            if not self.focused and key in (pygame.K_UP, pygame.K_DOWN):
                return False  # arrows move focus unless the view itself has it
            self.scroll_by(moves[key])
            return True
        if key in (pygame.K_HOME, pygame.K_END) and self.focused:
            self.scroll_to(0 if key == pygame.K_HOME else self.max_offset)
            return True
        return False

    def update(self, dt: float) -> None:
        if self.offset != self.target:
            # Exponential approach: fast start, soft landing, frame-rate independent.
            k = 1 - math.exp(-dt * 18)
            self.offset += (self.target - self.offset) * k
            if abs(self.target - self.offset) < 0.5:
                self.offset = self.target
            self._place()
        for w in self.children():
            w.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.clip(old_clip) if old_clip else self.rect)
        for w in self.children():
            if w.rect.colliderect(self.rect):
                w.draw(surface)
        surface.set_clip(old_clip)
        thumb = self._thumb()
        if thumb is not None:
            track = pygame.Rect(thumb.x, self.rect.y, thumb.w, self.rect.h)
            draw_round_rect(surface, track, (255, 255, 255, 30), thumb.w // 2)
            col = (255, 255, 255, 200) if self._thumb_drag or self.hovered else (255, 255, 255, 130)
            draw_round_rect(surface, thumb, col, thumb.w // 2)


# --- Focus and routing ---------------------------------------------------------------------------


class WidgetGroup:
    """The widgets of one scene: event routing, keyboard focus, focus ring, tooltips.

    Keyboard: Tab / Shift+Tab and the arrows move focus (a focused Choice, Slider, Stepper or
    TextInput keeps Left/Right for itself); Enter / Space activate; a Button's ``hotkey``
    works from anywhere unless a text field is being typed in.
    """

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focused: Widget | None = None
        self.keyboard_mode = False  # show the focus ring only once the keyboard is used
        self.scale = 1.0  # scenes set it from theme.metrics(...).scale
        self._mouse: tuple[int, int] | None = None
        self._hover: Widget | None = None
        self._hover_time = 0.0

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def remove(self, widget: Widget) -> None:
        if self.focused is widget:
            self.focus(None)
        self.widgets.remove(widget)

    # --- Focus ---------------------------------------------------------------------------
    def walk(self) -> Iterator[Widget]:
        """Every widget, depth first (containers before their children)."""
        def rec(ws: Sequence[Widget]) -> Iterator[Widget]:
            for w in ws:
                yield w
                yield from rec(w.children())
        yield from rec(self.widgets)

    def focus_chain(self) -> list[Widget]:
        return [w for w in self.walk() if w.can_focus()]

    def focus(self, widget: Widget | None) -> None:
        if widget is self.focused:
            return
        if self.focused is not None:
            self.focused.focused = False
            self.focused.on_blur()
        self.focused = widget
        if widget is not None:
            widget.focused = True
            widget.on_focus()
            for container in self.walk():
                if isinstance(container, ScrollView) and widget in container.children():
                    container.ensure_visible(widget)

    def move_focus(self, delta: int) -> None:
        chain = self.focus_chain()
        if not chain:
            return
        if self.focused in chain:
            i = (chain.index(self.focused) + delta) % len(chain)  # type: ignore[arg-type]
        else:
            i = 0 if delta > 0 else len(chain) - 1
        self.focus(chain[i])

    # --- Events --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        et = event.type
        if et == pygame.KEYDOWN:
            return self._key(event)
        if et in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            return self.focused is not None and self.focused.handle_event(event)
        if et in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                  pygame.MOUSEWHEEL):
            return self._mouse_event(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        f = self.focused
        if f is not None and f.can_focus() and f.handle_event(event):
            self.keyboard_mode = True
            return True
        k = event.key
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        nav = {pygame.K_TAB: -1 if shift else 1, pygame.K_DOWN: 1, pygame.K_UP: -1,
               pygame.K_RIGHT: 1, pygame.K_LEFT: -1}
        if k in nav:
            if not self.focus_chain():
                return False
            self.keyboard_mode = True
            self.move_focus(nav[k])
            return True
        if k in ACTIVATE_KEYS and f is not None and f.can_focus():
            f.activate()
            return True
        if not isinstance(f, TextInput):
            for w in self.walk():
                if getattr(w, "hotkey", None) == k and w.visible and w.enabled:
                    w.activate()
                    return True
        # Unhandled ScrollView keys (PageDown while hovering) reach hovered views too.
        return any(w.handle_event(event) for w in self.walk()
                   if isinstance(w, ScrollView) and w.hovered and w is not f)

    def _mouse_event(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self._mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.keyboard_mode = False
        consumed = False
        # Top-most (last drawn) first; motion goes to everyone so hover states stay right.
        for w in reversed(self.widgets):
            if not w.visible:
                continue
            if w.handle_event(event) and event.type != pygame.MOUSEMOTION:
                consumed = True
                break
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self._focusable_at(event.pos)
            self.focus(target)
        return consumed

    def _focusable_at(self, pos: tuple[int, int]) -> Widget | None:
        def rec(ws: Sequence[Widget]) -> Widget | None:
            hit = None
            for w in ws:
                if not w.visible or not w.rect.collidepoint(pos):
                    continue  # also skips children scrolled out of their view
                if w.can_focus():
                    hit = w
                inner = rec(w.children())
                if inner is not None:
                    hit = inner  # the child under the mouse wins over its container
            return hit
        return rec(self.widgets)

    # --- Frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for w in self.widgets:
            if w.visible:
                w.update(dt)
        hovered = None
        if self._mouse is not None:
            for w in self.walk():
                if w.visible and w.rect.collidepoint(self._mouse) and w.tooltip_text():
                    hovered = w
        if hovered is not self._hover:
            self._hover, self._hover_time = hovered, 0.0
        else:
            self._hover_time += dt

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface)
        f = self.focused
        if f is not None and self.keyboard_mode and f.visible and not isinstance(f, TextInput):
            draw_focus_ring(surface, f.rect, self.scale)
        self._draw_tooltip(surface)

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        widget, anchor = None, None
        if self._hover is not None and self._hover_time >= TOOLTIP_DELAY:
            widget, anchor = self._hover, self._mouse
        elif self.keyboard_mode and self.focused is not None and self.focused.tooltip_text():
            widget = self.focused
            anchor = (widget.rect.centerx, widget.rect.bottom)
        if widget is None or anchor is None:
            return
        tip = widget.tooltip_text()
        if tip:
            draw_tooltip(surface, tip, anchor, self.scale)


def draw_tooltip(surface: pygame.Surface, tip: str, anchor: tuple[int, int],
                 scale: float = 1.0) -> pygame.Rect:
    """A dark bubble with ``tip`` just below ``anchor``, kept inside the surface."""
    size = max(12, round(17 * scale))
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
