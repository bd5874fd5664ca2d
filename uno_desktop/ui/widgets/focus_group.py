"""A scene's widgets as one group: event routing, keyboard focus, focus ring, tooltips."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pygame

from uno_desktop.ui.widgets.base import ACTIVATE_KEYS, Widget
from uno_desktop.ui.widgets.drawing import draw_focus_ring, draw_tooltip
from uno_desktop.ui.widgets.scroll_view import ScrollView
from uno_desktop.ui.widgets.text_input import TextInput

TOOLTIP_DELAY = 0.45  # seconds of hovering before a tooltip shows


def _descendants(widget: Widget) -> list[Widget]:
    out: list[Widget] = []
    for child in widget.children():
        out += [child, *_descendants(child)]
    return out


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
        """The Tab order: depth first, except that widgets marked ``focus_last`` (a seat's
        "×") come after all the others, wherever they sit."""
        chain = [w for w in self.walk() if w.can_focus()]
        return sorted(chain, key=lambda w: w.focus_last)

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
                if isinstance(container, ScrollView):
                    for child in container.children():  # the child holding it, at any depth
                        if child is widget or widget in _descendants(child):
                            container.ensure_visible(child)

    def move_focus(self, delta: int) -> None:
        chain = self.focus_chain()
        if not chain:
            return
        if self.focused in chain:
            i = (chain.index(self.focused) + delta) % len(chain)
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

    def animating(self) -> bool:
        """Something moves on its own, or a tooltip is about to show."""
        if self._hover is not None and self._hover_time < TOOLTIP_DELAY:
            return True
        return any(w.visible and w.animating() for w in self.widgets)

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
