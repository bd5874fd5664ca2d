"""The text fields' editing model: selection, word moves and deletes, max length."""

from __future__ import annotations

from uno_desktop.ui.widgets.line_edit import LineEdit


def test_select_all_then_typing_replaces_everything() -> None:
    e = LineEdit("Player 1", max_length=12)
    e.select_all()
    assert e.selected_text() == "Player 1"
    assert e.insert("Asha")
    assert e.value == "Asha" and e.cursor == 4 and not e.has_selection()


def test_word_moves_and_word_deletes() -> None:
    e = LineEdit("Anna Maria  Lopez", max_length=30)
    e.step(-1, word=True)
    assert e.cursor == len("Anna Maria  ")
    e.step(-1, word=True)
    assert e.cursor == len("Anna ")
    e.step(+1, word=True)
    assert e.cursor == len("Anna Maria")
    e.move_to(len(e.value))
    assert e.backspace(word=True) and e.value == "Anna Maria  "
    assert e.backspace(word=True) and e.value == "Anna "
    e.move_to(0)
    assert e.delete(word=True) and e.value == " "
    assert not LineEdit("").backspace(word=True)


def test_shift_extends_and_arrows_collapse_the_selection() -> None:
    e = LineEdit("abcdef")
    e.move_to(1)
    e.move_to(4, extend=True)
    assert e.selected_text() == "bcd"
    e.step(+1)  # Right without Shift: to the selection's right end, nothing more
    assert e.cursor == 4 and not e.has_selection()
    e.step(-1, extend=True)
    e.step(-1, extend=True)
    assert e.selected_text() == "cd"
    assert e.delete() and e.value == "abef" and e.cursor == 2


def test_max_length_counts_code_points_and_replacing_makes_room() -> None:
    e = LineEdit("प्रिया", max_length=6)
    assert not e.insert("x")  # full
    e.move_to(0)
    e.move_to(2, extend=True)
    assert e.insert("xyz") and e.value == "xyरिया"  # the selection's room, cut at 6
    assert not e.insert("\n\t")  # nothing printable
