"""Who plays each seat, and the polling: one controller per seat (person, phone or bot) plus the
turn timer. Each frame the table asks the controller of the decision's owner, of every seat with a
reaction open and of every person (their input may be waiting), and hands what they return to
its one ``act`` path; a refusal goes back to the controller that gave the action."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from uno_desktop.engine.actions import Action
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.session import SeatConfig, Session
from uno_desktop.ui.table.bot_seat import BotSeat, BotThinker
from uno_desktop.ui.table.person_seat import PersonSeat
from uno_desktop.ui.table.reader import GameReader
from uno_desktop.ui.table.seat_controller import SeatController
from uno_desktop.ui.table.seats import BotFactory
from uno_desktop.ui.table.turn_timer import TurnTimer

#: ``act(action, controller) -> applied``: the table's one path to the engine.
Act = Callable[[Action, SeatController], bool]


class Seating:
    """``phones``: the controllers of the phone seats (a phone seat without one is played by a
    bot, as after a take-over)."""

    def __init__(self, session: Session, reader: GameReader, factory: BotFactory,
                 pace: Callable[[], float], tell: Callable[[IllegalAction], None],
                 phones: Mapping[int, SeatController] | None = None) -> None:
        self._reader = reader
        self._session = session
        self._factory = factory
        self._pace = pace
        self._thinker = BotThinker()
        self.timer = TurnTimer(reader)
        self.controllers: dict[int, SeatController] = {}
        for s, config in enumerate(session.seats):
            if config.is_person:
                self.controllers[s] = PersonSeat(s, tell)
            elif config.is_phone and phones is not None and s in phones:
                self.controllers[s] = phones[s]
            else:
                self.controllers[s] = self._bot(s, config)

    def _bot(self, seat: int, config: SeatConfig) -> BotSeat:
        if not config.is_bot:  # a phone seat a bot plays for: the normal level
            config = SeatConfig("bot", config.name, "normal")
        seed = (self._session.match.seed * 31 + seat * 7919) % (2**32)
        bot = self._factory(config, seat, seed)
        return BotSeat(seat, bot, self._reader, self._thinker, self._pace)

    def take_over(self, seat: int) -> None:
        """A bot plays ``seat`` from now on (its phone stayed away too long)."""
        self.controllers[seat].close()
        self.controllers[seat] = self._bot(seat, self._session.seats[seat])

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
