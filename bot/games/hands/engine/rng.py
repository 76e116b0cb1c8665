"""Seeded randomness: a fresh generator per use, from the seed and a counter in the state.

Each use seeds a Mersenne Twister from the integer the bytes of the text
"seed/counter" make, so the same seed and counter give the same shuffle on
every machine and run. The shuffle and the pick are written
out here, draw for draw (rejection sampling on `getrandbits`), so a recorded
game replays whatever a later Python does to its own `shuffle` and `choice`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bot.games.hands.engine.state import GameState


def _next_bits(state: GameState) -> Callable[[int], int]:
    """The next generator's `getrandbits`; a shuffle or a pick is never undoable."""
    state.rng_counter += 1
    state.hidden_moves += 1
    text = f"{state.seed}/{state.rng_counter}".encode()
    return random.Random(int.from_bytes(text, "big")).getrandbits


def _below(bits: Callable[[int], int], n: int) -> int:
    """A uniform integer in [0, n): `n.bit_length()` bits, drawn again while too large."""
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


def shuffle(state: GameState, deck: list[str]) -> None:
    """Fisher-Yates from the end, as `Random.shuffle` makes it."""
    bits = _next_bits(state)
    for i in reversed(range(1, len(deck))):
        j = _below(bits, i + 1)
        deck[i], deck[j] = deck[j], deck[i]


def pick(state: GameState, count: int) -> int:
    """A uniform integer in [0, count)."""
    if count < 1:
        raise IndexError("nothing to pick from")
    return _below(_next_bits(state), count)
