"""Every screen of the game in a known state, for screenshots and for the layout tests.

``gallery()`` lists ``(name, setup)`` pairs; ``setup(app)`` puts the screen on the app's stack
(and whatever it needs: a damaged-file notice, a typed name, a scrolled position). The table's
scenes are included once ``uno_desktop.ui.table`` exists.

    tools/screenshots.py          saves each one in each language
    tests/ui/test_shell_layout.py renders each one and measures that no text leaves its box
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from uno_desktop.engine.rules import GROUPS, Rules
from uno_desktop.ui.app import App
from uno_desktop.ui.bootstrap import notices, settings_of, update_settings

log = logging.getLogger(__name__)

Setup = Callable[[App], None]


def _language(app: App) -> None:
    from uno_desktop.ui.scenes.language import LanguageScene
    from uno_desktop.ui.scenes.menu import MenuScene

    app.reset(LanguageScene(then=MenuScene))


def _menu(app: App) -> None:
    from uno_desktop.ui.scenes.menu import MenuScene

    app.reset(MenuScene())


def _menu_notice(app: App) -> None:
    notices(app).append(("settings-damaged",
                         {"path": "/home/asha/.local/share/uno-desktop/"
                                  "settings.corrupt-20240101-120000.json"}))
    _menu(app)


def _menu_replace(app: App) -> None:
    """The question before a new game replaces the one in progress (New game pressed with
    an autosave present, as the menu itself asks it)."""
    from uno_desktop.session import SeatConfig, Session
    from uno_desktop.ui.scenes.menu import MenuScene

    if app.storage is not None:  # a game in progress: the menu shows Continue too
        seats = [SeatConfig("person", "Asha"), SeatConfig("bot", "Bo")]
        app.storage.save_autosave(Session.new(Rules(), seats, 1).to_dict())
    menu = MenuScene()
    app.reset(menu)
    menu.new_game()


def _statistics(filled: bool) -> Setup:
    def setup(app: App) -> None:
        from uno_desktop.stats import SeatResult, Stats
        from uno_desktop.ui.scenes.statistics import StatisticsScene

        stats = Stats()
        if filled:  # a family's evening: names in three scripts, a long one, three levels
            for won in ("Asha", "अनन्या", "Asha", "Grand-père Jean-Baptiste", "hard"):
                stats.record_match([
                    SeatResult(kind, name, name == won, 4, 3 if name == won else 0)
                    for kind, name in (("person", "Asha"), ("person", "अनन्या"),
                                       ("person", "Grand-père Jean-Baptiste"),
                                       ("person", "Élodie"), ("bot", "hard"), ("bot", "easy"))])
        if app.storage is not None:
            app.storage.save_stats(stats.to_dict())
        _menu(app)
        app.push(StatisticsScene())
    return setup


def _new_game(app: App) -> None:
    from uno_desktop.ui.scenes.menu import MenuScene
    from uno_desktop.ui.scenes.new_game import NewGameScene

    app.reset(MenuScene())
    app.push(NewGameScene())


def _new_game_teams(app: App) -> None:
    """Ten seats, team play, people with names in three scripts."""
    from uno_desktop.ui.scenes.menu import MenuScene
    from uno_desktop.ui.scenes.new_game import NewGameScene

    update_settings(app, last_rules=Rules(teams=True).to_dict(), save=False)
    seats = [{"kind": "person", "name": "Asha"}, {"kind": "person", "name": "Zoë"},
             {"kind": "person", "name": "दीपिका"}, {"kind": "person", "name": "François"}]
    seats += [{"kind": "bot", "name": "", "level": lv}
              for lv in ("easy", "normal", "hard", "normal", "hard", "easy")]
    app.reset(MenuScene())
    app.push(NewGameScene(seats=seats))


def _settings(page: str, locked: bool = False, rules: Rules | None = None) -> Setup:
    def setup(app: App) -> None:
        from uno_desktop.ui.scenes.menu import MenuScene
        from uno_desktop.ui.scenes.settings import SettingsScene

        if rules is not None and not locked:
            update_settings(app, last_rules=rules.to_dict(), save=False)
        app.reset(MenuScene())
        app.push(SettingsScene(page=page, locked_rules=rules if locked else None))
    return setup


def _rules_help(rules: Rules, scrolled: bool = False) -> Setup:
    def setup(app: App) -> None:
        from uno_desktop.ui.scenes.menu import MenuScene
        from uno_desktop.ui.scenes.rules_help import RulesHelpScene

        app.reset(MenuScene())
        scene = RulesHelpScene(app, rules)
        app.push(scene)
        if scrolled:
            scene.scroll_to(scene.max_offset * 0.55, animate=False)
    return setup


def _crash(app: App) -> None:
    from uno_desktop.ui.scenes.crash import CrashScene

    app.reset(CrashScene("/home/asha/.local/share/uno-desktop/uno-desktop.log"))


def _table_session(app: App, persons: int = 1, rules: Rules | None = None) -> object:
    from uno_desktop.session import SeatConfig, Session

    names = ["Asha", "दीपिका", "Zoë", "Robbie", "Pixel", "Ziggy", "Nova"]
    seats = [SeatConfig("person", names[i]) for i in range(persons)]
    seats += [SeatConfig("bot", names[3 + i], "normal") for i in range(4 - persons)]
    return Session.new(rules or settings_of(app).rules(), seats, seed=7)


def _open_table(app: App, session: object, **options: object) -> object:
    from uno_desktop.ui.scenes.menu import MenuScene
    from uno_desktop.ui.table import TableScene

    app.reset(MenuScene())
    table = TableScene(app, session, **options)
    app.push(table)
    return table


def _table(app: App) -> None:
    _open_table(app, _table_session(app))


def _table_pause(app: App) -> None:
    from uno_desktop.ui.table.overlays import PauseScene

    table = _open_table(app, _table_session(app))
    for _ in range(60):
        app.step([], 1 / 60)
    app.push(PauseScene(table))


def _table_pass_screen(app: App) -> None:
    from uno_desktop.ui.table.overlays import PassScreenScene

    table = _open_table(app, _table_session(app, persons=2))
    for _ in range(30):
        app.step([], 1 / 60)
    if not any(isinstance(s, PassScreenScene) for s in app.scenes):
        app.push(PassScreenScene(table, 1))


def _play_until(app: App, kind: type, max_frames: int = 6000) -> None:
    """Let the bots play (big steps) until a scene of ``kind`` is on top."""
    for _ in range(max_frames):
        if isinstance(app.scene, kind):
            return
        app.step([], 0.1)
    log.warning("gallery: %s did not come up", kind.__name__)


def _table_round_result(app: App) -> None:
    from uno_desktop.ui.table.overlays import RoundResultScene

    _open_table(app, _table_session(app, persons=0), autoplay=True, autosave=False)
    _play_until(app, RoundResultScene)


def _table_match_result(app: App) -> None:
    from uno_desktop.ui.table.overlays import MatchResultScene

    session = _table_session(app, persons=0, rules=Rules(scoring="single_round"))
    _open_table(app, session, autoplay=True, autosave=False)
    _play_until(app, MatchResultScene)


#: Table screens that need a whole round played first (screenshots only; slow for tests).
SLOW = {"table-round-result", "table-match-result"}


def table_available() -> bool:
    try:
        from uno_desktop.ui.table import TableScene  # noqa: F401
    except ImportError:
        return False
    return True


def gallery(include_table: bool | None = None) -> list[tuple[str, Setup]]:
    """Every screen: ``(file-friendly name, setup)``."""
    chat = Rules.preset("chat_classic")
    shots: list[tuple[str, Setup]] = [
        ("language", _language),
        ("menu", _menu),
        ("menu-notice", _menu_notice),
        ("menu-replace", _menu_replace),
        ("statistics", _statistics(filled=True)),
        ("statistics-empty", _statistics(filled=False)),
        ("new-game", _new_game),
        ("new-game-teams", _new_game_teams),
        ("settings-app", _settings("app")),
    ]
    for group in GROUPS:
        shots.append((f"settings-{group}", _settings(group)))
    shots += [
        ("settings-house-party", _settings("house", rules=Rules.preset("house_party"))),
        ("settings-locked", _settings("uno", locked=True, rules=chat)),
        ("rules-help", _rules_help(Rules())),
        ("rules-help-house-party", _rules_help(Rules.preset("house_party"), scrolled=True)),
        ("rules-help-chat-classic", _rules_help(chat, scrolled=True)),
        ("crash", _crash),
    ]
    if include_table is None:
        include_table = table_available()
    if include_table:
        shots += [("table", _table), ("table-pause", _table_pause),
                  ("table-pass-screen", _table_pass_screen),
                  ("table-round-result", _table_round_result),
                  ("table-match-result", _table_match_result)]
    return shots


def show(app: App, setup: Setup, frames: int = 30, dt: float = 1 / 60) -> None:
    """Set a screen up and let it settle (animations, smooth scrolling) for ``frames``."""
    # Each screen starts from the official rules and no pending notice (unless it sets its own).
    update_settings(app, last_rules={}, save=False)
    notices(app).clear()
    setup(app)
    pygame.event.clear()
    for _ in range(frames):
        app.step([], dt)
