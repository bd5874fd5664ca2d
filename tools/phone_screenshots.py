"""Screenshots of the phone page at 360x740 in English, French and Hindi (headless Chromium).

    .venv/bin/python tools/phone_screenshots.py --out screenshots

Starts a phone hub on loopback for a 4-seat game (the phone at seat 0, bots elsewhere), lets the
bots play until it is the phone's turn, opens the page and saves screenshots/phone-<lang>.png
once the game's web fonts are loaded (Hindi must come out shaped, never as boxes)."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.remote import browser  # noqa: E402
from tests.remote.helpers import HostLoop, bots_for, new_match  # noqa: E402
from uno_desktop.i18n import Translator, bot_names  # noqa: E402
from uno_desktop.remote.card_images import card_pngs  # noqa: E402
from uno_desktop.remote.hub import PhoneHub  # noqa: E402


def shoot(lang: str, out: Path, cards: dict[str, bytes], seed: int) -> Path:
    tr = Translator(lang)
    names = bot_names(tr)[:4]
    match = new_match(4, seed=seed)
    hub = PhoneHub.start([0], tr, names, host="127.0.0.1", cards=cards)
    host = HostLoop(match, {0: hub.phone_seat(0, match)}, bots_for([1, 2, 3]))
    driver = browser.new_driver(360, 740)
    try:
        for step in range(400):  # bots play until the phone has the turn
            host.step(float(step))
            game = match.game
            if game is not None and game.decision.seat == 0 and game.turn_no > 3:
                break
        phone = browser.BrowserPhone(driver, hub.url(0))
        phone.wait("document.body.dataset.state === 'connected' && document.body.dataset.seq")
        phone.wait("document.fonts.status === 'loaded'"
                   " && [...document.images].every(i => i.complete)")
        time.sleep(0.3)
        path = out / f"phone-{lang}.png"
        phone.screenshot(path)
        return path
    finally:
        browser.quit_driver(driver)
        hub.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    parser.add_argument("--lang", nargs="*", default=["en", "fr", "hi"])
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    reason = browser.missing()
    if reason:
        print(f"phone_screenshots: {reason}", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    cards = card_pngs()
    for lang in args.lang:
        print(shoot(lang, args.out, cards, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
