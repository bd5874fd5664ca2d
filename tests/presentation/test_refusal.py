"""Why a card cannot be played now: the words follow the engine's legal actions in each kind of
decision, in every language, and every card the engine lists gets no refusal at all."""

from __future__ import annotations

import pytest

from uno_desktop.engine.actions import Draw, PlayCard
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.view import seat_view
from uno_desktop.i18n import LOCALES, Translator
from uno_desktop.presentation.refusal import usable_cards, why_not, why_not_text
from uno_desktop.presentation.words import Words, render

from ..engine.helpers import card, setup

NAMES = ["Asha", "Robbie", "Chloé"]


def test_a_card_the_engine_lists_has_no_refusal() -> None:
    game = setup(hands=[["g7", "r3", "w"], ["b1", "y2"]], top="g5")
    view = seat_view(game, 0)
    for c in usable_cards(view):
        assert why_not(view, c, NAMES) is None
    assert usable_cards(view) == {card(game, 0, "g7"), card(game, 0, "w")}


def test_a_card_that_does_not_match_says_the_colour_and_the_symbol() -> None:
    game = setup(hands=[["g7", "r3", "w"], ["b1", "y2"]], top="g5")
    words = why_not(seat_view(game, 0), card(game, 0, "r3"), NAMES)
    assert words is not None
    assert render(Translator("en"), words) == "Play a green card or a 5, or a Wild."
    assert render(Translator("fr"), words) == "Jouez une carte verte ou un 5, ou un Joker."
    assert render(Translator("hi"), words) == "हरा कार्ड या 5 खेलें, या रंग परिवर्तन।"


def test_an_action_card_on_top_and_an_eight() -> None:
    game = setup(hands=[["r3", "y1"], ["b2", "y2"]], top="ys")
    assert why_not_text(Translator("en"), seat_view(game, 0), card(game, 0, "r3"),
                        NAMES) == "Play a yellow card or a Skip, or a Wild."
    game = setup(hands=[["r3", "y1"], ["b2", "y2"]], top="y8")
    assert why_not_text(Translator("en"), seat_view(game, 0), card(game, 0, "r3"),
                        NAMES) == "Play a yellow card or an 8, or a Wild."


def test_on_a_wild_only_the_named_colour_is_said() -> None:
    game = setup(hands=[["r3", "g1"], ["b2", "y2"]], top="w", color=2)
    text = why_not_text(Translator("en"), seat_view(game, 0), card(game, 0, "r3"), NAMES)
    assert text == "Play a green card or a Wild."


def test_nothing_fits_says_draw() -> None:
    game = setup(hands=[["r3", "b1"], ["b2", "y2"]], top="g5")
    view = seat_view(game, 0)
    assert not [a for a in view.legal if isinstance(a, PlayCard)]
    assert Draw(0) in view.legal
    assert why_not(view, card(game, 0, "r3"), NAMES) == Words("why-nothing-fits")


def test_an_enforced_wild_draw_four_names_the_colour_held() -> None:
    rules = Rules().with_changes(wd4_rule="enforced")
    game = setup(rules, hands=[["wd4", "g1"], ["b2", "y2"]], top="g5")
    view = seat_view(game, 0)
    assert why_not(view, card(game, 0, "wd4"), NAMES) == Words("why-wd4", {"color": "green"})
    assert "Wild Draw Four" in (why_not_text(Translator("en"), view, card(game, 0, "wd4"),
                                             NAMES) or "")


def test_out_of_turn_says_whose_turn_it_is() -> None:
    game = setup(hands=[["g7", "r3"], ["b1", "y2"]], top="g5")
    view = seat_view(game, 1)
    for c in view.hand:
        assert why_not_text(Translator("en"), view, c, NAMES) == "It is Asha's turn."


def test_a_stacked_draw_two_names_what_answers_it() -> None:
    rules = Rules().with_changes(stacking="cumulative")
    game = setup(rules, hands=[["g+2", "r3"], ["b+2", "y2", "y3"], ["b1", "y5"]], top="g5")
    game.apply(PlayCard(0, card(game, 0, "g+2")))
    view = seat_view(game, 1)
    text = why_not_text(Translator("en"), view, card(game, 1, "y2"), NAMES)
    assert text == "Answer the penalty with a Draw Two, or draw 2 cards."
    assert why_not(view, card(game, 1, "b+2"), NAMES) is None


def test_a_draw_two_nothing_answers_says_take() -> None:
    # Under jump-in the victim is asked even with no answer (an identical Draw Two may come).
    rules = Rules().with_changes(stacking="cumulative", jump_in=True)
    game = setup(rules, hands=[["g+2", "r3"], ["b4", "y2", "y3"], ["b1", "y5"]], top="g5")
    game.apply(PlayCard(0, card(game, 0, "g+2")))
    text = why_not_text(Translator("fr"), seat_view(game, 1), card(game, 1, "y2"), NAMES)
    assert text == "Aucune carte ne répond à la pénalité : piochez 2 cartes."


def test_after_drawing_only_the_drawn_card() -> None:
    game = setup(hands=[["r3", "b1"], ["b2", "y2"]], top="g5", pile=["g9"])
    game.apply(Draw(0))
    view = seat_view(game, 0)
    assert view.drawn is not None and why_not(view, view.drawn, NAMES) is None
    assert why_not(view, card(game, 0, "r3"), NAMES) == Words("why-drawn")


@pytest.mark.parametrize("locale", LOCALES)
def test_every_sentence_renders_with_no_variable_left(locale: str) -> None:
    tr = Translator(locale)
    rules = Rules().with_changes(stacking="cumulative")
    game = setup(rules, hands=[["g+2", "r3"], ["b+2", "wd4", "y2"], ["b1", "y5"]], top="g5")
    game.apply(PlayCard(0, card(game, 0, "g+2")))
    view = seat_view(game, 1)
    text = why_not_text(tr, view, card(game, 1, "y2"), NAMES)
    assert text and "{" not in text and "$" not in text
    others = why_not_text(tr, seat_view(game, 2), card(game, 2, "b1"), NAMES)
    assert others and "Robbie" in others
