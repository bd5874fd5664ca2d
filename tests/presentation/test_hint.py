"""The hint: the hard player's own choice for the seat's view (same memory, same random state),
with a line of why that names only what the seat can see, in every language."""

from __future__ import annotations

import copy
import math
import random
import re
from collections import Counter
from pathlib import Path

import pytest

from uno_desktop.bots.hard import HardBot
from uno_desktop.bots.normal import NORMAL, card_terms, play_score
from uno_desktop.bots.tournament import TURN_PACE
from uno_desktop.engine.actions import CallUno, Draw, PlayCard
from uno_desktop.engine.cards import deck_ids
from uno_desktop.engine.game import Game
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import SeatView, seat_view
from uno_desktop.i18n import LOCALES, Translator, card_name
from uno_desktop.presentation.hint import (
    HINT_WORLDS,
    REASON_IDS,
    Hint,
    decision_hint,
    hint,
    reaction_hint,
)
from uno_desktop.presentation.words import CardName, Words, render

from ..engine.helpers import card, setup

NAMES = ["Asha", "Robbie", "Chloé", "Dev", "Emma", "Farid"]
TRS = [Translator(code) for code in LOCALES]
ROOT = Path(__file__).resolve().parents[2]

# Presets and option sets, 2 to 6 seats.
TABLES: list[tuple[Rules, int]] = [
    (Rules.preset("official"), 2),
    (Rules.preset("official"), 4),
    (Rules.preset("house_party"), 3),
    (Rules.preset("chat_classic"), 5),
    (Rules.preset("official"), 6),
    (Rules.preset("house_party"), 2),
    (Rules(swap_on_five=True, double_play=True, wd4_rule="enforced"), 4),
    (Rules(draw_until_playable=True, stacking="deflect", blank_cards="draw_ten"), 3),
    (Rules(circle_colour=True, drawn_card="must_play"), 2),
]


def _hard(seed: int) -> HardBot:
    """The hard player, its wall-clock cap lifted so that its choice depends on the view, its
    memory and its seed only (the cap would stop two equal searches at different worlds); fewer
    worlds than at the table, so the test stays quick: the law does not depend on the count."""
    return HardBot(seed, worlds=40, budget_ms=math.inf)


def visible_cards(view: SeatView) -> set[int]:
    return set(view.hand) | set(view.discard) | set(view.reveal or ())


def names_a_hidden_card(text: str, tr: Translator, view: SeatView, hidden: set[int]) -> str | None:
    """The name of a card the seat cannot see that ``text`` says (once the names of the cards
    it sees are taken out: a hidden Red 7 has the name of a visible one), or None."""
    for name in sorted({card_name(tr, c) for c in visible_cards(view)}, key=len, reverse=True):
        text = text.replace(name, "")
    return next((n for n in sorted({card_name(tr, c) for c in hidden}, key=len, reverse=True)
                 if n in text), None)


def _check_words(h: Hint, view: SeatView, game: Game, said: Counter[str]) -> None:
    said[h.why.msg_id] += 1
    assert h.why.msg_id in REASON_IDS
    seen = visible_cards(view)
    hidden = {c for c in deck_ids(game.rules.blank_cards == "draw_ten") if c not in seen}
    for value in h.why.args.values():
        if isinstance(value, CardName):
            assert value.card in view.hand or value.card in view.discard
    for tr in TRS:
        text = render(tr, h.why)
        assert text and "{" not in text and h.why.msg_id not in text
        assert names_a_hidden_card(text, tr, view, hidden) is None, text


def _play_and_compare(rules: Rules, players: int, seed: int, said: Counter[str],
                      stats: Counter[str]) -> None:
    """One round of hard players; before each of their choices the hint is asked with a copy
    of the chooser (memory and rng as they are) and must give its answer."""
    game, _ = Game.new_round(rules, players, random.Random(seed), dealer=seed % players)
    bots = [_hard(1000 * seed + s) for s in range(players)]
    for _ in range(3000):
        if game.over:
            return
        offers = []
        for s in range(players):
            if not game.reaction_actions(s):
                continue
            view = seat_view(game, s)
            sure = reaction_hint(view, NAMES)
            offer = bots[s].react(view)
            if offer is not None:
                assert sure is not None and sure.action == offer[0]
                _check_words(sure, view, game, said)
                stats["reactions"] += 1
                if offer[1] < TURN_PACE:
                    offers.append((offer[1], s, offer[0]))
        if offers:
            game.apply(min(offers)[2])
            continue
        seat = game.decision.seat
        view = seat_view(game, seat)
        twin = copy.deepcopy(bots[seat])
        twin.recall(view)
        got = decision_hint(view, NAMES, twin)
        action = bots[seat].choose(view)
        assert got is not None and got.action == action, (seed, view.decision, got, action)
        _check_words(got, view, game, said)
        stats["decisions"] += 1
        stats["searched"] += got.worlds > 0
        stats["overruled"] += got.why.msg_id == "hint-searched"
        game.apply(action)


def test_the_hint_is_the_hard_players_choice_and_names_only_what_the_seat_sees() -> None:
    said: Counter[str] = Counter()
    stats: Counter[str] = Counter()
    seed = 0
    while stats["decisions"] < 600 or seed < len(TABLES):  # every table at least once
        rules, players = TABLES[seed % len(TABLES)]
        _play_and_compare(rules, players, seed, said, stats)
        seed += 1
    print(dict(stats), dict(said))
    assert stats["searched"] >= 40 and stats["overruled"] >= 1 and stats["reactions"] >= 20
    assert len(said) >= 10, said  # many kinds of reasons, not one line for everything


def test_a_fresh_hard_player_and_the_hint_agree_on_one_view_and_seed() -> None:
    game = setup(hands=[["r5", "g5", "w"], ["b1"], ["y2", "y3"]], top="r3")
    view = seat_view(game, 0)
    for seed in range(20):
        bot = HardBot(seed, worlds=HINT_WORLDS, budget_ms=math.inf)
        got = hint(view, NAMES, seed=seed)
        assert got is not None and got.action == bot.choose(view)


def test_the_checker_sees_an_opponents_card_named() -> None:
    game = setup(hands=[["r5", "g7"], ["b1", "y2"]], top="r3")
    view = seat_view(game, 0)
    hidden = {card(game, 1, "b1")}
    for tr in TRS:
        words = Words("hint-play", {"card": CardName(card(game, 1, "b1"))})
        assert names_a_hidden_card(render(tr, words), tr, view, hidden) is not None
        mine = Words("hint-play", {"card": CardName(card(game, 0, "r5"))})
        assert names_a_hidden_card(render(tr, mine), tr, view, hidden) is None


def test_every_reason_is_in_every_catalog() -> None:
    for code in LOCALES:
        text = (ROOT / "locales" / code / "uno.ftl").read_text("utf-8")
        defined = set(re.findall(r"^([a-z][a-z0-9_-]*) =", text, re.MULTILINE))
        assert set(REASON_IDS) <= defined, (code, set(REASON_IDS) - defined)


def test_the_score_parts_add_up_to_the_score() -> None:
    rng = random.Random(3)
    deck = deck_ids(True)
    for _ in range(300):
        cards = rng.sample(deck, rng.randint(1, 9))
        game = setup(hands=[["r5"], ["b1"]], top="r3")
        view = seat_view(game, 0)
        view = type(view)(**{**{f: getattr(view, f) for f in view.__dataclass_fields__},
                             "hand": tuple(cards), "color": rng.randrange(4)})
        lacked = frozenset(rng.sample(range(4), rng.randint(0, 2)))
        for c in cards:
            for danger in (False, True):
                parts = card_terms(view, c, danger, NORMAL, lacked)
                assert sum(parts.values()) == pytest.approx(
                    play_score(view, c, danger, NORMAL, lacked))


def _en(h: Hint | None) -> str:
    assert h is not None
    return render(TRS[0], h.why)


def test_a_fitting_card_keeps_the_wild() -> None:
    game = setup(hands=[["r5", "w", "g2", "b4", "y6", "b9"], ["b1", "y2", "g3", "g4", "r1"]],
                 top="r3")
    got = hint(seat_view(game, 0), NAMES, seed=1)
    assert got is not None and got.action == PlayCard(0, card(game, 0, "r5"))
    assert _en(got) == "Play Red 5 and keep Wild for later."
    assert render(TRS[1], got.why) == "Jouez « 5 rouge » et gardez « Joker » pour plus tard."
    assert render(TRS[2], got.why) == "लाल 5 खेलें और रंग परिवर्तन बाद के लिए रखें।"


def test_a_draw_two_slows_the_next_player_who_has_one_card() -> None:
    game = setup(hands=[["r+2", "r7", "g2", "b4", "y6"], ["b1"], ["y2", "y3", "g3", "g4"]],
                 top="r3")
    got = hint(seat_view(game, 0), NAMES, seed=1)
    assert got is not None and got.action == PlayCard(0, card(game, 0, "r+2"))
    assert _en(got) == "Red Draw Two slows Robbie, who has only 1 card left."


def test_nothing_fits_and_say_uno() -> None:
    game = setup(hands=[["b5", "g7", "y1"], ["b1", "y2"]], top="r3")
    got = hint(seat_view(game, 0), NAMES, seed=1)
    assert got is not None and isinstance(got.action, Draw)
    assert _en(got) == "No card fits: draw a card."
    game = setup(hands=[["r5", "g7"], ["b1", "y2", "y4"]], top="r3")
    got = hint(seat_view(game, 0), NAMES, seed=1)
    assert got is not None and isinstance(got.action, CallUno)
    assert _en(got) == "Say UNO! now, before you play: you are about to have one card left."


def test_no_hint_off_turn_without_a_chance() -> None:
    game = setup(hands=[["r5", "g7"], ["b1", "y2"]], top="r3")
    assert hint(seat_view(game, 1), NAMES) is None


def test_the_hit_line_in_french_and_hindi() -> None:
    game = setup(hands=[["r+2", "r7", "g2", "b4", "y6"], ["b1"], ["y2", "y3", "g3", "g4"]],
                 top="r3")
    got = hint(seat_view(game, 0), NAMES, seed=1)
    assert got is not None
    assert render(TRS[1], got.why) == "« +2 rouge » freine Robbie, à qui il ne reste qu'une carte."
    assert render(TRS[2], got.why) == "लाल +2 Robbie को रोकता है: उनके पास बस 1 कार्ड बचा है।"
