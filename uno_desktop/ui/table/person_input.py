"""A person's input at the table: mouse and keys become engine actions (or a toast saying
why not), and the hand follows the pointer and the keyboard focus."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

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
from uno_desktop.presentation.situation import ask_words, roulette_victim
from uno_desktop.presentation.words import render
from uno_desktop.ui.card_art import card_size
from uno_desktop.ui.table.action_buttons import ActionButtons
from uno_desktop.ui.table.context import TableContext
from uno_desktop.ui.table.dialogs import ColorChooser
from uno_desktop.ui.table.director import Director
from uno_desktop.ui.table.hints import HintGiver
from uno_desktop.ui.table.layout import HandSlot, TableLayout, hand_slots
from uno_desktop.ui.table.model import Shown
from uno_desktop.ui.table.privacy import Privacy
from uno_desktop.ui.table.reader import GameReader
from uno_desktop.ui.table.story import Stage
from uno_desktop.ui.table.table_state import Answer, Ask, Screen, TableUI

#: The decisions answered by pointing at a seat (ChooseSeat).
_SEAT_CHOICES = (Kind.SEVEN_TARGET, Kind.FIVE_TARGET, Kind.DRAW_TARGET)


class PersonInput:
    """Mouse, keys and hover of the person at the screen, and the action buttons beside their
    hand. What they do becomes an engine action handed to their seat's controller
    (``person_does``); what cannot be done is explained with the engine's own reason
    (``Game.why_not``). Keeps the table's UI state (``ui``) up to date; reads the game through
    ``reader`` and the screen through the shown model, the stage and the frame's layout.
    While a modal choice is open (``ui.modal``: the colour wheel, the challenged hand) the
    keys and clicks go to it, and its answer is carried out here (:meth:`_answer`)."""

    def __init__(self, ctx: TableContext, privacy: Privacy, reader: GameReader, shown: Shown,
                 director: Director, stage: Stage, ui: TableUI, screen: Screen, *,
                 person_does: Callable[[Action], None], open_pause: Callable[[], None]) -> None:
        self.ctx = ctx
        self.privacy = privacy
        self.reader = reader
        self.shown = shown
        self.director = director
        self.stage = stage
        self.ui = ui
        self.screen = screen
        self.person_does = person_does
        self.open_pause = open_pause
        self.hints = HintGiver(ctx, reader, ui, partial(self.toast, calm=True))
        self.buttons = ActionButtons(ctx, privacy, reader, director, ui, screen, self,
                                     person_does, self.hints)
        self.hand_rects: list[tuple[int, pygame.Rect]] = []
        self._explained: int | None = None  # the marked bluff card last explained
        self._slots: tuple[TableLayout, tuple[tuple[int, ...], tuple[int, ...]],
                           list[HandSlot]] | None = None

    def toast(self, message: str, seconds: float = 2.6, calm: bool = False) -> None:
        """Show ``message`` over the hand for ``seconds``: framed in red (a refusal, the
        default) or, ``calm``, in gold (an explanation: a hint, a house rule)."""
        self.ui.toast = (message, self.director.clock + seconds)
        self.ui.toast_calm = calm

    def tick(self, dt: float) -> None:
        """A frame went by: the toast's time runs out, an open modal grows older (the colour
        wheel pops open)."""
        ui = self.ui
        if ui.toast is not None and self.director.clock > ui.toast[1]:
            ui.toast = None
        if ui.modal is not None:
            ui.modal.age += dt

    def _answer(self, answer: Answer) -> None:
        """Carry out an open modal's answer: an action (the modal closes first), close it, or
        the pause menu over it."""
        if answer is Ask.PAUSE:
            self.open_pause()
        elif answer is not None:
            self.ui.modal = None
            if not isinstance(answer, Ask):
                self.person_does(answer)

    def _refuse(self, action: Action) -> None:
        """Tell the person why ``action`` is not open to them and what would be right: for a
        card, the shared presentation's words (the phone says the same); else the engine's
        reason."""
        ctx = self.ctx
        if isinstance(action, PlayCard | JumpIn) and action.card in ctx.game.hands[action.seat]:
            words = why_not(self.reader.view(action.seat), action.card, ctx.session.names)
            if words is not None:
                self.toast(render(ctx.tr, words), 4.0)
                return
        error = ctx.game.why_not(action)
        self.toast(i18n.error_text(ctx.tr, error.code if error else "not_playable"))

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        et = event.type
        if et == pygame.KEYDOWN:
            return self._key(event)
        if et == pygame.MOUSEMOTION:
            self.ui.mouse = event.pos
            self.buttons.group.handle_event(event)
            return True
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.ui.mouse = event.pos
            down = et == pygame.MOUSEBUTTONDOWN
            modal = self.ui.modal
            if modal is not None and modal.covers:  # every click is the modal's
                self._answer(modal.pointer(event.pos, event.button, down))
                return True
            if self.buttons.group.handle_event(event):
                return True
            greyed = self.buttons.greyed_reason(event.pos)
            if et == pygame.MOUSEBUTTONDOWN and event.button == 1 and greyed is not None:
                self.toast(greyed, 4.0)  # a click on a greyed button says why
                return True
            if down and event.button == 1 and self.director.clock >= self.ui.block_until:
                self._click(event.pos)
            elif down and event.button != 1 and modal is not None:
                self._answer(modal.pointer(event.pos, event.button, down))
            return True
        return None

    def _key(self, event: pygame.event.Event) -> bool:
        k = event.key
        if k == pygame.K_m:
            sounds = self.ctx.services.sounds
            if sounds is not None:
                muted = sounds.toggle_mute()
                self.toast(self.ctx.t("table-sound-off" if muted else "table-sound-on"), 1.4)
            return True
        if self.ui.modal is not None:  # every other key is the open modal's
            self._answer(self.ui.modal.key(k))
            return True
        if k == pygame.K_ESCAPE:
            self.open_pause()
            return True
        seat = self.privacy.input_seat()
        if seat is None:
            return False
        targets = self.seat_targets()
        if targets:
            order = sorted(targets, key=lambda s: (s - seat) % self.ctx.n)
            if k in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN):
                step = -1 if k in (pygame.K_LEFT, pygame.K_UP) else 1
                i = order.index(self.ui.seat_focus) if self.ui.seat_focus in order else -step
                self.ui.seat_focus = order[(i + step) % len(order)]
                return True
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.ui.seat_focus in targets:
                self.person_does(targets[self.ui.seat_focus])
                self.ui.seat_focus = None
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
        if k == pygame.K_h:
            self.hints.ask(seat)
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_card_focus(-1 if k == pygame.K_LEFT else 1)
            return True
        if k in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.ui.focus_zone = "buttons"
            self.buttons.group.keyboard_mode = True
            self.buttons.group.move_focus(-1 if k == pygame.K_UP else 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.ui.focus_zone == "buttons" and self.buttons.group.focused is not None:
                self.buttons.group.focused.activate()
            elif self.ui.focus_card is not None and self.ui.focus_card in self.shown.hands[seat]:
                self.click_card(self.ui.focus_card)
            return True
        return False

    def _move_card_focus(self, step: int) -> None:
        seat = self.privacy.input_seat()
        if seat is None:
            return
        hand = self.shown.hands[seat]
        if not hand:
            return
        self.ui.focus_zone = "hand"
        self.buttons.group.focus(None)
        if self.ui.focus_card in hand:
            i = (hand.index(self.ui.focus_card) + step) % len(hand)
        else:
            playable = [c for c in hand if c in self.playable_cards()]
            i = hand.index(playable[0]) if playable else (0 if step > 0 else len(hand) - 1)
        self.ui.focus_card = hand[i]

    def _click(self, pos: tuple[int, int]) -> None:
        lay = self.screen.layout
        if lay is None:
            return
        if lay.menu_rect.collidepoint(pos):
            self.open_pause()
            return
        if self.ui.modal is not None:
            self._answer(self.ui.modal.pointer(pos, 1, True))
            return
        seat = self.privacy.input_seat()
        if seat is None:
            return
        targets = self.seat_targets()
        if targets:
            for target, action in targets.items():
                spot = lay.spot(target)
                if spot is not None and spot.rect.collidepoint(pos):
                    self.person_does(action)
                    return
        card = self.card_at(pos)
        if card is not None:
            self.ui.focus_card = card
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
        seat = self.privacy.input_seat()
        if seat is None:
            return
        if not self.director.idle:
            return  # the table is still showing what happened; one moment
        d = self.ctx.game.decision
        legal = self.reader.legal(seat)
        if d.seat == seat and d.kind is Kind.GIVE_CARD:
            give = GiveCard(seat, card)
            if give in legal:
                self.person_does(give)
            return
        plays = [a for a in legal if isinstance(a, (PlayCard, JumpIn)) and a.card == card]
        if not plays:
            self._refuse(PlayCard(seat, card, COLORS[0] if is_black(card) else None))
            return
        if len(plays) > 1 or getattr(plays[0], "color", None) is not None:
            options: dict[int, Action] = {a.color: a for a in plays if a.color is not None}
            preferred = _preferred_color(self.ctx.game.hands[seat])
            self.ui.open(ColorChooser(options, True, preferred), self.screen.layout)
            return
        self.person_does(plays[0])

    def try_draw(self) -> None:
        seat = self.privacy.input_seat()
        if seat is None or not self.director.idle:
            return
        if Draw(seat) in self.reader.legal(seat):
            self.person_does(Draw(seat))
        elif self.ctx.game.decision.seat == seat and self.ctx.game.decision.kind is Kind.TURN:
            self.toast(i18n.error_text(self.ctx.tr, "draw_not_allowed"))

    def call_uno(self, seat: int) -> None:
        """UNO! when the engine lists the call as rightful; otherwise the person is told when
        to say it: a false call costs cards, and one stray key must not cost them."""
        if self.ctx.game.over or self.ctx.match.gone[seat]:
            return
        if CallUno(seat) not in self.reader.legal(seat):
            self.toast(self.ctx.t("prompt-uno-not-now"), 4.0)
            return
        self.person_does(CallUno(seat))

    def catch(self, seat: int) -> None:
        target = self.ctx.game.uno_catchable()
        if target < 0 or target == seat:
            self.toast(i18n.error_text(self.ctx.tr, "nothing_to_catch"))
            return
        self.person_does(CatchUno(seat, target))

    def seat_targets(self) -> dict[int, Action]:
        """Players to choose after a 7 or a 5 (or an All Wild Forced Swap or Targeted Draw
        Two), when it is the person's choice now."""
        seat = self.privacy.input_seat()
        if seat is None or not self.director.idle:
            return {}
        d = self.ctx.game.decision
        if d.seat != seat or d.kind not in _SEAT_CHOICES:
            return {}
        return {a.target: a for a in self.reader.legal(seat) if isinstance(a, ChooseSeat)}

    def playable_cards(self) -> set[int]:
        """Cards of the person's hand that some legal action plays (or gives) now."""
        seat = self.privacy.input_seat()
        if seat is None or not self.director.idle:
            return set()
        out = set()
        for a in self.reader.legal(seat):
            if isinstance(a, (PlayCard, JumpIn, GiveCard)):
                out.add(a.card)
        return out

    def _explain_bluff(self, card: int | None) -> None:
        """Pointing at a Wild Draw Four marked as a bluff says, once, why it is marked."""
        seat = self.privacy.input_seat()
        if card is None or card == self._explained or seat is None or not self.director.idle \
                or card not in self.reader.view(seat).bluffs:
            return
        self._explained = card
        color = i18n.color_code(self.ctx.game.color)
        self.toast(self.ctx.t("prompt-bluff", color=color), 4.0)

    def offer_decision(self, seat: int, kind: Kind) -> None:
        if seat != self.privacy.input_seat():
            return
        if kind is Kind.CHOOSE_COLOR and self.ui.modal is None:
            options: dict[int, Action] = {a.color: a for a in self.reader.legal(seat)
                                          if isinstance(a, ChooseColor)}
            if options:
                preferred = _preferred_color(self.ctx.game.hands[seat])
                view = self.reader.view(seat)  # the roulette asks its own question
                title = ask_words(view) if roulette_victim(view) else None
                self.ui.open(ColorChooser(options, False, preferred, title), self.screen.layout)

    def update_hover(self, dt: float) -> None:
        seat = self.privacy.input_seat()
        lay = self.screen.layout
        if lay is None:
            return
        ui = self.ui
        ui.hover_card = None
        bottom = lay.bottom
        hand = self.shown.hands[bottom] if 0 <= bottom < self.ctx.n else []
        slots = self.bottom_slots(lay, hand)
        playable = self.playable_cards() if self.ctx.setting("show_playable", True) else set()
        # Hit test with the resting rects (plus the lifted part of the card already up).
        rects: list[tuple[int, pygame.Rect]] = []
        cw, ch = card_size(lay.card_w)
        for card, slot in zip(hand, slots, strict=False):
            r = pygame.Rect(0, 0, cw, ch)
            r.center = (round(slot.center[0]), round(slot.center[1]))
            lift = ui.lifts.get(card, 0.0)
            r.top -= round(lift)
            r.height += round(lift)
            rects.append((card, r))
        self.hand_rects = rects
        if seat is not None and ui.modal is None:
            ui.hover_card = self.card_at(ui.mouse)
            if self.ctx.setting("show_playable", True):
                self._explain_bluff(ui.hover_card if ui.hover_card is not None
                                    else (ui.focus_card if ui.focus_zone == "hand" else None))
        # Through the director's clock: at animation speed 0 a card is up (or down) at once.
        k = min(1.0, self.director.scaled(dt) * 14)
        for card in hand:
            target = 0.0
            if card == ui.hover_card or (card == ui.focus_card and ui.focus_zone == "hand"
                                         and seat is not None):
                target = lay.hand_lift
            elif card in playable:
                target = lay.hand_lift * 0.3
            cur = ui.lifts.get(card, 0.0)
            ui.lifts[card] = cur + (target - cur) * k
        for card in list(ui.lifts):
            if card not in hand:
                del ui.lifts[card]

    def bottom_slots(self, lay: TableLayout, hand: list[int]) -> list[HandSlot]:
        """Where the cards of the bottom hand rest (while dealt: their final places); asked
        by the hover and the painter in the same frame, so the last answer is kept."""
        final = self.stage.deal_final
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


def _preferred_color(hand: list[int]) -> int:
    """The colour the wheel starts on: the one the hand holds most of."""
    counts = {c: 0 for c in COLORS}
    for card in hand:
        if CARD_COLOR[card] in counts:
            counts[CARD_COLOR[card]] += 1
    return max(COLORS, key=lambda c: counts[c])
