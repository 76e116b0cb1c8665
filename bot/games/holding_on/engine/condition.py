"""Billy's condition (R1, R2) and the small changes every rule shares.

Billy's condition, Warnings (R12), tokens (R23), the end of a scenario (R22)
and who decides for whom are changed or answered only here, so each ruling is
applied in one place.
"""

from __future__ import annotations

from typing import Any

from bot.games.events import Event, public
from bot.games.holding_on.engine import campaign_facts, objective
from bot.games.holding_on.engine.state import MAX_STRESS, NURSE_TOKEN_CAP, GameState, Shift, Staff
from bot.games.holding_on.engine.vocab import Band, Result, StaffKind, Step

# Read once here: on Python 3.11 an enum member read through its class (`StaffKind.NURSE`) goes through
# EnumType's __getattr__ hook, and the questions below are asked about every staff member at every step.
_NURSE, _ON_CALL = StaffKind.NURSE, StaffKind.ON_CALL


def band(condition: int) -> Band:
    """R1: green 30–14, orange 13–8, red 7–4, black 3–0."""
    if condition >= 14:
        return Band.GREEN
    if condition >= 8:
        return Band.ORANGE
    if condition >= 4:
        return Band.RED
    return Band.BLACK


def max_stress(staff: Staff) -> int:
    return MAX_STRESS[staff.kind]


def is_overstressed(staff: Staff) -> bool:
    """R7: a Nurse at 3 Stress or an Assistant at 2 (On-Call never gain Stress)."""
    return staff.kind != _ON_CALL and staff.stress >= MAX_STRESS[staff.kind]


def nurse_of(state: GameState, seat: int) -> Staff:
    return state.staff[f"n{seat}"]


def controller(state: GameState, staff: Staff) -> int:
    """The seat that decides for a staff member: her player, or the SM for Assistants."""
    return staff.seat if staff.kind == _NURSE and staff.seat is not None else state.shift_manager


def on_card(shift: Shift) -> list[str]:
    """Staff on the Patient Card, once each, in placement order (not the Contact Tile).

    Only extra cover (R4c) puts someone on the card twice; without it the slots are copied as they are.
    """
    return list(dict.fromkeys(shift.slots)) if shift.extra else shift.slots.copy()


def senior_seat(state: GameState, shift: Shift) -> int:
    """R3: the first Nurse placed decides; with only Assistants, the Shift Manager.

    options.senior_reading = "de": an Assistant placed first leaves it to the SM.
    """
    reading_de = state.rules.options.senior_reading == "de"
    if reading_de and shift.slots and state.staff[shift.slots[0]].kind != _NURSE:
        return state.shift_manager
    for staff_id in shift.slots:
        staff = state.staff[staff_id]
        if staff.kind == _NURSE and staff.seat is not None:
            return staff.seat
    return state.shift_manager


def has_assistant_on_card(state: GameState, shift: Shift) -> bool:
    return any(state.staff[staff_id].kind != _NURSE for staff_id in shift.slots)


def timelines_in_grid(state: GameState) -> list[int]:
    """Timelines holding at least one placed Partial Memory (R14, R17)."""
    memories = state.rules.memories
    return sorted({memories[m].timeline for m in state.grid_partials})


# --- tokens (R23) -------------------------------------------------------------------------


def can_receive_token(state: GameState, staff_id: str) -> bool:
    """R23: a Nurse holds at most 6; Assistants' and On-Call's tokens go to the pool."""
    staff = state.staff[staff_id]
    return staff.kind != _NURSE or staff.tokens < NURSE_TOKEN_CAP


def receive_token(state: GameState, staff_id: str, events: list[Event], reason: str) -> None:
    staff = state.staff[staff_id]
    if staff.kind == StaffKind.NURSE:
        staff.tokens += 1
    else:
        state.pool += 1
    events.append(public("token_given", staff=staff_id, name=staff.name, reason=reason))


def gain_tokens(state: GameState, staff: Staff, amount: int) -> int:
    """Gain up to `amount`, within the cap (R23); returns how many were gained."""
    if staff.kind != StaffKind.NURSE:
        state.pool += amount
        return amount
    gained = min(amount, NURSE_TOKEN_CAP - staff.tokens)
    staff.tokens += gained
    return gained


# --- Billy's condition (R1, R2), Warnings (R12), the end of a scenario (R22) ------------------------------


def change_condition(state: GameState, delta: int, events: list[Event], why: str) -> None:
    """R1: the track runs 0–30, gains past 30 are lost; R2: Billy dies on 0.

    A win it brings about is `flow.advance`'s to declare, after the step it belongs to (R22).
    """
    if delta == 0 or state.result is not None:
        return
    before = state.condition
    state.condition = max(0, min(30, before + delta))
    if state.condition == before:
        return
    events.append(public("condition_changed", before=before, after=state.condition, why=why))
    if state.condition == 0:  # the loss happens with the change itself, before anything it triggers
        lose(state, "died", events)
        return
    if band(state.condition) != band(before):
        _fire_band_triggers(state, band(state.condition), events)


def add_warning(state: GameState, reason: str, events: list[Event]) -> None:
    """R12: a second Hospital Warning in a scenario loses it at once."""
    if state.result is not None:
        return
    state.warnings += 1
    events.append(public("warning", reason=reason, warnings=state.warnings))
    if state.warnings >= 2:
        lose(state, "transferred", events)


def lose(state: GameState, cause: str, events: list[Event]) -> None:
    if state.result is None:
        state.result = Result.LOST
        state.loss_cause = cause
        state.step = Step.OVER
        events.append(public("scenario_lost", cause=cause, **end_facts(state)))


def end_facts(state: GameState) -> dict[str, list[Any]]:
    """What an outcome or loss text may read as the attempt ends (all public): the grid, by slot (D3: no card
    id leaves the engine), and the flags."""
    memories = state.rules.memories
    return {
        "clears": [[memories[m].timeline, memories[m].position] for m in state.grid_clears],
        "partials": [[memories[m].timeline, memories[m].position] for m in state.grid_partials],
        "played_flags": list(state.flags),
        "campaign_flags": list(state.campaign_flags),
    }


def check_objective(state: GameState, events: list[Event]) -> bool:
    """R22: a scenario is won the moment its objective holds; the first of win and loss stands.

    Returns True when the scenario is over (won now, or already ended).
    """
    if state.result is None and objective.holds(state.rules.objective, state):
        win(state, events)
    return state.result is not None


def win(state: GameState, events: list[Event]) -> None:
    """The outcome's flags and every flag set in play (a call made, a trigger read) carry into the campaign, with
    what the grid holds as the campaign's facts (campaign_facts.py)."""
    if state.result is not None:
        return
    state.result = Result.WON
    state.step = Step.OVER
    memories = state.rules.memories
    grid = campaign_facts.won_facts(
        state.rules.scenario,
        [(memories[m].timeline, memories[m].position) for m in state.grid_clears],
        [(memories[m].timeline, memories[m].position) for m in state.grid_partials],
    )
    for flag in [*state.rules.outcome_flags, *state.flags, *grid]:
        if flag not in state.campaign_flags:
            state.campaign_flags.append(flag)
    events.append(
        public(
            "scenario_won",
            scenario=state.rules.scenario,
            flags=list(state.rules.outcome_flags),
            nurses=list(state.seats),  # who sat at the table (issue 35: an outcome may name them)
            **end_facts(state),
        )
    )


# --- narrative triggers (R29) ------------------------------------------------------------------------


def fire_trigger(state: GameState, trigger_id: str, flag: str | None, events: list[Event]) -> None:
    if trigger_id in state.fired_triggers:
        return
    state.fired_triggers.append(trigger_id)
    events.append(public("narrative", trigger=trigger_id))
    if flag and flag not in state.flags:
        state.flags.append(flag)  # R22: the objective is checked when the step it belongs to is over


def _fire_band_triggers(state: GameState, new_band: Band, events: list[Event]) -> None:
    for trigger in state.rules.triggers:
        if trigger.on_band == new_band:
            fire_trigger(state, trigger.id, trigger.set_flag, events)
