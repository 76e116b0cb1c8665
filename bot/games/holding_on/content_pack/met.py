"""Who and what a text may name: only what the attempt reading it has met (issue 27).

A pack's story bible, `STORY.md`, may list under `## Names the texts use` the
people, places and things the campaign reveals a little at a time, each with
the texts that reveal it:

    | name | met in |
    | Sammy | s09.triggers.t9-sweets, s09.contacts.c9-francis, s09.outcome |
    | Leyton | m5-2.clear, m5-5.clear |

A source is a memory's Partial (`m5-6.partial`: its quote, title and blurred
scene, heard when it is drawn and seen once placed) or Clear (`m5-2.clear`:
what Billy told the team), or a scenario's text: `s04.outcome`, `s01.intro_1`
(whichever of its variants is read: the name must be in each),
`s09.triggers.t9-sweets`, `s09.contacts.c9-francis` (the call).

Checked from the mechanics, in the pack's own language, once every other check
holds (what a text may name follows from the whole campaign, so a broken
scenario is reported once, not again as names it no longer reveals): every
text that names
one of these (a whole word, as written) is read only when one of its sources
has been met, in every attempt that reads it. What an attempt is sure to have
met: what every win of the scenarios before it revealed (the memories their
objectives name, the calls they cannot be won without, the triggers those
fire, their intros and outcomes), this scenario's starting Partials and the
texts read before this one, and what the text's own condition says (a
variant's `when`, a trigger's memory or flag, a call's requirement). A name a
text introduces itself is met there. `met_by` gives the same sources for one
attempt as played (the grid, the triggers read, the calls made), for tests.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.games.holding_on.content_pack.draft import Draft
from bot.games.holding_on.content_pack.problems import PackProblem
from bot.games.holding_on.content_pack.timeline import markdown_table  # one reader for the bible's tables
from bot.games.holding_on.engine.content import (
    EventCard,
    PatientCard,
    Scenario,
    TextPart,
    When,
    flags_every_win_sets,
)

STORY = "STORY.md"
MEMORY_SOURCE = re.compile(r"^m\d-\d\.(partial|clear)$")
NAMES_HEADING = "## Names the texts use"
START_PARTS: tuple[TextPart, ...] = ("intro_1", "intro_2", "setup_text", "objective_text")
SOURCE = re.compile(
    r"^(m\d-\d\.(partial|clear)|s\d\d\.(intro_1|intro_2|setup_text|objective_text|outcome)"
    r"|s\d\d\.(triggers|contacts)\.[\w-]+)$"
)


@dataclass
class NameBook:
    """The names a campaign reveals, each with the sources that reveal it."""

    sources: dict[str, list[str]] = field(default_factory=dict)
    _patterns: dict[str, re.Pattern[str]] = field(default_factory=dict)

    def add(self, name: str, sources: list[str]) -> None:
        self.sources[name] = sources
        self._patterns[name] = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")

    def says(self, name: str, text: str) -> bool:
        return bool(self._patterns[name].search(text))

    def named(self, text: str) -> list[str]:
        # A name's pattern only matches where the name itself stands: the plain test first (far cheaper).
        return [name for name, pattern in self._patterns.items() if name in text and pattern.search(text)]

    def unmet(self, text: str, met: set[str]) -> list[str]:
        """The names `text` uses none of whose sources is in `met`."""
        return [name for name in self.named(text) if not met.intersection(self.sources[name])]


def read_names(story: str) -> tuple[NameBook, list[tuple[int, str]]]:
    """The names table of a story bible, and what is wrong with its rows (line, message)."""
    book = NameBook()
    wrong: list[tuple[int, str]] = []
    for line, cells in markdown_table(story, NAMES_HEADING):
        if len(cells) != 2 or not cells[0]:
            wrong.append((line, "a names row has two cells: | name | met in |"))
            continue
        sources = [s.strip() for s in cells[1].split(",") if s.strip()]
        bad = [s for s in sources if not SOURCE.match(s)]
        if bad or not sources:
            wrong.append((line, f"{cells[0]}: sources must be like m5-2.clear, s04.outcome, s09.triggers.<id>: {bad}"))
            continue
        book.add(cells[0], sources)
    return book, wrong


# --- what an attempt is sure to have met ---------------------------------------------------------------


def _key(number: int) -> str:
    return f"s{number:02d}"


def _memory(memory: str, clear: bool) -> set[str]:
    return {f"{memory}.partial", f"{memory}.clear"} if clear else {f"{memory}.partial"}


@dataclass
class Campaign:
    """The scenarios of a pack, for working out what any attempt at one of them has met."""

    scenarios: Sequence[Scenario]
    _won: dict[int, set[str]] = field(default_factory=dict)

    def scenario(self, number: int) -> Scenario | None:
        return next((s for s in self.scenarios if s.number == number), None)

    # the sources a flag brings: the call or trigger that sets it, and what that needed
    def flag_sources(self, flag: str, before: int) -> set[str]:
        found: set[str] = set()
        for scenario in self.scenarios:
            if scenario.number > before:
                continue
            key = _key(scenario.number)
            contacts = [
                c
                for s in (scenario.setup, *scenario.conditional_setup)
                for c in s.contacts
                if any(e.kind == "set_flag" and e.flag == flag for e in c.effects)
            ]
            triggers = [t for t in scenario.triggers if t.set_flag == flag]
            if len(contacts) + len(triggers) != 1:
                continue  # set in more than one way (or none): nothing in particular is sure
            for contact in contacts:
                found.add(f"{key}.contacts.{contact.id}")
                found |= self.contact_needs(contact, scenario.number)
            for trigger in triggers:
                found.add(f"{key}.triggers.{trigger.id}")
                found |= self._trigger_condition(trigger)
        return found

    def contact_needs(self, contact: Any, number: int) -> set[str]:
        """What a call cannot be made without: the memory it waits for, and what its flag brings."""
        needs = contact.requires
        found: set[str] = set()
        if needs.clear_placed:
            found |= _memory(needs.clear_placed, True)
        if needs.partial_placed:
            found |= _memory(needs.partial_placed, False)
        if needs.flag:
            found |= self.flag_sources(needs.flag, number)
        return found

    def _trigger_condition(self, trigger: Any) -> set[str]:
        if trigger.on_clear_placed:
            return _memory(trigger.on_clear_placed, True)
        if trigger.on_memory_placed:
            return _memory(trigger.on_memory_placed, False)
        return set()

    def when_sources(self, when: When | None, number: int) -> set[str]:
        if when is None:
            return set()
        found: set[str] = set()
        if when.clear_placed:
            found |= _memory(when.clear_placed, True)
        if when.partial_placed:
            found |= _memory(when.partial_placed, False)
        if when.flag:
            found |= self.flag_sources(when.flag, number)
        if when.caller:
            found |= self.call_sources(when.caller, number)
        return found

    def call_sources(self, contact_id: str, before: int) -> set[str]:
        """A call the campaign made: the call itself, and what it could not be made without."""
        for scenario in self.scenarios:
            setups = (scenario.setup, *scenario.conditional_setup)
            for contact in (c for s in setups for c in s.contacts if c.id == contact_id):
                if scenario.number <= before:
                    return {f"{_key(scenario.number)}.contacts.{contact.id}"} | self.contact_needs(contact, before)
        return set()

    def before(self, number: int) -> set[str]:
        """What every campaign that reaches `number` has met: every earlier scenario won."""
        return set().union(*(self.won(s.number) for s in self.scenarios if s.number < number))

    def starting(self, number: int, flags: Iterable[str] = ()) -> set[str]:
        """Met once the scenario's starting texts are read: what came before, its starting Partials (the plain
        setup's, and those of conditional setups on `flags`), its intros, setup and objective, and the triggers
        of day 1 sure to be in play."""
        scenario = self.scenario(number)
        if scenario is None:
            return set()
        flags = set(flags)
        key = _key(number)
        met = self.before(number) | {f"{key}.{part}" for part in START_PARTS} | self.start_grid(number, flags)
        for memory in _named_clears(scenario.objective.model_dump(), every=False):
            met |= _memory(memory, False)  # R29: the objective shows the Partial face of each memory it asks for
        for trigger in scenario.triggers:
            in_play = (trigger.if_flag is None or trigger.if_flag in flags) and not trigger.unless_flag
            if trigger.on_day == 1 and in_play:
                met.add(f"{key}.triggers.{trigger.id}")
        return met

    def start_grid(self, number: int, flags: Iterable[str] = ()) -> set[str]:
        """The memories in this attempt's grid when it starts (the plain setup's, and conditional ones' on
        `flags`): what a trigger of this scenario can fire on, unlike a memory an earlier chapter placed."""
        scenario = self.scenario(number)
        if scenario is None:
            return set()
        flags = set(flags)
        grid: set[str] = set()
        for setup in (scenario.setup, *(s for s in scenario.conditional_setup if s.if_flag in flags)):
            for memory in setup.start_partials:
                grid |= _memory(memory, False)
            for memory in setup.start_clears:
                grid |= _memory(memory, True)
        return grid

    def won(self, number: int) -> set[str]:
        """What every won attempt at `number` has met: the start, the memories its objective names, the calls it
        cannot be won without, the triggers those fire, and its outcome."""
        if number in self._won:
            return self._won[number]
        self._won[number] = set()  # no cycle can loop (a scenario only reads earlier ones)
        scenario = self.scenario(number)
        if scenario is None:
            return set()
        key = _key(number)
        met = self.starting(number)
        grid = self.start_grid(number) | self.objective_grid(scenario)
        for flag in flags_every_win_sets(scenario):
            if flag not in scenario.outcome_flags:
                brought = self.flag_sources(flag, number)
                met |= brought
                grid |= {source for source in brought if MEMORY_SOURCE.match(source)}  # what this call needed
        met |= grid | self._fired(scenario, grid)
        met.add(f"{key}.outcome")
        self._won[number] = met
        return met

    def objective_grid(self, scenario: Scenario) -> set[str]:
        """The Clears every win of `scenario` has placed (the memories its objective names)."""
        return {source for m in _named_clears(scenario.objective.model_dump()) for source in _memory(m, True)}

    def _fired(self, scenario: Scenario, grid: set[str]) -> set[str]:
        """Triggers sure to have fired: in play in every campaign, their memory in this attempt's `grid`."""
        key = _key(scenario.number)
        return {
            f"{key}.triggers.{t.id}"
            for t in scenario.triggers
            if not t.if_flag
            and not t.unless_flag
            and (cond := self._trigger_condition(t))
            and cond <= grid
            and (t.on_clear_placed is None or f"{t.on_clear_placed}.clear" in grid)
        }


def _named_clears(node: dict[str, Any], every: bool = True) -> set[str]:
    """The memories whose Clear the objective names: those every win places (`every`), or any it names."""
    if "clear_memories" in node:
        return set(node["clear_memories"])
    if "all_of" in node:
        return set().union(*(_named_clears(child, every) for child in node["all_of"]))
    if "any_of" in node:
        branches = [_named_clears(child, every) for child in node["any_of"]]
        if not branches:
            return set()
        return set.intersection(*branches) if every else set().union(*branches)
    return set()


def met_by(
    campaign: Campaign,
    number: int,
    *,
    choices: Iterable[str] = (),
    clears: Iterable[str] = (),
    partials: Iterable[str] = (),
    triggers: Iterable[str] = (),
    calls: Iterable[str] = (),
    won: bool = False,
) -> set[str]:
    """What one attempt as played has met: what came before, the choices its campaign carries, its start, its
    grid, the triggers read and the calls made, and its outcome when won."""
    key = _key(number)
    met = campaign.starting(number, choices)
    for flag in choices:
        met |= campaign.flag_sources(flag, number - 1)
    for memory in clears:
        met |= _memory(memory, True)
    for memory in partials:
        met |= _memory(memory, False)
    met |= {f"{key}.triggers.{t}" for t in triggers} | {f"{key}.contacts.{c}" for c in calls}
    if won:
        met.add(f"{key}.outcome")
    return met


# --- the check --------------------------------------------------------------------------------------


def check(root: Path, draft: Draft) -> list[PackProblem]:
    """Texts that name what an attempt reading them may not have met; none when the bible keeps no names."""
    path = root / STORY
    if not path.is_file() or draft.words is None:
        return []
    story = path.read_text(encoding="utf-8")
    if NAMES_HEADING not in story:
        return []
    book, wrong = read_names(story)
    shown = draft.shown(STORY)
    problems = [PackProblem(shown, f"line {line}", "", message) for line, message in wrong]
    words = draft.words
    campaign = Campaign([scenario for _, scenario in draft.scenarios])
    for name, sources in book.sources.items():
        for source in sources:
            for text in _source_texts(source, campaign, words, draft):
                if not book.says(name, text):
                    problems.append(
                        PackProblem(
                            shown,
                            name,
                            "met in",
                            f"{source} is given, but a text read as {source} does not say {name!r}",
                        )
                    )
                    break
    for key, met in _moments(campaign, draft):
        said = words.get(key)
        if said is None:
            continue
        for name in book.unmet(said, met):
            problems.append(
                PackProblem(
                    shown,
                    key,
                    "",
                    f"names {name!r}, which an attempt reading this may not have met (met in: "
                    f"{', '.join(book.sources[name])})",
                )
            )
    return problems


def _source_texts(source: str, campaign: Campaign, words: dict[str, str], draft: Draft) -> list[str]:
    """The texts a source stands for: a memory's Partial (title, quote, blurred scene) or Clear (its scene); a
    scenario's part (its usual text and each whole variant), trigger or call."""
    memory = re.match(r"^(m\d-\d)\.(partial|clear)$", source)
    if memory is not None:
        card = next((m for m in draft.memories if m.id == memory[1]), None)
        if card is None:
            return []
        return [card.clear_scene if memory[2] == "clear" else f"{card.title} {card.quote} {card.partial_scene}"]
    found = re.match(r"^s(\d\d)\.(.+)$", source)
    if found is None:
        return []
    scenario = campaign.scenario(int(found[1]))
    rest = found[2]
    key = f"s{found[1]}"
    if rest.startswith("triggers."):
        return [words.get(f"{key}.{rest}.text", "") + " " + words.get(f"{key}.{rest}.title", "")]
    if rest.startswith("contacts."):
        return [words.get(f"{key}.{rest}.call", "") + " " + words.get(f"{key}.{rest}.name", "")]
    texts = [words.get(f"{key}.{rest}", "")]
    if scenario is not None:
        texts += [words.get(f"{key}.variants.{v.id}", "") for v in scenario.variants if v.part == rest and not v.fills]
    return texts


def _moments(campaign: Campaign, draft: Draft) -> list[tuple[str, set[str]]]:
    """Each text of the pack's own language that names anything, with what any attempt reading it has met."""
    moments: list[tuple[str, set[str]]] = []
    for scenario in campaign.scenarios:
        number, key = scenario.number, _key(scenario.number)
        before = campaign.before(number)
        moments.append((f"{key}.title", before))
        moments.append((f"{key}.content_note", before))
        for part in START_PARTS:
            moments.append((f"{key}.{part}", _start_moment(campaign, number, part)))
        playing = campaign.starting(number)
        moments += [(f"{key}.flags.{flag}", playing) for flag in scenario.flag_words]
        for trigger in scenario.triggers:
            met = playing | campaign._trigger_condition(trigger) | {f"{key}.triggers.{trigger.id}"}
            if trigger.if_flag:
                met |= campaign.flag_sources(trigger.if_flag, number) | campaign.starting(number, [trigger.if_flag])
            moments += [(f"{key}.triggers.{trigger.id}.{f}", met) for f in ("title", "text")]
        for setup in (scenario.setup, *scenario.conditional_setup):
            for contact in setup.contacts:
                source = f"{key}.contacts.{contact.id}"
                met = playing | {source} | campaign.contact_needs(contact, number)
                moments += [(f"{source}.{f}", met) for f in ("name", "call")]
        outcome = campaign.won(number)
        ending = {"outcome": outcome, "loss": playing | campaign._fired(scenario, campaign.start_grid(number))}
        for read_at_end, met in ending.items():
            moments.append((f"{key}.{read_at_end}", met))
        for variant in scenario.variants:
            base = ending.get(variant.part) or _start_moment(campaign, number, variant.part)
            flags = [variant.when.flag] if variant.when is not None and variant.when.flag else []
            met = base | campaign.when_sources(variant.when, number)
            if variant.part in ending:
                met |= campaign.starting(number, flags)
            else:
                met |= _start_moment(campaign, number, variant.part, flags)
            grid = campaign.start_grid(number, flags) | _when_grid(variant.when)
            if variant.part == "outcome":
                grid |= campaign.objective_grid(scenario)
            met |= campaign._fired(scenario, grid)
            moments.append((f"{key}.variants.{variant.id}", met))
    first_play: dict[str, set[str]] = {}
    for scenario in sorted(campaign.scenarios, key=lambda s: s.number):
        playing = campaign.starting(scenario.number)
        for setup in (scenario.setup, *scenario.conditional_setup):
            for card_id in (*setup.add_patients, *setup.add_events):
                first_play.setdefault(card_id, playing)
    first = min((s.number for s in campaign.scenarios), default=1)
    cards: list[PatientCard | EventCard] = [*draft.patients, *draft.events]
    for card in cards:
        met = first_play.get(card.id, set()) if not card.in_base else campaign.starting(first)
        moments += [(f"{card.id}.title", met), (f"{card.id}.text", met)]
    moments += [(f"pack.{field}", set()) for field in ("name", "content_note")]
    return moments


def _when_grid(when: When | None) -> set[str]:
    """The memories a variant's condition puts in this attempt's grid."""
    if when is None:
        return set()
    grid = _memory(when.clear_placed, True) if when.clear_placed else set()
    return grid | (_memory(when.partial_placed, False) if when.partial_placed else set())


def _start_moment(campaign: Campaign, number: int, part: str, flags: Iterable[str] = ()) -> set[str]:
    """Met when `part` of the starting texts is read: the texts before it (and it), not those after; the
    objective's memories only from the objective on."""
    key = _key(number)
    read = campaign.starting(number, flags)
    if part not in START_PARTS:
        return read
    read -= {f"{key}.{p}" for p in START_PARTS[START_PARTS.index(part) + 1 :]}
    scenario = campaign.scenario(number)
    if part != "objective_text" and scenario is not None:
        asked = _named_clears(scenario.objective.model_dump(), every=False)
        starts = {m for s in (scenario.setup, *scenario.conditional_setup) for m in s.start_partials}
        read -= {f"{m}.partial" for m in asked - starts}
    return read
