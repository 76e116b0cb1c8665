"""Properties of the engine over games hypothesis chooses (and shrinks to the shortest failing one).

A game here is a list of choices: at each step the choice, modulo the number of decisions open,
picks the next action, so every example is a legal game and a failure shrinks to a short one.
Along the way: every invariant holds (tests/engine/invariants.py), a state survives its own JSON
unchanged, a decision taken from the wrong seat is refused with a reason and changes nothing, and
the same choices from the same seed give the same game.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.games.holding_on.engine import (
    GameState,
    RuleError,
    apply,
    legal_actions,
    new_game,
    state_from_json,
    state_to_json,
)
from tests.engine.invariants import check_all, check_outcome
from tests.fixtures.pack import fixture_pack

PACK = fixture_pack()
NAMES = ["Ana", "Ben", "Cy", "Di"]

games = st.fixed_dictionaries(
    {
        "players": st.sampled_from([2, 3, 4]),
        "scenario": st.sampled_from([1, 2]),
        # a seed of many digits, so it cannot pass for a number of the board in the leak checks
        "seed": st.integers(min_value=10**12, max_value=2**63 - 1),
        "choices": st.lists(st.integers(min_value=0, max_value=10_000), max_size=150),
    }
)
PROPERTY = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play(game: dict, on_step=None) -> GameState:
    state = new_game(PACK, game["scenario"], NAMES[: game["players"]], seed=game["seed"])
    for choice in game["choices"]:
        actions = legal_actions(state)
        if not actions:
            break
        if on_step is not None:
            on_step(state, actions)
        outcome = apply(state, actions[choice % len(actions)])
        check_all(state, with_views=False)
        check_outcome(state, outcome)
    return state


@PROPERTY
@given(games)
def test_every_invariant_holds_and_the_state_survives_its_json(game):
    state = play(game)
    check_all(state, with_views=True)
    text = state_to_json(state)
    assert state_to_json(state_from_json(text)) == text
    assert (state.result is None) == bool(legal_actions(state))


@PROPERTY
@given(games)
def test_a_decision_from_the_wrong_seat_is_refused_and_changes_nothing(game):
    refusals = []

    def try_wrong_seat(state: GameState, actions) -> None:
        action = actions[0]
        wrong = action.with_seat((action.seat + 1) % state.players)
        if wrong in actions:
            return  # that seat may take it too (a choice open to everyone)
        before = state_to_json(state)
        try:
            apply(state, wrong)
        except RuleError as refusal:
            refusals.append(refusal)
        else:
            raise AssertionError(f"{wrong.key()} from seat {wrong.seat} was applied")
        assert state_to_json(state) == before

    play(game, on_step=try_wrong_seat)
    assert all(refusal.message for refusal in refusals)


@PROPERTY
@given(games)
def test_the_same_choices_from_the_same_seed_give_the_same_game(game):
    assert state_to_json(play(game)) == state_to_json(play(game))
