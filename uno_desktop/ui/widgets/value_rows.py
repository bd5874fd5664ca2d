"""Settings rows: a label on the left and a value control on the right (toggle, choice,
stepper, slider)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme
from uno_desktop.ui.widgets.base import ACTIVATE_KEYS, RectLike, Widget, _beep
from uno_desktop.ui.widgets.drawing import draw_chevron, draw_round_rect


class _Row(Widget):
    """A settings row: its label fills the left part, the control the right ``control_share``."""

    focusable = True
    control_share = 0.42
    on_change: Callable[[Any], Any] | None  # set by each row type

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

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self.draw_row(surface)
        self.draw_control(surface)

    def draw_control(self, surface: pygame.Surface) -> None:
        """The control in ``control_rect`` (each row type draws its own)."""

    def _changed(self) -> None:
        _beep()

    def _report(self, value: Any) -> None:
        """The user changed the value: a click, then the owner hears of it."""
        self._changed()
        if self.on_change is not None:
            self.on_change(value)


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
            self._report(value)

    def activate(self) -> None:
        if self.enabled:
            self.set(not self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self._accepts(event):
            return False
        if self._left_press_in(event):
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

    def animating(self) -> bool:
        return self._knob != (1.0 if self.value else 0.0)

    def update(self, dt: float) -> None:
        target = 1.0 if self.value else 0.0
        step = dt * 8
        self._knob = min(target, self._knob + step) if self._knob < target \
            else max(target, self._knob - step)

    def draw_control(self, surface: pygame.Surface) -> None:
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
            self._report(self.value)

    def activate(self) -> None:
        if self.enabled:
            self.step(1)

    def width_for(self, height: int) -> int:
        """The control's width at which every option's name fits on one line (no "…") in a
        control ``height`` px tall: the widest name at its drawn size, plus the two arrows."""
        size = self.font_size(0.42, height)
        widest = max((textmod.get().width(name, size, True) for _, name in self.options),
                     default=0)
        return widest + 2 * height + max(4, height // 4)

    def _arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        c = self.control_rect
        s = c.h
        return pygame.Rect(c.x, c.y, s, s), pygame.Rect(c.right - s, c.y, s, s)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self._accepts(event):
            return False
        if self._left_press_in(event):
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

    def draw_control(self, surface: pygame.Surface) -> None:
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
            self._report(value)

    def _button_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        c = self.control_rect
        s = round(c.h * 0.8)
        minus = pygame.Rect(0, 0, s, s)
        plus = pygame.Rect(0, 0, s, s)
        minus.midleft = (c.x, c.centery)
        plus.midright = (c.right - max(4, c.h // 8), c.centery)
        return minus, plus

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self._accepts(event):
            return False
        if self._left_press_in(event):
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

    def draw_control(self, surface: pygame.Surface) -> None:
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
        if not self._accepts(event):
            return False
        if self._left_press_in(event, self.control_rect):
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

    def draw_control(self, surface: pygame.Surface) -> None:
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
