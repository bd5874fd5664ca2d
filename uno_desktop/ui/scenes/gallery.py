"""Every screen of the game in a known state, for screenshots and for the layout tests.

``gallery()`` lists ``(name, setup)`` pairs; ``setup(app)`` puts the screen on the app's stack
(and whatever it needs: a damaged-file notice, a typed name, a scrolled position). The table's
scenes are included unless ``include_table=False``. The app must come from
:func:`uno_desktop.ui.launch.build_app` (every scene registered).

    tools/screenshots.py          saves each one in each language
    tests/ui/test_shell_layout.py renders each one and measures that no text leaves its box
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.rules import GROUPS, Rules
from uno_desktop.session import SeatConfig, Session
from uno_desktop.stats import SeatResult, Stats
from uno_desktop.ui import routes
from uno_desktop.ui.app import App
from uno_desktop.ui.bootstrap import notices, settings_of, update_settings
from uno_desktop.ui.route import Route
from uno_desktop.ui.routes import TableOptions
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.scenes.menu import MenuScene
from uno_desktop.ui.scenes.rules_help import RulesHelpScene
from uno_desktop.ui.table.scene import TableScene

log = logging.getLogger(__name__)

Setup = Callable[[App], None]


def _language(app: App) -> None:
    app.router.reset(routes.LANGUAGE, routes.MENU)


def _menu(app: App) -> None:
    app.router.reset(routes.MENU)


def _menu_notice(app: App) -> None:
    notices(app).append(("settings-damaged",
                         {"path": "/home/asha/.local/share/uno-desktop/"
                                  "settings.corrupt-20240101-120000.json"}))
    _menu(app)


def _menu_replace(app: App) -> None:
    """The question before a new game replaces the one in progress (New game pressed with
    an autosave present, as the menu itself asks it)."""

    if app.services.storage is not None:  # a game in progress: the menu shows Continue too
        seats = [SeatConfig("person", "Asha"), SeatConfig("bot", "Bo")]
        app.services.storage.save_autosave(Session.new(Rules(), seats, 1).to_dict())
    menu = app.router.reset(routes.MENU)
    assert isinstance(menu, MenuScene)
    menu.new_game()


def _statistics(filled: bool) -> Setup:
    def setup(app: App) -> None:
        stats = Stats()
        if filled:  # a family's evening: names in three scripts, a long one, three levels
            for won in ("Asha", "अनन्या", "Asha", "Grand-père Jean-Baptiste", "hard"):
                stats.record_match([
                    SeatResult(kind, name, name == won, 4, 3 if name == won else 0)
                    for kind, name in (("person", "Asha"), ("person", "अनन्या"),
                                       ("person", "Grand-père Jean-Baptiste"),
                                       ("person", "Élodie"), ("bot", "hard"), ("bot", "easy"))])
        if app.services.storage is not None:
            app.services.storage.save_stats(stats.to_dict())
        _menu(app)
        app.router.push(routes.STATISTICS)
    return setup


def _new_game(app: App) -> None:
    app.router.reset(routes.MENU)
    app.router.push(routes.NEW_GAME, None)


def _new_game_phones(app: App) -> None:
    """A person with hints, a computer player and a phone: the phone choices and the hints
    choice show."""
    app.router.reset(routes.MENU)
    app.router.push(routes.NEW_GAME, [SeatConfig("person", "Asha", hints=True),
                                      SeatConfig("bot", "Bo", "hard"),
                                      SeatConfig("phone", "Mia")])


def _new_game_teams(app: App) -> None:
    """Ten seats, team play, people with names in three scripts."""

    update_settings(app, last_rules=Rules(teams=True).to_dict(), save=False)
    seats = [{"kind": "person", "name": "Asha"}, {"kind": "person", "name": "Zoë"},
             {"kind": "person", "name": "दीपिका"}, {"kind": "person", "name": "François"}]
    seats += [{"kind": "bot", "name": "", "level": lv}
              for lv in ("easy", "normal", "hard", "normal", "hard", "easy")]
    app.router.reset(routes.MENU)
    app.router.push(routes.NEW_GAME, list(seats))


def _settings(page: str, locked: bool = False, rules: Rules | None = None) -> Setup:
    def setup(app: App) -> None:
        if rules is not None and not locked:
            update_settings(app, last_rules=rules.to_dict(), save=False)
        app.router.reset(routes.MENU)
        app.router.push(routes.SETTINGS, page, rules if locked else None)
    return setup


def _rules_help(rules: Rules, scrolled: bool = False) -> Setup:
    def setup(app: App) -> None:
        app.router.reset(routes.MENU)
        scene = app.router.push(routes.RULES_HELP, rules, None)
        assert isinstance(scene, RulesHelpScene)
        if scrolled:
            scene.scroll_to(scene.max_offset * 0.55, animate=False)
    return setup


def _crash(app: App) -> None:
    app.router.reset(routes.CRASH, "/home/asha/.local/share/uno-desktop/uno-desktop.log")


def _table_session(app: App, persons: int = 1, rules: Rules | None = None) -> Session:
    names = ["Asha", "दीपिका", "Zoë", "Robbie", "Pixel", "Ziggy", "Nova"]
    seats = [SeatConfig("person", names[i]) for i in range(persons)]
    seats += [SeatConfig("bot", names[3 + i], "normal") for i in range(4 - persons)]
    return Session.new(rules or settings_of(app).rules(), seats, seed=7)


def _open_table(app: App, session: Session, options: TableOptions | None = None) -> Scene:
    app.router.reset(routes.MENU)
    return app.router.push(routes.TABLE, session, options or TableOptions())


def _table(app: App) -> None:
    _open_table(app, _table_session(app))


def _learn(app: App) -> None:
    """Learn to play: the guided round's first step (its banner and the card it points at)."""
    app.router.reset(routes.MENU)
    app.router.push(routes.LEARN)


def _table_pause(app: App) -> None:
    table = _open_table(app, _table_session(app))
    assert isinstance(table, TableScene)
    for _ in range(60):
        app.step([], 1 / 60)
    app.router.push(routes.PAUSE, table)


def _table_pass_screen(app: App) -> None:
    table = _open_table(app, _table_session(app, persons=2))
    assert isinstance(table, TableScene)
    for _ in range(30):
        app.step([], 1 / 60)
    if not any(s.route_name == routes.PASS_SCREEN.name for s in app.scenes):
        app.router.push(routes.PASS_SCREEN, table, 1)


def _play_until(app: App, route: Route[Any], max_frames: int = 6000) -> None:
    """Let the bots play (big steps) until the scene of ``route`` is on top."""
    for _ in range(max_frames):
        if app.scene is not None and app.scene.route_name == route.name:
            return
        app.step([], 0.1)
    log.warning("gallery: %s did not come up", route.name)


def _table_box(box: str) -> Setup:
    """A round of another box (docs/rules.md, "The other boxes") some turns in: its cards in
    the person's hand and on the pile."""
    def setup(app: App) -> None:
        table = _open_table(app, _table_session(app, rules=Rules.for_box(box)))
        assert isinstance(table, TableScene)
        _play_turns(app, table, person_turns=5)
    return setup


def _play_turns(app: App, table: TableScene, person_turns: int) -> None:
    """Let the bots play; the person (seat 0) plays the first card it may (or takes its first
    listed action) ``person_turns`` times; stop on its next decision."""
    played = 0
    app.step([], 0.1)  # drawn once (the table's layout); then only updated: no frame drawn
    for _ in range(3000):
        table.update(0.1)
        game = table.ctx.game
        if game is None or game.over:
            return
        if game.decision.seat == 0 and table.director.idle:
            if played == person_turns:
                return
            actions = game.legal_actions(0)
            plays = [a for a in actions if isinstance(a, PlayCard)]
            table.act((plays or actions)[0])
            played += 1


def _table_round_result(app: App) -> None:
    _open_table(app, _table_session(app, persons=0), TableOptions(autoplay=True, autosave=False))
    _play_until(app, routes.ROUND_RESULT)


def _table_match_result(app: App) -> None:
    session = _table_session(app, persons=0, rules=Rules(scoring="single_round"))
    _open_table(app, session, TableOptions(autoplay=True, autosave=False))
    _play_until(app, routes.MATCH_RESULT)


#: Table screens that need a whole round played first (screenshots only; slow for tests).
SLOW = {"table-round-result", "table-match-result"}


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
        ("new-game-phones", _new_game_phones),
        ("settings-app", _settings("app")),
    ]
    for group in GROUPS:
        shots.append((f"settings-{group}", _settings(group)))
    shots += [
        ("settings-house-party", _settings("house", rules=Rules.preset("house_party"))),
        ("settings-locked", _settings("uno", locked=True, rules=chat)),
        # The boxes: the box first on the first page, its fixed options greyed with why.
        ("settings-dealing-no-mercy", _settings("dealing", rules=Rules.for_box("no_mercy"))),
        ("settings-house-no-mercy", _settings("house", rules=Rules.for_box("no_mercy"))),
        ("settings-dealing-all-wild", _settings("dealing", rules=Rules.for_box("all_wild"))),
        ("settings-house-all-wild", _settings("house", rules=Rules.for_box("all_wild"))),
        ("rules-help-no-mercy", _rules_help(Rules.for_box("no_mercy"), scrolled=True)),
        ("rules-help-all-wild", _rules_help(Rules.for_box("all_wild"))),
        ("rules-help", _rules_help(Rules())),
        ("rules-help-house-party", _rules_help(Rules.preset("house_party"), scrolled=True)),
        ("rules-help-chat-classic", _rules_help(chat, scrolled=True)),
        ("crash", _crash),
    ]
    if include_table is None or include_table:
        shots += [("table", _table), ("learn", _learn), ("table-pause", _table_pause),
                  ("table-pass-screen", _table_pass_screen),
                  ("table-no-mercy", _table_box("no_mercy")),
                  ("table-all-wild", _table_box("all_wild")),
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
