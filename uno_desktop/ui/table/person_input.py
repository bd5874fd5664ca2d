"""A person's input at the table: mouse and keys become engine actions (or a toast saying
why not), and the hand follows the pointer and the keyboard focus."""

from __future__ import annotations

import pygame

from uno_desktop import i18n
from uno_desktop.engine.actions import (
    Action,
    CallUno,
    CatchUno,
    ChooseColor,
    ChooseSeat,
    Draw,
    GiveCard,
    JumpIn,
    PlayCard,
)
from uno_desktop.engine.cards import CARD_COLOR, CARD_KIND, COLORS, WILD_DRAW_FOUR
from uno_desktop.engine.decisions import Kind
from uno_desktop.ui.card_art import card_size
from uno_desktop.ui.table.dialogs import ColorChooser
from uno_desktop.ui.table.layout import HandSlot, TableLayout, hand_slots


class PersonInput:
    """Mouse, keys and hover of :class:`TableScene`; every action goes through ``act``.
    State: ``mouse``, ``hover_card``, ``focus_card``, ``focus_zone``, ``lifts``,
    ``seat_focus``, ``hand_rects``, ``chooser``, ``block_until``."""

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        et = event.type
        if et == pygame.KEYDOWN:
            return self._key(event)
        if et == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.buttons.handle_event(event)
            return True
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
            if self.reveal is not None:
                if et == pygame.MOUSEBUTTONUP and event.button == 1 and (
                        self.reveal.ok.collidepoint(event.pos)
                        or not self.reveal.rect.collidepoint(event.pos)):
                    self.close_reveal()
                return True
            if self.buttons.handle_event(event):
                return True
            if et == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                    and self.clock >= self.block_until:
                self._click(event.pos)
            elif et == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.chooser \
                    and self.chooser.cancellable:
                self.chooser = None
            return True
        return None

    def _key(self, event: pygame.event.Event) -> bool:
        k = event.key
        if k == pygame.K_m:
            sounds = getattr(self.app, "sounds", None)
            if sounds is not None:
                muted = sounds.toggle_mute()
                self.show_toast(self.t("table-sound-off" if muted else "table-sound-on"), 1.4)
            return True
        if self.reveal is not None:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
                self.close_reveal()
            return True
        if k == pygame.K_ESCAPE:
            if self.chooser is not None and self.chooser.cancellable:
                self.chooser = None
            else:
                self.open_pause()
            return True
        if self.chooser is not None:
            return self._chooser_key(k)
        seat = self.input_seat()
        if seat is None:
            return False
        targets = self.seat_targets()
        if targets:
            order = sorted(targets, key=lambda s: (s - seat) % self.n)
            if k in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN):
                step = -1 if k in (pygame.K_LEFT, pygame.K_UP) else 1
                i = order.index(self.seat_focus) if self.seat_focus in order else -step
                self.seat_focus = order[(i + step) % len(order)]
                return True
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.seat_focus in targets:
                self.act(targets[self.seat_focus], person=True)
                self.seat_focus = None
                return True
        if k == pygame.K_d:
            self.try_draw()
            return True
        if k == pygame.K_u:
            self.call_uno(seat)
            return True
        if k == pygame.K_c:
            self.catch(seat)
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_card_focus(-1 if k == pygame.K_LEFT else 1)
            return True
        if k in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.focus_zone = "buttons"
            self.buttons.keyboard_mode = True
            self.buttons.move_focus(-1 if k == pygame.K_UP else 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focus_zone == "buttons" and self.buttons.focused is not None:
                self.buttons.focused.activate()
            elif self.focus_card is not None and self.focus_card in self.shown.hands[seat]:
                self.click_card(self.focus_card)
            return True
        return False

    def _chooser_key(self, k: int) -> bool:
        ch = self.chooser
        assert ch is not None
        moves = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
                 pygame.K_DOWN: (0, 1)}
        if k in moves:
            ch.move(*moves[k])
        elif k in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4):
            self.choose_color(COLORS[k - pygame.K_1])
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.choose_color(ch.focus)
        return True

    def _move_card_focus(self, step: int) -> None:
        seat = self.input_seat()
        if seat is None:
            return
        hand = self.shown.hands[seat]
        if not hand:
            return
        self.focus_zone = "hand"
        self.buttons.focus(None)
        if self.focus_card in hand:
            i = (hand.index(self.focus_card) + step) % len(hand)
        else:
            playable = [c for c in hand if c in self.playable_cards()]
            i = hand.index(playable[0]) if playable else (0 if step > 0 else len(hand) - 1)
        self.focus_card = hand[i]

    def _click(self, pos: tuple[int, int]) -> None:
        lay = self.layout
        if lay is None:
            return
        if lay.menu_rect.collidepoint(pos):
            self.open_pause()
            return
        if self.chooser is not None:
            color = self.chooser.at(pos)
            if color is not None:
                self.choose_color(color)
            elif self.chooser.cancellable:
                self.chooser = None
            return
        seat = self.input_seat()
        if seat is None:
            return
        targets = self.seat_targets()
        if targets:
            for target, action in targets.items():
                spot = lay.spot(target)
                if spot is not None and spot.rect.collidepoint(pos):
                    self.act(action, person=True)
                    return
        card = self.card_at(pos)
        if card is not None:
            self.focus_card = card
            self.click_card(card)
            return
        draw_rect = pygame.Rect((0, 0), card_size(lay.pile_w))
        draw_rect.center = lay.draw_pos
        if draw_rect.collidepoint(pos):
            self.try_draw()

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for card, rect in reversed(self.hand_rects):
            if rect.collidepoint(pos):
                return card
        return None

    def click_card(self, card: int) -> None:
        """A person clicked ``card`` in their hand (or pressed Enter on it)."""
        seat = self.input_seat()
        if seat is None:
            return
        if not self.idle:
            return  # the table is still showing what happened; one moment
        d = self.game.decision
        legal = self.legal(seat)
        if d.seat == seat and d.kind is Kind.GIVE_CARD:
            give = GiveCard(seat, card)
            if give in legal:
                self.act(give, person=True)
            return
        plays = [a for a in legal if isinstance(a, (PlayCard, JumpIn)) and a.card == card]
        if not plays:
            self.show_toast(self._why_not(seat, card))
            return
        if len(plays) > 1 or getattr(plays[0], "color", None) is not None:
            options = {a.color: a for a in plays if a.color is not None}
            self.chooser = ColorChooser(options, True, self._preferred_color(seat))
            self._layout_chooser()
            return
        self.act(plays[0], person=True)

    def _why_not(self, seat: int, card: int) -> str:
        d = self.game.decision
        tr = self.tr
        if d.seat != seat:
            return i18n.error_text(tr, "not_your_turn")
        code = {Kind.PLAY_DRAWN: "must_play_drawn", Kind.PENALTY: "must_answer_penalty",
                Kind.CHALLENGE: "must_answer_penalty", Kind.DOUBLE_PLAY: "not_identical",
                Kind.SEVEN_TARGET: "wrong_decision", Kind.FIVE_TARGET: "wrong_decision",
                Kind.CHOOSE_COLOR: "wrong_decision"}.get(d.kind)
        if code is None:
            code = "wd4_not_allowed" if (CARD_KIND[card] == WILD_DRAW_FOUR and
                                         self.rules.wd4_rule == "enforced") else "not_playable"
        return i18n.error_text(tr, code)

    def choose_color(self, color: int) -> None:
        ch = self.chooser
        if ch is None or color not in ch.options:
            return
        self.chooser = None
        self.act(ch.options[color], person=True)

    def close_reveal(self) -> None:
        self.reveal = None

    def try_draw(self) -> None:
        seat = self.input_seat()
        if seat is None or not self.idle:
            return
        if Draw(seat) in self.legal(seat):
            self.act(Draw(seat), person=True)
        elif self.game.decision.seat == seat and self.game.decision.kind is Kind.TURN:
            self.show_toast(i18n.error_text(self.tr, "draw_not_allowed"))

    def call_uno(self, seat: int) -> None:
        """UNO! (a call that does not apply is a false one: the engine decides what it costs)."""
        if self.game.over or self.match.gone[seat]:
            return
        self.act(CallUno(seat), person=True)

    def catch(self, seat: int) -> None:
        target = self.game.uno_catchable()
        if target < 0 or target == seat:
            self.show_toast(i18n.error_text(self.tr, "nothing_to_catch"))
            return
        self.act(CatchUno(seat, target), person=True)

    def seat_targets(self) -> dict[int, Action]:
        """Players to choose after a 7 or a 5, when it is the person's choice now."""
        seat = self.input_seat()
        if seat is None or not self.idle:
            return {}
        d = self.game.decision
        if d.seat != seat or d.kind not in (Kind.SEVEN_TARGET, Kind.FIVE_TARGET):
            return {}
        return {a.target: a for a in self.legal(seat) if isinstance(a, ChooseSeat)}

    def playable_cards(self) -> set[int]:
        """Cards of the person's hand that some legal action plays (or gives) now."""
        seat = self.input_seat()
        if seat is None or not self.idle:
            return set()
        out = set()
        for a in self.legal(seat):
            if isinstance(a, (PlayCard, JumpIn, GiveCard)):
                out.add(a.card)
        return out

    def _offer_person_decision(self, seat: int, kind: Kind) -> None:
        if seat != self.input_seat():
            return
        if kind is Kind.CHOOSE_COLOR and self.chooser is None:
            options = {a.color: a for a in self.legal(seat) if isinstance(a, ChooseColor)}
            if options:
                self.chooser = ColorChooser(options, False, self._preferred_color(seat))
                self._layout_chooser()

    def _preferred_color(self, seat: int) -> int:
        counts = {c: 0 for c in COLORS}
        for card in self.game.hands[seat]:
            if CARD_COLOR[card] in counts:
                counts[CARD_COLOR[card]] += 1
        return max(COLORS, key=lambda c: counts[c])

    def _update_hover(self, dt: float) -> None:
        seat = self.input_seat()
        lay = self.layout
        if lay is None:
            return
        self.hover_card = None
        bottom = lay.bottom
        hand = self.shown.hands[bottom] if 0 <= bottom < self.n else []
        slots = self._bottom_slots(lay, hand)
        playable = self.playable_cards() if self.setting("show_playable", True) else set()
        # Hit test with the resting rects (plus the lifted part of the card already up).
        rects: list[tuple[int, pygame.Rect]] = []
        cw, ch = card_size(lay.card_w)
        for card, slot in zip(hand, slots, strict=False):
            r = pygame.Rect(0, 0, cw, ch)
            r.center = (round(slot.center[0]), round(slot.center[1]))
            lift = self.lifts.get(card, 0.0)
            r.top -= round(lift)
            r.height += round(lift)
            rects.append((card, r))
        self.hand_rects = rects
        if seat is not None and self.chooser is None and self.reveal is None:
            self.hover_card = self.card_at(self.mouse)
        k = min(1.0, dt * 14)
        for card in hand:
            target = 0.0
            if card == self.hover_card or (card == self.focus_card and self.focus_zone == "hand"
                                           and seat is not None):
                target = lay.hand_lift
            elif card in playable:
                target = lay.hand_lift * 0.3
            cur = self.lifts.get(card, 0.0)
            self.lifts[card] = cur + (target - cur) * k
        for card in list(self.lifts):
            if card not in hand:
                del self.lifts[card]

    def _bottom_slots(self, lay: TableLayout, hand: list[int]) -> list[HandSlot]:
        """Where the cards of the bottom hand rest (while dealt: their final places)."""
        final = self.deal_final
        if final and all(c in final for c in hand):
            slots = hand_slots(lay, len(final))
            return [slots[final.index(c)] for c in hand]
        return hand_slots(lay, len(hand))
