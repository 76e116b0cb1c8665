"""Random legal play: whole games for 2, 3 and 4 players, invariants checked after every action.

Also the R26 guarantee in practice: no game and no draw loops (the engine's
conversation guard raises instead of hanging, and every game ends).
"""

from __future__ import annotations

import random

import pytest

from bot.games.holding_on.engine import apply, legal_actions, new_game
from tests.engine.helpers import varied_options
from tests.engine.invariants import check_all, check_outcome
from tests.fixtures.pack import fixture_pack

PACK = fixture_pack()
NAMES = ["Ana", "Ben", "Cy", "Di"]
GAMES_PER_COUNT = 30  # the default tier; the slow tier plays 300 per player count
SLOW_GAMES_PER_COUNT = 300
BIG_SEED = 1_000_000_007  # large, so the seed's digits cannot pass for any board number


def play_one(players: int, game: int, with_views: bool) -> tuple[str, int]:
    scenario = 1 + game % 2
    state = new_game(PACK, scenario, NAMES[:players], seed=BIG_SEED + game, options=varied_options(game))
    for contact in state.rules.contacts:  # some tables may call again and again: the tile is busier (R18)
        contact.once = game % 3 != 0
    if scenario == 2 and game % 4 == 1:  # a call alone wins, one Warning already: R22's race between a
        state.rules.objective = {"flags": ["called_sister"]}  # Night call and the evening's Warning comes often
        state.warnings = 1
    chooser = random.Random(game)
    decisions = 0
    check_all(state, with_views)
    while state.result is None:
        actions = legal_actions(state)
        assert actions, f"game {game}: no decision open at step {state.step}"
        for action in actions:
            assert action.seat in range(players)
        outcome = apply(state, chooser.choice(actions))
        decisions += 1
        check_all(state, with_views)
        check_outcome(state, outcome)
        assert decisions < 3000, "a game that never ends"
    assert legal_actions(state) == []
    return f"{state.result}:{state.loss_cause}", decisions


def _play_many(players: int, games: int) -> None:
    results = {}
    for game in range(games):
        # Views are the costly check: take them on every third game, every action.
        result, _ = play_one(players, game, with_views=game % 3 == 0)
        results[result] = results.get(result, 0) + 1
    # Random play loses both ways (Billy dies, or a second Warning transfers him) and wins the games whose
    # objective is one call: a change that made every game end one way, or some other way, would be a bug.
    assert set(results) == {"lost:died", "lost:transferred", "won:None"}, results


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    _play_many(players, GAMES_PER_COUNT)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games_keep_every_invariant(players):
    _play_many(players, SLOW_GAMES_PER_COUNT)


def test_random_play_reaches_every_decision_and_every_event_icon():
    """Every kind of decision the engine can ask, and every R24 icon, happens in random play."""
    from bot.games.holding_on.engine.content import EventEffect
    from bot.games.holding_on.engine.moves import MOVES

    kinds: set[str] = set()
    icons: set[str] = set()
    for game in range(244):  # the last few play scenario 3, whose story asks the table a choice (issue 35)
        players = 2 + game % 3
        scenario = 3 if game >= 240 else 1 + game % 2
        state = new_game(PACK, scenario, NAMES[:players], seed=game, options=varied_options(game))
        chooser = random.Random(game)
        while state.result is None:
            action = chooser.choice(legal_actions(state))
            kinds.add(action.kind)
            for event in apply(state, action).events:
                if event.kind == "event_revealed":
                    icons.update(event.data["effects"])
    assert set(MOVES) - kinds == set()
    assert set(EventEffect.__args__) - icons == set()
