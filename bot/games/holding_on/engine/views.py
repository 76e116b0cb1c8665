"""What the channel may see, and what one seat may see (RULINGS D1; ARCHITECTURE.md, Hidden information).

Views hold no deck order, no seed and no face-down card's identity: a hand
shows a Partial's timeline and quote, a Clear's timeline only. Rendering
takes only these views, never the state.
"""

from __future__ import annotations

from typing import Literal

from bot.games.holding_on.engine import choices, objective
from bot.games.holding_on.engine.condition import band, is_overstressed, max_stress, senior_seat
from bot.games.holding_on.engine.game import legal_actions
from bot.games.holding_on.engine.state import SHIFT_NAMES, GameState, Shift
from bot.games.holding_on.engine.view_types import (
    BackView,
    ConversationView,
    GridSlot,
    Hand,
    PendingLine,
    ProgressLine,
    Public,
    Seated,
    ShiftView,
    Slot,
    StaffView,
)


def _staff_view(state: GameState) -> list[StaffView]:
    return [
        {
            "id": s.id,
            "name": s.name,
            "kind": s.kind,
            "seat": s.seat,
            "place": s.place,
            "stress": s.stress,
            "max_stress": max_stress(s),
            "overstressed": is_overstressed(s),
            "tokens": s.tokens if s.kind == "nurse" else None,
            "shifts_today": list(s.shifts_today),
        }
        for s in state.staff.values()
    ]


def _shift_view(state: GameState, shift: Shift) -> ShiftView:
    card = state.rules.patients[shift.card]
    return {
        "index": shift.index,
        "name": SHIFT_NAMES[shift.index],
        "card": {
            "kind": card.kind,
            "staff": card.staff,
            "deterioration": card.deterioration,
            "rewards": list(card.rewards),
            "inquiry": card.inquiry,
        },
        "slots": list(shift.slots),
        "contact_nurse": shift.contact_nurse,
        "contact": shift.contact,
        # R18: who is on the Contact Tile during this shift: placed on it now, or still there from a call before
        "on_tile": shift.contact_nurse or (state.contact_tile if shift is state.shifts[-1] else None),
        "short": shift.short,
        "care": shift.care,
        "committed": dict(shift.committed),
        "pool_committed": shift.pool_committed,
        "inquiry_tokens": shift.inquiry_tokens,
        "senior": senior_seat(state, shift) if shift.slots else None,
    }


def _backs(state: GameState) -> list[BackView]:
    """D1: who holds how many face-down cards of which timeline (the backs are public)."""
    memories = state.rules.memories
    holders = [(s.id, s.name, s.partials, s.clears) for s in state.staff.values() if s.kind == "nurse"]
    holders.append(("sm_board", "Shift Manager Board", state.sm_board_partials, []))
    out: list[BackView] = []
    for holder, name, partials, clears in holders:
        decks: tuple[tuple[Literal["partial", "clear"], list[str]], ...] = (("partial", partials), ("clear", clears))
        for deck, cards in decks:
            for timeline in sorted({memories[c].timeline for c in cards}):
                count = sum(1 for c in cards if memories[c].timeline == timeline)
                out.append({"holder": holder, "name": name, "deck": deck, "timeline": timeline, "count": count})
    return out


def _conversation_view(state: GameState) -> ConversationView | None:
    conv = state.conversation
    if conv is None:
        return None
    return {
        "deck": conv.deck,
        "mode": conv.mode or "plain",  # before the talker's Focus is chosen (R17)
        "talker": conv.talker,
        "billy_voice": conv.billy_voice,
        "timeline": conv.timeline,
        "cards_given": conv.cards_given,
        "waiting_for": "trust" if conv.pending_trust else "persist" if conv.pending_memory else None,
        "trust_offer": conv.pending_trust.effect if conv.pending_trust else None,
    }


def _grid(state: GameState) -> list[GridSlot]:
    """Placed memories by their slot (timeline, position): a memory id also names its Clear card, which
    may be face down in a deck or a hand, so no id is ever shown (D3)."""
    memories = state.rules.memories
    return [
        {"timeline": memories[m].timeline, "position": memories[m].position, "clear": m in state.grid_clears}
        for m in state.grid_partials
    ]


def _slot(state: GameState, memory_id: str) -> Slot:
    memory = state.rules.memories[memory_id]
    return {"timeline": memory.timeline, "position": memory.position}


def _progress(state: GameState) -> list[ProgressLine]:
    """Objective progress lines, with the memories a line asks for named by slot (D3)."""
    lines = objective.progress(state.rules.objective, state)
    for line in lines:
        spec = line.get("spec")
        if spec and "clear_memories" in spec:
            line["spec"] = {"clear_memories": [_slot(state, m) for m in spec["clear_memories"]]}
    return lines


def pending(state: GameState) -> list[PendingLine]:
    """Who must decide what now (one line per seat and kind)."""
    seen: list[PendingLine] = []
    for action in legal_actions(state):
        entry: PendingLine = {"seat": action.seat, "kind": action.kind}
        if entry not in seen:
            seen.append(entry)
    return seen


def public_view(state: GameState) -> Public:
    seen = _public_view(state)
    asked = choices.pending(state)
    if asked is not None:  # only while it is asked: a view without one is the view it always was
        seen["choice"] = {
            "trigger": asked.id,
            "answers": [{"flag": a.flag, "words": a.words} for a in asked.choices],
        }
    return seen


def _public_view(state: GameState) -> Public:
    return {
        "scenario": state.rules.scenario,
        "version": state.version,
        "day": state.day,
        "shift": state.shift,
        "shift_name": SHIFT_NAMES[state.shift],
        "step": state.step,
        "result": state.result,
        "loss_cause": state.loss_cause,
        "condition": state.condition,
        "band": band(state.condition),
        "warnings": state.warnings,
        "pool": state.pool,
        "seats": list(state.seats),
        "shift_manager": state.shift_manager,
        "staff": _staff_view(state),
        "shifts": [_shift_view(state, s) for s in state.shifts],
        "leave_window": state.leave_window,
        "backs": _backs(state),
        "sm_board_partials": len(state.sm_board_partials),
        "decks": {
            "patient": len(state.patient_deck),
            "partial": len(state.partial_deck),
            "clear": len(state.clear_deck),
        },
        "grid": _grid(state),
        "conversation": _conversation_view(state),
        "contacts": [
            {"id": c.id, "name": c.name, "called": c.id in state.contacts_called} for c in state.rules.contacts
        ],
        "flags": list(state.flags),
        "removed_events": [state.rules.events[e].title for e in state.removed_events],  # face up, out of play
        "objective_progress": _progress(state),
        "objective_memories": [_slot(state, m) for m in objective.memories_asked_for(state.rules.objective)],
        "pending": pending(state),
        "options": {"billy_voice": state.rules.options.billy_voice, "images": state.rules.options.images},
    }


def view(state: GameState, seat: int) -> Seated:
    """The public view plus this seat's own face-down cards (D1), and the SM Board's for the SM."""
    nurse = state.staff[f"n{seat}"]
    memories = state.rules.memories
    hand: Hand = {
        "tokens": nurse.tokens,
        "stress": nurse.stress,
        "partials": [{"timeline": memories[c].timeline, "quote": memories[c].quote} for c in nurse.partials],
        "clears": [{"timeline": memories[c].timeline} for c in nurse.clears],
    }
    if seat == state.shift_manager:
        hand["sm_board"] = [
            {"timeline": memories[c].timeline, "quote": memories[c].quote} for c in state.sm_board_partials
        ]
    return {"public": public_view(state), "seat": seat, "name": state.seats[seat], "hand": hand}
