"""A bot's seat at the table: its visible pause, its thinking and its reactions."""

from __future__ import annotations

from tests.engine.helpers import setup
from tests.ui.table_helpers import with_round
from uno_desktop.engine.actions import Action, CallUno, PlayCard
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import SeatView
from uno_desktop.ui.table.bot_seat import BotSeat, BotThinker
from uno_desktop.ui.table.reader import GameReader

PACE = 1.0


class _EarlyCaller:
    """Plays its first playable card; says UNO 0.3 s into its turn when two cards are left."""

    def choose(self, view: SeatView) -> Action:
        return next(a for a in view.legal if isinstance(a, PlayCard))

    def react(self, view: SeatView) -> tuple[Action, float] | None:
        if CallUno(view.seat) in view.legal and len(view.hand) == 2:
            return CallUno(view.seat), 0.3
        return None


def test_an_early_uno_call_does_not_restart_the_visible_pause() -> None:
    """The bot says UNO while its card is on the way and plays when its pause is over, once:
    the call changes the table (the bot thinks again) but not the decision it paused for."""
    dealt = Match(Rules(), 2, seed=1)
    dealt.start(dealer=0)
    match = with_round(dealt, setup(Rules(), hands=[["r5", "g6"], ["b1", "y2", "g4"]], top="r3"))
    reader = GameReader(match)
    reader.settled = True
    seat = BotSeat(0, _EarlyCaller(), reader, BotThinker(), lambda: PACE)
    game = match.game
    try:
        assert seat.poll(0.0) is None  # the pause starts, the bot thinks, the call is planned
        call = seat.poll(0.35)
        assert call == CallUno(0)
        game.apply(call)
        reader.changed()
        reader.settled = True  # the next frame: the call is on screen
        assert seat.poll(0.5) is None  # the pause runs on
        play = seat.poll(PACE + 0.05)
        assert play == PlayCard(0, game.hands[0][0])
        game.apply(play)
        assert len(game.hands[0]) == 1 and game.uno_catchable() == -1
    finally:
        seat.close()
