"""Hints at the table: a person who asked for hints in New game gets a Hint button (and the H
key) that points at what the hard computer player would do from that seat's view, with its
one line of why; nobody else does; New game keeps the choice per seat; the statistics say
how many rounds a person played with hints."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from tests.ui.shell_helpers import click, settle, shell_app
from tests.ui.table_helpers import TinyBot, arrange, press, seats, step, table_app
from uno_desktop import i18n, stats
from uno_desktop.app_settings import AppSettings, SettingsError
from uno_desktop.engine.actions import Draw, PlayCard
from uno_desktop.engine.rules import Rules
from uno_desktop.presentation.hint import hint
from uno_desktop.presentation.words import render
from uno_desktop.session import SeatConfig, Session
from uno_desktop.ui import routes
from uno_desktop.ui.app import App
from uno_desktop.ui.table.scene import TableScene


def _table(app: App, hand: list[str], top: str, hints: bool) -> TableScene:
    people = seats("pb")
    people[0] = replace(people[0], hints=hints)
    session = arrange(Session.new(Rules(), people, seed=3), {0: hand, 1: ["b1", "b2", "b3"]},
                      top, turn=0)
    table = TableScene(app, session, bot_factory=lambda c, s, seed: TinyBot(s))
    app.push(table)
    step(app, 3)
    return table


def _expected(table: TableScene) -> tuple[object, str]:
    """The hard player's choice and words for the person's view, as the table asks them."""
    names = [table.ctx.name(s) for s in range(table.ctx.n)]
    given = hint(table.reader.view(0), names, seed=table.reader.version * 31)
    assert given is not None
    return given.action, render(table.ctx.tr, given.why)


@pytest.mark.parametrize("lang", ["en", "fr", "hi"])
def test_h_points_at_the_hard_players_card_and_says_why(tmp_path: Path, lang: str) -> None:
    with table_app(tmp_path, lang) as app:
        table = _table(app, ["r5", "wild", "g7"], "r9", hints=True)
        assert table.input.buttons.button("hint") is not None
        action, words = _expected(table)
        assert isinstance(action, PlayCard)
        press(app, pygame.K_h)
        step(app, 2)
        assert table.ui.toast is not None and table.ui.toast[0] == words
        assert table.ui.toast_calm  # framed in gold: an explanation, not a refusal
        assert table.ui.focus_card == action.card and table.ui.focus_zone == "hand"
        assert table.reader.hand(0) == tuple(table.ctx.game.hands[0])  # nothing was played
        # Enter then plays the card the hint pointed at.
        press(app, pygame.K_RETURN)
        step(app, 2)
        assert action.card not in table.ctx.game.hands[0]
        table.seating.close()


def test_when_nothing_fits_the_hint_points_at_the_draw_button(tmp_path: Path) -> None:
    with table_app(tmp_path) as app:
        table = _table(app, ["b5", "g7"], "r9", hints=True)
        action, words = _expected(table)
        assert isinstance(action, Draw)
        table.input.buttons.button("hint").activate()  # the button does what H does
        step(app, 2)
        assert table.ui.toast is not None and table.ui.toast[0] == words == \
            "No card fits: draw a card."
        draw = table.input.buttons.button("draw")
        assert draw is not None and table.input.buttons.group.focused is draw
        table.seating.close()


def test_a_person_who_did_not_ask_for_hints_gets_none(tmp_path: Path) -> None:
    with table_app(tmp_path) as app:
        table = _table(app, ["r5", "wild", "g7"], "r9", hints=False)
        assert table.input.buttons.button("hint") is None
        focus = table.ui.focus_card
        press(app, pygame.K_h)
        step(app, 2)
        assert table.ui.toast is not None
        assert table.ui.toast[0] == ("Hints are off for this seat: turn them on in New game.")
        assert table.ui.focus_card == focus
        press(app, pygame.K_u)  # UNO! with three cards: refused, in red
        step(app, 2)
        assert table.ui.toast is not None and not table.ui.toast_calm
        table.seating.close()


def test_new_game_keeps_hints_per_person_and_offers_none_to_computer_players(
        tmp_path: Path) -> None:
    with shell_app(tmp_path, "en", (1280, 720)) as app:
        scene = app.router.reset(routes.NEW_GAME, [SeatConfig("person", "Asha"),
                                                   SeatConfig("bot", "Bo"),
                                                   SeatConfig("phone", "Ravi")])
        settle(app, 3)
        rows = scene.rows  # type: ignore[attr-defined]
        # A person at the keyboard or on a phone may ask for hints; a computer player not.
        assert [r.hints.visible for r in rows] == [True, False, True]
        assert not rows[0].hints.value and not rows[2].hints.value  # off unless asked for
        click(app, rows[0].hints.rect.move(-4, 0).midright, 2)  # the right arrow
        click(app, rows[2].hints.rect.move(-4, 0).midright, 2)
        assert rows[0].hints.value is True and rows[2].hints.value is True
        configs = scene.seat_configs()  # type: ignore[attr-defined]
        assert [c.hints for c in configs] == [True, False, True]
        # A phone with hints turned into a computer player: its hints go with it.
        scene.seats[2]["kind"] = "bot"  # type: ignore[attr-defined]
        assert [c.hints for c in scene.seat_configs()] == [True, False, False]  # type: ignore[attr-defined]
    session = Session.new(Rules(), configs, seed=1)
    again = Session.from_dict(session.to_dict())
    assert [s.hints for s in again.seats] == [True, False, True]


def test_a_seats_hints_are_checked_where_they_come_in() -> None:
    with pytest.raises(ValueError):
        SeatConfig.from_dict({"kind": "person", "name": "Asha", "hints": "yes"})
    with pytest.raises(ValueError):
        SeatConfig("bot", "Bo", "hard", hints=True)
    assert SeatConfig("phone", "Ravi", hints=True).to_dict() == {
        "kind": "phone", "name": "Ravi", "hints": True}
    with pytest.raises(SettingsError):
        AppSettings(last_seats=[{"kind": "person", "name": "A", "hints": 1},
                                {"kind": "bot", "name": "B"}])
    kept = AppSettings(last_seats=[{"kind": "person", "name": "A", "hints": True},
                                   {"kind": "bot", "name": "B", "hints": True},
                                   {"kind": "phone", "name": "C", "hints": True}])
    assert kept.last_seats == [{"kind": "person", "name": "A", "hints": True},
                               {"kind": "bot", "name": "B", "level": "normal"},
                               {"kind": "phone", "name": "C", "hints": True}]


def test_the_statistics_count_the_rounds_played_with_hints() -> None:
    session = Session.new(Rules(), [SeatConfig("person", "Asha", hints=True),
                                    SeatConfig("person", "Ravi"), SeatConfig("bot", "Bo")], 1)
    match = session.match
    match.round_no = 3
    results = stats.results_of(session.seats, match)
    assert [r.rounds_hinted for r in results] == [3, 0, 0]
    table = stats.Stats()
    table.record_match(results)
    asha = table.records[stats.key_of("person", "Asha")]
    assert (asha.rounds, asha.rounds_hinted) == (3, 3)
    again = stats.Stats.from_dict(table.to_dict())
    assert again.records[stats.key_of("person", "Asha")].rounds_hinted == 3
    tr = i18n.get_translator("en")
    assert tr.t("stats-hinted", count=3) == "3 rounds with hints"
    with pytest.raises(stats.StatsError):  # more rounds with hints than rounds: damaged
        stats.Record.from_dict({"name": "A", "kind": "person", "rounds": 1, "rounds_hinted": 2})
