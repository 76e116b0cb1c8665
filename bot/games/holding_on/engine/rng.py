"""Seeded randomness: a fresh generator per use, from the seed and a counter in the state.

Each use seeds a Mersenne Twister the way `random.Random(f"{seed}/{counter}")`
does (seed version 2: the text and its SHA-512, as one integer), so the same
seed and counter give the same shuffle on every machine and run. The shuffle
and the pick are written out here, draw for draw as Python 3.11's
`Random.shuffle` and `Random.choice` make them (rejection sampling on
`getrandbits`), so a recorded game replays whatever a later Python does to its
own helpers, and without a function call per card.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from hashlib import sha512
from typing import TypeVar

from bot.games.holding_on.engine.state import GameState

T = TypeVar("T")


def _next_bits(state: GameState) -> Callable[[int], int]:
    """The next generator's `getrandbits`."""
    state.rng_counter += 1
    state.hidden_moves += 1  # a shuffle or a random pick is never undoable
    text = f"{state.seed}/{state.rng_counter}".encode()
    return random.Random(int.from_bytes(text + sha512(text).digest(), "big")).getrandbits


def _below(bits: Callable[[int], int], n: int) -> int:
    """A uniform integer in [0, n): `n.bit_length()` bits, drawn again while too large."""
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


def shuffle(state: GameState, deck: list[str]) -> None:
    """Fisher-Yates from the end, as `Random.shuffle` (the loop is `_below`, inlined: it runs once per card)."""
    bits = _next_bits(state)
    for i in reversed(range(1, len(deck))):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        deck[i], deck[j] = deck[j], deck[i]


def pick(state: GameState, items: list[T]) -> T:
    if not items:
        raise IndexError("nothing to pick from")  # as random.choice: `_below(0)` would never return
    return items[_below(_next_bits(state), len(items))]
