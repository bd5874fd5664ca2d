"""The built-in computer player levels by name, weakest first.

Kept apart from ``bots.registry`` (which imports the bots themselves) so that the settings and
the translations can name the levels without loading any bot."""

from __future__ import annotations

BOT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")
