"""Autosave: the session is written after every applied action, off the game's thread."""

from __future__ import annotations

import logging

log = logging.getLogger(__name__)


class Autosave:
    """Writes :class:`TableScene`'s session through the app's storage, when autosave is on."""

    def save(self) -> None:
        """Autosave the session (every applied action, every new round)."""
        if not self.autosave:
            return
        storage = getattr(self.app, "storage", None)
        if storage is None:
            return
        data = self.session.to_dict()
        try:
            # Serialised now, written to disk on the storage's writer thread.
            notice = storage.save_autosave(data, background=True)
        except TypeError:  # a storage without background writes
            notice = storage.save_autosave(data)
        if notice is not None:
            log.warning("autosave failed: %s", notice)

    def flush_save(self) -> None:
        """Wait until the last autosave is on disk (leaving the table, tests)."""
        storage = getattr(self.app, "storage", None)
        flush = getattr(storage, "flush_autosave", None)
        if self.autosave and flush is not None:
            notice = flush()
            if notice is not None:
                log.warning("autosave failed: %s", notice)
