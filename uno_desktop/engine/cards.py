"""Cards as small integers.

A card is an ``int`` id into the tables below; the engine never builds card objects, which keeps
hands cheap to copy and compare (bots simulate thousands of games per move). Ids 0-107 are the
standard deck, 108-111 the four blank cards of the 112-card deck; the other boxes' cards follow
(112-279 No Mercy, 280-391 All Wild).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

# Final: the compiled engine (mypyc) inlines these instead of looking them up by name.
RED: Final = 0
YELLOW: Final = 1
GREEN: Final = 2
BLUE: Final = 3
BLACK: Final = 4
COLORS: Final = (RED, YELLOW, GREEN, BLUE)
COLOR_NAMES = ("red", "yellow", "green", "blue", "black")

# Kinds 0-9 are the numbers themselves.
SKIP: Final = 10
REVERSE: Final = 11
DRAW_TWO: Final = 12
WILD: Final = 13
WILD_DRAW_FOUR: Final = 14
DRAW_TEN: Final = 15
# The kinds of the other boxes (docs/rules.md, "The other boxes"). Their Wild, Wild Draw Four and
# Wild Draw Ten are the classic kinds WILD, WILD_DRAW_FOUR and DRAW_TEN (the same faces).
SKIP_EVERYONE: Final = 16
DISCARD_ALL: Final = 17
DRAW_FOUR: Final = 18  # No Mercy's coloured Draw Four
WILD_REVERSE_DRAW_FOUR: Final = 19
WILD_DRAW_SIX: Final = 20
WILD_COLOR_ROULETTE: Final = 21
WILD_SKIP: Final = 22
WILD_SKIP_TWO: Final = 23
WILD_REVERSE: Final = 24
WILD_DRAW_TWO: Final = 25
WILD_TARGETED_DRAW_TWO: Final = 26
WILD_FORCED_SWAP: Final = 27
KIND_NAMES = {
    **{n: str(n) for n in range(10)},
    SKIP: "skip",
    REVERSE: "reverse",
    DRAW_TWO: "draw_two",
    WILD: "wild",
    WILD_DRAW_FOUR: "wild_draw_four",
    DRAW_TEN: "draw_ten",
    SKIP_EVERYONE: "skip_everyone",
    DISCARD_ALL: "discard_all",
    DRAW_FOUR: "draw_four",
    WILD_REVERSE_DRAW_FOUR: "wild_reverse_draw_four",
    WILD_DRAW_SIX: "wild_draw_six",
    WILD_COLOR_ROULETTE: "wild_color_roulette",
    WILD_SKIP: "wild_skip",
    WILD_SKIP_TWO: "wild_skip_two",
    WILD_REVERSE: "wild_reverse",
    WILD_DRAW_TWO: "wild_draw_two",
    WILD_TARGETED_DRAW_TWO: "wild_targeted_draw_two",
    WILD_FORCED_SWAP: "wild_forced_swap",
}
ACTION_KINDS = frozenset({SKIP, REVERSE, DRAW_TWO})
BLACK_KINDS = frozenset({WILD, WILD_DRAW_FOUR, DRAW_TEN})
# The black cards that cost another player cards or a turn: what the bots' heuristics play on
# a player about to go out.
BLACK_HITS: Final = (WILD_DRAW_FOUR, DRAW_TEN, WILD_DRAW_TWO, WILD_SKIP, WILD_SKIP_TWO,
                     WILD_TARGETED_DRAW_TWO, WILD_DRAW_SIX, WILD_COLOR_ROULETTE)
# The draw cards that make a pending penalty, and how many cards each adds.
DRAW_KINDS = {DRAW_TWO: 2, WILD_DRAW_FOUR: 4, DRAW_TEN: 10, WILD_DRAW_TWO: 2}

STANDARD_DECK_SIZE: Final = 108
FULL_DECK_SIZE: Final = 112  # the classic box with its four blank cards
# The other boxes' cards follow the classic box's, so a classic card keeps its id (and every
# classic save, replay and golden game its meaning): ids 112-279 are No Mercy's 168 cards,
# 280-391 All Wild's 112.
NO_MERCY_FIRST: Final = 112
NO_MERCY_SIZE: Final = 168
ALL_WILD_FIRST: Final = 280
ALL_WILD_SIZE: Final = 112
CARD_COUNT: Final = 392  # every card of every box

# No Mercy, per colour (docs/rules.md: "The deck: 168 cards"): two of each number, 0 included.
NO_MERCY_PER_COLOR: Final = (
    tuple(n for n in range(10) for _ in (0, 1))
    + (SKIP,) * 3 + (REVERSE,) * 3 + (DRAW_TWO,) * 3 + (DRAW_FOUR,) * 2
    + (SKIP_EVERYONE,) * 2 + (DISCARD_ALL,) * 3
)
NO_MERCY_WILDS: Final = (
    (WILD_REVERSE_DRAW_FOUR,) * 8 + (DRAW_TEN,) * 4 + (WILD_DRAW_SIX,) * 4
    + (WILD_COLOR_ROULETTE,) * 8
)
# All Wild: every card wild. The counts per card are provisional (no source gives them; see
# docs/rules.md): this one table is all a printed deck's counts would change.
ALL_WILD_COUNTS: Final = (
    (WILD, 56), (WILD_SKIP, 8), (WILD_SKIP_TWO, 8), (WILD_REVERSE, 8), (WILD_DRAW_TWO, 8),
    (WILD_DRAW_FOUR, 8), (WILD_TARGETED_DRAW_TWO, 8), (WILD_FORCED_SWAP, 8),
)


def _build_tables() -> tuple[tuple[int, ...], tuple[int, ...]]:
    colors: list[int] = []
    kinds: list[int] = []
    for color in COLORS:
        per_colour = [0] + [n for n in range(1, 10) for _ in (0, 1)]
        per_colour += [SKIP, SKIP, REVERSE, REVERSE, DRAW_TWO, DRAW_TWO]
        for kind in per_colour:
            colors.append(color)
            kinds.append(kind)
    for kind in (WILD,) * 4 + (WILD_DRAW_FOUR,) * 4 + (DRAW_TEN,) * 4:
        colors.append(BLACK)
        kinds.append(kind)
    for color in COLORS:
        for kind in NO_MERCY_PER_COLOR:
            colors.append(color)
            kinds.append(kind)
    for kind in NO_MERCY_WILDS:
        colors.append(BLACK)
        kinds.append(kind)
    for kind, count in ALL_WILD_COUNTS:
        colors.extend([BLACK] * count)
        kinds.extend([kind] * count)
    return tuple(colors), tuple(kinds)


_TABLES = _build_tables()
CARD_COLOR: Final = _TABLES[0]
CARD_KIND: Final = _TABLES[1]
assert len(CARD_COLOR) == CARD_COUNT == ALL_WILD_FIRST + ALL_WILD_SIZE
assert NO_MERCY_FIRST + NO_MERCY_SIZE == ALL_WILD_FIRST


def _value(card: int) -> int:
    """Points a card counts at scoring (docs/rules.md for the other boxes' values)."""
    kind = CARD_KIND[card]
    if card >= ALL_WILD_FIRST:  # All Wild: the plain Wild 20, every action 50
        return 20 if kind == WILD else 50
    if kind <= 9:
        return kind
    if CARD_COLOR[card] != BLACK:  # a coloured action card, in either box
        return 20
    return 50


CARD_VALUE = tuple(_value(c) for c in range(CARD_COUNT))


# The boxes a round can be dealt from (``Rules.box``), and the ids of each box's cards.
BOXES: Final = ("classic", "no_mercy", "all_wild")
_BOX_RANGES: Final = {
    "classic": (0, STANDARD_DECK_SIZE),
    "no_mercy": (NO_MERCY_FIRST, NO_MERCY_FIRST + NO_MERCY_SIZE),
    "all_wild": (ALL_WILD_FIRST, ALL_WILD_FIRST + ALL_WILD_SIZE),
}


def box_ids(box: str, blanks: bool = False) -> list[int]:
    """All card ids of ``box``'s deck, in id order (a fresh list): the classic box's 108, or
    112 with its ``blanks``; No Mercy's 168; All Wild's 112. ``Rules.deck()`` asks it."""
    first, end = _BOX_RANGES[box]
    if blanks and box == "classic":
        end = FULL_DECK_SIZE
    return list(range(first, end))


def deck_ids(with_blanks: bool) -> list[int]:
    """All card ids of the classic deck, in id order (with or without its blank cards)."""
    return box_ids("classic", with_blanks)


def colour_counts(hand: Sequence[int]) -> list[int]:
    """How many cards of each colour ``hand`` holds (indexed by colour, black last): what the
    heuristics and the opponent model score a hand's plays from."""
    counts = [0, 0, 0, 0, 0]
    for card in hand:
        counts[CARD_COLOR[card]] += 1
    return counts


def is_black(card: int) -> bool:
    return CARD_COLOR[card] == BLACK


def card_name(card: int) -> str:
    """A stable, readable code: ``red_7``, ``blue_skip``, ``wild``, ``wild_draw_four``."""
    kind = CARD_KIND[card]
    if CARD_COLOR[card] == BLACK:
        return KIND_NAMES[kind]
    return f"{COLOR_NAMES[CARD_COLOR[card]]}_{KIND_NAMES[kind]}"


_SHORT_COLOR = {"r": RED, "y": YELLOW, "g": GREEN, "b": BLUE}
_SHORT_KIND = {
    "s": SKIP, "skip": SKIP, "r": REVERSE, "rev": REVERSE, "reverse": REVERSE,
    "+2": DRAW_TWO, "d2": DRAW_TWO, "draw_two": DRAW_TWO,
}
_SHORT_BLACK = {
    "w": WILD, "wild": WILD, "+4": WILD_DRAW_FOUR, "wd4": WILD_DRAW_FOUR,
    "wild_draw_four": WILD_DRAW_FOUR, "+10": DRAW_TEN, "d10": DRAW_TEN, "draw_ten": DRAW_TEN,
    # All Wild's actions (take them from that box's deck: cards_from_codes(..., Rules.deck())).
    "ws": WILD_SKIP, "ws2": WILD_SKIP_TWO, "wr": WILD_REVERSE, "wd2": WILD_DRAW_TWO,
    "wt2": WILD_TARGETED_DRAW_TWO, "wfs": WILD_FORCED_SWAP,
    **{KIND_NAMES[k]: k for k in (WILD_SKIP, WILD_SKIP_TWO, WILD_REVERSE, WILD_DRAW_TWO,
                                  WILD_TARGETED_DRAW_TWO, WILD_FORCED_SWAP)},
}


def parse_kind(code: str) -> tuple[int, int]:
    """``"r7"``, ``"g+2"``, ``"bs"`` (blue skip), ``"yr"`` (yellow reverse), ``"w"``, ``"wd4"``,
    ``"d10"``, All Wild's ``"ws"`` (Wild Skip), ``"ws2"``, ``"wr"``, ``"wd2"``, ``"wt2"``
    (Targeted Draw Two), ``"wfs"`` (Forced Swap), or a :func:`card_name` -> (colour, kind).
    Used by tests to stack decks."""
    text = code.strip().lower()
    if text in _SHORT_BLACK:
        return BLACK, _SHORT_BLACK[text]
    for name, color in zip(COLOR_NAMES[:4], COLORS, strict=True):
        if text.startswith(name + "_"):
            rest = text[len(name) + 1 :]
            return color, int(rest) if rest.isdigit() else _SHORT_KIND[rest]
    short = _SHORT_COLOR.get(text[:1])
    rest = text[1:]
    if short is None or not rest:
        raise ValueError(f"not a card code: {code!r}")
    color = short
    if rest.isdigit() and len(rest) == 1:
        return color, int(rest)
    if rest in _SHORT_KIND:
        return color, _SHORT_KIND[rest]
    raise ValueError(f"not a card code: {code!r}")


def cards_from_codes(codes: list[str], available: list[int] | None = None) -> list[int]:
    """Distinct card ids for codes, each taken from ``available`` (default: the full deck)."""
    pool = list(available) if available is not None else deck_ids(True)
    out: list[int] = []
    for code in codes:
        color, kind = parse_kind(code)
        for i, card in enumerate(pool):
            if CARD_COLOR[card] == color and CARD_KIND[card] == kind:
                out.append(pool.pop(i))
                break
        else:
            raise ValueError(f"no card {code!r} left in the deck")
    return out


# Wild cards that are never identical to another (jump-in, double play): every black card but
# the classic Wild.
_NEVER_IDENTICAL: Final = frozenset({WILD_DRAW_FOUR, DRAW_TEN, WILD_REVERSE_DRAW_FOUR,
                                     WILD_DRAW_SIX, WILD_COLOR_ROULETTE})


def identical(a: int, b: int) -> bool:
    """Identical for jump-in and double play: same colour and symbol; Wild on Wild counts;
    never a Wild Draw Four, a Draw Ten or one of No Mercy's wild cards."""
    ka = CARD_KIND[a]
    if ka in _NEVER_IDENTICAL:
        return False
    return ka == CARD_KIND[b] and CARD_COLOR[a] == CARD_COLOR[b]
