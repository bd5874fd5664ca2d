"""A phone answers the decisions No Mercy's and All Wild's cards bring, over 127.0.0.1: it picks
the victim of a Targeted Draw Two and names the roulette's colour, and the host applies the
pick. The view message carries the table's words (the shared presentation/situation.py and
refusal.py): a compulsory swap, No Mercy's value to reach."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Awaitable, Callable

import aiohttp

from uno_desktop.engine.actions import ChooseColor, ChooseSeat
from uno_desktop.engine.cards import GREEN
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.game import Game
from uno_desktop.engine.match import Match
from uno_desktop.engine.save import game_to_dict, match_from_dict, match_to_dict
from uno_desktop.engine.view import seat_view
from uno_desktop.i18n import Translator
from uno_desktop.remote.view_message import build

from ..engine import test_all_wild as aw
from ..engine import test_no_mercy as nm
from .helpers import NAMES, HostLoop, PhoneClient, start_hub


def _draw_target() -> Game:
    """All Wild: seat 0 played a Wild Targeted Draw Two and names who draws 2."""
    game = aw.table([["wt2", "w", "w"], ["w", "w"], ["w", "w", "w", "w"]])
    aw.play(game, 0, "wt2")
    return game


def _roulette() -> Game:
    """No Mercy: seat 0 played a Wild Colour Roulette; seat 1, its victim, names a colour."""
    game = nm.table([["wcr", "r1", "r2"], ["b1", "y7"], ["g1", "g2"]],
                    pile=["y1", "wd6", "r2", "g9", "b5"])
    nm.play(game, 0, "wcr")
    return game


def _message(game: Game, seat: int, locale: str = "en") -> dict[str, object]:
    message, _offered = build(seat_view(game, seat), Translator(locale), NAMES[:game.n],
                              itertools.count(1), 1)
    return message


def _match_of(game: Game) -> Match:
    """A match of ``game``'s box whose round in play is ``game``, loaded as a save is."""
    base = Match(game.rules, game.n, seed=3)
    base.start()
    saved = match_to_dict(base)
    saved["game"] = game_to_dict(game)
    return match_from_dict(saved)


def test_the_compulsory_swaps_on_the_phone_in_french() -> None:
    swap = aw.table([["wfs", "w", "w"], ["w", "w"], ["w", "w", "w", "w"]])
    aw.play(swap, 0, "wfs")
    seven = nm.table([["r7", "r1", "b2"], ["b1", "y7"], ["g1", "g2"]])
    nm.play(seven, 0, "r7")
    messages = [_message(swap, 0, "fr"), _message(seven, 0, "fr")]
    assert [m["prompt"] for m in messages] == [
        "Joker Échange forcé : échange obligatoire, avec qui ?",
        "7 : vous devez échanger votre jeu avec un joueur"]
    for message in messages:
        actions = message["actions"]
        assert isinstance(actions, list) and {a["kind"] for a in actions} == {"target"}


def test_a_no_mercy_penalty_card_says_the_value_to_reach_on_the_phone() -> None:
    game = nm.table([["r+4", "r1", "r2"], ["b+2", "wd6", "g5"], ["g1", "g2"]])
    nm.play(game, 0, "r+4")
    hand = _message(game, 1)["hand"]
    assert isinstance(hand, list)
    assert {c["why"] for c in hand if "why" in c} == {
        "Only a draw card worth 4 or more answers the penalty: a Wild Draw Six; "
        "or draw 4 cards."}


def _run(test: Callable[[aiohttp.ClientSession], Awaitable[None]]) -> None:
    async def main() -> None:
        async with aiohttp.ClientSession() as session:
            await test(session)

    asyncio.run(main())


def _phone_answers(hubs: list[object], cards: dict[str, bytes], game: Game, seat: int,
                   decision: str, prompt: str, field: str, value: int) -> tuple[Match, HostLoop]:
    """``seat``'s phone sees ``decision`` asked in ``prompt`` and taps the action whose
    ``field`` is ``value``; returns the match and its host once the pick is applied."""
    match = _match_of(game)
    hub = start_hub(hubs, cards, [seat], 3)
    host = HostLoop(match, {seat: hub.phone_seat(seat, match)}).start()

    async def test(session: aiohttp.ClientSession) -> None:
        phone = PhoneClient(session, hub)
        await phone.hello(token=hub.keys[seat].token)
        view = await phone.until("view")
        assert view["decision"] == decision
        assert view["prompt"] == prompt
        pick = next(a for a in view["actions"] if a.get(field) == value)
        await phone.send({"type": "act", "id": pick["id"]})
        # The next view comes once the pick is applied (nobody plays the seats after it).
        await phone.until("view", check=lambda v: v["seq"] > view["seq"])

    try:
        _run(test)
    finally:
        host.stop()
    return match, host


def test_a_phone_picks_the_victim_of_a_targeted_draw_two(
        hubs: list[object], cards: dict[str, bytes]) -> None:
    match, host = _phone_answers(hubs, cards, _draw_target(), 0, "draw_target",
                                 "Wild Targeted Draw Two: choose who draws 2", "target", 2)
    game = match.game
    assert game is not None and host.applied == 1 and host.refusals == []
    assert len(game.hands[2]) == 6 and game.decision.kind is not Kind.DRAW_TARGET
    assert ChooseSeat(0, 2) not in game.legal_actions()


def test_a_phone_names_the_roulette_colour(hubs: list[object], cards: dict[str, bytes]) -> None:
    match, host = _phone_answers(hubs, cards, _roulette(), 1, "choose_color",
                                 "Roulette: name a colour; you draw until it comes up", "color",
                                 GREEN)
    game = match.game
    assert game is not None and host.applied == 1 and host.refusals == []
    assert game.color == GREEN and len(game.hands[1]) == 6
    assert ChooseColor(1, GREEN) not in game.legal_actions()
    assert game.decision.kind is not Kind.CHOOSE_COLOR or game.decision.seat != 1
