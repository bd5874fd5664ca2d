"""Versioned JSON saves of a match in progress (never pickle).

A save holds everything: the rules, the scores, the round's piles and hands, the pending
decision and the random generator's state, so a loaded match goes on exactly as it would have.
"""

from __future__ import annotations

import json
import random
from typing import Any

from .cards import FULL_DECK_SIZE
from .decisions import Decision, Kind
from .errors import RulesError, SaveError
from .events import RoundEnded
from .game import Game
from .match import Match
from .rules import Rules

FORMAT = "uno-desktop-match"
VERSION = 1

_GAME_FIELDS = (
    "hands", "draw_pile", "discard", "color", "direction", "dealer", "gone", "active", "finished",
    "turn_no", "pend_skip", "penalty", "penalty_kind", "wd4_seat", "wd4_prev_color", "wd4_bluff",
    "uno_open", "uno_turn", "precalled", "caught", "caught_turn", "lies", "stage", "passes",
    "top_is_start", "last_player", "trade_from", "trade_to", "trade_card", "first_after_color",
    "reveal",
)
_MATCH_FIELDS = (
    "seed", "totals", "rounds_won", "gone", "round_no", "dealer", "last_winner", "last_values",
    "history", "scored", "over", "winners",
)


def _rng_state(rng: random.Random) -> list[Any]:
    version, state, gauss = rng.getstate()
    return [version, list(state), gauss]


def _rng_from(data: Any) -> random.Random:
    rng = random.Random()
    version, state, gauss = data
    rng.setstate((version, tuple(state), gauss))
    return rng


def game_to_dict(game: Game) -> dict[str, Any]:
    data: dict[str, Any] = {f: getattr(game, f) for f in _GAME_FIELDS}
    d = game.decision
    data["decision"] = {"kind": d.kind.value, "seat": d.seat, "penalty": d.penalty,
                        "drawn": d.drawn, "partner": d.partner}
    data["players"] = game.n
    r = game.result
    data["result"] = None if r is None else {
        "winner": r.winner, "reason": r.reason, "hands": r.hands, "values": r.values,
        "ranking": r.ranking,
    }
    return data


def game_from_dict(data: dict[str, Any], rules: Rules, rng: random.Random) -> Game:
    game = Game(rules, int(data["players"]), rng)
    for f in _GAME_FIELDS:
        value = data[f]
        if f in ("precalled", "reveal") and value is not None:
            value = (value[0], tuple(value[1])) if f == "reveal" else tuple(value)
        setattr(game, f, value)
    d = data["decision"]
    game.decision = Decision(Kind(d["kind"]), int(d["seat"]), int(d["penalty"]), d["drawn"],
                             d["partner"])
    _check_game(game)
    r = data["result"]
    if r is not None:
        game.result = RoundEnded(int(r["winner"]), str(r["reason"]),
                                 tuple(tuple(h) for h in r["hands"]), tuple(r["values"]),
                                 tuple(r["ranking"]))
    return game


def _check_game(game: Game) -> None:
    cards = game.draw_pile + game.discard + [c for h in game.hands for c in h]
    if len(cards) != game.rules.deck_size or len(set(cards)) != len(cards):
        raise SaveError("the saved cards do not add up to one deck")
    if not all(isinstance(c, int) and 0 <= c < FULL_DECK_SIZE for c in cards):
        raise SaveError("the save holds unknown cards")
    if not game.discard:
        raise SaveError("the save has no discard pile")
    n = game.n
    for name in ("hands", "gone", "active", "lies", "stage"):
        if len(getattr(game, name)) != n:
            raise SaveError(f"the save's {name} do not match its {n} players")
    if not 0 <= game.decision.seat < n:
        raise SaveError("the save's pending decision names no seat")


def match_to_dict(match: Match) -> dict[str, Any]:
    data: dict[str, Any] = {f: getattr(match, f) for f in _MATCH_FIELDS}
    data.update(format=FORMAT, version=VERSION, players=match.n, rules=match.rules.to_dict(),
                rng=_rng_state(match.rng))
    data["game"] = game_to_dict(match.game) if match.game is not None else None
    return data


def match_from_dict(data: Any) -> Match:
    """Rebuild a match; refuses a corrupt, foreign or newer save with :class:`SaveError`."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this file is not a saved UNO match")
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION:
        raise SaveError(f"this save comes from a newer version of the game ({version})")
    try:
        rules = Rules.from_dict(data["rules"])
        match = Match(rules, int(data["players"]), int(data["seed"]))
        for f in _MATCH_FIELDS:
            setattr(match, f, data[f])
        match.last_values = tuple(match.last_values)
        match.winners = tuple(match.winners)
        match.history = [tuple(h) for h in match.history]
        match.rng = _rng_from(data["rng"])
        if data["game"] is not None:
            match.game = game_from_dict(data["game"], rules, match.rng)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, RulesError) as exc:
        raise SaveError(f"the save is damaged: {exc}") from exc
    return match


def dumps(match: Match) -> str:
    return json.dumps(match_to_dict(match), separators=(",", ":"))


def loads(text: str) -> Match:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"the save is not valid JSON: {exc}") from exc
    return match_from_dict(data)
