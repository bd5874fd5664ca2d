"""Putting the running game together (the composition root): logging, storage, settings,
language, sounds, window, crash screen, and every scene registered under its route.

    app = build_app(lang="fr")          # everything wired, no scene yet
    app.push(first_scene(app, args))    # language screen, menu, or a demo table
    app.run()

This is the only module that imports every scene; scenes open each other by route
(:mod:`uno_desktop.ui.routes`), so no scene imports another to open it.
"""

from __future__ import annotations

import argparse
import logging
from pathlib import Path
from typing import Any

import pygame

from uno_desktop import app_settings, logsetup
from uno_desktop.i18n import LOCALES, get_translator
from uno_desktop.resources import asset_path
from uno_desktop.session import Session
from uno_desktop.storage import Storage
from uno_desktop.ui import routes, text
from uno_desktop.ui.app import App
from uno_desktop.ui.bootstrap import TITLE, apply_settings, notice_message, show_crash
from uno_desktop.ui.routes import TableOptions
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.scenes.confirm import ConfirmScene
from uno_desktop.ui.scenes.crash import CrashScene
from uno_desktop.ui.scenes.language import LanguageScene
from uno_desktop.ui.scenes.menu import MenuScene
from uno_desktop.ui.scenes.new_game import NewGameScene, demo_table
from uno_desktop.ui.scenes.rules_help import RulesHelpScene
from uno_desktop.ui.scenes.settings import SettingsScene
from uno_desktop.ui.scenes.statistics import StatisticsScene
from uno_desktop.ui.services import Services
from uno_desktop.ui.sound import Sounds
from uno_desktop.ui.table.lesson import lesson_table
from uno_desktop.ui.table.overlays import (
    MatchResultScene,
    PassScreenScene,
    PauseScene,
    RoundResultScene,
)
from uno_desktop.ui.table.scene import TableScene

log = logging.getLogger(__name__)


def register_scenes(app: App) -> None:
    """Every scene under its route (once per App)."""
    r = app.router
    r.register(routes.MENU, MenuScene)
    r.register(routes.LANGUAGE, lambda then: LanguageScene(then=then))
    r.register(routes.NEW_GAME, lambda seats: NewGameScene(seats=seats))
    r.register(routes.SETTINGS, lambda page, locked: SettingsScene(page=page,
                                                                   locked_rules=locked))
    r.register(routes.STATISTICS, StatisticsScene)
    r.register(routes.RULES_HELP, lambda rules, players: RulesHelpScene(app, rules, players))
    r.register(routes.CONFIRM, ConfirmScene)
    r.register(routes.CRASH, CrashScene)
    r.register(routes.PHONE_LOBBY, lambda session, o: _phone_lobby(session, o))
    r.register(routes.TABLE, lambda session, o: TableScene(
        app, session, bot_factory=o.bot_factory, autoplay=o.autoplay, autosave=o.autosave,
        phones=o.phones))
    r.register(routes.LEARN, lambda: lesson_table(app))
    r.register(routes.PAUSE, PauseScene)
    r.register(routes.PASS_SCREEN, PassScreenScene)
    r.register(routes.ROUND_RESULT, RoundResultScene)
    r.register(routes.MATCH_RESULT, MatchResultScene)


def _phone_lobby(session: Session, options: TableOptions) -> Scene:
    # Imported only when a phone seat exists: the game without phones loads no networking code.
    from uno_desktop.ui.scenes.phone_lobby import PhoneLobbyScene

    return PhoneLobbyScene(session, options)


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
    app.services = Services(
        translator=translator, settings=settings, storage=storage,
        sounds=Sounds(volume=settings.volume, muted=not settings.sound, init_mixer=sounds),
        notices=notices, log_file=log_file, launch=launch)
    register_scenes(app)
    app.on_crash = lambda exc: show_crash(app, exc)
    apply_settings(app)
    log.info("pygame-ce %s, SDL %s, language %s, window %s", pygame.version.ver,
             ".".join(map(str, pygame.get_sdl_version())), translator.locale, app.size)
    return app


def first_scene(app: App, args: argparse.Namespace | None = None) -> Scene:
    """What the game opens with: a demo table (``--demo``), the language screen (the first
    launch: no ``--lang`` and no language chosen yet), or the main menu in the remembered
    language. ``--seats`` makes the menu open the new game screen with those seats."""
    if args is not None:
        app.services.launch = args
    if args is not None and getattr(args, "demo", False):
        return demo_table(app, getattr(args, "seat_specs", None), getattr(args, "seed", None))
    asked = app.services.settings.language is not None  # chosen once, remembered in settings
    if not asked and (args is None or getattr(args, "lang", None) is None):
        return app.router.make(routes.LANGUAGE, routes.MENU)
    return app.router.make(routes.MENU)


__all__ = ["TableOptions", "build_app", "first_scene", "register_scenes"]
