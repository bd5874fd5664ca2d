"""The No Mercy and All Wild boxes in words (issue 32): every new card has its name in the three
languages, every decision a person can face in those boxes has its own question (the victim of
a Targeted Draw Two, a Forced Swap, the roulette's colour), the pile of All Wild names no colour,
and the new events have their log lines."""

from __future__ import annotations

import pytest

from uno_desktop import i18n
from uno_desktop.engine import cards
from uno_desktop.engine import events as ev
from uno_desktop.engine.actions import ChooseColor, ChooseSeat, PlayCard
from uno_desktop.engine.cards import BOXES, CARD_KIND, box_ids
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.view import seat_view
from uno_desktop.i18n import LOCALES, Translator
from uno_desktop.presentation.refusal import by_value, kind_words, why_not
from uno_desktop.presentation.situation import color_words, nothing_fits, situation
from uno_desktop.presentation.words import CardName, Words, render

from ..engine import test_all_wild as aw
from ..engine import test_no_mercy as nm

NAMES = ["Asha", "Robbie", "Chloé", "Dev"]


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_of_every_box_has_a_name_of_its_own(locale: str) -> None:
    tr = Translator(locale)
    for box in BOXES:
        kinds = {CARD_KIND[c]: c for c in box_ids(box)}
        names = {k: i18n.card_name(tr, c) for k, c in kinds.items()}
        # A name is never the message id (a missing translation) and two kinds never share one
        # (a red card of each kind, so the colour does not tell them apart).
        reds = {k: i18n.card_name(tr, c) for c in box_ids(box)
                if cards.CARD_COLOR[c] in (cards.RED, cards.BLACK)
                for k in [CARD_KIND[c]]}
        assert not [n for n in names.values() if n.startswith("card-")], names
        assert len(set(reds.values())) == len(reds), (box, reds)


def test_the_new_cards_use_the_boxes_own_words() -> None:
    deck = nm.nm().deck()
    red_se = next(c for c in deck if CARD_KIND[c] == cards.SKIP_EVERYONE
                  and cards.CARD_COLOR[c] == cards.RED)
    roulette = next(c for c in deck if CARD_KIND[c] == cards.WILD_COLOR_ROULETTE)
    wrd4 = next(c for c in deck if CARD_KIND[c] == cards.WILD_REVERSE_DRAW_FOUR)
    got = [[i18n.card_name(Translator(lang), c) for c in (red_se, roulette, wrd4)]
           for lang in ("en", "fr", "hi")]
    assert got == [["Red Skip Everyone", "Wild Colour Roulette", "Wild Reverse Draw Four"],
                   ["Tout le monde passe son tour rouge", "Joker Roue des couleurs",
                    "Inversion Super Joker +4"],
                   ["लाल सबको स्किप", "रंग परिवर्तन रूलेट", "रंग परिवर्तन रिवर्स +4"]]


def test_a_targeted_draw_two_asks_its_player_whom_to_hit_with_a_seat_each() -> None:
    game = aw.table([["wt2", "w"], aw.FILL, aw.FILL, aw.FILL])
    aw.play(game, 0, "wt2")
    assert game.decision.kind is Kind.DRAW_TARGET
    sit = situation(seat_view(game, 0), NAMES)
    assert sit.prompt == Words("table-choose-draw-target", {"card": CardName(game.discard[-1])})
    assert [o.action for o in sit.offers if o.kind == "target"] == [
        ChooseSeat(0, 1), ChooseSeat(0, 2), ChooseSeat(0, 3)]
    assert render(Translator("en"), sit.prompt) == \
        "Wild Targeted Draw Two: choose who draws 2"
    # A card of the hand is refused with the same question.
    assert why_not(seat_view(game, 0), game.hands[0][0], NAMES) == sit.prompt


def test_a_forced_swap_says_swap_hands_with_the_cards_name_not_the_sevens_words() -> None:
    game = aw.table([["wfs", "w", "w"], aw.FILL, aw.FILL])
    aw.play(game, 0, "wfs")
    assert game.decision.kind is Kind.SEVEN_TARGET
    sit = situation(seat_view(game, 0), NAMES)
    assert sit.prompt is not None
    assert render(Translator("fr"), sit.prompt) == \
        "Joker Échange forcé : échange obligatoire, avec qui ?"
    assert sit.has("target")


def test_no_mercys_seven_says_the_swap_is_compulsory() -> None:
    game = nm.table([["r7", "b1", "g2"], ["b2"], ["g1", "g3"]], top="r3")
    nm.play(game, 0, "r7")
    assert game.decision.kind is Kind.SEVEN_TARGET
    sit = situation(seat_view(game, 0), NAMES)
    assert sit.prompt == Words("table-choose-swap-seven")
    assert [render(Translator(lang), sit.prompt) for lang in ("en", "fr", "hi")] == [
        "You played a 7: you must swap hands; choose a player",
        "7 : vous devez échanger votre jeu avec un joueur",
        "आपने 7 खेला: आपको कार्ड बदलने ही होंगे; एक खिलाड़ी चुनें"]
    assert sit.has("target") and not sit.has("pass")
    assert why_not(seat_view(game, 0), game.hands[0][0], NAMES) == sit.prompt


def test_a_forced_swap_says_the_swap_is_compulsory_in_every_language() -> None:
    game = aw.table([["wfs", "w", "w"], aw.FILL, aw.FILL])
    aw.play(game, 0, "wfs")
    sit = situation(seat_view(game, 0), NAMES)
    assert sit.prompt is not None
    assert [render(Translator(lang), sit.prompt) for lang in ("en", "hi")] == [
        "Wild Forced Swap: you must swap hands; choose a player",
        "रंग परिवर्तन ज़बरन अदला-बदली: बदलना ज़रूरी है, खिलाड़ी चुनें"]
    assert not sit.has("pass")


def test_the_roulette_victim_is_told_why_it_names_a_colour() -> None:
    game = nm.table([["wcr", "r1", "r4"], ["b1"], ["g1", "g2"]], pile=["y1", "r2", "g9"])
    nm.play(game, 0, "wcr")
    assert game.decision.kind is Kind.CHOOSE_COLOR and game.decision.seat == 1
    sit = situation(seat_view(game, 1), NAMES)
    assert sit.prompt is not None and sit.prompt.msg_id == "table-choose-roulette"
    assert render(Translator("en"), sit.prompt) == (
        "Roulette: name a colour; you draw until it comes up")
    assert {o.action for o in sit.offers if o.kind == "color"} == {
        ChooseColor(1, c) for c in cards.COLORS}
    # The player of the roulette is not asked anything: it is the victim's decision.
    assert situation(seat_view(game, 0), NAMES).prompt is None


def test_all_wild_names_no_colour_and_no_mercy_draws_until_a_card_fits() -> None:
    game = aw.table([["w", "ws"], aw.FILL, aw.FILL])
    assert game.color == cards.BLACK
    assert color_words(seat_view(game, 0)) == Words("table-any-card")
    assert render(Translator("hi"), color_words(seat_view(game, 0))) == "कोई भी कार्ड चलेगा"
    classic = nm.table([["r1"], ["b1"]])
    assert color_words(seat_view(classic, 0)) == Words("color-red")
    stuck = nm.table([["b1", "g2"], ["b1"]], top="r3")
    view = seat_view(stuck, 0)
    assert not any(isinstance(a, PlayCard) for a in view.legal)
    assert nothing_fits(view) == Words("why-nothing-fits-until")
    assert situation(view, NAMES).prompt == Words("why-nothing-fits-until")


def test_a_penalty_answer_names_the_new_draw_cards() -> None:
    words = kind_words(cards.WILD_DRAW_SIX)
    assert words == Words("why-kind-box", {"kind": "wild_draw_six"})
    assert [render(Translator(lang), words) for lang in ("en", "fr", "hi")] == [
        "a Wild Draw Six", "un Super Joker +6", "रंग परिवर्तन +6"]


@pytest.mark.parametrize("locale", LOCALES)
def test_the_new_events_have_log_lines(locale: str) -> None:
    tr = Translator(locale)
    lines = [*i18n.event_lines(tr, ev.KnockedOut(1, 25), NAMES),
             *i18n.event_lines(tr, ev.DiscardedAll(1, (3, 5)), NAMES),
             *i18n.event_lines(tr, ev.Drew(1, (1, 2, 3), "roulette"), NAMES)]
    assert len(lines) == 3 and all("Robbie" in line for line in lines)
    assert "25" in lines[0] and "2" in lines[1] and "3" in lines[2]
    assert i18n.event_lines(tr, ev.Drew(1, (1, 2, 3), "roulette"), NAMES) != \
        i18n.event_lines(tr, ev.Drew(1, (1, 2, 3), "draw"), NAMES)


def test_the_roulettes_player_is_not_said_to_name_a_colour() -> None:
    tr = Translator("en")
    roulette = next(c for c in nm.nm().deck() if CARD_KIND[c] == cards.WILD_COLOR_ROULETTE)
    six = next(c for c in nm.nm().deck() if CARD_KIND[c] == cards.WILD_DRAW_SIX)
    assert i18n.event_lines(tr, ev.Played(2, roulette, cards.GREEN), NAMES) == [
        "Chloé plays Wild Colour Roulette."]
    assert "green" in i18n.event_lines(tr, ev.Played(2, six, cards.GREEN), NAMES)[0]


def test_no_house_note_for_what_the_box_itself_fixes() -> None:
    from uno_desktop.presentation.house_notes import HouseNotes

    wd4 = next(c for c in aw.AW.deck() if CARD_KIND[c] == cards.WILD_DRAW_FOUR)
    event = ev.Played(0, wd4, cards.BLACK)
    classic_free = nm.Rules(wd4_rule="free")
    assert HouseNotes(classic_free, NAMES, 4).read(event) is not None
    assert HouseNotes(aw.AW, NAMES, 4).read(event) is None


def test_the_hint_for_a_targeted_draw_two_names_the_victim_and_why() -> None:
    from uno_desktop.bots.hard import HardBot
    from uno_desktop.presentation.hint import _why

    game = aw.table([["wt2", "w"], ["w", "w", "w"], ["w"] * 4, ["w", "w"]])
    aw.play(game, 0, "wt2")
    view = seat_view(game, 0)
    why = _why(view, NAMES, HardBot(0), ChooseSeat(0, 3), frozenset())
    assert why == Words("hint-draw-target", {"player": "Dev", "count": 2})
    assert render(Translator("en"), why) == \
        "Make Dev draw: they hold the fewest cards (2)."


def test_all_wilds_start_card_is_said_to_do_nothing() -> None:
    tr = Translator("en")
    deck = aw.AW.deck()
    skip = next(c for c in deck if CARD_KIND[c] == cards.WILD_SKIP)
    wild = next(c for c in deck if CARD_KIND[c] == cards.WILD)
    assert i18n.event_lines(tr, ev.StartCard(skip), NAMES) == [
        "The first card is Wild Skip.",
        "It does nothing: in All Wild the first card's action is ignored."]
    assert i18n.event_lines(tr, ev.StartCard(wild), NAMES) == ["The first card is Wild."]


def test_no_mercys_refusal_names_the_value_a_penalty_answer_must_reach() -> None:
    game = nm.table([["r+2", "r1"], ["b+4", "b+2", "b1"], ["wd6", "g+2", "g1"], ["y1", "y2"]])
    nm.play(game, 0, "r+2")
    nm.play(game, 1, "b+4")
    view = seat_view(game, 2)
    assert view.decision is Kind.PENALTY and view.penalty == 6
    why = why_not(view, nm.held(game, 2, "g+2"), NAMES)
    assert why == Words("why-nm-answer", {"value": 4, "answers": (
        Words("why-kind-box", {"kind": "wild_draw_six"}),), "count": 6})
    assert why_not(view, nm.held(game, 2, "g1"), NAMES) == why
    assert render(Translator("en"), why) == (
        "Only a draw card worth 4 or more answers the penalty: a Wild Draw Six; or draw 6 cards.")
    assert render(Translator("fr"), why).startswith(
        "Seule une carte à piocher valant 4 ou plus répond à la pénalité")
    # With no answer in the hand, the value is still named.
    none = by_value(view, ())
    assert none == Words("why-nm-take", {"value": 4, "count": 6})
    assert render(Translator("hi"), none).startswith("जुर्माने का जवाब केवल 4 या ज़्यादा")


def test_no_mercy_offers_a_black_card_not_a_wild() -> None:
    game = nm.table([["b1", "r5", "g2"], ["b2"]], top="r3")
    view = seat_view(game, 0)
    why = why_not(view, nm.held(game, 0, "b1"), NAMES)
    assert why == Words("why-nm-match", {"color": "red", "kind": kind_words(3)})
    assert render(Translator("en"), why) == "Play a red card or a 3, or a black card."
    assert render(Translator("fr"), why).endswith("ou une carte noire.")


def test_the_targeted_draw_two_hint_says_fewest_cards_only_when_true() -> None:
    from uno_desktop.bots.hard import HardBot
    from uno_desktop.presentation.hint import _why

    game = aw.table([["wt2", "w"], ["w", "w", "w"], ["w"] * 4, ["w", "w"]])
    aw.play(game, 0, "wt2")
    view = seat_view(game, 0)
    why = _why(view, NAMES, HardBot(0), ChooseSeat(0, 1), frozenset())
    assert why == Words("hint-draw-target-plain", {"player": "Robbie"})
    assert [render(Translator(lang), why) for lang in ("en", "fr", "hi")] == [
        "Make Robbie draw 2.", "Faites piocher 2 cartes à Robbie.", "Robbie से 2 कार्ड उठवाएँ।"]


def test_the_roulette_victims_colour_hint_says_why_not_how_many_it_holds() -> None:
    from uno_desktop.bots.hard import HardBot
    from uno_desktop.presentation.hint import REASON_IDS, _why

    game = nm.table([["wcr", "r1", "r4"], ["b1"], ["g1", "g2"]], pile=["y1", "r2", "g9"])
    nm.play(game, 0, "wcr")
    view = seat_view(game, 1)
    why = _why(view, NAMES, HardBot(1), ChooseColor(1, cards.RED), frozenset())
    assert why == Words("hint-roulette", {"color": "red"})
    assert render(Translator("en"), why) == \
        "Name red: you keep every card turned until it comes up."
    assert {"hint-roulette", "hint-draw-target-plain"} <= set(REASON_IDS)
