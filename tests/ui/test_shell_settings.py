"""The settings screen, driven with real clicks: every rule option is there and saved when
changed; refused combinations are disabled with their reason; the rules of a match in progress
cannot change; the app settings are saved; a damaged settings file is reported."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from tests.ui.shell_helpers import click, press, settle, shell_app
from uno_desktop import app_settings, i18n
from uno_desktop.engine.rules import CHOICES, GROUPS, OPTION_IDS, RANGES, Rules, conflicts
from uno_desktop.storage import Storage
from uno_desktop.ui.app import App
from uno_desktop.ui.bootstrap import update_settings
from uno_desktop.ui.launch import build_app, first_scene
from uno_desktop.ui.scenes.common import (
    BareChoice,
    BareStepper,
    BareToggle,
    recording,
)
from uno_desktop.ui.scenes.settings import (
    APP_PAGE,
    PAGES,
    SettingsScene,
    refused,
    rule_controls,
    try_change,
)

# Every option is on the screen, the box first (rules.GROUPS).
ON_SCREEN = OPTION_IDS
# The options one click changes alone; the box brings its own rules (tests/ui/test_settings_box.py).
ALONE = tuple(option for option in ON_SCREEN if option != "box")


def saved_rules(home: Path) -> Rules:
    settings, notice = app_settings.load(Storage(home))
    assert notice is None
    return settings.rules()


def open_settings(app: App, page: str, locked: Rules | None = None) -> SettingsScene:
    scene = SettingsScene(page=page, locked_rules=locked)
    app.push(scene)
    settle(app, 2)
    return scene


def reveal(app: App, scene: SettingsScene, control: Any) -> None:
    """Scroll the option into view the way the keyboard focus would, and let it settle."""
    scene.scroll.ensure_visible(control)
    settle(app, 40)
    assert scene.scroll.rect.contains(control.rect), "control not visible after scrolling"


def change_by_click(app: App, scene: SettingsScene, option: str) -> None:
    """Click the option's control once: a switch flips, a choice moves on, a number goes up."""
    control = rule_controls(scene)[option]
    reveal(app, scene, control)
    if isinstance(control, BareToggle):
        click(app, control.rect.center)
    elif isinstance(control, BareChoice):
        _left, right = control._arrow_rects()
        click(app, right.center)
    elif isinstance(control, BareStepper):
        minus, plus = control._button_rects()
        current = getattr(scene.rules, option)
        click(app, (plus if current < RANGES[option][1] else minus).center)
    else:  # pragma: no cover - every option has one of the three controls
        raise AssertionError(type(control))


# Options that the official rules refuse to change alone, and what makes them changeable.
PREREQUISITES = {
    "stack_mixed": {"stacking": "cumulative"},
    "rotate_partners": {"teams": True},
    "timeout_action": {"turn_timer": 30},  # the action matters only with a timer
}


def test_every_option_of_the_rules_is_on_the_settings_screen(tmp_path: Path) -> None:
    seen: dict[str, str] = {}
    with shell_app(tmp_path) as app:
        for page in PAGES:
            scene = open_settings(app, page)
            for option in rule_controls(scene):
                assert option not in seen, f"{option} on two pages"
                seen[option] = page
            app.pop()
    assert sorted(seen) == sorted(ON_SCREEN)
    assert {o: p for o, p in seen.items()} == {o: g for g, os in GROUPS.items() for o in os}


@pytest.mark.parametrize("option", ALONE)
def test_changing_an_option_by_click_changes_the_saved_rules(tmp_path: Path,
                                                              option: str) -> None:
    start = Rules(**PREREQUISITES.get(option, {}))
    with shell_app(tmp_path) as app:
        update_settings(app, last_rules=start.to_dict())
        group = next(g for g, options in GROUPS.items() if option in options)
        scene = open_settings(app, group)
        before = getattr(start, option)
        change_by_click(app, scene, option)
        after = getattr(saved_rules(tmp_path), option)
        assert after != before
        assert getattr(scene.rules, option) == after
        # Everything else stayed as it was.
        assert saved_rules(tmp_path).with_changes(**{option: before}) == start


def test_each_option_row_shows_its_name_and_explanation(tmp_path: Path) -> None:
    with shell_app(tmp_path, "fr") as app:
        tr = app.services.translator
        for group, options in GROUPS.items():
            scene = open_settings(app, group)
            rows = {row.key: row for row in scene.rows}
            for option in options:
                assert rows[option].text.name == i18n.option_name(tr, option)
                assert rows[option].text.help == i18n.option_help(tr, option)
            for option in options:  # scrolled into view, each is drawn with its explanation
                reveal(app, scene, rows[option].control)
                with recording() as records:
                    app.draw()
                drawn = " ".join(r.text for r in records)
                assert i18n.option_name(tr, option) in drawn
                assert i18n.option_help(tr, option).split()[-1] in drawn
            app.pop()


def test_a_conflicting_option_is_disabled_with_the_reason(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        scene = open_settings(app, "house")
        rows = {row.key: row for row in scene.rows}
        mixed = rows["stack_mixed"]
        assert not mixed.control.enabled
        reason = i18n.conflict_text(app.services.translator, "stack_mixed")
        assert mixed.text.reason == reason
        with recording() as records:
            app.draw()
        assert any(r.text == reason for r in records), "the reason is not on screen"
        # Clicking the disabled switch changes nothing, and nothing invalid is saved.
        reveal(app, scene, mixed.control)
        click(app, mixed.control.rect.center)
        assert not saved_rules(tmp_path).stack_mixed
        # Once stacking adds up, mixed stacking can be switched on.
        change_by_click(app, scene, "stacking")
        assert saved_rules(tmp_path).stacking == "cumulative"
        assert mixed.control.enabled and mixed.text.reason is None
        change_by_click(app, scene, "stack_mixed")
        assert saved_rules(tmp_path).stack_mixed
        # Now stacking cannot leave "cumulative": the choice skips the refused values.
        stacking = rows["stacking"].control
        assert not stacking.enabled
        assert rows["stacking"].text.reason == reason


def test_an_option_that_does_not_matter_yet_is_greyed_with_the_reason(tmp_path: Path) -> None:
    with shell_app(tmp_path, "fr") as app:
        scene = open_settings(app, "timer")
        rows = {row.key: row for row in scene.rows}
        action = rows["timeout_action"]
        reason = app.services.translator.t("settings-needs-turn-timer")
        assert not action.control.enabled and not action.text.enabled
        assert action.text.reason == reason
        with recording() as records:
            app.draw()
        assert reason in " ".join(r.text for r in records), "the reason is not on screen"
        reveal(app, scene, action.control)
        click(app, action.control._arrow_rects()[1].center)
        assert saved_rules(tmp_path).timeout_action == "draw_pass"  # nothing changed
        change_by_click(app, scene, "turn_timer")  # Off -> 30 s: now it matters
        assert action.control.enabled and action.text.reason is None
        change_by_click(app, scene, "timeout_action")
        assert saved_rules(tmp_path).timeout_action == "eliminate"
        # The same table greys the volume while the sound is off (the app's own settings).
        scene.show_page(APP_PAGE)
        rows = {row.key: row for row in scene.rows}
        assert rows["volume"].control.enabled
        click(app, rows["sound"].control.rect.center)
        assert not rows["volume"].control.enabled
        assert rows["volume"].text.reason == app.services.translator.t("settings-needs-sound")


def test_every_dependency_names_real_options_and_both_states_occur() -> None:
    from dataclasses import replace

    from uno_desktop.app_settings import AppSettings
    from uno_desktop.ui.scenes.option_deps import DEPENDENCIES, inactive_reason

    for dep in DEPENDENCIES:
        values: Any = Rules() if dep.on in OPTION_IDS else AppSettings()
        assert hasattr(values, dep.option) and hasattr(values, dep.on), dep
        states = {inactive_reason(dep.option, replace(values, **{dep.on: v}))
                  for v in CHOICES.get(dep.on, (False, True))}
        assert states == {None, dep.reason}, dep  # it matters with some values, not others
        for code in i18n.LOCALES:
            assert i18n.get_translator(code).t(dep.reason) != dep.reason


def test_a_choice_skips_the_values_the_other_options_refuse(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        update_settings(app, last_rules=Rules(teams=True).to_dict())
        scene = open_settings(app, "scoring")
        rows = {row.key: row for row in scene.rows}
        seen = set()
        for _ in range(len(CHOICES["scoring"]) * 2):
            change_by_click(app, scene, "scoring")
            seen.add(saved_rules(tmp_path).scoring)
        assert seen == {"winner_takes", "penalty", "single_round"}
        assert rows["scoring"].text.reason == i18n.conflict_text(app.services.translator, "teams")
        assert not rows["play_until_last"].control.enabled


def test_refusals_match_what_the_rules_refuse() -> None:
    # The screen's idea of "refused" is exactly the Rules' validation, option by option.
    for preset in ("official", "chat_classic", "house_party"):
        rules = Rules.preset(preset)
        for option in ON_SCREEN:
            for value, code in refused(rules, option).items():
                changed, why = try_change(rules, option, value)
                assert changed is None and why == code
                assert code.startswith("conflict_")
                assert code[len("conflict_"):] in conflicts(_unchecked(rules, option, value))


def _unchecked(rules: Rules, option: str, value: Any) -> Rules:
    """The combination the rules refuse, built without validation, to ask conflicts()."""
    bad = object.__new__(Rules)
    for name in OPTION_IDS:
        object.__setattr__(bad, name, value if name == option else getattr(rules, name))
    return bad


def test_presets_and_custom(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        scene = open_settings(app, "house")
        change_by_click(app, scene, "jump_in")
        mine = saved_rules(tmp_path)
        assert mine.preset_name() == "custom" and mine.jump_in
        click(app, scene.presets["house_party"].rect.center)
        assert saved_rules(tmp_path) == Rules.preset("house_party")
        assert scene.presets["house_party"].style == "primary"
        click(app, scene.presets["official"].rect.center)
        assert saved_rules(tmp_path) == Rules()
        click(app, scene.presets["custom"].rect.center)  # brings the own mix back
        assert saved_rules(tmp_path) == mine


def test_the_rules_of_a_match_in_progress_cannot_change(tmp_path: Path) -> None:
    playing = Rules.preset("chat_classic")
    with shell_app(tmp_path) as app:
        for page in GROUPS:
            scene = open_settings(app, page, locked=playing)
            assert scene.locked
            for option, control in rule_controls(scene).items():
                assert getattr(scene.rules, option) == getattr(playing, option)
                assert not control.enabled, option
                reveal(app, scene, control)
                change_by_click(app, scene, option)
                assert getattr(scene.rules, option) == getattr(playing, option)
            assert not scene.set_rule("turn_timer", 0)
            for name, button in scene.presets.items():
                click(app, button.rect.center)
                assert scene.rules == playing, name
            with recording() as records:
                app.draw()
            locked = app.services.translator.t("settings-rules-locked")
            assert any(r.text == locked for r in records)
            app.pop()
        # Nothing was saved: the player's own rules are untouched.
        assert saved_rules(tmp_path) == Rules()


def test_app_settings_are_applied_and_saved(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        scene = open_settings(app, APP_PAGE)
        rows = {row.key: row.control for row in scene.rows}
        # Drag-free slider change: a click on the track's far left (before the sound goes off,
        # which greys the volume out).
        track = rows["volume"]._track()
        click(app, (track.x, track.centery))
        settle(app, 40)  # the slider's save waits until it rests
        for key in ("sound", "colorblind", "show_playable", "house_rule_notes"):
            reveal(app, scene, rows[key])
            click(app, rows[key].rect.center)
        reveal(app, scene, rows["reaction_time"])
        _l, right = rows["reaction_time"]._arrow_rects()
        click(app, right.center)  # normal -> quick
        reveal(app, scene, rows["animation_speed"])
        _l, right = rows["animation_speed"]._arrow_rects()
        click(app, right.center)  # normal -> fast
        s, _ = app_settings.load(Storage(tmp_path))
        assert (s.sound, s.colorblind, s.show_playable, s.house_rule_notes, s.animation_speed,
                s.reaction_time) == (False, True, False, False, "fast", "quick")
        assert s.volume == 0.0
        assert app.services.sounds.muted
        # The running app's settings: what a table's director plays at.
        assert app_settings.animation_factor(app.services.settings.animation_speed) > 1.0
        press(app, pygame.K_ESCAPE)
        assert not isinstance(app.scene, SettingsScene)


def test_the_language_button_opens_the_language_screen(tmp_path: Path) -> None:
    from uno_desktop.ui.scenes.language import LanguageScene

    with shell_app(tmp_path) as app:
        scene = open_settings(app, APP_PAGE)
        button = {row.key: row.control for row in scene.rows}["language"]
        reveal(app, scene, button)
        click(app, button.rect.center)
        assert isinstance(app.scene, LanguageScene)
        press(app, pygame.K_RIGHT)  # Français
        press(app, pygame.K_RETURN)
        assert app.scene is scene and app.services.translator.locale == "fr"
        assert scene.tabs[APP_PAGE].label == "Général"


def test_a_damaged_settings_file_is_backed_up_and_the_player_is_told(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"language": "fr", "volume": "loud"', "utf-8")
    app = build_app(storage=Storage(tmp_path), setup_logging=False, sounds=False,
                    fullscreen=False)
    try:
        backups = list(tmp_path.glob("settings.corrupt-*.json"))
        assert len(backups) == 1
        assert app.services.settings == app_settings.AppSettings()  # the defaults
        assert app.services.notices == [("settings-damaged", {"path": str(backups[0])})]
        app.push(first_scene(app, None))
        settle(app, 2)
        with recording() as records:
            app.draw()
        told = app.services.translator.t("settings-damaged", path=str(backups[0]))
        assert any(r.text == told for r in records), "the notice is not on the first screen"
        # The notice stays until the player clicks it away.
        banner = app.scene.banner
        click(app, banner.rect.center)
        assert app.services.notices == []
        # The next save writes a good file again.
        update_settings(app, sound=False)
        assert json.loads((tmp_path / "settings.json").read_text("utf-8"))["sound"] is False
    finally:
        while app.scenes:
            app.pop()


def test_keyboard_reaches_every_rule_control(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        scene = open_settings(app, "house")
        chain = scene.ui.focus_chain()
        for control in rule_controls(scene).values():
            if control.enabled:
                assert control in chain
        # Tab to the first option and flip it with Space.
        first = rule_controls(scene)["reverse_deflect"]
        scene.ui.focus(first)
        press(app, pygame.K_SPACE)
        assert saved_rules(tmp_path).reverse_deflect
