"""Who may see which hand and who may touch the table: one person against bots, or several
people passing one screen (family play), where a hand is shown only to the person who has
taken the screen. People holding their cards on phones count among the people in the room:
the big screen never shows their hands, nor a bot's while they look, and a person at the
keyboard passes the screen as in family play."""

from __future__ import annotations

from uno_desktop.engine.match import Match
from uno_desktop.session import Session


class Privacy:
    """Hidden information and the pass-the-screen hand-over. ``autoplay``: nobody touches the
    table (result screens go on by themselves)."""

    def __init__(self, session: Session, autoplay: bool) -> None:
        self._session = session
        self._match: Match = session.match
        self.persons = session.persons()
        self.phones = session.phones()
        self.family = len(self.persons) + len(self.phones) >= 2
        self.autoplay = autoplay
        self.viewer = self.persons[0] if self.persons else 0
        self.viewer_ready = not self.family
        self.reveal_all = False

    def _over(self) -> bool:
        game = self._match.game
        return game is None or game.over

    def hand_visible(self, seat: int) -> bool:
        """May the face of ``seat``'s cards be drawn now?"""
        if self.reveal_all:
            return True
        if seat != self.viewer or self._session.is_phone(seat):
            return False
        if not self.persons:  # nobody's secrets at stake (no phone either): bottom seat shown
            return not self.phones
        return self.viewer_ready and self._session.is_person(seat)

    def input_seat(self) -> int | None:
        """The person who may click and type now, or None."""
        if self.autoplay or not self.persons or self.reveal_all:
            return None
        seat = self.viewer
        if not self._session.is_person(seat) or not self.hand_visible(seat):
            return None
        if self._match.gone[seat] or self._over():
            return None
        return seat

    def log_viewer(self) -> int | None:
        """Whose private cards the log may name: the one person against bots; nobody when
        several people share the screen (the log stays on screen for everybody)."""
        return self.viewer if (self.hand_visible(self.viewer) and not self.family) else None

    def forfeit_seat(self) -> int | None:
        """Whose seat "forfeit this seat" gives up: the person at the screen."""
        if not self.persons or self._over():
            return None
        gone = self._match.gone
        if self.viewer_ready and self._session.is_person(self.viewer) and not gone[self.viewer]:
            return self.viewer
        game = self._match.game
        assert game is not None
        d = game.decision
        if self._session.is_person(d.seat) and not gone[d.seat]:
            return d.seat
        return None

    def must_pass_to(self, seat: int) -> bool:
        """Family play: ``seat`` (a person) must take the screen before deciding."""
        return self.family and self._session.is_person(seat) and (
            seat != self.viewer or not self.viewer_ready)

    def take_screen(self, seat: int) -> None:
        self.viewer = seat
        self.viewer_ready = True

    def leave_screen(self) -> None:
        if self.family:
            self.viewer_ready = False


__all__ = ["Privacy"]
