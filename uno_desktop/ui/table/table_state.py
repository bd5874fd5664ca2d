"""The one table UI state: the modal choice the person at the screen has open (the colour
wheel, the challenged hand), what has the focus or the pointer, how far each card of the hand
is lifted, and the toast. Nothing else keeps a copy of it.

:class:`~.person_input.PersonInput` changes it (a click, a key, a pick, a toast) and hands
every key and click to the open :class:`Modal` (one path for every modal on the table), the
story opens the challenge reveal (:mod:`.story`), the scene closes a cancellable modal when
the game moves on, and :class:`~.look.LookBuilder` reads it for the painters.
:class:`Screen` is what a part needs of the table's frame: this frame's layout (None before
the first one)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Protocol, TypeVar

from uno_desktop.engine.actions import Action
from uno_desktop.ui.table.layout import TableLayout


class Screen(Protocol):
    """The table's frame as the parts that place things on it see it."""

    @property
    def layout(self) -> TableLayout | None: ...


class Ask(Enum):
    """What a modal's answer asks of the table, besides an action."""

    CLOSE = "close"  # it is done: the table takes it off
    PAUSE = "pause"  # the pause menu, over it (it stays open under the menu)


#: A modal's answer to a key or a click: an action the person does (the modal closes first),
#: an :class:`Ask`, or None (the event was its own; it stays open).
Answer = Action | Ask | None


class Modal(Protocol):
    """A choice shown on the running table (the colour wheel, the challenged hand); the scenes
    the table waits behind (pause, pass the screen, results) are routed scenes instead.

    While one is open, every key but M is its own. ``covers``: it covers the table (the
    challenged hand): the director waits until it closes, the action buttons are hidden and
    every click is its own; otherwise it sits on the table (the colour wheel) and the action
    buttons and the menu stay live beside it. ``cancellable``: it closes by itself when the
    table moves on or pauses (a wheel the person opened by clicking a Wild)."""

    age: float  # seconds it has been open (its intro, on the director's clock)

    @property
    def covers(self) -> bool: ...

    @property
    def cancellable(self) -> bool: ...

    def layout(self, lay: TableLayout) -> None:
        """Place it for ``lay`` (before it is drawn or clicked)."""

    def key(self, key: int) -> Answer:
        """A key pressed while it is open."""

    def pointer(self, pos: tuple[int, int], button: int, down: bool) -> Answer:
        """A mouse button pressed (``down``) or released at ``pos`` that reached it."""


M = TypeVar("M")


@dataclass(slots=True)
class TableUI:
    modal: Modal | None = None  # the choice the person has open (wheel, challenged hand)
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

    def showing(self, kind: type[M]) -> M | None:
        """The open modal if it is a ``kind`` (``ui.showing(ColorChooser)``), else None."""
        return self.modal if isinstance(self.modal, kind) else None

    def covered(self) -> bool:
        """A modal covers the table: the director waits until the person closes it."""
        return self.modal is not None and self.modal.covers

    def open(self, modal: Modal, lay: TableLayout | None) -> None:
        """Show ``modal``, placed for ``lay`` at once (a key or click may come before the
        next frame is drawn)."""
        self.modal = modal
        if lay is not None:
            modal.layout(lay)

    def drop_cancellable(self) -> None:
        """A modal the person opened (a Wild clicked) closes when the table moves on or
        pauses; one the engine asks for (or the challenged hand) stays."""
        if self.modal is not None and self.modal.cancellable:
            self.modal = None

    def layout_modal(self, lay: TableLayout) -> None:
        """Place the open modal for ``lay``, before it is drawn or clicked."""
        if self.modal is not None:
            self.modal.layout(lay)

    def screen_taken(self, now: float) -> None:
        """Another person has the screen: no focus or lift of the last one's hand, and the
        click that took the screen plays nothing."""
        self.block_until = now + 0.25
        self.focus_card = None
        self.lifts.clear()


__all__ = ["Answer", "Ask", "Modal", "Screen", "TableUI"]
