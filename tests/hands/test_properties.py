"""Properties of random games at every difficulty (hypothesis chooses them and shrinks a failure).

A game is a seed and a list of choices: at each decision the choice, modulo the number open,
picks the next action, so every example is a legal game. After every decision the invariants
hold (tests/hands/invariants.py): balances within -2..+2, no node twice in a turn, tokens
together only as H15 allows, one ending and last, every open decision applicable and nothing
else, nothing hidden in a view, an event or the open decisions (H19). A state survives its own
JSON unchanged, and the same seed and choices give the same game. The long runs are in the
slow tier (test_random_play.py).
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.hands.engine import apply, legal_actions, state_from_json, state_to_json
from tests.hands import invariants
from tests.hands.helpers import fresh, random_table

games = st.fixed_dictionaries(
    {
        "difficulty": st.sampled_from(["normal", "challenging", "difficult", "impossible"]),
        "first": st.sampled_from(["random", "choose", "table"]),  # "table": a table laid out at random
        "seed": st.integers(min_value=10**12, max_value=2**63 - 1),  # many digits: never taken for a count
        "choices": st.lists(st.integers(min_value=0, max_value=10_000), max_size=40),
    }
)
PROPERTY = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def start(game: dict):
    if game["first"] == "table":
        return random_table(game["difficulty"], game["seed"])
    return fresh(game["difficulty"], game["seed"], game["first"])


def play(game: dict, *, sample: int | None = 2) -> tuple:
    state = start(game)
    record = invariants.Game()
    rnd = random.Random(game["seed"])
    events = []
    for number, choice in enumerate(game["choices"]):
        actions = legal_actions(state)
        if not actions:
            break
        invariants.check_decisions(state, rnd, sample)
        if number % 3 == 0:
            invariants.check_hidden(state, game["seed"] + number)
        action = actions[choice % len(actions)]
        was = invariants.before(state, record)
        outcome = apply(state, action)
        record.actions.append(action)
        events += outcome.events
        invariants.check_state(state)
        invariants.check_outcome(state, was, outcome, record)
    return state, record, events


@PROPERTY
@given(games)
def test_every_invariant_holds_after_every_decision(game):
    state, _, _ = play(game)
    invariants.check_hidden(state, 1)


@PROPERTY
@given(games)
def test_a_state_survives_its_json_and_the_same_choices_replay_the_same_game(game):
    state, record, events = play(game, sample=0)
    text = state_to_json(state)
    assert state_to_json(state_from_json(text)) == text
    again = start(game)
    replayed = []
    for action in record.actions:
        replayed += apply(again, action).events
    assert state_to_json(again) == text and replayed == events
