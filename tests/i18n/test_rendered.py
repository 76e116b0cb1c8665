"""Every message kind the engine's events and decisions produce, rendered in each language from random games:
a missing key or variable raises, a leftover placeholder or a text over Discord's limits fails, and English
labels say exactly what the engine's describe() says (bot/games/holding_on/decision_words.py)."""

from __future__ import annotations

import random

import pytest

from bot.games.events import CHANNEL, SEAT
from bot.games.holding_on.content_pack.loader import load_pack
from bot.games.holding_on.decision_words import label, phrase
from bot.games.holding_on.engine import Options, apply, describe, legal_actions, new_game, public_view
from bot.games.holding_on.render.narrate import channel_lines, private_text
from bot.i18n import LOCALES

BUTTON_MAX = 80  # Discord: a button's label
SELECT_OPTION_MAX = 100
DESCRIPTION_MAX = 4096


def _games():
    """A few random games of scenarios 1, 2, 3 and 5 (seeded): every state, and the events that led to it."""
    pack = load_pack()
    for seed in range(3):
        for scenario in (1, 2, 3, 5):
            state = new_game(pack, scenario, ["Ana", "Ben", "Cy", "Dee"][: 2 + seed % 3], seed, Options())
            chooser = random.Random(seed * 10 + scenario)
            events: list = []  # the opening (scenario_started) is told in the harness tests
            for _ in range(300):
                if state.result is not None:
                    break
                open_now = legal_actions(state)
                yield scenario, state, open_now, events
                outcome = apply(state, chooser.choice(open_now))
                state, events = outcome.state, outcome.events


@pytest.fixture(scope="module")
def played():
    return list(_games())


@pytest.mark.parametrize("locale", LOCALES)
def test_every_event_and_decision_of_random_games_renders(played, locale):
    packs = {language: load_pack(None, language) for language in LOCALES}
    pack = packs[locale]
    kinds = set()
    for scenario, state, open_now, events in played:
        for event in events:
            kinds.add(event.kind)
            if event.audience == CHANNEL:
                for line in channel_lines([event], pack, scenario, locale):
                    assert "{" not in line and len(line) <= DESCRIPTION_MAX, (event.kind, line)
            elif event.audience == SEAT:
                text = private_text(event, pack, "Holding On · Night › #campaign", locale)
                assert "{" not in text and len(text) <= 2000, (event.kind, text)
                assert not text.endswith(event.kind), f"{event.kind} has no private text"
        view = public_view(state)
        for action in open_now:
            words = label(locale, action, view)
            assert words and "{" not in words and len(words) <= BUTTON_MAX, (action, words)
            assert len(phrase(locale, action.kind)) <= SELECT_OPTION_MAX
            if locale == "en":
                assert words == describe(state, action)
    assert {"card_revealed", "staff_placed", "day_ended", "memory_received"} <= kinds
