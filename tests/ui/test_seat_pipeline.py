"""One path for every seat: whatever a person, a phone, a bot or the turn timer proposes goes
through ``Seating``, which alone applies the pacing rule (a seat acts only on what the screen
has shown; a person's chance to react stays open for the reaction time) and refuses an action
for a seat its controller does not play, saying so."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from tests.ui.table_helpers import TinyBot, arrange, seats, step, table_app
from uno_desktop.engine.actions import Action, CatchUno, Draw
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.rules import Rules
from uno_desktop.i18n import get_translator
from uno_desktop.remote.phone_seat import PhoneSeat
from uno_desktop.remote.seat_keys import new_keys
from uno_desktop.remote.seat_link import LinkState, SeatLink
from uno_desktop.session import SeatConfig, Session
from uno_desktop.ui.app import App
from uno_desktop.ui.bootstrap import apply_settings
from uno_desktop.ui.table.pacing import REACTION_SECONDS
from uno_desktop.ui.table.scene import TableScene
from uno_desktop.ui.table.seating import WRONG_SEAT

FRAME = 1 / 60


class _Phone:
    """A phone at the other end of a seat's link, without sockets: it holds the seat and
    picks by number from the latest view the table published."""

    def __init__(self, link: SeatLink) -> None:
        self.link = link
        assert link.claim(self, None) is not None

    def wake(self) -> None:
        pass

    def kick(self, reason: str) -> None:
        pass

    def pick(self, kind: str) -> None:
        """Tap the first action of ``kind`` the latest view offers (as the page does)."""
        view, _notices, _hints = self.link.outgoing(self, 0)
        assert view is not None
        number = next(a["id"] for a in view["actions"] if a["kind"] == kind)
        assert self.link.choose(self, number) is None


class _Hub:
    """The part of the phone hub the table uses, around real links and real phone seats."""

    def __init__(self, seats: list[int], names: list[str]) -> None:
        self.keys = new_keys(seats)
        self.links = {s: SeatLink(self.keys[s]) for s in seats}
        self.names = names
        self.running = True

    def phone_seat(self, seat: int, match: Any) -> PhoneSeat:
        return PhoneSeat(self.links[seat], match, get_translator("en"), self.names)

    def state(self, seat: int) -> LinkState:
        return self.links[seat].state

    def wait_for_pick(self, seconds: float) -> None:
        pass

    def stop(self) -> None:
        self.running = False


def _with_reaction(app: App, reaction: str) -> None:
    app.services.settings = app.services.settings.with_changes(reaction_time=reaction)
    apply_settings(app)


def _recording(table: TableScene) -> list[tuple[Action, bool]]:
    """Every action the table's one ``act`` path applies, with whether the screen had settled."""
    seen: list[tuple[Action, bool]] = []
    real = table.act

    def act(action: Action, by: Any = None) -> bool:
        seen.append((action, table.idle))
        return real(action, by)

    table.act = act
    return seen


def test_a_phone_cannot_act_before_the_screen_has_shown_what_happened(tmp_path: Path) -> None:
    session = _positioned("bbb", [["r1", "g2", "b3"], ["r5", "g6", "b7"], ["y1", "y2", "y3"]],
                          "r9")
    session.seats[2] = SeatConfig("phone", "Mia")
    with table_app(tmp_path, speed="normal") as app:
        hub = _Hub([2], session.names)
        table = TableScene(app, session, bot_factory=lambda c, s, seed: TinyBot(s),
                           phones=hub)
        app.push(table)
        seen = _recording(table)
        phone = _Phone(hub.links[2])
        # Ann and Bob play (computer players); Mia holds her cards on a phone.
        # The phone sees the table at once: Mia picks while Bob's card is still in the air.
        assert step_until(app, lambda: table.reader.decision.seat == 2 and not table.idle)
        mine = Draw(2)
        phone.pick("draw")
        assert step_until(app, lambda: any(a == mine for a, _ in seen))
        assert [idle for a, idle in seen if a.seat == 2] == [True]
        table.seating.close()


def step_until(app: App, cond: Any, seconds: float = 20.0) -> bool:
    for _ in range(int(seconds / FRAME)):
        if cond():
            return True
        step(app, 1, FRAME)
    return bool(cond())


def _positioned(kinds: str, hands: list[list[str]], top: str, turn: int = 0) -> Session:
    """A session whose round is in the middle: the given hands, ``top`` on the pile."""
    return arrange(Session.new(Rules(), seats(kinds), seed=1), dict(enumerate(hands)), top,
                   turn=turn)


def _forgetful_round(kinds: str) -> Session:
    """Bob (seat 1) plays first and is left with one card: he never says UNO (the tiny bots
    never react). Nobody holds a card to jump in with."""
    n = len(kinds)
    hands = [["r1", "g2"], ["r5", "b7"]] + [[f"y{s}", f"g{s}"] for s in range(2, n)]
    return _positioned(kinds, hands, "r9", turn=1)


def _catch_window(tmp_path: Path, kinds: str, reaction: str) -> float:
    """Seconds from the moment a person is offered to catch Bob (his card has landed) until
    the chance ends with the next player's move."""
    with table_app(tmp_path, speed="normal", pace=0.4) as app:
        _with_reaction(app, reaction)
        table = TableScene(app, _forgetful_round(kinds),
                           bot_factory=lambda c, s, seed: TinyBot(s))
        app.push(table)
        assert step_until(app, lambda: table.buttons.button("catch") is not None)
        opened = table.director.clock
        assert table.reader.uno_catchable() == 1 and table.idle
        assert step_until(app, lambda: table.reader.uno_catchable() != 1)
        closed = table.director.clock
        table.seating.close()
        return closed - opened


@pytest.mark.parametrize("kinds", ["pbb", "pbbb", "pbbbbbbbbb"])
def test_a_person_has_the_reaction_time_to_catch(tmp_path: Path, kinds: str) -> None:
    """Default settings: the chance stays open at least 3 s from the landed card, with 3, 4 and
    10 seats (the computer players wait for it)."""
    window = _catch_window(tmp_path, kinds, "normal")
    assert window >= REACTION_SECONDS["normal"] - FRAME, window
    assert window < REACTION_SECONDS["normal"] + 1.5, window  # and the game goes on after it


def test_quick_reactions_let_the_computer_players_go_on_at_their_pace(tmp_path: Path) -> None:
    assert _catch_window(tmp_path, "pbb", "quick") < 1.5
    assert _catch_window(tmp_path, "pbb", "relaxed") >= REACTION_SECONDS["relaxed"] - FRAME


def test_the_catch_is_offered_only_once_the_card_has_landed(tmp_path: Path) -> None:
    with table_app(tmp_path, speed="normal", pace=0.4) as app:
        table = TableScene(app, _forgetful_round("pbb"),
                           bot_factory=lambda c, s, seed: TinyBot(s))
        app.push(table)
        # Bob's card is on its way: the engine already knows he can be caught, the screen not.
        assert step_until(app, lambda: table.reader.uno_catchable() == 1)
        assert not table.idle
        in_flight = []
        while not table.idle:
            in_flight.append(table.buttons.button("catch"))
            step(app, 1, FRAME)
        assert in_flight and all(b is None for b in in_flight)
        step(app, 1, FRAME)
        assert table.buttons.button("catch") is not None
        table.seating.close()


def test_input_for_a_seat_no_person_plays_here_is_refused_and_said(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with table_app(tmp_path) as app:
        table = TableScene(app, _forgetful_round("pbb"),
                           bot_factory=lambda c, s, seed: TinyBot(s))
        app.push(table)
        before = table.reader.version
        with caplog.at_level(logging.WARNING):
            table.person_does(CatchUno(2, 1))  # seat 2 is a computer player's
        assert table.reader.version == before
        assert "not played at this screen" in caplog.text
        assert table.ui.toast is not None
        assert table.ui.toast[0] == get_translator("en").t(f"err-{WRONG_SEAT}")
        table.seating.close()


class _Impostor:
    """A controller of seat 1 that proposes a move for seat 0."""

    seat = 1

    def __init__(self) -> None:
        self.refusals: list[tuple[Action, IllegalAction]] = []

    def poll(self, now: float) -> Action | None:
        return Draw(0)

    def refused(self, action: Action, error: IllegalAction) -> None:
        self.refusals.append((action, error))

    def close(self) -> None:
        pass


def test_a_controller_acting_for_another_seat_is_refused_and_logged(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    session = _forgetful_round("pbb")
    with table_app(tmp_path) as app:
        table = TableScene(app, session, bot_factory=lambda c, s, seed: TinyBot(s))
        app.push(table)
        impostor = _Impostor()
        table.seating.controllers[1] = impostor
        before = table.reader.version
        with caplog.at_level(logging.WARNING):
            step(app, 3)
        assert impostor.refusals and impostor.refusals[0][1].code == WRONG_SEAT
        assert table.reader.version == before
        assert "proposed by the controller of seat 1" in caplog.text
        table.seating.close()
