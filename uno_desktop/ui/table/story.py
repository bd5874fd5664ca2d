"""How each engine event is shown: one function per event type starts its animation (cards
flying, shouts, banners), moves the shown model (now or when a card lands) and returns its
length in seconds. The :class:`~uno_desktop.ui.table.director.Director` calls them in order."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from uno_desktop import i18n
from uno_desktop.engine import events as ev
from uno_desktop.engine.cards import CARD_COLOR, COLORS, is_black
from uno_desktop.engine.game import Game
from uno_desktop.ui import card_art, theme, tween
from uno_desktop.ui.card_art import BACK
from uno_desktop.ui.table import fx
from uno_desktop.ui.table.context import TableContext
from uno_desktop.ui.table.dialogs import RevealPanel
from uno_desktop.ui.table.director import Director
from uno_desktop.ui.table.layout import TableLayout, hand_slots
from uno_desktop.ui.table.model import Shown, hand_order
from uno_desktop.ui.table.privacy import Privacy
from uno_desktop.ui.table.table_state import Screen, TableUI

FLIGHT = 0.38  # seconds a card takes from a hand to the pile
DRAW_STAGGER = 0.11  # between cards drawn together
DEAL_TIME = 1.9  # the whole deal at most

Point = tuple[float, float]


class Stage:
    """What the event functions work with: the director's queue and clock, the shown model,
    the frame's layout, who may see what, and the table's UI state (the card under the
    pointer; the one panel an event opens, the challenged hand)."""

    def __init__(self, ctx: TableContext, privacy: Privacy, director: Director, shown: Shown,
                 ui: TableUI, screen: Screen) -> None:
        self.ctx = ctx
        self.privacy = privacy
        self.director = director
        self.shown = shown
        self.ui = ui
        self._screen = screen
        self.n = ctx.n
        self.deal_final: list[int] = []  # the bottom hand being dealt, in its final order
        #: The shown model was brought up to the engine since the last action (no deal or
        #: other event left to show).
        self.synced = False
        self.t = ctx.t
        self.name = ctx.name
        self.sound = ctx.sound

    @property
    def layout(self) -> TableLayout:
        lay = self._screen.layout
        assert lay is not None, "the table is drawn before its events are shown"
        return lay

    def catch_up(self, game: Game) -> None:
        """Nothing is left to show: the deal is over, and a model an old log could not replay
        exactly is synced with the engine."""
        self.deal_final = []
        if self.shown.stale:
            self.shown.sync(game)
        self.synced = True

    def show(self, event: ev.Event) -> float:
        """Start the animation of ``event``; returns the seconds before the next one."""
        handler = HANDLERS.get(type(event))
        return float(handler(self, event)) if handler is not None else 0.0

    def anchor(self, seat: int) -> tuple[int, int]:
        return self.layout.seat_anchor(seat)

    def shout_pos(self, seat: int) -> tuple[int, int]:
        """Where a word about ``seat`` pops up: over its pod, or for the bottom seat over its
        hand (never over the status line, which must stay readable)."""
        lay = self.layout
        if seat == lay.bottom:
            return lay.hand_rect.center
        spot = lay.spot(seat)
        return spot.center if spot is not None else lay.center

    def slot_of(self, seat: int, card: int, hand: list[int] | None = None
                ) -> tuple[Point, float]:
        """Where ``card`` sits (or would sit) in ``seat``'s hand on screen, and its angle."""
        lay = self.layout
        if seat != lay.bottom:
            x, y = self.anchor(seat)
            return (x, y), 0.0
        hand = list(self.shown.hands[seat]) if hand is None else hand
        if card not in hand:
            hand = sorted([*hand, card], key=hand_order)
        slots = hand_slots(lay, len(hand))
        slot = slots[hand.index(card)]
        return slot.center, slot.angle

    def fly(self, show_from: int, show_to: int, start: Point, end: Point, width: int,
            end_width: int | None = None, *, angle_from: float = 0.0, angle_to: float = 0.0,
            duration: float = FLIGHT, delay: float = 0.0, ease: tween.Easing = tween.out_cubic,
            arc: float = 0.0, on_launch: Callable[[], None] | None = None,
            on_land: Callable[[], None] | None = None) -> fx.Flyer:
        flyer = fx.Flyer(show_from, show_to, start, end, width, end_width, angle_from, angle_to,
                         arc)
        return self.director.fly(flyer, duration, delay=delay, ease=ease, on_launch=on_launch,
                                 on_land=on_land)

    def face(self, seat: int, card: int) -> int:
        """What a card of ``seat`` shows when drawn now: its face or the back."""
        return card if self.privacy.hand_visible(seat) else BACK

    def shout(self, word: str, seat: int | None, color: tuple[int, int, int] = theme.ACCENT,
              size: float = 1.0, pos: tuple[int, int] | None = None) -> None:
        lay = self.layout
        m = lay.metrics
        where = pos if pos is not None else (self.shout_pos(seat) if seat is not None
                                             else lay.center)
        self.director.effects.add(fx.Shout(word, where, round(m.font_title * size), color,
                                           rise=m.pad * 2))

    def travel(self, moves: list[tuple[int, int]], done: Callable[[], None]) -> float:
        """Whole hands moving between seats (0 and 7): a small stack of backs each."""
        lay = self.layout
        for src, dst in moves:
            for k in range(3):
                last = k == 2 and (src, dst) == moves[-1]
                self.fly(BACK, BACK, self.anchor(src), self.anchor(dst), lay.back_w,
                         duration=0.7, delay=k * 0.06, ease=tween.in_out_cubic,
                         arc=lay.pile_w * 0.4, on_land=done if last else None)
        self.sound("shuffle")
        return 0.9


def _DealerChosen(st: Stage, e: ev.DealerChosen) -> float:  # noqa: N802
    st.shout(st.t("log-dealer-chosen", player=st.name(e.dealer)), e.dealer,
                theme.TEXT, 0.6)
    return 0.5

def _Dealt(st: Stage, e: ev.Dealt) -> float:  # noqa: N802
    lay = st.layout
    shown = st.shown
    shown.hands = [[] for _ in range(st.n)]
    shown.discard = []
    shown.uno.clear()
    shown.draw_count = st.ctx.rules.deck_size
    shown.gone = list(st.ctx.match.gone)
    shown.active = [bool(h) for h in e.hands]
    order = [(e.dealer + i) % st.n for i in range(1, st.n + 1)]
    order = [s for s in order if e.hands[s]]
    # The bottom hand is laid out for its final size while it is dealt: every card lands
    # where it will stay.
    st.deal_final = sorted(e.hands[lay.bottom], key=hand_order) \
        if 0 <= lay.bottom < st.n else []
    size = max((len(h) for h in e.hands), default=0)
    total = size * len(order)
    step = min(0.07, DEAL_TIME / max(1, total))
    st.sound("shuffle")
    k = 0
    for r in range(size):
        for seat in order:
            if r >= len(e.hands[seat]):
                continue
            card = e.hands[seat][r]
            final = sorted(e.hands[seat], key=hand_order)
            end, angle = st.slot_of(seat, card, final)
            width = lay.seat_width(seat)

            def launched() -> None:
                shown.draw_count -= 1

            def landed(seat: int = seat, card: int = card) -> None:
                shown.add_card(seat, card)

            st.fly(BACK, st.face(seat, card), lay.draw_pos, end, lay.pile_w, width,
                      angle_to=angle, duration=0.32, delay=k * step, on_launch=launched,
                      on_land=landed)
            if k % 6 == 0:
                st.director.later(k * step, lambda: st.sound("draw"))
            k += 1
    return k * step + 0.3

def _StartCard(st: Stage, e: ev.StartCard) -> float:  # noqa: N802
    lay = st.layout
    pc = st.shown.new_pile_card(e.card)

    def launched() -> None:
        st.shown.draw_count -= 1

    def landed() -> None:
        st.shown.discard.append(pc)
        st.shown.trim()
        # A black start card names no colour yet (its colour comes with ColorNamed; All Wild
        # never names one): the table shows none, as the engine holds none.
        st.shown.color = CARD_COLOR[e.card]
        st.sound("flip")

    end = (lay.discard_pos[0] + pc.dx * lay.pile_w, lay.discard_pos[1] + pc.dy * lay.pile_w)
    st.fly(BACK, e.card, lay.draw_pos, end, lay.pile_w, angle_to=pc.angle,
              duration=0.45, on_launch=launched, on_land=landed)
    return 0.5

def _Played(st: Stage, e: ev.Played) -> float:  # noqa: N802
    lay = st.layout
    seat, card = e.seat, e.card
    start, angle = st.slot_of(seat, card)
    if seat == lay.bottom and st.ui.hover_card == card:
        start = (start[0], start[1] - lay.hand_lift)
    show = st.face(seat, card)
    st.shown.remove_card(seat, card)
    # Whoever plays holds the turn until the next TurnStarted: a jump-in's player may have a
    # 5 or a 7 to answer for, and no event says so.
    st.shown.turn = seat
    pc = st.shown.new_pile_card(card)
    # All Wild names no colour (the engine says black): the wheel turns only for a colour.
    black = is_black(card) and e.color in COLORS

    def landed() -> None:
        st.shown.discard.append(pc)
        st.shown.trim()
        st.shown.color = e.color  # BLACK in All Wild: the engine names no colour
        st.sound("play")
        if black:
            st.director.effects.add(fx.ColorWheel(lay.discard_pos, round(lay.pile_w * 1.05),
                                           e.color))

    end = (lay.discard_pos[0] + pc.dx * lay.pile_w, lay.discard_pos[1] + pc.dy * lay.pile_w)
    st.fly(show, card, start, end, lay.seat_width(seat), lay.pile_w, angle_from=angle,
              angle_to=pc.angle, arc=lay.pile_w * 0.25, on_land=landed)
    if e.jump_in:
        st.shout(st.t("table-jump-in"), seat, theme.ACCENT, 0.8)
    return FLIGHT + (0.55 if black else 0.05)

def _Drew(st: Stage, e: ev.Drew) -> float:  # noqa: N802
    lay = st.layout
    seat = e.seat
    hand = list(st.shown.hands[seat])
    penalty = e.penalty  # the engine's word: the table never sorts draw reasons itself
    for i, card in enumerate(e.cards):
        hand = sorted([*hand, card], key=hand_order)
        end, angle = st.slot_of(seat, card, hand)

        def launched() -> None:
            st.shown.draw_count = max(0, st.shown.draw_count - 1)

        def landed(card: int = card) -> None:
            st.shown.add_card(seat, card)

        st.fly(BACK, st.face(seat, card), lay.draw_pos, end, lay.pile_w,
                  lay.seat_width(seat), angle_to=angle, delay=i * DRAW_STAGGER,
                  ease=tween.out_back if penalty else tween.out_cubic,
                  on_launch=launched, on_land=landed)
    st.sound("penalty" if penalty else "draw")
    return FLIGHT + DRAW_STAGGER * max(0, len(e.cards) - 1)

def _Kept(st: Stage, e: ev.Kept) -> float:  # noqa: N802
    return 0.1

def _ColorNamed(st: Stage, e: ev.ColorNamed) -> float:  # noqa: N802
    st.shown.color = e.color
    st.director.effects.add(fx.ColorWheel(st.layout.discard_pos,
                                   round(st.layout.pile_w * 1.05), e.color))
    return 0.6

def _DirectionChanged(st: Stage, e: ev.DirectionChanged) -> float:  # noqa: N802
    st.shown.direction = e.direction
    size = round(st.layout.pile_w * 1.2)
    shape = card_art.reverse_shape(size)
    st.director.effects.add(fx.Mark(shape, st.layout.center, theme.ACCENT, 1.0,
                             spin=-160 * e.direction))
    return 0.4

def _Skipped(st: Stage, e: ev.Skipped) -> float:  # noqa: N802
    size = round(st.layout.card_w * 0.9)
    st.director.effects.add(fx.Mark(card_art.skip_shape(size), st.shout_pos(e.seat),
                             theme.DANGER, 1.0))
    return 0.35

def _TurnStarted(st: Stage, e: ev.TurnStarted) -> float:  # noqa: N802
    st.shown.turn = e.seat
    if st.ctx.session.is_person(e.seat) and st.privacy.hand_visible(e.seat) \
            and not st.privacy.family:
        st.sound("turn")
    return 0.0

def _ColorAsked(st: Stage, e: ev.ColorAsked) -> float:  # noqa: N802
    st.shown.turn = e.seat  # a Wild start card: this seat names the colour first
    return 0.0

def _GiveAsked(st: Stage, e: ev.GiveAsked) -> float:  # noqa: N802
    st.shown.turn = e.seat  # the other side of a 5 trade picks the card to give back
    return 0.0

def _PenaltyGrew(st: Stage, e: ev.PenaltyGrew) -> float:  # noqa: N802
    lay = st.layout
    st.shown.turn = e.seat  # the seat that must answer the penalty now
    st.shout(f"+{e.total}", None, theme.WHITE, 0.9,
                pos=(lay.discard_pos[0], lay.discard_pos[1] - lay.pile_w))
    return 0.25

def _UnoCalled(st: Stage, e: ev.UnoCalled) -> float:  # noqa: N802
    st.shown.uno.add(e.seat)
    st.shout(st.t("table-uno"), e.seat, theme.CARD_RGB[1], 1.15)
    st.sound("uno")
    return 0.15

def _UnoCallCleared(st: Stage, e: ev.UnoCallCleared) -> float:  # noqa: N802
    st.shown.uno.discard(e.seat)  # the engine says when a call stops counting
    return 0.0

def _UnoWindow(st: Stage, e: ev.UnoWindowOpened | ev.UnoWindowClosed) -> float:  # noqa: N802
    # The chance to catch is told on screen by the status line and the catch button, which
    # ask the engine once the table has settled; the event itself moves nothing.
    return 0.0

def _UnoCaught(st: Stage, e: ev.UnoCaught) -> float:  # noqa: N802
    st.shout(st.t("table-caught"), e.target, theme.DANGER_TEXT, 0.9)
    return 0.3

def _FalseUno(st: Stage, e: ev.FalseUno) -> float:  # noqa: N802
    st.shout(st.t("table-false-uno"), e.seat, theme.DANGER_TEXT, 0.8)
    return 0.3

def _ChallengeResolved(st: Stage, e: ev.ChallengeResolved) -> float:  # noqa: N802
    lay = st.layout
    st.sound("penalty")
    # The challenged hand: for the challenger's eyes only, and only when it is a person
    # holding the screen (a bot challenger just gets the verdict, like everybody).
    if e.hand and st.ctx.session.is_person(e.challenger) and st.privacy.hand_visible(e.challenger) \
            and st.privacy.input_seat() == e.challenger:
        st.ui.open(RevealPanel(e.challenged, e.hand, e.bluff, e.color, e.proof), lay)
        return 0.3
    word = st.t("table-bluff" if e.bluff else "table-fair")
    band = pygame.Rect(0, 0, lay.size[0], lay.metrics.font_huge * 2)
    band.center = lay.center
    st.director.effects.add(fx.Banner(word, band, lay.metrics.font_huge,
                               theme.DANGER_TEXT if e.bluff else theme.SUCCESS))
    return 0.9

def _CardTakenBack(st: Stage, e: ev.CardTakenBack) -> float:  # noqa: N802
    lay = st.layout
    st.shown.pop_discard()
    st.shown.color = e.color
    end, angle = st.slot_of(e.seat, e.card)

    def landed() -> None:
        st.shown.add_card(e.seat, e.card)

    st.fly(e.card, st.face(e.seat, e.card), lay.discard_pos, end, lay.pile_w,
              lay.seat_width(e.seat), angle_to=angle, on_land=landed)
    return FLIGHT

def _HandsRotated(st: Stage, e: ev.HandsRotated) -> float:  # noqa: N802
    shown = st.shown
    if len(e.sources) != st.n:  # a log saved before events said who got which hand
        shown.stale = True
        return 0.0
    moves = [(src, dst) for dst, src in enumerate(e.sources) if src != dst and shown.hands[src]]
    before = [list(h) for h in shown.hands]
    shown.hands = [[] for _ in range(st.n)]

    def done() -> None:
        shown.hands = before
        shown.rotate_hands(e.sources)

    if not moves:
        done()
        return 0.0
    return st.travel(moves, done)

def _HandsSwapped(st: Stage, e: ev.HandsSwapped) -> float:  # noqa: N802
    shown = st.shown
    before = [list(h) for h in shown.hands]
    shown.hands[e.seat] = []
    shown.hands[e.target] = []

    def done() -> None:
        shown.hands = before
        shown.swap_hands(e.seat, e.target)

    return st.travel([(e.seat, e.target), (e.target, e.seat)], done)

def _CardsTraded(st: Stage, e: ev.CardsTraded) -> float:  # noqa: N802
    lay = st.layout
    st.shown.turn = e.seat  # the trade is done: the turn of the one who played the 5 goes on
    for src, dst, card in ((e.seat, e.target, e.given), (e.target, e.seat, e.received)):
        start, angle = st.slot_of(src, card)
        st.shown.remove_card(src, card)
        end, _ = st.slot_of(dst, card)

        def landed(dst: int = dst, card: int = card) -> None:
            st.shown.add_card(dst, card)

        st.fly(st.face(src, card), st.face(dst, card), start, end,
                  lay.seat_width(src), lay.seat_width(dst), angle_from=angle,
                  duration=0.6, arc=lay.pile_w * 0.3, on_land=landed)
    return 0.65

def _Reshuffled(st: Stage, e: ev.Reshuffled) -> float:  # noqa: N802
    lay = st.layout
    st.shown.discard = st.shown.discard[-e.kept:]

    def landed() -> None:
        st.shown.draw_count = e.count + e.drawn_before

    for k in range(6):
        st.fly(BACK, BACK, lay.discard_pos, lay.draw_pos, lay.pile_w, duration=0.45,
                  delay=k * 0.05, arc=lay.pile_w * 0.5 * (1 if k % 2 else -1),
                  on_land=landed if k == 5 else None)
    st.sound("shuffle")
    return 0.75

def _PlayerOut(st: Stage, e: ev.PlayerOut) -> float:  # noqa: N802
    lay = st.layout
    if e.reason == "elimination":
        # The match's scoring put the seat out after the round: the round's hands, seats and
        # piles stay as the round ended (the next deal leaves the seat out).
        st.shout(st.t("table-out"), e.seat, theme.DANGER_TEXT, 0.8)
        return 0.6
    hand = st.shown.hands[e.seat]
    count = len(hand)
    st.shown.hands[e.seat] = []
    st.shown.gone[e.seat] = True
    st.shown.active[e.seat] = False

    def landed() -> None:
        st.shown.draw_count += count

    if count:
        for k in range(min(4, count)):
            st.fly(BACK, BACK, st.anchor(e.seat), lay.draw_pos, lay.back_w,
                      lay.pile_w, duration=0.5, delay=k * 0.05,
                      on_land=landed if k == min(4, count) - 1 else None)
    st.shout(st.t("table-out"), e.seat, theme.DANGER_TEXT, 0.8)
    return 0.6

def _KnockedOut(st: Stage, e: ev.KnockedOut) -> float:  # noqa: N802
    # No Mercy's mercy rule: the hand goes face down under the discard pile (so the pile's top
    # and the draw pile stay as they are) and the seat sits out the round.
    lay = st.layout
    count = len(st.shown.hands[e.seat])
    st.shown.hands[e.seat] = []
    st.shown.active[e.seat] = False
    st.shown.uno.discard(e.seat)
    for k in range(min(4, count)):
        st.fly(BACK, BACK, st.anchor(e.seat), lay.discard_pos, lay.back_w, lay.pile_w,
               duration=0.5, delay=k * 0.05)
    st.shout(st.t("table-knocked-out"), e.seat, theme.DANGER_TEXT, 0.9)
    st.sound("penalty")
    return 0.7

def _DiscardedAll(st: Stage, e: ev.DiscardedAll) -> float:  # noqa: N802
    # The other cards of the colour slide under the Discard All: they leave the hand, the
    # pile's top stays the Discard All (the engine puts them under it).
    lay = st.layout
    top = st.shown.discard[-1] if st.shown.discard else None
    for k, card in enumerate(e.cards):
        start, angle = st.slot_of(e.seat, card)
        st.shown.remove_card(e.seat, card)
        st.fly(st.face(e.seat, card), card, start, lay.discard_pos, lay.seat_width(e.seat),
               lay.pile_w, angle_from=angle, delay=k * DRAW_STAGGER)
    if top is not None:
        st.shown.discard[-1:-1] = [st.shown.new_pile_card(c) for c in e.cards]
        st.shown.trim()
    st.shout(st.t("table-discarded-all", count=len(e.cards)), e.seat, theme.ACCENT, 0.8)
    st.sound("play")
    return FLIGHT + DRAW_STAGGER * max(0, len(e.cards) - 1)

def _Finished(st: Stage, e: ev.Finished) -> float:  # noqa: N802
    st.shown.finished.append(e.seat)
    st.shout(i18n.place_name(st.ctx.tr, e.place), e.seat, theme.ACCENT, 0.9)
    return 0.5

def _LeftRound(st: Stage, e: ev.LeftRound) -> float:  # noqa: N802
    st.shown.active[e.seat] = False
    return 0.0

def _NextHand(st: Stage, e: ev.NextHand) -> float:  # noqa: N802
    st.shout(f"{e.size}", e.seat, theme.ACCENT, 0.8)
    return 0.3

def _RoundEnded(st: Stage, e: ev.RoundEnded) -> float:  # noqa: N802
    lay = st.layout
    st.privacy.reveal_all = True
    st.shown.hands = [sorted(h, key=hand_order) for h in e.hands]
    st.shown.turn = e.winner  # the round is over: the winner's seat is the one marked
    band = pygame.Rect(0, 0, lay.size[0], lay.metrics.font_huge * 2)
    band.center = (lay.center[0], lay.center[1] - lay.pile_w)
    st.director.effects.add(fx.Banner(st.t("table-round-winner", player=st.name(e.winner)),
                               band, lay.metrics.font_title, theme.ACCENT, life=2.2))
    st.sound("win")
    return 0.3


HANDLERS: dict[type[ev.Event], Callable[[Stage, Any], float]] = {
    ev.DealerChosen: _DealerChosen,
    ev.Dealt: _Dealt,
    ev.StartCard: _StartCard,
    ev.Played: _Played,
    ev.Drew: _Drew,
    ev.Kept: _Kept,
    ev.ColorNamed: _ColorNamed,
    ev.DirectionChanged: _DirectionChanged,
    ev.Skipped: _Skipped,
    ev.TurnStarted: _TurnStarted,
    ev.ColorAsked: _ColorAsked,
    ev.GiveAsked: _GiveAsked,
    ev.PenaltyGrew: _PenaltyGrew,
    ev.UnoCalled: _UnoCalled,
    ev.UnoCallCleared: _UnoCallCleared,
    ev.UnoWindowOpened: _UnoWindow,
    ev.UnoWindowClosed: _UnoWindow,
    ev.UnoCaught: _UnoCaught,
    ev.FalseUno: _FalseUno,
    ev.ChallengeResolved: _ChallengeResolved,
    ev.CardTakenBack: _CardTakenBack,
    ev.HandsRotated: _HandsRotated,
    ev.HandsSwapped: _HandsSwapped,
    ev.CardsTraded: _CardsTraded,
    ev.Reshuffled: _Reshuffled,
    ev.PlayerOut: _PlayerOut,
    ev.KnockedOut: _KnockedOut,
    ev.DiscardedAll: _DiscardedAll,
    ev.Finished: _Finished,
    ev.LeftRound: _LeftRound,
    ev.NextHand: _NextHand,
    ev.RoundEnded: _RoundEnded,
}

__all__ = ["DEAL_TIME", "FLIGHT", "HANDLERS", "Stage"]
