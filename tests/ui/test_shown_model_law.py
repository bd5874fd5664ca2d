"""The shown model's law: it only replays the engine's events, and whenever the director has
nothing left to show it equals the engine's public state.

Fuzzed matches (random option sets from the fuzz command and every preset, 2 to 10 seats)
are played through the table's one ``act`` path with random legal actions, decisions and
reactions, now and then a seat that leaves or times out. After each action the director
shows its events (instantly) and the shown model is compared with the engine: every hand's
cards (the table's own bookkeeping holds them all; who sees them face up is the privacy
part's business), the discard pile's top cards, the draw pile's size, the colour, the
direction, whose turn, who is in the round, who left, who finished, and the UNO badges.
Nothing copies the engine's state into the model meanwhile.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tests.ui.table_helpers import table_app
from uno_desktop import fuzz
from uno_desktop.engine.actions import Action, Forfeit, Timeout
from uno_desktop.engine.cards import BOXES
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import PRESETS, Rules
from uno_desktop.session import SeatConfig, Session
from uno_desktop.ui.table.model import PILE_SHOWN, Shown, hand_order
from uno_desktop.ui.table.scene import TableScene

ROUNDS = 2000  # the floor: at least 2,000 rounds
FRAME = 1 / 60


def engine_projection(game: Game) -> dict[str, Any]:
    return {
        "hands": [sorted(h, key=hand_order) for h in game.hands],
        "pile": list(game.discard[-PILE_SHOWN:]),
        "draw": len(game.draw_pile),
        "color": game.color,
        "direction": game.direction,
        "turn": game.decision.seat,
        "active": list(game.active),
        "gone": list(game.gone),
        "finished": list(game.finished),
        "uno": set(game.uno_calls()),
    }


def shown_projection(shown: Shown) -> dict[str, Any]:
    return {
        "hands": [list(h) for h in shown.hands],
        "pile": [pc.card for pc in shown.pile_shown],
        "draw": shown.draw_count,
        "color": shown.color,
        "direction": shown.direction,
        "turn": shown.turn,
        "active": list(shown.active),
        "gone": list(shown.gone),
        "finished": list(shown.finished),
        "uno": set(shown.uno),
    }


def _differences(table: TableScene) -> dict[str, tuple[Any, Any]]:
    want = engine_projection(table.ctx.game)
    got = shown_projection(table.shown)
    return {k: (got[k], want[k]) for k in want if got[k] != want[k]}


def _show_all(table: TableScene) -> None:
    for _ in range(100):
        table.director.update(FRAME)
        if table.director.idle:
            return
    raise AssertionError("the director never came to rest")


def _any_action(rng: random.Random, match: Any, game: Game) -> Action:
    """Mostly a listed action (the fuzz command's choice); now and then a seat leaves the
    match or lets its time run out, so every way out of a decision is replayed too."""
    roll = rng.random()
    if roll < 0.004 and sum(not g for g in match.gone) > 2:
        return Forfeit(rng.choice([s for s in range(game.n) if not match.gone[s]]))
    if roll < 0.02 and game.rules.turn_timer:
        return Timeout(game.decision.seat)
    return fuzz.random_legal(rng, match)


def _rule_sets(rng: random.Random) -> list[tuple[Rules, int]]:
    presets = [(Rules.preset(name), n) for name in sorted(PRESETS) for n in (2, 4, 10)]
    out: list[tuple[Rules, int]] = []
    for rules, n in presets:
        try:
            rules.check_players(n)
        except ValueError:
            continue
        out.append((rules, n))
    # Every box: No Mercy's knock-outs and Discard All, All Wild's colourless pile (issue 32).
    return out + [fuzz.random_rules(rng, BOXES) for _ in range(400)]


def test_the_shown_model_is_the_engine_whenever_nothing_is_left_to_show(tmp_path: Path) -> None:
    rng = random.Random(2028)
    _hold_the_law(tmp_path, rng, _rule_sets(rng), ROUNDS)


def _eliminations(rng: random.Random) -> list[tuple[Rules, int]]:
    out: list[tuple[Rules, int]] = []
    while len(out) < 200:
        rules, _ = fuzz.random_rules(rng, ("classic",))
        if rules.teams:
            continue
        out.append((rules.with_changes(scoring="elimination", target=50), 3))
    return out


def test_a_seat_eliminated_by_the_scores_leaves_the_rounds_end_as_it_was(tmp_path: Path) -> None:
    """Elimination scoring puts a seat out after the round (PlayerOut "elimination" after
    RoundEnded): the round's hands and seats stay as they ended, as the engine keeps them."""
    rng = random.Random(11)
    _hold_the_law(tmp_path, rng, _eliminations(rng), 40)


def _hold_the_law(tmp_path: Path, rng: random.Random, rule_sets: list[tuple[Rules, int]],
                  most: int) -> None:
    rounds = 0
    actions = 0
    compared = 0
    failures: list[str] = []
    with table_app(tmp_path, speed="instant") as app:
        for case, (rules, n) in enumerate(rule_sets):
            if rounds >= most:
                break
            seats = [SeatConfig("bot", f"Bot {s}", "random") for s in range(n)]
            session = Session.new(rules, seats, seed=case)
            table = TableScene(app, session, autosave=False)
            app.push(table)
            table.seating.poll = lambda *a, **k: None  # the test is every seat
            match = session.match
            action = None
            _show_all(table)
            while not match.over and rounds < most and not failures:
                game = match.game
                assert game is not None
                if game.over:
                    rounds += 1
                    if match.over:
                        break
                    table.next_round()
                else:
                    action = _any_action(rng, match, game)
                    assert table.act(action), action
                    actions += 1
                _show_all(table)
                diff = _differences(table)
                compared += 1
                if diff:
                    failures.append(f"n={n} seed={case} after {actions} actions: {diff}; "
                                    f"last {action!r} gave {session.log[-8:]!r}; "
                                    f"rules {rules.to_dict()}")
            app.pop()
            assert not failures, failures[0]
    assert rounds >= most and compared > actions // 2
