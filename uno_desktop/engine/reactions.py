"""Out-of-turn reactions to a seat's last-but-one card: calling UNO (rightly, or falsely with
its penalty) and catching a seat that did not. Jumping in is a play (``turn``)."""

from __future__ import annotations

from . import events as ev
from .actions import CallUno, CatchUno
from .drawing import Drawing
from .leaving import Leaving
from .options import seat_options
from .round_state import RoundState
from .uno_calls import UnoCalls


class Reactions:
    """The UNO call and the catch."""

    def __init__(self, game: RoundState, calls: UnoCalls, drawing: Drawing,
                 leaving: Leaving) -> None:
        self.game = game
        self.calls = calls
        self.drawing = drawing
        self.leaving = leaving

    def on_call_uno(self, action: CallUno) -> None:
        game = self.game
        seat = action.seat
        if game.uno_window.seat == seat and len(game.hands[seat]) == 1:
            self.calls.call(seat, early=False)
            return
        if seat_options(game, seat, decision=False).call_uno:  # two cards on the own turn
            self.calls.call(seat, early=True)
            return
        game.lies[seat] += 1
        drawn = self.drawing.draw(seat, 2, "false_uno")
        game.emit(ev.FalseUno, seat, len(drawn), game.lies[seat])
        if game.rules.liar_limit and game.lies[seat] >= game.rules.liar_limit:
            self.leaving.remove(seat, "liar")

    def on_catch(self, action: CatchUno) -> None:
        game = self.game
        seat, target = action.seat, action.target
        self.calls.close_window()
        game.uno_window.caught = target
        game.uno_window.caught_turn = game.turn_no
        drawn = self.drawing.draw(target, game.rules.uno_penalty, "uno_penalty")
        game.emit(ev.UnoCaught, seat, target, len(drawn))
