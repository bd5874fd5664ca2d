"""The card table: composed parts around one engine, one director and one ``act`` path.

The table never thinks about rules. Whoever plays a seat is a
:class:`~uno_desktop.ui.table.seat_controller.SeatController` (a person, a bot, later a phone);
each frame the table polls the controller of the decision's owner, of every seat with a reaction
open and of the person at the screen (and the turn timer), and sends what they return through
:meth:`TableScene.act` to the engine. The engine's state is final at once; the events it returns
go to the :class:`~uno_desktop.ui.table.director.Director`, which plays them one after the other
(:mod:`.story`) and moves the :class:`~uno_desktop.ui.table.model.Shown` model along. The status
line, the log, the badges and the colour ring are all drawn from that model, so they tell the
same moment; when the queue runs dry the model is re-synced from the engine.

The parts, each given the parts it needs and never the scene: :mod:`.context` (session and
services), :mod:`.privacy` (who sees which hand), :mod:`.reader` (read-only game queries),
:mod:`.person_seat` / :mod:`.bot_seat` / :mod:`.turn_timer` (controllers, in :mod:`.seating`),
:mod:`.table_state` (the one UI state: the open modal choice, focus, lifts, toast),
:mod:`.person_input` with its :mod:`.action_buttons` (mouse and keys), :mod:`.director` +
:mod:`.story` (events on screen), :mod:`.log_view`, :mod:`.look` (what a frame shows, built
from those parts) painted by :mod:`.frame` through :mod:`.still_parts` / :mod:`.moving_parts`,
:mod:`.autosave`, :mod:`.prewarm`. The scenes on top of the table see it as
:class:`~uno_desktop.ui.table_handle.TableHandle`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Protocol

import pygame

from uno_desktop import i18n
from uno_desktop.app_settings import animation_factor
from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import Action, Forfeit
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.game_log import LogEntry
from uno_desktop.session import Session
from uno_desktop.ui.routes import PASS_SCREEN, PAUSE, ROUND_RESULT, TableOptions
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.services import Services
from uno_desktop.ui.table.autosave import Autosaver
from uno_desktop.ui.table.context import TableContext
from uno_desktop.ui.table.dialogs import ColorChooser, RevealPanel
from uno_desktop.ui.table.director import Director
from uno_desktop.ui.table.frame import TableFrame
from uno_desktop.ui.table.house_toasts import HouseToasts
from uno_desktop.ui.table.layout import HandSlot, TableLayout
from uno_desktop.ui.table.log_view import LogView
from uno_desktop.ui.table.look import LookBuilder
from uno_desktop.ui.table.model import Shown
from uno_desktop.ui.table.pacing import reaction_seconds
from uno_desktop.ui.table.person_input import PersonInput
from uno_desktop.ui.table.phones import PhoneSeats
from uno_desktop.ui.table.prewarm import Prewarm
from uno_desktop.ui.table.privacy import Privacy
from uno_desktop.ui.table.reader import GameReader
from uno_desktop.ui.table.seat_controller import SeatController
from uno_desktop.ui.table.seating import Seating
from uno_desktop.ui.table.seats import BotFactory, registry_bot
from uno_desktop.ui.table.story import Stage
from uno_desktop.ui.table.table_state import TableUI

if TYPE_CHECKING:
    from uno_desktop.remote.hub import PhoneHub
    from uno_desktop.ui.app import App

log = logging.getLogger(__name__)

ROUND_END_PAUSE = 1.8  # hands revealed before the result opens


class Coach(Protocol):
    """A part that guides a person through a round (Learn to play): it sees the person's moves
    before their seat does, hears each action the engine applied, may keep the round's end on
    the table (no round result), and has its own frame, picture and input over the table's."""

    def admits(self, action: Action) -> bool:
        """May the person's move go on to their seat? A coach that says no has told why."""

    def applied(self, action: Action) -> None:
        """The engine applied ``action``."""

    def keeps_round_end(self) -> bool:
        """The round's end stays on the table (the coach shows it) instead of the result."""

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True: the coach used the event (the table does not see it)."""



class TableScene(Scene):
    """The table for ``session``. ``bot_factory`` builds the bots (default: the registry);
    ``autoplay`` (default: when nobody is a person) lets result screens go on by themselves;
    ``autosave`` (default: when a person plays) writes the session after every action;
    ``phones``: the running phone server of the phone seats (stopped when the table goes);
    ``coach``: builds the part that guides the person (given the table once its parts are
    built), or None."""

    def __init__(self, app: App, session: Session, *, bot_factory: BotFactory | None = None,
                 autoplay: bool | None = None, autosave: bool | None = None,
                 phones: PhoneHub | None = None,
                 coach: Callable[[TableScene], Coach] | None = None) -> None:
        super().__init__()
        self.app = app
        self._app = app  # never None, unlike Scene.app
        self._router = app.router
        self.options = TableOptions(bot_factory, autoplay, autosave)
        services: Services = app.services
        self.ctx = ctx = TableContext(services, session)
        people = bool(session.persons() or session.phones())
        self.privacy = Privacy(session, (not people) if autoplay is None else autoplay)
        self.autosaver = Autosaver(session, services.storage,
                                   people if autosave is None else autosave)
        self.reader = GameReader(ctx.match)
        self.shown = Shown.empty(ctx.n, ctx.rules.deck_size)
        self.log = LogView(ctx, session.log)
        self.ui = ui = TableUI()

        def shown(e: ev.Event) -> None:  # the log says it; a house rule's first time, a toast
            self.log.add(LogEntry(e, self.privacy.log_viewer()))
            self.notes.shown(e)

        self.director = Director(
            lambda e: self.stage.show(e), shown, ui.covered,
            lambda: animation_factor(ctx.setting("animation_speed", "normal")))
        self.prewarm = Prewarm(ctx.rules, ctx.n)
        self.frame = TableFrame(ctx.n, self.privacy, self.director, self.prewarm)
        self.stage = Stage(ctx, self.privacy, self.director, self.shown, ui, self.frame)
        self.input = PersonInput(ctx, self.privacy, self.reader, self.shown, self.director,
                                 self.stage, ui, self.frame, person_does=self.person_does,
                                 open_pause=self.open_pause)
        self.buttons = self.input.buttons
        toast = self.input.toast
        self.notes = HouseToasts(ctx, partial(toast, calm=True))
        self.phones = None if phones is None else PhoneSeats(
            phones, ctx, float(ctx.setting("phone_takeover", 0)), toast)
        self.seating = Seating(
            session, self.reader, bot_factory or registry_bot,
            lambda: float(ctx.setting("bot_pace", 0.9)),
            lambda error: toast(i18n.error_text(ctx.tr, error.code)),
            self.phones.controllers if self.phones is not None else None,
            lambda: reaction_seconds(ctx.setting("reaction_time", "normal")))
        self.timer = self.seating.timer
        self.looks = LookBuilder(ctx, self.privacy, self.reader, self.shown, self.stage,
                                 self.log, self.director, self.input, self.timer, self.phones)
        self.result_open = False
        self.end_wait = 0.0
        if session.events:
            _keep(session, session.events)
            self.director.play(session.events)
            session.events = []
        else:
            self.shown.sync(ctx.game)  # no events to replay: the saved game as it stands
            self.stage.synced = True
            self.privacy.reveal_all = ctx.game.over
        self.coach = None if coach is None else coach(self)

    @property
    def idle(self) -> bool:
        """Every event is shown: the screen tells the engine's truth."""
        return self.director.idle

    @property
    def layout(self) -> TableLayout | None:
        return self.frame.layout

    # ------------------------------------------------------------------ acting
    def act(self, action: Action, by: SeatController | None = None) -> bool:
        """The one path to the engine: apply ``action``; a refusal goes back to ``by``."""
        try:
            events = self.ctx.match.apply(action)
        except IllegalAction as exc:
            if by is not None:
                by.refused(action, exc)
            else:
                log.warning("refused %r: %s", action, exc)
            return False
        self._applied(events)
        if self.coach is not None:
            self.coach.applied(action)
        return True

    def person_does(self, action: Action) -> None:
        """A person's input (a click, a key, an overlay's button), through their seat (and
        the coach's gate, when one guides the round)."""
        if self.coach is None or self.coach.admits(action):
            self.seating.submit(action, self.director.clock, self.act)

    def _applied(self, events: list[ev.Event]) -> None:
        self.reader.changed()
        self.stage.synced = False
        self.ui.drop_cancellable()
        chooser = self.ui.showing(ColorChooser)
        if chooser is not None and all(self.ctx.game.why_not(a) is not None
                                       for a in chooser.options.values()):
            # The engine no longer asks that colour: the seat timed out, left, or was knocked
            # out meanwhile. A wheel left open would answer a question nobody asks.
            self.ui.modal = None
        session = self.ctx.session
        session.uno = set(self.ctx.game.uno_calls())
        _keep(session, events)
        self.director.play(events)
        self.autosaver.save()

    def next_round(self) -> None:
        """Deal the next round (the round result's button)."""
        match = self.ctx.match
        if match.over or not self.ctx.game.over:
            return
        events = match.next_round()
        self.privacy.reveal_all = False
        self.privacy.leave_screen()
        self.result_open = False
        self.end_wait = 0.0
        self.ui.modal = None
        self.shown.reset(self.ctx.rules.deck_size, list(match.gone))
        self._applied(events)

    def forfeit(self, seat: int) -> None:
        before = self.reader.version
        self.person_does(Forfeit(seat))
        if self.reader.version != before and seat == self.privacy.viewer:
            self.privacy.leave_screen()

    def take_screen(self, seat: int) -> None:
        """The person at ``seat`` has the screen now (the pass screen's click)."""
        self.privacy.take_screen(seat)
        self.ctx.sound("turn")
        self.ui.screen_taken(self.director.clock)
        self.stage.synced = False
        self.frame.relayout(self.size)

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        director = self.director
        director.update(dt)
        self.buttons.group.update(dt)
        self.input.tick(dt)
        idle = director.idle
        if idle and not self.stage.synced:
            self.stage.catch_up(self.ctx.game)
        self.reader.settled = idle
        paused = idle and self._advance(dt)
        self.seating.poll(director.clock, self.act, paused)
        if self.phones is not None:  # after the seats acted: phones see the new table at once
            for seat in self.phones.frame(director.clock):  # its phone stayed away: a bot
                self.seating.take_over(seat)
        self.input.update_hover(dt)
        if idle and director.quiet:
            self.prewarm.one()
        if self.coach is not None:
            self.coach.update(dt)

    def _advance(self, dt: float) -> bool:
        """The screen is up to date: the round result, the pass screen, a person's colour
        wheel. True when the seats must wait (the screen is being passed)."""
        game = self.ctx.game
        if game.over:
            self.ui.modal = None
            if self.coach is not None and self.coach.keeps_round_end():
                return False
            if not self.result_open:
                self.end_wait += self.director.scaled(dt)
                if self.end_wait >= ROUND_END_PAUSE:
                    self.result_open = True
                    self._router.push(ROUND_RESULT, self)
            return False
        d = game.decision
        if self.privacy.must_pass_to(d.seat):
            self.privacy.leave_screen()
            self.ui.modal = None
            self._router.push(PASS_SCREEN, self, d.seat)
            return True
        self.input.offer_decision(d.seat, d.kind)
        return False

    def on_exit(self) -> None:
        self.seating.close()
        if self.phones is not None:
            self.phones.stop()
            if self._app.frame_waiter == self.phones.wait:
                self._app.frame_waiter = None

    # ------------------------------------------------------------------ overlays
    def open_pause(self) -> None:
        self.ui.drop_cancellable()
        self._router.push(PAUSE, self)

    # ------------------------------------------------------------------ drawing
    def on_enter(self) -> None:
        if self.phones is not None:  # the loop's rest of a frame wakes when a phone picks
            self._app.frame_waiter = self.phones.wait
        if self.frame.layout is None:
            self.frame.relayout(self.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.frame.relayout(size)

    def on_pause(self) -> None:
        # A screen over the table (pause, results) says what a banner or a shout was saying;
        # frozen behind its panel, their big words would show on both sides of it.
        self.director.effects.clear()
        self.frame.invalidate()

    def on_resume(self) -> None:
        self.frame.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.frame.fit(surface.get_size())
        self.ui.layout_modal(lay)  # placed before it is drawn or clicked
        self.buttons.refresh()
        self.frame.draw(surface, self.looks.build(lay), self.looks.moving())
        if self.coach is not None:
            self.coach.draw(surface)

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if self.coach is not None and self.coach.handle_event(event):
            return True
        return self.input.handle_event(event)


def _keep(session: Session, events: list[ev.Event]) -> None:
    """The session's log (saved with it): every applied event, public lines only."""
    session.log.extend(LogEntry(e) for e in events)
    del session.log[:-60]


__all__ = ["ColorChooser", "HandSlot", "RevealPanel", "TableScene"]
