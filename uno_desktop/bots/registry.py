"""Level names and plug-in paths -> bot instances."""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Mapping
from typing import Any

LEVELS: dict[str, str] = {
    "random": "uno_desktop.bots.random_bot:RandomBot",
    "easy": "uno_desktop.bots.easy:EasyBot",
    "normal": "uno_desktop.bots.normal:NormalBot",
    "hard": "uno_desktop.bots.hard:HardBot",
}


class BotLoadError(ValueError):
    """A level name or plug-in path that does not give a bot."""


def bot_class(spec: str) -> type:
    """The class named by a level (``hard``) or a plug-in path (``package.module:ClassName``)."""
    spec = spec.strip()
    path = LEVELS.get(spec.lower(), spec)
    module_name, sep, class_name = path.partition(":")
    if not sep or not module_name or not class_name:
        raise BotLoadError(
            f"unknown bot {spec!r}: use a level ({', '.join(LEVELS)}) "
            "or a plug-in path like package.module:ClassName"
        )
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise BotLoadError(f"cannot import module {module_name!r} for bot {spec!r}: {exc}") from exc
    cls = getattr(module, class_name, None)
    if not inspect.isclass(cls):
        raise BotLoadError(f"module {module_name!r} has no class {class_name!r} (bot {spec!r})")
    if not callable(getattr(cls, "choose", None)):
        raise BotLoadError(f"{path} is not a bot: it has no choose(view) method")
    return cls


def make_bot(spec: str, seed: int | None = None) -> Any:
    """A new bot for ``spec``. Classes taking a ``seed`` argument get it (repeatable play)."""
    cls = bot_class(spec)
    params: Mapping[str, inspect.Parameter]
    try:
        params = inspect.signature(cls).parameters
    except (TypeError, ValueError):
        params = {}
    return cls(seed=seed) if "seed" in params else cls()
