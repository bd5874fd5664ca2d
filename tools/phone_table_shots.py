"""Screenshots of the big screen with phones: the phone lobby and the table with its phone
badges, in English, French and Hindi (under SDL's dummy driver, over loopback).

    .venv/bin/python tools/phone_table_shots.py --out /tmp/shots

A 4-seat game: Asha at the keyboard, two phone seats and a bot. One phone joins (protocol
client), the other joins and drops out, so the lobby and the badges show every state; then the
table is shown after a few turns. Writes lobby-<lang>.png and table-<lang>.png.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import threading
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402

from tests.remote.helpers import PhoneClient  # noqa: E402
from uno_desktop.engine.rules import Rules  # noqa: E402
from uno_desktop.i18n import Translator  # noqa: E402
from uno_desktop.session import SeatConfig, Session  # noqa: E402
from uno_desktop.storage import Storage  # noqa: E402
from uno_desktop.ui import routes  # noqa: E402
from uno_desktop.ui.launch import build_app  # noqa: E402
from uno_desktop.ui.scenes.phone_lobby import PhoneLobbyScene  # noqa: E402

DT = 1 / 30


class Phones:
    """Protocol clients on their own event loop thread: ``join(seat)``, ``drop(seat)``."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.session: aiohttp.ClientSession | None = None
        self.clients: dict[int, PhoneClient] = {}

    def run(self, coro: object) -> object:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(10)  # type: ignore[arg-type]

    async def _join(self, hub: object, seat: int) -> None:
        if self.session is None:
            self.session = aiohttp.ClientSession()
        client = PhoneClient(self.session, hub)  # type: ignore[arg-type]
        await client.hello(token=hub.keys[seat].token)  # type: ignore[attr-defined]
        self.clients[seat] = client

    def join(self, hub: object, seat: int) -> None:
        self.run(self._join(hub, seat))

    def drop(self, seat: int) -> None:
        self.run(self.clients.pop(seat).close())

    def close(self) -> None:
        async def done() -> None:
            for client in self.clients.values():
                await client.close()
            if self.session is not None:
                await self.session.close()
        self.run(done())
        self.loop.call_soon_threadsafe(self.loop.stop)


def steps(app: object, frames: int) -> None:
    for _ in range(frames):
        app.step([], DT)  # type: ignore[attr-defined]


def shoot(lang: str, out: Path, home: Path) -> list[Path]:
    tr = Translator(lang)
    app = build_app(lang=lang, size=(1280, 720), storage=Storage(home), setup_logging=False,
                    sounds=False, fullscreen=False)
    app.services.settings = app.services.settings.with_changes(animation_speed="fast")
    names = {"en": ("Asha", "Bruno", "Chloé"), "fr": ("Asha", "Bruno", "Chloé"),
             "hi": ("आशा", "बृजेश", "चित्रा")}[lang]
    seats = [SeatConfig("person", names[0]), SeatConfig("phone", names[1]),
             SeatConfig("phone", names[2]), SeatConfig("bot", tr.t("bot-name-1"), "normal")]
    session = Session.new(Rules(), seats, seed=11)
    app.push(app.router.make(routes.MENU))
    lobby = PhoneLobbyScene(session, routes.TableOptions(), host="127.0.0.1")
    app.push(lobby)
    phones = Phones()
    shots: list[Path] = []
    try:
        assert lobby.hub is not None, lobby.error
        phones.join(lobby.hub, 1)
        steps(app, 10)
        shots.append(app.screenshot(out / f"lobby-{lang}.png"))
        phones.join(lobby.hub, 2)
        steps(app, 5)
        lobby.start()
        steps(app, 3)
        phones.drop(2)
        for _ in range(400):  # a few turns: the keyboard seat's pass screen is clicked away
            steps(app, 1)
            top = app.scene
            if type(top).__name__ == "PassScreenScene":
                top.ready()  # type: ignore[attr-defined]
            game = session.match.game
            if game is not None and game.turn_no >= 3 and type(top).__name__ == "TableScene":
                break
        steps(app, 20)
        shots.append(app.screenshot(out / f"table-{lang}.png"))
    finally:
        phones.close()
        app.close()
    return shots


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--lang", action="append", choices=("en", "fr", "hi"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        for lang in args.lang or ("en", "fr", "hi"):
            for path in shoot(lang, args.out, Path(home) / lang):
                print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
