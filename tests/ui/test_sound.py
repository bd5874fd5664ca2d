"""Sounds: the generated files exist and are small; the service never fails the game."""

from __future__ import annotations

import wave
from pathlib import Path

import pygame

from uno_desktop.ui.sound import NAMES, Sounds, default_sound_dir


def test_every_effect_is_a_short_mono_22k_wav() -> None:
    folder = default_sound_dir()
    for name in NAMES:
        with wave.open(str(folder / f"{name}.wav")) as w:
            assert (w.getnchannels(), w.getframerate(), w.getsampwidth()) == (1, 22050, 2)
            assert 0.02 < w.getnframes() / 22050 <= 2.5
    assert (folder / "README.md").exists()


def test_generator_is_deterministic(tmp_path: Path) -> None:
    import importlib.util

    script = Path(__file__).resolve().parents[2] / "tools" / "make_sounds.py"
    spec = importlib.util.spec_from_file_location("make_sounds", script)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.main([str(tmp_path)]) == 0
    for name in NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == \
            (default_sound_dir() / f"{name}.wav").read_bytes()


def test_play_volume_and_mute_never_raise() -> None:
    sounds = Sounds()
    for name in NAMES:
        sounds.play(name)
    sounds.play("no-such-sound")
    sounds.volume = 3.0
    assert sounds.volume == 1.0
    assert sounds.toggle_mute() is True
    sounds.play("uno")
    assert sounds.toggle_mute() is False
    sounds.stop()


def test_without_a_mixer_everything_is_silent(tmp_path: Path) -> None:
    sounds = Sounds(tmp_path, init_mixer=False)
    assert not sounds.available
    sounds.play("click")
    sounds.volume = 0.5
    assert sounds.volume == 0.5


def test_missing_files_are_tolerated(tmp_path: Path) -> None:
    sounds = Sounds(tmp_path)  # an empty folder
    sounds.play("click")
    if sounds.available:
        assert pygame.mixer.get_init()


def test_no_sound_card_is_one_log_line_not_pages_of_alsa_errors() -> None:
    import os
    import subprocess
    import sys

    script = (
        "import logging, os, sys\n"
        "logging.basicConfig(level=logging.INFO, stream=sys.stdout)\n"
        "from uno_desktop.ui.quiet import c_stderr_silenced\n"
        "from uno_desktop.ui.app import App\n"
        "from uno_desktop.ui.sound import Sounds\n"
        "with c_stderr_silenced():\n"
        "    os.write(2, b'C library noise\\n')\n"
        "os.write(2, b'stderr works again\\n')\n"
        "App((320, 200))  # pygame.init() tries the sound card too\n"
        "print('available', Sounds().available)\n"
    )
    # An ALSA device that does not exist: what a machine without a sound card looks like.
    # SDL picks the audio driver itself, as in the game (not the tests' dummy driver).
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env.update(AUDIODEV="hw:97", SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=60, check=True)
    assert done.stderr == "stderr works again\n"
    assert "C library noise" not in done.stdout
    lines = done.stdout.splitlines()
    if "available False" in lines:
        assert sum("no audio" in line for line in lines) == 1
