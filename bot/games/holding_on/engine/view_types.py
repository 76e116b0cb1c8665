"""The shapes of Holding On's views (views.py makes them): what the channel may see, and what one seat may see.

TypedDicts, so a view stays the plain dict every front end, picture cache and test already reads, and mypy
knows each field. The table carries a view as any game's (bot/games/interface.py, PublicView) and adds the
seats' genders; `public_of` reads such a view back as Holding On's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, NotRequired, TypedDict, cast, final

from bot.games.holding_on.engine.state import Care, ObjectiveNode, Reward
from bot.games.holding_on.engine.vocab import Band, CardKind, Deck, Place, Result, StaffKind, Step, TalkMode


class StaffView(TypedDict):
    id: str  # n0..n3 by seat, a1, a2, o1, o2
    name: str
    kind: StaffKind
    seat: int | None  # a Nurse's
    place: Place
    stress: int
    max_stress: int
    overstressed: bool
    tokens: int | None  # a Nurse's own; None for an Assistant (hers are the pool's)
    shifts_today: list[int]


class CardView(TypedDict):
    """A revealed Patient Card, face up."""

    kind: CardKind
    staff: int
    deterioration: int
    rewards: list[Reward]
    inquiry: bool


class ShiftView(TypedDict):
    index: int  # 0 Morning, 1 Day, 2 Night
    name: str
    card: CardView
    slots: list[str]  # staff ids, in placement order
    contact_nurse: str | None
    contact: str | None
    on_tile: str | None  # R18: who stands on the Contact Tile during this shift
    short: bool
    care: Care | None
    committed: dict[str, int]  # Nurse id -> her own tokens on the card
    pool_committed: int
    inquiry_tokens: int
    senior: int | None  # the seat that decides for the card, once someone is placed


class BackView(TypedDict):
    """D1: how many face-down cards of one deck and timeline a holder has (the backs are public)."""

    holder: str  # a staff id, or "sm_board"
    name: str
    deck: Literal["partial", "clear"]
    timeline: int
    count: int


class DecksView(TypedDict):
    patient: int
    partial: int
    clear: int


class Slot(TypedDict):
    """A place in Billy's memory grid: no memory id is shown (D3)."""

    timeline: int
    position: int


class GridSlot(Slot):
    clear: bool  # a Clear placed there (else a Partial)


class ConversationView(TypedDict):
    deck: Deck
    mode: TalkMode | Literal["plain"]  # "plain" before the talker's Focus is chosen (R17)
    talker: str
    billy_voice: int | None
    timeline: int | None
    cards_given: int
    waiting_for: Literal["trust", "persist"] | None
    trust_offer: str | None


class ContactView(TypedDict):
    id: str
    name: str
    called: bool


class ProgressLine(TypedDict):
    """One line of the objective's progress (objective.py): a part, or a leaf with what it has and needs."""

    depth: int
    what: str  # "all_of", "any_of", or the leaf's kind ("clear_memories", "by_day", …)
    done: bool
    spec: NotRequired[ObjectiveNode]  # a leaf's, as content wrote it; its memories named by slot (D3)
    have: NotRequired[int]
    need: NotRequired[int]


class PendingLine(TypedDict):
    """Who must decide what now."""

    seat: int
    kind: str


class OptionsView(TypedDict):
    billy_voice: Literal["dm", "channel"]
    images: bool


class AnswerView(TypedDict):
    flag: str
    words: str  # the answer in the game's pack's words (the table says them in its own language)


class ChoiceView(TypedDict):
    """A choice of the heart the table is asked (engine/choices.py): the card that asks it, and its answers."""

    trigger: str
    answers: list[AnswerView]


@final  # exactly these keys: `"hand" in view` tells a seat's view from the public one
class Public(TypedDict):
    """What the whole table may see (`public_view`): never a face-down card, the deck order or the seed."""

    scenario: int
    version: int
    day: int
    shift: int
    shift_name: str
    step: Step
    result: Result | None
    loss_cause: str | None
    condition: int
    band: Band
    warnings: int
    pool: int
    seats: list[str]  # the Nurses' names, in seat order
    shift_manager: int
    staff: list[StaffView]
    shifts: list[ShiftView]  # today's, in order
    leave_window: bool
    backs: list[BackView]
    sm_board_partials: int
    decks: DecksView
    grid: list[GridSlot]
    conversation: ConversationView | None
    contacts: list[ContactView]
    flags: list[str]
    removed_events: list[str]  # titles of event cards out of play, face up
    objective_progress: list[ProgressLine]
    objective_memories: list[Slot]
    pending: list[PendingLine]
    options: OptionsView
    choice: NotRequired[ChoiceView]  # only while a choice is asked
    genders: NotRequired[list[str]]  # f, m or n per seat: the table adds them (bot/table/base.py), not the engine
    attempt: NotRequired[int | None]  # the attempt's number: the table adds it (bot/table/base.py)


class HandPartial(TypedDict):
    timeline: int
    quote: str  # the Partial's back: read aloud as Billy


class HandClear(TypedDict):
    timeline: int  # a Clear's timeline only (D1)


class Hand(TypedDict):
    """One seat's own face-down cards and counters."""

    tokens: int
    stress: int
    partials: list[HandPartial]
    clears: list[HandClear]
    sm_board: NotRequired[list[HandPartial]]  # the Shift Manager's only


@final
class Seated(TypedDict):
    """What one seat may see (`view`): the public view, and her own hand."""

    public: Public
    seat: int
    name: str
    hand: Hand


def public_of(view: Mapping[str, object]) -> Public:
    """A public view the table hands back as any game's (bot/games/interface.py, PublicView), read as Holding
    On's. The table carries exactly what `public_view` made, with its own "genders" and "attempt" added: nothing
    to check."""
    return cast(Public, view)


def seated_of(view: Mapping[str, object]) -> Seated:
    """A seat's view the table hands back as any game's (bot/games/interface.py, SeatView), read as Holding
    On's: exactly what `view` made."""
    return cast(Seated, view)
