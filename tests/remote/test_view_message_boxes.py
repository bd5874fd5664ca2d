"""The phone's view of the No Mercy and All Wild boxes (issue 32): the victim of a Targeted Draw
Two is chosen with one button per seat, the roulette's victim is told why it names a colour,
every new card has its name, and All Wild's colour chip names no colour. The words are the
table's (the shared presentation)."""

from __future__ import annotations

import itertools

from uno_desktop.engine.view import seat_view
from uno_desktop.i18n import Translator
from uno_desktop.remote.view_message import build

from ..engine import test_all_wild as aw
from ..engine import test_no_mercy as nm

NAMES = ["Asha", "Robbie", "Chloé", "Dev"]


def test_a_targeted_draw_two_offers_one_button_per_victim() -> None:
    game = aw.table([["wt2", "w"], aw.FILL, aw.FILL, aw.FILL])
    aw.play(game, 0, "wt2")
    message, offered = build(seat_view(game, 0), Translator("fr"), NAMES, itertools.count(1), 1)
    targets = [a for a in message["actions"] if a["kind"] == "target"]
    assert [a["target"] for a in targets] == [1, 2, 3]
    assert all(NAMES[a["target"]] in a["label"] for a in targets)
    assert message["decision"] == "draw_target"
    assert message["prompt"] == "Joker +2 ciblé : choisissez qui pioche 2 cartes"
    assert message["color_name"] == "Toute carte se joue"
    assert message["top"]["name"] == "Joker +2 ciblé"
    assert set(offered) == {a["id"] for a in message["actions"]}


def test_the_roulettes_victim_gets_the_colours_and_the_reason() -> None:
    game = nm.table([["wcr", "r1", "r4"], ["b1", "bse"], ["g1", "g2"]], pile=["y1", "r2", "g9"])
    nm.play(game, 0, "wcr")
    message, _ = build(seat_view(game, 1), Translator("hi"), NAMES, itertools.count(1), 1)
    assert sorted(a["color"] for a in message["actions"] if a["kind"] == "color") == [0, 1, 2, 3]
    assert message["prompt"] == "रूलेट: एक रंग चुनें; वह रंग आने तक आप कार्ड उठाते रहेंगे"
    names = {c["name"] for c in message["hand"]}
    assert "नीला सबको स्किप" in names
