"""Player counts: R19 (two players, both readings of options.two_player_reading) and R20 (four players).

Two players: Ana (seat 0, Shift Manager) and Ben (seat 1), two Assistants, two On-Call.
"""

from __future__ import annotations

import pytest

from tests.engine.helpers import (
    act,
    events_of,
    game,
    kinds,
    matching,
    play_until,
    reveal,
    staff,
    to_next_day,
)


def _to_reveal(state):
    play_until(state, lambda s: s.step == "reveal")


def _covers(state) -> set[str]:
    return {a.staff for a in matching(state, "cover")}


# --- R19: two players ----------------------------------------------------------------------------------


@pytest.mark.parametrize("reading", ["en", "de"])
def test_R19_the_shift_manager_covers_one_extra_shift_without_stress(reading):
    state = game(2, sm=0, two_player_reading=reading)
    staff(state, "p-d02", "n0", "n1", "a1")  # Morning
    _to_reveal(state)
    reveal(state, "p-d05")  # Day: three spaces, only Assistant 2 in the break room
    act(state, "assign", staff="a2")
    act(state, "cover", staff="n0")
    act(state, "cover", staff="n1")
    assert (state.staff["n0"].stress, state.staff["n1"].stress) == (0, 1)
    _to_reveal(state)
    reveal(state, "p-d08")  # Night
    act(state, "cover", staff="n0")  # her second extra shift is not free
    assert state.staff["n0"].stress == 1


def _morning_then_day_without_the_morning_staff(reading):
    """Morning: Ana, Ben, Assistant 1; Day: Assistant 2 and On-Call 1; the Night card (3 spaces) is revealed."""
    state = game(2, sm=0, two_player_reading=reading)
    staff(state, "p-d02", "n0", "n1", "a1")
    _to_reveal(state)
    reveal(state, "p-s01")
    act(state, "assign", staff="a2")
    act(state, "cover", staff="o1")
    _to_reveal(state)
    reveal(state, "p-d05")
    return state


def test_R19_en_only_the_shift_manager_may_jump_from_morning_to_night():
    state = _morning_then_day_without_the_morning_staff("en")
    assert _covers(state) == {"o2", "a2", "o1", "n0"}
    act(state, "cover", staff="n0")
    assert state.staff["n0"].stress == 0  # her one free extra shift


def test_R19_de_any_staff_may_jump_from_morning_to_night():
    """options.two_player_reading = "de": Ben and Assistant 1 may jump too (with the usual Stress)."""
    state = _morning_then_day_without_the_morning_staff("de")
    assert _covers(state) == {"o2", "a2", "o1", "n0", "n1", "a1"}
    act(state, "cover", staff="n1")
    assert state.staff["n1"].stress == 1
    act(state, "cover", staff="n0")
    assert state.staff["n0"].stress == 0


def test_R19_no_jump_with_three_players():
    state = game(3, sm=0)
    staff(state, "p-d02", "n0", "n1", "a1")
    _to_reveal(state)
    staff(state, "p-d05", "a2", "n2")
    act(state, "cover", staff="o1")
    _to_reveal(state)
    reveal(state, "p-d08")
    assert _covers(state) == {"o2", "a2", "n2", "o1"}  # Ana (Shift Manager) worked the Morning: no jump


def _day_with_one_shift_for_the_sm(reading, someone_covers):
    """Ana works the Morning only; Ben the Day; the Night is Assistant 1 (or, covering from the Day,
    Assistant 2 on an extra shift)."""
    state = game(2, sm=0, two_player_reading=reading)
    staff(state, "p-s00", "n0")
    _to_reveal(state)
    if someone_covers:
        staff(state, "p-d05", "n1", "a1", "a2")  # the break room is empty at Night
        _to_reveal(state)
        reveal(state, "p-s04")
        act(state, "cover", staff="a2")
    else:
        staff(state, "p-s02", "n1")
        _to_reveal(state)
        staff(state, "p-s04", "a1")
    play_until(state, lambda s: s.step == "sm_return" or s.day > 1)
    return state


@pytest.mark.parametrize("reading", ["en", "de"])
def test_R19_the_shift_manager_who_worked_one_shift_may_return_for_two_tokens(reading):
    state = _day_with_one_shift_for_the_sm(reading, someone_covers=False)
    assert state.step == "sm_return"
    assert {(a.seat, a.choice) for a in matching(state, "sm_return")} == {(0, "yes"), (0, "no")}
    tokens = state.staff["n0"].tokens
    outcome = act(state, "sm_return", choice="yes")
    assert state.staff["n0"].tokens == tokens + 2
    assert [e.data["why"] for e in events_of(outcome, "tokens_gained")] == ["sm_return"]
    assert state.day == 2


def test_R19_en_the_return_is_allowed_even_when_someone_covered_an_extra_shift():
    state = _day_with_one_shift_for_the_sm("en", someone_covers=True)
    assert state.step == "sm_return"


def test_R19_de_the_return_needs_a_day_when_nobody_worked_an_extra_shift():
    state = _day_with_one_shift_for_the_sm("de", someone_covers=True)
    assert state.day == 2  # no question: Assistant 2 worked an extra shift
    assert "sm_return" not in kinds(state)


@pytest.mark.parametrize("reading", ["en", "de"])
def test_R19_no_return_after_two_shifts(reading):
    state = game(2, sm=0, two_player_reading=reading)
    staff(state, "p-d02", "n0", "n1", "a1")
    _to_reveal(state)
    reveal(state, "p-d05")
    act(state, "assign", staff="a2")
    act(state, "cover", staff="n0")
    act(state, "cover", staff="o1")
    play_until(state, lambda s: s.step == "sm_return" or s.day > 1)
    assert state.day == 2


def test_R19_no_return_with_three_players():
    state = game(3, sm=0)
    staff(state, "p-s00", "n0")
    play_until(state, lambda s: s.step == "sm_return" or s.day > 1)
    assert state.day == 2


# --- R20: four players ---------------------------------------------------------------------------------


def test_R20_the_four_player_shift_manager_works_no_shift_and_makes_no_call():
    state = game(4, scenario=2, sm=0)
    assert state.staff["n0"].place == "sm_board"
    reveal(state, "p-d03")
    assert "n0" not in {a.staff for a in matching(state, "assign")}
    act(state, "assign", staff="a1")  # the card is full: now the Contact Tile
    assert {a.staff for a in matching(state, "call")} == {"n1", "n2", "n3"}


def test_R20_she_gains_no_tokens_returns_after_the_reset_and_the_next_shift_manager_sits_out():
    state = game(4, sm=0)
    staff(state, "p-s00", "n1")
    events = to_next_day(state)
    gained = {e.data["staff"] for e in events_of(events, "tokens_gained")}
    assert "n0" not in gained and {"n2", "n3"} <= gained
    assert state.staff["n0"].tokens == 1
    assert (state.shift_manager, state.staff["n0"].place, state.staff["n1"].place) == (1, "break_room", "sm_board")


def test_R20_R7_a_four_player_shift_manager_kept_on_leave_stays_on_leave_and_returns_stress_free():
    """R7: every Nurse overstressed, so the role stays with Ana; she still misses day 2 (not on the board)
    and is back on day 3 without Stress, like the others."""
    state = game(4, sm=0)
    staff(state, "p-s00", "n1")
    for nurse in ("n0", "n1", "n2", "n3"):
        state.staff[nurse].stress = 3
    to_next_day(state)
    assert (state.day, state.shift_manager, state.warnings) == (2, 0, 1)
    assert state.staff["n0"].place == "leave"
    to_next_day(state)
    assert state.day == 3
    assert [(state.staff[n].place, state.staff[n].stress) for n in ("n0", "n2", "n3")] == [("break_room", 0)] * 3
    assert (state.shift_manager, state.staff["n1"].place) == (1, "sm_board")
