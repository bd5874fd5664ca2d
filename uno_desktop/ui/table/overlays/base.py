"""What every scene on top of the table shares: the dimmed table behind it, a title, a
button column and the way back to the menu."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from uno_desktop.ui import routes, theme
from uno_desktop.ui import text as textmod
from uno_desktop.ui.scene import Host, Scene
from uno_desktop.ui.widgets import Widget, WidgetGroup

if TYPE_CHECKING:
    from uno_desktop.ui.table_handle import TableHandle


def back_to_menu(app: Host) -> None:
    """Leave the table for the main menu (the menu under it, or a new one)."""
    app.router.back_to(routes.MENU)


def pop_to(app: Host, table: TableHandle) -> None:
    """Close every scene above ``table`` (the table's scene itself stays)."""
    target: object = table  # a Scene that is also the TableHandle the overlay was given
    while app.scene is not None and app.scene is not target:
        app.pop()


def _dim(surface: pygame.Surface, alpha: int) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


def _title(surface: pygame.Surface, words: str, rect: pygame.Rect, m: theme.Metrics,
           color: tuple[int, int, int] = theme.TEXT, size: int | None = None) -> None:
    textmod.draw_in_box(surface, words, rect, color, size=size or m.font_title,
                        min_size=m.font_body, bold=True, shadow=theme.TEXT_SHADOW)


class _Overlay(Scene):
    """Shared: a WidgetGroup of buttons, M for mute, metrics on resize, and cheap drawing.

    The scene below is drawn once into a backdrop (dimmed by ``DIM``); a frame then costs one
    blit plus this scene's own content, and nothing at all while nothing changes (the window
    keeps its picture): only events, the first ``ANIMATE`` seconds and ``busy()`` redraw."""

    opaque = True  # draws the scene below itself, from the backdrop
    DIM = 150
    ANIMATE = 0.6

    def __init__(self, table: TableHandle) -> None:
        super().__init__()
        self.table = table
        self.ui = WidgetGroup()
        self.m = theme.metrics((1280, 720))
        self.age = 0.0
        self._backdrop: pygame.Surface | None = None
        self._dirty = True
        self._drawn_frame = -1
        self._last_surface: pygame.Surface | None = None

    def t(self, msg_id: str, **args: Any) -> str:
        return self.table.ctx.t(msg_id, **args)

    def on_enter(self) -> None:
        self.build()

    def build(self) -> None:
        """(Re)create the buttons."""

    def on_resize(self, size: tuple[int, int]) -> None:
        self.m = theme.metrics(size)
        self.ui.scale = self.m.scale
        self._backdrop = None
        self._dirty = True
        self.place(size)

    def on_resume(self) -> None:
        self._backdrop = None
        self._dirty = True

    def place(self, size: tuple[int, int]) -> None:
        """Lay the buttons out for ``size``."""

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        self._dirty = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            sounds = self.table.ctx.services.sounds
            if sounds is not None:
                sounds.toggle_mute()
            return True
        if self.ui.handle_event(event):
            return True
        return None

    def update(self, dt: float) -> None:
        self.age += dt
        self.ui.update(dt)

    def busy(self) -> bool:
        """True while this scene's content moves by itself."""
        return self.age < self.ANIMATE

    def below(self) -> Scene | None:
        app = self.app
        if app is None or self not in app.scenes:
            return None
        i = app.scenes.index(self)
        return app.scenes[i - 1] if i > 0 else None

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        if self._backdrop is None or self._backdrop.get_size() != size:
            snap = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                snap = snap.convert()
            below = self.below()
            if below is not None:
                below.draw(snap)
            if self.DIM:
                _dim(snap, self.DIM)
            self._backdrop = snap
        return self._backdrop

    def draw(self, surface: pygame.Surface) -> None:
        frame = getattr(self.app, "frame", 0)
        # Asked twice in one frame (a test measuring text), or onto another surface (a
        # snapshot): draw. Otherwise only what changed needs a new picture.
        again = frame == self._drawn_frame or surface is not self._last_surface
        if not (self._dirty or self.busy() or again):
            return  # the window still shows the last picture
        self._drawn_frame = frame
        self._last_surface = surface
        self._dirty = False
        surface.blit(self.backdrop(surface.get_size()), (0, 0))
        self.draw_content(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """This scene's own picture, over the backdrop."""

    def _column(self, buttons: Sequence[Widget], center_x: int, top: int, width: int) -> int:
        m = self.m
        y = top
        for b in buttons:
            b.layout(pygame.Rect(center_x - width // 2, y, width, m.button_h))
            y += m.button_h + m.gap
        return y


# --- Pass the screen ---------------------------------------------------------------------------
