"""How a seat's situation is worded, from a :class:`SeatView` alone: shared by the table and the
phone page so both say the same thing. No pygame, no networking: the engine and i18n only."""
