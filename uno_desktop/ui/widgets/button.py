"""The push button, in four styles; a disabled one explains itself in its tooltip."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import pygame

from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme
from uno_desktop.ui.widgets.base import ACTIVATE_KEYS, RectLike, Widget, _beep
from uno_desktop.ui.widgets.drawing import draw_round_rect

ButtonStyle = Literal["normal", "primary", "ghost", "danger"]


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
        if not self._accepts(event):
            return False
        if self._left_press_in(event):
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

    def animating(self) -> bool:
        return self._flash > 0

    def _colors(self) -> tuple[tuple[int, ...] | None, tuple[int, ...], tuple[int, ...] | None]:
        """(fill, text, border) for the current state."""
        down = (self.pressed and self.hovered) or self._flash > 0
        if not self.enabled:
            if self.style == "ghost":
                return None, theme.BUTTON_DISABLED_TEXT, theme.BUTTON_DISABLED
            return theme.BUTTON_DISABLED, theme.BUTTON_DISABLED_TEXT, None
        if self.style in ("primary", "danger"):
            base = theme.BUTTON_PRIMARY if self.style == "primary" else theme.DANGER
            fill: tuple[int, ...] | None = (theme.BUTTON_PRIMARY_PRESSED if down else
                    theme.lighten(base, 0.12) if self.hovered else base)
            return fill, theme.WHITE, None
        if self.style == "ghost":
            fill = (255, 255, 255, 60) if down else (255, 255, 255, 30) if self.hovered else None
            return fill, theme.TEXT, theme.TEXT
        fill = (theme.BUTTON_PRESSED if down else
                theme.BUTTON_HOVER if self.hovered else theme.BUTTON)
        return fill, theme.BUTTON_TEXT, None

    def width_for(self, height: int) -> int:
        """The width at which the label fits on one line at its full size in a button
        ``height`` px tall (the padding :meth:`draw` leaves around it included)."""
        size = self.size if self.size is not None else self.font_size(0.42, height)
        return textmod.get().width(self.label, size, True) + 2 * max(4, height // 4) + 2

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
