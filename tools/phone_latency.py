"""Action round trip of a phone over loopback: from sending an action to receiving the view
that shows it applied (median and p99), measured by a protocol client.

    .venv/bin/python tools/phone_latency.py                # 60-fps table loop, 3 hard bots
    .venv/bin/python tools/phone_latency.py --json --frame 0.001 --load 2

The table is modelled by the tests' headless host: one loop that polls the seat controllers
every ``--frame`` seconds (the real table polls once per frame, 60 per second) and applies
actions to a real Match; the other seats are bots of ``--bots`` level. ``--load N`` adds N
threads of bots thinking all the time (hard-bot searches on the live game), for the worst case
of the game thread and the server thread fighting bots for the interpreter.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402

from tests.remote.helpers import HostLoop, PhoneClient, bots_for, new_match, pick  # noqa: E402
from uno_desktop.bots.registry import make_bot  # noqa: E402
from uno_desktop.engine.view import seat_view  # noqa: E402
from uno_desktop.i18n import Translator, bot_names  # noqa: E402
from uno_desktop.remote.card_images import card_pngs  # noqa: E402
from uno_desktop.remote.hub import PhoneHub  # noqa: E402


def thinking_load(host: HostLoop, stop: threading.Event, seed: int) -> None:
    """A bot thinking without pause on the current table (as bots do on their worker thread)."""
    bot = make_bot("hard", seed=seed)
    while not stop.is_set():
        with host.lock:
            game = host.match.game
            view = None
            if game is not None and not game.over:
                seat = game.decision.seat
                view = seat_view(game, seat)
        if view is not None and view.legal:
            bot.choose(view)
        else:
            time.sleep(0.001)


async def measure(hub: PhoneHub, host: HostLoop, samples: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    times: list[float] = []
    async with aiohttp.ClientSession() as session:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[0].token)
        view = await phone.until("view")
        while len(times) < samples and not host.match.over:
            if not view["actions"] or not view["my_turn"]:
                view = await phone.until("view", timeout=30)
                continue
            choice = pick(view, rng)
            sent = time.perf_counter()
            await phone.send({"type": "act", "id": choice["id"]})
            answer = await phone.until("view", timeout=30)
            times.append(time.perf_counter() - sent)
            view = answer
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=400)
    parser.add_argument("--frame", type=float, default=1 / 60, help="table loop period (s)")
    parser.add_argument("--bots", default="hard", help="level of the three bot seats")
    parser.add_argument("--load", type=int, default=0, help="threads of bots always thinking")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    cards = card_pngs()
    times: list[float] = []
    seed = args.seed
    while len(times) < args.samples:  # a match may end first: play another
        tr = Translator("en")
        match = new_match(4, seed=seed)
        hub = PhoneHub.start([0], tr, bot_names(tr)[:4], host="127.0.0.1", cards=cards)
        host = HostLoop(match, {0: hub.phone_seat(0, match)}, bots_for([1, 2, 3], args.bots, seed),
                        next_rounds=True).start(period=args.frame)
        stop = threading.Event()
        loads = [threading.Thread(target=thinking_load, args=(host, stop, seed + i), daemon=True)
                 for i in range(args.load)]
        for thread in loads:
            thread.start()
        try:
            times += asyncio.run(measure(hub, host, args.samples - len(times), seed))
        finally:
            stop.set()
            for thread in loads:
                thread.join()
            host.stop()
            hub.stop()
        seed += 1
    ms = sorted(t * 1000 for t in times)
    result = {
        "samples": len(ms),
        "frame_ms": round(args.frame * 1000, 2),
        "bots": args.bots,
        "load_threads": args.load,
        "median_ms": round(statistics.median(ms), 2),
        "p99_ms": round(ms[min(len(ms) - 1, int(len(ms) * 0.99))], 2),
        "max_ms": round(ms[-1], 2),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['samples']} actions, table loop {result['frame_ms']} ms, "
              f"{args.bots} bots, {args.load} thinking threads: median {result['median_ms']} ms, "
              f"p99 {result['p99_ms']} ms, max {result['max_ms']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
