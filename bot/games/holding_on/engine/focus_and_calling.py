"""Scenario 2 and beyond (RULINGS R17, R18): Focus (Steer, Persist) and Calling on the Contact Tile.

Rule functions only; Persist itself acts inside the draws (`event_cards.persist`),
and what comes next is `flow.advance`'s to decide.
"""

from __future__ import annotations

from bot.games.events import Event, private, public
from bot.games.holding_on.engine import campaign_facts, rng
from bot.games.holding_on.engine.condition import change_condition, gain_tokens, timelines_in_grid
from bot.games.holding_on.engine.memories import gain_stress
from bot.games.holding_on.engine.staffing import (
    Placements,
    assignable,
    can_cover_from_previous,
    cover_stress,
    place,
    placements,
)
from bot.games.holding_on.engine.state import CallEffectSpec, ContactSpec, GameState, Staff
from bot.games.holding_on.engine.vocab import Deck, StaffKind, TalkMode

# --- R17: Focus ------------------------------------------------------------------------------


def focus_options(state: GameState) -> list[tuple[TalkMode, int | None]]:
    """R17: a Nurse talker may Steer (1 token, a timeline in the grid) or Persist; never both."""
    assert state.talker is not None
    talker = state.staff[state.talker]
    if not state.rules.focus or talker.kind != StaffKind.NURSE or talker.tokens < 1:
        return [(TalkMode.PLAIN, None)]
    steer = [(TalkMode.STEER, t) for t in timelines_in_grid(state)]
    return [(TalkMode.PLAIN, None), (TalkMode.PERSIST, None), *steer]


def choose_focus(state: GameState, mode: TalkMode, timeline: int | None) -> None:
    conv = state.conversation
    assert conv is not None
    if mode == TalkMode.STEER:  # R17: 1 of her own tokens, a timeline with a Partial in the grid
        state.staff[conv.talker].tokens -= 1
        conv.timeline = timeline
    conv.mode = mode


# --- R18: Calling -----------------------------------------------------------------------------


def contact_requirement_met(state: GameState, contact: ContactSpec) -> bool:
    if contact.once and contact.id in state.contacts_called:
        return False
    if contact.requires_clear and contact.requires_clear not in state.grid_clears:
        return False
    if contact.requires_flag and contact.requires_flag not in (*state.flags, *state.campaign_flags):
        return False  # a flag set in this attempt, or carried in from an earlier chapter
    if contact.requires_condition is not None and state.condition < contact.requires_condition:
        return False  # he speaks himself, and must be well enough to
    return not (contact.requires_partial and contact.requires_partial not in state.grid_partials)


def _may_call(staff: Staff, stress_after: int) -> bool:
    """R18: a Nurse, with fewer than 2 Stress once her placement's Stress is counted."""
    return staff.kind == StaffKind.NURSE and stress_after < 2


def break_room_callers(state: GameState) -> list[Staff]:
    """Break-room Nurses who may make the call, judged as if the tile were free (R18)."""
    return [s for s in assignable(state) if _may_call(s, s.stress)]


def call_options(state: GameState, open_placements: Placements | None = None) -> list[tuple[Staff, str]]:
    """R18: the Contact Tile is a staff space, filled with the shift's staffing, one call per shift.

    From the break room when the tile is free; otherwise, and only when no break-room Nurse may make
    the call, by re-assigning a Nurse from the immediately preceding shift (R4b: its card, or the tile
    itself for a second call of her own). Never by extra cover, never an Assistant or On-Call.
    `open_placements`: `staffing.placements(state)`, when the caller has it already.
    """
    shift = state.current
    if not state.rules.contacts or shift.contact_nurse is not None:
        return []
    if any(open_placements if open_placements is not None else placements(state)):
        return []  # R5: the card is staffed first; the Shift Manager "may also" assign a caller
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


def contact_named(state: GameState, contact_id: str) -> ContactSpec:
    return next(c for c in state.rules.contacts if c.id == contact_id)


def put_on_tile(state: GameState, staff_id: str, contact_id: str, events: list[Event]) -> None:
    """R18: she counts as assigned (Stress, cover, the break room), but is not on the card."""
    staff = state.staff[staff_id]
    shift = state.current
    shift.contact_nurse = staff.id
    shift.contact = contact_id
    covering = staff.place == "shift"
    stress = cover_stress(state, staff)  # before this shift counts: R19's free shift may be this one
    state.contact_tile, state.contact_tile_shift = staff.id, shift.index
    place(staff, shift)
    events.append(
        public(
            "staff_placed", staff=staff.id, name=staff.name, how="call", contact=contact_named(state, contact_id).name
        )
    )
    if covering:  # re-assigned from the shift just before (R4b)
        staff.extra_shifts_today += 1
        gain_stress(state, staff, stress, events)


def resolve_call(state: GameState, events: list[Event]) -> None:
    """R18: after the card is resolved, the scenario's calling rule applies (Stress checked again first)."""
    shift = state.current
    assert shift.contact_nurse is not None and shift.contact is not None
    nurse = state.staff[shift.contact_nurse]
    contact = contact_named(state, shift.contact)
    if nurse.stress >= 2:
        events.append(public("call_missed", contact=contact.name, name=nurse.name))
        return
    state.contacts_called.append(contact.id)
    state.flags.append(campaign_facts.caller(contact.id, nurse.name))  # a later chapter may name her (issue 35)
    events.append(public("call_made", contact=contact.name, contact_id=contact.id, name=nurse.name))
    for effect in contact.effects:
        _call_effect(state, nurse, effect, events)


def free_tile(state: GameState) -> None:
    state.contact_tile = state.contact_tile_shift = None


def _call_effect(state: GameState, nurse: Staff, effect: CallEffectSpec, events: list[Event]) -> None:
    if effect.kind in ("draw_clear", "draw_partial"):
        deck = Deck.CLEAR if effect.kind == "draw_clear" else Deck.PARTIAL
        _draw_for_call(state, nurse, deck, effect.timeline, events)
    elif effect.kind == "gain_tokens":
        gained = gain_tokens(state, nurse, effect.amount)
        events.append(public("tokens_gained", staff=nurse.id, name=nurse.name, count=gained))
    elif effect.kind == "condition_up":  # R22: the call resolves fully before the objective is checked
        change_condition(state, effect.amount, events, "call")
    elif effect.kind == "set_flag":
        if effect.flag and effect.flag not in state.flags:
            state.flags.append(effect.flag)
    elif effect.kind == "narrative":
        events.append(public("call_narrative", text=effect.text))


def _draw_for_call(state: GameState, nurse: Staff, deck_name: Deck, timeline: int | None, events: list[Event]) -> None:
    """A call may bring a memory: the first of that timeline from the bottom; events stay unresolved."""
    deck = state.clear_deck if deck_name == Deck.CLEAR else state.partial_deck
    rng.shuffle(state, deck)
    memories = state.rules.memories
    for index in range(len(deck) - 1, -1, -1):
        card = deck[index]
        if card in memories and (timeline is None or memories[card].timeline == timeline):
            deck.pop(index)
            (nurse.clears if deck_name == Deck.CLEAR else nurse.partials).append(card)
            events.append(
                public(
                    "memory_drawn", deck=deck_name, timeline=memories[card].timeline, holder=nurse.id, name=nurse.name
                )
            )
            data: dict[str, object] = {"deck": deck_name, "timeline": memories[card].timeline}  # the back only (D3)
            if deck_name == Deck.PARTIAL:
                data["quote"] = memories[card].quote
            assert nurse.seat is not None
            events.append(private(nurse.seat, "memory_received", **data))
            return
    events.append(public("conversation_ended", reason="nothing_more"))
