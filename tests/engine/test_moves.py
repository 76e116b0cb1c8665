"""One record per decision kind (bot/games/holding_on/engine/moves.py): every kind has one, and each record is complete.

Complete means: it says who takes it and which ruling it plays, it is open on some step (or interrupts),
and over random games every choice it offers is described in words and is answered by the command its
record names, given the option its record names: the hint the terminal table and "waiting for" show.
"""

from __future__ import annotations

import random
import re

import pytest

from bot.games.holding_on import commands
from bot.games.holding_on.engine import apply, describe, legal_actions, new_game
from bot.games.holding_on.engine.moves import KIND_ORDER, MOVES, command_of
from tests.fixtures.pack import fixture_pack

PACK = fixture_pack()
NAMES = ["Ana", "Ben", "Cy", "Di"]


def test_a_kind_is_its_records_key_and_comes_in_the_records_order():
    assert all(kind == move.kind for kind, move in MOVES.items())
    assert list(KIND_ORDER) == list(MOVES) and list(KIND_ORDER.values()) == list(range(len(MOVES)))


@pytest.mark.parametrize("kind", list(MOVES))
def test_each_record_says_who_which_ruling_and_when(kind):
    move = MOVES[kind]
    assert move.who and move.phrase and move.when
    assert re.fullmatch(r"[RD]\d+[a-z]?", move.ruling), move.ruling
    assert move.steps or move.interrupt is not None


def _options_for(action) -> tuple[str, dict]:
    """The command its record names for this choice, with each option typed as the action's field holds it."""
    command = command_of(action)
    if command is None:
        return "decide", {"choice": action.key()}
    options = {name: word for name, word in command.when.items()}
    for field, option in command.fills().items():
        options.setdefault(option.name, getattr(action, field))
    return command.path, options


def test_every_choice_offered_is_described_and_answered_by_its_records_command():
    seen: set[str] = set()
    for game in range(32):  # the last two play scenario 3, whose story asks the table a choice (issue 35)
        state = new_game(PACK, 3 if game >= 30 else 1 + game % 2, NAMES[: 2 + game % 3], seed=10**12 + game)
        chooser = random.Random(game)
        while state.result is None:
            actions = legal_actions(state)
            for action in actions:
                words = describe(state, action)
                assert words and "None" not in words, f"{action.kind}: {words!r}"
                command, options = _options_for(action)
                assert commands.plan(state, action.seat, command, options)[0] == action, (command, options)
            seen |= {action.kind for action in actions}
            apply(state, chooser.choice(actions))
    assert seen == set(MOVES), f"never offered: {set(MOVES) - seen}"
