"""The table driven by real pygame events: a person plays against bots by clicks and keys."""

from __future__ import annotations

import json

import pygame
import pytest

from tests.ui.table_helpers import (
    TinyBot,
    arrange,
    catcher,
    click,
    click_button,
    click_card,
    draw_pile_point,
    ids,
    log_text,
    open_table,
    press,
    seats,
    stacked_session,
    step,
    table_app,
    wait_for,
)
from uno_desktop.engine.actions import Accept, ChooseSeat, Draw, Pass, PlayCard
from uno_desktop.engine.cards import (
    BLUE,
    CARD_COLOR,
    CARD_KIND,
    GREEN,
    RED,
    WILD_DRAW_FOUR,
    YELLOW,
)
from uno_desktop.engine.decisions import Kind
from uno_desktop.engine.rules import Rules
from uno_desktop.engine.save import match_to_dict
from uno_desktop.session import Session
from uno_desktop.ui.table.dialogs import ColorChooser, RevealPanel
from uno_desktop.ui.table.overlays import (
    MatchResultScene,
    PauseScene,
    RoundResultScene,
)
from uno_desktop.ui.table.scene import TableScene


def person_turn(table: TableScene, seat: int = 0) -> bool:
    d = table.ctx.game.decision
    return table.idle and d.seat == seat and d.kind is not Kind.ROUND_OVER \
        and table.app.scene is table


def play_turns(app, table: TableScene, decisions: int) -> None:
    """Seat 0 (a person) answers up to ``decisions`` decisions through the screen, or until
    the round is over."""
    for _ in range(decisions):
        assert wait_for(app, lambda: person_turn(table) or table.ctx.game.over, 4000)
        if table.ctx.game.over:
            return
        play_one_decision(app, table, 0)


def play_one_decision(app, table: TableScene, seat: int, use_keys: bool = False) -> None:
    """Answer the person's pending decision through the screen, like a player would."""
    game = table.ctx.game
    d = game.decision
    legal = game.legal_actions(seat)
    plays = [a for a in legal if isinstance(a, PlayCard)]
    if d.kind is Kind.TURN:
        if plays:
            card = plays[0].card
            if use_keys:
                table.ui.focus_card = None
                press(app, pygame.K_RIGHT)
                card = table.ui.focus_card
                press(app, pygame.K_RETURN)
            else:
                click_card(app, table, card)
            if table.ui.showing(ColorChooser) is not None:
                rect = table.ui.showing(ColorChooser).rects[BLUE]
                click(app, rect.center)
        elif use_keys:
            press(app, pygame.K_d)
        else:
            click(app, draw_pile_point(table))
    elif d.kind is Kind.PLAY_DRAWN:
        click_button(app, table, "play" if plays else "keep")
        if table.ui.showing(ColorChooser) is not None:
            click(app, table.ui.showing(ColorChooser).rects[GREEN].center)
    elif d.kind in (Kind.CHALLENGE, Kind.PENALTY):
        click_button(app, table, "accept")
    elif d.kind is Kind.CHOOSE_COLOR:
        assert table.ui.showing(ColorChooser) is not None
        click(app, table.ui.showing(ColorChooser).rects[RED].center)
    else:
        raise AssertionError(f"unexpected decision {d}")


def test_a_person_plays_a_whole_round_against_bots(tmp_path) -> None:
    with table_app(tmp_path) as app:
        session = Session.new(Rules(), seats("pbb"), seed=21)
        table = open_table(app, session)
        decisions = 0
        for _ in range(400):
            assert wait_for(app, lambda: person_turn(table) or table.ctx.game.over, 4000)
            if table.ctx.game.over:
                break
            before = table.reader.version
            play_one_decision(app, table, 0, use_keys=decisions % 3 == 2)
            step(app, 2)
            assert table.reader.version > before, "the person's move was not applied"
            decisions += 1
        assert table.ctx.game.over and decisions > 3
        assert wait_for(app, lambda: isinstance(app.scene, RoundResultScene), 200)
        # Words in the log, a save on disk, the result screen, and the next round by click.
        assert len(session.log) > 10
        app.services.storage.flush_autosave()  # written on the storage's writer thread
        saved = json.loads(app.services.storage.autosave_path.read_text())
        assert saved["match"]["round_no"] == 1
        result = app.scene
        assert result.button is not None
        if session.match.over:
            click(app, result.button.rect.center)
            assert isinstance(app.scene, MatchResultScene)
        else:
            click(app, result.button.rect.center)
            assert app.scene is table and session.match.round_no == 2
            assert wait_for(app, lambda: table.idle, 400)
            assert len(table.shown.hands[0]) == 7


def test_keyboard_focus_enter_and_draw_key(tmp_path) -> None:
    s = stacked_session("pb", [["r1", "r2", "b3", "b4", "g5"], ["y1", "y2", "y3", "y4", "y5"]],
                        "r9", then=["g9"])
    with table_app(tmp_path) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: person_turn(table))
        press(app, pygame.K_RIGHT)  # focus goes to the first card that can be played
        assert table.ui.focus_card in ids(["r1", "r2"], table.ctx.game.hands[0])
        press(app, pygame.K_RIGHT)
        focused = table.ui.focus_card
        press(app, pygame.K_RETURN)
        assert table.ctx.game.discard[-1] == focused
        # The bot answers; then D draws from the pile.
        assert wait_for(app, lambda: person_turn(table))
        count = len(table.ctx.game.hands[0])
        if Draw(0) in table.ctx.game.legal_actions(0):
            press(app, pygame.K_d)
            assert len(table.ctx.game.hands[0]) == count + 1


def test_uno_call_protects_and_a_bot_catches_a_forgotten_call(tmp_path) -> None:
    bots = {1: TinyBot(1, react_with=catcher(0.3))}
    # Called in time: the bot cannot catch.
    s = Session.new(Rules(), seats("pb"), seed=3)
    s = arrange(s, {0: ["r5", "r6"], 1: ["g1", "g2", "g3", "g4"]}, top="r3", turn=0)
    with table_app(tmp_path / "a") as app:
        table = open_table(app, s, bots)
        assert wait_for(app, lambda: person_turn(table))
        click_button(app, table, "uno")
        click_card(app, table, ids(["r5"], table.ctx.game.hands[0])[0])
        step(app, 40, 0.05)
        assert len(table.ctx.game.hands[0]) == 1
        assert any("UNO" in line for line in log_text(s))
    # Forgotten: the bot catches after its reaction time and the person draws 2.
    s = Session.new(Rules(), seats("pb"), seed=3)
    s = arrange(s, {0: ["r5", "r6"], 1: ["g1", "g2", "g3", "g4"]}, top="r3", turn=0)
    with table_app(tmp_path / "b", pace=2.0) as app:
        table = open_table(app, s, {1: TinyBot(1, react_with=catcher(0.3))})
        assert wait_for(app, lambda: person_turn(table))
        click_card(app, table, ids(["r5"], table.ctx.game.hands[0])[0])
        assert len(table.ctx.game.hands[0]) == 1
        step(app, 12, 0.05)
        assert len(table.ctx.game.hands[0]) == 3
        assert any(line.startswith("Bob catches Ann") for line in log_text(s))


def test_a_person_catches_a_bot_with_the_catch_button(tmp_path) -> None:
    s = Session.new(Rules(), seats("pb"), seed=4)
    s = arrange(s, {0: ["g1", "g2", "g3", "g4"], 1: ["b1", "b2"]}, top="b3", turn=1)
    with table_app(tmp_path, pace=0.4) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: len(table.ctx.game.hands[1]) == 1 and table.idle)
        assert table.ctx.game.uno_catchable() == 1
        b = table.buttons.button("catch")
        assert b is not None and "Bob" in b.label
        click(app, b.rect.center)
        assert len(table.ctx.game.hands[1]) == 3
        assert table.buttons.button("catch") is None


@pytest.mark.parametrize("bluff", [True, False])
def test_challenge_a_wild_draw_four_both_ways(tmp_path, bluff: bool) -> None:
    s = Session.new(Rules(), seats("pb"), seed=5)
    bot_hand = ["wd4", "r2", "g7"] if bluff else ["wd4", "b2", "g7"]
    s = arrange(s, {0: ["y1", "y2", "y3"], 1: bot_hand}, top="r9", turn=1)
    game = s.match.game
    wd4 = ids(["wd4"], game.hands[1])[0]
    bot = TinyBot(1, prefer=lambda a: isinstance(a, PlayCard) and a.card == wd4
                  and a.color == BLUE)
    with table_app(tmp_path) as app:
        table = open_table(app, s, {1: bot})
        assert wait_for(app, lambda: person_turn(table))
        assert table.ctx.game.decision.kind is Kind.CHALLENGE
        assert table.buttons.button("challenge") is not None
        assert table.buttons.button("accept") is not None
        seen = set(table.ctx.game.hands[1])
        click_button(app, table, "challenge")
        assert wait_for(app, lambda: table.ui.showing(RevealPanel) is not None, 100)
        reveal = table.ui.showing(RevealPanel)
        assert reveal is not None and reveal.covers and table.ui.covered()
        # The challenged hand, as it was, for the challenger's eyes.
        assert set(reveal.hand) == seen and wd4 not in seen
        assert reveal.bluff is bluff
        # It names the colour to match and marks the card that proves a bluff.
        assert reveal.color == RED
        assert reveal.proof == (set(ids(["r2"], game.hands[1])) if bluff else set())
        words = table.ctx.t("table-reveal-bluff" if bluff else "table-reveal-fair",
                            player="Bob", color="red")
        assert ("had a red card" if bluff else "had no red card") in words
        step(app, 2)
        click(app, reveal.ok.center)
        assert table.ui.showing(RevealPanel) is None and table.ui.modal is None
        assert wait_for(app, lambda: table.idle, 200)
        if bluff:
            assert len(table.ctx.game.hands[1]) == 3 + 4  # the card back, plus 4
            assert table.ctx.game.color == RED and table.ctx.game.decision.seat == 0
        else:
            assert len(table.ctx.game.hands[0]) == 3 + 6
            assert table.ctx.game.color == BLUE


def test_a_bot_challenger_gets_no_look_at_the_persons_hand(tmp_path) -> None:
    s = Session.new(Rules(), seats("pb"), seed=6)
    s = arrange(s, {0: ["wd4", "r2", "g7"], 1: ["y1", "y2", "y3"]}, top="r9", turn=0)
    game = s.match.game
    from uno_desktop.engine.actions import Challenge

    bot = TinyBot(1, prefer=lambda a: isinstance(a, Challenge))
    with table_app(tmp_path) as app:
        table = open_table(app, s, {1: bot})
        assert wait_for(app, lambda: person_turn(table))
        click_card(app, table, ids(["wd4"], game.hands[0])[0])
        assert table.ui.showing(ColorChooser) is not None
        click(app, table.ui.showing(ColorChooser).rects[GREEN].center)
        assert wait_for(app, lambda: any(isinstance(a, Challenge) for a in bot.chosen), 200)
        step(app, 5)
        assert table.ui.showing(RevealPanel) is None


def test_colour_choice_by_click_and_by_keys(tmp_path) -> None:
    s = Session.new(Rules(), seats("pb"), seed=7)
    s = arrange(s, {0: ["w", "w", "r2"], 1: ["y1", "y2", "y3", "y4"]}, top="r9", turn=0)
    with table_app(tmp_path) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: person_turn(table))
        wilds = ids(["w", "w"], table.ctx.game.hands[0])
        click_card(app, table, wilds[0])
        wheel = table.ui.showing(ColorChooser)
        assert wheel is not None and wheel.cancellable
        press(app, pygame.K_ESCAPE)  # changed my mind: the card stays in the hand
        assert table.ui.showing(ColorChooser) is None and wilds[0] in table.ctx.game.hands[0]
        assert not isinstance(app.scene, PauseScene)
        click_card(app, table, wilds[0])
        click(app, table.ui.showing(ColorChooser).rects[GREEN].center)
        assert table.ctx.game.color == GREEN and table.ctx.game.discard[-1] == wilds[0]
        assert wait_for(app, lambda: person_turn(table))
        click_card(app, table, wilds[1])
        step(app, 20)  # the chooser pops up
        from uno_desktop.ui.scenes.common import recording

        with recording() as records:
            table.draw(pygame.Surface(app.size))
        for number, color in enumerate((RED, YELLOW, GREEN, BLUE), start=1):
            hints = [r for r in records if r.text == str(number)
                     and table.ui.showing(ColorChooser).rects[color].contains(r.box)]
            assert len(hints) == 1, f"no key hint {number} on its colour"
        press(app, pygame.K_3)  # 1-4 pick red, yellow, green, blue
        pile = table.ctx.game.discard
        assert pile[-1] == wilds[1] and CARD_COLOR[pile[-2]] == 4
        assert table.ctx.game.color == GREEN


def test_seven_swaps_hands_with_the_chosen_seat(tmp_path) -> None:
    s = Session.new(Rules(seven_zero=True), seats("pbb"), seed=8)
    s = arrange(s, {0: ["r7", "r1", "b2"], 1: ["y1", "y2"], 2: ["g1", "g2", "g3", "g4", "g5"]},
                top="r3", turn=0)
    with table_app(tmp_path) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: person_turn(table))
        mine_after = [c for c in table.ctx.game.hands[0] if CARD_KIND[c] != 7]
        theirs = list(table.ctx.game.hands[2])
        click_card(app, table, ids(["r7"], table.ctx.game.hands[0])[0])
        assert table.ctx.game.decision.kind is Kind.SEVEN_TARGET
        assert wait_for(app, lambda: table.idle, 100)
        targets = table.input.seat_targets()
        assert set(targets) == {1, 2} and targets[2] == ChooseSeat(0, 2)
        click(app, table.layout.spot(2).plate.center)
        assert sorted(table.ctx.game.hands[0]) == sorted(theirs)
        assert sorted(table.ctx.game.hands[2]) == sorted(mine_after)
        assert wait_for(app, lambda: table.idle, 200)
        assert sorted(table.shown.hands[0]) == sorted(theirs)


def test_jump_in_with_an_identical_card_out_of_turn(tmp_path) -> None:
    s = Session.new(Rules(jump_in=True), seats("pbb"), seed=9)
    s = arrange(s, {0: ["r5", "b1", "b2"], 1: ["r5", "y1", "y2"], 2: ["g1", "g2", "g3"]},
                top="r3", turn=1)
    game = s.match.game
    bot_r5 = ids(["r5"], game.hands[1])[0]
    my_r5 = ids(["r5"], game.hands[0])[0]
    bots = {1: TinyBot(1, prefer=lambda a: isinstance(a, PlayCard) and a.card == bot_r5),
            2: TinyBot(2)}
    with table_app(tmp_path, pace=1.5) as app:
        table = open_table(app, s, bots)
        assert wait_for(app, lambda: table.ctx.game.discard[-1] == bot_r5 and table.idle, 200)
        assert table.ctx.game.decision.seat == 2
        assert my_r5 in table.input.playable_cards()  # marked: it may jump in
        click_card(app, table, my_r5)
        assert table.ctx.game.discard[-1] == my_r5
        assert table.ctx.game.decision.seat == 1  # play goes on from the jumper
        assert any("jump" in line.lower() for line in log_text(s))


def test_resize_recomputes_the_layout(tmp_path) -> None:
    with table_app(tmp_path) as app:
        table = open_table(app, Session.new(Rules(), seats("pbbbbb"), seed=10))
        assert wait_for(app, lambda: table.idle, 400)
        for size in ((1000, 640), (1920, 1080), (960, 600)):
            app.resize(size)
            step(app, 3)
            lay = table.layout
            assert lay.size == size
            screen = pygame.Rect((0, 0), size)
            for _card, r in table.input.hand_rects:
                assert screen.colliderect(r) and r.bottom <= size[1] + r.h // 3
            for spot in lay.spots.values():
                assert screen.contains(spot.plate)
            plates = [s.plate for s in lay.spots.values()] + [lay.plate]
            for i, a in enumerate(plates):
                assert all(not a.colliderect(b) for b in plates[i + 1:])
            assert screen.contains(lay.log_rect) and screen.contains(lay.actions_rect)
        # And the game goes on at the new size.
        assert wait_for(app, lambda: person_turn(table) or table.ctx.game.over, 2000)


def test_save_kill_and_continue_to_the_same_state(tmp_path) -> None:
    with table_app(tmp_path) as app:
        session = Session.new(Rules(), seats("pbb"), seed=11)
        table = open_table(app, session)
        play_turns(app, table, 3)
        step(app, 3)
        app.services.storage.flush_autosave()
        before = json.loads(json.dumps(match_to_dict(session.match)))
        log_before = list(session.log)
        # Kill: the scenes go away without saving anything more.
        app.scenes.clear()
    with table_app(tmp_path) as app:
        data, notice = app.services.storage.load_autosave(Session.from_dict)
        assert notice is None and data is not None
        assert json.loads(json.dumps(match_to_dict(data.match))) == before
        assert data.log[-5:] == log_before[-5:]
        table = open_table(app, data)
        assert table.shown.hands == [sorted(h, key=lambda c: (CARD_COLOR[c], CARD_KIND[c], c))
                                     for h in data.match.game.hands]
        assert wait_for(app, lambda: person_turn(table) or table.ctx.game.over, 4000)
        if not table.ctx.game.over:
            before = table.reader.version
            play_one_decision(app, table, 0)
            assert table.reader.version > before


def test_turn_timer_runs_out_and_the_engine_gets_a_timeout(tmp_path) -> None:
    s = Session.new(Rules(turn_timer=30), seats("pb"), seed=12)
    s = arrange(s, {0: ["r1", "r2", "r3"], 1: ["y1", "y2", "y3"]}, top="r9", turn=0)
    with table_app(tmp_path) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: person_turn(table))
        step(app, 10, 0.1)
        assert table.timer.fraction(0) is not None and table.timer.fraction(0) < 1
        step(app, 300, 0.1)
        assert len(table.ctx.game.hands[0]) == 4  # drew one and the turn passed
        assert any("time" in line for line in log_text(s))


def test_pause_forfeit_and_save_and_quit(tmp_path) -> None:
    from uno_desktop.ui.scenes.menu import MenuScene

    with table_app(tmp_path) as app:
        app.push(MenuScene())
        session = Session.new(Rules(), seats("pbbb"), seed=13)
        table = open_table(app, session)
        press(app, pygame.K_ESCAPE)
        pause = app.scene
        assert isinstance(pause, PauseScene)
        press(app, pygame.K_ESCAPE)
        assert app.scene is table
        press(app, pygame.K_ESCAPE)
        pause = app.scene
        labels = [w.label for w in pause.ui.widgets]
        assert "Leave the match" in labels and "Save and quit" in labels
        forfeit = next(w for w in pause.ui.widgets if w.label == "Leave the match")
        click(app, forfeit.rect.center)
        press(app, pygame.K_RETURN)  # a stray Enter gives the safe answer: nobody leaves
        assert pause.confirming is None and not session.match.gone[0]
        click(app, forfeit.rect.center)
        yes = next(w for w in pause.ui.widgets if w.label == "Yes")
        click(app, yes.rect.center)
        assert app.scene is table and session.match.gone[0]
        assert table.privacy.input_seat() is None  # watching the bots now
        step(app, 20, 0.1)
        press(app, pygame.K_ESCAPE)
        quit_button = next(w for w in app.scene.ui.widgets if w.label == "Save and quit")
        click(app, quit_button.rect.center)
        assert isinstance(app.scene, MenuScene)
        app.services.storage.flush_autosave()
        saved = Session.from_dict(json.loads(app.services.storage.autosave_path.read_text()))
        assert saved.match.gone[0]


def test_pause_opens_the_settings_without_leaving_the_match(tmp_path) -> None:
    from uno_desktop.ui.scenes.language import LanguageScene
    from uno_desktop.ui.scenes.settings import SettingsScene

    with table_app(tmp_path) as app:
        session = Session.new(Rules(), seats("pbbb"), seed=13)
        table = open_table(app, session)
        press(app, pygame.K_ESCAPE)
        pause = app.scene
        settings_button = next(w for w in pause.ui.widgets if w.label == "Settings")
        click(app, settings_button.rect.center)
        settings = app.scene
        assert isinstance(settings, SettingsScene) and settings.page == "app"
        assert settings.locked  # the match's rules are shown, never changed
        rows = {row.key: row.control for row in settings.rows}
        click(app, rows["colorblind"].rect.center)
        assert app.services.settings.colorblind
        settings.scroll.ensure_visible(rows["language"])
        step(app, 40)
        click(app, rows["language"].rect.center)
        assert isinstance(app.scene, LanguageScene)
        press(app, pygame.K_RIGHT)  # Français
        press(app, pygame.K_RETURN)
        assert app.scene is settings and app.services.translator.locale == "fr"
        press(app, pygame.K_ESCAPE)
        assert app.scene is pause
        assert [w.label for w in pause.ui.widgets][:3] == [
            "Reprendre", "Règles", "Réglages"]  # the pause speaks the new language
        press(app, pygame.K_ESCAPE)
        assert app.scene is table and table.ctx.session is session and not session.match.over


def test_mute_key_and_refused_moves_say_why(tmp_path) -> None:
    s = Session.new(Rules(), seats("pb"), seed=14)
    s = arrange(s, {0: ["b1", "r2"], 1: ["y1", "y2", "y3"]}, top="r9", turn=0)
    with table_app(tmp_path) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: person_turn(table))
        muted = app.services.sounds.muted
        press(app, pygame.K_m)
        assert app.services.sounds.muted is not muted
        click_card(app, table, ids(["b1"], table.ctx.game.hands[0])[0])
        # The refusal says what would be right (the engine lists the red 2; the Wilds are
        # named as the other way to match).
        toast = table.ui.toast
        assert toast is not None and toast[0] == "Play a red card or a 9, or a Wild."
        assert len(table.ctx.game.hands[0]) == 2


def test_play_drawn_card_or_keep_it(tmp_path) -> None:
    s = stacked_session("pb", [["y1", "y2", "y3", "y4", "y5"], ["g1", "g2", "g3", "g4", "g5"]],
                        "r9", then=["r4", "b7"])
    with table_app(tmp_path) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: person_turn(table))
        click(app, draw_pile_point(table))
        assert table.ctx.game.decision.kind is Kind.PLAY_DRAWN
        assert wait_for(app, lambda: table.idle, 100)
        assert table.buttons.button("play") is not None and table.buttons.button("keep") is not None
        click_button(app, table, "keep")
        assert Pass(0) not in table.ctx.game.legal_actions(0)
        assert len(table.ctx.game.hands[0]) == 6


def test_penalty_is_taken_with_the_take_button(tmp_path) -> None:
    s = Session.new(Rules(), seats("pb"), seed=15)
    s = arrange(s, {0: ["y1", "y2", "y3"], 1: ["r+2", "g2", "g3"]}, top="r9", turn=1)
    game = s.match.game
    d2 = ids(["r+2"], game.hands[1])[0]
    with table_app(tmp_path) as app:
        table = open_table(app, s, {1: TinyBot(1, prefer=lambda a: isinstance(a, PlayCard)
                                                and a.card == d2)})
        # Two players: a Draw Two is drawn at once (nothing can answer it without stacking).
        assert wait_for(app, lambda: len(table.ctx.game.hands[0]) == 5 and table.idle, 300)
        assert Accept(0) not in table.ctx.game.legal_actions(0)


def test_demo_plays_on_its_own_and_never_autosaves(tmp_path) -> None:
    with table_app(tmp_path) as app:
        from uno_desktop.ui.table.demo import demo_scene

        table = demo_scene(app, 3, seed=16)
        app.push(table)
        assert table.privacy.autoplay and not table.autosaver.enabled
        assert wait_for(app, lambda: session_round(table) >= 2 or isinstance(
            app.scene, MatchResultScene), 6000)
        assert not app.services.storage.has_autosave()
        assert not app.services.storage.stats_path.exists()  # nor counts in the statistics


def session_round(table: TableScene) -> int:
    return table.ctx.match.round_no


def test_play_again_keeps_seats_and_rules(tmp_path) -> None:
    with table_app(tmp_path) as app:
        rules = Rules(scoring="single_round", hand_size=5)
        session = Session.new(rules, seats("bbb"), seed=17)
        # Saved and counted like a game with people in it (a bots-only game is neither).
        table = open_table(app, session, autoplay=False, autosave=True)
        assert wait_for(app, lambda: isinstance(app.scene, RoundResultScene), 6000)
        click(app, app.scene.button.rect.center)
        assert isinstance(app.scene, MatchResultScene)
        # The finished match is counted once in the statistics, by bot level.
        from uno_desktop import stats

        counted, notice = stats.load(app.services.storage)
        assert notice is None and list(counted.records) == ["bot:normal"]
        record = counted.records["bot:normal"]
        assert (record.matches, record.wins, record.rounds, record.rounds_won) == (3, 1, 3, 1)
        again = app.scene.ui.widgets[0]
        click(app, again.rect.center)
        new = app.scene
        assert isinstance(new, TableScene) and new is not table
        assert new.ctx.session.seats == session.seats and new.ctx.match.rules == rules
        assert new.ctx.match.round_no == 1


def test_wild_draw_four_code_sanity() -> None:
    assert CARD_KIND[ids(["wd4"])[0]] == WILD_DRAW_FOUR


def test_five_trade_chooses_a_player_then_a_card(tmp_path) -> None:
    s = Session.new(Rules(swap_on_five=True), seats("pb"), seed=18)
    s = arrange(s, {0: ["r5", "b1", "g2"], 1: ["y1", "y2", "y3"]}, top="r3", turn=0)
    with table_app(tmp_path) as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: person_turn(table))
        click_card(app, table, ids(["r5"], table.ctx.game.hands[0])[0])
        assert wait_for(app, lambda: table.idle, 100)
        assert table.ctx.game.decision.kind is Kind.FIVE_TARGET
        assert table.buttons.button("pass") is not None  # trading is optional
        click(app, table.layout.spot(1).plate.center)
        assert table.ctx.game.decision.kind is Kind.GIVE_CARD
        assert wait_for(app, lambda: table.idle, 100)
        give = ids(["b1"], table.ctx.game.hands[0])[0]
        assert give in table.input.playable_cards()
        click_card(app, table, give)
        # The bot gives one back; the trade shows in the log.
        assert wait_for(app, lambda: give in table.ctx.game.hands[1], 200)
        assert len(table.ctx.game.hands[0]) == 2
        assert any("trades a card" in line for line in log_text(s))
        # Alone with bots, the person's log names the cards of the trade (never in the save).
        assert wait_for(app, lambda: any("You gave" in ln for ln in table.log.lines(30)), 100)
        assert not any("You gave" in line for line in log_text(s))


def test_a_zero_passes_every_hand_on(tmp_path) -> None:
    s = Session.new(Rules(seven_zero=True), seats("pbb"), seed=19)
    s = arrange(s, {0: ["r0", "r1"], 1: ["y1", "y2", "y3"], 2: ["g1", "g2", "g3", "g4"]},
                top="r3", turn=0)
    with table_app(tmp_path, speed="normal") as app:
        table = open_table(app, s)
        assert wait_for(app, lambda: person_turn(table), 200, 0.05)
        before = [list(h) for h in table.ctx.game.hands]
        click_card(app, table, ids(["r0"], table.ctx.game.hands[0])[0])
        step(app, 30, 0.02)  # hands are travelling: moving cards, no hand shown meanwhile
        assert any(not f.landed for f in table.director.flyers) or table.director.queue
        assert sorted(table.ctx.game.hands[1]) == sorted(c for c in before[0] if CARD_KIND[c])
        assert sorted(table.ctx.game.hands[0]) == sorted(before[2])
        assert wait_for(app, lambda: table.idle, 400, 0.02)
        assert sorted(table.shown.hands[0]) == sorted(before[2])


def test_continue_after_a_kill_at_the_round_result(tmp_path) -> None:
    with table_app(tmp_path) as app:
        session = Session.new(Rules(hand_size=5), seats("pbb"), seed=20)
        table = open_table(app, session)
        play_turns(app, table, 300)
        assert wait_for(app, lambda: isinstance(app.scene, RoundResultScene), 400)
        app.services.storage.flush_autosave()
        app.scenes.clear()
    with table_app(tmp_path) as app:
        data, _ = app.services.storage.load_autosave(Session.from_dict)
        assert data.match.game.over
        table = open_table(app, data)
        assert table.privacy.reveal_all  # the hands are public: the round is over
        assert wait_for(app, lambda: isinstance(app.scene, RoundResultScene), 400)
        if not data.match.over:
            click(app, app.scene.button.rect.center)
            assert data.match.round_no == 2


def test_caught_is_told_before_the_penalty_cards_fly() -> None:
    from uno_desktop.engine import events as ev
    from uno_desktop.ui.table.director import story_order as _story_order

    drew = ev.Drew(1, (3, 4), "uno_penalty")
    caught = ev.UnoCaught(0, 1, 2)
    assert _story_order([ev.Played(1, 5, 0), drew, caught]) == [ev.Played(1, 5, 0), caught, drew]
    false = ev.FalseUno(2, 2, 1)
    assert _story_order([ev.Drew(2, (7, 8), "false_uno"), false])[0] == false
    assert _story_order([ev.Drew(2, (7,), "draw"), ev.Kept(2)])[0] == ev.Drew(2, (7,), "draw")


def test_the_faces_of_the_round_end_are_drawn_ahead_in_quiet_frames(tmp_path) -> None:
    """Turning every hand face up used to draw ~30 new faces in one frame (130 ms)."""
    from uno_desktop.ui import card_art, theme
    from uno_desktop.ui.table.overlays.results import hand_card_width, result_row_height

    with table_app(tmp_path) as app:
        art = card_art.get()
        art._cache.clear()
        session = Session.new(Rules(), seats("pbbb"), seed=5)
        table = open_table(app, session)
        lay = table.layout
        queued = len(table.prewarm.queue)
        widths = {lay.back_w, hand_card_width(result_row_height(theme.metrics(app.size),
                                                                app.size, 4))}
        assert queued == 54 * len(widths)  # 54 distinct faces in the official deck
        assert wait_for(app, lambda: not table.prewarm.queue, 2000)
        for width in widths:
            for card in range(108):
                key = ("face", CARD_COLOR[card], CARD_KIND[card], width, art.colorblind)
                assert key in art._cache, (card, width)
        app.resize((1000, 700))  # a new size: its faces are queued again
        step(app, 1)
        assert table.prewarm.queue


def test_closing_the_window_works_over_the_pause_menu_and_the_results(tmp_path) -> None:
    quit_event = pygame.event.Event(pygame.QUIT)
    with table_app(tmp_path) as app:
        table = open_table(app, Session.new(Rules(), seats("pbbb"), seed=13))
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, PauseScene)
        assert not app.step([quit_event], 0.01) and not app.running
    with table_app(tmp_path) as app:
        rules = Rules(scoring="single_round", hand_size=5)
        table = open_table(app, Session.new(rules, seats("bbb"), seed=17), autoplay=False)
        assert wait_for(app, lambda: isinstance(app.scene, RoundResultScene), 6000)
        assert not app.step([quit_event], 0.01) and not app.running
    assert table.ctx.game.over
    with table_app(tmp_path) as app:
        table = open_table(app, Session.new(rules, seats("bbb"), seed=17), autoplay=False)
        assert wait_for(app, lambda: isinstance(app.scene, RoundResultScene), 6000)
        click(app, app.scene.button.rect.center)
        assert isinstance(app.scene, MatchResultScene)
        assert not app.step([quit_event], 0.01) and not app.running
