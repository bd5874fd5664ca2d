"""The phone lobby: before the first deal of a session with phone seats, the phone server starts
and each phone seat shows its QR code, the typed address and code, and whether its phone has
joined. "Start" opens the table once every phone is in ("Start anyway": a missing phone's seat
waits, or a bot plays it after the host's timeout). Back stops the server.

Only reached when a seat is a phone: this module loads the networking code (``remote``) when
it starts the server, never at import, so the game without phones opens no port.
"""

from __future__ import annotations

import logging
import math
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from uno_desktop.session import Session
from uno_desktop.ui import routes, theme
from uno_desktop.ui.bootstrap import settings_of, tr
from uno_desktop.ui.scene import Scene
from uno_desktop.ui.scenes.common import (
    draw_background,
    draw_panel,
    full_panel,
    label,
    wrap_height,
)
from uno_desktop.ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from uno_desktop.remote.hub import PhoneHub

log = logging.getLogger(__name__)

STATE_COLORS = {"waiting": theme.TEXT_DIM, "connected": theme.SUCCESS,
                "dropped": theme.DANGER_TEXT}


def start_hub(session: Session, scene: Scene, host: str | None) -> PhoneHub:
    """The phone server for ``session``'s phone seats, listening where the host chose
    (``host``: an address given by a test). Raises PhoneHubError or ValueError."""
    from uno_desktop.remote.hub import PhoneHub

    assert scene.app is not None
    settings = settings_of(scene.app)
    everywhere = host is None and settings.phone_interface == "any"
    phones = session.phones()
    return PhoneHub.start(phones, tr(scene.app), session.names,
                          host="0.0.0.0" if everywhere else host, allow_any=everywhere,
                          colorblind=settings.colorblind,
                          hints=[s for s in phones if session.seats[s].hints])


class PhoneCard:
    """One phone seat in the lobby: its QR code, its code, its state, "Free this seat"."""

    def __init__(self, lobby: PhoneLobbyScene, seat: int) -> None:
        self.lobby = lobby
        self.seat = seat
        self.free = Button(tr(lobby.app).t("lobby-free"), self._free, style="ghost",
                           tooltip=tr(lobby.app).t("lobby-free-hint"))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.qr_rect = pygame.Rect(0, 0, 0, 0)
        self.qr: pygame.Surface | None = None

    def _free(self) -> None:
        if self.lobby.hub is not None:
            self.lobby.hub.free_seat(self.seat)

    def layout(self, rect: pygame.Rect, m: theme.Metrics) -> None:
        self.rect = rect
        line = round(m.font_body * 1.5)
        side = max(40, min(rect.w - 2 * m.gap, rect.h - 4 * line - m.button_h - 3 * m.gap))
        self.qr_rect = pygame.Rect(0, rect.y + line + m.gap, side, side)
        self.qr_rect.centerx = rect.centerx
        self.free.layout(pygame.Rect(rect.x + m.gap, rect.bottom - m.button_h - m.gap,
                                     rect.w - 2 * m.gap, m.button_h))
        hub = self.lobby.hub
        if hub is not None:
            from uno_desktop.remote.qr import qr_surface

            self.qr = pygame.transform.scale(qr_surface(hub.url(self.seat), scale=4),
                                             (side, side))

    def draw(self, surface: pygame.Surface, m: theme.Metrics) -> None:
        t = tr(self.lobby.app)
        hub = self.lobby.hub
        shade = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (255, 255, 255, 18), shade.get_rect(), border_radius=m.radius)
        surface.blit(shade, self.rect.topleft)
        line = round(m.font_body * 1.5)
        x, w = self.rect.x + m.gap, self.rect.w - 2 * m.gap
        label(surface, self.lobby.session.names[self.seat], (x, self.rect.y, w, line),
              theme.TEXT, size=m.font_large, min_size=m.font_small, bold=True)
        if self.qr is not None:
            surface.blit(self.qr, self.qr_rect)
        if hub is None:
            return
        y = self.qr_rect.bottom + m.gap
        label(surface, t.t("lobby-code", code=hub.code(self.seat)), (x, y, w, line),
              theme.ACCENT, size=m.font_large, min_size=m.font_small, bold=True)
        state = str(hub.state(self.seat))
        label(surface, t.t(f"lobby-state-{state}"), (x, y + line, w, line),
              STATE_COLORS.get(state, theme.TEXT), size=m.font_body, min_size=m.font_small)


class PhoneLobbyScene(Scene):
    """``options``: the table's options (the hub is added on Start). ``host``: listen on this
    address instead of the host's setting (tests use 127.0.0.1)."""

    def __init__(self, session: Session, options: routes.TableOptions,
                 host: str | None = None) -> None:
        super().__init__()
        self.session = session
        self.options = options
        self.host = host
        self.hub: PhoneHub | None = None
        self.error: str | None = None
        self.handed_over = False
        self.cards: list[PhoneCard] = []
        self.ui = WidgetGroup()
        self.m = theme.metrics((1280, 720))
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.help_rect = pygame.Rect(0, 0, 0, 0)
        self.message_rect = pygame.Rect(0, 0, 0, 0)
        self._changes = -1

    # --- Life cycle --------------------------------------------------------------------------
    def on_enter(self) -> None:
        from uno_desktop.remote.hub import PhoneHubError

        assert self.app is not None
        t = tr(self.app)
        try:
            self.hub = start_hub(self.session, self, self.host)
        except (PhoneHubError, ValueError, OSError) as exc:
            log.warning("phone server not started: %s", exc)
            self.error = t.t("lobby-error", detail=str(exc))
        self.cards = [PhoneCard(self, s) for s in self.session.phones()] if self.hub else []
        self.back_button = Button(t.t("common-back"), self.back, style="ghost",
                                  hotkey=pygame.K_ESCAPE)
        self.start_button = Button(t.t("lobby-start"), self.start, style="primary")
        self.start_button.set_enabled(self.hub is not None, self.error)
        self.ui = WidgetGroup([*(c.free for c in self.cards), self.back_button,
                               self.start_button])
        self._refresh()

    def on_exit(self) -> None:
        if self.hub is not None and not self.handed_over:
            self.hub.stop()

    def back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def start(self) -> Scene | None:
        """To the table, with the running server (the table stops it)."""
        assert self.app is not None
        if self.hub is None or self.handed_over:
            return None
        self.handed_over = True
        return self.app.router.replace(routes.TABLE, self.session,
                                       replace(self.options, phones=self.hub))

    def all_connected(self) -> bool:
        hub = self.hub
        return hub is not None and all(str(hub.state(s)) == "connected"
                                       for s in self.session.phones())

    def _refresh(self) -> None:
        """The Start button's words and the Free buttons follow who has joined."""
        assert self.app is not None
        t = tr(self.app)
        hub = self.hub
        if hub is None:
            return
        self.start_button.label = t.t("lobby-start" if self.all_connected()
                                     else "lobby-start-anyway")
        for card in self.cards:
            card.free.set_enabled(str(hub.state(card.seat)) != "waiting",
                                  t.t("lobby-state-waiting"))

    # --- Frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ui.update(dt)
        hub = self.hub
        if hub is not None:
            changes = sum(hub.links[s].changes for s in self.session.phones())
            if changes != self._changes:
                self._changes = changes
                self._refresh()

    def needs_frames(self) -> bool:
        return True  # a phone may join at any moment: its state shows at once

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        if self.ui.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return None

    def _help_text(self) -> str:
        """How to join, with the address (the hub must be running)."""
        hub = self.hub
        assert hub is not None
        t = tr(self.app)
        lines = t.t("lobby-help", address=hub.base_url)
        if hub.everywhere:
            lines += "\n" + t.t("lobby-everywhere", address=hub.host)
        elif hub.public_host.startswith("127."):
            lines += "\n" + t.t("lobby-loopback")
        return str(lines)

    def on_resize(self, size: tuple[int, int]) -> None:
        m, self.panel, inner, title_h = full_panel(size)
        self.m = m
        self.ui.scale = m.scale
        pad = m.pad
        self.title_rect = pygame.Rect(inner.x, inner.y, inner.w, title_h)
        help_h = round(m.font_body * 3.4)
        if self.hub is not None:  # as tall as the help needs (Hindi in large text: 4 lines)
            need = wrap_height(self._help_text(), inner.w, m.font_body, line_spacing=1.0)
            help_h = min(size[1] // 3, max(help_h, need))
        self.help_rect = pygame.Rect(inner.x, self.title_rect.bottom, inner.w, help_h)
        foot_y = inner.bottom - m.button_h
        bw = min(round(inner.w * 0.24), round(260 * m.scale))
        self.back_button.layout(pygame.Rect(inner.x, foot_y, bw, m.button_h))
        self.start_button.layout(pygame.Rect(inner.right - bw, foot_y, bw, m.button_h))
        self.message_rect = pygame.Rect(inner.x + bw + pad, foot_y, inner.w - 2 * (bw + pad),
                                        m.button_h)
        grid = pygame.Rect(inner.x, self.help_rect.bottom + pad // 2, inner.w,
                           foot_y - pad - self.help_rect.bottom - pad // 2)
        n = len(self.cards)
        if not n:
            return
        cols = min(n, 5) if n > 4 else n
        rows = math.ceil(n / cols)
        cw = min(round(320 * m.scale), (grid.w - (cols - 1) * pad) // cols)
        ch = (grid.h - (rows - 1) * pad) // rows
        left = grid.centerx - (cols * cw + (cols - 1) * pad) // 2
        for i, card in enumerate(self.cards):
            r, c = divmod(i, cols)
            card.layout(pygame.Rect(left + c * (cw + pad), grid.y + r * (ch + pad), cw, ch), m)

    def draw(self, surface: pygame.Surface) -> None:
        assert self.app is not None
        m = self.m
        t = tr(self.app)
        draw_background(surface)
        draw_panel(surface, self.panel, m)
        label(surface, t.t("lobby-title"), self.title_rect, theme.TEXT, size=m.font_title,
              min_size=m.font_large, bold=True, align="left", shadow=theme.TEXT_SHADOW)
        hub = self.hub
        if hub is None:
            label(surface, self.error or "", self.help_rect.inflate(0, 200), theme.DANGER_TEXT,
                  size=m.font_large, min_size=m.font_small)
        else:
            label(surface, self._help_text(), self.help_rect, theme.TEXT, size=m.font_body,
                  min_size=m.font_small, align="left")
            if not self.all_connected():
                label(surface, t.t("lobby-not-all"), self.message_rect, theme.TEXT_DIM,
                      size=m.font_body, min_size=m.font_small)
        for card in self.cards:
            card.draw(surface, m)
        self.ui.draw(surface)


__all__ = ["PhoneLobbyScene", "start_hub"]
