"""Versioned JSON saves of a match in progress (never pickle).

A save holds everything: the rules, the scores, the round's piles and hands, the pending
decision and the random generator's state, so a loaded match goes on exactly as it would have.

Loading trusts nothing: every field is checked for type and range as it is read (a float is not
a card, a bool is not a seat), then the position as a whole (:mod:`.position`: the cards make one
deck, the decision belongs to a player in the round and can be answered). A bad file raises
:class:`SaveError` naming the field; nothing else escapes, and no loaded value can make a loop
of the engine run longer than the state allows.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict
from typing import Any

from .cards import BLACK, CARD_COUNT, DRAW_KINDS, DRAW_TWO, WILD_DRAW_TWO
from .decisions import Decision, Kind
from .draw_values import DRAW_VALUE
from .errors import RulesError, SaveError
from .events import RoundEnded
from .fields import Fields, check_int, check_list
from .game import SEVEN_ROUNDS_TURN_LIMIT, Game
from .json_limits import JsonLimitError, check_json_text
from .match import Match
from .pending import PendingChallenge, PendingChoice, PendingDraw, UnoWindow
from .position import MAX_PENALTY, MAX_PENDING_SKIPS, ROUND_END_REASONS, check_position
from .rules import Rules

FORMAT = "uno-desktop-match"
VERSION = 2  # 2: the pending state as four objects (``game.pending``); 1 is migrated at load
MAX_SAVE_BYTES = 4_000_000  # a save is about 30 KB; a long lazy match's history stays far below
MAX_SAVE_DEPTH = 16  # the deepest real value is 4 levels down
MAX_TOTAL = 10_000_000  # points: far above any target (2,000 at most) plus one round
MAX_ROUNDS = 100_000

_GAME_FIELDS = (
    "hands", "draw_pile", "discard", "color", "direction", "dealer", "gone", "active", "finished",
    "turn_no", "lies", "stage", "passes", "top_is_start", "last_player", "reveal",
)
# Version 1 kept the pending state flat: (record, field in the record, version-1 key).
_V1_PENDING = (
    ("draw", "cards", "penalty"), ("draw", "kind", "penalty_kind"), ("draw", "skips", "pend_skip"),
    ("challenge", "seat", "wd4_seat"), ("challenge", "prev_color", "wd4_prev_color"),
    ("challenge", "bluff", "wd4_bluff"),
    ("choice", "trade_from", "trade_from"), ("choice", "trade_to", "trade_to"),
    ("choice", "trade_card", "trade_card"), ("choice", "first_after_color", "first_after_color"),
    ("uno", "seat", "uno_open"), ("uno", "turn", "uno_turn"), ("uno", "precalled", "precalled"),
    ("uno", "caught", "caught"), ("uno", "caught_turn", "caught_turn"),
)
MATCH_FIELDS = (
    "seed", "totals", "rounds_won", "gone", "round_no", "dealer", "last_winner", "last_values",
    "history", "scored", "over", "winners",
)


def _rng_state(rng: random.Random) -> list[Any]:
    version, state, gauss = rng.getstate()
    return [version, list(state), gauss]


def _rng_from(data: Any) -> random.Random:
    """The random generator's saved state (Mersenne Twister: 624 words and a position)."""
    version, state, gauss = check_list(data, "rng", 3)
    if type(version) is not int or version != 3:
        raise SaveError("rng: unknown generator version")
    words = check_list(state, "rng[1]", 625)
    for i, word in enumerate(words):
        check_int(word, f"rng[1][{i}]", 0, 2**32 - 1)
    check_int(words[-1], "rng[1][624]", 0, 624)
    if gauss is not None and type(gauss) is not float:
        raise SaveError("rng[2] must be a number or null")
    rng = random.Random()
    try:
        rng.setstate((version, tuple(words), gauss))
    except (ValueError, TypeError, OverflowError) as exc:
        raise SaveError(f"rng: {exc}") from exc
    return rng


def game_to_dict(game: Game) -> dict[str, Any]:
    data: dict[str, Any] = {f: getattr(game, f) for f in _GAME_FIELDS}
    data["pending"] = {
        "draw": asdict(game.pending_draw), "challenge": asdict(game.pending_challenge),
        "choice": asdict(game.pending_choice), "uno": asdict(game.uno_window),
    }
    d = game.decision
    data["decision"] = {"kind": d.kind.value, "seat": d.seat, "penalty": d.penalty,
                        "drawn": d.drawn, "partner": d.partner}
    data["players"] = game.n
    if game.rules.box == "no_mercy":  # the mercy rule's state (the other boxes have none)
        data["knocked"], data["under"] = list(game.knocked), game.under
    r = game.result
    data["result"] = None if r is None else {
        "winner": r.winner, "reason": r.reason, "hands": r.hands, "values": r.values,
        "ranking": r.ranking,
    }
    return data


def migrate_v1_game(data: Any) -> Any:
    """A version-1 round (pending state in flat fields) in the version-2 shape; anything that is
    not a dict is left for the checks to refuse. A key that is missing stays missing, so the
    check still names it."""
    if not isinstance(data, dict):
        return data
    out = {k: v for k, v in data.items() if k not in {key for _, _, key in _V1_PENDING}}
    pending: dict[str, dict[str, Any]] = {"draw": {}, "challenge": {}, "choice": {}, "uno": {}}
    for record, name, key in _V1_PENDING:
        if key in data:
            pending[record][name] = data[key]
    out["pending"] = pending
    return out


def game_from_dict(data: Any, rules: Rules, rng: random.Random, players: int) -> Game:
    """Rebuild a round from its saved fields; every field is checked (type, range) and then the
    whole position (:func:`check_position`). Raises :class:`SaveError` naming the field."""
    f = Fields(data, "game")
    n = f.number("players", 2, 10)
    if n != players:
        raise SaveError("game.players differs from the match's players")
    seat = (0, n - 1)
    seat_or_none = (-1, n - 1)
    turn_most = SEVEN_ROUNDS_TURN_LIMIT + 10
    game = Game(rules, n, rng)
    hands = f.items("hands", n)
    game.hands = [check_cards(h, f"game.hands[{i}]") for i, h in enumerate(hands)]
    game.draw_pile = f.cards("draw_pile")
    game.discard = f.cards("discard")
    game.color = f.number("color", 0, BLACK)  # black: a starting Wild whose colour is not named yet
    game.direction = f.number("direction", -1, 1)
    if game.direction == 0:
        raise SaveError("game.direction must be 1 or -1")
    game.dealer = f.number("dealer", *seat)
    game.gone = f.flags("gone", n)
    game.active = f.flags("active", n)
    game.finished = f.numbers("finished", *seat, most=n)
    game.turn_no = f.number("turn_no", 0, turn_most)
    pending = Fields(f.raw("pending"), "game.pending")
    draw = Fields(pending.raw("draw"), "game.pending.draw")
    game.pending_draw = PendingDraw(
        draw.number("cards", 0, MAX_PENALTY), draw.number("kind", DRAW_TWO, WILD_DRAW_TWO),
        draw.number("skips", 0, MAX_PENDING_SKIPS))
    draw_kinds = tuple(DRAW_VALUE) if rules.box == "no_mercy" else tuple(DRAW_KINDS)
    if game.pending_draw.kind not in draw_kinds:
        raise SaveError("game.pending.draw.kind must be a draw card's kind")
    if rules.box == "no_mercy":
        game.knocked = f.numbers("knocked", *seat, most=n)
        game.under = f.number("under", 0, CARD_COUNT)
    challenge = Fields(pending.raw("challenge"), "game.pending.challenge")
    game.pending_challenge = PendingChallenge(
        challenge.number("seat", *seat_or_none), challenge.number("prev_color", 0, 3),
        challenge.flag("bluff"))
    choice = Fields(pending.raw("choice"), "game.pending.choice")
    game.pending_choice = PendingChoice(
        choice.number("trade_from", *seat_or_none), choice.number("trade_to", *seat_or_none),
        choice.number("trade_card", -1, CARD_COUNT - 1),
        choice.number("first_after_color", *seat_or_none))
    uno = Fields(pending.raw("uno"), "game.pending.uno")
    precalled = uno.raw("precalled")
    pair_called: tuple[int, int] | None = None
    if precalled is not None:
        pair = check_list(precalled, "game.pending.uno.precalled", 2)
        pair_called = (check_int(pair[0], "game.pending.uno.precalled[0]", *seat),
                       check_int(pair[1], "game.pending.uno.precalled[1]", 0, turn_most))
    game.uno_window = UnoWindow(
        uno.number("seat", *seat_or_none), uno.number("turn", 0, turn_most), pair_called,
        uno.number("caught", *seat_or_none), uno.number("caught_turn", 0, turn_most),
        # Standing calls (a bit per seat): absent from saves made before the engine told them.
        uno.number("called", 0, (1 << n) - 1) if "called" in uno.data else 0)
    game.lies = f.numbers("lies", 0, 10**6, length=n)
    game.stage = f.numbers("stage", 1, rules.hand_size, length=n)
    game.passes = f.number("passes", 0, n)
    game.top_is_start = f.flag("top_is_start")
    game.last_player = f.number("last_player", *seat_or_none)
    reveal = f.raw("reveal")
    if reveal is not None:
        pair = check_list(reveal, "game.reveal", 2)
        game.reveal = (check_int(pair[0], "game.reveal[0]", *seat),
                       tuple(check_cards(pair[1], "game.reveal[1]")))
    d = Fields(f.raw("decision"), "game.decision")
    drawn = d.raw("drawn")
    partner = d.raw("partner")
    game.decision = Decision(
        Kind(d.choice("kind", tuple(k.value for k in Kind))), d.number("seat", *seat),
        d.number("penalty", 0, MAX_PENALTY),
        None if drawn is None else check_int(drawn, "game.decision.drawn", 0, CARD_COUNT - 1),
        None if partner is None else check_int(partner, "game.decision.partner", *seat),
    )
    if game.decision.kind is Kind.TURN:  # the engine hands out one TURN decision per seat
        game.decision = game.turn_decision(game.decision.seat)
    r = f.raw("result")
    if r is not None:
        rf = Fields(r, "game.result")
        result_hands = rf.items("hands", n)
        game.result = RoundEnded(
            rf.number("winner", *seat), rf.choice("reason", ROUND_END_REASONS),
            tuple(tuple(check_cards(h, f"game.result.hands[{i}]"))
                  for i, h in enumerate(result_hands)),
            tuple(rf.numbers("values", 0, 10**5, length=n)),
            tuple(rf.numbers("ranking", *seat, length=n)),
        )
    check_position(game)
    return game


def check_cards(value: Any, name: str) -> list[int]:
    return [check_int(c, f"{name}[{i}]", 0, CARD_COUNT - 1)
            for i, c in enumerate(check_list(value, name, most=CARD_COUNT))]


def match_to_dict(match: Match) -> dict[str, Any]:
    data: dict[str, Any] = {f: getattr(match, f) for f in MATCH_FIELDS}
    data.update(format=FORMAT, version=VERSION, players=match.n, rules=match.rules.to_dict(),
                rng=_rng_state(match.rng))
    data["game"] = game_to_dict(match.game) if match.game is not None else None
    return data


def match_from_dict(data: Any) -> Match:
    """Rebuild a match; refuses a corrupt, foreign or newer save with :class:`SaveError`, which
    names the first bad field. Nothing else escapes, whatever the data."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this file is not a saved UNO match")
    version = data.get("version")
    if type(version) is not int or not 1 <= version <= VERSION:
        raise SaveError(f"this save comes from another version of the game ({version!r})")
    try:
        return _match_from_fields(Fields(data, ""))
    except SaveError:
        raise
    except (RulesError, ValueError, TypeError, KeyError, IndexError, OverflowError,
            RecursionError) as exc:
        raise SaveError(f"the save is damaged: {type(exc).__name__}: {exc}") from exc


def _match_from_fields(f: Fields) -> Match:
    try:
        rules = Rules.from_dict(f.raw("rules"))
    except RulesError as exc:
        raise SaveError(f"rules: {exc}") from exc
    n = f.number("players", 2, 10)
    try:
        rules.check_players(n)
    except RulesError as exc:
        raise SaveError(f"players: {exc}") from exc
    match = Match(rules, n, f.number("seed", -(2**63), 2**64))
    seat_or_none = (-1, n - 1)
    match.totals = f.numbers("totals", 0, MAX_TOTAL, length=n)
    match.rounds_won = f.numbers("rounds_won", 0, MAX_ROUNDS, length=n)
    match.gone = f.flags("gone", n)
    match.round_no = f.number("round_no", 0, MAX_ROUNDS)
    match.dealer = f.number("dealer", *seat_or_none)
    match.last_winner = f.number("last_winner", *seat_or_none)
    last_values = f.numbers("last_values", 0, MAX_TOTAL, most=n)
    if last_values and len(last_values) != n:
        raise SaveError(f"last_values must hold {n} items")
    match.last_values = tuple(last_values)
    history = f.items("history", most=MAX_ROUNDS)
    match.history = [tuple(check_int(v, f"history[{i}][{j}]", 0, MAX_TOTAL)
                           for j, v in enumerate(check_list(h, f"history[{i}]", n)))
                     for i, h in enumerate(history)]
    match.scored = f.flag("scored")
    match.over = f.flag("over")
    winners = f.numbers("winners", 0, n - 1, most=n)
    if len(set(winners)) != len(winners):
        raise SaveError("winners lists a seat twice")
    match.winners = tuple(winners)
    match.rng = _rng_from(f.raw("rng"))
    game_data = f.raw("game")
    if f.raw("version") == 1:
        game_data = migrate_v1_game(game_data)
    if game_data is not None:
        match.game = game_from_dict(game_data, rules, match.rng, n)
    _check_match(match)
    return match


def _check_match(match: Match) -> None:
    n = match.n
    if match.over and not match.winners:
        raise SaveError("over: a match that is over names its winners")
    if sum(match.rounds_won) > match.round_no:
        raise SaveError("rounds_won: more rounds won than played")
    if len(match.history) > match.round_no:
        raise SaveError("history: more rounds scored than played")
    game = match.game
    if game is None:
        if match.round_no != 0 or match.scored:
            raise SaveError("game: a match that has dealt holds its round")
        return
    if match.round_no < 1 or not 0 <= match.dealer < n:
        raise SaveError("round_no/dealer: a round in play needs a dealer")
    if match.scored != game.over:
        raise SaveError("scored: a finished round is scored, a round in play is not")
    if match.scored and (len(match.last_values) != n or match.last_winner < 0):
        raise SaveError("last_values/last_winner: a scored round names its results")
    for s in range(n):
        if game.gone[s] and not match.gone[s]:
            raise SaveError(f"gone[{s}]: the seat has left the round but not the match")
        if not game.over and match.gone[s] != game.gone[s]:
            raise SaveError(f"gone[{s}]: the match and its round disagree")
    if match.over and not game.over:
        raise SaveError("over: the match is over but its round is still being played")


def dumps(match: Match) -> str:
    return json.dumps(match_to_dict(match), separators=(",", ":"))


def loads(text: str) -> Match:
    """A match from a save's text; :class:`SaveError` for anything that is not a good save."""
    if not isinstance(text, str):
        raise SaveError("a save is text")
    try:
        check_json_text(text, MAX_SAVE_BYTES, MAX_SAVE_DEPTH)
        data = json.loads(text, parse_constant=_refuse_constant)
    except JsonLimitError as exc:
        raise SaveError(f"the save is damaged: {exc}") from exc
    except (ValueError, RecursionError) as exc:
        raise SaveError(f"the save is not valid JSON: {exc}") from exc
    return match_from_dict(data)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")
