"""Family play on one screen: the screen is passed between people and no hand is ever seen by
anyone else: not on the table, not in a flying card, not in a challenge reveal."""

from __future__ import annotations

from tests.ui.table_helpers import (
    FaceSpy,
    TinyBot,
    arrange,
    click,
    click_button,
    click_card,
    ids,
    log_text,
    open_table,
    seats,
    step,
    table_app,
    wait_for,
)
from tests.ui.test_table import play_one_decision
from uno_desktop.engine.actions import PlayCard
from uno_desktop.engine.cards import BLUE
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.rules import Rules
from uno_desktop.session import Session
from uno_desktop.ui.table.dialogs import RevealPanel
from uno_desktop.ui.table.overlays import PassScreenScene, RoundResultScene


def take_the_screen(app, session: Session):  # type: ignore[no-untyped-def]
    """Open the table on a person's turn; that person takes the passed screen."""
    table = open_table(app, session)
    assert wait_for(app, lambda: isinstance(app.scene, PassScreenScene), 100)
    click(app, (10, 10))
    step(app, 6)  # the click that took the screen plays nothing for a moment
    return table


def test_two_people_pass_the_screen_and_never_see_each_others_cards(tmp_path, monkeypatch
                                                                     ) -> None:
    people = (0, 2)
    with table_app(tmp_path, speed="fast") as app:
        session = Session.new(Rules(), seats("pbpb"), seed=31)
        spy = FaceSpy(monkeypatch)
        table = open_table(app, session)
        spy.take()  # the deck's faces drawn ahead of time (card_art.prewarm), off screen
        passes: list[int] = []
        decisions = {0: 0, 2: 0}
        frames = 0
        while frames < 20000 and not table.ctx.game.over:
            top = app.scene
            holder = table.privacy.viewer if table.privacy.viewer_ready else None
            hidden = set()
            for p in people:
                if p != holder:
                    hidden |= set(table.ctx.game.hands[p])
            app.step([], 0.05)
            frames += 1
            drawn = spy.take()
            if table.ctx.game.over:
                break  # every hand is public from here on
            assert not (drawn & hidden), f"frame {frames}: {drawn & hidden} shown to {holder}"
            if isinstance(top, PassScreenScene):
                assert not drawn, "the pass screen shows no card"
            if isinstance(app.scene, PassScreenScene):
                seat = app.scene.seat
                passes.append(seat)
                # Until the click, the person it is passed to is not the one looking.
                assert not table.privacy.viewer_ready
                click(app, (10, 10))
                assert table.privacy.viewer == seat and table.privacy.viewer_ready
                spy.take()
                continue
            d = table.ctx.game.decision
            if table.idle and d.seat in people and app.scene is table \
                    and table.privacy.viewer_ready:
                assert table.privacy.viewer == d.seat, "a person acts only with the screen"
                play_one_decision(app, table, d.seat)
                decisions[d.seat] += 1
                spy.take()
        assert passes and set(passes) == set(people)
        assert decisions[0] >= 2 and decisions[2] >= 2
        # Between two different people there is always a pass screen.
        assert all(a != b for a, b in zip(passes, passes[1:], strict=False)) or len(passes) > 2
        assert wait_for(app, lambda: isinstance(app.scene, RoundResultScene), 400)


def test_the_challenge_reveal_is_for_the_challenger_alone(tmp_path, monkeypatch) -> None:
    # Ann and Cid are people, Bob is a bot who bluffs a Wild Draw Four on Cid.
    s = Session.new(Rules(), seats("pbp"), seed=32)
    s = arrange(s, {0: ["y1", "y2", "y3"], 1: ["wd4", "r2", "g7"], 2: ["g1", "g2", "g3"]},
                top="r9", turn=1)
    game = s.match.game
    wd4 = ids(["wd4"], game.hands[1])[0]
    bob = TinyBot(1, prefer=lambda a: isinstance(a, PlayCard) and a.card == wd4
                  and a.color == BLUE)
    with table_app(tmp_path) as app:
        spy = FaceSpy(monkeypatch)
        table = open_table(app, s, {1: bob})
        spy.take()
        assert wait_for(app, lambda: isinstance(app.scene, PassScreenScene), 300)
        assert app.scene.seat == 2
        click(app, (10, 10))
        assert wait_for(app, lambda: table.idle and table.ctx.game.decision.kind is Kind.CHALLENGE)
        spy.take()
        bob_hand = set(table.ctx.game.hands[1])
        ann_hand = set(table.ctx.game.hands[0])
        click_button(app, table, "challenge")
        assert wait_for(app, lambda: table.ui.showing(RevealPanel) is not None, 100)
        step(app, 2)
        drawn = spy.take()
        assert bob_hand <= drawn  # Cid sees what Bob held
        assert not (drawn & ann_hand)  # and nothing of Ann's
        click(app, table.ui.showing(RevealPanel).ok.center)
        # Cid plays on (the bluff failed); when Ann's turn comes the screen is passed first
        # and Bob's hand is not shown to her.
        for _ in range(6):
            assert wait_for(app, lambda: isinstance(app.scene, PassScreenScene) or (
                table.idle and table.privacy.viewer_ready
                and table.ctx.game.decision.seat == table.privacy.viewer
                and app.scene is table), 2000)
            if isinstance(app.scene, PassScreenScene):
                seat = app.scene.seat
                click(app, (10, 10))
                if seat == 0:
                    step(app, 3)
                    drawn = spy.take()
                    assert not (drawn & set(table.ctx.game.hands[1]))
                    assert table.ui.showing(RevealPanel) is None
                    return
            else:
                play_one_decision(app, table, table.ctx.game.decision.seat)
        raise AssertionError("Ann never got the screen")


def test_the_pass_screen_offers_uno_and_catch_to_the_people(tmp_path) -> None:
    # Ann plays her second-last card without calling; the screen goes to Cid, who has not
    # acted yet, so the UNO window is still open: the pass screen (which shows no card) lets
    # Ann call and Cid catch.
    s = Session.new(Rules(), seats("ppb", ("Ann", "Cid", "Bob")), seed=33)
    s = arrange(s, {0: ["r5", "r6"], 1: ["y1", "y2", "y3"], 2: ["g1", "g2", "g3"]}, top="r3",
                turn=0)
    game = s.match.game
    with table_app(tmp_path) as app:
        table = take_the_screen(app, s)
        click_card(app, table, ids(["r5"], game.hands[0])[0])  # Ann forgets to call UNO
        assert wait_for(app, lambda: isinstance(app.scene, PassScreenScene), 200)
        assert app.scene.seat == 1
        labels = [w.label for w in app.scene.ui.widgets]
        assert "Ann: UNO!" in labels and "Cid: catch Ann!" in labels, labels
        catch = next(w for w in app.scene.ui.widgets if w.label == "Cid: catch Ann!")
        click(app, catch.rect.center)
        assert len(table.ctx.game.hands[0]) == 3
        labels = [w.label for w in app.scene.ui.widgets]
        assert "Cid: catch Ann!" not in labels and "Ann: UNO!" not in labels


def test_private_trade_lines_never_reach_the_shared_log(tmp_path) -> None:
    # Ann (person) trades a card with Cid (person) after a 5: the log, which the next person
    # sees too, names no card of the trade.
    s = Session.new(Rules(swap_on_five=True), seats("ppb", ("Ann", "Cid", "Bob")), seed=34)
    s = arrange(s, {0: ["r5", "b1", "g2"], 1: ["y1", "y2", "y3"], 2: ["g4", "g6", "g7"]},
                top="r3", turn=0)
    game = s.match.game
    with table_app(tmp_path) as app:
        table = take_the_screen(app, s)
        click_card(app, table, ids(["r5"], game.hands[0])[0])
        assert wait_for(app, lambda: table.idle, 100)
        click(app, table.layout.spot(1).plate.center)
        assert wait_for(app, lambda: table.idle, 100)
        click_card(app, table, ids(["b1"], game.hands[0])[0])
        assert wait_for(app, lambda: isinstance(app.scene, PassScreenScene), 200)
        click(app, (10, 10))  # Cid gives a card back
        step(app, 6)
        assert wait_for(app, lambda: table.idle, 100)
        click_card(app, table, ids(["y1"], game.hands[1])[0])
        assert wait_for(app, lambda: table.idle, 200)
        assert any("trades a card" in line for line in table.log.lines(30))
        assert not any("You gave" in line for line in table.log.lines(30) + log_text(s))
