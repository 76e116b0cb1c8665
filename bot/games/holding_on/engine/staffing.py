"""Staff and shifts (RULINGS R3–R8): who may be placed, the three kinds of cover, leave, the short shift.

Rule functions only: they answer questions about the board and change it,
reporting events. What comes next is `flow.advance`'s to decide.
"""

from __future__ import annotations

from typing import NamedTuple

from bot.games.events import Event, public
from bot.games.holding_on.engine.condition import add_warning, is_overstressed, max_stress, on_card
from bot.games.holding_on.engine.memories import gain_stress
from bot.games.holding_on.engine.state import MAX_STRESS, GameState, Shift, Staff
from bot.games.holding_on.engine.vocab import NIGHT, SHIFT_NAMES, Place, StaffKind

# --- who may be placed, and at what Stress --------------------------------------


def open_spaces(state: GameState, shift: Shift) -> int:
    return state.rules.patients[shift.card].staff - len(shift.slots)


# Read once here: on Python 3.11 an enum member read through its class (`Place.BREAK_ROOM`) goes through
# EnumType's __getattr__ hook, and these are compared for every staff member at every staffing step.
_BREAK_ROOM, _ON_CALL, _SHIFT = Place.BREAK_ROOM, Place.ON_CALL, Place.SHIFT
_ON_CALL_STAFF = StaffKind.ON_CALL
_UNWORKABLE = frozenset((Place.LEAVE, Place.SM_BOARD, Place.GONE))


def workable(staff: Staff) -> bool:
    """Not overstressed (R7), not On Leave (R8), not the four-player Shift Manager (R20), not gone (R4a)."""
    return not is_overstressed(staff) and staff.place not in _UNWORKABLE


def assignable(state: GameState) -> list[Staff]:
    """Break-room staff who can take a space now (R3): not overstressed (R7)."""
    return [s for s in state.staff.values() if s.place == _BREAK_ROOM and s.stress < MAX_STRESS[s.kind]]


def _two_player_jump(state: GameState, staff: Staff) -> bool:
    """R19: with two players, Morning staff may jump to Night (the SM; "de": anyone)."""
    if state.players != 2 or state.shift != NIGHT:
        return False
    if state.rules.options.two_player_reading != "de" and staff.seat != state.shift_manager:
        return False
    return 0 in staff.shifts_today and 1 not in staff.shifts_today


def _free_cover(state: GameState, staff: Staff) -> bool:
    """R19: with two players, the SM covers one extra shift without Stress."""
    return (
        state.players == 2
        and staff.kind == StaffKind.NURSE
        and staff.seat == state.shift_manager
        and staff.extra_shifts_today == 0
    )


def cover_stress(state: GameState, staff: Staff) -> int:
    """R4b: Nurses and Assistants gain 1 Stress for covering from the previous shift."""
    if staff.kind == StaffKind.ON_CALL or _free_cover(state, staff):
        return 0
    return 1


def can_cover_from_previous(state: GameState, staff: Staff) -> bool:
    """R4b: re-assigned from the immediately preceding shift (its card, or the Contact Tile, R18)."""
    if staff.place != _SHIFT or not workable(staff) or state.shift == 0:
        return False
    shift = state.current
    if staff.id in shift.slots or staff.id == shift.contact_nurse:
        return False
    if staff.id == state.contact_tile and state.contact_tile_shift != state.shift - 1:
        return False  # R18: a caller not moved on the next shift stays on the tile until the end of the day
    from_previous = (state.shift - 1) in staff.shifts_today or _two_player_jump(state, staff)
    return from_previous and staff.stress + cover_stress(state, staff) <= max_stress(staff)


class Placements(NamedTuple):
    """The placements open on the card now (R3–R5), worked out together: each depends on the others."""

    assign: list[Staff]  # R3: from the break room
    cover: list[Staff]  # R4a On-Call, R4b from the shift just before
    extra: list[tuple[Staff, int]]  # R4c: someone on the card covers 1 or 2 more spaces


def placements(state: GameState) -> Placements:
    """Every way to fill the card's open spaces now; all empty when the card is full."""
    shift = state.current
    spaces = open_spaces(state, shift)
    if spaces <= 0:
        return Placements([], [], [])
    free = assignable(state)
    shortfall = spaces - len(free)
    if shortfall <= 0:  # R4: cover only when the break room cannot fill the open spaces
        return Placements(free, [], [])
    return Placements(free, _cover_candidates(state), _extra_options(state, shift, shortfall))


def _cover_candidates(state: GameState) -> list[Staff]:
    """R4a On-Call still available, R4b staff from the immediately preceding shift."""
    on_call = [s for s in state.staff.values() if s.kind == _ON_CALL_STAFF and s.place == _ON_CALL]
    previous = [s for s in state.staff.values() if can_cover_from_previous(state, s)]
    return on_call + previous


def _extra_options(state: GameState, shift: Shift, shortfall: int) -> list[tuple[Staff, int]]:
    """R4c: someone on this card covers up to two more spaces, 1 Stress each (never On-Call);
    no more than the break room leaves open (R4)."""
    options = []
    for staff_id in on_card(shift):
        staff = state.staff[staff_id]
        if staff.kind == StaffKind.ON_CALL:
            continue
        for n in (1, 2):
            fits = n <= shortfall and shift.extra.get(staff_id, 0) + n <= 2
            if fits and staff.stress + n <= max_stress(staff):
                options.append((staff, n))
    return options


def placement_possible(state: GameState) -> bool:
    """Some legal placement on the card remains (R5): assign, cover or extra cover."""
    return any(placements(state))


def leave_candidates(state: GameState) -> list[Staff]:
    """R8: staff still in the break room, never the Shift Manager."""
    sm_nurse = f"n{state.shift_manager}"
    return [s for s in state.staff.values() if s.place == _BREAK_ROOM and s.id != sm_nurse]


# --- the card and the staff on it ------------------------------------------------------------


def reveal_card(state: GameState, events: list[Event]) -> None:
    """R3: the Shift Manager reveals the shift's Patient Card (R2: the flow never asks for one from an empty deck,
    it ends the day instead)."""
    card_id = state.patient_deck.pop()
    state.hidden_moves += 1
    state.shifts.append(Shift(index=state.shift, card=card_id))
    state.leave_window = False
    card = state.rules.patients[card_id]
    events.append(
        public(
            "card_revealed",
            card=card_id,  # face up now, like a revealed event: the renderer shows its title and line
            shift=state.shift,
            shift_name=SHIFT_NAMES[state.shift],
            kind=card.kind,
            staff=card.staff,
            deterioration=card.deterioration,
            rewards=list(card.rewards),
            inquiry=card.inquiry,
        )
    )


def revealed(state: GameState) -> bool:
    """This shift's card is on the board."""
    return bool(state.shifts) and state.shifts[-1].index == state.shift


def place(staff: Staff, shift: Shift) -> None:
    """Assigned today: on the card or the Contact Tile (R18 counts her as assigned)."""
    staff.place = Place.SHIFT
    if shift.index not in staff.shifts_today:
        staff.shifts_today.append(shift.index)


def assign(state: GameState, staff_id: str, events: list[Event]) -> None:
    """R3: from the break room to the card's next space (the first Nurse placed is the senior)."""
    staff = state.staff[staff_id]
    shift = state.current
    shift.slots.append(staff.id)
    place(staff, shift)
    events.append(public("staff_placed", staff=staff.id, name=staff.name, how="assign", shift=shift.index))


def cover(state: GameState, staff_id: str, events: list[Event]) -> None:
    """R4a: an On-Call comes in for the day; R4b: someone from the shift just before, with Stress."""
    staff = state.staff[staff_id]
    shift = state.current
    if staff.id == state.contact_tile:  # R18: re-assigned from the tile, which is free again
        state.contact_tile = state.contact_tile_shift = None
    if staff.place == Place.ON_CALL:
        shift.slots.append(staff.id)
        place(staff, shift)
        events.append(public("staff_placed", staff=staff.id, name=staff.name, how="on_call", shift=shift.index))
        return
    stress = cover_stress(state, staff)
    shift.slots.append(staff.id)
    place(staff, shift)
    staff.extra_shifts_today += 1
    events.append(public("staff_placed", staff=staff.id, name=staff.name, how="cover", shift=shift.index))
    gain_stress(state, staff, stress, events)


def extra(state: GameState, staff_id: str, spaces: int, events: list[Event]) -> None:
    """R4c: extra cover, 1 Stress per space."""
    staff = state.staff[staff_id]
    shift = state.current
    shift.slots.extend([staff.id] * spaces)
    shift.extra[staff.id] = shift.extra.get(staff.id, 0) + spaces
    events.append(
        public("staff_placed", staff=staff.id, name=staff.name, how="extra", spaces=spaces, shift=shift.index)
    )
    gain_stress(state, staff, spaces, events)


def send_on_leave(state: GameState, staff_id: str, events: list[Event]) -> None:
    """R8: break-room staff go On Leave after Morning and return next day stress-free."""
    staff = state.staff[staff_id]
    staff.place = Place.LEAVE
    events.append(public("sent_on_leave", staff=staff.id, name=staff.name))


def close_staffing(state: GameState, events: list[Event]) -> None:
    """R5: the shift is played with the staff it has; one not fully covered gives one Warning."""
    shift = state.current
    shift.staffed = True
    missing = open_spaces(state, shift)
    events.append(public("staffing_ended", shift=shift.index, missing=missing, staff=on_card(shift)))
    if missing:
        shift.short = True
        add_warning(state, "short_staffed", events)
