"""The one event director: plays the engine's events in order, one after the other, through
one tween queue and one clock, and owns the table's animation speed (0 = everything at once;
read from the player's setting, so a change made over the table applies at once). An event is
*shown* once every card it launched has landed (what it changes is then on screen): only then
is it added to the table's log, in the same frame as the pile, the colour ring or a hand
changes. The next event starts when the shown one's pause is over, so the shown model, the
status line and the log always tell the same moment."""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable

from uno_desktop.engine import events as ev
from uno_desktop.ui import tween
from uno_desktop.ui.table import fx

log = logging.getLogger(__name__)

#: ``handler(event) -> seconds``: starts the animation of one event (see :mod:`.story`).
Show = Callable[[ev.Event], float]


def story_order(events: list[ev.Event]) -> list[ev.Event]:
    """The events in the order a person tells them: the engine draws a caught player's (or a
    false caller's) penalty before it says why; the table shows the why first."""
    out = list(events)
    for i in range(1, len(out)):
        e = out[i]
        prev = out[i - 1]
        if isinstance(prev, ev.Drew) and (
                (isinstance(e, ev.UnoCaught) and prev.seat == e.target
                 and prev.reason == "uno_penalty")
                or (isinstance(e, ev.FalseUno) and prev.seat == e.seat
                    and prev.reason == "false_uno")):
            out[i - 1], out[i] = e, prev
    return out


class Director:
    """``show(event)`` starts an event's animation and returns its length; ``shown(event)`` is
    told when it is over. ``blocked()`` holds the queue (a panel the person must close).
    ``speed()`` is the player's animation speed setting as a factor (1 normal, 0 instant)."""

    def __init__(self, show: Show, shown: Callable[[ev.Event], None],
                 blocked: Callable[[], bool], speed: Callable[[], float]) -> None:
        self._show = show
        self._shown = shown
        self._blocked = blocked
        self._speed = speed
        self.queue: deque[ev.Event] = deque()
        self.current: ev.Event | None = None
        self.wait = 0.0
        self.clock = 0.0  # real seconds this table has run (toasts, bots, pulses)
        self.tweens = tween.Tweener()  # fed with time already scaled here
        self.effects = fx.Effects()
        self.flyers: list[fx.Flyer] = []
        #: Nothing was shown or moved in the last update (a frame free for slow extras).
        self.quiet = True

    # -- the one speed ---------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        """This table's animation speed (1 normal, 0 instant)."""
        speed = self._speed()
        if speed < 0:
            raise ValueError("animation speed cannot be negative")
        return speed

    @property
    def instant(self) -> bool:
        return self.speed == 0

    def scaled(self, dt: float) -> float:
        """``dt`` real seconds in animation time (infinite when instant)."""
        return tween.scaled_dt(dt, self.speed)

    def progress(self, age: float, duration: float) -> float:
        """0..1 of an intro animation ``age`` real seconds old (1 at once when instant)."""
        if self.instant or duration <= 0:
            return 1.0
        return min(1.0, age * self.speed / duration)

    # -- the queue ---------------------------------------------------------------------------------
    def play(self, events: list[ev.Event]) -> None:
        self.queue.extend(story_order(events))

    def in_flight(self) -> bool:
        return any(not f.landed for f in self.flyers)

    @property
    def idle(self) -> bool:
        """Every event shown and nothing in flight: the screen tells the engine's truth."""
        return (not self.queue and self.current is None and self.wait <= 0
                and not self._blocked() and not self.in_flight())

    def update(self, dt: float) -> None:
        self.clock += dt
        backlog = len(self.queue)
        boost = 1.0 if backlog < 4 else min(4.0, 1.0 + backlog / 4)
        step = self.scaled(dt * boost)
        self.quiet = not self.tweens.animations and not self.queue and self.current is None
        self.tweens.update(step)
        self.effects.update(self.scaled(dt))
        self.flyers = [f for f in self.flyers if not f.landed]
        self.wait = max(0.0, self.wait - step)
        self._pump()

    def _pump(self) -> None:
        for _ in range(500):
            if self.current is not None and not self.in_flight():
                # Its cards have landed: what it changed is on screen; the log may say it.
                done, self.current = self.current, None
                self._shown(done)
            if self.wait > 0 or self.in_flight() or self._blocked() or not self.queue:
                return
            self.current = self.queue.popleft()
            try:
                seconds = self._show(self.current)
            except Exception:  # an animation bug must not freeze the table
                log.exception("could not show %r", self.current)
                seconds = 0.0
            if self.instant:
                self.tweens.finish_all()
                self.flyers = [f for f in self.flyers if not f.landed]
                seconds = 0.0
            self.wait = seconds

    def finish_flights(self) -> None:
        """Land every card in flight now (before the layout changes under them)."""
        if self.in_flight():
            self.tweens.finish_all()
        self.flyers = [f for f in self.flyers if not f.landed]

    def fly(self, flyer: fx.Flyer, duration: float, *, delay: float = 0.0,
            ease: tween.Easing = tween.out_cubic, on_launch: Callable[[], None] | None = None,
            on_land: Callable[[], None] | None = None) -> fx.Flyer:
        self.flyers.append(flyer)
        fx.launch(self.tweens, flyer, duration, delay=delay, ease=ease, on_launch=on_launch,
                  on_land=on_land)
        return flyer

    def later(self, seconds: float, fn: Callable[[], None]) -> None:
        self.tweens.sequence(tween.Wait(seconds), tween.Call(fn))


__all__ = ["Director", "story_order"]
