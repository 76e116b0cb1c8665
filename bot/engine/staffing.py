"""Staffing a shift: assign, the three kinds of cover, calling, and Stress (R3–R8, R16, R18–R20)."""

from __future__ import annotations

from bot.engine import rng
from bot.engine.actions import Action
from bot.engine.board import controller, is_overstressed, max_stress, on_card
from bot.engine.events import Event, public
from bot.engine.state import GameState, Shift, Staff

# --- who may be placed, and at what Stress --------------------------------------


def open_spaces(state: GameState, shift: Shift) -> int:
    return state.rules.patients[shift.card].staff - len(shift.slots)


def _workable(state: GameState, staff: Staff) -> bool:
    """Not overstressed (R7), not the four-player Shift Manager (R20)."""
    return not is_overstressed(staff) and staff.place not in ("leave", "sm_board", "gone")


def assignable(state: GameState) -> list[Staff]:
    """Break-room staff who can take a space now (R3)."""
    return [s for s in state.staff.values() if s.place == "break_room" and _workable(state, s)]


def cover_allowed(state: GameState, shift: Shift) -> bool:
    """R4: cover only when the break room cannot fill the open spaces."""
    spaces = open_spaces(state, shift)
    return spaces > 0 and len(assignable(state)) < spaces


def _two_player_jump(state: GameState, staff: Staff) -> bool:
    """R19: with two players, Morning staff may jump to Night (the SM; "de": anyone)."""
    if state.players != 2 or state.shift != 2:
        return False
    if state.rules.options.two_player_reading != "de" and staff.seat != state.shift_manager:
        return False
    return 0 in staff.shifts_today and 1 not in staff.shifts_today


def _free_cover(state: GameState, staff: Staff) -> bool:
    """R19: with two players, the SM covers one extra shift without Stress."""
    return (
        state.players == 2
        and staff.kind == "nurse"
        and staff.seat == state.shift_manager
        and staff.extra_shifts_today == 0
    )


def cover_stress(state: GameState, staff: Staff) -> int:
    """R4b: Nurses and Assistants gain 1 Stress for covering from the previous shift."""
    if staff.kind == "on_call" or _free_cover(state, staff):
        return 0
    return 1


def can_cover_from_previous(state: GameState, staff: Staff) -> bool:
    """R4b: re-assigned from the immediately preceding shift (its card, or the Contact Tile, R18)."""
    if staff.place != "shift" or not _workable(state, staff) or state.shift == 0:
        return False
    shift = state.current
    if staff.id in shift.slots or staff.id == shift.contact_nurse:
        return False
    if staff.id == state.contact_tile and state.contact_tile_shift != state.shift - 1:
        return False  # R18: a caller not moved on the next shift stays on the tile until the end of the day
    from_previous = (state.shift - 1) in staff.shifts_today or _two_player_jump(state, staff)
    return from_previous and staff.stress + cover_stress(state, staff) <= max_stress(staff)


def cover_candidates(state: GameState) -> list[Staff]:
    """R4a On-Call still available, R4b staff from the immediately preceding shift."""
    shift = state.current
    if not cover_allowed(state, shift):
        return []
    on_call = [s for s in state.staff.values() if s.kind == "on_call" and s.place == "on_call"]
    previous = [s for s in state.staff.values() if can_cover_from_previous(state, s)]
    return on_call + previous


def extra_options(state: GameState) -> list[tuple[Staff, int]]:
    """R4c: someone on this card covers up to two more spaces, 1 Stress each."""
    shift = state.current
    if not cover_allowed(state, shift):
        return []
    spaces = open_spaces(state, shift)
    options = []
    for staff_id in on_card(shift):
        staff = state.staff[staff_id]
        if staff.kind == "on_call":
            continue
        for n in (1, 2):
            fits = n <= spaces and shift.extra.get(staff_id, 0) + n <= 2
            if fits and staff.stress + n <= max_stress(staff):
                options.append((staff, n))
    return options


def contact_requirement_met(state: GameState, contact) -> bool:
    if contact.once and contact.id in state.contacts_called:
        return False
    if contact.requires_clear and contact.requires_clear not in state.grid_clears:
        return False
    if contact.requires_flag and contact.requires_flag not in (*state.flags, *state.campaign_flags):
        return False  # a flag set in this attempt, or carried in from an earlier chapter
    return not (contact.requires_partial and contact.requires_partial not in state.grid_partials)


def _may_call(staff: Staff, stress_after: int) -> bool:
    """R18: a Nurse, with fewer than 2 Stress once her placement's Stress is counted."""
    return staff.kind == "nurse" and stress_after < 2


def break_room_callers(state: GameState) -> list[Staff]:
    """Break-room Nurses who may make the call, judged as if the tile were free (R18)."""
    return [s for s in assignable(state) if _may_call(s, s.stress)]


def call_options(state: GameState) -> list[tuple[Staff, str]]:
    """R18: the Contact Tile is a staff space, filled with the shift's staffing, one call per shift.

    From the break room when the tile is free; otherwise, and only when no break-room Nurse may make
    the call, by re-assigning a Nurse from the immediately preceding shift (R4b: its card, or the tile
    itself for a second call of her own). Never by extra cover, never an Assistant or On-Call.
    """
    shift = state.current
    if not state.rules.contacts or shift.contact_nurse is not None:
        return []
    contacts = [c.id for c in state.rules.contacts if contact_requirement_met(state, c)]
    if not contacts:
        return []
    callers = break_room_callers(state)
    if callers:
        candidates = callers if state.contact_tile is None else []
    else:
        candidates = [
            s
            for s in state.staff.values()
            if state.contact_tile in (None, s.id)
            and can_cover_from_previous(state, s)
            and _may_call(s, s.stress + cover_stress(state, s))
        ]
    return [(staff, contact) for staff in candidates for contact in contacts]


def staffing_actions(state: GameState) -> list[Action]:
    sm = state.shift_manager
    shift = state.current
    actions: list[Action] = []
    if open_spaces(state, shift) > 0:
        actions += [Action("assign", sm, staff=s.id) for s in assignable(state)]
        actions += [Action("cover", sm, staff=s.id) for s in cover_candidates(state)]
        actions += [Action("extra", sm, staff=s.id, count=n) for s, n in extra_options(state)]
    actions += [Action("call", sm, staff=s.id, contact=c) for s, c in call_options(state)]
    placements = [a for a in actions if a.kind in ("assign", "cover", "extra")]
    if not placements:  # R5: end staffing only when full or nothing legal remains
        actions.append(Action("end_staffing", sm))
    return actions


# --- placing staff ----------------------------------------------------------------


def _place(state: GameState, staff: Staff, shift: Shift) -> None:
    staff.place = "shift"
    if shift.index not in staff.shifts_today:
        staff.shifts_today.append(shift.index)


def assign(state: GameState, action: Action, events: list[Event]) -> None:
    staff = state.staff[action.staff]
    shift = state.current
    shift.slots.append(staff.id)
    _place(state, staff, shift)
    events.append(public("staff_placed", staff=staff.id, name=staff.name, how="assign", shift=shift.index))


def cover(state: GameState, action: Action, events: list[Event]) -> None:
    staff = state.staff[action.staff]
    shift = state.current
    if staff.id == state.contact_tile:  # R18: re-assigned from the tile, which is free again
        state.contact_tile = state.contact_tile_shift = None
    if staff.place == "on_call":  # R4a: an On-Call comes in for the day
        shift.slots.append(staff.id)
        _place(state, staff, shift)
        events.append(public("staff_placed", staff=staff.id, name=staff.name, how="on_call", shift=shift.index))
        return
    stress = cover_stress(state, staff)
    shift.slots.append(staff.id)
    _place(state, staff, shift)
    staff.extra_shifts_today += 1
    events.append(public("staff_placed", staff=staff.id, name=staff.name, how="cover", shift=shift.index))
    gain_stress(state, staff, stress, events)


def extra(state: GameState, action: Action, events: list[Event]) -> None:
    staff = state.staff[action.staff]
    shift = state.current
    shift.slots.extend([staff.id] * action.count)
    shift.extra[staff.id] = shift.extra.get(staff.id, 0) + action.count
    events.append(
        public("staff_placed", staff=staff.id, name=staff.name, how="extra", spaces=action.count, shift=shift.index)
    )
    gain_stress(state, staff, action.count, events)


def call(state: GameState, action: Action, events: list[Event]) -> None:
    staff = state.staff[action.staff]
    shift = state.current
    shift.contact_nurse = staff.id
    shift.contact = action.contact
    covering = staff.place == "shift"
    state.contact_tile, state.contact_tile_shift = staff.id, shift.index
    _place(state, staff, shift)
    contact = next(c for c in state.rules.contacts if c.id == action.contact)
    events.append(public("staff_placed", staff=staff.id, name=staff.name, how="call", contact=contact.name))
    if covering:
        staff.extra_shifts_today += 1
        gain_stress(state, staff, cover_stress(state, staff), events)


def send_on_leave(state: GameState, action: Action, events: list[Event]) -> None:
    """R8: break-room staff go On Leave after Morning and return next day stress-free."""
    staff = state.staff[action.staff]
    staff.place = "leave"
    events.append(public("sent_on_leave", staff=staff.id, name=staff.name))


def leave_candidates(state: GameState) -> list[Staff]:
    sm_nurse = f"n{state.shift_manager}"
    return [s for s in state.staff.values() if s.place == "break_room" and s.id != sm_nurse]


# --- Stress (R16) -------------------------------------------------------------------


def stress_cost_choices(state: GameState, staff: Staff) -> list[str]:
    """What the stressed staff member can give up; empty when nothing is held."""
    if staff.kind == "nurse":
        held = {"token": staff.tokens > 0, "partial": bool(staff.partials), "clear": bool(staff.clears)}
    else:
        held = {"token": state.pool > 0, "partial": bool(state.sm_board_partials)}
    return [kind for kind, has in held.items() if has]


def gain_stress(state: GameState, staff: Staff, amount: int, events: list[Event]) -> None:
    for _ in range(amount):
        staff.stress += 1
        events.append(public("stress_gained", staff=staff.id, name=staff.name, stress=staff.stress))
        choices = stress_cost_choices(state, staff)
        if len(choices) == 1:  # FLOW: automatic when only one kind is held
            pay_stress_cost(state, staff, choices[0], events)
        elif choices:
            state.stress_queue.append(staff.id)
    if is_overstressed(staff):
        events.append(public("overstressed", staff=staff.id, name=staff.name))


def stress_cost_actions(state: GameState) -> list[Action]:
    staff = state.staff[state.stress_queue[0]]
    seat = controller(state, staff)
    return [Action("stress_cost", seat, staff=staff.id, choice=c) for c in stress_cost_choices(state, staff)]


def pay_stress_cost(state: GameState, staff: Staff, choice: str, events: list[Event]) -> None:
    """R16: a token goes to the supply; a random card is shuffled back into its deck."""
    if choice == "token":
        if staff.kind == "nurse":
            staff.tokens -= 1
        else:
            state.pool -= 1
    else:
        if choice == "partial":
            hand = staff.partials if staff.kind == "nurse" else state.sm_board_partials
            deck = state.partial_deck
        else:
            hand, deck = staff.clears, state.clear_deck
        card = rng.pick(state, hand)
        hand.remove(card)
        deck.append(card)
        rng.shuffle(state, deck)
    events.append(public("stress_cost_paid", staff=staff.id, name=staff.name, gave=choice))


def resolve_stress_cost(state: GameState, action: Action, events: list[Event]) -> None:
    state.stress_queue.pop(0)
    pay_stress_cost(state, state.staff[action.staff], action.choice, events)
    # Later Stress of the same placement may now leave a single kind, or nothing, to give.
    while state.stress_queue:
        staff = state.staff[state.stress_queue[0]]
        choices = stress_cost_choices(state, staff)
        if len(choices) > 1:
            break
        state.stress_queue.pop(0)
        if choices:
            pay_stress_cost(state, staff, choices[0], events)
