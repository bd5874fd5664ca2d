"""The big screen's word on each phone seat: a small badge over its name plate (the phone is
connected, has dropped out, has not joined yet, or a bot plays the seat), in the player's
language. Drawn with the moving layer, so a change shows on the next frame."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from uno_desktop.i18n import Translator
from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme
from uno_desktop.ui.table import paint
from uno_desktop.ui.table.layout import TableLayout

COLORS = {"connected": theme.SUCCESS, "dropped": theme.DANGER, "waiting": theme.TEXT_DIM,
          "bot": theme.ACCENT}


def draw_badges(surface: pygame.Surface, lay: TableLayout, badges: Iterable[tuple[int, str]],
                tr: Translator) -> list[pygame.Rect]:
    """Each phone seat's badge (seat, one of ``PhoneSeats``' badges), just above its name
    plate; returns the rectangles drawn."""
    m = lay.metrics
    out: list[pygame.Rect] = []
    for seat, badge in badges:
        spot = lay.spot(seat)
        plate = spot.plate if spot is not None and seat != lay.bottom else lay.plate
        words = textmod.render(tr.t(f"table-phone-badge-{badge}"), m.font_small,
                               theme.TEXT_DARK, bold=True)
        box = words.get_rect().inflate(2 * m.gap, m.gap // 2 + 2)
        box.midbottom = (plate.centerx, plate.top - 2)
        box.clamp_ip(surface.get_rect())
        layer = paint.panel(box.size, box.h // 2, COLORS[badge], theme.TEXT_DARK, 1)
        surface.blit(layer, box.topleft)
        surface.blit(words, words.get_rect(center=box.center))
        out.append(box)
    return out


__all__ = ["draw_badges"]
