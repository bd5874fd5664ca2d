"""A clipped, scrollable column of widgets."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from uno_desktop.ui.widgets.base import RectLike, Widget
from uno_desktop.ui.widgets.drawing import draw_round_rect

DRAG_THRESHOLD = 6  # px the mouse must move before a press in a ScrollView becomes a drag


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

    def animating(self) -> bool:
        return self.offset != self.target or any(w.animating() for w in self.children())

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
