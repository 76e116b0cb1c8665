"""Starting a scenario attempt (R28): fresh board, decks rebuilt from the pack with the scenario's changes."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.errors import RuleError
from bot.games.events import Event, public
from bot.games.holding_on.engine import flow, players, rng
from bot.games.holding_on.engine.content import ContentPack, Scenario, Setup, Trigger
from bot.games.holding_on.engine.state import (
    AnswerSpec,
    CallEffectSpec,
    ContactSpec,
    EventSpec,
    GameState,
    MemorySpec,
    Options,
    PatientSpec,
    Rules,
    Staff,
    TriggerSpec,
)
from bot.games.holding_on.engine.vocab import Band, CardKind, Deck, Place, StaffKind, Step

# Looked up, not called: `CardKind(value)` and iterating `Band` run EnumType's Python code, for each card.
_CARD_KINDS = {kind.value: kind for kind in CardKind}
_DECKS = {deck.value: deck for deck in Deck}
_BANDS = tuple(Band)


def _active_setups(scenario: Scenario, campaign_flags: Sequence[str]) -> list[Setup]:
    """The scenario's setup, then each conditional setup whose campaign flag is set."""
    return [scenario.setup] + [s for s in scenario.conditional_setup if s.if_flag in campaign_flags]


def _in_play(trigger: Trigger, campaign_flags: Sequence[str]) -> bool:
    """A trigger may depend on what the campaign carries in (`if_flag`, `unless_flag`)."""
    if trigger.if_flag is not None and trigger.if_flag not in campaign_flags:
        return False
    return trigger.unless_flag is None or trigger.unless_flag not in campaign_flags


def _rules(
    content: ContentPack, scenario: Scenario, setups: list[Setup], options: Options, campaign_flags: Sequence[str]
) -> Rules:
    added_patients = {p for s in setups for p in s.add_patients}
    removed_patients = {p for s in setups for p in s.remove_patients}
    added_events = {e for s in setups for e in s.add_events}
    removed_events = {e for s in setups for e in s.remove_events}
    patients = {
        p.id: PatientSpec(p.id, _CARD_KINDS[p.kind], p.staff, p.deterioration, list(p.rewards), p.inquiry)
        for p in content.patients
        if (p.in_base or p.id in added_patients) and p.id not in removed_patients
    }
    events = {
        e.id: EventSpec(e.id, _DECKS[e.deck], e.title, {band: e.effects(band) for band in _BANDS})
        for e in content.events
        if (e.in_base or e.id in added_events) and e.id not in removed_events
    }
    memories = {m.id: MemorySpec(m.id, m.timeline, m.position, m.quote) for m in content.memories}
    contacts = [
        ContactSpec(
            c.id,
            c.name,
            c.requires.clear_placed,
            c.requires.partial_placed,
            [CallEffectSpec(e.kind, e.timeline, e.amount, e.flag, e.text) for e in c.effects],
            c.once,
            c.requires.flag,
            c.requires.condition_at_least,
        )
        for s in setups
        for c in s.contacts
    ]
    triggers = [
        TriggerSpec(
            t.id,
            t.on_memory_placed,
            t.on_clear_placed,
            t.on_day,
            Band(t.on_band) if t.on_band else None,
            t.set_flag,
            [AnswerSpec(a.flag, a.label) for a in t.choices],
        )
        for t in scenario.triggers
        if _in_play(t, campaign_flags)
    ]
    return Rules(
        scenario=scenario.number,
        patients=patients,
        events=events,
        memories=memories,
        focus=any(s.focus for s in setups),
        contacts=contacts,
        objective=scenario.objective.model_dump(),
        triggers=triggers,
        outcome_flags=list(scenario.outcome_flags),
        options=options,
    )


def scenario_rules(
    content: ContentPack, scenario: int, options: Options | None = None, campaign_flags: Sequence[str] = ()
) -> Rules:
    """The Rules an attempt at `scenario` plays by (as `new_game` builds them): the same arguments, equal Rules.

    A store that keeps many games of one pack builds these once and lets its games share them.
    """
    chapter = content.scenario(scenario)
    return _rules(content, chapter, _active_setups(chapter, campaign_flags), options or Options(), campaign_flags)


def _last(setups: list[Setup], name: str, default: int) -> int:
    value = default
    for setup in setups:
        if getattr(setup, name) is not None:
            value = getattr(setup, name)
    return value


def new_game(
    content: ContentPack,
    scenario: int,
    seats: Sequence[str],
    seed: int,
    options: Options | None = None,
    campaign_flags: Sequence[str] = (),
) -> GameState:
    """A fresh attempt at `scenario` for 2–4 Nurses named in seat order (R28).

    `start_events(state)` says what the table is told as it begins.
    """
    if not 2 <= len(seats) <= 4:
        raise RuleError(
            f"Holding On is played by 2 to 4 Nurses; this table has {len(seats)}.",
            key="refuse-seat-count",
            data={"count": len(seats)},
        )
    try:
        chapter = content.scenario(scenario)
    except KeyError:
        numbers = sorted(s.number for s in content.scenarios)
        low, high = (numbers[0], numbers[-1]) if numbers else (0, 0)
        raise RuleError(
            f"There is no scenario {scenario}; this campaign has scenarios {low} to {high}.",
            key="refuse-no-scenario",
            data={"scenario": scenario, "numbers": ", ".join(map(str, numbers)), "low": low, "high": high},
        ) from None
    options = options or Options()
    setups = _active_setups(chapter, campaign_flags)
    rules = _rules(content, chapter, setups, options, campaign_flags)
    start_partials = [m for s in setups for m in s.start_partials]
    start_clears = [m for s in setups for m in s.start_clears]
    tokens = _last(setups, "starting_tokens", 1)
    staff = {
        f"n{seat}": Staff(id=f"n{seat}", kind=StaffKind.NURSE, name=name, seat=seat, tokens=tokens)
        for seat, name in enumerate(seats)
    }
    staff["a1"] = Staff(id="a1", kind=StaffKind.ASSISTANT, name="Assistant 1")
    staff["a2"] = Staff(id="a2", kind=StaffKind.ASSISTANT, name="Assistant 2")
    for number in range(1, _last(setups, "on_call_assistants", 2) + 1):
        staff[f"o{number}"] = Staff(
            id=f"o{number}", kind=StaffKind.ON_CALL, name=f"On-Call {number}", place=Place.ON_CALL
        )
    memory_ids = [m.id for m in content.memories]
    state = GameState(
        seed=seed,
        rules=rules,
        seats=list(seats),
        staff=staff,
        patient_deck=sorted(rules.patients),
        partial_deck=[m for m in memory_ids if m not in start_partials]
        + sorted(e for e, spec in rules.events.items() if spec.deck == "partial"),
        clear_deck=[m for m in memory_ids if m not in start_clears]
        + sorted(e for e, spec in rules.events.items() if spec.deck == "clear"),
        condition=_last(setups, "starting_condition", 28),
        grid_partials=list(start_partials),
        grid_clears=list(start_clears),
        campaign_flags=list(campaign_flags),
        day=0,
        step=Step.DAY_START,
    )
    rng.shuffle(state, state.patient_deck)
    state.shift_manager = rng.pick(state, list(range(len(seats))))  # R27: drawn at random
    flow.advance(state, [], judge=False)  # the first day begins; `start_events` says what the table is told
    return state


def start_events(state: GameState) -> list[Event]:
    """R29: intro, setup & rules and the objective are read; then the first day begins, with its Shift Manager."""
    events = [
        public(
            "scenario_started",
            scenario=state.rules.scenario,
            seats=list(state.seats),
            campaign_flags=list(state.campaign_flags),  # the intro and setup may be told as the campaign stands
        )
    ]
    events += [public("narrative", trigger=t) for t in state.fired_triggers]
    # R27: the first Shift Manager was drawn at random; the table is told with the first shift (R29).
    events.append(players.day_started(state))
    return events
