"""The base class of every screen of the game.

A scene lives on the :class:`~uno_desktop.ui.app.App`'s stack. Only the top scene receives
events and updates; scenes below it are paused. A scene that is not ``opaque`` (a dialog, the
pause menu) lets the scenes under it be drawn first, so it can dim them and sit on top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from uno_desktop.ui.app import App


class Scene:
    """Override what you need; every hook has a do-nothing default."""

    #: False for overlays: the App then draws the scenes below this one first.
    opaque: bool = True
    #: The route this scene was opened by (set by the :class:`~uno_desktop.ui.router.Router`).
    route_name: str | None = None

    def __init__(self) -> None:
        # Set by App.push/replace before on_enter, so hooks can reach shared services.
        self.app: App | None = None

    # --- Life cycle (called by the App) ---------------------------------------------------------
    def on_enter(self) -> None:
        """Pushed onto the stack (``self.app`` and the window size are known now)."""

    def on_exit(self) -> None:
        """Removed from the stack (popped or replaced)."""

    def on_pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def on_resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size (also sent to paused scenes so they are ready to show)."""

    # --- The frame ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool | None:
        """Handle one event. Return True when consumed: the App then skips its default (for
        ``QUIT``, a scene may return True to ask "save before leaving?" instead)."""
        return None

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto ``surface`` (the window)."""

    def needs_frames(self) -> bool:
        """True while something on screen moves on its own (an animation, a timer). When the top
        scene says False, the App sleeps until an event comes (or a slow wake-up tick), so an
        idle screen costs next to no CPU. The default keeps drawing: say False only when sure."""
        return True

    # --- Helpers -----------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        """The window size (or the display surface's if there is no App yet)."""
        if self.app is not None:
            return self.app.size
        surf = pygame.display.get_surface()
        return surf.get_size() if surf is not None else (0, 0)
