"""The app's own settings (not the rules of a game): language, pace, sound, look, last setup.

Stored as ``settings.json`` in the user's data folder through :mod:`uno_desktop.storage`.

Reading policy (``AppSettings.from_dict``):
  - a missing key takes its default (older files keep working);
  - an unknown key is ignored and logged (newer files keep working in an older version), also
    inside ``last_rules`` and inside a seat;
  - a wrong type or value is refused with ``SettingsError`` (a ``ValueError``).

Loading policy (``load``): a file that is not a JSON object is moved aside and the defaults are
used. Otherwise ``AppSettings.salvage`` keeps every good value and resets only the bad ones (one
bad rule option resets only that option, and an option the rules' box fixes at another value
takes the box's value); a copy of the file as it was is kept, the repaired file is written back,
and the player is told which values were reset.
"""

from __future__ import annotations

import logging
import math
import re
from dataclasses import dataclass, field, fields, replace
from typing import Any

from .bot_levels import BOT_LEVELS
from .engine.errors import RulesError
from .engine.rules import BOX_FIXED, CHOICES, OPTION_IDS, Rules
from .storage import Notice, Storage, keep_copy, require_object

log = logging.getLogger(__name__)

SETTINGS_VERSION = 1

LANGUAGES: tuple[str, ...] = ("en", "fr", "hi")
ANIMATION_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
#: Animation speed setting -> the speed factor a table's director plays at (0 = instant).
ANIMATION_FACTORS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 0.0}
#: How long a person's chance to catch or jump in stays open at least (ui/table/pacing.py).
REACTION_TIMES: tuple[str, ...] = ("relaxed", "normal", "quick")
SEAT_KINDS: tuple[str, ...] = ("person", "bot", "phone")
#: Seconds a phone seat may stay disconnected before a bot plays it (0: never).
PHONE_TAKEOVERS: tuple[int, ...] = (0, 30, 60, 120)
#: Where the phone server listens: the LAN address, or every interface (said in the lobby).
PHONE_INTERFACES: tuple[str, ...] = ("lan", "any")
BOT_PACE_MIN, BOT_PACE_MAX = 0.4, 2.0
MAX_SEATS = 10
MIN_SEATS = 2
MAX_NAME_LENGTH = 40
# A bot plug-in: "package.module:ClassName".
PLUGIN_PATH = re.compile(r"^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*:[A-Za-z_]\w*$")


class SettingsError(ValueError):
    """A settings value of the wrong type or out of range. ``key`` names it (dotted path)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"{key}: {message}")
        self.key = key


def animation_factor(speed: str) -> float:
    """The speed factor of the animation speed setting ``speed`` (1 normal, 0 instant)."""
    return ANIMATION_FACTORS.get(speed, 1.0)


def is_bot_level(level: object) -> bool:
    """A built-in level name or a plug-in path ``pkg.mod:Class``."""
    return isinstance(level, str) and (level in BOT_LEVELS or bool(PLUGIN_PATH.match(level)))


@dataclass(frozen=True, slots=True)
class AppSettings:
    """Defaults are what a first launch uses. ``language=None`` means: ask at launch with no
    preselection. ``last_rules`` is ``Rules.to_dict()`` of the last game set up ({} = official).
    ``last_seats`` is a list of ``{"kind": "person"|"bot"|"phone", "name": str}`` with
    ``"level"`` for a bot: a name of ``BOT_LEVELS`` or a plug-in path ``pkg.mod:Class`` ([] =
    never set up; the new-game screen uses its own default). ``phone_takeover``: seconds a
    dropped phone's seat waits before a bot plays it (0: it waits); ``phone_interface``: where
    the phone server listens (``lan`` or ``any``)."""

    language: str | None = None
    animation_speed: str = "normal"
    bot_pace: float = 0.9
    reaction_time: str = "normal"
    sound: bool = True
    volume: float = 0.8
    colorblind: bool = False
    large_text: bool = False
    show_playable: bool = True
    house_rule_notes: bool = True  # a toast the first time a house rule changes the play
    fullscreen: bool = False
    tutorial_offered: bool = False  # "New to UNO?" was asked (once, after the first language)
    last_rules: dict[str, Any] = field(default_factory=dict)
    last_seats: list[dict[str, Any]] = field(default_factory=list)
    phone_takeover: int = 60
    phone_interface: str = "lan"

    def __post_init__(self) -> None:
        # Validate whatever way the object was made (constructor, replace, from_dict).
        _check_choice("language", self.language, LANGUAGES, optional=True)
        _check_choice("animation_speed", self.animation_speed, ANIMATION_SPEEDS)
        _check_choice("reaction_time", self.reaction_time, REACTION_TIMES)
        object.__setattr__(
            self, "bot_pace", _check_number("bot_pace", self.bot_pace, BOT_PACE_MIN, BOT_PACE_MAX)
        )
        object.__setattr__(self, "volume", _check_number("volume", self.volume, 0.0, 1.0))
        for name in ("sound", "colorblind", "large_text", "show_playable", "house_rule_notes",
                     "fullscreen", "tutorial_offered"):
            if not isinstance(getattr(self, name), bool):
                raise SettingsError(name, "must be true or false")
        _check_choice("phone_interface", self.phone_interface, PHONE_INTERFACES)
        if isinstance(self.phone_takeover, bool) or self.phone_takeover not in PHONE_TAKEOVERS:
            raise SettingsError("phone_takeover",
                                f"must be one of {PHONE_TAKEOVERS}, not {self.phone_takeover!r}")
        object.__setattr__(self, "last_rules", _check_rules(self.last_rules))
        object.__setattr__(self, "last_seats", _check_seats(self.last_seats))

    # -- conversion ----------------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Any) -> AppSettings:
        """Build from the JSON object of settings.json (policy in the module docstring)."""
        if not isinstance(data, dict):
            raise SettingsError("settings", f"must be a JSON object, not {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        kwargs: dict[str, Any] = {}
        for key, value in data.items():
            if key == "version":
                if isinstance(value, bool) or not isinstance(value, int):
                    raise SettingsError("version", "must be a whole number")
                if value > SETTINGS_VERSION:
                    log.info("settings.json is version %s (newer than %s)", value, SETTINGS_VERSION)
            elif key in known:
                kwargs[key] = value
            else:
                log.info("settings.json: unknown key %r ignored", key)
        return cls(**kwargs)

    @classmethod
    def salvage(cls, data: dict[str, Any]) -> tuple[AppSettings, list[str]]:
        """Like :meth:`from_dict`, but a bad value resets only itself: the settings made of
        every good value, and the names of the values that were reset."""
        known = {f.name for f in fields(cls)}
        current = cls()
        reset: list[str] = []
        for key, value in data.items():
            if key == "version":
                if isinstance(value, bool) or not isinstance(value, int):
                    reset.append("version")
                continue
            if key not in known:
                log.info("settings.json: unknown key %r ignored", key)
                continue
            if key == "last_rules":
                value, bad = _salvage_rules(value)
                reset += bad
            try:
                current = replace(current, **{key: value})
            except (SettingsError, TypeError, ValueError, OverflowError, RecursionError) as exc:
                log.warning("settings.json: %s reset to its default (%s)", key, exc)
                reset.append(key)
        return current, reset

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": SETTINGS_VERSION,
            "language": self.language,
            "animation_speed": self.animation_speed,
            "bot_pace": self.bot_pace,
            "reaction_time": self.reaction_time,
            "sound": self.sound,
            "volume": self.volume,
            "colorblind": self.colorblind,
            "large_text": self.large_text,
            "show_playable": self.show_playable,
            "house_rule_notes": self.house_rule_notes,
            "fullscreen": self.fullscreen,
            "tutorial_offered": self.tutorial_offered,
            "last_rules": dict(self.last_rules),
            "last_seats": [dict(seat) for seat in self.last_seats],
            "phone_takeover": self.phone_takeover,
            "phone_interface": self.phone_interface,
        }

    # -- helpers for the UI --------------------------------------------------------------------
    def with_changes(self, **changes: Any) -> AppSettings:
        """A copy with some values changed (validated; raises SettingsError)."""
        return replace(self, **changes)

    def rules(self) -> Rules:
        """The last rules as a Rules object (official when none were saved)."""
        return Rules.from_dict(self.last_rules)

    def with_rules(self, rules: Rules) -> AppSettings:
        return replace(self, last_rules=rules.to_dict())


def _check_choice(key: str, value: Any, allowed: tuple[str, ...], optional: bool = False) -> None:
    if value is None and optional:
        return
    if value not in allowed or not isinstance(value, str):
        raise SettingsError(key, f"must be one of {', '.join(allowed)}, not {value!r}")


def _check_number(key: str, value: Any, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise SettingsError(key, f"must be a number, not {type(value).__name__}")
    if not low <= value <= high or not math.isfinite(value):  # compared first: 10**400 is no float
        raise SettingsError(key, f"must be from {low} to {high}, not {value!r}")
    return float(value)


def _check_rules(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise SettingsError("last_rules", "must be a JSON object of rule options")
    kept = {}
    for key, option in value.items():
        if key in OPTION_IDS:
            kept[key] = option
        else:
            log.info("settings.json: unknown rule option %r ignored", key)
    try:
        rules = Rules.from_dict(kept)
    except RulesError as exc:
        raise SettingsError("last_rules", str(exc)) from exc
    # Keep what was written (a partial dict stays partial: missing options are the defaults).
    return {key: getattr(rules, key) for key in kept}


def _salvage_rules(value: Any) -> tuple[dict[str, Any], list[str]]:
    """The rule options of ``value`` that are good on their own, and the ones dropped.

    A box (``box``) is read first: each other option is checked within it, and one the box
    fixes (``BOX_FIXED``) at another value is dropped like a bad value, so it takes the value
    the box plays. A box's rules are kept whole (its fixed values written out)."""
    if not isinstance(value, dict):
        return {}, ["last_rules"]
    dropped: list[str] = []
    box = value.get("box", "classic")
    if not isinstance(box, str) or box not in CHOICES["box"]:
        dropped.append("last_rules.box")
        box = "classic"
    base = Rules.for_box(box).to_dict()
    fixed = BOX_FIXED.get(box, {})
    kept: dict[str, Any] = {"box": box} if value.get("box") == box else {}
    for key, option in value.items():
        if key not in OPTION_IDS or key == "box":
            continue  # logged by _check_rules; the box is read above
        if key in fixed and not (type(option) is type(fixed[key][0]) and option == fixed[key][0]):
            dropped.append(f"last_rules.{key}")  # not what the box plays: its value instead
            continue
        try:
            Rules.from_dict({**base, key: option})
        except RulesError as exc:
            if not exc.code.startswith("conflict_"):  # a bad value, not a pairing
                dropped.append(f"last_rules.{key}")
                continue
        kept[key] = option
    whole = {**base, **kept} if box != "classic" else kept
    try:
        Rules.from_dict(whole)
    except RulesError:  # options that cannot go together: the rules start again from the box's
        return (base if box != "classic" else {}), dropped + ["last_rules"]
    return whole, dropped


def _check_seats(value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list | tuple):
        raise SettingsError("last_seats", "must be a list of seats")
    if value and not MIN_SEATS <= len(value) <= MAX_SEATS:
        raise SettingsError("last_seats", f"must hold {MIN_SEATS} to {MAX_SEATS} seats")
    return [_check_seat(i, seat) for i, seat in enumerate(value)]


def _check_seat(index: int, seat: Any) -> dict[str, Any]:
    key = f"last_seats[{index}]"
    if not isinstance(seat, dict):
        raise SettingsError(key, "must be an object with kind and name")
    kind = seat.get("kind")
    if kind not in SEAT_KINDS or not isinstance(kind, str):
        raise SettingsError(f"{key}.kind", f"must be person, bot or phone, not {kind!r}")
    name = seat.get("name", "")
    if not isinstance(name, str):
        raise SettingsError(f"{key}.name", "must be text")
    if len(name) > MAX_NAME_LENGTH:
        raise SettingsError(f"{key}.name", f"must be at most {MAX_NAME_LENGTH} characters")
    out: dict[str, Any] = {"kind": kind, "name": name}
    if kind == "bot":
        level = seat.get("level", "normal")
        if not is_bot_level(level):
            levels = ", ".join(BOT_LEVELS)
            message = f"must be {levels} or pkg.module:Class, not {level!r}"
            raise SettingsError(f"{key}.level", message)
        out["level"] = level
    hints = seat.get("hints", False)
    if not isinstance(hints, bool):
        raise SettingsError(f"{key}.hints", "must be true or false")
    if hints and kind != "bot":  # a person's, at the keyboard or on a phone
        out["hints"] = True
    for extra in seat.keys() - {"kind", "name", "level", "hints"}:
        log.info("settings.json: unknown seat key %r ignored", extra)
    return out


def load(storage: Storage) -> tuple[AppSettings, Notice | None]:
    """The saved settings, or the defaults (with a notice when the file was damaged): a file
    that is not a JSON object is set aside whole; otherwise only its bad values are reset."""
    data, notice = storage.load_settings(require_object)
    if data is None:
        return AppSettings(), notice
    settings, reset = AppSettings.salvage(data)
    if not reset:
        return settings, None
    path = storage.settings_path
    backup = keep_copy(path)
    detail = ", ".join(reset)
    log.warning("settings.json: reset %s; copy of the file: %s", detail, backup)
    save(storage, settings)
    return settings, Notice("partly_reset", path.name, path, backup, detail, {"keys": reset})


def save(storage: Storage, settings: AppSettings) -> Notice | None:
    """Write the settings atomically. None when saved; a ``write_failed`` notice when not."""
    return storage.save_settings(settings.to_dict())
