"""A person's input at the table: mouse and keys become engine actions (or a toast saying
why not), and the hand follows the pointer and the keyboard focus."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from uno_desktop.engine.cards import CARD_COLOR, COLORS, is_black
from uno_desktop.engine.decisions import Kind
from uno_desktop.presentation.refusal import why_not
from uno_desktop.presentation.words import render
from uno_desktop.ui.card_art import card_size
from uno_desktop.ui.table.dialogs import ColorChooser
from uno_desktop.ui.table.layout import HandSlot, TableLayout, hand_slots

if TYPE_CHECKING:
    from uno_desktop.ui.table.scene import TableScene


class PersonInput:
    """Mouse, keys and hover of the person at the screen. What they do becomes an engine
    action handed to their seat's controller (``scene.person_does``); what cannot be done is
    explained with the engine's own reason (``Game.why_not``)."""

    def __init__(self, scene: TableScene) -> None:
        self.sc = scene
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover_card: int | None = None
        self.focus_card: int | None = None
        self.focus_zone = "hand"  # or "buttons"
        self.lifts: dict[int, float] = {}
        self.seat_focus: int | None = None
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        self.chooser: ColorChooser | None = None
        self.block_until = 0.0  # a click that took the screen plays nothing
        self._explained: int | None = None  # the marked bluff card last explained
        self._slots: tuple[TableLayout, tuple[tuple[int, ...], tuple[int, ...]],
                           list[HandSlot]] | None = None

    def layout_chooser(self) -> None:
        """Place the dialogs drawn on the table (colour wheel, challenged hand) for the current
        layout, before they are drawn or clicked."""
        lay = self.sc.layout
        if lay is None:
            return
        if self.chooser is not None:
            self.chooser.layout(lay.center, round(lay.pile_w * 0.95))
        if self.sc.stage.reveal is not None:
            self.sc.stage.reveal.layout(lay)

    def _refuse(self, action: Action) -> None:
        """Tell the person why ``action`` is not open to them and what would be right: for a
        card, the shared presentation's words (the phone says the same); else the engine's
        reason."""
        sc = self.sc
        if isinstance(action, PlayCard | JumpIn) and action.card in sc.ctx.game.hands[action.seat]:
            words = why_not(sc.reader.view(action.seat), action.card, sc.ctx.session.names)
            if words is not None:
                sc.show_toast(render(sc.ctx.tr, words), 4.0)
                return
        error = sc.ctx.game.why_not(action)
        sc.show_toast(i18n.error_text(sc.ctx.tr, error.code if error else
                                           "not_playable"))

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        sc = self.sc
        et = event.type
        if et == pygame.KEYDOWN:
            return self._key(event)
        if et == pygame.MOUSEMOTION:
            self.mouse = event.pos
            sc.buttons.group.handle_event(event)
            return True
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
            if sc.stage.reveal is not None:
                if et == pygame.MOUSEBUTTONUP and event.button == 1 and (
                        sc.stage.reveal.ok.collidepoint(event.pos)
                        or not sc.stage.reveal.rect.collidepoint(event.pos)):
                    sc.stage.reveal = None
                return True
            if sc.buttons.group.handle_event(event):
                return True
            greyed = sc.buttons.greyed_reason(event.pos)
            if et == pygame.MOUSEBUTTONDOWN and event.button == 1 and greyed is not None:
                sc.show_toast(greyed, 4.0)  # a click on a greyed button says why
                return True
            if et == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                    and sc.director.clock >= self.block_until:
                self._click(event.pos)
            elif et == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.chooser \
                    and self.chooser.cancellable:
                self.chooser = None
            return True
        return None

    def _key(self, event: pygame.event.Event) -> bool:
        sc = self.sc
        k = event.key
        if k == pygame.K_m:
            sounds = sc.ctx.services.sounds
            if sounds is not None:
                muted = sounds.toggle_mute()
                sc.show_toast(sc.ctx.t("table-sound-off" if muted else "table-sound-on"), 1.4)
            return True
        if sc.stage.reveal is not None:
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
                sc.stage.reveal = None
            return True
        if k == pygame.K_ESCAPE:
            if self.chooser is not None and self.chooser.cancellable:
                self.chooser = None
            else:
                sc.open_pause()
            return True
        if self.chooser is not None:
            return self._chooser_key(k)
        seat = sc.privacy.input_seat()
        if seat is None:
            return False
        targets = self.seat_targets()
        if targets:
            order = sorted(targets, key=lambda s: (s - seat) % sc.ctx.n)
            if k in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN):
                step = -1 if k in (pygame.K_LEFT, pygame.K_UP) else 1
                i = order.index(self.seat_focus) if self.seat_focus in order else -step
                self.seat_focus = order[(i + step) % len(order)]
                return True
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.seat_focus in targets:
                sc.person_does(targets[self.seat_focus])
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
            sc.buttons.group.keyboard_mode = True
            sc.buttons.group.move_focus(-1 if k == pygame.K_UP else 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focus_zone == "buttons" and sc.buttons.group.focused is not None:
                sc.buttons.group.focused.activate()
            elif self.focus_card is not None and self.focus_card in sc.shown.hands[seat]:
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
        sc = self.sc
        seat = sc.privacy.input_seat()
        if seat is None:
            return
        hand = sc.shown.hands[seat]
        if not hand:
            return
        self.focus_zone = "hand"
        sc.buttons.group.focus(None)
        if self.focus_card in hand:
            i = (hand.index(self.focus_card) + step) % len(hand)
        else:
            playable = [c for c in hand if c in self.playable_cards()]
            i = hand.index(playable[0]) if playable else (0 if step > 0 else len(hand) - 1)
        self.focus_card = hand[i]

    def _click(self, pos: tuple[int, int]) -> None:
        sc = self.sc
        lay = sc.layout
        if lay is None:
            return
        if lay.menu_rect.collidepoint(pos):
            sc.open_pause()
            return
        if self.chooser is not None:
            color = self.chooser.at(pos)
            if color is not None:
                self.choose_color(color)
            elif self.chooser.cancellable:
                self.chooser = None
            return
        seat = sc.privacy.input_seat()
        if seat is None:
            return
        targets = self.seat_targets()
        if targets:
            for target, action in targets.items():
                spot = lay.spot(target)
                if spot is not None and spot.rect.collidepoint(pos):
                    sc.person_does(action)
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
        sc = self.sc
        seat = sc.privacy.input_seat()
        if seat is None:
            return
        if not sc.idle:
            return  # the table is still showing what happened; one moment
        d = sc.ctx.game.decision
        legal = sc.reader.legal(seat)
        if d.seat == seat and d.kind is Kind.GIVE_CARD:
            give = GiveCard(seat, card)
            if give in legal:
                sc.person_does(give)
            return
        plays = [a for a in legal if isinstance(a, (PlayCard, JumpIn)) and a.card == card]
        if not plays:
            self._refuse(PlayCard(seat, card, COLORS[0] if is_black(card) else None))
            return
        if len(plays) > 1 or getattr(plays[0], "color", None) is not None:
            options: dict[int, Action] = {a.color: a for a in plays if a.color is not None}
            self.chooser = ColorChooser(options, True, self._preferred_color(seat))
            self.layout_chooser()
            return
        sc.person_does(plays[0])

    def choose_color(self, color: int) -> None:
        ch = self.chooser
        if ch is None or color not in ch.options:
            return
        self.chooser = None
        self.sc.person_does(ch.options[color])

    def try_draw(self) -> None:
        sc = self.sc
        seat = sc.privacy.input_seat()
        if seat is None or not sc.idle:
            return
        if Draw(seat) in sc.reader.legal(seat):
            sc.person_does(Draw(seat))
        elif sc.ctx.game.decision.seat == seat and sc.ctx.game.decision.kind is Kind.TURN:
            sc.show_toast(i18n.error_text(sc.ctx.tr, "draw_not_allowed"))

    def call_uno(self, seat: int) -> None:
        """UNO! when the engine lists the call as rightful; otherwise the person is told when
        to say it: a false call costs cards, and one stray key must not cost them."""
        sc = self.sc
        if sc.ctx.game.over or sc.ctx.match.gone[seat]:
            return
        if CallUno(seat) not in sc.reader.legal(seat):
            sc.show_toast(sc.ctx.t("prompt-uno-not-now"), 4.0)
            return
        sc.person_does(CallUno(seat))

    def catch(self, seat: int) -> None:
        sc = self.sc
        target = sc.ctx.game.uno_catchable()
        if target < 0 or target == seat:
            sc.show_toast(i18n.error_text(sc.ctx.tr, "nothing_to_catch"))
            return
        sc.person_does(CatchUno(seat, target))

    def seat_targets(self) -> dict[int, Action]:
        """Players to choose after a 7 or a 5, when it is the person's choice now."""
        sc = self.sc
        seat = sc.privacy.input_seat()
        if seat is None or not sc.idle:
            return {}
        d = sc.ctx.game.decision
        if d.seat != seat or d.kind not in (Kind.SEVEN_TARGET, Kind.FIVE_TARGET):
            return {}
        return {a.target: a for a in sc.reader.legal(seat) if isinstance(a, ChooseSeat)}

    def playable_cards(self) -> set[int]:
        """Cards of the person's hand that some legal action plays (or gives) now."""
        sc = self.sc
        seat = sc.privacy.input_seat()
        if seat is None or not sc.idle:
            return set()
        out = set()
        for a in sc.reader.legal(seat):
            if isinstance(a, (PlayCard, JumpIn, GiveCard)):
                out.add(a.card)
        return out

    def _explain_bluff(self, card: int | None) -> None:
        """Pointing at a Wild Draw Four marked as a bluff says, once, why it is marked."""
        sc = self.sc
        seat = sc.privacy.input_seat()
        if card is None or card == self._explained or seat is None or not sc.idle \
                or card not in sc.reader.view(seat).bluffs:
            return
        self._explained = card
        sc = self.sc
        color = i18n.color_code(sc.ctx.game.color)
        sc.show_toast(sc.ctx.t("prompt-bluff", color=color), 4.0)

    def offer_decision(self, seat: int, kind: Kind) -> None:
        sc = self.sc
        if seat != sc.privacy.input_seat():
            return
        if kind is Kind.CHOOSE_COLOR and self.chooser is None:
            options: dict[int, Action] = {a.color: a for a in sc.reader.legal(seat)
                                          if isinstance(a, ChooseColor)}
            if options:
                self.chooser = ColorChooser(options, False, self._preferred_color(seat))
                self.layout_chooser()

    def _preferred_color(self, seat: int) -> int:
        counts = {c: 0 for c in COLORS}
        for card in self.sc.ctx.game.hands[seat]:
            if CARD_COLOR[card] in counts:
                counts[CARD_COLOR[card]] += 1
        return max(COLORS, key=lambda c: counts[c])

    def update_hover(self, dt: float) -> None:
        sc = self.sc
        seat = sc.privacy.input_seat()
        lay = sc.layout
        if lay is None:
            return
        self.hover_card = None
        bottom = lay.bottom
        hand = sc.shown.hands[bottom] if 0 <= bottom < sc.ctx.n else []
        slots = self.bottom_slots(lay, hand)
        playable = self.playable_cards() if sc.ctx.setting("show_playable", True) else set()
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
        if seat is not None and self.chooser is None and sc.stage.reveal is None:
            self.hover_card = self.card_at(self.mouse)
            if sc.ctx.setting("show_playable", True):
                self._explain_bluff(self.hover_card if self.hover_card is not None
                                    else (self.focus_card if self.focus_zone == "hand" else None))
        # Through the director's clock: at animation speed 0 a card is up (or down) at once.
        k = min(1.0, sc.director.scaled(dt) * 14)
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

    def bottom_slots(self, lay: TableLayout, hand: list[int]) -> list[HandSlot]:
        """Where the cards of the bottom hand rest (while dealt: their final places); asked
        by the hover and the painter in the same frame, so the last answer is kept."""
        final = self.sc.stage.deal_final
        key = (tuple(hand), tuple(final))
        if self._slots is not None and self._slots[0] is lay and self._slots[1] == key:
            return self._slots[2]
        if final and all(c in final for c in hand):
            every = hand_slots(lay, len(final))
            slots = [every[final.index(c)] for c in hand]
        else:
            slots = hand_slots(lay, len(hand))
        self._slots = (lay, key, slots)
        return slots
