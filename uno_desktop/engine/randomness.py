"""Exactly the draws of ``random.Random``, as compiled code.

``below``, ``choice`` and ``shuffle`` make exactly the draws ``random.Random`` makes (the same
seed gives the same game whichever is used), but as compiled code around the C
``getrandbits`` instead of three layers of Python methods: the profile put a fifth of a random
game in ``random.py``. Anything other than a plain ``random.Random`` uses its own methods.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def below(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)`` for n > 0, the same draw."""
    if type(rng) is not random.Random:
        return rng.randrange(n)
    k = n.bit_length()
    r: int = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def choice(rng: random.Random, seq: Sequence[T]) -> T:
    """``rng.choice(seq)``, the same draw."""
    if not seq:
        raise IndexError("Cannot choose from an empty sequence")
    return seq[below(rng, len(seq))]


def shuffle(rng: random.Random, x: list[int]) -> None:
    """``rng.shuffle(x)``, the same permutation."""
    if type(rng) is not random.Random:
        rng.shuffle(x)
        return
    getrandbits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j: int = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]
