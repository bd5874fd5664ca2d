"""Size and nesting limits for JSON text read from files (saves, settings, statistics).

Python's parser turns a deeply nested file into a ``RecursionError`` (or worse, in code that walks
the result); a huge one costs memory and time. Both are checked before parsing, so a damaged or
hostile file is refused as damaged instead of crashing the game.
"""

from __future__ import annotations

import re

# Strings (with escapes) are skipped so that brackets inside names do not count.
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_BRACKETS = re.compile(r"[\[\]{}]")


class JsonLimitError(ValueError):
    """The text is bigger or more deeply nested than the file it claims to be can be."""


def check_json_text(text: str, max_chars: int, max_depth: int) -> None:
    """Raise :class:`JsonLimitError` when ``text`` is over ``max_chars`` characters or nests
    arrays and objects more than ``max_depth`` levels deep."""
    if len(text) > max_chars:
        raise JsonLimitError(f"{len(text):,} characters, more than the {max_chars:,} allowed")
    depth = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        if bracket in "[{":
            depth += 1
            if depth > max_depth:
                raise JsonLimitError(f"nested more than {max_depth} levels deep")
        else:
            depth -= 1
