"""The story's dates, checked against what the texts say (issue 15: "forty years" against a visit in 1988).

A pack may keep a story bible, `STORY.md`, beside its files (it is not part of
the pack's hash, and players never see it). When it has a `## Timeline`
section, its first table is the story's calendar:

    | id | date | what |
    | billy_born | 1964-03-02 | Billy is born |
    | m2-4 | 1981-11-14 | the walk home (a memory's own row: its id) |

and the first table under `## Durations the texts state` lists every span a
text states in years, months, weeks, fortnights, days or Christmases:

    | text | says | from | to |
    | s09.outcome | forty-three years | danny_killed | s09 |

and the first table under `## Weekdays the texts name` every weekday a text
names, with the day it names:

    | text | says | date |
    | m2-4.clear_scene | Saturday | m2-4 |

`text` is a key of the pack's own language ("m4-3.clear_scene",
"s07.contacts.c7-siobhan.call"); `from`, `to` and `date` are row ids or dates
(YYYY, YYYY-MM, YYYY-MM-DD; a missing month or day counts as the first).
Checked, in the pack's own language only (the words are English):
- every span stated as "<number> <unit>" (a number in words or digits;
  "forty-odd" means forty to forty-nine; "a week", "a fortnight", "a month",
  "a year" are one) is a row of the durations table, and each row's words are
  in its text;
- each row's number is the span between its dates: whole years or months
  elapsed, weeks and fortnights rounded, days, or the Christmases (25 December)
  from `from` up to `to`; a row with `from` and `to` left as "-" says the span
  is not the story's calendar (a prognosis, a habit) and is not measured;
- every weekday a text names is a row of the weekdays table, and the day it
  dates is that weekday ("-": a habit, or a day the calendar does not fix);
- game days are not calendar days (issue 27): a chapter covers the days from
  its row (`s01` … `s10`) to the next chapter's row (the last, to the next row
  after it), however many game days a table takes. So a text read once play
  has begun (an outcome, a loss, a trigger, a call, and their variants) names
  no weekday and measures no span inside its own chapter's days, and a
  trigger's day or a deadline (`on_day`, `by_day`) must fall within them;
- every memory has a row, its Clear scene names that row's year, and within a
  timeline the memories' dates rise with their position.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from bot.games.holding_on.content_pack.draft import Draft
from bot.games.holding_on.content_pack.problems import PackProblem

STORY = "STORY.md"
TIMELINE_HEADING = "## Timeline"
DURATIONS_HEADING = "## Durations the texts state"
WEEKDAYS_HEADING = "## Weekdays the texts name"
UNITS = ("years", "months", "weeks", "fortnights", "days", "christmases")
ONE_OF = ("year", "month", "week", "fortnight")  # "a week", "a month": a span of one
WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_ONES = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
NUMBERS: dict[str, int] = {word: i + 1 for i, word in enumerate(_ONES)}
NUMBERS |= {word: i + 10 for i, word in enumerate(_TEENS)}
for _t, _tens in enumerate(_TENS):
    NUMBERS[_tens] = 20 + 10 * _t
    NUMBERS |= {f"{_tens}-{one}": 20 + 10 * _t + i + 1 for i, one in enumerate(_ONES)}
_NUMBER = "|".join(sorted(map(re.escape, NUMBERS), key=len, reverse=True))
SPAN = re.compile(rf"\b((?:{_NUMBER}|\d+)(?:-odd)?|an?)\s+({'|'.join(UNITS)}|{'|'.join(ONE_OF)})\b(?!-)", re.IGNORECASE)
SPAN_UNIT = re.compile("|".join((*UNITS, *ONE_OF)), re.IGNORECASE)  # in every SPAN: a text without one has none
WEEKDAY = re.compile(rf"\b({'|'.join(WEEKDAY_NAMES)})(s?)\b", re.IGNORECASE)
CHAPTER = re.compile(r"^s(\d{2})$")
AFTER_START_PARTS = ("outcome", "loss")  # a scenario's texts read once play has begun, with triggers and calls
DATE = re.compile(r"^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$")
NOT_MEASURED = "-"


@dataclass(frozen=True)
class Row:
    id: str
    when: date
    line: int
    to_the_day: bool = True  # YYYY-MM-DD; a weekday can be checked only against such a date


@dataclass(frozen=True)
class Chapter:
    """A chapter's days in the story's calendar: from its row to the next chapter's (issue 27)."""

    key: str  # "s03"
    number: int
    first: date
    after: date  # the first day that is no longer the chapter's
    after_id: str

    def holds(self, day: date, *, to_the_end: bool = False) -> bool:
        """Is `day` one of the chapter's days (`to_the_end`: or the day the next one begins, where a span inside
        the chapter may end)?"""
        return self.first <= day < self.after or (to_the_end and day == self.after)


def check(root: Path, draft: Draft) -> list[PackProblem]:
    """Problems with the timeline and the spans the texts state; none when the pack keeps no timeline."""
    path = root / STORY
    if not path.is_file() or draft.words is None:
        return []
    text = path.read_text(encoding="utf-8")
    if TIMELINE_HEADING not in text:
        return []
    checker = _Checker(draft, draft.shown(STORY))
    checker.run(text)
    return checker.problems


class _Checker:
    def __init__(self, draft: Draft, shown: str):
        self.draft = draft
        self.shown = shown
        self.problems: list[PackProblem] = []
        self.rows: dict[str, Row] = {}
        self.chapters: dict[str, Chapter] = {}
        self.after_start: dict[str, str] = {}  # text key -> its chapter's key, for texts read once play has begun

    def say(self, card: str, field: str, message: str) -> None:
        self.problems.append(PackProblem(self.shown, card, field, message))

    def run(self, text: str) -> None:
        for line, cells in markdown_table(text, TIMELINE_HEADING):
            self._row(line, cells)
        self._memories()
        self._chapters()
        declared: set[tuple[str, str]] = set()
        for line, cells in markdown_table(text, DURATIONS_HEADING):
            key = self._duration(line, cells)
            if key is not None:
                declared.add(key)
        self._undeclared(declared)
        named: set[tuple[str, str]] = set()
        for line, cells in markdown_table(text, WEEKDAYS_HEADING):
            key = self._weekday(line, cells)
            if key is not None:
                named.add(key)
        self._unnamed(named)
        self._game_days()

    # --- the calendar -------------------------------------------------------------------

    def _row(self, line: int, cells: list[str]) -> None:
        if len(cells) != 3:
            self.say(f"line {line}", "", "a timeline row has three cells: | id | date | what |")
            return
        row_id, when, what = cells
        parsed = parse_date(when)
        if parsed is None:
            self.say(row_id, "date", f"{when!r} is not a date (YYYY, YYYY-MM or YYYY-MM-DD)")
        elif row_id in self.rows:
            self.say(row_id, "id", f"already a row (line {self.rows[row_id].line})")
        elif not what:
            self.say(row_id, "what", "say what happened")
        else:
            self.rows[row_id] = Row(row_id, parsed, line, _to_the_day(when))

    def _memories(self) -> None:
        by_timeline: dict[int, list[tuple[int, str]]] = {}
        for memory in self.draft.memories:
            row = self.rows.get(memory.id)
            if row is None:
                self.say(memory.id, "", "no timeline row for this memory (id = the memory's id)")
                continue
            if str(row.when.year) not in memory.clear_scene:
                self.say(memory.id, "clear_scene", f"the scene does not name its year, {row.when.year}")
            by_timeline.setdefault(memory.timeline, []).append((memory.position, memory.id))
        for timeline, memories in sorted(by_timeline.items()):
            ordered = sorted(memories)
            for (_, before), (_, after) in zip(ordered, ordered[1:], strict=False):
                if self.rows[after].when < self.rows[before].when:
                    self.say(after, "", f"dated before {before}, yet placed after it in timeline {timeline}")

    def _chapters(self) -> None:
        """Each scenario's days, from its row to the next chapter's (the last: to the next row after it); and the
        texts each scenario reads once play has begun."""
        starts = sorted((row.when, row.id) for row in self.rows.values() if CHAPTER.match(row.id))
        for i, (first, key) in enumerate(starts):
            later = starts[i + 1 :] or sorted((r.when, r.id) for r in self.rows.values() if r.when > first)
            if not later:
                continue
            after, after_id = later[0]
            self.chapters[key] = Chapter(key, int(key[1:]), first, after, after_id)
        for _, scenario in self.draft.scenarios:
            key = f"s{scenario.number:02d}"
            for part in AFTER_START_PARTS:
                self.after_start[f"{key}.{part}"] = key
            for variant in scenario.variants:
                if variant.part in AFTER_START_PARTS:
                    self.after_start[f"{key}.variants.{variant.id}"] = key
            for trigger in scenario.triggers:
                self.after_start[f"{key}.triggers.{trigger.id}.title"] = key
                self.after_start[f"{key}.triggers.{trigger.id}.text"] = key
            for setup in (scenario.setup, *scenario.conditional_setup):
                for contact in setup.contacts:
                    self.after_start[f"{key}.contacts.{contact.id}.call"] = key

    def _date(self, card: str, field: str, value: str) -> date | None:
        if value in self.rows:
            return self.rows[value].when
        parsed = parse_date(value)
        if parsed is None:
            self.say(card, field, f"{value!r} is neither a timeline row nor a date")
        return parsed

    def _in_own_chapter(self, key: str, *days: date, to_the_end: bool = False) -> Chapter | None:
        """The chapter of a text read once play has begun, when every one of `days` falls inside its days."""
        chapter = self.chapters.get(self.after_start.get(key, ""))
        if chapter is not None and all(chapter.holds(day, to_the_end=to_the_end) for day in days):
            return chapter
        return None

    # --- the spans the texts state --------------------------------------------------------

    def _duration(self, line: int, cells: list[str]) -> tuple[str, str] | None:
        if len(cells) != 4:
            self.say(f"line {line}", "", "a durations row has four cells: | text | says | from | to |")
            return None
        key, says, start, end = cells
        words = self.draft.words or {}
        if key not in words:
            if key not in self.draft.missing_words:  # a text reported missing is not reported twice
                self.say(key, "", f"no text {key!r} in the pack's own language")
            return None
        if says.lower() not in words[key].lower():
            self.say(key, "says", f"the text does not say {says!r}")
        found = SPAN.fullmatch(says.strip())
        if found is None:
            self.say(
                key,
                "says",
                f"{says!r} is not '<number> <unit>' (years, months, weeks, fortnights, days, "
                "Christmases) or 'a week', 'a month', 'a fortnight', 'a year'",
            )
            return None
        if (start, end) == (NOT_MEASURED, NOT_MEASURED):
            return key, says.lower()
        low, high = number_range(found[1])
        since, until = self._date(key, "from", start), self._date(key, "to", end)
        if since is None or until is None:
            return key, says.lower()
        unit = plural(found[2])
        span = measure(since, until, unit)
        if not low <= span <= high:
            self.say(key, "says", f"{says!r}, but from {start} ({since}) to {end} ({until}) is {span} {unit}")
        chapter = self._in_own_chapter(key, since, until, to_the_end=True)
        if chapter is not None and since != until:
            self.say(
                key,
                "says",
                f"{says!r} counts days inside scenario {chapter.number}'s own days, and this text is read once play "
                "has begun: game days are not calendar days, so say what happened, not how long it took",
            )
        return key, says.lower()

    def _undeclared(self, declared: set[tuple[str, str]]) -> None:
        for key, text in (self.draft.words or {}).items():
            if SPAN_UNIT.search(text) is None:
                continue
            for found in SPAN.finditer(text):
                phrase = f"{found[1]} {found[2]}".lower()
                if (key, phrase) not in declared:
                    self.say(
                        key,
                        "",
                        f"states {found[0]!r}, which the durations table in {STORY} does not check: add a row "
                        "(| text | says | from | to |)",
                    )

    # --- the weekdays the texts name ------------------------------------------------------------

    def _weekday(self, line: int, cells: list[str]) -> tuple[str, str] | None:
        if len(cells) != 3:
            self.say(f"line {line}", "", "a weekdays row has three cells: | text | says | date |")
            return None
        key, says, when = cells
        words = self.draft.words or {}
        if key not in words:
            if key not in self.draft.missing_words:
                self.say(key, "", f"no text {key!r} in the pack's own language")
            return None
        found = WEEKDAY.fullmatch(says.strip())
        if found is None:
            self.say(key, "says", f"{says!r} is not a weekday (Monday … Sunday, or a plural for a habit)")
            return None
        if not re.search(rf"\b{re.escape(says.strip())}\b", words[key], re.IGNORECASE):
            self.say(key, "says", f"the text does not say {says!r}")
        if when == NOT_MEASURED:
            if key in self.after_start:
                self.say(
                    key,
                    "date",
                    "a text read once play has begun names a weekday: give the day it means, outside its own "
                    "chapter's days (game days are not calendar days)",
                )
            return key, found[1].lower()
        day = self._date(key, "date", when)
        if day is None:
            return key, found[1].lower()
        precise = self.rows[when].to_the_day if when in self.rows else _to_the_day(when)
        if not precise:
            self.say(key, "date", f"{when!r} is not a day (YYYY-MM-DD): a weekday can only be checked against one")
        elif WEEKDAY_NAMES[day.weekday()] != found[1].lower():
            self.say(key, "says", f"{says!r}, but {when} ({day}) is a {WEEKDAY_NAMES[day.weekday()].title()}")
        chapter = self._in_own_chapter(key, day)
        if chapter is not None:
            self.say(
                key,
                "says",
                f"{says!r} ({day}) falls inside scenario {chapter.number}'s own days ({chapter.first} until "
                f"{chapter.after_id}, {chapter.after}), and this text is read once play has begun: game days are "
                "not calendar days",
            )
        return key, found[1].lower()

    def _unnamed(self, named: set[tuple[str, str]]) -> None:
        for key, text in (self.draft.words or {}).items():
            for found in WEEKDAY.finditer(text):
                if (key, found[1].lower()) not in named:
                    self.say(
                        key,
                        "",
                        f"names {found[0]!r}, which the weekdays table in {STORY} does not check: add a row "
                        "(| text | says | date |)",
                    )

    # --- game days against the calendar -----------------------------------------------------------

    def _game_days(self) -> None:
        """A trigger's day and a deadline fall within the chapter's days: day 1 is its first (issue 27)."""
        for _, scenario in self.draft.scenarios:
            chapter = self.chapters.get(f"s{scenario.number:02d}")
            if chapter is None:
                continue
            days = (chapter.after - chapter.first).days
            for trigger in scenario.triggers:
                if trigger.on_day is not None and trigger.on_day > days:
                    self.say(
                        trigger.id,
                        "on_day",
                        f"day {trigger.on_day} is past scenario {scenario.number}'s {days} days in the calendar "
                        f"({chapter.first} until {chapter.after_id}): move the trigger or the chapter's dates",
                    )
            deadline = _deadline(scenario.objective.model_dump())
            if deadline is not None and deadline > days:
                self.say(
                    f"scenario {scenario.number}",
                    "objective.by_day",
                    f"day {deadline} is past the scenario's {days} days in the calendar ({chapter.first} until "
                    f"{chapter.after_id}): move the deadline or the chapter's dates",
                )


def _deadline(node: dict[str, Any]) -> int | None:
    if "by_day" in node:
        return int(node["by_day"])
    found = [_deadline(child) for key in ("all_of", "any_of") for child in node.get(key, [])]
    days = [day for day in found if day is not None]
    return min(days) if days else None


def _to_the_day(text: str) -> bool:
    found = DATE.match(text.strip())
    return found is not None and found[3] is not None


def plural(unit: str) -> str:
    """'week' -> 'weeks': a span of one is measured in its unit like any other."""
    unit = unit.lower()
    return unit if unit in UNITS else f"{unit}s"


def markdown_table(text: str, heading: str) -> list[tuple[int, list[str]]]:
    """The rows of the first markdown table after `heading` (header and rule lines left out), with line numbers."""
    lines = text.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == heading)
    except StopIteration:
        return []
    rows: list[tuple[int, list[str]]] = []
    in_table = False
    for number, line in enumerate(lines[start + 1 :], start + 2):
        stripped = line.strip()
        if stripped.startswith("## "):
            break
        if stripped.startswith("|"):
            cells = [cell.strip() for cell in stripped.strip("|").split("|")]
            if not in_table:
                in_table = True  # the header
                continue
            if all(set(cell) <= set("-: ") for cell in cells):
                continue  # the rule under the header
            rows.append((number, cells))
        elif in_table:
            break
    return rows


def parse_date(text: str) -> date | None:
    found = DATE.match(text.strip())
    if found is None:
        return None
    try:
        return date(int(found[1]), int(found[2] or 1), int(found[3] or 1))
    except ValueError:
        return None


def number_range(words: str) -> tuple[int, int]:
    """'forty-three' -> (43, 43); '12' -> (12, 12); 'forty-odd' -> (40, 49); 'a' (week) -> (1, 1)."""
    words = words.lower()
    if words in ("a", "an"):
        return (1, 1)
    rough = words.endswith("-odd")
    words = words.removesuffix("-odd")
    value = int(words) if words.isdigit() else NUMBERS[words]
    return (value, value + 9) if rough else (value, value)


def measure(since: date, until: date, unit: str) -> int:
    if unit == "days":
        return (until - since).days
    if unit == "weeks":
        return round((until - since).days / 7)
    if unit == "fortnights":
        return round((until - since).days / 14)
    if unit == "months":
        months = (until.year - since.year) * 12 + until.month - since.month
        return months - 1 if until.day < since.day else months
    if unit == "christmases":
        return sum(1 for year in range(since.year, until.year + 1) if since <= date(year, 12, 25) < until)
    years = until.year - since.year
    if (until.month, until.day) < (since.month, since.day):
        years -= 1
    return years
