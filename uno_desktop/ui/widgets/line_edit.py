"""The editing model behind a one-line text field: the text, the caret, a selection, word moves.

Pure Python (no pygame), so every editing key is tested without events. Positions count code
points, as the text field's ``max_length`` does.
"""

from __future__ import annotations


def _is_word(ch: str) -> bool:
    # Letters, digits and the combining marks of Devanagari and accents belong to a word.
    return not ch.isspace() and ch not in ".,;:!?-_/()[]{}'\"«»"


class LineEdit:
    """``value`` with a caret at ``cursor``; ``anchor`` is the other end of the selection (equal
    to ``cursor`` when nothing is selected)."""

    def __init__(self, value: str = "", max_length: int = 20) -> None:
        self.max_length = max_length
        self.value = value[:max_length]
        self.cursor = len(self.value)
        self.anchor = self.cursor

    # --- Selection ----------------------------------------------------------------------------
    @property
    def selection(self) -> tuple[int, int]:
        return min(self.cursor, self.anchor), max(self.cursor, self.anchor)

    def has_selection(self) -> bool:
        return self.cursor != self.anchor

    def selected_text(self) -> str:
        a, b = self.selection
        return self.value[a:b]

    def select_all(self) -> None:
        self.anchor, self.cursor = 0, len(self.value)

    def set_value(self, value: str) -> None:
        self.value = value[: self.max_length]
        self.cursor = self.anchor = len(self.value)

    # --- Moves --------------------------------------------------------------------------------
    def move_to(self, pos: int, extend: bool = False) -> None:
        """Put the caret at ``pos``; ``extend`` (Shift) keeps the selection's other end."""
        self.cursor = max(0, min(len(self.value), pos))
        if not extend:
            self.anchor = self.cursor

    def step(self, delta: int, *, word: bool = False, extend: bool = False) -> None:
        """Left/Right (``delta`` -1/+1), by a character or a word. Without Shift, an arrow
        collapses a selection to its side first, as text fields everywhere do."""
        if self.has_selection() and not extend:
            a, b = self.selection
            self.move_to(a if delta < 0 else b)
            return
        target = self.word_edge(delta) if word else self.cursor + delta
        self.move_to(target, extend)

    def word_edge(self, delta: int) -> int:
        """Where Ctrl+Left (-1) or Ctrl+Right (+1) lands: the start of this or the previous
        word, or the end of this or the next word."""
        v, i = self.value, self.cursor
        if delta < 0:
            while i > 0 and not _is_word(v[i - 1]):
                i -= 1
            while i > 0 and _is_word(v[i - 1]):
                i -= 1
        else:
            while i < len(v) and not _is_word(v[i]):
                i += 1
            while i < len(v) and _is_word(v[i]):
                i += 1
        return i

    # --- Changes (each returns whether the text changed) ---------------------------------------
    def delete_selection(self) -> bool:
        if not self.has_selection():
            return False
        a, b = self.selection
        self.value = self.value[:a] + self.value[b:]
        self.cursor = self.anchor = a
        return True

    def insert(self, s: str) -> bool:
        """Type ``s`` (replacing the selection); non-printable characters are dropped and the
        text is cut at ``max_length``."""
        s = "".join(ch for ch in s if ch.isprintable())
        if not s:
            return False
        changed = self.delete_selection()
        room = self.max_length - len(self.value)
        s = s[: max(0, room)]
        if not s:
            return changed
        self.value = self.value[: self.cursor] + s + self.value[self.cursor :]
        self.cursor = self.anchor = self.cursor + len(s)
        return True

    def backspace(self, word: bool = False) -> bool:
        if self.delete_selection():
            return True
        start = self.word_edge(-1) if word else self.cursor - 1
        return self._cut(max(0, start), self.cursor)

    def delete(self, word: bool = False) -> bool:
        if self.delete_selection():
            return True
        end = self.word_edge(+1) if word else self.cursor + 1
        return self._cut(self.cursor, min(len(self.value), end))

    def _cut(self, a: int, b: int) -> bool:
        if a >= b:
            return False
        self.value = self.value[:a] + self.value[b:]
        self.cursor = self.anchor = a
        return True
