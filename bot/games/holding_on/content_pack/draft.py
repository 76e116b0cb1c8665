"""A pack as read, before it is accepted: what validated, what did not, and where each came from."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.games.holding_on.content_pack.problems import PackProblem
from bot.games.holding_on.engine.content import EventCard, GlossaryEntry, Memory, PackInfo, PatientCard, Scenario


@dataclass
class Invalid:
    """An entry that failed validation: its id still counts as taken, its raw fields still count."""

    kind: str  # patient | memory | event
    file: str
    id: Any
    raw: dict[str, Any]


@dataclass
class Draft:
    root_name: str  # shown before each file name: "content/memories.toml"
    info: PackInfo | None = None
    patients: list[PatientCard] = field(default_factory=list)
    memories: list[Memory] = field(default_factory=list)
    events: list[EventCard] = field(default_factory=list)
    scenarios: list[tuple[str, Scenario]] = field(default_factory=list)  # (relative file, scenario)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    # every text of the pack's own language by key ("m4-3.clear_scene"), for the timeline check;
    # None when another language was loaded (its words are not the ones the timeline is written against)
    words: dict[str, str] | None = None
    missing_words: set[str] = field(default_factory=set)  # text keys reported missing (not reported again)
    invalid: list[Invalid] = field(default_factory=list)
    invalid_scenarios: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    missing: set[str] = field(default_factory=set)  # files (or the scenarios folder) that could not be read
    problems: list[PackProblem] = field(default_factory=list)

    def shown(self, file: str) -> str:
        return f"{self.root_name}/{file}"

    def problem(self, file: str, card_id: str, field_name: str, message: str) -> None:
        self.problems.append(PackProblem(self.shown(file), card_id, field_name, message))
