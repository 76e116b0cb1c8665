"""Checks that hold after every action of every game (issue 2: random legal play)."""

from __future__ import annotations

import json

from bot.engine import public_view, view
from bot.engine.objective import memories_asked_for
from bot.engine.state import NURSE_TOKEN_CAP, GameState

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


def _hidden_strings(state: GameState, seat: int | None) -> list[str]:
    """Ids and quotes of cards this seat may not see, deck contents, and the seed."""
    hidden = [str(state.seed)]
    for deck in (state.partial_deck, state.clear_deck):
        hidden += deck
    hidden += [state.rules.memories[m].quote for m in state.partial_deck if m in state.rules.memories]
    for staff in state.staff.values():
        if staff.kind == "nurse":
            hidden += staff.clears
            if staff.seat != seat:
                hidden += staff.partials + [state.rules.memories[m].quote for m in staff.partials]
            else:
                hidden += staff.partials  # her own cards show timeline and quote, never the id
    hidden += state.sm_board_partials
    if seat != state.shift_manager:
        hidden += [state.rules.memories[m].quote for m in state.sm_board_partials]
    conv = state.conversation
    if conv is not None:
        hidden += [c for c in conv.set_aside if c not in state.rules.events]
    # A memory's two faces share its id: once its Partial is in the grid the id is
    # public (the grid names it), and says nothing about where its Clear face is.
    # The objective names its memories too, by their Partial face (R29).
    public_ids = set(state.grid_partials) | set(memories_asked_for(state.rules.objective))
    return [h for h in hidden if h not in public_ids]


def check_views(state: GameState) -> None:
    """Neither view shows another seat's cards, the deck order or the seed (D1, D3)."""
    texts = {None: json.dumps(public_view(state))}
    for seat in range(state.players):
        texts[seat] = json.dumps(view(state, seat))
    for seat, text in texts.items():
        for key in _FORBIDDEN_KEYS:
            assert f'"{key}"' not in text, f"view for {seat} has key {key}"
        values = _quoted_values(text)
        leaked = [secret for secret in _hidden_strings(state, seat) if secret in values]
        assert not leaked, f"view for seat {seat} shows hidden {leaked}"


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


def check_all(state: GameState, with_views: bool = True) -> None:
    check_cards(state)
    check_counters(state)
    if with_views:
        check_views(state)
