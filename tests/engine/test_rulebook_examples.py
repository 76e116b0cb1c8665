"""Every worked example of the English rulebook, played on the engine.

Each test arranges the board the example shows, takes the example's decisions
and checks what the rulebook says happens. Ana (seat 0) is the Shift Manager,
Ben (seat 1) and Cy (seat 2) the other Nurses; three players, as the rulebook.
"""

from __future__ import annotations

import pytest

from bot.games.holding_on.engine import Action
from tests.engine.helpers import (
    CLEAR_EVENT,
    PARTIAL_EVENT,
    PARTIAL_EVENT_2,
    TALKER,
    act,
    answer,
    before_talk,
    begin_talk,
    events_of,
    freeze_shuffles,
    game,
    kinds,
    matching,
    play_until,
    refused,
    stack,
    staff,
    to_next_day,
)
from tests.engine.helpers import (
    reveal as reveal_card,
)

# --- Assigning Staff (page 5) -------------------------------------------------------------------


def test_assigning_staff_example():
    """The Nurse is placed first; the Shift Manager moves the Assistant from the break room to the second
    Staff space: the Shift is covered, and the Nurse is the senior member who decides the care."""
    state = game(3, sm=0)
    reveal_card(state, "p-d01")  # two Staff spaces
    act(state, "assign", staff="n1")
    assert state.step == "staffing"  # one space still open
    act(state, "assign", staff="a1")
    assert state.current.slots == ["n1", "a1"] and not state.current.short
    assert state.step == "care"  # covered: staffing is over without a word from the Shift Manager
    assert {a.seat for a in matching(state, "care")} == {1}  # Ben, the Nurse placed first
    assert refused(state, Action("care", 0, choice="medical")).endswith("(R9).")
    assert state.warnings == 0


# --- Medical care (page 7) ------------------------------------------------------------------


def test_medical_example_two_tokens_on_three_deterioration_symbols_drop_billy_by_one():
    """Page 7: "By using two Care Tokens to cover the symbols on the Patient Card, Billy's Condition
    will only drop by one." """
    state = game(3, sm=0)
    state.staff["n1"].tokens = 2
    staff(state, "p-d02", "n1", "n2", "a1")  # three Deterioration symbols, three staff spaces
    act(state, "care", choice="medical")
    act(state, "tokens", staff="n1", count=2)
    act(state, "resolve")
    assert state.condition == 27
    assert state.staff["n1"].tokens == 0  # the tokens went onto the card, and back to the supply


def test_medical_example_one_token_on_the_stable_symbol_improves_billy_by_one():
    """Page 7: "By using a Care Token to cover the symbol on the Patient Card, Billy's Condition will
    improve by one." """
    state = game(3, sm=0)
    staff(state, "p-s00", "n1")
    act(state, "care", choice="medical")
    assert not matching(state, "tokens", staff="n1", count=2)  # one symbol: one token at most
    act(state, "tokens", staff="n1", count=1)
    act(state, "resolve")
    assert state.condition == 29


def test_emergency_example_four_tokens_avert_it_and_the_staff_gain_one_token():
    """Page 7: "By using four Care Tokens to cover all the symbols ... the emergency is averted, and
    the players earn Billy's trust, gaining one Care Token." """
    state = game(3, sm=0)
    state.staff["n1"].tokens = 3
    state.pool = 1
    staff(state, "p-e4", "n1", "a1")  # an Emergency: four symbols, two staff spaces
    assert state.step == "medical"  # Medical care only (R9)
    act(state, "tokens", staff="n1", count=3)
    act(state, "pool", count=1)
    act(state, "resolve")
    assert state.condition == 28  # averted: no symbol left uncovered
    assert state.step == "bonus"  # the senior member, Ben, gives the token to someone on the card
    assert {a.staff for a in matching(state, "bonus")} == {"n1", "a1"}
    act(state, "bonus", staff="n1")
    assert state.staff["n1"].tokens == 1
    assert state.pool == 0


# --- Providing Cover (page 6) ----------------------------------------------------------------


def test_providing_cover_example():
    """The Morning Assistant cannot cover Night; the Day Nurse covers it (1 Stress) and covers a second
    space (1 more Stress); the On-Call Assistant covers the third."""
    state = game(3, sm=0)
    staff(state, "p-d02", "a1", "a2", "n0")  # Morning: both Assistants and Ana
    play_until(state, lambda s: s.step == "reveal")
    staff(state, "p-s01", "n1", "n2")  # Day: Ben and Cy; the break room is now empty
    play_until(state, lambda s: s.step == "reveal")
    reveal_card(state, "p-d05")  # Night: three staff spaces (a deteriorating card, 3 symbols)
    assert not matching(state, "assign")
    assert "a1" not in [a.staff for a in matching(state, "cover")]  # she worked Morning, not Day
    message = refused(state, Action("cover", 0, staff="a1"))
    assert "cover" in message.lower() and "R4" in message
    act(state, "cover", staff="n1")  # re-assigned from the Day shift
    assert state.staff["n1"].stress == 1
    act(state, "extra", staff="n1", count=1)  # additional cover for one more space
    assert state.staff["n1"].stress == 2
    assert not matching(state, "extra", staff="o1")  # On-Call cannot give extra cover
    act(state, "cover", staff="o1")  # the On-Call Assistant covers the third space
    assert state.staff["o1"].stress == 0
    assert state.current.slots == ["n1", "n1", "o1"]
    assert state.warnings == 0
    assert state.step == "bonus"  # the Night shift is covered: the Night bonus (R6)


# --- Send On Leave (page 10) -------------------------------------------------------------------


def test_send_on_leave_example():
    """Before the Day card is revealed, the Shift Manager sends the stressed Nurse On Leave; she is out
    for the rest of the day and returns to work the next day, Stress free."""
    state = game(3, sm=0)
    state.staff["n1"].stress = 2  # Ben, stressed, in the break room
    staff(state, "p-s00", "n0")  # Morning: Ana
    play_until(state, lambda s: s.step == "reveal")
    outcome = act(state, "send_on_leave", staff="n1")
    assert outcome.undoable
    assert state.staff["n1"].place == "leave"
    reveal_card(state, "p-s01")  # Day: two spaces; Ben is not available
    assert "n1" not in {a.staff for a in matching(state, "assign")}
    to_next_day(state)
    ben = state.staff["n1"]
    assert (state.day, ben.place, ben.stress) == (2, "break_room", 0)


# --- Events (page 8), Example 1: the Partial-deck card, in each band ---------------------------------
# R25: green quiet_moment, orange quiet_moment, red quiet_moment + trust_for_memory_ignoring_events,
# black no_more_talking. Ben draws two Partial Memories; the example card comes first.

A, X = "m1-2", "m3-1"


@pytest.mark.parametrize("condition", [20, 10], ids=["green", "orange"])
def test_event_example_1_green_and_orange_a_quiet_moment(monkeypatch, condition):
    """Green or orange: a Quiet Moment; Billy does not share a memory (the card still counts)."""
    freeze_shuffles(monkeypatch)
    state = before_talk("plain")
    state.condition = condition
    stack(state.partial_deck, PARTIAL_EVENT, X, A)
    events = begin_talk(state, "plain")
    assert events_of(events, "event_revealed")[0].data["effects"] == ["quiet_moment"]
    assert state.staff[TALKER].partials == [X]  # two draws: the event, then one memory
    assert PARTIAL_EVENT in state.partial_deck  # back into the deck afterwards


def test_event_example_1_red_one_token_draws_a_partial_ignoring_events(monkeypatch):
    """Red: you may still encourage Billy by using one Care Token to draw a Partial Memory ignoring Events."""
    freeze_shuffles(monkeypatch)
    state = before_talk("plain")
    state.condition = 5
    stack(state.partial_deck, PARTIAL_EVENT, PARTIAL_EVENT_2, X, A)
    events = begin_talk(state, "plain")
    assert [a.choice for a in matching(state, "spend_trust")] == ["no", "yes"]
    events += answer(state, trust="yes")
    assert state.staff[TALKER].tokens == 2
    assert [e.data["event"] for e in events_of(events, "event_revealed")] == [PARTIAL_EVENT]  # the 2nd ignored
    assert state.staff[TALKER].partials == [X, A]


def test_event_example_1_black_no_more_talking(monkeypatch):
    """Black: he refuses to talk any further; stop drawing cards immediately."""
    freeze_shuffles(monkeypatch)
    state = before_talk("plain")
    state.condition = 2
    stack(state.partial_deck, PARTIAL_EVENT, X, A)
    begin_talk(state, "plain")
    assert state.staff[TALKER].partials == []
    assert state.conversation is None
    assert X in state.partial_deck and A in state.partial_deck


# --- Events, Example 2: the Clear-deck card, in an Inquiry about timeline 1 ----------------------------
# R25: green ignore, orange change_of_subject, red change_of_subject + remove, black no_more_talking.


def test_event_example_2_green_ignored_and_the_next_clear_memory_is_drawn(monkeypatch):
    freeze_shuffles(monkeypatch)
    state = before_talk("inquiry")
    state.condition = 20
    stack(state.clear_deck, CLEAR_EVENT, A)
    begin_talk(state, "inquiry")
    assert state.staff[TALKER].clears == [A]


@pytest.mark.parametrize("condition", [10, 5], ids=["orange", "red"])
def test_event_example_2_orange_and_red_billy_changes_the_subject(monkeypatch, condition):
    """Orange: he changes the subject (a memory of another timeline); red: the same, and the card is removed."""
    freeze_shuffles(monkeypatch)
    state = before_talk("inquiry")
    state.condition = condition
    stack(state.clear_deck, CLEAR_EVENT, A, X)
    begin_talk(state, "inquiry")
    assert state.staff[TALKER].clears == [X]  # timeline 3, given as if asked for
    act(state, "stop_inquiry")
    assert A in state.clear_deck  # the set-aside card went back
    removed = condition == 5
    assert (CLEAR_EVENT in state.removed_events) is removed
    assert (CLEAR_EVENT in state.clear_deck) is not removed


def test_event_example_2_black_no_more_talking(monkeypatch):
    """Black: he refuses to talk any further; no more inquiries this shift (R24)."""
    freeze_shuffles(monkeypatch)
    state = before_talk("inquiry")
    state.condition = 2
    stack(state.clear_deck, CLEAR_EVENT, A)
    begin_talk(state, "inquiry")
    assert state.staff[TALKER].clears == []
    assert "inquire" not in kinds(state)
    assert state.shift == 1 and state.step == "reveal"
