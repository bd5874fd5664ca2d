"""Bot-only tables: the ``--demo`` mode and the benchmark.

A :class:`~uno_desktop.ui.table.scene.TableScene` whose seats are all bots plays on its own
(``autoplay``): the round and match results go on after a few seconds, and "play again" starts a
new match, so a demo runs for as long as the window is open. It never autosaves: a demo must not
overwrite the player's game in progress.
"""

from __future__ import annotations

from uno_desktop import i18n
from uno_desktop.engine.rules import Rules
from uno_desktop.session import SeatConfig, Session
from uno_desktop.ui.app import App
from uno_desktop.ui.routes import TABLE, TableOptions
from uno_desktop.ui.scene import Scene


def demo_seats(translator: i18n.Translator | None, players: int = 4,
               level: str = "normal") -> list[SeatConfig]:
    tr = translator if translator is not None else i18n.get_translator("en")
    names = i18n.bot_names(tr)
    return [SeatConfig("bot", names[i % len(names)], level) for i in range(players)]


def demo_session(translator: i18n.Translator | None, players: int = 4, seed: int | None = None,
                 level: str = "normal", rules: Rules | None = None) -> Session:
    """A new match of ``players`` bots (official rules unless given)."""
    return Session.new(rules if rules is not None else Rules(),
                       demo_seats(translator, players, level), seed)


def demo_scene(app: App, players: int = 4, seed: int | None = None) -> Scene:
    """A table that plays on its own (push it on top of the menu)."""
    return app.router.make(TABLE, demo_session(app.services.translator, players, seed),
                           TableOptions(autoplay=True, autosave=False))
