"""Seeded randomness: a fresh generator per use, from the seed and a counter in the state.

`random.Random` seeded with a string hashes it with SHA-512 (seed version 2), so
the same seed and counter give the same shuffle on every machine and run.
"""

from __future__ import annotations

import random
from typing import TypeVar

from bot.engine.state import GameState

T = TypeVar("T")


def _next_generator(state: GameState) -> random.Random:
    state.rng_counter += 1
    state.hidden_moves += 1  # a shuffle or a random pick is never undoable
    return random.Random(f"{state.seed}/{state.rng_counter}")


def shuffle(state: GameState, deck: list[str]) -> None:
    _next_generator(state).shuffle(deck)


def pick(state: GameState, items: list[T]) -> T:
    return _next_generator(state).choice(items)
