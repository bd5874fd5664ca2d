"""The one-line text field (IME-aware) and the clipboard read behind its Ctrl+V."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import pygame

from uno_desktop.ui import text as textmod
from uno_desktop.ui import theme
from uno_desktop.ui.widgets.base import RectLike, Widget
from uno_desktop.ui.widgets.drawing import draw_round_rect
from uno_desktop.ui.widgets.line_edit import LineEdit


class TextInput(Widget):
    """A one-line text field fed by TEXTINPUT / TEXTEDITING, so an IME (Hindi, accents, dead
    keys) works; the usual editing keys (see :meth:`_key`), a mouse selection, ``max_length``
    in characters. Enter calls ``on_submit``."""

    focusable = True

    def __init__(
        self,
        value: str = "",
        rect: RectLike | None = None,
        *,
        max_length: int = 20,
        placeholder: str = "",
        on_change: Callable[[str], Any] | None = None,
        on_submit: Callable[[str], Any] | None = None,
        font_size: int | None = None,
        tooltip: str | None = None,
        enabled: bool = True,
    ) -> None:
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.edit = LineEdit(value, max_length)
        self.placeholder = placeholder
        self.on_change = on_change
        self.on_submit = on_submit
        self.size = font_size
        self.composition = ""  # IME text being composed (not yet committed)
        self._blink = 0.0
        self._scroll = 0  # px the text is shifted left to keep the cursor visible
        self._dragging = False

    @property
    def value(self) -> str:
        return self.edit.value

    @property
    def cursor(self) -> int:
        return self.edit.cursor

    @property
    def max_length(self) -> int:
        return self.edit.max_length

    # Focus turns the platform text input (and the IME) on and off.
    def on_focus(self) -> None:
        pygame.key.start_text_input()
        with contextlib.suppress(pygame.error, TypeError):
            pygame.key.set_text_input_rect(self.rect)  # where the IME shows its candidates
        self._blink = 0.0

    def on_blur(self) -> None:
        self.composition = ""
        self._dragging = False
        self.edit.move_to(self.edit.cursor)  # a selection does not outlive the focus
        pygame.key.stop_text_input()

    def set_value(self, value: str) -> None:
        self.edit.set_value(value)
        self._notify()

    def _notify(self) -> None:
        self._blink = 0.0
        if self.on_change is not None:
            self.on_change(self.value)

    def insert(self, s: str) -> None:
        if self.edit.insert(s):
            self._notify()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self._accepts(event):
            return False
        if self._left_press_in(event):
            shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT) and self.focused
            self.edit.move_to(self._index_at(event.pos[0]), extend=shift)
            self._dragging = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            self._dragging = False
            return False
        if event.type == pygame.MOUSEMOTION and self._dragging and self.focused:
            self.edit.move_to(self._index_at(event.pos[0]), extend=True)  # drag to select
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.composition = ""
            self.insert(event.text)
            return True
        if event.type == pygame.TEXTEDITING:
            self.composition = event.text
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        """Backspace / Delete (with Ctrl: a word), Left / Right (Ctrl: by word, Shift: select),
        Home / End (Shift: select), Ctrl+A, Ctrl+C / X / V, Enter."""
        if self.composition:
            return True  # the IME owns the keys while composing
        k = event.key
        mod = getattr(event, "mod", 0)
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        word = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT))  # Alt+arrows on macOS
        shift = bool(mod & pygame.KMOD_SHIFT)
        e = self.edit
        self._blink = 0.0
        if k == pygame.K_BACKSPACE:
            if e.backspace(word):
                self._notify()
            return True
        if k == pygame.K_DELETE:
            if e.delete(word):
                self._notify()
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            e.step(1 if k == pygame.K_RIGHT else -1, word=word, extend=shift)
            return True
        if k in (pygame.K_HOME, pygame.K_END):
            e.move_to(0 if k == pygame.K_HOME else len(e.value), extend=shift)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self.value)
            return True
        if ctrl and k == pygame.K_a:
            e.select_all()
            return True
        if ctrl and k in (pygame.K_c, pygame.K_x):
            if e.has_selection():
                _put_clipboard(e.selected_text())
                if k == pygame.K_x and e.delete_selection():
                    self._notify()
            return True
        if ctrl and k == pygame.K_v:
            self.insert(_clipboard_text())
            return True
        # Printable keys arrive again as TEXTINPUT: swallow their KEYDOWN so no hotkey fires
        # while typing a name. Tab, Escape, Up/Down stay free for navigation.
        return bool(getattr(event, "unicode", "")) and k not in (pygame.K_TAB, pygame.K_ESCAPE)

    def _font_size(self) -> int:
        return self.size if self.size is not None else self.font_size(0.46)

    def _pad(self) -> int:
        return max(6, self.rect.h // 4)

    def _index_at(self, x: int) -> int:
        size = self._font_size()
        rel = x - (self.rect.x + self._pad()) + self._scroll
        best, best_d = 0, abs(rel)
        for i in range(1, len(self.value) + 1):
            d = abs(textmod.size(self.value[:i], size)[0] - rel)
            if d < best_d:
                best, best_d = i, d
        return best

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def animating(self) -> bool:
        return self.focused  # the caret blinks

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = max(4, self.rect.h // 5)
        bg = (250, 250, 246) if self.enabled else theme.BUTTON_DISABLED
        draw_round_rect(surface, self.rect, bg, radius)
        border = theme.ACCENT if self.focused else (120, 140, 130)
        draw_round_rect(surface, self.rect, border, radius, 2 if self.focused else 1)
        size = self._font_size()
        pad = self._pad()
        inner = self.rect.inflate(-2 * pad, 0)
        shown = self.value[: self.cursor] + self.composition + self.value[self.cursor :]
        caret_x = textmod.size(self.value[: self.cursor] + self.composition, size)[0]
        # Keep the caret in view: scroll the text left when it runs past the box.
        if caret_x - self._scroll > inner.w - 2:
            self._scroll = caret_x - inner.w + 2
        elif caret_x - self._scroll < 0:
            self._scroll = caret_x
        old_clip = surface.get_clip()
        surface.set_clip(inner.clip(old_clip) if old_clip else inner)
        if self.focused and self.edit.has_selection() and not self.composition:
            a, b = self.edit.selection
            xa = textmod.size(self.value[:a], size)[0]
            xb = textmod.size(self.value[:b], size)[0]
            lh = textmod.line_height(size)
            pygame.draw.rect(surface, SELECTION, (inner.x - self._scroll + xa,
                                                  inner.centery - lh // 2, xb - xa, lh))
        if shown:
            surf = textmod.render(shown, size, theme.TEXT_DARK)
            y = inner.centery - surf.get_height() // 2
            surface.blit(surf, (inner.x - self._scroll, y))
            if self.composition:  # underline the IME's pending text
                x0 = inner.x - self._scroll + textmod.size(self.value[: self.cursor], size)[0]
                pygame.draw.line(surface, theme.TEXT_DARK, (x0, y + surf.get_height() - 3),
                                 (inner.x - self._scroll + caret_x, y + surf.get_height() - 3))
        elif self.placeholder and not self.focused:
            textmod.draw_in_box(surface, self.placeholder, inner, (130, 140, 136), size,
                                align="left")
        if self.focused and self._blink < 0.55:
            x = inner.x - self._scroll + caret_x
            lh = textmod.line_height(size)
            pygame.draw.line(surface, theme.TEXT_DARK, (x, inner.centery - lh // 2 + 2),
                             (x, inner.centery + lh // 2 - 2), 2)
        surface.set_clip(old_clip)


SELECTION = (170, 205, 240)


def _put_clipboard(text: str) -> None:
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError):
        pass  # no clipboard (headless): copying does nothing, as the field says nothing


def _clipboard_text() -> str:
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        data = pygame.scrap.get_text()
    except (pygame.error, AttributeError):
        return ""
    return (data or "").replace("\n", " ")
