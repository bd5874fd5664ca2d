"""The seat controller of a phone seat: the table polls it like any other seat's controller.

Game thread only. It builds the seat's view from the engine (:func:`seat_view`: that seat's
cards, the others as counts), hands a fresh one to the server whenever the table changed, and
passes on the action the phone picked. Refusals go back as the same translated text the table
shows. A seat whose person asked for hints gets, when its phone asks, what the hard computer
player would do from this seat's view (``presentation.hint``, seeded from the view's number,
so the same view always gets the same hint), with its line of why in the seat's language.
Imports the engine, the translations, the shared presentation and this package's plain-Python
parts only: no pygame, no aiohttp.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from uno_desktop import i18n
from uno_desktop.engine.actions import Action
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.match import Match
from uno_desktop.engine.view import SeatView, seat_view
from uno_desktop.presentation.hint import hint
from uno_desktop.presentation.words import render

from . import protocol, view_message
from .seat_link import LinkState, SeatLink


class PhoneSeat:
    """``SeatController`` for a seat held on a phone (see ``ui/table/seat_controller.py``)."""

    def __init__(
        self, link: SeatLink, match: Match, tr: i18n.Translator, names: Sequence[str]
    ) -> None:
        self.seat = link.seat
        self.link = link
        self.match = match
        self.tr = tr
        self.names = list(names)
        self._numbers = itertools.count(1)  # action numbers: never reused in this game
        self._shown: SeatView | None = None
        self._offered: dict[int, Action] = {}  # the actions of the view shown, by number
        self._hint: dict[str, Any] | None = None  # the last hint given (for its view's seq)
        self._seq = 0
        self._away_since: float | None = None

    def sync(self, now: float) -> None:
        """Push a fresh view to the phone if the table changed since the last one. The table
        calls this every frame for every phone seat (``poll`` is only called for seats that
        may act, but every phone shows the table as it is)."""
        self._track(now)
        asked = self.link.take_hint_request()
        game = self.match.game
        if game is not None:
            view = seat_view(game, self.seat, tuple(self.match.totals))
            if view != self._shown:
                self._shown = view
                self._seq += 1
                message, offered = view_message.build(view, self.tr, self.names, self._numbers,
                                                      self._seq, self.link.hints)
                self._offered = offered
                if self.link.publish(message, offered) is not None:
                    self.link.notify(protocol.refused("stale", self.tr.t("phone-err-stale")))
        if asked:
            self._give_hint()

    def hint_seed(self) -> int:
        """The seed of the hard player asked for the hint of the view shown (as the table's,
        its version times 31 plus the seat)."""
        return self._seq * 31 + self.seat

    def _give_hint(self) -> None:
        """Answer the phone's hint request for the view it was last sent (the server let it
        through: this seat has hints and that view offered something to do)."""
        if self._hint is None or self._hint["seq"] != self._seq:
            given = (hint(self._shown, self.names, seed=self.hint_seed())
                     if self._shown is not None and self.link.hints else None)
            if given is None:  # nothing the hard player would do (or nothing to do any more)
                self.link.notify(protocol.refused("hint_not_now", self.tr.t("hint-not-now")))
                return
            number = next((n for n, a in self._offered.items() if a == given.action), None)
            self._hint = protocol.hint(self._seq, number, render(self.tr, given.why))
        self.link.answer(self._hint)

    def poll(self, now: float) -> Action | None:
        """The action the phone picked (it answers a view this seat was shown), or None."""
        self.sync(now)
        action = self.link.take_action()
        if action is not None and action.seat != self.seat:  # cannot happen: views are per seat
            return None
        return action

    def refused(self, action: Action, error: IllegalAction) -> None:
        self.link.notify(protocol.refused(error.code, i18n.error_text(self.tr, error.code)))

    def close(self) -> None:
        """The table no longer asks this seat's phone (a bot took over, or the game ended)."""
        self.link.free("seat_closed")

    def disconnected_for(self, now: float) -> float:
        """Seconds since the phone was last connected (0 while it is): the table lets a bot
        take over once this passes the timeout the host chose."""
        self._track(now)
        if self._away_since is None:
            return 0.0
        return max(0.0, now - self._away_since)

    def _track(self, now: float) -> None:
        if self.link.state is LinkState.CONNECTED:
            self._away_since = None
        elif self._away_since is None:
            self._away_since = now
