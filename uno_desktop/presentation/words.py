"""A sentence still to be translated: a message id and its arguments.

Arguments stay raw (colour codes, numbers, names) or are themselves :class:`Words`, so the
sentence can be stored, compared and tested without a language, and rendered in any."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Union

from uno_desktop import i18n

Arg = Union[str, int, "Words", tuple["Words", ...], "CardName"]


@dataclass(frozen=True)
class CardName:
    """A card named in the reader's language ("Red 7", "7 rouge", "लाल 7")."""

    card: int


@dataclass(frozen=True)
class Words:
    msg_id: str
    args: Mapping[str, Arg] = field(default_factory=dict)


def render(tr: i18n.Translator, words: Words) -> str:
    """The sentence in ``tr``'s language; nested words first, a tuple of them as "a, b or c"."""
    args: dict[str, str | int] = {}
    for key, value in words.args.items():
        if isinstance(value, Words):
            args[key] = render(tr, value)
        elif isinstance(value, CardName):
            args[key] = i18n.card_name(tr, value.card)
        elif isinstance(value, tuple):
            args[key] = _either(tr, [render(tr, w) for w in value])
        else:
            args[key] = value
    return tr.t(words.msg_id, **args)


def _either(tr: i18n.Translator, items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return tr.t("why-or", first=", ".join(items[:-1]), last=items[-1])
