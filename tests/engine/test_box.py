"""The box option (docs/rules.md, "The other boxes"): which deck a round is dealt from, how the
rules refuse a box the engine cannot play and the options a box has no use for, and how a save
or a position holding another box's card is refused."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from uno_desktop.engine import save
from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.cards import (
    ALL_WILD_FIRST,
    BLACK,
    BOXES,
    CARD_COLOR,
    CARD_COUNT,
    NO_MERCY_FIRST,
    box_ids,
    deck_ids,
)
from uno_desktop.engine.errors import PositionError, RulesError, SaveError
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import CHOICES, GROUPS, PRESETS, Rules, box_problems

from .helpers import setup


def test_each_box_deals_its_own_ids() -> None:
    assert box_ids("classic") == deck_ids(False) == list(range(108))
    assert box_ids("classic", True) == deck_ids(True) == list(range(112))
    assert box_ids("no_mercy") == list(range(NO_MERCY_FIRST, NO_MERCY_FIRST + 168))
    assert box_ids("all_wild") == list(range(ALL_WILD_FIRST, ALL_WILD_FIRST + 112))
    assert ALL_WILD_FIRST + 112 == CARD_COUNT
    # The blanks belong to the classic box only.
    assert box_ids("all_wild", True) == box_ids("all_wild")
    assert all(CARD_COLOR[c] == BLACK for c in box_ids("all_wild"))


def test_the_rules_deal_the_classic_deck_exactly_as_before() -> None:
    assert Rules().box == "classic"
    assert Rules().deck() == list(range(108)) and Rules().deck_size == 108
    blanks = Rules(blank_cards="draw_ten")
    assert blanks.deck() == list(range(112)) and blanks.deck_size == 112
    assert Rules().deck() is not Rules().deck()  # a fresh list: the caller may shuffle it


def test_the_box_is_a_choice_and_the_first_option_of_the_settings() -> None:
    assert CHOICES["box"] == BOXES == ("classic", "no_mercy", "all_wild")
    first_page = next(iter(GROUPS.values()))
    assert first_page[0] == "box"
    assert sum(options.count("box") for options in GROUPS.values()) == 1
    for name in PRESETS:
        assert Rules.preset(name).box == "classic"


def test_an_unknown_box_is_refused() -> None:
    with pytest.raises(RulesError) as info:
        Rules(box="deluxe")
    assert info.value.code == "bad_value" and "box must be one of" in str(info.value)
    with pytest.raises(RulesError) as info:
        Rules.from_dict({"box": 2})
    assert info.value.code == "bad_type"


def test_a_save_made_before_the_boxes_is_the_classic_box() -> None:
    data = Rules().to_dict()
    del data["box"]
    assert Rules.from_dict(data) == Rules()


def test_every_box_is_played_with_its_own_rules() -> None:
    assert Rules.for_box("all_wild").deck_size == 112
    assert Rules.for_box("classic") == Rules()


def test_no_mercy_is_played_with_the_options_it_fixes() -> None:
    rules = Rules.for_box("no_mercy")
    assert rules.box == "no_mercy" and rules.deck_size == 168 and rules.target == 1000
    with pytest.raises(RulesError) as info:
        Rules(box="no_mercy")  # the classic defaults of options the box fixes
    assert info.value.code == "not_in_box"


def test_an_option_that_does_not_apply_to_the_box_is_refused_by_name() -> None:
    with pytest.raises(RulesError) as info:
        Rules.for_box("all_wild", jump_in=True)
    assert info.value.code == "not_in_box"
    assert str(info.value).startswith("jump_in does not apply to the all_wild box: ")
    assert str(info.value).endswith("(it must be False)")
    with pytest.raises(RulesError) as info:
        Rules.for_box("all_wild", wd4_rule="challenge")  # the classic default
    assert info.value.code == "not_in_box" and "it must be 'free'" in str(info.value)


def test_box_problems_name_every_option_the_box_fixes_otherwise() -> None:
    bad = object.__new__(Rules)
    for name, value in Rules().to_dict().items():
        object.__setattr__(bad, name, value)
    object.__setattr__(bad, "box", "all_wild")
    # The classic defaults: a Wild Draw Four challenged, the dealer cut for.
    assert sorted(box_problems(bad)) == ["dealer_selection", "wd4_rule"]
    for name, value in (("seven_zero", True), ("blank_cards", "draw_ten"),
                        ("dealer_selection", "random"), ("start_card", "redraw"),
                        ("wd4_rule", "free")):
        object.__setattr__(bad, name, value)
    assert sorted(box_problems(bad)) == ["blank_cards", "seven_zero", "start_card"]
    assert box_problems(Rules(seven_zero=True, blank_cards="draw_ten")) == {}  # classic


def test_a_card_id_of_any_box_is_well_formed_but_not_held() -> None:
    game = setup()
    for card in (NO_MERCY_FIRST, ALL_WILD_FIRST, CARD_COUNT - 1):
        refused = game.why_not(PlayCard(0, card))
        assert refused is not None and refused.code == "no_such_card"
    refused = game.why_not(PlayCard(0, CARD_COUNT))
    assert refused is not None and refused.code == "malformed"
    assert f"from 0 to {CARD_COUNT - 1}" in refused.message


def test_a_save_holding_another_box_s_card_is_refused() -> None:
    match = Match(Rules(), 2, seed=3)
    match.start(dealer=1)
    data = save.match_to_dict(match)
    data["game"]["hands"][0][0] = ALL_WILD_FIRST  # an All Wild card in a classic round
    with pytest.raises(SaveError) as info:
        save.loads(json.dumps(data))
    assert "not exactly one deck of the rules' box" in str(info.value)


def test_a_position_or_a_stacked_deck_of_another_box_is_refused() -> None:
    with pytest.raises(PositionError):
        Game.from_position(Rules(), hands=[[0, 1], [2, 3]], discard=[4],
                           draw_pile=[*range(5, 107), NO_MERCY_FIRST])
    with pytest.raises(ValueError):
        Game.new_round(Rules(), 2, random.Random(1), deck=[ALL_WILD_FIRST])


def test_all_wild_is_played_with_the_values_it_fixes() -> None:
    rules = Rules.for_box("all_wild")
    assert rules.box == "all_wild" and rules.deck_size == 112
    assert Rules.from_dict(rules.to_dict()) == rules
    with pytest.raises(RulesError) as info:
        Rules(box="all_wild")  # the classic defaults: the dealer cut for, challenges
    assert info.value.code == "not_in_box"
    assert str(info.value) == ("dealer_selection does not apply to the all_wild box: there are "
                               "no numbers to cut for (it must be 'random')")


def test_an_all_wild_save_holding_a_classic_card_is_refused() -> None:
    match = Match(Rules.for_box("all_wild"), 3, seed=4)
    match.start()
    data = json.loads(save.dumps(match))
    data["game"]["draw_pile"][0] = 0  # the red 0 in place of an All Wild card
    with pytest.raises(SaveError) as info:
        save.loads(json.dumps(data))
    assert "not exactly one deck of the rules' box" in str(info.value)
    assert save.loads(save.dumps(match)).rules == match.rules


def test_every_rule_of_the_other_boxes_has_its_test() -> None:
    """Each ``nm_*``/``aw_*`` rule of docs/rules.md is named by a test of its box."""
    root = Path(__file__).resolve().parents[2]
    doc = (root / "docs" / "rules.md").read_text(encoding="utf-8")
    for prefix, test_file in (("nm", "test_no_mercy.py"), ("aw", "test_all_wild.py")):
        heads = re.findall(r"^\d+\. (`[^:]*):", doc, re.M)  # "28. `nm_draw_two`, `nm_draw_four`:"
        ids = {i for head in heads for i in re.findall(rf"`({prefix}_[a-z0-9_]+)`", head)}
        assert len(ids) >= 20, f"the {prefix}_ rules are no longer numbered `id`: lines"
        tests = (root / "tests" / "engine" / test_file).read_text(encoding="utf-8")
        assert sorted(i for i in ids if not re.search(rf"\b{i}\b", tests)) == []
