"""App settings: defaults, round trip, refused values; a damaged file gives defaults + a notice."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from uno_desktop import app_settings
from uno_desktop.app_settings import AppSettings, SettingsError
from uno_desktop.engine.rules import Rules
from uno_desktop.storage import ENV_HOME, Storage


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Storage:
    monkeypatch.setenv(ENV_HOME, str(tmp_path / "home"))
    return Storage()


def full() -> AppSettings:
    return AppSettings(
        language="hi",
        animation_speed="fast",
        bot_pace=1.5,
        sound=False,
        volume=0.25,
        colorblind=True,
        show_playable=False,
        house_rule_notes=False,
        fullscreen=True,
        last_rules=Rules.preset("house_party").to_dict(),
        last_seats=[
            {"kind": "person", "name": "आरव"},
            {"kind": "bot", "name": "Zoé", "level": "hard"},
            {"kind": "bot", "name": "", "level": "mybots.smart:SmartBot"},
        ],
    )


def test_defaults() -> None:
    s = AppSettings()
    assert s.language is None
    assert s.animation_speed == "normal"
    assert s.bot_pace == 0.9
    assert s.show_playable is True
    assert s.house_rule_notes is True
    assert s.last_rules == {} and s.last_seats == []
    assert s.rules() == Rules()


def test_round_trip_through_json() -> None:
    s = full()
    again = AppSettings.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again == s
    assert again.rules() == Rules.preset("house_party")
    assert s.to_dict()["version"] == app_settings.SETTINGS_VERSION


def test_missing_keys_take_defaults() -> None:
    assert AppSettings.from_dict({}) == AppSettings()
    assert AppSettings.from_dict({"language": "fr"}) == AppSettings(language="fr")


def test_unknown_keys_are_ignored_and_logged(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="uno_desktop.app_settings"):
        s = AppSettings.from_dict(
            {
                "language": "en",
                "future_option": 3,
                "last_rules": {"stacking": "cumulative", "future_rule": True},
                "last_seats": [
                    {"kind": "person", "name": "A", "avatar": 2},
                    {"kind": "bot", "name": "B"},
                ],
                "version": 99,
            }
        )
    assert s.language == "en"
    assert s.last_rules == {"stacking": "cumulative"}
    assert s.last_seats == [
        {"kind": "person", "name": "A"},
        {"kind": "bot", "name": "B", "level": "normal"},
    ]
    text = caplog.text
    assert "future_option" in text and "future_rule" in text and "avatar" in text


def test_ints_accepted_for_numbers() -> None:
    s = AppSettings.from_dict({"volume": 1, "bot_pace": 2})
    assert s.volume == 1.0 and isinstance(s.volume, float)
    assert s.bot_pace == 2.0


@pytest.mark.parametrize(
    "key, value",
    [
        ("language", "de"),
        ("language", 1),
        ("language", ["en"]),
        ("animation_speed", "ludicrous"),
        ("animation_speed", None),
        ("bot_pace", 0.1),
        ("bot_pace", 5),
        ("bot_pace", "0.9"),
        ("bot_pace", True),
        ("volume", -0.1),
        ("volume", 1.5),
        ("volume", float("nan")),
        ("volume", None),
        ("sound", "yes"),
        ("sound", 1),
        ("colorblind", None),
        ("show_playable", 0),
        ("house_rule_notes", "off"),
        ("fullscreen", "false"),
        ("last_rules", "official"),
        ("last_rules", {"hand_size": 3}),
        ("last_rules", {"hand_size": "7"}),
        ("last_rules", {"stacking": "sideways"}),
        ("last_rules", {"stack_mixed": True}),  # needs cumulative stacking: a conflict
        ("last_seats", {"kind": "bot"}),
        ("last_seats", [{"kind": "person", "name": "solo"}]),  # one seat cannot play
        ("last_seats", [{"kind": "person", "name": "p"}] * 11),
        ("last_seats", [{"kind": "alien", "name": "x"}, {"kind": "bot", "name": "y"}]),
        ("last_seats", [{"kind": "person", "name": 5}, {"kind": "bot", "name": "y"}]),
        ("last_seats", [{"kind": "person", "name": "x" * 41}, {"kind": "bot", "name": "y"}]),
        ("last_seats", [{"kind": "person", "name": "a"}, {"kind": "bot", "level": "genius"}]),
        ("last_seats", [{"kind": "person", "name": "a"}, {"kind": "bot", "level": "a.b:"}]),
        ("last_seats", [{"kind": "person", "name": "a"}, "bot"]),
        ("version", "1"),
    ],
)
def test_wrong_types_and_values_are_refused(key: str, value: object) -> None:
    with pytest.raises(SettingsError) as info:
        AppSettings.from_dict({key: value})
    assert info.value.key.startswith(key.split("[")[0]) or key == "version"
    assert str(info.value)  # a clear message


def test_not_an_object_is_refused() -> None:
    for data in ([], "x", None, 3):
        with pytest.raises(SettingsError):
            AppSettings.from_dict(data)


def test_with_changes_validates() -> None:
    s = AppSettings().with_changes(language="fr", volume=0.5)
    assert s.language == "fr" and s.volume == 0.5
    with pytest.raises(SettingsError):
        s.with_changes(animation_speed="warp")
    assert s.with_rules(Rules.preset("chat_classic")).rules() == Rules.preset("chat_classic")


def test_plugin_paths() -> None:
    for level in ("random", "easy", "normal", "hard"):
        assert app_settings.is_bot_level(level)
    assert app_settings.is_bot_level("pkg.mod:Class")
    assert app_settings.is_bot_level("mod:Class")
    for bad in ("pkg.mod", ":Class", "pkg.:C", "1pkg:C", "pkg mod:C", None, 3):
        assert not app_settings.is_bot_level(bad)


# -- through storage -------------------------------------------------------------------------------
def test_first_launch_gives_defaults_without_notice(store: Storage) -> None:
    assert app_settings.load(store) == (AppSettings(), None)


def test_save_and_load(store: Storage) -> None:
    assert app_settings.save(store, full()) is None
    assert app_settings.load(store) == (full(), None)


def test_corrupt_settings_give_defaults_backup_and_notice(store: Storage) -> None:
    store.root.mkdir(parents=True)
    store.settings_path.write_text('{"language": "fr", "volume": 0.')
    settings, notice = app_settings.load(store)
    assert settings == AppSettings()
    assert notice is not None and notice.kind == "damaged" and notice.file == "settings.json"
    assert notice.backup.exists() and notice.backup.read_text().startswith('{"language": "fr"')
    assert not store.settings_path.exists()
    # Saving afterwards works and the next launch is quiet.
    app_settings.save(store, settings.with_changes(language="en"))
    assert app_settings.load(store) == (AppSettings(language="en"), None)


def test_one_bad_value_resets_only_itself(store: Storage) -> None:
    store.save_settings({"language": "fr", "sound": "loud", "volume": 0.3,
                         "last_rules": {"jump_in": True, "hand_size": 99,
                                        "stacking": "cumulative"}})
    settings, notice = app_settings.load(store)
    assert settings.language == "fr" and settings.volume == 0.3  # the good values are kept
    assert settings.sound is True  # the bad one is back to its default
    assert settings.last_rules == {"jump_in": True, "stacking": "cumulative"}
    assert notice is not None and notice.kind == "partly_reset"
    assert "sound" in notice.detail and "last_rules.hand_size" in notice.detail
    assert json.loads(notice.backup.read_text())["sound"] == "loud"  # the file as it was
    again, second = app_settings.load(store)  # repaired on disk: told once
    assert again == settings and second is None


def test_a_settings_file_that_is_no_object_is_set_aside_whole(store: Storage) -> None:
    store.save_json("settings.json", [1, 2, 3])
    settings, notice = app_settings.load(store)
    assert settings == AppSettings()
    assert notice is not None and notice.kind == "damaged"
    assert json.loads(notice.backup.read_text()) == [1, 2, 3]


def test_a_deeply_nested_settings_file_does_not_stop_the_game(store: Storage) -> None:
    store.settings_path.parent.mkdir(parents=True, exist_ok=True)
    store.settings_path.write_text('{"last_rules": ' + "[" * 100_000 + "]" * 100_000 + "}")
    settings, notice = app_settings.load(store)
    assert settings == AppSettings() and notice is not None and notice.kind == "damaged"
    assert "nested" in notice.detail


def test_the_player_is_told_which_settings_were_reset_in_their_words(store: Storage) -> None:
    from uno_desktop.i18n import get_translator
    from uno_desktop.ui.bootstrap import notice_message

    store.save_settings({"volume": "loud", "last_rules": {"hand_size": 99}})
    _, notice = app_settings.load(store)
    assert notice is not None
    msg_id, args = notice_message(notice, get_translator("fr"))
    assert msg_id == "notice-file-partly-reset"
    assert args["detail"] == "Volume et Cartes distribuées"
    told = get_translator("fr").t(msg_id, **args)
    assert "Volume et Cartes distribuées" in told and str(notice.backup) in told


# --- A box in the settings file (issue 32) ------------------------------------------------------


@pytest.mark.parametrize("box", ["no_mercy", "all_wild"])
def test_a_box_s_rules_are_saved_and_loaded_whole(store: Storage, box: str) -> None:
    rules = Rules.for_box(box, hand_size=9, liar_limit=2)
    app_settings.save(store, AppSettings().with_rules(rules))
    settings, notice = app_settings.load(store)
    assert notice is None and settings.rules() == rules


def test_an_option_a_box_fixes_at_another_value_takes_the_box_s_value(store: Storage) -> None:
    # Written by hand (or by an older version): All Wild with jump-in and a cut for the dealer.
    written = {**Rules.for_box("all_wild", hand_size=9).to_dict(), "jump_in": True,
               "dealer_selection": "high_card"}
    store.save_settings({"language": "fr", "last_rules": written})
    settings, notice = app_settings.load(store)
    assert settings.language == "fr"  # the good values are kept
    assert settings.rules() == Rules.for_box("all_wild", hand_size=9)  # repaired, box kept
    assert notice is not None and notice.kind == "partly_reset"
    assert "last_rules.jump_in" in notice.detail and "last_rules.dealer_selection" in notice.detail
    assert "last_rules.hand_size" not in notice.detail
    assert json.loads(notice.backup.read_text())["last_rules"]["jump_in"] is True  # as it was
    again, second = app_settings.load(store)  # repaired on disk: told once
    assert again == settings and second is None


def test_a_box_named_alone_gets_that_box_s_rules(store: Storage) -> None:
    store.save_settings({"last_rules": {"box": "no_mercy", "jump_in": True}})
    settings, notice = app_settings.load(store)
    assert settings.rules() == Rules.for_box("no_mercy", jump_in=True)
    assert notice is None or "last_rules.box" not in notice.detail


def test_an_unknown_box_resets_only_the_box(store: Storage) -> None:
    store.save_settings({"last_rules": {"box": "deluxe", "jump_in": True}})
    settings, notice = app_settings.load(store)
    assert settings.rules() == Rules(jump_in=True)
    assert notice is not None and "last_rules.box" in notice.detail
