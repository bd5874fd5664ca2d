"""Does the phone server work inside the PyInstaller executable? Build this script with the
game's own recipe and run it (it prints what it checked and exits non-zero on any failure):

    UNO_EXE_ENTRY=tools/phone_frozen_check.py .venv/bin/pyinstaller --noconfirm \\
        --distpath build/phone-check --workpath build/pyinstaller-phone-check build.spec
    SDL_VIDEODRIVER=dummy build/phone-check/uno-desktop

It starts a phone hub on loopback for a 2-seat match, fetches the page, a font and a card face,
joins seat 0 over the WebSocket, gets its welcome and its view, and stops the hub."""

from __future__ import annotations

import asyncio
import json
import sys
import urllib.request

import aiohttp

from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.i18n import Translator
from uno_desktop.remote.hub import PhoneHub


async def phone(hub: PhoneHub) -> dict[str, object]:
    async with aiohttp.ClientSession() as session, session.ws_connect(f"{hub.base_url}ws") as ws:
        await ws.send_str(json.dumps({"type": "hello", "v": 1, "token": hub.keys[0].token}))
        welcome = json.loads((await ws.receive(timeout=10)).data)
        view = json.loads((await ws.receive(timeout=10)).data)
        return {"welcome": welcome["type"], "hand": len(view["hand"]),
                "actions": len(view["actions"])}


def main() -> int:
    match = Match(Rules(), 2, seed=1)
    match.start()
    hub = PhoneHub.start([0], Translator("hi"), ["क", "ख"], host="127.0.0.1")
    try:
        seat = hub.phone_seat(0, match)
        seat.sync(0.0)
        for path in ("", "app.js", "fonts/NotoSansDevanagari-Regular.ttf", "cards/0-7.png"):
            with urllib.request.urlopen(hub.base_url + path, timeout=10) as reply:
                print(path or "/", reply.status, len(reply.read()))
        result = asyncio.run(phone(hub))
        print(result)
        ok = result["welcome"] == "welcome" and result["hand"] == 7
    finally:
        hub.stop()
    print("phone server in the executable:", "ok" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
