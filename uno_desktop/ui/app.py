"""The window, the scene stack and the one game loop.

``App`` is deliberately a plain container: whoever builds it (``__main__``, a test) fills in
the shared services (``app.services``: translator, settings, storage, sounds...) and pushes the
first scene. Tests drive it frame by frame with :meth:`App.step`, handing in synthetic events
and a fixed ``dt``, so nothing depends on wall-clock time.
"""

from __future__ import annotations

import gc
import logging
import time
import warnings
from collections.abc import Callable, Iterable
from pathlib import Path

import pygame

from uno_desktop.ui import theme
from uno_desktop.ui.quiet import c_stderr_silenced
from uno_desktop.ui.router import Router
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.services import Services

log = logging.getLogger(__name__)

# A frame longer than this (window dragged, laptop asleep) is cut short, so animations and bot
# timers do not jump ahead by seconds.
MAX_DT = 0.1
# An idle scene (nothing moves) still gets a frame this often while the App waits for events.
IDLE_WAKE_MS = 500
# After this many crashes in a row (the crash handler itself failing), give up and raise.
MAX_CONSECUTIVE_CRASHES = 3


class App:
    """Owns the window and a stack of :class:`Scene`. See the module docstring."""

    def __init__(
        self,
        size: tuple[int, int] = (1280, 720),
        title: str = "UNO",
        *,
        fps: int = 60,
        fullscreen: bool = False,
        min_size: tuple[int, int] = theme.MIN_WINDOW,
        icon: pygame.Surface | None = None,
    ) -> None:
        with c_stderr_silenced():  # no sound card: pages of ALSA errors (see ui/sound.py)
            pygame.init()  # idempotent; the App may be built by a test that already did it
        self.fps = fps
        self.min_size = min_size
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self.running = True
        self.frame = 0  # frames stepped so far
        self.time = 0.0  # seconds of game time stepped so far (sum of dt)

        # Shared services: set by whoever builds the App; the App itself never uses them.
        self.services = Services()
        self.router = Router(self)
        self.crashed = False

        # How the loop spends the rest of a frame when it does not sleep it out: the table with
        # phones sets the phone server's wait, which wakes at once when a phone picks.
        self.frame_waiter: Callable[[float], None] | None = None
        self._tick_at = time.perf_counter()

        # Replace with a callable (exc) -> None that shows a crash scene; default re-raises.
        self.on_crash: Callable[[Exception], None] = self._reraise

        pygame.display.set_caption(title)
        if icon is not None:
            pygame.display.set_icon(icon)
        self._windowed_size = self._clamp(size)
        self.fullscreen = False
        self._set_mode(self._windowed_size, fullscreen=fullscreen)
        self._size = self.screen.get_size()
        self._consecutive_crashes = 0
        # The stack as last drawn: an idle frame still draws when a scene came or went (the
        # router opened one from a scene's update, or from outside the loop).
        self._drawn: list[Scene] = []
        self._collect_due = False  # a scene left the stack: collect its garbage after the frame

    # --- Window --------------------------------------------------------------------------------
    @property
    def screen(self) -> pygame.Surface:
        """The window's surface (fetched each time: a resize replaces it)."""
        surf = pygame.display.get_surface()
        assert surf is not None, "the App's window was closed"
        return surf

    @property
    def size(self) -> tuple[int, int]:
        return self._size

    def _clamp(self, size: tuple[int, int]) -> tuple[int, int]:
        return (max(self.min_size[0], int(size[0])), max(self.min_size[1], int(size[1])))

    def _set_mode(self, size: tuple[int, int], *, fullscreen: bool) -> None:
        if fullscreen:
            # (0, 0) = the desktop resolution: a real fullscreen without changing video modes.
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self.fullscreen = fullscreen
        self._apply_min_size()

    def _apply_min_size(self) -> None:
        # Let the OS stop the user from shrinking the window below the layout's minimum. The
        # display-module Window accessor is deprecated for rendering, not for this; ignore it
        # quietly, and fall back to clamping in _on_resize if it is unavailable.
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = self.min_size
        except (AttributeError, pygame.error, ValueError):
            pass

    def toggle_fullscreen(self) -> None:
        """F11 (handled globally by :meth:`step`)."""
        if self.fullscreen:
            self._set_mode(self._windowed_size, fullscreen=False)
        else:
            self._windowed_size = self._size
            self._set_mode(self._windowed_size, fullscreen=True)
        self._check_size()

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window (tests use it; the user resizes with the mouse)."""
        self._on_resize(size)
        self._check_size()

    def _on_resize(self, size: tuple[int, int]) -> None:
        if self.fullscreen:
            return
        wanted = self._clamp(size)
        # SDL has usually resized the surface already; set_mode only when it has not (a test's
        # synthetic event, or a size below the minimum on a platform ignoring minimum_size).
        if self.screen.get_size() != wanted:
            self._set_mode(wanted, fullscreen=False)
        self._windowed_size = wanted

    def _check_size(self) -> None:
        size = self.screen.get_size()
        if size != self._size:
            self._size = size
            for scene in list(self.scenes):
                scene.on_resize(size)

    def screenshot(self, path: str | Path) -> Path:
        """Save what the window shows now as PNG (parent folders are created)."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path

    # --- Scene stack -------------------------------------------------------------------------
    @property
    def scene(self) -> Scene | None:
        """The top scene (the one receiving events), or None."""
        return self.scenes[-1] if self.scenes else None

    def _enter(self, scene: Scene) -> None:
        scene.app = self
        self.scenes.append(scene)
        scene.on_enter()
        # Scenes do their layout in on_resize; calling it here means layout lives in one place.
        scene.on_resize(self._size)

    def _leave(self, scene: Scene) -> None:
        scene.on_exit()
        # A scene is a web of objects that refer to one another (parts hold their scene), so
        # only the cycle collector frees it, and with it window-sized pictures whose weight
        # the collector cannot see: left to its own schedule it waited dozens of matches while
        # memory grew by hundreds of MB (``--benchmark``'s memory figure). Collect once the
        # frame that changed scenes is drawn.
        self._collect_due = True

    def push(self, scene: Scene) -> Scene:
        """Put ``scene`` on top; the previous top is paused."""
        if self.scenes:
            self.scenes[-1].on_pause()
        self._enter(scene)
        return scene

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below resumes. An empty stack ends the loop."""
        if not self.scenes:
            return None
        old = self.scenes.pop()
        self._leave(old)
        if self.scenes:
            self.scenes[-1].on_resume()
        else:
            self.running = False
        return old

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (the one below is not resumed in between)."""
        if self.scenes:
            self._leave(self.scenes.pop())
        self._enter(scene)
        return scene

    def reset(self, scene: Scene) -> Scene:
        """Exit every scene (top first) and start over with ``scene`` ("back to menu")."""
        while self.scenes:
            self._leave(self.scenes.pop())
        self._enter(scene)
        return scene

    def quit(self) -> None:
        """End the loop after this frame."""
        self.running = False

    # --- The loop ------------------------------------------------------------------------------
    def step(
        self, events: Iterable[pygame.event.Event] | None = None, dt: float | None = None
    ) -> bool:
        """Run one frame: events -> top scene, update(dt), draw, flip. Returns ``running``.

        ``events=None`` pulls the real event queue (waiting for one while the top scene is idle,
        see :meth:`Scene.needs_frames`); ``dt=None`` ticks the clock at ``fps``.
        """
        unchanged = False  # an idle scene woke up with nothing to do: its frame is the same
        if events is None:
            events = self._next_events()
            unchanged = not events and not self._scene_moves()
        if dt is None:
            dt = self._tick()
        dt = min(max(dt, 0.0), MAX_DT)

        for event in events:
            self._dispatch(event)
            if not self.running:
                return False
        self._check_size()

        top = self.scene
        if top is not None:
            top.update(dt)
        self.time += dt
        self.frame += 1
        if not unchanged or self.scenes != self._drawn:
            self.draw()
            pygame.display.flip()
            self._drawn = list(self.scenes)
        if self._collect_due:
            self._collect_due = False
            gc.collect()
        return self.running

    def _tick(self) -> float:
        """Wait out the rest of the frame (``fps``): sleeping, or in ``frame_waiter``, which
        may end it early. Returns the seconds since the last frame began."""
        waiter = self.frame_waiter
        if waiter is None:
            dt = self.clock.tick(self.fps) / 1000.0
            self._tick_at = time.perf_counter()
            return dt
        rest = 1.0 / self.fps - (time.perf_counter() - self._tick_at)
        if rest > 0:
            waiter(rest)
        now = time.perf_counter()
        dt, self._tick_at = now - self._tick_at, now
        self.clock.tick()  # keeps the clock's frame rate meaningful
        return dt

    def close(self) -> None:
        """Every scene leaves, top first (the game is closing: a table stops its phone
        server, and so on)."""
        while self.scenes:
            self._leave(self.scenes.pop())
        self.running = False

    def _scene_moves(self) -> bool:
        top = self.scene
        return top is None or top.needs_frames()

    def _next_events(self) -> list[pygame.event.Event]:
        """The queued events; when the top scene is idle, first wait for one (at most
        IDLE_WAKE_MS: scenes still get their update, e.g. a clock)."""
        if self._scene_moves():
            return pygame.event.get()
        first = pygame.event.wait(IDLE_WAKE_MS)
        rest = pygame.event.get()
        return rest if first.type == pygame.NOEVENT else [first, *rest]

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.VIDEORESIZE:
            self._on_resize((event.w, event.h))
            self._check_size()
            return
        top = self.scene
        consumed = bool(top.handle_event(event)) if top is not None else False
        if event.type == pygame.QUIT and not consumed:
            self.quit()

    def draw(self, surface: pygame.Surface | None = None) -> None:
        """Draw the visible scenes bottom-up: from the highest opaque one to the top."""
        surface = surface if surface is not None else self.screen
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        if not self.scenes or not self.scenes[max(start, 0)].opaque:
            surface.fill((0, 0, 0))
        for scene in self.scenes[max(start, 0) :]:
            scene.draw(surface)

    def run(self, max_frames: int | None = None) -> None:
        """Loop until :meth:`quit`, an empty stack, or ``max_frames`` frames.

        An exception from a scene is logged with its traceback and handed to ``on_crash`` (which
        may push a crash scene and let the loop go on); by default it is re-raised.
        """
        frames = 0
        while self.running and (max_frames is None or frames < max_frames):
            try:
                self.step()
            except Exception as exc:
                scene = type(self.scene).__name__ if self.scene else "no scene"
                log.exception("crash in scene %s", scene)
                self._consecutive_crashes += 1
                if self._consecutive_crashes > MAX_CONSECUTIVE_CRASHES:
                    raise
                self.on_crash(exc)
            else:
                self._consecutive_crashes = 0
            frames += 1

    @staticmethod
    def _reraise(exc: Exception) -> None:
        raise exc
