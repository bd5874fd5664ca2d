"""Where the game's data folders are: ``assets/`` and ``locales/``.

From source they sit beside the ``uno_desktop`` package (the repository root). In a PyInstaller
bundle they are unpacked under ``sys._MEIPASS``; ``build.spec`` must add them as ``assets`` and
``locales`` at the bundle's top level.
"""

from __future__ import annotations

import sys
from pathlib import Path


def base_dir() -> Path:
    """The folder that holds ``assets/`` and ``locales/``."""
    bundle = getattr(sys, "_MEIPASS", None)  # set by PyInstaller's bootloader only
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def asset_path(*parts: str) -> Path:
    """A path inside ``assets/``, e.g. ``asset_path("fonts", "NotoSans-Regular.ttf")``.
    The file is not required to exist (callers decide what a missing file means)."""
    return base_dir().joinpath("assets", *parts)


def locales_dir() -> Path:
    """The folder with one sub-folder per locale, each holding ``uno.ftl``."""
    return base_dir() / "locales"
