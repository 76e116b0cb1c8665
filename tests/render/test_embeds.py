"""The text alternative (`options.images = false`): embed-like dicts with the pictures' information."""

from __future__ import annotations

import discord
import pytest

from bot.games.holding_on.engine import public_view, view
from bot.games.holding_on.render.embeds import board_embed, memories_embed
from tests.render.pictures_support import PACK, random_states, state_after


def _all_text(embed: dict) -> str:
    return "\n".join([embed["title"], embed["description"]] + [f"{f['name']}\n{f['value']}" for f in embed["fields"]])


def _within_discords_limits(embed: dict) -> None:
    assert len(embed["title"]) <= 256
    assert len(embed["description"]) <= 4096
    assert len(embed["fields"]) <= 25
    for field in embed["fields"]:
        assert 0 < len(field["name"]) <= 256 and 0 < len(field["value"]) <= 1024
        assert isinstance(field["inline"], bool)
    assert len(_all_text(embed)) <= 6000


def test_embeds_stay_within_discords_limits_and_convert_to_discord_embeds():
    for state in random_states(range(12), every=4):
        seen = public_view(state)
        for embed in (board_embed(seen), memories_embed(seen, PACK), board_embed(view(state, 0))):
            _within_discords_limits(embed)
            converted = discord.Embed.from_dict(embed)
            assert converted.title == embed["title"]
            assert len(converted.fields) == len(embed["fields"])


def test_the_board_embed_tells_what_the_board_shows():
    state = state_after(2, 3, 5, 66)
    seen = public_view(state)
    text = _all_text(board_embed(seen))
    assert f"Billy's condition: {seen['condition']}/30" in text
    assert seen["band"].upper() in text  # the band by name, not only by colour
    assert f"Day {seen['day']}" in text and f"{seen['shift_name']} shift" in text
    assert f"Hospital Warnings: {seen['warnings']}/2" in text or f"{seen['warnings']}/2" in text
    for name in seen["seats"]:
        assert name in text  # Nurses by name, not only by colour
    for shift in ("Morning shift", "Day shift", "Night shift"):
        assert shift in text
    for deck, size in seen["decks"].items():
        assert f"{deck.capitalize()} {size}" in text
    assert "Contact Tile" in text  # scenario 2 has one
    for back in seen["backs"]:
        deck = "Partial" if back["deck"] == "partial" else "Clear"
        assert f"{deck} T{back['timeline']}" in text


def test_the_memories_embed_lists_placed_titles_the_objective_and_its_progress():
    state = state_after(2, 3, 9, 200)
    seen = public_view(state)
    embed = memories_embed(seen, PACK)
    text = _all_text(embed)
    for entry in seen["grid"]:
        assert PACK.memory_at(entry["timeline"], entry["position"]).title in text
    assert PACK.scenario(2).objective_text in text
    assert [f["name"] for f in embed["fields"][:5]] == [f"Timeline {t}" for t in range(1, 6)]
    for slot in seen["objective_memories"]:
        assert f"Timeline {slot['timeline']}, position {slot['position']}" in text


def test_player_names_cannot_break_the_markdown():
    state = state_after(1, 2, 4, 3)
    seen = public_view(state)
    seen["seats"] = ["*Ana*", "Ben_"]
    for person in seen["staff"]:
        if person["kind"] == "nurse":
            person["name"] = seen["seats"][person["seat"]]
    text = _all_text(board_embed(seen))
    assert "\\*Ana\\*" in text and "Ben\\_" in text


@pytest.mark.parametrize("make", [board_embed, lambda v: memories_embed(v, PACK)])
def test_embeds_refuse_the_state(make):
    with pytest.raises(TypeError):
        make(state_after(1, 2, 4, 3))


def test_a_caller_who_stays_on_the_contact_tile_is_shown_on_the_next_shift():
    """R18: Cy called after the Morning card and is still on the tile during the Day shift."""
    from tests.engine.helpers import act, game, play_until, reveal

    state = game(3, scenario=2, sm=0)
    reveal(state, "p-d00")
    act(state, "assign", staff="n1")
    act(state, "call", staff="n2", contact="sister")
    play_until(state, lambda s: s.step == "reveal")
    reveal(state, "p-d03")
    seen = public_view(state)
    assert seen["shifts"][-1]["on_tile"] == "n2" and seen["shifts"][-1]["contact_nurse"] is None
    assert "Cy, still there after her call" in _all_text(board_embed(seen))
