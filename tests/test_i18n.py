"""The catalogs are complete and consistent, and the Translator survives broken ones."""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import logging
import random
import shutil
import types
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from uno_desktop import i18n, resources
from uno_desktop.engine import cards, events
from uno_desktop.engine.rules import (
    BOX_FIXED,
    CHOICES,
    DEFAULT,
    GROUPS,
    OPTION_IDS,
    PRESETS,
    RANGES,
    Rules,
    conflicts,
    player_problem,
)
from uno_desktop.i18n import LOCALES, Translator

LOCALES_DIR = resources.locales_dir()


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.names.add(node.id.name)


def _parse(locale: str) -> ast.Resource:
    return FluentParser().parse((LOCALES_DIR / locale / "uno.ftl").read_text("utf-8"))


def _variables(locale: str) -> dict[str, frozenset[str]]:
    out: dict[str, frozenset[str]] = {}
    for entry in _parse(locale).body:
        if isinstance(entry, ast.Message):
            visitor = _Variables()
            visitor.visit(entry)
            out[entry.id.name] = frozenset(visitor.names)
    return out


def _texts(locale: str) -> list[tuple[str, str]]:
    """(message id, text element) for every literal piece of text in the catalog."""
    out: list[tuple[str, str]] = []

    class Texts(Visitor):
        def __init__(self, msg_id: str) -> None:
            self.msg_id = msg_id

        def visit_TextElement(self, node: ast.TextElement) -> None:  # noqa: N802
            out.append((self.msg_id, node.value))

    for entry in _parse(locale).body:
        if isinstance(entry, ast.Message):
            Texts(entry.id.name).visit(entry)
    return out


# -- the shipped catalogs -----------------------------------------------------------------------
@pytest.mark.parametrize("locale", LOCALES)
def test_shipped_catalog_has_no_junk_and_only_messages_with_values(locale: str) -> None:
    resource = _parse(locale)
    junk = [e.content[:60] for e in resource.body if isinstance(e, ast.Junk)]
    assert junk == []
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            assert entry.value is not None, entry.id.name


@pytest.mark.parametrize("locale", ["fr", "hi"])
def test_same_ids_and_same_variables_as_english(locale: str) -> None:
    english, other = _variables("en"), _variables(locale)
    assert sorted(set(english) - set(other)) == [], "missing in " + locale
    assert sorted(set(other) - set(english)) == [], "not in English"
    different = {k: (english[k], other[k]) for k in english if english[k] != other[k]}
    assert different == {}


@pytest.mark.parametrize("locale", LOCALES)
def test_loading_a_shipped_catalog_logs_nothing(
    locale: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        tr = Translator(locale)
    assert tr.locale == locale
    assert caplog.records == []


def test_hindi_text_uses_only_what_the_devanagari_font_draws() -> None:
    # Noto Sans Devanagari has no Latin letters (see docs/i18n.md): keep them out of the Hindi
    # catalog so its text never needs a second font (names typed by players still may).
    extra = set(" \u00a0–—‘’“”…×÷")
    for msg_id, text in _texts("hi"):
        for ch in text:
            ok = 0x0900 <= ord(ch) <= 0x097F or ch in extra or (
                ord(ch) < 0x80 and not ch.isalpha()
            )
            assert ok, f"{msg_id}: {ch!r} in {text!r}"


def test_no_bidi_isolation_marks_around_variables() -> None:
    for locale in LOCALES:
        text = i18n.get_translator(locale).t("table-turn", player="Ann")
        assert "Ann" in text
        assert "\u2068" not in text and "\u2069" not in text


# -- plurals ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("en", ["Ann draws 0 cards.", "Ann draws a card.", "Ann draws 2 cards."]),
        # French and Hindi (CLDR) treat 0 like 1: singular.
        ("fr", ["Ann pioche 0 carte.", "Ann pioche une carte.", "Ann pioche 2 cartes."]),
        ("hi", ["Ann ने 0 कार्ड उठाया।", "Ann ने 1 कार्ड उठाया।", "Ann ने 2 कार्ड उठाए।"]),
    ],
)
def test_plural_forms_for_zero_one_two(locale: str, expected: list[str]) -> None:
    tr = i18n.get_translator(locale)
    assert [tr.t("log-drew", player="Ann", count=n) for n in (0, 1, 2)] == expected


def test_plural_category_of_zero_per_language() -> None:
    left = {loc: i18n.get_translator(loc).t("table-cards-left", count=0) for loc in LOCALES}
    assert left == {"en": "0 cards left", "fr": "0 carte en main", "hi": "0 कार्ड बचा"}


# -- fallback and broken catalogs ---------------------------------------------------------------
def _write(folder: Path, locale: str, text: str) -> None:
    (folder / locale).mkdir(parents=True, exist_ok=True)
    (folder / locale / "uno.ftl").write_text(text, encoding="utf-8")


@pytest.fixture
def tmp_locales(tmp_path: Path) -> Path:
    _write(tmp_path, "en", "hello = Hello, { $name }!\nonly-en = Only English\nplain = Plain\n")
    return tmp_path


def _warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]


def test_missing_message_falls_back_to_english_and_is_logged_once(
    tmp_locales: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _write(tmp_locales, "fr", "hello = Bonjour, { $name } !\nplain = Simple\n")
    tr = Translator("fr", locales_dir=tmp_locales)
    assert tr.locale == "fr"
    assert tr.t("hello", name="Ann") == "Bonjour, Ann !"
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        assert tr.t("only-en") == "Only English"
        assert tr.t("only-en") == "Only English"
    logged = _warnings(caplog)
    assert len(logged) == 1 and "only-en" in logged[0]
    assert tr.has("only-en") and not tr.has("nowhere")


def test_id_missing_everywhere_gives_the_id(
    tmp_locales: Path, caplog: pytest.LogCaptureFixture
) -> None:
    tr = Translator("en", locales_dir=tmp_locales)
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        assert tr.t("nowhere") == "nowhere"
    assert any("nowhere" in m for m in _warnings(caplog))


def test_formatting_error_falls_back_to_english(
    tmp_locales: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _write(tmp_locales, "fr", "plain = Simple { $oops }\n")
    tr = Translator("fr", locales_dir=tmp_locales)
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        assert tr.t("plain") == "Plain"
    assert any("plain" in m for m in _warnings(caplog))


def test_broken_catalog_keeps_what_parses(
    tmp_locales: Path, caplog: pytest.LogCaptureFixture
) -> None:
    garbage = "plain = Simple\n}}} not fluent {{{\nhello = Bonjour { $name\n@@@ ###\n"
    _write(tmp_locales, "hi", garbage)
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        tr = Translator("hi", locales_dir=tmp_locales)
    assert tr.locale == "hi"
    assert any("unreadable" in m for m in _warnings(caplog))
    assert tr.t("plain") == "Simple"
    assert tr.t("hello", name="Ann") == "Hello, Ann!"  # its broken line fell back to English


def test_binary_garbage_does_not_stop_the_game(tmp_locales: Path) -> None:
    (tmp_locales / "fr").mkdir()
    (tmp_locales / "fr" / "uno.ftl").write_bytes(b"\xff\xfe\x00garbage = \xc3(\nplain = S\n")
    tr = Translator("fr", locales_dir=tmp_locales)
    assert tr.t("hello", name="Ann") == "Hello, Ann!"


def test_missing_catalog_falls_back_to_english_entirely(
    tmp_locales: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        tr = Translator("fr", locales_dir=tmp_locales)
    assert tr.locale == "en"
    assert tr.t("plain") == "Plain"
    assert _warnings(caplog)


def test_unknown_locale_is_english(tmp_locales: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        tr = Translator("xx", locales_dir=tmp_locales)
    assert tr.locale == "en"
    assert tr.t("plain") == "Plain"
    assert any("xx" in m for m in _warnings(caplog))


def test_no_english_at_all_still_answers(tmp_path: Path) -> None:
    tr = Translator("fr", locales_dir=tmp_path)
    assert tr.t("menu-quit") == "menu-quit"


def test_get_translator_is_cached() -> None:
    assert i18n.get_translator("fr") is i18n.get_translator("fr")
    assert i18n.get_translator("hi").locale == "hi"


def test_real_catalog_copy_with_a_message_removed_falls_back(tmp_path: Path) -> None:
    shutil.copytree(LOCALES_DIR, tmp_path / "locales")
    fr = tmp_path / "locales" / "fr" / "uno.ftl"
    fr.write_text(fr.read_text("utf-8").replace("menu-quit = Quitter\n", ""), "utf-8")
    tr = Translator("fr", locales_dir=tmp_path / "locales")
    assert tr.t("menu-quit") == "Quit"
    assert tr.t("menu-settings") == "Réglages"


# -- every engine id has its text ---------------------------------------------------------------
def _random_namespaces(count: int) -> list[types.SimpleNamespace]:
    """Option sets that need not be valid, to reach every branch of conflicts()."""
    rng = random.Random(7)
    out = []
    for _ in range(count):
        values = {}
        for name in OPTION_IDS:
            if name in CHOICES:
                values[name] = rng.choice(CHOICES[name])
            elif name in RANGES:
                values[name] = rng.choice(RANGES[name])
            else:
                values[name] = rng.random() < 0.5
        out.append(types.SimpleNamespace(**values))
    return out


def _all_ids(locale: str) -> set[str]:
    return set(_variables(locale))


@pytest.mark.parametrize("locale", LOCALES)
def test_every_rule_option_group_preset_and_value_has_text(locale: str) -> None:
    ids = _all_ids(locale)
    assert {f.name for f in dataclasses.fields(Rules)} == set(OPTION_IDS)
    for option in OPTION_IDS:
        assert f"opt-{option}" in ids and f"opt-{option}-help" in ids, option
        default = getattr(DEFAULT, option)
        if isinstance(default, bool):
            assert {"val-on", "val-off"} <= ids
        elif option in CHOICES:
            for value in CHOICES[option]:
                assert f"val-{option}-{value}" in ids
        else:
            assert f"val-{option}-number" in ids, option
    for group in GROUPS:
        assert f"group-{group}" in ids
    for preset in [*PRESETS, "custom"]:
        assert f"preset-{preset}" in ids and f"preset-{preset}-help" in ids
    reasons = set()
    for ns in _random_namespaces(3000):
        reasons |= set(conflicts(ns))  # type: ignore[arg-type]
    assert reasons == {"stack_mixed", "liar_limit", "rotate_partners", "teams"}
    for option in reasons:
        assert f"conflict-{option}" in ids
    codes = set()
    for rules in (DEFAULT, Rules(teams=True), Rules(teams=True, rotate_partners=True),
                  Rules(hand_size=10)):
        for players in range(0, 13):
            problem = player_problem(rules, players)
            if problem:
                codes.add(problem[0])
    assert codes == {"bad_players", "teams_players", "rotate_players", "deck_too_small"}
    for code in codes:
        assert f"players-{code}" in ids


@pytest.mark.parametrize("locale", LOCALES)
def test_value_names_format_cleanly(locale: str, caplog: pytest.LogCaptureFixture) -> None:
    tr = Translator(locale)
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        for option in OPTION_IDS:
            i18n.option_name(tr, option)
            i18n.option_help(tr, option)
            if option in CHOICES:
                values = list(CHOICES[option])
            elif option in RANGES:
                values = list(RANGES[option]) + [0]
            else:
                values = [True, False]
            for value in values:
                assert i18n.value_name(tr, option, value)
    assert _warnings(caplog) == []
    assert "0" not in i18n.value_name(tr, "liar_limit", 0)  # 0 means off, in words
    assert "0" not in i18n.value_name(tr, "turn_timer", 0)


ENGINE_ERRORS = (
    "not_your_turn", "not_playable", "no_such_card", "need_color", "bad_color",
    "wd4_not_allowed", "draw_not_allowed", "must_play_drawn", "must_choose_seat",
    "nothing_to_catch",
    "uno_not_applicable", "no_challenge", "bad_target", "not_identical", "jump_in_not_allowed",
    "no_timer", "round_over", "wrong_decision", "must_answer_penalty", "not_in_game",
)


@pytest.mark.parametrize("locale", LOCALES)
def test_error_codes_have_text(locale: str) -> None:
    tr = Translator(locale)
    for code in ENGINE_ERRORS:
        assert tr.has(f"err-{code}")
        assert i18n.error_text(tr, code) != tr.t("err-unknown")
    assert i18n.error_text(tr, "some_new_code") == tr.t("err-unknown")
    assert tr.has("err-save-corrupt") and tr.has("err-save-newer")


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_has_a_name(locale: str) -> None:
    tr = Translator(locale)
    names = {i18n.card_name(tr, c) for c in cards.deck_ids(True)}
    # 4 colours x (10 numbers + 3 actions) + 3 black kinds
    assert len(names) == 4 * 13 + 3
    assert all("{" not in name for name in names)
    assert i18n.card_name(tr, -1) == tr.t("card-hidden")


def test_card_names_follow_each_languages_vocabulary() -> None:
    fr, hi, en = (i18n.get_translator(x) for x in ("fr", "hi", "en"))
    red7, blue_skip, green_rev = cards.cards_from_codes(["r7", "bs", "gr"])
    wild, wd4, d10 = cards.cards_from_codes(["w", "wd4", "d10"])
    assert [i18n.card_name(en, c) for c in (red7, blue_skip, green_rev)] == [
        "Red 7", "Blue Skip", "Green Reverse"]
    assert [i18n.card_name(fr, c) for c in (red7, blue_skip, green_rev, wild, wd4, d10)] == [
        "7 rouge", "Passe ton tour bleu", "Inversion verte", "Joker", "Super Joker", "+10"]
    assert [i18n.card_name(hi, c) for c in (red7, wild, wd4)] == [
        "लाल 7", "रंग परिवर्तन", "रंग परिवर्तन +4"]
    assert i18n.color_name(fr, cards.GREEN) == "Vert"
    roulette, d4 = (next(c for c in range(cards.CARD_COUNT) if cards.CARD_KIND[c] == k)
                    for k in (cards.WILD_COLOR_ROULETTE, cards.DRAW_FOUR))
    assert [i18n.card_name(fr, c) for c in (roulette, d4)] == [
        "Joker Roue des couleurs", "+4 rouge"]
    assert i18n.card_name(hi, roulette) == "रंग परिवर्तन रूलेट"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_of_every_box_has_a_name(locale: str, caplog: pytest.LogCaptureFixture) -> None:
    tr = Translator(locale)
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        names = {i18n.card_name(tr, c) for c in range(cards.CARD_COUNT)}
    assert _warnings(caplog) == []
    assert all(name and "{" not in name for name in names)
    # every kind and colour is told apart: 4 colours x (10 numbers, 3 classic and 3 No Mercy
    # action kinds); black: 3 classic, 3 No Mercy and 6 All Wild kinds
    assert len(names) == 4 * 16 + 3 + 3 + 6


# One term per concept per language, the box's own words: (the term, the variants that must not
# come back). A variant is a regular expression over every piece of text of the catalog.
GLOSSARY: dict[str, list[tuple[str, list[str]]]] = {
    "fr": [
        # The card is "Passe ton tour"; "Passer" alone is the button that passes the turn.
        ("Passe ton tour", [r"\bPasser (bleu|rouge|vert|jaune)", r"cartes? Passer",
                            r"\bun Passer\b", r"\bd'un Passer\b", r"^Passer :",
                            r"Passer, Inversion"]),
        ("Inversion", [r"Changement de sens", r"carte Sens\b"]),
        ("Super Joker", [r"(?<!Inversion Super )Joker \+4", r"\+4 Joker", r"Joker Plus Quatre"]),
        ("UNO", [r"\bUno\b", r"Contre-Uno", r"[Cc]ontre UNO"]),
        ("talon", [r"\bdéfausse\b"]),
        ("Quitter la partie", [r"Abandonner cette place"]),
        ("Piocher", [r"\b[Pp]rendre \{ \$count", r"\bprenez \{ \$count"]),
        # The rate column beside "Gagnées" (matches won) says it is a rate.
        ("Taux de victoire", [r"^Victoires$"]),
        ("manche", [r"\bround\b"]),
    ],
    "hi": [
        ("ऊनो", [r"UNO", r"\bUno\b", r"यूनो", r"उनो"]),
        ("रंग परिवर्तन", [r"वाइल्ड"]),
        ("कार्ड", [r"पत्त"]),
        # Taking a penalty's cards is "उठाएँ", in the prompt and on its button alike.
        ("कार्ड उठाएँ", [r"कार्ड लें"]),
        ("मैच छोड़ें", [r"सीट छोड़ें"]),
    ],
    "en": [
        ("UNO", [r"\bUno\b"]),
        ("leave the match", [r"[Ff]orfeit this seat"]),
        # A penalty's cards are drawn, in the prompts, the refusals and on the button.
        ("Draw", [r"\b[Tt]ake \d", r"\b[Tt]ake \{ \$count"]),
        ("Rules", [r"^How to play$"]),
        ("Wild Draw Four", [r"Wild \+4", r"\+4 Wild", r"Draw Four Wild", r"(?<!Wild )Draw 4\b"]),
    ],
}
#: The one message where a variant is the right word (the button that passes the turn).
GLOSSARY_EXCEPTIONS = {("fr", "table-pass")}


@pytest.mark.parametrize("locale", sorted(GLOSSARY))
def test_one_term_per_concept(locale: str) -> None:
    import re

    found = []
    for msg_id, text in _texts(locale):
        if (locale, msg_id) in GLOSSARY_EXCEPTIONS:
            continue
        for term, variants in GLOSSARY[locale]:
            for variant in variants:
                for line in text.splitlines():
                    if re.search(variant, line.strip()):
                        found.append(f"{msg_id}: {variant!r} instead of {term!r}")
    assert found == []
    everything = " ".join(text for _id, text in _texts(locale))
    for term, _variants in GLOSSARY[locale]:
        assert term in everything, f"{term!r} is the term, yet it is never used"


def test_the_glossary_check_catches_a_known_inconsistent_pair() -> None:
    import re

    variants = dict(GLOSSARY["fr"])["Passe ton tour"]
    assert any(re.search(v, "Passer : le joueur suivant passe son tour.") for v in variants)
    assert any(re.search(v, "deux cartes Passer") for v in variants)
    assert not any(re.search(v, "Passe ton tour bleu") for v in variants)
    assert any(re.search(v, "UNO बोलो") for v in dict(GLOSSARY["hi"])["ऊनो"])


def _sample_events() -> list[events.Event]:
    E = events  # noqa: N806
    return [
        E.DealerChosen(dealer=0, draws=((0, 5), (1, 3))),
        E.Dealt(dealer=0, hands=((1, 2, 3), (4, 5, 6))),
        E.StartCard(card=7, returned=(100,)),
        E.Played(seat=0, card=7, color=cards.RED),
        E.Played(seat=0, card=100, color=cards.BLUE),
        E.Played(seat=1, card=7, color=cards.RED, jump_in=True),
        E.Played(seat=1, card=7, color=cards.RED, double=True),
        *[E.Drew(seat=1, cards=(1, 2), reason=r) for r in (
            "draw", "penalty", "uno_penalty", "false_uno", "challenge", "seven_rounds", "timeout",
            "roulette")],
        E.Kept(seat=0),
        E.ColorNamed(seat=0, color=cards.YELLOW),
        E.DirectionChanged(direction=-1),
        E.DirectionChanged(direction=1),
        E.Skipped(seat=1),
        E.TurnStarted(seat=1),
        E.ColorAsked(seat=1),
        E.GiveAsked(seat=1, partner=0),
        E.PenaltyGrew(seat=1, total=4),
        E.UnoCalled(seat=0),
        E.UnoCalled(seat=0, early=True),
        E.UnoCallCleared(seat=0),
        E.UnoWindowOpened(seat=0),
        E.UnoWindowClosed(seat=0),
        E.UnoCaught(catcher=1, target=0, count=2),
        E.FalseUno(seat=0, count=2, lies=1),
        E.ChallengeResolved(challenger=1, challenged=0, bluff=True, hand=(1,), loser=0, count=4),
        E.ChallengeResolved(challenger=1, challenged=0, bluff=False, hand=(1,), loser=1, count=6),
        E.CardTakenBack(seat=0, card=104, color=cards.GREEN),
        E.HandsRotated(direction=1, sources=(1, 0)),
        E.HandsRotated(direction=-1),
        E.HandsSwapped(seat=0, target=1),
        E.CardsTraded(seat=0, target=1, given=7, received=8),
        E.Reshuffled(count=50),
        *[E.PlayerOut(seat=1, reason=r) for r in ("forfeit", "liar", "timeout", "elimination")],
        E.KnockedOut(seat=1, cards=25),
        E.DiscardedAll(seat=1, cards=(3, 5)),
        *[E.Finished(seat=0, place=p) for p in (1, 2, 3, 5, 10)],
        E.LeftRound(seat=0),
        E.NextHand(seat=0, size=6),
        *[E.RoundEnded(winner=0, reason=r, hands=((), (7,)), values=(0, 7), ranking=(0, 1))
          for r in ("out", "blocked", "last_standing")],
        E.ScoresUpdated(points=(7, 0), totals=(7, 30)),
        E.MatchEnded(winners=(0,), totals=(510, 30)),
        E.MatchEnded(winners=(0, 1), totals=(510, 510)),
    ]


# Events the log does not tell: the table shows them (whose turn, badges, the catch chance).
SILENT = (events.TurnStarted, events.UnoCallCleared, events.UnoWindowOpened,
          events.UnoWindowClosed, events.LeftRound, events.ColorAsked,
          events.GiveAsked)


def test_every_event_type_has_a_sample() -> None:
    kinds = {cls for cls in vars(events).values()
             if isinstance(cls, type) and issubclass(cls, events.Event) and cls is not events.Event}
    assert kinds == {type(e) for e in _sample_events()}, "add a log line for the new event"


@pytest.mark.parametrize("locale", LOCALES)
def test_event_lines_in_every_language(locale: str, caplog: pytest.LogCaptureFixture) -> None:
    tr = Translator(locale)
    names = ["Ann", "Bo"]
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        for event in _sample_events():
            for viewer in (None, 0, 1):
                lines = i18n.event_lines(tr, event, names, viewer)
                if isinstance(event, SILENT):
                    assert lines == []
                    continue
                assert lines and all(line and "{" not in line for line in lines), event
                assert all("log-" not in line for line in lines), event
    assert _warnings(caplog) == []
    traded = events.CardsTraded(seat=0, target=1, given=7, received=8)
    assert len(i18n.event_lines(tr, traded, names, viewer=1)) == 2
    assert len(i18n.event_lines(tr, traded.redact(), names, viewer=1)) == 1
    assert len(i18n.event_lines(tr, traded, names, viewer=None)) == 1


def test_join_names_and_places() -> None:
    en, fr, hi = (i18n.get_translator(x) for x in ("en", "fr", "hi"))
    assert i18n.join_names(en, ["Ann"]) == "Ann"
    assert i18n.join_names(en, ["Ann", "Bo", "Cy"]) == "Ann, Bo and Cy"
    assert i18n.join_names(fr, ["Ann", "Bo"]) == "Ann et Bo"
    assert [i18n.place_name(en, p) for p in (1, 2, 3, 4)] == ["1st", "2nd", "3rd", "4th"]
    assert [i18n.place_name(fr, p) for p in (1, 2)] == ["1re", "2e"]
    assert i18n.place_name(hi, 1) == "पहला"
    assert len(set(i18n.bot_names(fr))) == 10


def test_level_names_translate_the_levels_and_shorten_plug_in_paths() -> None:
    en, fr = i18n.get_translator("en"), i18n.get_translator("fr")
    assert [i18n.level_name(en, lv) for lv in ("easy", "normal", "hard")] == [
        "Easy", "Normal", "Hard"]
    assert i18n.level_name(fr, "random") == "Coups au hasard"
    assert i18n.level_name(en, "mypkg.mybot:MyBot") == "MyBot"


def _rule_variants() -> list[Rules]:
    out = [Rules.preset(name) for name in PRESETS]
    for option, values in CHOICES.items():
        for value in values:
            with contextlib.suppress(ValueError):  # values that need other options too
                out.append(DEFAULT.with_changes(**{option: value}))
    every_house = dict.fromkeys(
        ("stack_mixed", "reverse_deflect", "seven_zero", "jump_in", "double_play",
         "swap_on_five", "circle_colour", "seven_rounds", "zero_worth_fifty",
         "draw_until_playable"), True)
    out.append(DEFAULT.with_changes(stacking="cumulative", blank_cards="draw_ten", **every_house))
    out.append(DEFAULT.with_changes(teams=True, rotate_partners=True, liar_limit=1))
    # The other boxes, plain and with every house rule they allow on.
    for box in ("no_mercy", "all_wild"):
        out.append(Rules.for_box(box))
        allowed = {o: True for o in every_house if o not in BOX_FIXED[box]}
        if "stacking" not in BOX_FIXED[box]:  # mixed stacking needs stacking
            allowed["stacking"] = "cumulative"
        out.append(Rules.for_box(box, **allowed, allow_voluntary_draw=box == "all_wild"))
    out.append(Rules.for_box("all_wild", stacking="deflect", teams=True, turn_timer=30))
    out.append(Rules.for_box("no_mercy", allow_voluntary_draw=False, scoring="penalty"))
    return out


@pytest.mark.parametrize(("locale", "players"), list(itertools.product(LOCALES, (None, 2, 4))))
def test_help_sections_for_every_rule_variant(
    locale: str, players: int | None, caplog: pytest.LogCaptureFixture
) -> None:
    tr = Translator(locale)
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        for rules in _rule_variants():
            sections = i18n.help_sections(tr, rules, players)
            assert len(sections) >= 7
            for heading, paragraphs in sections:
                assert heading and paragraphs
                for text in paragraphs:
                    assert "\n" not in text and "help-" not in text and "{" not in text
    assert _warnings(caplog) == []


def test_help_follows_the_rules() -> None:
    tr = i18n.get_translator("en")
    text = " ".join(p for _, ps in i18n.help_sections(tr, Rules.preset("chat_classic")) for p in ps)
    assert "you must play it" in text and "120 seconds" in text
    assert "After 3 false UNO calls" in text
    official = " ".join(p for _, ps in i18n.help_sections(tr, DEFAULT) for p in ps)
    assert "you may play it" in official and "No house rules" in official
    assert "you draw 2 cards" in official
    one = " ".join(p for _, ps in i18n.help_sections(tr, DEFAULT.with_changes(uno_penalty=1))
                   for p in ps)
    assert "you draw 1 card." in one


@pytest.mark.parametrize("locale", LOCALES)
def test_the_rules_help_ends_with_the_controls(locale: str) -> None:
    tr = i18n.get_translator(locale)
    heading, paras = i18n.help_sections(tr, Rules())[-1]
    assert heading == tr.t("help-heading-controls")
    text = " ".join(paras)
    for key in (*i18n.TABLE_KEYS.values(), *(tr.t(f"key-{k}") for k in ("enter", "esc"))):
        assert key in text, f"{key!r} missing from the controls"
    assert "{" not in text and "$" not in text  # every variable was given


def test_every_message_id_is_documented() -> None:
    doc = (Path(__file__).resolve().parent.parent / "docs" / "i18n.md").read_text("utf-8")
    missing = [i for i in _variables("en") if f"`{i}`" not in doc and f"`{i} (" not in doc]
    assert missing == [], "list them in docs/i18n.md"


def test_a_huge_catalog_is_refused_and_english_used(
    tmp_locales: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from uno_desktop.i18n import MAX_CATALOG_BYTES

    _write(tmp_locales, "fr", "plain = Simple\n" + "# padding\n" * (MAX_CATALOG_BYTES // 10 + 1))
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        tr = Translator("fr", locales_dir=tmp_locales)
    assert tr.locale == "en" and tr.t("plain") == "Plain"
    assert any("bytes" in m for m in _warnings(caplog))


def _help_text(rules: Rules, locale: str = "en") -> tuple[list[str], str]:
    sections = i18n.help_sections(i18n.get_translator(locale), rules)
    return [h for h, _ in sections], " ".join(p for _, ps in sections for p in ps)


def test_the_help_describes_no_mercy_when_it_is_chosen() -> None:
    headings, text = _help_text(Rules.for_box("no_mercy"))
    for card in ("Skip Everyone", "Discard All", "Draw Four", "Wild Reverse Draw Four",
                 "Wild Draw Six", "Wild Draw Ten", "Wild Colour Roulette"):
        assert card in text, card
    assert "168 cards" in text and "Mercy rule" in text and "25 cards" in text
    assert "Stacking by value" in text and "1,000 points" in text
    assert "108 cards" not in text  # not the classic deck
    assert "The Wild Draw Four" not in headings  # no challenge in this box
    assert "UNO Show 'Em No Mercy" in headings
    assert "Seven-O" not in text and "No house rules are in play." in text  # the box's own
    _, fr = _help_text(Rules.for_box("no_mercy"), "fr")
    assert "Inversion Super Joker +4" in fr and "Pose tout" in fr and "Règle de la pitié" in fr
    _, hi = _help_text(Rules.for_box("no_mercy"), "hi")
    assert "सबको स्किप" in hi and "रंग परिवर्तन रूलेट" in hi and "दया नियम" in hi


def test_the_help_describes_all_wild_when_it_is_chosen() -> None:
    headings, text = _help_text(Rules.for_box("all_wild"))
    for card in ("Wild Skip Two", "Wild Reverse", "Wild Draw Two", "Wild Targeted Draw Two",
                 "Wild Forced Swap"):
        assert card in text, card
    assert "112 cards" in text and "no colour is ever named" in text
    assert "there is no drawing instead" in text  # the voluntary draw is off in this box
    assert "a Wild is worth 20 points" in text
    assert "The Wild Draw Four" not in headings and "108 cards" not in text
    on = _help_text(Rules.for_box("all_wild", allow_voluntary_draw=True, stacking="cumulative"))[1]
    assert "draw a card from the draw pile" in on and "no drawing instead" not in on
    assert "the Wild Targeted Draw Two never stacks" in on
    _, fr = _help_text(Rules.for_box("all_wild"), "fr")
    assert "Joker Échange forcé" in fr and "Joker +2 ciblé" in fr
    _, hi = _help_text(Rules.for_box("all_wild"), "hi")
    assert "रंग परिवर्तन ज़बरन अदला-बदली" in hi and "ऊनो सब रंग परिवर्तन" in hi


def test_the_classic_help_keeps_its_own_paragraphs() -> None:
    headings, text = _help_text(Rules())
    assert "108 cards" in text and "The Wild Draw Four" in headings
    assert "Skip Everyone" not in text and "Mercy rule" not in text


@pytest.mark.parametrize("locale", LOCALES)
def test_every_box_fixed_option_and_box_problem_has_its_words(locale: str) -> None:
    ids = _all_ids(locale)
    tr = i18n.get_translator(locale)
    for box, fixed in BOX_FIXED.items():
        for option in fixed:
            assert f"box-fixed-{box}-{option}" in ids, (box, option)
        names = {tr.t(f"box-fixed-{box}-{option}") for option in fixed}
        assert len(names) == len(fixed)  # each option its own reason
    assert player_problem(Rules.for_box("no_mercy"), 7) is not None
    assert "players-box_players" in ids and "settings-box-presets" in ids
    assert i18n.rules_name(tr, Rules.for_box("all_wild")) == tr.t("val-box-all_wild")
    assert i18n.rules_name(tr, Rules()) == tr.t("preset-official")
