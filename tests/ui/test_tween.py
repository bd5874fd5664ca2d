"""Tweens are pure time arithmetic: tested without a window."""

from __future__ import annotations

import math

import pygame
import pytest

from uno_desktop.ui import tween
from uno_desktop.ui.tween import Call, Parallel, Sequence, Tween, Tweener, Wait


class Sprite:
    def __init__(self) -> None:
        self.x = 0.0
        self.pos = (0.0, 0.0)
        self.alpha = 255


@pytest.mark.parametrize("name", sorted(tween.EASINGS))
def test_easings_start_at_0_and_end_at_1(name: str) -> None:
    f = tween.EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


def test_out_back_overshoots_and_bounce_stays_in_range() -> None:
    assert max(tween.out_back(i / 100) for i in range(101)) > 1.0
    assert all(0 <= tween.out_bounce(i / 100) <= 1.0 for i in range(101))


def test_float_tween_reaches_end_exactly_and_calls_back_once() -> None:
    s, done = Sprite(), []
    t = Tween(s, "x", 100.0, 1.0, ease=tween.linear, on_finish=lambda: done.append(1))
    t.update(0.25)
    assert s.x == pytest.approx(25.0)
    t.update(0.5)
    assert s.x == pytest.approx(75.0)
    assert not t.done
    assert t.update(0.5) == pytest.approx(0.25)  # the unused time is handed back
    assert s.x == 100.0 and t.done and done == [1]
    t.update(1.0)
    assert done == [1]


def test_tuple_position_tween_and_start_read_when_it_begins() -> None:
    s = Sprite()
    t = Tween(s, "pos", (10.0, 20.0), 1.0, ease="linear", delay=0.5)
    s.pos = (2.0, 4.0)  # moved after building: the tween starts from here
    t.update(0.5)
    assert s.pos == (2.0, 4.0)
    t.update(0.5)
    assert s.pos == pytest.approx((6.0, 12.0))
    assert isinstance(s.pos, tuple)


def test_vector_and_dict_targets() -> None:
    holder = {"v": pygame.Vector2(0, 0)}
    t = Tween(holder, "v", pygame.Vector2(10, 0), 1.0, ease=tween.linear)
    t.update(0.5)
    assert holder["v"] == pygame.Vector2(5, 0)


def test_target_less_tween_reports_values() -> None:
    seen: list[float] = []
    t = Tween(None, None, 1.0, 1.0, start=0.0, ease=tween.linear, on_update=seen.append)
    t.update(0.5)
    assert t.value == pytest.approx(0.5) and seen == [pytest.approx(0.5)]
    with pytest.raises(ValueError):
        Tween(None, None, 1.0, 1.0)


def test_sequence_passes_leftover_time_on() -> None:
    s, log = Sprite(), []
    seq = Sequence(
        Tween(s, "x", 10.0, 0.2, ease=tween.linear),
        Call(lambda: log.append("mid")),
        Wait(0.1),
        Tween(s, "x", 0.0, 0.2, ease=tween.linear),
        on_finish=lambda: log.append("end"),
    )
    seq.update(0.25)  # 0.2 of the first tween, the call, 0.05 of the wait
    assert s.x == 10.0 and log == ["mid"]
    seq.update(0.15)  # 0.05 wait + 0.1 of the second tween
    assert s.x == pytest.approx(5.0)
    seq.update(1.0)
    assert s.x == 0.0 and log == ["mid", "end"] and seq.done


def test_parallel_finishes_with_its_slowest_member() -> None:
    a, b, log = Sprite(), Sprite(), []
    par = Parallel(Tween(a, "x", 1.0, 0.1), Tween(b, "x", 1.0, 0.3),
                   on_finish=lambda: log.append("both"))
    par.update(0.2)
    assert a.x == 1.0 and b.x < 1.0 and not par.done
    par.update(0.2)
    assert par.done and log == ["both"]


def test_tweener_removes_finished_and_reports_busy() -> None:
    tw, s = Tweener(), Sprite()
    tw.tween(s, "x", 5.0, 0.5)
    assert tw.busy and len(tw) == 1
    tw.update(0.6)
    assert not tw.busy and len(tw) == 0 and s.x == 5.0


def test_speed_factor() -> None:
    tw, s = Tweener(speed=2.0), Sprite()
    tw.tween(s, "x", 100.0, 1.0, ease=tween.linear)
    tw.update(0.25)
    assert s.x == pytest.approx(50.0)


def test_speed_zero_finishes_everything_on_the_next_update_in_order() -> None:
    tw, s, log = Tweener(speed=0), Sprite(), []
    tw.sequence(
        Tween(s, "x", 10.0, 5.0, delay=2.0),
        Call(lambda: log.append(1)),
        Tween(s, "alpha", 0, 3.0),
        on_finish=lambda: log.append(2),
    )
    tw.update(0.0)
    assert s.x == 10.0 and s.alpha == 0 and log == [1, 2] and not tw.busy
    with pytest.raises(ValueError):
        Tweener(speed=-1).update(0.1)


def test_each_tweener_has_its_own_speed() -> None:
    fast, slow, s, t = Tweener(speed=0), Tweener(speed=1.0), Sprite(), Sprite()
    fast.tween(s, "x", 10.0, 1.0, ease=tween.linear)
    slow.tween(t, "x", 10.0, 1.0, ease=tween.linear)
    fast.update(0.5)
    slow.update(0.5)
    assert s.x == 10.0 and t.x == pytest.approx(5.0)


def test_cancel_and_finish_all() -> None:
    tw, a, b, log = Tweener(), Sprite(), Sprite(), []
    tw.tween(a, "x", 10.0, 1.0, on_finish=lambda: log.append("a"))
    tw.tween(b, "x", 10.0, 1.0, on_finish=lambda: log.append("b"))
    tw.update(0.5)
    tw.cancel(a)
    assert len(tw) == 1 and 0 < a.x < 10
    # A callback that chains another animation is run to the end as well.
    tw.animations[0].on_finish = lambda: (log.append("b"), tw.tween(b, "alpha", 0, 9.0))
    tw.finish_all()
    assert b.x == 10.0 and b.alpha == 0 and log == ["b"] and not tw.busy


def test_zero_duration_and_lerp() -> None:
    s = Sprite()
    t = Tween(s, "x", 3.0, 0.0)
    assert t.update(0.1) == pytest.approx(0.1) and s.x == 3.0
    assert tween.lerp((0, 0, 0), (255, 100, 50), 0.5) == (127.5, 50.0, 25.0)
    assert tween.scaled_dt(0.1, 0) == math.inf
