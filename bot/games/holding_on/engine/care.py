"""Care (RULINGS R6, R9–R12, R23): the care choice, Medical care, Palliative rewards, tokens handed out.

Rule functions only; what comes next is `flow.advance`'s to decide.
"""

from __future__ import annotations

from typing import Literal

from bot.games.events import Event, public
from bot.games.holding_on.engine.condition import (
    can_receive_token,
    change_condition,
    has_assistant_on_card,
    on_card,
    receive_token,
)
from bot.games.holding_on.engine.state import Care, GameState, PatientSpec, Shift
from bot.games.holding_on.engine.vocab import CardKind, StaffKind

_STABLE, _NURSE = CardKind.STABLE, StaffKind.NURSE  # read once: an enum member through its class is slow on 3.11


def card_of(state: GameState) -> PatientSpec:
    return state.rules.patients[state.current.card]


def symbols(card: PatientSpec) -> int:
    """Spaces for tokens in Medical care: each Deterioration symbol, or the one Stable symbol."""
    return card.deterioration if card.kind != _STABLE else 1


# --- the care choice (R9, R11) ----------------------------------------------------------------


def choose_care(state: GameState, choice: Care, events: list[Event]) -> None:
    """R9: Medical or Palliative, never both. R11: Palliative on a deteriorating card costs one per symbol,
    and the card's rewards are counted out for the senior to hand out."""
    shift = state.current
    shift.care = choice
    events.append(public("care_chosen", care=choice, shift=shift.index))
    if choice == "medical":
        if not state.rules.options.medical_needs_token:
            state.medical_today = True  # R9: choosing Medical counts, tokens or not
        return
    card = card_of(state)
    if card.kind == CardKind.DETERIORATING:
        change_condition(state, -card.deterioration, events, "palliative")
        if state.result is not None:
            return
    rewards = card.rewards
    state.either_left = rewards.count("either")
    state.tokens_to_give = rewards.count("token")
    state.memories_to_draw = rewards.count("memory")


def no_care(state: GameState, events: list[Event]) -> None:
    """R5: a shift with no staff at all gives no care: its deterioration applies, nobody gains anything."""
    change_condition(state, -card_of(state).deterioration, events, "no_care")


# --- Medical care (R10) ---------------------------------------------------------------


def committed_total(shift: Shift) -> int:
    return sum(shift.committed.values()) + shift.pool_committed


def uncovered(state: GameState, shift: Shift) -> int:
    """The card's symbols no committed token covers yet."""
    return symbols(state.rules.patients[shift.card]) - committed_total(shift)


def own_token_ranges(state: GameState) -> list[tuple[int, str, int]]:
    """Each Nurse on the card, by seat: her seat, her id and the most of her own tokens she may put on it now.
    No symbol is ever covered twice."""
    shift = state.current
    free = uncovered(state, shift)
    ranges: list[tuple[int, str, int]] = []
    for staff_id in on_card(shift):
        nurse = state.staff[staff_id]
        if nurse.kind == _NURSE and nurse.seat is not None:
            ranges.append((nurse.seat, staff_id, min(nurse.tokens, free + shift.committed.get(staff_id, 0))))
    ranges.sort()  # by seat: one Nurse a seat
    return ranges


def pool_range(state: GameState) -> int:
    """R10: pool tokens only with an Assistant or On-Call on the card; -1 when the pool is closed."""
    shift = state.current
    if not has_assistant_on_card(state, shift):
        return -1
    return min(state.pool, uncovered(state, shift) + shift.pool_committed)


def commit_tokens(state: GameState, staff_id: str, count: int, events: list[Event]) -> None:
    """Idempotent: "my tokens on this card: n" replaces her earlier number."""
    shift = state.current
    if shift.committed.get(staff_id, 0) == count:
        return
    shift.committed[staff_id] = count
    nurse = state.staff[staff_id]
    events.append(public("tokens_committed", staff=nurse.id, name=nurse.name, count=count))


def commit_pool(state: GameState, count: int, events: list[Event]) -> None:
    shift = state.current
    if shift.pool_committed == count:
        return
    shift.pool_committed = count
    events.append(public("tokens_committed", staff="pool", name="assistant pool", count=count))


def resolve_medical(state: GameState, events: list[Event]) -> None:
    """R10: each uncovered symbol costs 1; a stable card's token gives +1; an averted Emergency earns a token."""
    shift = state.current
    card = card_of(state)
    for staff_id, count in shift.committed.items():  # tokens placed on the card go to the supply
        state.staff[staff_id].tokens -= count
    state.pool -= shift.pool_committed
    placed = committed_total(shift)
    shift.resolved = True
    if placed and state.rules.options.medical_needs_token:
        state.medical_today = True
    events.append(public("medical_resolved", placed=placed, card_kind=card.kind))
    if card.kind == CardKind.STABLE:
        change_condition(state, 1 if placed else 0, events, "medical")
        return
    uncovered = card.deterioration - placed
    change_condition(state, -uncovered, events, "medical")
    if state.result is None and card.kind == CardKind.EMERGENCY and uncovered == 0:
        events.append(public("emergency_averted"))
        state.bonus = "emergency"  # R10: one token to a Nurse or Assistant on the card


# --- tokens handed out by the senior (R6, R10, R11, R23) ------------------------------


def token_recipients(state: GameState) -> list[str]:
    return [s for s in on_card(state.current) if can_receive_token(state, s)]


def give_bonus(state: GameState, staff_id: str, events: list[Event]) -> None:
    reason = state.bonus or "night"
    state.bonus = None
    receive_token(state, staff_id, events, reason)


def lose_bonus(state: GameState, events: list[Event]) -> None:
    """R23: a token nobody on the card can hold is lost."""
    events.append(public("token_lost", reason=state.bonus))
    state.bonus = None


def choose_reward(state: GameState, choice: Literal["token", "memory"], events: list[Event]) -> None:
    state.either_left -= 1
    if choice == "token":
        state.tokens_to_give += 1
    else:
        state.memories_to_draw += 1
    events.append(public("reward_chosen", choice=choice))


def give_token(state: GameState, staff_id: str, events: list[Event]) -> None:
    state.tokens_to_give -= 1
    receive_token(state, staff_id, events, "palliative")


def lose_tokens(state: GameState, events: list[Event]) -> None:
    events.append(public("token_lost", reason="palliative", count=state.tokens_to_give))
    state.tokens_to_give = 0
