"""Which settings only matter once another one makes them matter, and why (shown greyed).

One table for the rules and the app's own settings: a control whose option does not matter yet
is disabled, its text greyed, and the reason is shown under it, until the option it depends on
is set so that it counts. No rule is decided here: an option that does not matter is simply
never consulted by the engine (the timer's action without a timer, the target without a
scoring that counts up to one).

The chosen box is the other reason: an option the box fixes (``rules.BOX_FIXED``, the engine's
one table of them) holds the value the box plays, greyed, with the box's reason
(``box-fixed-<box>-<option>``, one message per entry of that table).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from uno_desktop.engine.rules import BOX_FIXED, scoring_uses_target, timer_uses_timeout_action


@dataclass(frozen=True)
class Dependency:
    option: str  # the option that may not matter
    on: str  # the option it depends on (same settings object)
    matters: Callable[[Any], bool]  # given the value of ``on``
    reason: str  # message id of why it is disabled


DEPENDENCIES: tuple[Dependency, ...] = (
    # The engine says when a rule option is read; this table only names the reason shown.
    Dependency("timeout_action", "turn_timer", timer_uses_timeout_action,
               "settings-needs-turn-timer"),
    Dependency("target", "scoring", scoring_uses_target, "settings-needs-target"),
    Dependency("volume", "sound", bool, "settings-needs-sound"),
)
_BY_OPTION = {d.option: d for d in DEPENDENCIES}


def box_fixed_reason(box: str, option: str) -> str:
    """The message id of why ``box`` fixes ``option`` (an entry of ``BOX_FIXED``)."""
    return f"box-fixed-{box}-{option}"


def inactive_reason(option: str, values: Any) -> str | None:
    """The message id saying why ``option`` does not matter with these ``values`` (a ``Rules``
    or ``AppSettings``), or None when it matters: fixed by the box first, then a dependency."""
    box = getattr(values, "box", None)
    if isinstance(box, str) and option in BOX_FIXED.get(box, {}):
        return box_fixed_reason(box, option)
    dep = _BY_OPTION.get(option)
    if dep is None or not hasattr(values, dep.on):
        return None
    return None if dep.matters(getattr(values, dep.on)) else dep.reason
