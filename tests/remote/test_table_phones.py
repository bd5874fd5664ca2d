"""Phones at the real table (SDL dummy driver, loopback only): New game's Phone seats and
settings, the lobby, the table's phone seats (no pass screen for them, never their hand face
up, badges, toasts, a bot taking over), and the server stopped whenever the game goes."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from uno_desktop.engine.rules import Rules
from uno_desktop.remote.phone_seat import PhoneSeat
from uno_desktop.session import SeatConfig, Session
from uno_desktop.storage import Storage
from uno_desktop.ui import routes
from uno_desktop.ui.app import App
from uno_desktop.ui.scenes.menu import MenuScene
from uno_desktop.ui.scenes.new_game import NewGameScene
from uno_desktop.ui.scenes.phone_lobby import PhoneLobbyScene
from uno_desktop.ui.table.bot_seat import BotSeat
from uno_desktop.ui.table.overlays.pass_screen import PassScreenScene
from uno_desktop.ui.table.phone_badges import draw_badges
from uno_desktop.ui.table.scene import TableScene

from ..ui.shell_helpers import click, settle, shell_app
from ..ui.table_helpers import factory
from .helpers import PhoneClient


@pytest.fixture
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The "LAN address" is loopback: these tests never listen on a real network."""
    monkeypatch.setattr("uno_desktop.remote.address.lan_address", lambda: "127.0.0.1")


@pytest.fixture
def app(tmp_path: Path, loopback: None) -> Iterator[App]:
    with shell_app(tmp_path) as application:
        yield application


def seats(*kinds: str) -> list[SeatConfig]:
    names = ("Asha", "Bruno", "Chloé", "Dev")
    return [SeatConfig(k, names[i], "normal") for i, k in enumerate(kinds)]


def port_closed(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) != 0


def run(coro: Any) -> Any:
    return asyncio.run(coro)


async def join(hub: Any, seat: int) -> tuple[aiohttp.ClientSession, PhoneClient]:
    session = aiohttp.ClientSession()
    client = PhoneClient(session, hub)
    welcome = await client.hello(token=hub.keys[seat].token)
    assert welcome["type"] == "welcome"
    return session, client


def lobby_of(app: App, kinds: tuple[str, ...], host: str | None = "127.0.0.1"
             ) -> PhoneLobbyScene:
    session = Session.new(Rules(), seats(*kinds), seed=5)
    app.push(MenuScene())
    lobby = PhoneLobbyScene(session, routes.TableOptions(bot_factory=factory()), host=host)
    app.push(lobby)
    settle(app, 2)
    return lobby


# --- New game ---------------------------------------------------------------------------------


def test_new_game_offers_phone_seats_and_the_hosts_phone_settings(app: App) -> None:
    app.push(MenuScene())
    scene = app.router.push(routes.NEW_GAME, None)
    assert isinstance(scene, NewGameScene)
    settle(app, 2)
    row = scene.rows[1]
    assert [v for v, _ in row.kind.options] == ["person", "phone", "bot"]
    assert not scene.takeover.visible and not scene.interface.visible  # no phone: no settings
    row.kind.step(-1)  # bot -> phone
    assert scene.seats[1]["kind"] == "phone" and not row.level.visible
    assert scene.takeover.visible and scene.interface.visible
    assert [v for v, _ in scene.takeover.options] == [0, 30, 60, 120]
    scene.takeover.step(1)
    scene.interface.step(1)
    settings = app.services.settings
    assert settings.phone_takeover == 120 and settings.phone_interface == "any"
    scene.interface.step(1)
    click(app, scene.start_button.rect.center, 3)
    lobby = app.scene
    assert isinstance(lobby, PhoneLobbyScene) and lobby.hub is not None
    assert lobby.session.phones() == [1]
    assert app.services.settings.last_seats[1]["kind"] == "phone"
    port = lobby.hub.port
    click(app, lobby.back_button.rect.center, 2)  # Back: the server stops, New game again
    assert app.scene is scene and port_closed(port)


def test_a_game_without_phones_goes_straight_to_the_table(app: App) -> None:
    app.push(MenuScene())
    scene = app.router.push(routes.NEW_GAME, None)
    settle(app, 2)
    click(app, scene.start_button.rect.center, 2)
    assert isinstance(app.scene, TableScene) and app.scene.phones is None


# --- The lobby --------------------------------------------------------------------------------


def test_the_lobby_shows_each_phone_seat_and_starts_once_they_joined(app: App) -> None:
    lobby = lobby_of(app, ("person", "phone", "phone", "bot"))
    hub = lobby.hub
    assert hub is not None and hub.base_url.startswith("http://127.0.0.1:")
    assert [c.seat for c in lobby.cards] == [1, 2]
    assert all(c.qr is not None for c in lobby.cards)
    t = app.services.translator
    assert lobby.start_button.label == t.t("lobby-start-anyway")
    assert not lobby.cards[0].free.enabled  # nobody to send away yet

    async def both() -> None:
        s1, c1 = await join(hub, 1)
        s2, c2 = await join(hub, 2)
        settle(app, 2)
        assert lobby.start_button.label == t.t("lobby-start")
        assert lobby.cards[0].free.enabled
        click(app, lobby.cards[0].free.rect.center)  # Free this seat: that phone is sent away
        gone = await c1.until("error")
        assert gone["reason"] == "freed"
        settle(app, 2)
        assert lobby.start_button.label == t.t("lobby-start-anyway")
        for s in (s1, s2):
            await s.close()

    run(both())
    click(app, lobby.start_button.rect.center, 2)
    table = app.scene
    assert isinstance(table, TableScene) and table.phones is not None
    assert table.phones.hub is hub and hub.running
    assert app.frame_waiter == table.phones.wait


def test_the_lobby_gives_hints_to_the_phone_seats_whose_person_asked(app: App) -> None:
    people = seats("person", "phone", "phone")
    people[0] = SeatConfig("person", "Asha", hints=True)
    people[1] = SeatConfig("phone", "Bruno", hints=True)
    session = Session.new(Rules(), people, seed=5)
    app.push(MenuScene())
    lobby = PhoneLobbyScene(session, routes.TableOptions(bot_factory=factory()),
                            host="127.0.0.1")
    app.push(lobby)
    settle(app, 2)
    assert lobby.hub is not None
    assert {s: link.hints for s, link in lobby.hub.links.items()} == {1: True, 2: False}


def test_a_server_that_cannot_start_is_told_and_the_game_does_not_start(app: App) -> None:
    lobby = lobby_of(app, ("person", "phone"), host="192.0.2.1")  # not this machine's address
    assert lobby.hub is None and lobby.error is not None
    assert lobby.error.startswith(app.services.translator.t("lobby-error", detail="").strip())
    assert not lobby.start_button.enabled
    click(app, lobby.start_button.rect.center, 2)
    assert app.scene is lobby
    click(app, lobby.back_button.rect.center, 2)
    assert isinstance(app.scene, MenuScene)


def test_every_interface_is_said_in_the_lobby(app: App) -> None:
    app.services.settings = app.services.settings.with_changes(phone_interface="any")
    lobby = lobby_of(app, ("person", "phone"), host=None)
    assert lobby.hub is not None and lobby.hub.everywhere
    assert lobby.hub.host == "0.0.0.0" and lobby.hub.base_url.startswith("http://127.0.0.1:")
    from uno_desktop.ui.scenes.common import recording

    with recording() as drawn:
        app.draw()
    texts = " ".join(r.text for r in drawn)
    assert app.services.translator.t("lobby-everywhere", address="0.0.0.0") in texts


# --- The table ----------------------------------------------------------------------------------


def table_with_phones(app: App, kinds: tuple[str, ...], timeout: int = 60) -> TableScene:
    app.services.settings = app.services.settings.with_changes(phone_takeover=timeout,
                                                               animation_speed="instant")
    lobby = lobby_of(app, kinds)
    lobby.start()
    settle(app, 3)
    table = app.scene
    while not isinstance(table, TableScene):
        app.pop()
        table = app.scene
    return table


def test_a_phone_seats_hand_is_never_face_up_and_it_is_never_passed_the_screen(app: App) -> None:
    table = table_with_phones(app, ("phone", "bot", "phone", "bot"))
    privacy = table.privacy
    assert privacy.persons == [] and not privacy.autoplay
    for seat in range(4):  # no person at the screen: no hand shown at all (phones look on)
        assert not privacy.hand_visible(seat)
        assert not privacy.must_pass_to(seat)
    assert privacy.input_seat() is None


def test_a_keyboard_seat_beside_phones_passes_the_screen(app: App) -> None:
    table = table_with_phones(app, ("person", "phone", "bot"))
    privacy = table.privacy
    assert privacy.family and privacy.must_pass_to(0)
    assert not privacy.must_pass_to(1)
    # Nobody passes anything to a phone: the screen asks the others to look away.
    assert PassScreenScene(table, 0).title_id() == "table-look-away"
    privacy.take_screen(0)
    assert privacy.hand_visible(0) and not privacy.hand_visible(1)


def test_two_keyboard_seats_beside_a_phone_pass_the_screen_to_each_other(app: App) -> None:
    table = table_with_phones(app, ("person", "phone", "person"))
    assert PassScreenScene(table, 2).title_id() == "table-pass-screen"


def test_badges_and_toasts_follow_the_phones_and_a_bot_takes_over(app: App) -> None:
    table = table_with_phones(app, ("phone", "bot", "phone", "bot"), timeout=30)
    phones = table.phones
    assert phones is not None
    hub = phones.hub
    t = app.services.translator
    assert phones.badge(0) == "waiting" and phones.badge(1) is None

    async def drop_and_back() -> None:
        session, client = await join(hub, 0)
        settle(app, 2)
        assert phones.badge(0) == "connected"
        await client.close()
        for _ in range(50):
            settle(app, 1)
            if phones.badge(0) == "dropped":
                break
        assert phones.badge(0) == "dropped"
        assert table.ui.toast is not None
        assert table.ui.toast[0] == t.t("table-phone-dropped", player="Asha")
        client2 = PhoneClient(session, hub)
        back = await client2.hello(token=hub.keys[0].token, resume=client.resume)
        assert back["type"] == "welcome"
        settle(app, 2)
        assert phones.badge(0) == "connected"
        assert table.ui.toast[0] == t.t("table-phone-back", player="Asha")
        await session.close()

    run(drop_and_back())
    # Seat 2's phone never came: after 30 s of the table's clock a bot plays it.
    assert isinstance(table.seating.controllers[2], PhoneSeat)
    for _ in range(400):
        app.step([], 0.1)
        if isinstance(table.seating.controllers[2], BotSeat):
            break
    assert isinstance(table.seating.controllers[2], BotSeat)
    assert 30.0 <= table.director.clock <= 31.0  # away since the table began
    assert phones.badge(2) == "bot"
    assert table.ui.toast is not None
    assert table.ui.toast[0] == t.t("table-phone-bot", player="Chloé")
    assert table.layout is not None
    badges = table.looks.moving().badges
    assert {seat for seat, _ in badges} == set(phones.controllers) | phones.bot_seats
    drawn = draw_badges(app.screen, table.layout, badges, table.ctx.tr)
    assert len(drawn) == 2  # the two phone seats, nobody else


def test_the_server_stops_when_the_player_leaves_the_table_or_the_game_closes(app: App) -> None:
    table = table_with_phones(app, ("person", "phone"))
    assert table.phones is not None
    port = table.phones.hub.port
    app.router.back_to(routes.MENU)
    assert isinstance(app.scene, MenuScene)
    assert port_closed(port) and app.frame_waiter is None
    table = table_with_phones(app, ("person", "phone"))
    assert table.phones is not None
    port = table.phones.hub.port
    app.close()
    assert port_closed(port) and not app.scenes


def test_continuing_a_saved_game_with_phones_goes_through_the_lobby_with_fresh_keys(
    tmp_path: Path, loopback: None
) -> None:
    session = Session.new(Rules(), seats("person", "phone", "bot"), seed=3)
    Storage(tmp_path).save_autosave(session.to_dict())
    with shell_app(tmp_path) as app:
        app.push(MenuScene())
        click(app, app.scene.buttons["continue"].rect.center, 2)
        lobby = app.scene
        assert isinstance(lobby, PhoneLobbyScene) and lobby.hub is not None
        first = lobby.hub.keys[1].token
        click(app, lobby.back_button.rect.center, 2)
        click(app, app.scene.buttons["continue"].rect.center, 2)
        again = app.scene
        assert isinstance(again, PhoneLobbyScene) and again.hub is not None
        assert again.hub.keys[1].token != first
