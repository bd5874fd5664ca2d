"""The secrets that let one phone into one seat: a fresh token per seat per game (in the URL of
the QR code) and a short code to type instead (for a phone that cannot scan)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

# No 0/O, 1/I/L, 2/Z, 5/S, 8/B: codes are read off a TV across the room.
CODE_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY"
CODE_LENGTH = 6
TOKEN_BYTES = 24  # 192 bits, 32 URL-safe characters


@dataclass(frozen=True, slots=True)
class SeatKey:
    seat: int
    token: str
    code: str


def new_keys(seats: list[int]) -> dict[int, SeatKey]:
    """Fresh, distinct keys for ``seats`` (call once per game: keys never carry over)."""
    keys: dict[int, SeatKey] = {}
    codes: set[str] = set()
    for seat in seats:
        code = new_code()
        while code in codes:
            code = new_code()
        codes.add(code)
        keys[seat] = SeatKey(seat, secrets.token_urlsafe(TOKEN_BYTES), code)
    return keys


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: str) -> str:
    """What a person typed, as a code: upper case, spaces and dashes dropped."""
    return "".join(ch for ch in text.upper() if ch not in " -")


def same_secret(given: str, expected: str) -> bool:
    """Constant-time comparison (no timing hint about how much of a token was right)."""
    return secrets.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))
