"""Shared helpers of the bot tests: stacked deals, quick bots, every kind of decision."""

from __future__ import annotations

import random

from uno_desktop.bots.base import Bot
from uno_desktop.bots.careful import CarefulBot
from uno_desktop.bots.easy import EasyBot
from uno_desktop.bots.hard import HardBot
from uno_desktop.bots.normal import NormalBot
from uno_desktop.bots.random_bot import RandomBot
from uno_desktop.engine.actions import ChooseSeat, PlayCard
from uno_desktop.engine.cards import BOXES, cards_from_codes
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import (
    BOX_FIXED,
    CHOICES,
    Rules,
    first_problem,
    player_problem,
)

# The menu's levels and the careful sparring partner (a plug-in, not a menu level).
LEVELS = ("random", "easy", "normal", "hard", "careful")


def quick_bot(level: str, seed: int) -> Bot:
    """A bot of ``level``; the hard one with a small search so tests stay fast (two worlds,
    never cut by the clock, so it is repeatable; it searches
    on every decision, not only near the end, to exercise the search everywhere)."""
    if level == "hard":
        return HardBot(seed, worlds=2, budget_ms=1000.0, depth=6, hot=99)
    bots: dict[str, type[Bot]] = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot,
                                  "careful": CarefulBot}
    return bots[level](seed)


def stacked(rules: Rules, hands: list[list[str]], start: str, draws: list[str] = (),
            seed: int = 0) -> Game:
    """A new round whose hands, start card and next draws are given (first drawn first).
    The last seat deals, so seat 0 plays first."""
    players = len(hands)
    size = rules.hand_size
    assert all(len(h) == size for h in hands)
    order = [hands[s][i] for i in range(size) for s in range(players)]
    deck = cards_from_codes(order + [start] + list(draws), rules.deck())
    game, _ = Game.new_round(rules, players, random.Random(seed), dealer=players - 1,
                             deck=deck)
    return game


FILL = ["g1", "g2", "g3", "b4", "b6", "y8"]  # harmless cards to fill seat 0's hand
FILL1 = ["g4", "g5", "g6", "b7", "b8", "y2"]  # ... seat 1's
FILL2 = ["g7", "g8", "g9", "b9", "b3", "y3"]  # ... seat 2's


def kind_states() -> dict[Kind, Game]:
    """One game waiting for each kind of decision (seat 0 or 1 deciding)."""
    out: dict[Kind, Game] = {}
    base = Rules()
    out[Kind.TURN] = stacked(base, [["r5"] + FILL, ["b1"] + FILL1], "r3")
    out[Kind.CHOOSE_COLOR] = stacked(base, [["r5"] + FILL, ["b1"] + FILL1], "w")
    drawn = stacked(base, [["y5"] + FILL, ["b1"] + FILL1], "r3", ["r9"])
    drawn.apply(drawn.legal_actions()[-1])  # Draw: the red 9 fits
    out[Kind.PLAY_DRAWN] = drawn
    wd4 = stacked(base, [["wd4"] + FILL, ["r1"] + FILL1], "r3")
    wd4.apply(PlayCard(0, wd4.hands[0][0], 2))
    out[Kind.CHALLENGE] = wd4
    stack = stacked(base.with_changes(stacking="cumulative"),
                    [["r+2"] + FILL, ["b+2"] + FILL1], "r3")
    stack.apply(PlayCard(0, stack.hands[0][0]))
    out[Kind.PENALTY] = stack
    double = stacked(base.with_changes(double_play=True),
                     [["r7", "r7"] + FILL[:5], ["b1"] + FILL1], "r3")
    double.apply(PlayCard(0, double.hands[0][0]))
    out[Kind.DOUBLE_PLAY] = double
    three = [["r7"] + FILL, ["b1"] + FILL1, ["b2"] + FILL2]
    seven = stacked(base.with_changes(seven_zero=True), three, "r3")
    seven.apply(PlayCard(0, seven.hands[0][0]))
    out[Kind.SEVEN_TARGET] = seven
    five_rules = base.with_changes(swap_on_five=True)
    five = stacked(five_rules, [["r5"] + FILL, ["b1"] + FILL1], "r3")
    five.apply(PlayCard(0, five.hands[0][0]))
    out[Kind.FIVE_TARGET] = five
    give = stacked(five_rules, [["r5"] + FILL, ["b1"] + FILL1], "r3")
    give.apply(PlayCard(0, give.hands[0][0]))
    give.apply(ChooseSeat(0, 1))
    out[Kind.GIVE_CARD] = give
    all_wild = Rules.for_box("all_wild", hand_size=5)
    target = stacked(all_wild, [["wt2", "w", "w", "ws", "w"], ["wd4", "w", "w", "w", "w"],
                                ["wr", "w", "w", "w", "w"]], "w")
    target.apply(PlayCard(0, target.hands[0][0]))  # a Targeted Draw Two: who draws 2?
    out[Kind.DRAW_TARGET] = target
    for kind, game in out.items():
        assert game.decision.kind is kind, (kind, game.decision)
    return out


def random_rules(rng: random.Random, players: int) -> Rules:
    """A random valid option set for ``players`` seats (without the turn timer's
    elimination, which needs a clock the tests do not run)."""
    while True:
        values: dict[str, object] = {}
        for name, choices in CHOICES.items():
            values[name] = rng.choice(choices)
        for name in ("zero_worth_fifty", "allow_voluntary_draw", "draw_until_playable",
                     "false_uno_penalty", "stack_mixed", "reverse_deflect", "seven_zero",
                     "jump_in", "double_play", "swap_on_five", "circle_colour",
                     "seven_rounds", "play_until_last", "teams", "rotate_partners"):
            values[name] = rng.random() < 0.4
        values["hand_size"] = rng.randint(5, 10)
        values["uno_penalty"] = rng.randint(1, 6)
        values["liar_limit"] = rng.choice((0, 0, 3))
        values["box"] = box = rng.choice(BOXES)  # with the options it fixes
        values.update({name: fixed for name, (fixed, _) in BOX_FIXED.get(box, {}).items()})
        rules = Rules.__new__(Rules)
        for name, value in {**Rules().to_dict(), **values}.items():
            object.__setattr__(rules, name, value)
        if first_problem(rules) is None and player_problem(rules, players) is None:
            return Rules(**rules.to_dict())
