"""Refusals a player understands: who may do it, when, and which ruling (ARCHITECTURE.md)."""

from __future__ import annotations

from bot.engine.actions import KIND_ORDER, Action
from bot.engine.board import is_overstressed, max_stress
from bot.engine.describe import KIND_PHRASES, describe, role_of, staff_name, where_we_are
from bot.engine.errors import RuleError
from bot.engine.state import GameState

# The ruling behind each kind of decision, quoted in refusals.
RULING = {
    "stress_cost": "R16",
    "reveal": "R3",
    "send_on_leave": "R8",
    "assign": "R3",
    "cover": "R4",
    "extra": "R4",
    "call": "R18",
    "end_staffing": "R5",
    "bonus": "R6",
    "care": "R9",
    "tokens": "R10",
    "pool": "R10",
    "resolve": "R10",
    "reward": "R11",
    "give_token": "R23",
    "talker": "R13",
    "billy_voice": "R13",
    "focus": "R17",
    "persist": "R17",
    "spend_trust": "R24",
    "inquire": "R14",
    "stop_inquiry": "R14",
    "close_inquiries": "R14",
    "sm_return": "R19",
}


def refusal(state: GameState, action: Action, open_now: list[Action]) -> RuleError:
    allowed = [describe(state, a) for a in open_now if a.seat == action.seat]
    return RuleError(_reason(state, action, open_now), allowed)


def _reason(state: GameState, action: Action, open_now: list[Action]) -> str:
    if action.kind not in KIND_ORDER:
        return "That is not a decision of this game."
    if state.result is not None:
        return f"This scenario attempt is over ({state.result}); start the next one with /campaign start."
    ruling = RULING[action.kind]
    phrase = KIND_PHRASES[action.kind]
    same_kind = [a for a in open_now if a.kind == action.kind]
    if not same_kind:
        return f"Nobody can {phrase} now ({where_we_are(state)}); waiting for: {_waiting_for(state, open_now)}."
    seats = sorted({a.seat for a in same_kind})
    if action.seat not in seats:
        who = " or ".join(role_of(state, s) for s in seats)
        return f"Only {who} may {phrase} now ({ruling})."
    return _detail(state, action, same_kind) + f" ({ruling})"


def _waiting_for(state: GameState, open_now: list[Action]) -> str:
    pairs = []
    for a in open_now:
        pair = f"{role_of(state, a.seat)} to {KIND_PHRASES[a.kind]}"
        if pair not in pairs:
            pairs.append(pair)
    return "; ".join(pairs) or "nobody"


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
        if action.kind in ("cover", "extra") and staff.kind != "on_call":
            cost = action.count or 1
            if staff.stress + cost > max_stress(staff):
                return f"{name} would go past her Stress maximum. You can: {options}."
    if action.kind == "inquire" and action.timeline is not None:
        return f"Timeline {action.timeline} has no Partial Memory in the grid yet. You can: {options}."
    if action.kind in ("tokens", "pool"):
        return f"That many tokens is not possible here. You can: {options}."
    return f"That choice is not open. You can: {options}."
