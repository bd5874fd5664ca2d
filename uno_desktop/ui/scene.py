"""The base class of every screen of the game.

A scene lives on the :class:`~uno_desktop.ui.app.App`'s stack. Only the top scene receives
events and updates; scenes below it are paused. A scene that is not ``opaque`` (a dialog, the
pause menu) lets the scenes under it be drawn first, so it can dim them and sit on top.

A scene sees the App that runs it as a :class:`Host`, and the router as a :class:`Navigator`:
protocols defined here, below the App and the router, so that neither this module nor a scene
imports them (the three would otherwise import one another).
"""

from __future__ import annotations

from typing import Any, ParamSpec, Protocol

import pygame

from uno_desktop.ui.route import Route
from uno_desktop.ui.services import Services

P = ParamSpec("P")


class Navigator(Protocol):
    """Opening scenes by route: what a scene may ask of the App's router (``ui/router.py``)."""

    def registered(self, route: Route[Any]) -> bool: ...

    def make(self, route: Route[P], *args: P.args, **kwargs: P.kwargs) -> Scene: ...

    def push(self, route: Route[P], *args: P.args, **kwargs: P.kwargs) -> Scene: ...

    def replace(self, route: Route[P], *args: P.args, **kwargs: P.kwargs) -> Scene: ...

    def reset(self, route: Route[P], *args: P.args, **kwargs: P.kwargs) -> Scene: ...

    def back_to(self, route: Route[P], *args: P.args, **kwargs: P.kwargs) -> None: ...


class Host(Protocol):
    """The App (``ui/app.py``) as the scenes on its stack see it."""

    #: Set when the crash screen replaced every scene (the game then exits with an error).
    crashed: bool

    @property
    def services(self) -> Services: ...

    @property
    def router(self) -> Navigator: ...

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def fullscreen(self) -> bool: ...

    @property
    def scenes(self) -> list[Scene]: ...

    @property
    def scene(self) -> Scene | None: ...

    def push(self, scene: Scene) -> Scene: ...

    def pop(self) -> Scene | None: ...

    def replace(self, scene: Scene) -> Scene: ...

    def reset(self, scene: Scene) -> Scene: ...

    def quit(self) -> None: ...

    def toggle_fullscreen(self) -> None: ...


class Scene:
    """Override what you need; every hook has a do-nothing default."""

    #: False for overlays: the App then draws the scenes below this one first.
    opaque: bool = True
    #: The route this scene was opened by (set by the :class:`~uno_desktop.ui.router.Router`).
    route_name: str | None = None

    def __init__(self) -> None:
        # Set by App.push/replace before on_enter, so hooks can reach shared services.
        self.app: Host | None = None

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
