"""Every reason the engine can refuse an action with has a message in every language."""

import re
from pathlib import Path

import uno_desktop.engine as engine
from uno_desktop.i18n import LOCALES
from uno_desktop.resources import locales_dir

CODE = re.compile(r'IllegalAction\(\s*"([a-z0-9_]+)"')


def engine_codes() -> set[str]:
    folder = Path(engine.__file__).parent
    return {c for f in folder.glob("*.py") for c in CODE.findall(f.read_text(encoding="utf-8"))}


def test_every_refusal_code_is_translated_in_every_language():
    codes = engine_codes()
    assert {"not_your_turn", "wd4_not_allowed", "uno_too_late"} <= codes
    for locale in LOCALES:
        text = (locales_dir() / locale / "uno.ftl").read_text(encoding="utf-8")
        ids = set(re.findall(r"^(err-[a-z0-9_]+) =", text, re.M))
        missing = sorted(c for c in codes if f"err-{c}" not in ids)
        assert not missing, (locale, missing)
