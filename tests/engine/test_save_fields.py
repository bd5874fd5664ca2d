"""Each field of a save is read with its own limits and its own name: the value at a limit
loads, the value beyond it (or of the wrong length) is refused naming exactly that field."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from uno_desktop.engine import save
from uno_desktop.engine.actions import Challenge, PlayCard
from uno_desktop.engine.cards import CARD_COUNT, GREEN
from uno_desktop.engine.errors import SaveError
from uno_desktop.engine.match import Match
from uno_desktop.engine.rules import Rules

from .helpers import card
from .test_position_checks import _match, _saved, _set, at_play_drawn, at_round_over, at_turn

Data = dict[str, Any]


def after_challenge() -> Data:
    match = _match(Rules())
    assert match.game is not None
    match.apply(PlayCard(0, card(match.game, 0, "wd4"), GREEN))
    match.apply(Challenge(1))
    return _saved(match)


def _loads(data: Data) -> None:
    save.loads(json.dumps(data))


def _refused(data: Data, named: str) -> None:
    with pytest.raises(SaveError) as info:
        _loads(data)
    message = str(info.value)
    assert message == named or message.startswith((named + " ", named + ":")), message


def _extend(path: str, extra: Any) -> Callable[[Data], None]:
    def change(d: Data) -> None:
        place = d
        for key in path.split("."):
            place = place[int(key)] if isinstance(place, list) else place[key]
        place.append(extra)
    return change


def _get(d: Data, path: str) -> Any:
    place = d
    for key in path.split("."):
        place = place[int(key)] if isinstance(place, list) else place[key]
    return place


@pytest.mark.parametrize("state, path, good, bad, named", [
    (at_turn, "game.direction", -1, -2, "game.direction"),
    (at_turn, "game.direction", 1, 2, "game.direction"),
    (at_turn, "game.pending.choice.trade_card", -1, -2, "game.pending.choice.trade_card"),
    (at_turn, "game.pending.choice.trade_card", -1, CARD_COUNT, "game.pending.choice.trade_card"),
    (at_turn, "game.pending.uno.precalled", [2, 0], [2, -1], "game.pending.uno.precalled[1]"),
    (at_turn, "game.pending.uno.precalled", [2, 0], [3, 0], "game.pending.uno.precalled[0]"),
    (at_turn, "game.pending.uno.precalled", [2, 0], [2, 0, 0], "game.pending.uno.precalled"),
    (at_turn, "game.pending.uno.called", 7, 8, "game.pending.uno.called"),  # 3 seats' bits
    (at_turn, "rng.1.624", 624, 625, "rng[1][624]"),
    (at_turn, "rng.1.624", 0, -1, "rng[1][624]"),
    (at_turn, "rng.1.3", 0, -1, "rng[1][3]"),
    (at_turn, "rng.1.3", 2**32 - 1, 2**32, "rng[1][3]"),
    (at_turn, "rng.2", 0.5, 1, "rng[2]"),
    (at_turn, "last_winner", -1, -2, "last_winner"),
    (at_turn, "last_winner", 2, 3, "last_winner"),
    (at_turn, "winners", [], [3], "winners[0]"),
    (at_round_over, "game.result.values.0", 10**5, 10**5 + 1, "game.result.values[0]"),
    (at_round_over, "game.result.hands.0", [], [CARD_COUNT], "game.result.hands[0][0]"),
    (after_challenge, "game.reveal.0", 1, 3, "game.reveal[0]"),
    (after_challenge, "game.reveal.1", [0, CARD_COUNT - 1], [0, CARD_COUNT], "game.reveal[1][1]"),
    (at_play_drawn, "game.decision.drawn", None, CARD_COUNT, "game.decision.drawn"),
    (at_play_drawn, "game.decision.drawn", None, -1, "game.decision.drawn"),
    (at_turn, "game.decision.partner", None, 3, "game.decision.partner"),
    (at_turn, "history", [], [[0, 0, -1]], "history[0][2]"),
    (at_turn, "game.draw_pile.0", None, CARD_COUNT, "game.draw_pile[0]"),
])
def test_a_field_beyond_its_limit_is_refused_by_name(state: Callable[[], Data], path: str,
                                                      good: Any, bad: Any, named: str) -> None:
    """A card id is read up to CARD_COUNT - 1 (every box's cards); whether the cards make the
    rules' deck is the position check's (test_box.py)."""
    data = state()
    _set(path, bad)(data)
    _refused(data, named)
    data = state()
    if good is not None and not path.startswith(("game.reveal", "game.result.hands",
                                                   "game.pending.choice")):
        _set(path, good)(data)
        _loads(data)


@pytest.mark.parametrize("state, path, named", [
    (at_turn, "game.hands", "game.hands"),
    (at_turn, "game.gone", "game.gone"),
    (at_turn, "game.active", "game.active"),
    (at_turn, "game.lies", "game.lies"),
    (at_turn, "totals", "totals"),
    (at_turn, "rounds_won", "rounds_won"),
    (at_turn, "gone", "gone"),
    (at_round_over, "game.result.hands", "game.result.hands"),
    (at_round_over, "game.result.values", "game.result.values"),
    (at_round_over, "game.result.ranking", "game.result.ranking"),
    (after_challenge, "game.reveal", "game.reveal"),
    (at_turn, "rng", "rng"),
    (at_turn, "rng.1", "rng[1]"),
])
def test_a_list_of_the_wrong_length_is_refused_by_name(state: Callable[[], Data], path: str,
                                                       named: str) -> None:
    data = state()
    _extend(path, _get(data, path)[-1])(data)
    _refused(data, named)


def test_lists_capped_by_the_table_size_are_refused_by_name() -> None:
    data = at_turn()
    data["game"]["finished"] = [0, 1, 2, 0]
    _refused(data, "game.finished")
    data = at_turn()
    data["last_values"] = [0, 0, 0, 0]
    _refused(data, "last_values")
    data = at_turn()
    data["winners"] = [0, 1, 2, 0]
    _refused(data, "winners")


def test_card_lists_hold_at_most_every_card_once() -> None:
    """A list of cards is read up to CARD_COUNT items (the cards of every box); that they are
    exactly the rules' deck is the position check's."""
    data = at_turn()
    data["game"]["draw_pile"] = (data["game"]["draw_pile"] * 10)[:CARD_COUNT + 1]
    _refused(data, "game.draw_pile")
    data = after_challenge()
    data["game"]["reveal"][1] = list(range(CARD_COUNT)) + [0]
    _refused(data, "game.reveal[1]")


def test_a_long_match_history_loads() -> None:
    data = at_turn()
    data["round_no"] = 20_000
    data["history"] = [[0, 0, 0]] * 20_000
    assert len(save.loads(json.dumps(data)).history) == 20_000


def test_a_save_names_the_pending_record_it_cannot_read() -> None:
    data = at_turn()
    data["game"]["pending"]["draw"] = []
    _refused(data, "game.pending.draw")
    data = at_turn()
    data["game"]["pending"] = []
    _refused(data, "game.pending")


def test_the_highest_card_and_the_last_seat_are_read_as_themselves() -> None:
    match = Match(Rules(blank_cards="draw_ten"), 3, seed=6)
    match.start(dealer=0)
    data = _saved(match)
    game = data["game"]
    for pile in ("draw_pile", "discard"):
        if 111 in game[pile]:
            game[pile][game[pile].index(111)] = game["hands"][0][0]
            game["hands"][0][0] = 111
    assert 111 in game["hands"][0]
    _loads(data)
    over = at_round_over()
    over["over"], over["winners"] = True, [2]
    _loads(over)


def test_a_match_that_is_over_names_its_winners() -> None:
    over = at_round_over()
    over["over"], over["winners"] = True, []
    _refused(over, "over: a match that is over names its winners")


def test_a_seat_gone_from_a_finished_round_is_gone_from_the_match() -> None:
    over = at_round_over()
    over["game"]["gone"][1] = True
    over["game"]["active"][1] = False
    # Its cards under the draw pile, as the engine leaves them, so only the match disagrees.
    over["game"]["draw_pile"][0:0] = over["game"]["hands"][1]
    over["game"]["hands"][1] = []
    _refused(over, "gone[1]: the seat has left the round but not the match")


def _with_blank_cards(data: Data) -> Data:
    """The same table with the four blank cards of the 112-card deck under the draw pile."""
    data["rules"]["blank_cards"] = "draw_ten"
    data["game"]["draw_pile"][0:0] = [108, 109, 110, 111]
    return data


def _swap_into(game: Data, seat: int, old: int, new: int) -> None:
    """Exchange card ``new`` (wherever it lies) with ``old`` in ``seat``'s hand."""
    for pile in [game["draw_pile"], game["discard"], *game["hands"]]:
        if new in pile:
            pile[pile.index(new)] = old
            break
    hand = game["hands"][seat]
    hand[hand.index(old)] = new


@pytest.mark.parametrize("drawn", [0, 111])
def test_the_drawn_card_may_be_the_first_or_the_last_card(drawn: int) -> None:
    data = _with_blank_cards(at_play_drawn())
    game = data["game"]
    _swap_into(game, 0, game["decision"]["drawn"], drawn)
    game["decision"]["drawn"] = drawn
    _loads(data)


def test_the_card_given_in_a_trade_may_be_the_last_card() -> None:
    from .test_position_checks import at_give_card

    data = _with_blank_cards(at_give_card())
    game = data["game"]
    _swap_into(game, 0, game["pending"]["choice"]["trade_card"], 111)
    game["pending"]["choice"]["trade_card"] = 111
    _loads(data)
