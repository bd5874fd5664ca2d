"""Headless games for benchmarks and tournaments: ``python -m uno_desktop.sim``.

Without ``--bots`` every seat plays a random legal move (and now and then a random reaction:
an UNO call, a catch, a jump-in), which measures the engine itself. A *game* is one round dealt
and played to its end, the unit a searching bot simulates; ``--match`` plays whole matches to
the rules' target instead.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

from .engine import ENGINE
from .engine.cards import BOXES
from .engine.errors import RulesError
from .engine.game import Game
from .engine.match import Match
from .engine.playout import random_round
from .engine.rules import DEFAULT, PRESETS, Rules


def load_rules(name_or_file: str, box: str | None = None) -> Rules:
    """A preset name, or a JSON file of rule options (missing options keep their default; a
    file may name its ``box``). With ``box``: that box's rules (``Rules.for_box``) with every
    option the preset or file sets away from the defaults (refused when the box fixes it)."""
    if name_or_file in PRESETS:
        rules = Rules.preset(name_or_file)
    else:
        path = Path(name_or_file)
        if not path.is_file():
            raise RulesError("unknown_preset", f"{name_or_file!r} is neither a preset nor a file")
        rules = Rules.from_dict(json.loads(path.read_text(encoding="utf-8")))
    if box is None:
        return rules
    changes = {name: value for name, value in rules.to_dict().items()
               if name != "box" and value != getattr(DEFAULT, name)}
    return Rules.for_box(box, **changes)


def play_rounds(rules: Rules, players: int, games: int, seed: int,
                lean: bool = False) -> dict[str, float]:
    rng = random.Random(seed)
    turns = 0
    start = time.perf_counter()
    for i in range(games):
        game, _ = Game.new_round(rules, players, rng, dealer=i % players)
        game.quiet = lean
        turns += random_round(game, rng)
    elapsed = time.perf_counter() - start
    return {"games": games, "rounds": games, "turns": turns, "seconds": elapsed}


def play_matches(rules: Rules, players: int, games: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    turns = rounds = 0
    start = time.perf_counter()
    for _ in range(games):
        match = Match(rules, players, rng.randrange(2**32))
        match.start()
        while True:
            assert match.game is not None
            turns += random_round(match.game, rng)
            match.settle()
            rounds += 1
            if match.over or (rules.scoring == "lazy" and rounds % 10 == 0):
                break
            match.next_round()
    elapsed = time.perf_counter() - start
    return {"games": games, "rounds": rounds, "turns": turns, "seconds": elapsed}


def _play_chunk(job: tuple[Rules, int, int, int, bool, bool]) -> dict[str, float]:
    rules, players, games, seed, match, lean = job
    if match:
        return play_matches(rules, players, games, seed)
    return play_rounds(rules, players, games, seed, lean)


def run_games(rules: Rules, players: int, games: int, seed: int, match: bool = False,
              workers: int = 1, lean: bool = False) -> dict[str, float]:
    """Play ``games`` split over ``workers`` processes; each chunk has its own derived seed, so
    a seed and a worker count always give the same totals."""
    workers = max(1, min(workers, games))
    sizes = [games // workers + (1 if i < games % workers else 0) for i in range(workers)]
    jobs = [(rules, players, size, seed * 1000 + i, match, lean)
            for i, size in enumerate(sizes)]
    if workers == 1:
        parts = [_play_chunk(jobs[0])]
    else:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            parts = pool.map(_play_chunk, jobs)
    return {key: sum(part[key] for part in parts) for key in parts[0]}


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m uno_desktop.sim", description=__doc__)
    parser.add_argument("--players", type=int, default=2, help="seats at the table (2-10)")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--rules", default="official", help="a preset name or a JSON rules file")
    parser.add_argument("--box", choices=BOXES, default=None,
                        help="the box dealt (default: the rules' own, classic for a preset); "
                        "its fixed options and defaults under the --rules options")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--match", action="store_true", help="play whole matches, not rounds")
    parser.add_argument("--lean", action="store_true",
                        help="rounds without event objects: the playout path searches use")
    parser.add_argument("--workers", type=int, default=1,
                        help=f"processes to spread the games over ({os.cpu_count()} cores here)")
    parser.add_argument("--bots", help="a tournament between bots: a comma-separated list of "
                        "levels (random, easy, normal, hard) or plug-in paths pkg.mod:Class")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        rules = load_rules(args.rules, args.box)
        if args.bots is None:
            rules.check_players(args.players)
    except (RulesError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.bots is not None:
        from .bots.tournament import run_tournament

        return run_tournament(args, rules)
    start = time.perf_counter()
    if args.lean and args.match:
        print("error: --lean plays rounds, not matches", file=sys.stderr)
        return 2
    stats = run_games(rules, args.players, args.games, args.seed, args.match, args.workers,
                      args.lean)
    seconds = time.perf_counter() - start
    stats.pop("seconds")
    result = {
        "players": args.players,
        "rules": args.rules,
        "box": rules.box,
        "seed": args.seed,
        **stats,
        "mean_turns_per_game": stats["turns"] / max(1, stats["games"]),
        "workers": args.workers,
        "games_per_second": stats["games"] / seconds if seconds else 0.0,
        "seconds": seconds,
        "engine": ENGINE,
        "lean": args.lean,
    }
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>20}: {value:.1f}" if isinstance(value, float) else f"{key:>20}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
