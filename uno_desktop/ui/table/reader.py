"""A read-only window on the match for the seat controllers and the table's parts: what is
legal, what each seat may see, and a version that changes with every applied action. Nothing
here writes engine state."""

from __future__ import annotations

from uno_desktop.engine.actions import Action
from uno_desktop.engine.decisions import Decision
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import SeatView, seat_view


class GameReader:
    """Answers about ``match``'s current game, cached per version (the table bumps it)."""

    def __init__(self, match: Match) -> None:
        self._match = match
        self._version = 0
        self._legal: dict[int, list[Action]] = {}
        self._reactions: dict[int, list[Action]] = {}
        self._views: dict[int, SeatView] = {}
        #: True once the screen shows everything that happened (set by the table each frame):
        #: bots start thinking only then, so they never answer what is not shown yet.
        self.settled = False

    def changed(self) -> None:
        """An action was applied (the table's ``act``): every cached answer is old."""
        self._version += 1
        self._legal.clear()
        self._reactions.clear()
        self._views.clear()
        # What was just applied is not on screen yet: no seat may answer it in this frame.
        self.settled = False

    @property
    def version(self) -> int:
        return self._version

    @property
    def rules(self) -> Rules:
        return self._match.rules

    @property
    def over(self) -> bool:
        game = self._match.game
        return game is None or game.over

    @property
    def decision(self) -> Decision:
        game = self._match.game
        assert game is not None
        return game.decision

    def decision_key(self) -> tuple[int, str, int, int]:
        """Changes whenever a new decision starts (turn, kind, seat, round)."""
        game = self._match.game
        assert game is not None
        d = game.decision
        return game.turn_no, d.kind.value, d.seat, self._match.round_no

    def legal(self, seat: int) -> list[Action]:
        """``seat``'s decision actions and reactions (the engine's answer, cached)."""
        found = self._legal.get(seat)
        if found is None:
            game = self._match.game
            assert game is not None
            found = self._legal[seat] = game.legal_actions(seat, reactions=True)
        return found

    def decision_actions(self, seat: int) -> list[Action]:
        game = self._match.game
        assert game is not None
        return game.legal_actions(seat)

    def reactions(self, seat: int) -> list[Action]:
        """The reactions open to ``seat`` now (call UNO, catch, jump in)."""
        found = self._reactions.get(seat)
        if found is None:
            game = self._match.game
            assert game is not None
            found = self._reactions[seat] = (game.reaction_actions(seat)
                                             if game.active[seat] else [])
        return found

    def hand_size(self, seat: int) -> int:
        game = self._match.game
        assert game is not None
        return len(game.hands[seat])

    def hand(self, seat: int) -> tuple[int, ...]:
        """``seat``'s own cards (for that seat's controller and the person at the screen)."""
        game = self._match.game
        assert game is not None
        return tuple(game.hands[seat])

    def uno_catchable(self) -> int:
        game = self._match.game
        assert game is not None
        return game.uno_catchable()

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know (the bots' input, and what the table words for a person)."""
        found = self._views.get(seat)
        if found is None:
            game = self._match.game
            assert game is not None
            found = self._views[seat] = seat_view(game, seat, tuple(self._match.totals))
        return found


__all__ = ["GameReader"]
