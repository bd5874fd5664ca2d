"""Language screen, main menu, new game, rules help and crash screen, driven with real events."""

from __future__ import annotations

import json
from argparse import Namespace
from pathlib import Path

import pygame
import pytest

from tests.ui.shell_helpers import click, key, press, settle, shell_app, typed
from uno_desktop import app_settings, i18n
from uno_desktop.cli import parse_args
from uno_desktop.engine.rules import Rules
from uno_desktop.storage import Storage
from uno_desktop.ui.bootstrap import update_settings
from uno_desktop.ui.launch import first_scene
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.scenes.common import recording
from uno_desktop.ui.scenes.crash import CrashScene
from uno_desktop.ui.scenes.language import LanguageScene
from uno_desktop.ui.scenes.menu import MenuScene
from uno_desktop.ui.scenes.new_game import NewGameScene, localize_seats, team_of
from uno_desktop.ui.scenes.rules_help import RulesHelpScene


def drawn_texts(app) -> list[str]:
    with recording() as records:
        app.draw()
    return [r.text for r in records]


# --- Language ------------------------------------------------------------------------------------


def test_language_screen_shows_each_language_in_its_own_script(tmp_path: Path) -> None:
    with shell_app(tmp_path, lang=None) as app:
        app.push(first_scene(app, Namespace(lang=None)))
        assert isinstance(app.scene, LanguageScene)
        texts = drawn_texts(app)
        for name in ("English", "Français", "हिन्दी"):
            assert name in texts
        for code in i18n.LOCALES:  # the question, asked in every language at once
            assert i18n.get_translator(code).t("lang-title") in texts


def test_a_chosen_language_is_remembered_and_not_asked_again(tmp_path: Path) -> None:
    Storage(tmp_path)
    app_settings.save(Storage(tmp_path), app_settings.AppSettings(language="hi"))
    with shell_app(tmp_path, lang=None) as app:
        app.push(first_scene(app, parse_args([])))
        assert isinstance(app.scene, MenuScene)  # asked once, at the first launch
        assert app.services.translator.locale == "hi"
        assert app.scene.buttons["new"].label == i18n.get_translator("hi").t("menu-new-game")
    with shell_app(tmp_path, lang="fr") as app:  # --lang still overrides, for this launch
        app.push(first_scene(app, parse_args(["--lang", "fr"])))
        assert isinstance(app.scene, MenuScene) and app.services.translator.locale == "fr"
    settings, _ = app_settings.load(Storage(tmp_path))
    assert settings.language == "hi"


def test_arrows_and_click_choose_another_language_and_it_is_remembered(tmp_path: Path) -> None:
    with shell_app(tmp_path, lang=None) as app:
        app.push(first_scene(app, parse_args([])))
        scene = app.scene
        assert scene.code == "en"  # first launch: nothing saved, English preselected
        press(app, pygame.K_RIGHT)
        assert scene.code == "fr"
        click(app, scene.cards[2].center)  # हिन्दी
        assert app.services.translator.locale == "hi"
    settings, _ = app_settings.load(Storage(tmp_path))
    assert settings.language == "hi"
    with shell_app(tmp_path, lang=None) as app:  # the next launch goes straight to the menu
        app.push(first_scene(app, parse_args([])))
        assert isinstance(app.scene, MenuScene) and app.services.translator.locale == "hi"


def test_lang_flag_skips_the_language_screen(tmp_path: Path) -> None:
    with shell_app(tmp_path, lang="fr") as app:
        app.push(first_scene(app, parse_args(["--lang", "fr"])))
        assert isinstance(app.scene, MenuScene)
        assert app.services.translator.locale == "fr"


def test_language_can_be_changed_from_the_menu(tmp_path: Path) -> None:
    with shell_app(tmp_path, lang="en") as app:
        app.push(MenuScene())
        click(app, app.scene.buttons["language"].rect.center)
        assert isinstance(app.scene, LanguageScene)
        assert app.scene.code == "en"  # the language shown now is preselected
        press(app, pygame.K_LEFT)  # wraps round to हिन्दी
        press(app, pygame.K_RETURN)
        assert isinstance(app.scene, MenuScene)
        assert app.scene.buttons["quit"].label == "बाहर निकलें"
        press(app, pygame.K_DOWN)  # Esc from the language screen changes nothing
        click(app, app.scene.buttons["language"].rect.center)
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, MenuScene) and app.services.translator.locale == "hi"


# --- Menu ----------------------------------------------------------------------------------------


def test_menu_has_its_entries_and_continue_only_with_an_autosave(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        app.push(MenuScene())
        assert list(app.scene.buttons) == ["new", "settings", "statistics", "learn", "rules",
                                           "language", "quit"]
        click(app, app.scene.buttons["rules"].rect.center)
        assert isinstance(app.scene, RulesHelpScene)
        press(app, pygame.K_ESCAPE)
        click(app, app.scene.buttons["quit"].rect.center)
        assert not app.running


def test_a_damaged_autosave_is_kept_aside_and_reported_never_a_crash(tmp_path: Path) -> None:
    (tmp_path / "autosave.json").write_text('{"format": "uno-desktop-session", "ver', "utf-8")
    with shell_app(tmp_path) as app:
        app.push(MenuScene())
        assert "continue" in app.scene.buttons
        click(app, app.scene.buttons["continue"].rect.center)
        settle(app, 2)
        assert isinstance(app.scene, MenuScene)
        backups = list(tmp_path.glob("autosave.corrupt-*.json"))
        assert len(backups) == 1
        assert app.services.notices == [("menu-continue-damaged", {"path": str(backups[0])})]
        assert "continue" not in app.scene.buttons
        told = app.services.translator.t("menu-continue-damaged", path=str(backups[0]))
        assert told in drawn_texts(app)


def test_an_autosave_from_a_newer_version_is_reported(tmp_path: Path) -> None:
    data = {"format": "uno-desktop-session", "version": 99, "seats": [], "match": {}}
    (tmp_path / "autosave.json").write_text(json.dumps(data), "utf-8")
    with shell_app(tmp_path) as app:
        app.push(MenuScene())
        click(app, app.scene.buttons["continue"].rect.center)
        assert app.services.notices[0][0] == "menu-continue-newer"


def test_continue_resumes_the_autosave_at_the_table(tmp_path: Path) -> None:
    table = pytest.importorskip("uno_desktop.ui.table")
    from uno_desktop.session import SeatConfig, Session

    session = Session.new(Rules(), [SeatConfig("person", "Asha"), SeatConfig("bot", "Bo")], 3)
    Storage(tmp_path).save_autosave(session.to_dict())
    with shell_app(tmp_path) as app:
        app.push(MenuScene())
        click(app, app.scene.buttons["continue"].rect.center)
        assert isinstance(app.scene, table.TableScene)


def test_continue_from_the_previous_autosave_tells_the_player(tmp_path: Path) -> None:
    table = pytest.importorskip("uno_desktop.ui.table")
    from uno_desktop.session import SeatConfig, Session

    session = Session.new(Rules(), [SeatConfig("person", "Asha"), SeatConfig("bot", "Bo")], 3)
    storage = Storage(tmp_path)
    storage.save_autosave(session.to_dict())
    storage.save_autosave(session.to_dict())  # the first one becomes autosave.prev.json
    data = session.to_dict()
    data["match"]["game"]["color"] = 9  # the newest save is damaged
    (tmp_path / "autosave.json").write_text(json.dumps(data), "utf-8")
    with shell_app(tmp_path) as app:
        app.push(MenuScene())
        click(app, app.scene.buttons["continue"].rect.center)
        assert isinstance(app.scene, table.TableScene)
        assert [m for m, _ in app.services.notices] == ["notice-autosave-recovered"]


def test_new_game_asks_before_it_can_replace_a_game_in_progress(tmp_path: Path) -> None:
    from uno_desktop.session import SeatConfig, Session
    from uno_desktop.ui.scenes.confirm import ConfirmScene

    session = Session.new(Rules(), [SeatConfig("person", "Asha"), SeatConfig("bot", "Bo")], 3)
    Storage(tmp_path).save_autosave(session.to_dict())
    saved = (tmp_path / "autosave.json").read_bytes()
    with shell_app(tmp_path) as app:
        menu = app.push(MenuScene())
        click(app, menu.buttons["new"].rect.center)
        assert isinstance(app.scene, ConfirmScene)
        assert app.services.translator.t("menu-replace-question") in drawn_texts(app)
        press(app, pygame.K_RETURN)  # Enter alone answers "cancel", the safe choice
        assert app.scene is menu
        click(app, menu.buttons["new"].rect.center)
        press(app, pygame.K_ESCAPE)
        assert app.scene is menu
        click(app, menu.buttons["new"].rect.center)
        click(app, app.scene.yes_button.rect.center)
        assert isinstance(app.scene, NewGameScene)
        press(app, pygame.K_ESCAPE)  # backing out of the setup keeps the game in progress
        assert app.scene is menu and "continue" in menu.buttons
        click(app, menu.buttons["new"].rect.center)
        assert isinstance(app.scene, ConfirmScene)
        assert not app.step([pygame.event.Event(pygame.QUIT)], 0.01)  # the window closes
    assert (tmp_path / "autosave.json").read_bytes() == saved


def test_new_game_without_a_game_in_progress_asks_nothing(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        menu = app.push(MenuScene())
        click(app, menu.buttons["new"].rect.center)
        assert isinstance(app.scene, NewGameScene)


# --- Statistics ----------------------------------------------------------------------------------


def test_statistics_show_each_player_and_reset_only_after_asking(tmp_path: Path) -> None:
    from uno_desktop import stats
    from uno_desktop.ui.scenes.confirm import ConfirmScene
    from uno_desktop.ui.scenes.statistics import StatisticsScene

    counted = stats.Stats()
    counted.record_match([stats.SeatResult("person", "अनन्या", True, 3, 2),
                          stats.SeatResult("bot", "hard", False, 3, 1)])
    Storage(tmp_path).save_stats(counted.to_dict())
    with shell_app(tmp_path, "hi") as app:
        menu = app.push(MenuScene())
        click(app, menu.buttons["statistics"].rect.center)
        scene = app.scene
        assert isinstance(scene, StatisticsScene)
        t = app.services.translator.t
        texts = drawn_texts(app)
        assert "अनन्या" in texts
        assert t("stats-bot", level=t("setup-level-hard")) in texts
        assert t("stats-rate", rate=100) in texts and "2 / 3" in texts
        click(app, scene.reset_button.rect.center)
        assert isinstance(app.scene, ConfirmScene)
        press(app, pygame.K_ESCAPE)  # no: nothing is forgotten
        assert app.scene is scene and stats.load(app.services.storage)[0] == counted
        click(app, scene.reset_button.rect.center)
        press(app, pygame.K_RETURN)  # a stray Enter answers the safe "cancel"
        assert app.scene is scene and stats.load(app.services.storage)[0] == counted
        click(app, scene.reset_button.rect.center)
        click(app, app.scene.yes_button.rect.center)
        assert app.scene is scene and stats.load(app.services.storage)[0] == stats.Stats()
        assert t("stats-empty") in " ".join(drawn_texts(app))
        assert not scene.reset_button.enabled
        press(app, pygame.K_ESCAPE)
        assert app.scene is menu


def test_a_damaged_statistics_file_is_set_aside_and_reported(tmp_path: Path) -> None:
    from uno_desktop.ui.scenes.statistics import StatisticsScene

    (tmp_path / "stats.json").write_text("[1, 2", "utf-8")
    with shell_app(tmp_path) as app:
        menu = app.push(MenuScene())
        click(app, menu.buttons["statistics"].rect.center)
        assert isinstance(app.scene, StatisticsScene) and not app.scene.stats.records
        backups = list(tmp_path.glob("stats.corrupt-*.json"))
        assert len(backups) == 1
        assert app.services.notices == [("notice-file-damaged", {"path": str(backups[0])})]
        press(app, pygame.K_ESCAPE)
        told = app.services.translator.t("notice-file-damaged", path=str(backups[0]))
        assert told in drawn_texts(app)


# --- New game ------------------------------------------------------------------------------------


def open_new_game(app, **kwargs) -> NewGameScene:
    app.push(MenuScene())
    scene = NewGameScene(**kwargs)
    app.push(scene)
    settle(app, 2)
    return scene


def type_name(app, field, name: str) -> None:
    click(app, field.rect.center)
    field.set_value("")
    app.step([typed(ch) for ch in name], 1 / 60)


def test_people_type_their_names_in_any_script(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        scene = open_new_game(app)
        assert [s["kind"] for s in scene.seats] == ["person", "bot", "bot", "bot"]
        type_name(app, scene.rows[0].name, "दीपिका")
        assert scene.seats[0]["name"] == "दीपिका"
        click(app, scene.rows[1].kind._arrow_rects()[1].center)  # bot -> person
        assert scene.seats[1]["kind"] == "person"
        type_name(app, scene.rows[1].name, "Zoë")
        app.step([key(pygame.K_BACKSPACE), typed("é")], 1 / 60)
        assert scene.seats[1]["name"] == "Zoé"
        assert scene.problem is None and scene.start_button.enabled


def test_the_start_button_explains_what_is_missing(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        scene = open_new_game(app)
        type_name(app, scene.rows[0].name, "")
        assert not scene.start_button.enabled
        assert scene.start_button.disabled_reason == app.services.translator.t("setup-name-empty")
        type_name(app, scene.rows[0].name, scene.seats[1]["name"].upper())
        assert scene.start_button.disabled_reason == app.services.translator.t("setup-name-taken")
        type_name(app, scene.rows[0].name, "Asha")
        assert scene.start_button.enabled


def test_two_to_ten_seats(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        scene = open_new_game(app)
        while scene.add_button.enabled:
            click(app, scene.add_button.rect.center)
        assert len(scene.seats) == 10
        names = [s["name"].casefold() for s in scene.seats]
        assert len(set(names)) == 10
        while scene.rows[0].remove.enabled:
            click(app, scene.rows[-1].remove.rect.center)
        assert len(scene.seats) == 2


def test_enter_in_a_name_goes_to_the_next_name_and_never_to_a_remove_button(
    tmp_path: Path
) -> None:
    with shell_app(tmp_path) as app:
        scene = open_new_game(app)
        click(app, scene.add_button.rect.center)
        click(app, scene.rows[1].kind._arrow_rects()[1].center)  # seat 2: a person
        type_name(app, scene.rows[0].name, "Asha")
        press(app, pygame.K_RETURN)
        assert app.scene is scene and scene.ui.focused is scene.rows[1].name
        press(app, pygame.K_RETURN, pygame.K_RETURN)  # through the names, never removing
        assert len(scene.seats) == 5 and scene.seats[0]["name"] == "Asha"
        press(app, pygame.K_RETURN, pygame.K_RETURN)  # the last name, then Start
        assert scene.ui.focused is scene.start_button and len(scene.seats) == 5
        # One key from any name field (Tab, Shift+Tab, arrows, Enter) never reaches a "×".
        removes = {id(row.remove) for row in scene.rows}
        for row in scene.rows:
            for k, mod in ((pygame.K_TAB, 0), (pygame.K_TAB, pygame.KMOD_SHIFT),
                           (pygame.K_UP, 0), (pygame.K_DOWN, 0), (pygame.K_RETURN, 0)):
                scene.ui.focus(row.name)
                app.step([key(k, mod)], 1 / 60)
                assert id(scene.ui.focused) not in removes, (row.index, k, mod)
        assert len(scene.seats) == 5


def test_adding_a_seat_moves_no_other_seat(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        scene = open_new_game(app)
        before = [row.rect.copy() for row in scene.rows]
        add_at = scene.add_button.rect.copy()
        while scene.add_button.enabled:
            click(app, add_at.center)  # the button stays where it was
            assert [row.rect for row in scene.rows[:len(before)]] == before
            assert scene.add_button.rect == add_at
        assert len(scene.seats) == 10
        rects = [row.rect for row in scene.rows]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert all(scene.panel.contains(r) for r in rects)


def test_teams_are_shown_when_the_rules_use_them(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        update_settings(app, last_rules=Rules(teams=True).to_dict())
        scene = open_new_game(app)
        for _ in range(2):
            click(app, scene.add_button.rect.center)
        assert len(scene.seats) == 6
        texts = drawn_texts(app)
        for team in (1, 2, 3):
            assert texts.count(app.services.translator.t("setup-team", n=team)) == 2
        # Partners (seat i and i + n/2) sit side by side in one row.
        for i in range(3):
            assert team_of(i, 6) == team_of(i + 3, 6)
            assert scene.rows[i].rect.y == scene.rows[i + 3].rect.y
        click(app, scene.rows[-1].remove.rect.center)  # 5 players cannot play in teams
        teams_players = app.services.translator.t("players-teams_players")
        assert scene.start_button.disabled_reason == teams_players


def test_start_deals_the_game_and_remembers_the_seats(tmp_path: Path) -> None:
    table = pytest.importorskip("uno_desktop.ui.table")
    with shell_app(tmp_path) as app:
        app.services.launch = parse_args(["--seed", "5"])
        scene = open_new_game(app)
        type_name(app, scene.rows[0].name, "Anaïs")
        click(app, scene.rows[2].level._arrow_rects()[1].center)  # normal -> hard
        click(app, scene.start_button.rect.center)
        assert isinstance(app.scene, table.TableScene)
        session = app.scene.ctx.session
        assert session.names[0] == "Anaïs" and session.seats[2].level == "hard"
        assert isinstance(app.scenes[-2], MenuScene)  # leaving the table returns there
    settings, _ = app_settings.load(Storage(tmp_path))
    assert settings.last_seats[0] == {"kind": "person", "name": "Anaïs"}
    assert settings.last_seats[2]["level"] == "hard"


def test_seats_from_the_command_line_open_the_new_game_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "plugins" / "my_bots"
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text("", "utf-8")
    (folder / "clever.py").write_text(
        "class CleverBot:\n    def choose(self, view):\n        return view.legal[0]\n", "utf-8")
    monkeypatch.syspath_prepend(str(folder.parent))
    seats = tmp_path / "seats.json"
    seats.write_text(json.dumps([{"kind": "person", "name": "Asha"},
                                 {"kind": "bot", "level": "my_bots.clever:CleverBot"}]),
                     "utf-8")
    with shell_app(tmp_path, "fr") as app:
        app.push(first_scene(app, parse_args(["--lang", "fr", "--seats", str(seats)])))
        settle(app, 2)
        scene = app.scene
        assert isinstance(scene, NewGameScene)
        assert scene.seats[1]["level"] == "my_bots.clever:CleverBot"
        assert scene.rows[1].level.display == "CleverBot"
        assert scene.seats[1]["name"] == i18n.bot_names(app.services.translator)[1]


def test_default_names_follow_the_language(tmp_path: Path) -> None:
    with shell_app(tmp_path, "en") as app:
        scene = open_new_game(app)
        assert scene.seats[1]["name"] == "Robbie"
        update_settings(app, last_seats=[dict(s) for s in scene.seats])
    with shell_app(tmp_path, "hi") as app:
        scene = open_new_game(app)
        assert scene.seats[1]["name"] == i18n.bot_names(app.services.translator)[0]


def test_bot_names_stay_unique_across_a_language_change(tmp_path: Path) -> None:
    english = i18n.bot_names(i18n.get_translator("en"))
    with shell_app(tmp_path, "en") as app:  # Pixel is a default name in English and French
        update_settings(app, last_seats=[{"kind": "person", "name": "Pixel"}] + [
            {"kind": "bot", "name": n, "level": "normal"} for n in english[:7]])
    for code in i18n.LOCALES:
        with shell_app(tmp_path, code) as app:
            scene = open_new_game(app)
            names = [s["name"] for s in scene.seats]
            assert len({n.casefold() for n in names}) == len(names), (code, names)
            assert names[0] == "Pixel"  # a typed name stays as it is
            bot_names = i18n.bot_names(app.services.translator)
            assert all(n in bot_names for n in names[1:]), (code, names)


def test_localized_seats_are_unique_from_any_language_to_any_other() -> None:
    for source in i18n.LOCALES:
        defaults = i18n.bot_names(i18n.get_translator(source))
        for target in i18n.LOCALES:
            t = i18n.get_translator(target)
            for count in range(2, 11):
                seats = [{"kind": "bot", "name": n} for n in defaults[:count]]
                names = [s["name"] for s in localize_seats(seats, t)]
                assert names == i18n.bot_names(t)[:count], (source, target, names)


# --- Rules help ---------------------------------------------------------------------------------


def test_rules_help_follows_the_rules_and_scrolls(tmp_path: Path) -> None:
    with shell_app(tmp_path, "fr") as app:
        rules = Rules.preset("house_party")
        scene = RulesHelpScene(app, rules)
        app.push(scene)
        settle(app, 2)
        sections = i18n.help_sections(app.services.translator, rules)
        assert scene.sections == sections
        assert scene.max_offset > 0
        texts = drawn_texts(app)
        assert sections[0][0] in texts
        press(app, pygame.K_END)
        settle(app, 60)
        assert scene.offset == scene.max_offset
        texts = drawn_texts(app)
        assert sections[-1][1][-1].split()[-1] in " ".join(texts)
        app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, precise_y=3.0,
                                     flipped=False)], 1 / 60)
        settle(app, 60)
        assert scene.offset < scene.max_offset
        press(app, pygame.K_ESCAPE)
        assert app.scene is not scene


# --- Crash ---------------------------------------------------------------------------------------


class Exploding(Scene):
    def update(self, dt: float) -> None:
        raise RuntimeError("boom")


def test_a_crash_shows_the_apology_with_the_log_path(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        app.services.log_file = tmp_path / "uno-desktop.log"
        app.push(MenuScene())
        app.push(Exploding())
        app.run(max_frames=3)
        assert isinstance(app.scene, CrashScene)
        assert app.running and app.crashed
        body = app.services.translator.t("crash-body", path=app.scene.log_file)
        assert body in drawn_texts(app)
        press(app, pygame.K_RETURN)
        assert isinstance(app.scene, MenuScene) and len(app.scenes) == 1


def test_changing_the_settings_never_changes_the_rules_of_a_saved_match(tmp_path: Path) -> None:
    table = pytest.importorskip("uno_desktop.ui.table")
    from uno_desktop.session import SeatConfig, Session
    from uno_desktop.ui.scenes.settings import SettingsScene

    session = Session.new(Rules(), [SeatConfig("person", "Asha"), SeatConfig("bot", "Bo")], 3)
    Storage(tmp_path).save_autosave(session.to_dict())
    with shell_app(tmp_path) as app:
        app.push(MenuScene())
        click(app, app.scene.buttons["settings"].rect.center)
        settings = app.scene
        assert isinstance(settings, SettingsScene)
        settings.show_page("house")
        settle(app, 2)
        click(app, settings.presets["house_party"].rect.center)
        assert app.services.settings.rules() == Rules.preset("house_party")
        press(app, pygame.K_ESCAPE)
        click(app, app.scene.buttons["continue"].rect.center)
        assert isinstance(app.scene, table.TableScene)
        assert app.scene.ctx.session.rules == Rules()  # the match keeps the rules it began with


def test_closing_the_window_works_on_every_screen(tmp_path: Path) -> None:
    from uno_desktop.ui.scenes.gallery import gallery, show

    stuck = []
    for name, setup in gallery(include_table=False):
        with shell_app(tmp_path / name) as app:
            show(app, setup, frames=2)
            app.step([pygame.event.Event(pygame.QUIT)], 0.01)
            if app.running:
                stuck.append(f"{name} ({type(app.scene).__name__})")
    assert not stuck, f"the window does not close on: {stuck}"
