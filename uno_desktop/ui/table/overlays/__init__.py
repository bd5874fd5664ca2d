"""The scenes that sit on top of the table: pass the screen, pause, round result, match result.

Each is opened by its route (``ui/routes.py``) with the table it belongs to, seen as the
:class:`~uno_desktop.ui.table_handle.TableHandle` protocol (never the table's scene): it reads
the table's parts (``ctx``, ``privacy``, ``director``, ``autosaver``, ``options``) and asks a
few plain things of it (``person_does``, ``take_screen``, ``forfeit``, ``next_round``).
"""

from uno_desktop.ui.table.overlays.base import back_to_menu
from uno_desktop.ui.table.overlays.pass_screen import PassScreenScene
from uno_desktop.ui.table.overlays.pause import PauseScene
from uno_desktop.ui.table.overlays.results import MatchResultScene, RoundResultScene

__all__ = ["MatchResultScene", "PassScreenScene", "PauseScene", "RoundResultScene",
           "back_to_menu"]
