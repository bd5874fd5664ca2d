"""The catalogs are parsed one message at a time (for the start time): the result must be what
parsing the whole file gives, and nothing is read or imported before it is needed."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast

from uno_desktop import i18n, resources
from uno_desktop.i18n import LOCALES, Translator

LOCALES_DIR = resources.locales_dir()


def _write(folder: Path, locale: str, text: str, newline: str = "\n") -> None:
    (folder / locale).mkdir(parents=True, exist_ok=True)
    (folder / locale / "uno.ftl").write_bytes(text.replace("\n", newline).encode("utf-8"))


def _warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]


@pytest.mark.parametrize("junk", ["", "\n}}} junk at the end\n"])
@pytest.mark.parametrize("locale", LOCALES)
def test_every_shipped_message_is_what_a_whole_file_parse_gives(
    locale: str, junk: str, tmp_path: Path
) -> None:
    # Without junk each message is looked up when asked for; with a junk line the catalog is
    # cut into all its entries at load. Both must give what parsing the whole file gives.
    text = (LOCALES_DIR / locale / "uno.ftl").read_text("utf-8") + junk
    _write(tmp_path, locale, text)
    whole = {e.id.name: e for e in FluentParser().parse(text).body if isinstance(e, ast.Message)}
    catalog = i18n._load_catalog(locale, tmp_path)
    assert catalog is not None
    plain = 0
    for msg_id, expected in whole.items():
        assert catalog.has_message(msg_id)
        got = catalog.entry(msg_id)
        assert got is not None and got.equals(expected, ignored_fields=["span"]), msg_id
        if catalog.plain(msg_id) is not None:
            plain += 1
            elements = expected.value.elements
            assert len(elements) == 1 and isinstance(elements[0], ast.TextElement), msg_id
            assert catalog.plain(msg_id) == elements[0].value, msg_id
    assert plain > len(whole) // 3  # most labels need no parser


def test_formatting_matches_a_whole_file_bundle() -> None:
    for locale in LOCALES:
        text = (LOCALES_DIR / locale / "uno.ftl").read_text("utf-8")
        bundle = FluentBundle([locale], use_isolating=False)
        bundle.add_resource(FluentParser().parse(text))
        tr = Translator(locale)
        for msg_id, args in [("log-drew", {"player": "Ann", "count": 3}),
                             ("table-cards-left", {"count": 1}), ("menu-quit", {}),
                             ("table-place", {"place": 2}), ("lang-title", {})]:
            expected, errors = bundle.format_pattern(bundle.get_message(msg_id).value, args)
            assert errors == []
            assert tr.t(msg_id, **args) == expected


def test_plain_text_edge_cases_match_fluent(tmp_path: Path) -> None:
    source = (
        "a = Plain text   \n"
        "b=no spaces\n"
        "c = [brackets] *stars* .dots\n"
        "d = two\n    lines\n"
        "e = tab\there\n"
        "f =\n    block value\n"
        "g = with { $x }\n"
        "h = trailing spaces then blank lines   \n   \n\n"
        "i = then a line of spaces and a tab\n   \t\n"
        "j = { \"{\" } literal\n"
        "k = last line without a newline"
    )
    for newline in ("\n", "\r\n"):
        _write(tmp_path, "en", source, newline)
        tr = Translator("en", locales_dir=tmp_path)
        bundle = FluentBundle(["en"], use_isolating=False)
        bundle.add_resource(FluentParser().parse(source.replace("\n", newline)))
        for msg_id in "abcdefghijk":
            expected, _ = bundle.format_pattern(bundle.get_message(msg_id).value, {"x": "X"})
            assert tr.t(msg_id, x="X") == expected, (newline, msg_id)


def test_references_to_messages_and_terms_are_parsed_with_the_message(tmp_path: Path) -> None:
    _write(tmp_path, "en", (
        "-brand = UNO\n"
        "title = Play { -brand } with { friends }\n"
        "friends = { $n ->\n"
        "    [one] a friend\n"
        "   *[other] { $n } friends\n"
        "}\n"
        "after = After\n"
    ))
    tr = Translator("en", locales_dir=tmp_path)
    assert tr.t("title", n=3) == "Play UNO with 3 friends"
    assert tr.t("after") == "After"  # the closing brace at column 0 ended nothing
    assert not tr.has("-brand")  # a term is not a message


def test_first_of_two_messages_with_the_same_id_counts(tmp_path: Path) -> None:
    _write(tmp_path, "en", "x = first\nx = second\ny = { $v } first\ny = second\n")
    tr = Translator("en", locales_dir=tmp_path)
    assert tr.t("x") == "first"
    assert tr.t("y", v=1) == "1 first"


def test_english_is_not_read_while_the_language_has_every_message(tmp_path: Path) -> None:
    _write(tmp_path, "en", "plain = Plain\nonly-en = Only English\n")
    _write(tmp_path, "fr", "plain = Simple\ncount = { $n } cartes\n")
    tr = Translator("fr", locales_dir=tmp_path)
    assert tr.t("plain") == "Simple" and tr.t("count", n=2) == "2 cartes"
    (tmp_path / "en" / "uno.ftl").unlink()  # read only now, when a message is missing
    assert tr.t("only-en") == "only-en"


def test_english_is_read_once_when_needed(tmp_path: Path) -> None:
    _write(tmp_path, "en", "plain = Plain\nonly-en = Only English\nother = Other\n")
    _write(tmp_path, "fr", "plain = Simple\n")
    tr = Translator("fr", locales_dir=tmp_path)
    assert tr.t("only-en") == "Only English"
    (tmp_path / "en" / "uno.ftl").unlink()
    assert tr.t("other") == "Other" and tr.has("other")


def test_junk_inside_a_message_is_logged_with_its_line_when_used(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _write(tmp_path, "en", "a = A\nb = B { $x }\n")
    _write(tmp_path, "fr", "a = A fr\n\n# comment\nb = B {\n    $x\nc = C\n")
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        tr = Translator("fr", locales_dir=tmp_path)
        assert tr.t("a") == "A fr"
        assert tr.t("b", x=1) == "B 1"
    logged = _warnings(caplog)
    assert any("uno.ftl:4: skipped unreadable entry" in m for m in logged), logged
    assert tr.t("c") == "C"


@pytest.mark.parametrize("source", [
    "a = A\n}}} junk\nb = B\n",
    "a = A\n#bad comment\nb = B\n",
    "a = A\n#### four\nb = B\n",
    "a = A\n# note\n\n   stray\nb = B\n",
    "   indented start\na = A\nb = B\n",
    "\n  \n   indented after blank lines\na = A\nb = B\n",
    "a = A\r\n#bad\r\nb = B\r\n",
])
def test_each_kind_of_junk_outside_messages_is_logged_at_load(
    source: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _write(tmp_path, "en", source)
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        tr = Translator("en", locales_dir=tmp_path)
    junk = [source.count("\n", 0, e.span.start) + 1 for e in FluentParser().parse(source).body
            if isinstance(e, ast.Junk)]
    assert len(junk) == 1
    assert [int(m.split(": skipped")[0].rsplit(":", 1)[1]) for m in _warnings(caplog)] == junk
    assert tr.t("a") == "A" and tr.t("b") == "B"


def test_junk_before_the_first_message_is_logged_at_load(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _write(tmp_path, "en", "}}} junk\n\na = A\n")
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        tr = Translator("en", locales_dir=tmp_path)
    assert any("uno.ftl:1: skipped unreadable entry" in m for m in _warnings(caplog))
    assert tr.t("a") == "A"


def test_junk_at_column_0_and_after_comments_is_logged_at_load(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    source = "   indented start\na = A\n# note\n   stray\n#bad comment\nb = B\n"
    _write(tmp_path, "en", source)
    with caplog.at_level(logging.WARNING, logger="uno_desktop.i18n"):
        tr = Translator("en", locales_dir=tmp_path)
    logged = _warnings(caplog)
    junk = [source.count("\n", 0, e.span.start) + 1 for e in FluentParser().parse(source).body
            if isinstance(e, ast.Junk)]
    assert junk == [1, 4, 5]  # the same lines as a whole-file parse
    assert [int(m.split(": skipped")[0].rsplit(":", 1)[1]) for m in logged] == junk
    assert tr.t("a") == "A" and tr.t("b") == "B"


def test_the_language_screen_needs_no_parser_and_no_fluent_runtime() -> None:
    code = (
        "import sys\n"
        "from uno_desktop import i18n\n"
        "for loc in i18n.LOCALES:\n"
        "    tr = i18n.get_translator(loc)\n"
        "    assert tr.t('lang-title') and tr.t('lang-continue') and tr.t('menu-quit')\n"
        "print(sorted(m for m in ('fluent.syntax', 'fluent.runtime', 'babel',\n"
        "      'uno_desktop.engine.events') if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "[]"
