"""The still picture of the table: piles, seats, hand, log, prompt and menu, each a
:class:`~uno_desktop.ui.table.compose.Part` with a key, so a part is repainted only when its key
changes."""

from __future__ import annotations

from typing import Any

import pygame

from uno_desktop import i18n
from uno_desktop.engine.actions import Draw
from uno_desktop.engine.decisions import Kind
from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme
from uno_desktop.ui.card_art import BACK, card_size
from uno_desktop.ui.table import paint
from uno_desktop.ui.table.compose import Part
from uno_desktop.ui.table.layout import TableLayout, fan_offsets
from uno_desktop.ui.widgets import draw_focus_ring

TEAM_COLORS = ((255, 204, 64), (120, 200, 255), (255, 128, 170), (150, 230, 140),
               (210, 160, 255))


class StillParts:
    """Paints :class:`TableScene`'s still parts (cached by the composer)."""

    def _oval_rect(self, lay: TableLayout) -> pygame.Rect:
        return lay.felt  # the layout owns the oval (tests check the piles sit inside it)

    def _parts(self, lay: TableLayout) -> list[Part]:
        """Every still part of the table with its rectangle and its look's key, in z-order."""
        shown = self.shown
        locale = self.tr.locale
        cb = bool(self.setting("colorblind", False))
        parts: list[Part] = []
        seat = self.input_seat()
        can_draw = seat is not None and self.idle and Draw(seat) in self.legal(seat)
        pw, ph = card_size(lay.pile_w)
        pile_rect = pygame.Rect(0, 0, pw + pw // 2, ph + lay.metrics.font_small * 3 + pw // 2)
        pile_rect.center = (lay.draw_pos[0], lay.draw_pos[1] + lay.metrics.font_small)
        parts.append(Part("pile", pile_rect, (shown.draw_count, can_draw),
                          lambda s: self._draw_pile(s, lay, can_draw)))
        pend = self.game.penalty if (not self.game.over and self.idle) else 0
        disc_rect = pygame.Rect(0, 0, round(pw * 1.9), round(ph + pw * 0.9 +
                                                             lay.metrics.font_small * 3))
        disc_rect.center = (lay.discard_pos[0], lay.discard_pos[1] + lay.metrics.font_small)
        disc_key = (tuple((p.card, p.angle, round(p.dx, 3), round(p.dy, 3))
                          for p in shown.discard), shown.color, cb, pend, locale)
        parts.append(Part("discard", disc_rect, disc_key,
                          lambda s: self._draw_discard(s, lay, pend)))
        bounds = self._static_rects
        if not bounds:
            for s_ in lay.spots:
                bounds[f"pod{s_}"] = self._pod_bounds(lay, s_)
        for s_ in lay.spots:
            name = f"pod{s_}"
            parts.append(Part(name, bounds[name], self._seat_key(s_, locale),
                              lambda s, s_=s_: self._draw_pod(s, lay, s_)))
        parts.append(Part("log", lay.log_rect, (tuple(self.log_lines[-10:]), locale),
                          lambda s: self._draw_log(s, lay)))
        if 0 <= lay.bottom < self.n:
            plate = lay.plate.inflate(4 * max(4, lay.metrics.gap), 4 * max(4, lay.metrics.gap))
            parts.append(Part("plate", plate, self._seat_key(lay.bottom, locale),
                              lambda s: self._draw_plate(s, lay)))
            hand_key, hand_rect = self._hand_key(lay)
            parts.append(Part("hand", hand_rect, hand_key, lambda s: self._draw_hand(s, lay)))
        words, color = self._prompt()
        parts.append(Part("prompt", lay.prompt_rect, (words, color),
                          lambda s: self._draw_prompt(s, lay, words, color)))
        hot = lay.menu_rect.collidepoint(self.mouse)
        menu = lay.menu_rect.union(lay.info_rect)
        parts.append(Part("menu", menu, (hot, self.match.round_no, locale, shown.direction),
                          lambda s: self._draw_menu_button(s, lay, hot)))
        return parts

    def _seat_key(self, seat: int, locale: str) -> tuple[Any, ...]:
        shown = self.shown
        hand = shown.hands[seat]
        faces = tuple(hand) if self.hand_visible(seat) else len(hand)
        turn = shown.turn == seat and not self.game.over and not shown.gone[seat]
        alert = len(hand) == 1 and self.synced  # the red "1" badge
        return (faces, turn, self._plate_lines(seat), seat in shown.uno, shown.gone[seat],
                locale, bool(self.setting("colorblind", False)), alert)

    def _pod_bounds(self, lay: TableLayout, seat: int) -> pygame.Rect:
        spot = lay.spot(seat)
        assert spot is not None
        bw, bh = card_size(lay.back_w)
        fan = pygame.Rect(0, 0, round(bw * 2.3 * 2 * 0.58 + bh * 1.3), round(bh * 1.6))
        fan.center = (spot.fan_center[0], spot.fan_center[1] + round(bh * 0.12))
        glow = 4 * max(4, lay.metrics.gap)
        return spot.rect.union(fan).union(spot.plate.inflate(glow, glow))

    def _hand_key(self, lay: TableLayout) -> tuple[Any, pygame.Rect]:
        seat = lay.bottom
        hand = self.shown.hands[seat]
        visible, show_playable, playable_now, my_turn = self._hand_look(seat)
        playable = frozenset(playable_now)
        lifts = tuple(round(self.lifts.get(c, 0.0)) for c in hand) if visible else ()
        focus = self.focus_card if (self.focus_zone == "hand") else None
        key = (tuple(hand) if visible else len(hand), visible, lifts, playable, my_turn,
               focus, bool(self.setting("colorblind", False)), show_playable,
               len(self.deal_final))
        cw, ch = card_size(lay.card_w)
        top = lay.hand_rect.top - lay.hand_lift - round(cw * 0.35)
        rect = pygame.Rect(lay.hand_rect.x - round(cw * 0.7), top,
                           lay.hand_rect.w + round(cw * 1.4), lay.size[1] - top)
        return key, rect

    def _draw_pile(self, surface: pygame.Surface, lay: TableLayout, can_draw: bool) -> None:
        art = self.art
        m = lay.metrics
        if can_draw:
            g = art.glow(lay.pile_w)
            surface.blit(g, g.get_rect(center=lay.draw_pos))
        rect = paint.draw_pile(surface, art, lay.draw_pos, lay.pile_w, self.shown.draw_count)
        label = textmod.render(str(self.shown.draw_count), m.font_small, theme.TEXT_DIM,
                               bold=True)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + m.gap // 2)))

    def _draw_discard(self, surface: pygame.Surface, lay: TableLayout, pend: int) -> None:
        shown = self.shown
        art = self.art
        m = lay.metrics
        if shown.discard:
            paint.color_ring(surface, lay.discard_pos, lay.pile_w, shown.color, 0.0)
        for pc in shown.discard:
            img = art.rotated(pc.card, lay.pile_w, pc.angle)
            pos = (round(lay.discard_pos[0] + pc.dx * lay.pile_w),
                   round(lay.discard_pos[1] + pc.dy * lay.pile_w))
            surface.blit(img, img.get_rect(center=pos))
        if shown.discard:
            self._draw_color_badge(surface, lay)
        if pend:
            paint.badge(surface, (lay.discard_pos[0] + lay.pile_w // 2,
                                  lay.discard_pos[1] - card_size(lay.pile_w)[1] // 2),
                        f"+{pend}", m.font_body, theme.DANGER, theme.WHITE)

    def _draw_color_badge(self, surface: pygame.Surface, lay: TableLayout) -> None:
        m = lay.metrics
        color = self.shown.color
        words = i18n.color_name(self.tr, color)
        ch = card_size(lay.pile_w)[1]
        center = (lay.discard_pos[0], lay.discard_pos[1] + ch // 2 + round(m.font_small * 1.6))
        sym = None  # the colour-blind symbol goes inside the pill, readable at every size
        if self.setting("colorblind", False):
            sym = self.art.color_symbol(color, max(12, round(m.font_small * 1.05)))
        paint.badge(surface, center, words, m.font_small, theme.CARD_RGB[color],
                    theme.CARD_INK if color == 1 else theme.WHITE, icon=sym)

    def _plate_lines(self, seat: int) -> tuple[str, str]:
        """Name and the second line of a seat's plate (memoized: Fluent is not free)."""
        game = self.game
        place = game.finished.index(seat) + 1 if seat in game.finished else 0
        key = (seat, self.match.totals[seat], self.shown.gone[seat], place, self.tr.locale)
        found = self._plate_memo.get(key)
        if found is not None:
            return found
        if self.shown.gone[seat]:
            status = self.t("table-out")
        elif place:
            status = i18n.place_name(self.tr, place)
        elif self.rules.scoring != "lazy":
            status = self.t("table-points-short", points=self.match.totals[seat])
        else:
            status = ""
        seat_cfg = self.session.seats[seat]
        if seat_cfg.is_bot and seat_cfg.level in ("easy", "normal", "hard"):
            level = self.t(f"setup-level-{seat_cfg.level}")
            status = f"{status} · {level}" if status else level
        found = (self.name(seat), status)
        if len(self._plate_memo) > 400:
            self._plate_memo.clear()
        self._plate_memo[key] = found
        return found

    def _draw_pod(self, surface: pygame.Surface, lay: TableLayout, seat: int) -> None:
        spot = lay.spot(seat)
        if spot is None:
            return
        m = lay.metrics
        art = self.art
        shown = self.shown
        hand = shown.hands[seat]
        count = len(hand)
        # The fan of cards: backs, or faces once the round is over.
        offsets = fan_offsets(count, lay.back_w)
        faces = hand if self.hand_visible(seat) else [BACK] * count
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
        self._draw_seat_plate(surface, lay, seat, spot.plate)
        if seat in shown.uno and count == 1:
            paint.badge(surface, (spot.plate.right - m.gap, spot.fan_center[1] -
                                  card_size(lay.back_w)[1] // 3),
                        self.t("table-uno"), m.font_small, theme.CARD_RGB[0], theme.WHITE)

    def _draw_seat_plate(self, surface: pygame.Surface, lay: TableLayout, seat: int,
                         plate: pygame.Rect) -> None:
        m = lay.metrics
        shown = self.shown
        turn = shown.turn == seat and not self.game.over and not shown.gone[seat]
        img = self._plate_image(lay, seat, plate.size, turn)
        surface.blit(img, img.get_rect(center=plate.center))
        if not shown.gone[seat]:
            count = len(shown.hands[seat])
            badge_w = round(m.font_body * 1.9)
            inner = plate.inflate(-2 * m.gap, -m.gap // 2)
            alert = count == 1 and self.synced  # one card left (not a moment of the deal)
            fill = theme.CARD_RGB[0] if alert else theme.CARD_WHITE
            paint.badge(surface, (inner.right - badge_w // 2, plate.centery), str(count),
                        m.font_body, fill, theme.WHITE if alert else theme.CARD_INK)

    def _plate_image(self, lay: TableLayout, seat: int, size: tuple[int, int], turn: bool
                     ) -> pygame.Surface:
        """The plate without its card count: glow, panel, team stripe, name and status, made
        once per look (laying text out is the slow part of a seat)."""
        m = lay.metrics
        name, status = self._plate_lines(seat)
        gone = self.shown.gone[seat]
        teams = self.match.teams()
        team = next((i for i, t in enumerate(teams or []) if seat in t), -1)
        key = (size, turn, name, status, gone, team, self.tr.locale, m.scale)
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
        top = pygame.Rect(inner.x, inner.y, inner.w - badge_w, round(inner.h * 0.56))
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

    def _draw_plate(self, surface: pygame.Surface, lay: TableLayout) -> None:
        seat = lay.bottom
        self._draw_seat_plate(surface, lay, seat, lay.plate)
        if seat in self.shown.uno and len(self.shown.hands[seat]) == 1:
            m = lay.metrics
            paint.badge(surface, (lay.plate.right - m.gap * 3, lay.plate.top),
                        self.t("table-uno"), m.font_small, theme.CARD_RGB[0], theme.WHITE)

    def _draw_log(self, surface: pygame.Surface, lay: TableLayout) -> None:
        rect = lay.log_rect
        if rect.h < 20:
            return
        m = lay.metrics
        key = (tuple(self.log_lines[-10:]), rect.size, self.tr.locale)
        if self._log_cache is None or self._log_cache[0] != key:
            img = paint.panel(rect.size, m.radius, (8, 24, 18, 170), None).copy()
            size = m.font_small
            y = rect.h - m.gap
            inner_w = rect.w - 2 * m.gap
            for age, line in enumerate(reversed(self.log_lines[-10:])):
                block = self._log_line(line, size, inner_w, age == 0)
                y -= block.get_height()
                if y < m.gap // 2:
                    break
                img.blit(block, (m.gap, y))
                y -= max(2, size // 4)
            self._log_cache = (key, img)
        surface.blit(self._log_cache[1], rect.topleft)

    def _log_line(self, line: str, size: int, width: int, newest: bool) -> pygame.Surface:
        """One log line wrapped to ``width`` (rendered once; the log only grows at the end)."""
        key = (line, size, width, newest, self.tr.locale)
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

    def _hand_look(self, seat: int) -> tuple[bool, bool, set[int], bool]:
        """What the bottom hand's look depends on: (faces shown, the "show playable" setting,
        the playable cards when both are on, the person's own decision now)."""
        visible = self.hand_visible(seat)
        show_playable = bool(self.setting("show_playable", True))
        playable = self.playable_cards() if (visible and show_playable) else set()
        my_turn = visible and self.input_seat() == seat and self.idle and \
            self.game.decision.seat == seat
        return visible, show_playable, playable, my_turn

    def _draw_hand(self, surface: pygame.Surface, lay: TableLayout) -> None:
        seat = lay.bottom
        art = self.art
        hand = self.shown.hands[seat]
        slots = self._bottom_slots(lay, hand)
        visible, _show_playable, playable, my_turn = self._hand_look(seat)
        shadow = art.shadow(lay.card_w)
        keyboard = self.focus_zone == "hand" and self.focus_card is not None
        for card, slot in zip(hand, slots, strict=False):
            lift = self.lifts.get(card, 0.0) if visible else 0.0
            center = (round(slot.center[0]), round(slot.center[1] - lift))
            angle = round(slot.angle)
            surface.blit(shadow, shadow.get_rect(center=(center[0] + 3, center[1] + 5)))
            if not visible:
                img = art.rotated(BACK, lay.card_w, angle)
            else:
                if card in playable:
                    g = art.glow(lay.card_w)
                    surface.blit(g, g.get_rect(center=center))
                img = art.rotated(card, lay.card_w, angle)
                if my_turn and playable and card not in playable:
                    img = img.copy()  # cannot be played now: darker, still readable
                    img.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
            surface.blit(img, img.get_rect(center=center))
            if visible and keyboard and card == self.focus_card:
                r = pygame.Rect((0, 0), card_size(lay.card_w))
                r.center = center
                draw_focus_ring(surface, r, lay.metrics.scale)

    def _prompt(self) -> tuple[str, tuple[int, int, int]]:
        game = self.game
        seat = self.input_seat()
        d = game.decision
        key = (self.version, d, seat, game.over, self.tr.locale, self.idle, self.shown.turn)
        if self._prompt_memo is not None and self._prompt_memo[0] == key:
            return self._prompt_memo[1]
        found = self._prompt_text(seat)
        self._prompt_memo = (key, found)
        return found

    def _prompt_text(self, seat: int | None) -> tuple[str, tuple[int, int, int]]:
        game = self.game
        if game.over:
            return "", theme.TEXT
        if not self.idle:
            # While the events play, say what the table shows, not what the engine knows.
            turn = self.shown.turn
            if not 0 <= turn < self.n:
                return "", theme.TEXT
            if turn in self.bots:
                return self.t("table-thinking", player=self.name(turn)), theme.TEXT
            return self.t("table-turn", player=self.name(turn)), theme.TEXT
        d = game.decision
        if seat is not None and d.seat == seat:
            player = self.name(seat)
            kind = d.kind
            if kind is Kind.TURN:
                return self.t("table-your-turn", player=player), theme.ACCENT
            if kind is Kind.PLAY_DRAWN and d.drawn is not None:
                return self.t("table-drawn-prompt",
                              card=i18n.card_name(self.tr, d.drawn)), theme.ACCENT
            if kind is Kind.CHALLENGE:
                last = game.last_player if game.last_player >= 0 else seat
                return self.t("table-challenge-prompt", player=self.name(last),
                              count=d.penalty), theme.ACCENT
            if kind is Kind.PENALTY:
                return self.t("table-penalty-prompt", count=d.penalty), theme.ACCENT
            if kind is Kind.DOUBLE_PLAY:
                return self.t("table-double-prompt"), theme.ACCENT
            if kind is Kind.SEVEN_TARGET:
                return self.t("table-choose-swap"), theme.ACCENT
            if kind is Kind.FIVE_TARGET:
                return self.t("table-choose-trade"), theme.ACCENT
            if kind is Kind.GIVE_CARD:
                return self.t("table-choose-give"), theme.ACCENT
            if kind is Kind.CHOOSE_COLOR:
                return self.t("table-choose-color"), theme.ACCENT
        if d.seat in self.bots:
            return self.t("table-thinking", player=self.name(d.seat)), theme.TEXT
        return self.t("table-turn", player=self.name(d.seat)), theme.TEXT

    def _draw_prompt(self, surface: pygame.Surface, lay: TableLayout, words: str,
                     color: tuple[int, int, int]) -> None:
        if not words:
            return
        m = lay.metrics
        textmod.draw_in_box(surface, words, lay.prompt_rect.inflate(-2 * m.pad, -m.gap), color,
                            size=m.font_large if color == theme.ACCENT else m.font_body,
                            min_size=m.font_small, bold=color == theme.ACCENT,
                            shadow=theme.TEXT_SHADOW)

    def _draw_menu_button(self, surface: pygame.Surface, lay: TableLayout, hot: bool) -> None:
        r = lay.menu_rect
        m = lay.metrics
        surface.blit(paint.panel(r.size, r.h // 3, (20, 40, 32, 235 if hot else 190),
                                 theme.ACCENT if hot else theme.PANEL_BORDER), r.topleft)
        bw = r.w // 2
        for i in (-1, 0, 1):
            y = r.centery + i * r.h // 6
            pygame.draw.line(surface, theme.TEXT, (r.centerx - bw // 2, y),
                             (r.centerx + bw // 2, y), max(2, r.h // 14))
        info = self.t("table-round-title", number=self.match.round_no)
        half = lay.info_rect.h // 2
        top = pygame.Rect(lay.info_rect.x, lay.info_rect.y, lay.info_rect.w, half)
        textmod.draw_in_box(surface, info, top, theme.TEXT_DIM, size=m.font_small,
                            align="right")
        way = "table-direction-clockwise" if self.shown.direction == 1 \
            else "table-direction-counter"
        textmod.draw_in_box(surface, self.t(way), top.move(0, half), theme.TEXT_DIM,
                            size=m.font_small, align="right")
