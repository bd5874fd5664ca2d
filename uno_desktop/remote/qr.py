"""QR codes of the phone seats' addresses, for the big screen (segno: pure Python)."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import segno

if TYPE_CHECKING:
    import pygame


def qr_png(text: str, scale: int = 8) -> bytes:
    """A PNG of the QR code of ``text`` (dark on white, with the standard quiet zone)."""
    code = segno.make(text, error="m", micro=False)
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=scale, border=4, dark="#000000", light="#ffffff")
    return buffer.getvalue()


def qr_surface(text: str, scale: int = 8) -> pygame.Surface:
    """The QR code of ``text`` as a pygame Surface (the lobby draws it)."""
    import pygame  # only the big screen's lobby needs this; the server never does

    return pygame.image.load(io.BytesIO(qr_png(text, scale)), "qr.png")
