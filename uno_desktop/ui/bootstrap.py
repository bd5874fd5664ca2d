"""The services' operations, in one place for every scene: :func:`tr`, :func:`set_language`,
:func:`update_settings`, :func:`apply_settings`, :func:`show_crash`, :func:`notice_message`.

The services themselves are one typed object on the App (``app.services``, see
:mod:`uno_desktop.ui.services`); the running game is put together in :mod:`uno_desktop.ui.launch`.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from uno_desktop import app_settings, logsetup
from uno_desktop.app_settings import AppSettings, SettingsError
from uno_desktop.i18n import Translator, get_translator, join_names, setting_label
from uno_desktop.storage import SETTINGS_FILE, Notice
from uno_desktop.ui import card_art, routes, text, theme
from uno_desktop.ui.scene import Host

log = logging.getLogger(__name__)

TITLE = "UNO"


def notice_message(notice: Notice, tr: Translator | None = None) -> tuple[str, dict[str, Any]]:
    """The Fluent message ``(id, args)`` telling the player about a storage notice; ``tr``
    names the settings that were reset in the player's language."""
    path = str(notice.backup or notice.path)
    if notice.kind == "partly_reset" and "records" in notice.extra:
        return "notice-stats-partly-reset", {"path": path, "count": notice.extra["records"]}
    if notice.kind == "partly_reset" and tr is not None and "keys" in notice.extra:
        names = [setting_label(tr, key) for key in notice.extra["keys"]]
        return "notice-file-partly-reset", {"path": path, "file": notice.file,
                                            "detail": join_names(tr, names)}
    if notice.file == SETTINGS_FILE and notice.kind == "damaged":
        return "settings-damaged", {"path": path}
    ids = {
        "damaged": "notice-file-damaged",
        "recovered": "notice-autosave-recovered",
        "unreadable": "notice-file-unreadable",
        "write_failed": "notice-write-failed",
    }
    if notice.kind == "partly_reset":
        return "notice-file-partly-reset", {"path": path, "file": notice.file,
                                            "detail": notice.detail}
    return ids.get(notice.kind, "notice-file-damaged"), {"path": path}


# --- Services --------------------------------------------------------------------------------


def tr(app: Host | None) -> Translator:
    """The app's translator (English if none was set, e.g. a bare test App, or no App yet)."""
    return app.services.tr if app is not None else get_translator("en")


def settings_of(app: Host | None) -> AppSettings:
    """The app's settings (the defaults before a scene is on an App's stack)."""
    return app.services.settings if app is not None else AppSettings()


def notices(app: Host | None) -> list[tuple[str, dict[str, Any]]]:
    """The app's list of messages still to show (none before there is an App)."""
    return app.services.notices if app is not None else []


def set_language(app: Host, code: str) -> None:
    """Switch every following text to ``code`` and remember the choice."""
    translator = app.services.translator = get_translator(code)
    text.set_locale(translator.locale)
    update_settings(app, language=translator.locale)


def update_settings(app: Host, save: bool = True, **changes: Any) -> AppSettings:
    """Change app settings, apply them and (``save=True``) save them. A value the settings
    refuse is logged and ignored; a failed write is told to the player (the game goes on)."""
    current = settings_of(app)
    try:
        new = current.with_changes(**changes)
    except (SettingsError, TypeError) as exc:
        log.error("refused settings change %s: %s", changes, exc)
        return current
    app.services.settings = new
    apply_settings(app)
    if save:
        save_settings(app)
    return new


def save_settings(app: Host) -> bool:
    """Write the app's settings now; False (and a notice for the player) when it failed."""
    storage = app.services.storage
    if storage is None:
        return False
    notice = app_settings.save(storage, settings_of(app))
    if notice is None:
        return True
    log.warning("settings not saved: %s", notice)
    message = notice_message(notice)
    if message not in notices(app):
        notices(app).append(message)
    return False


def apply_settings(app: Host) -> None:
    """Make the running game follow the settings (sound, colour-blind aid, large text). A
    table's director reads the animation speed from the settings itself."""
    s = settings_of(app)
    scale = theme.LARGE_TEXT if s.large_text else 1.0
    if scale != theme.text_scale():
        theme.set_text_scale(scale)
        for scene in list(app.scenes):  # every screen laid out again for the new type size
            scene.on_resize(app.size)
    sounds = app.services.sounds
    if sounds is not None:
        sounds.muted = not s.sound
        with contextlib.suppress(AttributeError):
            sounds.volume = s.volume
    card_art.get().colorblind = s.colorblind


def set_fullscreen(app: Host, on: bool) -> None:
    if app.fullscreen != on:
        app.toggle_fullscreen()
    update_settings(app, fullscreen=on)


# --- Crashes -----------------------------------------------------------------------------------


def show_crash(app: Host, exc: BaseException) -> None:
    """The App's ``on_crash`` (the App has logged the traceback): replace every scene by the
    apology screen, which shows where the log file is."""
    logsetup.flush()
    path = app.services.log_file or logsetup.log_path()
    app.crashed = True
    scene = app.router.make(routes.CRASH, path)
    try:
        app.reset(scene)
    except Exception:  # a scene failing to exit must not keep the apology away
        log.exception("while leaving the crashed scenes")
        app.scenes.clear()
        app.push(scene)
