"""Learn to play: the guided round is played through the real table scene by posting mouse and
key events, in every language, with one wrong move per step (refused with the reason, the step
waits), at the normal animation speed and computer pace; it takes under five minutes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from tests.ui.table_helpers import (
    card_point,
    click,
    click_button,
    draw_pile_point,
    press,
    step,
    table_app,
)
from uno_desktop import i18n
from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.cards import YELLOW
from uno_desktop.lesson import FRIEND, PERSON, FriendlyBot, Lesson
from uno_desktop.presentation.refusal import why_not
from uno_desktop.presentation.words import render
from uno_desktop.ui import routes
from uno_desktop.ui.app import App
from uno_desktop.ui.scenes.menu import MenuScene
from uno_desktop.ui.table.dialogs import ColorChooser, RevealPanel
from uno_desktop.ui.table.lesson import LessonCoach
from uno_desktop.ui.table.scene import TableScene

DT = 0.1
READING = 2.0  # seconds a person looks at each step before making the move


def _wait(app: App, cond: Callable[[], bool], limit: float = 60.0) -> None:
    waited = 0.0
    while not cond():
        assert waited < limit, "the lesson stopped moving"
        app.step([], DT)
        waited += DT


def _coach(table: TableScene) -> LessonCoach:
    assert isinstance(table.coach, LessonCoach)
    return table.coach


def _card(table: TableScene, code: str) -> int:
    return _coach(table).lesson.ids[code]


def _click_card(app: App, table: TableScene, code: str) -> None:
    step(app)  # the hand's rectangles follow this frame's layout
    click(app, card_point(table, _card(table, code)))


class Run:
    """Plays the lesson at ``table`` as a person would; ``shots``: a folder for a picture of
    every step as it is first shown."""

    def __init__(self, app: App, table: TableScene, shots: Path | None = None) -> None:
        self.app = app
        self.table = table
        self.shots = shots
        self.tr = i18n.get_translator(table.ctx.tr.locale)

    def ready(self, key: str) -> None:
        """Wait until step ``key`` shows, with its target, then read it for a moment."""
        table = self.table
        _wait(self.app, lambda: _coach(table).ready() and _coach(table).lesson.step.key == key
              and table.ui.showing(RevealPanel) is None)
        step(self.app)
        assert _coach(table).showing == key
        assert _coach(table).target() is not None, f"{key}: nothing to point at"
        if self.shots is not None:
            surface = pygame.Surface(self.app.size)
            self.app.scene.draw(surface)
            self.shots.mkdir(parents=True, exist_ok=True)
            index = _coach(table).lesson.index + 1
            pygame.image.save(surface, str(self.shots / f"step-{index:02d}-{key}.png"))
        step(self.app, round(READING / 0.05), 0.05)

    def refused(self, wrong: Callable[[], None], expected: str | None = None) -> None:
        """A wrong move: refused with words (``expected``, or the lesson's own), and the step
        and the hands stay as they were."""
        table = self.table
        lesson = _coach(table).lesson
        before = (lesson.index, tuple(table.ctx.game.hands[PERSON]), table.reader.version)
        table.ui.toast = None
        wrong()
        step(self.app, 2)
        toast = table.ui.toast
        assert toast is not None, f"{lesson.step.key}: a wrong move said nothing"
        if expected is None:
            assert toast[0].startswith(self.tr.t("learn-not-that")), toast[0]
            assert toast[0].endswith(_coach(table).words(lesson.step.key))
        else:
            assert toast[0] == expected
        after = (lesson.index, tuple(table.ctx.game.hands[PERSON]), table.reader.version)
        assert after == before

    def why(self, code: str) -> str:
        """The table's words for a card of the person's that does not fit."""
        table = self.table
        words = why_not(table.reader.view(PERSON), _card(table, code), table.ctx.session.names)
        assert words is not None
        return render(table.ctx.tr, words)

    def did(self, key: str) -> None:
        """The step ``key`` is done: the next one is up."""
        table = self.table
        step(self.app, 2)
        lesson = _coach(table).lesson
        keys = [s.key for s in lesson.steps]
        assert lesson.index == keys.index(key) + 1, (key, lesson.step.key)


def play_lesson(app: App, shots: Path | None = None) -> TableScene:
    """The whole guided round, through the menu's Learn to play, by mouse and keys."""
    menu = app.router.reset(routes.MENU)
    step(app, 2)
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons["learn"].rect.center)
    table = app.scene
    assert isinstance(table, TableScene) and isinstance(table.coach, LessonCoach)
    run = Run(app, table, shots)
    a = app

    run.ready("colour")  # a card that does not fit: the table says why
    run.refused(lambda: _click_card(a, table, "g7"), run.why("g7"))
    _click_card(a, table, "r2")
    run.did("colour")

    run.ready("number")  # a Wild fits, but it is not the lesson's card
    run.refused(lambda: (_click_card(a, table, "w"), press(a, pygame.K_1)))
    assert table.ui.focus_card == _card(table, "g7")  # the step's card has the focus
    press(a, pygame.K_RETURN)
    run.did("number")

    run.ready("catch")
    assert table.reader.decision.seat == PERSON and table.ctx.game.uno_catchable() == FRIEND
    run.refused(lambda: _click_card(a, table, "gs"))
    click_button(a, table, "catch")
    run.did("catch")
    assert len(table.ctx.game.hands[FRIEND]) == 3

    run.ready("skip")
    run.refused(lambda: _click_card(a, table, "gr"))
    press(a, pygame.K_RETURN)
    run.did("skip")

    run.ready("reverse")
    run.refused(lambda: _click_card(a, table, "b9"), run.why("b9"))
    _click_card(a, table, "gr")
    run.did("reverse")

    run.ready("draw-two")
    run.refused(lambda: press(a, pygame.K_d))
    press(a, pygame.K_RETURN)
    run.did("draw-two")

    run.ready("wild")
    run.refused(lambda: _click_card(a, table, "b5"), run.why("b5"))
    _click_card(a, table, "w")
    wheel = table.ui.showing(ColorChooser)
    assert wheel is not None and wheel.focus == YELLOW
    press(a, pygame.K_RETURN)
    run.did("wild")

    run.ready("challenge")
    run.refused(lambda: click_button(a, table, "accept"))
    click_button(a, table, "challenge")
    run.did("challenge")
    _wait(a, lambda: table.ui.showing(RevealPanel) is not None)
    press(a, pygame.K_RETURN)  # the friend's hand, shown by the challenge: OK
    assert len(table.ctx.game.hands[FRIEND]) == 9  # took the card back and drew 4

    run.ready("draw")
    run.refused(lambda: _click_card(a, table, "b9"), run.why("b9"))
    click(a, draw_pile_point(table))
    run.did("draw")

    run.ready("drawn")
    run.refused(lambda: click_button(a, table, "keep"))
    press(a, pygame.K_RETURN)  # the Play button has the focus
    run.did("drawn")

    run.ready("uno")
    run.refused(lambda: _click_card(a, table, "b9"))
    press(a, pygame.K_u)
    run.did("uno")

    run.ready("uno-play")
    run.refused(lambda: _click_card(a, table, "b5"), run.why("b5"))
    _click_card(a, table, "b9")
    run.did("uno-play")

    run.ready("last")
    run.refused(lambda: press(a, pygame.K_u), table.ctx.t("prompt-uno-not-now"))
    press(a, pygame.K_RETURN)
    run.did("last")

    run.ready("points")
    assert table.ctx.game.over and table.ctx.game.result is not None
    assert table.ctx.game.result.winner == PERSON
    run.refused(lambda: click(a, draw_pile_point(table)), table.ctx.t("learn-press-done"))
    click(a, _coach(table).done.rect.center)
    step(a, 2)
    return table


@pytest.mark.parametrize("lang", ["en", "fr", "hi"])
def test_the_guided_round_is_played_by_mouse_and_keys(tmp_path: Path, lang: str) -> None:
    with table_app(tmp_path, lang, speed="normal", pace=0.9) as app:
        table = play_lesson(app)
        assert isinstance(app.scene, MenuScene)  # Done: back to the menu
        assert _coach(table).lesson.finished
        # Under five minutes at the normal speed, reading every step for two seconds.
        assert table.director.clock < 300, table.director.clock
        # A lesson leaves no game to continue.
        assert not app.services.storage.has_autosave()


def test_the_lesson_can_be_left_at_any_moment(tmp_path: Path) -> None:
    with table_app(tmp_path, "en", speed="normal", pace=0.9) as app:
        app.router.reset(routes.MENU)
        app.router.push(routes.LEARN)
        table = app.scene
        assert isinstance(table, TableScene) and isinstance(table.coach, LessonCoach)
        _wait(app, _coach(table).ready)
        press(app, pygame.K_ESCAPE)  # the pause menu: back to the menu
        pause = app.scene
        assert pause is not table
        leave = [w for w in pause.ui.widgets  # type: ignore[attr-defined]
                 if getattr(w, "label", "") == table.ctx.t("table-match-menu")]
        assert leave
        click(app, leave[0].rect.center)
        assert isinstance(app.scene, MenuScene)
        assert not app.services.storage.has_autosave()


def test_the_friendly_player_follows_the_script_and_never_calls_uno() -> None:
    lesson = Lesson(("Ann", "Robbie"))
    bot = FriendlyBot()
    game = lesson.session.match.game
    assert game is not None
    played = []
    from uno_desktop.engine.view import seat_view

    while not game.over:
        if game.decision.seat == FRIEND:
            action = bot.choose(seat_view(game, FRIEND))
            assert bot.react(seat_view(game, FRIEND)) is None
            played.append(action)
        else:
            legal = game.legal_actions(PERSON, reactions=True)
            action = next(a for a in legal if lesson.step.wants(a))
        lesson.session.match.apply(action)
        if action.seat == PERSON:
            assert lesson.done(action)
    assert lesson.finished
    assert [p.color for p in played if isinstance(p, PlayCard)].count(YELLOW) == 1
    assert game.result is not None and game.result.values[FRIEND] == 67


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_the_first_launch_offers_the_lesson_once(tmp_path: Path, answer: str) -> None:
    from argparse import Namespace

    from tests.ui.shell_helpers import shell_app
    from uno_desktop import app_settings
    from uno_desktop.storage import Storage
    from uno_desktop.ui.launch import first_scene
    from uno_desktop.ui.scenes.confirm import ConfirmScene
    from uno_desktop.ui.scenes.language import LanguageScene

    with shell_app(tmp_path, lang=None) as app:
        app.push(first_scene(app, Namespace(lang=None)))
        assert isinstance(app.scene, LanguageScene)
        press(app, pygame.K_RIGHT)  # Français
        press(app, pygame.K_RETURN)
        offer = app.scene
        assert isinstance(offer, ConfirmScene)  # "New to UNO?", in the language just chosen
        assert offer.title == i18n.get_translator("fr").t("learn-offer-title")
        button = offer.yes_button if answer == "yes" else offer.no_button
        click(app, button.rect.center)
        step(app, 2)
        if answer == "yes":
            assert isinstance(app.scene, TableScene)
            assert isinstance(app.scene.coach, LessonCoach)
            assert app.scene.ctx.tr.locale == "fr"
            app.scene.coach.finish()
        assert isinstance(app.scene, MenuScene)
    settings, _ = app_settings.load(Storage(tmp_path))
    assert settings.tutorial_offered and settings.language == "fr"
    with shell_app(tmp_path, lang=None) as app:  # never again: the menu has it
        app.push(first_scene(app, Namespace(lang=None)))
        assert isinstance(app.scene, MenuScene)
        app.router.push(routes.LANGUAGE, routes.MENU)  # even a language chosen anew
        press(app, pygame.K_RETURN)
        assert isinstance(app.scene, MenuScene)
        assert "learn" in app.scene.buttons
