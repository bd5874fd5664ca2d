"""The event queue on screen: each engine event becomes an animation (cards flying, shouts,
banners) that moves :class:`~uno_desktop.ui.table.model.Shown` step by step, one event after the
other."""

from __future__ import annotations

import logging
from typing import Any

import pygame

from uno_desktop import i18n
from uno_desktop.engine import events as ev
from uno_desktop.engine.cards import BLACK, CARD_COLOR, is_black
from uno_desktop.ui import card_art, theme, tween
from uno_desktop.ui.card_art import BACK
from uno_desktop.ui.table import fx
from uno_desktop.ui.table.dialogs import RevealPanel
from uno_desktop.ui.table.layout import hand_slots
from uno_desktop.ui.table.model import hand_order

log = logging.getLogger(__name__)

FLIGHT = 0.38  # seconds a card takes from a hand to the pile
DRAW_STAGGER = 0.11  # between cards drawn together
DEAL_TIME = 1.9  # the whole deal at most


def _story_order(events: list[ev.Event]) -> list[ev.Event]:
    """The events in the order a person tells them: the engine draws a caught player's (or a
    false caller's) penalty before it says why; the table shows the why first."""
    out = list(events)
    for i in range(1, len(out)):
        e = out[i]
        prev = out[i - 1]
        if isinstance(prev, ev.Drew) and (
                (isinstance(e, ev.UnoCaught) and prev.seat == e.target
                 and prev.reason == "uno_penalty")
                or (isinstance(e, ev.FalseUno) and prev.seat == e.seat
                    and prev.reason == "false_uno")):
            out[i - 1], out[i] = e, prev
    return out


class EventStory:
    """Plays :class:`TableScene`'s queued events; one ``_on_<Event>`` handler per event type
    moves ``shown`` (now or when a card lands) and returns its duration. State: ``queue``,
    ``wait``, ``flyers``, ``effects``, ``tweens``, ``deal_final``."""

    @property
    def idle(self) -> bool:
        """Every event shown and nothing in flight: the screen tells the engine's truth."""
        return (not self.queue and self.wait <= 0 and self.reveal is None
                and all(f.landed for f in self.flyers))

    def _pump(self, dt: float) -> None:
        self.wait = max(0.0, self.wait - tween.scaled_dt(dt))
        guard = 0
        while self.queue and self.wait <= 0 and self.reveal is None and guard < 500:
            guard += 1
            event = self.queue.popleft()
            # A line naming private cards stays on screen: with several people at one screen
            # the log holds public lines only.
            viewer = self.viewer if (self.hand_visible(self.viewer) and not self.family) \
                else None
            for line in self._lines(event, viewer):
                self.log_lines.append(line)
            del self.log_lines[:-30]
            self._log_cache = None
            try:
                seconds = self._show(event)
            except Exception:  # an animation bug must not freeze the table
                log.exception("could not show %r", event)
                seconds = 0.0
            if tween.get_speed() == 0:
                seconds = 0.0
            self.wait = seconds

    def _finish_flights(self) -> None:
        if any(not f.landed for f in self.flyers):
            self.tweens.finish_all()
        self.flyers = [f for f in self.flyers if not f.landed]

    def _show(self, event: ev.Event) -> float:
        """Start the animation of one event; returns the seconds before the next one."""
        handler = getattr(self, f"_on_{type(event).__name__}", None)
        if handler is None:
            return 0.0
        return float(handler(event) or 0.0)

    def _anchor(self, seat: int) -> tuple[int, int]:
        assert self.layout is not None
        return self.layout.seat_anchor(seat)

    def _shout_pos(self, seat: int) -> tuple[int, int]:
        assert self.layout is not None
        if seat == self.layout.bottom:
            return self.layout.prompt_rect.centerx, self.layout.prompt_rect.top
        spot = self.layout.spot(seat)
        return spot.center if spot is not None else self.layout.center

    def _slot_of(self, seat: int, card: int, hand: list[int] | None = None
                 ) -> tuple[tuple[float, float], float]:
        """Where ``card`` sits (or would sit) in ``seat``'s hand on screen, and its angle."""
        assert self.layout is not None
        if seat != self.layout.bottom:
            return self._anchor(seat), 0.0
        hand = list(self.shown.hands[seat]) if hand is None else hand
        if card not in hand:
            hand = sorted([*hand, card], key=hand_order)
        slots = hand_slots(self.layout, len(hand))
        slot = slots[hand.index(card)]
        return slot.center, slot.angle

    def _fly(self, show_from: int, show_to: int, start: Any, end: Any, width: int,
             end_width: int | None = None, *, angle_from: float = 0.0, angle_to: float = 0.0,
             duration: float = FLIGHT, delay: float = 0.0, ease: tween.Easing = tween.out_cubic,
             arc: float = 0.0, on_launch: Any = None, on_land: Any = None) -> fx.Flyer:
        flyer = fx.Flyer(show_from, show_to, start, end, width, end_width, angle_from, angle_to,
                         arc)
        self.flyers.append(flyer)
        fx.launch(self.tweens, flyer, duration, delay=delay, ease=ease, on_launch=on_launch,
                  on_land=on_land)
        return flyer

    def _face(self, seat: int, card: int) -> int:
        """What a card of ``seat`` shows when drawn now: its face or the back."""
        return card if self.hand_visible(seat) else BACK

    def _shout(self, word: str, seat: int | None, color: tuple[int, int, int] = theme.ACCENT,
               size: float = 1.0, pos: tuple[int, int] | None = None) -> None:
        assert self.layout is not None
        m = self.layout.metrics
        where = pos if pos is not None else (self._shout_pos(seat) if seat is not None
                                             else self.layout.center)
        self.effects.add(fx.Shout(word, where, round(m.font_title * size), color,
                                  rise=m.pad * 2))

    def _travel(self, moves: list[tuple[int, int]], done: Any) -> float:
        """Whole hands moving between seats (0 and 7): a small stack of backs each."""
        assert self.layout is not None
        lay = self.layout
        for src, dst in moves:
            for k in range(3):
                self._fly(BACK, BACK, self._anchor(src), self._anchor(dst), lay.back_w,
                          duration=0.7, delay=k * 0.06, ease=tween.in_out_cubic,
                          arc=lay.pile_w * 0.4, on_land=done if (k == 2 and (src, dst) ==
                                                                 moves[-1]) else None)
        self.sound("shuffle")
        return 0.9

    # Each handler moves the model (now or when a card lands) and returns its duration.
    def _on_DealerChosen(self, e: ev.DealerChosen) -> float:  # noqa: N802
        self._shout(self.t("log-dealer-chosen", player=self.name(e.dealer)), e.dealer,
                    theme.TEXT, 0.6)
        return 0.5

    def _on_Dealt(self, e: ev.Dealt) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        shown = self.shown
        shown.hands = [[] for _ in range(self.n)]
        shown.discard = []
        shown.uno.clear()
        shown.draw_count = self.rules.deck_size
        shown.gone = list(self.match.gone)
        shown.active = [bool(h) for h in e.hands]
        order = [(e.dealer + i) % self.n for i in range(1, self.n + 1)]
        order = [s for s in order if e.hands[s]]
        # The bottom hand is laid out for its final size while it is dealt: every card lands
        # where it will stay.
        self.deal_final = sorted(e.hands[lay.bottom], key=hand_order) \
            if 0 <= lay.bottom < self.n else []
        size = max((len(h) for h in e.hands), default=0)
        total = size * len(order)
        step = min(0.07, DEAL_TIME / max(1, total))
        self.sound("shuffle")
        k = 0
        for r in range(size):
            for seat in order:
                if r >= len(e.hands[seat]):
                    continue
                card = e.hands[seat][r]
                final = sorted(e.hands[seat], key=hand_order)
                end, angle = self._slot_of(seat, card, final)
                width = lay.seat_width(seat)

                def launched() -> None:
                    shown.draw_count -= 1

                def landed(seat: int = seat, card: int = card) -> None:
                    shown.add_card(seat, card)

                self._fly(BACK, self._face(seat, card), lay.draw_pos, end, lay.pile_w, width,
                          angle_to=angle, duration=0.32, delay=k * step, on_launch=launched,
                          on_land=landed)
                if k % 6 == 0:
                    self.tweens.sequence(tween.Wait(k * step), tween.Call(
                        lambda: self.sound("draw")))
                k += 1
        return k * step + 0.3

    def _on_StartCard(self, e: ev.StartCard) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        pc = self.shown.new_pile_card(e.card)

        def launched() -> None:
            self.shown.draw_count -= 1

        def landed() -> None:
            self.shown.discard.append(pc)
            self.shown.trim()
            self.shown.color = CARD_COLOR[e.card] if CARD_COLOR[e.card] != BLACK else \
                self.shown.color
            self.sound("flip")

        end = (lay.discard_pos[0] + pc.dx * lay.pile_w, lay.discard_pos[1] + pc.dy * lay.pile_w)
        self._fly(BACK, e.card, lay.draw_pos, end, lay.pile_w, angle_to=pc.angle,
                  duration=0.45, on_launch=launched, on_land=landed)
        return 0.5

    def _on_Played(self, e: ev.Played) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        seat, card = e.seat, e.card
        start, angle = self._slot_of(seat, card)
        if seat == lay.bottom and self.hover_card == card:
            start = (start[0], start[1] - lay.hand_lift)
        show = self._face(seat, card)
        self.shown.remove_card(seat, card)
        pc = self.shown.new_pile_card(card)
        black = is_black(card)

        def landed() -> None:
            self.shown.discard.append(pc)
            self.shown.trim()
            self.shown.color = e.color
            self.sound("play")
            if black:
                self.effects.add(fx.ColorWheel(lay.discard_pos, round(lay.pile_w * 1.05),
                                               e.color))

        end = (lay.discard_pos[0] + pc.dx * lay.pile_w, lay.discard_pos[1] + pc.dy * lay.pile_w)
        self._fly(show, card, start, end, lay.seat_width(seat), lay.pile_w, angle_from=angle,
                  angle_to=pc.angle, arc=lay.pile_w * 0.25, on_land=landed)
        if e.jump_in:
            self._shout(self.t("table-jump-in"), seat, theme.ACCENT, 0.8)
        if len(self.shown.hands[seat]) != 1:
            self.shown.uno.discard(seat)
        return FLIGHT + (0.55 if black else 0.05)

    def _on_Drew(self, e: ev.Drew) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        seat = e.seat
        hand = list(self.shown.hands[seat])
        penalty = e.reason not in ("draw", "timeout", "seven_rounds")
        for i, card in enumerate(e.cards):
            hand = sorted([*hand, card], key=hand_order)
            end, angle = self._slot_of(seat, card, hand)

            def launched() -> None:
                self.shown.draw_count = max(0, self.shown.draw_count - 1)

            def landed(card: int = card) -> None:
                self.shown.add_card(seat, card)

            self._fly(BACK, self._face(seat, card), lay.draw_pos, end, lay.pile_w,
                      lay.seat_width(seat), angle_to=angle, delay=i * DRAW_STAGGER,
                      ease=tween.out_back if penalty else tween.out_cubic,
                      on_launch=launched, on_land=landed)
        self.shown.uno.discard(seat)
        self.sound("penalty" if penalty else "draw")
        return FLIGHT + DRAW_STAGGER * max(0, len(e.cards) - 1)

    def _on_Kept(self, e: ev.Kept) -> float:  # noqa: N802
        return 0.1

    def _on_ColorNamed(self, e: ev.ColorNamed) -> float:  # noqa: N802
        assert self.layout is not None
        self.shown.color = e.color
        self.effects.add(fx.ColorWheel(self.layout.discard_pos,
                                       round(self.layout.pile_w * 1.05), e.color))
        return 0.6

    def _on_DirectionChanged(self, e: ev.DirectionChanged) -> float:  # noqa: N802
        assert self.layout is not None
        self.shown.direction = e.direction
        size = round(self.layout.pile_w * 1.2)
        shape = card_art.reverse_shape(size)
        self.effects.add(fx.Mark(shape, self.layout.center, theme.ACCENT, 1.0,
                                 spin=-160 * e.direction))
        return 0.4

    def _on_Skipped(self, e: ev.Skipped) -> float:  # noqa: N802
        assert self.layout is not None
        size = round(self.layout.card_w * 0.9)
        self.effects.add(fx.Mark(card_art.skip_shape(size), self._shout_pos(e.seat),
                                 theme.DANGER, 1.0))
        return 0.35

    def _on_TurnStarted(self, e: ev.TurnStarted) -> float:  # noqa: N802
        self.shown.turn = e.seat
        if self.session.is_person(e.seat) and self.hand_visible(e.seat) and not self.family:
            self.sound("turn")
        return 0.0

    def _on_PenaltyGrew(self, e: ev.PenaltyGrew) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        self._shout(f"+{e.total}", None, theme.WHITE, 0.9,
                    pos=(lay.discard_pos[0], lay.discard_pos[1] - lay.pile_w))
        return 0.25

    def _on_UnoCalled(self, e: ev.UnoCalled) -> float:  # noqa: N802
        self.shown.uno.add(e.seat)
        self._shout(self.t("table-uno"), e.seat, theme.CARD_RGB[1], 1.15)
        self.sound("uno")
        return 0.15

    def _on_UnoCaught(self, e: ev.UnoCaught) -> float:  # noqa: N802
        self._shout(self.t("table-caught"), e.target, theme.DANGER, 0.9)
        return 0.3

    def _on_FalseUno(self, e: ev.FalseUno) -> float:  # noqa: N802
        self._shout(self.t("table-false-uno"), e.seat, theme.DANGER, 0.8)
        return 0.3

    def _on_ChallengeResolved(self, e: ev.ChallengeResolved) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        self.sound("penalty")
        # The challenged hand: for the challenger's eyes only, and only when it is a person
        # holding the screen (a bot challenger just gets the verdict, like everybody).
        if e.hand and self.session.is_person(e.challenger) and self.hand_visible(e.challenger) \
                and self.input_seat() == e.challenger:
            self.reveal = RevealPanel(e.challenged, e.hand, e.bluff)
            return 0.3
        word = self.t("table-bluff" if e.bluff else "table-fair")
        band = pygame.Rect(0, 0, lay.size[0], lay.metrics.font_huge * 2)
        band.center = lay.center
        self.effects.add(fx.Banner(word, band, lay.metrics.font_huge,
                                   theme.DANGER if e.bluff else theme.SUCCESS))
        return 0.9

    def _on_CardTakenBack(self, e: ev.CardTakenBack) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        self.shown.pop_discard()
        self.shown.color = e.color
        end, angle = self._slot_of(e.seat, e.card)

        def landed() -> None:
            self.shown.add_card(e.seat, e.card)

        self._fly(e.card, self._face(e.seat, e.card), lay.discard_pos, end, lay.pile_w,
                  lay.seat_width(e.seat), angle_to=angle, on_land=landed)
        return FLIGHT

    def _on_HandsRotated(self, e: ev.HandsRotated) -> float:  # noqa: N802
        shown = self.shown
        seats = [s for s in range(self.n) if shown.active[s]]
        if e.direction == -1:
            seats.reverse()
        moves = [(seats[i], seats[(i + 1) % len(seats)]) for i in range(len(seats))
                 if shown.hands[seats[i]]]
        before = [list(h) for h in shown.hands]
        shown.hands = [[] for _ in range(self.n)]

        def done() -> None:
            shown.hands = before
            shown.rotate_hands(e.direction)

        if not moves:
            done()
            return 0.0
        return self._travel(moves, done)

    def _on_HandsSwapped(self, e: ev.HandsSwapped) -> float:  # noqa: N802
        shown = self.shown
        before = [list(h) for h in shown.hands]
        shown.hands[e.seat] = []
        shown.hands[e.target] = []

        def done() -> None:
            shown.hands = before
            shown.swap_hands(e.seat, e.target)

        return self._travel([(e.seat, e.target), (e.target, e.seat)], done)

    def _on_CardsTraded(self, e: ev.CardsTraded) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        for src, dst, card in ((e.seat, e.target, e.given), (e.target, e.seat, e.received)):
            start, angle = self._slot_of(src, card)
            self.shown.remove_card(src, card)
            end, _ = self._slot_of(dst, card)

            def landed(dst: int = dst, card: int = card) -> None:
                self.shown.add_card(dst, card)

            self._fly(self._face(src, card), self._face(dst, card), start, end,
                      lay.seat_width(src), lay.seat_width(dst), angle_from=angle,
                      duration=0.6, arc=lay.pile_w * 0.3, on_land=landed)
        return 0.65

    def _on_Reshuffled(self, e: ev.Reshuffled) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        top = self.shown.discard[-1:] if self.shown.discard else []
        self.shown.discard = top

        def landed() -> None:
            self.shown.draw_count = e.count

        for k in range(6):
            self._fly(BACK, BACK, lay.discard_pos, lay.draw_pos, lay.pile_w, duration=0.45,
                      delay=k * 0.05, arc=lay.pile_w * 0.5 * (1 if k % 2 else -1),
                      on_land=landed if k == 5 else None)
        self.sound("shuffle")
        return 0.75

    def _on_PlayerOut(self, e: ev.PlayerOut) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        hand = self.shown.hands[e.seat]
        count = len(hand)
        self.shown.hands[e.seat] = []
        self.shown.gone[e.seat] = True
        self.shown.active[e.seat] = False

        def landed() -> None:
            self.shown.draw_count += count

        if count:
            for k in range(min(4, count)):
                self._fly(BACK, BACK, self._anchor(e.seat), lay.draw_pos, lay.back_w,
                          lay.pile_w, duration=0.5, delay=k * 0.05,
                          on_land=landed if k == min(4, count) - 1 else None)
        self._shout(self.t("table-out"), e.seat, theme.DANGER, 0.8)
        return 0.6

    def _on_Finished(self, e: ev.Finished) -> float:  # noqa: N802
        self._shout(i18n.place_name(self.tr, e.place), e.seat, theme.ACCENT, 0.9)
        return 0.5

    def _on_NextHand(self, e: ev.NextHand) -> float:  # noqa: N802
        self._shout(f"{e.size}", e.seat, theme.ACCENT, 0.8)
        return 0.3

    def _on_RoundEnded(self, e: ev.RoundEnded) -> float:  # noqa: N802
        assert self.layout is not None
        lay = self.layout
        self.reveal_all = True
        self.chooser = None
        self.shown.hands = [sorted(h, key=hand_order) for h in e.hands]
        band = pygame.Rect(0, 0, lay.size[0], lay.metrics.font_huge * 2)
        band.center = (lay.center[0], lay.center[1] - lay.pile_w)
        self.effects.add(fx.Banner(self.t("table-round-winner", player=self.name(e.winner)),
                                   band, lay.metrics.font_title, theme.ACCENT, life=2.2))
        self.sound("win")
        return 0.3
