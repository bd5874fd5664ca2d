"""What every part of the table reads: the session and match, the player's language, settings
and sounds (the app's services), and names. No drawing, no input, no rules."""

from __future__ import annotations

from typing import Any

from uno_desktop import i18n
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.session import Session
from uno_desktop.ui import card_art
from uno_desktop.ui.services import Services


class TableContext:
    """The table's session with the services it is shown with."""

    def __init__(self, services: Services, session: Session) -> None:
        self.services = services
        self.session = session
        self.match: Match = session.match
        self.n = self.match.n

    @property
    def game(self) -> Game:
        assert self.match.game is not None
        return self.match.game

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def tr(self) -> i18n.Translator:
        return self.services.tr

    def t(self, msg_id: str, **args: Any) -> str:
        return self.services.tr.t(msg_id, **args)

    def name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def setting(self, name: str, default: Any) -> Any:
        return getattr(self.services.settings, name, default)

    def sound(self, name: str) -> None:
        sounds = self.services.sounds
        if sounds is not None:
            sounds.play(name)

    @property
    def art(self) -> card_art.CardArt:
        return card_art.get()


__all__ = ["TableContext"]
