"""The scenes that sit on top of the table: pass the screen, pause, round result, match result.

Each gets the :class:`~uno_desktop.ui.table.scene.TableScene` it belongs to and talks to it
through a few plain methods (``on_ready``, ``act``, ``forfeit``, ``next_round``, ``save``).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from uno_desktop import i18n
from uno_desktop.engine.actions import CallUno, CatchUno
from uno_desktop.engine.match import Match
from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme, tween
from uno_desktop.ui.card_art import BACK
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.table import fx, paint
from uno_desktop.ui.table.model import hand_order
from uno_desktop.ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from uno_desktop.ui.table.scene import TableScene

log = logging.getLogger(__name__)


def back_to_menu(app: Any) -> None:
    """Leave the table for the main menu (the menu under it, or a new one)."""
    try:
        from uno_desktop.ui.scenes.menu import MenuScene
    except ImportError:  # no shell (a test app): just end the loop
        app.quit()
        return
    if any(isinstance(s, MenuScene) for s in app.scenes):
        while app.scenes and not isinstance(app.scene, MenuScene):
            app.pop()
    else:
        app.reset(MenuScene())


def standings(match: Match) -> list[int]:
    """Seats from first to last place at the end of the match."""
    low = match.rules.scoring in ("penalty", "elimination")
    lazy = match.rules.scoring == "lazy"

    values = match.last_values or (0,) * match.n

    def key(s: int) -> tuple[Any, ...]:
        score = -match.rounds_won[s] if lazy else (match.totals[s] if low else -match.totals[s])
        # Ties: fewer points left in the hand at the end of the last round ranks higher.
        return (s not in match.winners, match.gone[s], score, values[s], s)

    return sorted(range(match.n), key=key)


def _dim(surface: pygame.Surface, alpha: int) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


def _title(surface: pygame.Surface, words: str, rect: pygame.Rect, m: theme.Metrics,
           color: tuple[int, int, int] = theme.TEXT, size: int | None = None) -> None:
    textmod.draw_in_box(surface, words, rect, color, size=size or m.font_title,
                        min_size=m.font_body, bold=True, shadow=theme.TEXT_SHADOW)


class _Overlay(Scene):
    """Shared: a WidgetGroup of buttons, M for mute, metrics on resize, and cheap drawing.

    The scene below is drawn once into a backdrop (dimmed by ``DIM``); a frame then costs one
    blit plus this scene's own content, and nothing at all while nothing changes (the window
    keeps its picture): only events, the first ``ANIMATE`` seconds and ``busy()`` redraw."""

    opaque = True  # draws the scene below itself, from the backdrop
    DIM = 150
    ANIMATE = 0.6

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table
        self.ui = WidgetGroup()
        self.m = theme.metrics((1280, 720))
        self.age = 0.0
        self._backdrop: pygame.Surface | None = None
        self._dirty = True
        self._drawn_frame = -1
        self._last_surface: pygame.Surface | None = None

    def t(self, msg_id: str, **args: Any) -> str:
        return self.table.t(msg_id, **args)

    def on_enter(self) -> None:
        self.build()

    def build(self) -> None:
        """(Re)create the buttons."""

    def on_resize(self, size: tuple[int, int]) -> None:
        self.m = theme.metrics(size)
        self.ui.scale = self.m.scale
        self._backdrop = None
        self._dirty = True
        self.place(size)

    def on_resume(self) -> None:
        self._backdrop = None
        self._dirty = True

    def place(self, size: tuple[int, int]) -> None:
        """Lay the buttons out for ``size``."""

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        self._dirty = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m:
            sounds = getattr(self.app, "sounds", None)
            if sounds is not None:
                sounds.toggle_mute()
            return True
        if self.ui.handle_event(event):
            return True
        return None

    def update(self, dt: float) -> None:
        self.age += dt
        self.ui.update(dt)

    def busy(self) -> bool:
        """True while this scene's content moves by itself."""
        return self.age < self.ANIMATE

    def below(self) -> Scene | None:
        app = self.app
        if app is None or self not in app.scenes:
            return None
        i = app.scenes.index(self)
        return app.scenes[i - 1] if i > 0 else None

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        if self._backdrop is None or self._backdrop.get_size() != size:
            snap = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                snap = snap.convert()
            below = self.below()
            if below is not None:
                below.draw(snap)
            if self.DIM:
                _dim(snap, self.DIM)
            self._backdrop = snap
        return self._backdrop

    def draw(self, surface: pygame.Surface) -> None:
        frame = getattr(self.app, "frame", 0)
        # Asked twice in one frame (a test measuring text), or onto another surface (a
        # snapshot): draw. Otherwise only what changed needs a new picture.
        again = frame == self._drawn_frame or surface is not self._last_surface
        if not (self._dirty or self.busy() or again):
            return  # the window still shows the last picture
        self._drawn_frame = frame
        self._last_surface = surface
        self._dirty = False
        surface.blit(self.backdrop(surface.get_size()), (0, 0))
        self.draw_content(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """This scene's own picture, over the backdrop."""

    def _column(self, buttons: list[Button], center_x: int, top: int, width: int) -> int:
        m = self.m
        y = top
        for b in buttons:
            b.layout(pygame.Rect(center_x - width // 2, y, width, m.button_h))
            y += m.button_h + m.gap
        return y


# --- Pass the screen ---------------------------------------------------------------------------


class PassScreenScene(_Overlay):
    """"Pass the screen to NAME": every hand hidden until that person clicks. People may still
    call UNO or catch from here (it shows no card)."""

    DIM = 0
    ANIMATE = 1.2

    def __init__(self, table: TableScene, seat: int) -> None:
        super().__init__(table)
        self.seat = seat
        self.ready_button: Button | None = None

    def build(self) -> None:
        table = self.table
        name = table.name(self.seat)
        self.ready_button = Button(self.t("table-show-hand", name=name), self.ready,
                                   style="primary")
        widgets: list[Button] = [self.ready_button]
        game = table.game
        target = game.uno_catchable()
        for p in table.persons:
            if table.match.gone[p]:
                continue
            legal = game.reaction_actions(p)
            if CallUno(p) in legal and len(game.hands[p]) == 1:
                widgets.append(Button(self.t("table-uno-by", name=table.name(p)),
                                      lambda p=p: self._react(CallUno(p)), style="normal"))
            if target >= 0 and target != p and CatchUno(p, target) in legal:
                widgets.append(Button(self.t("table-catch-by", name=table.name(p),
                                             player=table.name(target)),
                                      lambda p=p, t=target: self._react(CatchUno(p, t)),
                                      style="danger"))
        self.ui.widgets = widgets
        self.ui.focus(self.ready_button)
        self.place(self.size)

    def _react(self, action: Any) -> None:
        self.table.act(action, person=True)
        self.build()

    def place(self, size: tuple[int, int]) -> None:
        if self.ready_button is None:
            return
        m = self.m
        w, h = size
        bw = min(w - 2 * m.pad, round(420 * m.scale))
        self.ready_button.layout(pygame.Rect(w // 2 - bw // 2, round(h * 0.66), bw,
                                             round(m.button_h * 1.15)))
        others = self.ui.widgets[1:]
        if others:
            row_w = min(w - 2 * m.pad, len(others) * (round(300 * m.scale) + m.gap))
            each = (row_w - m.gap * (len(others) - 1)) // len(others)
            x = w // 2 - row_w // 2
            for b in others:
                b.layout(pygame.Rect(x, h - m.pad - m.button_h, each, m.button_h))
                x += each + m.gap

    def ready(self) -> None:
        app = self.app
        assert app is not None
        if app.scene is self:
            app.pop()
        self.table.on_ready(self.seat)

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            assert self.app is not None
            self.app.push(PauseScene(self.table))
            return True
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.ready()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not any(b.rect.collidepoint(event.pos) for b in self.ui.widgets):
                self.ready()
            return True
        return None

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        # Not the table (its hands must not show): a bare felt.
        w, h = size
        oval = pygame.Rect(0, 0, round(w * 0.74), round(h * 0.7))
        oval.center = (w // 2, round(h * 0.45))
        return paint.felt((w, h), tuple(oval))

    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.m
        w, h = surface.get_size()
        art = self.table.art
        cw = round(m.card_w * 1.3)
        # Three backs fanning out as the screen appears.
        open_ = tween.out_back(min(1.0, self.age / self.ANIMATE)) if tween.get_speed() else 1.0
        for i, angle in enumerate((-14, 0, 14)):
            img = art.rotated(BACK, cw, round(angle * open_))
            surface.blit(img, img.get_rect(center=(w // 2 + round((i - 1) * cw // 2 * open_),
                                                   round(h * 0.3) + abs(i - 1) * cw // 10)))
        name = self.table.name(self.seat)
        title = pygame.Rect(m.pad, round(h * 0.47), w - 2 * m.pad, round(m.font_title * 1.6))
        _title(surface, self.t("table-pass-screen", name=name), title, m, theme.ACCENT)
        sub = pygame.Rect(m.pad, title.bottom + m.gap, w - 2 * m.pad, round(m.font_body * 1.6))
        textmod.draw_in_box(surface, self.t("table-click-ready", name=name), sub, theme.TEXT,
                            size=m.font_body)
        self.ui.draw(surface)


# --- Pause ---------------------------------------------------------------------------------------


class PauseScene(_Overlay):
    """Esc at the table: resume, rules, forfeit this seat (asks first), save and quit."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.confirming: int | None = None  # the seat asked about
        self.panel = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        table = self.table
        if self.confirming is not None:
            self.ui.widgets = [
                Button(self.t("common-yes"), self._forfeit_now, style="danger"),
                Button(self.t("common-no"), self._cancel_confirm),
            ]
        else:
            widgets = [Button(self.t("table-pause-resume"), self.resume, style="primary")]
            if _rules_help() is not None:
                widgets.append(Button(self.t("table-pause-rules"), self.rules))
            if table.forfeit_seat() is not None:
                widgets.append(Button(self.t("table-pause-forfeit"), self._ask_forfeit))
            quit_label = "table-pause-save-quit" if table.autosave else "table-match-menu"
            widgets.append(Button(self.t(quit_label), self.save_quit))
            self.ui.widgets = widgets
        self.ui.focus(self.ui.widgets[0])
        self.ui.keyboard_mode = True
        self.place(self.size)

    def place(self, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        bw = min(w - 4 * m.pad, round(380 * m.scale))
        count = len(self.ui.widgets)
        text_h = round(m.font_title * 1.8) + (round(m.font_body * 3.2) if self.confirming
                                               is not None else 0)
        ph = text_h + count * (m.button_h + m.gap) + 2 * m.pad
        self.panel = pygame.Rect(0, 0, bw + 2 * m.pad * 2, ph)
        self.panel.center = (w // 2, h // 2)
        self._column(self.ui.widgets, w // 2, self.panel.y + m.pad + text_h, bw)  # type: ignore

    def resume(self) -> None:
        assert self.app is not None
        if self.app.scene is self:
            self.app.pop()

    def rules(self) -> None:
        cls = _rules_help()
        if cls is None or self.app is None:
            return
        self.app.push(cls(self.app, self.table.rules, self.table.n))

    def _ask_forfeit(self) -> None:
        self.confirming = self.table.forfeit_seat()
        self.build()

    def _cancel_confirm(self) -> None:
        self.confirming = None
        self.build()

    def _forfeit_now(self) -> None:
        seat = self.confirming
        self.confirming = None
        assert self.app is not None
        # Leave the pause (and a pass screen under it) before the table goes on.
        while self.app.scene is not self.table and self.app.scene is not None:
            self.app.pop()
        if seat is not None:
            self.table.forfeit(seat)

    def save_quit(self) -> None:
        self.table.save()
        self.table.flush_save()
        assert self.app is not None
        back_to_menu(self.app)

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirming is not None:
                self._cancel_confirm()
            else:
                self.resume()
            return True
        if super().handle_event(event):
            return True
        return True  # the table underneath gets nothing while paused

    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.m
        surface.blit(paint.panel(self.panel.size, m.radius, theme.PANEL, theme.PANEL_BORDER,
                                 m.border), self.panel.topleft)
        title = pygame.Rect(self.panel.x + m.pad, self.panel.y + m.pad,
                            self.panel.w - 2 * m.pad, round(m.font_title * 1.5))
        _title(surface, self.t("table-pause-title"), title, m)
        if self.confirming is not None:
            q = pygame.Rect(title.x, title.bottom, title.w, round(m.font_body * 3))
            textmod.draw_in_box(surface, self.t("table-forfeit-confirm",
                                                player=self.table.name(self.confirming)), q,
                                theme.TEXT, size=m.font_body)
        self.ui.draw(surface)


def _rules_help() -> Any:
    try:
        from uno_desktop.ui.scenes.rules_help import RulesHelpScene
    except ImportError:
        return None
    return RulesHelpScene


# --- Round result ------------------------------------------------------------------------------


class RoundResultScene(_Overlay):
    """Hands revealed and points counted; next round (or the final standings)."""

    AUTO_NEXT = 4.5  # seconds, when nobody is a person (demo, benchmark)
    ANIMATE = 1.8  # the points count up
    DIM = 160

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.button: Button | None = None
        result = table.game.result
        self.result = result
        self.ranking = list(result.ranking) if result is not None else list(range(table.n))
        history = table.match.history
        self.points = history[-1] if history and table.match.scored else (0,) * table.n
        self.row_h = 0

    def build(self) -> None:
        over = self.table.match.over
        label = self.t("table-match-title") if over else self.t("table-round-next")
        self.button = Button(label, self.go_on, style="primary")
        self.ui.widgets = [self.button]
        self.ui.focus(self.button)
        self.place(self.size)

    def place(self, size: tuple[int, int]) -> None:
        if self.button is None:
            return
        m = self.m
        w, h = size
        n = len(self.ranking)
        pw = min(w - 2 * m.pad, round(w * 0.78))
        head = round(m.font_title * 1.5) + round(m.font_body * 1.8) + round(m.font_small * 1.8)
        avail = h - 2 * m.pad - head - m.button_h - 4 * m.pad
        self.row_h = max(round(m.font_small * 1.9), min(round(m.row_h * 1.25), avail // n))
        ph = head + n * self.row_h + m.button_h + 4 * m.pad
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        bw = min(pw - 2 * m.pad, round(340 * m.scale))
        self.button.layout(pygame.Rect(w // 2 - bw // 2, self.panel.bottom - m.pad - m.button_h,
                                       bw, m.button_h))

    def go_on(self) -> None:
        app = self.app
        assert app is not None
        table = self.table
        if table.match.over:
            app.replace(MatchResultScene(table))
            return
        if app.scene is self:
            app.pop()
        table.next_round()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.table.autoplay and self.age >= self.AUTO_NEXT:
            self.go_on()

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            assert self.app is not None
            self.app.push(PauseScene(self.table))
            return True
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.go_on()
        return True

    def _headline(self) -> str:
        r = self.result
        if r is None:
            return ""
        name = self.table.name(r.winner)
        if r.reason == "blocked":
            return self.t("log-round-blocked", player=name)
        if r.reason == "last_standing":
            return self.t("log-round-last-standing", player=name)
        return self.t("table-round-winner", player=name)

    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.m
        table = self.table
        p = self.panel
        surface.blit(paint.panel(p.size, m.radius, theme.PANEL, theme.PANEL_BORDER, m.border),
                     p.topleft)
        x = p.x + m.pad
        y = p.y + m.pad
        inner_w = p.w - 2 * m.pad
        title = pygame.Rect(x, y, inner_w, round(m.font_title * 1.5))
        _title(surface, self.t("table-round-title", number=table.match.round_no), title, m)
        y = title.bottom
        line = pygame.Rect(x, y, inner_w, round(m.font_body * 1.8))
        textmod.draw_in_box(surface, self._headline(), line, theme.ACCENT, size=m.font_body,
                            bold=True)
        y = line.bottom
        # Column headers.
        cols = self._columns(x, inner_w)
        hy = pygame.Rect(x, y, inner_w, round(m.font_small * 1.8))
        for key, (cx, cw, align) in cols.items():
            if key in ("place",):
                continue
            label = {"name": "table-col-player", "cards": "table-col-cards",
                     "points": "table-col-points", "total": "table-col-total"}[key]
            textmod.draw_in_box(surface, self.t(label), pygame.Rect(cx, hy.y, cw, hy.h),
                                theme.TEXT_DIM, size=m.font_small, align=align)
        y = hy.bottom
        count_t = min(1.0, max(0.0, (self.age - 0.3) / 1.2)) if tween.get_speed() else 1.0
        values = self.result.values if self.result is not None else (0,) * table.n
        art = table.art
        for rank, seat in enumerate(self.ranking):
            row = pygame.Rect(x, y + rank * self.row_h, inner_w, self.row_h)
            if rank % 2 == 0:
                surface.blit(paint.panel(row.size, m.radius // 2, (255, 255, 255, 14), None),
                             row.topleft)
            cx, cw, align = cols["place"]
            textmod.draw_in_box(surface, i18n.place_name(table.tr, rank + 1),
                                pygame.Rect(cx, row.y, cw, row.h), theme.TEXT_DIM,
                                size=m.font_small, align=align)
            cx, cw, align = cols["name"]
            gone = table.match.gone[seat]
            textmod.draw_in_box(surface, table.name(seat), pygame.Rect(cx, row.y, cw, row.h),
                                theme.TEXT_DIM if gone else theme.TEXT, size=m.font_body,
                                min_size=m.font_small, bold=rank == 0, align=align)
            # The hand, face up: the round is over, every card is public now.
            cx, cw, _ = cols["cards"]
            hand = self.result.hands[seat] if self.result is not None else ()
            card_h = max(12, row.h - 6)
            card_w = max(10, round(card_h / 1.5))
            if hand:
                step = min(card_w * 0.72, (cw - card_w - round(m.font_small * 2.5)) /
                           max(1, len(hand) - 1)) if len(hand) > 1 else 0
                step = max(step, 3)
                for i, card in enumerate(sorted(hand, key=hand_order)):
                    img = art.face(card, card_w)
                    surface.blit(img, (round(cx + i * step), row.centery - img.get_height() // 2))
                value = textmod.render(str(values[seat]), m.font_small, theme.TEXT_DIM)
                surface.blit(value, value.get_rect(midleft=(
                    round(cx + (len(hand) - 1) * step + card_w + m.gap), row.centery)))
            cx, cw, align = cols["points"]
            pts = self.points[seat] if seat < len(self.points) else 0
            shown_pts = round(pts * count_t)
            textmod.draw_in_box(surface, f"+{shown_pts}" if pts else "0",
                                pygame.Rect(cx, row.y, cw, row.h),
                                theme.ACCENT if pts else theme.TEXT_DIM, size=m.font_body,
                                bold=bool(pts), align=align)
            cx, cw, align = cols["total"]
            total = table.match.totals[seat] - pts + shown_pts
            textmod.draw_in_box(surface, str(total), pygame.Rect(cx, row.y, cw, row.h),
                                theme.TEXT, size=m.font_body, bold=True, align=align)
        self.ui.draw(surface)

    def _columns(self, x: int, w: int) -> dict[str, tuple[int, int, str]]:
        m = self.m
        place_w = round(m.font_body * 3)
        name_w = round(w * 0.22)
        pts_w = round(w * 0.12)
        total_w = round(w * 0.12)
        cards_w = w - place_w - name_w - pts_w - total_w - 4 * m.gap
        cols: dict[str, tuple[int, int, str]] = {}
        cx = x
        for key, cw, align in (("place", place_w, "left"), ("name", name_w, "left"),
                               ("cards", cards_w, "left"), ("points", pts_w, "right"),
                               ("total", total_w, "right")):
            cols[key] = (cx, cw, align)
            cx += cw + m.gap
        return cols


# --- Match result ------------------------------------------------------------------------------


class MatchResultScene(_Overlay):
    """Final standings, a celebration, play again or back to the menu."""

    AUTO_AGAIN = 7.0
    DIM = 175

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.order = standings(table.match)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.row_h = 0
        self.effects = fx.Effects()

    def on_enter(self) -> None:
        super().on_enter()
        # The match is over: there is nothing left to continue.
        storage = getattr(self.app, "storage", None)
        if self.table.autosave and storage is not None:
            storage.clear_autosave()
        self.table.sound("win")
        w, h = self.size
        self.effects.add(fx.Confetti(pygame.Rect(0, 0, w, h), count=220, life=7.0))

    def build(self) -> None:
        self.ui.widgets = [
            Button(self.t("table-match-again"), self.again, style="primary"),
            Button(self.t("table-match-menu"), self.menu),
        ]
        self.ui.focus(self.ui.widgets[0])
        self.place(self.size)

    def place(self, size: tuple[int, int]) -> None:
        if not self.ui.widgets:
            return
        m = self.m
        w, h = size
        n = len(self.order)
        pw = min(w - 2 * m.pad, round(560 * m.scale))
        head = round(m.font_title * 1.6) + round(m.font_huge * 1.3)
        avail = h - 2 * m.pad - head - m.button_h - 5 * m.pad
        self.row_h = max(round(m.font_small * 1.9), min(round(m.row_h * 1.05), avail // n))
        ph = head + n * self.row_h + m.button_h + 5 * m.pad
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        bw = (pw - 3 * m.pad) // 2
        y = self.panel.bottom - m.pad - m.button_h
        self.ui.widgets[0].layout(pygame.Rect(self.panel.x + m.pad, y, bw, m.button_h))
        self.ui.widgets[1].layout(pygame.Rect(self.panel.right - m.pad - bw, y, bw,
                                              m.button_h))

    def again(self) -> None:
        from uno_desktop.ui.table.scene import TableScene

        app = self.app
        assert app is not None
        table = self.table
        session = table.session.again()
        scene = TableScene(app, session, **table.options)
        while app.scene is not None and app.scene is not table:
            app.pop()
        app.replace(scene)

    def menu(self) -> None:
        assert self.app is not None
        back_to_menu(self.app)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.effects.update(dt)
        if self.table.autoplay and self.age >= self.AUTO_AGAIN:
            self.again()

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.menu()
            return True
        if super().handle_event(event):
            return True
        return True

    def busy(self) -> bool:
        return self.age < 1.0 or bool(self.effects.items)

    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.m
        table = self.table
        match = table.match
        self.effects.draw(surface)
        p = self.panel
        surface.blit(paint.panel(p.size, m.radius, theme.PANEL, theme.ACCENT, m.border),
                     p.topleft)
        x, y, inner_w = p.x + m.pad, p.y + m.pad, p.w - 2 * m.pad
        title = pygame.Rect(x, y, inner_w, round(m.font_title * 1.5))
        _title(surface, self.t("table-match-title"), title, m)
        winners = list(match.winners)
        if len(winners) == 1:
            headline = self.t("table-match-winner", player=table.name(winners[0]))
        else:
            headline = self.t("table-match-winners", players=i18n.join_names(
                table.tr, [table.name(s) for s in winners]))
        pop = tween.out_elastic(min(1.0, self.age / 0.8)) if tween.get_speed() else 1.0
        big = pygame.Rect(x, title.bottom, inner_w, round(m.font_huge * 1.3))
        size = max(m.font_body, round(m.font_title * (0.6 + 0.4 * pop)))
        textmod.draw_in_box(surface, headline, big, theme.ACCENT, size=size,
                            min_size=m.font_body, bold=True, shadow=theme.TEXT_SHADOW)
        y = big.bottom + m.gap
        lazy = match.rules.scoring == "lazy"
        for rank, seat in enumerate(self.order):
            row = pygame.Rect(x, y + rank * self.row_h, inner_w, self.row_h)
            win = seat in winners
            if win:
                surface.blit(paint.panel(row.size, m.radius // 2, (255, 204, 64, 40), None),
                             row.topleft)
            place_w = round(m.font_body * 3.2)
            textmod.draw_in_box(surface, i18n.place_name(table.tr, rank + 1),
                                pygame.Rect(row.x + m.gap, row.y, place_w, row.h),
                                theme.ACCENT if win else theme.TEXT_DIM, size=m.font_body,
                                bold=win, align="left")
            name_rect = pygame.Rect(row.x + m.gap + place_w, row.y, row.w // 2, row.h)
            textmod.draw_in_box(surface, table.name(seat), name_rect,
                                theme.TEXT_DIM if match.gone[seat] else theme.TEXT,
                                size=m.font_body, bold=win, align="left")
            score = match.rounds_won[seat] if lazy else match.totals[seat]
            right = pygame.Rect(row.right - m.gap - row.w // 4, row.y, row.w // 4, row.h)
            textmod.draw_in_box(surface, self.t("table-points-short", points=score)
                                if not lazy else str(score), right, theme.TEXT,
                                size=m.font_body, bold=True, align="right")
        self.ui.draw(surface)


__all__ = ["MatchResultScene", "PassScreenScene", "PauseScene", "RoundResultScene",
           "back_to_menu", "standings"]

