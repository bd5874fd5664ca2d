"""What the scenes on top of the table (pass the screen, pause, round and match result) may
read of it and ask of it, and how a table runs (:class:`TableOptions`).

The routes that open those scenes name :class:`TableHandle`, never the table's scene, so
neither ``ui/routes.py`` nor the overlays depend on ``ui/table/scene.py`` (the scene satisfies
the protocol; it is the one that imports them). Nothing here imports the table at run time."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from uno_desktop.engine.actions import Action
    from uno_desktop.remote.hub import PhoneHub
    from uno_desktop.ui.table.autosave import Autosaver
    from uno_desktop.ui.table.context import TableContext
    from uno_desktop.ui.table.director import Director
    from uno_desktop.ui.table.privacy import Privacy


@dataclass(frozen=True, slots=True)
class TableOptions:
    """How a table runs: ``bot_factory`` builds the bots (None: the registry); ``autoplay``
    lets result screens go on by themselves; ``autosave`` writes the session after every
    action (None: the table decides from who sits at it); ``phones``: the running phone
    server of the session's phone seats (the lobby starts it; the table stops it)."""

    bot_factory: Callable[..., Any] | None = None
    autoplay: bool | None = None
    autosave: bool | None = None
    phones: PhoneHub | None = None


class TableHandle(Protocol):
    """The table as a scene on top of it sees it: its session and services (``ctx``), who sees
    which hand (``privacy``), the saves, the clock and animation speed (``director``), how it
    runs (``options``), and the few things such a scene asks of it."""

    @property
    def ctx(self) -> TableContext: ...

    @property
    def privacy(self) -> Privacy: ...

    @property
    def autosaver(self) -> Autosaver: ...

    @property
    def director(self) -> Director: ...

    @property
    def options(self) -> TableOptions: ...

    def person_does(self, action: Action) -> None:
        """A person's action (an overlay's button), through their seat."""

    def take_screen(self, seat: int) -> None:
        """The person at ``seat`` has the screen now."""

    def forfeit(self, seat: int) -> None:
        """The person at ``seat`` leaves the match."""

    def next_round(self) -> None:
        """Deal the next round."""


__all__ = ["TableHandle", "TableOptions"]
