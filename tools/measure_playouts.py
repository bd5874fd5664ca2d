"""Playouts per second of the hard bot's search: copy a sampled world, play it on for ``depth``
actions with the heuristic (``bots.hard.rollout``), as the search does for every candidate.

    python tools/measure_playouts.py [--rules official] [--players 2] [--positions 300]

Run it from another checkout (``cd /tmp/base && python /path/to/measure_playouts.py``) to
compare with an earlier engine: it uses ``Game.copy_into`` on a quiet scratch game where the
engine has it (the lean path) and ``Game.copy`` otherwise. Positions are taken from random
rounds near their end (a hand of four cards or less), where the hard bot searches.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from uno_desktop.bots import hard
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view


def positions(rules: Rules, players: int, count: int, seed: int) -> list[Game]:
    rng = random.Random(seed)
    out: list[Game] = []
    while len(out) < count:
        game, _ = Game.new_round(rules, players, rng)
        while not game.over and len(out) < count:
            if min(len(h) for s, h in enumerate(game.hands) if game.active[s]) <= 4:
                out.append(game.copy(len(out)))
            game.apply(rng.choice(game.legal_actions()))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", default="official")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--per-world", type=int, default=4, help="playouts per sampled world")
    parser.add_argument("--depth", type=int, default=8)
    args = parser.parse_args()
    rules = Rules.preset(args.rules)
    rng = random.Random(1)
    worlds = []
    for game in positions(rules, args.players, args.positions, 7):
        try:
            worlds.append((Game.sampled_from(seat_view(game, game.decision.seat), rng),
                           game.decision.seat))
        except ValueError:
            continue
    lean = hasattr(Game, "copy_into")
    scratch = worlds[0][0].copy(0, quiet=True) if lean else None
    playouts = actions = 0
    start = time.perf_counter()
    for world, me in worlds:
        for k in range(args.per_world):
            if scratch is not None:
                world.copy_into(scratch)
                scratch.rng.seed(k)
                game = scratch
            else:
                game = world.copy(k)
            turn = game.turn_no
            hard.rollout(game, me, random.Random(k), args.depth, 0.35)
            playouts += 1
            actions += game.turn_no - turn
    seconds = time.perf_counter() - start
    print(json.dumps({"rules": args.rules, "players": args.players, "lean": lean,
                      "playouts": playouts, "depth": args.depth,
                      "playouts_per_second": round(playouts / seconds),
                      "turns_per_second": round(actions / seconds)}))


if __name__ == "__main__":
    main()
