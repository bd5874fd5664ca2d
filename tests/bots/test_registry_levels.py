"""The level names the settings and translations use are the registry's levels."""

from uno_desktop.bot_levels import BOT_LEVELS
from uno_desktop.bots.registry import LEVELS


def test_the_level_list_is_the_registry_in_order():
    assert tuple(LEVELS) == BOT_LEVELS
