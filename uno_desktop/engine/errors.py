"""The one error type the engine raises for a refused action."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules refuse. ``code`` is a stable reason id (used for translations);
    the game state is unchanged when this is raised."""

    def __init__(self, code: str, message: str = "") -> None:
        super().__init__(message or code)
        self.code = code
        self.message = message or code


class RulesError(ValueError):
    """An option set that cannot be played (bad value or options that cannot go together)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class SaveError(ValueError):
    """A save file that cannot be loaded (corrupt, unknown format, newer version)."""


class PositionError(SaveError):
    """A round's state the engine could not have reached (from a save or ``from_position``);
    the message names the field at fault."""
