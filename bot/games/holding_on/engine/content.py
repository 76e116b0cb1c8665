"""The content models: what a campaign pack holds, as the engine reads it.

The engine owns these models; the pack loader (bot/games/holding_on/content_pack) validates
TOML into them. In a pack folder the words (quotes, scenes, intros, titles)
live apart from the mechanics, in per-language text files; the loader puts
the two back together into these models, in one language. The rules only
ever read the mechanical fields, and the game state copies only those.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

from bot.games.holding_on.engine import campaign_facts

TIMELINES = (1, 2, 3, 4, 5)
POSITIONS = (1, 2, 3, 4, 5, 6)
BANDS = ("green", "orange", "red", "black")

EventEffect = Literal[
    "ignore",
    "quiet_moment",
    "draw",
    "draw_ignoring_events",
    "change_of_subject",
    "trust_for_condition",
    "trust_for_memory",
    "trust_for_memory_ignoring_events",
    "condition_up",
    "no_more_talking",
    "remove",
]
Reward = Literal["token", "memory", "either"]


class Strict(BaseModel):
    """Unknown fields are errors: a typo in a pack must not pass silently."""

    model_config = ConfigDict(extra="forbid", frozen=True)


LANGUAGE_PATTERN = r"^[a-z]{2}(-[A-Z]{2})?$"  # "en", "de", "pt-BR": a folder name under text/


LossWord = Literal["died", "out_of_cards", "transferred", "out_of_time"]  # how a loss is said (R2: out of cards)


class PackInfo(Strict):
    name: str
    version: str
    language: str = Field(default="en", pattern=LANGUAGE_PATTERN)  # the language of the words in this object
    credits: str = ""
    content_note: str  # shown before a campaign starts, and on request
    loss_lines: dict[LossWord, str] = {}  # the line that says a loss, in the pack's words (else the bot's own)


class PatientCard(Strict):
    id: str
    kind: Literal["stable", "deteriorating", "emergency"]
    staff: int = Field(ge=1, le=3)
    deterioration: int = Field(ge=0, le=6)
    rewards: list[Reward] = []
    inquiry: bool = False
    in_base: bool = True
    title: str = ""  # shown when the card is revealed (every shipped card has one: content check)
    text: str = ""  # a line about Billy on this shift

    @model_validator(mode="after")
    def _symbols_match_kind(self) -> PatientCard:
        if self.kind == "stable" and self.deterioration != 0:
            raise ValueError("a stable card shows no deterioration symbols")
        if self.kind != "stable" and self.deterioration == 0:
            raise ValueError(f"a {self.kind} card needs at least one deterioration symbol")
        if self.kind == "emergency" and self.rewards:
            raise ValueError("an emergency allows Medical care only, so it has no rewards")
        if self.inquiry and self.kind != "stable":
            raise ValueError("only a stable card has an inquiry space (R14)")
        return self


class Memory(Strict):
    id: str
    timeline: int = Field(ge=1, le=5)
    position: int = Field(ge=1, le=6)
    title: str
    tone: Literal["positive", "negative"]
    quote: str  # the Partial card's back, read aloud as Billy
    partial_scene: str  # the Partial card's blurred front, shown once placed
    clear_scene: str  # the Clear card's front, shown once placed


class EventCard(Strict):
    id: str
    deck: Literal["partial", "clear"]
    title: str = ""
    green: list[EventEffect]
    orange: list[EventEffect]
    red: list[EventEffect]
    black: list[EventEffect]
    in_base: bool = True
    text: str = ""  # a line read when the event is revealed

    def effects(self, band: str) -> list[str]:
        return list(getattr(self, band))


# --- Objectives (CONTENT.md): a small tree, checkable and renderable -------------


class ClearInEachTimeline(Strict):
    clear_in_each_timeline: int = Field(ge=1, le=6)


class ClearMemories(Strict):
    clear_memories: list[str] = Field(min_length=1)


class TimelineCount(Strict):
    timeline: int = Field(ge=1, le=5)
    count: int = Field(ge=1, le=6)


class ClearInTimeline(Strict):
    clear_in_timeline: TimelineCount


class Flags(Strict):
    flags: list[str] = Field(min_length=1)


class ConditionAtLeast(Strict):
    condition_at_least: int = Field(ge=1, le=30)


class ByDay(Strict):
    by_day: int = Field(ge=1, le=13)


class AllOf(Strict):
    all_of: list[Objective] = Field(min_length=1)


class AnyOf(Strict):
    any_of: list[Objective] = Field(min_length=1)


Objective = Union[  # noqa: UP007 - a recursive alias reads better this way
    ClearInEachTimeline,
    ClearMemories,
    ClearInTimeline,
    Flags,
    ConditionAtLeast,
    ByDay,
    AllOf,
    AnyOf,
]
AllOf.model_rebuild()
AnyOf.model_rebuild()


# --- Scenario effects (the vocabulary; grow it here, never as `if scenario == n`) --


class Requirement(Strict):
    """What must hold before a contact may be called (R18); `flag`: set in this attempt or carried in;
    `condition_at_least`: Billy well enough to speak himself (issue 35: Francis asks to hear it from him)."""

    clear_placed: str | None = None
    partial_placed: str | None = None
    flag: str | None = None
    condition_at_least: int | None = Field(default=None, ge=1, le=30)


class CallEffect(Strict):
    kind: Literal["draw_clear", "draw_partial", "gain_tokens", "condition_up", "set_flag", "narrative"]
    timeline: int | None = Field(default=None, ge=1, le=5)  # draw_clear / draw_partial
    amount: int = Field(default=1, ge=1, le=6)  # gain_tokens / condition_up
    flag: str | None = None  # set_flag
    text: str | None = None  # narrative: read to the channel

    @model_validator(mode="after")
    def _needs_its_field(self) -> CallEffect:
        if self.kind == "set_flag" and not self.flag:
            raise ValueError("set_flag needs a flag")
        if self.kind == "narrative" and not self.text:
            raise ValueError("narrative needs a text")
        return self


class Contact(Strict):
    id: str
    name: str  # public: who the Nurse phones
    requires: Requirement = Requirement()
    effects: list[CallEffect] = Field(min_length=1)
    once: bool = True  # a contact answers one call per attempt unless said otherwise


class Setup(Strict):
    """Setup changes for one scenario (R28); `if_flag` reads campaign carry-over."""

    starting_condition: int | None = Field(default=None, ge=1, le=30)
    starting_tokens: int | None = Field(default=None, ge=0, le=6)
    on_call_assistants: int | None = Field(default=None, ge=0, le=2)
    remove_events: list[str] = []
    add_events: list[str] = []
    remove_patients: list[str] = []
    add_patients: list[str] = []
    start_partials: list[str] = []
    start_clears: list[str] = []
    focus: bool = False  # R17: Steer and Persist are allowed (scenario 2+)
    contacts: list[Contact] = []  # non-empty: the Contact Tile is in play (R18)


class ConditionalSetup(Setup):
    if_flag: str


class Answer(Strict):
    """One answer to a choice a narrative card asks the table (issue 35): the flag it sets, its words (a button)
    and what is read once it is chosen."""

    flag: str = Field(pattern=r"^\w+$")
    label: str = ""
    text: str = ""


class Trigger(Strict):
    """A narrative card read mid-scenario; may set a flag (CONTENT.md), or ask the table a choice of the heart:
    with `choices`, play waits until the Shift Manager, for the table, takes one (each sets its own flag)."""

    id: str
    on_memory_placed: str | None = None
    on_clear_placed: str | None = None
    on_day: int | None = Field(default=None, ge=1, le=13)
    on_band: Literal["green", "orange", "red", "black"] | None = None
    title: str = ""  # a few words, told with the text, so a recap reads as a list of what happened
    text: str
    set_flag: str | None = None
    if_flag: str | None = None  # in play only when the campaign carries this flag
    unless_flag: str | None = None  # in play only when it does not
    choices: list[Answer] = []

    @model_validator(mode="after")
    def _exactly_one_when(self) -> Trigger:
        whens = [self.on_memory_placed, self.on_clear_placed, self.on_day, self.on_band]
        if sum(w is not None for w in whens) != 1:
            raise ValueError("a trigger needs exactly one of on_memory_placed, on_clear_placed, on_day, on_band")
        flags = [answer.flag for answer in self.choices]
        if self.choices and (len(flags) < 2 or len(set(flags)) != len(flags)):
            raise ValueError("a choice needs two answers or more, each setting its own flag")
        return self


TextPart = Literal["intro_1", "intro_2", "setup_text", "objective_text", "outcome", "loss"]
LossCause = Literal["died", "transferred", "out_of_time"]


class When(Strict):
    """What must hold for a text variant to be read instead of the usual text: every field given.

    `flag` is a flag of this attempt or one the campaign carries in; the grid
    fields are read at the end of the attempt (for an outcome or a loss) or at
    its start (for an intro or the setup); `cause` is the loss's cause.
    What the campaign remembers (issue 35): `caller`, a contact whose call the campaign won with, so a line may
    name the Nurse who made it (`{nurse.<contact id>}`); `kept`, the memory Billy kept (`memory_kept`); `nurses`,
    how many Nurses sit at the table; `turn`, the loss text read in turn with the part's others, one per attempt
    (the usual text is turn 1), so that a group losing a chapter again hears it told another way.
    """

    clear_placed: str | None = None
    partial_placed: str | None = None
    flag: str | None = None
    no_flag: str | None = None
    cause: LossCause | None = None
    caller: str | None = None
    kept: str | None = None
    nurses: int | None = Field(default=None, ge=2, le=4)
    turn: int | None = Field(default=None, ge=2, le=9)

    @model_validator(mode="after")
    def _says_something(self) -> When:
        if not any(getattr(self, name) is not None for name in type(self).model_fields):
            raise ValueError("a variant's `when` needs at least one condition")
        return self

    def holds(self, facts: Facts) -> bool:
        return (
            (self.clear_placed is None or self.clear_placed in facts.clears)
            and (self.partial_placed is None or self.partial_placed in facts.partials)
            and (self.flag is None or self.flag in facts.flags)
            and (self.no_flag is None or self.no_flag not in facts.flags)
            and (self.cause is None or self.cause == facts.cause)
            and (self.caller is None or self.caller in facts.callers)
            and (self.kept is None or self.kept == facts.kept)
            and (self.nurses is None or self.nurses == len(facts.nurses))
            and (self.turn is None or self.turn == facts.turn)
        )


class Facts(BaseModel):
    """What a text variant may read: the grid, the flags (this attempt's and carried), a loss's cause; and what the
    table and the campaign remember (issue 35): who made each call, the memory Billy kept, the Nurses at the table,
    and which attempt at the chapter this is (`turn` is worked out from it, part by part, in `Scenario.told`)."""

    model_config = ConfigDict(frozen=True)

    clears: frozenset[str] = frozenset()
    partials: frozenset[str] = frozenset()
    flags: frozenset[str] = frozenset()
    cause: str | None = None
    callers: dict[str, str] = {}  # contact id -> the Nurse who made the call
    kept: str | None = None
    nurses: tuple[str, ...] = ()  # in seat order
    attempt: int | None = None
    turn: int | None = None


SLOT = re.compile(r"\{(\w+)\}")  # a {slot} in a scenario's text, filled by a variant that `fills` it (R29)
# A Nurse a text names (issue 35): `{nurse.c6-maureen}`, who made that call; `{nurse.all}`, the Nurses at the table;
# with `|f=…|m=…|n=…`, the words that agree with her gender (or the table's) instead of her name.
PERSON = re.compile(r"\{nurse\.([\w-]+)((?:\|[fmn]=[^{}|]*)*)\}")


class TextVariant(Strict):
    """Another wording of one of a scenario's texts, read when `when` holds (the first that holds wins).

    With `fills`, it is not a whole text but a line for a `{slot}` of the part's text: the first variant that
    fills the slot and holds is read there, and a slot none fills reads as nothing. So one outcome can carry
    a line for each choice a campaign made, without a whole text for every combination of them.
    """

    id: str
    part: TextPart
    when: When | None = None  # only a line for a slot may go without one: the slot's default, listed last
    text: str
    fills: str | None = Field(default=None, pattern=r"^\w+$")

    @model_validator(mode="after")
    def _whole_variants_have_a_condition(self) -> TextVariant:
        if self.when is None and self.fills is None:
            raise ValueError("a variant that replaces the whole text needs a `when`")
        return self

    def holds(self, facts: Facts) -> bool:
        return self.when is None or self.when.holds(facts)


class Scenario(Strict):
    number: int = Field(ge=1, le=10)
    title: str
    intro_1: str
    intro_2: str
    setup_text: str  # the Setup & Rules card as read aloud
    objective_text: str
    objective: Objective
    outcome: str
    loss: str = ""  # read when an attempt is lost: what it means for Billy and the team; try again
    content_note: str = ""  # a chapter's own note, shown before its intro when it names hard themes
    outcome_flags: list[str] = []
    setup: Setup = Setup()
    conditional_setup: list[ConditionalSetup] = []
    triggers: list[Trigger] = []
    variants: list[TextVariant] = []
    flag_words: dict[str, str] = {}  # how a flag the objective asks for reads in its progress line ("the call to …")
    loss_lines: dict[LossWord, str] = {}  # this chapter's own line saying a loss (else the pack's, else the bot's)
    set_aside: list[str] = []  # cards kept back for a later chapter (documented, not played)

    def turns(self, part: TextPart) -> int:
        """How many tellings `part` takes in turn (its usual text and each whole variant with a `turn`)."""
        return max((v.when.turn for v in self.variants if v.part == part and v.when and v.when.turn), default=1)

    def told(self, part: TextPart, facts: Facts | None = None) -> str:
        """The text read for `part` (R29): the first whole variant whose `when` holds, else the usual text; then
        each of its `{slots}` filled by the first variant filling it whose `when` holds, or left out.

        A whole variant with a `turn` holds on that attempt of every round of the part's turns (attempt 1 reads
        the usual text, 2 the variant of turn 2, …, then round again); `{nurse.…}` is left for the teller, who
        knows the table's names and genders (render/people.py)."""
        facts = facts or Facts()
        if facts.attempt is not None:
            facts = facts.model_copy(update={"turn": (facts.attempt - 1) % self.turns(part) + 1})
        usual: str = getattr(self, part)
        text = next((v.text for v in self.variants if v.part == part and v.fills is None and v.holds(facts)), usual)
        if "{" not in text:
            return text

        def fill(slot: re.Match[str]) -> str:
            return next(
                (v.text.strip() for v in self.variants if v.part == part and v.fills == slot[1] and v.holds(facts)),
                "",
            )

        filled = SLOT.sub(fill, text)
        filled = re.sub(r"[ \t]{2,}", " ", filled)  # a slot left out leaves no gap between its neighbours
        filled = re.sub(r"[ \t]+\n", "\n", filled)
        return re.sub(r"\n{3,}", "\n\n", filled).strip()


def flags_every_win_sets(scenario: Scenario) -> list[str]:
    """The outcome's flags and the flags its objective cannot be met without (all_of: each; any_of: common),
    with the flags the only calls that set those wait for (a number found before the call it makes possible)."""
    flags = list(scenario.outcome_flags)
    pending = _required_flags(scenario.objective.model_dump())
    contacts = [c for s in (scenario.setup, *scenario.conditional_setup) for c in s.contacts]
    while pending:
        flag = pending.pop(0)
        if flag in flags:
            continue
        flags.append(flag)
        if any(t.set_flag == flag for t in scenario.triggers):
            continue
        waits = {c.requires.flag for c in contacts if any(e.kind == "set_flag" and e.flag == flag for e in c.effects)}
        if len(waits) == 1:
            wait = waits.pop()
            if wait is not None:
                pending.append(wait)
    return flags


def _required_flags(node: dict[str, Any]) -> list[str]:
    if "flags" in node:
        return list(node["flags"])
    if "all_of" in node:
        return list(dict.fromkeys(f for child in node["all_of"] for f in _required_flags(child)))
    if "any_of" in node:
        branches = [_required_flags(child) for child in node["any_of"]]
        return [f for f in branches[0] if all(f in branch for branch in branches[1:])]
    return []


def flags_play_may_set(scenario: Scenario) -> list[str]:
    """Every flag a call, a trigger or a choice of the scenario may set."""
    setups = [scenario.setup, *scenario.conditional_setup]
    called = [e.flag for s in setups for c in s.contacts for e in c.effects if e.kind == "set_flag" and e.flag]
    read = [t.set_flag for t in scenario.triggers if t.set_flag]
    chosen = [answer.flag for t in scenario.triggers for answer in t.choices]
    return list(dict.fromkeys([*called, *read, *chosen]))


class GlossaryEntry(Strict):
    """A word of the game explained in a line or two (`/rules glossary`)."""

    id: str
    term: str
    text: str


class ContentPack(Strict):
    pack: PackInfo
    patients: list[PatientCard]
    memories: list[Memory]
    events: list[EventCard]
    scenarios: list[Scenario]
    glossary: list[GlossaryEntry] = []
    hash: str = ""  # identifies the pack; a game keeps the pack it started with

    def scenario(self, number: int) -> Scenario:
        for scenario in self.scenarios:
            if scenario.number == number:
                return scenario
        raise KeyError(f"the content pack has no scenario {number}")

    def memory(self, memory_id: str) -> Memory:
        if not self._memory_index:
            self._memory_index.update({m.id: m for m in self.memories})
        return self._memory_index[memory_id]

    def memory_at(self, timeline: int, position: int) -> Memory:
        """The memory of a grid slot: views and events name memories by slot, never by id (D3)."""
        if not self._slot_index:
            self._slot_index.update({(m.timeline, m.position): m for m in self.memories})
        return self._slot_index[(timeline, position)]

    _memory_index: dict[str, Memory] = PrivateAttr(default_factory=dict)
    _slot_index: dict[tuple[int, int], Memory] = PrivateAttr(default_factory=dict)


def memory_kept(
    content: ContentPack, scenario: int, flags: Iterable[str], clears: Iterable[str], partials: Sequence[str]
) -> str | None:
    """The memory Billy kept from this table (issue 35): of those no attempt the campaign won (this one with them)
    had him tell, the one it last heard him let slip; heard of none, the first of his life. None when the
    campaign's record is not whole (begun before its facts were kept, it cannot know what it never heard), or
    when he told it everything."""
    facts = campaign_facts.read(flags)
    if not facts.whole_before(scenario):
        return None
    told = {content.memory_at(*slot).id for slot in facts.told} | set(clears)
    heard = [content.memory_at(*slot).id for slot in facts.heard] + list(partials)
    untold_heard = [memory for memory in heard if memory not in told]
    if untold_heard:
        return untold_heard[-1]
    in_life_order = sorted(content.memories, key=lambda m: (m.timeline, m.position))
    return next((m.id for m in in_life_order if m.id not in told), None)
