"""The language screen: English, Français, हिन्दी, each written in its own script.

Shown at the first launch (until a language is chosen; ``--lang`` skips it), and from the menu
and Settings. The current language is preselected, so Enter alone continues; arrows, Tab or a
click choose another.
"""

from __future__ import annotations

import pygame

from uno_desktop.i18n import LANGUAGE_NAMES, LOCALES, get_translator
from uno_desktop.ui import routes, theme
from uno_desktop.ui.bootstrap import notices, set_language, settings_of, tr, update_settings
from uno_desktop.ui.route import Route
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.scenes.common import (
    LOGO_SWAY_SECONDS,
    NoticeBanner,
    draw_background,
    draw_logo,
    label,
)

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class LanguageScene(Scene):
    """``then``: a factory for the scene that replaces this one once a language is chosen (at
    launch: the menu). Without it, the scene pops itself (opened from the menu)."""

    def __init__(self, then: Route[[]] | None = None) -> None:
        super().__init__()
        self.then = then
        self.codes = list(LOCALES)
        self.selected = 0
        self.hover: int | None = None
        self.cards: list[pygame.Rect] = []
        self.banner: NoticeBanner | None = None
        self.m = theme.metrics((1280, 720))
        self.time = 0.0
        self.chosen: str | None = None
        self.logo_rect = pygame.Rect(0, 0, 0, 0)
        self.titles_top = 0
        self.title_h = 0
        self.hint_h = 0
        self.hint_y = 0

    # --- Life cycle --------------------------------------------------------------------------
    def on_enter(self) -> None:
        assert self.app is not None
        last = settings_of(self.app).language
        if self.then is None:  # from the menu: the language shown now
            last = tr(self.app).locale
        self.selected = self.codes.index(last) if last in self.codes else 0
        self.banner = NoticeBanner(notices(self.app), lambda: get_translator(self.code))

    @property
    def code(self) -> str:
        return self.codes[self.selected]

    def on_resize(self, size: tuple[int, int]) -> None:
        """One block, centred: the logo, the question in three languages, the three cards,
        the hint."""
        w, h = size
        m = self.m = theme.metrics(size)
        n = len(self.codes)
        card_w = min(round(300 * m.scale), (w - 2 * m.pad - (n - 1) * 2 * m.pad) // n)
        card_h = round(card_w * 0.62)
        self.title_h = round(m.font_large * 1.45)
        self.hint_h = round(m.font_body * 1.6)
        logo_h = round(h * 0.25)
        total = logo_h + n * self.title_h + 2 * m.pad + card_h + 2 * m.pad + self.hint_h
        y = max(m.pad, (h - total) // 2)
        if self.banner is not None:
            self.banner.layout(size, m)
            if self.banner.visible:  # a notice on top: the logo makes room for it
                logo_h = max(0, min(logo_h, h - (total - logo_h) - self.banner.rect.bottom
                                    - 2 * m.pad))
                y = self.banner.rect.bottom + m.pad
        self.logo_rect = pygame.Rect(0, y, w, logo_h)
        self.titles_top = self.logo_rect.bottom
        y = self.titles_top + n * self.title_h + 2 * m.pad
        row_w = n * card_w + (n - 1) * 2 * m.pad
        x0 = (w - row_w) // 2
        self.cards = [pygame.Rect(x0 + i * (card_w + 2 * m.pad), y, card_w, card_h)
                      for i in range(n)]
        self.hint_y = y + card_h + 2 * m.pad

    # --- Input -------------------------------------------------------------------------------
    def choose(self, code: str | None = None) -> None:
        """Take ``code`` (default: the selected one) and go on."""
        assert self.app is not None
        code = code or self.code
        self.chosen = code
        set_language(self.app, code)
        if self.app.services.sounds is not None:
            self.app.services.sounds.play("click")
        if self.then is not None:
            self.app.router.replace(self.then)
            self._offer_lesson()
        else:
            self.app.pop()

    def _offer_lesson(self) -> None:
        """The first launch, once a language is chosen: "New to UNO?" (Learn to play), asked
        once ever (remembered in the settings); the menu offers it after that."""
        assert self.app is not None
        if settings_of(self.app).tutorial_offered:
            return
        update_settings(self.app, tutorial_offered=True)
        t = tr(self.app).t
        router = self.app.router
        router.push(routes.CONFIRM, t("learn-offer-title"), t("learn-offer-question"),
                    t("learn-offer-yes"), t("learn-offer-no"), lambda: router.push(routes.LEARN),
                    "primary")

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if self.banner is not None and self.banner.handle_event(event):
            self.on_resize(self.size)  # the next message's height, or the space back
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in ENTER_KEYS:
                self.choose()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_UP) or (
                    event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT):
                self.selected = (self.selected - 1) % len(self.codes)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.selected = (self.selected + 1) % len(self.codes)
                return True
            if pygame.K_1 <= event.key < pygame.K_1 + len(self.codes):
                self.selected = event.key - pygame.K_1
                return True
            if event.key == pygame.K_ESCAPE and self.then is None and self.app is not None:
                self.app.pop()
                return True
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self._card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self._card_at(event.pos)
            if i is not None:
                self.selected = i
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            i = self._card_at(event.pos)
            if i is not None and i == self.selected:
                self.choose()
                return True
        return None

    def _card_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in enumerate(self.cards):
            if r.collidepoint(pos):
                return i
        return None

    def update(self, dt: float) -> None:
        self.time += dt

    def needs_frames(self) -> bool:
        return self.time < LOGO_SWAY_SECONDS

    # --- Drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        w, _h = surface.get_size()
        draw_background(surface)
        draw_logo(surface, self.logo_rect, "UNO", self.time)
        # The question, in the three languages at once, the selected one brightest.
        for i, code in enumerate(self.codes):
            box = pygame.Rect(m.pad, self.titles_top + i * self.title_h, w - 2 * m.pad,
                              self.title_h)
            chosen = i == self.selected
            label(surface, get_translator(code).t("lang-title"), box,
                  theme.TEXT if chosen else theme.TEXT_DIM,
                  size=m.font_large if chosen else m.font_body, min_size=m.font_small,
                  bold=chosen, shadow=theme.TEXT_SHADOW)
        for i, (code, rect) in enumerate(zip(self.codes, self.cards, strict=True)):
            self._draw_card(surface, i, code, rect)
        label(surface, get_translator(self.code).t("lang-continue"),
              pygame.Rect(m.pad, self.hint_y, w - 2 * m.pad, self.hint_h),
              theme.ACCENT, size=m.font_body, min_size=m.font_small)
        if self.banner is not None:
            self.banner.draw(surface, m)

    def _draw_card(self, surface: pygame.Surface, i: int, code: str, rect: pygame.Rect) -> None:
        m = self.m
        selected = i == self.selected
        r = rect.move(0, -m.gap) if selected else rect
        if selected or i == self.hover:
            glow = r.inflate(m.gap * 2, m.gap * 2)
            pygame.draw.rect(surface, theme.ACCENT if selected else theme.PANEL_BORDER, glow,
                             max(3, m.border * 2), border_radius=m.radius + m.gap)
        fill = (252, 250, 246) if selected else (232, 236, 230)
        pygame.draw.rect(surface, theme.darken(theme.FELT_DARK, 0.5), r.move(0, m.gap // 2),
                         border_radius=m.radius)
        pygame.draw.rect(surface, fill, r, border_radius=m.radius)
        # A coloured stripe for each language, UNO colours.
        stripe = [theme.CARD_RGB[c] for c in sorted(theme.CARD_RGB)][i % 4]
        band = pygame.Rect(r.x, r.y, r.width, max(6, r.height // 9))
        pygame.draw.rect(surface, stripe, band, border_top_left_radius=m.radius,
                         border_top_right_radius=m.radius)
        name_box = pygame.Rect(r.x + m.pad, band.bottom + m.gap, r.width - 2 * m.pad,
                               round(r.height * 0.5))
        label(surface, LANGUAGE_NAMES[code], name_box, theme.TEXT_DARK, size=m.font_title,
              min_size=m.font_large, bold=True)
        sub = pygame.Rect(r.x + m.pad, name_box.bottom, r.width - 2 * m.pad,
                          r.bottom - name_box.bottom - m.gap)
        label(surface, get_translator(code).t("lang-title"), sub, (90, 96, 92),
              size=m.font_small, min_size=m.font_small)
        num = pygame.Rect(r.right - m.pad * 2, r.bottom - m.pad * 2, m.pad * 2, m.pad * 2)
        label(surface, str(i + 1), num, (150, 156, 150), size=m.font_small, min_size=m.font_small)
