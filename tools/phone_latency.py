"""Action round trip of a phone over loopback: from sending an action to receiving the view
that shows it applied (median and p99), measured by a protocol client.

    .venv/bin/python tools/phone_latency.py                     # 60-fps table loop
    .venv/bin/python tools/phone_latency.py --wake --load 1 --json
    .venv/bin/python tools/phone_latency.py --table --load 1      # the game's own loop

The phone is a protocol client in its own process (a phone is another device: it must not
share the table's interpreter); it waits 0.12-0.3 s before each pick, as a person does. The
table is modelled by the tests' headless host: one loop that polls the seat controllers once
per ``--frame`` seconds (the real table polls once per frame, 60 per second; with ``--wake``
it waits on ``hub.wait_for_pick`` instead of sleeping out the frame) and applies actions to a
real Match; the other seats are bots of ``--bots`` level. ``--load N`` adds N threads of bots
thinking all the time (hard-bot searches on the live game): bots thinking on their worker
thread compete with the table and the server for the interpreter.

``--table`` runs the game's real loop shape instead of the model: the App (SDL dummy driver)
with the real TableScene, drawing every frame (``--speed``: the animation speed), its bots on
their worker thread, and the frame ended in ``hub.wait_for_pick`` (the table sets it
as the App's frame waiter; ``--table`` without ``--wake`` takes it away: the loop sleeps).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402

from tests.remote.helpers import HostLoop, PhoneClient, bots_for, new_match, pick  # noqa: E402
from uno_desktop.bots.registry import make_bot  # noqa: E402
from uno_desktop.engine.rules import Rules  # noqa: E402
from uno_desktop.engine.view import seat_view  # noqa: E402
from uno_desktop.i18n import Translator, bot_names  # noqa: E402
from uno_desktop.remote.card_images import card_pngs  # noqa: E402
from uno_desktop.remote.hub import FAST_SWITCH_INTERVAL, PhoneHub  # noqa: E402


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


async def latest(phone: PhoneClient, view: dict[str, Any]) -> dict[str, Any]:
    """The newest view, once everything that arrived meanwhile is read."""
    while True:
        try:
            message = await phone.recv(timeout=0.002)
        except TimeoutError:
            return view
        if message["type"] == "view":
            view = message


async def measure(base_url: str, token: str, samples: int, seed: int) -> list[float]:
    """The phone's side (its own process): play, timing each pick until the next view."""
    rng = random.Random(seed)
    times: list[float] = []
    async with aiohttp.ClientSession() as session:
        phone = PhoneClient(session, SimpleNamespace(base_url=base_url))  # type: ignore[arg-type]
        await phone.hello(token=token)
        view = await phone.until("view")
        while len(times) < samples:
            if not view["actions"] or not view["my_turn"]:
                message = await phone.recv(timeout=60)
                if message["type"] in ("bye", "closed"):
                    break  # the match ended
                view = phone.view or view
                continue
            # A person takes a moment to tap: the pick lands at any point of the table's frame
            # (and the server's rate limit, 10 messages a second, is never the bottleneck).
            await asyncio.sleep(rng.uniform(0.12, 0.3))
            view = await latest(phone, view)
            if not view["actions"] or not view["my_turn"]:
                continue
            choice = pick(view, rng)
            sent = time.perf_counter()
            await phone.send({"type": "act", "id": choice["id"]})
            answer = await phone.recv(timeout=60)
            while answer["type"] not in ("view", "refused", "bye", "closed"):
                answer = await phone.recv(timeout=60)
            if answer["type"] in ("bye", "closed"):
                break
            if answer["type"] == "view":  # the first view made after the pick arrived
                times.append(time.perf_counter() - sent)
                view = answer
            else:  # the table changed first (a bot's UNO call or catch): pick again, unmeasured
                assert phone.view is not None
                view = phone.view
    return times


def client_main(base_url: str, token: str, samples: int, seed: int) -> int:
    times = asyncio.run(measure(base_url, token, samples, seed))
    print(json.dumps(times))
    return 0


def table_run(args: argparse.Namespace, cards: dict[str, bytes], seed: int, wanted: int) -> list[
    float
]:
    """One match: the table (host loop, bots, hub) here, the phone in a child process."""
    tr = Translator("en")
    match = new_match(4, seed=seed, rules=Rules(target=2000))
    switch = FAST_SWITCH_INTERVAL if args.switch is None else args.switch
    hub = PhoneHub.start([0], tr, bot_names(tr)[:4], host="127.0.0.1", cards=cards,
                         switch_interval=switch)
    host = HostLoop(match, {0: hub.phone_seat(0, match)}, bots_for([1, 2, 3], args.bots, seed),
                    next_rounds=True).start(args.frame, hub if args.wake else None)
    stop = threading.Event()
    loads = [threading.Thread(target=thinking_load, args=(host, stop, seed + i), daemon=True)
             for i in range(args.load)]
    for thread in loads:
        thread.start()
    child = subprocess.Popen(
        [sys.executable, __file__, "--client", hub.base_url, hub.keys[0].token,
         "--samples", str(wanted), "--seed", str(seed)],
        stdout=subprocess.PIPE, text=True,
    )
    try:
        while child.poll() is None and not match.over:
            time.sleep(0.1)
    finally:
        stop.set()
        for thread in loads:
            thread.join()
        host.stop()
        hub.stop()  # the phone hears "bye" if it is still playing
        out, _ = child.communicate(timeout=60)
    times: list[float] = json.loads(out.strip().splitlines()[-1])
    return times


def table_load(match: Any, stop: threading.Event, seed: int) -> None:
    """A hard bot thinking without pause on the live game of the real table (which changes
    under it on the main thread: a view caught half-made is simply skipped)."""
    bot = make_bot("hard", seed=seed)
    while not stop.is_set():
        try:
            game = match.game
            view = seat_view(game, game.decision.seat) if game and not game.over else None
            if view is not None and view.legal:
                bot.choose(view)
            else:
                time.sleep(0.001)
        except Exception:  # noqa: BLE001 - a load generator, not a player
            time.sleep(0.001)


def real_table_run(args: argparse.Namespace, cards: dict[str, bytes], seed: int,
                   wanted: int) -> list[float]:
    """One match at the real table scene in the App's own loop; the phone in a child
    process."""
    import tempfile

    from uno_desktop.session import SeatConfig, Session
    from uno_desktop.storage import Storage
    from uno_desktop.ui.launch import build_app
    from uno_desktop.ui.table.scene import TableScene

    tr = Translator("en")
    names = bot_names(tr)[:4]
    seats = [SeatConfig("phone", names[0])] + [SeatConfig("bot", n, args.bots)
                                                for n in names[1:]]
    session = Session.new(Rules(target=2000), seats, seed)
    switch = FAST_SWITCH_INTERVAL if args.switch is None else args.switch
    hub = PhoneHub.start([0], tr, names, host="127.0.0.1", cards=cards, switch_interval=switch)
    with tempfile.TemporaryDirectory() as home:
        app = build_app(lang="en", size=(1280, 720), storage=Storage(Path(home)),
                        setup_logging=False, sounds=False, fullscreen=False)
        # The quickest pace a player may choose: more bot turns (and thinking) per minute.
        app.services.settings = app.services.settings.with_changes(bot_pace=0.4,
                                                                   animation_speed=args.speed)
        table = TableScene(app, session, phones=hub, autoplay=True, autosave=False)
        app.push(table)
        if not args.wake:
            app.frame_waiter = None
        stop = threading.Event()
        loads = [threading.Thread(target=table_load, args=(session.match, stop, seed + i),
                                  daemon=True) for i in range(args.load)]
        for thread in loads:
            thread.start()
        child = subprocess.Popen(
            [sys.executable, __file__, "--client", hub.base_url, hub.keys[0].token,
             "--samples", str(wanted), "--seed", str(seed)],
            stdout=subprocess.PIPE, text=True,
        )
        try:
            while child.poll() is None and not session.match.over and app.running:
                app.step()
        finally:
            stop.set()
            for thread in loads:
                thread.join()
            app.close()  # the table stops the hub: the phone hears "bye"
            out, _ = child.communicate(timeout=60)
    times: list[float] = json.loads(out.strip().splitlines()[-1])
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=400)
    parser.add_argument("--frame", type=float, default=1 / 60, help="table loop period (s)")
    parser.add_argument("--bots", default="hard", help="level of the three bot seats")
    parser.add_argument("--load", type=int, default=0, help="threads of bots always thinking")
    parser.add_argument("--wake", action="store_true",
                        help="the loop waits with hub.wait_for_pick instead of sleeping")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--switch", type=float, default=None,
                        help="the hub's thread switch interval (s); 0.005 is Python's default")
    parser.add_argument("--table", action="store_true",
                        help="the real table scene in the App's loop instead of the model")
    parser.add_argument("--speed", default="fast", choices=("slow", "normal", "fast", "instant"),
                        help="--table: the animation speed (the loop draws every frame)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--client", nargs=2, metavar=("URL", "TOKEN"), help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.client:
        return client_main(args.client[0], args.client[1], args.samples, args.seed)
    cards = card_pngs()
    times: list[float] = []
    seed = args.seed
    while len(times) < args.samples:  # a match may end first: play another
        run = real_table_run if args.table else table_run
        times += run(args, cards, seed, args.samples - len(times))
        seed += 1
    ms = sorted(t * 1000 for t in times)
    result = {
        "samples": len(ms),
        "frame_ms": round(args.frame * 1000, 2),
        "bots": args.bots,
        "load_threads": args.load,
        "wake": args.wake,
        "loop": "real table" if args.table else "model",
        "switch_interval_ms": round(
            (FAST_SWITCH_INTERVAL if args.switch is None else args.switch) * 1000, 3),
        "median_ms": round(statistics.median(ms), 2),
        "p99_ms": round(ms[min(len(ms) - 1, int(len(ms) * 0.99))], 2),
        "max_ms": round(ms[-1], 2),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['samples']} actions, table loop {result['frame_ms']} ms, "
              f"{args.bots} bots, {args.load} thinking threads, wake {args.wake}, "
              f"{result['loop']} loop: "
              f"median {result['median_ms']} ms, "
              f"p99 {result['p99_ms']} ms, max {result['max_ms']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
