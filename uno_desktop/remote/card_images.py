"""The game's card faces as PNG files for the phone page: drawn once, when the hub starts, by
the very code that draws the table's cards (:mod:`uno_desktop.card_faces`, below the UI and
the phone server alike), so the phone shows the same cards. Runs on the game thread (pygame is
not used from the server thread)."""

from __future__ import annotations

import io

import pygame

from uno_desktop.card_faces.art import CardArt
from uno_desktop.engine.cards import CARD_COUNT

from .view_message import face

# Cards on a 360-px phone are ~64 CSS px wide; twice that stays sharp on 2x and 3x screens.
PHONE_CARD_WIDTH = 140


def card_pngs(colorblind: bool = False, width: int = PHONE_CARD_WIDTH) -> dict[str, bytes]:
    """``{face name: PNG bytes}`` for every face of every box (classic with its blank cards,
    No Mercy, All Wild), named as :func:`.view_message.face` names a card's picture, so every
    card id 0 to ``CARD_COUNT - 1`` has one; and ``"back"``."""
    art = CardArt(colorblind=colorblind, max_cached=8)
    out: dict[str, bytes] = {}
    for card in range(CARD_COUNT):
        name = face(card)
        if name not in out:
            out[name] = _png(art.face(card, width))
    out["back"] = _png(art.back(width))
    return out


def _png(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "card.png")
    return buffer.getvalue()
