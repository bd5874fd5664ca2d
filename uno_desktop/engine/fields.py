"""Reading untrusted JSON values into typed fields, each refusal naming the field.

Used by the save loader: a damaged or hostile file must be refused with a message that says
which field is wrong, never with a raw ``TypeError`` or an endless loop later on.
"""

from __future__ import annotations

from typing import Any

from .cards import CARD_COUNT
from .errors import SaveError


class Fields:
    """Typed access to one JSON object; ``where`` prefixes field names in errors."""

    def __init__(self, data: Any, where: str) -> None:
        if not isinstance(data, dict):
            raise SaveError(f"{where} must be an object")
        self.data = data
        self.where = where

    def name(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def raw(self, key: str) -> Any:
        if key not in self.data:
            raise SaveError(f"{self.name(key)} is missing")
        return self.data[key]

    def number(self, key: str, low: int, high: int) -> int:
        return check_int(self.raw(key), self.name(key), low, high)

    def flag(self, key: str) -> bool:
        value = self.raw(key)
        if type(value) is not bool:
            raise SaveError(f"{self.name(key)} must be true or false")
        return value

    def choice(self, key: str, allowed: tuple[str, ...]) -> str:
        value = self.raw(key)
        if type(value) is not str or value not in allowed:
            raise SaveError(f"{self.name(key)} must be one of {', '.join(allowed)}")
        return value

    def items(self, key: str, length: int | None = None, most: int = 10_000) -> list[Any]:
        return check_list(self.raw(key), self.name(key), length, most)

    def numbers(self, key: str, low: int, high: int, length: int | None = None,
             most: int = 10_000) -> list[int]:
        name = self.name(key)
        return [check_int(v, f"{name}[{i}]", low, high)
                for i, v in enumerate(check_list(self.raw(key), name, length, most))]

    def flags(self, key: str, length: int) -> list[bool]:
        name = self.name(key)
        out = check_list(self.raw(key), name, length)
        if any(type(v) is not bool for v in out):
            raise SaveError(f"{name} must hold only true or false")
        return list(out)

    def cards(self, key: str) -> list[int]:
        return self.numbers(key, 0, CARD_COUNT - 1, most=CARD_COUNT)


def check_int(value: Any, name: str, low: int, high: int) -> int:
    if type(value) is not int:
        raise SaveError(f"{name} must be a whole number")
    if not low <= value <= high:
        raise SaveError(f"{name} must be from {low} to {high}")
    return value


def check_list(value: Any, name: str, length: int | None = None,
               most: int = 10_000) -> list[Any]:
    if type(value) is not list and type(value) is not tuple:  # tuples: a dict not yet in JSON
        raise SaveError(f"{name} must be a list")
    if length is not None and len(value) != length:
        raise SaveError(f"{name} must hold {length} items")
    if len(value) > most:
        raise SaveError(f"{name} holds too many items")
    return list(value)
