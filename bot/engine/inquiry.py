"""Inquire: Clear Memories on a stable shift, one conversation at a time (R14, R16, R24, R26)."""

from __future__ import annotations

from bot.engine import conversation, flow
from bot.engine.actions import Action
from bot.engine.board import on_card, senior_seat, timelines_in_grid
from bot.engine.events import Event, public
from bot.engine.state import Conversation, GameState, Staff


def can_inquire(state: GameState, nurse: Staff) -> bool:
    """R14: a Nurse on the card, under 2 Stress (R16), with a token of her own to place."""
    return nurse.kind == "nurse" and nurse.stress < 2 and nurse.tokens >= 1


def eligible(state: GameState) -> list[Staff]:
    shift = state.current
    if shift.inquiry_closed or not timelines_in_grid(state):
        return []
    nurses = [state.staff[s] for s in on_card(shift)]
    return [n for n in nurses if can_inquire(state, n)]


def window_has_use(state: GameState) -> bool:
    return bool(eligible(state))


def inquiry_actions(state: GameState) -> list[Action]:
    conv = state.conversation
    timelines = timelines_in_grid(state)
    if conv is not None:
        nurse = state.staff[conv.talker]
        if conv.billy_voice is None:
            return [Action("billy_voice", nurse.seat, target=s) for s in _voices(state, nurse)]
        actions = []
        if can_inquire(state, nurse) and not state.current.inquiry_closed:
            actions = [Action("inquire", nurse.seat, staff=nurse.id, timeline=t) for t in timelines]
        return actions + [Action("stop_inquiry", nurse.seat, staff=nurse.id)]
    actions = [Action("inquire", n.seat, staff=n.id, timeline=t) for n in eligible(state) for t in timelines]
    return actions + [Action("close_inquiries", senior_seat(state, state.current))]


def _voices(state: GameState, nurse: Staff) -> list[int]:
    return [seat for seat in range(state.players) if seat != nurse.seat]


def inquire(state: GameState, action: Action, events: list[Event]) -> None:
    nurse = state.staff[action.staff]
    nurse.tokens -= 1  # R14: her own token on the inquiry space, never the pool
    state.current.inquiry_tokens += 1
    events.append(public("inquiry", staff=nurse.id, name=nurse.name, timeline=action.timeline))
    conv = state.conversation
    if conv is None:
        state.conversation = Conversation(
            deck="clear", mode="inquiry", talker=nurse.id, payer=nurse.id, timeline=action.timeline, to_draw=1
        )
        voices = _voices(state, nurse)
        if len(voices) == 1:
            name_voice(state, voices[0], events)
        return
    same = action.timeline == conv.timeline
    conv.to_draw = 1
    if same and not state.rules.options.inquire_same_timeline_reshuffles:
        conversation.run(state, events)  # R14 (de/fr): the same deck goes on, set-aside cards stay out
    else:
        conversation.return_cards(state, conv, events_too=False)
        conv.timeline = action.timeline
        conversation.start(state, conv, events)
    settle(state, events)


def name_voice(state: GameState, seat: int, events: list[Event]) -> None:
    conv = state.conversation
    conv.billy_voice = seat
    events.append(public("billy_voice_named", seat=seat, name=state.seats[seat]))
    conversation.start(state, conv, events)
    settle(state, events)


def settle(state: GameState, events: list[Event]) -> None:
    """After a draw: end the talk if Billy stopped, or if she has no token left to ask again."""
    conv = state.conversation
    if state.result is not None or conv is None:
        return
    if conv.pending_trust is not None:
        return
    nurse = state.staff[conv.talker]
    if conv.ended or not can_inquire(state, nurse) or state.current.inquiry_closed:
        stop(state, events)


def stop(state: GameState, events: list[Event]) -> None:
    """Stopping returns the set-aside cards and the drawn events (R14)."""
    conv = state.conversation
    conversation.return_cards(state, conv, events_too=True)
    events.append(public("inquiry_stopped", staff=conv.talker, name=state.staff[conv.talker].name))
    state.conversation = None
    if not window_has_use(state):
        close(state, events)


def close(state: GameState, events: list[Event]) -> None:
    state.current.inquiry_closed = True
    flow.finish_card(state, events)
