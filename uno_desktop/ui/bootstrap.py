"""Building the running game: logging, storage, settings, language, sounds, window, crash screen.

    app = build_app(lang="fr")          # everything wired, no scene yet
    app.push(first_scene(app, args))    # language screen, menu, or a demo table
    app.run()

Services on the :class:`~uno_desktop.ui.app.App` (plain attributes):
  ``translator`` (i18n.Translator), ``settings`` (AppSettings), ``storage`` (Storage),
  ``sounds`` (Sounds), ``notices`` (list of ``(msg_id, args)`` still to show the player: the
  first screen shows them in a banner), ``launch`` (the parsed command line or None),
  ``log_file`` (Path of the log, for the crash screen).

Helpers the scenes use to change those services in one place: :func:`tr`,
:func:`set_language`, :func:`update_settings`, :func:`apply_settings`, :func:`show_crash`.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
from pathlib import Path
from typing import Any

import pygame

from uno_desktop import app_settings, logsetup
from uno_desktop.app_settings import AppSettings, SettingsError
from uno_desktop.i18n import LOCALES, Translator, get_translator, join_names, setting_label
from uno_desktop.resources import asset_path
from uno_desktop.storage import SETTINGS_FILE, Notice, Storage
from uno_desktop.ui import card_art, text, tween
from uno_desktop.ui.app import App
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.sound import Sounds

log = logging.getLogger(__name__)

TITLE = "UNO"
#: Animation speed setting -> tween speed factor (0 = instant).
ANIMATION_FACTORS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}


def notice_message(notice: Notice, tr: Translator | None = None) -> tuple[str, dict[str, Any]]:
    """The Fluent message ``(id, args)`` telling the player about a storage notice; ``tr``
    names the settings that were reset in the player's language."""
    path = str(notice.backup or notice.path)
    if notice.kind == "partly_reset" and "records" in notice.extra:
        return "notice-stats-partly-reset", {"path": path, "count": notice.extra["records"]}
    if notice.kind == "partly_reset" and tr is not None and "keys" in notice.extra:
        names = [setting_label(tr, key) for key in notice.extra["keys"]]
        return "notice-file-partly-reset", {"path": path, "file": notice.file,
                                            "detail": join_names(tr, names)}
    if notice.file == SETTINGS_FILE and notice.kind == "damaged":
        return "settings-damaged", {"path": path}
    ids = {
        "damaged": "notice-file-damaged",
        "recovered": "notice-autosave-recovered",
        "unreadable": "notice-file-unreadable",
        "write_failed": "notice-write-failed",
    }
    if notice.kind == "partly_reset":
        return "notice-file-partly-reset", {"path": path, "file": notice.file,
                                            "detail": notice.detail}
    return ids.get(notice.kind, "notice-file-damaged"), {"path": path}


def build_app(
    lang: str | None = None,
    size: tuple[int, int] = (1280, 720),
    storage: Storage | None = None,
    *,
    setup_logging: bool = True,
    fullscreen: bool | None = None,
    sounds: bool = True,
    launch: argparse.Namespace | None = None,
) -> App:
    """A ready :class:`App` (no scene pushed). ``lang`` overrides the saved language for this
    run (the command line's ``--lang``); ``storage`` defaults to the user's data folder;
    ``setup_logging=False`` leaves logging alone (tests); ``fullscreen`` overrides the setting;
    ``sounds=False`` never opens the audio device."""
    storage = storage if storage is not None else Storage()
    log_file: Path | None = None
    if setup_logging:
        log_file = logsetup.setup_logging(storage.root)
    log_file = log_file or logsetup.log_path()

    settings, notice = app_settings.load(storage)
    language = lang if lang in LOCALES else (settings.language or "en")
    translator = get_translator(language)
    text.set_locale(translator.locale)
    notices: list[tuple[str, dict[str, Any]]] = []
    if notice is not None:
        log.warning("settings: %s", notice)
        notices.append(notice_message(notice, translator))

    icon = None
    try:
        icon = pygame.image.load(str(asset_path("icon.png")))
    except (pygame.error, FileNotFoundError, OSError) as exc:
        log.info("no window icon: %s", exc)
    app = App(size, TITLE, fullscreen=settings.fullscreen if fullscreen is None else fullscreen,
              icon=icon)
    app.storage = storage
    app.settings = settings
    app.translator = translator
    app.sounds = Sounds(volume=settings.volume, muted=not settings.sound, init_mixer=sounds)
    app.notices = notices  # type: ignore[attr-defined]
    app.launch = launch  # type: ignore[attr-defined]
    app.log_file = log_file  # type: ignore[attr-defined]
    app.on_crash = lambda exc: show_crash(app, exc)
    apply_settings(app)
    log.info("pygame-ce %s, SDL %s, language %s, window %s", pygame.version.ver,
             ".".join(map(str, pygame.get_sdl_version())), translator.locale, app.size)
    return app


# --- Services --------------------------------------------------------------------------------


def tr(app: App) -> Translator:
    """The app's translator (English if none was set, e.g. a bare test App)."""
    return app.translator if app.translator is not None else get_translator("en")


def settings_of(app: App) -> AppSettings:
    return app.settings if app.settings is not None else AppSettings()


def notices(app: App) -> list[tuple[str, dict[str, Any]]]:
    """The app's list of messages still to show (created on first use)."""
    found = getattr(app, "notices", None)
    if found is None:
        found = []
        app.notices = found  # type: ignore[attr-defined]
    return found


def set_language(app: App, code: str) -> None:
    """Switch every following text to ``code`` and remember the choice."""
    app.translator = get_translator(code)
    text.set_locale(app.translator.locale)
    update_settings(app, language=app.translator.locale)


def update_settings(app: App, save: bool = True, **changes: Any) -> AppSettings:
    """Change app settings, apply them and (``save=True``) save them. A value the settings
    refuse is logged and ignored; a failed write is told to the player (the game goes on)."""
    current = settings_of(app)
    try:
        new = current.with_changes(**changes)
    except (SettingsError, TypeError) as exc:
        log.error("refused settings change %s: %s", changes, exc)
        return current
    app.settings = new
    apply_settings(app)
    if save:
        save_settings(app)
    return new


def save_settings(app: App) -> bool:
    """Write the app's settings now; False (and a notice for the player) when it failed."""
    if app.storage is None:
        return False
    notice = app_settings.save(app.storage, settings_of(app))
    if notice is None:
        return True
    log.warning("settings not saved: %s", notice)
    message = notice_message(notice)
    if message not in notices(app):
        notices(app).append(message)
    return False


def apply_settings(app: App) -> None:
    """Make the running game follow the settings (animation speed, sound, colour-blind aid)."""
    s = settings_of(app)
    tween.set_speed(ANIMATION_FACTORS.get(s.animation_speed, 1.0))
    if app.sounds is not None:
        app.sounds.muted = not s.sound
        with contextlib.suppress(AttributeError):
            app.sounds.volume = s.volume
    card_art.get().colorblind = s.colorblind


def set_fullscreen(app: App, on: bool) -> None:
    if app.fullscreen != on:
        app.toggle_fullscreen()
    update_settings(app, fullscreen=on)


# --- Crashes -----------------------------------------------------------------------------------


def show_crash(app: App, exc: BaseException) -> None:
    """The App's ``on_crash`` (the App has logged the traceback): replace every scene by the
    apology screen, which shows where the log file is."""
    from uno_desktop.ui.scenes.crash import CrashScene

    logsetup.flush()
    path = getattr(app, "log_file", None) or logsetup.log_path()
    app.crashed = True  # type: ignore[attr-defined]
    scene = CrashScene(path)
    try:
        app.reset(scene)
    except Exception:  # a scene failing to exit must not keep the apology away
        log.exception("while leaving the crashed scenes")
        app.scenes.clear()
        app.push(scene)


# --- The first screen ------------------------------------------------------------------------


def first_scene(app: App, args: argparse.Namespace | None = None) -> Scene:
    """What the game opens with: a demo table (``--demo``), the language screen (the first
    launch: no ``--lang`` and no language chosen yet), or the main menu in the remembered
    language. ``--seats`` makes the menu open the new game screen with those seats."""
    from uno_desktop.ui.scenes.language import LanguageScene
    from uno_desktop.ui.scenes.menu import MenuScene

    if args is not None:
        app.launch = args  # type: ignore[attr-defined]
    if args is not None and getattr(args, "demo", False):
        from uno_desktop.ui.scenes.new_game import demo_table

        return demo_table(app, getattr(args, "seat_specs", None), getattr(args, "seed", None))
    asked = settings_of(app).language is not None  # chosen once, remembered in settings
    if not asked and (args is None or getattr(args, "lang", None) is None):
        return LanguageScene(then=MenuScene)
    return MenuScene()
