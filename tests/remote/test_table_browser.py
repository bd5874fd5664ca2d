"""The issue's done-when test: a 4-seat game at the REAL table scene (SDL dummy driver) with two
phone seats played in headless Chromium, one keyboard seat played by posted pygame key and mouse
events through the scene, and one bot, plays to the end of the match (one round: single-round
scoring) over loopback. Bounded by counts (frames), not by time. Skipped, with the reason, only
where Chromium, chromedriver or selenium is missing."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.rules import Rules
from uno_desktop.session import SeatConfig, Session
from uno_desktop.ui import routes
from uno_desktop.ui.app import App
from uno_desktop.ui.scenes.menu import MenuScene
from uno_desktop.ui.scenes.phone_lobby import PhoneLobbyScene
from uno_desktop.ui.table.dialogs import ColorChooser, RevealPanel
from uno_desktop.ui.table.overlays import PassScreenScene
from uno_desktop.ui.table.scene import TableScene

from ..ui.shell_helpers import click_events, key, shell_app
from ..ui.table_helpers import factory
from . import browser

pytestmark = pytest.mark.skipif(browser.missing() is not None,
                                reason=browser.missing() or "")

DT = 0.05
MAX_FRAMES = 3000  # a round takes a few hundred; the test fails rather than runs on


@pytest.fixture
def drivers() -> Iterator[list[Any]]:
    opened: list[Any] = []
    yield opened
    for driver in opened:
        browser.quit_driver(driver)


class Keyboard:
    """The person at seat ``seat`` at the keyboard: what they would press or click now."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.presses = 0

    def events(self, app: App) -> list[pygame.event.Event]:
        top = app.scene
        if isinstance(top, PassScreenScene) and top.ready_button is not None:
            return click_events(top.ready_button.rect.center)  # "show my hand"
        if not isinstance(top, TableScene) or top.privacy.input_seat() != self.seat:
            return []
        if top.ui.showing(RevealPanel) is not None:  # the hand this seat's challenge showed: seen
            self.presses += 1
            return [key(pygame.K_RETURN)]
        if not top.idle or top.ctx.game.over or top.ctx.game.decision.seat != self.seat:
            return []
        inp, ui = top.input, top.ui
        self.presses += 1
        if ui.showing(ColorChooser) is not None:
            return [key(pygame.K_1)]
        if inp.seat_targets():
            return [key(pygame.K_RIGHT), key(pygame.K_RETURN)]
        playable = inp.playable_cards()
        if playable:
            if ui.focus_card in playable and ui.focus_zone == "hand":
                return [key(pygame.K_RETURN)]
            return [key(pygame.K_RIGHT)]  # to the next card, until a playable one
        buttons = top.buttons.group.widgets  # the decision's buttons come first (draw, keep...)
        if buttons:
            return click_events(buttons[0].rect.center)
        return []


def port_closed(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) != 0


def test_two_phones_a_keyboard_seat_and_a_bot_play_a_match_at_the_real_table(
    tmp_path: Path, drivers: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("uno_desktop.remote.address.lan_address", lambda: "127.0.0.1")
    rules = Rules().with_changes(scoring="single_round")
    seats = [SeatConfig("phone", "Asha"), SeatConfig("person", "Bruno"),
             SeatConfig("phone", "Chloé"), SeatConfig("bot", "Dev", "normal")]
    session = Session.new(rules, seats, seed=34)
    with shell_app(tmp_path) as app:
        app.services.settings = app.services.settings.with_changes(animation_speed="instant",
                                                                   bot_pace=0.4)
        app.push(MenuScene())
        lobby = PhoneLobbyScene(session, routes.TableOptions(bot_factory=factory()))
        app.push(lobby)
        app.step([], DT)
        hub = lobby.hub
        assert hub is not None, lobby.error
        phones = []
        for seat in (0, 2):
            drivers.append(browser.new_driver())
            phones.append(browser.BrowserPhone(drivers[-1], hub.url(seat)))
        for phone in phones:
            phone.wait("document.body.dataset.state === 'connected'")
        app.step([], DT)
        assert lobby.all_connected()
        assert lobby.start_button.label == app.services.translator.t("lobby-start")
        app.step(click_events(lobby.start_button.rect.center), DT)
        # At instant speed the deal is over at once: the pass screen may already be on top.
        table = next((s for s in app.scenes if isinstance(s, TableScene)), None)
        assert table is not None and table.phones is not None
        port = hub.port
        applied: list[tuple[str, Any]] = []  # (who sent it, action): every applied action
        real_act = table.act

        def act(action: Any, by: Any = None) -> bool:
            done = real_act(action, by)
            if done:
                applied.append((type(by).__name__, action))
            return done

        monkeypatch.setattr(table, "act", act)
        keyboard = Keyboard(1)
        match = session.match
        for _frame in range(MAX_FRAMES):
            if match.over:
                break
            app.step(keyboard.events(app), DT)
            # The big screen never shows a phone seat's hand face up, nor passes it the screen.
            assert not table.privacy.hand_visible(0) and not table.privacy.hand_visible(2)
            assert not (isinstance(app.scene, PassScreenScene) and app.scene.seat != 1)
            game = match.game
            assert game is not None
            for seat, phone in zip((0, 2), phones, strict=True):
                if not game.over and (game.decision.seat == seat or game.reaction_actions(seat)):
                    phone.tap()
        assert match.over, "the match did not end in the frames it was given"
        for _ in range(3):
            app.step([], DT)
        assert all(p.card_taps > 0 for p in phones)  # both phones played cards
        played = {(who, a.seat) for who, a in applied if isinstance(a, PlayCard)}
        assert {("PhoneSeat", 0), ("PersonSeat", 1), ("PhoneSeat", 2), ("BotSeat", 3)} <= played
        assert {who for who, a in applied if a.seat in (0, 2)} == {"PhoneSeat"}
        assert port_closed(port)  # the server stops with the match
