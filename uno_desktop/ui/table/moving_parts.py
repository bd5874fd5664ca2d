"""What is redrawn every frame over the still picture: direction ring, seat targets, timers,
buttons, effects, flying cards, the colour chooser, the challenge reveal, the phone seats'
badges and the toast. Drawn from a :class:`~.look.MovingLook`, the layout and the theme only."""

from __future__ import annotations

import math
from typing import Any

import pygame

from uno_desktop import i18n
from uno_desktop.engine.cards import COLORS
from uno_desktop.presentation.words import render
from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme, tween
from uno_desktop.ui.card_art import card_size
from uno_desktop.ui.table import paint
from uno_desktop.ui.table.layout import TableLayout
from uno_desktop.ui.table.look import MovingLook
from uno_desktop.ui.table.phone_badges import draw_badges
from uno_desktop.ui.widgets import Button


class MovingPainter:
    """Draws the table's moving layer and says which rectangles it covered."""

    def __init__(self) -> None:
        self._shade_cache: tuple[Any, pygame.Surface] | None = None

    def draw(self, surface: pygame.Surface, lay: TableLayout, look: MovingLook
             ) -> list[pygame.Rect]:
        """Everything redrawn every frame; returns the rectangles it covered."""
        out: list[pygame.Rect] = []
        m = lay.metrics
        ring_col = theme.lighten(theme.FELT, 0.32)
        out += paint.direction_ring(surface, lay.center, lay.ring, look.direction,
                                    look.clock * 0.35, ring_col, paint.color_badge_rect(lay))
        for seat in look.targets:
            spot = lay.spot(seat)
            if spot is None:
                continue
            hot = spot.rect.collidepoint(look.mouse) or look.seat_focus == seat
            a = 0.5 + 0.5 * math.sin(look.clock * 5)
            col = theme.ACCENT if hot else theme.lighten(theme.ACCENT, 0.3 * a)
            width = max(2, m.border + (2 if hot else 0))
            pygame.draw.rect(surface, col, spot.rect, width, border_radius=m.radius)
            out.append(spot.rect.inflate(2, 2))
        for seat, frac in look.timers:
            spot = lay.spot(seat)
            if seat != lay.bottom and spot is None:
                continue
            plate = spot.plate if spot is not None and seat != lay.bottom else lay.plate
            bar = pygame.Rect(plate.x + m.gap, plate.bottom - max(4, m.gap // 2) - 2,
                              plate.w - 2 * m.gap, max(4, m.gap // 2))
            paint.bar(surface, bar, frac, theme.DANGER if frac < 0.25 else theme.ACCENT)
            out.append(bar)
        if look.prompt_timer is not None:
            out += self._draw_prompt_timer(surface, lay, look, *look.prompt_timer)
        look.buttons.draw(surface)
        grow = max(3, round(4 * m.scale)) * 2 + 4
        out += [b.rect.inflate(grow, grow) for b in look.buttons.widgets]
        for f in look.flyers:
            r = f.draw(surface, look.art)
            if r is not None:
                out.append(r)
        # Words and marks over the cards in flight (a shout over the hand being dealt).
        out += look.effects.draw(surface)
        if look.chooser is not None:
            self._draw_chooser(surface, lay, look)
            out.append(surface.get_rect())
        if look.reveal is not None:
            self._draw_reveal(surface, lay, look)
            out.append(surface.get_rect())
        out += draw_badges(surface, lay, look.badges, look.tr)
        if look.toast is not None:
            out.append(self._draw_toast(surface, lay, *look.toast))
        return out

    def _draw_prompt_timer(self, surface: pygame.Surface, lay: TableLayout, look: MovingLook,
                           frac: float, secs: int) -> list[pygame.Rect]:
        m = lay.metrics
        rect = lay.prompt_rect
        secs = max(0, secs)
        bar = pygame.Rect(0, 0, rect.w // 3, max(5, m.gap // 2 + 1))
        bar.midtop = (rect.centerx, rect.bottom - bar.h)
        paint.bar(surface, bar, frac, theme.DANGER if frac < 0.25 else theme.ACCENT)
        label = textmod.render(look.tr.t("table-timer", seconds=secs), m.font_small, theme.TEXT,
                               bold=True)
        at = label.get_rect(midleft=(bar.right + m.gap, bar.centery))
        surface.blit(label, at)
        return [bar, at]

    def _draw_chooser(self, surface: pygame.Surface, lay: TableLayout, look: MovingLook
                      ) -> None:
        ch = look.chooser
        assert ch is not None
        m = lay.metrics
        surface.blit(self._shade(lay.size, 110), (0, 0))
        box = ch.rects[COLORS[0]].unionall([ch.rects[c] for c in COLORS])
        # A card's own question is a sentence: it gets the width of the table and three lines.
        if ch.title is not None:
            title_rect = pygame.Rect(0, 0, lay.size[0] - 4 * m.pad, m.font_large * 3)
            title = render(look.tr, ch.title)
        else:
            title_rect = pygame.Rect(0, 0, max(box.w * 2, lay.size[0] // 3), m.font_large * 2)
            title = look.tr.t("table-choose-color")
        title_rect.midbottom = (box.centerx, box.top - m.gap)
        textmod.draw_in_box(surface, title, title_rect, theme.TEXT,
                            size=m.font_large, bold=True, shadow=theme.TEXT_SHADOW)
        pop = tween.out_back(look.chooser_pop)
        for color, r in ch.rects.items():
            rr = r.inflate(round(-r.w * (1 - pop)), round(-r.h * (1 - pop)))
            if rr.w <= 2:
                continue
            hot = r.collidepoint(look.mouse) or ch.focus == color
            rgb = theme.CARD_RGB[color]
            if hot:
                glow = paint.glow_rect(rr.size, m.radius, theme.lighten(rgb, 0.4), m.gap)
                surface.blit(glow, glow.get_rect(center=rr.center))
            pygame.draw.rect(surface, theme.darken(rgb, 0.4), rr.move(0, 4),
                             border_radius=m.radius * 2)
            pygame.draw.rect(surface, theme.lighten(rgb, 0.12) if hot else rgb, rr,
                             border_radius=m.radius * 2)
            pygame.draw.rect(surface, theme.CARD_WHITE, rr, max(2, m.border + (2 if hot else 0)),
                             border_radius=m.radius * 2)
            sym = look.art.color_symbol(color, round(rr.h * 0.34))
            surface.blit(sym, sym.get_rect(center=(rr.centerx, rr.centery - rr.h * 0.1)))
            name_rect = pygame.Rect(rr.x + 4, rr.bottom - round(rr.h * 0.34), rr.w - 8,
                                    round(rr.h * 0.3))
            textmod.draw_in_box(surface, i18n.color_name(look.tr, color), name_rect,
                                theme.CARD_INK if color == 1 else theme.WHITE,
                                size=m.font_body, bold=True)
            # The key that picks it (1-4, as the rules help's controls say), in a corner.
            key_size = max(theme.MIN_TEXT, round(rr.h * 0.16))
            key_rect = pygame.Rect(rr.x + m.radius, rr.y + m.radius // 2, key_size * 2,
                                   round(key_size * 1.5))
            textmod.draw_in_box(surface, str(COLORS.index(color) + 1), key_rect,
                                theme.CARD_INK if color == 1 else theme.WHITE, size=key_size,
                                bold=True, align="left")

    def _shade(self, size: tuple[int, int], alpha: int) -> pygame.Surface:
        key = (size, alpha)
        if self._shade_cache is None or self._shade_cache[0] != key:
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, alpha))
            self._shade_cache = (key, shade)
        return self._shade_cache[1]

    def _draw_reveal(self, surface: pygame.Surface, lay: TableLayout, look: MovingLook
                     ) -> None:
        rv = look.reveal
        assert rv is not None
        m = lay.metrics
        w = lay.size[0]
        surface.blit(self._shade(lay.size, 150), (0, 0))
        count = max(1, len(rv.hand))
        cw = rv.card_w
        ch = card_size(cw)[1]
        surface.blit(paint.panel(rv.rect.size, m.radius, theme.PANEL_SOLID, theme.PANEL_BORDER,
                                 m.border), rv.rect.topleft)
        title = pygame.Rect(rv.rect.x + m.pad, rv.rect.y + m.pad, rv.rect.w - 2 * m.pad,
                            m.font_large * 2)
        textmod.draw_in_box(surface, look.tr.t("table-reveal-title", player=look.reveal_name),
                            title, theme.TEXT, size=m.font_large, bold=True)
        step = cw * 0.62 if count > 1 else 0
        x0 = w // 2 - round(step * (count - 1) / 2)
        y = title.bottom + m.gap + ch // 2
        for i, card in enumerate(rv.hand):
            # The card that proves a bluff stands up, lit; the others stay in line.
            proof = card in rv.proof
            img = look.art.highlighted(card, cw) if proof else look.art.face(card, cw)
            lift = round(ch * 0.12) if proof else 0
            surface.blit(img, img.get_rect(center=(round(x0 + i * step), y - lift)))
        verdict = pygame.Rect(title.x, y + ch // 2 + m.gap, title.w, m.font_body * 2)
        color = i18n.color_code(rv.color) if rv.color in COLORS else "other"
        textmod.draw_in_box(surface, look.tr.t("table-reveal-bluff" if rv.bluff
                                               else "table-reveal-fair",
                                               player=look.reveal_name, color=color), verdict,
                            theme.DANGER_TEXT if rv.bluff else theme.SUCCESS, size=m.font_body,
                            bold=True)
        b = Button(look.tr.t("common-ok"), None, rv.ok, style="primary")
        b.hovered = rv.ok.collidepoint(look.mouse)
        b.draw(surface)

    def _draw_toast(self, surface: pygame.Surface, lay: TableLayout, words: str, left: float,
                    calm: bool) -> pygame.Rect:
        m = lay.metrics
        alpha = 255 if left > 0.4 else max(0, round(255 * left / 0.4))
        width = min(lay.size[0] - 2 * m.pad, round(lay.size[0] * 0.5))
        size, lines = textmod.fit(words, width - 2 * m.pad, m.font_body * 3, m.font_body,
                                  m.font_small)
        block = textmod.get().render_lines(lines, size, theme.TOOLTIP_TEXT)
        box = block.get_rect().inflate(2 * m.pad, m.pad)
        box.midbottom = (lay.prompt_rect.centerx, lay.prompt_rect.top - m.gap)
        edge = theme.ACCENT if calm else theme.DANGER  # gold explains, red refuses
        layer = paint.panel(box.size, m.radius, theme.TOOLTIP_BG, edge, m.border).copy()
        layer.blit(block, block.get_rect(center=(box.w // 2, box.h // 2)))
        layer.set_alpha(alpha)
        surface.blit(layer, box.topleft)
        return box
