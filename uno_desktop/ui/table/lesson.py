"""Learn to play at the table: the guided round of :mod:`uno_desktop.lesson` on the real table.

:func:`lesson_scene` is the table with the lesson's scripted friend, nothing saved, and a
:class:`LessonCoach` (the table's ``coach`` part): a move of the person's that the engine would
take but that is not the step's is refused at the coach's gate with the step's words (a move the
engine refuses is explained by the table as always, ``presentation.refusal.why_not``); the
step's sentence shows in a banner above the table and the card or button to use gets the
keyboard focus (Enter does it) and a ring, the way a hint does; the round's end shows the points
with a Done button instead of the round result.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from uno_desktop.engine.actions import Action
from uno_desktop.lesson import FRIEND, PERSON, FriendlyBot, Lesson
from uno_desktop.ui import routes, theme
from uno_desktop.ui import text as textmod
from uno_desktop.ui.bootstrap import tr
from uno_desktop.ui.card_art import card_size
from uno_desktop.ui.table import paint
from uno_desktop.ui.table.dialogs import ColorChooser
from uno_desktop.ui.table.scene import TableScene
from uno_desktop.ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from uno_desktop.ui.app import App

#: Seconds a refusal's words stay: long enough to read them twice.
REFUSAL_SECONDS = 5.0
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def lesson_table(app: App) -> TableScene:
    """The guided round, in the app's language (the route's factory)."""
    t = tr(app).t
    people = [s.get("name") for s in app.services.settings.last_seats if s.get("kind") == "person"]
    you = str(people[0]) if people and people[0] else t("setup-default-person", n=1)
    friend = t("bot-name-1")
    return lesson_scene(app, Lesson((you if you != friend else t("setup-default-person", n=1),
                                     friend)))


def lesson_scene(app: App, lesson: Lesson) -> TableScene:
    """The table for ``lesson``: its scripted friend, nothing saved, guided by a
    :class:`LessonCoach` whose Done goes back to the menu."""
    return TableScene(app, lesson.session, bot_factory=lambda c, s, seed: FriendlyBot(),
                      autoplay=False, autosave=False,
                      coach=lambda table: LessonCoach(
                          table, lesson, lambda: app.router.back_to(routes.MENU)))


class LessonCoach:
    """The lesson's :class:`~uno_desktop.ui.table.scene.Coach`: the gate (a move the engine
    would take but that is not the step's is refused with the step's words), the banner with
    the step's sentence, the ring around what to use, and the points with a Done button at the
    round's end (which stays on the table: no round result)."""

    def __init__(self, table: TableScene, lesson: Lesson, finish: Callable[[], None]) -> None:
        self.table = table
        self.lesson = lesson
        self.finish = finish
        self.pointed = False  # the step's target got the focus once (the person may move it)
        self.chooser_pointed: object = None
        self.showing = lesson.step.key  # the sentence in the banner
        self.time = 0.0
        self.banner = pygame.Rect(0, 0, 0, 0)
        self.done = Button(table.ctx.t("learn-done"), finish, style="primary")
        self.group = WidgetGroup([])

    # ------------------------------------------------------------------ the gate
    def admits(self, action: Action) -> bool:
        """Only the step's move goes on to the person's seat."""
        if self.lesson.step.wants(action):
            return True
        self.table.input.toast(self.refusal(), REFUSAL_SECONDS)
        self.pointed = False  # the step's card or button gets the focus back
        return False

    def applied(self, action: Action) -> None:
        if action.seat == PERSON and self.lesson.done(action):
            self.pointed = False
            self.table.ui.toast = None  # what a wrong move of the last step was told is over

    def keeps_round_end(self) -> bool:
        return True  # the points and Done, on the table

    # ------------------------------------------------------------------ reading the table
    def ready(self) -> bool:
        """The screen shows the moment the step is about, and it is the person's to act."""
        table = self.table
        reader = table.reader
        if not reader.settled:
            return False
        if reader.over:
            return self.lesson.finished
        return reader.decision.seat == PERSON and not self.lesson.finished

    def words(self, key: str) -> str:
        ctx = self.table.ctx
        result = ctx.game.result
        points = result.values[FRIEND] if result is not None else 0
        return ctx.t(f"learn-step-{key}", name=ctx.name(FRIEND), points=points)

    def refusal(self) -> str:
        """What a move that is not the step's gets: not that one, and what to do."""
        ctx = self.table.ctx
        return ctx.t("learn-not-that") + " " + self.words(self.lesson.step.key)

    # ------------------------------------------------------------------ each frame
    def update(self, dt: float) -> None:
        self.time += dt
        table = self.table
        lesson = self.lesson
        if self.ready():
            self.showing = lesson.step.key
            if not self.pointed:
                self.pointed = True
                self._point()
            self._point_colour()
        elif not table.reader.over and table.reader.decision.seat == FRIEND:
            self.showing = "wait"
        self.group.widgets = [self.done] if lesson.finished and self.ready() else []

    def _point(self) -> None:
        """The step's card or button gets the keyboard focus, as a hint's does."""
        step = self.lesson.step
        ui = self.table.ui
        if step.button is not None:
            ui.hint_button = step.button
        elif step.card is not None:
            ui.focus_zone = "hand"
            ui.focus_card = step.card
            self.table.buttons.group.focus(None)
        elif self.lesson.finished:
            self.group.widgets = [self.done]
            self.group.keyboard_mode = True
            self.group.focus(self.done)

    def _point_colour(self) -> None:
        """The colour wheel, when open, starts on the step's colour."""
        chooser = self.table.ui.showing(ColorChooser)
        color = self.lesson.step.color
        if chooser is not None and chooser is not self.chooser_pointed and color is not None:
            self.chooser_pointed = chooser
            if color in chooser.options:
                chooser.focus = color

    def target(self) -> pygame.Rect | None:
        """Where the thing to use is on screen now."""
        table = self.table
        if not self.ready():
            return None
        step = self.lesson.step
        chooser = table.ui.showing(ColorChooser)
        if self.lesson.finished:
            return self.done.rect
        if chooser is not None and step.color is not None:
            return chooser.rects.get(step.color)
        if step.button is not None:
            button = table.buttons.button(step.button)
            return button.rect if button is not None else None
        for card, rect in table.input.hand_rects:
            if card == step.card:
                return rect
        return None

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The last step's Done (a click, Enter); any other move then says to press it."""
        if not (self.lesson.finished and self.ready()):
            return False
        if self.group.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in ENTER_KEYS:
                self.finish()
                return True
            if event.key == pygame.K_ESCAPE:
                return False  # the pause menu, as always
        elif not (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            return False
        self.table.input.toast(self.table.ctx.t("learn-press-done"), REFUSAL_SECONDS)
        return True

    # ------------------------------------------------------------------ drawing
    def layout(self, size: tuple[int, int]) -> None:
        """The banner: on the felt left of the piles, between the friend's seat and the log
        (a round of two leaves it free); the last step's Done button at its foot."""
        lay = self.table.layout
        if lay is None:
            return
        m = theme.metrics(size)
        pile_left = lay.draw_pos[0] - card_size(lay.pile_w)[0] // 2 - m.pad
        tops = [sp.rect.bottom for sp in lay.spots.values() if sp.seat != lay.bottom]
        top = max([m.pad] + tops) + m.gap
        left = lay.log_rect.x
        bottom = lay.log_rect.top - m.gap
        if self.group.widgets:  # the points: the log gives its room to them and to Done
            bottom = lay.log_rect.bottom
        self.banner = pygame.Rect(left, top, max(0, pile_left - left), max(0, bottom - top))
        if self.group.widgets:
            bw = min(self.banner.w - 2 * m.pad, round(320 * m.scale))
            self.done.layout(pygame.Rect(self.banner.centerx - bw // 2,
                                         self.banner.bottom - m.pad - m.button_h, bw,
                                         m.button_h))
            self.group.scale = m.scale


    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        self.layout(size)
        m = theme.metrics(size)
        b = self.banner
        if b.w <= 0:
            return
        surface.blit(paint.panel(b.size, m.radius, theme.PANEL_SOLID, theme.ACCENT,
                                 max(2, m.border)), b.topleft)
        finished = bool(self.group.widgets)
        text_box = b.inflate(-2 * m.pad, -2 * m.gap)
        if finished:  # clear of Done and of the ring around it
            text_box.height = self.done.rect.top - 3 * m.gap - text_box.top
        textmod.draw_in_box(surface, self.words(self.showing), text_box, theme.TEXT,
                            size=m.font_large, min_size=m.font_body, bold=True)
        if finished:
            self.group.draw(surface)
        target = self.target()
        if target is not None:
            pulse = 0.5 + 0.5 * math.sin(self.time * 5.0)
            grow = round(m.gap * (1 + pulse))
            width = max(3, round(m.border * 2.5))
            pygame.draw.rect(surface, theme.ACCENT, target.inflate(2 * grow, 2 * grow), width,
                             border_radius=m.radius + grow)


__all__ = ["LessonCoach", "lesson_scene", "lesson_table"]
