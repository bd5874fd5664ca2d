"""A scene's name and the arguments it is opened with: what scenes, the router and the list of
routes (``ui/routes.py``) share. Imports nothing of the UI, so every one of them may use it."""

from __future__ import annotations

from typing import Generic, ParamSpec

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


__all__ = ["Route", "UnknownRoute"]
