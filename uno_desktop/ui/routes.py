"""Every scene's route: its name and the arguments it is opened with. Scenes open each other
through these (``app.router.push(routes.SETTINGS, "dealing", None)``); ``ui/launch.py``
registers the scene behind each one. Nothing here imports a scene at run time."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from uno_desktop.engine.rules import Rules
from uno_desktop.session import Session
from uno_desktop.ui.route import Route
from uno_desktop.ui.table_handle import TableHandle, TableOptions

if TYPE_CHECKING:
    from uno_desktop.ui.widgets.button import ButtonStyle


MENU: Route[[]] = Route("menu")
#: ``then``: the route that replaces the language screen once a language is chosen (first
#: launch); None when it was opened from the menu or the settings (it just closes).
LANGUAGE: Route[[Route[[]] | None]] = Route("language")
NEW_GAME: Route[[list[Any] | None]] = Route("new_game")  # seats from --seats, or None
SETTINGS: Route[[str | None, Rules | None]] = Route("settings")  # page, locked rules
#: The settings page of the app itself (sound, speed, colour-blind aid, language).
SETTINGS_APP_PAGE = "app"
STATISTICS: Route[[]] = Route("statistics")
RULES_HELP: Route[[Rules, int | None]] = Route("rules_help")  # rules, players
#: title, question, yes label, no label, what "yes" does, the yes button's style
CONFIRM: Route[[str, str, str, str, Callable[[], object], ButtonStyle]] = Route("confirm")
CRASH: Route[[Path | str | None]] = Route("crash")  # the log file to show

TABLE: Route[[Session, TableOptions]] = Route("table")
#: Learn to play: one guided round against one friendly player (``ui/table/lesson.py``).
LEARN: Route[[]] = Route("learn")
#: Before the first deal of a session with phone seats: the QR codes, who has joined.
PHONE_LOBBY: Route[[Session, TableOptions]] = Route("phone_lobby")
PAUSE: Route[[TableHandle]] = Route("pause")
PASS_SCREEN: Route[[TableHandle, int]] = Route("pass_screen")
ROUND_RESULT: Route[[TableHandle]] = Route("round_result")
MATCH_RESULT: Route[[TableHandle]] = Route("match_result")

__all__ = ["CONFIRM", "CRASH", "LANGUAGE", "LEARN", "MATCH_RESULT", "MENU", "NEW_GAME",
           "PASS_SCREEN", "PAUSE", "PHONE_LOBBY", "ROUND_RESULT", "RULES_HELP", "SETTINGS",
           "SETTINGS_APP_PAGE", "STATISTICS", "TABLE", "TableHandle", "TableOptions"]
