"""The table's parts on their own: the turn timer and the person's seat controller."""

from __future__ import annotations

from uno_desktop.engine.actions import Draw, Timeout
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.ui.table.person_seat import PersonSeat
from uno_desktop.ui.table.reader import GameReader
from uno_desktop.ui.table.turn_timer import TurnTimer


def test_the_turn_timer_stands_still_while_the_screen_catches_up() -> None:
    match = Match(Rules(turn_timer=30), 3, 1)
    match.start()
    reader = GameReader(match)
    timer = TurnTimer(reader)
    seat = match.game.decision.seat
    reader.settled = False  # the deal is still being shown
    for t in range(0, 30):
        assert timer.poll(float(t)) is None
    assert timer.fraction(seat) == 1.0
    reader.settled = True
    # The settled frames count from the last unsettled one (t = 29): 30 s end at t = 59.
    assert timer.poll(30.0) is None and timer.poll(58.5) is None
    assert 0.0 < (timer.fraction(seat) or 0.0) < 0.05
    assert timer.poll(59.0) == Timeout(seat)


def test_the_turn_timer_restarts_with_each_decision_and_is_off_without_the_rule() -> None:
    match = Match(Rules(), 3, 1)
    match.start()
    reader = GameReader(match)
    reader.settled = True
    timer = TurnTimer(reader)
    assert timer.poll(0.0) is None and timer.poll(1e6) is None
    assert timer.fraction(match.game.decision.seat) is None


def test_a_person_seat_hands_out_its_input_and_tells_a_refusal() -> None:
    told: list[str] = []
    seat = PersonSeat(0, lambda error: told.append(error.code))
    assert seat.poll(0.0) is None
    seat.submit(Draw(0))
    seat.submit(Draw(0))
    assert seat.poll(0.0) == Draw(0)
    seat.refused(Draw(0), IllegalAction("not_your_turn", "wait"))
    assert told == ["not_your_turn"]
    assert seat.poll(0.0) is None  # what was queued behind a refused action is dropped
