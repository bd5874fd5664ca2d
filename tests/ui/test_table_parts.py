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


def test_the_modal_choices_answer_keys_and_clicks_themselves() -> None:
    """The colour wheel and the challenged hand are the table's modals: each answers its own
    keys and clicks, and the person input only carries the answer out."""
    import pygame

    from uno_desktop.engine.actions import ChooseColor
    from uno_desktop.engine.cards import COLORS
    from uno_desktop.ui.table.dialogs import ColorChooser, RevealPanel
    from uno_desktop.ui.table.layout import compute_layout
    from uno_desktop.ui.table.table_state import Ask, TableUI

    lay = compute_layout((1280, 720), 2, 0)
    options = {c: ChooseColor(0, c) for c in COLORS}
    ui = TableUI()
    asked = ColorChooser(options, False, COLORS[1])
    ui.open(asked, lay)
    assert ui.showing(ColorChooser) is asked and ui.showing(RevealPanel) is None
    assert not ui.covered() and asked.rects  # placed at once
    assert asked.key(pygame.K_ESCAPE) is Ask.PAUSE  # the engine asked: Esc pauses
    assert asked.key(pygame.K_3) == options[COLORS[2]]
    assert asked.key(pygame.K_RETURN) == options[COLORS[1]]
    assert asked.key(pygame.K_x) is None
    assert asked.pointer(asked.rects[COLORS[0]].center, 1, True) == options[COLORS[0]]
    assert asked.pointer((1, 1), 1, True) is None and asked.pointer((1, 1), 3, True) is None
    ui.drop_cancellable()
    assert ui.modal is asked  # the table moving on does not close it
    mine = ColorChooser(options, True, COLORS[0])
    ui.open(mine, lay)
    assert mine.key(pygame.K_ESCAPE) is Ask.CLOSE and mine.pointer((1, 1), 3, True) is Ask.CLOSE
    ui.drop_cancellable()
    assert ui.modal is None
    reveal = RevealPanel(1, (1, 2, 3), False)
    ui.open(reveal, lay)
    assert ui.covered()  # the director waits for it
    assert reveal.key(pygame.K_d) is None and reveal.key(pygame.K_SPACE) is Ask.CLOSE
    assert reveal.pointer(reveal.ok.center, 1, True) is None  # it closes on the release
    assert reveal.pointer(reveal.ok.center, 1, False) is Ask.CLOSE
    assert reveal.pointer(reveal.rect.center, 1, False) is None
