"""Refusals a player understands: who may do it, when, and which ruling (ARCHITECTURE.md)."""

from __future__ import annotations

from bot.engine.actions import Action
from bot.engine.board import is_overstressed, max_stress
from bot.engine.errors import RuleError
from bot.engine.later_scenarios import break_room_callers
from bot.engine.moves import MOVES, describe, staff_name
from bot.engine.staffing import placement_possible
from bot.engine.state import GameState
from bot.engine.vocab import KIND_ORDER, SHIFT_NAMES


def _phrase(kind: str) -> str:
    return MOVES[kind].phrase


def role_of(state: GameState, seat: int) -> str:
    if seat == state.shift_manager:
        return f"{state.seats[seat]} (Shift Manager)"
    return state.seats[seat]


def where_we_are(state: GameState) -> str:
    if state.result is not None:
        return f"this scenario attempt is over ({state.result})"
    return f"day {state.day}, {SHIFT_NAMES[state.shift]} shift"


def refusal(state: GameState, action: Action, open_now: list[Action]) -> RuleError:
    allowed = [describe(state, a) for a in open_now if a.seat == action.seat]
    return RuleError(_reason(state, action, open_now), allowed)


def _reason(state: GameState, action: Action, open_now: list[Action]) -> str:
    if action.kind not in KIND_ORDER:
        return "That is not a decision of this game."
    if state.result is not None:
        return f"This scenario attempt is over ({state.result}); start the next one with /campaign start."
    ruling = MOVES[action.kind].ruling
    phrase = _phrase(action.kind)
    same_kind = [a for a in open_now if a.kind == action.kind]
    if action.kind == "call" and action.seat == state.shift_manager and state.step == "staffing":
        why = _why_not_this_caller(state, action)
        if why and same_kind:
            return f"{why}. You can: {', '.join(describe(state, a) for a in same_kind)} ({ruling})"
        if why:
            return f"{why}; no call can be made this shift ({ruling})"
    if not same_kind:
        waiting = _waiting_for(state, open_now)
        return f"Nobody can {phrase} now ({where_we_are(state)}); waiting for: {waiting} ({ruling})."
    seats = sorted({a.seat for a in same_kind})
    hers = {a.seat for a in same_kind if action.staff is not None and a.staff == action.staff}
    if action.seat not in seats or (action.kind in _HER_OWN and hers and action.seat not in hers):
        return _not_yours(state, action, same_kind, seats) + f" ({ruling})."
    return _detail(state, action, same_kind) + f" ({ruling})"


# Decisions a Nurse takes about herself (her own tokens, her own Stress, her own questions).
_HER_OWN = ("tokens", "stress_cost", "inquire", "stop_inquiry")


def _not_yours(state: GameState, action: Action, same_kind: list[Action], seats: list[int]) -> str:
    """Another seat's decision; or her own, which the rules refuse her (R14, R16: say why)."""
    staff = state.staff.get(action.staff) if action.staff else None
    if staff is not None and action.kind == "inquire" and staff.seat == action.seat:
        if staff.stress >= 2:
            return f"{staff.name} has {staff.stress} Stress and cannot Inquire"
        if staff.tokens < 1:
            return f"{staff.name} has no Care Token of her own to place on the inquiry space"
        return f"{staff.name} is not a Nurse on this Patient Card, so she cannot Inquire"
    own = [a.seat for a in same_kind if staff is not None and a.staff == staff.id]
    if staff is not None and action.kind in _HER_OWN and own:
        who = " or ".join(role_of(state, s) for s in sorted(set(own)))
        if action.kind == "tokens":
            return f"Only {who} may put {staff.name}'s own Care Tokens on the card"
        return f"Only {who} may decide that for {staff.name}"
    who = " or ".join(role_of(state, s) for s in seats)
    return f"Only {who} may {_phrase(action.kind)} now"


def _waiting_for(state: GameState, open_now: list[Action]) -> str:
    pairs = []
    for a in open_now:
        pair = f"{role_of(state, a.seat)} to {_phrase(a.kind)}"
        if pair not in pairs:
            pairs.append(pair)
    return "; ".join(pairs) or "nobody"


def _why_not_this_caller(state: GameState, action: Action) -> str | None:
    """R18: the Contact Tile is a staff space: taken, or to be filled from the break room first."""
    staff = state.staff.get(action.staff) if action.staff else None
    if staff is None or staff.kind != "nurse":
        return None
    if placement_possible(state):
        return "The Patient Card is staffed first: a call comes once no one else can be placed on it (R5)"
    occupant = state.staff.get(state.contact_tile) if state.contact_tile else None
    callers = break_room_callers(state)
    if occupant is not None and occupant.id != staff.id and staff not in callers + [occupant]:
        occupant = None  # she could not go anyway: say why below
    if occupant is not None and occupant.id != staff.id:
        return (
            f"{occupant.name} is on the Contact Tile: it is free again only when she is re-assigned from it on "
            "the next shift, or at the end of the day"
        )
    if staff.place != "break_room" and callers:
        names = " and ".join(c.name for c in callers)
        return f"The Contact Tile is filled from the break room first, and {names} may make the call there"
    return None


def _detail(state: GameState, action: Action, same_kind: list[Action]) -> str:
    """The right player and the right moment, but not this choice: say why."""
    options = ", ".join(describe(state, a) for a in same_kind if a.seat == action.seat)
    staff = state.staff.get(action.staff) if action.staff else None
    name = staff_name(state, action.staff) if action.staff else ""
    if action.staff and staff is None:
        return f"There is no staff member called {action.staff}. You can: {options}."
    if staff is not None and action.kind in ("assign", "cover", "extra", "call", "inquire"):
        if is_overstressed(staff):
            return f"{name} is overstressed and cannot work again today. You can: {options}."
        if staff.place == "leave":
            return f"{name} is On Leave today. You can: {options}."
        if action.kind == "inquire" and staff.stress >= 2:
            return f"{name} has {staff.stress} Stress and cannot Inquire. You can: {options}."
        if action.kind == "inquire" and staff.tokens < 1:
            return f"{name} has no Care Token to place on the inquiry space. You can: {options}."
        if action.kind == "cover" and staff.place == "shift" and state.shift - 1 not in staff.shifts_today:
            return f"{name} did not work the shift just before this one, so she cannot cover it. You can: {options}."
        if action.kind in ("cover", "extra") and staff.kind != "on_call":
            cost = action.count or 1
            if staff.stress + cost > max_stress(staff):
                return f"{name} would go past her Stress maximum. You can: {options}."
    if action.kind == "inquire" and action.timeline is not None:
        return f"Timeline {action.timeline} has no Partial Memory in the grid yet. You can: {options}."
    if action.kind in ("tokens", "pool"):
        return f"That many tokens is not possible here. You can: {options}."
    return f"That choice is not open. You can: {options}."
