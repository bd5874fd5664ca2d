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

The parts: :mod:`.context` (session and services), :mod:`.privacy` (who sees which hand),
:mod:`.reader` (read-only game queries), :mod:`.person_seat` / :mod:`.bot_seat` /
:mod:`.turn_timer` (controllers), :mod:`.person_input` and :mod:`.action_buttons` (mouse and
keys), :mod:`.director` + :mod:`.story` (events on screen), :mod:`.log_view`,
:mod:`.still_parts` / :mod:`.moving_parts` (painting), :mod:`.autosave`, :mod:`.prewarm`.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from uno_desktop import i18n
from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import Action, Forfeit
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.game_log import LogEntry
from uno_desktop.session import Session
from uno_desktop.ui.routes import PASS_SCREEN, PAUSE, ROUND_RESULT, TableOptions
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.services import Services
from uno_desktop.ui.table import paint
from uno_desktop.ui.table.action_buttons import ActionButtons
from uno_desktop.ui.table.autosave import Autosaver
from uno_desktop.ui.table.bot_seat import BotSeat, BotThinker
from uno_desktop.ui.table.compose import Composer
from uno_desktop.ui.table.context import TableContext
from uno_desktop.ui.table.dialogs import ColorChooser, RevealPanel
from uno_desktop.ui.table.director import Director
from uno_desktop.ui.table.layout import HandSlot, TableLayout, compute_layout
from uno_desktop.ui.table.log_view import LogView
from uno_desktop.ui.table.model import Shown, hand_order, uno_badges
from uno_desktop.ui.table.moving_parts import MovingPainter
from uno_desktop.ui.table.person_input import PersonInput
from uno_desktop.ui.table.person_seat import PersonSeat
from uno_desktop.ui.table.prewarm import Prewarm
from uno_desktop.ui.table.privacy import Privacy
from uno_desktop.ui.table.reader import GameReader
from uno_desktop.ui.table.seat_controller import SeatController
from uno_desktop.ui.table.seats import BotFactory, registry_bot
from uno_desktop.ui.table.still_parts import StillPainter
from uno_desktop.ui.table.story import Stage
from uno_desktop.ui.table.turn_timer import TurnTimer

if TYPE_CHECKING:
    from uno_desktop.ui.app import App

log = logging.getLogger(__name__)

ROUND_END_PAUSE = 1.8  # hands revealed before the result opens


class TableScene(Scene):
    """The table for ``session``. ``bot_factory`` builds the bots (default: the registry);
    ``autoplay`` (default: when nobody is a person) lets result screens go on by themselves;
    ``autosave`` (default: when a person plays) writes the session after every action."""

    def __init__(self, app: App, session: Session, *, bot_factory: BotFactory | None = None,
                 autoplay: bool | None = None, autosave: bool | None = None) -> None:
        super().__init__()
        self.app = app
        self._router = app.router
        self.options = TableOptions(bot_factory, autoplay, autosave)
        services: Services = app.services
        self.ctx = ctx = TableContext(services, session)
        persons = session.persons()
        self.privacy = Privacy(session, (not persons) if autoplay is None else autoplay)
        self.autosaver = Autosaver(session, services.storage,
                                   bool(persons) if autosave is None else autosave)
        self.reader = GameReader(ctx.match)
        self.shown = Shown.empty(ctx.n, ctx.rules.deck_size)
        self.director = Director(self._show, self._shown, lambda: self.stage.reveal is not None)
        self.stage = Stage(ctx, self.privacy, self.director, self.shown, self._layout_now,
                           lambda: self.input.hover_card)
        self.log = LogView(ctx, session.log)
        self.input = PersonInput(self)
        self.buttons = ActionButtons(self)
        self.still = StillPainter(self)
        self.moving = MovingPainter(self)
        self.prewarm = Prewarm(ctx.rules, ctx.n)
        self.timer = TurnTimer(self.reader)
        self.controllers: dict[int, SeatController] = {}
        thinker = BotThinker()
        factory = bot_factory or registry_bot
        for s in range(ctx.n):
            if session.seats[s].is_person:
                self.controllers[s] = PersonSeat(s, self._tell)
            else:
                bot = factory(session.seats[s], s, (ctx.match.seed * 31 + s * 7919) % (2**32))
                self.controllers[s] = BotSeat(s, bot, self.reader, thinker, self._bot_pace)
        self.layout: TableLayout | None = None
        self.synced = False
        self.result_open = False
        self.end_wait = 0.0
        self.toast: tuple[str, float] | None = None
        self._frame = _Frame()
        if session.events:
            self._keep(session.events)
            self.director.play(session.events)
            session.events = []
        else:
            self.shown.sync(ctx.game)
            self.shown.uno = set(session.uno) & {s for s in range(ctx.n)
                                                 if len(ctx.game.hands[s]) == 1}
            self.synced = True
            self.privacy.reveal_all = ctx.game.over

    @property
    def idle(self) -> bool:
        return self.director.idle

    @property
    def ring_phase(self) -> float:
        return self.director.clock * 0.35

    def _layout_now(self) -> TableLayout:
        assert self.layout is not None
        return self.layout

    def _bot_pace(self) -> float:
        return float(self.ctx.setting("bot_pace", 0.9))

    def _tell(self, error: IllegalAction) -> None:
        self.show_toast(i18n.error_text(self.ctx.tr, error.code))

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
        return True

    def person_does(self, action: Action) -> None:
        """A person's input (a click, a key, an overlay's button): handed to that seat's
        controller and polled at once, so the table answers in the same frame."""
        ctl = self.controllers.get(action.seat)
        if isinstance(ctl, PersonSeat):
            ctl.submit(action)
            self._poll(ctl)

    def _poll(self, ctl: SeatController) -> None:
        action = ctl.poll(self.director.clock)
        if action is not None:
            self.act(action, ctl)

    def _applied(self, events: list[ev.Event]) -> None:
        self.reader.changed()
        self.synced = False
        ch = self.input.chooser
        self.input.chooser = None if ch and ch.cancellable else ch
        session = self.ctx.session
        session.uno = uno_badges(session.uno, events, self.ctx.game)
        self._keep(events)
        self.director.play(events)
        self.autosaver.save()

    def _keep(self, events: list[ev.Event]) -> None:
        """The session's log (saved with it): every applied event, public lines only."""
        log = self.ctx.session.log
        log.extend(LogEntry(e) for e in events)
        del log[:-60]

    def _show(self, event: ev.Event) -> float:
        return self.stage.show(event)

    def _shown(self, event: ev.Event) -> None:
        """An event's animation is over: now the log on screen tells it."""
        self.log.add(LogEntry(event, self.privacy.log_viewer()))

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
        self.stage.reveal = None
        self.input.chooser = None
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
        self.input.block_until = self.director.clock + 0.25
        self.input.focus_card = None
        self.input.lifts.clear()
        self.synced = False
        self._relayout()

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        director = self.director
        director.update(dt)
        self.buttons.group.update(dt)
        if self.toast is not None and director.clock > self.toast[1]:
            self.toast = None
        if self.input.chooser is not None:
            self.input.chooser.age += dt
        idle = director.idle
        if idle and not self.synced:
            self.stage.deal_final = []
            self.shown.sync(self.ctx.game)
            if self.privacy.reveal_all:
                self.shown.hands = [sorted(h, key=hand_order) for h in self.ctx.game.hands]
            self.synced = True
        self.reader.settled = idle
        if idle:
            self._advance(dt)
        self._poll_seats()
        self.input.update_hover(dt)
        if idle and director.quiet:
            self.prewarm.one()

    def _advance(self, dt: float) -> None:
        """The screen is up to date: the round result, the pass screen, a person's chooser."""
        game = self.ctx.game
        if game.over:
            self.input.chooser = None
            if not self.result_open:
                self.end_wait += self.director.scaled(dt)
                if self.end_wait >= ROUND_END_PAUSE:
                    self.open_result()
            return
        d = game.decision
        if self.privacy.must_pass_to(d.seat):
            self.open_pass_screen(d.seat)
            return
        self.input.offer_decision(d.seat, d.kind)

    def _poll_seats(self) -> None:
        """Poll the turn timer and the controllers that may act now (see the module doc)."""
        reader = self.reader
        if reader.over or (reader.settled and self.privacy.must_pass_to(reader.decision.seat)):
            return
        if reader.settled:
            self._poll(self.timer)
        owner = reader.decision.seat
        for seat, ctl in self.controllers.items():
            if reader.over:
                return
            if seat == owner or reader.reactions(seat) or isinstance(ctl, PersonSeat):
                self._poll(ctl)

    def on_exit(self) -> None:
        for ctl in self.controllers.values():
            ctl.close()

    # ------------------------------------------------------------------ overlays
    def open_pause(self) -> None:
        ch = self.input.chooser
        self.input.chooser = ch if ch and not ch.cancellable else None
        self._router.push(PAUSE, self)

    def open_result(self) -> None:
        self.result_open = True
        self._router.push(ROUND_RESULT, self)

    def open_pass_screen(self, seat: int) -> None:
        self.privacy.leave_screen()
        self.input.chooser = None
        self._router.push(PASS_SCREEN, self, seat)

    def close_reveal(self) -> None:
        self.stage.reveal = None

    def show_toast(self, message: str, seconds: float = 2.6) -> None:
        self.toast = (message, self.director.clock + seconds)

    def button(self, key: str) -> object | None:
        """The action button ``key`` if it is on screen now (tests click it)."""
        return self.buttons.button(key)

    # ------------------------------------------------------------------ drawing
    def on_enter(self) -> None:
        if self.layout is None:
            self._relayout()

    def on_resize(self, size: tuple[int, int]) -> None:
        self._relayout(size)

    def on_pause(self) -> None:
        self._frame.full = True

    def on_resume(self) -> None:
        self._frame.full = True

    def _relayout(self, size: tuple[int, int] | None = None) -> None:
        size = size or self.size
        if size[0] <= 0:
            return
        # Cards in flight know only pixels: let them land before everything moves.
        self.director.finish_flights()
        self.layout = compute_layout(size, self.ctx.n, self.privacy.viewer)
        self.still.reset()
        self.prewarm.layout_changed(self.layout)
        self._frame.composer = None
        self._frame.full = True
        self.buttons.reset()
        self.buttons.group.scale = self.layout.metrics.scale

    def draw(self, surface: pygame.Surface) -> None:
        """Copy the changed regions of the still picture to ``surface``, then draw what moves.
        A surface other than the one drawn last time (a snapshot) gets the whole picture."""
        lay = self.layout
        if lay is None or lay.size != surface.get_size():
            self._relayout(surface.get_size())
            lay = self.layout
        assert lay is not None
        self.input.layout_chooser()
        self.buttons.refresh()
        f = self._frame
        if f.composer is None or f.composer.bounds.size != lay.size:
            f.composer = Composer(paint.felt(lay.size, tuple(self.still._oval_rect(lay))))
            f.full = True
        regions = f.composer.update(self.still._parts(lay))
        if f.full or surface is not f.target:
            surface.blit(f.composer.surface, (0, 0))
        else:
            # What moved last frame is painted over from the still picture, rectangle by
            # rectangle (merging scattered rectangles would only copy more pixels).
            for r in f.moving:
                surface.blit(f.composer.surface, r, r)
            for r in regions:
                surface.blit(f.composer.surface, r, r)
        f.target = surface
        f.full = False
        f.moving = self.moving._draw_moving(surface, lay)

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        return self.input.handle_event(event)


class _Frame:
    """What the last frame drew: the still picture, the target, the moving rectangles."""

    def __init__(self) -> None:
        self.composer: Composer | None = None
        self.full = True
        self.target: pygame.Surface | None = None
        self.moving: list[pygame.Rect] = []


__all__ = ["ColorChooser", "HandSlot", "RevealPanel", "TableScene"]
