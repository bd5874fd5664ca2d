"""Playouts per second of the hard bot's search: copy a sampled world into a quiet scratch game
and play it on for ``depth`` actions (0: to the end of the round), as the search does for every
candidate.

    python tools/measure_playouts.py [--rules official] [--players 2] [--depth 8]
                                     [--policy compiled|heuristic]

``--policy compiled`` is what the hard bot plays out with: the engine's default policy
(``engine.rollout.play_on``, compiled with the engine). ``--policy heuristic`` is how it played
out before (the normal bot's heuristic with the hard weights choosing among every listed action,
through a light table object), kept here as the yardstick: run both in one process to compare.
Positions are taken from random rounds near their end (a hand of four cards or less). Rates are
per CPU-second of the process, which other jobs on the machine do not move.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time

from uno_desktop.bots.hard import HARD
from uno_desktop.bots.normal import normal_choice
from uno_desktop.engine import ENGINE
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.game import Game
from uno_desktop.engine.rollout import play_on
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view


class _Glance:
    """The few fields the heuristic reads, taken from a Game without building a SeatView."""

    __slots__ = ("seat", "players", "rules", "hand", "hand_counts", "color", "direction",
                 "active", "decision", "discard", "last_player")

    def __init__(self, game: Game) -> None:
        d = game.decision
        self.seat = d.seat
        self.players = game.n
        self.rules = game.rules
        self.hand = game.hands[d.seat]
        self.hand_counts = [len(h) for h in game.hands]
        self.color = game.color
        self.direction = game.direction
        self.active = game.active
        self.decision = d.kind
        self.discard = game.discard
        self.last_player = game.last_player


def heuristic_play_on(game: Game, me: int, rng: random.Random, depth: int,
                      sharpness: float) -> float:
    """The earlier playout: the heuristic picks from ``legal_actions`` for every seat."""
    steps = 0
    while not game.over and (depth <= 0 or steps < depth):
        options = game.legal_actions()
        action = options[0] if len(options) == 1 else normal_choice(
            _Glance(game), options, rng, HARD)
        game.apply_listed(action)
        steps += 1
    if game.over:
        result = game.result
        return 1.0 if result is not None and result.winner == me else 0.0
    weights = [math.exp(-sharpness * len(h)) if game.active[s] else 0.0
               for s, h in enumerate(game.hands)]
    return weights[me] / sum(weights)


def positions(rules: Rules, players: int, count: int, seed: int) -> list[Game]:
    rng = random.Random(seed)
    out: list[Game] = []
    while len(out) < count:
        game, _ = Game.new_round(rules, players, rng)
        while not game.over and len(out) < count:
            if (game.decision.kind is Kind.TURN
                    and min(len(h) for s, h in enumerate(game.hands) if game.active[s]) <= 4):
                out.append(game.copy(len(out)))
            game.apply(rng.choice(game.legal_actions()))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", default="official")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--per-world", type=int, default=4, help="playouts per sampled world")
    parser.add_argument("--depth", type=int, default=8, help="actions per playout; 0: to the end")
    parser.add_argument("--policy", choices=("compiled", "heuristic"), default="compiled")
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
    play = play_on if args.policy == "compiled" else heuristic_play_on
    scratch = worlds[0][0].copy(0, quiet=True)
    playouts = actions = 0
    start = time.process_time()  # CPU time: steady while other jobs share the machine
    for world, me in worlds:
        for k in range(args.per_world):
            world.copy_into(scratch)
            scratch.rng.seed(k)
            turn = scratch.turn_no
            play(scratch, me, random.Random(k), args.depth, 0.35)
            playouts += 1
            actions += scratch.turn_no - turn
    seconds = time.process_time() - start
    print(json.dumps({"rules": args.rules, "players": args.players, "engine": ENGINE,
                      "policy": args.policy, "depth": args.depth, "playouts": playouts,
                      "playouts_per_second": round(playouts / seconds),
                      "turns_per_second": round(actions / seconds)}))


if __name__ == "__main__":
    main()
