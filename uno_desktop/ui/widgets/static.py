"""Widgets that show and take no input: a text label and a decorative panel."""

from __future__ import annotations

import pygame

from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme
from uno_desktop.ui.widgets.base import RectLike, Widget
from uno_desktop.ui.widgets.drawing import draw_round_rect


class Label(Widget):
    """Text in a box. ``fit=True`` shrinks it to stay inside the box (titles, buttons);
    ``fit=False`` wraps at a fixed size (paragraphs in a ScrollView: see preferred_height)."""

    def __init__(
        self,
        text: str,
        rect: RectLike | None = None,
        *,
        size: int | None = None,
        color: tuple[int, ...] = theme.TEXT,
        bold: bool = False,
        align: textmod.HAlign = "left",
        valign: textmod.VAlign = "center",
        fit: bool = True,
        shadow: tuple[int, ...] | None = None,
        line_spacing: float = 1.15,
    ) -> None:
        super().__init__(rect)
        self.text = text
        self.size = size
        self.color = color
        self.bold = bold
        self.align: textmod.HAlign = align
        self.valign: textmod.VAlign = valign
        self.fit = fit
        self.shadow = shadow
        self.line_spacing = line_spacing

    def _size(self) -> int:
        return self.size if self.size is not None else self.font_size(0.6)

    def preferred_height(self, width: int) -> int:
        """Height needed to show all of the text wrapped at ``width`` at its size."""
        size = self.size if self.size is not None else 20
        lines = textmod.wrap(self.text, size, width, self.bold)
        lh = textmod.line_height(size, self.bold, self.text)
        return round(lh * self.line_spacing) * (len(lines) - 1) + lh

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or not self.text:
            return
        size = self._size()
        if self.fit:
            textmod.draw_in_box(surface, self.text, self.rect, self.color, size,
                                bold=self.bold, align=self.align, valign=self.valign,
                                line_spacing=self.line_spacing, shadow=self.shadow)
            return
        lines = textmod.wrap(self.text, size, self.rect.w, self.bold)
        block = textmod.get().render_lines(lines, size, self.color, self.bold, self.align,
                                           self.line_spacing)
        x = self.rect.x if self.align == "left" else (
            self.rect.right - block.get_width() if self.align == "right"
            else self.rect.centerx - block.get_width() // 2)
        surface.blit(block, (x, self.rect.y))


class Panel(Widget):
    """A rounded, translucent box behind a group of widgets (decoration only)."""

    def __init__(self, rect: RectLike | None = None, *, color: tuple[int, ...] = theme.PANEL,
                 border: tuple[int, ...] | None = theme.PANEL_BORDER,
                 radius: int | None = None, title: str | None = None) -> None:
        super().__init__(rect)
        self.color = color
        self.border = border
        self.radius = radius
        self.title = title

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = self.radius if self.radius is not None else max(6, min(self.rect.h, 240) // 16)
        # A soft drop shadow lifts the panel off the felt.
        draw_round_rect(surface, self.rect.move(0, max(2, radius // 3)), (0, 0, 0, 70), radius)
        draw_round_rect(surface, self.rect, self.color, radius)
        if self.border is not None:
            draw_round_rect(surface, self.rect, self.border, radius, max(1, radius // 6))
        if self.title:
            bar = pygame.Rect(self.rect.x + radius, self.rect.y + radius // 2,
                              self.rect.w - 2 * radius, max(24, radius * 3))
            textmod.draw_in_box(surface, self.title, bar, theme.TEXT, bar.h * 2 // 3, bold=True)
