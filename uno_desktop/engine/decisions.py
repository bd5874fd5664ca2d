"""What the engine waits for: one pending decision, owned by one seat."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    TURN = "turn"  # play a card or draw
    CHOOSE_COLOR = "choose_color"  # the colour of a starting Wild
    PLAY_DRAWN = "play_drawn"  # play the card just drawn, or keep it
    CHALLENGE = "challenge"  # challenge or accept a Wild Draw Four (or answer it under stacking)
    PENALTY = "penalty"  # a draw penalty is pending: answer it (stack, deflect) or accept
    DOUBLE_PLAY = "double_play"  # play an identical card too, or pass
    SEVEN_TARGET = "seven_target"  # whom to swap hands with after a 7 (or a Wild Forced Swap)
    FIVE_TARGET = "five_target"  # whom to trade a card with after a 5 (or pass)
    GIVE_CARD = "give_card"  # which card to give in a 5-trade
    DRAW_TARGET = "draw_target"  # who draws 2 for a Wild Targeted Draw Two (All Wild)
    ROUND_OVER = "round_over"  # nothing more to do in this round


@dataclass(frozen=True, slots=True)
class Decision:
    kind: Kind
    seat: int
    penalty: int = 0  # cards the seat will draw on Accept (PENALTY, CHALLENGE)
    drawn: int | None = None  # the card drawn (PLAY_DRAWN); private to ``seat``
    partner: int | None = None  # the other side of a 5-trade (GIVE_CARD)

    def __reduce__(self) -> tuple[type[Decision], tuple[Kind, int, int, int | None, int | None]]:
        # Pickle and deepcopy through the constructor: a compiled (mypyc) frozen dataclass
        # cannot be rebuilt field by field.
        return Decision, (self.kind, self.seat, self.penalty, self.drawn, self.partner)
