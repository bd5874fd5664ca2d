"""The game's card faces as PNG files for the phone page: drawn once, when the hub starts, by
the very code that draws the table's cards (:mod:`uno_desktop.card_faces`, below the UI and
the phone server alike), so the phone shows the same cards. Runs on the game thread (pygame is
not used from the server thread)."""

from __future__ import annotations

import io

import pygame

from uno_desktop.card_faces.art import CardArt, distinct_faces

# Cards on a 360-px phone are ~64 CSS px wide; twice that stays sharp on 2x and 3x screens.
PHONE_CARD_WIDTH = 140


def card_pngs(colorblind: bool = False, width: int = PHONE_CARD_WIDTH) -> dict[str, bytes]:
    """``{"<colour>-<kind>": PNG bytes}`` for every face of the deck, and ``"back"``."""
    art = CardArt(colorblind=colorblind, max_cached=8)
    out: dict[str, bytes] = {}
    for color, kind in distinct_faces(with_blanks=True):
        out[f"{color}-{kind}"] = _png(art.face_of(color, kind, width))
    out["back"] = _png(art.back(width))
    return out


def _png(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "card.png")
    return buffer.getvalue()
