"""The one way to the table for a session: straight there, or through the phone lobby first when
a seat is played from a phone (every time: keys never outlive a game, so a continued or
replayed game gets fresh ones)."""

from __future__ import annotations

from dataclasses import replace as replaced

from uno_desktop.session import Session
from uno_desktop.ui import routes
from uno_desktop.ui.scene import Host, Scene


def sit_down(app: Host, session: Session, options: routes.TableOptions | None = None, *,
             replace: bool = True) -> Scene:
    """Show ``session`` at the table (replacing the top scene, or on top of it)."""
    options = replaced(options or routes.TableOptions(), phones=None)
    route = routes.PHONE_LOBBY if session.phones() else routes.TABLE
    if replace:
        return app.router.replace(route, session, options)
    return app.router.push(route, session, options)


__all__ = ["sit_down"]
