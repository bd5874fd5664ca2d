"""Who may see which hand and who may touch the table: one person against bots, or
several people passing one screen (family play), where a hand is shown only to the person who
has taken the screen."""

from __future__ import annotations


class ScreenPrivacy:
    """Hidden information and the pass-the-screen hand-over of :class:`TableScene`.
    State: ``viewer``, ``viewer_ready``, ``reveal_all``."""

    def hand_visible(self, seat: int) -> bool:
        """May the face of ``seat``'s cards be drawn now?"""
        if self.reveal_all:
            return True
        if seat != self.viewer:
            return False
        if not self.persons:  # nobody's secrets at stake: the bottom seat is shown
            return True
        return self.viewer_ready and self.session.is_person(seat)

    def input_seat(self) -> int | None:
        """The person who may click and type now, or None."""
        if self.autoplay or not self.persons or self.reveal_all:
            return None
        seat = self.viewer
        if not self.session.is_person(seat) or not self.hand_visible(seat):
            return None
        if self.match.gone[seat] or self.game.over:
            return None
        return seat

    def forfeit_seat(self) -> int | None:
        """Whose seat "forfeit this seat" gives up: the person at the screen."""
        if not self.persons or self.game.over:
            return None
        if self.viewer_ready and self.session.is_person(self.viewer) \
                and not self.match.gone[self.viewer]:
            return self.viewer
        d = self.game.decision
        if self.session.is_person(d.seat) and not self.match.gone[d.seat]:
            return d.seat
        return None

    def open_pass_screen(self, seat: int) -> None:
        from uno_desktop.ui.table.overlays import PassScreenScene

        self.viewer_ready = False
        self.chooser = None
        self.app.push(PassScreenScene(self, seat))

    def on_ready(self, seat: int) -> None:
        """The person at ``seat`` has the screen now (the pass screen's click)."""
        self.viewer = seat
        self.viewer_ready = True
        self.sound("turn")
        self.block_until = self.clock + 0.25  # the click that took the screen plays nothing
        self.focus_card = None
        self.lifts.clear()
        self.synced = False
        self._relayout()
