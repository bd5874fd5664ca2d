"""The new game screen: 2 to 10 seats, each a person with a typed name (at the keyboard or on a
phone) or a computer player of a level; partners shown when the rules play in teams; Start opens
the table (through the phone lobby when a seat is played from a phone). With a phone seat, the
host's two phone settings show beside "Add a seat": when a bot takes over a dropped phone, and
where the phone server listens.

Seats are laid out in two columns, seat 1 and 2 in the first row, 3 and 4 in the next..., so a
seat added or removed never moves the others. With teams, seat i plays with seat i + n/2, so
seats 1..n/2 fill the left column and partners sit side by side in one row. Rows keep their
height and place whatever the count.

Keyboard: Enter in a name confirms it and goes to the next name (from the last one to Start);
the seats' "×" come last in the Tab order, so removing a seat is never one key away from typing.

Also here: :func:`open_table` (the one place that turns a Session into the table scene) and
:func:`demo_table` (``--demo``).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import pygame

from uno_desktop import i18n
from uno_desktop.app_settings import (
    MAX_NAME_LENGTH,
    MAX_SEATS,
    MIN_SEATS,
    PHONE_INTERFACES,
    PHONE_TAKEOVERS,
    SettingsError,
)
from uno_desktop.engine.errors import RulesError
from uno_desktop.engine.rules import Rules, player_problem
from uno_desktop.session import SeatConfig, Session
from uno_desktop.ui import routes, text, theme
from uno_desktop.ui.bootstrap import settings_of, tr, update_settings
from uno_desktop.ui.scene import Host, Scene
from uno_desktop.ui.scenes.common import (
    BareChoice,
    draw_background,
    draw_panel,
    full_panel,
    label,
)
from uno_desktop.ui.sit_down import sit_down
from uno_desktop.ui.widgets import Button, ScrollView, TextInput, Widget, WidgetGroup
from uno_desktop.ui.widgets.base import RectLike

log = logging.getLogger(__name__)

LEVELS = ("easy", "normal", "hard")
HINTED_KINDS = ("person", "phone")  # who may ask for hints: a person, at the keyboard or phone
TEAM_COLORS = [(222, 38, 38), (20, 108, 200), (52, 160, 72), (230, 170, 10), (150, 80, 190)]


# --- Seats -------------------------------------------------------------------------------------


def _defaults_of(code: str) -> tuple[list[str], list[str]]:
    """The default bot names and default person names of one language, in order."""
    t = i18n.get_translator(code)
    return i18n.bot_names(t), [t.t("setup-default-person", n=n)
                               for n in range(1, MAX_SEATS + 1)]


def _default_names() -> tuple[dict[str, int], dict[str, int]]:
    """Every default bot name and default person name in every language -> its number."""
    bots: dict[str, int] = {}
    persons: dict[str, int] = {}
    for code in i18n.LOCALES:
        bot_list, person_list = _defaults_of(code)
        bots.update((name, i) for i, name in enumerate(bot_list, start=1))
        persons.update((name, i) for i, name in enumerate(person_list, start=1))
    return bots, persons


def localize_name(name: str, kind: str, t: i18n.Translator, source: str | None = None) -> str:
    """A default name written in another language becomes this language's default name (Robbie
    is गोलू in Hindi); a name somebody typed stays as it is. ``source``: the language the name
    was written in, when known (one name can be a default in two languages: Pixel)."""
    if source is not None:
        bot_list, person_list = _defaults_of(source)
        bots = {name: i for i, name in enumerate(bot_list, start=1)}
        persons = {name: i for i, name in enumerate(person_list, start=1)}
    else:
        bots, persons = _default_names()
    if kind == "bot" and name in bots:
        return i18n.bot_names(t)[bots[name] - 1]
    if kind != "bot" and name in persons:
        return t.t("setup-default-person", n=persons[name])
    return name


def _source_language(seats: Sequence[dict[str, Any]], t: i18n.Translator) -> str:
    """The language the seats' default names were most likely written in: the one whose
    defaults name the most seats (this language on a tie, so nothing changes needlessly)."""
    def score(code: str) -> int:
        bot_list, person_list = _defaults_of(code)
        return sum(1 for s in seats
                   if s.get("name") in (bot_list if s["kind"] == "bot" else person_list))
    codes = [t.locale] + [c for c in i18n.LOCALES if c != t.locale]
    return max(codes, key=score)  # max keeps the first of equals: this language


def unique_names(seats: list[dict[str, Any]], t: i18n.Translator) -> None:
    """Make every name at the table different (case-insensitively), in place: a computer player
    whose name is taken gets a free default name; a person's name gets a number."""
    taken: set[str] = set()
    for seat in seats:
        name = str(seat.get("name", ""))
        if name.strip() and name.strip().casefold() in taken:
            free = [b for b in i18n.bot_names(t) if b.casefold() not in taken] \
                if seat["kind"] == "bot" else []
            name = free[0] if free else _numbered(name, taken)
            seat["name"] = name
        taken.add(name.strip().casefold())


def localize_seats(seats: Sequence[dict[str, Any]], t: i18n.Translator) -> list[dict[str, Any]]:
    """The last game's seats in this language: default names translated (from the language
    they were written in), and no two alike."""
    source = _source_language(seats, t)
    out = [dict(s, name=localize_name(str(s.get("name", "")), s["kind"], t, source))
           for s in seats]
    unique_names(out, t)
    return out


def _numbered(name: str, taken: set[str]) -> str:
    """``name 2``, ``name 3``... the first that is not ``taken`` (casefolded names)."""
    k = 2
    while f"{name} {k}"[:MAX_NAME_LENGTH].casefold() in taken:
        k += 1
    return f"{name} {k}"[:MAX_NAME_LENGTH]


def default_seats(t: i18n.Translator) -> list[dict[str, Any]]:
    """One person and three computer players."""
    bots = i18n.bot_names(t)
    return [{"kind": "person", "name": t.t("setup-default-person", n=1)}] + [
        {"kind": "bot", "name": bots[i], "level": "normal"} for i in range(3)]


def seat_problem(t: i18n.Translator, seats: Sequence[dict[str, Any]], rules: Rules
                 ) -> str | None:
    """Why these seats cannot start (translated), or None."""
    names = [str(s.get("name", "")).strip() for s in seats]
    if any(not n for n in names):
        return t.t("setup-name-empty")
    folded = [n.casefold() for n in names]
    if len(set(folded)) != len(folded):
        return t.t("setup-name-taken")
    problem = player_problem(rules, len(seats))
    if problem is not None:
        return i18n.players_text(t, problem[0])
    return None


def teams_shown(rules: Rules, n: int) -> bool:
    return rules.teams and n % 2 == 0 and n >= 4


def team_of(seat: int, n: int) -> int:
    """0-based team of ``seat``: seat i plays with seat i + n/2."""
    return seat % (n // 2)


# --- Going to the table ------------------------------------------------------------------------


def open_table(app: Host, session: Session, replace: bool = True) -> Scene:
    """Show ``session`` at the table (replacing the top scene, or on top of it); a session
    with phone seats goes through the phone lobby first (see :func:`sit_down`)."""
    return sit_down(app, session, routes.TableOptions(), replace=replace)


def takeover_options(t: i18n.Translator) -> list[tuple[int, str]]:
    """The host's choices for a dropped phone: its seat waits, or a bot plays it after N s."""
    return [(s, t.t("setup-phone-takeover", seconds=s) if s else t.t("setup-phone-wait"))
            for s in PHONE_TAKEOVERS]


def interface_options(t: i18n.Translator) -> list[tuple[str, str]]:
    return [(k, t.t(f"setup-phone-listen-{k}")) for k in PHONE_INTERFACES]


def demo_table(app: Host, specs: Sequence[Any] | None = None, seed: int | None = None) -> Scene:
    """``--demo``: computer players only (or the ``--seats`` seats), playing on their own. The
    menu goes underneath, so leaving the table lands there."""
    t = tr(app)
    launch = app.services.launch
    if launch is not None:
        launch.seat_specs = None  # the demo uses them; the menu must not open them again
    if specs:  # a demo has no people: everyone in the seat file plays as a computer
        names = i18n.bot_names(t)
        named = [{"kind": "bot", "name": s.name or names[i % len(names)]}
                 for i, s in enumerate(specs)]
        unique_names(named, t)
        seats = [SeatConfig("bot", d["name"], s.level if s.kind == "bot" else "normal")
                 for d, s in zip(named, specs, strict=True)]
    else:
        seats = [SeatConfig("bot", name, "normal") for name in i18n.bot_names(t)[:4]]
    rules = settings_of(app).rules()
    if player_problem(rules, len(seats)) is not None:
        rules = Rules()
    app.router.push(routes.MENU)
    # Plays on its own and never autosaves: a demo must not replace a game in progress.
    return app.router.make(routes.TABLE, Session.new(rules, seats, seed),
                           routes.TableOptions(autoplay=True, autosave=False))


# --- The scene ---------------------------------------------------------------------------------


class SeatRow(Widget):
    """One seat as a card: its badge drawn here, its controls as children (so a scrolling
    list of seats moves and clips them as one)."""

    def __init__(self, scene: NewGameScene, index: int) -> None:
        super().__init__()
        self.scene = scene
        self.index = index
        t = tr(scene.app)
        seat = scene.seats[index]
        self.kind = BareChoice("", [("person", t.t("setup-person")), ("phone", t.t("setup-phone")),
                                    ("bot", t.t("setup-bot"))],
                               seat["kind"], self._set_kind, tooltip=t.t("setup-kind"))
        self.name = TextInput(seat["name"], max_length=MAX_NAME_LENGTH,
                              placeholder=t.t("setup-name"), on_change=self._set_name,
                              on_submit=lambda _v: scene.name_done(index))
        levels = [(lv, i18n.level_name(t, lv)) for lv in LEVELS]
        level = seat.get("level", "normal")
        if level not in LEVELS:  # "random" or a plug-in path, only from a --seats file
            levels.append((level, i18n.level_name(t, level)))
        self.level = BareChoice("", levels, level, self._set_level, tooltip=t.t("setup-level"))
        self.level.visible = seat["kind"] == "bot"
        # A person's place for the level (at the keyboard or on a phone): hints or not (off
        # unless asked).
        self.hints = BareChoice("", [(False, t.t("setup-hints-off")),
                                     (True, t.t("setup-hints-on"))],
                                bool(seat.get("hints", False)), self._set_hints,
                                tooltip=t.t("setup-hints"))
        self.hints.visible = seat["kind"] in HINTED_KINDS
        self.remove = Button("×", self._remove, style="ghost",
                             tooltip=t.t("setup-remove-seat"))
        self.remove.set_enabled(len(scene.seats) > MIN_SEATS, t.t("setup-seats-hint"))
        # The "×" last in the Tab order: Tab, Shift+Tab or Enter from a name never lands on one.
        self.remove.focus_last = True
        self.badge = pygame.Rect(0, 0, 0, 0)
        self.gap = 8
        self.badge_w = 80

    def widgets(self) -> list[Any]:
        return [self.kind, self.name, self.level, self.hints, self.remove]

    def children(self) -> Sequence[Widget]:
        return self.widgets()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        consumed = False
        for w in reversed(self.widgets()):
            if w.visible and w.handle_event(event) and event.type != pygame.MOUSEMOTION:
                consumed = True
                break
        return consumed

    def cancel_press(self) -> None:
        for w in self.widgets():
            w.cancel_press()

    def update(self, dt: float) -> None:
        for w in self.widgets():
            w.update(dt)

    def animating(self) -> bool:
        return any(w.animating() for w in self.widgets())

    def draw(self, surface: pygame.Surface) -> None:
        self.scene.draw_badge(surface, self)
        for w in self.widgets():
            if w.visible:
                w.draw(surface)

    def control_needs(self, line_h: int) -> tuple[int, int]:
        """The widths who plays and the level (or hints) need on a line ``line_h`` tall."""
        return (self.kind.width_for(line_h),
                max(self.level.width_for(line_h), self.hints.width_for(line_h)))

    def layout(self, rect: RectLike) -> None:
        """A seat is a small card: the badge (``badge_w`` wide) on the left; the name and the
        remove button on top; who plays and the bot's level below."""
        super().layout(rect)
        rect, gap = self.rect, self.gap
        self.badge = pygame.Rect(rect.x, rect.y, self.badge_w, rect.h)
        x = self.badge.right + gap
        w = rect.right - x
        line_h = (rect.h - gap // 2) // 2
        top = pygame.Rect(x, rect.y, w, line_h)
        bottom = pygame.Rect(x, rect.bottom - line_h, w, line_h)
        self.remove.layout(pygame.Rect(top.right - line_h, top.y, line_h, line_h))
        self.name.layout(pygame.Rect(top.x, top.y, w - line_h - gap, line_h))
        # Who plays and the level share the line as their longest names need ("Ordinateur"
        # is longer than "Moyen"), evenly when both fit at half.
        need_kind, need_level = self.control_needs(line_h)
        room = w - gap
        half = room // 2
        if need_kind > half or need_level > half:
            half = max(room - need_level, min(need_kind, room * 2 // 3))
        self.kind.layout(pygame.Rect(bottom.x, bottom.y, half, line_h))
        self.level.layout(pygame.Rect(bottom.x + half + gap, bottom.y, w - half - gap, line_h))
        self.hints.layout(self.level.rect)

    def _set_kind(self, kind: str) -> None:
        seat = self.scene.seats[self.index]
        t = tr(self.scene.app)
        seat["kind"] = kind
        self.level.visible = kind == "bot"
        self.hints.visible = kind in HINTED_KINDS
        if kind == "bot":
            seat.setdefault("level", "normal")
            if not seat["name"].strip() or seat["name"] in _default_names()[1]:
                seat["name"] = self.scene.free_bot_name()
        elif seat["name"] in _default_names()[0]:
            seat["name"] = t.t("setup-default-person", n=self.index + 1)
        seat["name"] = self.scene.unique(seat["name"], self.index)
        self.name.set_value(seat["name"])
        self.scene.check()

    def _set_name(self, value: str) -> None:
        self.scene.seats[self.index]["name"] = value
        self.scene.check()

    def _set_level(self, level: str) -> None:
        self.scene.seats[self.index]["level"] = level

    def _set_hints(self, on: bool) -> None:
        self.scene.seats[self.index]["hints"] = on

    def _remove(self) -> None:
        self.scene.remove_seat(self.index)


class NewGameScene(Scene):
    """``seats``: the seats to start from (``--seats``); default: the last game's, else one
    person and three computer players."""

    def __init__(self, seats: Sequence[Any] | None = None) -> None:
        super().__init__()
        self.initial = seats
        self.seats: list[dict[str, Any]] = []
        self.rows: list[SeatRow] = []
        self.ui = WidgetGroup()
        self.m = theme.metrics((1280, 720))
        self.problem: str | None = None
        self.rules = Rules()
        self.started = False
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.rules_rect = pygame.Rect(0, 0, 0, 0)
        self.grid = pygame.Rect(0, 0, 0, 0)
        self.seat_view = ScrollView()
        self.message_rect = pygame.Rect(0, 0, 0, 0)
        self.count_rect = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)

    # --- Life cycle --------------------------------------------------------------------------
    def on_enter(self) -> None:
        assert self.app is not None
        t = tr(self.app)
        if self.initial:
            names = i18n.bot_names(t)
            seats = []
            for i, spec in enumerate(self.initial):
                d = spec.to_dict() if hasattr(spec, "to_dict") else dict(spec)
                if not d.get("name"):
                    d["name"] = (names[i % len(names)] if d["kind"] == "bot"
                                 else t.t("setup-default-person", n=i + 1))
                seats.append(d)
        else:
            seats = [dict(s) for s in settings_of(self.app).last_seats] or default_seats(t)
        self.seats = localize_seats(seats[:MAX_SEATS], t)
        self.rules = settings_of(self.app).rules()
        self._build()

    def on_resume(self) -> None:
        assert self.app is not None
        self.rules = settings_of(self.app).rules()  # "Change the rules" may have changed them
        self._build()

    def on_exit(self) -> None:
        self.ui.focus(None)  # stops text input if a name field had it

    def _build(self) -> None:
        assert self.app is not None
        t = tr(self.app)
        focused_row = None
        if self.ui.focused is not None:
            for row in self.rows:
                if self.ui.focused in row.widgets():
                    focused_row = row.index
        self.ui.focus(None)
        self.rows = [SeatRow(self, i) for i in range(len(self.seats))]
        self.add_button = Button(t.t("setup-add-seat"), self.add_seat)
        self.add_button.set_enabled(len(self.seats) < MAX_SEATS, t.t("setup-seats-hint"))
        self.rules_button = Button(t.t("setup-change-rules"), self.change_rules)
        settings = settings_of(self.app)
        self.takeover = BareChoice("", takeover_options(t), settings.phone_takeover,
                                   lambda v: update_settings(self.app, phone_takeover=v),
                                   tooltip=t.t("setup-phone-takeover-hint"))
        self.interface = BareChoice("", interface_options(t), settings.phone_interface,
                                    lambda v: update_settings(self.app, phone_interface=v),
                                    tooltip=t.t("setup-phone-listen-hint"))
        self.back_button = Button(t.t("common-back"), self.back, style="ghost",
                                  hotkey=pygame.K_ESCAPE)
        self.start_button = Button(t.t("setup-start"), self.start, style="primary")
        offset = self.seat_view.target
        self.seat_view = ScrollView()
        self.seat_view.focusable = False  # its seats take the focus, not the list
        self.seat_view.target = offset  # a seat added or removed does not scroll the list
        widgets: list[Any] = [self.seat_view, self.add_button, self.takeover, self.interface,
                              self.rules_button, self.back_button, self.start_button]
        keyboard = self.ui.keyboard_mode
        self.ui = WidgetGroup(widgets)
        self.ui.keyboard_mode = keyboard
        self.check()
        self.on_resize(self.size)
        if focused_row is not None and focused_row < len(self.rows):
            self.ui.focus(self.rows[focused_row].kind)

    def _ordered_rows(self) -> list[SeatRow]:
        return list(self.rows)

    def columns(self) -> tuple[list[int], list[int]]:
        """The seat indexes of the left and right columns, top to bottom."""
        n = len(self.seats)
        if teams_shown(self.rules, n):
            return list(range(n // 2)), list(range(n // 2, n))
        return list(range(0, n, 2)), list(range(1, n, 2))

    def name_done(self, index: int) -> None:
        """Enter in seat ``index``'s name: on to the next seat's name, after the last to Start."""
        order = [row.index for row in self._ordered_rows()]
        later = order[order.index(index) + 1:]
        target = self.rows[later[0]].name if later else self.start_button
        if not target.can_focus():
            target = self.add_button if self.add_button.can_focus() else self.back_button
        self.ui.keyboard_mode = True
        self.ui.focus(target)

    def on_resize(self, size: tuple[int, int]) -> None:
        m, self.panel, inner, title_h = full_panel(size)
        self.m = m
        self.ui.scale = m.scale
        pad = m.pad
        self.title_rect = pygame.Rect(inner.x, inner.y, round(inner.width * 0.45), title_h)
        rb_w = min(round(inner.width * 0.26), round(300 * m.scale))
        self.rules_button.layout(pygame.Rect(inner.right - rb_w, inner.y + (title_h - m.button_h)
                                             // 2, rb_w, m.button_h))
        self.rules_rect = pygame.Rect(self.title_rect.right + pad, inner.y,
                                      self.rules_button.rect.x - self.title_rect.right - 2 * pad,
                                      title_h)
        footer_h = m.button_h
        foot_y = inner.bottom - footer_h
        bw = min(round(inner.width * 0.22), round(240 * m.scale))
        self.start_button.layout(pygame.Rect(inner.right - bw, foot_y, bw, footer_h))
        self.back_button.layout(pygame.Rect(inner.x, foot_y, bw, footer_h))
        msg_x = self.back_button.rect.right + pad
        self.message_rect = pygame.Rect(msg_x, foot_y, self.start_button.rect.x - pad - msg_x,
                                        footer_h)
        # Seat grid, then the row of "Add a seat" and the count; with a phone seat, the two
        # phone settings (each as wide as its longest choice) on that row when they fit,
        # else on a row of their own below it.
        grid_top = inner.y + title_h + pad
        add_h = round(m.button_h * 0.85)
        aw = min(round(inner.width * 0.3), round(300 * m.scale))
        tw, iw = self.takeover.width_for(add_h), self.interface.width_for(add_h)
        phones = self.has_phones()
        count_w = text.get().width(tr(self.app).t("setup-player-count", count=MAX_SEATS),
                                   m.font_body)
        if phones:
            aw = min(aw, self.add_button.width_for(add_h))
        own_row = phones and aw + count_w + tw + iw + 3 * pad > inner.width
        if own_row:  # shared out if even a row of their own is too narrow
            room = inner.width - pad
            tw, iw = min(tw, room * tw // (tw + iw)), min(iw, room * iw // (tw + iw))
        rows_below = 2 if own_row else 1
        self.grid = pygame.Rect(inner.x, grid_top, inner.width,
                                foot_y - (rows_below + 1) * pad - rows_below * add_h - grid_top)
        self._layout_seats(m)
        add_y = self.grid.bottom + pad  # a fixed place: clicking it again hits it again
        self.add_button.layout(pygame.Rect(inner.x, add_y, aw, add_h))
        self.count_rect = pygame.Rect(inner.x + aw + pad, add_y, inner.width - aw - pad, add_h)
        phone_y = add_y + add_h + pad if own_row else add_y
        self.interface.layout(pygame.Rect(inner.right - iw, phone_y, iw, add_h))
        self.takeover.layout(pygame.Rect(self.interface.rect.x - pad - tw, phone_y, tw, add_h))

    def _layout_seats(self, m: theme.Metrics) -> None:
        """Seats in two columns (one in a tall window), rows sized for a full table so adding
        a seat moves nothing; when a full table's rows would be squeezed below 90 % of their
        height (large text in a small window), they keep that height and the list scrolls."""
        row_gap = max(6, m.pad)
        full_h = round(m.row_h * 2.0)
        # A tall window has room for every seat in one column (rows at least three quarters
        # of their full height): one column then, two would leave the lower half empty.
        tall = self.grid.height >= MAX_SEATS * (round(full_h * 0.75) + row_gap) - row_gap
        # The badge fits "Seat 10" and "Team 5" whole, in the words of this language.
        t = tr(self.app)
        badge_need = max(text.get().width(t.t("setup-seat", n=MAX_SEATS), m.font_body, True),
                         text.get().width(t.t("setup-team", n=MAX_SEATS // 2), m.font_small)
                         ) + 2 * m.gap + 4
        col_gap = 2 * m.pad
        one_column = tall
        for _ in range(2):  # two columns, unless a seat's controls would not fit in one
            most = MAX_SEATS if one_column else (MAX_SEATS + 1) // 2
            row_h = min(full_h, (self.grid.height - (most - 1) * row_gap) // most)
            row_h = max(row_h, round(full_h * 0.9))
            bar = self.seat_view.bar_width + m.gap if most * (row_h + row_gap) - row_gap > \
                self.grid.height else 0
            col_w = self.grid.width - bar if one_column else \
                (self.grid.width - bar - col_gap) // 2
            badge_w = max(round(col_w * 0.17), badge_need)
            line_h = (row_h - m.gap // 2) // 2
            controls = max(sum(row.control_needs(line_h)) + m.gap for row in self.rows)
            if one_column or badge_w + m.gap + controls <= col_w:
                break
            one_column = True  # large text in a small window: one seat per line
        left, right = self.columns()
        if one_column:
            left, right = list(range(len(self.seats))), []
        self.col_x = (0, col_w + col_gap)  # in the list's coordinates
        self.col_w = col_w
        # A half gap all round: the seat's shaded card reaches out by that much.
        edge = m.gap // 2
        places: dict[int, pygame.Rect] = {}
        for c, seats in enumerate((left, right)):
            for r, i in enumerate(seats):
                places[i] = pygame.Rect(self.col_x[c] + edge, edge + r * (row_h + row_gap),
                                        col_w - edge, row_h)
        for row in self.rows:
            row.gap, row.badge_w = m.gap, badge_w
        # In seat order: the order Tab walks them.
        items = [(row, places[row.index]) for row in self.rows]
        shown_rows = most if not bar else max(len(left), len(right))
        self.seat_view.set_content(items, 2 * edge + shown_rows * (row_h + row_gap) - row_gap)
        self.seat_view.layout(self.grid.inflate(edge * 2, edge * 2))

    # --- Seats -------------------------------------------------------------------------------
    def unique(self, name: str, index: int) -> str:
        """``name``, or ``name 2``, ``name 3``... if another seat already has it."""
        taken = {s["name"].strip().casefold() for i, s in enumerate(self.seats) if i != index}
        if name.strip().casefold() not in taken or not name.strip():
            return name
        return _numbered(name, taken)

    def free_bot_name(self) -> str:
        t = tr(self.app)
        taken = {s["name"].strip().casefold() for s in self.seats}
        for name in i18n.bot_names(t):
            if name.casefold() not in taken:
                return name
        return self.unique(i18n.bot_names(t)[0], -1)

    def add_seat(self) -> None:
        if len(self.seats) >= MAX_SEATS:
            return
        self.seats.append({"kind": "bot", "name": self.free_bot_name(), "level": "normal"})
        self._build()
        self.seat_view.ensure_visible(self.rows[-1])  # the new seat in view (a scrolled list)

    def remove_seat(self, index: int) -> None:
        if len(self.seats) <= MIN_SEATS:
            return
        del self.seats[index]
        self._build()

    def check(self) -> None:
        """Recompute what stops the game from starting; Start says why it is disabled."""
        assert self.app is not None
        self.problem = seat_problem(tr(self.app), self.seats, self.rules)
        if hasattr(self, "start_button"):
            self.start_button.set_enabled(self.problem is None, self.problem)
            phones = self.has_phones()
            self.takeover.visible = self.interface.visible = phones
            if not phones and self.ui.focused in (self.takeover, self.interface):
                self.ui.focus(None)

    def has_phones(self) -> bool:
        return any(s["kind"] == "phone" for s in self.seats)

    # --- Actions -----------------------------------------------------------------------------
    def change_rules(self) -> None:
        assert self.app is not None
        self.app.router.push(routes.SETTINGS, "dealing", None)

    def back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def seat_configs(self) -> list[Any]:
        return [SeatConfig(s["kind"], s["name"].strip(),
                           s.get("level", "normal") if s["kind"] == "bot" else "normal",
                           s["kind"] in HINTED_KINDS and bool(s.get("hints", False)))
                for s in self.seats]

    def start(self) -> Scene | None:
        """Remember the seats, deal, and sit down at the table."""
        assert self.app is not None
        self.check()
        if self.problem is not None or self.started:
            return None
        seats = self.seat_configs()
        saved = [s.to_dict() for s in seats]
        try:
            update_settings(self.app, last_seats=saved)
        except SettingsError:  # a plug-in level the settings do not keep: fine
            log.info("seats not remembered: %s", saved)
        launch = self.app.services.launch
        seed = getattr(launch, "seed", None) if launch is not None else None
        try:
            session = Session.new(self.rules, seats, seed)
        except (RulesError, ValueError) as exc:
            log.warning("cannot start: %s", exc)
            self.problem = str(exc)
            return None
        if session.phones():  # the lobby first; its Back comes back here
            return open_table(self.app, session, replace=False)
        self.started = True
        return open_table(self.app, session, replace=True)

    # --- Frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if self.ui.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return None

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def needs_frames(self) -> bool:
        return self.ui.animating()

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        m = self.m
        t = tr(self.app)
        draw_background(surface)
        draw_panel(surface, self.panel, m)
        label(surface, t.t("setup-title"), self.title_rect, theme.TEXT, size=m.font_title,
              min_size=m.font_large, bold=True, align="left", shadow=theme.TEXT_SHADOW)
        preset = i18n.rules_name(t, self.rules)
        label(surface, t.t("setup-rules", preset=preset), self.rules_rect, theme.TEXT_DIM,
              size=m.font_body, min_size=m.font_small, align="right")
        n = len(self.seats)
        count = t.t("setup-player-count", count=n) + "  ·  " + t.t("setup-seats-hint")
        count_rect = self.count_rect
        if self.has_phones() and self.takeover.rect.y == count_rect.y:  # beside the phones:
            count = t.t("setup-player-count", count=n)  # the count alone (Add says the rest)
            count_rect = count_rect.copy()
            count_rect.w = self.takeover.rect.x - count_rect.x - m.pad
        label(surface, count, count_rect, theme.TEXT_DIM, size=m.font_body,
              min_size=m.font_small, align="left")
        if self.problem:
            label(surface, self.problem, self.message_rect, theme.ACCENT, size=m.font_body,
                  min_size=m.font_small, align="center")
        elif all(s["kind"] == "bot" for s in self.seats):
            label(surface, t.t("setup-only-bots"), self.message_rect, theme.TEXT_DIM,
                  size=m.font_body, min_size=m.font_small)
        self.ui.draw(surface)

    def draw_badge(self, surface: pygame.Surface, row: SeatRow) -> None:
        """The seat's shaded card and its badge (number, team colour and number)."""
        m = self.m
        t = tr(self.app)
        n = len(self.seats)
        show_teams = teams_shown(self.rules, n)
        r = row.badge
        card = row.rect.inflate(m.gap, m.gap)
        shade = pygame.Surface(card.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (255, 255, 255, 16), shade.get_rect(), border_radius=m.radius)
        surface.blit(shade, card.topleft)
        if show_teams:
            team = team_of(row.index, n)
            color = TEAM_COLORS[team % len(TEAM_COLORS)]
            pygame.draw.rect(surface, color, r, border_radius=m.radius)
            top = pygame.Rect(r.x + m.gap, r.y + 2, r.w - 2 * m.gap, r.h // 2 - 1)
            bottom = pygame.Rect(r.x + m.gap, r.centery, r.w - 2 * m.gap, r.h // 2 - 2)
            label(surface, t.t("setup-seat", n=row.index + 1), top, theme.WHITE,
                  size=m.font_small, min_size=m.font_small, bold=True)
            label(surface, t.t("setup-team", n=team + 1), bottom, theme.WHITE,
                  size=m.font_small, min_size=m.font_small)
        else:
            pygame.draw.rect(surface, (255, 255, 255, 40), r, 1, border_radius=m.radius)
            label(surface, t.t("setup-seat", n=row.index + 1), r.inflate(-m.gap, -4),
                  theme.TEXT, size=m.font_body, min_size=m.font_small, bold=True)
