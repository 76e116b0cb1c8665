"""Player counts and the turn of the day (RULINGS R19–R21, R27, R7's handover Warning).

Rule functions only; `flow.advance` runs them in the order FLOW.md gives.
"""

from __future__ import annotations

from bot.games.events import Event, public
from bot.games.holding_on.engine import objective
from bot.games.holding_on.engine.condition import add_warning, gain_tokens, is_overstressed, lose, nurse_of
from bot.games.holding_on.engine.state import GameState
from bot.games.holding_on.engine.vocab import Place, StaffKind

# --- the day begins (R2, R20, R27) ------------------------------------------------------------------


def out_of_days(state: GameState, events: list[Event]) -> bool:
    """R2: an empty Patient Deck at the start of a day; a `by_day` deadline passed. True when lost."""
    if not state.patient_deck:
        lose(state, "died", events)
    deadline = objective.deadline(state.rules.objective)
    if deadline is not None and state.day > deadline:
        lose(state, "out_of_time", events)
    return state.result is not None


def handover(state: GameState) -> None:
    """R27: the role passes on (chosen at the end of the previous day, R7); R20: four players, the SM sits out."""
    if state.next_shift_manager is not None:
        state.shift_manager = state.next_shift_manager
    state.next_shift_manager = None
    sm_nurse = nurse_of(state, state.shift_manager)
    # R20; R7: a role that stayed with a Nurse On Leave leaves her on leave.
    if state.players == 4 and sm_nurse.place != Place.LEAVE:
        sm_nurse.place = Place.SM_BOARD


def day_started(state: GameState) -> Event:
    """R27, R29: who is Shift Manager today, told with the day's first shift."""
    sm = state.shift_manager
    return public("day_started", day=state.day, shift_manager=sm, name=state.seats[sm])


# --- the end of the day (R12, R19, R21) ------------------------------------------------------------------


def break_room_tokens(state: GameState, events: list[Event]) -> None:
    """R21: staff still in the break room gain 2 tokens each."""
    for staff in state.staff.values():
        if staff.place == Place.BREAK_ROOM:
            gained = gain_tokens(state, staff, 2)
            events.append(public("tokens_gained", staff=staff.id, name=staff.name, count=gained, why="break_room"))


def sm_may_return(state: GameState) -> bool:
    """R19: two players, the SM worked only one shift ("de": nobody worked an extra shift)."""
    if state.players != 2:
        return False
    nurse = nurse_of(state, state.shift_manager)
    if state.rules.options.two_player_reading == "de":
        worked = bool(nurse.shifts_today)
        return worked and all(s.extra_shifts_today == 0 for s in state.staff.values())
    return len(nurse.shifts_today) == 1


def sm_return(state: GameState, yes: bool, events: list[Event]) -> None:
    """R19: she returns to the break room at the end of the day, for 2 tokens."""
    state.sm_return_answered = True
    if yes:
        nurse = nurse_of(state, state.shift_manager)
        gained = gain_tokens(state, nurse, 2)
        events.append(public("tokens_gained", staff=nurse.id, name=nurse.name, count=gained, why="sm_return"))


def gather_team(state: GameState, events: list[Event]) -> None:
    """R21: On-Call used today leave, staff on leave return, the overstressed go on leave; R27 next SM."""
    for staff in state.staff.values():
        staff.shifts_today = []
        staff.extra_shifts_today = 0
        if staff.kind == StaffKind.ON_CALL:
            if staff.place == Place.SHIFT:
                staff.place = Place.GONE
            continue
        if staff.place == Place.LEAVE:
            staff.place = Place.BREAK_ROOM
            staff.stress = 0
            events.append(public("back_from_leave", staff=staff.id, name=staff.name))
        elif staff.place in (Place.SHIFT, Place.SM_BOARD):
            staff.place = Place.BREAK_ROOM
    for staff in state.staff.values():
        if staff.kind != StaffKind.ON_CALL and is_overstressed(staff):
            staff.place = Place.LEAVE
            events.append(public("sent_on_leave", staff=staff.id, name=staff.name, why="overstressed"))
    _choose_next_shift_manager(state, events)


def _choose_next_shift_manager(state: GameState, events: list[Event]) -> None:
    """R27: the next seat; R7: if she is overstressed, a Warning and the next available Nurse."""
    due = (state.shift_manager + 1) % state.players
    if nurse_of(state, due).place != Place.LEAVE:
        state.next_shift_manager = due
        return
    add_warning(state, "shift_manager_overstressed", events)
    for step in range(1, state.players):
        seat = (due + step) % state.players
        if nurse_of(state, seat).place != Place.LEAVE:
            state.next_shift_manager = seat
            return
    state.next_shift_manager = state.shift_manager  # nobody is available: the role stays
