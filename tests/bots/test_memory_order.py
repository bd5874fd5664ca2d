"""Who played the cards since this seat's last turn, when players have left the round (play
until the last): each seat once round the table, never a seat still in twice."""

from __future__ import annotations

import dataclasses
import random

from uno_desktop.bots.hard import MODEL
from uno_desktop.bots.memory import Memory
from uno_desktop.engine.cards import cards_from_codes
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view


def test_two_plays_after_mine_are_credited_once_each_with_seats_out_of_the_round() -> None:
    game, _ = Game.new_round(Rules.preset("chat_classic"), 5, random.Random(9), dealer=0)
    base = seat_view(game, 2)
    played = tuple(cards_from_codes(["y7", "y6"]))
    # Seats 0 and 3 went out; seat 4 then seat 1 played one card each since seat 2's turn.
    view = dataclasses.replace(base, seat=2, direction=1, active=(False, True, True, False, True),
                               hand_counts=(0, 2, 2, 0, 1), discard=base.discard + played)
    memory = Memory(MODEL)
    memory.counts = [0, 3, 2, 0, 2]
    memory.top = base.discard[-1]
    assert memory._players(view, played) == [4, 1]
