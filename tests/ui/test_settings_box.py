"""Choosing a box on the settings screen, with real clicks: the box brings its own rules
(``Rules.for_box``) and keeps the player's house rules it allows; every option the box fixes
is greyed with its value and the box's reason, and no click or key changes it; classic
again restores the classic defaults; a preset plays the classic box again."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.ui.shell_helpers import click, key, settle, shell_app
from tests.ui.test_shell_settings import open_settings, reveal, saved_rules
from uno_desktop import i18n
from uno_desktop.engine.rules import BOX_FIXED, GROUPS, Rules
from uno_desktop.ui import routes
from uno_desktop.ui.app import App
from uno_desktop.ui.bootstrap import update_settings
from uno_desktop.ui.scenes.common import BareChoice, BareStepper, BareToggle, recording
from uno_desktop.ui.scenes.new_game import seat_problem
from uno_desktop.ui.scenes.option_deps import box_fixed_reason
from uno_desktop.ui.scenes.settings import SettingsScene, rule_controls

BOXES = ("no_mercy", "all_wild")
FIRST_PAGE = next(iter(GROUPS))


def choose_box(app: App, scene: SettingsScene, box: str) -> None:
    """Click the box's right arrow until ``box`` is chosen (at most once round the choices)."""
    control = rule_controls(scene)["box"]
    assert isinstance(control, BareChoice) and control.enabled
    reveal(app, scene, control)
    for _ in range(len(control.options)):
        if scene.rules.box == box:
            return
        click(app, control._arrow_rects()[1].center)
    assert scene.rules.box == box


def click_control(app: App, scene: SettingsScene, option: str) -> None:
    """Click where a player would to change ``option``: the switch, the right arrow, the +."""
    control = rule_controls(scene)[option]
    reveal(app, scene, control)
    if isinstance(control, BareChoice):
        click(app, control._arrow_rects()[1].center)
    elif isinstance(control, BareStepper):
        click(app, control._button_rects()[1].center)
        click(app, control._button_rects()[0].center)
    else:
        assert isinstance(control, BareToggle)
        click(app, control.rect.center)


def test_the_box_is_the_first_option_of_the_first_page(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        scene = open_settings(app, FIRST_PAGE)
        assert scene.rows[0].key == "box"
        assert [v for v, _ in rule_controls(scene)["box"].options] == [  # type: ignore[attr-defined]
            "classic", "no_mercy", "all_wild"]


@pytest.mark.parametrize("box", BOXES)
def test_choosing_a_box_by_click_gives_that_box_s_rules(tmp_path: Path, box: str) -> None:
    with shell_app(tmp_path) as app:
        scene = open_settings(app, FIRST_PAGE)
        choose_box(app, scene, box)
        assert saved_rules(tmp_path) == Rules.for_box(box)
        assert scene.rules == Rules.for_box(box)


def test_the_player_s_house_rules_follow_into_the_boxes_that_allow_them(tmp_path: Path) -> None:
    mine = Rules(jump_in=True, hand_size=9, stacking="cumulative", liar_limit=2)
    with shell_app(tmp_path) as app:
        update_settings(app, last_rules=mine.to_dict())
        scene = open_settings(app, FIRST_PAGE)
        choose_box(app, scene, "no_mercy")  # stacking is the box's own: it stacks by value
        assert saved_rules(tmp_path) == Rules.for_box("no_mercy", jump_in=True, hand_size=9,
                                                      liar_limit=2)
        choose_box(app, scene, "all_wild")  # jump-in does not apply to All Wild
        assert saved_rules(tmp_path) == Rules.for_box("all_wild", hand_size=9, liar_limit=2)
        choose_box(app, scene, "classic")
        assert saved_rules(tmp_path) == Rules(hand_size=9, liar_limit=2)


@pytest.mark.parametrize("box", BOXES)
def test_classic_again_restores_the_classic_defaults(tmp_path: Path, box: str) -> None:
    with shell_app(tmp_path) as app:
        update_settings(app, last_rules=Rules.for_box(box).to_dict())
        scene = open_settings(app, FIRST_PAGE)
        choose_box(app, scene, "classic")
        assert saved_rules(tmp_path) == Rules()  # fixed values and the box's defaults undone


@pytest.mark.parametrize(("box", "lang"), [("no_mercy", "fr"), ("all_wild", "hi"),
                                           ("no_mercy", "en")])
def test_every_option_the_box_fixes_is_greyed_with_its_value_and_reason(
        tmp_path: Path, box: str, lang: str) -> None:
    rules = Rules.for_box(box)
    with shell_app(tmp_path, lang) as app:
        tr = app.services.translator
        update_settings(app, last_rules=rules.to_dict())
        seen = set()
        box_reasons = {tr.t(box_fixed_reason(box, o)) for o in BOX_FIXED[box]}
        for page, options in GROUPS.items():
            scene = open_settings(app, page)
            rows = {row.key: row for row in scene.rows}
            for option in options:
                row = rows[option]
                if option not in BOX_FIXED[box]:
                    assert row.text.reason not in box_reasons
                    continue
                seen.add(option)
                reason = tr.t(box_fixed_reason(box, option))
                assert reason != box_fixed_reason(box, option)  # translated, not the id
                assert not row.control.enabled and not row.text.enabled
                assert row.text.reason == reason
                assert getattr(row.control, "value") == BOX_FIXED[box][option][0]  # noqa: B009
                reveal(app, scene, row.control)
                with recording() as records:
                    app.draw()
                drawn = " ".join(r.text for r in records)
                assert reason in drawn, f"{option}: the reason is not on screen"
                shown = i18n.value_name(tr, option, BOX_FIXED[box][option][0])
                if isinstance(row.control, BareChoice):  # what the game plays, readable
                    assert shown in drawn
                click_control(app, scene, option)  # a click on the disabled control...
                for k in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_SPACE, pygame.K_RETURN):
                    assert not row.control.handle_event(key(k))  # ...and the keys do nothing
                assert saved_rules(tmp_path) == rules
            app.pop()
        assert seen == set(BOX_FIXED[box])  # every one of them is on some page


def test_options_the_box_leaves_free_still_change(tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        update_settings(app, last_rules=Rules.for_box("no_mercy").to_dict())
        scene = open_settings(app, FIRST_PAGE)
        assert rule_controls(scene)["hand_size"].enabled
        click(app, rule_controls(scene)["hand_size"]._button_rects()[1].center)  # type: ignore[attr-defined]
        assert saved_rules(tmp_path) == Rules.for_box("no_mercy", hand_size=8)


def test_a_preset_plays_the_classic_box_again_and_custom_brings_the_box_back(
        tmp_path: Path) -> None:
    with shell_app(tmp_path) as app:
        update_settings(app, last_rules=Rules.for_box("all_wild", hand_size=6).to_dict())
        scene = open_settings(app, FIRST_PAGE)
        with recording() as records:
            app.draw()
        said = app.services.translator.t("settings-box-presets")
        assert said in " ".join(r.text for r in records)  # the strip says what a preset does
        click(app, scene.presets["house_party"].rect.center)
        assert saved_rules(tmp_path) == Rules.preset("house_party")
        assert rule_controls(scene)["box"].value == "classic"  # type: ignore[attr-defined]
        click(app, scene.presets["custom"].rect.center)
        assert saved_rules(tmp_path) == Rules.for_box("all_wild", hand_size=6)
        settle(app, 2)


def test_the_rules_of_a_match_in_a_box_cannot_change_either(tmp_path: Path) -> None:
    playing = Rules.for_box("no_mercy")
    with shell_app(tmp_path) as app:
        scene = open_settings(app, FIRST_PAGE, locked=playing)
        box = rule_controls(scene)["box"]
        assert not box.enabled and box.value == "no_mercy"  # type: ignore[attr-defined]
        click(app, box._arrow_rects()[1].center)  # type: ignore[attr-defined]
        assert scene.rules == playing and saved_rules(tmp_path) == Rules()


def test_new_game_names_the_box_and_refuses_too_many_players_for_no_mercy(
        tmp_path: Path) -> None:
    t = i18n.get_translator("fr")
    seats = [{"kind": "bot", "name": f"B{i}"} for i in range(7)]
    assert seat_problem(t, seats, Rules.for_box("no_mercy")) == t.t("players-box_players")
    assert seat_problem(t, seats[:6], Rules.for_box("no_mercy")) is None
    assert seat_problem(t, seats, Rules.for_box("all_wild")) is None
    with shell_app(tmp_path, "hi") as app:
        update_settings(app, last_rules=Rules.for_box("all_wild").to_dict())
        app.router.push(routes.NEW_GAME, None)
        settle(app, 2)
        with recording() as records:
            app.draw()
        tr = app.services.translator
        said = tr.t("setup-rules", preset=tr.t("val-box-all_wild"))
        assert said in [r.text for r in records]
