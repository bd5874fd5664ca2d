"""The card table: shows the engine's state and decisions, sends actions, animates events.

The table never thinks about rules. It asks the engine what is legal
(``game.legal_actions(seat, reactions=True)``), offers exactly that on screen, applies what a
person clicks or a bot answers through one path (:meth:`TableScene.act`), then queues the events
the engine returns and plays them one after the other. The engine's state is final at once;
:class:`~uno_desktop.ui.table.model.Shown` is what the screen shows while the animations catch
up, and is re-synced from the engine whenever the queue runs dry.

Hidden information: a card face of a seat's hand is drawn only when :meth:`hand_visible` says
so: the one person playing against bots, the person who has taken the screen in family play, or
everybody once the round is over. Flying cards are given a face or a back when they are made,
by the same rule.

One job per module, mixed into :class:`TableScene`, which keeps every piece of state (tests and
the overlays read it from the scene) and runs the frame:

- :mod:`.event_story`: the event queue, one animation per event;
- :mod:`.person_input`: mouse and keys into engine actions, hover; :mod:`.action_buttons`;
- :mod:`.bot_driver`: bots' decisions (worker thread, pacing) and reactions;
- :mod:`.turn_timer`, :mod:`.autosave`, :mod:`.screen_privacy` (who sees which hand);
- :mod:`.still_parts` and :mod:`.moving_parts`: painting; :mod:`.dialogs`: colour wheel, reveal.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from functools import partial
from typing import Any

import pygame

from uno_desktop import i18n
from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import Accept, Action, Challenge, Forfeit
from uno_desktop.engine.cards import COLORS
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.game import Game
from uno_desktop.session import Session
from uno_desktop.ui import card_art, theme, tween
from uno_desktop.ui.card_art import BACK, card_size
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.table import fx, paint
from uno_desktop.ui.table.action_buttons import ActionButtons
from uno_desktop.ui.table.autosave import Autosave
from uno_desktop.ui.table.bot_driver import BotDriver, _Pending
from uno_desktop.ui.table.compose import Composer
from uno_desktop.ui.table.dialogs import ColorChooser, RevealPanel
from uno_desktop.ui.table.event_story import EventStory, _story_order
from uno_desktop.ui.table.layout import HandSlot, TableLayout, compute_layout, fan_offsets
from uno_desktop.ui.table.model import Shown, hand_order
from uno_desktop.ui.table.moving_parts import MovingParts
from uno_desktop.ui.table.person_input import PersonInput
from uno_desktop.ui.table.screen_privacy import ScreenPrivacy
from uno_desktop.ui.table.seats import BotFactory, registry_bot
from uno_desktop.ui.table.still_parts import StillParts
from uno_desktop.ui.table.turn_timer import TurnTimer
from uno_desktop.ui.widgets import WidgetGroup

log = logging.getLogger(__name__)

ROUND_END_PAUSE = 1.8  # hands revealed before the result opens
CHALLENGE_TYPES = (Challenge, Accept)


class TableScene(ScreenPrivacy, Autosave, TurnTimer, BotDriver, EventStory,
                 PersonInput, ActionButtons, StillParts, MovingParts, Scene):
    """The table for ``session``. ``bot_factory`` builds the bots (default: the registry);
    ``autoplay`` (default: when nobody is a person) lets result screens go on by themselves;
    ``autosave`` (default: when a person plays) writes the session after every action."""

    def __init__(self, app: Any, session: Session, *, bot_factory: BotFactory | None = None,
                 autoplay: bool | None = None, autosave: bool | None = None) -> None:
        super().__init__()
        self.app = app
        self.options = {"bot_factory": bot_factory, "autoplay": autoplay, "autosave": autosave}
        self.session = session
        self.match = session.match
        self.n = self.match.n
        self.persons = session.persons()
        self.family = len(self.persons) >= 2
        self.autoplay = (not self.persons) if autoplay is None else autoplay
        self.autosave = bool(self.persons) if autosave is None else autosave
        factory = bot_factory or registry_bot
        base_seed = self.match.seed
        self.bots: dict[int, Any] = {
            s: factory(session.seats[s], s, (base_seed * 31 + s * 7919) % (2**32))
            for s in session.bots()
        }
        self.viewer = self.persons[0] if self.persons else 0
        self.viewer_ready = not self.family
        self.reveal_all = False
        self.tweens = tween.Tweener()
        self.effects = fx.Effects()
        self.flyers: list[fx.Flyer] = []
        self.queue: deque[ev.Event] = deque()
        self.wait = 0.0
        self.synced = False
        self.version = 0  # bumped by every applied action
        self._legal: dict[int, list[Action]] = {}
        self._legal_version = -1
        self.clock = 0.0  # seconds this scene has been updated
        self.pulse = 0.0
        self.bot_wait: float | None = None
        self.bot_job: tuple[int, int, Future[Action]] | None = None  # (version, seat, answer)
        self._pool: ThreadPoolExecutor | None = None
        self.pending: list[_Pending] = []
        self.react_version = -1
        self.timer_key: tuple[Any, ...] | None = None
        self.timer_left = 0.0
        self.chooser: ColorChooser | None = None
        self.reveal: RevealPanel | None = None
        self.toast: tuple[str, float] | None = None
        self.result_open = False
        self.end_wait = 0.0
        self.mouse: tuple[int, int] = (-1, -1)
        self.block_until = 0.0
        self.deal_final: list[int] = []  # the bottom hand being dealt, in its final order
        self.hover_card: int | None = None
        self.focus_card: int | None = None
        self.focus_zone = "hand"  # or "buttons"
        self.lifts: dict[int, float] = {}
        self.seat_focus: int | None = None
        self.buttons = WidgetGroup()
        self._button_key: Any = None
        self.layout: TableLayout | None = None
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        self.log_lines: list[str] = list(session.log[-12:])
        self._log_cache: tuple[Any, pygame.Surface] | None = None
        self.ring_phase = 0.0
        self._composer: Composer | None = None
        self._warmed: set[tuple[int, int]] = set()
        self._warmups: deque[Callable[[], object]] = deque()
        self._full = True
        self._target: pygame.Surface | None = None
        self._moving: list[pygame.Rect] = []
        self._plate_memo: dict[Any, tuple[str, str]] = {}
        self._plate_images: dict[Any, pygame.Surface] = {}
        self._log_lines: dict[Any, pygame.Surface] = {}
        self._static_rects: dict[str, pygame.Rect] = {}
        self._prompt_memo: tuple[Any, tuple[str, tuple[int, int, int]]] | None = None
        self._shade_cache: tuple[Any, pygame.Surface] | None = None
        self.shown = Shown.empty(self.n, self.rules.deck_size)
        if session.events:
            for event in session.events:
                self.session.log.extend(self._lines(event, None))
            self.queue.extend(session.events)
            session.events = []
        elif self.game is not None:
            self.shown = Shown.of(self.game)
            self.synced = True
            if self.game.over:
                self.reveal_all = True

    # ------------------------------------------------------------------ basics
    @property
    def game(self) -> Game:
        assert self.match.game is not None
        return self.match.game

    @property
    def rules(self) -> Any:
        return self.match.rules

    @property
    def tr(self) -> i18n.Translator:
        t = getattr(self.app, "translator", None)
        return t if t is not None else i18n.get_translator("en")

    def t(self, msg_id: str, **args: Any) -> str:
        return self.tr.t(msg_id, **args)

    def name(self, seat: int) -> str:
        return self.session.seats[seat].name

    @property
    def settings(self) -> Any:
        return getattr(self.app, "settings", None)

    def setting(self, name: str, default: Any) -> Any:
        s = self.settings
        return getattr(s, name, default) if s is not None else default

    def sound(self, name: str) -> None:
        sounds = getattr(self.app, "sounds", None)
        if sounds is not None:
            sounds.play(name)

    @property
    def art(self) -> card_art.CardArt:
        return card_art.get()

    def legal(self, seat: int) -> list[Action]:
        """The engine's actions for ``seat`` (decision and reactions), cached per version."""
        if self._legal_version != self.version:
            self._legal = {}
            self._legal_version = self.version
        found = self._legal.get(seat)
        if found is None:
            found = self.game.legal_actions(seat, reactions=True)
            self._legal[seat] = found
        return found

    # ------------------------------------------------------------------ life cycle
    def on_enter(self) -> None:
        if self.layout is None:
            self._relayout()

    def _queue_warmups(self, lay: TableLayout, size: tuple[int, int]) -> None:
        """Faces needed only at the end of a round (the hands turned face up on the seats and
        on the round result): about 3 ms each, 50-odd per size, so they are drawn one per quiet
        frame during the round instead of all in the frame the round ends (a 130 ms stall)."""
        from uno_desktop.ui.table.results import hand_card_width, result_row_height

        widths = {lay.back_w, hand_card_width(result_row_height(theme.metrics(size), size,
                                                                self.n))}
        art = self.art
        # Every distinct face of the deck by colour and kind, whoever holds it: nothing here
        # is shown, and it says nothing about any hand.
        faces = card_art.distinct_faces(self.rules.blank_cards == "draw_ten")
        self._warmups = deque(partial(art.face_of, color, kind, w) for w in sorted(widths)
                              for color, kind in faces)

    def _warm_one(self) -> None:
        """One image of the warm-up queue, in a frame where nothing moves."""
        if self._warmups and self.idle and not self.tweens.animations:
            self._warmups.popleft()()

    def _prewarm(self, lay: TableLayout) -> None:
        """Draw the pictures this layout needs now, so no frame of the game waits for them."""
        art = self.art
        art.prewarm(lay.card_w, self.rules.blank_cards == "draw_ten")
        if lay.pile_w != lay.card_w:
            art.prewarm(lay.pile_w, self.rules.blank_cards == "draw_ten")
        pw, ph = card_size(lay.pile_w)
        for color in COLORS:
            paint.color_ring(None, lay.discard_pos, lay.pile_w, color, 0.0)
        m = lay.metrics
        spread = max(4, m.gap)
        plates = {lay.plate.size} | {s.plate.size for s in lay.spots.values()}
        for size in plates:
            paint.glow_rect(size, m.radius, theme.ACCENT, spread)
        art.glow(lay.card_w)
        art.glow(lay.pile_w)
        art.shadow(lay.card_w)
        art.shadow(lay.back_w)
        for count in range(1, 10):
            for _dx, _dy, angle in fan_offsets(count, lay.back_w):
                paint.plain_back(art, lay.back_w, round(angle))
                art.rotated(BACK, lay.back_w, round(angle))
        # Cards flying from the pile to a seat change size in steps of 4 px.
        lo, hi = sorted((lay.back_w, lay.pile_w))
        for w in range(max(8, round(lo / 4) * 4), round(hi / 4) * 4 + 1, 4):
            art.back(w)
            art.shadow(w)

    def on_resize(self, size: tuple[int, int]) -> None:
        self._relayout(size)

    def _relayout(self, size: tuple[int, int] | None = None) -> None:
        size = size or self.size
        if size[0] <= 0:
            return
        # Cards in flight know only pixels: let them land before everything moves.
        self._finish_flights()
        self.layout = compute_layout(size, self.n, self.viewer)
        self._static_rects = {}
        if size not in self._warmed:
            self._warmed.add(size)
            self._prewarm(self.layout)
        self._queue_warmups(self.layout, size)
        self._composer = None
        self._full = True
        self._button_key = None
        self._log_cache = None
        self.buttons.scale = self.layout.metrics.scale

    # ------------------------------------------------------------------ acting
    def act(self, action: Action, *, person: bool = False) -> bool:
        """Apply ``action`` through the engine; a refusal is shown to a person as a toast."""
        try:
            events = self.match.apply(action)
        except IllegalAction as exc:
            if person:
                self.show_toast(i18n.error_text(self.tr, exc.code))
            else:
                log.warning("refused %r: %s", action, exc)
            return False
        self._applied(events)
        return True

    def _applied(self, events: list[ev.Event]) -> None:
        self.version += 1
        self.synced = False
        self.bot_wait = None
        self.chooser = None if self.chooser and self.chooser.cancellable else self.chooser
        for event in events:
            self.session.log.extend(self._lines(event, None))
        del self.session.log[:-60]
        self.queue.extend(_story_order(events))
        self.save()

    def next_round(self) -> None:
        """Deal the next round (the round result's button)."""
        if self.match.over or not self.game.over:
            return
        events = self.match.next_round()
        self.reveal_all = False
        self.result_open = False
        self.end_wait = 0.0
        if self.family:
            self.viewer_ready = False
        self.reveal = None
        self.chooser = None
        self.shown = Shown.empty(self.n, self.rules.deck_size)
        self.shown.gone = list(self.match.gone)
        self.pending.clear()
        self._applied(events)

    def forfeit(self, seat: int) -> None:
        if self.act(Forfeit(seat), person=True) and self.family and seat == self.viewer:
            self.viewer_ready = False

    def _lines(self, event: ev.Event, viewer: int | None) -> list[str]:
        try:
            return i18n.event_lines(self.tr, event, self.session.names, viewer)
        except Exception:  # a log line must never stop the game
            log.exception("no log line for %r", event)
            return []

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        self.clock += dt
        self.pulse += dt
        self.ring_phase += dt * 0.35
        backlog = len(self.queue)
        boost = 1.0 if backlog < 4 else min(4.0, 1.0 + backlog / 4)
        self.tweens.update(dt * boost)
        self.effects.update(dt)
        self.flyers = [f for f in self.flyers if not f.landed]
        self.buttons.update(dt)
        if self.toast is not None and self.clock > self.toast[1]:
            self.toast = None
        if self.chooser is not None:
            self.chooser.age += dt
        self._pump(dt * boost)
        if self.idle:
            if not self.synced:
                self.deal_final = []
                self.shown.sync(self.game)
                if self.reveal_all:
                    self.shown.hands = [sorted(h, key=hand_order) for h in self.game.hands]
                self.synced = True
            self._advance(dt)
        self._fire_reactions()
        self._update_hover(dt)
        self._warm_one()

    def _advance(self, dt: float) -> None:
        """The screen is up to date: whoever must act now may act."""
        game = self.game
        if game.over:
            if not self.result_open:
                self.end_wait += tween.scaled_dt(dt)
                if self.end_wait >= ROUND_END_PAUSE or tween.get_speed() == 0:
                    self.open_result()
            return
        d = game.decision
        if self.family and self.session.is_person(d.seat) and (
                d.seat != self.viewer or not self.viewer_ready):
            self.open_pass_screen(d.seat)
            return
        self._tick_timer(dt, d.seat)
        # Reactions first: a bot is asked about its reactions before it starts thinking, so
        # the two never run at the same time.
        self._poll_reactions()
        if d.seat in self.bots:
            self._drive_bot(dt, d.seat, d.kind)
        else:
            self._offer_person_decision(d.seat, d.kind)

    def on_exit(self) -> None:
        self._stop_thinking()

    # ------------------------------------------------------------------ overlays
    def open_pause(self) -> None:
        from uno_desktop.ui.table.overlays import PauseScene

        self.chooser = self.chooser if self.chooser and not self.chooser.cancellable else None
        self.app.push(PauseScene(self))

    def open_result(self) -> None:
        from uno_desktop.ui.table.overlays import RoundResultScene

        self.result_open = True
        self.app.push(RoundResultScene(self))

    def show_toast(self, message: str, seconds: float = 2.6) -> None:
        self.toast = (message, self.clock + seconds)

    # ------------------------------------------------------------------ drawing
    def _layout_chooser(self) -> None:
        if self.chooser is not None and self.layout is not None:
            self.chooser.layout(self.layout.center, round(self.layout.pile_w * 0.95))

    def on_pause(self) -> None:
        self._full = True

    def on_resume(self) -> None:
        self._full = True

    def draw(self, surface: pygame.Surface) -> None:
        """Copy the changed regions of the still picture to ``surface``, then draw what moves.
        A surface other than the one drawn last time (a snapshot) gets the whole picture."""
        lay = self.layout
        if lay is None or lay.size != surface.get_size():
            self._relayout(surface.get_size())
            lay = self.layout
        assert lay is not None
        if self.chooser is not None:
            self._layout_chooser()
        self._refresh_buttons()
        composer = self._composer
        if composer is None or composer.bounds.size != lay.size:
            composer = self._composer = Composer(paint.felt(lay.size,
                                                            tuple(self._oval_rect(lay)),
                                                            self.t("menu-title")))
            self._full = True
        regions = composer.update(self._parts(lay))
        if self._full or surface is not self._target:
            surface.blit(composer.surface, (0, 0))
        else:
            # What moved last frame is painted over from the still picture, rectangle by
            # rectangle (merging scattered rectangles would only copy more pixels).
            for r in self._moving:
                surface.blit(composer.surface, r, r)
            for r in regions:
                surface.blit(composer.surface, r, r)
        self._target = surface
        self._full = False
        self._moving = self._draw_moving(surface, lay)


__all__ = ["ColorChooser", "HandSlot", "RevealPanel", "TableScene"]
