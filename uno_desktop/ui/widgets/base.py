"""The widget base class, the keys that activate a widget, and the click feedback hook."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from uno_desktop.ui import theme

RectLike = pygame.Rect | tuple[int, int, int, int]

_feedback: Callable[[str], None] | None = None


def set_feedback(fn: Callable[[str], None] | None) -> None:
    """Give widgets a way to make noise: ``set_feedback(app.services.sounds.play)``. They call it
    with "click" when pressed (widgets know nothing about the sound service)."""
    global _feedback
    _feedback = fn


def _beep(name: str = "click") -> None:
    if _feedback is not None:
        _feedback(name)


ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Widget:
    """Base of all widgets. ``handle_event`` returns True when it consumed the event."""

    focusable = False
    #: Comes after every other widget in the Tab order, wherever it sits (a seat's "×").
    focus_last = False

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

    def animating(self) -> bool:
        """True while the widget still moves on its own (a flash, a sliding knob, a scroll):
        the App then keeps drawing frames; otherwise it may sleep until the next event."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def font_size(self, share: float = 0.42, height: int | None = None) -> int:
        """The text size for the widget's height (or ``height``, to size it before layout)."""
        return max(theme.MIN_TEXT, round((self.rect.h if height is None else height) * share))

    def _track_hover(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)

    def _accepts(self, event: pygame.event.Event) -> bool:
        """The guard of every interactive widget: a hidden one ignores events; a disabled one
        only keeps its hover state honest (its tooltip says why it is disabled)."""
        if not self.visible:
            return False
        self._track_hover(event)
        return self.enabled

    def _left_press_in(self, event: pygame.event.Event, rect: pygame.Rect | None = None
                       ) -> bool:
        """A left-button press inside ``rect`` (default: the widget)."""
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
            and (self.rect if rect is None else rect).collidepoint(event.pos)
