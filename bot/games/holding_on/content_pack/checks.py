"""The cross-file checks every pack passes (CONTENT.md, "Checks every pack passes").

Each entry has already been validated on its own (the models' types, so an
unknown effect or a missing field is reported by the loader). Here: counts and
the grid, ids unique across every kind, every reference resolves, every
objective can be reached with this pack's cards, quotes distinct, and the
campaign flags a setup or a trigger reads can be carried in (and are not
always). Empty or missing words are the text files' business (texts.py).
Entries that failed validation still count (their ids are taken, their raw
fields are counted) so one broken card is reported once, not again as a
cascade of missing references.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from bot.games.holding_on.content_pack import event_words
from bot.games.holding_on.content_pack.draft import Draft
from bot.games.holding_on.content_pack.problems import PackProblem
from bot.games.holding_on.engine.content import (
    PERSON,
    POSITIONS,
    SLOT,
    TIMELINES,
    ConditionalSetup,
    Scenario,
    Setup,
    flags_every_win_sets,
    flags_play_may_set,
)

BASE_PATIENTS = 39
MEMORIES = len(TIMELINES) * len(POSITIONS)
BASE_EVENTS_PER_DECK = 5
SHIFTS_PER_DAY = 3  # R2: one Patient Card per shift; the deck is a multiple of 3 after every setup
MAX_CONDITION = 30  # R1


def check(draft: Draft) -> list[PackProblem]:
    checker = _Checker(draft)
    checker.run()
    return checker.problems


@dataclass
class _Card:
    id: str
    kind: str  # patient | memory | event
    file: str
    in_base: bool = True
    deck: str | None = None  # events
    timeline: int | None = None  # memories
    position: int | None = None


@dataclass
class _Checker:
    draft: Draft
    problems: list[PackProblem] = field(default_factory=list)
    cards: dict[str, list[_Card]] = field(default_factory=dict)  # kind -> cards, valid and invalid alike

    def say(self, file: str, card_id: str, field_name: str, message: str) -> None:
        self.problems.append(PackProblem(self.draft.shown(file), card_id, field_name, message))

    # --- what the pack holds ---------------------------------------------------------

    def run(self) -> None:
        self._collect_cards()
        self._counts()
        self._inquiry_spaces()
        self._grid()
        self._unique_ids()
        self._quotes()
        self._scenario_numbers()
        self.problems += event_words.check(self.draft)  # words that promise what the effects do not do
        for file, scenario in self.draft.scenarios:
            _ScenarioCheck(self, file, scenario).run()

    def outlines(self) -> list[_Outline]:
        outlines = [
            _Outline(
                scenario.number,
                set(scenario.outcome_flags),
                {card for _, setup in _setups(scenario) for card in (*setup.add_events, *setup.add_patients)},
                {c.id for _, setup in _setups(scenario) for c in setup.contacts},
                set(flags_play_may_set(scenario)),
                set(flags_every_win_sets(scenario)),
            )
            for _, scenario in self.draft.scenarios
        ]
        raw = [_outline_of_raw(table) for _, table in self.draft.invalid_scenarios]
        return outlines + [outline for outline in raw if outline is not None]

    def available(self, kind: str) -> bool:
        """False when the kind's file could not be read: its references are not checked (the file is reported)."""
        return {"patient": "patients.toml", "memory": "memories.toml", "event": "events.toml"}[kind] not in (
            self.draft.missing
        )

    def ids(self, kind: str) -> set[str]:
        return {card.id for card in self.cards[kind]}

    def card(self, kind: str, card_id: str) -> _Card | None:
        return next((c for c in self.cards[kind] if c.id == card_id), None)

    def _collect_cards(self) -> None:
        d = self.draft
        self.cards = {
            "patient": [_Card(p.id, "patient", "patients.toml", p.in_base) for p in d.patients],
            "memory": [_Card(m.id, "memory", "memories.toml", True, None, m.timeline, m.position) for m in d.memories],
            "event": [_Card(e.id, "event", "events.toml", e.in_base, e.deck) for e in d.events],
        }
        for entry in d.invalid:
            raw = entry.raw
            card_id = entry.id if isinstance(entry.id, str) else ""
            self.cards[entry.kind].append(
                _Card(
                    card_id,
                    entry.kind,
                    entry.file,
                    raw.get("in_base", True) is not False,
                    raw.get("deck") if isinstance(raw.get("deck"), str) else None,
                    raw.get("timeline") if isinstance(raw.get("timeline"), int) else None,
                    raw.get("position") if isinstance(raw.get("position"), int) else None,
                )
            )

    def base_patients(self) -> int:
        return sum(1 for c in self.cards["patient"] if c.in_base)

    def _counts(self) -> None:
        if self.available("patient"):
            base = self.base_patients()
            if base != BASE_PATIENTS:
                self.say(
                    "patients.toml",
                    "",
                    "[[patient]]",
                    f"{base} Patient Cards in the base deck (in_base = true); the game needs {BASE_PATIENTS}",
                )
        if self.available("event"):
            for deck in ("partial", "clear"):
                base = sum(1 for c in self.cards["event"] if c.in_base and c.deck == deck)
                if base != BASE_EVENTS_PER_DECK:
                    self.say(
                        "events.toml",
                        "",
                        "[[event]]",
                        f"{base} {deck}-deck events in the base decks (in_base = true); "
                        f"the game needs {BASE_EVENTS_PER_DECK}",
                    )

    def _inquiry_spaces(self) -> None:
        """R14: every stable card has the inquiry space, as the rulebook's card table says."""
        for patient in self.draft.patients:
            if patient.kind == "stable" and not patient.inquiry:
                self.say(
                    "patients.toml",
                    patient.id,
                    "inquiry",
                    "a stable card without the inquiry space: every stable card has one (R14): inquiry = true",
                )

    def _grid(self) -> None:
        if not self.available("memory"):
            return
        memories = self.cards["memory"]
        if len(memories) != MEMORIES:
            self.say("memories.toml", "", "[[memory]]", f"{len(memories)} memories; the grid needs {MEMORIES}")
        slots: dict[tuple[int, int], str] = {}
        for memory in memories:
            if memory.timeline is None or memory.position is None:
                continue  # reported by the loader
            slot = (memory.timeline, memory.position)
            if slot in slots:
                self.say(
                    "memories.toml",
                    memory.id,
                    "position",
                    f"timeline {slot[0]}, position {slot[1]} is already {slots[slot]}'s: each slot holds one memory",
                )
            else:
                slots[slot] = memory.id
        for timeline in TIMELINES:
            for position in POSITIONS:
                if (timeline, position) not in slots:
                    self.say("memories.toml", "", "grid", f"no memory at timeline {timeline}, position {position}")

    def _unique_ids(self) -> None:
        seen: dict[str, tuple[str, str]] = {}  # id -> (kind, file) of its first use
        entries: list[tuple[str, str, str]] = [
            (c.id, c.kind, c.file) for kind in ("patient", "memory", "event") for c in self.cards[kind] if c.id
        ]
        for file, scenario in self.draft.scenarios:
            entries += [(c.id, "contact", file) for _, setup in _setups(scenario) for c in setup.contacts]
            entries += [(t.id, "trigger", file) for t in scenario.triggers]
        for card_id, kind, file in entries:
            if card_id in seen:
                first_kind, first_file = seen[card_id]
                self.say(
                    file,
                    card_id,
                    "id",
                    f"duplicate id: already a {first_kind} in {self.draft.shown(first_file)} (ids are unique across "
                    "patients, memories, events, contacts and triggers)",
                )
            else:
                seen[card_id] = (kind, file)

    def _quotes(self) -> None:
        first: dict[str, str] = {}
        for memory in self.draft.memories:
            key = normalise_quote(memory.quote)
            if not key:
                continue  # an empty quote is reported as empty prose
            if key in first:
                self.say(
                    "memories.toml",
                    memory.id,
                    "quote",
                    f"the same quote as {first[key]} (compared in lower case, without punctuation)",
                )
            else:
                first[key] = memory.id

    def _scenario_numbers(self) -> None:
        numbered: list[tuple[str, Any]] = [(file, s.number) for file, s in self.draft.scenarios]
        numbered += [(file, raw.get("number")) for file, raw in self.draft.invalid_scenarios]
        owners: dict[int, str] = {}
        for file, number in numbered:
            if not isinstance(number, int):
                stem = file.rsplit("/", 1)[-1].removesuffix(".toml")
                if stem.isdigit():
                    owners.setdefault(int(stem), file)  # its number is reported by the loader; the file is there
                continue
            expected = f"scenarios/{number:02d}.toml"
            if file != expected:
                self.say(file, f"scenario {number}", "number", f"scenario {number} belongs in {expected}")
            if number in owners:
                self.say(file, f"scenario {number}", "number", f"scenario {number} is also {owners[number]}")
            else:
                owners[number] = file
        if owners:
            for number in range(1, max(owners) + 1):
                if number not in owners:
                    self.say(
                        f"scenarios/{number:02d}.toml",
                        "",
                        "",
                        f"file missing: scenarios run 1 to {max(owners)} without a gap",
                    )


@dataclass
class _Outline:
    """What later or earlier scenarios need to know of one scenario, read even from a file that failed validation."""

    number: int
    outcome_flags: set[str]
    brought_in: set[str]  # add_events and add_patients of any of its setups
    contacts: set[str]
    play_flags: set[str] = field(default_factory=set)  # a call or a trigger may set them
    always_flags: set[str] = field(default_factory=set)  # every win carries them on (outcome and objective)


def _outline_of_raw(raw: dict[str, Any]) -> _Outline | None:
    """Best effort on a scenario that failed validation, so its mistakes do not show up again elsewhere."""

    def strings(value: Any) -> set[str]:
        return {v for v in value if isinstance(v, str)} if isinstance(value, list) else set()

    number = raw.get("number")
    if not isinstance(number, int):
        return None
    candidates = [raw.get("setup")] + (
        raw["conditional_setup"] if isinstance(raw.get("conditional_setup"), list) else []
    )
    setups: list[dict[str, Any]] = [setup for setup in candidates if isinstance(setup, dict)]
    contacts = [c for setup in setups if isinstance(setup.get("contacts"), list) for c in setup["contacts"]]
    effects = [e for c in contacts if isinstance(c, dict) and isinstance(c.get("effects"), list) for e in c["effects"]]
    triggers = raw["triggers"] if isinstance(raw.get("triggers"), list) else []
    play_flags = {e["flag"] for e in effects if isinstance(e, dict) and isinstance(e.get("flag"), str)}
    play_flags |= {t["set_flag"] for t in triggers if isinstance(t, dict) and isinstance(t.get("set_flag"), str)}
    return _Outline(
        number,
        strings(raw.get("outcome_flags")),
        {card for setup in setups for key in ("add_events", "add_patients") for card in strings(setup.get(key))},
        {c["id"] for c in contacts if isinstance(c, dict) and isinstance(c.get("id"), str)},
        play_flags,
        strings(raw.get("outcome_flags")),
    )


def normalise_quote(text: str) -> str:
    """Quotes are compared in lower case, punctuation stripped, spaces collapsed."""
    return " ".join(re.sub(r"[^\w\s]", "", text.lower()).split())


def _setups(scenario: Scenario) -> list[tuple[str, Setup]]:
    """The scenario's setup and each conditional setup, each with the field path it is reported under."""
    return [("setup", scenario.setup)] + [
        (f"conditional_setup[{i}]", setup) for i, setup in enumerate(scenario.conditional_setup)
    ]


@dataclass
class _ScenarioCheck:
    """One scenario's references and objective, against the cards of the whole pack."""

    checker: _Checker
    file: str
    scenario: Scenario

    @property
    def label(self) -> str:
        return f"scenario {self.scenario.number}"

    def say(self, card_id: str, field_name: str, message: str) -> None:
        self.checker.say(self.file, card_id, field_name, message)

    def run(self) -> None:
        self._setups()
        self._patient_deck_sizes()
        self._triggers()
        self._variants()
        self._set_aside()
        self._objective_references(self.scenario.objective.model_dump(), "objective")
        reasons = self._unreachable(self.scenario.objective.model_dump())
        for reason in dict.fromkeys(reasons):
            self.say(self.label, "objective", f"unreachable: {reason}")

    # --- what this scenario plays with ---------------------------------------------

    def active_setups(self) -> list[tuple[str, Setup]]:
        """The setups that may apply in a campaign played in order: conditional ones whose flag can be carried in."""
        earlier = self.earlier_flags()
        return [
            (where, setup)
            for where, setup in _setups(self.scenario)
            if not isinstance(setup, ConditionalSetup) or setup.if_flag in earlier
        ]

    def earlier_flags(self) -> set[str]:
        """Flags a campaign played in order may carry into this scenario: outcomes', and those set in play."""
        return {
            flag
            for other in self.checker.outlines()
            if other.number < self.scenario.number
            for flag in other.outcome_flags | other.play_flags
        }

    def always_carried(self) -> set[str]:
        """Flags every campaign played in order carries into this scenario (a win is needed to go on)."""
        return {
            flag
            for other in self.checker.outlines()
            if other.number < self.scenario.number
            for flag in other.always_flags
        }

    def _campaign_flag(self, card: str, where: str, flag: str | None, *, negated: bool, what: str) -> None:
        """An `if_flag` (or `unless_flag`) must read a flag some campaigns carry and others do not."""
        if flag is None:
            return
        if flag not in self.earlier_flags():
            self.say(
                card,
                where,
                f"campaign flag {flag!r} is set by no earlier scenario (outcome_flags, a call or a trigger), "
                f"so {what} {'always' if negated else 'never'} applies",
            )
        elif flag in self.always_carried():
            self.say(
                card,
                where,
                f"campaign flag {flag!r} is carried by every campaign that gets here (an earlier outcome or "
                f"objective sets it), so {what} {'never' if negated else 'always'} applies: "
                + ("take it out" if negated else "write it into the setup without an if"),
            )

    def _all(self, name: str) -> set[str]:
        return {card for _, setup in _setups(self.scenario) for card in getattr(setup, name)}

    def in_play(self, kind: str, card_id: str, setups: list[Setup] | None = None) -> bool:
        """Is the card in this scenario's decks? (Default: with any of its setups, conditional or not.)"""
        if kind == "memory":
            return True  # every memory is in the decks of every scenario
        card = self.checker.card(kind, card_id)
        if card is None:
            return False
        plural = {"patient": "patients", "event": "events"}[kind]
        if setups is None:
            setups = [setup for _, setup in _setups(self.scenario)]
        added = {c for setup in setups for c in getattr(setup, f"add_{plural}")}
        removed = {c for setup in setups for c in getattr(setup, f"remove_{plural}")}
        return (card.in_base or card_id in added) and card_id not in removed

    def patient_deck(self, setups: list[Setup]) -> int:
        return sum(1 for c in self.checker.cards["patient"] if self.in_play("patient", c.id, setups))

    def days(self) -> int:
        """Days the Patient Deck lasts in a campaign played in order (R2: one card a shift, three a day)."""
        if not self.checker.available("patient"):
            return 13
        return self.patient_deck([setup for _, setup in self.active_setups()]) // SHIFTS_PER_DAY

    def _patient_deck_sizes(self) -> None:
        """Whole days only (R2): a pack keeps the deck a multiple of 3 after every setup that removes or adds cards.

        Checked for every combination of conditional setups, since which apply depends on the campaign's flags.
        """
        if not self.checker.available("patient") or self.checker.base_patients() != BASE_PATIENTS:
            return  # a wrong base deck is reported once, as a count
        conditional = [(where, s) for where, s in _setups(self.scenario) if isinstance(s, ConditionalSetup)]
        for chosen in range(1 << len(conditional)):
            picked = [conditional[i] for i in range(len(conditional)) if chosen >> i & 1]
            size = self.patient_deck([self.scenario.setup, *(s for _, s in picked)])
            if size % SHIFTS_PER_DAY == 0 and size >= SHIFTS_PER_DAY:
                continue
            when = " with " + ", ".join(f"{w} (if_flag {s.if_flag!r})" for w, s in picked) if picked else ""
            where = picked[-1][0] if picked else "setup"
            self.say(
                self.label,
                f"{where}.add_patients",
                f"the Patient Deck holds {size} cards{when}: it must be a whole number of days, "
                f"a positive multiple of {SHIFTS_PER_DAY} (one card a shift)",
            )
            return

    def start_partials(self) -> set[str]:
        return {m for _, setup in self.active_setups() for m in setup.start_partials}

    def start_clears(self) -> set[str]:
        return {m for _, setup in self.active_setups() for m in setup.start_clears}

    # --- references ----------------------------------------------------------------

    def _ref(self, kind: str, card_id: str, card: str, field_name: str) -> bool:
        """Is `card_id` a known card of `kind`? Reports it when not. (True when the kind's file is unreadable.)"""
        if not self.checker.available(kind):
            return True
        if card_id in self.checker.ids(kind):
            return True
        self.say(card, field_name, f"unknown {kind} {card_id!r}")
        return False

    def _setups(self) -> None:
        all_partials = self._all("start_partials")
        for where, setup in _setups(self.scenario):
            if isinstance(setup, ConditionalSetup):
                self._campaign_flag(self.label, f"{where}.if_flag", setup.if_flag, negated=False, what="this setup")
            for kind, plural in (("event", "events"), ("patient", "patients")):
                for i, card_id in enumerate(getattr(setup, f"remove_{plural}")):
                    path = f"{where}.remove_{plural}[{i}]"
                    if self._ref(kind, card_id, self.label, path):
                        card = self.checker.card(kind, card_id)
                        if card and not card.in_base and card_id not in self._all(f"add_{plural}"):
                            self.say(
                                self.label, path, f"{card_id!r} is not in play (in_base = false): nothing to remove"
                            )
                for i, card_id in enumerate(getattr(setup, f"add_{plural}")):
                    path = f"{where}.add_{plural}[{i}]"
                    if self._ref(kind, card_id, self.label, path):
                        card = self.checker.card(kind, card_id)
                        if card and card.in_base:
                            self.say(self.label, path, f"{card_id!r} is already in the base deck (in_base = true)")
            for name in ("start_partials", "start_clears"):
                listed: set[str] = set()
                for i, memory in enumerate(getattr(setup, name)):
                    path = f"{where}.{name}[{i}]"
                    if not self._ref("memory", memory, self.label, path):
                        continue
                    if memory in listed:
                        self.say(self.label, path, f"{memory!r} is listed twice")
                    listed.add(memory)
                    if name == "start_clears" and memory not in all_partials:
                        self.say(
                            self.label,
                            path,
                            f"{memory!r} starts Clear but not Partial: a Clear Memory is placed on its Partial (R15)",
                        )
            for contact in setup.contacts:
                for name in ("clear_placed", "partial_placed"):
                    memory = getattr(contact.requires, name)
                    if memory is not None:
                        self._ref("memory", memory, contact.id, f"requires.{name}")
                flag = contact.requires.flag
                if flag is not None and flag not in self.earlier_flags() | self.flags_set_here():
                    self.say(
                        contact.id,
                        "requires.flag",
                        f"flag {flag!r} is set by no call or trigger of this scenario and no earlier scenario: "
                        "this contact can never be called",
                    )

    def _starts_wherever_in_play(self, trigger: Any, setup_field: str, memory: str) -> bool:
        """Is `memory` in the grid at the start of every campaign in which this trigger is in play? It is when the
        plain setup starts it, or a conditional setup does on the very flag the trigger waits for (if_flag); a
        setup on another flag leaves the campaigns without that flag, where the trigger can fire."""
        for setup in (setup for _, setup in self.active_setups()):
            if memory not in getattr(setup, setup_field):
                continue
            if not isinstance(setup, ConditionalSetup) or setup.if_flag == trigger.if_flag:
                return True
        return False

    def _triggers(self) -> None:
        starts = {"on_memory_placed": "start_partials", "on_clear_placed": "start_clears"}
        for trigger in self.scenario.triggers:
            self._campaign_flag(trigger.id, "if_flag", trigger.if_flag, negated=False, what="this trigger")
            self._campaign_flag(trigger.id, "unless_flag", trigger.unless_flag, negated=True, what="this trigger")
            for name, setup_field in starts.items():
                memory = getattr(trigger, name)
                if memory is None or not self._ref("memory", memory, trigger.id, name):
                    continue
                if self._starts_wherever_in_play(trigger, setup_field, memory):
                    self.say(
                        trigger.id,
                        name,
                        f"{memory!r} is in the grid before play starts (setup {setup_field}): this trigger never fires",
                    )
            if trigger.on_day is not None and trigger.on_day > self.days():
                self.say(
                    trigger.id, "on_day", f"day {trigger.on_day} never comes: the Patient Deck lasts {self.days()} days"
                )

    def _variants(self) -> None:
        """A text variant reads memories that exist and flags that can be set, and leaves the usual text a chance;
        its slots are filled; a loss has variants for what the attempt may have done (issue 27)."""
        seen: set[str] = set()
        known = self.earlier_flags() | self.flags_set_here() | set(self.scenario.outcome_flags)
        always = self.always_carried()
        for variant in self.scenario.variants:
            if variant.id in seen:
                self.say(variant.id, "id", "duplicate variant id in this scenario: each has its own words")
            seen.add(variant.id)
            when = variant.when
            if when is None:
                continue  # a slot's default line (the model allows it only there)
            for name in ("clear_placed", "partial_placed"):
                memory = getattr(when, name)
                if memory is not None:
                    self._ref("memory", memory, variant.id, f"when.{name}")
            for name, negated in (("flag", False), ("no_flag", True)):
                flag = getattr(when, name)
                if flag is None:
                    continue
                if flag not in known:
                    self.say(
                        variant.id,
                        f"when.{name}",
                        f"flag {flag!r} is set by no call, trigger or outcome of this or an earlier scenario, so "
                        f"this variant {'is always read' if negated else 'is never read'}",
                    )
                elif flag in always:
                    self.say(
                        variant.id,
                        f"when.{name}",
                        f"flag {flag!r} is carried by every campaign that gets here, so "
                        + ("this variant is never read" if negated else f"the usual {variant.part} is never read"),
                    )
            self._remembered(variant)
            if when.cause is not None and variant.part != "loss":
                self.say(variant.id, "when.cause", f"only a loss has a cause; this variant replaces the {variant.part}")
            if variant.part in ("intro_1", "intro_2", "setup_text", "objective_text") and (
                when.clear_placed or (when.partial_placed and when.partial_placed not in self.start_partials())
            ):
                self.say(
                    variant.id,
                    "when",
                    f"the {variant.part} is read at the start, when the grid holds only the starting Partials",
                )
        self._slots()
        self._loss_variants()
        self._turns()
        self._people()

    def contacts_so_far(self) -> set[str]:
        """The contacts of this scenario and every one before it: the calls a campaign here may have made."""
        return {c for o in self.checker.outlines() if o.number <= self.scenario.number for c in o.contacts}

    def _remembered(self, variant: Any) -> None:
        """What the campaign remembers (issue 35): a call that can have been made, a memory that exists."""
        when = variant.when
        if when.caller is not None and when.caller not in self.contacts_so_far():
            self.say(variant.id, "when.caller", f"no call to {when.caller!r} is made in this or an earlier scenario")
        if when.kept is not None:
            self._ref("memory", when.kept, variant.id, "when.kept")
        if when.turn is not None and (variant.part != "loss" or variant.fills is not None):
            self.say(variant.id, "when.turn", "only a whole loss text is read in turn, one per attempt")

    def _turns(self) -> None:
        """A loss told in turn has every turn from 2 to its last, once each: one per attempt, none skipped."""
        turns = [v.when.turn for v in self.scenario.variants if v.part == "loss" and v.when and v.when.turn]
        if sorted(turns) != list(range(2, len(turns) + 2)):
            self.say(self.label, "variants", f"the loss's turns {sorted(turns)} are not 2, 3, … each once")

    def _people(self) -> None:
        """`{nurse.<contact>}` names the Nurse who made a call: only in a line read when that call was made
        (`when.caller`); `{nurse.all}`, the Nurses at the table, anywhere; the gender words give the neutral."""
        texts: list[tuple[str, str, str, str | None]] = [
            (self.label, part, getattr(self.scenario, part), None) for part in ("outcome", "loss")
        ]
        texts += [(v.id, "text", v.text, v.when.caller if v.when else None) for v in self.scenario.variants]
        for card, field_name, text, said in texts:
            for person in PERSON.finditer(text):
                who, words = person[1], person[2]
                if who != "all" and who != said:
                    self.say(card, field_name, f"{{nurse.{who}}} is read where the call to {who!r} may not be made")
                if words and "|n=" not in words:
                    self.say(card, field_name, f"{person[0]}: the gender words need n= (neutral), the fallback")

    def _slots(self) -> None:
        """Every {slot} of a part is in its usual text and in each of its whole variants, and something fills it;
        a slot's default line (no `when`) comes last among its lines, or the lines after it are never read."""
        scenario = self.scenario
        for part in ("intro_1", "intro_2", "setup_text", "objective_text", "outcome", "loss"):
            if not getattr(scenario, part):
                continue  # a missing text is reported as missing, not again as its slots
            usual = set(SLOT.findall(getattr(scenario, part)))
            fillers = [v for v in scenario.variants if v.part == part and v.fills is not None]
            for variant in (v for v in scenario.variants if v.part == part and v.fills is None):
                slots = set(SLOT.findall(variant.text))
                if slots != usual:
                    self.say(
                        variant.id,
                        "text",
                        f"its slots {sorted(slots)} are not the usual {part}'s {sorted(usual)}: "
                        "a line for a choice would be lost whenever this variant is read",
                    )
            for slot in sorted(usual - {v.fills for v in fillers}):
                self.say(self.label, part, f"slot {{{slot}}} is filled by no variant (fills = {slot!r})")
            defaults: set[str] = set()
            for variant in fillers:
                if variant.fills not in usual:
                    self.say(
                        variant.id,
                        "fills",
                        f"the usual {part} has no slot {{{variant.fills}}}: this line is never read",
                    )
                if variant.fills in defaults:
                    self.say(
                        variant.id,
                        "fills",
                        f"a line for {{{variant.fills}}} without a `when` comes before it: this line is never read",
                    )
                if variant.when is None:
                    defaults.add(variant.fills or "")

    def _loss_variants(self) -> None:
        """A loss text that could contradict what the attempt did has variants: for each flag a call or trigger
        of this scenario may set, for a transfer, and for a deadline missed (issue 27)."""
        read = [v.when for v in self.scenario.variants if v.part == "loss" and v.when is not None]
        flags = {f for when in read for f in (when.flag, when.no_flag) if f}
        causes = {when.cause for when in read if when.cause}
        for flag in sorted(self.flags_set_here() - flags):
            self.say(
                self.label,
                "variants",
                f"no loss variant reads flag {flag!r}, which play here may set: the loss text would be read the "
                "same whether or not it was set",
            )
        needed = {"transferred"}
        if self._has_deadline(self.scenario.objective.model_dump()):
            needed.add("out_of_time")
        for cause in sorted(needed - causes):
            self.say(
                self.label,
                "variants",
                f"no loss variant reads the cause {cause!r}: a loss of that kind reads as any other",
            )

    def _has_deadline(self, node: dict[str, Any]) -> bool:
        if "by_day" in node:
            return True
        return any(self._has_deadline(child) for key in ("all_of", "any_of") for child in node.get(key, []))

    def _set_aside(self) -> None:
        later = [outline for outline in self.checker.outlines() if outline.number > self.scenario.number]
        contacts_here = {c.id for _, setup in _setups(self.scenario) for c in setup.contacts}
        contacts_later = {contact for outline in later for contact in outline.contacts}
        brought_later = {card for outline in later for card in outline.brought_in}
        every_file_read = all(self.checker.available(k) for k in ("patient", "event", "memory"))
        for i, card_id in enumerate(self.scenario.set_aside):
            path = f"set_aside[{i}]"
            kind = next((k for k in ("patient", "event", "memory") if card_id in self.checker.ids(k)), None)
            if kind is None:
                if card_id in contacts_here:
                    self.say(self.label, path, f"contact {card_id!r} is in play in this scenario")
                elif card_id not in contacts_later and every_file_read:
                    self.say(self.label, path, f"unknown card or contact {card_id!r}")
                continue
            if kind == "memory":
                self.say(
                    self.label,
                    path,
                    f"memory {card_id!r} cannot be set aside: every memory is in the decks of every scenario",
                )
            elif self.in_play(kind, card_id):
                self.say(self.label, path, f"{kind} {card_id!r} is set aside but in play in this scenario")
            elif card_id not in brought_later:
                self.say(
                    self.label,
                    path,
                    f"{kind} {card_id!r} is set aside for later, but no later scenario brings it in (add_{kind}s)",
                )

    def _objective_references(self, node: dict[str, Any], path: str) -> None:
        for key in ("all_of", "any_of"):
            if key in node:
                for i, child in enumerate(node[key]):
                    self._objective_references(child, f"{path}.{key}[{i}]")
        for i, memory in enumerate(node.get("clear_memories") or []):
            self._ref("memory", memory, self.label, f"{path}.clear_memories[{i}]")

    # --- reachability ----------------------------------------------------------------

    def _unreachable(self, node: dict[str, Any]) -> list[str]:
        """Why the objective cannot hold with this pack's cards and this scenario's setup; empty when it can."""
        if "all_of" in node:
            return [reason for child in node["all_of"] for reason in self._unreachable(child)]
        if "any_of" in node:
            branches = [self._unreachable(child) for child in node["any_of"]]
            if all(branches):
                return ["no branch of any_of can hold: " + "; ".join(r for branch in branches for r in branch)]
            return []
        memories = self.checker.cards["memory"] if self.checker.available("memory") else None
        if "clear_in_each_timeline" in node and memories is not None:
            need = node["clear_in_each_timeline"]
            return [
                f"{need} Clear Memories needed in timeline {t}, which has {have} memories"
                for t in TIMELINES
                if (have := sum(1 for m in memories if m.timeline == t)) < need
            ]
        if "clear_in_timeline" in node and memories is not None:
            t, need = node["clear_in_timeline"]["timeline"], node["clear_in_timeline"]["count"]
            have = sum(1 for m in memories if m.timeline == t)
            return [f"{need} Clear Memories needed in timeline {t}, which has {have} memories"] if have < need else []
        if "clear_memories" in node:
            held_back = set(self.scenario.set_aside)
            return [f"memory {m!r} is set aside in this scenario" for m in node["clear_memories"] if m in held_back]
        if "flags" in node:
            sources = self.flag_sources()
            return [
                f"flag {flag!r} is set by no contact or trigger of this scenario (an objective reads this "
                "attempt's flags; earlier outcomes' campaign flags do not count)"
                for flag in node["flags"]
                if flag not in sources
            ]
        if "condition_at_least" in node and node["condition_at_least"] > MAX_CONDITION:
            return [f"condition {node['condition_at_least']} is above the track's {MAX_CONDITION} (R1)"]
        if "by_day" in node and node["by_day"] > self.days():
            return [f"day {node['by_day']} never comes: the Patient Deck lasts {self.days()} days"]
        return []

    def flags_set_here(self) -> set[str]:
        return set(flags_play_may_set(self.scenario))

    def flag_sources(self) -> set[str]:
        """Flags this scenario can set: a set_flag call of a contact that can be called, or a trigger that can fire.

        A contact may wait for a flag (requires.flag): one set here by another call or trigger, or carried in.
        """
        memories = self.checker.ids("memory") if self.checker.available("memory") else None
        earlier = self.earlier_flags()
        flags: set[str] = set()
        for trigger in self.scenario.triggers:
            if trigger.set_flag is None or not self._can_fire(trigger, memories):
                continue
            if trigger.if_flag is not None and trigger.if_flag not in earlier:
                continue
            flags.add(trigger.set_flag)
        contacts = [contact for _, setup in self.active_setups() for contact in setup.contacts]
        grown = True
        while grown:
            grown = False
            for contact in contacts:
                needs = [m for m in (contact.requires.clear_placed, contact.requires.partial_placed) if m]
                if memories is not None and any(m not in memories for m in needs):
                    continue
                if contact.requires.flag is not None and contact.requires.flag not in flags | earlier:
                    continue
                new = {e.flag for e in contact.effects if e.kind == "set_flag" and e.flag} - flags
                if new:
                    flags |= new
                    grown = True
        return flags

    def _can_fire(self, trigger: Any, memories: Iterable[str] | None) -> bool:
        known = set(memories) if memories is not None else None
        if trigger.on_memory_placed is not None:
            m = trigger.on_memory_placed
            return (known is None or m in known) and not self._starts_wherever_in_play(trigger, "start_partials", m)
        if trigger.on_clear_placed is not None:
            m = trigger.on_clear_placed
            return (known is None or m in known) and not self._starts_wherever_in_play(trigger, "start_clears", m)
        if trigger.on_day is not None:
            return bool(trigger.on_day <= self.days())
        return True  # on_band: the condition can reach any band
