"""How long a hint takes (``presentation.hint``): N hints over varied positions, with two baselines
measured in the same run on the same positions (a busy machine slows all three): the normal
bot's decision and the hard player's own move.

    .venv/bin/python tools/hint_latency.py                 # 1,000 hints
    .venv/bin/python tools/hint_latency.py --hints 3000 --seed 2

Positions come from rounds of hard players (their shipped settings, the 80 ms cap included)
under several presets and option sets, 2 to 6 seats. At every move of a seat its hint is asked
as the table and the phone ask it: a fresh hard player seeded from the position, without the
wall-clock cap (so a hint never depends on how busy the machine is), and the line of why is
rendered in English (``--seat-player``: the seat's own hard player instead, a copy of the one
playing, with its memory and its cap). Then
the normal bot decides on the same view, and the hard player in the seat makes its move (the
search a hint repeats, at the table's cost). Times are wall-clock milliseconds; reported: median,
p90, p99 and max, how many hints searched and how many the search's clock cut short.
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from uno_desktop.bots.hard import HardBot  # noqa: E402
from uno_desktop.bots.normal import NormalBot  # noqa: E402
from uno_desktop.bots.tournament import TURN_PACE  # noqa: E402
from uno_desktop.engine import ENGINE  # noqa: E402
from uno_desktop.engine.game import Game  # noqa: E402
from uno_desktop.engine.rules import Rules  # noqa: E402
from uno_desktop.engine.view import seat_view  # noqa: E402
from uno_desktop.i18n import Translator  # noqa: E402
from uno_desktop.presentation.hint import hint  # noqa: E402
from uno_desktop.presentation.words import render  # noqa: E402

NAMES = ["Asha", "Robbie", "Chloé", "Dev", "Emma", "Farid"]
TABLES: list[tuple[Rules, int]] = [
    (Rules.preset("official"), 2),
    (Rules.preset("official"), 4),
    (Rules.preset("house_party"), 3),
    (Rules.preset("chat_classic"), 5),
    (Rules.preset("official"), 6),
    (Rules.preset("house_party"), 2),
    (Rules(swap_on_five=True, double_play=True), 4),
    (Rules(draw_until_playable=True, stacking="deflect", blank_cards="draw_ten"), 3),
]


class Times:
    def __init__(self) -> None:
        self.hint: list[float] = []
        self.normal: list[float] = []
        self.hard: list[float] = []
        self.searched = 0
        self.capped = 0


def one_round(rules: Rules, players: int, seed: int, times: Times, wanted: int,
              fresh: bool = True) -> None:
    tr = Translator("en")
    game, _ = Game.new_round(rules, players, random.Random(seed), dealer=seed % players)
    bots = [HardBot(1000 * seed + s) for s in range(players)]
    normal = NormalBot(seed)
    for _ in range(3000):
        if game.over or len(times.hint) >= wanted:
            return
        offers = []
        for s in range(players):
            if game.reaction_actions(s):
                offer = bots[s].react(seat_view(game, s))
                if offer is not None and offer[1] < TURN_PACE:
                    offers.append((offer[1], s, offer[0]))
        if offers:
            game.apply(min(offers)[2])
            continue
        seat = game.decision.seat
        view = seat_view(game, seat)
        start = time.perf_counter()
        if fresh:  # as the table and the phone ask: a fresh hard player, seeded, uncapped
            got = hint(view, NAMES, seed=seed * 31 + seat)
        else:  # the seat's own hard player (a copy, so the round goes on unchanged)
            twin = copy.deepcopy(bots[seat])
            twin.recall(view)
            got = hint(view, NAMES, twin)
        if got is not None:
            render(tr, got.why)
        took = time.perf_counter() - start
        if got is not None:
            times.hint.append(took * 1000.0)
            times.searched += got.worlds > 0
            times.capped += got.capped
            start = time.perf_counter()
            normal.choose(view)
            times.normal.append((time.perf_counter() - start) * 1000.0)
        start = time.perf_counter()
        action = bots[seat].choose(view)
        if got is not None:
            times.hard.append((time.perf_counter() - start) * 1000.0)
        game.apply(action)


def summary(name: str, values: list[float]) -> str:
    ordered = sorted(values)
    cuts = statistics.quantiles(ordered, n=100, method="inclusive")
    return (f"{name:<22} median {statistics.median(ordered):7.2f}  p90 {cuts[89]:7.2f}  "
            f"p99 {cuts[98]:7.2f}  max {ordered[-1]:7.2f}  ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hints", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seat-player", action="store_true",
                        help="ask the seat's own hard player (memory, 80 ms cap) instead of "
                             "a fresh uncapped one, the table's and the phone's way")
    args = parser.parse_args(argv)
    times = Times()
    seed = args.seed * 10_000
    started = time.perf_counter()
    while len(times.hint) < args.hints:
        rules, players = TABLES[seed % len(TABLES)]
        one_round(rules, players, seed, times, args.hints, fresh=not args.seat_player)
        seed += 1
    print(f"hint latency: {len(times.hint)} hints over {seed - args.seed * 10_000} rounds, "
          f"engine {ENGINE}, {time.perf_counter() - started:.0f} s")
    print(summary("hint (hard player)", times.hint))
    print(summary("baseline: normal bot", times.normal))
    print(summary("the hard player's move", times.hard))
    asked = ("the seat's own hard player (memory, 80 ms cap)" if args.seat_player
             else "a fresh hard player, seeded, uncapped (the table's and the phone's way)")
    print(f"hints asked of {asked}")
    print(f"searched {times.searched} ({100 * times.searched / len(times.hint):.1f} %), "
          f"cut by the 80 ms clock {times.capped} ({100 * times.capped / len(times.hint):.1f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
