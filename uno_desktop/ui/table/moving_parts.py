"""What is redrawn every frame over the still picture: direction ring, seat targets, timers,
buttons, effects, flying cards, the colour chooser, the challenge reveal, the phone seats'
badges and the toast."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from uno_desktop import i18n
from uno_desktop.engine.cards import COLORS
from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme, tween
from uno_desktop.ui.card_art import card_size
from uno_desktop.ui.table import paint
from uno_desktop.ui.table.layout import TableLayout
from uno_desktop.ui.table.phone_badges import draw_badges
from uno_desktop.ui.widgets import Button

if TYPE_CHECKING:
    from uno_desktop.ui.table.scene import TableScene


class MovingPainter:
    """Draws the table's moving layer and says which rectangles it covered."""

    def __init__(self, scene: TableScene) -> None:
        self.sc = scene
        self._shade_cache: tuple[Any, pygame.Surface] | None = None

    def draw(self, surface: pygame.Surface, lay: TableLayout) -> list[pygame.Rect]:
        """Everything redrawn every frame; returns the rectangles it covered."""
        sc = self.sc
        out: list[pygame.Rect] = []
        m = lay.metrics
        ring_col = theme.lighten(theme.FELT, 0.32)
        out += paint.direction_ring(surface, lay.center, lay.ring, sc.shown.direction,
                                    sc.director.clock * 0.35, ring_col)
        targets = sc.input.seat_targets()
        for seat in targets:
            spot = lay.spot(seat)
            if spot is None:
                continue
            hot = spot.rect.collidepoint(sc.input.mouse) or sc.input.seat_focus == seat
            a = 0.5 + 0.5 * math.sin(sc.director.clock * 5)
            col = theme.ACCENT if hot else theme.lighten(theme.ACCENT, 0.3 * a)
            width = max(2, m.border + (2 if hot else 0))
            pygame.draw.rect(surface, col, spot.rect, width, border_radius=m.radius)
            out.append(spot.rect.inflate(2, 2))
        for seat in range(sc.ctx.n):
            frac = sc.timer.fraction(seat)
            if frac is None:
                continue
            spot = lay.spot(seat)
            if seat != lay.bottom and spot is None:
                continue
            plate = spot.plate if spot is not None and seat != lay.bottom else lay.plate
            bar = pygame.Rect(plate.x + m.gap, plate.bottom - max(4, m.gap // 2) - 2,
                              plate.w - 2 * m.gap, max(4, m.gap // 2))
            paint.bar(surface, bar, frac, theme.DANGER if frac < 0.25 else theme.ACCENT)
            out.append(bar)
            if seat == sc.privacy.input_seat():
                out += self._draw_prompt_timer(surface, lay, frac)
        sc.buttons.group.draw(surface)
        grow = max(3, round(4 * m.scale)) * 2 + 4
        out += [b.rect.inflate(grow, grow) for b in sc.buttons.group.widgets]
        art = sc.ctx.art
        for f in sc.director.flyers:
            r = f.draw(surface, art)
            if r is not None:
                out.append(r)
        # Words and marks over the cards in flight (a shout over the hand being dealt).
        out += sc.director.effects.draw(surface)
        if sc.input.chooser is not None:
            self._draw_chooser(surface, lay)
            out.append(surface.get_rect())
        if sc.stage.reveal is not None:
            self._draw_reveal(surface, lay)
            out.append(surface.get_rect())
        if sc.phones is not None:
            out += draw_badges(surface, lay, sc.phones, sc.ctx)
        if sc.toast is not None:
            out.append(self._draw_toast(surface, lay))
        return out

    def _draw_prompt_timer(self, surface: pygame.Surface, lay: TableLayout, frac: float
                           ) -> list[pygame.Rect]:
        sc = self.sc
        m = lay.metrics
        rect = lay.prompt_rect
        secs = max(0, math.ceil(sc.timer.seconds_left()))
        bar = pygame.Rect(0, 0, rect.w // 3, max(5, m.gap // 2 + 1))
        bar.midtop = (rect.centerx, rect.bottom - bar.h)
        paint.bar(surface, bar, frac, theme.DANGER if frac < 0.25 else theme.ACCENT)
        label = textmod.render(sc.ctx.t("table-timer", seconds=secs), m.font_small, theme.TEXT,
                               bold=True)
        at = label.get_rect(midleft=(bar.right + m.gap, bar.centery))
        surface.blit(label, at)
        return [bar, at]

    def _draw_chooser(self, surface: pygame.Surface, lay: TableLayout) -> None:
        sc = self.sc
        ch = sc.input.chooser
        assert ch is not None
        m = lay.metrics
        surface.blit(self._shade(lay.size, 110), (0, 0))
        box = ch.rects[COLORS[0]].unionall([ch.rects[c] for c in COLORS])
        title_rect = pygame.Rect(0, 0, max(box.w * 2, lay.size[0] // 3), m.font_large * 2)
        title_rect.midbottom = (box.centerx, box.top - m.gap)
        textmod.draw_in_box(surface, sc.ctx.t("table-choose-color"), title_rect, theme.TEXT,
                            size=m.font_large, bold=True, shadow=theme.TEXT_SHADOW)
        pop = tween.out_back(sc.director.progress(ch.age, 0.25))
        for color, r in ch.rects.items():
            rr = r.inflate(round(-r.w * (1 - pop)), round(-r.h * (1 - pop)))
            if rr.w <= 2:
                continue
            hot = r.collidepoint(sc.input.mouse) or ch.focus == color
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
            sym = sc.ctx.art.color_symbol(color, round(rr.h * 0.34))
            surface.blit(sym, sym.get_rect(center=(rr.centerx, rr.centery - rr.h * 0.1)))
            name_rect = pygame.Rect(rr.x + 4, rr.bottom - round(rr.h * 0.34), rr.w - 8,
                                    round(rr.h * 0.3))
            textmod.draw_in_box(surface, i18n.color_name(sc.ctx.tr, color), name_rect,
                                theme.CARD_INK if color == 1 else theme.WHITE,
                                size=m.font_body, bold=True)
            # The key that picks it (1-4, as the rules help's controls say), in a corner.
            key_size = max(12, round(rr.h * 0.16))
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

    def _draw_reveal(self, surface: pygame.Surface, lay: TableLayout) -> None:
        sc = self.sc
        rv = sc.stage.reveal
        assert rv is not None
        m = lay.metrics
        w, h = lay.size
        surface.blit(self._shade(lay.size, 150), (0, 0))
        count = max(1, len(rv.hand))
        cw = max(30, min(lay.card_w, round((w * 0.7) / (count * 0.62 + 0.4))))
        ch = card_size(cw)[1]
        panel_w = min(w - 2 * m.pad, max(round(w * 0.5), round(cw * (count * 0.62 + 0.4)) +
                                         4 * m.pad))
        panel_h = ch + m.font_large * 2 + m.font_body * 2 + m.button_h + 5 * m.pad
        rv.rect = pygame.Rect(0, 0, panel_w, panel_h)
        rv.rect.center = (w // 2, h // 2)
        surface.blit(paint.panel(rv.rect.size, m.radius, theme.PANEL_SOLID, theme.PANEL_BORDER,
                                 m.border), rv.rect.topleft)
        title = pygame.Rect(rv.rect.x + m.pad, rv.rect.y + m.pad, rv.rect.w - 2 * m.pad,
                            m.font_large * 2)
        textmod.draw_in_box(surface, sc.ctx.t("table-reveal-title",
                                            player=sc.ctx.name(rv.challenged)), title,
                            theme.TEXT, size=m.font_large, bold=True)
        step = cw * 0.62 if count > 1 else 0
        x0 = w // 2 - round(step * (count - 1) / 2)
        y = title.bottom + m.gap + ch // 2
        for i, card in enumerate(rv.hand):
            img = sc.ctx.art.face(card, cw)
            surface.blit(img, img.get_rect(center=(round(x0 + i * step), y)))
        verdict = pygame.Rect(title.x, y + ch // 2 + m.gap, title.w, m.font_body * 2)
        textmod.draw_in_box(surface, sc.ctx.t("table-reveal-bluff" if rv.bluff
                                            else "table-reveal-fair",
                                            player=sc.ctx.name(rv.challenged)), verdict,
                            theme.DANGER if rv.bluff else theme.SUCCESS, size=m.font_body,
                            bold=True)
        rv.ok = pygame.Rect(0, 0, round(m.button_h * 3), m.button_h)
        rv.ok.midbottom = (rv.rect.centerx, rv.rect.bottom - m.pad)
        b = Button(sc.ctx.t("common-ok"), None, rv.ok, style="primary")
        b.hovered = rv.ok.collidepoint(sc.input.mouse)
        b.draw(surface)

    def _draw_toast(self, surface: pygame.Surface, lay: TableLayout) -> pygame.Rect:
        sc = self.sc
        assert sc.toast is not None
        words, until = sc.toast
        m = lay.metrics
        left = until - sc.director.clock
        alpha = 255 if left > 0.4 else max(0, round(255 * left / 0.4))
        width = min(lay.size[0] - 2 * m.pad, round(lay.size[0] * 0.5))
        size, lines = textmod.fit(words, width - 2 * m.pad, m.font_body * 3, m.font_body,
                                  m.font_small)
        block = textmod.get().render_lines(lines, size, theme.TOOLTIP_TEXT)
        box = block.get_rect().inflate(2 * m.pad, m.pad)
        box.midbottom = (lay.prompt_rect.centerx, lay.prompt_rect.top - m.gap)
        layer = paint.panel(box.size, m.radius, theme.TOOLTIP_BG, theme.DANGER, m.border).copy()
        layer.blit(block, block.get_rect(center=(box.w // 2, box.h // 2)))
        layer.set_alpha(alpha)
        surface.blit(layer, box.topleft)
        return box
