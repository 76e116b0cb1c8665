"""The engine's shuffle and pick are Python 3.11's `random.Random(f"{seed}/{counter}")` shuffle and choice.

Recorded games were dealt by those; `bot/games/holding_on/engine/rng.py` writes the same draws
out itself (faster, and fixed whatever a later Python changes).
"""

import random

import pytest

from bot.games.holding_on.engine import rng
from tests.engine.helpers import game


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 16, 17, 40, 65])
def test_shuffle_deals_as_random_random_of_the_seed_and_counter(size):
    state = game(seed=123_456_789)
    for _ in range(25):
        deck = [f"c{i}" for i in range(size)]
        expected = list(deck)
        random.Random(f"{state.seed}/{state.rng_counter + 1}").shuffle(expected)
        hidden = state.hidden_moves
        rng.shuffle(state, deck)
        assert deck == expected
        assert state.hidden_moves == hidden + 1  # never undoable


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 9])
def test_pick_draws_as_random_choice(size):
    state = game(seed=42)
    items = list(range(size))
    for _ in range(50):
        expected = random.Random(f"{state.seed}/{state.rng_counter + 1}").choice(items)
        assert rng.pick(state, items) == expected


def test_pick_from_nothing_is_an_error_not_a_hang():
    with pytest.raises(IndexError):
        rng.pick(game(), [])
