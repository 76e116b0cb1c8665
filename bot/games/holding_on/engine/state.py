"""The game state: plain data, serialisable to JSON and back without loss.

The state carries the mechanics of every card it plays (not the prose), so a
game never depends on the content pack changing under it, and `apply` needs
nothing but the state. Decks are ordered lists (the bottom is the end of the
list, RULINGS D3); randomness comes from the seed and a counter kept here.
Dataclasses rather than pydantic models: `apply` mutates the state in place on
the hot path, and pydantic is used only at the JSON edge (TypeAdapter).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import TypeAdapter

from bot.games.holding_on.engine.vocab import (
    SHIFT_NAMES,
    Band,
    CardKind,
    Deck,
    Place,
    Result,
    StaffKind,
    Step,
    TalkMode,
)

__all__ = ["SHIFT_NAMES", "STATE_SCHEMA", "RULES_VERSION", "GameState", "Options", "state_from_json", "state_to_json"]

# Bump, with a migration in bot/table/snapshots.py, when the shape below (or the stored form) changes.
# 2: typed talk queue; 3: a stored snapshot may leave `rules` out (the game's content pack supplies them).
STATE_SCHEMA = 3
RULES_VERSION = "1.1"  # bump when a ruling changes how a recorded game replays (1.1: R17, R18, R22 amended)

MAX_STRESS = {StaffKind.NURSE: 3, StaffKind.ASSISTANT: 2, StaffKind.ON_CALL: 0}
NURSE_TOKEN_CAP = 6  # R23

Care = Literal["medical", "palliative"]
Reward = Literal["token", "memory", "either"]
ObjectiveNode = dict[str, Any]  # the objective tree as content wrote it (CONTENT.md); read by objective.py


@dataclass(slots=True)
class Options:
    """Table options (RULINGS options.*), fixed when an attempt starts."""

    senior_reading: Literal["en", "de"] = "en"  # R3: "de" = an Assistant placed first makes the SM decide
    medical_needs_token: bool = False  # R9
    inquire_same_timeline_reshuffles: bool = False  # R14: the English text's reading
    two_player_reading: Literal["en", "de"] = "en"  # R19
    billy_voice: Literal["dm", "channel"] = "dm"  # D2: "channel" posts quotes for text-only tables
    contact_tile_clears: bool = False  # R18 house rule: the Contact Tile empties after every shift
    images: bool = True  # pictures, or embeds for tables that prefer text


@dataclass(slots=True)
class PatientSpec:
    id: str
    kind: CardKind
    staff: int
    deterioration: int
    rewards: list[Reward]
    inquiry: bool


@dataclass(slots=True)
class EventSpec:
    id: str
    deck: Deck
    title: str
    bands: dict[Band, list[str]]  # band -> icons, in order (R24)


@dataclass(slots=True)
class MemorySpec:
    id: str
    timeline: int
    position: int
    quote: str  # the Partial card's back: read aloud, so it may travel in events


@dataclass(slots=True)
class CallEffectSpec:
    """One effect of a call (CONTENT.md, calling rule)."""

    kind: Literal["draw_clear", "draw_partial", "gain_tokens", "condition_up", "set_flag", "narrative"]
    timeline: int | None = None
    amount: int = 1
    flag: str | None = None
    text: str | None = None


@dataclass(slots=True)
class ContactSpec:
    id: str
    name: str
    requires_clear: str | None
    requires_partial: str | None
    effects: list[CallEffectSpec]
    once: bool
    requires_flag: str | None = None  # set in this attempt, or carried in (campaign flags)
    requires_condition: int | None = None  # Billy's condition at least this when she is placed


@dataclass(slots=True)
class AnswerSpec:
    """One answer to a trigger's choice: the flag it sets, and its words (the pack's, as a contact's name)."""

    flag: str
    words: str


@dataclass(slots=True)
class TriggerSpec:
    id: str
    on_memory_placed: str | None
    on_clear_placed: str | None
    on_day: int | None
    on_band: Band | None
    set_flag: str | None
    choices: list[AnswerSpec] = field(default_factory=list)  # a choice the table takes once it is read


@dataclass(slots=True)
class Rules:
    """Everything the scenario attempt plays by, copied from content at the start."""

    scenario: int
    patients: dict[str, PatientSpec]
    events: dict[str, EventSpec]
    memories: dict[str, MemorySpec]
    focus: bool
    contacts: list[ContactSpec]
    objective: ObjectiveNode
    triggers: list[TriggerSpec]
    outcome_flags: list[str]
    options: Options


@dataclass(slots=True)
class Staff:
    id: str  # n0..n3 (by seat), a1, a2 (Assistants), o1, o2 (On-Call)
    kind: StaffKind
    name: str
    seat: int | None = None
    place: Place = Place.BREAK_ROOM
    stress: int = 0
    tokens: int = 0  # Nurses only; Assistants' tokens live in the pool
    partials: list[str] = field(default_factory=list)
    clears: list[str] = field(default_factory=list)
    shifts_today: list[int] = field(default_factory=list)
    extra_shifts_today: int = 0  # covers worked today (R19 counts them)


@dataclass(slots=True)
class Shift:
    index: int  # 0 Morning, 1 Day, 2 Night
    card: str
    slots: list[str] = field(default_factory=list)  # staff ids, in placement order (R3)
    extra: dict[str, int] = field(default_factory=dict)  # extra-cover spaces by staff (R4c)
    contact_nurse: str | None = None  # R18: the Nurse put on the Contact Tile this shift
    contact: str | None = None
    staffed: bool = False
    short: bool = False
    care: Care | None = None
    committed: dict[str, int] = field(default_factory=dict)  # Nurse id -> own tokens (R10)
    pool_committed: int = 0
    inquiry_tokens: int = 0
    inquiry_closed: bool = False
    resolved: bool = False  # Medical care was resolved (R10)


@dataclass(slots=True)
class Draw:
    """One search of the deck (R13, R14, R24): until an event, or a memory it accepts."""

    kind: Literal["draw"] = "draw"
    ignore_events: bool = False  # events met are set aside unresolved (draw_ignoring_events)
    other_timeline: bool = False  # change of subject: a memory of any other timeline


@dataclass(slots=True)
class Icon:
    """One icon of a revealed event, still to resolve (R24), and the draw it was met in."""

    effect: str
    card: str
    draw: Draw
    kind: Literal["icon"] = "icon"


TalkStep = Draw | Icon


@dataclass(slots=True)
class TrustOffer:
    """An event offers trust (R24): the payer may spend 1 of her own tokens."""

    effect: str
    card: str


@dataclass(slots=True)
class Conversation:
    """One talk with Billy: a palliative draw or one Nurse's inquiries (R13, R14, R17)."""

    deck: Deck
    mode: TalkMode | None  # None until the talker's Focus is chosen (R17)
    talker: str
    payer: str | None  # the Nurse whose own tokens pay for trust, Steer and Persist
    billy_voice: int | None = None
    timeline: int | None = None
    to_draw: int = 0
    queue: list[TalkStep] = field(default_factory=list)  # what this talk does next, before any new draw
    set_aside: list[str] = field(default_factory=list)
    drawn_events: list[str] = field(default_factory=list)
    pending_memory: str | None = None  # Persist: drawn, awaiting accept or pay (R17)
    pending_draw: Draw | None = None  # Persist: the draw it interrupted, which a Persist continues (R17)
    pending_trust: TrustOffer | None = None  # awaiting spend or not (R24)
    cards_given: int = 0
    ended: bool = False


@dataclass(slots=True)
class GameState:
    seed: int
    rules: Rules
    seats: list[str]  # Nurse names in seat order
    staff: dict[str, Staff]
    patient_deck: list[str]
    partial_deck: list[str]
    clear_deck: list[str]
    condition: int
    schema: int = STATE_SCHEMA
    rules_version: str = RULES_VERSION
    version: int = 0
    rng_counter: int = 0
    hidden_moves: int = 0  # counts reveals, draws and shuffles: what undo may not take back
    day: int = 1
    shift: int = 0
    step: Step = Step.REVEAL
    shift_manager: int = 0
    next_shift_manager: int | None = None
    warnings: int = 0
    pool: int = 0
    sm_board_partials: list[str] = field(default_factory=list)
    shifts: list[Shift] = field(default_factory=list)
    leave_window: bool = False
    contact_tile: str | None = None  # R18: the Nurse on the Contact Tile (she stays there after her call)
    contact_tile_shift: int | None = None  # the shift she was placed on it
    removed_events: list[str] = field(default_factory=list)
    grid_partials: list[str] = field(default_factory=list)
    grid_clears: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    campaign_flags: list[str] = field(default_factory=list)
    contacts_called: list[str] = field(default_factory=list)
    fired_triggers: list[str] = field(default_factory=list)
    medical_today: bool = False
    sm_return_answered: bool = False  # R19: today's question to the two-player Shift Manager is answered
    stress_queue: list[str] = field(default_factory=list)  # staff who still choose what a Stress costs (R16)
    either_left: int = 0  # palliative "token or memory" icons still to choose (R11)
    tokens_to_give: int = 0
    memories_to_draw: int = 0
    bonus: Literal["night", "emergency"] | None = None  # a token the senior hands out (R6, R10)
    talker: str | None = None
    conversation: Conversation | None = None
    result: Result | None = None
    loss_cause: str | None = None

    @property
    def current(self) -> Shift:
        return self.shifts[-1]

    @property
    def players(self) -> int:
        return len(self.seats)


_ADAPTER = TypeAdapter(GameState)


def state_to_json(state: GameState) -> str:
    return _ADAPTER.dump_json(state).decode()


def state_from_json(text: str | bytes) -> GameState:
    state = _ADAPTER.validate_json(text)
    if state.schema != STATE_SCHEMA:
        raise ValueError(
            f"this game was saved with state schema {state.schema}; this engine reads schema {STATE_SCHEMA}"
        )
    return state
