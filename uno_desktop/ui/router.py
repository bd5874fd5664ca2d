"""Scene navigation by name: every scene is registered once (``ui/launch.py``) under a
:class:`Route`, and scenes push, replace or reset by route, with arguments the type checker
checks against the scene's constructor. No scene imports another scene to open it, so the
scenes form no import cycle."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ParamSpec, Protocol

from uno_desktop.ui.route import Route, UnknownRoute
from uno_desktop.ui.scene import Scene

P = ParamSpec("P")


class SceneStack(Protocol):
    """What the router needs of the App (``ui/app.py``), which sits above it: the stack."""

    @property
    def scenes(self) -> list[Scene]: ...

    def push(self, scene: Scene) -> Scene: ...

    def pop(self) -> Scene | None: ...

    def replace(self, scene: Scene) -> Scene: ...

    def reset(self, scene: Scene) -> Scene: ...


class Router:
    """Makes the scene registered under a route and puts it on the stack; scenes reach it as
    :class:`~uno_desktop.ui.scene.Navigator`."""

    def __init__(self, app: SceneStack) -> None:
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


__all__ = ["Router", "SceneStack"]
