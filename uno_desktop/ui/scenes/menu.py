"""The main menu: new game, continue (when there is an autosave), settings, rules, language,
quit. A damaged autosave is moved aside by storage (the copy is kept) and the player is told;
the menu never crashes over it."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from uno_desktop import __version__
from uno_desktop.session import Session
from uno_desktop.ui import routes, theme
from uno_desktop.ui.bootstrap import notices, settings_of, tr
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.scenes.common import (
    LOGO_SWAY_SECONDS,
    NoticeBanner,
    draw_background,
    draw_logo,
    label,
)
from uno_desktop.ui.sit_down import sit_down
from uno_desktop.ui.widgets import Button, ButtonStyle, WidgetGroup, set_feedback

log = logging.getLogger(__name__)



def _load_session(data: Any) -> Any:
    """Validator for the autosave: any failure of the loader counts as a damaged save."""
    try:
        return Session.from_dict(data)
    except ValueError:
        raise
    except Exception as exc:  # a loader bug must not stop the menu: treat the file as damaged
        log.exception("the autosave could not be loaded")
        raise ValueError(f"load failed: {exc!r}") from exc


class MenuScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.ui = WidgetGroup()
        self.buttons: dict[str, Button] = {}
        self.banner: NoticeBanner | None = None
        self.m = theme.metrics((1280, 720))
        self.time = 0.0
        self.logo_rect = pygame.Rect(0, 0, 0, 0)

    # --- Life cycle --------------------------------------------------------------------------
    def on_enter(self) -> None:
        assert self.app is not None
        if self.app.services.sounds is not None:
            set_feedback(self.app.services.sounds.play)
        self.banner = NoticeBanner(notices(self.app), lambda: tr(self.app))
        self._build()
        launch = self.app.services.launch
        specs = getattr(launch, "seat_specs", None) if launch is not None else None
        if specs and launch is not None:
            launch.seat_specs = None  # once: back in the menu later, it is a normal menu
            self.app.router.push(routes.NEW_GAME, list(specs))

    def on_resume(self) -> None:
        self._build()  # the language or the autosave may have changed

    def _build(self) -> None:
        assert self.app is not None
        t = tr(self.app).t
        storage = self.app.services.storage
        has_save = storage is not None and storage.has_autosave()
        specs: list[tuple[str, str, Callable[[], object], ButtonStyle]] = [
            ("continue", t("menu-continue"), self.continue_game, "primary"),
            ("new", t("menu-new-game"), self.new_game, "normal" if has_save else "primary"),
            ("settings", t("menu-settings"), self.settings, "normal"),
            ("statistics", t("menu-statistics"), self.statistics, "normal"),
            ("learn", t("menu-learn"), self.learn, "normal"),
            ("rules", t("menu-rules"), self.rules, "normal"),
            ("language", t("menu-language"), self.language, "normal"),
            ("quit", t("menu-quit"), self.quit, "ghost"),
        ]
        self.buttons = {}
        widgets = []
        for key, text_, action, style in specs:
            if key == "continue" and not has_save:
                continue
            b = Button(text_, action, style=style)
            self.buttons[key] = b
            widgets.append(b)
        focused = self.ui.focused
        keyboard = self.ui.keyboard_mode
        self.ui = WidgetGroup(widgets)
        self.ui.keyboard_mode = keyboard
        if focused is not None:
            self.ui.focus(widgets[0])
        self.on_resize(self.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.m = theme.metrics(size)
        self.ui.scale = m.scale
        n = len(self.ui.widgets)
        bw = min(round(380 * m.scale), w - 4 * m.pad)
        bh = m.button_h
        gap = round(m.pad * 0.8)
        total = n * bh + (n - 1) * gap
        # The logo takes what the buttons leave (seven large-text buttons at 960x600 need
        # most of the height).
        logo_h = max(40, min(round(h * 0.32), h - total - 4 * m.pad))
        top = max(m.pad, (h - (logo_h + 2 * m.pad + total)) // 2)
        if self.banner is not None:
            self.banner.layout(size, m)
            if self.banner.visible:  # a notice on top: the logo makes room for it, and
                # goes when there is none left (a long Hindi notice in large text)
                room = h - total - 3 * m.pad
                self.banner.rect.h = min(self.banner.rect.h, room - self.banner.rect.y)
                logo_h = min(logo_h, room - self.banner.rect.bottom - m.pad)
                logo_h = logo_h if logo_h >= 40 else 0
                top = self.banner.rect.bottom + m.pad
        self.logo_rect = pygame.Rect(0, top, w, logo_h)
        y0 = self.logo_rect.bottom + (2 * m.pad if logo_h else 0)
        for i, b in enumerate(self.ui.widgets):
            b.layout(pygame.Rect((w - bw) // 2, y0 + i * (bh + gap), bw, bh))

    # --- Actions -----------------------------------------------------------------------------
    def new_game(self) -> None:
        """Set up a new game; with a game in progress, ask first: starting the new one
        replaces its autosave."""
        assert self.app is not None
        if self.app.services.storage is None or not self.app.services.storage.has_autosave():
            self._open_new_game()
            return
        t = tr(self.app).t
        self.app.router.push(routes.CONFIRM, t("menu-replace-title"),
                             t("menu-replace-question"), t("menu-replace-yes"),
                             t("common-cancel"), self._open_new_game, "danger")

    def _open_new_game(self) -> None:
        assert self.app is not None
        self.app.router.push(routes.NEW_GAME, None)

    def continue_game(self) -> None:
        assert self.app is not None
        storage = self.app.services.storage
        if storage is None:
            return
        session, notice = storage.load_autosave(_load_session)
        if session is None:
            if notice is not None:
                log.warning("autosave not usable: %s", notice)
                path = str(notice.backup or notice.path)
                newer = "newer version" in (notice.detail or "")
                notices(self.app).append(
                    ("menu-continue-newer" if newer else "menu-continue-damaged", {"path": path}))
            self._build()
            return
        if notice is not None:  # the previous autosave was used: say so, then play
            notices(self.app).append(("notice-autosave-recovered",
                                      {"path": str(notice.backup or notice.path)}))
        sit_down(self.app, session, replace=False)

    def settings(self) -> None:
        assert self.app is not None
        self.app.router.push(routes.SETTINGS, None, None)

    def statistics(self) -> None:
        assert self.app is not None
        self.app.router.push(routes.STATISTICS)

    def rules(self) -> None:
        assert self.app is not None
        self.app.router.push(routes.RULES_HELP, settings_of(self.app).rules(), None)

    def learn(self) -> None:
        """Learn to play: one guided round against one friendly player."""
        assert self.app is not None
        self.app.router.push(routes.LEARN)

    def language(self) -> None:
        assert self.app is not None
        self.app.router.push(routes.LANGUAGE, None)

    def quit(self) -> None:
        assert self.app is not None
        self.app.quit()

    # --- Frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if self.banner is not None and self.banner.handle_event(event):
            self.on_resize(self.size)  # the next message's height, or the space back
            return True
        if event.type == pygame.KEYDOWN and not self.ui.focused and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER):
            first = self.ui.widgets[0] if self.ui.widgets else None
            if first is not None:
                first.activate()  # Enter with nothing focused: the first (main) choice
                return True
        return self.ui.handle_event(event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.ui.update(dt)

    def needs_frames(self) -> bool:
        return self.time < LOGO_SWAY_SECONDS or self.ui.animating()

    def draw(self, surface: pygame.Surface) -> None:
        m = self.m
        draw_background(surface)
        self._draw_logo(surface)
        self.ui.draw(surface)
        w, h = surface.get_size()
        vh = round(m.font_small * 1.6)
        label(surface, f"v{__version__}", pygame.Rect(w - 8 * m.pad, h - vh - m.gap,
                                                       7 * m.pad, vh),
              theme.TEXT_DIM, size=m.font_small, min_size=m.font_small, align="right")
        if self.banner is not None:
            self.banner.draw(surface, m)

    def _draw_logo(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        if self.logo_rect.h:
            draw_logo(surface, self.logo_rect, tr(self.app).t("menu-title"), self.time)
