"""Care: R9 (Medical or Palliative), R10 (Medical), R11 (Palliative), R12 (the daily Medical care), R23 (6 tokens).

Three players: Ana (seat 0, Shift Manager), Ben (1), Cy (2).
"""

from __future__ import annotations

from bot.games.holding_on.engine import Action
from tests.engine.helpers import (
    act,
    card_on_top,
    default_choice,
    events_of,
    game,
    kinds,
    matching,
    play_until,
    refused,
    reveal,
    staff,
    to_next_day,
)


def _to_reveal(state):
    play_until(state, lambda s: s.step == "reveal")


# --- R9 ---------------------------------------------------------------------------------------


def test_R9_medical_or_palliative_never_both_an_emergency_is_medical_only():
    state = game(3, sm=0)
    staff(state, "p-d01", "n1", "n2")
    assert {a.choice for a in matching(state, "care")} == {"medical", "palliative"}
    act(state, "care", choice="medical")
    assert "care" not in kinds(state) and "reward" not in kinds(state)
    emergency = game(3, sm=0)
    staff(emergency, "p-e0", "n1", "n2")
    assert "care" not in kinds(emergency)
    assert emergency.current.care == "medical"
    assert refused(emergency, Action("care", 1, choice="palliative")) == (
        "This card is an emergency: it is given Medical care only (R9)."
    )


def test_R9_choosing_medical_counts_for_the_day_even_with_no_token():
    """Default reading: Medical chosen (0 tokens) on one shift is the day's Medical care: no Warning."""
    state = game(3, sm=0)
    staff(state, "p-s00", "n1")
    act(state, "care", choice="medical")
    act(state, "resolve")
    events = to_next_day(state)
    assert not events_of(events, "warning")
    assert state.warnings == 0


def test_R9_medical_needs_token_medical_without_a_token_does_not_count():
    """options.medical_needs_token = true: Medical care counts only with at least one token placed."""
    state = game(3, sm=0, medical_needs_token=True)
    staff(state, "p-s00", "n1")
    act(state, "care", choice="medical")
    act(state, "resolve")
    events = to_next_day(state)
    assert [e.data["reason"] for e in events_of(events, "warning")] == ["no_medical_care"]


def test_R9_medical_needs_token_one_token_counts():
    state = game(3, sm=0, medical_needs_token=True)
    staff(state, "p-s00", "n1")
    act(state, "care", choice="medical")
    act(state, "tokens", staff="n1", count=1)
    act(state, "resolve")
    to_next_day(state)
    assert state.warnings == 0


# --- R10: Medical care ------------------------------------------------------------------------------


def test_R10_each_uncovered_deterioration_symbol_costs_one():
    state = game(3, sm=0)
    staff(state, "p-d02", "n1", "n2", "a1")
    act(state, "care", choice="medical")
    act(state, "resolve")
    assert state.condition == 25


def test_R10_stable_without_a_token_no_change():
    state = game(3, sm=0)
    staff(state, "p-s00", "n1")
    act(state, "care", choice="medical")
    act(state, "resolve")
    assert state.condition == 28


def test_R10_each_nurse_commits_her_own_tokens_and_may_change_her_number():
    state = game(3, sm=0)
    state.staff["n1"].tokens = 2
    state.staff["n2"].tokens = 2
    staff(state, "p-d02", "n1", "n2", "n0")
    act(state, "care", choice="medical")
    assert {a.seat for a in matching(state, "tokens", staff="n1")} == {1}
    assert {a.seat for a in matching(state, "tokens", staff="n2")} == {2}
    act(state, "tokens", staff="n1", count=2)
    # Three symbols: with Ben's two, Cy may add one at most.
    assert [a.count for a in matching(state, "tokens", staff="n2")] == [0, 1]
    act(state, "tokens", staff="n1", count=1)  # Ben changes his mind
    assert [a.count for a in matching(state, "tokens", staff="n2")] == [0, 1, 2]
    act(state, "tokens", staff="n2", count=2)
    act(state, "resolve")
    assert state.condition == 28
    assert (state.staff["n1"].tokens, state.staff["n2"].tokens) == (1, 0)  # back to the supply


def test_R10_the_pool_only_with_an_assistant_on_the_card_and_the_senior_commits_it():
    state = game(3, sm=0)
    state.pool = 3
    staff(state, "p-d01", "n1", "n2")
    act(state, "care", choice="medical")
    assert not matching(state, "pool")
    with_assistant = game(3, sm=0)
    with_assistant.pool = 3
    staff(with_assistant, "p-d01", "n1", "a1")
    act(with_assistant, "care", choice="medical")
    assert {(a.seat, a.count) for a in matching(with_assistant, "pool")} == {(1, 0), (1, 1), (1, 2)}
    act(with_assistant, "pool", count=2)
    act(with_assistant, "resolve")
    assert (with_assistant.condition, with_assistant.pool) == (28, 1)


def test_R10_pool_and_own_tokens_together_never_overcover_and_the_pool_never_goes_below_zero():
    """Ben (senior) and Cy with Assistant 1 on a 3-symbol card: whatever order the senior's pool tokens and
    Cy's own come in, together they cover at most 3 symbols, and no one commits more than she has."""
    state = game(3, sm=0)
    state.pool = 2
    state.staff["n1"].tokens = 0
    state.staff["n2"].tokens = 3
    staff(state, "p-d05", "n1", "n2", "a1")  # three spaces, three Deterioration symbols
    act(state, "care", choice="medical")
    assert [a.count for a in matching(state, "pool")] == [0, 1, 2]  # never more than the pool holds
    act(state, "pool", count=2)
    assert [a.count for a in matching(state, "tokens", staff="n2")] == [0, 1]  # one symbol left
    assert refused(state, Action("tokens", 2, staff="n2", count=2)).endswith("at most 1 can go on this card (R10).")
    act(state, "tokens", staff="n2", count=1)
    assert [a.count for a in matching(state, "pool")] == [0, 1, 2]  # the pool may keep its two
    act(state, "pool", count=0)  # the senior takes the pool back: Cy may now cover all three
    assert [a.count for a in matching(state, "tokens", staff="n2")] == [0, 1, 2, 3]
    act(state, "pool", count=2)
    assert refused(state, Action("pool", 1, count=3)).startswith("At most 2 pool tokens can go on this card")
    act(state, "resolve")
    assert (state.condition, state.pool, state.staff["n2"].tokens) == (28, 0, 2)


def test_R10_an_on_call_on_the_card_opens_the_pool_too():
    state = game(3, sm=0)
    state.pool = 1
    staff(state, "p-d02", "a1", "a2", "n0")
    _to_reveal(state)
    staff(state, "p-s01", "n1", "n2")
    _to_reveal(state)
    reveal(state, "p-d05")
    act(state, "cover", staff="n1")
    act(state, "cover", staff="o1")
    act(state, "cover", staff="o2")
    act(state, "bonus", staff="n1")
    act(state, "care", choice="medical")
    assert matching(state, "pool", count=1)


def test_R10_an_emergency_not_averted_loses_one_per_uncovered_symbol_and_gives_no_token():
    state = game(3, sm=0)
    state.staff["n1"].tokens = 2
    staff(state, "p-e1", "n1", "n2", "a1")  # four symbols
    act(state, "tokens", staff="n1", count=2)
    outcome = act(state, "resolve")
    assert state.condition == 26
    assert not events_of(outcome, "emergency_averted") and not events_of(outcome, "token_given")
    assert state.step == "reveal"


def test_R10_an_averted_emergency_token_goes_to_the_only_staff_member_who_can_hold_it():
    """Ben holds 6 (R23), so Cy, who covered the three symbols, gets the token without being asked."""
    state = game(3, sm=0)
    state.staff["n1"].tokens = 6
    state.staff["n2"].tokens = 3
    staff(state, "p-e0", "n1", "n2")  # three symbols
    act(state, "tokens", staff="n2", count=3)
    outcome = act(state, "resolve")
    assert [e.data["staff"] for e in events_of(outcome, "token_given")] == ["n2"]
    assert (state.staff["n1"].tokens, state.staff["n2"].tokens) == (6, 1)


def test_R10_the_averted_emergency_token_is_the_seniors_choice():
    state = game(3, sm=0)
    state.staff["n2"].tokens = 3
    staff(state, "p-e0", "n2", "a1")
    act(state, "tokens", staff="n2", count=3)
    act(state, "resolve")
    assert {(a.seat, a.staff) for a in matching(state, "bonus")} == {(2, "n2"), (2, "a1")}
    act(state, "bonus", staff="a1")
    assert state.pool == 1 and state.staff["n2"].tokens == 0


def test_R10_an_averted_emergency_token_given_to_an_on_call_assistant_goes_to_the_pool():
    """R10 as amended: an Assistant's or On-Call's token goes to the assistant pool, never to her hand."""
    state = game(3, sm=0)
    staff(state, "p-d02", "a1", "a2", "n0")  # the break room empties over the Morning and Day shifts
    _to_reveal(state)
    staff(state, "p-s01", "n1", "n2")
    _to_reveal(state)
    reveal(state, "p-e0")  # the Night: three symbols, two staff spaces, covered from the Day shift and by On-Call
    act(state, "cover", staff="n1")
    act(state, "cover", staff="o1")
    act(state, "bonus", staff="n1")  # R6: the Night's own token comes first
    state.staff["n1"].tokens = 3
    pool = state.pool
    act(state, "tokens", staff="n1", count=3)
    act(state, "resolve")
    assert {a.staff for a in matching(state, "bonus")} == {"n1", "o1"}
    act(state, "bonus", staff="o1")
    assert state.pool == pool + 1 and state.staff["o1"].tokens == 0 and state.staff["n1"].tokens == 0


# --- R11: Palliative care ----------------------------------------------------------------------------


def test_R11_palliative_on_a_deteriorating_card_loses_one_per_symbol():
    state = game(3, sm=0)
    staff(state, "p-d02", "n1", "n2", "a1")
    act(state, "care", choice="palliative")
    assert state.condition == 25


def test_R11_palliative_on_a_stable_card_no_change_and_the_card_gives_a_token():
    state = game(3, sm=0)
    staff(state, "p-s00", "n1")  # a "token or memory" icon
    act(state, "care", choice="palliative")
    assert state.condition == 28
    assert {(a.seat, a.choice) for a in matching(state, "reward")} == {(1, "token"), (1, "memory")}
    act(state, "reward", choice="token")
    assert state.staff["n1"].tokens == 2  # the only one on the card


def test_R11_the_senior_shares_the_tokens_out():
    state = game(3, sm=0)
    staff(state, "p-d02", "n2", "a1", "n1")  # memory, token-or-memory, token
    act(state, "care", choice="palliative")
    act(state, "reward", choice="token")
    assert {a.seat for a in matching(state, "give_token")} == {2}
    assert {a.staff for a in matching(state, "give_token")} == {"n2", "a1", "n1"}
    act(state, "give_token", staff="a1")
    act(state, "give_token", staff="n1")
    assert (state.pool, state.staff["n1"].tokens, state.staff["n2"].tokens) == (1, 2, 1)
    assert state.step == "talker"  # then the memory: who talks to Billy (R13)
    assert {a.seat for a in matching(state, "talker")} == {2}


# --- R12: a Warning for a day without Medical care; a second Warning loses ---------------------------


def _palliative_all_day(state):
    """Three stable "token or memory" cards, each given Palliative care (a token each time)."""
    for card in ("p-s00", "p-s06", "p-s12"):
        card_on_top(state, card)

    def choose(s):
        open_now = matching(s, "care", choice="palliative")
        return open_now[0] if open_now else default_choice(s)

    return play_until(state, lambda s: s.step == "over" or s.day > 1, choose=choose)


def test_R12_a_day_without_medical_care_gives_a_warning():
    state = game(3, sm=0)
    events = _palliative_all_day(state)
    assert [e.data["reason"] for e in events_of(events, "warning")] == ["no_medical_care"]
    assert state.warnings == 1 and state.result is None


def test_R12_a_second_warning_loses_the_scenario_at_once():
    state = game(3, sm=0)
    state.warnings = 1
    _palliative_all_day(state)
    assert (state.result, state.loss_cause) == ("lost", "transferred")
    assert state.day == 1  # lost at the end of day 1, before the break-room tokens or Talk About Billy
    # Ben and Cy, left in the break room, got nothing (the default staffing took the Assistants and Ana).
    assert [(state.staff[n].place, state.staff[n].tokens) for n in ("n1", "n2")] == [("break_room", 1)] * 2


# --- R23: six tokens at most ------------------------------------------------------------------------


def test_R23_a_nurse_with_six_tokens_is_not_offered_another():
    state = game(3, sm=0)
    state.staff["n1"].tokens = 6
    staff(state, "p-d02", "n1", "n2", "a1")
    act(state, "care", choice="palliative")
    act(state, "reward", choice="token")
    assert {a.staff for a in matching(state, "give_token")} == {"n2", "a1"}


def test_R23_a_token_nobody_on_the_card_can_hold_is_lost():
    state = game(3, sm=0)
    state.staff["n1"].tokens = 6
    staff(state, "p-s04", "n1")  # a memory and a token
    outcome = act(state, "care", choice="palliative")
    assert events_of(outcome, "token_lost")
    assert state.staff["n1"].tokens == 6


def test_R23_the_night_bonus_is_lost_when_nobody_can_hold_it():
    state = game(3, sm=0)
    staff(state, "p-s00", "n0")
    _to_reveal(state)
    staff(state, "p-s02", "n1")
    _to_reveal(state)
    state.staff["n2"].tokens = 6
    reveal(state, "p-s04")
    outcome = act(state, "assign", staff="n2")
    assert [e.data["reason"] for e in events_of(outcome, "token_lost")] == ["night"]
    assert state.staff["n2"].tokens == 6
    assert state.step == "care"


def test_R23_break_room_tokens_stop_at_six():
    state = game(3, sm=0)
    state.staff["n2"].tokens = 5
    staff(state, "p-s00", "n0")
    to_next_day(state)
    assert state.staff["n2"].tokens == 6
