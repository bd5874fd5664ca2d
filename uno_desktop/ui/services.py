"""The services every scene uses, in one typed object: the player's language, settings,
storage, sounds and the notices still to show. The :class:`~uno_desktop.ui.app.App` holds one
(``app.services``); scenes read it instead of reaching for loose attributes."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from uno_desktop.app_settings import AppSettings
from uno_desktop.i18n import Translator, get_translator
from uno_desktop.storage import Storage
from uno_desktop.ui.sound import Sounds


@dataclass(slots=True)
class Services:
    translator: Translator | None = None
    settings: AppSettings = field(default_factory=AppSettings)
    storage: Storage | None = None
    sounds: Sounds | None = None
    #: ``(msg_id, args)`` still to show the player (the first screen shows them).
    notices: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    log_file: Path | None = None
    launch: Any = None  # the parsed command line, or None

    @property
    def tr(self) -> Translator:
        """The translator (English when none was set, e.g. a bare test App)."""
        return self.translator if self.translator is not None else get_translator("en")


__all__ = ["Services"]
