"""Staff and shifts: R3–R8, R16, R18, R21.

Three players unless said otherwise: Ana (seat 0, Shift Manager), Ben (1), Cy (2);
Assistants a1, a2; On-Call o1, o2.
"""

from __future__ import annotations

from bot.games.holding_on.engine import Action
from bot.games.holding_on.engine.vocab import Place
from tests.engine.helpers import (
    act,
    events_of,
    freeze_shuffles,
    game,
    kinds,
    matching,
    play_until,
    refused,
    reveal,
    stack,
    staff,
    to_next_day,
)


def _to_reveal(state):
    play_until(state, lambda s: s.step == "reveal")


def _night_with_an_empty_break_room(state=None, cards=("p-d02", "p-s01", "p-d05")):
    """Morning: both Assistants and Ana; Day: Ben and Cy; the Night card (3 spaces) is revealed."""
    state = state or game(3, sm=0)
    morning, day, night = cards
    staff(state, morning, "a1", "a2", "n0")
    _to_reveal(state)
    staff(state, day, "n1", "n2")
    _to_reveal(state)
    reveal(state, night)
    return state


def _care_seat(state) -> int:
    return {a.seat for a in matching(state, "care")}.pop()


# --- R3: the senior member ------------------------------------------------------------------


def test_R3_the_first_nurse_placed_is_the_senior_member():
    state = game(3, sm=0)
    staff(state, "p-d02", "a1", "n2", "n1")  # placed in this order, left to right
    assert state.current.slots == ["a1", "n2", "n1"]
    assert _care_seat(state) == 2  # Cy, the first Nurse placed


def test_R3_with_only_assistants_on_the_card_the_shift_manager_decides():
    state = game(3, sm=1)
    staff(state, "p-s01", "a1", "a2")
    assert _care_seat(state) == 1


def test_R3_senior_reading_de_an_assistant_placed_first_leaves_it_to_the_shift_manager():
    """options.senior_reading = "de": the SM decides even though a Nurse follows the Assistant."""
    state = game(3, sm=0, senior_reading="de")
    staff(state, "p-d02", "a1", "n2", "n1")
    assert _care_seat(state) == 0
    english = game(3, sm=0)
    staff(english, "p-d02", "a1", "n2", "n1")
    assert _care_seat(english) == 2


def test_R3_senior_reading_de_a_nurse_placed_first_is_still_senior():
    state = game(3, sm=0, senior_reading="de")
    staff(state, "p-d02", "n2", "a1", "n1")
    assert _care_seat(state) == 2


def test_R3_reveal_first_then_staffing_by_the_shift_manager():
    state = game(3, sm=2)
    assert kinds(state) == {"reveal"}
    assert {a.seat for a in matching(state, "reveal")} == {2}
    reveal(state, "p-d02")
    assert {a.kind for a in matching(state, "assign")} == {"assign"}
    assert {a.seat for a in matching(state, "assign")} == {2}
    assert {a.staff for a in matching(state, "assign")} == {"n0", "n1", "n2", "a1", "a2"}


# --- R4: cover -----------------------------------------------------------------------------------


def test_R4_no_cover_while_the_break_room_can_fill_the_card():
    state = game(3, sm=0)
    staff(state, "p-d02", "a1", "a2", "n0")
    _to_reveal(state)
    reveal(state, "p-s01")  # two spaces, Ben and Cy in the break room
    assert not matching(state, "cover") and not matching(state, "extra")
    act(state, "assign", staff="n1")  # one space left, Cy can still fill it
    assert not matching(state, "cover") and not matching(state, "extra")


def test_R4a_an_on_call_comes_for_one_day_then_is_gone_for_the_scenario():
    state = _night_with_an_empty_break_room()
    act(state, "cover", staff="o1")
    assert state.staff["o1"].stress == 0
    play_until(state, lambda s: s.day == 2)
    assert state.staff["o1"].place == "gone"
    assert state.staff["o2"].place == "on_call"
    # Day 2: the On-Call used yesterday is never offered again.
    day_two = _night_with_an_empty_break_room(state, cards=("p-d08", "p-s03", "p-d11"))
    assert "o1" not in {a.staff for a in matching(day_two, "cover")}
    assert "o2" in {a.staff for a in matching(day_two, "cover")}


def test_R4b_cover_from_the_preceding_shift_costs_nurses_and_assistants_one_stress():
    state = game(3, sm=0)
    staff(state, "p-d02", "n0", "n1", "n2")  # Morning: the three Nurses
    _to_reveal(state)
    staff(state, "p-d05", "a1", "a2")  # Day: three spaces, two Assistants; the break room is empty
    assert {a.staff for a in matching(state, "cover")} == {"o1", "o2", "n0", "n1", "n2"}
    act(state, "cover", staff="o1")
    _to_reveal(state)
    reveal(state, "p-d08")  # Night: the Day staff may cover, the Morning Nurses may not
    assert {a.staff for a in matching(state, "cover")} == {"o2", "a1", "a2", "o1"}
    act(state, "cover", staff="a1")
    act(state, "cover", staff="o1")  # an On-Call from the previous shift: no Stress
    assert (state.staff["a1"].stress, state.staff["o1"].stress) == (1, 0)


def test_R4c_extra_cover_up_to_two_more_spaces_one_stress_each_never_by_on_call():
    state = _night_with_an_empty_break_room()
    act(state, "cover", staff="o1")
    assert not matching(state, "extra", staff="o1")
    act(state, "cover", staff="n2")
    assert state.staff["n2"].stress == 1
    assert [a.count for a in matching(state, "extra", staff="n2")] == [1]  # one space is left
    act(state, "extra", staff="n2", count=1)
    assert state.staff["n2"].stress == 2
    assert state.current.slots == ["o1", "n2", "n2"]


def test_R4c_two_extra_spaces_at_once_and_no_third():
    state = game(3, sm=0)
    staff(state, "p-d02", "a1", "a2", "n0")
    _to_reveal(state)
    staff(state, "p-s01", "n1", "n2")
    _to_reveal(state)
    state.staff["o1"].place = state.staff["o2"].place = Place.GONE
    reveal(state, "p-d05")
    act(state, "cover", staff="n1")
    assert sorted(a.count for a in matching(state, "extra", staff="n1")) == [1, 2]
    act(state, "extra", staff="n1", count=2)
    assert state.staff["n1"].stress == 3  # reached, not exceeded
    assert state.current.slots == ["n1", "n1", "n1"]


def test_R4_an_assistant_may_reach_her_maximum_but_never_exceed_it():
    state = game(3, sm=0)
    staff(state, "p-d02", "n0", "n1", "n2")
    _to_reveal(state)
    state.staff["a1"].stress = 1
    staff(state, "p-d05", "a1", "a2")
    assert [a.count for a in matching(state, "extra", staff="a1")] == [1]  # 1 + 1 = 2, her maximum
    assert [a.count for a in matching(state, "extra", staff="a2")] == [1]  # two would need 2 open spaces
    act(state, "extra", staff="a1", count=1)
    assert state.staff["a1"].stress == 2
    _to_reveal(state)
    reveal(state, "p-d08")
    assert "a1" not in {a.staff for a in matching(state, "cover")}  # overstressed: not again today (R7)
    assert "a2" in {a.staff for a in matching(state, "cover")}


# --- R5: short shifts ----------------------------------------------------------------------------


def test_R5_the_shift_manager_must_cover_while_a_legal_assignment_remains():
    state = _night_with_an_empty_break_room()
    assert not matching(state, "end_staffing")
    assert refused(state, Action("end_staffing", 0)).endswith("(R5).")


def test_R5_a_shift_that_cannot_be_covered_gives_one_warning_and_is_played_as_it_is():
    """No On-Call left, Cy overstressed, Ben (1 Stress) covers Night and one more space: the third
    space stays empty."""
    state2 = game(3, sm=0)
    staff(state2, "p-d02", "a1", "a2", "n0")
    _to_reveal(state2)
    staff(state2, "p-s01", "n1", "n2")
    _to_reveal(state2)
    for on_call in ("o1", "o2"):
        state2.staff[on_call].place = Place.GONE
    state2.staff["n2"].stress = 3
    state2.staff["n1"].stress = 1
    reveal(state2, "p-d05")
    act(state2, "cover", staff="n1")  # 2 Stress
    act(state2, "extra", staff="n1", count=1)  # 3 Stress: no legal assignment remains
    assert [a.kind for a in matching(state2, "end_staffing")] == ["end_staffing"]
    outcome = act(state2, "end_staffing")
    assert state2.warnings == 1
    assert [e.data["reason"] for e in events_of(outcome, "warning")] == ["short_staffed"]
    assert state2.current.short
    assert state2.step == "care"  # played with the staff it has: Ben decides
    assert _care_seat(state2) == 1
    assert not events_of(outcome, "token_given")  # R6: no Night bonus for a short Night


def test_R5_a_shift_with_no_staff_at_all_gives_no_care():
    """Everyone On Leave, the On-Call gone: a Warning, and the card's whole deterioration applies."""
    state2 = game(3, sm=0)
    for staff_id in ("n0", "n1", "n2", "a1", "a2"):
        state2.staff[staff_id].place = Place.LEAVE
    for on_call in ("o1", "o2"):
        state2.staff[on_call].place = Place.GONE
    reveal(state2, "p-d02")
    assert kinds(state2) == {"end_staffing"}
    act(state2, "end_staffing")
    assert state2.warnings == 1
    assert state2.condition == 25  # the whole deterioration applies
    assert (state2.shift, state2.step) == (1, "reveal")


def test_R5_an_emergency_with_no_staff_applies_in_full():
    state = game(3, sm=0)
    for staff_id in ("n0", "n1", "n2", "a1", "a2"):
        state.staff[staff_id].place = Place.LEAVE
    for on_call in ("o1", "o2"):
        state.staff[on_call].place = Place.GONE
    reveal(state, "p-e1")  # four symbols
    act(state, "end_staffing")
    assert state.condition == 24
    assert state.pool == 0 and all(state.staff[n].tokens == 1 for n in ("n0", "n1", "n2"))


# --- R6: the Night bonus -------------------------------------------------------------------------


def test_R6_a_full_night_gives_one_token_chosen_by_the_senior():
    state = _night_with_an_empty_break_room()
    act(state, "cover", staff="n2")
    act(state, "cover", staff="o1")
    act(state, "cover", staff="o2")
    assert state.step == "bonus"
    assert {a.seat for a in matching(state, "bonus")} == {2}  # Cy, the senior member
    assert {a.staff for a in matching(state, "bonus")} == {"n2", "o1", "o2"}
    act(state, "bonus", staff="o1")  # an On-Call's token goes to the assistant pool
    assert state.pool == 1
    assert state.step == "care"


def test_R6_the_bonus_goes_straight_to_the_only_one_who_can_hold_it():
    state = game(3, sm=0)
    staff(state, "p-s00", "n0")
    _to_reveal(state)
    staff(state, "p-s02", "n1")
    _to_reveal(state)
    reveal(state, "p-s04")
    outcome = act(state, "assign", staff="n2")
    assert [e.data["staff"] for e in events_of(outcome, "token_given")] == ["n2"]
    assert state.staff["n2"].tokens == 2
    assert state.step == "care"


def test_R6_no_bonus_on_morning_or_day():
    state = game(3, sm=0)
    staff(state, "p-s00", "n1")
    assert state.step == "care" and state.staff["n1"].tokens == 1


# --- R7: overstressed -------------------------------------------------------------------------------


def test_R7_an_overstressed_nurse_finishes_her_shift():
    """Ben covers Night and two more spaces (3 Stress): he still gives care on this card."""
    state = game(3, sm=0)
    staff(state, "p-d02", "a1", "a2", "n0")
    _to_reveal(state)
    staff(state, "p-s01", "n1", "n2")
    _to_reveal(state)
    state.staff["n1"].tokens = 5
    reveal(state, "p-d05")
    act(state, "cover", staff="n1")
    act(state, "extra", staff="n1", count=2)
    assert state.staff["n1"].stress == 3
    assert state.staff["n1"].tokens == 3  # 3 Stress cost him 3 tokens (R16); the Night bonus is his (R6)
    act(state, "care", choice="medical")
    act(state, "tokens", staff="n1", count=2)
    before = state.condition
    act(state, "resolve")
    assert state.condition == before - 1  # three symbols, two covered by Ben


def test_R7_overstressed_not_again_today_on_leave_tomorrow_back_the_day_after_and_a_warning_for_the_sm():
    """Ben (due to be Shift Manager tomorrow) reaches 3 Stress on the Morning: he is not assigned again
    today, goes On Leave at the end of the day (Warning; Cy takes the role), misses day 2 and returns on
    day 3 without Stress; the rotation goes on from Cy."""
    state = game(3, sm=0)
    staff(state, "p-s00", "n1")
    state.staff["n1"].stress = 3
    _to_reveal(state)
    reveal(state, "p-s01")
    assert "n1" not in {a.staff for a in matching(state, "assign") + matching(state, "cover")}
    events = to_next_day(state)
    assert [e.data["reason"] for e in events_of(events, "warning")] == ["shift_manager_overstressed"]
    assert state.warnings == 1
    assert (state.day, state.shift_manager) == (2, 2)
    assert state.staff["n1"].place == "leave"
    reveal(state, "p-s03")
    assert "n1" not in {a.staff for a in matching(state, "assign")}
    to_next_day(state)
    assert (state.day, state.shift_manager) == (3, 0)
    assert (state.staff["n1"].place, state.staff["n1"].stress) == ("break_room", 0)
    assert state.warnings == 1


def test_R7_when_no_nurse_is_available_the_role_stays():
    state = game(2, sm=0)
    staff(state, "p-s00", "n0")
    state.staff["n0"].stress = 3
    state.staff["n1"].stress = 3
    to_next_day(state)
    assert state.shift_manager == 0
    assert state.warnings == 1


# --- R8: Send On Leave ---------------------------------------------------------------------------------


def test_R8_only_between_morning_and_day_and_only_break_room_staff_never_the_shift_manager():
    state = game(3, sm=0)
    staff(state, "p-s00", "n1")
    _to_reveal(state)
    assert {a.staff for a in matching(state, "send_on_leave")} == {"n2", "a1", "a2"}
    act(state, "send_on_leave", staff="a2")
    reveal(state, "p-s01")
    assert "a2" not in {a.staff for a in matching(state, "assign")}
    play_until(state, lambda s: s.step == "reveal")
    assert not matching(state, "send_on_leave")  # between Day and Night: no
    assert "only between the Morning and Day shifts (R8)." in refused(state, Action("send_on_leave", 0, staff="n2"))
    to_next_day(state)
    assert state.staff["a2"].place == "break_room"


def test_R8_leave_returns_stress_free_and_gives_no_break_room_tokens():
    state = game(3, sm=0)
    state.staff["n2"].stress = 2
    staff(state, "p-s00", "n1")
    _to_reveal(state)
    act(state, "send_on_leave", staff="n2")
    play_until(state, lambda s: s.day == 2)
    assert (state.staff["n2"].stress, state.staff["n2"].tokens) == (0, 1)


# --- R16: the price of Stress --------------------------------------------------------------------------


def _cover_day_with(state, staff_id):
    """Morning: the three Nurses; Day (3 spaces): both Assistants, then `staff_id` covers from Morning."""
    staff(state, "p-d02", "n0", "n1", "n2")
    _to_reveal(state)
    reveal(state, "p-d05")
    act(state, "assign", staff="a1")
    act(state, "assign", staff="a2")
    return act(state, "cover", staff=staff_id)


def test_R16_a_nurse_chooses_what_she_gives_up(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = game(3, sm=0)
    state.partial_deck.remove("m2-2")
    state.staff["n1"].partials = ["m2-2"]
    state.clear_deck.remove("m4-4")
    state.staff["n1"].clears = ["m4-4"]
    _cover_day_with(state, "n1")
    assert {(a.seat, a.choice) for a in matching(state, "stress_cost")} == {
        (1, "token"),
        (1, "partial"),
        (1, "clear"),
    }
    assert kinds(state) == {"stress_cost"}  # paid before anything else goes on
    act(state, "stress_cost", staff="n1", choice="clear")
    assert state.staff["n1"].clears == [] and "m4-4" in state.clear_deck
    assert state.staff["n1"].tokens == 1 and state.staff["n1"].partials == ["m2-2"]


def test_R16_only_tokens_held_a_token_goes_at_once():
    state = game(3, sm=0)
    state.staff["n1"].tokens = 2
    outcome = _cover_day_with(state, "n1")
    assert state.staff["n1"].tokens == 1
    assert [e.data["gave"] for e in events_of(outcome, "stress_cost_paid")] == ["token"]


def test_R16_nothing_held_nothing_lost():
    state = game(3, sm=0)
    state.staff["n1"].tokens = 0
    outcome = _cover_day_with(state, "n1")
    assert state.staff["n1"].stress == 1
    assert not events_of(outcome, "stress_cost_paid")
    assert "stress_cost" not in kinds(state)


def test_R16_an_assistant_stress_the_shift_manager_chooses_a_pool_token_or_a_board_partial():
    state = game(3, sm=0)
    state.pool = 2
    state.partial_deck.remove("m5-5")
    state.sm_board_partials = ["m5-5"]
    staff(state, "p-d02", "a1", "n1", "n2")
    _to_reveal(state)
    reveal(state, "p-d05")
    act(state, "assign", staff="n0")
    act(state, "assign", staff="a2")
    act(state, "cover", staff="a1")
    assert {(a.seat, a.choice) for a in matching(state, "stress_cost")} == {(0, "token"), (0, "partial")}
    act(state, "stress_cost", staff="a1", choice="token")
    assert state.pool == 1 and state.sm_board_partials == ["m5-5"]


# --- R18: calling (scenario 2: the sister, when m2-1 is in the grid) -----------------------------------


def test_R18_a_call_is_made_after_the_card_and_the_nurse_is_not_on_the_card(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = game(3, scenario=2, sm=0)
    reveal(state, "p-d00")
    act(state, "assign", staff="n1")
    assert state.step == "staffing"  # the card is full, but a call may still be placed
    assert {(a.staff, a.contact) for a in matching(state, "call")} == {("n0", "sister"), ("n2", "sister")}
    act(state, "call", staff="n2", contact="sister")
    assert state.step == "care"  # one call per shift: staffing is over
    assert state.current.slots == ["n1"]
    assert _care_seat(state) == 1  # Cy is not senior, and gives no care
    act(state, "care", choice="medical")
    assert {a.staff for a in matching(state, "tokens")} == {"n1"}
    stack(state.clear_deck, "m3-3", "m2-4")
    outcome = act(state, "resolve")
    assert [e.kind for e in outcome.events].index("call_made") > [e.kind for e in outcome.events].index(
        "medical_resolved"
    )
    assert "called_sister" in state.flags
    assert state.staff["n2"].clears == ["m2-4"]  # the first timeline-2 Clear from the bottom
    assert state.staff["n2"].place == "shift" and 0 in state.staff["n2"].shifts_today
    reveal(state, "p-d03")
    assert not matching(state, "call")  # the sister answers once


def test_R18_a_nurse_with_two_stress_cannot_be_put_on_the_contact_tile():
    state = game(3, scenario=2, sm=0)
    state.staff["n2"].stress = 2
    reveal(state, "p-d03")
    act(state, "assign", staff="a1")
    assert {a.staff for a in matching(state, "call")} == {"n0", "n1"}
    message = refused(state, Action("call", 0, staff="n2", contact="sister"))
    assert message == "Cy has 2 Stress: a Nurse with 2 or more makes no call (R18)."


def test_R18_stress_from_her_placement_counts_before_the_call():
    """Cy on 1 Stress could cover from the Morning onto the Contact Tile, but that would make 2."""
    state = game(3, scenario=2, sm=0)
    staff(state, "p-d02", "n0", "n2", "a1")
    _to_reveal(state)
    state.staff["n2"].stress = 1
    reveal(state, "p-d01")
    act(state, "assign", staff="n1")
    act(state, "assign", staff="a2")  # the card is full, and no Nurse is left in the break room
    assert "n2" not in {a.staff for a in matching(state, "call")}
    assert "n0" in {a.staff for a in matching(state, "call")}


def test_R18_checked_again_before_the_call():
    state = game(3, scenario=2, sm=0)
    reveal(state, "p-d00")
    act(state, "assign", staff="n1")
    act(state, "call", staff="n2", contact="sister")
    state.staff["n2"].stress = 2  # Stress she gained since her placement
    act(state, "care", choice="medical")
    outcome = act(state, "resolve")
    assert events_of(outcome, "call_missed") and "called_sister" not in state.flags


# R18 (amended): the tile is a staff space. The sister answers every call in these tests.


def _calling_game(**options):
    state = game(3, scenario=2, sm=0, **options)
    state.rules.contacts[0].once = False
    return state


def _callers(state) -> set[str]:
    return {a.staff for a in matching(state, "call")}


def _pay_stress(state) -> None:
    while matching(state, "stress_cost"):
        act(state, "stress_cost", choice="token")


def test_R18_the_tile_is_filled_from_the_break_room_first():
    """Ben worked the Morning; Ana and Cy wait in the break room and may make the call: only they may go."""
    state = _calling_game()
    staff(state, "p-d00", "n1")
    _to_reveal(state)
    reveal(state, "p-d03")
    act(state, "assign", staff="a1")
    assert _callers(state) == {"n0", "n2"}
    message = refused(state, Action("call", 0, staff="n1", contact="sister"))
    assert message == (
        "The Contact Tile is filled from the break room first, where these may still make the call: Ana and Cy (R18)."
    )


def test_R18_the_caller_stays_on_the_tile_after_her_call():
    """Cy called after the Morning card and stays on the tile: Ana, in the break room, may make the call,
    so Cy may not go again, and the tile is not free for Ana while Cy is on it."""
    state = _calling_game()
    reveal(state, "p-d00")
    act(state, "assign", staff="n1")
    act(state, "call", staff="n2", contact="sister")
    _to_reveal(state)
    assert state.contacts_called == ["sister"]
    reveal(state, "p-d03")
    message = refused(state, Action("call", 0, staff="n0", contact="sister"))
    assert "staffed first" in message and message.endswith("(R5); no call can be made this shift (R18).")
    act(state, "assign", staff="a1")
    assert state.staff["n2"].place == "shift"
    assert _callers(state) == set() and state.step == "care"  # no call to make: staffing closed itself


def test_R18_moving_the_caller_to_the_next_card_frees_the_tile():
    """Judicious planning: Cy covers the Day card from the tile (R4b, 1 Stress); the tile is free again,
    and once the card is staffed, Ben comes to it from the Morning card (1 Stress): a second call today."""
    state = _calling_game()
    reveal(state, "p-d01")  # Morning: two spaces
    act(state, "assign", staff="n1")
    act(state, "assign", staff="a1")
    act(state, "call", staff="n2", contact="sister")
    _to_reveal(state)
    reveal(state, "p-d05")  # Day: three spaces, and the break room holds only Ana and Assistant 2
    assert "n2" in {a.staff for a in matching(state, "cover")}
    assert _callers(state) == set()
    act(state, "cover", staff="n2")
    _pay_stress(state)
    assert state.staff["n2"].stress == 1
    act(state, "assign", staff="n0")
    act(state, "assign", staff="a2")
    assert _callers(state) == {"n1"}
    act(state, "call", staff="n1", contact="sister")
    _pay_stress(state)
    assert state.current.contact_nurse == "n1" and state.staff["n1"].stress == 1


def test_R18_a_second_call_of_her_own_costs_stress_and_is_still_made_with_one_stress():
    """No Nurse waits in the break room: Cy, who called after the Morning card, goes to the tile again
    (R4b: 1 Stress). The Stress check before the call comes after that Stress: 1 < 2, she calls."""
    state = _calling_game()
    reveal(state, "p-d01")
    act(state, "assign", staff="n0")
    act(state, "assign", staff="n1")
    act(state, "call", staff="n2", contact="sister")
    _to_reveal(state)
    reveal(state, "p-d03")  # Day: one space; the break room holds only the Assistants
    act(state, "assign", staff="a1")
    assert _callers(state) == {"n2"}  # Ana and Ben worked the Morning, but the tile is Cy's
    act(state, "call", staff="n2", contact="sister")
    _pay_stress(state)
    assert state.staff["n2"].stress == 1
    events = play_until(state, lambda s: s.step == "reveal")
    assert events_of(events, "call_made") and not events_of(events, "call_missed")
    assert state.contacts_called == ["sister", "sister"]


def test_R18_a_caller_not_moved_on_the_next_shift_stays_on_the_tile_until_the_end_of_the_day():
    state = _calling_game()
    reveal(state, "p-d00")
    act(state, "assign", staff="n1")
    act(state, "call", staff="n2", contact="sister")
    _to_reveal(state)
    staff(state, "p-d01", "n0", "a1")  # Day: Cy is left on the tile
    _to_reveal(state)
    reveal(state, "p-d05")  # Night: three spaces, only Assistant 2 in the break room
    assert "n2" not in {a.staff for a in matching(state, "cover")}  # she was not placed on the Day shift
    assert _callers(state) == set()
    to_next_day(state)
    assert state.staff["n2"].place == "break_room"
    reveal(state, "p-d03")
    act(state, "assign", staff="a1")
    assert "n2" in _callers(state)  # a new day: the tile is free


def test_R18_house_rule_the_tile_clears_after_every_shift():
    """options.contact_tile_clears: the tile is empty again after each shift, and the caller counts as
    staff of the shift just ended (she may cover the next one, and is not in the break room)."""
    state = _calling_game(contact_tile_clears=True)
    reveal(state, "p-d01")
    act(state, "assign", staff="n1")
    act(state, "assign", staff="a1")
    act(state, "call", staff="n2", contact="sister")
    _to_reveal(state)
    reveal(state, "p-d03")
    act(state, "assign", staff="a2")
    assert _callers(state) == {"n0"}  # the tile is free again: from the break room first
    assert state.staff["n2"].place == "shift" and 0 in state.staff["n2"].shifts_today


def test_R18_R19_the_two_player_shift_managers_free_shift_onto_the_tile_costs_no_stress():
    """R19: the two-player Shift Manager covers one extra shift without Stress; moved onto the tile from the
    shift just before (R18, R4b), that is her free shift too, and with 1 Stress she still calls."""
    state = game(2, scenario=2, sm=0)
    state.staff["n0"].stress = 1
    staff(state, "p-d02", "n0", "n1", "a1")
    _to_reveal(state)
    reveal(state, "p-s00")  # one space; only Assistant 2 is in the break room
    act(state, "assign", staff="a2")
    tokens = state.staff["n0"].tokens
    act(state, "call", staff="n0", contact="sister")
    assert (state.staff["n0"].stress, state.staff["n0"].tokens) == (1, tokens)
    events = play_until(state, lambda s: s.step == "reveal")
    assert events_of(events, "call_made") and not events_of(events, "call_missed")


def test_R18_R5_the_card_is_staffed_first_a_call_never_leaves_it_short():
    """R5: the Shift Manager covers while any legal assignment remains; the rulebook's Shift Manager 'may
    also' assign a Nurse to make a Call. Ben is all the break room holds for this one-space card: he goes
    on the card, not to the tile, and no call is offered while the card has room."""
    state = game(3, scenario=2, sm=0)
    staff(state, "p-d02", "n0", "n2", "a1")  # Morning: Ana, Cy and Assistant 1
    _to_reveal(state)
    state.staff["a2"].place = Place.LEAVE
    reveal(state, "p-d03")  # Day: one space, and Ben the only one in the break room
    assert not matching(state, "call")
    assert "R5" in refused(state, Action("call", 0, staff="n1", contact="sister"))
    act(state, "assign", staff="n1")
    assert {a.staff for a in matching(state, "call")} == {"n0", "n2"}  # the card is full: now the tile, from
    # the shift just before (1 Stress), since no Nurse is left in the break room


def test_R4_extra_cover_covers_the_shortfall_only():
    """R4c fills what the break room cannot: with Assistant 1 still waiting, Ben covers one extra space at
    most on a three-space card, and Assistant 1 takes the last."""
    state = game(3, sm=0)
    staff(state, "p-d02", "n0", "n2", "a2")
    _to_reveal(state)
    reveal(state, "p-d05")  # three spaces; the break room holds Ben and Assistant 1
    act(state, "assign", staff="n1")
    assert {(a.staff, a.count) for a in matching(state, "extra")} == {("n1", 1)}
    act(state, "extra", staff="n1", count=1)
    act(state, "assign", staff="a1")
    assert state.current.slots == ["n1", "n1", "a1"] and state.staff["n1"].stress == 1


def test_R18_no_call_in_a_scenario_without_the_contact_tile():
    state = game(3, scenario=1, sm=0)
    reveal(state, "p-d00")
    assert not matching(state, "call")


# --- R21: the end of the day, in order -----------------------------------------------------------------


def test_R21_end_of_day():
    """The team gathers: On-Call used today leave for good, staff on leave come back Stress-free, the
    overstressed go on leave; the day's cards are cleared."""
    state = game(3, sm=0)
    state.staff["a2"].stress = 1
    staff(state, "p-s00", "n0")
    _to_reveal(state)
    act(state, "send_on_leave", staff="a2")
    staff(state, "p-s02", "n1")
    _to_reveal(state)
    state.staff["n1"].stress = 3
    reveal(state, "p-d05")  # Night, three spaces: Cy and Assistant 1 are all the break room holds
    act(state, "cover", staff="o1")
    act(state, "assign", staff="a1")
    act(state, "assign", staff="n2")
    play_until(state, lambda s: s.day == 2)
    assert (state.staff["o1"].place, state.staff["o2"].place) == ("gone", "on_call")
    assert (state.staff["a2"].place, state.staff["a2"].stress) == ("break_room", 0)
    assert state.staff["n1"].place == "leave"
    assert state.staff["a1"].place == state.staff["n0"].place == "break_room"
    assert state.shifts == []


def test_R21_break_room_staff_gain_two_tokens_each():
    """Cy and Assistant 2 never left the break room: +2 each (Cy only to 6, R23; the Assistant's to the pool)."""
    state = game(3, sm=0)
    state.staff["n2"].tokens = 5
    staff(state, "p-s00", "n0")
    _to_reveal(state)
    staff(state, "p-s02", "n1")
    _to_reveal(state)
    staff(state, "p-s04", "a1")
    pool = state.pool  # the Night bonus went to Assistant 1, into the pool
    events = play_until(state, lambda s: s.day == 2)
    gains = {e.data["staff"]: e.data["count"] for e in events_of(events, "tokens_gained")}
    assert gains == {"n2": 1, "a2": 2}
    assert state.staff["n2"].tokens == 6
    assert state.pool == pool + 2
