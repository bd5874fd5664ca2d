"""The screen and the log tell the same story (issue 14's three defects):

(a) for a moment the screen and the log disagreed: the colour ring already showed the new
    colour while the log did not say why yet (its line came when the card was launched), the
    status line said "Player 1's turn" while a card still flew, the UNO! shout covered the
    status line;
(b) after a language change the log mixed languages (it kept finished sentences);
(c) a bot's UNO badge was gone after Save & quit, then Continue.
"""

from __future__ import annotations

import json

import pygame

from tests.ui.table_helpers import (
    TinyBot,
    arrange,
    click_button,
    open_table,
    seats,
    step,
    table_app,
    wait_for,
)
from uno_desktop import i18n
from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import CallUno
from uno_desktop.engine.rules import Rules
from uno_desktop.session import Session
from uno_desktop.ui.bootstrap import set_language
from uno_desktop.ui.table import fx
from uno_desktop.ui.table.scene import TableScene


def caller(view: object) -> tuple[CallUno, float] | None:
    """A reaction hook like the real bots': call UNO once one card is left."""
    seat = view.seat  # type: ignore[attr-defined]
    if CallUno(seat) in view.legal and len(view.hand) == 1:  # type: ignore[attr-defined]
        return CallUno(seat), 0.05
    return None


def test_log_status_line_and_colour_ring_change_together(tmp_path) -> None:
    """Frame by frame through a bots' game at normal speed: a Played line appears in the frame
    its card lies on the pile; the ring's colour changes only in a frame whose log tells why;
    the turn shown never moves on while a card launched earlier still flies."""
    with table_app(tmp_path, speed="normal", pace=0.4) as app:
        session = Session.new(Rules(), seats("bbbb"), seed=21)
        table = open_table(app, session)
        played = ring_changes = 0
        prev_color, prev_count, prev_turn = table.shown.color, table.log.count, table.shown.turn
        prev_flying: set[int] = set()
        for _ in range(1500):
            step(app, 1, 1 / 60)
            shown = table.shown
            new = table.log.entries[-(table.log.count - prev_count):] \
                if table.log.count > prev_count else []
            for entry in new:
                if isinstance(entry.event, ev.Played):
                    played += 1
                    assert shown.top == entry.event.card, "the log names a card still flying"
            if shown.discard and shown.color != prev_color:
                ring_changes += 1
                assert new, "the colour ring changed before the log said why"
            flying = {id(f) for f in table.director.flyers if not f.landed}
            if prev_flying & flying:
                assert shown.turn == prev_turn, "the turn moved on while a card still flew"
            prev_color, prev_count, prev_turn = shown.color, table.log.count, shown.turn
            prev_flying = flying
        assert played >= 10 and ring_changes >= 3  # the game really went on


def test_the_uno_shout_of_the_person_stays_off_the_status_line(tmp_path) -> None:
    with table_app(tmp_path, speed="normal") as app:
        s = Session.new(Rules(), seats("pb"), seed=3)
        s = arrange(s, {0: ["r5", "r6"], 1: ["g1", "g2", "g3", "g4"]}, top="r3", turn=0)
        table = open_table(app, s)
        assert wait_for(app, lambda: table.idle)
        click_button(app, table, "uno")
        shouts = [e for e in table.director.effects.items if isinstance(e, fx.Shout)]
        assert shouts, "no UNO! shout"
        lay = table.layout
        assert lay is not None
        canvas = pygame.Surface(lay.size, pygame.SRCALPHA)
        for _ in range(40):  # its whole life, rising
            for shout in shouts:
                if not shout.done:
                    assert not shout.draw(canvas).colliderect(lay.prompt_rect)
            step(app, 1, 1 / 30)


def test_after_a_language_change_the_whole_log_is_in_the_new_language(tmp_path) -> None:
    with table_app(tmp_path) as app:
        table = open_table(app, Session.new(Rules(), seats("bbb"), seed=4))
        assert wait_for(app, lambda: table.log.count >= 12, 2000)
        english = table.log.lines(10)
        set_language(app, "fr")
        step(app)
        french = table.log.lines(10)
        tr_fr = i18n.get_translator("fr")
        expected = [line for e in table.log.entries for line in
                    i18n.event_lines(tr_fr, e.event, table.ctx.session.names, e.viewer)]
        assert french == expected[-10:]
        assert not set(french) & set(english) - set(table.ctx.session.names)
        # Saves keep events, never finished text.
        saved = json.loads(json.dumps(table.ctx.session.to_dict()))
        assert saved["log"] and all(isinstance(e, dict) and "type" in e for e in saved["log"])


def test_a_bots_uno_badge_comes_back_with_continue(tmp_path) -> None:
    s = Session.new(Rules(), seats("pb"), seed=3)
    s = arrange(s, {0: ["r5", "r6", "b1", "b2", "y9"], 1: ["r1", "r2"]}, top="r3", turn=1)
    with table_app(tmp_path) as app:
        table = open_table(app, s, {1: TinyBot(1, react_with=caller)})
        assert wait_for(app, lambda: 1 in table.shown.uno and table.idle, 400)
        assert len(table.ctx.game.hands[1]) == 1
        app.services.storage.flush_autosave()
        app.scenes.clear()  # Save & quit: nothing more is written
    with table_app(tmp_path) as app:
        back, notice = app.services.storage.load_autosave(Session.from_dict)
        assert notice is None and back is not None
        again = TableScene(app, back)
        app.push(again)
        step(app)
        assert again.shown.uno == {1}  # the pod draws the badge from the shown model


def test_the_felt_prints_the_title_of_the_current_language(tmp_path, monkeypatch) -> None:
    """The felt's printed name is the menu's title; a language changed during the match (the
    pause menu's Settings) prints the new one."""
    from uno_desktop.ui.table import paint

    printed: list[str] = []
    real = paint.felt

    def felt(size: tuple[int, int], oval: tuple[int, int, int, int], word: str = "UNO"
             ) -> pygame.Surface:
        printed.append(word)
        return real(size, oval, word)

    monkeypatch.setattr(paint, "felt", felt)
    with table_app(tmp_path) as app:
        open_table(app, Session.new(Rules(), seats("bbb"), seed=4))
        step(app, 3)
        set_language(app, "hi")
        step(app, 3)
    hindi = i18n.get_translator("hi").t("menu-title")
    assert printed[0] == i18n.get_translator("en").t("menu-title") and printed[-1] == hindi
    assert hindi != printed[0]
