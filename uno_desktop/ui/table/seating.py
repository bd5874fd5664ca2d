"""Who plays each seat, and the polling: one controller per seat (person or bot) plus the turn
timer. Each frame the table asks the controller of the decision's owner, of every seat with a
reaction open and of every person (their input may be waiting), and hands what they return to
its one ``act`` path; a refusal goes back to the controller that gave the action."""

from __future__ import annotations

from collections.abc import Callable

from uno_desktop.engine.actions import Action
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.session import Session
from uno_desktop.ui.table.bot_seat import BotSeat, BotThinker
from uno_desktop.ui.table.person_seat import PersonSeat
from uno_desktop.ui.table.reader import GameReader
from uno_desktop.ui.table.seat_controller import SeatController
from uno_desktop.ui.table.seats import BotFactory
from uno_desktop.ui.table.turn_timer import TurnTimer

#: ``act(action, controller) -> applied``: the table's one path to the engine.
Act = Callable[[Action, SeatController], bool]


class Seating:
    def __init__(self, session: Session, reader: GameReader, factory: BotFactory,
                 pace: Callable[[], float], tell: Callable[[IllegalAction], None]) -> None:
        self._reader = reader
        self.timer = TurnTimer(reader)
        self.controllers: dict[int, SeatController] = {}
        thinker = BotThinker()
        seed = session.match.seed
        for s, config in enumerate(session.seats):
            if config.is_person:
                self.controllers[s] = PersonSeat(s, tell)
            else:
                bot = factory(config, s, (seed * 31 + s * 7919) % (2**32))
                self.controllers[s] = BotSeat(s, bot, reader, thinker, pace)

    def submit(self, action: Action, now: float, act: Act) -> None:
        """A person's input: handed to that seat's controller and polled at once, so the
        table answers in the same frame."""
        ctl = self.controllers.get(action.seat)
        if isinstance(ctl, PersonSeat):
            ctl.submit(action)
            self._poll(ctl, now, act)

    def poll(self, now: float, act: Act, paused: bool) -> None:
        """One frame: the turn timer, then every controller that may act now. ``paused``: a
        person must take the screen first (nothing moves)."""
        r = self._reader
        if r.over or paused:
            return
        self._poll(self.timer, now, act)  # it stands still by itself until the screen settles
        for seat, ctl in self.controllers.items():
            if r.over:
                return
            if seat == r.decision.seat or r.reactions(seat) or isinstance(ctl, PersonSeat):
                self._poll(ctl, now, act)

    def _poll(self, ctl: SeatController, now: float, act: Act) -> None:
        action = ctl.poll(now)
        if action is not None:
            act(action, ctl)

    def close(self) -> None:
        for ctl in self.controllers.values():
            ctl.close()
        self.timer.close()


__all__ = ["Seating"]
