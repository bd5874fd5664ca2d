"""The scenes that sit on top of the table: pass the screen, pause, round result, match result.

Each gets the :class:`~uno_desktop.ui.table.scene.TableScene` it belongs to and talks to it
through a few plain methods (``on_ready``, ``act``, ``forfeit``, ``next_round``, ``save``).
"""

from uno_desktop.ui.table.overlay_base import back_to_menu
from uno_desktop.ui.table.pass_screen import PassScreenScene
from uno_desktop.ui.table.pause import PauseScene
from uno_desktop.ui.table.results import MatchResultScene, RoundResultScene

__all__ = ["MatchResultScene", "PassScreenScene", "PauseScene", "RoundResultScene",
           "back_to_menu"]
