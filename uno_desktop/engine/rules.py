"""The rule options of RULES.md as one frozen dataclass, its presets and its validation.

``box`` chooses the deck and its rules (docs/rules.md, "The other boxes"): ``classic`` (the
default: every preset, every save made before the boxes), ``no_mercy`` or ``all_wild``. A box
deals only its own cards (:meth:`Rules.deck`).

The house rules that the docs' table of a box says "do not apply" to it are **fixed by the
box, never ignored**: each must hold the one value that says what that box plays (``BOX_FIXED``:
under All Wild ``wd4_rule`` is ``free``, as nothing is ever challenged, ``dealer_selection``
``random``, every other one its default), and any other value is refused with
:class:`RulesError` ``not_in_box`` naming the option, the value and why (``box_problems`` gives
them all, for the settings screen to grey and show). So a Rules never holds a setting the game
would silently not play, and the engine and the bots read those options as they are.
:meth:`Rules.for_box` builds a box's rules: its fixed values, then its own defaults
(``BOX_DEFAULTS``: All Wild plays without the voluntary draw), then any changes.

``box`` is the first option of the first page of ``GROUPS`` (the settings screen's pages): the
box decides which of the other options apply, so it is chosen first. The settings screen changes
it through :meth:`Rules.for_box` and greys the options ``BOX_FIXED`` fixes, with their reason.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Final

from .cards import BOXES, box_ids
from .errors import RulesError

# Allowed values of each option with a fixed set of choices.
CHOICES: dict[str, tuple[Any, ...]] = {
    "box": BOXES,
    "blank_cards": ("off", "draw_ten"),
    "dealer_selection": ("high_card", "random"),
    "start_card": ("official", "official_dealer_names", "redraw"),
    "drawn_card": ("may_play", "must_play"),
    "wd4_rule": ("challenge", "enforced", "free"),
    "stacking": ("off", "cumulative", "deflect"),
    "turn_timer": (0, 30, 60, 120),
    "timeout_action": ("draw_pass", "eliminate"),
    "scoring": ("winner_takes", "penalty", "elimination", "lazy", "single_round"),
}
# Inclusive ranges of the numeric options.
RANGES: dict[str, tuple[int, int]] = {
    "hand_size": (5, 10),
    "uno_penalty": (1, 6),
    "liar_limit": (0, 10),
    "target": (50, 2000),
}

# The order and grouping the settings screen and the rules help use.
GROUPS: dict[str, tuple[str, ...]] = {
    "dealing": ("box", "blank_cards", "hand_size", "dealer_selection", "start_card"),
    "turn": ("allow_voluntary_draw", "drawn_card", "draw_until_playable"),
    "uno": ("uno_penalty", "false_uno_penalty", "liar_limit"),
    "wd4": ("wd4_rule",),
    "house": (
        "stacking", "stack_mixed", "reverse_deflect", "seven_zero", "jump_in", "double_play",
        "swap_on_five", "circle_colour", "seven_rounds",
    ),
    "scoring": ("play_until_last", "scoring", "target", "zero_worth_fifty"),
    "teams": ("teams", "rotate_partners"),
    "timer": ("turn_timer", "timeout_action"),
}
# For each box, the options that do not apply to it (docs/rules.md, the "House rules on top of"
# tables): the value the box fixes (what it plays) and why.
BOX_FIXED: Final[dict[str, dict[str, tuple[Any, str]]]] = {
    "no_mercy": {
        "blank_cards": ("off", "the blanks belong to the classic box"),
        "start_card": ("official", "the box starts on a number card"),
        "drawn_card": ("must_play", "the box makes the drawn playable card be played"),
        "draw_until_playable": (True, "always on in this box"),
        "wd4_rule": ("free", "no card can be challenged"),
        "stacking": ("cumulative", "the box stacks by value, always"),
        "stack_mixed": (False, "stacking by value already mixes colours and kinds"),
        "reverse_deflect": (False, "a penalty is answered only by a draw card of its value"),
        "seven_zero": (True, "always on and compulsory in this box"),
        "teams": (False, "the box prints no team play"),
        "rotate_partners": (False, "it needs team play"),
    },
    "all_wild": {
        "blank_cards": ("off", "the blanks belong to the classic box"),
        "zero_worth_fifty": (False, "there are no number cards"),
        "dealer_selection": ("random", "there are no numbers to cut for"),
        "start_card": ("official", "the start card's action is always ignored"),
        "draw_until_playable": (False, "every card is playable: it would stop at one card"),
        "wd4_rule": ("free", "with no colours there is nothing to bluff: never challenged"),
        "seven_zero": (False, "there are no 7s and no 0s"),
        "jump_in": (False, "without colours and numbers half the deck is identical"),
        "double_play": (False, "most cards have dozens of identical twins"),
        "swap_on_five": (False, "there are no 5s"),
        "circle_colour": (False, "there are no colours"),
    },
}
# A box's own defaults for options that do apply to it (``Rules.for_box``).
BOX_DEFAULTS: Final[dict[str, dict[str, Any]]] = {
    "no_mercy": {"target": 1000},  # nm_target
    "all_wild": {"allow_voluntary_draw": False},  # the printed turn is "play a card"
}


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of RULES.md by its id; the defaults are the preset ``official``."""

    box: str = "classic"
    blank_cards: str = "off"
    zero_worth_fifty: bool = False
    hand_size: int = 7
    dealer_selection: str = "high_card"
    start_card: str = "official"
    allow_voluntary_draw: bool = True
    drawn_card: str = "may_play"
    draw_until_playable: bool = False
    uno_penalty: int = 2
    false_uno_penalty: bool = True
    liar_limit: int = 0
    wd4_rule: str = "challenge"
    stacking: str = "off"
    stack_mixed: bool = False
    reverse_deflect: bool = False
    seven_zero: bool = False
    jump_in: bool = False
    double_play: bool = False
    swap_on_five: bool = False
    circle_colour: bool = False
    seven_rounds: bool = False
    turn_timer: int = 0
    timeout_action: str = "draw_pass"
    play_until_last: bool = False
    scoring: str = "winner_takes"
    target: int = 500
    teams: bool = False
    rotate_partners: bool = False

    def __post_init__(self) -> None:
        problem = first_problem(self)
        if problem is not None:
            raise RulesError(*problem)

    # -- construction -------------------------------------------------------------------------
    @classmethod
    def preset(cls, name: str) -> Rules:
        if name not in PRESETS:
            raise RulesError("unknown_preset", f"unknown preset {name!r}: use {sorted(PRESETS)}")
        return cls(**PRESETS[name])

    @classmethod
    def for_box(cls, box: str, **changes: Any) -> Rules:
        """The rules of ``box``: the values it fixes, its own defaults, then ``changes``."""
        fixed = BOX_FIXED.get(box, {})
        values: dict[str, Any] = {name: value for name, (value, _) in fixed.items()}
        values.update(BOX_DEFAULTS.get(box, {}))
        values.update(changes)
        return cls(box=box, **values)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Build from a settings or save dict; unknown keys and wrong types are refused."""
        if not isinstance(data, dict):
            raise RulesError("bad_type", "rules must be a JSON object")
        names = {f.name: f for f in fields(cls)}
        kwargs: dict[str, Any] = {}
        for key, value in data.items():
            if key not in names:
                raise RulesError("unknown_option", f"unknown rule option {key!r}")
            expected = type(getattr(DEFAULT, key))
            if expected is int and isinstance(value, bool) or not isinstance(value, expected):
                raise RulesError("bad_type", f"option {key!r} must be of type {expected.__name__}")
            kwargs[key] = value
        return cls(**kwargs)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def with_changes(self, **changes: Any) -> Rules:
        return replace(self, **changes)

    def preset_name(self) -> str:
        """The preset these rules equal, or ``custom``."""
        for name, values in PRESETS.items():
            if self == Rules(**values):
                return name
        return "custom"

    def check_players(self, players: int) -> None:
        """Refuse a seat count these rules cannot be played with."""
        problem = player_problem(self, players)
        if problem is not None:
            raise RulesError(*problem)

    def deck(self) -> list[int]:
        """The card ids these rules deal, in id order (a fresh list): the box's deck, and
        the classic box's blanks under ``blank_cards``."""
        return box_ids(self.box, self.blank_cards == "draw_ten")

    @property
    def deck_size(self) -> int:
        return len(self.deck())


# Scoring modes whose match is played up to ``target`` points (lazy scoring never ends by
# points, single_round after one round): elsewhere the target is never read.
TARGET_SCORINGS: Final = ("winner_takes", "penalty", "elimination")


def scoring_uses_target(scoring: str) -> bool:
    """Does a match with this ``scoring`` read ``target``? (The settings grey it out if not.)"""
    return scoring in TARGET_SCORINGS


def timer_uses_timeout_action(turn_timer: int) -> bool:
    """Is ``timeout_action`` ever applied with this ``turn_timer``? Only when there is one."""
    return turn_timer != 0


def first_problem(rules: Rules) -> tuple[str, str] | None:
    """(code, message) of the first invalid value or combination, else None."""
    for name, allowed in CHOICES.items():
        if getattr(rules, name) not in allowed:
            return "bad_value", f"{name} must be one of {allowed}, not {getattr(rules, name)!r}"
    for name, (low, high) in RANGES.items():
        value = getattr(rules, name)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            return "bad_value", f"{name} must be a whole number from {low} to {high}"
    for name, reason in conflicts(rules).items():
        return f"conflict_{name}", reason
    for name, problem in box_problems(rules).items():
        return "not_in_box", f"{name} does not apply to the {rules.box} box: {problem}"
    return None


def box_problems(rules: Rules) -> dict[str, str]:
    """Options that do not apply to ``rules.box`` and are not at the value it fixes:
    option id -> why, and the value it must hold (English)."""
    out: dict[str, str] = {}
    for name, (value, reason) in BOX_FIXED.get(rules.box, {}).items():
        if getattr(rules, name) != value:
            out[name] = f"{reason} (it must be {value!r})"
    return out


def conflicts(rules: Rules) -> dict[str, str]:
    """Options that are set but cannot go with the others: option id -> reason (English)."""
    out: dict[str, str] = {}
    if rules.stack_mixed and rules.stacking != "cumulative":
        out["stack_mixed"] = "mixed stacking needs cumulative stacking"
    if rules.liar_limit and not rules.false_uno_penalty:
        out["liar_limit"] = "the liar limit counts false UNO calls, which need their penalty on"
    if rules.rotate_partners and not rules.teams:
        out["rotate_partners"] = "rotating partners needs team play"
    if rules.teams and rules.play_until_last:
        out["teams"] = "team play ends the round when a partner goes out, not at the last player"
    if rules.teams and rules.scoring in ("elimination", "lazy"):
        out["teams"] = "team play needs winner-takes, penalty or single-round scoring"
    if rules.rotate_partners and rules.scoring != "winner_takes":
        out["rotate_partners"] = "rotating partners counts points with winner-takes scoring"
    return out


def player_problem(rules: Rules, players: int) -> tuple[str, str] | None:
    if not 2 <= players <= 10:
        return "bad_players", "a game has 2 to 10 players"
    if rules.box == "no_mercy" and players > 6:
        return "box_players", "the No Mercy box is played by 2 to 6 players"
    if rules.teams and (players % 2 or players < 4):
        return "teams_players", "team play needs 4, 6, 8 or 10 players"
    if rules.rotate_partners and players != 4:
        return "rotate_players", "rotating partners needs exactly 4 players"
    if players * rules.hand_size > rules.deck_size - 20:
        return "deck_too_small", "too many cards dealt for this deck"
    return None


PRESETS: dict[str, dict[str, Any]] = {
    "official": {},
    "chat_classic": {
        "wd4_rule": "free",
        "drawn_card": "must_play",
        "allow_voluntary_draw": False,
        "false_uno_penalty": True,
        "liar_limit": 3,
        "turn_timer": 120,
        "timeout_action": "eliminate",
        "play_until_last": True,
    },
    "house_party": {"stacking": "cumulative", "seven_zero": True, "jump_in": True},
}

DEFAULT = Rules()
OPTION_IDS: tuple[str, ...] = tuple(f.name for f in fields(Rules))
