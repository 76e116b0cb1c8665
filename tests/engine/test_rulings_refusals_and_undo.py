"""Bad input and undo (ARCHITECTURE.md, FLOW.md Undo).

An action that is not legal now raises RuleError with a sentence a player
understands (who may do it, when, which ruling), and the state is exactly as
it was (state_to_json before and after: `refused` checks it). Outcome.undoable
is True for decisions that revealed nothing (staffing, token commits, leave),
False for a reveal, any draw and any shuffle.
"""

from __future__ import annotations

import re

from bot.games.holding_on.engine import Action, RuleError, apply, legal_actions
from tests.engine.helpers import (
    act,
    card_on_top,
    freeze_shuffles,
    game,
    place_in_grid,
    play_until,
    refused,
    reveal,
    stack,
    staff,
)

RULING = re.compile(r"\(R\d+\)")


def _night_with_an_empty_break_room(ben_stress: int = 0):
    """Morning: both Assistants and Ana; Day: Ben and Cy; the Night card (3 spaces) is revealed."""
    state = game(3, sm=0)
    staff(state, "p-d02", "a1", "a2", "n0")
    play_until(state, lambda s: s.step == "reveal")
    staff(state, "p-s01", "n1", "n2")
    play_until(state, lambda s: s.step == "reveal")
    state.staff["n1"].stress = ben_stress
    reveal(state, "p-d05")
    return state


# --- bad input ---------------------------------------------------------------------------------


def test_wrong_seat_only_the_shift_manager_reveals():
    """R3: the Shift Manager reveals the Patient Card; Ben may not."""
    state = game(3, sm=0)
    message = refused(state, Action("reveal", 1))
    assert message == "Only Ana (Shift Manager) may reveal the Patient Card now (R3)."


def test_wrong_seat_a_nurse_commits_only_her_own_tokens():
    """R10: each Nurse commits her own tokens; Cy cannot put Ben's on the card."""
    state = game(3, sm=0)
    staff(state, "p-d02", "n1", "n2", "a1")
    act(state, "care", choice="medical")
    message = refused(state, Action("tokens", 2, staff="n1", count=1))
    assert message == "Only Ben may put Ben's own Care Tokens on the card (R10)."


def test_wrong_seat_the_senior_chooses_the_care():
    """R3/R9: Ben, placed first, is the senior member; Cy's choice of care is refused."""
    state = game(3, sm=0)
    staff(state, "p-s01", "n1", "n2")
    message = refused(state, Action("care", 2, choice="palliative"))
    assert message == "Only Ben may choose Medical or Palliative care now (R9)."


def test_wrong_moment_send_on_leave_only_between_morning_and_day():
    """R8: at Night, nobody can send staff On Leave; the message says when we are and what is awaited."""
    state = _night_with_an_empty_break_room()
    message = refused(state, Action("send_on_leave", 1, staff="a1"))
    assert message.startswith(
        "Nobody can send staff On Leave now (day 1, Night shift): staff go On Leave only between the Morning and "
        "Day shifts (R8). Waiting for: "
    )
    assert "Ana (Shift Manager) to bring in cover" in message


def test_wrong_moment_for_the_player_awaited_does_not_say_twice_what_she_may_do():
    """Issue 33: the game waits for Ana; her choices follow the refusal (RuleError.choices), so the sentence does
    not also say whom the game waits for, and for what."""
    state = _night_with_an_empty_break_room()
    message = refused(state, Action("send_on_leave", 0, staff="a1"))
    assert message == (
        "You cannot send staff On Leave now (day 1, Night shift): staff go On Leave only between the Morning and "
        "Day shifts (R8)."
    )


def test_wrong_moment_no_care_choice_before_the_card_is_staffed():
    state = game(3, sm=0)
    reveal(state, "p-s01")
    message = refused(state, Action("care", 0, choice="medical"))
    assert "You cannot choose Medical or Palliative care now (day 1, Morning shift)" in message
    assert RULING.search(message)


def test_staffing_before_the_reveal_says_the_card_comes_first_and_after_it_that_it_is_staffed():
    """R3, issue 33: not the circular "staff are placed while a shift is staffed": before the reveal, the card
    comes first; once it is staffed, it is staffed."""
    state = game(3, sm=0)
    message = refused(state, Action("assign", 0, staff="a1"))
    assert message == (
        "You cannot assign staff from the break room now (day 1, Morning shift): the Patient Card is revealed "
        "first, and staffing comes after it (R3)."
    )
    staff(state, "p-s01", "n1", "n2")
    message = refused(state, Action("assign", 0, staff="a1"))
    assert "(day 1, Morning shift): this shift's Patient Card is staffed already (R3)." in message


def test_a_scenario_without_the_contact_tile_refuses_a_call_for_that_reason():
    """R18, issue 33: scenario 1 has no Contact Tile: no call, whoever calls and whenever."""
    state = game(3, sm=0)
    assert not state.rules.contacts
    reveal(state, "p-d03")
    message = refused(state, Action("call", 0, staff="n1", contact="sister"))
    assert message == "There is no Contact Tile in this scenario, so no call can be made (R18)."


def test_the_shift_manager_of_four_is_refused_by_r20_not_r3():
    """R20, issue 33: at four, the Shift Manager works no shift; the refusal cites R20, which says so."""
    state = game(4, sm=0)
    reveal(state, "p-d02")
    message = refused(state, Action("assign", 0, staff="n0"))
    assert message == "At a table of four, the Shift Manager works no shift: Ana is off today (R20)."


def test_stop_before_anyone_inquires_says_nobody_is_inquiring():
    """R14, issue 33: "stop" with no Inquiry under way is not "not one of the ways to stop inquiring"."""
    state = game(3, sm=0)
    place_in_grid(state, "m1-1")
    staff(state, "p-s01", "n1", "n2")
    act(state, "care", choice="medical")
    act(state, "resolve")
    message = refused(state, Action("stop_inquiry", 2, staff="n2"))
    assert message.startswith("Nobody is inquiring yet: a Nurse on the card may Inquire, or the Inquiries are closed")


def test_overstressed_staff_cannot_cover():
    """R7: Ben, overstressed, cannot be assigned again today."""
    state = _night_with_an_empty_break_room(ben_stress=3)
    message = refused(state, Action("cover", 0, staff="n1"))
    assert message == "Ben is overstressed and cannot work again today (R4)."


def test_cover_past_the_stress_maximum_is_refused():
    """R4: staff can reach their Stress maximum, never exceed it: Ben on 1 Stress cannot cover 2 more spaces."""
    state = _night_with_an_empty_break_room()
    act(state, "cover", staff="n1")
    assert state.staff["n1"].stress == 1
    state.staff["n1"].stress = 2  # now one extra space would make 3 (his maximum), two would exceed it
    assert [a.count for a in legal_actions(state) if a.kind == "extra" and a.staff == "n1"] == [1]
    message = refused(state, Action("extra", 0, staff="n1", count=2))
    assert message == "Ben has 2 Stress of 3: this would go past the maximum (R4)."
    state.staff["n1"].stress = 3  # at his maximum: no extra space at all
    assert (
        refused(state, Action("extra", 0, staff="n1", count=1))
        == "Ben is overstressed and cannot work again today (R4)."
    )


def test_a_nurse_with_two_stress_cannot_inquire():
    """R14/R16: Ben (2 Stress) is on the stable card with tokens, but may not Inquire; Cy may."""
    state = game(3, sm=0)
    place_in_grid(state, "m1-1")
    state.staff["n1"].stress = 2
    state.staff["n1"].tokens = 3
    staff(state, "p-s01", "n1", "n2")
    act(state, "care", choice="medical")
    act(state, "resolve")
    assert state.step == "inquiry"
    message = refused(state, Action("inquire", 1, staff="n1", timeline=1))
    assert message == "Ben has 2 Stress: a Nurse with 2 or more does not Inquire (R14)."


def test_too_many_tokens_for_what_she_holds():
    """R10: Ben holds 1 token; committing 2 is refused, and the message lists what he can do."""
    state = game(3, sm=0)
    staff(state, "p-d02", "n1", "n2", "a1")
    act(state, "care", choice="medical")
    message = refused(state, Action("tokens", 1, staff="n1", count=2))
    assert message == "Ben holds 1 Care Token and each symbol takes one: at most 1 can go on this card (R10)."


def test_too_many_tokens_for_the_symbols_on_the_card():
    """R10: a stable card has one symbol: a second token has nowhere to go."""
    state = game(3, sm=0)
    state.staff["n1"].tokens = 4
    staff(state, "p-s00", "n1")
    act(state, "care", choice="medical")
    message = refused(state, Action("tokens", 1, staff="n1", count=2))
    assert message == "Ben holds 4 Care Tokens and each symbol takes one: at most 1 can go on this card (R10)."


def test_inquiring_about_a_timeline_with_no_partial_in_the_grid():
    """R14: the timeline named must already hold a Partial Memory in the grid."""
    state = game(3, sm=0)
    place_in_grid(state, "m1-1")
    staff(state, "p-s00", "n1")
    act(state, "care", choice="medical")
    act(state, "resolve")
    message = refused(state, Action("inquire", 1, staff="n1", timeline=4))
    assert message == "Timeline 4 has no Partial Memory in the grid yet (R14)."


def test_the_shift_manager_cannot_be_sent_on_leave():
    """R8: never the Shift Manager."""
    state = game(3, sm=0)
    staff(state, "p-s00", "a1")
    play_until(state, lambda s: s.step == "reveal")
    try:
        apply(state, Action("send_on_leave", 0, staff="n0"))
    except RuleError as error:  # the rule's reason once, then what she can do instead (issue 25)
        assert error.message == "Ana is the Shift Manager, who stays on the ward (R8)."
        assert "send Ben On Leave" in error.allowed
    else:
        raise AssertionError("the Shift Manager was sent On Leave")


def test_an_action_after_the_scenario_is_over_is_refused():
    state = game(3, sm=0)
    state.condition = 1
    staff(state, "p-d00", "n1")
    act(state, "care", choice="palliative")
    assert state.result == "lost"
    message = refused(state, Action("reveal", 0))
    assert message.startswith("This scenario attempt is over (lost)")


def test_a_refusal_lists_what_that_seat_may_do_instead():
    state = game(3, sm=0)
    reveal(state, "p-s01")
    try:
        apply(state, Action("assign", 0, staff="o1"))
    except RuleError as error:
        assert "assign Ben" in error.allowed and "assign Assistant 1" in error.allowed
    else:
        raise AssertionError("an On-Call is not in the break room")


# --- undo flags --------------------------------------------------------------------------------


def test_undoable_staffing_and_token_commits_not_the_reveal_or_the_resolve():
    state = game(3, sm=0)
    state.staff["n1"].tokens = 2
    card_on_top(state, "p-d02")
    assert act(state, "reveal").undoable is False
    assert act(state, "assign", staff="n1").undoable is True
    assert act(state, "assign", staff="n2").undoable is True
    assert act(state, "assign", staff="a1").undoable is True  # fills the card: still nothing revealed
    assert act(state, "care", choice="medical").undoable is False  # the care choice closes staffing's undo
    assert act(state, "tokens", staff="n1", count=2).undoable is True
    assert act(state, "tokens", staff="n1", count=1).undoable is True
    assert act(state, "resolve").undoable is False


def test_undoable_cover_extra_and_a_stress_cost_paid_in_tokens():
    state = _night_with_an_empty_break_room()
    state.staff["n1"].tokens = 2
    assert act(state, "cover", staff="n1").undoable is True  # the Stress cost (a token) was automatic
    assert act(state, "extra", staff="n1", count=1).undoable is True
    assert act(state, "cover", staff="o1").undoable is True


def test_not_undoable_a_stress_cost_that_shuffles_a_card_back():
    """R16: giving up a random Partial Memory shuffles it into the deck: final."""
    state = _night_with_an_empty_break_room()
    state.staff["n1"].tokens = 1
    state.partial_deck.remove("m2-2")
    state.staff["n1"].partials = ["m2-2"]
    assert act(state, "cover", staff="n1").undoable is True  # the choice is now Ben's
    assert act(state, "stress_cost", staff="n1", choice="partial").undoable is False
    assert "m2-2" in state.partial_deck


def test_undoable_send_on_leave():
    state = game(3, sm=0)
    staff(state, "p-s00", "n0")
    play_until(state, lambda s: s.step == "reveal")
    assert act(state, "send_on_leave", staff="a2").undoable is True


def test_not_undoable_any_draw_or_shuffle(monkeypatch):
    """A Palliative talk shuffles and draws; an inquiry shuffles the Clear deck and draws."""
    shuffles = freeze_shuffles(monkeypatch)
    state = game(3, sm=0)
    shuffles.clear()  # the Patient Deck's, at the start
    place_in_grid(state, "m1-1")
    state.staff["n1"].tokens = 3
    staff(state, "p-s02", "n1")
    assert act(state, "care", choice="palliative").undoable is False
    stack(state.partial_deck, "m3-1")
    assert act(state, "billy_voice", target=2).undoable is False  # the shuffle and the draw
    assert state.staff["n1"].partials == ["m3-1"]
    assert act(state, "inquire", staff="n1", timeline=1).undoable is False
    stack(state.clear_deck, "m1-2")
    assert act(state, "billy_voice", target=2).undoable is False
    assert len(shuffles) == 2
    stack(state.clear_deck, "m1-3")
    assert act(state, "inquire", staff="n1", timeline=1).undoable is False  # the same deck, a draw
    assert len(shuffles) == 2  # R14: no shuffle this time
    assert state.staff["n1"].clears == ["m1-2", "m1-3"]
