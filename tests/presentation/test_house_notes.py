"""House rules explained when they first happen (issue 30, item 3): for each house rule a real
game in which it changes the play; its note comes the first time, never a second time in the
same match, again in a new match, never with the setting off or with the rule off; and every
note's sentence exists in the three catalogs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields

import pytest

from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import (
    Action,
    CallUno,
    ChooseSeat,
    Draw,
    GiveCard,
    JumpIn,
    PlayCard,
    Timeout,
)
from uno_desktop.engine.cards import BLUE, GREEN, YELLOW
from uno_desktop.engine.errors import IllegalAction
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules
from uno_desktop.i18n import LOCALES, Translator
from uno_desktop.presentation.house_notes import NOTES, HouseNotes, Note
from uno_desktop.presentation.words import render

from ..engine.helpers import card, setup

NAMES = ["Asha", "Robbie", "Chloé"]
THREE = [["g1", "g2"], ["b1", "b2"], ["y1", "y2"]]


def play(game: Game, *steps: Callable[[Game], Action]) -> list[ev.Event]:
    """The events of ``steps`` (each builds its action from the game as it stands), up to the
    first one the rules refuse (a house move under the official rules)."""
    out: list[ev.Event] = []
    for step in steps:
        try:
            out += game.apply(step(game))
        except (IllegalAction, AssertionError):  # refused, or the card is not there
            break
    return out


def plays(seat: int, code: str, color: int | None = None) -> Callable[[Game], Action]:
    return lambda g: PlayCard(seat, card(g, seat, code), color)


def stacking(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["r+2", "r1"], ["b+2", "b1"], ["g1", "g2"]], top="r3")
    return play(game, plays(0, "r+2"), plays(1, "b+2"))


def wd4_then_draw_two(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["wd4", "r1"], ["g+2", "r2"], ["g1", "g2"]], top="r3")
    return play(game, plays(0, "wd4", GREEN), plays(1, "g+2"))


def reverse_back(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["r+2", "r1"], ["rr", "b1"], ["g1", "g2"]], top="r3")
    return play(game, plays(0, "r+2"), plays(1, "rr"))


def wild_reverse_back(rules: Rules) -> list[ev.Event]:
    """All Wild: a Wild Draw Two answered with a Wild Reverse (no colour to match)."""
    game = setup(rules, hands=[["wd2", "w"], ["wr", "w"], ["w", "w"]], top="w")
    return play(game, plays(0, "wd2"), plays(1, "wr"))


def seven(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["r7", "r1"], *THREE[1:]], top="r3")
    return play(game, plays(0, "r7"), lambda g: ChooseSeat(0, 2))


def zero(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["r0", "r1"], *THREE[1:]], top="r3")
    return play(game, plays(0, "r0"))


def jump_in(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["r5", "g1"], ["b1", "b2"], ["r5", "y2"]], top="r3")
    return play(game, plays(0, "r5"), lambda g: JumpIn(2, card(g, 2, "r5")))


def double(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["r5", "r5", "g1"], *THREE[1:]], top="r3")
    return play(game, plays(0, "r5"), plays(0, "r5"))


def trade(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["r5", "g1", "g2"], *THREE[1:]], top="r3")
    return play(game, plays(0, "r5"), lambda g: ChooseSeat(0, 1),
                lambda g: GiveCard(0, card(g, 0, "g1")), lambda g: GiveCard(1, card(g, 1, "b1")))


def wild(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["w", "g1"], *THREE[1:]], top="r3")
    return play(game, plays(0, "w", None if rules.circle_colour else BLUE))


def last_card(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["r1"], ["b1", "b2"], ["y1", "y2"]], top="r3")
    return play(game, plays(0, "r1"))


def draws(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=THREE, top="r3", pile=["b4", "y5", "r6"])
    return play(game, lambda g: Draw(0))


def draw_ten(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["d10", "g1"], *THREE[1:]], top="r3")
    return play(game, plays(0, "d10", YELLOW))


def wd4(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["wd4", "g1"], *THREE[1:]], top="r3")
    return play(game, plays(0, "wd4", BLUE))


def time_out(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["r5", "r1"], *THREE[1:]], top="r3")
    return play(game, lambda g: Timeout(0))


def false_calls(rules: Rules) -> list[ev.Event]:
    game = setup(rules, hands=[["r5", "r6", "r7"], ["b1", "b2", "b3"], ["g1", "g2", "g3"]])
    return play(game, lambda g: CallUno(1), lambda g: CallUno(1))


def elimination(rules: Rules) -> list[ev.Event]:
    """A whole match of elimination scoring (to 50 points): someone is out before the end."""
    match = Match(rules, 3, 7)
    out = match.start()
    while not match.over:
        game = match.game
        assert game is not None
        while not game.over:
            actions = game.legal_actions()
            listed = [a for a in actions if isinstance(a, PlayCard)]
            out += match.apply((listed or actions)[0])
        if not match.over:
            out += match.next_round()
    return out


# note key -> (the rules that turn it on, a game in which it changes the play)
CASES: dict[str, tuple[Rules, Callable[[Rules], list[ev.Event]]]] = {
    "stacking": (Rules(stacking="cumulative"), stacking),
    "stacking.deflect": (Rules(stacking="deflect"), stacking),
    "stack_mixed": (Rules(stacking="cumulative", stack_mixed=True, wd4_rule="free"),
                    wd4_then_draw_two),
    "reverse_deflect": (Rules(reverse_deflect=True), reverse_back),
    "reverse_deflect.wild": (Rules.for_box("all_wild", reverse_deflect=True), wild_reverse_back),
    "seven_zero.seven": (Rules(seven_zero=True), seven),
    "seven_zero.zero": (Rules(seven_zero=True), zero),
    "jump_in": (Rules(jump_in=True), jump_in),
    "double_play": (Rules(double_play=True), double),
    "swap_on_five": (Rules(swap_on_five=True), trade),
    "circle_colour": (Rules(circle_colour=True), wild),
    "seven_rounds": (Rules(seven_rounds=True), last_card),
    "play_until_last": (Rules(play_until_last=True), last_card),
    "draw_until_playable": (Rules(draw_until_playable=True), draws),
    "blank_cards": (Rules(blank_cards="draw_ten"), draw_ten),
    "wd4_rule.free": (Rules(wd4_rule="free"), wd4),
    "turn_timer": (Rules(turn_timer=30), time_out),
    "timeout_action": (Rules(turn_timer=30, timeout_action="eliminate"), time_out),
    "liar_limit": (Rules(liar_limit=2), false_calls),
    "scoring.elimination": (Rules(scoring="elimination", target=50), elimination),
}


def notes_of(notes: HouseNotes, events: list[ev.Event]) -> list[Note]:
    return [n for n in map(notes.read, events) if n is not None]


def test_every_note_has_a_case() -> None:
    assert sorted(CASES) == sorted(NOTES)


@pytest.mark.parametrize("key", sorted(CASES))
def test_each_house_rule_is_explained_the_first_time_only(key: str) -> None:
    rules, game = CASES[key]
    match = HouseNotes(rules, NAMES, 3)
    first = [n.key for n in notes_of(match, game(rules))]
    assert first.count(key) == 1  # the first time, once
    again = [n.key for n in notes_of(match, game(rules))]  # the same match, the same again
    assert key not in again
    assert key in match.explained
    fresh = HouseNotes(rules, NAMES, 3)  # a new match explains it again
    assert [n.key for n in notes_of(fresh, game(rules))].count(key) == 1


@pytest.mark.parametrize("key", sorted(CASES))
def test_no_note_with_the_setting_off(key: str) -> None:
    rules, game = CASES[key]
    off = HouseNotes(rules, NAMES, 3, enabled=False)
    assert notes_of(off, game(rules)) == []
    assert off.explained == set()


# turn_timer: a timeout needs the timer; blank_cards: without it there is no +10 to play.
@pytest.mark.parametrize("key", sorted(k for k in CASES if k not in ("turn_timer", "blank_cards")))
def test_the_same_moves_with_the_rule_off_say_nothing_of_it(key: str) -> None:
    # What the engine allows of the same moves under the official rules (the timer kept on
    # for the timeout's own option, since a timeout needs one) explains no house rule.
    rules = Rules(turn_timer=30) if key == "timeout_action" else Rules()
    if CASES[key][0].box != "classic":  # the same moves in their own box, the rule off
        rules = Rules.for_box(CASES[key][0].box)
    events = CASES[key][1](rules)
    assert events  # something happened
    keys = [n.key for n in notes_of(HouseNotes(rules, NAMES, 3), events)]
    assert keys == (["turn_timer"] if key == "timeout_action" else [])


def test_each_note_names_the_option_that_made_it_happen() -> None:
    options = {f.name for f in fields(Rules)}
    for key, (option, _msg) in NOTES.items():
        assert option in options, key
        rules = CASES[key][0]
        assert getattr(rules, option) != getattr(Rules(), option), key


def test_play_until_last_with_two_left_is_not_explained_when_the_round_ends() -> None:
    rules = Rules(play_until_last=True)
    game = setup(rules, hands=[["r1"], ["b1", "b2"]], top="r3")
    events = play(game, plays(0, "r1"))
    assert game.over
    assert notes_of(HouseNotes(rules, NAMES[:2], 2), events) == []


def test_the_words_say_who_and_how_many() -> None:
    rules, game = CASES["stacking"]
    (note,) = notes_of(HouseNotes(rules, NAMES, 3), game(rules))
    assert render(Translator("en"), note.words) == (
        "Stacking: Robbie answered with Blue Draw Two instead of drawing; the next player draws "
        "4 cards or adds another.")
    rules, game = CASES["seven_zero.zero"]
    (note,) = notes_of(HouseNotes(rules, NAMES, 3), game(rules))
    assert render(Translator("fr"), note.words).startswith("UNO 7-0 : Asha a joué un 0")
    rules, game = CASES["circle_colour"]
    (note,) = notes_of(HouseNotes(rules, NAMES, 3), game(rules))
    assert render(Translator("hi"), note.words).endswith("बढ़कर नीला हो गया।")


@pytest.mark.parametrize("locale", LOCALES)
def test_every_note_is_in_every_catalog_and_fully_formatted(locale: str) -> None:
    tr = Translator(locale)
    english = Translator("en")
    for key, (rules, game) in CASES.items():
        (note,) = [n for n in notes_of(HouseNotes(rules, NAMES, 3), game(rules)) if n.key == key]
        assert tr.has(note.words.msg_id), (locale, note.words.msg_id)
        text = render(tr, note.words)
        assert "{" not in text and "$" not in text, text
        if locale != "en":
            assert text != render(english, note.words), (locale, key)  # translated, not English
        assert len(text) <= 200, (locale, key, len(text))  # one short sentence


def test_colours_and_direction_follow_the_play() -> None:
    rules = Rules(circle_colour=True)
    game = setup(rules, hands=[["w", "g1"], *THREE[1:]], top="r3")
    events = play(game, plays(0, "w"))
    (note,) = notes_of(HouseNotes(rules, NAMES, 3), events)
    assert note.words.args["color"] == "blue" and game.color == BLUE  # red -> blue, forward


# --- The other boxes (issue 32) ----------------------------------------------------------------


def _box_card(box: str, kind: int, nth: int = 0) -> int:
    from uno_desktop.engine.cards import CARD_KIND, box_ids

    return [c for c in box_ids(box) if CARD_KIND[c] == kind][nth]


def _stack(rules: Rules, first: int, second: int) -> list[Note | None]:
    """Seat 0 plays ``first``, seat 1 answers with ``second``: what the notes say."""
    from uno_desktop.engine.cards import BLACK

    notes = HouseNotes(rules, NAMES, 3)
    return [notes.read(e) for e in (
        ev.Played(seat=0, card=first, color=BLACK), ev.PenaltyGrew(seat=1, total=4),
        ev.Played(seat=1, card=second, color=BLACK))]


def test_a_rule_the_box_fixes_is_no_house_rule_and_gets_no_note() -> None:
    from uno_desktop.engine.cards import DRAW_TEN, WILD_DRAW_FOUR

    swap = ev.HandsSwapped(seat=0, target=1)
    classic = HouseNotes(Rules(seven_zero=True), NAMES, 3).read(swap)
    assert classic is not None and classic.option == "seven_zero"
    # No Mercy plays the 7 swap always: it is the box's rule, not a house rule.
    assert HouseNotes(Rules.for_box("no_mercy"), NAMES, 3).read(swap) is None
    # No Mercy's Wild Draw Ten is no blank card; All Wild's Wild Draw Four is free by the box.
    ten = ev.Played(seat=0, card=_box_card("no_mercy", DRAW_TEN), color=BLUE)
    assert HouseNotes(Rules.for_box("no_mercy"), NAMES, 3).read(ten) is None
    four = ev.Played(seat=0, card=_box_card("all_wild", WILD_DRAW_FOUR), color=0)
    assert HouseNotes(Rules.for_box("all_wild"), NAMES, 3).read(four) is None
    free = HouseNotes(Rules(wd4_rule="free"), NAMES, 3).read(
        ev.Played(seat=0, card=card_id("wd4"), color=BLUE))
    assert free is not None and free.option == "wd4_rule"  # the classic house rule still is


def test_all_wild_stacking_notes_name_mixed_stacking_for_a_two_on_a_four() -> None:
    from uno_desktop.engine.cards import WILD_DRAW_FOUR, WILD_DRAW_TWO

    four, two = (_box_card("all_wild", k) for k in (WILD_DRAW_FOUR, WILD_DRAW_TWO))
    mixed = Rules.for_box("all_wild", stacking="cumulative", stack_mixed=True)
    said = [n.key for n in _stack(mixed, four, two) if n is not None]
    assert said == ["stack_mixed"]
    plain = Rules.for_box("all_wild", stacking="cumulative")
    said = [n.key for n in _stack(plain, four, _box_card("all_wild", WILD_DRAW_FOUR, 1))
            if n is not None]
    assert said == ["stacking"]


def card_id(code: str) -> int:
    from uno_desktop.engine.cards import cards_from_codes

    return cards_from_codes([code])[0]
