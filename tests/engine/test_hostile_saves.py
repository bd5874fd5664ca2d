"""Damaged and hostile saves are refused with SaveError naming the field, quickly (issue 12)."""

import json
import random

import pytest

from uno_desktop.engine import save
from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.cards import CARD_COUNT
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.errors import SaveError
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules


def saved(rules: Rules | None = None, players: int = 3, moves: int = 5) -> dict:
    match = Match(rules or Rules(), players, seed=4)
    match.start()
    rng = random.Random(1)
    for _ in range(moves):
        game = match.game
        if game.over:
            break
        match.apply(rng.choice(game.legal_actions()))
    return json.loads(save.dumps(match))


def refused(data, field: str) -> SaveError:
    with pytest.raises(SaveError) as info:
        save.loads(json.dumps(data))
    assert field in str(info.value), str(info.value)
    return info.value


def test_a_good_save_loads():
    data = saved()
    assert save.dumps(save.loads(json.dumps(data))) == json.dumps(data, separators=(",", ":"))


@pytest.mark.parametrize("field, value, named", [
    ("color", 9, "game.color"),
    ("color", True, "game.color"),
    ("color", 1.0, "game.color"),
    ("pending.draw.skips", -1, "game.pending.draw.skips"),
    ("pending.draw.skips", 10**30, "game.pending.draw.skips"),
    ("pending.draw.cards", -4, "game.pending.draw.cards"),
    ("pending.draw.kind", 3, "game.pending.draw.kind"),
    ("pending.challenge.bluff", 1, "game.pending.challenge.bluff"),
    ("pending.choice.trade_card", 500, "game.pending.choice.trade_card"),
    ("pending", [], "game.pending"),
    ("direction", 0, "game.direction"),
    ("turn_no", 2**70, "game.turn_no"),
    ("dealer", 7, "game.dealer"),
    ("pending.uno.seat", -2, "game.pending.uno.seat"),
    ("passes", "1", "game.passes"),
    ("stage", [7, 7], "game.stage"),
    ("pending.uno.precalled", [0], "game.pending.uno.precalled"),
    ("reveal", [0, [3.5]], "game.reveal"),
])
def test_a_bad_round_field_is_named(field, value, named):
    data = saved()
    *path, last = field.split(".")
    place = data["game"]
    for key in path:
        place = place[key]
    place[last] = value
    refused(data, named)


def test_cards_that_are_not_one_deck_are_refused():
    data = saved()
    hand = data["game"]["hands"][0]
    hand[0] = hand[1]  # a card twice, another missing
    refused(data, "deck")
    data = saved()
    data["game"]["hands"][1].append(CARD_COUNT)  # no card of any box
    refused(data, "game.hands[1]")
    data = saved()
    data["game"]["draw_pile"].pop()
    refused(data, "deck")


def test_a_decision_owned_by_a_seat_that_left_is_refused():
    data = saved()
    seat = data["game"]["decision"]["seat"]
    # Its cards under the draw pile, as when a seat really leaves: only the decision is wrong.
    data["game"]["draw_pile"][0:0] = data["game"]["hands"][seat]
    data["game"]["hands"][seat] = []
    data["game"]["active"][seat] = False
    data["game"]["gone"][seat] = True
    data["gone"][seat] = True
    refused(data, "decision.seat")


def test_a_decision_that_cannot_be_answered_is_refused():
    data = saved(Rules(swap_on_five=True))
    game = data["game"]
    seat = game["decision"]["seat"]
    game["decision"] = {"kind": "give_card", "seat": seat, "penalty": 0, "drawn": None,
                        "partner": (seat + 1) % 3}
    refused(data, "trade")


def test_a_penalty_with_a_challenge_still_open_is_refused():
    """Play asks the victim of a challengeable Wild Draw Four for a challenge first: a save
    showing it a plain penalty with the challenge still open is no position of the game."""
    match = Match(Rules(), 3, seed=4)
    match.start()
    rng = random.Random(2)
    while match.game.decision.kind is not Kind.CHALLENGE:
        if match.game.over:
            match.next_round()
        match.apply(rng.choice(match.game.legal_actions()))
    data = json.loads(save.dumps(match))
    assert save.loads(json.dumps(data))  # the real position loads
    data["game"]["decision"]["kind"] = "penalty"
    refused(data, "wd4_seat")


def test_rng_state_out_of_range_is_refused_not_overflowing():
    data = saved()
    data["rng"][1][5] = 2**80
    refused(data, "rng[1][5]")
    data = saved()
    data["rng"] = [3, [1, 2], None]
    refused(data, "rng[1]")


def test_deep_nesting_and_huge_files_are_refused_quickly():
    deep = '{"format": "uno-desktop-match", "version": 1, "rules": ' + "[" * 200_000 \
        + "]" * 200_000 + "}"
    with pytest.raises(SaveError, match="nested"):
        save.loads(deep)
    with pytest.raises(SaveError, match="characters"):
        save.loads(" " * (save.MAX_SAVE_BYTES + 1))


@pytest.mark.parametrize("text", ["", "null", "[]", '{"format": 3}', "NaN", '"x"',
                                  '{"format": "uno-desktop-match", "version": true}'])
def test_things_that_are_no_save_are_refused(text):
    with pytest.raises(SaveError):
        save.loads(text)


def test_match_fields_are_checked():
    for field, value, named in [("totals", [0, -5, 0], "totals[1]"), ("round_no", -1, "round_no"),
                                ("winners", [0, 0], "winners"), ("players", 11, "players"),
                                ("scored", 1, "scored"), ("history", [[1]], "history[0]")]:
        data = saved()
        data[field] = value
        refused(data, named)


def test_a_played_position_still_loads_after_every_action():
    rules = Rules(jump_in=True, stacking="cumulative", seven_zero=True, swap_on_five=True,
                  double_play=True, play_until_last=True)
    match = Match(rules, 4, seed=11)
    match.start()
    rng = random.Random(3)
    for _ in range(400):
        game = match.game
        if match.over:
            break
        if game.over:
            match.next_round()
            continue
        actions = game.legal_actions()
        plays = [a for a in actions if isinstance(a, PlayCard)]
        match.apply(rng.choice(plays or actions))
        assert save.dumps(save.loads(save.dumps(match))) == save.dumps(match)


def test_a_starting_wild_waiting_for_its_colour_saves_and_loads():
    from uno_desktop.engine.cards import BLACK, cards_from_codes
    from uno_desktop.engine.decisions import Kind

    match = Match(Rules(), 2, seed=1)
    deck = cards_from_codes([f"r{i}" for i in range(1, 8)] + [f"b{i}" for i in range(1, 8)]
                            + ["w"])
    match.start(deck=deck, dealer=0)
    assert match.game.decision.kind is Kind.CHOOSE_COLOR and match.game.color == BLACK
    assert save.dumps(save.loads(save.dumps(match))) == save.dumps(match)
    data = json.loads(save.dumps(match))
    data["game"]["decision"] = {"kind": "turn", "seat": 1, "penalty": 0, "drawn": None,
                                "partner": None}
    refused(data, "color")


def test_from_position_builds_a_checked_table():
    from uno_desktop.engine.cards import cards_from_codes, deck_ids
    from uno_desktop.engine.errors import PositionError
    from uno_desktop.engine.game import Game

    deck = deck_ids(False)
    hands = [cards_from_codes(["r5", "g7"], deck), cards_from_codes(["b1", "y2"], deck)]
    for c in hands[0] + hands[1]:
        deck.remove(c)
    top = deck.pop(0)  # the red 0
    game = Game.from_position(Rules(), hands=hands, discard=[top], draw_pile=deck, turn=1)
    assert game.decision.seat == 1 and game.legal_actions()
    with pytest.raises(PositionError, match="one deck"):
        Game.from_position(Rules(), hands=hands, discard=[top], draw_pile=deck[1:])
    with pytest.raises(PositionError, match="no card"):
        Game.from_position(Rules(), hands=[hands[0] + hands[1], []], discard=[top],
                           draw_pile=deck)


@pytest.mark.parametrize("moves", [5, 400])
def test_a_seat_that_left_but_still_holds_cards_is_refused(moves):
    # The engine puts a leaving seat's cards under the draw pile (Game._remove), so a seat
    # marked gone with a hand is a damaged save even though the cards still make one deck.
    from uno_desktop.engine.errors import PositionError

    data = saved(players=4, moves=moves)
    game = data["game"]
    seat = next(s for s in range(4) if s != game["decision"]["seat"] and game["hands"][s])
    game["active"][seat] = False
    game["gone"][seat] = True
    data["gone"][seat] = True
    with pytest.raises(PositionError, match=rf"hands\[{seat}\].*left"):
        save.loads(json.dumps(data))


def test_a_seat_that_left_the_real_way_loads():
    from uno_desktop.engine.actions import Forfeit

    match = Match(Rules(), 4, seed=4)
    match.start()
    seat = (match.game.decision.seat + 1) % 4
    match.apply(Forfeit(seat))
    assert match.game.gone[seat] and not match.game.hands[seat]
    assert save.dumps(save.loads(save.dumps(match))) == save.dumps(match)
