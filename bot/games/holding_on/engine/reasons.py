"""Why this choice is not open, in the rule's own words (issue 25): never a bare "not possible".

The right player, at the right moment, but not this choice: each kind of
decision asks what its ruling asks (who stands where, who holds what, how many
spaces are left) and says the first fact that rules the choice out. The
ruling's id follows in the refusal (explain.py), and what is allowed instead
is listed once, after it.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.holding_on.engine.actions import Action
from bot.games.holding_on.engine.care import own_token_ranges
from bot.games.holding_on.engine.condition import is_overstressed, max_stress, on_card, timelines_in_grid
from bot.games.holding_on.engine.focus_and_calling import contact_requirement_met
from bot.games.holding_on.engine.memories import stress_cost_choices
from bot.games.holding_on.engine.said import Said, phrase, say
from bot.games.holding_on.engine.said import staff as staff_said
from bot.games.holding_on.engine.staffing import assignable, open_spaces
from bot.games.holding_on.engine.state import NURSE_TOKEN_CAP, GameState, Staff
from bot.games.holding_on.engine.vocab import Place, StaffKind

Reason = Callable[[GameState, Action, Staff, list[Action]], Said | None]
_HOLDINGS = {"token": "Care Token", "partial": "Partial Memory", "clear": "Clear Memory"}


def why_not(state: GameState, action: Action, same_kind: list[Action]) -> Said:
    """The first fact that rules `action` out, when the same kind of decision is open to its seat now."""
    staff = state.staff.get(action.staff) if action.staff else None
    if action.staff and staff is None:
        return say(f"There is no staff member called {action.staff}", "why-no-such-staff", staff=action.staff)
    if action.staff and same_kind and all(a.staff is None for a in same_kind):
        return say("This decision names nobody", "why-names-nobody")
    if staff is not None:
        for reason in (*_STAFF_REASONS.get(action.kind, ()), *_KIND_REASONS.get(action.kind, ())):
            said = reason(state, action, staff, same_kind)
            if said is not None:
                return said
    return _by_value(state, action, same_kind)


# --- where a staff member stands ------------------------------------------------------------------


def _unavailable(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R7 overstressed, R8 On Leave, R4a an On-Call gone, R20 the Shift Manager of four."""
    name = staff_said(state, staff.id)
    if is_overstressed(staff):
        return say(f"{name.text} is overstressed and cannot work again today", "why-overstressed", name=name.words)
    if staff.place == Place.LEAVE:
        return say(f"{name.text} is On Leave today", "why-on-leave", name=name.words)
    if staff.place == Place.GONE:
        return say(
            f"{name.text} has worked the one day an On-Call Assistant gives and is gone for this scenario",
            "why-gone",
            name=name.words,
        )
    if staff.place == Place.SM_BOARD:
        return say(
            f"{name.text} is Shift Manager of a table of four and works no shift today",
            "why-sm-of-four",
            name=name.words,
        )
    return None


def _manager_stays(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R8: never the Shift Manager."""
    if staff.seat is not None and staff.seat == state.shift_manager:
        name = staff_said(state, staff.id)
        return say(f"{name.text} is the Shift Manager, who stays on the ward", "why-manager-stays", name=name.words)
    return None


def _in_break_room(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R3, R8: only staff in the break room are assigned from it or sent On Leave."""
    if staff.place == Place.BREAK_ROOM:
        return None
    name = staff_said(state, staff.id)
    if staff.place == Place.ON_CALL:
        return say(
            f"{name.text} is On-Call: an On-Call Assistant comes in as cover, when the break room cannot fill "
            "the shift",
            "why-on-call-cover",
            name=name.words,
        )
    return say(f"{name.text} is not in the break room", "why-not-in-break-room", name=name.words)


def _cover_from(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R4: cover is On-Call, or staff from the shift just before; the break room's staff are assigned."""
    name = staff_said(state, staff.id)
    if _break_room_fills(state):
        return _break_room_can_fill()
    if staff.place == Place.BREAK_ROOM:
        return say(
            f"{name.text} is in the break room: staff there are assigned, not brought in as cover",
            "why-in-break-room",
            name=name.words,
        )
    if staff.id in on_card(state.current) or staff.id == state.current.contact_nurse:
        return _already_on_this_shift(state, staff)
    if staff.kind != StaffKind.ON_CALL and state.shift - 1 not in staff.shifts_today:
        return say(
            f"{name.text} did not work the shift just before this one: only its staff can cover this one",
            "why-cannot-cover",
            name=name.words,
        )
    return None


def _break_room_fills(state: GameState) -> bool:
    """R4: cover of any kind comes only when the break room cannot fill the card's open spaces."""
    return state.step == "staffing" and 0 < open_spaces(state, state.current) <= len(assignable(state))


def _break_room_can_fill() -> Said:
    return say("The break room can still fill this shift: cover comes only when it cannot", "why-break-room-fills")


def _already_on_this_shift(state: GameState, staff: Staff) -> Said:
    name = staff_said(state, staff.id)
    return say(f"{name.text} is already on this shift", "why-already-on-shift", name=name.words)


def _extra_by(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R4c: someone on this card covers up to two more spaces, 1 Stress each; never On-Call."""
    name = staff_said(state, staff.id)
    if staff.kind == StaffKind.ON_CALL:
        return say(
            f"{name.text} is an On-Call Assistant, who never covers extra spaces", "why-on-call-extra", name=name.words
        )
    if staff.id not in on_card(state.current):
        return say(
            f"{name.text} is not on this shift's Patient Card: only its staff cover extra spaces",
            "why-extra-not-on-card",
            name=name.words,
        )
    past = _past_maximum(state, staff, action.count or 1)
    if past is not None:
        return past
    if _break_room_fills(state):
        return _break_room_can_fill()
    most = max((a.count or 0 for a in same_kind if a.staff == staff.id), default=0)
    if most == 0:  # R4c's two extra spaces fill a card (three spaces at most): staffing has ended by then
        return None
    return say(
        f"{name.text} can cover at most {most} more space{'' if most == 1 else 's'} here",
        "why-extra-most",
        name=name.words,
        count=most,
    )


def _past_maximum(state: GameState, staff: Staff, cost: int) -> Said | None:
    """R4: staff may reach their Stress maximum, never go past it."""
    if staff.kind == StaffKind.ON_CALL or staff.stress + cost <= max_stress(staff):
        return None
    name = staff_said(state, staff.id)
    return say(
        f"{name.text} has {staff.stress} Stress of {max_stress(staff)}: this would go past the maximum",
        "why-past-maximum",
        name=name.words,
        stress=staff.stress,
        most=max_stress(staff),
    )


def _on_the_card(what: str, key: str) -> Reason:
    """R6, R10, R13: the talker, or who receives a token, is someone on the card."""

    def reason(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
        if staff.id in on_card(state.current):
            return None
        name = staff_said(state, staff.id)
        return say(f"{name.text} is not on this Patient Card: {what}", key, name=name.words)

    return reason


def _token_room(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R23: a Nurse holds at most 6 Care Tokens."""
    if staff.kind == StaffKind.NURSE and staff.tokens >= NURSE_TOKEN_CAP:
        name = staff_said(state, staff.id)
        return say(
            f"{name.text} already holds {NURSE_TOKEN_CAP} Care Tokens, the most a Nurse may hold",
            "why-token-cap",
            name=name.words,
            count=NURSE_TOKEN_CAP,
        )
    return None


def _caller(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R18: only a Nurse calls, with fewer than 2 Stress once her placement's Stress is counted; from the
    break room, or from the shift just before; and only a contact the scenario lets her call now."""
    name = staff_said(state, staff.id)
    if staff.kind != StaffKind.NURSE:
        return say(f"{name.text} is not a Nurse: only a Nurse makes a call", "why-call-nurse", name=name.words)
    if staff.stress >= 2:
        return say(
            f"{name.text} has {staff.stress} Stress: a Nurse with 2 or more makes no call",
            "why-call-stress",
            name=name.words,
            stress=staff.stress,
        )
    contact = next((c for c in state.rules.contacts if c.id == action.contact), None)
    if contact is None:
        return say(
            f"Nobody called {action.contact} can be called in this scenario",
            "why-no-such-contact",
            contact=str(action.contact),
        )
    if not contact_requirement_met(state, contact):
        called = contact.once and contact.id in state.contacts_called
        key = "why-contact-called" if called else "why-contact-not-yet"
        text = "has been called already: one call is all" if called else "cannot be called yet in this scenario"
        return say(f"{contact.name} {text}", key, contact=contact.name)
    if staff.place == Place.SHIFT and staff.id in (*on_card(state.current), state.current.contact_nurse):
        return _already_on_this_shift(state, staff)
    if staff.place == Place.SHIFT and state.shift - 1 not in staff.shifts_today:
        return say(
            f"{name.text} did not work the shift just before this one: only its staff can cover this one",
            "why-cannot-cover",
            name=name.words,
        )
    return None


def _inquirer(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R14: a Nurse on the card, under 2 Stress, with a token of her own; the timeline has a Partial."""
    name = staff_said(state, staff.id)
    if staff.stress >= 2:
        return too_stressed(name, staff.stress)
    if staff.tokens < 1:
        return say(
            f"{name.text} holds no Care Token to place on the inquiry space (the pool's are not for Inquiries)",
            "why-no-own-token",
            name=name.words,
        )
    if staff.id not in on_card(state.current):
        return say(
            f"{name.text} is not on this Patient Card: only a Nurse on it may Inquire",
            "why-not-on-card",
            name=name.words,
        )
    return None


def _the_inquirer(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R14: the Nurse inquiring ends her own conversation (and with none under way, there is none to stop)."""
    conv = state.conversation
    if conv is None:
        return say("Nobody is inquiring: there is no Inquiry to stop", "why-no-inquiry")
    if conv.talker == staff.id:
        return None
    name = staff_said(state, staff.id)
    return say(f"{name.text} is not the one inquiring", "why-not-inquiring", name=name.words)


def too_stressed(name: Said, stress: int) -> Said:
    return say(
        f"{name.text} has {stress} Stress: a Nurse with 2 or more does not Inquire",
        "why-too-stressed",
        name=name.words,
        stress=stress,
    )


def _stressed(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R16: a Stress is paid for by the staff member who gained it, one at a time."""
    if not state.stress_queue or state.stress_queue[0] == staff.id:
        return None
    name, payer = staff_said(state, staff.id), staff_said(state, state.stress_queue[0])
    return say(
        f"The Stress paid for now is {payer.text}'s, not {name.text}'s",
        "why-stress-other",
        name=name.words,
        payer=payer.words,
    )


def _holds(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R16: the stressed staff member gives up something she holds (the pool or the board, for an Assistant)."""
    if str(action.choice) in stress_cost_choices(state, staff):
        return None
    name = staff_said(state, staff.id)
    what = _HOLDINGS.get(str(action.choice), str(action.choice))
    return say(f"{name.text} holds no {what}", "why-holds-none", name=name.words, what=str(action.choice))


def _own_tokens(state: GameState, action: Action, staff: Staff, same_kind: list[Action]) -> Said | None:
    """R10: each Nurse on the card, her own tokens, one on each symbol not yet covered."""
    ranges = {staff_id: most for _, staff_id, most in own_token_ranges(state)}
    name = staff_said(state, staff.id)
    if staff.id not in ranges:
        return say(
            f"{name.text} is not a Nurse on this Patient Card: only they put their own tokens on it",
            "why-tokens-nurse",
            name=name.words,
        )
    most = ranges[staff.id]
    return say(
        f"{name.text} holds {staff.tokens} Care Token{'' if staff.tokens == 1 else 's'} and each symbol takes one: "
        f"at most {most} can go on this card",
        "why-tokens-most",
        name=name.words,
        most=most,
        held=staff.tokens,
    )


_STAFF_REASONS: dict[str, tuple[Reason, ...]] = {
    kind: (_unavailable,) for kind in ("assign", "cover", "extra", "call", "inquire")
}
_KIND_REASONS: dict[str, tuple[Reason, ...]] = {
    "send_on_leave": (_manager_stays, _in_break_room),
    "assign": (_in_break_room,),
    "cover": (_cover_from,),
    "extra": (_extra_by,),
    "call": (_caller,),
    "inquire": (_inquirer,),
    "talker": (_on_the_card("whoever talks to Billy is on it", "why-talker-not-on-card"),),
    "bonus": (_on_the_card("the token goes to someone on it", "why-token-not-on-card"), _token_room),
    "give_token": (_on_the_card("the token goes to someone on it", "why-token-not-on-card"), _token_room),
    "stress_cost": (_stressed, _holds),
    "stop_inquiry": (_the_inquirer,),
    "tokens": (_own_tokens,),
}


# --- a value: a count, a timeline, a player --------------------------------------------------------


def _by_value(state: GameState, action: Action, same_kind: list[Action]) -> Said:
    grid = timelines_in_grid(state)
    if action.kind in ("inquire", "focus") and action.timeline is not None and action.timeline not in grid:
        text = f"Timeline {action.timeline} has no Partial Memory in the grid yet"
        return say(text, "why-no-partial", timeline=action.timeline)
    if action.kind == "pool":
        most = max((a.count or 0 for a in same_kind), default=0)
        return say(
            f"At most {most} pool tokens can go on this card: the pool holds {state.pool}, and each symbol takes one",
            "why-pool-most",
            most=most,
            pool=state.pool,
        )
    if action.kind == "billy_voice":
        return _voice(state, action, same_kind)
    if action.kind == "end_staffing":
        return say("Staffing goes on while someone can still be placed on the card", "why-staffing-goes-on")
    if action.kind == "close_inquiries" and state.conversation is not None:
        return say("An Inquiry is under way: its Nurse stops it first", "why-inquiry-under-way")
    what = phrase(action.kind)
    return say(f"That is not one of the ways to {what.text}", "why-not-open", phrase=what.words)


def _voice(state: GameState, action: Action, same_kind: list[Action]) -> Said:
    """R13, R14: Billy's voice is another player than the talker's."""
    target = action.target if action.target is not None else -1
    if not 0 <= target < len(state.seats):
        return say("There is no such player at this table", "why-no-such-player")
    name = state.seats[target]
    return say(f"{name} plays the one who talks to Billy: another player speaks for him", "why-voice-other", name=name)
