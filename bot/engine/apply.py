"""apply: one decision in, the state moved on, with what happened and whether undo may take it back."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.engine import care, conversation, flow, inquiry, staffing
from bot.engine.actions import Action
from bot.engine.board import check_objective
from bot.engine.errors import RuleError
from bot.engine.events import Event
from bot.engine.explain import refusal
from bot.engine.legal import _open_actions
from bot.engine.state import GameState

# FLOW.md, Undo: decisions that reveal nothing may be taken back, while they still reveal nothing.
UNDOABLE = {
    "assign",
    "cover",
    "extra",
    "call",
    "end_staffing",
    "stress_cost",
    "bonus",
    "tokens",
    "pool",
    "send_on_leave",
}


@dataclass(slots=True)
class Outcome:
    state: GameState
    events: list[Event]
    undoable: bool


def _staffing_then(handler: Callable) -> Callable:
    def run(state: GameState, action: Action, events: list[Event]) -> None:
        handler(state, action, events)
        flow.maybe_end_staffing(state, events)

    return run


def _stress_cost(state: GameState, action: Action, events: list[Event]) -> None:
    staffing.resolve_stress_cost(state, action, events)
    if state.step == "staffing":
        flow.maybe_end_staffing(state, events)


def _bonus(state: GameState, action: Action, events: list[Event]) -> None:
    care.give_bonus(state, action.staff, events)
    flow.after_bonus(state, events)


def _after_palliative_step(handler: Callable) -> Callable:
    def run(state: GameState, action: Action, events: list[Event]) -> None:
        handler(state, action, events)
        flow.continue_palliative(state, events)

    return run


def _billy_voice(state: GameState, action: Action, events: list[Event]) -> None:
    if state.step == "inquiry":
        inquiry.name_voice(state, action.target, events)
        return
    care.start_palliative_talk(state, action.target, events)
    flow.offer_focus(state, events)


def _focus(state: GameState, action: Action, events: list[Event]) -> None:
    conv = state.conversation
    if action.choice == "steer":  # R17: 1 of her own tokens, a timeline in the grid
        state.staff[conv.talker].tokens -= 1
        conv.timeline = action.timeline
    conv.mode = "plain" if action.choice == "none" else action.choice
    flow.begin_talk(state, events)


def _in_conversation(handler: Callable) -> Callable:
    def run(state: GameState, action: Action, events: list[Event]) -> None:
        handler(state, action.choice == "yes", events)
        conversation.run(state, events)
        if state.conversation.mode == "inquiry":
            inquiry.settle(state, events)
        else:
            flow.continue_talk(state, events)

    return run


def _inquire(state: GameState, action: Action, events: list[Event]) -> None:
    inquiry.inquire(state, action, events)


_HANDLERS: dict[str, Callable[[GameState, Action, list[Event]], None]] = {
    "stress_cost": _stress_cost,
    "reveal": lambda s, a, e: flow.reveal(s, e),
    "send_on_leave": staffing.send_on_leave,
    "assign": _staffing_then(staffing.assign),
    "cover": _staffing_then(staffing.cover),
    "extra": _staffing_then(staffing.extra),
    "call": _staffing_then(staffing.call),
    "end_staffing": lambda s, a, e: flow.end_staffing(s, e),
    "bonus": _bonus,
    "care": lambda s, a, e: care.choose_care(s, a.choice, e),
    "tokens": care.commit_tokens,
    "pool": care.commit_pool,
    "resolve": lambda s, a, e: care.resolve_medical(s, e),
    "reward": _after_palliative_step(lambda s, a, e: care.choose_reward(s, a.choice, e)),
    "give_token": _after_palliative_step(lambda s, a, e: care.give_token(s, a.staff, e)),
    "talker": _after_palliative_step(lambda s, a, e: flow.name_talker(s, a.staff, e)),
    "billy_voice": _billy_voice,
    "focus": _focus,
    "persist": _in_conversation(conversation.persist),
    "spend_trust": _in_conversation(conversation.spend_trust),
    "inquire": _inquire,
    "stop_inquiry": lambda s, a, e: inquiry.stop(s, e),
    "close_inquiries": lambda s, a, e: inquiry.close(s, e),
    "sm_return": lambda s, a, e: flow.sm_return(s, a.choice == "yes", e),
}


def apply(state: GameState, action: Action) -> Outcome:
    """Apply one legal action to `state` in place; an illegal one raises RuleError and changes nothing.

    A caller that needs the state as it was keeps its own copy (the store
    reloads its snapshot; simulations play one state through).
    """
    if not isinstance(action, Action):
        raise RuleError("That is not a decision of this game.")
    open_now = _open_actions(state)
    if action not in open_now:
        raise refusal(state, action, open_now)
    hidden_before = state.hidden_moves
    events: list[Event] = []
    _HANDLERS[action.kind](state, action, events)
    check_objective(state, events)  # R22: after the last automatic step too
    state.version += 1
    undoable = action.kind in UNDOABLE and state.hidden_moves == hidden_before and state.result is None
    return Outcome(state, events, undoable)
