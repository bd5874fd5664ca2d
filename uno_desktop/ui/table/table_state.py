"""The one table UI state: what the person at the screen has open (the colour wheel, the
challenged hand), what has the focus or the pointer, how far each card of the hand is lifted,
and the toast. Nothing else keeps a copy of it.

:class:`~.person_input.PersonInput` changes it (a click, a key, a pick, a toast), the story
opens the challenge reveal (:mod:`.story`), the scene closes the dialogs when the game moves
on, and :class:`~.look.LookBuilder` reads it for the painters. :class:`Screen` is what a part
needs of the table's frame: this frame's layout (None before the first one)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from uno_desktop.ui.table.dialogs import ColorChooser, RevealPanel
from uno_desktop.ui.table.layout import TableLayout


class Screen(Protocol):
    """The table's frame as the parts that place things on it see it."""

    @property
    def layout(self) -> TableLayout | None: ...


@dataclass(slots=True)
class TableUI:
    chooser: ColorChooser | None = None  # the colour wheel, while a colour is asked
    reveal: RevealPanel | None = None  # the challenged hand, until the person closes it
    toast: tuple[str, float] | None = None  # (words, until when on the table's clock)
    toast_calm: bool = False  # an explanation (a hint, a house rule), not a refusal
    mouse: tuple[int, int] = (-1, -1)
    hover_card: int | None = None  # the card of the person's hand under the pointer
    focus_card: int | None = None  # the card with the keyboard focus
    focus_zone: str = "hand"  # or "buttons"
    seat_focus: int | None = None  # the seat to choose (after a 7 or a 5) with the focus
    hint_button: str | None = None  # the action button a hint points at, until focused
    lifts: dict[int, float] = field(default_factory=dict)  # card -> pixels lifted
    block_until: float = 0.0  # a click that took the screen plays nothing

    def drop_cancellable_chooser(self) -> None:
        """A colour wheel the person opened (a Wild clicked) closes when the table moves on
        or pauses; one the engine asks for stays."""
        if self.chooser is not None and self.chooser.cancellable:
            self.chooser = None

    def open_chooser(self, chooser: ColorChooser, lay: TableLayout | None) -> None:
        """Show the colour wheel, placed for ``lay`` at once (a key or click may come before
        the next frame is drawn)."""
        self.chooser = chooser
        if lay is not None:
            self.layout_dialogs(lay)

    def layout_dialogs(self, lay: TableLayout) -> None:
        """Place the dialogs drawn on the table (colour wheel, challenged hand) for ``lay``,
        before they are drawn or clicked."""
        if self.chooser is not None:
            self.chooser.layout(lay.center, round(lay.pile_w * 0.95))
        if self.reveal is not None:
            self.reveal.layout(lay)

    def screen_taken(self, now: float) -> None:
        """Another person has the screen: no focus or lift of the last one's hand, and the
        click that took the screen plays nothing."""
        self.block_until = now + 0.25
        self.focus_card = None
        self.lifts.clear()


__all__ = ["Screen", "TableUI"]
