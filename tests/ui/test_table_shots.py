"""The table in many moments, in English, French and Hindi, saved as PNG for review.

Set ``UNO_SCREENSHOTS=/some/dir`` to keep them (``<dir>/table/<lang>/<name>.png``); without it
they go to a temporary folder and the test only checks that every moment can be reached.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.ui.table_helpers import (
    TinyBot,
    arrange,
    click_card,
    ids,
    open_table,
    step,
    table_app,
    wait_for,
)
from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.cards import BLUE
from uno_desktop.engine.rules import Rules
from uno_desktop.i18n import LOCALES
from uno_desktop.session import SeatConfig, Session
from uno_desktop.ui.table.dialogs import RevealPanel
from uno_desktop.ui.table.overlays import (
    MatchResultScene,
    PassScreenScene,
    PauseScene,
    RoundResultScene,
)

NAMES = ["Asha", "Robbie", "Zoë", "दीपिका", "Pixel", "François", "Nova", "Bolt", "Echo", "Juno"]


def _seats(n: int, persons: int = 1) -> list[SeatConfig]:
    return [SeatConfig("person" if i < persons else "bot", NAMES[i],
                       ("easy", "normal", "hard")[i % 3]) for i in range(n)]


def _person_turn(table) -> bool:
    d = table.ctx.game.decision
    return table.idle and d.seat == table.privacy.viewer and table.app.scene is table


@pytest.mark.parametrize("lang", LOCALES)
def test_table_moments(tmp_path: Path, lang: str) -> None:
    out = Path(os.environ.get("UNO_SCREENSHOTS", tmp_path)) / "table" / lang
    out.mkdir(parents=True, exist_ok=True)
    saved: list[str] = []

    def shot(app, name: str) -> None:
        app.screenshot(out / f"{name}.png")
        saved.append(name)

    # 2, 4 and 10 seats, the person's turn, cards marked as playable.
    for n in (2, 4, 10):
        with table_app(tmp_path / f"s{n}", lang, speed="normal") as app:
            table = open_table(app, Session.new(Rules(), _seats(n), seed=40 + n))
            assert wait_for(app, lambda table=table: _person_turn(table), 4000, 0.05)
            step(app, 20, 0.02)
            shot(app, f"seats-{n}")
    # The deal, cards in flight (4 seats).
    with table_app(tmp_path / "deal", lang, speed="normal") as app:
        table = open_table(app, Session.new(Rules(), _seats(4), seed=50))
        step(app, 40, 1 / 60)
        shot(app, "deal-in-flight")
    # Colour chooser after clicking a Wild (4 seats).
    with table_app(tmp_path / "wild", lang, speed="normal") as app:
        s = Session.new(Rules(), _seats(4), seed=51)
        s = arrange(s, {0: ["w", "r2", "b5", "g+2", "y7"], 1: ["g1", "g2", "y3", "b6", "r4", "y8"],
                        2: ["b1", "b2", "gs", "y4", "r5", "r6", "g9"], 3: ["y1", "y2", "b3", "r8"]},
                    top="r9", turn=0)
        table = open_table(app, s)
        assert wait_for(app, lambda: _person_turn(table), 400, 0.05)
        click_card(app, table, ids(["w"], table.ctx.game.hands[0])[0])
        step(app, 20, 0.02)
        shot(app, "colour-chooser")
    # A Wild Draw Four lands on the person: Challenge or take 4; then the reveal.
    with table_app(tmp_path / "wd4", lang, speed="normal") as app:
        s = Session.new(Rules(), _seats(2), seed=52)
        s = arrange(s, {0: ["y1", "y2", "g3", "b4", "r+2"], 1: ["wd4", "r2", "g7", "b1"]},
                    top="r9", turn=1)
        game = s.match.game
        wd4 = ids(["wd4"], game.hands[1])[0]
        bot = TinyBot(1, prefer=lambda a: isinstance(a, PlayCard) and a.card == wd4
                      and a.color == BLUE)
        table = open_table(app, s, {1: bot})
        assert wait_for(app, lambda: _person_turn(table), 400, 0.05)
        step(app, 30, 0.02)
        shot(app, "challenge-prompt")
        table.buttons.button("challenge").activate()
        assert wait_for(app, lambda: table.ui.showing(RevealPanel) is not None, 200, 0.02)
        step(app, 10, 0.02)
        shot(app, "challenge-reveal")
    # Seven: choose whom to swap hands with.
    with table_app(tmp_path / "seven", lang, speed="normal") as app:
        s = Session.new(Rules(seven_zero=True), _seats(5), seed=53)
        s = arrange(s, {0: ["r7", "r1", "b2", "y5"], 1: ["g1", "g2", "y3"], 2: ["b1", "gs", "y4"],
                        3: ["y1", "y2", "b3", "r8", "g6"], 4: ["b4", "b5", "g9", "yr", "w"]},
                    top="r3", turn=0)
        table = open_table(app, s)
        assert wait_for(app, lambda: _person_turn(table), 400, 0.05)
        click_card(app, table, ids(["r7"], table.ctx.game.hands[0])[0])
        assert wait_for(app, lambda: table.idle, 200, 0.02)
        step(app, 10, 0.02)
        shot(app, "seven-choose-player")
    # Family play: the pass screen.
    with table_app(tmp_path / "pass", lang, speed="normal") as app:
        table = open_table(app, Session.new(Rules(), _seats(4, persons=2), seed=54))
        assert wait_for(app, lambda: isinstance(app.scene, PassScreenScene), 2000, 0.05)
        step(app, 10, 0.02)
        shot(app, "pass-screen")
    # Pause menu.
    with table_app(tmp_path / "pause", lang, speed="normal") as app:
        table = open_table(app, Session.new(Rules(), _seats(3), seed=55))
        step(app, 60, 0.05)
        app.push(PauseScene(table))
        step(app, 5, 0.02)
        shot(app, "pause")
    # Round result and match result (bots only, played quickly), and a small window.
    with table_app(tmp_path / "round", lang, speed="instant") as app:
        s = Session.new(Rules(scoring="single_round"), _seats(6, persons=0), seed=56)
        table = open_table(app, s, autoplay=False)
        assert wait_for(app, lambda: isinstance(app.scene, RoundResultScene), 8000)
        step(app, 60, 0.05)
        shot(app, "round-result")
        app.scene.go_on()
        step(app, 50, 0.05)
        assert isinstance(app.scene, MatchResultScene)
        shot(app, "match-result")
    with table_app(tmp_path / "small", lang, size=(960, 600), speed="normal") as app:
        table = open_table(app, Session.new(Rules(), _seats(8), seed=57))
        assert wait_for(app, lambda: _person_turn(table), 4000, 0.05)
        step(app, 20, 0.02)
        shot(app, "seats-8-960x600")
    with table_app(tmp_path / "big", lang, size=(1920, 1080), speed="normal") as app:
        s = Session.new(Rules(), _seats(6), seed=58)
        table = open_table(app, s)
        assert wait_for(app, lambda: _person_turn(table), 4000, 0.05)
        step(app, 20, 0.02)
        shot(app, "seats-6-1920x1080")
    assert len(saved) == 14
