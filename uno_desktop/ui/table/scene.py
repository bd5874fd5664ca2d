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
"""

from __future__ import annotations

import logging
import math
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

from uno_desktop import i18n
from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import (
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    Forfeit,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
    Timeout,
)
from uno_desktop.engine.cards import (
    BLACK,
    CARD_COLOR,
    CARD_KIND,
    COLORS,
    WILD_DRAW_FOUR,
    is_black,
)
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.game import Game
from uno_desktop.engine.view import seat_view
from uno_desktop.session import Session
from uno_desktop.ui import card_art, theme, tween
from uno_desktop.ui import text as textmod
from uno_desktop.ui.card_art import BACK, card_size
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.table import fx, paint
from uno_desktop.ui.table.compose import Composer, Part
from uno_desktop.ui.table.layout import (
    HandSlot,
    TableLayout,
    compute_layout,
    fan_offsets,
    hand_slots,
)
from uno_desktop.ui.table.model import Shown, hand_order
from uno_desktop.ui.table.seats import BotFactory, ask_choose, ask_react, registry_bot
from uno_desktop.ui.widgets import Button, WidgetGroup, draw_focus_ring

log = logging.getLogger(__name__)

FLIGHT = 0.38  # seconds a card takes from a hand to the pile
DRAW_STAGGER = 0.11  # between cards drawn together
DEAL_TIME = 1.9  # the whole deal at most
ROUND_END_PAUSE = 1.8  # hands revealed before the result opens
CHALLENGE_TYPES = (Challenge, Accept)


class _Pending:
    """A bot's reaction waiting for its moment."""

    __slots__ = ("due", "seat", "action")

    def __init__(self, due: float, seat: int, action: Action) -> None:
        self.due, self.seat, self.action = due, seat, action


class ColorChooser:
    """The colour wheel: four big buttons around the pile. ``options`` maps a colour to the
    action that names it; ``cancellable`` when it opened for a card the player may take back."""

    def __init__(self, options: dict[int, Action], cancellable: bool, preferred: int) -> None:
        self.options = options
        self.cancellable = cancellable
        self.focus = preferred if preferred in options else next(iter(options))
        self.rects: dict[int, pygame.Rect] = {}
        self.age = 0.0

    def layout(self, center: tuple[int, int], size: int) -> None:
        gap = max(6, size // 10)
        self.rects = {}
        for i, color in enumerate(COLORS):
            r = pygame.Rect(0, 0, size, size)
            r.center = (center[0] + (-1 if i % 2 == 0 else 1) * (size + gap) // 2,
                        center[1] + (-1 if i < 2 else 1) * (size + gap) // 2)
            self.rects[color] = r

    def at(self, pos: tuple[int, int]) -> int | None:
        for color, r in self.rects.items():
            if r.collidepoint(pos) and color in self.options:
                return color
        return None

    def move(self, dx: int, dy: int) -> None:
        i = COLORS.index(self.focus)
        col, row = i % 2, i // 2
        col = (col + dx) % 2
        row = (row + dy) % 2
        self.focus = COLORS[row * 2 + col]


class RevealPanel:
    """The challenged hand, shown to the challenger only, until they close it."""

    def __init__(self, challenged: int, hand: tuple[int, ...], bluff: bool) -> None:
        self.challenged = challenged
        self.hand = tuple(sorted(hand, key=hand_order))
        self.bluff = bluff
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.ok = pygame.Rect(0, 0, 0, 0)


class TableScene(Scene):
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

    # ------------------------------------------------------------------ who sees what
    def hand_visible(self, seat: int) -> bool:
        """May the face of ``seat``'s cards be drawn now?"""
        if self.reveal_all:
            return True
        if seat != self.viewer:
            return False
        if not self.persons:  # nobody's secrets at stake: the bottom seat is shown
            return True
        return self.viewer_ready and self.session.is_person(seat)

    def input_seat(self) -> int | None:
        """The person who may click and type now, or None."""
        if self.autoplay or not self.persons or self.reveal_all:
            return None
        seat = self.viewer
        if not self.session.is_person(seat) or not self.hand_visible(seat):
            return None
        if self.match.gone[seat] or self.game.over:
            return None
        return seat

    def forfeit_seat(self) -> int | None:
        """Whose seat "forfeit this seat" gives up: the person at the screen."""
        if not self.persons or self.game.over:
            return None
        if self.viewer_ready and self.session.is_person(self.viewer) \
                and not self.match.gone[self.viewer]:
            return self.viewer
        d = self.game.decision
        if self.session.is_person(d.seat) and not self.match.gone[d.seat]:
            return d.seat
        return None

    # ------------------------------------------------------------------ life cycle
    def on_enter(self) -> None:
        if self.layout is None:
            self._relayout()

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
        self._composer = None
        self._full = True
        self._button_key = None
        self._log_cache = None
        self.buttons.scale = self.layout.metrics.scale

    def _finish_flights(self) -> None:
        if any(not f.landed for f in self.flyers):
            self.tweens.finish_all()
        self.flyers = [f for f in self.flyers if not f.landed]

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

    def save(self) -> None:
        """Autosave the session (every applied action, every new round)."""
        if not self.autosave:
            return
        storage = getattr(self.app, "storage", None)
        if storage is None:
            return
        data = self.session.to_dict()
        try:
            # Serialised now, written to disk on the storage's writer thread.
            notice = storage.save_autosave(data, background=True)
        except TypeError:  # a storage without background writes
            notice = storage.save_autosave(data)
        if notice is not None:
            log.warning("autosave failed: %s", notice)

    def flush_save(self) -> None:
        """Wait until the last autosave is on disk (leaving the table, tests)."""
        storage = getattr(self.app, "storage", None)
        flush = getattr(storage, "flush_autosave", None)
        if self.autosave and flush is not None:
            notice = flush()
            if notice is not None:
                log.warning("autosave failed: %s", notice)

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

    @property
    def idle(self) -> bool:
        """Every event shown and nothing in flight: the screen tells the engine's truth."""
        return (not self.queue and self.wait <= 0 and self.reveal is None
                and all(f.landed for f in self.flyers))

    def _pump(self, dt: float) -> None:
        self.wait = max(0.0, self.wait - tween.scaled_dt(dt))
        guard = 0
        while self.queue and self.wait <= 0 and self.reveal is None and guard < 500:
            guard += 1
            event = self.queue.popleft()
            # A line naming private cards stays on screen: with several people at one screen
            # the log holds public lines only.
            viewer = self.viewer if (self.hand_visible(self.viewer) and not self.family) \
                else None
            for line in self._lines(event, viewer):
                self.log_lines.append(line)
            del self.log_lines[:-30]
            self._log_cache = None
            try:
                seconds = self._show(event)
            except Exception:  # an animation bug must not freeze the table
                log.exception("could not show %r", event)
                seconds = 0.0
            if tween.get_speed() == 0:
                seconds = 0.0
            self.wait = seconds

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

    def _drive_bot(self, dt: float, seat: int, kind: Kind) -> None:
        """A bot thinks on the worker thread while its visible pause runs; its answer is applied
        when both are over, if the table has not changed meanwhile (else it is asked again)."""
        job = self.bot_job
        if job is not None and (job[0] != self.version or job[1] != seat):
            job = self.bot_job = None  # the table changed under it: ask again
            self.bot_wait = None
        if self.bot_wait is None:
            pace = float(self.setting("bot_pace", 0.9))
            quick = kind in (Kind.CHOOSE_COLOR, Kind.GIVE_CARD) or len(
                [a for a in self.legal(seat) if not isinstance(a, (CallUno, CatchUno,
                                                                    JumpIn))]) <= 1
            self.bot_wait = pace * (0.55 if quick else 1.0)
        if job is None:
            view = seat_view(self.game, seat, tuple(self.match.totals))
            job = self.bot_job = (self.version, seat, self._think(self.bots[seat], view))
        self.bot_wait -= dt
        future = job[2]
        if self.bot_wait <= 0 and future.done():
            self.bot_wait = None
            self.bot_job = None
            action = future.result()
            if action in self.game.legal_actions(seat):
                self.act(action)

    def _think(self, bot: Any, view: Any) -> Future[Action]:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="uno-bot")
        return self._pool.submit(ask_choose, bot, view)

    def on_exit(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def _offer_person_decision(self, seat: int, kind: Kind) -> None:
        if seat != self.input_seat():
            return
        if kind is Kind.CHOOSE_COLOR and self.chooser is None:
            options = {a.color: a for a in self.legal(seat) if isinstance(a, ChooseColor)}
            if options:
                self.chooser = ColorChooser(options, False, self._preferred_color(seat))
                self._layout_chooser()

    def _preferred_color(self, seat: int) -> int:
        counts = {c: 0 for c in COLORS}
        for card in self.game.hands[seat]:
            if CARD_COLOR[card] in counts:
                counts[CARD_COLOR[card]] += 1
        return max(COLORS, key=lambda c: counts[c])

    # -- the turn timer -----------------------------------------------------------------------
    def _tick_timer(self, dt: float, seat: int) -> None:
        limit = self.rules.turn_timer
        if not limit:
            return
        game = self.game
        key = (game.turn_no, game.decision.kind, seat, self.match.round_no)
        if key != self.timer_key:
            self.timer_key = key
            self.timer_left = float(limit)
        self.timer_left -= dt
        if self.timer_left <= 0:
            self.timer_key = None
            self.chooser = None
            self.act(Timeout(seat))

    def timer_fraction(self, seat: int) -> float | None:
        """How much of ``seat``'s time is left (0..1), or None without a running timer."""
        limit = self.rules.turn_timer
        if not limit or self.timer_key is None or self.timer_key[2] != seat or self.game.over:
            return None
        return max(0.0, self.timer_left / limit)

    # -- bots' reactions ----------------------------------------------------------------------
    def _poll_reactions(self) -> None:
        if self.react_version == self.version:
            return
        self.react_version = self.version
        game = self.game
        thinking = self.bot_job[1] if self.bot_job is not None else -1
        for seat, bot in self.bots.items():
            if seat == thinking or not game.active[seat] or not game.reaction_actions(seat):
                continue
            view = seat_view(game, seat, tuple(self.match.totals))
            answer = ask_react(bot, view)
            if answer is None:
                continue
            action, delay = answer
            if any(p.seat == seat and p.action == action for p in self.pending):
                continue
            self.pending.append(_Pending(self.clock + delay, seat, action))

    def _fire_reactions(self) -> None:
        if not self.pending or self.game.over:
            if self.game.over:
                self.pending.clear()
            return
        self.pending.sort(key=lambda p: p.due)
        keep = []
        for p in self.pending:
            if p.due > self.clock:
                keep.append(p)
                continue
            # Still open? (A call that stopped being rightful would now be a false one.)
            if p.action in self.game.reaction_actions(p.seat):
                self.act(p.action)
        self.pending = [p for p in keep if p.action in self.game.reaction_actions(p.seat)] \
            if len(keep) != len(self.pending) else keep

    # ------------------------------------------------------------------ overlays
    def open_pass_screen(self, seat: int) -> None:
        from uno_desktop.ui.table.overlays import PassScreenScene

        self.viewer_ready = False
        self.chooser = None
        self.app.push(PassScreenScene(self, seat))

    def on_ready(self, seat: int) -> None:
        """The person at ``seat`` has the screen now (the pass screen's click)."""
        self.viewer = seat
        self.viewer_ready = True
        self.sound("turn")
        self.block_until = self.clock + 0.25  # the click that took the screen plays nothing
        self.focus_card = None
        self.lifts.clear()
        self.synced = False
        self._relayout()

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

    # ------------------------------------------------------------------ showing events
    def _show(self, event: ev.Event) -> float:
        """Start the animation of one event; returns the seconds before the next one."""
        handler = getattr(self, f"_on_{type(event).__name__}", None)
        if handler is None:
            return 0.0
        return float(handler(event) or 0.0)

    def _anchor(self, seat: int) -> tuple[int, int]:
        assert self.layout is not None
        return self.layout.seat_anchor(seat)

    def _shout_pos(self, seat: int) -> tuple[int, int]:
        assert self.layout is not None
        if seat == self.layout.bottom:
            return self.layout.prompt_rect.centerx, self.layout.prompt_rect.top
        spot = self.layout.spot(seat)
        return spot.center if spot is not None else self.layout.center

    def _slot_of(self, seat: int, card: int, hand: list[int] | None = None
                 ) -> tuple[tuple[float, float], float]:
        """Where ``card`` sits (or would sit) in ``seat``'s hand on screen, and its angle."""
        assert self.layout is not None
        if seat != self.layout.bottom:
            return self._anchor(seat), 0.0
        hand = list(self.shown.hands[seat]) if hand is None else hand
        if card not in hand:
            hand = sorted([*hand, card], key=hand_order)
        slots = hand_slots(self.layout, len(hand))
        slot = slots[hand.index(card)]
        return slot.center, slot.angle

    def _fly(self, show_from: int, show_to: int, start: Any, end: Any, width: int,
             end_width: int | None = None, *, angle_from: float = 0.0, angle_to: float = 0.0,
             duration: float = FLIGHT, delay: float = 0.0, ease: tween.Easing = tween.out_cubic,
             arc: float = 0.0, on_launch: Any = None, on_land: Any = None) -> fx.Flyer:
        flyer = fx.Flyer(show_from, show_to, start, end, width, end_width, angle_from, angle_to,
                         arc)
        self.flyers.append(flyer)
        fx.launch(self.tweens, flyer, duration, delay=delay, ease=ease, on_launch=on_launch,
                  on_land=on_land)
        return flyer

    def _face(self, seat: int, card: int) -> int:
        """What a card of ``seat`` shows when drawn now: its face or the back."""
        return card if self.hand_visible(seat) else BACK

    def _shout(self, word: str, seat: int | None, color: tuple[int, int, int] = theme.ACCENT,
               size: float = 1.0, pos: tuple[int, int] | None = None) -> None:
        assert self.layout is not None
        m = self.layout.metrics
        where = pos if pos is not None else (self._shout_pos(seat) if seat is not None
                                             else self.layout.center)
        self.effects.add(fx.Shout(word, where, round(m.font_title * size), color,
                                  rise=m.pad * 2))

    # Each handler moves the model (now or when a card lands) and returns its duration.
    def _on_DealerChosen(self, e: ev.DealerChosen) -> float:  # noqa: N802
        self._shout(self.t("log-dealer-chosen", player=self.name(e.dealer)), e.dealer,
                    theme.TEXT, 0.6)
        return 0.5

    def _on_Dealt(self, e: ev.Dealt) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        shown = self.shown
        shown.hands = [[] for _ in range(self.n)]
        shown.discard = []
        shown.uno.clear()
        shown.draw_count = self.rules.deck_size
        shown.gone = list(self.match.gone)
        shown.active = [bool(h) for h in e.hands]
        order = [(e.dealer + i) % self.n for i in range(1, self.n + 1)]
        order = [s for s in order if e.hands[s]]
        # The bottom hand is laid out for its final size while it is dealt: every card lands
        # where it will stay.
        self.deal_final = sorted(e.hands[lay.bottom], key=hand_order) \
            if 0 <= lay.bottom < self.n else []
        size = max((len(h) for h in e.hands), default=0)
        total = size * len(order)
        step = min(0.07, DEAL_TIME / max(1, total))
        self.sound("shuffle")
        k = 0
        for r in range(size):
            for seat in order:
                if r >= len(e.hands[seat]):
                    continue
                card = e.hands[seat][r]
                final = sorted(e.hands[seat], key=hand_order)
                end, angle = self._slot_of(seat, card, final)
                width = lay.seat_width(seat)

                def launched() -> None:
                    shown.draw_count -= 1

                def landed(seat: int = seat, card: int = card) -> None:
                    shown.add_card(seat, card)

                self._fly(BACK, self._face(seat, card), lay.draw_pos, end, lay.pile_w, width,
                          angle_to=angle, duration=0.32, delay=k * step, on_launch=launched,
                          on_land=landed)
                if k % 6 == 0:
                    self.tweens.sequence(tween.Wait(k * step), tween.Call(
                        lambda: self.sound("draw")))
                k += 1
        return k * step + 0.3

    def _on_StartCard(self, e: ev.StartCard) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        pc = self.shown.new_pile_card(e.card)

        def launched() -> None:
            self.shown.draw_count -= 1

        def landed() -> None:
            self.shown.discard.append(pc)
            self.shown.trim()
            self.shown.color = CARD_COLOR[e.card] if CARD_COLOR[e.card] != BLACK else \
                self.shown.color
            self.sound("flip")

        end = (lay.discard_pos[0] + pc.dx * lay.pile_w, lay.discard_pos[1] + pc.dy * lay.pile_w)
        self._fly(BACK, e.card, lay.draw_pos, end, lay.pile_w, angle_to=pc.angle,
                  duration=0.45, on_launch=launched, on_land=landed)
        return 0.5

    def _on_Played(self, e: ev.Played) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        seat, card = e.seat, e.card
        start, angle = self._slot_of(seat, card)
        if seat == lay.bottom and self.hover_card == card:
            start = (start[0], start[1] - lay.hand_lift)
        show = self._face(seat, card)
        self.shown.remove_card(seat, card)
        pc = self.shown.new_pile_card(card)
        black = is_black(card)

        def landed() -> None:
            self.shown.discard.append(pc)
            self.shown.trim()
            self.shown.color = e.color
            self.sound("play")
            if black:
                self.effects.add(fx.ColorWheel(lay.discard_pos, round(lay.pile_w * 1.05),
                                               e.color))

        end = (lay.discard_pos[0] + pc.dx * lay.pile_w, lay.discard_pos[1] + pc.dy * lay.pile_w)
        self._fly(show, card, start, end, lay.seat_width(seat), lay.pile_w, angle_from=angle,
                  angle_to=pc.angle, arc=lay.pile_w * 0.25, on_land=landed)
        if e.jump_in:
            self._shout(self.t("table-jump-in"), seat, theme.ACCENT, 0.8)
        if len(self.shown.hands[seat]) != 1:
            self.shown.uno.discard(seat)
        return FLIGHT + (0.55 if black else 0.05)

    def _on_Drew(self, e: ev.Drew) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        seat = e.seat
        hand = list(self.shown.hands[seat])
        penalty = e.reason not in ("draw", "timeout", "seven_rounds")
        for i, card in enumerate(e.cards):
            hand = sorted([*hand, card], key=hand_order)
            end, angle = self._slot_of(seat, card, hand)

            def launched() -> None:
                self.shown.draw_count = max(0, self.shown.draw_count - 1)

            def landed(card: int = card) -> None:
                self.shown.add_card(seat, card)

            self._fly(BACK, self._face(seat, card), lay.draw_pos, end, lay.pile_w,
                      lay.seat_width(seat), angle_to=angle, delay=i * DRAW_STAGGER,
                      ease=tween.out_back if penalty else tween.out_cubic,
                      on_launch=launched, on_land=landed)
        self.shown.uno.discard(seat)
        self.sound("penalty" if penalty else "draw")
        return FLIGHT + DRAW_STAGGER * max(0, len(e.cards) - 1)

    def _on_Kept(self, e: ev.Kept) -> float:  # noqa: N802
        return 0.1

    def _on_ColorNamed(self, e: ev.ColorNamed) -> float:  # noqa: N802
        assert self.layout is not None
        self.shown.color = e.color
        self.effects.add(fx.ColorWheel(self.layout.discard_pos,
                                       round(self.layout.pile_w * 1.05), e.color))
        return 0.6

    def _on_DirectionChanged(self, e: ev.DirectionChanged) -> float:  # noqa: N802
        assert self.layout is not None
        self.shown.direction = e.direction
        size = round(self.layout.pile_w * 1.2)
        shape = card_art.reverse_shape(size)
        self.effects.add(fx.Mark(shape, self.layout.center, theme.ACCENT, 1.0,
                                 spin=-160 * e.direction))
        return 0.4

    def _on_Skipped(self, e: ev.Skipped) -> float:  # noqa: N802
        assert self.layout is not None
        size = round(self.layout.card_w * 0.9)
        self.effects.add(fx.Mark(card_art.skip_shape(size), self._shout_pos(e.seat),
                                 theme.DANGER, 1.0))
        return 0.35

    def _on_TurnStarted(self, e: ev.TurnStarted) -> float:  # noqa: N802
        self.shown.turn = e.seat
        if self.session.is_person(e.seat) and self.hand_visible(e.seat) and not self.family:
            self.sound("turn")
        return 0.0

    def _on_PenaltyGrew(self, e: ev.PenaltyGrew) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        self._shout(f"+{e.total}", None, theme.WHITE, 0.9,
                    pos=(lay.discard_pos[0], lay.discard_pos[1] - lay.pile_w))
        return 0.25

    def _on_UnoCalled(self, e: ev.UnoCalled) -> float:  # noqa: N802
        self.shown.uno.add(e.seat)
        self._shout(self.t("table-uno"), e.seat, theme.CARD_RGB[1], 1.15)
        self.sound("uno")
        return 0.15

    def _on_UnoCaught(self, e: ev.UnoCaught) -> float:  # noqa: N802
        self._shout(self.t("table-caught"), e.target, theme.DANGER, 0.9)
        return 0.3

    def _on_FalseUno(self, e: ev.FalseUno) -> float:  # noqa: N802
        self._shout(self.t("table-false-uno"), e.seat, theme.DANGER, 0.8)
        return 0.3

    def _on_ChallengeResolved(self, e: ev.ChallengeResolved) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        self.sound("penalty")
        # The challenged hand: for the challenger's eyes only, and only when it is a person
        # holding the screen (a bot challenger just gets the verdict, like everybody).
        if e.hand and self.session.is_person(e.challenger) and self.hand_visible(e.challenger) \
                and self.input_seat() == e.challenger:
            self.reveal = RevealPanel(e.challenged, e.hand, e.bluff)
            return 0.3
        word = self.t("table-bluff" if e.bluff else "table-fair")
        band = pygame.Rect(0, 0, lay.size[0], lay.metrics.font_huge * 2)
        band.center = lay.center
        self.effects.add(fx.Banner(word, band, lay.metrics.font_huge,
                                   theme.DANGER if e.bluff else theme.SUCCESS))
        return 0.9

    def _on_CardTakenBack(self, e: ev.CardTakenBack) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        self.shown.pop_discard()
        self.shown.color = e.color
        end, angle = self._slot_of(e.seat, e.card)

        def landed() -> None:
            self.shown.add_card(e.seat, e.card)

        self._fly(e.card, self._face(e.seat, e.card), lay.discard_pos, end, lay.pile_w,
                  lay.seat_width(e.seat), angle_to=angle, on_land=landed)
        return FLIGHT

    def _travel(self, moves: list[tuple[int, int]], done: Any) -> float:
        """Whole hands moving between seats (0 and 7): a small stack of backs each."""
        assert self.layout is not None
        lay = self.layout
        for src, dst in moves:
            for k in range(3):
                self._fly(BACK, BACK, self._anchor(src), self._anchor(dst), lay.back_w,
                          duration=0.7, delay=k * 0.06, ease=tween.in_out_cubic,
                          arc=lay.pile_w * 0.4, on_land=done if (k == 2 and (src, dst) ==
                                                                 moves[-1]) else None)
        self.sound("shuffle")
        return 0.9

    def _on_HandsRotated(self, e: ev.HandsRotated) -> float:  # noqa: N802
        shown = self.shown
        seats = [s for s in range(self.n) if shown.active[s]]
        if e.direction == -1:
            seats.reverse()
        moves = [(seats[i], seats[(i + 1) % len(seats)]) for i in range(len(seats))
                 if shown.hands[seats[i]]]
        before = [list(h) for h in shown.hands]
        shown.hands = [[] for _ in range(self.n)]

        def done() -> None:
            shown.hands = before
            shown.rotate_hands(e.direction)

        if not moves:
            done()
            return 0.0
        return self._travel(moves, done)

    def _on_HandsSwapped(self, e: ev.HandsSwapped) -> float:  # noqa: N802
        shown = self.shown
        before = [list(h) for h in shown.hands]
        shown.hands[e.seat] = []
        shown.hands[e.target] = []

        def done() -> None:
            shown.hands = before
            shown.swap_hands(e.seat, e.target)

        return self._travel([(e.seat, e.target), (e.target, e.seat)], done)

    def _on_CardsTraded(self, e: ev.CardsTraded) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        for src, dst, card in ((e.seat, e.target, e.given), (e.target, e.seat, e.received)):
            start, angle = self._slot_of(src, card)
            self.shown.remove_card(src, card)
            end, _ = self._slot_of(dst, card)

            def landed(dst: int = dst, card: int = card) -> None:
                self.shown.add_card(dst, card)

            self._fly(self._face(src, card), self._face(dst, card), start, end,
                      lay.seat_width(src), lay.seat_width(dst), angle_from=angle,
                      duration=0.6, arc=lay.pile_w * 0.3, on_land=landed)
        return 0.65

    def _on_Reshuffled(self, e: ev.Reshuffled) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        top = self.shown.discard[-1:] if self.shown.discard else []
        self.shown.discard = top

        def landed() -> None:
            self.shown.draw_count = e.count

        for k in range(6):
            self._fly(BACK, BACK, lay.discard_pos, lay.draw_pos, lay.pile_w, duration=0.45,
                      delay=k * 0.05, arc=lay.pile_w * 0.5 * (1 if k % 2 else -1),
                      on_land=landed if k == 5 else None)
        self.sound("shuffle")
        return 0.75

    def _on_PlayerOut(self, e: ev.PlayerOut) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        hand = self.shown.hands[e.seat]
        count = len(hand)
        self.shown.hands[e.seat] = []
        self.shown.gone[e.seat] = True
        self.shown.active[e.seat] = False

        def landed() -> None:
            self.shown.draw_count += count

        if count:
            for k in range(min(4, count)):
                self._fly(BACK, BACK, self._anchor(e.seat), lay.draw_pos, lay.back_w,
                          lay.pile_w, duration=0.5, delay=k * 0.05,
                          on_land=landed if k == min(4, count) - 1 else None)
        self._shout(self.t("table-out"), e.seat, theme.DANGER, 0.8)
        return 0.6

    def _on_Finished(self, e: ev.Finished) -> float:  # noqa: N802
        self._shout(i18n.place_name(self.tr, e.place), e.seat, theme.ACCENT, 0.9)
        return 0.5

    def _on_NextHand(self, e: ev.NextHand) -> float:  # noqa: N802
        self._shout(f"{e.size}", e.seat, theme.ACCENT, 0.8)
        return 0.3

    def _on_RoundEnded(self, e: ev.RoundEnded) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        self.reveal_all = True
        self.chooser = None
        self.shown.hands = [sorted(h, key=hand_order) for h in e.hands]
        band = pygame.Rect(0, 0, lay.size[0], lay.metrics.font_huge * 2)
        band.center = (lay.center[0], lay.center[1] - lay.pile_w)
        self.effects.add(fx.Banner(self.t("table-round-winner", player=self.name(e.winner)),
                                   band, lay.metrics.font_title, theme.ACCENT, life=2.2))
        self.sound("win")
        return 0.3

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool | None:
        et = event.type
        if et == pygame.KEYDOWN:
            return self._key(event)
        if et == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.buttons.handle_event(event)
            return True
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
            if self.reveal is not None:
                if et == pygame.MOUSEBUTTONUP and event.button == 1 and (
                        self.reveal.ok.collidepoint(event.pos)
                        or not self.reveal.rect.collidepoint(event.pos)):
                    self.close_reveal()
                return True
            if self.buttons.handle_event(event):
                return True
            if et == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                    and self.clock >= self.block_until:
                self._click(event.pos)
            elif et == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.chooser \
                    and self.chooser.cancellable:
                self.chooser = None
            return True
        return None

    def _key(self, event: pygame.event.Event) -> bool:
        k = event.key
        if k == pygame.K_m:
            sounds = getattr(self.app, "sounds", None)
            if sounds is not None:
                muted = sounds.toggle_mute()
                self.show_toast(self.t("table-sound-off" if muted else "table-sound-on"), 1.4)
            return True
        if self.reveal is not None:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
                self.close_reveal()
            return True
        if k == pygame.K_ESCAPE:
            if self.chooser is not None and self.chooser.cancellable:
                self.chooser = None
            else:
                self.open_pause()
            return True
        if self.chooser is not None:
            return self._chooser_key(k)
        seat = self.input_seat()
        if seat is None:
            return False
        targets = self.seat_targets()
        if targets:
            order = sorted(targets, key=lambda s: (s - seat) % self.n)
            if k in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN):
                step = -1 if k in (pygame.K_LEFT, pygame.K_UP) else 1
                i = order.index(self.seat_focus) if self.seat_focus in order else -step
                self.seat_focus = order[(i + step) % len(order)]
                return True
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.seat_focus in targets:
                self.act(targets[self.seat_focus], person=True)
                self.seat_focus = None
                return True
        if k == pygame.K_d:
            self.try_draw()
            return True
        if k == pygame.K_u:
            self.call_uno(seat)
            return True
        if k == pygame.K_c:
            self.catch(seat)
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_card_focus(-1 if k == pygame.K_LEFT else 1)
            return True
        if k in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.focus_zone = "buttons"
            self.buttons.keyboard_mode = True
            self.buttons.move_focus(-1 if k == pygame.K_UP else 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focus_zone == "buttons" and self.buttons.focused is not None:
                self.buttons.focused.activate()
            elif self.focus_card is not None and self.focus_card in self.shown.hands[seat]:
                self.click_card(self.focus_card)
            return True
        return False

    def _chooser_key(self, k: int) -> bool:
        ch = self.chooser
        assert ch is not None
        moves = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
                 pygame.K_DOWN: (0, 1)}
        if k in moves:
            ch.move(*moves[k])
        elif k in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4):
            self.choose_color(COLORS[k - pygame.K_1])
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.choose_color(ch.focus)
        return True

    def _move_card_focus(self, step: int) -> None:
        seat = self.input_seat()
        if seat is None:
            return
        hand = self.shown.hands[seat]
        if not hand:
            return
        self.focus_zone = "hand"
        self.buttons.focus(None)
        if self.focus_card in hand:
            i = (hand.index(self.focus_card) + step) % len(hand)
        else:
            playable = [c for c in hand if c in self.playable_cards()]
            i = hand.index(playable[0]) if playable else (0 if step > 0 else len(hand) - 1)
        self.focus_card = hand[i]

    def _click(self, pos: tuple[int, int]) -> None:
        lay = self.layout
        if lay is None:
            return
        if lay.menu_rect.collidepoint(pos):
            self.open_pause()
            return
        if self.chooser is not None:
            color = self.chooser.at(pos)
            if color is not None:
                self.choose_color(color)
            elif self.chooser.cancellable:
                self.chooser = None
            return
        seat = self.input_seat()
        if seat is None:
            return
        targets = self.seat_targets()
        if targets:
            for target, action in targets.items():
                spot = lay.spot(target)
                if spot is not None and spot.rect.collidepoint(pos):
                    self.act(action, person=True)
                    return
        card = self.card_at(pos)
        if card is not None:
            self.focus_card = card
            self.click_card(card)
            return
        draw_rect = pygame.Rect((0, 0), card_size(lay.pile_w))
        draw_rect.center = lay.draw_pos
        if draw_rect.collidepoint(pos):
            self.try_draw()

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for card, rect in reversed(self.hand_rects):
            if rect.collidepoint(pos):
                return card
        return None

    def click_card(self, card: int) -> None:
        """A person clicked ``card`` in their hand (or pressed Enter on it)."""
        seat = self.input_seat()
        if seat is None:
            return
        if not self.idle:
            return  # the table is still showing what happened; one moment
        d = self.game.decision
        legal = self.legal(seat)
        if d.seat == seat and d.kind is Kind.GIVE_CARD:
            give = GiveCard(seat, card)
            if give in legal:
                self.act(give, person=True)
            return
        plays = [a for a in legal if isinstance(a, (PlayCard, JumpIn)) and a.card == card]
        if not plays:
            self.show_toast(self._why_not(seat, card))
            return
        if len(plays) > 1 or getattr(plays[0], "color", None) is not None:
            options = {a.color: a for a in plays if a.color is not None}
            self.chooser = ColorChooser(options, True, self._preferred_color(seat))
            self._layout_chooser()
            return
        self.act(plays[0], person=True)

    def _why_not(self, seat: int, card: int) -> str:
        d = self.game.decision
        tr = self.tr
        if d.seat != seat:
            return i18n.error_text(tr, "not_your_turn")
        code = {Kind.PLAY_DRAWN: "must_play_drawn", Kind.PENALTY: "must_answer_penalty",
                Kind.CHALLENGE: "must_answer_penalty", Kind.DOUBLE_PLAY: "not_identical",
                Kind.SEVEN_TARGET: "wrong_decision", Kind.FIVE_TARGET: "wrong_decision",
                Kind.CHOOSE_COLOR: "wrong_decision"}.get(d.kind)
        if code is None:
            code = "wd4_not_allowed" if (CARD_KIND[card] == WILD_DRAW_FOUR and
                                         self.rules.wd4_rule == "enforced") else "not_playable"
        return i18n.error_text(tr, code)

    def choose_color(self, color: int) -> None:
        ch = self.chooser
        if ch is None or color not in ch.options:
            return
        self.chooser = None
        self.act(ch.options[color], person=True)

    def close_reveal(self) -> None:
        self.reveal = None

    def try_draw(self) -> None:
        seat = self.input_seat()
        if seat is None or not self.idle:
            return
        if Draw(seat) in self.legal(seat):
            self.act(Draw(seat), person=True)
        elif self.game.decision.seat == seat and self.game.decision.kind is Kind.TURN:
            self.show_toast(i18n.error_text(self.tr, "draw_not_allowed"))

    def call_uno(self, seat: int) -> None:
        """UNO! (a call that does not apply is a false one: the engine decides what it costs)."""
        if self.game.over or self.match.gone[seat]:
            return
        self.act(CallUno(seat), person=True)

    def catch(self, seat: int) -> None:
        target = self.game.uno_catchable()
        if target < 0 or target == seat:
            self.show_toast(i18n.error_text(self.tr, "nothing_to_catch"))
            return
        self.act(CatchUno(seat, target), person=True)

    def seat_targets(self) -> dict[int, Action]:
        """Players to choose after a 7 or a 5, when it is the person's choice now."""
        seat = self.input_seat()
        if seat is None or not self.idle:
            return {}
        d = self.game.decision
        if d.seat != seat or d.kind not in (Kind.SEVEN_TARGET, Kind.FIVE_TARGET):
            return {}
        return {a.target: a for a in self.legal(seat) if isinstance(a, ChooseSeat)}

    def playable_cards(self) -> set[int]:
        """Cards of the person's hand that some legal action plays (or gives) now."""
        seat = self.input_seat()
        if seat is None or not self.idle:
            return set()
        out = set()
        for a in self.legal(seat):
            if isinstance(a, (PlayCard, JumpIn, GiveCard)):
                out.add(a.card)
        return out

    # ------------------------------------------------------------------ buttons
    def _button_specs(self) -> list[tuple[str, Any, str, str]]:
        """(label, callback, style, key) of the action buttons that apply now."""
        seat = self.input_seat()
        specs: list[tuple[str, Any, str, str]] = []
        if seat is None or self.reveal is not None:
            return specs
        game = self.game
        d = game.decision
        legal = self.legal(seat)
        if self.idle and d.seat == seat:
            if d.kind is Kind.TURN and Draw(seat) in legal:
                specs.append((self.t("table-draw") + "  (D)", self.try_draw, "normal", "draw"))
            elif d.kind is Kind.PLAY_DRAWN:
                if d.drawn is not None and any(isinstance(a, PlayCard) for a in legal):
                    drawn = d.drawn
                    specs.append((self.t("table-play"), lambda: self.click_card(drawn),
                                  "primary", "play"))
                if Pass(seat) in legal:
                    specs.append((self.t("table-keep"), lambda: self.act(Pass(seat),
                                                                         person=True),
                                  "normal", "keep"))
            elif d.kind in (Kind.CHALLENGE, Kind.PENALTY):
                if Challenge(seat) in legal:
                    specs.append((self.t("table-challenge"),
                                  lambda: self.act(Challenge(seat), person=True), "danger",
                                  "challenge"))
                specs.append((self.t("table-take", count=d.penalty),
                              lambda: self.act(Accept(seat), person=True), "normal", "accept"))
            elif d.kind in (Kind.DOUBLE_PLAY, Kind.FIVE_TARGET) and Pass(seat) in legal:
                specs.append((self.t("table-pass"), lambda: self.act(Pass(seat), person=True),
                              "normal", "pass"))
        target = game.uno_catchable()
        if target >= 0 and target != seat and CatchUno(seat, target) in legal:
            specs.append((self.t("table-catch-player", player=self.name(target)) + "  (C)",
                          lambda: self.catch(seat), "danger", "catch"))
        rightful = CallUno(seat) in legal
        specs.append((self.t("table-uno") + "  (U)", lambda: self.call_uno(seat),
                      "primary" if rightful else "normal", "uno"))
        return specs

    def _refresh_buttons(self) -> None:
        lay = self.layout
        if lay is None:
            return
        specs = self._button_specs()
        key = (tuple((label, style, k) for label, _cb, style, k in specs), lay.size,
               self.tr.locale)
        if key == self._button_key:
            return
        self._button_key = key
        focused_key = getattr(self.buttons.focused, "key", None)
        m = lay.metrics
        area = lay.actions_rect
        h = m.button_h
        gap = m.gap
        fit = max(1, (area.h + gap) // (h + gap))
        specs = specs[-fit:]
        widgets = []
        y = area.bottom - h
        for label, cb, style, k in reversed(specs):
            b = Button(label, cb, pygame.Rect(area.x, y, area.w, h), style=style)
            b.key = k  # type: ignore[attr-defined]
            widgets.append(b)
            y -= h + gap
        widgets.reverse()
        self.buttons.widgets = widgets
        self.buttons.focused = None
        for b in widgets:
            if getattr(b, "key", None) == focused_key and self.focus_zone == "buttons":
                self.buttons.focus(b)

    def button(self, key: str) -> Button | None:
        """The action button ``key`` (draw, play, keep, challenge, accept, pass, catch, uno)
        if it is on screen now (tests click it)."""
        self._refresh_buttons()
        for b in self.buttons.widgets:
            if getattr(b, "key", None) == key:
                return b  # type: ignore[return-value]
        return None

    # ------------------------------------------------------------------ hover
    def _update_hover(self, dt: float) -> None:
        seat = self.input_seat()
        lay = self.layout
        if lay is None:
            return
        self.hover_card = None
        bottom = lay.bottom
        hand = self.shown.hands[bottom] if 0 <= bottom < self.n else []
        slots = self._bottom_slots(lay, hand)
        playable = self.playable_cards() if self.setting("show_playable", True) else set()
        # Hit test with the resting rects (plus the lifted part of the card already up).
        rects: list[tuple[int, pygame.Rect]] = []
        cw, ch = card_size(lay.card_w)
        for card, slot in zip(hand, slots, strict=False):
            r = pygame.Rect(0, 0, cw, ch)
            r.center = (round(slot.center[0]), round(slot.center[1]))
            lift = self.lifts.get(card, 0.0)
            r.top -= round(lift)
            r.height += round(lift)
            rects.append((card, r))
        self.hand_rects = rects
        if seat is not None and self.chooser is None and self.reveal is None:
            self.hover_card = self.card_at(self.mouse)
        k = min(1.0, dt * 14)
        for card in hand:
            target = 0.0
            if card == self.hover_card or (card == self.focus_card and self.focus_zone == "hand"
                                           and seat is not None):
                target = lay.hand_lift
            elif card in playable:
                target = lay.hand_lift * 0.3
            cur = self.lifts.get(card, 0.0)
            self.lifts[card] = cur + (target - cur) * k
        for card in list(self.lifts):
            if card not in hand:
                del self.lifts[card]

    def _bottom_slots(self, lay: TableLayout, hand: list[int]) -> list[HandSlot]:
        """Where the cards of the bottom hand rest (while dealt: their final places)."""
        final = self.deal_final
        if final and all(c in final for c in hand):
            slots = hand_slots(lay, len(final))
            return [slots[final.index(c)] for c in hand]
        return hand_slots(lay, len(hand))

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
                                                            tuple(self._oval_rect(lay))))
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

    def _oval_rect(self, lay: TableLayout) -> pygame.Rect:
        w, _h = lay.size
        top = min((s.plate.top for s in lay.spots.values()), default=lay.metrics.pad)
        rect = pygame.Rect(0, 0, round(w * 0.74), round((lay.prompt_rect.top - top) * 0.92))
        rect.center = (lay.center[0], round((lay.prompt_rect.top + top) / 2))
        return rect

    # -- the still parts ----------------------------------------------------------------------
    def _parts(self, lay: TableLayout) -> list[Part]:
        """Every still part of the table with its rectangle and its look's key, in z-order."""
        shown = self.shown
        locale = self.tr.locale
        cb = bool(self.setting("colorblind", False))
        parts: list[Part] = []
        seat = self.input_seat()
        can_draw = seat is not None and self.idle and Draw(seat) in self.legal(seat)
        pw, ph = card_size(lay.pile_w)
        pile_rect = pygame.Rect(0, 0, pw + pw // 2, ph + lay.metrics.font_small * 3 + pw // 2)
        pile_rect.center = (lay.draw_pos[0], lay.draw_pos[1] + lay.metrics.font_small)
        parts.append(Part("pile", pile_rect, (shown.draw_count, can_draw),
                          lambda s: self._draw_pile(s, lay, can_draw)))
        pend = self.game.penalty if (not self.game.over and self.idle) else 0
        disc_rect = pygame.Rect(0, 0, round(pw * 1.9), round(ph + pw * 0.9 +
                                                             lay.metrics.font_small * 3))
        disc_rect.center = (lay.discard_pos[0], lay.discard_pos[1] + lay.metrics.font_small)
        disc_key = (tuple((p.card, p.angle, round(p.dx, 3), round(p.dy, 3))
                          for p in shown.discard), shown.color, cb, pend, locale)
        parts.append(Part("discard", disc_rect, disc_key,
                          lambda s: self._draw_discard(s, lay, pend)))
        bounds = self._static_rects
        if not bounds:
            for s_ in lay.spots:
                bounds[f"pod{s_}"] = self._pod_bounds(lay, s_)
        for s_ in lay.spots:
            name = f"pod{s_}"
            parts.append(Part(name, bounds[name], self._seat_key(s_, locale),
                              lambda s, s_=s_: self._draw_pod(s, lay, s_)))
        parts.append(Part("log", lay.log_rect, (tuple(self.log_lines[-10:]), locale),
                          lambda s: self._draw_log(s, lay)))
        if 0 <= lay.bottom < self.n:
            plate = lay.plate.inflate(4 * max(4, lay.metrics.gap), 4 * max(4, lay.metrics.gap))
            parts.append(Part("plate", plate, self._seat_key(lay.bottom, locale),
                              lambda s: self._draw_plate(s, lay)))
            hand_key, hand_rect = self._hand_key(lay)
            parts.append(Part("hand", hand_rect, hand_key, lambda s: self._draw_hand(s, lay)))
        words, color = self._prompt()
        parts.append(Part("prompt", lay.prompt_rect, (words, color),
                          lambda s: self._draw_prompt(s, lay, words, color)))
        hot = lay.menu_rect.collidepoint(self.mouse)
        menu = lay.menu_rect.union(lay.info_rect)
        parts.append(Part("menu", menu, (hot, self.match.round_no, locale, shown.direction),
                          lambda s: self._draw_menu_button(s, lay, hot)))
        return parts

    def _seat_key(self, seat: int, locale: str) -> tuple[Any, ...]:
        shown = self.shown
        hand = shown.hands[seat]
        faces = tuple(hand) if self.hand_visible(seat) else len(hand)
        turn = shown.turn == seat and not self.game.over and not shown.gone[seat]
        alert = len(hand) == 1 and self.synced  # the red "1" badge
        return (faces, turn, self._plate_lines(seat), seat in shown.uno, shown.gone[seat],
                locale, bool(self.setting("colorblind", False)), alert)

    def _pod_bounds(self, lay: TableLayout, seat: int) -> pygame.Rect:
        spot = lay.spot(seat)
        assert spot is not None
        bw, bh = card_size(lay.back_w)
        fan = pygame.Rect(0, 0, round(bw * 2.3 * 2 * 0.58 + bh * 1.3), round(bh * 1.6))
        fan.center = (spot.fan_center[0], spot.fan_center[1] + round(bh * 0.12))
        glow = 4 * max(4, lay.metrics.gap)
        return spot.rect.union(fan).union(spot.plate.inflate(glow, glow))

    def _hand_key(self, lay: TableLayout) -> tuple[Any, pygame.Rect]:
        seat = lay.bottom
        hand = self.shown.hands[seat]
        visible = self.hand_visible(seat)
        show_playable = bool(self.setting("show_playable", True))
        playable = frozenset(self.playable_cards()) if (visible and show_playable) \
            else frozenset()
        my_turn = visible and self.input_seat() == seat and self.idle and \
            self.game.decision.seat == seat
        lifts = tuple(round(self.lifts.get(c, 0.0)) for c in hand) if visible else ()
        focus = self.focus_card if (self.focus_zone == "hand") else None
        key = (tuple(hand) if visible else len(hand), visible, lifts, playable, my_turn,
               focus, bool(self.setting("colorblind", False)), show_playable,
               len(self.deal_final))
        cw, ch = card_size(lay.card_w)
        top = lay.hand_rect.top - lay.hand_lift - round(cw * 0.35)
        rect = pygame.Rect(lay.hand_rect.x - round(cw * 0.7), top,
                           lay.hand_rect.w + round(cw * 1.4), lay.size[1] - top)
        return key, rect

    def _draw_pile(self, surface: pygame.Surface, lay: TableLayout, can_draw: bool) -> None:
        art = self.art
        m = lay.metrics
        if can_draw:
            g = art.glow(lay.pile_w)
            surface.blit(g, g.get_rect(center=lay.draw_pos))
        rect = paint.draw_pile(surface, art, lay.draw_pos, lay.pile_w, self.shown.draw_count)
        label = textmod.render(str(self.shown.draw_count), m.font_small, theme.TEXT_DIM,
                               bold=True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + m.gap // 2)))

    def _draw_discard(self, surface: pygame.Surface, lay: TableLayout, pend: int) -> None:
        shown = self.shown
        art = self.art
        m = lay.metrics
        if shown.discard:
            paint.color_ring(surface, lay.discard_pos, lay.pile_w, shown.color, 0.0)
        for pc in shown.discard:
            img = art.rotated(pc.card, lay.pile_w, pc.angle)
            pos = (round(lay.discard_pos[0] + pc.dx * lay.pile_w),
                   round(lay.discard_pos[1] + pc.dy * lay.pile_w))
            surface.blit(img, img.get_rect(center=pos))
        if shown.discard:
            self._draw_color_badge(surface, lay)
        if pend:
            paint.badge(surface, (lay.discard_pos[0] + lay.pile_w // 2,
                                  lay.discard_pos[1] - card_size(lay.pile_w)[1] // 2),
                        f"+{pend}", m.font_body, theme.DANGER, theme.WHITE)

    def _draw_color_badge(self, surface: pygame.Surface, lay: TableLayout) -> None:
        m = lay.metrics
        color = self.shown.color
        words = i18n.color_name(self.tr, color)
        ch = card_size(lay.pile_w)[1]
        center = (lay.discard_pos[0], lay.discard_pos[1] + ch // 2 + round(m.font_small * 1.6))
        rect = paint.badge(surface, center, words, m.font_small, theme.CARD_RGB[color],
                           theme.CARD_INK if color == 1 else theme.WHITE)
        if self.setting("colorblind", False):
            sym = self.art.color_symbol(color, round(m.font_small * 1.1))
            surface.blit(sym, sym.get_rect(midright=(rect.left - m.gap // 2, rect.centery)))

    def _plate_lines(self, seat: int) -> tuple[str, str]:
        """Name and the second line of a seat's plate (memoized: Fluent is not free)."""
        game = self.game
        place = game.finished.index(seat) + 1 if seat in game.finished else 0
        key = (seat, self.match.totals[seat], self.shown.gone[seat], place, self.tr.locale)
        found = self._plate_memo.get(key)
        if found is not None:
            return found
        if self.shown.gone[seat]:
            status = self.t("table-out")
        elif place:
            status = i18n.place_name(self.tr, place)
        elif self.rules.scoring != "lazy":
            status = self.t("table-points-short", points=self.match.totals[seat])
        else:
            status = ""
        seat_cfg = self.session.seats[seat]
        if seat_cfg.is_bot and seat_cfg.level in ("easy", "normal", "hard"):
            level = self.t(f"setup-level-{seat_cfg.level}")
            status = f"{status} · {level}" if status else level
        found = (self.name(seat), status)
        if len(self._plate_memo) > 400:
            self._plate_memo.clear()
        self._plate_memo[key] = found
        return found

    def _draw_pod(self, surface: pygame.Surface, lay: TableLayout, seat: int) -> None:
        spot = lay.spot(seat)
        if spot is None:
            return
        m = lay.metrics
        art = self.art
        shown = self.shown
        hand = shown.hands[seat]
        count = len(hand)
        # The fan of cards: backs, or faces once the round is over.
        offsets = fan_offsets(count, lay.back_w)
        faces = hand if self.hand_visible(seat) else [BACK] * count
        if len(faces) > len(offsets):
            faces = faces[: len(offsets)]
        fx0, fy0 = spot.fan_center
        last = len(faces) - 1
        for i, (card, (dx, dy, angle)) in enumerate(zip(faces, offsets, strict=False)):
            if card == BACK and i != last:
                img = paint.plain_back(art, lay.back_w, round(angle))
            else:
                img = art.rotated(card, lay.back_w, round(angle))
            surface.blit(img, img.get_rect(center=(round(fx0 + dx), round(fy0 + dy))))
        self._draw_seat_plate(surface, lay, seat, spot.plate)
        if seat in shown.uno and count == 1:
            paint.badge(surface, (spot.plate.right - m.gap, spot.fan_center[1] -
                                  card_size(lay.back_w)[1] // 3),
                        self.t("table-uno"), m.font_small, theme.CARD_RGB[0], theme.WHITE)

    def _draw_seat_plate(self, surface: pygame.Surface, lay: TableLayout, seat: int,
                         plate: pygame.Rect) -> None:
        m = lay.metrics
        shown = self.shown
        turn = shown.turn == seat and not self.game.over and not shown.gone[seat]
        img = self._plate_image(lay, seat, plate.size, turn)
        surface.blit(img, img.get_rect(center=plate.center))
        if not shown.gone[seat]:
            count = len(shown.hands[seat])
            badge_w = round(m.font_body * 1.9)
            inner = plate.inflate(-2 * m.gap, -m.gap // 2)
            alert = count == 1 and self.synced  # one card left (not a moment of the deal)
            fill = theme.CARD_RGB[0] if alert else theme.CARD_WHITE
            paint.badge(surface, (inner.right - badge_w // 2, plate.centery), str(count),
                        m.font_body, fill, theme.WHITE if alert else theme.CARD_INK)

    def _plate_image(self, lay: TableLayout, seat: int, size: tuple[int, int], turn: bool
                     ) -> pygame.Surface:
        """The plate without its card count: glow, panel, team stripe, name and status, made
        once per look (laying text out is the slow part of a seat)."""
        m = lay.metrics
        name, status = self._plate_lines(seat)
        gone = self.shown.gone[seat]
        teams = self.match.teams()
        team = next((i for i, t in enumerate(teams or []) if seat in t), -1)
        key = (size, turn, name, status, gone, team, self.tr.locale, m.scale)
        img = self._plate_images.get(key)
        if img is not None:
            return img
        spread = max(4, m.gap)
        glow = paint.glow_rect(size, m.radius, theme.ACCENT, spread)
        img = pygame.Surface(glow.get_size(), pygame.SRCALPHA)
        plate = pygame.Rect((0, 0), size)
        plate.center = img.get_rect().center
        if turn:
            img.blit(glow, (0, 0))
        fill = (30, 44, 38, 230) if not turn else (58, 50, 18, 240)
        border = theme.ACCENT if turn else theme.PANEL_BORDER
        img.blit(paint.panel(size, m.radius, fill, border, max(1, m.border)), plate.topleft)
        if team >= 0:
            stripe = pygame.Rect(plate.x + 3, plate.y + m.gap // 2, max(3, m.gap // 2),
                                 plate.h - m.gap)
            pygame.draw.rect(img, TEAM_COLORS[team % len(TEAM_COLORS)], stripe,
                             border_radius=2)
        inner = plate.inflate(-2 * m.gap, -m.gap // 2)
        badge_w = round(m.font_body * 1.9)
        top = pygame.Rect(inner.x, inner.y, inner.w - badge_w, round(inner.h * 0.56))
        bottom = pygame.Rect(inner.x, top.bottom, inner.w - badge_w, inner.h - top.h)
        textmod.draw_in_box(img, name, top, theme.TEXT_DIM if gone else theme.TEXT,
                            size=m.font_body, bold=True, align="left", valign="bottom")
        if status:
            textmod.draw_in_box(img, status, bottom, theme.TEXT_DIM, size=m.font_small,
                                align="left", valign="top")
        if pygame.display.get_surface() is not None:
            img = img.convert_alpha()
        if len(self._plate_images) > 200:
            self._plate_images.clear()
        self._plate_images[key] = img
        return img

    def _draw_plate(self, surface: pygame.Surface, lay: TableLayout) -> None:
        seat = lay.bottom
        self._draw_seat_plate(surface, lay, seat, lay.plate)
        if seat in self.shown.uno and len(self.shown.hands[seat]) == 1:
            m = lay.metrics
            paint.badge(surface, (lay.plate.right - m.gap * 3, lay.plate.top),
                        self.t("table-uno"), m.font_small, theme.CARD_RGB[0], theme.WHITE)

    def _draw_log(self, surface: pygame.Surface, lay: TableLayout) -> None:
        rect = lay.log_rect
        if rect.h < 20:
            return
        m = lay.metrics
        key = (tuple(self.log_lines[-10:]), rect.size, self.tr.locale)
        if self._log_cache is None or self._log_cache[0] != key:
            img = paint.panel(rect.size, m.radius, (8, 24, 18, 170), None).copy()
            size = m.font_small
            y = rect.h - m.gap
            inner_w = rect.w - 2 * m.gap
            for age, line in enumerate(reversed(self.log_lines[-10:])):
                block = self._log_line(line, size, inner_w, age == 0)
                y -= block.get_height()
                if y < m.gap // 2:
                    break
                img.blit(block, (m.gap, y))
                y -= max(2, size // 4)
            self._log_cache = (key, img)
        surface.blit(self._log_cache[1], rect.topleft)

    def _log_line(self, line: str, size: int, width: int, newest: bool) -> pygame.Surface:
        """One log line wrapped to ``width`` (rendered once; the log only grows at the end)."""
        key = (line, size, width, newest, self.tr.locale)
        block = self._log_lines.get(key)
        if block is None:
            t = textmod.get()
            lines = t.wrap(line, size, width)
            block = t.render_lines(lines, size, theme.TEXT if newest else theme.TEXT_DIM,
                                   align="left")
            if len(self._log_lines) > 120:
                self._log_lines.clear()
            self._log_lines[key] = block
        return block

    def _draw_hand(self, surface: pygame.Surface, lay: TableLayout) -> None:
        seat = lay.bottom
        art = self.art
        hand = self.shown.hands[seat]
        visible = self.hand_visible(seat)
        slots = self._bottom_slots(lay, hand)
        show_playable = bool(self.setting("show_playable", True))
        playable = self.playable_cards() if (visible and show_playable) else set()
        my_turn = visible and self.input_seat() == seat and self.idle and \
            self.game.decision.seat == seat
        shadow = art.shadow(lay.card_w)
        keyboard = self.focus_zone == "hand" and self.focus_card is not None
        for card, slot in zip(hand, slots, strict=False):
            lift = self.lifts.get(card, 0.0) if visible else 0.0
            center = (round(slot.center[0]), round(slot.center[1] - lift))
            angle = round(slot.angle)
            surface.blit(shadow, shadow.get_rect(center=(center[0] + 3, center[1] + 5)))
            if not visible:
                img = art.rotated(BACK, lay.card_w, angle)
            else:
                if card in playable:
                    g = art.glow(lay.card_w)
                    surface.blit(g, g.get_rect(center=center))
                img = art.rotated(card, lay.card_w, angle)
                if my_turn and playable and card not in playable:
                    img = img.copy()  # cannot be played now: darker, still readable
                    img.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
            surface.blit(img, img.get_rect(center=center))
            if visible and keyboard and card == self.focus_card:
                r = pygame.Rect((0, 0), card_size(lay.card_w))
                r.center = center
                draw_focus_ring(surface, r, lay.metrics.scale)

    def _prompt(self) -> tuple[str, tuple[int, int, int]]:
        game = self.game
        seat = self.input_seat()
        d = game.decision
        key = (self.version, d, seat, game.over, self.tr.locale, self.idle, self.shown.turn)
        if self._prompt_memo is not None and self._prompt_memo[0] == key:
            return self._prompt_memo[1]
        found = self._prompt_text(seat)
        self._prompt_memo = (key, found)
        return found

    def _prompt_text(self, seat: int | None) -> tuple[str, tuple[int, int, int]]:
        game = self.game
        if game.over:
            return "", theme.TEXT
        if not self.idle:
            # While the events play, say what the table shows, not what the engine knows.
            turn = self.shown.turn
            if not 0 <= turn < self.n:
                return "", theme.TEXT
            if turn in self.bots:
                return self.t("table-thinking", player=self.name(turn)), theme.TEXT
            return self.t("table-turn", player=self.name(turn)), theme.TEXT
        d = game.decision
        if seat is not None and d.seat == seat:
            player = self.name(seat)
            kind = d.kind
            if kind is Kind.TURN:
                return self.t("table-your-turn", player=player), theme.ACCENT
            if kind is Kind.PLAY_DRAWN and d.drawn is not None:
                return self.t("table-drawn-prompt",
                              card=i18n.card_name(self.tr, d.drawn)), theme.ACCENT
            if kind is Kind.CHALLENGE:
                last = game.last_player if game.last_player >= 0 else seat
                return self.t("table-challenge-prompt", player=self.name(last),
                              count=d.penalty), theme.ACCENT
            if kind is Kind.PENALTY:
                return self.t("table-penalty-prompt", count=d.penalty), theme.ACCENT
            if kind is Kind.DOUBLE_PLAY:
                return self.t("table-double-prompt"), theme.ACCENT
            if kind is Kind.SEVEN_TARGET:
                return self.t("table-choose-swap"), theme.ACCENT
            if kind is Kind.FIVE_TARGET:
                return self.t("table-choose-trade"), theme.ACCENT
            if kind is Kind.GIVE_CARD:
                return self.t("table-choose-give"), theme.ACCENT
            if kind is Kind.CHOOSE_COLOR:
                return self.t("table-choose-color"), theme.ACCENT
        if d.seat in self.bots:
            return self.t("table-thinking", player=self.name(d.seat)), theme.TEXT
        return self.t("table-turn", player=self.name(d.seat)), theme.TEXT

    def _draw_prompt(self, surface: pygame.Surface, lay: TableLayout, words: str,
                     color: tuple[int, int, int]) -> None:
        if not words:
            return
        m = lay.metrics
        textmod.draw_in_box(surface, words, lay.prompt_rect.inflate(-2 * m.pad, -m.gap), color,
                            size=m.font_large if color == theme.ACCENT else m.font_body,
                            min_size=m.font_small, bold=color == theme.ACCENT,
                            shadow=theme.TEXT_SHADOW)

    def _draw_menu_button(self, surface: pygame.Surface, lay: TableLayout, hot: bool) -> None:
        r = lay.menu_rect
        m = lay.metrics
        surface.blit(paint.panel(r.size, r.h // 3, (20, 40, 32, 235 if hot else 190),
                                 theme.ACCENT if hot else theme.PANEL_BORDER), r.topleft)
        bw = r.w // 2
        for i in (-1, 0, 1):
            y = r.centery + i * r.h // 6
            pygame.draw.line(surface, theme.TEXT, (r.centerx - bw // 2, y),
                             (r.centerx + bw // 2, y), max(2, r.h // 14))
        info = self.t("table-round-title", number=self.match.round_no)
        half = lay.info_rect.h // 2
        top = pygame.Rect(lay.info_rect.x, lay.info_rect.y, lay.info_rect.w, half)
        textmod.draw_in_box(surface, info, top, theme.TEXT_DIM, size=m.font_small,
                            align="right")
        way = "table-direction-clockwise" if self.shown.direction == 1 \
            else "table-direction-counter"
        textmod.draw_in_box(surface, self.t(way), top.move(0, half), theme.TEXT_DIM,
                            size=m.font_small, align="right")

    # -- what moves ---------------------------------------------------------------------------
    def _draw_moving(self, surface: pygame.Surface, lay: TableLayout) -> list[pygame.Rect]:
        """Everything redrawn every frame; returns the rectangles it covered."""
        out: list[pygame.Rect] = []
        m = lay.metrics
        ring_col = theme.lighten(theme.FELT, 0.32)
        out += paint.direction_ring(surface, lay.center, lay.ring, self.shown.direction,
                                    self.ring_phase, ring_col)
        targets = self.seat_targets()
        for seat in targets:
            spot = lay.spot(seat)
            if spot is None:
                continue
            hot = spot.rect.collidepoint(self.mouse) or self.seat_focus == seat
            a = 0.5 + 0.5 * math.sin(self.pulse * 5)
            col = theme.ACCENT if hot else theme.lighten(theme.ACCENT, 0.3 * a)
            width = max(2, m.border + (2 if hot else 0))
            pygame.draw.rect(surface, col, spot.rect, width, border_radius=m.radius)
            out.append(spot.rect.inflate(2, 2))
        for seat in range(self.n):
            frac = self.timer_fraction(seat)
            if frac is None:
                continue
            plate = lay.plate if seat == lay.bottom else lay.spot(seat).plate  # type: ignore
            bar = pygame.Rect(plate.x + m.gap, plate.bottom - max(4, m.gap // 2) - 2,
                              plate.w - 2 * m.gap, max(4, m.gap // 2))
            paint.bar(surface, bar, frac, theme.DANGER if frac < 0.25 else theme.ACCENT)
            out.append(bar)
            if seat == self.input_seat():
                out += self._draw_prompt_timer(surface, lay, frac)
        self.buttons.draw(surface)
        grow = max(3, round(4 * m.scale)) * 2 + 4
        out += [b.rect.inflate(grow, grow) for b in self.buttons.widgets]
        out += self.effects.draw(surface)
        art = self.art
        for f in self.flyers:
            r = f.draw(surface, art)
            if r is not None:
                out.append(r)
        if self.chooser is not None:
            self._draw_chooser(surface, lay)
            out.append(surface.get_rect())
        if self.reveal is not None:
            self._draw_reveal(surface, lay)
            out.append(surface.get_rect())
        if self.toast is not None:
            out.append(self._draw_toast(surface, lay))
        return out

    def _draw_prompt_timer(self, surface: pygame.Surface, lay: TableLayout, frac: float
                           ) -> list[pygame.Rect]:
        m = lay.metrics
        rect = lay.prompt_rect
        secs = max(0, math.ceil(self.timer_left))
        bar = pygame.Rect(0, 0, rect.w // 3, max(5, m.gap // 2 + 1))
        bar.midtop = (rect.centerx, rect.bottom - bar.h)
        paint.bar(surface, bar, frac, theme.DANGER if frac < 0.25 else theme.ACCENT)
        label = textmod.render(self.t("table-timer", seconds=secs), m.font_small, theme.TEXT,
                               bold=True)
        at = label.get_rect(midleft=(bar.right + m.gap, bar.centery))
        surface.blit(label, at)
        return [bar, at]

    def _draw_chooser(self, surface: pygame.Surface, lay: TableLayout) -> None:
        ch = self.chooser
        assert ch is not None
        m = lay.metrics
        surface.blit(self._shade(lay.size, 110), (0, 0))
        box = ch.rects[COLORS[0]].unionall([ch.rects[c] for c in COLORS])
        title_rect = pygame.Rect(0, 0, max(box.w * 2, lay.size[0] // 3), m.font_large * 2)
        title_rect.midbottom = (box.centerx, box.top - m.gap)
        textmod.draw_in_box(surface, self.t("table-choose-color"), title_rect, theme.TEXT,
                            size=m.font_large, bold=True, shadow=theme.TEXT_SHADOW)
        pop = tween.out_back(min(1.0, ch.age / 0.25)) if tween.get_speed() else 1.0
        for color, r in ch.rects.items():
            rr = r.inflate(round(-r.w * (1 - pop)), round(-r.h * (1 - pop)))
            if rr.w <= 2:
                continue
            hot = r.collidepoint(self.mouse) or ch.focus == color
            rgb = theme.CARD_RGB[color]
            if hot:
                glow = paint.glow_rect(rr.size, m.radius, theme.lighten(rgb, 0.4), m.gap)
                surface.blit(glow, glow.get_rect(center=rr.center))
            pygame.draw.rect(surface, theme.darken(rgb, 0.4), rr.move(0, 4),
                             border_radius=m.radius * 2)
            pygame.draw.rect(surface, theme.lighten(rgb, 0.12) if hot else rgb, rr,
                             border_radius=m.radius * 2)
            pygame.draw.rect(surface, theme.CARD_WHITE, rr, max(2, m.border + (2 if hot else 0)),
                             border_radius=m.radius * 2)
            sym = self.art.color_symbol(color, round(rr.h * 0.34))
            surface.blit(sym, sym.get_rect(center=(rr.centerx, rr.centery - rr.h * 0.1)))
            name_rect = pygame.Rect(rr.x + 4, rr.bottom - round(rr.h * 0.34), rr.w - 8,
                                    round(rr.h * 0.3))
            textmod.draw_in_box(surface, i18n.color_name(self.tr, color), name_rect,
                                theme.CARD_INK if color == 1 else theme.WHITE,
                                size=m.font_body, bold=True)

    def _shade(self, size: tuple[int, int], alpha: int) -> pygame.Surface:
        key = (size, alpha)
        if self._shade_cache is None or self._shade_cache[0] != key:
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, alpha))
            self._shade_cache = (key, shade)
        return self._shade_cache[1]

    def _draw_reveal(self, surface: pygame.Surface, lay: TableLayout) -> None:
        rv = self.reveal
        assert rv is not None
        m = lay.metrics
        w, h = lay.size
        surface.blit(self._shade(lay.size, 150), (0, 0))
        count = max(1, len(rv.hand))
        cw = max(30, min(lay.card_w, round((w * 0.7) / (count * 0.62 + 0.4))))
        ch = card_size(cw)[1]
        panel_w = min(w - 2 * m.pad, max(round(w * 0.5), round(cw * (count * 0.62 + 0.4)) +
                                         4 * m.pad))
        panel_h = ch + m.font_large * 2 + m.font_body * 2 + m.button_h + 5 * m.pad
        rv.rect = pygame.Rect(0, 0, panel_w, panel_h)
        rv.rect.center = (w // 2, h // 2)
        surface.blit(paint.panel(rv.rect.size, m.radius, theme.PANEL, theme.PANEL_BORDER,
                                 m.border), rv.rect.topleft)
        title = pygame.Rect(rv.rect.x + m.pad, rv.rect.y + m.pad, rv.rect.w - 2 * m.pad,
                            m.font_large * 2)
        textmod.draw_in_box(surface, self.t("table-reveal-title",
                                            player=self.name(rv.challenged)), title,
                            theme.TEXT, size=m.font_large, bold=True)
        step = cw * 0.62 if count > 1 else 0
        x0 = w // 2 - round(step * (count - 1) / 2)
        y = title.bottom + m.gap + ch // 2
        for i, card in enumerate(rv.hand):
            img = self.art.face(card, cw)
            surface.blit(img, img.get_rect(center=(round(x0 + i * step), y)))
        verdict = pygame.Rect(title.x, y + ch // 2 + m.gap, title.w, m.font_body * 2)
        textmod.draw_in_box(surface, self.t("table-reveal-bluff" if rv.bluff
                                            else "table-reveal-fair",
                                            player=self.name(rv.challenged)), verdict,
                            theme.DANGER if rv.bluff else theme.SUCCESS, size=m.font_body,
                            bold=True)
        rv.ok = pygame.Rect(0, 0, round(m.button_h * 3), m.button_h)
        rv.ok.midbottom = (rv.rect.centerx, rv.rect.bottom - m.pad)
        b = Button(self.t("common-ok"), None, rv.ok, style="primary")
        b.hovered = rv.ok.collidepoint(self.mouse)
        b.draw(surface)

    def _draw_toast(self, surface: pygame.Surface, lay: TableLayout) -> pygame.Rect:
        assert self.toast is not None
        words, until = self.toast
        m = lay.metrics
        left = until - self.clock
        alpha = 255 if left > 0.4 else max(0, round(255 * left / 0.4))
        width = min(lay.size[0] - 2 * m.pad, round(lay.size[0] * 0.5))
        size, lines = textmod.fit(words, width - 2 * m.pad, m.font_body * 3, m.font_body,
                                  m.font_small)
        block = textmod.get().render_lines(lines, size, theme.TOOLTIP_TEXT)
        box = block.get_rect().inflate(2 * m.pad, m.pad)
        box.midbottom = (lay.prompt_rect.centerx, lay.prompt_rect.top - m.gap)
        layer = paint.panel(box.size, m.radius, theme.TOOLTIP_BG, theme.DANGER, m.border).copy()
        layer.blit(block, block.get_rect(center=(box.w // 2, box.h // 2)))
        layer.set_alpha(alpha)
        surface.blit(layer, box.topleft)
        return box


def _story_order(events: list[ev.Event]) -> list[ev.Event]:
    """The events in the order a person tells them: the engine draws a caught player's (or a
    false caller's) penalty before it says why; the table shows the why first."""
    out = list(events)
    for i in range(1, len(out)):
        e = out[i]
        prev = out[i - 1]
        if isinstance(prev, ev.Drew) and (
                (isinstance(e, ev.UnoCaught) and prev.seat == e.target
                 and prev.reason == "uno_penalty")
                or (isinstance(e, ev.FalseUno) and prev.seat == e.seat
                    and prev.reason == "false_uno")):
            out[i - 1], out[i] = e, prev
    return out


TEAM_COLORS = ((255, 204, 64), (120, 200, 255), (255, 128, 170), (150, 230, 140),
               (210, 160, 255))

__all__ = ["ColorChooser", "HandSlot", "RevealPanel", "TableScene"]
