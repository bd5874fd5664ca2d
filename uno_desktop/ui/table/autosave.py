"""Autosave: the session is written after every applied action, off the game's thread."""

from __future__ import annotations

import logging

from uno_desktop.session import Session
from uno_desktop.storage import Storage

log = logging.getLogger(__name__)


class Autosaver:
    """Writes ``session`` through ``storage`` when ``enabled``."""

    def __init__(self, session: Session, storage: Storage | None, enabled: bool) -> None:
        self._session = session
        self._storage = storage
        self.enabled = enabled

    def save(self) -> None:
        """Autosave the session (every applied action, every new round)."""
        if not self.enabled or self._storage is None:
            return
        # Serialised now, written to disk on the storage's writer thread.
        notice = self._storage.save_autosave(self._session.to_dict(), background=True)
        if notice is not None:
            log.warning("autosave failed: %s", notice)

    def flush(self) -> None:
        """Wait until the last autosave is on disk (leaving the table, tests)."""
        if self.enabled and self._storage is not None:
            notice = self._storage.flush_autosave()
            if notice is not None:
                log.warning("autosave failed: %s", notice)


__all__ = ["Autosaver"]
