"""Time-based tweens: move any attribute of any object from where it is to where it should be.

Everything is driven by ``update(dt)`` with ``dt`` in seconds, so tests run without a window or a
clock. Each animation's ``update`` returns the time it did *not* use: a :class:`Sequence` hands
that leftover to its next step, which keeps chains exact at any frame rate.

Each :class:`Tweener` has its own speed factor (the table's director feeds its tweener time
already scaled by the player's "animation speed" setting). At speed 0 every animation finishes
(callbacks included, in order) on its next update: the game stays correct, only the motion is
skipped.

Example::

    tweens = Tweener()
    sprite.pos = (100, 500)
    tweens.add(Sequence(
        Tween(sprite, "pos", (640, 360), 0.35, ease=out_cubic),
        Wait(0.1),
        Call(lambda: sounds.play("play")),
    ))
    ...  # each frame: tweens.update(dt)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

Easing = Callable[[float], float]

# --- Easing functions: t in [0, 1] -> progress (0 at t=0, 1 at t=1; may overshoot) ------------


def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def in_cubic(t: float) -> float:
    return t * t * t


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    """Overshoots a little and settles: a card landing on the pile."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_elastic(t: float) -> float:
    """Springs past the target and wobbles back: the "UNO!" badge popping up."""
    if t <= 0 or t >= 1:
        return float(t >= 1)
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


def out_bounce(t: float) -> float:
    """Falls and bounces: a penalty card dropping into a hand."""
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    f.__name__: f
    for f in (linear, in_quad, out_quad, in_out_quad, in_cubic, out_cubic, in_out_cubic,
              out_back, out_elastic, out_bounce)
}

# --- Speed -------------------------------------------------------------------------------------


def scaled_dt(dt: float, speed: float) -> float:
    """``dt`` under the speed factor (1 normal, 2 twice as fast); infinite at speed 0 so
    everything completes at once."""
    if speed < 0:
        raise ValueError("animation speed cannot be negative")
    return math.inf if speed == 0 else dt * speed


def lerp(a: Any, b: Any, t: float) -> Any:
    """Interpolate numbers, or tuples/lists of them element-wise (positions, colours).
    Anything else supporting ``+``, ``-`` and ``*`` (``pygame.Vector2``) works too."""
    if isinstance(a, tuple | list):
        return type(a)(lerp(x, y, t) for x, y in zip(a, b, strict=True))
    return a + (b - a) * t


# --- Animations --------------------------------------------------------------------------------


class Animation:
    """Base class. ``update(dt)`` advances and returns the unused part of ``dt``."""

    def __init__(self, on_finish: Callable[[], None] | None = None) -> None:
        self.on_finish = on_finish
        self.done = False
        self.cancelled = False

    def update(self, dt: float) -> float:
        raise NotImplementedError

    def finish(self) -> None:
        """Jump to the end now (callbacks run)."""
        if not self.done:
            self.update(math.inf)

    def cancel(self) -> None:
        """Stop where it is; no callbacks."""
        self.done = True
        self.cancelled = True

    def _complete(self) -> None:
        self.done = True
        if self.on_finish is not None:
            self.on_finish()


class Tween(Animation):
    """Move ``target.attr`` (or ``target[key]`` for a dict) to ``end`` over ``duration`` s.

    The start value is read when the tween begins (after ``delay``), not when it is built, so
    a tween in a sequence starts from wherever the previous step left the attribute. With
    ``target=None`` nothing is set: read :attr:`value` or use ``on_update``.
    """

    def __init__(
        self,
        target: Any,
        attr: str | None,
        end: Any,
        duration: float,
        *,
        start: Any = None,
        ease: Easing | str = out_quad,
        delay: float = 0.0,
        on_update: Callable[[Any], None] | None = None,
        on_finish: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(on_finish)
        self.target = target
        self.attr = attr
        self.end = end
        self.duration = max(0.0, float(duration))
        self.ease: Easing = EASINGS[ease] if isinstance(ease, str) else ease
        self.delay = max(0.0, float(delay))
        self.on_update = on_update
        if target is None and start is None:
            raise ValueError("a Tween without a target needs an explicit start value")
        self.start = start
        self.value = start
        self.elapsed = 0.0
        self._started = False

    def _get(self) -> Any:
        if isinstance(self.target, dict):
            return self.target[self.attr]
        return getattr(self.target, self.attr)  # type: ignore[arg-type]  # attr is set when target is

    def _set(self, value: Any) -> None:
        self.value = value
        if self.target is not None and self.attr is not None:
            if isinstance(self.target, dict):
                self.target[self.attr] = value
            else:
                setattr(self.target, self.attr, value)
        if self.on_update is not None:
            self.on_update(value)

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        if self.delay > 0:
            used = min(self.delay, dt)
            self.delay -= used
            dt -= used
            if self.delay > 0:
                return 0.0
        if not self._started:
            self._started = True
            if self.start is None:
                self.start = self._get()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            leftover = self.elapsed - self.duration
            self._set(self.end)
            self._complete()
            return leftover
        t = self.ease(self.elapsed / self.duration)
        self._set(lerp(self.start, self.end, t))
        return 0.0

    @property
    def progress(self) -> float:
        """0..1, un-eased."""
        if self.done:
            return 1.0
        return min(1.0, self.elapsed / self.duration) if self.duration else 0.0


class Wait(Animation):
    """Does nothing for ``duration`` seconds (a pause inside a :class:`Sequence`)."""

    def __init__(self, duration: float, on_finish: Callable[[], None] | None = None) -> None:
        super().__init__(on_finish)
        self.remaining = max(0.0, float(duration))

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        if dt < self.remaining:
            self.remaining -= dt
            return 0.0
        leftover = dt - self.remaining
        self.remaining = 0.0
        self._complete()
        return leftover


class Call(Animation):
    """Calls ``fn`` once and is done at once: a step in a :class:`Sequence`."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__(fn)

    def update(self, dt: float) -> float:
        if not self.done:
            self._complete()
        return dt


class Sequence(Animation):
    """Runs its steps one after another."""

    def __init__(self, *steps: Animation, on_finish: Callable[[], None] | None = None) -> None:
        super().__init__(on_finish)
        self.steps: list[Animation] = list(steps)
        self.index = 0

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        while self.index < len(self.steps):
            dt = self.steps[self.index].update(dt)
            if not self.steps[self.index].done:
                return 0.0
            self.index += 1
        self._complete()
        return dt

    def cancel(self) -> None:
        for step in self.steps[self.index :]:
            step.cancel()
        super().cancel()


class Parallel(Animation):
    """Runs its members together; done when all are done."""

    def __init__(
        self, *members: Animation, on_finish: Callable[[], None] | None = None
    ) -> None:
        super().__init__(on_finish)
        self.members: list[Animation] = list(members)

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        leftovers = [m.update(dt) if not m.done else dt for m in self.members]
        if all(m.done for m in self.members):
            self._complete()
            # What is left is what the slowest member left over.
            return min(leftovers) if leftovers else dt
        return 0.0

    def cancel(self) -> None:
        for m in self.members:
            m.cancel()
        super().cancel()


class Tweener:
    """The running animations of one scene. Call :meth:`update` every frame.

    ``speed``: this tweener's speed factor (1 normal, 0: everything finishes at once).
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.animations: list[Animation] = []
        self.speed = speed

    def add(self, animation: Animation) -> Animation:
        self.animations.append(animation)
        return animation

    def tween(self, target: Any, attr: str | None, end: Any, duration: float,
              **kwargs: Any) -> Tween:
        """Shortcut: build a :class:`Tween`, add it and return it."""
        t = Tween(target, attr, end, duration, **kwargs)
        self.add(t)
        return t

    def sequence(self, *steps: Animation, on_finish: Callable[[], None] | None = None
                 ) -> Sequence:
        s = Sequence(*steps, on_finish=on_finish)
        self.add(s)
        return s

    def parallel(self, *members: Animation, on_finish: Callable[[], None] | None = None
                 ) -> Parallel:
        p = Parallel(*members, on_finish=on_finish)
        self.add(p)
        return p

    def update(self, dt: float) -> None:
        dt = scaled_dt(dt, self.speed)
        # Iterate over a snapshot: callbacks may add new animations (which start next frame).
        for anim in list(self.animations):
            if not anim.done:
                anim.update(dt)
        self.animations = [a for a in self.animations if not a.done]

    def cancel(self, target: Any = None) -> None:
        """Cancel everything, or only the plain tweens of ``target``."""
        for anim in self.animations:
            if target is None or (isinstance(anim, Tween) and anim.target is target):
                anim.cancel()
        self.animations = [a for a in self.animations if not a.done]

    def finish_all(self) -> None:
        """Jump every animation to its end, running callbacks (e.g. before saving)."""
        # Callbacks may add more; loop until quiet, with a bound against endless chains.
        for _ in range(100):
            if not self.animations:
                return
            current, self.animations = self.animations, []
            for anim in current:
                anim.finish()
            self.animations = [a for a in self.animations if not a.done]

    @property
    def busy(self) -> bool:
        """True while anything is animating (the table waits before the next event)."""
        return any(not a.done for a in self.animations)

    def __len__(self) -> int:
        return len(self.animations)


__all__ = [
    "Animation", "Call", "EASINGS", "Easing", "Parallel", "Sequence", "Tween", "Tweener",
    "Wait", "in_cubic", "in_out_cubic", "in_out_quad", "in_quad", "lerp", "linear",
    "out_back", "out_bounce", "out_cubic", "out_elastic", "out_quad", "scaled_dt",
]
