"""Scene navigation by name: every scene is registered once (``ui/launch.py``) under a
:class:`Route`, and scenes push, replace or reset by route, with arguments the type checker
checks against the scene's constructor. No scene imports another scene to open it, so the
scenes form no import cycle."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, ParamSpec

from uno_desktop.ui.scene import Scene

if TYPE_CHECKING:
    from uno_desktop.ui.app import App

P = ParamSpec("P")


class Route(Generic[P]):
    """A scene's name and the arguments it is opened with (``Route[[int, str]]``)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"Route({self.name!r})"


class UnknownRoute(LookupError):
    """A scene was asked for by a name nobody registered (a programming error)."""


class Router:
    def __init__(self, app: App) -> None:
        self._app = app
        self._makers: dict[str, Callable[..., Scene]] = {}

    def register(self, route: Route[P], make: Callable[P, Scene]) -> None:
        self._makers[route.name] = make

    def registered(self, route: Route[Any]) -> bool:
        return route.name in self._makers

    def make(self, route: Route[P], *args: P.args, **kwargs: P.kwargs) -> Scene:
        maker = self._makers.get(route.name)
        if maker is None:
            raise UnknownRoute(f"no scene is registered as {route.name!r}")
        scene = maker(*args, **kwargs)
        scene.route_name = route.name
        return scene

    def push(self, route: Route[P], *args: P.args, **kwargs: P.kwargs) -> Scene:
        scene = self.make(route, *args, **kwargs)
        self._app.push(scene)
        return scene

    def replace(self, route: Route[P], *args: P.args, **kwargs: P.kwargs) -> Scene:
        scene = self.make(route, *args, **kwargs)
        self._app.replace(scene)
        return scene

    def reset(self, route: Route[P], *args: P.args, **kwargs: P.kwargs) -> Scene:
        """Every scene leaves; this one is the only one."""
        scene = self.make(route, *args, **kwargs)
        self._app.reset(scene)
        return scene

    def back_to(self, route: Route[P], *args: P.args, **kwargs: P.kwargs) -> None:
        """Pop down to the scene registered as ``route`` if it is on the stack, else reset to a
        new one (leaving the table for the menu)."""
        app = self._app
        for i in range(len(app.scenes) - 1, -1, -1):
            if getattr(app.scenes[i], "route_name", None) == route.name:
                while app.scenes and app.scenes[-1] is not app.scenes[i]:
                    app.pop()
                return
        self.reset(route, *args, **kwargs)


__all__ = ["Route", "Router", "UnknownRoute"]
