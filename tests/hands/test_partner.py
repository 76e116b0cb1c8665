"""The bot partner (bot/games/hands/partner.py): it reads the public view only (H19, H20) and plays legally."""

from __future__ import annotations

import json

import pytest

from bot.games.hands.engine import Action, apply, legal_actions, public_view
from bot.games.hands.partner import HandsPartner
from tests.hands import invariants
from tests.hands.helpers import NORTH, SOUTH, arrange, fresh


def _play(state, partners):
    while state.result is None:
        legal = legal_actions(state)
        action = partners[legal[0].seat].choose(public_view(state))
        assert action in legal
        apply(state, action)
    return state


@pytest.mark.parametrize("difficulty", ["normal", "impossible"])
def test_two_partners_play_a_whole_game(difficulty):
    state = _play(fresh(difficulty, seed=2, first="choose"), [HandsPartner(0), HandsPartner(1)])
    assert state.result in ("won", "lost") and state.first_player == NORTH  # South's partner named North (H7)


def test_it_decides_from_the_view_as_plain_data_and_the_same_whatever_is_hidden():
    state = fresh(seed=5)
    partner = HandsPartner(SOUTH)
    for number in range(30):
        if state.result is not None:
            break
        view = public_view(state)
        seat = legal_actions(state)[0].seat
        mine = HandsPartner(seat).choose(json.loads(json.dumps(view)))
        other = invariants.hide_differently(state, number)
        assert HandsPartner(seat).choose(public_view(other)) == mine == HandsPartner(seat).choose(view)
        assert (partner.choose(view) is None) == (seat != SOUTH)
        apply(state, mine)


def test_with_its_partner_waiting_in_the_centre_it_enters_balanced_and_wins():
    state = arrange(
        fresh(), active=SOUTH, nodes=("I0", "I4"), balances=(-1, 1), set_index=3, rows=(["happy", "sad"], ["angry"])
    )
    south = HandsPartner(SOUTH)
    assert south.choose(public_view(state)) == Action("step", SOUTH, node="C", row=SOUTH, card=0)
    apply(state, south.choose(public_view(state)))
    apply(state, south.choose(public_view(state)))  # end: no perspective question follows (H17)
    assert south.choose(public_view(state)) is None
    north = HandsPartner(NORTH)
    while state.result is None:
        apply(state, north.choose(public_view(state)))
    assert state.result == "won"


def test_it_does_not_enter_the_centre_when_its_partner_could_not_follow():
    # South could enter balanced (happy or calm), but then North, on I4 at +1, would find no card known to bring
    # her in at 0 (only the other up-card would be left)
    state = arrange(fresh(), nodes=("I0", "I4"), balances=(-1, 1), set_index=3, rows=(["happy", "calm"], []))
    action = HandsPartner(SOUTH).choose(public_view(state))
    assert action is not None and action.node != "C"


def test_a_plan_kept_for_a_position_is_the_one_the_search_makes_again():
    """The partner keeps the plans it made (partner.best_plan): the same position and weights give the kept
    plan, which is the one the search makes again from scratch; other weights are planned on their own."""
    from bot.games.hands import partner as module
    from bot.games.hands.planner.position import read
    from bot.games.hands.planner.search import Search, Weights

    state = fresh(seed=5)
    partners = [HandsPartner(0), HandsPartner(1)]
    checked = 0
    while state.result is None and checked < 4:
        legal = legal_actions(state)
        seat = legal[0].seat
        view = public_view(state)
        if any(p["kind"] == "step" and p["seat"] == seat for p in view["pending"]) and len(view["path"]) == 1:
            module._PLANS.clear()
            kept = module.best_plan(read(view, seat), Weights())
            assert module.best_plan(read(json.loads(json.dumps(view)), seat), Weights()) is kept
            assert kept == Search(read(view, seat), Weights()).best()
            narrow = Weights(candidates=1)
            assert module.best_plan(read(view, seat), narrow) == Search(read(view, seat), narrow).best()
            checked += 1
        apply(state, partners[seat].choose(view))
    assert checked == 4


@pytest.mark.parametrize(
    ("difficulty", "weights"),
    [("normal", "NO_ARGUMENTS"), ("difficult", "ARGUMENTS_OFTEN"), ("impossible", "ARGUMENTS_OFTEN")],
)
def test_each_difficulty_plays_by_the_weights_named_for_it(difficulty, weights):
    """H16: at difficult and impossible (a third of the objectives or more are arguments) the partner's weights
    are `ARGUMENTS_OFTEN`, at normal (none) `NO_ARGUMENTS`, at challenging the defaults: its moves are theirs, and
    a game shows a turn where the default weights move otherwise."""
    from bot.games.hands.planner import search

    named = getattr(search, weights)
    assert search.weights_for(difficulty) == named != search.Weights()
    assert search.weights_for("challenging") == search.Weights()
    differs = 0
    for seed in range(1, 6):
        state = fresh(difficulty, seed=seed)
        while state.result is None:
            view = public_view(state)
            seat = legal_actions(state)[0].seat
            chosen = HandsPartner(seat).choose(view)
            assert chosen == HandsPartner(seat, named).choose(view)
            differs += chosen != HandsPartner(seat, search.Weights()).choose(view)
            apply(state, chosen)
    assert differs


def test_it_waits_where_she_can_resolve_the_argument_and_she_does():
    """H16: an argument left open may never be resolved, so the partner counts it (`Weights.unresolved`): South
    walks onto O24 (happy, the outer ring) for North to join it there with the halves both see, and North walks
    O27, O26, O25, O24 and resolves it. Weights that count an open argument as nothing stop short and leave it."""
    from bot.games.hands.planner.search import Weights

    def one_round(weights):
        state = arrange(
            fresh("challenging"),
            active=SOUTH,
            nodes=("O26", "O28"),
            rows=(["calm", "happy", "calm", "happy"], ["sad", "angry", "angry", "happy", "sad", "sad"]),
            sides=("left", "right"),
            objective=("happy", 1),  # bar 1: an argument at challenging (H16)
            deck=24,
        )
        assert public_view(state)["objective"]["argument"]
        argument, paths = state.objective, []
        for seat in (SOUTH, NORTH):
            partner, path = HandsPartner(seat, weights), []
            while state.active == seat and state.result is None:
                action = partner.choose(public_view(state))
                path += [action.node] if action.kind == "step" else []
                apply(state, action)
            paths.append(path)
        return paths, state.completed == 1 and state.objective != argument

    assert one_round(None) == ([["O25", "O24"], ["O27", "O26", "O25", "O24"]], True)
    paths, resolved = one_round(Weights(unresolved=0.0))
    assert paths[0] != ["O25", "O24"] and not resolved


def test_ending_its_turn_off_balance_it_pays_from_her_row_and_keeps_its_own():
    """H9, H10: either row pays, and only a player who ends her turn balanced draws her row back up to 6. South
    completes the happy objective on O15 and ends at +1 (no draw): it pays her happy half, though its own row
    shows one, and keeps its six cards; North, at 0, may draw hers back at the end of her turn."""
    south_row = ["angry", "calm", "calm", "angry", "sad", "happy"]
    state = arrange(
        fresh(),
        nodes=("O16", "O0"),
        rows=(south_row, ["happy", "angry", "angry", "happy", "sad", "calm"]),
        sides=("right", "left"),
        objective=("happy", 0),
    )
    south = HandsPartner(SOUTH)
    assert south.choose(public_view(state)) == Action("step", SOUTH, node="O15", row=NORTH, card=0)
    apply(state, south.choose(public_view(state)))
    assert south.choose(public_view(state)) == Action("end", SOUTH)
    apply(state, Action("end", SOUTH))
    assert state.completed == 1 and state.players[SOUTH].balance == 1
    assert [len(player.row) for player in state.players] == [6, 5]
