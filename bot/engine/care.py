"""Caring for Billy: the care choice, Medical care, Palliative rewards and tokens (R6, R9–R11, R23)."""

from __future__ import annotations

from bot.engine import flow
from bot.engine.actions import Action
from bot.engine.board import (
    can_receive_token,
    change_condition,
    controller,
    has_assistant_on_card,
    on_card,
    receive_token,
    senior_seat,
    timelines_in_grid,
)
from bot.engine.events import Event, public
from bot.engine.state import Conversation, GameState, PatientSpec


def card_of(state: GameState) -> PatientSpec:
    return state.rules.patients[state.current.card]


def symbols(card: PatientSpec) -> int:
    """Spaces for tokens in Medical care: each Deterioration symbol, or the one Stable symbol."""
    return card.deterioration if card.kind != "stable" else 1


# --- the care choice (R9) -----------------------------------------------------------


def care_actions(state: GameState) -> list[Action]:
    senior = senior_seat(state, state.current)
    return [Action("care", senior, choice="medical"), Action("care", senior, choice="palliative")]


def choose_care(state: GameState, choice: str, events: list[Event]) -> None:
    shift = state.current
    shift.care = choice
    events.append(public("care_chosen", care=choice, shift=shift.index))
    if choice == "medical":
        if not state.rules.options.medical_needs_token:
            state.medical_today = True  # R9: choosing Medical counts, tokens or not
        state.step = "medical"
        return
    card = card_of(state)
    if card.kind == "deteriorating":  # R11: a deteriorating Billy loses one per symbol
        change_condition(state, -card.deterioration, events, "palliative")
    if state.result is not None:
        return
    rewards = card.rewards
    state.either_left = rewards.count("either")
    state.tokens_to_give = rewards.count("token")
    state.memories_to_draw = rewards.count("memory")
    flow.continue_palliative(state, events)


# --- Medical care (R10) ---------------------------------------------------------------


def _committed_total(state: GameState) -> int:
    shift = state.current
    return sum(shift.committed.values()) + shift.pool_committed


def medical_actions(state: GameState) -> list[Action]:
    shift = state.current
    room = symbols(card_of(state))
    total = _committed_total(state)
    actions = []
    for staff_id in on_card(shift):
        nurse = state.staff[staff_id]
        if nurse.kind != "nurse":
            continue
        mine = shift.committed.get(staff_id, 0)
        most = min(nurse.tokens, room - (total - mine))
        actions += [Action("tokens", nurse.seat, staff=staff_id, count=n) for n in range(most + 1)]
    senior = senior_seat(state, shift)
    if has_assistant_on_card(state, shift):  # R10: the pool only with an Assistant on the card
        most = min(state.pool, room - (total - shift.pool_committed))
        actions += [Action("pool", senior, count=n) for n in range(most + 1)]
    actions.append(Action("resolve", senior))
    return actions


def commit_tokens(state: GameState, action: Action, events: list[Event]) -> None:
    """Idempotent: "my tokens on this card: n" replaces her earlier number."""
    shift = state.current
    if shift.committed.get(action.staff, 0) == action.count:
        return
    shift.committed[action.staff] = action.count
    nurse = state.staff[action.staff]
    events.append(public("tokens_committed", staff=nurse.id, name=nurse.name, count=action.count))


def commit_pool(state: GameState, action: Action, events: list[Event]) -> None:
    shift = state.current
    if shift.pool_committed == action.count:
        return
    shift.pool_committed = action.count
    events.append(public("tokens_committed", staff="pool", name="assistant pool", count=action.count))


def resolve_medical(state: GameState, events: list[Event]) -> None:
    shift = state.current
    card = card_of(state)
    for staff_id, count in shift.committed.items():  # tokens placed on the card go to the supply
        state.staff[staff_id].tokens -= count
    state.pool -= shift.pool_committed
    placed = _committed_total(state)
    if placed and state.rules.options.medical_needs_token:
        state.medical_today = True
    events.append(public("medical_resolved", placed=placed, card_kind=card.kind))
    if card.kind == "stable":
        change_condition(state, 1 if placed else 0, events, "medical")
        flow.after_care(state, events)
        return
    uncovered = card.deterioration - placed
    change_condition(state, -uncovered, events, "medical")
    if state.result is not None:
        return
    if card.kind == "emergency" and uncovered == 0:
        events.append(public("emergency_averted"))
        state.bonus = "emergency"  # R10: one token to a Nurse or Assistant on the card
        flow.offer_bonus(state, events)
        return
    flow.after_care(state, events)


# --- tokens handed out by the senior (R6, R10, R11, R23) ------------------------------


def token_recipients(state: GameState) -> list[str]:
    return [s for s in on_card(state.current) if can_receive_token(state, s)]


def bonus_actions(state: GameState) -> list[Action]:
    senior = senior_seat(state, state.current)
    return [Action("bonus", senior, staff=s) for s in token_recipients(state)]


def give_bonus(state: GameState, staff_id: str, events: list[Event]) -> None:
    reason = state.bonus
    state.bonus = None
    receive_token(state, staff_id, events, reason)


def reward_actions(state: GameState) -> list[Action]:
    senior = senior_seat(state, state.current)
    return [Action("reward", senior, choice="token"), Action("reward", senior, choice="memory")]


def choose_reward(state: GameState, choice: str, events: list[Event]) -> None:
    state.either_left -= 1
    if choice == "token":
        state.tokens_to_give += 1
    else:
        state.memories_to_draw += 1
    events.append(public("reward_chosen", choice=choice))


def give_token_actions(state: GameState) -> list[Action]:
    senior = senior_seat(state, state.current)
    return [Action("give_token", senior, staff=s) for s in token_recipients(state)]


def give_token(state: GameState, staff_id: str, events: list[Event]) -> None:
    state.tokens_to_give -= 1
    receive_token(state, staff_id, events, "palliative")


# --- who talks to Billy, and who speaks for him (R13, R17) ----------------------------


def talker_actions(state: GameState) -> list[Action]:
    senior = senior_seat(state, state.current)
    return [Action("talker", senior, staff=s) for s in on_card(state.current)]


def billy_voice_candidates(state: GameState, talker_id: str) -> list[int]:
    """Any player other than the talker's (R13); an Assistant's player is the SM."""
    talker_seat = controller(state, state.staff[talker_id])
    return [seat for seat in range(state.players) if seat != talker_seat]


def billy_voice_actions(state: GameState) -> list[Action]:
    senior = senior_seat(state, state.current)
    return [Action("billy_voice", senior, target=s) for s in billy_voice_candidates(state, state.talker)]


def focus_options(state: GameState) -> list[tuple[str, int | None]]:
    """R17: a Nurse talker may Steer (1 token, a timeline in the grid) or Persist; never both."""
    talker = state.staff[state.talker]
    if not state.rules.focus or talker.kind != "nurse" or talker.tokens < 1:
        return [("none", None)]
    steer = [("steer", t) for t in timelines_in_grid(state)]
    return [("none", None), ("persist", None), *steer]


def focus_actions(state: GameState) -> list[Action]:
    seat = state.staff[state.talker].seat
    return [Action("focus", seat, choice=c, timeline=t) for c, t in focus_options(state)]


def start_palliative_talk(state: GameState, billy_voice: int, events: list[Event]) -> None:
    talker = state.staff[state.talker]
    state.conversation = Conversation(
        deck="partial",
        mode="plain",
        talker=talker.id,
        payer=talker.id if talker.kind == "nurse" else None,
        billy_voice=billy_voice,
        to_draw=state.memories_to_draw,
    )
    state.memories_to_draw = 0
    events.append(public("billy_voice_named", seat=billy_voice, name=state.seats[billy_voice]))
