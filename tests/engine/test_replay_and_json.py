"""Replay and serialisation: same seed + same actions = same game; JSON round trips losslessly."""

from __future__ import annotations

import json
import random

from bot.games.holding_on.engine import Action, apply, legal_actions, new_game, state_from_json, state_to_json
from bot.games.holding_on.engine.state import Options
from tests.fixtures.pack import fixture_pack

PACK = fixture_pack()


def _play(seed: int, choices_seed: int, scenario: int = 2, players: int = 3):
    state = new_game(PACK, scenario, ["Ana", "Ben", "Cy", "Di"][:players], seed=seed, options=Options())
    chooser = random.Random(choices_seed)
    taken: list[Action] = []
    snapshots = [state_to_json(state)]
    while state.result is None:
        action = chooser.choice(legal_actions(state))
        apply(state, action)
        taken.append(action)
        snapshots.append(state_to_json(state))
    return state, taken, snapshots


def test_the_same_seed_and_actions_give_an_identical_game():
    original, taken, snapshots = _play(seed=11, choices_seed=5)
    replayed = new_game(PACK, 2, ["Ana", "Ben", "Cy"], seed=11, options=Options())
    for action, expected in zip(taken, snapshots[1:], strict=True):
        apply(replayed, Action.from_dict(json.loads(json.dumps(action.to_dict()))))
        assert state_to_json(replayed) == expected
    assert replayed == original


def test_a_different_seed_deals_a_different_game():
    first = new_game(PACK, 1, ["Ana", "Ben"], seed=1)
    second = new_game(PACK, 1, ["Ana", "Ben"], seed=2)
    assert first.patient_deck != second.patient_deck


def test_json_round_trip_is_lossless_at_every_step():
    _, _, snapshots = _play(seed=3, choices_seed=9, players=4)
    for text in snapshots:
        restored = state_from_json(text)
        assert state_to_json(restored) == text


def test_a_restored_state_plays_on_exactly_like_the_original():
    state = new_game(PACK, 2, ["Ana", "Ben"], seed=22)
    chooser = random.Random(4)
    for _ in range(40):
        apply(state, chooser.choice(legal_actions(state)))
        assert state.result is None, "pick a seed whose game lasts 40 decisions"
    copy = state_from_json(state_to_json(state))
    for _ in range(40):
        if state.result is not None:
            break
        action = chooser.choice(legal_actions(state))
        apply(state, action)
        apply(copy, action)
    assert copy == state


def test_every_applied_action_bumps_the_version():
    state = new_game(PACK, 1, ["Ana", "Ben", "Cy"], seed=8)
    for expected in range(1, 30):
        apply(state, legal_actions(state)[0])
        assert state.version == expected


def test_a_snapshot_of_another_schema_is_refused_not_misread():
    state = new_game(PACK, 1, ["Ana", "Ben"], seed=8)
    data = json.loads(state_to_json(state))
    data["schema"] = 999
    try:
        state_from_json(json.dumps(data))
    except ValueError as error:
        assert "schema 999" in str(error)
    else:
        raise AssertionError("a snapshot of another schema was read")


def test_action_keys_round_trip_and_hold_no_seat():
    state = new_game(PACK, 2, ["Ana", "Ben", "Cy"], seed=13)
    chooser = random.Random(1)
    while state.result is None:
        for action in legal_actions(state):
            key = action.key()
            assert len(key) <= 60
            assert Action.from_key(key, action.seat) == action
        apply(state, chooser.choice(legal_actions(state)))
