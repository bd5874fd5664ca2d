"""Bot tournaments: ``python -m uno_desktop.sim --bots hard,normal --games G --rules R --seed S``.

A *game* is one round dealt and played to its end (as in the engine benchmark of ``sim.py``).
Seats rotate across games: with k bots, the k games of one deal use the same shuffled deck with
the bot list shifted by one seat each time (duplicate deals remove most of the luck of the
cards); with more seats than bots the list is cycled. Reactions (UNO call, catch, jump-in) are
raced: after every action each bot with an open reaction is asked, and the fastest offer is
applied if it comes before the seat to move would act (``TURN_PACE`` seconds, the pace of a
bot's move at the table). Results are the same for a seed whatever the number of workers.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any

from ..engine.errors import IllegalAction
from ..engine.game import Game
from ..engine.rules import Rules
from ..engine.view import seat_view
from .registry import BotLoadError, make_bot

TURN_PACE = 1.5  # seconds a seat takes to move at the table: reactions faster than this win
MAX_ACTIONS = 20_000  # a round longer than this is stopped and counted without a winner
WORKERS = 2  # this machine's cores


class BotError(RuntimeError):
    """A bot answered with an action the engine refused."""


@dataclass
class GameRecord:
    seats: list[int]  # entry index per seat
    winner: int  # seat, or -1 if the round was stopped
    points: int  # winner-takes points of the winner
    times: dict[int, list[float]] = field(default_factory=dict)  # entry -> choose() ms


def deal_seed(seed: int, deal: int) -> int:
    return (seed * 1_000_003 + deal) & 0xFFFF_FFFF_FFFF


def play_game(specs: list[str], rules: Rules, players: int, seed: int, index: int) -> GameRecord:
    k = len(specs)
    deal, shift = divmod(index, k)
    seats = [(s + shift) % k for s in range(players)]
    bots = [make_bot(specs[e], seed=deal_seed(seed, index * 16 + s + 1)) for s, e in
            enumerate(seats)]
    rng = random.Random(deal_seed(seed, deal))
    game, _ = Game.new_round(rules, players, rng, dealer=deal % players)
    record = GameRecord(seats, -1, 0, {e: [] for e in set(seats)})

    def timed(seat: int, ms: float) -> None:
        record.times[seats[seat]].append(ms)

    play_round(game, bots, timed)
    if game.over and game.result is not None:
        record.winner = game.result.winner
        values = game.result.values
        record.points = sum(values) - values[record.winner]
    return record


def play_round(game: Game, bots: list[Any],
               timed: Callable[[int, float], None] | None = None) -> int:
    """Play a dealt round to its end (or ``MAX_ACTIONS``) with one bot per seat, racing
    reactions; ``timed(seat, ms)`` gets the wall time of every choose(). Returns actions."""
    for step in range(MAX_ACTIONS):
        if game.over:
            return step
        if _race_reactions(game, bots):
            continue
        seat = game.decision.seat
        view = seat_view(game, seat)
        start = time.perf_counter()
        action = bots[seat].choose(view)
        if timed is not None:
            timed(seat, (time.perf_counter() - start) * 1000.0)
        _apply(game, action, type(bots[seat]).__name__)
    return MAX_ACTIONS


def _race_reactions(game: Game, bots: list[Any]) -> bool:
    """Apply the fastest reaction offered before the seat to move acts; True if one was."""
    best: tuple[float, int, Any] | None = None
    for s in range(game.n):
        if not game.reaction_actions(s):
            continue
        view = seat_view(game, s)
        offer = bots[s].react(view)
        if offer is None:
            continue
        action, delay = offer
        if action not in view.legal:
            raise BotError(f"bot of seat {s} offered an illegal reaction {action!r}")
        if delay < TURN_PACE and (best is None or delay < best[0]):
            best = (delay, s, action)
    if best is None:
        return False
    _apply(game, best[2], type(bots[best[1]]).__name__)
    return True


def _apply(game: Game, action: Any, who: str) -> None:
    try:
        game.apply(action)
    except IllegalAction as exc:
        raise BotError(f"{who} played an illegal action {action!r}: {exc.code}") from exc


def _play_chunk(job: tuple[list[str], Rules, int, int, list[int]]) -> list[GameRecord]:
    specs, rules, players, seed, indices = job
    return [play_game(specs, rules, players, seed, i) for i in indices]


def run_games(specs: list[str], rules: Rules, players: int, games: int, seed: int,
              workers: int = WORKERS) -> list[GameRecord]:
    """All games in index order; split in chunks over ``workers`` processes when it pays."""
    chunk = max(1, min(50, games // (8 * max(1, workers))))
    jobs = [(specs, rules, players, seed, list(range(i, min(games, i + chunk))))
            for i in range(0, games, chunk)]
    if workers <= 1 or games < 8:
        return [r for job in jobs for r in _play_chunk(job)]
    with get_context("fork").Pool(workers) as pool:
        return [r for part in pool.imap(_play_chunk, jobs) for r in part]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def labels_for(specs: list[str]) -> list[str]:
    """Report names: the spec, with #2, #3 ... when the same bot is listed twice."""
    out: list[str] = []
    for spec in specs:
        name = spec
        i = 2
        while name in out:
            name = f"{spec}#{i}"
            i += 1
        out.append(name)
    return out


def summarize(specs: list[str], records: list[GameRecord]) -> list[dict[str, Any]]:
    rows = []
    for e, name in enumerate(labels_for(specs)):
        played = [r for r in records if e in r.seats]
        won = [r for r in played if r.winner >= 0 and r.seats[r.winner] == e]
        times = [t for r in played for t in r.times.get(e, [])]
        low, high = wilson(len(won), len(played))
        rows.append({
            "name": name,
            "games": len(played),
            "wins": len(won),
            "win_rate": len(won) / len(played) if played else 0.0,
            "ci95_low": low,
            "ci95_high": high,
            "mean_points": sum(r.points for r in won) / len(played) if played else 0.0,
            "decision_ms_mean": sum(times) / len(times) if times else 0.0,
            "decision_ms_p99": percentile(times, 0.99),
        })
    return rows


def run_tournament(args: argparse.Namespace, rules: Rules) -> int:
    """The simulator's ``--bots`` mode; returns the process exit code."""
    specs = [s.strip() for s in str(args.bots).split(",") if s.strip()]
    try:
        if not specs:
            raise BotLoadError("--bots needs at least one bot")
        for spec in specs:
            make_bot(spec, seed=0)
        rules.check_players(args.players)
    except (BotLoadError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    try:
        records = run_games(specs, rules, args.players, args.games, args.seed,
                            getattr(args, "workers", WORKERS))
    except BotError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    result = {
        "players": args.players,
        "rules": args.rules if rules.box == "classic" else f"{args.rules} ({rules.box})",
        "seed": args.seed,
        "games": args.games,
        "unfinished": sum(1 for r in records if r.winner < 0),
        "seconds": time.perf_counter() - start,
        "bots": summarize(specs, records),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{args.games} games, {args.players} players, rules {result['rules']}, "
              f"seed {args.seed} ({result['seconds']:.1f} s, {result['unfinished']} stopped)")
        print(f"{'bot':<24}{'games':>7}{'wins':>7}{'win rate':>10}{'95% CI':>17}"
              f"{'points':>9}{'ms mean':>9}{'ms p99':>9}")
        for row in result["bots"]:
            ci = f"{row['ci95_low']:.3f}-{row['ci95_high']:.3f}"
            print(f"{row['name']:<24}{row['games']:>7}{row['wins']:>7}{row['win_rate']:>10.3f}"
                  f"{ci:>17}{row['mean_points']:>9.1f}{row['decision_ms_mean']:>9.2f}"
                  f"{row['decision_ms_p99']:>9.2f}")
    return 0
