"""The table plays fair with people: a Wild Draw Four that a challenge would prove a bluff is
marked apart from a safe card, and pointing at it says why (the engine's answer, in the seat's
view)."""

from __future__ import annotations

from pathlib import Path

import pygame

from tests.engine.helpers import setup
from tests.ui.table_helpers import TinyBot, arrange, card_point, seats, step, table_app
from uno_desktop.engine.cards import cards_from_codes
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view
from uno_desktop.session import Session
from uno_desktop.ui.app import App
from uno_desktop.ui.table.scene import TableScene


def _table_with(app: App, hand: list[str]) -> TableScene:
    session = arrange(Session.new(Rules(), seats("pb"), seed=3), {0: hand, 1: ["b1", "b2", "b3"]},
                      "r9", turn=0)
    table = TableScene(app, session, bot_factory=lambda c, s, seed: TinyBot(s))
    app.push(table)
    step(app, 3)
    return table


def test_the_engine_tells_a_seat_which_wild_draw_fours_would_be_bluffs() -> None:
    bluffing = setup(Rules(), hands=[["wd4", "r2", "g7"], ["b1", "b2"]], top="r9")
    fair = setup(Rules(), hands=[["wd4", "b2", "g7"], ["b1", "b2"]], top="r9")
    free = setup(Rules(wd4_rule="free"), hands=[["wd4", "r2", "g7"], ["b1", "b2"]], top="r9")
    wd4 = cards_from_codes(["wd4"], list(bluffing.hands[0]))[0]
    assert seat_view(bluffing, 0).bluffs == (wd4,)
    assert seat_view(fair, 0).bluffs == ()
    assert seat_view(free, 0).bluffs == ()  # nobody may challenge it: no bluff to fear
    assert seat_view(bluffing, 1).bluffs == ()  # another seat's cards are never told


def test_a_bluff_is_marked_and_pointing_at_it_says_why(tmp_path: Path) -> None:
    with table_app(tmp_path) as app:
        table = _table_with(app, ["wd4", "r2", "g7"])
        hand = table.ctx.game.hands[0]
        wd4 = cards_from_codes(["wd4"], list(hand))[0]
        red2 = cards_from_codes(["r2"], list(hand))[0]
        assert table.reader.view(0).bluffs == (wd4,)
        assert {wd4, red2} <= table.input.playable_cards()
        pos = card_point(table, wd4)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                     buttons=(0, 0, 0))], 0.05)
        step(app, 2)
        assert table.ui.toast is not None
        assert table.ui.toast[0] == ("Playing this Wild Draw Four now is a bluff: you hold a red "
                                  "card, and a challenge would make you draw 4.")
        table.seating.close()


def test_a_safe_wild_draw_four_is_not_marked(tmp_path: Path) -> None:
    with table_app(tmp_path) as app:
        table = _table_with(app, ["wd4", "b2", "g7"])
        assert table.reader.view(0).bluffs == ()
        table.seating.close()


def test_at_animation_speed_zero_a_pointed_card_is_up_at_once(tmp_path: Path) -> None:
    """Card lifts go through the director's clock like every movement (speed 0: at once)."""
    with table_app(tmp_path, speed="instant") as app:
        table = _table_with(app, ["wd4", "b2", "g7"])
        blue = cards_from_codes(["b2"], list(table.ctx.game.hands[0]))[0]
        pos = card_point(table, blue)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                     buttons=(0, 0, 0))], 0.05)
        step(app, 1)
        assert table.layout is not None
        assert table.ui.lifts[blue] == table.layout.hand_lift
        table.seating.close()


def test_each_plate_says_who_plays_with_whom_in_team_play(tmp_path: Path) -> None:
    rules = Rules(teams=True)
    session = Session.new(rules, seats("pbbb"), seed=4)
    with table_app(tmp_path) as app:
        table = TableScene(app, session, bot_factory=lambda c, s, seed: TinyBot(s))
        app.push(table)
        step(app, 3)
        assert table.layout is not None
        look = table.looks.build(table.layout)
        names = session.names
        # Partners sit opposite: 0 with 2, 1 with 3 (the engine's teams, in words).
        assert look.seats[0].status.startswith(f"with {names[2]}")
        assert look.seats[1].status.startswith(f"with {names[3]}")
        table.seating.close()
