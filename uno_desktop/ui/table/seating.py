"""Who plays each seat, and the one path from every seat to the engine.

One controller per seat (person, phone or bot) plus the turn timer, all behind
:class:`~uno_desktop.ui.table.seat_controller.SeatController`. Each frame the table asks the
controller of the decision's owner, of every seat with a reaction open and of every person
(their input may be waiting). Whatever a controller proposes goes through :meth:`Seating._offer`
alone: an action for another seat is refused (logged, and the controller is told), the pacing
rule (:mod:`.pacing`) decides when it may go, and the table's one ``act`` applies it; a refusal
goes back to the controller that proposed it."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from uno_desktop.engine.actions import Action
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.session import SeatConfig, Session
from uno_desktop.ui.table.bot_seat import BotSeat, BotThinker
from uno_desktop.ui.table.pacing import Pacing
from uno_desktop.ui.table.person_seat import PersonSeat
from uno_desktop.ui.table.reader import GameReader
from uno_desktop.ui.table.seat_controller import SeatController
from uno_desktop.ui.table.seats import BotFactory
from uno_desktop.ui.table.turn_timer import TurnTimer

log = logging.getLogger(__name__)

#: ``act(action, controller) -> applied``: the table's one path to the engine.
Act = Callable[[Action, SeatController], bool]

#: The reason an action proposed for a seat its controller does not play is refused.
WRONG_SEAT = "wrong_seat"


@dataclass(slots=True)
class _Held:
    """A proposal waiting for the pacing rule, with the table version it was made on."""

    controller: SeatController
    action: Action
    version: int
    by_person: bool


class Seating:
    """``phones``: the controllers of the phone seats (a phone seat without one is played by a
    bot, as after a take-over). ``reaction_seconds()``: how long a person's chance to react
    stays open at least (the reaction-time setting)."""

    def __init__(self, session: Session, reader: GameReader, factory: BotFactory,
                 pace: Callable[[], float], tell: Callable[[IllegalAction], None],
                 phones: Mapping[int, SeatController] | None = None,
                 reaction_seconds: Callable[[], float] = lambda: 0.0) -> None:
        self._reader = reader
        self._session = session
        self._factory = factory
        self._pace = pace
        self._thinker = BotThinker()
        self.timer = TurnTimer(reader)
        self.controllers: dict[int, SeatController] = {}
        self._people: set[int] = set()  # seats a person plays now (keyboard or phone)
        for s, config in enumerate(session.seats):
            if config.is_person:
                self.controllers[s] = PersonSeat(s, tell)
                self._people.add(s)
            elif config.is_phone and phones is not None and s in phones:
                self.controllers[s] = phones[s]
                self._people.add(s)
            else:
                self.controllers[s] = self._bot(s, config)
        self.pacing = Pacing(reader, lambda: self._people, reaction_seconds)
        self._held: dict[int, _Held] = {}  # by id() of the controller

    def _bot(self, seat: int, config: SeatConfig) -> BotSeat:
        if not config.is_bot:  # a phone seat a bot plays for: the normal level
            config = SeatConfig("bot", config.name, "normal")
        seed = (self._session.match.seed * 31 + seat * 7919) % (2**32)
        bot = self._factory(config, seat, seed)
        return BotSeat(seat, bot, self._reader, self._thinker, self._pace)

    def take_over(self, seat: int) -> None:
        """A bot plays ``seat`` from now on (its phone stayed away too long)."""
        old = self.controllers[seat]
        self._held.pop(id(old), None)
        old.close()
        self._people.discard(seat)
        self.controllers[seat] = self._bot(seat, self._session.seats[seat])

    def submit(self, action: Action, now: float, act: Act) -> None:
        """A person's input (a click, a key, an overlay's button): handed to the controller
        of the seat it is for, then polled at once, so the table answers in the same frame.
        Input for a seat no person at this screen plays is refused, never dropped."""
        ctl = self.controllers.get(action.seat)
        if not isinstance(ctl, PersonSeat):
            log.warning("refused %r: seat %d is not played at this screen", action, action.seat)
            self._tell_person(action)
            return
        ctl.submit(action)
        self._poll(ctl, now, act)

    def _tell_person(self, action: Action) -> None:
        """Say a refusal to whoever is at the screen (the first keyboard seat's controller)."""
        for ctl in self.controllers.values():
            if isinstance(ctl, PersonSeat):
                ctl.refused(action, IllegalAction(WRONG_SEAT))
                return

    def poll(self, now: float, act: Act, paused: bool) -> None:
        """One frame: the pacing rule notes what the screen shows, then the turn timer and every
        controller that may act now are asked. ``paused``: a person must take the screen first
        (nothing moves)."""
        r = self._reader
        self.pacing.frame(now)
        if r.over or paused:
            return
        self._poll(self.timer, now, act)  # it stands still by itself until the screen settles
        for seat, ctl in list(self.controllers.items()):
            if r.over:
                return
            if seat == r.decision.seat or r.reactions(seat) or seat in self._people \
                    or id(ctl) in self._held:
                self._poll(ctl, now, act)

    def _poll(self, ctl: SeatController, now: float, act: Act) -> None:
        held = self._held.pop(id(ctl), None)
        if held is not None:
            self._offer(held, now, act)
            return
        action = ctl.poll(now)
        if action is not None:
            by_person = ctl is not self.timer and ctl.seat in self._people
            self._offer(_Held(ctl, action, self._reader.version, by_person), now, act)

    def _offer(self, proposal: _Held, now: float, act: Act) -> None:
        """The one gate between a controller and the engine."""
        ctl, action = proposal.controller, proposal.action
        if action.seat != ctl.seat:
            log.warning("refused %r: proposed by the controller of seat %d", action, ctl.seat)
            ctl.refused(action, IllegalAction(WRONG_SEAT))
            return
        if not self.pacing.allows(action, proposal.by_person, now):
            self._held[id(ctl)] = proposal  # it goes when the screen has caught up
            return
        if not proposal.by_person and proposal.version != self._reader.version:
            # A computer's move made on a table that changed while it waited: it thinks again.
            log.debug("seat %d: %r dropped, the table changed while it waited", ctl.seat, action)
            return
        act(action, ctl)

    def close(self) -> None:
        self._held.clear()
        for ctl in self.controllers.values():
            ctl.close()
        self.timer.close()


__all__ = ["WRONG_SEAT", "Seating"]
