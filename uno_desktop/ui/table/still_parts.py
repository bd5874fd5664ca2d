"""The still picture of the table: piles, seats, hand, log, status line and menu, each a
:class:`~uno_desktop.ui.table.compose.Part` with a key, so a part is repainted only when its key
changes. Painted from the frame's :class:`~uno_desktop.ui.table.look.Look` (the shown model and
what the person may see), the layout and the theme: nothing here reads the engine or the
scene."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from uno_desktop import i18n
from uno_desktop.engine.cards import COLORS
from uno_desktop.ui import card_art, theme
from uno_desktop.ui import text as textmod
from uno_desktop.ui.card_art import BACK, card_size
from uno_desktop.ui.table import paint
from uno_desktop.ui.table.compose import Part
from uno_desktop.ui.table.layout import TableLayout, fan_offsets
from uno_desktop.ui.table.look import Look
from uno_desktop.ui.table.status_line import draw_status
from uno_desktop.ui.widgets import draw_focus_ring

TEAM_COLORS = ((255, 204, 64), (120, 200, 255), (255, 128, 170), (150, 230, 140),
               (210, 160, 255))


class StillPainter:
    """Paints the table's still parts (cached by the composer) from the shown model, the
    layout and the theme; keeps the caches of what is slow to draw (plates, log lines)."""

    def __init__(self) -> None:
        self._static_rects: dict[str, pygame.Rect] = {}
        self._plate_images: dict[Any, pygame.Surface] = {}
        self._log_cache: tuple[Any, pygame.Surface] | None = None
        self._log_lines: dict[Any, pygame.Surface] = {}

    def reset(self) -> None:
        """A new layout: every cached rectangle and picture of the old one goes."""
        self._static_rects = {}
        self._log_cache = None

    def parts(self, look: Look, lay: TableLayout) -> list[Part]:
        """Every still part of the table with its rectangle and its look's key, in z-order."""
        shown = look.shown
        locale = look.tr.locale
        parts: list[Part] = []
        pw, ph = card_size(lay.pile_w)
        pile_rect = pygame.Rect(0, 0, pw + pw // 2, ph + lay.metrics.font_small * 3 + pw // 2)
        pile_rect.center = (lay.draw_pos[0], lay.draw_pos[1] + lay.metrics.font_small)
        parts.append(Part("pile", pile_rect, (shown.draw_count, look.can_draw),
                          lambda s: self._draw_pile(s, look, lay)))
        disc_rect = pygame.Rect(0, 0, round(pw * 1.9), round(ph + pw * 0.9 +
                                                             lay.metrics.font_small * 3))
        disc_rect.center = (lay.discard_pos[0], lay.discard_pos[1] + lay.metrics.font_small)
        disc_key = (tuple((p.card, p.angle, round(p.dx, 3), round(p.dy, 3))
                          for p in shown.pile_shown), shown.color, look.colorless,
                    look.colorblind, look.penalty,
                    locale)
        parts.append(Part("discard", disc_rect, disc_key,
                          lambda s: self._draw_discard(s, look, lay)))
        bounds = self._static_rects
        if not bounds:
            for s_ in lay.spots:
                bounds[f"pod{s_}"] = self._pod_bounds(lay, s_)
        for s_ in lay.spots:
            name = f"pod{s_}"
            parts.append(Part(name, bounds[name], self._seat_key(look, s_),
                              partial(self._draw_pod, look=look, lay=lay, seat=s_)))
        parts.append(Part("log", lay.log_rect, (look.log_lines, locale),
                          lambda s: self._draw_log(s, look, lay)))
        if 0 <= lay.bottom < shown.n:
            plate = lay.plate.inflate(4 * max(4, lay.metrics.gap), 4 * max(4, lay.metrics.gap))
            parts.append(Part("plate", plate, self._seat_key(look, lay.bottom),
                              lambda s: self._draw_plate(s, look, lay)))
            hand_key, hand_rect = self._hand_key(look, lay)
            parts.append(Part("hand", hand_rect, hand_key,
                              lambda s: self._draw_hand(s, look, lay)))
        words, color = look.status
        parts.append(Part("prompt", lay.prompt_rect, (words, color),
                          lambda s: draw_status(s, lay, words, color)))
        menu = lay.menu_rect.union(lay.info_rect)
        parts.append(Part("menu", menu, (look.menu_hot, look.round_no, locale, shown.direction),
                          lambda s: self._draw_menu_button(s, look, lay)))
        return parts

    def _seat_key(self, look: Look, seat: int) -> tuple[Any, ...]:
        shown = look.shown
        hand = shown.hands[seat]
        who = look.seats[seat]
        faces = tuple(hand) if who.visible else len(hand)
        turn = shown.turn == seat and not look.over and not shown.gone[seat]
        alert = len(hand) == 1 and look.synced  # the red "1" badge
        return (faces, turn, who, seat in shown.uno, shown.gone[seat], look.tr.locale,
                look.colorblind, alert)

    def _pod_bounds(self, lay: TableLayout, seat: int) -> pygame.Rect:
        spot = lay.spot(seat)
        assert spot is not None
        bw, bh = card_size(lay.back_w)
        fan = pygame.Rect(0, 0, round(bw * 2.3 * 2 * 0.58 + bh * 1.3), round(bh * 1.6))
        fan.center = (spot.fan_center[0], spot.fan_center[1] + round(bh * 0.12))
        glow = 4 * max(4, lay.metrics.gap)
        return spot.rect.union(fan).union(spot.plate.inflate(glow, glow))

    def _hand_key(self, look: Look, lay: TableLayout) -> tuple[Any, pygame.Rect]:
        seat = lay.bottom
        hand = look.shown.hands[seat]
        visible = look.seats[seat].visible
        lifts = tuple(round(look.lifts.get(c, 0.0)) for c in hand) if visible else ()
        key = (tuple(hand) if visible else len(hand), visible, lifts, look.playable, look.bluffs,
               look.my_turn, look.focus_card, look.colorblind, look.show_playable,
               look.deal_count)
        cw, ch = card_size(lay.card_w)
        top = lay.hand_rect.top - lay.hand_lift - round(cw * 0.35)
        rect = pygame.Rect(lay.hand_rect.x - round(cw * 0.7), top,
                           lay.hand_rect.w + round(cw * 1.4), lay.size[1] - top)
        return key, rect

    def _draw_pile(self, surface: pygame.Surface, look: Look, lay: TableLayout) -> None:
        art = card_art.get()
        m = lay.metrics
        if look.can_draw:
            g = art.glow(lay.pile_w)
            surface.blit(g, g.get_rect(center=lay.draw_pos))
        rect = paint.draw_pile(surface, art, lay.draw_pos, lay.pile_w, look.shown.draw_count)
        label = textmod.render(str(look.shown.draw_count), m.font_small, theme.TEXT,
                               bold=True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + m.gap // 2)))

    def _draw_discard(self, surface: pygame.Surface, look: Look, lay: TableLayout) -> None:
        shown = look.shown
        art = card_art.get()
        m = lay.metrics
        # No colour before a start Wild's colour is named; none at all in All Wild (its badge
        # says any card plays).
        named = shown.color in COLORS and not look.colorless
        if shown.discard and named:
            paint.color_ring(surface, lay.discard_pos, lay.pile_w, shown.color, 0.0)
        for pc in shown.pile_shown:
            img = art.rotated(pc.card, lay.pile_w, pc.angle)
            pos = (round(lay.discard_pos[0] + pc.dx * lay.pile_w),
                   round(lay.discard_pos[1] + pc.dy * lay.pile_w))
            surface.blit(img, img.get_rect(center=pos))
        if shown.discard and (named or look.colorless):
            self._draw_color_badge(surface, look, lay)
        if look.penalty:
            paint.badge(surface, (lay.discard_pos[0] + lay.pile_w // 2,
                                  lay.discard_pos[1] - card_size(lay.pile_w)[1] // 2),
                        f"+{look.penalty}", m.font_body, theme.DANGER, theme.WHITE)

    def _draw_color_badge(self, surface: pygame.Surface, look: Look, lay: TableLayout) -> None:
        m = lay.metrics
        color = look.shown.color
        words = i18n.color_name(look.tr, color)
        ch = card_size(lay.pile_w)[1]
        center = (lay.discard_pos[0], lay.discard_pos[1] + ch // 2 + round(m.font_small * 1.6))
        if look.colorless:  # All Wild: no colour to name; say that any card can be played
            paint.badge(surface, center, look.tr.t("table-any-card"), m.font_small,
                        theme.PANEL_BORDER, theme.WHITE)
            return
        sym = None  # the colour-blind symbol goes inside the pill, readable at every size
        if look.colorblind:
            sym = card_art.get().color_symbol(color, max(12, round(m.font_small * 1.05)))
        paint.badge(surface, center, words, m.font_small, theme.CARD_RGB[color],
                    theme.CARD_INK if color == 1 else theme.WHITE, icon=sym)

    def _draw_pod(self, surface: pygame.Surface, look: Look, lay: TableLayout, seat: int) -> None:
        spot = lay.spot(seat)
        if spot is None:
            return
        m = lay.metrics
        art = card_art.get()
        shown = look.shown
        hand = shown.hands[seat]
        count = len(hand)
        # The fan of cards: backs, or faces once the round is over.
        offsets = fan_offsets(count, lay.back_w)
        faces = hand if look.seats[seat].visible else [BACK] * count
        if len(faces) > len(offsets):
            faces = faces[: len(offsets)]
        fx0, fy0 = spot.fan_center
        last = len(faces) - 1
        for i, (card, (dx, dy, angle)) in enumerate(zip(faces, offsets, strict=False)):
            if card == BACK and i != last:
                img = paint.plain_back(art, lay.back_w, round(angle))
            else:
                img = art.rotated(card, lay.back_w, round(angle))
            surface.blit(img, img.get_rect(center=(round(fx0 + dx), round(fy0 + dy))))
        self._draw_seat_plate(surface, look, lay, seat, spot.plate)
        if seat in shown.uno and count == 1:
            paint.badge(surface, (spot.plate.right - m.gap, spot.fan_center[1] -
                                  card_size(lay.back_w)[1] // 3),
                        look.tr.t("table-uno"), m.font_small, theme.CARD_RGB[0], theme.WHITE)

    def _draw_seat_plate(self, surface: pygame.Surface, look: Look, lay: TableLayout,
                         seat: int, plate: pygame.Rect) -> None:
        m = lay.metrics
        shown = look.shown
        turn = shown.turn == seat and not look.over and not shown.gone[seat]
        img = self._plate_image(look, lay, seat, plate.size, turn)
        surface.blit(img, img.get_rect(center=plate.center))
        if not look.seats[seat].dimmed:
            count = len(shown.hands[seat])
            badge_w = round(m.font_body * 1.9)
            inner = plate.inflate(-2 * m.gap, -m.gap // 2)
            alert = count == 1 and look.synced  # one card left (not a moment of the deal)
            fill = theme.CARD_RGB[0] if alert else theme.CARD_WHITE
            paint.badge(surface, (inner.right - badge_w // 2, plate.centery), str(count),
                        m.font_body, fill, theme.WHITE if alert else theme.CARD_INK)

    def _plate_image(self, look: Look, lay: TableLayout, seat: int, size: tuple[int, int],
                     turn: bool) -> pygame.Surface:
        """The plate without its card count: glow, panel, team stripe, name and status, made
        once per look (laying text out is the slow part of a seat)."""
        m = lay.metrics
        who = look.seats[seat]
        name, status, team = who.name, who.status, who.team
        gone = who.dimmed
        key = (size, turn, name, status, gone, team, look.tr.locale, m.scale)
        img = self._plate_images.get(key)
        if img is not None:
            return img
        spread = max(4, m.gap)
        glow = paint.glow_rect(size, m.radius, theme.ACCENT, spread)
        img = pygame.Surface(glow.get_size(), pygame.SRCALPHA)
        plate = pygame.Rect((0, 0), size)
        plate.center = img.get_rect().center
        if turn:
            img.blit(glow, (0, 0))
        fill = (30, 44, 38, 230) if not turn else (58, 50, 18, 240)
        border = theme.ACCENT if turn else theme.PANEL_BORDER
        img.blit(paint.panel(size, m.radius, fill, border, max(1, m.border)), plate.topleft)
        if team >= 0:
            stripe = pygame.Rect(plate.x + 3, plate.y + m.gap // 2, max(3, m.gap // 2),
                                 plate.h - m.gap)
            pygame.draw.rect(img, TEAM_COLORS[team % len(TEAM_COLORS)], stripe,
                             border_radius=2)
        inner = plate.inflate(-2 * m.gap, -m.gap // 2)
        badge_w = round(m.font_body * 1.9)
        status_h = textmod.line_height(m.font_small)  # the layout made room for both lines
        top = pygame.Rect(inner.x, inner.y, inner.w - badge_w, inner.h - status_h)
        bottom = pygame.Rect(inner.x, top.bottom, inner.w - badge_w, inner.h - top.h)
        textmod.draw_in_box(img, name, top, theme.TEXT_DIM if gone else theme.TEXT,
                            size=m.font_body, bold=True, align="left", valign="bottom")
        if status:
            textmod.draw_in_box(img, status, bottom, theme.TEXT_DIM, size=m.font_small,
                                align="left", valign="top")
        if pygame.display.get_surface() is not None:
            img = img.convert_alpha()
        if len(self._plate_images) > 200:
            self._plate_images.clear()
        self._plate_images[key] = img
        return img

    def _draw_plate(self, surface: pygame.Surface, look: Look, lay: TableLayout) -> None:
        seat = lay.bottom
        self._draw_seat_plate(surface, look, lay, seat, lay.plate)
        if seat in look.shown.uno and len(look.shown.hands[seat]) == 1:
            m = lay.metrics
            paint.badge(surface, (lay.plate.right - m.gap * 3, lay.plate.top),
                        look.tr.t("table-uno"), m.font_small, theme.CARD_RGB[0], theme.WHITE)

    def _draw_log(self, surface: pygame.Surface, look: Look, lay: TableLayout) -> None:
        rect = lay.log_rect
        if rect.h < 20:
            return
        m = lay.metrics
        key = (tuple(look.log_lines), rect.size, look.tr.locale)
        if self._log_cache is None or self._log_cache[0] != key:
            img = paint.panel(rect.size, m.radius, (8, 24, 18, 170), None).copy()
            size = m.font_small
            y = rect.h - m.gap
            inner_w = rect.w - 2 * m.gap
            for age, line in enumerate(reversed(look.log_lines)):
                block = self._log_line(look, line, size, inner_w, age == 0)
                y -= block.get_height()
                if y < m.gap // 2:
                    break
                img.blit(block, (m.gap, y))
                y -= max(2, size // 4)
            self._log_cache = (key, img)
        surface.blit(self._log_cache[1], rect.topleft)

    def _log_line(self, look: Look, line: str, size: int, width: int, newest: bool
                  ) -> pygame.Surface:
        """One log line wrapped to ``width`` (rendered once; the log only grows at the end)."""
        key = (line, size, width, newest, look.tr.locale)
        block = self._log_lines.get(key)
        if block is None:
            t = textmod.get()
            lines = t.wrap(line, size, width)
            block = t.render_lines(lines, size, theme.TEXT if newest else theme.TEXT_DIM,
                                   align="left")
            if len(self._log_lines) > 120:
                self._log_lines.clear()
            self._log_lines[key] = block
        return block

    def _draw_hand(self, surface: pygame.Surface, look: Look, lay: TableLayout) -> None:
        seat = lay.bottom
        art = card_art.get()
        hand = look.shown.hands[seat]
        slots = look.bottom_slots
        visible, playable, my_turn = look.seats[seat].visible, look.playable, look.my_turn
        shadow = art.shadow(lay.card_w)
        keyboard = look.focus_card is not None
        for card, slot in zip(hand, slots, strict=False):
            lift = look.lifts.get(card, 0.0) if visible else 0.0
            center = (round(slot.center[0]), round(slot.center[1] - lift))
            angle = round(slot.angle)
            surface.blit(shadow, shadow.get_rect(center=(center[0] + 3, center[1] + 5)))
            if not visible:
                img = art.rotated(BACK, lay.card_w, angle)
            else:
                if card in playable:
                    # A Wild Draw Four that a challenge would prove a bluff glows red, not gold.
                    g = art.glow(lay.card_w, theme.DANGER if card in look.bluffs else theme.GLOW)
                    surface.blit(g, g.get_rect(center=center))
                img = art.rotated(card, lay.card_w, angle)
                if my_turn and playable and card not in playable:
                    img = img.copy()  # cannot be played now: darker, still readable
                    img.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
            surface.blit(img, img.get_rect(center=center))
            if visible and keyboard and card == look.focus_card:
                r = pygame.Rect((0, 0), card_size(lay.card_w))
                r.center = center
                draw_focus_ring(surface, r, lay.metrics.scale)

    def _draw_menu_button(self, surface: pygame.Surface, look: Look, lay: TableLayout) -> None:
        r = lay.menu_rect
        hot = look.menu_hot
        m = lay.metrics
        surface.blit(paint.panel(r.size, r.h // 3, (20, 40, 32, 235 if hot else 190),
                                 theme.ACCENT if hot else theme.PANEL_BORDER), r.topleft)
        bw = r.w // 2
        for i in (-1, 0, 1):
            y = r.centery + i * r.h // 6
            pygame.draw.line(surface, theme.TEXT, (r.centerx - bw // 2, y),
                             (r.centerx + bw // 2, y), max(2, r.h // 14))
        info = look.tr.t("table-round-title", number=look.round_no)
        half = lay.info_rect.h // 2
        top = pygame.Rect(lay.info_rect.x, lay.info_rect.y, lay.info_rect.w, half)
        textmod.draw_in_box(surface, info, top, theme.TEXT_DIM, size=m.font_small,
                            align="right")
        way = "table-direction-clockwise" if look.shown.direction == 1 \
            else "table-direction-counter"
        textmod.draw_in_box(surface, look.tr.t(way), top.move(0, half), theme.TEXT_DIM,
                            size=m.font_small, align="right")
