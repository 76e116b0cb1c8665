"""The game's GameRules (bot/games/hands/game.py): what the table and issue 26's commands use."""

from __future__ import annotations

import json
import random

import pytest

from bot.games.errors import RuleError, Words
from bot.games.hands.engine import MOVES, Action, legal_actions, public_view
from bot.games.hands.engine.moves import card_token, seat_name
from bot.games.hands.game import GAME
from bot.games.interface import SnapshotUnreadable
from tests.hands.helpers import NORTH, PACK, SOUTH, arrange, end, fresh, random_table, started, step


def test_the_game_says_what_it_is():
    assert (GAME.name, GAME.min_seats, GAME.max_seats) == ("hands", 2, 2)
    assert GAME.chapters(PACK) == [1] and GAME.pack_label(PACK) == ("and-then-we-held-hands", "1")
    assert GAME.default_options() == {"difficulty": "normal", "first_player": "random"}


@pytest.mark.parametrize(
    ("options", "key"),
    [
        ({"difficulty": "impossible", "first_player": "choose"}, None),
        ({"difficulty": "hard"}, "hands-option-value"),
        ({"colour": "red"}, "hands-option-unknown"),
        ("normal", "hands-options-not-a-table"),
    ],
)
def test_options_are_checked(options, key):
    problem = GAME.options_problem(options)
    assert (problem.key if isinstance(problem, Words) else None) == key
    assert GAME.options_problem({"difficulty": "normal"}, complete=True).key == "hands-option-missing"
    assert GAME.known_options({"difficulty": "difficult", "old": 1}) == {
        "difficulty": "difficult",
        "first_player": "random",
    }


def test_a_game_is_for_two_and_plays_by_its_difficulty():
    with pytest.raises(RuleError) as three:
        GAME.new_game(PACK, 1, ["a", "b", "c"], 1, {}, [])
    assert three.value.key == "hands-two-players"
    state = GAME.new_game(PACK, 1, ["Ana", "Ben"], 1, {"difficulty": "difficult"}, [])
    assert state.rules.difficulty == "difficult" and GAME.seat_names(state) == ["Ana", "Ben"]
    assert GAME.shared_rules(PACK, 1, {"difficulty": "difficult"}, []) is state.rules  # built once, shared
    assert [e.kind for e in GAME.start_events(state)] == ["game_started", "dealt"]


def test_the_pack_is_stored_as_its_body_and_read_back_checked():
    body = GAME.pack_body(PACK)
    again = GAME.pack_from_body(body)
    assert again == PACK and GAME.pack_hash(again) == PACK.hash
    broken = json.loads(body)
    broken["cards"] = broken["cards"][:-1]
    with pytest.raises(ValueError, match="48 cards expected"):
        GAME.pack_from_body(json.dumps(broken))


def test_a_snapshot_leaves_out_the_shared_rules_and_reads_back_whole():
    state = started(seed=3)
    shared = state.rules
    text = GAME.snapshot(state, shared)
    assert '"rules"' not in text and '"rules"' in GAME.snapshot(state, None)
    back = GAME.read_snapshot(text, GAME.state_schema, shared=shared)
    assert GAME.whole_json(back) == GAME.whole_json(state) and back.rules is shared
    assert GAME.shares(back, shared)
    for text_, schema, why in [
        (text, GAME.state_schema, "no-pack"),
        (text, GAME.state_schema + 1, "newer"),
        (text, 0, "no-migration"),
        ("{not json", GAME.state_schema, "broken"),
    ]:
        with pytest.raises(SnapshotUnreadable) as unreadable:
            GAME.read_snapshot(text_, schema)
        assert unreadable.value.why == why


def test_kinds_undoable_and_nothing_is_worth_a_dm():
    assert [GAME.kind_undoable(k) for k in ("first", "half", "step", "end", "perspective", "nope")] == [
        True,
        True,
        True,
        False,
        False,
        False,
    ]
    state = started(seed=3)
    for event in GAME.start_events(state):
        assert not GAME.worth_a_dm(event)
    assert GAME.undo_seats(state) == {state.active} and GAME.undo_seats(fresh()) == {SOUTH, NORTH}


def test_step_commands_name_the_node_and_the_card():
    state = arrange(fresh(), rows=(["happy", "sad"], ["sad"]))
    assert GAME.plan(state, SOUTH, "hands step", {"to": "o15"}) == [Action("step", SOUTH, node="O15", row=0, card=0)]
    assert GAME.plan(state, SOUTH, "hands step", {"to": "O17", "card": "N1"}) == [
        Action("step", SOUTH, node="O17", row=1, card=0)
    ]
    assert GAME.plan(state, SOUTH, "hands step", {"card": "O17/S2"}) == [
        Action("step", SOUTH, node="O17", row=0, card=1)
    ]
    with pytest.raises(RuleError) as which:
        GAME.plan(state, SOUTH, "hands step", {"to": "O17"})
    assert which.value.key == "hands-which-card" and "S2, N1" in which.value.message
    with pytest.raises(RuleError) as bad:
        GAME.plan(state, SOUTH, "hands step", {"to": "O17", "card": "left3"})
    assert bad.value.key == "hands-name-card"
    assert GAME.plan(state, SOUTH, "hands end", {}) == [Action("end", SOUTH)]
    with pytest.raises(RuleError):
        GAME.plan(state, SOUTH, "hands dance", {})


def test_autocomplete_lists_exactly_the_legal_pairs_in_words():
    state = arrange(fresh(), rows=(["happy", "sad"], ["sad"]))
    legal = [a for a in legal_actions(state) if a.kind == "step"]
    pairs = GAME.choices(state, SOUTH, "hands step", "card")
    assert [c.value for c in pairs] == ["O15/S1", "O17/S2", "O17/N1"]
    assert pairs[0].label == "O15 (Joy) with card S1"  # a card as players type it (issue 33)
    assert [GAME.plan(state, SOUTH, "hands step", {"card": c.value})[0] for c in pairs] == legal
    assert [c.value for c in GAME.choices(state, SOUTH, "hands step", "to")] == ["O15", "O17"]
    assert GAME.choices(state, NORTH, "hands step", "to") == []  # not her turn
    assert [c.value for c in GAME.choices(state, SOUTH, "hands step", "card", typed="sad")] == ["O17/S2", "O17/N1"]


def _typed(state, action) -> tuple[str, dict]:
    """The command its record names, with each option as a player types it ("O12", "S3", "Ana", "left")."""
    spec = MOVES[action.kind].commands[0]
    typed = {}
    for option in spec.options:
        if option.field == "card":
            typed[option.name] = card_token(action.row, action.card)
        elif option.field == "target":
            typed[option.name] = seat_name(state, action.target)
        else:
            typed[option.name] = getattr(action, option.field)
    return spec.path, typed


def _tables():
    """Random tables and fresh games, and one turn ending on the middle line (H12's question: a random table
    reaches it seldom, and the centre no longer asks it, H17)."""
    for seed in range(40):
        difficulty = ("normal", "impossible")[seed % 4 == 1]
        yield seed, random_table(difficulty, seed) if seed % 2 else fresh(seed=seed, first="choose")
    middle = arrange(fresh(), nodes=("O17", "O0"), rows=(["angry", "calm"], ["happy"]))
    step(middle, "O16", SOUTH, 0)
    end(middle)
    yield 40, middle


def test_every_record_names_its_command_and_options_and_they_give_the_action_back():
    seen = set()
    for seed, state in _tables():
        rnd = random.Random(seed)
        for _ in range(12):
            legal = legal_actions(state)
            if not legal:
                break
            for action in legal:
                move = MOVES[action.kind]
                assert move.ruling.startswith("H") and move.who and move.phrase
                command, values = _typed(state, action)
                assert command.startswith("hands ")
                assert GAME.plan(state, action.seat, command, values) == [action], (action, values)
                assert GAME.action_from_key(action.key(), action.seat) == action
                assert GAME.action_from_dict(action.to_dict()) == action
                assert GAME.describe(state, action)
                assert GAME.plan(state, action.seat, "decide", {"choice": action.key()}) == [action]
                seen.add(action.kind)
            GAME.apply(state, rnd.choice(legal))
    assert seen == set(MOVES)


def test_a_key_is_public():
    state = arrange(fresh(), rows=(["happy", "sad"], ["sad"]))
    for action in legal_actions(state):
        assert not any(card in action.key() for card in state.rules.cards)
    assert Action("step", 0, node="O15", row=1, card=3).key() == "step.n=O15.r=1.c=3"
    with pytest.raises(ValueError):
        Action.from_key("step.z=1", 0)
    with pytest.raises(ValueError):
        Action.from_dict({"kind": "step", "seat": 0, "colour": "red"})


def test_views_are_the_engines():
    state = started(seed=9)
    assert GAME.public_view(state) == public_view(state)
    assert GAME.view(state, NORTH)["public"] == public_view(state) and GAME.view(state, NORTH)["seat"] == NORTH
