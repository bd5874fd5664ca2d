"""The game log as the table shows it: the events already shown on screen, turned into lines
in the current language each time they are asked for (a language change changes them all)."""

from __future__ import annotations

import logging

from uno_desktop import i18n
from uno_desktop.game_log import LogEntry
from uno_desktop.ui.table.context import TableContext

log = logging.getLogger(__name__)

KEEP = 30  # entries kept on screen


class LogView:
    def __init__(self, ctx: TableContext, entries: list[LogEntry]) -> None:
        self._ctx = ctx
        self.entries: list[LogEntry] = list(entries[-KEEP:])
        self._memo: tuple[tuple[str, int, int], list[str]] | None = None
        self.count = 0  # entries ever added

    def add(self, entry: LogEntry) -> None:
        self.entries.append(entry)
        del self.entries[:-KEEP]
        self.count += 1

    def lines(self, limit: int = 10) -> list[str]:
        """The newest ``limit`` lines, oldest first, in the current language."""
        tr = self._ctx.tr
        key = (tr.locale, self.count, limit)
        if self._memo is not None and self._memo[0] == key:
            return self._memo[1]
        out: list[str] = []
        names = self._ctx.session.names
        for entry in reversed(self.entries):
            try:
                out[:0] = i18n.event_lines(tr, entry.event, names, entry.viewer)
            except Exception:  # a log line must never stop the game
                log.exception("no log line for %r", entry.event)
            if len(out) >= limit:
                break
        out = out[-limit:]
        self._memo = (key, out)
        return out


__all__ = ["LogView"]
