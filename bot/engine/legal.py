"""legal_actions: every decision open now, each with the seat that may take it (FLOW.md)."""

from __future__ import annotations

from bot.engine import care, conversation, inquiry, staffing
from bot.engine.actions import Action, sort_key
from bot.engine.state import GameState

_BY_STEP = {
    "staffing": staffing.staffing_actions,
    "bonus": care.bonus_actions,
    "care": care.care_actions,
    "medical": care.medical_actions,
    "rewards": care.reward_actions,
    "give_token": care.give_token_actions,
    "talker": care.talker_actions,
    "billy_voice": care.billy_voice_actions,
    "focus": care.focus_actions,
    "inquiry": inquiry.inquiry_actions,
}


def _open_actions(state: GameState) -> list[Action]:
    if state.result is not None:
        return []
    if state.stress_queue:  # R16: a Stress cost is paid before anything else goes on
        return staffing.stress_cost_actions(state)
    conv = state.conversation
    if conv is not None and conv.pending_trust is not None:
        return conversation.trust_actions(state)
    if conv is not None and conv.pending_memory is not None:
        return conversation.persist_actions(state)
    step = state.step
    if step == "reveal":
        sm = state.shift_manager
        actions = [Action("reveal", sm)]
        if state.leave_window:
            actions += [Action("send_on_leave", sm, staff=s.id) for s in staffing.leave_candidates(state)]
        return actions
    if step == "sm_return":
        sm = state.shift_manager
        return [Action("sm_return", sm, choice="yes"), Action("sm_return", sm, choice="no")]
    return _BY_STEP[step](state)


def legal_actions(state: GameState) -> list[Action]:
    """Exactly the open choices, in a stable order."""
    return sorted(_open_actions(state), key=sort_key)
