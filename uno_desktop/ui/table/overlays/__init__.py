"""The scenes that sit on top of the table: pass the screen, pause, round result, match result.

Each is opened by its route (``ui/routes.py``) with the
:class:`~uno_desktop.ui.table.scene.TableScene` it belongs to, reads it through its parts
(``ctx``, ``privacy``, ``director``) and talks to it through a few plain methods
(``person_does``, ``take_screen``, ``forfeit``, ``next_round``, ``autosaver``).
"""

from uno_desktop.ui.table.overlays.base import back_to_menu
from uno_desktop.ui.table.overlays.pass_screen import PassScreenScene
from uno_desktop.ui.table.overlays.pause import PauseScene
from uno_desktop.ui.table.overlays.results import MatchResultScene, RoundResultScene

__all__ = ["MatchResultScene", "PassScreenScene", "PauseScene", "RoundResultScene",
           "back_to_menu"]
