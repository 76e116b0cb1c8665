"""Checks that hold after every action of every game (issue 2: random legal play)."""

from __future__ import annotations

import json

from bot.games.events import CHANNEL, SEAT
from bot.games.holding_on.engine import Outcome, legal_actions, public_view, view
from bot.games.holding_on.engine.game import sort_key
from bot.games.holding_on.engine.objective import holds
from bot.games.holding_on.engine.state import NURSE_TOKEN_CAP, GameState

_FORBIDDEN_KEYS = ("seed", "rng_counter", "patient_deck", "partial_deck", "clear_deck", "set_aside")


def _places_of_faces(state: GameState) -> tuple[list[str], list[str]]:
    nurses = [s for s in state.staff.values() if s.kind == "nurse"]
    partial_places = list(state.partial_deck) + list(state.sm_board_partials) + list(state.grid_partials)
    clear_places = list(state.clear_deck) + list(state.grid_clears)
    for nurse in nurses:
        partial_places += nurse.partials
        clear_places += nurse.clears
    conv = state.conversation
    if conv is not None:
        target = partial_places if conv.deck == "partial" else clear_places
        target += conv.set_aside + conv.drawn_events
        if conv.pending_memory:
            target.append(conv.pending_memory)
    return partial_places, clear_places


def check_cards(state: GameState) -> None:
    """Every memory and event card is in exactly one place (removed events: out of the game)."""
    partial_places, clear_places = _places_of_faces(state)
    rules = state.rules
    for memory in rules.memories:
        assert partial_places.count(memory) == 1, f"Partial {memory} is in {partial_places.count(memory)} places"
        assert clear_places.count(memory) == 1, f"Clear {memory} is in {clear_places.count(memory)} places"
    for event_id, spec in rules.events.items():
        places = partial_places if spec.deck == "partial" else clear_places
        count = places.count(event_id)
        if event_id in state.removed_events:
            assert count <= 1, f"removed event {event_id} is in {count} places"
        else:
            assert count == 1, f"event {event_id} is in {count} places"


def check_counters(state: GameState) -> None:
    assert 0 <= state.condition <= 30
    assert 0 <= state.warnings <= 2
    assert state.pool >= 0
    for staff in state.staff.values():
        if staff.kind == "nurse":
            assert 0 <= staff.tokens <= NURSE_TOKEN_CAP, f"{staff.name} holds {staff.tokens} tokens"
            assert 0 <= staff.stress <= 3
        elif staff.kind == "assistant":
            assert 0 <= staff.stress <= 2
        else:
            assert staff.stress == 0


def _card_ids(state: GameState) -> set[str]:
    """Every card's id: views and events name memories by slot and Patient Cards by what they show (D3)."""
    return set(state.rules.memories) | set(state.rules.patients) | set(state.rules.events)


def _hidden_strings(state: GameState, seat: int | None) -> list[str]:
    """Every card id, quotes of cards this seat may not see, and the seed."""
    hidden = [str(state.seed), *_card_ids(state)]
    hidden += [state.rules.memories[m].quote for m in state.partial_deck if m in state.rules.memories]
    for staff in state.staff.values():
        if staff.kind == "nurse" and staff.seat != seat:
            hidden += [state.rules.memories[m].quote for m in staff.partials]
    if seat != state.shift_manager:
        hidden += [state.rules.memories[m].quote for m in state.sm_board_partials]
    conv = state.conversation
    if conv is not None and conv.deck == "partial":
        hidden += [state.rules.memories[c].quote for c in conv.set_aside if c in state.rules.memories]
    return hidden


def check_views(state: GameState) -> None:
    """Neither view shows another seat's cards, any card's id, the deck order or the seed (D1, D3)."""
    texts = {None: json.dumps(public_view(state))}
    for seat in range(state.players):
        texts[seat] = json.dumps(view(state, seat))
    for seat, text in texts.items():
        for key in _FORBIDDEN_KEYS:
            assert f'"{key}"' not in text, f"view for {seat} has key {key}"
        values = _quoted_values(text)
        leaked = [secret for secret in _hidden_strings(state, seat) if secret in values]
        assert not leaked, f"view for seat {seat} shows hidden {leaked}"


def check_outcome(state: GameState, outcome: Outcome) -> None:
    """After each decision: events carry no card id but a revealed event's own, private events go to one
    seat, the game ends at most once and last (R22), and a game still on has not met its objective."""
    ids, seed = _card_ids(state), str(state.seed)
    for event in outcome.events:
        data = dict(event.data)
        if event.kind == "event_revealed":
            assert data.pop("event") in state.rules.events  # face up now: its id is public
        if event.kind == "card_revealed":  # so is a revealed Patient Card's: the renderer shows its title
            assert data.pop("card") in state.rules.patients
        values = _quoted_values(json.dumps(data))
        assert not (values & ids) and seed not in values, f"{event.kind} carries {values & ids or seed}"
        if event.audience == SEAT:
            assert event.seat in range(state.players), f"{event.kind} is addressed to no seat"
        else:
            assert event.audience == CHANNEL and event.seat is None
    endings = [i for i, e in enumerate(outcome.events) if e.kind in ("scenario_won", "scenario_lost")]
    assert len(endings) <= 1, "a scenario ended twice in one decision"
    if endings:
        assert endings[0] == len(outcome.events) - 1, "something happened after the end of the scenario (R22)"
    if state.result != "won":  # the first of win and loss stands: a loss never comes after a met objective
        assert not holds(state.rules.objective, state), f"the objective holds, but the game is {state.result} (R22)"


def check_contact_tile(state: GameState) -> None:
    """R18: the tile holds at most one Nurse, who is at work but not on the card, placed today, at most one
    shift ago unless she stays there; the house rule empties it after every shift."""
    caller = state.contact_tile
    if caller is None:
        assert state.contact_tile_shift is None
        return
    nurse = state.staff[caller]
    assert nurse.kind == "nurse" and nurse.place == "shift", f"{nurse.name} is on the tile from {nurse.place}"
    assert state.contact_tile_shift is not None and state.contact_tile_shift <= state.shift
    assert state.contact_tile_shift in nurse.shifts_today
    if state.shifts and state.step != "reveal":
        assert caller not in state.current.slots, "the caller is on the Patient Card too"
    house_rule = state.rules.options.contact_tile_clears
    assert not (house_rule and state.step == "reveal"), "the house rule empties the tile after every shift"


def _quoted_values(text: str) -> set[str]:
    values: set[str] = set()

    def walk(node) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        else:
            values.add(str(node))

    walk(json.loads(text))
    return values


def check_legal_order(state: GameState) -> None:
    """`legal_actions` comes in the stable order `actions.sort_key` defines, without duplicates: each move
    lists its own choices in that order (the engine no longer sorts the whole list)."""
    actions = legal_actions(state)
    assert actions == sorted(actions, key=sort_key), f"legal actions out of order at step {state.step}: {actions}"
    assert len(set(actions)) == len(actions), f"a legal action listed twice: {actions}"


def check_slots(state: GameState) -> None:
    """Only extra cover (R4c) puts someone on a card twice (`condition.on_card` relies on it)."""
    for shift in state.shifts:
        twice = {s for s in shift.slots if shift.slots.count(s) > 1}
        assert twice <= set(shift.extra), f"shift {shift.index}: {sorted(twice)} twice on the card without extra cover"


def check_all(state: GameState, with_views: bool = True) -> None:
    check_legal_order(state)
    check_slots(state)
    check_cards(state)
    check_counters(state)
    check_contact_tile(state)
    if with_views:
        check_views(state)
