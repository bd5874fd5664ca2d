"""A bot from another checkout of this project, as a plug-in: to measure a bot against the one
an earlier commit shipped (e.g. today's hard bot against the new one) without copying it into
the package.

    git worktree add /tmp/base main             # the commit whose bot is the yardstick
    UNO_FROZEN_CHECKOUT=/tmp/base PYTHONPATH=tools \\
        python -m uno_desktop.sim --bots hard,frozen_bot:FrozenHard --games 400 --workers 2

That checkout's ``uno_desktop`` package is imported under the name ``uno_frozen`` (its modules
import each other relatively), with its own engine for its own search. Views and actions cross
between the two engines as plain data (``action_to_dict`` / ``SeatView`` fields), so the old
bot sees exactly what a seat may see and answers with an action of this engine.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from collections.abc import Sequence
from dataclasses import fields
from pathlib import Path
from typing import Any

from uno_desktop.bots.base import Bot
from uno_desktop.engine.actions import Action, action_from_dict, action_to_dict
from uno_desktop.engine.view import SeatView

NAME = "uno_frozen"


def _frozen_package() -> Any:
    if NAME in sys.modules:
        return sys.modules[NAME]
    checkout = os.environ.get("UNO_FROZEN_CHECKOUT")
    if not checkout:
        raise ImportError("set UNO_FROZEN_CHECKOUT to the checkout whose bot should play")
    init = Path(checkout) / "uno_desktop" / "__init__.py"
    spec = importlib.util.spec_from_file_location(NAME, init,
                                                  submodule_search_locations=[str(init.parent)])
    if spec is None or spec.loader is None:
        raise ImportError(f"no uno_desktop package in {checkout}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[NAME] = module
    spec.loader.exec_module(module)
    return module


class _Frozen(Bot):
    module, cls = "hard", "HardBot"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        _frozen_package()
        # By module, not through that checkout's registry: its level names point at
        # ``uno_desktop.bots.*``, which is this checkout's package.
        level = importlib.import_module(f"{NAME}.bots.{self.module}")
        self._actions = importlib.import_module(f"{NAME}.engine.actions")
        self._view = importlib.import_module(f"{NAME}.engine.view")
        self._rules = importlib.import_module(f"{NAME}.engine.rules")
        self._kind = importlib.import_module(f"{NAME}.engine.decisions").Kind
        self.bot = getattr(level, self.cls)(seed=seed)
        self.name = f"frozen-{self.module}"

    def _old_view(self, view: SeatView) -> Any:
        data = {f.name: getattr(view, f.name) for f in fields(view)}
        data["rules"] = self._rules.Rules.from_dict(view.rules.to_dict())
        data["decision"] = self._kind(view.decision.value)  # its own enum: compared with `is`
        data["legal"] = tuple(self._actions.action_from_dict(action_to_dict(a))
                              for a in view.legal)
        return self._view.SeatView(**data)

    def _new(self, action: Any) -> Action:
        return action_from_dict(self._actions.action_to_dict(action))

    def choose(self, view: SeatView) -> Action:
        return self._new(self.bot.choose(self._old_view(view)))

    def react(self, view: SeatView) -> tuple[Action, float] | None:
        answer = self.bot.react(self._old_view(view))
        return None if answer is None else (self._new(answer[0]), answer[1])

    def reaction(self, view: SeatView, options: Sequence[Action]) -> tuple[Action, float] | None:
        raise AssertionError("react() is passed to the frozen bot whole")


class FrozenHard(_Frozen):
    module, cls = "hard", "HardBot"


class FrozenNormal(_Frozen):
    module, cls = "normal", "NormalBot"
