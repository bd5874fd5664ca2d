"""Try to break the engine: ``python -m uno_desktop.fuzz --seconds N --seed S``.

Two modes (``--mode play``, ``--mode files``, default both, time shared 3:1):

play
    Random boxes (classic, No Mercy and All Wild, a third each; ``--box`` for one), option sets
    and player counts; random legal play mixed with random illegal and
    malformed actions (out-of-turn reactions, bools, floats, strings, seats out of range...),
    forfeits and timeouts, and save -> load -> continue round-trips. After every step the laws
    are checked (:func:`laws`): one pending decision owned by a seat still in the round, a
    non-empty list of legal actions of which every one is accepted, the cards make exactly one
    deck; a refused action changes nothing; a loaded match continues exactly like the original;
    every round ends within a bound.
files
    Saves of random matches are damaged (bit flips, truncation, type swaps, out-of-range and huge
    values, deep nesting, duplicated cards, missing keys, a seat that left still holding cards)
    and loaded: each must be refused with ``SaveError`` within a time limit, or load into a state
    that passes the laws and plays on.
    Settings and statistics files are damaged the same way and must never raise.

Prints a summary; exits 1 on any violation, with a repro: the rules, the seed and the actions
up to the failing step, saved as JSON (``--replay FILE`` plays it again).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import random
import signal
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine import save
from .engine.actions import (
    Accept,
    Action,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    ChooseSeat,
    Draw,
    Forfeit,
    GiveCard,
    JumpIn,
    Pass,
    PlayCard,
    Timeout,
    action_from_dict,
    action_to_dict,
)
from .engine.cards import BLACK, BOXES, CARD_COUNT
from .engine.decisions import Kind
from .engine.errors import IllegalAction, RulesError, SaveError
from .engine.game import Game
from .engine.match import Match
from .engine.rules import BOX_FIXED, CHOICES, OPTION_IDS, RANGES, Rules

# A round that takes more accepted actions than this never ends (a family round takes 30-150;
# the engine's own turn limit ends a round after 2,000 turns, 14,000 under seven_rounds).
ROUND_ACTION_BOUND = 60_000
LOAD_TIME_LIMIT = 2.0  # seconds for loading one damaged file
_BOOLS = tuple(name for name in OPTION_IDS if isinstance(getattr(Rules(), name), bool))
_ODD: tuple[Any, ...] = (True, False, 2.5, "1", "red", [], {}, 10**20, -(10**20), float("nan"))
# Values that are never right for each field (None is a good colour for a coloured card).
_BAD_VALUES: dict[str, tuple[Any, ...]] = {
    "seat": _ODD + (None, -1, -7),
    "target": _ODD + (None, -1, -7),
    "card": _ODD + (None, -1, CARD_COUNT, CARD_COUNT + 88, 3.0),
    "color": _ODD + (1.0,),
}
_ACTION_CLASSES = (PlayCard, JumpIn, Draw, Pass, Accept, Challenge, ChooseColor, ChooseSeat,
                   GiveCard, CallUno, CatchUno, Forfeit, Timeout)


class Violation(Exception):
    """A broken law: what, and where."""


# ------------------------------------------------------------------ random set-ups
def random_rules(rng: random.Random,
                 boxes: tuple[str, ...] = BOXES) -> tuple[Rules, int]:
    """A random option set that the rules accept, and a player count it can be played with:
    a box among ``boxes``, the options it fixes at its values, the others at random."""
    while True:
        # The box is drawn last (and not at all when there is one), so that the classic box's
        # option sets are the ones drawn before the boxes (the same samples for the same seed).
        values: dict[str, Any] = {name: rng.choice(choices) for name, choices in CHOICES.items()
                                  if name != "box"}
        values.update({name: rng.random() < 0.35 for name in _BOOLS})
        for name, (low, high) in RANGES.items():
            values[name] = rng.randint(low, high)
        values["target"] = rng.choice((50, 100, 200, 500))
        if rng.random() < 0.5:
            values["liar_limit"] = 0
        box = values["box"] = boxes[0] if len(boxes) == 1 else rng.choice(boxes)
        values.update({name: value for name, (value, _) in BOX_FIXED.get(box, {}).items()})
        players = rng.randint(2, 10) if rng.random() < 0.7 else rng.randint(2, 4)
        try:
            rules = Rules(**values)
            rules.check_players(players)
        except RulesError:
            continue
        return rules, players


# ------------------------------------------------------------------ the laws
def laws(match: Match) -> None:
    """Raise :class:`Violation` when the match breaks a law of the engine."""
    game = match.game
    if game is None:
        return
    rules = game.rules
    cards = game.draw_pile + game.discard + [c for h in game.hands for c in h]
    if sorted(cards) != rules.deck():
        raise Violation(f"the cards are not one deck: {len(cards)} cards, "
                        f"{len(set(cards))} different")
    if not game.discard:
        raise Violation("the discard pile is empty")
    if game.all_wild and game.color != BLACK:
        raise Violation("an All Wild round names a colour")
    holding = [s for s in range(game.n) if game.gone[s] and game.hands[s]]
    if holding:  # a seat that leaves puts its cards under the draw pile
        raise Violation(f"seats {holding} left the match but still hold cards")
    d = game.decision
    if d.kind is Kind.ROUND_OVER:
        if game.result is None:
            raise Violation("the round is over without a result")
        return
    if not 0 <= d.seat < game.n or not game.active[d.seat]:
        raise Violation(f"the decision {d} belongs to a seat not in the round")
    if sum(game.active) < 2:
        raise Violation("a round goes on with fewer than two players")
    if _empty_hands(game):
        raise Violation(f"seats {_empty_hands(game)} are in the round with no card")
    if rules.box == "no_mercy":
        full = [s for s in range(game.n) if len(game.hands[s]) >= 25]
        if full:
            raise Violation(f"seats {full} hold 25 cards or more but were not knocked out")
        if any(game.active[s] or game.hands[s] for s in game.knocked):
            raise Violation(f"a knocked-out seat of {game.knocked} still plays or holds cards")
    listed = game.legal_actions(d.seat)
    if not listed:
        raise Violation(f"no legal action for the pending decision {d}")
    for seat in range(game.n):
        for action in game.legal_actions(seat, reactions=True) if seat != d.seat else listed:
            refused = game.why_not(action)
            if refused is not None:
                raise Violation(f"{action} is listed but refused: {refused.code}")



def _empty_hands(game: Game) -> list[int]:
    """Seats in the round holding no card, but the player of a last Targeted Draw Two (All
    Wild) naming its victim: the one moment the engine allows it."""
    d = game.decision
    return [s for s in range(game.n) if game.active[s] and not game.hands[s]
            and not (s == d.seat and d.kind is Kind.DRAW_TARGET)]


def fingerprint(match: Match) -> str:
    """Everything a refused action must leave unchanged: what a save holds but the rules (which
    never change), without the cost of JSON."""
    game = None if match.game is None else save.game_to_dict(match.game)
    fields = [getattr(match, name) for name in save.MATCH_FIELDS]
    return repr((game, fields, match.rng.getstate()))


# ------------------------------------------------------------------ actions
def random_malformed(rng: random.Random, n: int) -> Any:
    """An action with a field of the wrong type or out of range, or no action at all."""
    if rng.random() < 0.05:
        return rng.choice((None, "PlayCard", 3, {"type": "Draw", "seat": 0}, object()))
    cls = rng.choice(_ACTION_CLASSES)
    names = list(cls.__slots__)
    values: dict[str, Any] = {"seat": rng.randrange(n), "card": rng.randrange(108),
                              "color": rng.choice((None, 0, 1, 2, 3)), "target": rng.randrange(n)}
    values = {name: values[name] for name in names}
    bad = rng.choice(names)
    values[bad] = rng.choice(_BAD_VALUES[bad] + ((n, -n) if bad in ("seat", "target") else ()))
    return cls(**values)


def random_illegal(rng: random.Random, match: Match) -> Action:
    """A well-formed action that is probably refused: any seat, any kind, any card."""
    game = match.game
    assert game is not None
    n = game.n
    seat = rng.randrange(n)
    # A card of the deck (held by another seat, or in a pile), now and then another box's.
    card = rng.choice(game.rules.deck()) if rng.random() < 0.8 else rng.randrange(CARD_COUNT)
    if rng.random() < 0.5 and game.hands[seat]:
        card = rng.choice(game.hands[seat])
    color = rng.choice((None, 0, 1, 2, 3, 4, 9, -1))
    target = rng.randrange(n)
    return rng.choice((
        PlayCard(seat, card, color), JumpIn(seat, card, color), Draw(seat), Pass(seat),
        Accept(seat), Challenge(seat), ChooseColor(seat, rng.randrange(-1, 6)),
        ChooseSeat(seat, target), GiveCard(seat, card), CallUno(seat), CatchUno(seat, target),
        Timeout(seat),
    ))


def random_legal(rng: random.Random, match: Match) -> Action:
    """A legal action: mostly the decision's, sometimes a reaction of any seat."""
    game = match.game
    assert game is not None
    d = game.decision
    if rng.random() < 0.08:
        seat = rng.randrange(game.n)
        reactions = game.reaction_actions(seat)
        if reactions:
            return rng.choice(reactions)
    if _empty_hands(game):
        raise Violation(f"seats {_empty_hands(game)} are in the round with no card")
    listed = game.legal_actions(d.seat)
    plays = [a for a in listed if type(a) is PlayCard]
    if plays and rng.random() < 0.85:
        return rng.choice(plays)
    return rng.choice(listed)


# ------------------------------------------------------------------ play mode
@dataclass
class Stats:
    actions: int = 0  # accepted actions
    refused: int = 0  # illegal or malformed actions refused
    malformed: int = 0
    roundtrips: int = 0
    rounds: int = 0
    matches: int = 0
    files: int = 0
    files_refused: int = 0
    files_loaded: int = 0
    other_files: int = 0
    box_actions: dict[str, int] = field(default_factory=dict)  # accepted actions per box
    violations: list[str] = field(default_factory=list)


@dataclass
class Trace:
    """Enough to play a fuzzed match again: its rules, seed and every action sent."""

    rules: dict[str, Any]
    players: int
    seed: int
    steps: list[Any] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps({"rules": self.rules, "players": self.players, "seed": self.seed,
                           "steps": self.steps})


def _encode(action: Any) -> Any:
    if type(action) in _ACTION_CLASSES:
        try:
            data = action_to_dict(action)
            json.dumps(data, allow_nan=False)
            return data
        except (TypeError, ValueError):
            pass
    return {"opaque": repr(action)}


def fuzz_match(rng: random.Random, stats: Stats, deadline: float,
               max_actions: int | None = None,
               boxes: tuple[str, ...] = BOXES) -> Trace | None:
    """Play one fuzzed match; returns its trace when a law broke (stats.violations says which)."""
    rules, players = random_rules(rng, boxes)
    seed = rng.randrange(2**32)
    trace = Trace(rules.to_dict(), players, seed)
    match = Match(rules, players, seed)
    match.start()
    round_actions = 0
    accepted = stats.actions
    try:
        laws(match)
        while not match.over:
            if time.monotonic() > deadline or (max_actions and stats.actions >= max_actions):
                break
            game = match.game
            assert game is not None
            if game.over:
                _check_refused(match, Draw(0), stats)
                match.next_round()
                trace.steps.append("next_round")
                stats.rounds += 1
                round_actions = 0
                laws(match)
                continue
            roll = rng.random()
            if roll < 0.002:
                _apply(match, Forfeit(rng.randrange(players)), trace, stats, allow_refusal=True)
            elif roll < 0.01 and rules.turn_timer:
                _apply(match, Timeout(game.decision.seat), trace, stats)
                round_actions += 1
            elif roll < 0.10:
                action = random_malformed(rng, players)
                trace.steps.append(_encode(action))
                stats.malformed += 1
                _check_refused(match, action, stats)
            elif roll < 0.22:
                action = random_illegal(rng, match)
                if _apply(match, action, trace, stats, allow_refusal=True):
                    round_actions += 1
            elif roll < 0.225:
                match = _roundtrip(match, rng, trace, stats)
            else:
                _apply(match, random_legal(rng, match), trace, stats)
                round_actions += 1
            if round_actions > ROUND_ACTION_BOUND:
                raise Violation(f"a round took over {ROUND_ACTION_BOUND} actions")
            laws(match)
        stats.matches += 1
    except Violation as exc:
        stats.violations.append(f"{exc} (rules {rules.to_dict()}, {players} players, "
                                f"seed {seed}, step {len(trace.steps)})")
        return trace
    except Exception as exc:  # a raw error is a violation too
        stats.violations.append(f"raw {type(exc).__name__}: {exc} (seed {seed}, "
                                f"step {len(trace.steps)})")
        return trace
    finally:
        stats.box_actions[rules.box] = (stats.box_actions.get(rules.box, 0)
                                        + stats.actions - accepted)
    return None


def _apply(match: Match, action: Action, trace: Trace, stats: Stats,
           allow_refusal: bool = False) -> bool:
    """Send ``action``; True when accepted. A refusal must change nothing."""
    trace.steps.append(_encode(action))
    game = match.game
    assert game is not None
    listed = action in game.legal_actions(action.seat, reactions=True) \
        if 0 <= action.seat < game.n else False
    before = fingerprint(match)
    try:
        match.apply(action)
    except IllegalAction as exc:
        if fingerprint(match) != before:
            raise Violation(f"the refused {action} ({exc.code}) changed the state") from None
        if listed:
            raise Violation(f"the listed {action} was refused: {exc.code}") from None
        if not allow_refusal:
            raise Violation(f"the chosen {action} was refused: {exc.code}") from None
        stats.refused += 1
        return False
    stats.actions += 1
    return True


def _check_refused(match: Match, action: Any, stats: Stats) -> None:
    before = fingerprint(match)
    try:
        match.apply(action)
    except IllegalAction:
        stats.refused += 1
    else:
        raise Violation("a malformed or out-of-place action was accepted")
    if fingerprint(match) != before:
        raise Violation("a refused action changed the state")


def _roundtrip(match: Match, rng: random.Random, trace: Trace, stats: Stats) -> Match:
    """Save and load; the copy must be identical and go on exactly like the original."""
    text = save.dumps(match)
    copy = save.loads(text)
    if save.dumps(copy) != text:
        raise Violation("a loaded match does not save back to the same text")
    stats.roundtrips += 1
    trace.steps.append("roundtrip")
    for _ in range(rng.randint(1, 12)):
        game = match.game
        assert game is not None
        if game.over or match.over:
            break
        action = random_legal(rng, match)
        trace.steps.append(_encode(action))
        if match.apply(action) != copy.apply(action):
            raise Violation(f"a loaded match answered {action} differently")
        stats.actions += 1
    if save.dumps(copy) != save.dumps(match):
        raise Violation("a loaded match drifted from the original")
    return copy


def replay(path: Path) -> str | None:
    """Play a repro file again; the violation it shows, or None."""
    data = json.loads(path.read_text(encoding="utf-8"))
    match = Match(Rules.from_dict(data["rules"]), data["players"], data["seed"])
    match.start()
    try:
        for step in data["steps"]:
            if step == "next_round":
                match.next_round()
            elif step == "roundtrip":
                match = save.loads(save.dumps(match))
            elif isinstance(step, dict) and "type" in step:
                try:
                    action = action_from_dict(step)
                except (KeyError, TypeError):
                    continue
                with contextlib.suppress(IllegalAction):
                    match.apply(action)
            laws(match)
    except Violation as exc:
        return str(exc)
    except Exception as exc:
        return f"raw {type(exc).__name__}: {exc}"
    return None


# ------------------------------------------------------------------ files mode
class _Timeout(Exception):
    pass


def _alarm(_signum: int, _frame: Any) -> None:
    raise _Timeout


@contextlib.contextmanager
def _time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`_Timeout` in the block once ``seconds`` have passed (a hostile file must
    not hang the fuzzer); the previous alarm handler is put back afterwards."""
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _paths(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _paths(value, path + (i,))


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def _odd_value(rng: random.Random, old: Any) -> Any:
    choices: list[Any] = [None, True, False, -1, 0, 1, 3, 9, 10**6, 2**63, -(2**63), 10**400,
                          2.5, -0.0, "x", "", [], {}, [1, 2], {"a": 1}, [old], [[[[]]]]]
    if isinstance(old, int) and not isinstance(old, bool):
        choices += [old + 1, old - 1, -old, old * 1000]
    if isinstance(old, list) and old:
        choices += [old[:-1], old + old[-1:], list(reversed(old)), old * 3]
    return rng.choice(choices)


def mutate_text(rng: random.Random, text: str) -> str:
    """One random kind of damage to a JSON file's text."""
    kind = rng.randrange(9)
    if kind == 0:  # bit flips
        raw = bytearray(text.encode("utf-8"))
        for _ in range(rng.randint(1, 6)):
            i = rng.randrange(len(raw))
            raw[i] ^= 1 << rng.randrange(8)
        return raw.decode("utf-8", errors="replace")
    if kind == 1:  # truncation
        return text[:rng.randrange(len(text))]
    if kind == 2:  # deep nesting somewhere
        depth = rng.choice((100, 5_000, 200_000))
        i = rng.randrange(len(text))
        return text[:i] + "[" * depth + "]" * depth + text[i:]
    data = json.loads(text)
    paths = list(_paths(data))
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(paths)
        try:
            old = data
            for key in path:
                old = old[key]
            if kind == 3 and path:  # delete a key or an item
                parent = data
                for key in path[:-1]:
                    parent = parent[key]
                del parent[path[-1]]
                paths = list(_paths(data))
            elif kind == 4:  # a nested value of a big size
                data = _set(data, path, [0] * rng.choice((10, 1000, 100_000)))
            else:
                data = _set(data, path, _odd_value(rng, old))
        except (KeyError, IndexError, TypeError):
            paths = list(_paths(data))
    if kind == 8 and isinstance(data, dict):  # an unknown key
        data["extra"] = {"x": 1}
    return json.dumps(data)


def _damaged_save_text(rng: random.Random) -> str:
    rules, players = random_rules(rng)
    match = Match(rules, players, rng.randrange(2**32))
    match.start()
    for _ in range(rng.randrange(0, 250)):
        game = match.game
        assert game is not None
        if match.over:
            break
        if game.over:
            match.next_round()
            continue
        match.apply(random_legal(rng, match))
    if rng.random() < 0.1:
        return leave_holding_cards(rng, save.dumps(match))
    return mutate_text(rng, save.dumps(match))


def leave_holding_cards(rng: random.Random, text: str) -> str:
    """A save in which a seat left the match (in the match and in its round) but kept its hand:
    every field is of the right type and range, the cards still make one deck, so only the
    position check can refuse it."""
    data = json.loads(text)
    game = data.get("game")
    seats = [] if game is None else [
        s for s, hand in enumerate(game["hands"]) if hand and not game["gone"][s]]
    if not seats:
        return mutate_text(rng, text)
    seat = rng.choice(seats)
    game["gone"][seat] = data["gone"][seat] = True
    game["active"][seat] = False
    return json.dumps(data)


def fuzz_file(rng: random.Random, stats: Stats) -> str | None:
    """Load one damaged save; a violation message, or None."""
    text = _damaged_save_text(rng)
    stats.files += 1
    try:
        try:
            with _time_limit(LOAD_TIME_LIMIT):
                match = save.loads(text)
        except SaveError:
            stats.files_refused += 1
            return None
        stats.files_loaded += 1
        laws(match)
        with _time_limit(LOAD_TIME_LIMIT * 5):
            for _ in range(300):
                game = match.game
                if game is None or match.over:
                    break
                if game.over:
                    match.next_round()
                else:
                    match.apply(random_legal(rng, match))
                laws(match)
    except _Timeout:
        return f"a damaged save took over the time limit: {text[:300]!r}"
    except Violation as exc:
        return f"a damaged save loaded and broke a law: {exc}: {text[:300]!r}"
    except Exception as exc:
        return f"a damaged save raised {type(exc).__name__}: {exc}: {text[:300]!r}"
    return None


def fuzz_other_file(rng: random.Random, stats: Stats, folder: Path) -> str | None:
    """Damage a settings or statistics file; reading it must never raise nor hang."""
    from . import app_settings
    from . import stats as stats_module
    from .storage import Storage

    storage = Storage(folder)
    which = rng.choice(("settings", "stats"))
    if which == "settings":
        base = app_settings.AppSettings(language="fr", last_rules={"jump_in": True},
                                        last_seats=[{"kind": "person", "name": "Ana"},
                                                    {"kind": "bot", "name": "", "level": "hard"}])
        text = json.dumps(base.to_dict())
    else:
        record = stats_module.SeatResult("person", "Ana", True, 3, 2)
        table = stats_module.Stats()
        table.record_match([record, stats_module.SeatResult("bot", "hard", False, 3, 1)])
        text = json.dumps(table.to_dict())
    damaged = mutate_text(rng, text)
    path = storage.settings_path if which == "settings" else storage.stats_path
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(damaged, encoding="utf-8", errors="replace")
    stats.other_files += 1
    try:
        with _time_limit(LOAD_TIME_LIMIT):
            if which == "settings":
                app_settings.load(storage)
            else:
                stats_module.load(storage)
    except _Timeout:
        return f"a damaged {which} file took over the time limit"
    except Exception as exc:
        return f"a damaged {which} file raised {type(exc).__name__}: {exc}"
    for leftover in folder.iterdir():
        leftover.unlink()
    return None


# ------------------------------------------------------------------ the command
def run(seconds: float, seed: int, mode: str, max_actions: int | None = None,
        repro_dir: Path | None = None, max_files: int | None = None,
        boxes: tuple[str, ...] = BOXES) -> Stats:
    """Fuzz for ``seconds`` (play takes 3/4 of them in mode "all"), or until ``max_actions``
    accepted actions and ``max_files`` damaged files: a test asks for counts, not for time.
    The play mode's matches are of the ``boxes``, chosen at random (the damaged saves, of
    every playable box)."""
    rng = random.Random(seed)
    stats = Stats()
    start = time.monotonic()
    end = start + seconds
    play_until = start + seconds * (0.75 if mode == "all" else 1.0)
    if mode in ("play", "all"):
        while time.monotonic() < play_until and not stats.violations:
            if max_actions and stats.actions >= max_actions:
                break
            trace = fuzz_match(random.Random(rng.randrange(2**63)), stats, play_until,
                               max_actions, boxes)
            if trace is not None:
                _write_repro(trace, repro_dir)
    if mode in ("files", "all"):
        with tempfile.TemporaryDirectory(prefix="uno-fuzz-") as tmp:
            folder = Path(tmp)
            while time.monotonic() < end and not stats.violations:
                if max_files and stats.files >= max_files:
                    break
                file_rng = random.Random(rng.randrange(2**63))
                problem = fuzz_file(file_rng, stats)
                if problem is None and file_rng.random() < 0.3:
                    problem = fuzz_other_file(file_rng, stats, folder / "home")
                if problem is not None:
                    stats.violations.append(problem)
    return stats


def _write_repro(trace: Trace, folder: Path | None) -> None:
    folder = folder or Path(tempfile.gettempdir())
    path = folder / f"uno-fuzz-repro-{trace.seed}.json"
    path.write_text(trace.to_json(), encoding="utf-8")
    print(f"repro: {path} (python -m uno_desktop.fuzz --replay {path})", file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m uno_desktop.fuzz", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", choices=("play", "files", "all"), default="all")
    parser.add_argument("--actions", type=int, default=None,
                        help="stop the play mode after this many accepted actions")
    parser.add_argument("--repro-dir", type=Path, default=None)
    parser.add_argument("--box", choices=("any", *BOXES), default="any",
                        help="play matches of this box only (default: any, chosen at random)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--replay", type=Path, default=None, metavar="FILE")
    args = parser.parse_args(argv)
    if args.replay is not None:
        problem = replay(args.replay)
        print(problem or "no violation")
        return 1 if problem else 0
    logging.disable(logging.WARNING)  # damaged files are expected here: no log lines for them
    began = time.monotonic()
    try:
        boxes = BOXES if args.box == "any" else (args.box,)
        stats = run(args.seconds, args.seed, args.mode, args.actions, args.repro_dir,
                    boxes=boxes)
    finally:
        logging.disable(logging.NOTSET)
    took = time.monotonic() - began
    summary = {
        "seed": args.seed, "seconds": round(took, 1), "mode": args.mode,
        "actions": stats.actions, "refused": stats.refused, "malformed": stats.malformed,
        "roundtrips": stats.roundtrips, "rounds": stats.rounds, "matches": stats.matches,
        "files": stats.files, "files_refused": stats.files_refused,
        "files_loaded": stats.files_loaded, "other_files": stats.other_files,
        "box_actions": stats.box_actions, "violations": len(stats.violations),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        per_box = ", ".join(f"{box} {count:,}" for box, count in sorted(stats.box_actions.items()))
        print(f"fuzz seed {args.seed}, {took:.0f} s: {stats.actions:,} actions accepted "
              f"({per_box}), {stats.refused:,} refused ({stats.malformed:,} malformed), "
              f"{stats.roundtrips:,} save/load round-trips, {stats.rounds:,} rounds, "
              f"{stats.files:,} damaged saves ({stats.files_refused:,} refused, "
              f"{stats.files_loaded:,} loaded), {stats.other_files:,} damaged settings/stats "
              f"files: {len(stats.violations)} violations")
    for problem in stats.violations:
        print("VIOLATION:", problem)
    return 1 if stats.violations else 0


if __name__ == "__main__":
    sys.exit(main())
