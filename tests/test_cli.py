"""The command line: flags, seat files, exit codes, and whole runs of ``main`` (headless)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from uno_desktop import cli, logsetup  # noqa: E402
from uno_desktop.__main__ import main  # noqa: E402


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A data folder of its own: a run of the game never touches the real one."""
    monkeypatch.setenv("UNO_DESKTOP_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
    logsetup.shutdown()
    from uno_desktop.ui import text

    text.set_locale("en")


def test_no_flags() -> None:
    args = cli.parse_args([])
    assert args.lang is None and args.seed is None and not args.demo
    assert args.frames is None and args.screenshot is None and args.benchmark is None
    assert args.seat_specs is None


def test_all_flags() -> None:
    args = cli.parse_args(["--lang", "hi", "--seed", "42", "--demo", "--frames", "300",
                           "--screenshot", "out.png", "--size", "1024x640"])
    assert (args.lang, args.seed, args.demo, args.frames) == ("hi", 42, True, 300)
    assert args.screenshot == Path("out.png") and args.size == (1024, 640)
    assert cli.parse_args(["--benchmark"]).benchmark == cli.DEFAULT_BENCHMARK_SECONDS
    assert cli.parse_args(["--benchmark", "3"]).benchmark == 3.0
    # A screenshot needs some frames of the game first.
    assert cli.parse_args(["--screenshot", "x.png"]).frames == 120


@pytest.mark.parametrize("argv, words", [
    (["--bogus"], "unknown option --bogus"),
    (["--lang", "de"], "--lang"),
    (["--seed", "abc"], "not a whole number"),
    (["--frames", "0"], "1 or more"),
    (["--size", "big"], "1280x720"),
    (["--demo", "extra"], "unknown option extra"),
    (["--lan", "fr"], "unknown option --lan"),  # no abbreviations: a typo is not guessed
])
def test_bad_command_lines_exit_2_with_a_clear_message(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err
    assert "uno-desktop --help" in err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for flag in ("--lang", "--seed", "--demo", "--frames", "--screenshot", "--benchmark",
                 "--seats"):
        assert flag in out


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), "utf-8")
    return path


@pytest.fixture
def plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A bot plug-in module on the import path: ``my_bots_for_cli.clever:CleverBot``."""
    folder = tmp_path / "plugins"
    (folder / "my_bots_for_cli").mkdir(parents=True)
    (folder / "my_bots_for_cli" / "__init__.py").write_text("", "utf-8")
    (folder / "my_bots_for_cli" / "clever.py").write_text(
        "class CleverBot:\n    def choose(self, view):\n        return view.legal[0]\n", "utf-8")
    monkeypatch.syspath_prepend(str(folder))
    return "my_bots_for_cli.clever:CleverBot"


def test_seat_file(tmp_path: Path, plugin: str) -> None:
    f = write(tmp_path / "seats.json", {"seats": [
        {"kind": "person", "name": " Anaïs "},
        {"kind": "bot", "level": "hard"},
        {"kind": "bot", "name": "Clever", "level": plugin},
        {"kind": "bot", "name": "दीपक", "level": "random"},
    ]})
    seats = cli.parse_args(["--seats", str(f)]).seat_specs
    assert seats == [cli.SeatSpec("person", "Anaïs"), cli.SeatSpec("bot", "", "hard"),
                     cli.SeatSpec("bot", "Clever", plugin),
                     cli.SeatSpec("bot", "दीपक", "random")]
    assert write(tmp_path / "list.json", [{"kind": "bot"}, {"kind": "person"}]).exists()
    assert len(cli.load_seats(tmp_path / "list.json")) == 2
    write(tmp_path / "phones.json", [{"kind": "phone", "name": "Asha"}, {"kind": "bot"}])
    assert cli.load_seats(tmp_path / "phones.json")[0] == cli.SeatSpec("phone", "Asha")


@pytest.mark.parametrize("data, words", [
    ([{"kind": "bot"}], "2 to 10 seats"),
    ([{"kind": "bot"}] * 11, "2 to 10 seats"),
    ([{"kind": "cat"}, {"kind": "bot"}], "seat 1: kind"),
    ([{"kind": "bot", "level": "genius"}, {"kind": "bot"}], "seat 1: level"),
    ([{"kind": "bot", "level": "os:system()"}, {"kind": "bot"}], "seat 1: level"),
    ([{"kind": "bot", "name": 5}, {"kind": "bot"}], "seat 1: name"),
    ([{"kind": "bot", "name": "Bo"}, {"kind": "person", "name": "bo"}], "same name"),
    ({"players": []}, "list of seats"),
    ("two", "list of seats"),
])
def test_bad_seat_files_are_refused_before_a_window_opens(
    tmp_path: Path, data: object, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    f = write(tmp_path / "seats.json", data)
    with pytest.raises(cli.CliError, match=words):
        cli.parse_args(["--seats", str(f)])
    assert main(["--seats", str(f)]) == 2
    assert words in capsys.readouterr().err


def test_a_plugin_that_cannot_be_loaded_is_refused(tmp_path: Path, plugin: str) -> None:
    for level, words in (("no_such_pkg.bots:Bot", "cannot import module"),
                         ("my_bots_for_cli.clever:Missing", "has no class")):
        f = write(tmp_path / "seats.json", [{"kind": "person"}, {"kind": "bot", "level": level}])
        with pytest.raises(cli.CliError, match=words):
            cli.parse_args(["--seats", str(f)])


def test_unreadable_seat_files(tmp_path: Path) -> None:
    with pytest.raises(cli.CliError, match="cannot read"):
        cli.parse_args(["--seats", str(tmp_path / "missing.json")])
    (tmp_path / "bad.json").write_text("{not json", "utf-8")
    with pytest.raises(cli.CliError, match="not valid JSON"):
        cli.parse_args(["--seats", str(tmp_path / "bad.json")])


def test_frames_and_screenshot(home: Path, tmp_path: Path) -> None:
    shot = tmp_path / "shots" / "menu.png"
    assert main(["--lang", "hi", "--frames", "5", "--screenshot", str(shot)]) == 0
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    assert (home / "uno-desktop.log").is_file()
    # --lang does not change the saved choice of language.
    assert not (home / "settings.json").exists()


def test_demo_plays_on_its_own_and_keeps_the_autosave(home: Path, tmp_path: Path) -> None:
    pytest.importorskip("uno_desktop.ui.table")
    home.mkdir(parents=True)
    (home / "autosave.json").write_text('{"keep": "me"}', "utf-8")
    shot = tmp_path / "demo.png"
    assert main(["--demo", "--lang", "fr", "--seed", "3", "--frames", "120",
                 "--screenshot", str(shot)]) == 0
    assert shot.is_file()
    assert json.loads((home / "autosave.json").read_text("utf-8")) == {"keep": "me"}


def test_a_crash_gives_exit_code_1_after_the_apology(home: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from uno_desktop.ui.scenes import menu

    def broken(self: object, dt: float) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(menu.MenuScene, "update", broken)
    assert main(["--lang", "en", "--frames", "5"]) == 1
    assert "RuntimeError: boom" in (home / "uno-desktop.log").read_text("utf-8")


def test_benchmark_prints_json_last(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("uno_desktop.ui.table.benchmark")
    assert main(["--benchmark", "1", "--benchmark-rounds", "0"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    figures = json.loads(out[-1])
    for k in ("frame_ms_median", "frame_ms_p99", "bare_ms_median", "bare_ms_p99"):
        assert figures[k] > 0
    assert 0 <= figures["idle_cpu_percent"] < 100 and figures["idle_seconds"] >= 1
    assert any(line.startswith("idle menu: ") for line in out)
    assert "memory_growth_mb" not in figures  # 0 rounds: no memory figure


def test_the_memory_figure_counts_rounds_after_the_warm_up(home: Path) -> None:
    pytest.importorskip("uno_desktop.ui.table")
    from uno_desktop.storage import Storage
    from uno_desktop.ui import footprint
    from uno_desktop.ui.launch import build_app

    app = build_app(lang="en", size=(960, 600), storage=Storage(home), setup_logging=False,
                    sounds=False, fullscreen=False)
    try:
        result = footprint.memory_over_rounds(app, 2, seats=2, warmup=1)
    finally:
        while app.scenes:
            app.pop()
    assert result["memory_rounds"] == 2 and result["memory_warmup_rounds"] == 1
    assert result["memory_mb_peak"] >= result["memory_mb_after_warmup"] > 0
    assert result["memory_growth_mb"] >= 0
    assert result["memory_mb_low"] <= result["memory_mb_first_tenth"] <= result["memory_mb_peak"]
    assert result["memory_trend_mb"] == pytest.approx(
        result["memory_mb_last_tenth"] - result["memory_mb_first_tenth"])


def test_the_memory_trend_ignores_swings_within_rounds_and_shows_growth() -> None:
    from uno_desktop.ui.footprint import memory_trend

    swinging = [(r, 220.0 + 30.0 * (r % 2)) for r in range(1, 101)]  # 220, 250, 220, ...
    flat = memory_trend(swinging, 100)
    assert flat["memory_trend_mb"] == 0.0 and flat["memory_mb_low"] == 220.0
    growing = [(r, 220.0 + 0.5 * r) for r in range(1, 101)]
    assert memory_trend(growing, 100)["memory_trend_mb"] == pytest.approx(45.0)
    late = memory_trend([(30, 200.0), (60, 210.0)], 100)  # long rounds: few samples
    assert late["memory_trend_mb"] == 10.0
    assert memory_trend([], 100)["memory_trend_mb"] is None


def test_the_window_class_is_the_programs_name_not_main_py() -> None:
    import os
    import subprocess
    import sys

    # pygame names the X11 window class after sys.argv[0] when DISPLAY is set ("__main__.py"
    # under python -m): the game sets its own name before pygame is imported.
    env = {k: v for k, v in os.environ.items() if "WMCLASS" not in k and k != "SDL_APP_NAME"}
    env.update(DISPLAY=":97", PYGAME_HIDE_SUPPORT_PROMPT="1")
    script = ("import os, uno_desktop.__main__, pygame\n"
              "print(os.environ['SDL_VIDEO_X11_WMCLASS'], os.environ['SDL_APP_NAME'])\n")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=60, check=True)
    assert done.stdout.split() == ["uno-desktop", "UNO"]
