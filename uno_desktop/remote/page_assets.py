"""The only files the phone server ever serves, read into memory when the hub starts.

A request is answered by looking its exact path up in this table: there is no file system
access per request, so no directory listing and no path traversal can exist. The table holds
the page (``page/``), the game's own Noto fonts (the browser shapes Hindi with them even on a
phone without a Devanagari font), the card faces drawn by the game's card art, and the page's
strings in the game's language.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from uno_desktop import i18n, resources

PAGE_DIR = Path(__file__).resolve().parent / "page"
PAGE_FILES = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/app.js": ("app.js", "text/javascript; charset=utf-8"),
    "/style.css": ("style.css", "text/css; charset=utf-8"),
}
FONTS = (
    "NotoSans-Regular.ttf", "NotoSans-Bold.ttf",
    "NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf",
)
# What the page says before and around the game's messages (the rest comes with each view).
PAGE_STRINGS = (
    "phone-title", "phone-connecting", "phone-reconnecting", "phone-code-prompt",
    "phone-code-join", "phone-your-cards", "phone-ended", "table-choose-color",
    "table-draw-pile", "table-hint",
)
# Reasons the server refuses a message or closes a connection (translated at start: the server
# thread never formats messages itself).
REASONS = (
    "too_big", "bad_message", "rate_limited", "stale", "busy", "not_holder", "bad_key",
    "seat_taken", "version", "blocked", "hello_first", "hello_timeout", "replaced", "freed",
    "seat_closed", "game_over", "full", "hint_off", "hint_not_now",
)
# Reasons the table already says in its own words (its Hint button's).
SHARED_REASONS = {"hint_off": "hint-off", "hint_not_now": "hint-not-now"}


@dataclass(frozen=True, slots=True)
class Asset:
    body: bytes
    content_type: str


def page_strings(tr: i18n.Translator) -> dict[str, str]:
    return {msg_id: tr.t(msg_id) for msg_id in PAGE_STRINGS}


def reason_texts(tr: i18n.Translator) -> dict[str, str]:
    return {reason: tr.t(SHARED_REASONS.get(reason, f"phone-err-{reason}"))
            for reason in REASONS}


def build_assets(tr: i18n.Translator, cards: dict[str, bytes]) -> dict[str, Asset]:
    """Path -> asset for everything the page may load (``cards`` from :mod:`.card_images`)."""
    assets: dict[str, Asset] = {}
    for path, (name, content_type) in PAGE_FILES.items():
        assets[path] = Asset((PAGE_DIR / name).read_bytes(), content_type)
    for name in FONTS:
        assets[f"/fonts/{name}"] = Asset(
            resources.asset_path("fonts", name).read_bytes(), "font/ttf"
        )
    for face, png in cards.items():
        assets[f"/cards/{face}.png"] = Asset(png, "image/png")
    strings = {"lang": tr.locale, "strings": page_strings(tr)}
    assets["/strings.json"] = Asset(
        json.dumps(strings, ensure_ascii=False).encode("utf-8"), "application/json"
    )
    return assets
