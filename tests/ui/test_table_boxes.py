"""The table plays the No Mercy and All Wild boxes (issue 32): a person names the victim of a
Targeted Draw Two by clicking a seat, the status line asks the box's own question, the pile of
All Wild shows no colour, and the art of the round's box is drawn ahead."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine import test_no_mercy as nm
from tests.ui.table_helpers import (
    TinyBot,
    arrange,
    click,
    click_card,
    ids,
    open_table,
    seats,
    step,
    table_app,
    wait_for,
    with_round,
)
from uno_desktop.engine.actions import ChooseColor, ChooseSeat, PlayCard
from uno_desktop.engine.cards import (
    BLACK,
    CARD_COLOR,
    CARD_KIND,
    COLORS,
    GREEN,
    WILD_COLOR_ROULETTE,
    WILD_TARGETED_DRAW_TWO,
)
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.rules import Rules
from uno_desktop.presentation.words import Words
from uno_desktop.session import Session
from uno_desktop.ui.table.dialogs import ColorChooser
from uno_desktop.ui.table.prewarm import Prewarm
from uno_desktop.ui.table.scene import TableScene
from uno_desktop.ui.table.status_line import status_text


def test_a_person_names_the_victim_of_a_targeted_draw_two_by_clicking_a_seat(
        tmp_path: Path) -> None:
    s = Session.new(Rules.for_box("all_wild"), seats("pbb"), seed=3)
    s = arrange(s, {0: ["wt2", "w", "w"], 1: ["w", "w"], 2: ["w", "w", "w"]}, top="w", turn=0)
    with table_app(tmp_path, size=(960, 600)) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: table.idle and table.ctx.game.decision.seat == 0)
        assert table.looks.build(table.layout).colorless  # the badge says any card plays
        wt2 = ids(["wt2"], table.ctx.game.hands[0])[0]
        assert CARD_KIND[wt2] == WILD_TARGETED_DRAW_TWO
        click_card(app, table, wt2)
        assert table.ctx.game.decision.kind is Kind.DRAW_TARGET
        assert wait_for(app, lambda: table.idle, 100)
        assert table.input.seat_targets() == {1: ChooseSeat(0, 1), 2: ChooseSeat(0, 2)}
        words, _ = status_text(table.ctx, table.reader, table.shown, 0, True)
        assert words == "Wild Targeted Draw Two: choose who draws 2"
        click(app, table.layout.spot(2).plate.center)
        assert len(table.ctx.game.hands[2]) == 5
        assert wait_for(app, lambda: table.idle, 200)
        assert len(table.shown.hands[2]) == 5
        assert table.shown.color == BLACK and CARD_COLOR[table.ctx.game.discard[-1]] == 4


def test_the_prewarm_draws_the_faces_of_the_rounds_box() -> None:
    class Lay:
        size = (960, 600)
        back_w = 30

    warm = Prewarm(Rules.for_box("all_wild"), 4)
    warm._queue(Lay())  # type: ignore[arg-type]
    # All Wild: its 8 black faces at each width, nothing of the classic deck.
    assert 8 <= len(warm.queue) <= 16


def test_a_knock_out_is_shown_on_the_table_in_the_log_and_on_the_plate(tmp_path: Path) -> None:
    numbers = [f"{c}{k}" for c in "yg" for k in range(1, 10)] + ["y1", "y2", "y3", "g1", "g2"]
    s = Session.new(Rules.for_box("no_mercy"), seats("pbb"), seed=5)
    s = arrange(s, {0: ["r+2", "r1", "r2"], 1: numbers[:23], 2: ["b1", "b2", "b3"]}, top="r3",
                turn=0)
    with table_app(tmp_path, size=(960, 600)) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: table.idle and table.ctx.game.decision.seat == 0)
        click_card(app, table, ids(["r+2"], table.ctx.game.hands[0])[0])
        assert wait_for(app, lambda: table.idle and 1 in table.ctx.game.knocked, 300)
        assert table.shown.hands[1] == [] and not table.shown.active[1]
        look = table.looks.build(table.layout)
        assert look.seats[1].status.startswith("Knocked out")
        assert any("knocked out by the mercy rule" in line for line in look.log_lines)


def test_no_chevron_of_the_direction_ring_crosses_the_colour_badge() -> None:
    import pygame

    from uno_desktop.ui.table import paint

    surface = pygame.Surface((400, 300))
    every = paint.direction_ring(surface, (200, 150), (120, 80), 1, 0.3, (255, 255, 255))
    badge = pygame.Rect(0, 0, 120, 30)
    badge.center = (200, 230)  # on the ring's bottom
    kept = paint.direction_ring(surface, (200, 150), (120, 80), 1, 0.3, (255, 255, 255), badge)
    assert len(every) == 14 and 0 < len(kept) < 14
    assert not any(r.colliderect(badge) for r in kept)


def test_a_colour_wheel_the_engine_no_longer_asks_for_closes(tmp_path: Path) -> None:
    """A wheel the engine asked for (not the person) stays open until answered, unless the
    question goes away meanwhile (the seat timed out, left, or was knocked out): then it
    closes, as nobody asks that colour any more."""
    s = Session.new(Rules(), seats("pbb"), seed=5)
    with table_app(tmp_path, size=(960, 600)) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: table.idle and table.ctx.game.decision.seat == 0)
        table.ui.modal = ColorChooser({c: ChooseColor(0, c) for c in COLORS}, False, 0)
        assert table.act(table.ctx.game.legal_actions()[0])
        assert table.ui.modal is None


def _fits_the_status_line(table: TableScene, words: str) -> bool:
    """The status line's words at 960x600 are never cut ("…")."""
    from uno_desktop.ui import text as textmod

    lay = table.layout
    assert lay is not None
    m = lay.metrics
    box = lay.prompt_rect.inflate(-2 * m.pad, -m.gap)
    _, lines = textmod.fit(words, box.w, box.h, m.font_large, m.font_small, bold=True)
    return not any(line.endswith("…") for line in lines)


@pytest.mark.parametrize(("lang", "box", "hand", "card", "said"), [
    ("fr", "all_wild", ["wfs", "w", "w"], "wfs",
     "Joker Échange forcé : échange obligatoire, avec qui ?"),
    ("hi", "all_wild", ["wfs", "w", "w"], "wfs",
     "रंग परिवर्तन ज़बरन अदला-बदली: बदलना ज़रूरी है, खिलाड़ी चुनें"),
    ("en", "no_mercy", ["r7", "b1", "g2"], "r7",
     "You played a 7: you must swap hands; choose a player"),
    ("fr", "no_mercy", ["r7", "b1", "g2"], "r7",
     "7 : vous devez échanger votre jeu avec un joueur"),
])
def test_a_forced_swap_and_no_mercys_seven_say_the_swap_is_compulsory(
        tmp_path: Path, lang: str, box: str, hand: list[str], card: str, said: str) -> None:
    s = Session.new(Rules.for_box(box), seats("pbb"), seed=3)
    top = "w" if box == "all_wild" else "r3"
    s = arrange(s, {0: hand, 1: ["w", "w"] if box == "all_wild" else ["b2", "b3"],
                    2: ["w", "w", "w"] if box == "all_wild" else ["g1", "g3", "y4"]},
                top=top, turn=0)
    with table_app(tmp_path, lang=lang, size=(960, 600)) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: table.idle and table.ctx.game.decision.seat == 0)
        click_card(app, table, ids([card], table.ctx.game.hands[0])[0])
        assert table.ctx.game.decision.kind is Kind.SEVEN_TARGET
        assert wait_for(app, lambda: table.idle, 100)
        words, _ = status_text(table.ctx, table.reader, table.shown, 0, True)
        assert words.startswith(said), words
        assert _fits_the_status_line(table, words), words
        assert set(table.input.seat_targets()) == {1, 2}


def test_the_roulette_victims_colour_wheel_asks_the_roulettes_question(tmp_path: Path) -> None:
    game = nm.table([["b1", "y7"], ["g1", "g2"], ["wcr", "r1", "r2"]], turn=2,
                    pile=["y1", "wd6", "r2", "g9", "b5"], rules=Rules.for_box("no_mercy"))
    base = Session.new(game.rules, seats("pbb"), seed=3)
    session = Session(with_round(base.match, game), base.seats, [])
    bots = {2: TinyBot(2, prefer=lambda a: isinstance(a, PlayCard)
                       and CARD_KIND[a.card] == WILD_COLOR_ROULETTE), 1: TinyBot(1)}
    with table_app(tmp_path, lang="hi", size=(960, 600)) as app:
        table = open_table(app, session, bots)
        assert wait_for(app, lambda: table.ctx.game.decision.kind is Kind.CHOOSE_COLOR
                        and table.idle, 400)
        assert table.ctx.game.decision.seat == 0
        step(app, 20)  # the wheel pops up
        wheel = table.ui.showing(ColorChooser)
        assert wheel is not None and wheel.options[GREEN] == ChooseColor(0, GREEN)
        # The wheel asks the card's question, the status line's (worded once, ask_words).
        assert wheel.title == Words("table-choose-roulette")
        app.draw()  # drawn over the wheel, on up to three lines
        click(app, wheel.rects[GREEN].center)
        assert table.ctx.game.color == GREEN
        # Turned until a green came: y1, the Wild Draw Six, r2, then g9.
        assert len(table.ctx.game.hands[0]) == 6


def test_a_plain_wilds_wheel_keeps_choose_a_colour(tmp_path: Path) -> None:
    s = Session.new(Rules(), seats("pbb"), seed=3)
    s = arrange(s, {0: ["w", "r1"], 1: ["b2", "b3"], 2: ["g1", "g3"]}, top="r3", turn=0)
    with table_app(tmp_path, size=(960, 600)) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: table.idle and table.ctx.game.decision.seat == 0)
        click_card(app, table, ids(["w"], table.ctx.game.hands[0])[0])
        step(app, 20)
        wheel = table.ui.showing(ColorChooser)
        assert wheel is not None and wheel.title is None
