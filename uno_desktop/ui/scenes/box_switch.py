"""Choosing another box on the settings screen: the new box's rules, keeping the player's own.

The engine says what a box is (:meth:`Rules.for_box`: its fixed values and its defaults); this
only decides what a player expects to keep when they change box: every option they set
themselves that the new box allows. An option the old box fixed, or that still holds the old
box's default, takes the new box's value: so going back to classic restores the classic
defaults, and No Mercy's 1000-point target does not follow the family into All Wild.
"""

from __future__ import annotations

from typing import Any

from uno_desktop.engine.errors import RulesError
from uno_desktop.engine.rules import BOX_FIXED, Rules


def player_changes(rules: Rules) -> dict[str, Any]:
    """The options of ``rules`` that differ from its box's own rules (what the player set)."""
    plain = Rules.for_box(rules.box).to_dict()
    return {name: value for name, value in rules.to_dict().items()
            if name != "box" and value != plain[name]}


def switch_box(rules: Rules, box: str) -> Rules:
    """The rules of ``box`` with the player's changes that ``box`` does not fix.

    Raises :class:`RulesError` for an unknown box. A kept change that cannot go with the new
    box's values (none today: the conflicting pairs are fixed together) is dropped with the
    others rather than refusing the box."""
    if box == rules.box:
        return rules
    plain = Rules.for_box(box)  # refuses an unknown box
    fixed = BOX_FIXED.get(box, {})
    kept = {name: value for name, value in player_changes(rules).items() if name not in fixed}
    try:
        return plain.with_changes(**kept)
    except RulesError:
        return plain
