"""Level names and plug-in paths."""

from __future__ import annotations

import pytest

from uno_desktop.bots.hard import HardBot
from uno_desktop.bots.normal import NormalBot
from uno_desktop.bots.registry import LEVELS, BotLoadError, make_bot


def test_levels_build_their_bots() -> None:
    for level in LEVELS:
        bot = make_bot(level, seed=1)
        assert bot.name == level
    assert isinstance(make_bot("HARD"), HardBot)


def test_plug_in_path() -> None:
    bot = make_bot("uno_desktop.bots.normal:NormalBot", seed=3)
    assert isinstance(bot, NormalBot)


def test_plug_in_without_seed_argument(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "seedless_bot.py").write_text(
        "class Seedless:\n    def choose(self, view):\n        return view.legal[0]\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    assert type(make_bot("seedless_bot:Seedless", seed=5)).__name__ == "Seedless"


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("grandmaster", ["unknown bot 'grandmaster'", "random, easy, normal, hard",
                         "package.module:ClassName"]),
        ("no_such_pkg.mod:Bot", ["cannot import module 'no_such_pkg.mod'"]),
        ("uno_desktop.bots.normal:Nope", ["has no class 'Nope'"]),
        ("uno_desktop.bots.normal:best_color", ["has no class 'best_color'"]),
        ("uno_desktop.engine.rules:Rules", ["not a bot", "choose(view)"]),
        ("uno_desktop.bots.normal:", ["unknown bot"]),
    ],
)
def test_bad_paths_say_what_is_wrong(spec: str, words: list[str]) -> None:
    with pytest.raises(BotLoadError) as info:
        make_bot(spec)
    for word in words:
        assert word in str(info.value)
