"""What the table shows this frame, as data: the still picture's :class:`Look` (the shown model
plus what the person at the screen may see and do) and the moving layer's :class:`MovingLook`
(clock, targets, timers, cards in flight, dialogs, toast). :class:`LookBuilder` is the one place
that reads the table's parts for painting (it is given them, never the scene): the shown model,
the stage, the table's UI state (:mod:`.table_state`) and what the person input says may be
done now. The painters (:mod:`.still_parts`, :mod:`.moving_parts`) draw from a look, the layout
and the theme only."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from uno_desktop import i18n
from uno_desktop.engine.actions import Draw
from uno_desktop.ui.card_art import CardArt
from uno_desktop.ui.table import fx
from uno_desktop.ui.table.context import TableContext
from uno_desktop.ui.table.dialogs import ColorChooser, RevealPanel
from uno_desktop.ui.table.director import Director
from uno_desktop.ui.table.layout import HandSlot, TableLayout
from uno_desktop.ui.table.log_view import LogView
from uno_desktop.ui.table.model import Shown
from uno_desktop.ui.table.person_input import PersonInput
from uno_desktop.ui.table.phones import PhoneSeats
from uno_desktop.ui.table.privacy import Privacy
from uno_desktop.ui.table.reader import GameReader
from uno_desktop.ui.table.status_line import Status, StatusLine
from uno_desktop.ui.table.story import Stage
from uno_desktop.ui.table.turn_timer import TurnTimer
from uno_desktop.ui.widgets import WidgetGroup


@dataclass(frozen=True, slots=True)
class SeatLook:
    name: str
    status: str  # the plate's second line: points, place, "out", level
    visible: bool  # the faces of this seat's cards may be drawn
    team: int  # -1 without teams
    dimmed: bool = False  # out of the match, or knocked out of this round (No Mercy)


@dataclass(frozen=True, slots=True)
class Look:
    shown: Shown
    tr: i18n.Translator
    seats: tuple[SeatLook, ...]
    over: bool  # the round is over (no seat has the turn)
    synced: bool  # the shown model equals the engine's state (no deal in progress)
    can_draw: bool  # the person may draw now (the pile glows)
    penalty: int  # the pending draw penalty shown on the pile
    playable: frozenset[int]  # the person's cards that can be played now (when shown)
    show_playable: bool
    bluffs: frozenset[int]  # playable Wild Draw Fours a challenge would prove a bluff (marked)
    my_turn: bool  # the person decides now (cards that cannot be played are dimmed)
    colorblind: bool
    colorless: bool  # the round names no colour (All Wild): any card plays on any card
    lifts: dict[int, float]  # how far each card of the bottom hand is lifted
    focus_card: int | None  # the card with the keyboard focus
    menu_hot: bool
    log_lines: tuple[str, ...]
    status: Status
    round_no: int
    bottom_slots: tuple[HandSlot, ...]
    deal_count: int  # cards of the bottom hand being dealt (0 when no deal)


@dataclass(frozen=True, slots=True)
class MovingLook:
    tr: i18n.Translator
    art: CardArt
    direction: int
    clock: float  # the table's clock (pulses, the ring's turn, the toast's fade)
    mouse: tuple[int, int]
    targets: tuple[int, ...]  # seats the person may choose now (after a 7 or a 5)
    seat_focus: int | None  # the target with the keyboard focus
    timers: tuple[tuple[int, float], ...]  # (seat, fraction of its time left)
    prompt_timer: tuple[float, int] | None  # the person's own: (fraction left, seconds left)
    buttons: WidgetGroup
    flyers: tuple[fx.Flyer, ...]
    effects: fx.Effects
    chooser: ColorChooser | None
    chooser_pop: float  # how far the colour wheel has opened (0..1)
    reveal: RevealPanel | None  # laid out for this frame's layout
    reveal_name: str  # the challenged player's name
    toast: tuple[str, float, bool] | None  # (words, seconds left, calm: not a refusal)
    badges: tuple[tuple[int, str], ...]  # (phone seat, what its badge says)


class LookBuilder:
    """Builds each frame's :class:`Look` and :class:`MovingLook` from the table's parts;
    remembers the plates' words (Fluent is not free)."""

    def __init__(self, ctx: TableContext, privacy: Privacy, reader: GameReader, shown: Shown,
                 stage: Stage, log: LogView, director: Director, person: PersonInput,
                 timer: TurnTimer, phones: PhoneSeats | None) -> None:
        self.ctx = ctx
        self.privacy = privacy
        self.reader = reader
        self.shown = shown
        self.stage = stage
        self.log = log
        self.director = director
        self.person = person  # what the person may do now; its UI state
        self.timer = timer
        self.phones = phones
        self._plates: dict[Any, SeatLook] = {}
        self._seats: tuple[Any, tuple[SeatLook, ...]] | None = None
        self._status = StatusLine()

    def build(self, lay: TableLayout) -> Look:
        ctx, privacy, game, reader = self.ctx, self.privacy, self.ctx.game, self.reader
        person_input, ui, idle = self.person, self.person.ui, self.director.idle
        person = privacy.input_seat()
        bottom = lay.bottom
        visible = privacy.hand_visible(bottom) if 0 <= bottom < ctx.n else False
        show_playable = bool(ctx.setting("show_playable", True))
        hand = self.shown.hands[bottom] if 0 <= bottom < ctx.n else []
        return Look(
            shown=self.shown, tr=ctx.tr,
            seats=self._all_seats(),
            over=game.over, synced=self.stage.synced,
            can_draw=person is not None and idle and Draw(person) in reader.legal(person),
            penalty=game.penalty if (not game.over and idle) else 0,
            playable=frozenset(person_input.playable_cards())
            if (visible and show_playable) else frozenset(),
            show_playable=show_playable,
            bluffs=frozenset(reader.view(person).bluffs)
            if (visible and show_playable and person is not None and idle) else frozenset(),
            my_turn=visible and person == bottom and idle and game.decision.seat == bottom,
            colorblind=bool(ctx.setting("colorblind", False)),
            colorless=game.all_wild,  # the engine's word: its colour is black all round
            lifts=ui.lifts,
            focus_card=ui.focus_card if ui.focus_zone == "hand" else None,
            menu_hot=lay.menu_rect.collidepoint(ui.mouse),
            log_lines=tuple(self.log.lines()),
            status=self._status.text(ctx, reader, self.shown, person, idle),
            round_no=ctx.match.round_no,
            bottom_slots=tuple(person_input.bottom_slots(lay, hand)),
            deal_count=len(self.stage.deal_final))

    def moving(self) -> MovingLook:
        ctx, director, person_input, ui = self.ctx, self.director, self.person, self.person.ui
        timer = self.timer
        timers = tuple((seat, frac) for seat in range(ctx.n)
                       if (frac := timer.fraction(seat)) is not None)
        person = self.privacy.input_seat()
        own = next((frac for seat, frac in timers if seat == person), None)
        chooser = ui.showing(ColorChooser)
        reveal = ui.showing(RevealPanel)
        return MovingLook(
            tr=ctx.tr, art=ctx.art, direction=self.shown.direction, clock=director.clock,
            mouse=ui.mouse, targets=tuple(person_input.seat_targets()),
            seat_focus=ui.seat_focus, timers=timers,
            prompt_timer=None if own is None else (own, math.ceil(timer.seconds_left())),
            buttons=person_input.buttons.group, flyers=tuple(director.flyers),
            effects=director.effects, chooser=chooser,
            chooser_pop=director.progress(chooser.age, 0.25) if chooser is not None else 1.0,
            reveal=reveal, reveal_name=ctx.name(reveal.challenged) if reveal is not None else "",
            toast=None if ui.toast is None else (ui.toast[0], ui.toast[1] - director.clock,
                                                 ui.toast_calm),
            badges=self._badges())

    def _badges(self) -> tuple[tuple[int, str], ...]:
        phones = self.phones
        if phones is None:
            return ()
        return tuple((seat, badge) for seat in range(self.ctx.n)
                     if (badge := phones.badge(seat)) is not None)

    def _all_seats(self) -> tuple[SeatLook, ...]:
        """Every seat's look, made again only when an action, the screen's holder, the
        language or a seat leaving could have changed it."""
        p = self.privacy
        key = (self.reader.version, self.ctx.tr.locale, p.viewer, p.viewer_ready, p.reveal_all,
               tuple(self.shown.gone), tuple(self.shown.active), self.ctx.match.round_no)
        if self._seats is None or self._seats[0] != key:
            self._seats = (key, tuple(self._seat(s) for s in range(self.ctx.n)))
        return self._seats[1]

    def _seat(self, seat: int) -> SeatLook:
        ctx = self.ctx
        match = ctx.match
        game = ctx.game
        place = game.finished.index(seat) + 1 if seat in game.finished else 0
        gone = self.shown.gone[seat]
        visible = self.privacy.hand_visible(seat)
        # No Mercy's mercy rule, once the table has shown it (the engine knows it first).
        knocked = seat in game.knocked and not self.shown.active[seat]
        key = (seat, match.totals[seat], gone, place, knocked, ctx.tr.locale, visible,
               match.round_no)
        found = self._plates.get(key)
        if found is not None:
            return found
        if gone:
            status = ctx.t("table-out")
        elif knocked:
            status = ctx.t("table-knocked-plate")
        elif place:
            status = i18n.place_name(ctx.tr, place)
        elif ctx.rules.scoring != "lazy":
            status = ctx.t("table-points-short", points=match.totals[seat])
        else:
            status = ""
        config = ctx.session.seats[seat]
        if config.is_bot and config.level in ("easy", "normal", "hard") and not knocked:
            level = ctx.t(f"setup-level-{config.level}")
            status = f"{status} · {level}" if status else level
        teams = match.teams() or []
        team = next((i for i, t in enumerate(teams) if seat in t), -1)
        partners = [ctx.name(s) for s in teams[team] if s != seat] if team >= 0 else []
        if partners:  # who plays with whom, in words (the stripe's colour alone says little)
            mates = ctx.t("table-partner", names=i18n.join_names(ctx.tr, partners))
            status = f"{mates} · {status}" if status else mates
        found = SeatLook(ctx.name(seat), status, visible, team, gone or knocked)
        if len(self._plates) > 400:
            self._plates.clear()
        self._plates[key] = found
        return found


__all__ = ["Look", "LookBuilder", "MovingLook", "SeatLook"]
