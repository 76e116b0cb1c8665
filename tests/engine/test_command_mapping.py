"""The command mapping (bot/commands.py): commands become engine actions; autocomplete is legal_actions."""

from __future__ import annotations

import pytest

from bot.games.holding_on.commands import MAX_CHOICES, choices, plan
from bot.games.holding_on.engine import RuleError, apply, legal_actions, new_game, state_to_json
from tests.fixtures.pack import fixture_pack

PACK = fixture_pack()


def _table(seed: int = 4):
    state = new_game(PACK, 1, ["Ana", "Ben", "Cy"], seed=seed)
    return state, state.shift_manager


def test_shift_reveal_and_assign_by_name_map_to_engine_actions():
    state, sm = _table()
    [reveal] = plan(state, sm, "shift reveal")
    apply(state, reveal)
    [assign] = plan(state, sm, "shift assign", {"staff": "assistant 1"})
    assert (assign.kind, assign.staff) == ("assign", "a1")
    [assign] = plan(state, sm, "shift assign", {"staff": "ana"})
    assert (assign.kind, assign.staff) == ("assign", "n0")


def test_an_unknown_name_is_refused_with_the_names_that_exist():
    state, sm = _table()
    with pytest.raises(RuleError) as refused:
        plan(state, sm, "shift assign", {"staff": "Zed"})
    assert "Ana" in refused.value.message and "Assistant 1" in refused.value.message


def test_assign_autocomplete_offers_exactly_the_break_room_staff_the_engine_allows():
    state, sm = _table()
    apply(state, plan(state, sm, "shift reveal")[0])
    offered = {(c.label, c.value) for c in choices(state, sm, "shift assign", "staff")}
    legal = {(state.staff[a.staff].name, a.staff) for a in legal_actions(state) if a.kind == "assign"}
    assert offered == legal and offered
    other = (sm + 1) % 3
    assert choices(state, other, "shift assign", "staff") == []  # only the Shift Manager assigns (R3)


def test_decide_lists_every_open_choice_of_this_player_and_its_keys_round_trip():
    state, sm = _table()
    apply(state, plan(state, sm, "shift reveal")[0])
    offered = choices(state, sm, "decide", "choice")
    mine = [a for a in legal_actions(state) if a.seat == sm]
    assert len(offered) == min(len(mine), MAX_CHOICES)
    for choice in offered:
        [action] = plan(state, sm, "decide", {"choice": choice.value})
        assert action in mine


def test_inquire_takes_a_timeline_or_stop_and_refuses_anything_else():
    state, seat = _table()
    [action] = plan(state, seat, "inquire", {"timeline": "3"})
    assert (action.kind, action.timeline, action.staff) == ("inquire", 3, f"n{seat}")
    [action] = plan(state, seat, "inquire", {"timeline": "stop"})
    assert action.kind == "stop_inquiry"
    with pytest.raises(RuleError, match="1 to 5"):
        plan(state, seat, "inquire", {"timeline": "9"})


def _play_until(state, predicate, limit=400):
    import random

    chooser = random.Random(1)
    for _ in range(limit):
        if predicate(state):
            return True
        actions = legal_actions(state)
        care = [a for a in actions if a.kind == "care"]
        apply(state, care[0] if care else chooser.choice(actions))  # always Medical, to reach palliative below
        if state.result:
            return False
    return False


def test_care_palliative_pre_answers_talker_and_billy_when_they_come_up():
    for seed in range(40):
        state = new_game(PACK, 1, ["Ana", "Ben", "Cy"], seed=seed)

        def palliative_with_two_memory_talkers(s):
            if s.step != "care":
                return False
            card = s.rules.patients[s.current.card]
            return card.rewards.count("memory") >= 1 and "either" not in card.rewards and len(set(s.current.slots)) > 1

        if not _play_until(state, palliative_with_two_memory_talkers):
            continue
        senior = next(a.seat for a in legal_actions(state) if a.kind == "care")
        talker = state.staff[state.current.slots[-1]].name
        voice = next(n for i, n in enumerate(state.seats) if i != senior)
        actions = plan(state, senior, "care palliative", {"talker": talker, "billy": voice})
        kinds = [a.kind for a in actions]
        assert kinds[0] == "care" and "talker" in kinds
        for action in actions:
            apply(state, action)
        return
    pytest.fail("no seed reached a palliative choice with two possible talkers")


def test_talker_and_billy_given_ahead_of_a_reward_are_refused_with_the_reason_not_dropped():
    """Issue 14: on a card whose reward comes first (R11 before R13), `talker:` and `billy:` cannot be
    applied with the care choice; the command is refused saying so, and the game is unchanged."""
    for seed in range(60):
        state = new_game(PACK, 1, ["Ana", "Ben", "Cy"], seed=seed)

        def palliative_with_a_reward_choice(s):
            return s.step == "care" and "either" in s.rules.patients[s.current.card].rewards

        if not _play_until(state, palliative_with_a_reward_choice):
            continue
        senior = next(a.seat for a in legal_actions(state) if a.kind == "care")
        talker = state.staff[state.current.slots[-1]].name
        before = state_to_json(state)
        with pytest.raises(RuleError, match="talker: cannot be given ahead") as refused:
            plan(state, senior, "care palliative", {"talker": talker})
        assert "/decide" in refused.value.message
        assert state_to_json(state) == before
        [care] = plan(state, senior, "care palliative")  # without it, the care choice goes through
        assert care.choice == "palliative"
        return
    pytest.fail("no seed reached a palliative choice whose reward is chosen first")


def test_decide_naming_another_players_choice_or_a_closed_one_is_refused_with_its_rule():
    """A typed /decide that names a real choice not open to this player gets the rule's reason, not only the list
    (issue 25: refusals say why): another seat's choice in any language, or a choice's key out of its moment."""
    from bot.games.holding_on.decision_words import label
    from bot.games.holding_on.engine import public_view

    state, sm = _table()
    other = (sm + 1) % len(state.seats)
    [reveal] = [a for a in legal_actions(state) if a.kind == "reveal"]
    before = state_to_json(state)
    for language in ("en", "de", "fr"):
        [action] = plan(state, other, "decide", {"choice": label(language, reveal, public_view(state))})
        with pytest.raises(RuleError) as refused:
            apply(state, action)
        assert refused.value.message.startswith(f"Only {state.seats[sm]}"), refused.value.message
    [early] = plan(state, sm, "decide", {"choice": "assign.s=a1"})  # staffing comes after the reveal
    with pytest.raises(RuleError) as refused:
        apply(state, early)
    assert "(R3)" in refused.value.message
    assert state_to_json(state) == before
