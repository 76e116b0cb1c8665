"""Nothing hidden is ever drawn or written (ARCHITECTURE.md, Hidden information; RULINGS D1, D3).

A picture cannot be searched for text, so these tests search what it is drawn
from: `board_data` and `memories_data` (everything each picture draws, and
their cache keys), and the text embeds made from the same data. Through whole
random games, after every decision, none of them holds a card id, a deck's
order, a quote, a scene, or the title of a memory whose Partial is not in the
grid (a card held face down, or still in a deck).
"""

from __future__ import annotations

import json
import re

import pytest

from bot.games.holding_on.engine import GameState, public_view, view
from bot.games.holding_on.render.board_picture import board_data
from bot.games.holding_on.render.embeds import board_embed, memories_embed
from bot.games.holding_on.render.memories_picture import memories_data
from tests.render.pictures_support import PACK, random_states

CARD_ID = re.compile(r"\bm\d-\d\b|\bev-[pc]-|\bp-[sde]\d|\bp-extra\b")
QUOTES = [m.quote for m in PACK.memories]
SCENES = [m.partial_scene for m in PACK.memories] + [m.clear_scene for m in PACK.memories]


def _text(*parts: object) -> str:
    return json.dumps(parts, ensure_ascii=False)


def _hidden_titles(state: GameState) -> list[str]:
    """Titles of memories whose Partial is not in the grid: in a deck or held face down."""
    return [PACK.memory(m).title for m in state.rules.memories if m not in state.grid_partials]


def _held(state: GameState) -> list[str]:
    held = list(state.sm_board_partials)
    for staff in state.staff.values():
        held += staff.partials + staff.clears
    return held


@pytest.mark.slow
def test_pictures_and_embeds_never_carry_hidden_cards_through_random_games():
    checked = held_seen = 0
    for state in random_states(range(18)):
        seen = public_view(state)
        text = _text(board_data(seen), memories_data(seen, PACK), board_embed(seen), memories_embed(seen, PACK))
        assert not CARD_ID.search(text), CARD_ID.search(text).group(0)
        for words in QUOTES + SCENES + _hidden_titles(state):
            assert words not in text, f"{words!r} reached a public picture or embed"
        assert all(isinstance(n, int) for n in board_data(seen)["decks"].values()), "deck sizes only, never order"
        held_seen += bool(_held(state))
        checked += 1
    assert checked > 1000 and held_seen > 100  # the games really held cards face down while checked


def test_a_seats_private_board_shows_her_own_quotes_and_no_one_elses():
    checked = 0
    for state in random_states(range(6), every=2):
        for seat in range(len(state.seats)):
            data = board_data(view(state, seat))
            text = _text(data, board_embed(view(state, seat)))
            nurse = state.staff[f"n{seat}"]
            own = {state.rules.memories[m].quote for m in nurse.partials}
            if seat == state.shift_manager:
                own |= {state.rules.memories[m].quote for m in state.sm_board_partials}
            for quote in QUOTES:
                if quote not in own:
                    assert quote not in text, f"seat {seat} was shown {quote!r}"
            for quote in own:
                assert quote in text
            assert not CARD_ID.search(text)
            for words in SCENES + _hidden_titles(state):
                assert words not in text
            checked += 1
    assert checked > 500


def test_board_data_is_taken_from_the_view_alone():
    """Every value the board draws is the view's own (a subset of its keys, unchanged)."""
    for state in random_states(range(3), every=5):
        seen = public_view(state)
        data = board_data(seen)
        assert data.pop("lang") == "en"  # the labels' language: the caller's, not the view's
        for key, value in data.items():
            assert key in seen and seen[key] == value, key
