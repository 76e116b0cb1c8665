"""Helpers for the rule tests: arrange a board, take one decision, play on to a step.

Decks are lists whose END is the bottom: draws and reveals pop() from the end,
so "on top of the Patient Deck" and "at the bottom of a memory deck" both mean
"at the end of the list" here.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.errors import RuleError
from bot.games.holding_on.engine import Action, GameState, Outcome, apply, legal_actions, new_game, state_to_json
from bot.games.holding_on.engine.state import Options
from bot.games.holding_on.engine.vocab import Place
from tests.fixtures.pack import fixture_pack

PACK = fixture_pack()
NAMES = ["Ana", "Ben", "Cy", "Di"]


def game(players: int = 3, scenario: int = 1, sm: int = 0, seed: int = 7, flags=(), **options) -> GameState:
    """A fresh attempt with `players` Nurses (Ana, Ben, Cy, Di) and seat `sm` as Shift Manager."""
    state = new_game(PACK, scenario, NAMES[:players], seed=seed, options=Options(**options), campaign_flags=flags)
    set_shift_manager(state, sm)
    return state


def varied_options(game: int) -> Options:
    """Every table option varies across games, so each reading is played too (random play, the digests)."""
    return Options(
        senior_reading="de" if game % 2 else "en",
        medical_needs_token=game % 3 == 0,
        inquire_same_timeline_reshuffles=game % 5 == 0,
        two_player_reading="de" if game % 4 == 1 else "en",
        billy_voice="channel" if game % 7 == 0 else "dm",
        contact_tile_clears=game % 6 == 5,
    )


def set_shift_manager(state: GameState, seat: int) -> None:
    if state.players == 4:  # R20: the four-player SM sits on the Shift Manager Board
        state.staff[f"n{state.shift_manager}"].place = Place.BREAK_ROOM
        state.staff[f"n{seat}"].place = Place.SM_BOARD
    state.shift_manager = seat


def freeze_shuffles(monkeypatch) -> list[int]:
    """Make every shuffle a no-op, so an arranged deck is drawn as arranged; returns the deck sizes shuffled."""
    calls: list[int] = []

    def shuffle(state, deck):
        state.rng_counter += 1
        state.hidden_moves += 1  # a shuffle still reveals order: never undoable
        calls.append(len(deck))

    monkeypatch.setattr("bot.games.holding_on.engine.rng.shuffle", shuffle)
    return calls


def card_on_top(state: GameState, card_id: str) -> None:
    """Put a Patient Card on top of the Patient Deck: it is the next one revealed."""
    assert card_id in state.patient_deck, f"{card_id} is no longer in the Patient Deck"
    state.patient_deck.remove(card_id)
    state.patient_deck.append(card_id)


def stack(deck: list[str], *cards: str) -> None:
    """Put `cards` at the bottom of `deck`, so they are drawn in the order given (first listed, first drawn)."""
    for card in cards:
        if card in deck:
            deck.remove(card)
    deck.extend(reversed(cards))


def place_in_grid(state: GameState, *memories: str) -> None:
    """Partial Memories already in Billy's Collected Memories (taken out of the Partial deck)."""
    for memory in memories:
        if memory in state.partial_deck:
            state.partial_deck.remove(memory)
        state.grid_partials.append(memory)


def matching(state: GameState, kind: str, **fields) -> list[Action]:
    return [a for a in legal_actions(state) if a.kind == kind and all(getattr(a, k) == v for k, v in fields.items())]


def find(state: GameState, kind: str, **fields) -> Action:
    """The one legal action of this kind (with these fields)."""
    found = matching(state, kind, **fields)
    assert len(found) == 1, f"expected one legal {kind} {fields}, step {state.step}: {legal_actions(state)}"
    return found[0]


def act(state: GameState, kind: str, **fields) -> Outcome:
    """Take the one legal decision of this kind (with these fields)."""
    return apply(state, find(state, kind, **fields))


def kinds(state: GameState) -> set[str]:
    return {a.kind for a in legal_actions(state)}


def refused(state: GameState, action: Action) -> str:
    """Apply an illegal action: it must raise RuleError and leave the state exactly as it was."""
    before = state_to_json(state)
    try:
        apply(state, action)
    except RuleError as error:
        assert state_to_json(state) == before, "a refused action changed the state"
        return error.message
    raise AssertionError(f"{action} was accepted")


def reveal(state: GameState, card_id: str) -> Outcome:
    """The Shift Manager reveals `card_id` (arranged on top of the Patient Deck)."""
    card_on_top(state, card_id)
    return act(state, "reveal")


def staff(state: GameState, card_id: str, *staff_ids: str, end: bool = True) -> None:
    """Reveal `card_id` and assign these staff from the break room, in order (R3)."""
    reveal(state, card_id)
    for staff_id in staff_ids:
        act(state, "assign", staff=staff_id)
    if end and state.step == "staffing" and matching(state, "end_staffing"):
        act(state, "end_staffing")


def events_of(outcome_or_list, kind: str) -> list:
    events = outcome_or_list.events if isinstance(outcome_or_list, Outcome) else outcome_or_list
    return [e for e in events if e.kind == kind]


# --- playing on with plain, safe choices -------------------------------------------------

_DEFAULTS: list[tuple[str, dict]] = [
    ("stress_cost", {}),
    ("end_staffing", {}),
    ("assign", {}),
    ("cover", {}),
    ("extra", {}),
    ("bonus", {}),
    ("care", {"choice": "medical"}),
    ("resolve", {}),
    ("reward", {"choice": "token"}),
    ("give_token", {}),
    ("spend_trust", {"choice": "no"}),
    ("persist", {"choice": "no"}),
    ("stop_inquiry", {}),
    ("close_inquiries", {}),
    ("sm_return", {"choice": "no"}),
    ("talker", {}),
    ("billy_voice", {}),
    ("focus", {"choice": "none"}),
    ("reveal", {}),
]


def default_choice(state: GameState) -> Action:
    """Medical care with no tokens, staff from the break room first: no memory is ever drawn."""
    open_now = legal_actions(state)
    for kind, fields in _DEFAULTS:
        for action in open_now:
            if action.kind == kind and all(getattr(action, k) == v for k, v in fields.items()):
                return action
    raise AssertionError(f"no default choice at step {state.step}: {open_now}")


def play_until(state: GameState, done: Callable[[GameState], bool], choose=default_choice, limit: int = 400) -> list:
    """Take default decisions until `done(state)` holds (or the scenario ends); returns the events."""
    events = []
    for _ in range(limit):
        if done(state) or state.result is not None:
            return events
        events += apply(state, choose(state)).events
    raise AssertionError(f"not done after {limit} decisions (step {state.step})")


def to_next_day(state: GameState) -> list:
    day = state.day
    return play_until(state, lambda s: s.day > day)


# --- a conversation with Billy, stopped just before its first draw --------------------------

PARTIAL_EVENT, PARTIAL_EVENT_2 = "ev-p-example", "ev-p-ignore"
CLEAR_EVENT, CLEAR_EVENT_2 = "ev-c-example", "ev-c-quiet"
TALKER = "n1"  # Ben, seat 1; Ana (seat 0) is the Shift Manager, Cy (seat 2) speaks for Billy
VOICE = 2


def set_event(state: GameState, event_id: str, *icons: str) -> None:
    """Give an event the same icons in every colour band (the band is tested on its own, R1/R25)."""
    for band in ("green", "orange", "red", "black"):
        state.rules.events[event_id].bands[band] = list(icons)


def before_talk(kind: str, tokens: int = 3) -> GameState:
    """A board where Ben is about to talk to Billy; `begin_talk` takes the decision that starts the draws.

    plain / steer / persist: the Morning card p-d01 (2 Deterioration, a memory and a "token or
    memory", 2 staff) with Ben (senior) and Assistant 1, Palliative care, the choice taken as a
    memory: two Partial draws. Steer and Persist are scenario 2 (focus; m1-1 and m2-1 in the grid).
    inquiry: the stable card p-s01 with Ben and Cy, Medical care given, m1-1 in the grid, Ben inquiring
    about timeline 1 (scenario 1).
    """
    state = game(3, scenario=2 if kind in ("steer", "persist") else 1, sm=0)
    state.staff[TALKER].tokens = tokens
    if kind == "inquiry":
        place_in_grid(state, "m1-1")
        staff(state, "p-s01", TALKER, "n2")
        act(state, "care", choice="medical")
        act(state, "resolve")
        act(state, "inquire", staff=TALKER, timeline=1)
    else:
        staff(state, "p-d01", TALKER, "a1")
        act(state, "care", choice="palliative")
        act(state, "reward", choice="memory")
        act(state, "talker", staff=TALKER)
    assert state.step in ("billy_voice", "inquiry")
    return state


def begin_talk(state: GameState, kind: str, timeline: int = 1) -> list:
    """Cy speaks for Billy; a Steer names `timeline`, a Persist is chosen. The draws start here."""
    events = act(state, "billy_voice", target=VOICE).events
    if kind == "steer":
        events += act(state, "focus", choice="steer", timeline=timeline).events
    elif kind == "persist":
        events += act(state, "focus", choice="persist").events
    return events


def answer(state: GameState, trust: str = "no", persist: str = "no") -> list:
    """Answer every open question of the conversation: spend trust or not, keep each Persisted memory or not."""
    events = []
    while state.conversation is not None and state.result is None:
        conv = state.conversation
        if conv.pending_trust is not None:
            events += act(state, "spend_trust", choice=trust).events
        elif conv.pending_memory is not None:
            events += act(state, "persist", choice=persist).events
        else:
            break
    return events


def memory_deck(state: GameState, kind: str) -> list[str]:
    return state.clear_deck if kind == "inquiry" else state.partial_deck


def given(state: GameState, kind: str) -> list[str]:
    """What Ben was handed face down in this conversation."""
    nurse = state.staff[TALKER]
    return list(nurse.clears if kind == "inquiry" else nurse.partials)
