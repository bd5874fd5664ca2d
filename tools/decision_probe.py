"""A diagnostic, never a player: how good are the hard bot's search choices, setting by setting?

Win rates need 4,000 games to tell two search settings 1.5 points apart. This probe is paired
instead: the hard bot plays with its shipped settings, and at every decision it searches, the
search also runs once per setting of ``SETTINGS`` on the same position (same memory, same random
state). Each choice is then valued on the real deal — ``--playouts`` playouts of the engine's
default policy from the true hands, the draw pile shuffled again, the same dice for every
candidate — against the heuristic's own pick. Summed over the games, a setting's *gain* is the
wins its overrides add, in the policy's terms (for the shipped bot about 10 per 200 games against
today's hard bot, which is about the 5 points the search is worth in real games).

It reads hidden cards (the tournament's real game, as ``oracle_bot`` watches it), so it runs
only from here:

    UNO_FROZEN_CHECKOUT=/tmp/base PYTHONPATH=tools python tools/decision_probe.py \\
        --games 200 --seed 21 --opponent frozen_bot:FrozenHard

Settings change only how a search runs (``prior``, ``worlds``, ``budget``, ``samples``, ``z``,
``min_worlds`` and the opponent model's ``temperature``; the head start only of searches near the
end, the earlier heads-up ones keep ``far_prior``), never when the bot searches: a choice
made earlier in the round is valued as if both players then followed the policy, while the real
bot searches again later and mends much of what the policy gets wrong, so the probe overstates
searching earlier (docs/bots.md, fifth session).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from collections.abc import Sequence

from oracle_bot import real_game  # it watches the tournament's real game

from uno_desktop.bots import evidence, tournament
from uno_desktop.bots.hard import HardBot, Reach
from uno_desktop.engine.actions import Action
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.game import Game
from uno_desktop.engine.rollout import play_on
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import SeatView

# Each setting: HardBot attributes (``budget`` in seconds) and ``temperature`` for the model.
SETTINGS: dict[str, dict[str, float]] = {
    "shipped": {},
    "head start 0.08": {"prior": 0.08},
    "temperature 0.3": {"temperature": 0.3},
    "60 ms, 120 worlds": {"budget": 0.06, "worlds": 120},
    "the fourth session's": {"prior": 0.08, "temperature": 0.3, "budget": 0.06, "worlds": 120},
}

GAIN: dict[str, float] = defaultdict(float)
OVERRIDES: dict[str, int] = defaultdict(int)
PLAYOUTS = 200


def real_values(game: Game, me: int, cands: Sequence[Action], seed: int, depth: int,
                sharpness: float) -> list[float | None]:
    """Each candidate's win chance on the real deal under the default policy, played on as the
    bot's own playouts are (``depth``, ``sharpness``; None: illegal)."""
    rng = random.Random(seed)
    seeds = [rng.getrandbits(32) for _ in range(PLAYOUTS)]
    values: list[float | None] = []
    for action in cands:
        total: float | None = 0.0
        for s in seeds:
            world = game.copy(s, quiet=True)
            random.Random(s).shuffle(world.draw_pile)
            try:
                world.apply(action)
            except IllegalAction:
                total = None
                break
            total += play_on(world, me, random.Random(s), depth, sharpness)
        values.append(None if total is None else total / PLAYOUTS)
    return values


class Probe(HardBot):
    """The shipped hard bot, whose every search is repeated under each setting and judged."""

    def search(self, view: SeatView, cands: list[Action], prior_index: int,
               reach: Reach | None = None) -> Action:
        state = self.rng.getstate()
        shipped = {k: getattr(self, k) for k in ("prior", "worlds", "budget", "samples", "z",
                                                 "min_worlds")}
        temperature = evidence.TEMPERATURE
        near = reach is None or reach == self._near(view)
        picks: dict[str, int] = {}
        for name, setting in SETTINGS.items():
            self.rng.setstate(state)
            for key, value in setting.items():
                if key == "temperature":
                    evidence.TEMPERATURE = value
                else:
                    setattr(self, key, type(shipped[key])(value))
            try:
                # A near search takes the setting's head start; a far one keeps its own.
                picks[name] = cands.index(super().search(view, list(cands), prior_index,
                                                         None if near else reach))
            finally:
                for key, value in shipped.items():
                    setattr(self, key, value)
                evidence.TEMPERATURE = temperature
        if any(i != prior_index for i in picks.values()):
            game = real_game()
            values = real_values(game, view.seat, cands, len(game.discard) * 7919 + view.seat,
                                 self.depth, self.sharpness)
            base = values[prior_index]
            for name, i in picks.items():
                value = values[i]
                if i != prior_index and value is not None and base is not None:
                    GAIN[name] += value - base
                    OVERRIDES[name] += 1
        return cands[picks["shipped"]]


def main(argv: list[str] | None = None) -> int:
    global PLAYOUTS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--playouts", type=int, default=200)
    parser.add_argument("--opponent", default="frozen_bot:FrozenHard")
    parser.add_argument("--rules", default="official")
    args = parser.parse_args(argv)
    PLAYOUTS = args.playouts
    sys.modules.setdefault("decision_probe", sys.modules[__name__])  # the plug-in is this module
    specs = ["decision_probe:Probe", args.opponent]
    records = tournament.run_games(specs, Rules.preset(args.rules), 2, args.games, args.seed,
                                   workers=1)
    for row in tournament.summarize(specs, records):
        print(f"{row['name']:<28} win rate {row['win_rate']:.3f}")
    for name in SETTINGS:
        print(f"{name:<28} gain {GAIN[name]:7.2f} wins  ({OVERRIDES[name]} overrides)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
