"""House rules explained at the real table: the person's Draw Two answered by a bot's is the
first stacking of the match, and the table's toast says so, long enough to read; the second
stacking of the same match says nothing; a new match says it again; the setting turns it off."""

from __future__ import annotations

from pathlib import Path

from tests.ui.table_helpers import TinyBot, arrange, click_card, seats, step, table_app
from uno_desktop.engine.cards import CARD_KIND, DRAW_TWO, cards_from_codes
from uno_desktop.engine.rules import Rules
from uno_desktop.session import Session
from uno_desktop.ui.app import App
from uno_desktop.ui.table.house_toasts import NOTE_SECONDS
from uno_desktop.ui.table.scene import TableScene

STACKING = Rules(stacking="cumulative")
HANDS = {0: ["r+2", "g+2", "r1", "g1", "y7"], 1: ["b+2", "y+2", "b3", "b4"],
         2: ["g3", "g4", "y3", "y4"]}


def _table(app: App, rules: Rules = STACKING) -> TableScene:
    session = arrange(Session.new(rules, seats("pbb"), seed=3), HANDS, "r9", turn=0)
    table = TableScene(app, session, bot_factory=lambda c, s, seed: TinyBot(s))
    app.push(table)
    step(app, 3)
    return table


def _toasts_while(app: App, table: TableScene, frames: int) -> list[tuple[str, float]]:
    """Every toast shown in ``frames`` frames: (words, seconds it was given)."""
    seen: list[tuple[str, float]] = []
    last = table.ui.toast
    for _ in range(frames):
        step(app)
        toast = table.ui.toast
        if toast is not None and toast != last:
            seen.append((toast[0], toast[1] - table.director.clock))
        last = toast
    return seen


def _draw_twos(hand: list[int]) -> int:
    return sum(1 for c in hand if CARD_KIND[c] == DRAW_TWO)


def _stack(app: App, table: TableScene, code: str) -> list[tuple[str, float]]:
    """The person plays the Draw Two ``code``; Bob, next, answers with one of his."""
    game = table.ctx.game
    assert game.decision.seat == 0
    (draw_two,) = cards_from_codes([code], list(game.hands[0]))
    bobs = _draw_twos(game.hands[1])
    click_card(app, table, draw_two)
    seen = _toasts_while(app, table, 80)
    assert _draw_twos(game.hands[1]) == bobs - 1  # Bob answered with a Draw Two: stacked
    return seen


def test_the_first_stacking_of_a_match_is_explained_once(tmp_path: Path) -> None:
    with table_app(tmp_path) as app:
        table = _table(app)
        first = _stack(app, table, "r+2")
        assert [words for words, _ in first] == [
            "Stacking: Bob answered with Blue Draw Two instead of drawing; the next player "
            "draws 4 cards or adds another."]
        assert first[0][1] >= NOTE_SECONDS - 0.2  # long enough for a slow reader
        assert table.notes.notes.explained == {"stacking"}
        assert table.ui.toast is not None and table.ui.toast[0] == first[0][0]  # still up, 4 s on
        assert table.ui.toast_calm  # framed in gold: it explains, it does not refuse
        again = _stack(app, table, "g+2")  # the same rule, the same match: no word
        assert again == []
        table.seating.close()
    with table_app(tmp_path / "again") as app:
        fresh = _table(app)  # a new match explains it again
        assert len(_stack(app, fresh, "r+2")) == 1
        fresh.seating.close()


def test_the_setting_turns_the_notes_off(tmp_path: Path) -> None:
    with table_app(tmp_path) as app:
        app.services.settings = app.services.settings.with_changes(house_rule_notes=False)
        table = _table(app)
        assert _stack(app, table, "r+2") == []
        assert table.notes.notes.explained == set()
        table.seating.close()


def test_in_french_and_hindi_too(tmp_path: Path) -> None:
    for lang, start in (("fr", "Cumul : au lieu de piocher, Bob a ajouté une carte (+2 bleu)"),
                        ("hi", "स्टैकिंग: Bob ने कार्ड उठाने के बजाय नीला +2 डाला")):
        with table_app(tmp_path / lang, lang=lang) as app:
            table = _table(app)
            (note,) = _stack(app, table, "r+2")
            assert note[0].startswith(start), note[0]
            table.seating.close()


def test_official_rules_say_nothing(tmp_path: Path) -> None:
    with table_app(tmp_path) as app:
        table = _table(app, Rules())
        game = table.ctx.game
        (draw_two,) = cards_from_codes(["r+2"], list(game.hands[0]))
        click_card(app, table, draw_two)
        assert _toasts_while(app, table, 60) == []
        assert len(game.hands[1]) == 4 + 2  # Bob drew: no stacking without the rule
        table.seating.close()
