"""Narration: every event the engine emits reads as a line or a private text, and channel lines hide what they must."""

from __future__ import annotations

import random
import re

from bot.games.events import SEAT
from bot.games.holding_on.engine import apply, legal_actions, new_game, start_events
from bot.games.holding_on.engine.state import Options
from bot.games.holding_on.render.narrate import channel_lines, private_text
from tests.fixtures.pack import fixture_pack

PACK = fixture_pack()
CARD_ID = re.compile(r"\bm\d-\d\b|\bev-|\bp-[sde]\d")


def _games(billy_voice: str):
    for game in range(60):
        state = new_game(PACK, 1 + game % 2, ["Ana", "Ben", "Cy"], seed=game, options=Options(billy_voice=billy_voice))
        yield state, start_events(state)
        chooser = random.Random(game)
        while state.result is None:
            yield state, apply(state, chooser.choice(legal_actions(state))).events


def test_every_channel_event_becomes_words_without_card_ids_or_quotes():
    kinds = set()
    for state, events in _games("dm"):
        for line in channel_lines(events, PACK, state.rules.scenario):
            assert not CARD_ID.search(line), line
            assert "quote of" not in line, f"a quote reached the channel: {line}"
        kinds.update(e.kind for e in events)
    assert {"card_revealed", "event_revealed", "partial_placed", "scenario_lost"} <= kinds


def test_with_billy_voice_in_the_channel_the_quote_is_posted_there():
    posted = [
        line
        for state, events in _games("channel")
        for line in channel_lines(events, PACK, state.rules.scenario)
        if line.startswith("Billy: “quote of")
    ]
    assert posted


def test_private_texts_name_the_campaign_first_and_carry_the_card():
    seen = set()
    for _state, events in _games("dm"):
        for event in events:
            if event.audience != SEAT:
                continue
            text = private_text(event, PACK, "Ward 7 · #holding-on")
            assert text.splitlines()[0] == "**Ward 7 · #holding-on**"
            assert not CARD_ID.search(text)
            if event.kind in ("quote", "memory_received") and event.data.get("quote"):
                assert event.data["quote"] in text
            seen.add(event.kind)
    assert {"quote", "memory_received", "clear_checked"} <= seen
