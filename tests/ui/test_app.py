"""The App's loop and scene stack, driven frame by frame with synthetic events."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame
import pytest

from uno_desktop.ui.app import MAX_DT, App
from uno_desktop.ui.scene import Scene


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], opaque: bool = True) -> None:
        super().__init__()
        self.name, self.log, self.opaque = name, log, opaque
        self.events: list[int] = []
        self.dts: list[float] = []
        self.sizes: list[tuple[int, int]] = []
        self.fill = (10, 20, 30)

    def on_enter(self) -> None:
        self.log.append(f"{self.name}.enter")

    def on_exit(self) -> None:
        self.log.append(f"{self.name}.exit")

    def on_pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def on_resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def on_resize(self, size: tuple[int, int]) -> None:
        self.sizes.append(size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.events.append(event.type)
        return False

    def update(self, dt: float) -> None:
        self.dts.append(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"{self.name}.draw")
        if self.opaque:
            surface.fill(self.fill)
        else:
            pygame.draw.rect(surface, (200, 0, 0), (0, 0, 10, 10))


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_stack_hooks_in_order(app: App) -> None:
    log: list[str] = []
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    app.push(a)
    assert a.app is app and a.sizes == [(1280, 720)]  # layout hook right after enter
    app.push(b)
    app.replace(c)
    app.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert app.scene is a
    app.reset(Recorder("d", log))
    assert log[-2:] == ["a.exit", "d.enter"] and len(app.scenes) == 1


def test_only_the_top_scene_gets_events_and_updates(app: App) -> None:
    log: list[str] = []
    bottom, top = Recorder("bottom", log), Recorder("top", log)
    app.push(bottom)
    app.push(top)
    app.step([key(pygame.K_a)], dt=0.016)
    assert top.events == [pygame.KEYDOWN] and bottom.events == []
    assert top.dts == [0.016] and bottom.dts == []
    assert "bottom.draw" not in log  # opaque top: the bottom is not drawn
    assert app.frame == 1 and app.time == pytest.approx(0.016)


def test_overlay_scene_draws_over_the_one_below(app: App) -> None:
    log: list[str] = []
    app.push(Recorder("table", log))
    app.push(Recorder("dialog", log, opaque=False))
    app.step([], dt=0.01)
    assert [e for e in log if e.endswith("draw")] == ["table.draw", "dialog.draw"]
    assert tuple(app.screen.get_at((100, 100)))[:3] == (10, 20, 30)
    assert tuple(app.screen.get_at((5, 5)))[:3] == (200, 0, 0)


def test_dt_is_clamped(app: App) -> None:
    s = app.push(Recorder("s", []))
    app.step([], dt=5.0)
    assert s.dts == [MAX_DT]


def test_quit_event_stops_unless_a_scene_consumes_it(app: App) -> None:
    class Guard(Scene):
        def handle_event(self, event: pygame.event.Event) -> bool:
            return event.type == pygame.QUIT

    app.push(Guard())
    assert app.step([pygame.event.Event(pygame.QUIT)], dt=0.01)
    assert app.running
    app.replace(Recorder("s", []))
    assert not app.step([pygame.event.Event(pygame.QUIT)], dt=0.01)
    assert not app.running


def test_popping_the_last_scene_ends_the_loop(app: App) -> None:
    app.push(Recorder("only", []))
    app.pop()
    assert not app.running
    assert app.pop() is None


def test_resize_is_clamped_to_minimum_and_reaches_every_scene(app: App) -> None:
    log: list[str] = []
    a, b = Recorder("a", log), Recorder("b", log)
    app.push(a)
    app.push(b)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=700, size=(1000, 700))], 0.01)
    assert app.size == (1000, 700) == app.screen.get_size()
    assert a.sizes[-1] == b.sizes[-1] == (1000, 700)
    app.resize((500, 300))
    assert app.size == app.min_size


def test_f11_toggles_fullscreen_globally(app: App) -> None:
    s = app.push(Recorder("s", []))
    app.step([key(pygame.K_F11)], dt=0.01)
    assert app.fullscreen and s.events == []
    app.step([key(pygame.K_F11)], dt=0.01)
    assert not app.fullscreen and app.size == (1280, 720)


def test_run_max_frames_and_screenshot(app: App, tmp_path: Path) -> None:
    s = app.push(Recorder("s", []))
    s.fill = (1, 200, 3)
    app.run(max_frames=3)
    assert app.frame == 3 and app.running
    out = app.screenshot(tmp_path / "shots" / "frame.png")
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    assert tuple(img.get_at((640, 360)))[:3] == (1, 200, 3)


class Boom(Scene):
    def update(self, dt: float) -> None:
        raise RuntimeError("boom")


def test_crash_is_logged_and_handed_to_on_crash(app: App, caplog: pytest.LogCaptureFixture
                                                ) -> None:
    crashes: list[Exception] = []

    def on_crash(exc: Exception) -> None:
        crashes.append(exc)
        app.replace(Recorder("crash screen", []))

    app.on_crash = on_crash
    app.push(Boom())
    with caplog.at_level(logging.ERROR):
        app.run(max_frames=3)
    assert len(crashes) == 1 and str(crashes[0]) == "boom"
    assert app.frame == 2  # the loop went on with the crash screen
    assert "crash in scene Boom" in caplog.text and "RuntimeError: boom" in caplog.text


def test_crash_reraises_by_default(app: App) -> None:
    app.push(Boom())
    with pytest.raises(RuntimeError, match="boom"):
        app.run(max_frames=2)


def test_a_crash_handler_that_cannot_recover_gives_up(app: App) -> None:
    calls: list[Exception] = []
    app.on_crash = calls.append  # does not replace the broken scene
    app.push(Boom())
    with pytest.raises(RuntimeError):
        app.run()
    assert len(calls) == 3


def test_services_are_one_typed_object(app: App) -> None:
    """A bare App has default services (no translator, default settings, no storage), in
    ``app.services`` only: the App forwards none of them."""
    from uno_desktop.app_settings import AppSettings

    services = app.services
    assert services.translator is None and services.storage is None
    assert services.settings == AppSettings()
    for name in ("translator", "settings", "storage", "sounds", "notices", "launch", "log_file"):
        assert not hasattr(app, name)
    assert app.services.tr.locale == "en"  # English when no translator was set


class _Still(Scene):
    """A scene that draws and counts, and says whether it moves."""

    def __init__(self) -> None:
        super().__init__()
        self.moving = False
        self.draws = 0
        self.updates = 0

    def needs_frames(self) -> bool:
        return self.moving

    def update(self, dt: float) -> None:
        self.updates += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1


def test_an_idle_scene_waits_for_events_and_draws_nothing_new(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from uno_desktop.ui import app as app_module

    scene = _Still()
    app.push(scene)
    waits: list[int] = []
    real_wait = pygame.event.wait

    def wait(timeout: int = 0) -> pygame.event.Event:
        waits.append(timeout)
        return real_wait(1)  # the test does not sleep for the real time-out

    monkeypatch.setattr(pygame.event, "wait", wait)
    pygame.event.clear()
    app.step()
    assert scene.draws == 1  # a new scene is shown once, even idle
    for _ in range(5):
        app.step()
    assert waits == [app_module.IDLE_WAKE_MS] * 6
    assert scene.draws == 1 and scene.updates == 6  # updates go on (clocks), the picture stays
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a",
                                         scancode=0))
    app.step()
    assert scene.draws == 2  # an event: the scene may have changed
    scene.moving = True
    app.step()
    app.step()
    assert len(waits) == 7 and scene.draws == 4  # moving: every frame, no waiting


class _Opens(_Still):
    """An idle scene that opens another from its update (as a router call would)."""

    def __init__(self, app: App) -> None:
        super().__init__()
        self.app_ = app
        self.opened: _Still | None = None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.updates == 3:
            self.opened = _Still()
            self.app_.push(self.opened)


def test_a_scene_opened_in_an_idle_frame_is_drawn_and_a_closed_one_uncovers(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pygame.event, "wait", lambda timeout=0: pygame.event.Event(pygame.NOEVENT))
    pygame.event.clear()
    opener = _Opens(app)
    app.push(opener)
    for _ in range(3):
        app.step()
    assert opener.opened is not None and opener.opened.draws == 1  # not left unshown
    app.step()
    app.step()
    assert opener.opened.draws == 1  # idle again: nothing new to draw
    draws = opener.draws
    app.pop()  # the opened one closes outside the loop: the one under it is shown again
    app.step()
    assert opener.draws == draws + 1


def test_widgets_say_when_they_still_move() -> None:
    from uno_desktop.ui.widgets import Button, ScrollView, WidgetGroup

    button = Button("OK", lambda: None, (0, 0, 100, 40))
    group = WidgetGroup([button])
    assert not group.animating()
    button.activate()  # the press flash
    assert button.animating() and group.animating()
    for _ in range(30):
        group.update(1 / 60)
    assert not group.animating()
    view = ScrollView((0, 0, 100, 100))
    view.target = 50.0
    assert view.animating()


@pytest.mark.parametrize("leave", ["pop", "replace", "reset"])
def test_a_scene_that_left_is_freed_with_its_pictures_after_the_frame(
    app: App, leave: str
) -> None:
    """A scene refers to itself through its parts, so only the cycle collector frees it; the
    App collects after a scene leaves instead of waiting for the collector's own schedule
    (which let old tables and their window-sized pictures pile up over a long match)."""
    import gc
    import weakref

    log: list[str] = []
    app.push(Recorder("base", log))
    old = Recorder("old", log)
    old.picture = pygame.Surface((640, 480))  # type: ignore[attr-defined]  # test-only payload
    old.me = old  # type: ignore[attr-defined]  # the cycle a table's parts make
    app.push(old)
    app.step([], 0.016)
    gone = weakref.ref(old)
    del old
    was_enabled = gc.isenabled()
    gc.disable()  # the automatic collector must not be what frees it
    try:
        if leave == "pop":
            app.pop()
        elif leave == "replace":
            app.replace(Recorder("new", log))
        else:
            app.reset(Recorder("new", log))
        assert gone() is not None  # not yet: the frame that changed scenes is still to draw
        app.step([], 0.016)
        assert gone() is None
    finally:
        if was_enabled:
            gc.enable()


def test_a_frame_waiter_spends_the_rest_of_the_frame_instead_of_sleeping(app: App) -> None:
    """With a phone server running, the loop waits in its wait (which a phone's pick ends
    early) for what is left of the frame, never longer."""
    waits: list[float] = []
    app.push(Scene())
    app.frame_waiter = waits.append  # returns at once: a phone picked
    for _ in range(3):
        app.step([])
    assert len(waits) == 3
    assert all(0 < w <= 1 / app.fps for w in waits)
    app.frame_waiter = None
    app.step([])
    assert len(waits) == 3


def test_close_lets_every_scene_leave_top_first(app: App) -> None:
    left: list[str] = []

    class Leaving(Scene):
        def __init__(self, name: str) -> None:
            super().__init__()
            self.name = name

        def on_exit(self) -> None:
            left.append(self.name)

    app.push(Leaving("menu"))
    app.push(Leaving("table"))
    app.close()
    assert left == ["table", "menu"] and not app.scenes and not app.running
