"""The story's dates, checked against what the texts say (issue 15: "forty years" against a visit in 1988).

A pack may keep a story bible, `STORY.md`, beside its files (it is not part of
the pack's hash, and players never see it). When it has a `## Timeline`
section, its first table is the story's calendar:

    | id | date | what |
    | billy_born | 1964-03-02 | Billy is born |
    | m2-4 | 1981-11-14 | the walk home (a memory's own row: its id) |

and the first table under `## Durations the texts state` lists every span a
text states in years, weeks or Christmases:

    | text | says | from | to |
    | s09.outcome | forty-three years | danny_killed | s09 |

`text` is a key of the pack's own language ("m4-3.clear_scene",
"s07.contacts.c7-siobhan.call"); `from` and `to` are row ids or dates
(YYYY, YYYY-MM, YYYY-MM-DD; a missing month or day counts as the first).
Checked, in the pack's own language only (the words are English):
- every span stated as "<number> years|weeks|Christmases" (a number in words
  or digits; "forty-odd" means forty to forty-nine) is a row of the durations
  table, and each row's words are in its text;
- each row's number is the span between its dates: whole years elapsed,
  weeks rounded, or the Christmases (25 December) from `from` up to `to`;
  a row with `from` and `to` left as "-" says the span is not the story's
  calendar (a prognosis, a habit) and is not measured;
- every memory has a row, its Clear scene names that row's year, and within a
  timeline the memories' dates rise with their position.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from bot.games.holding_on.content_pack.draft import Draft
from bot.games.holding_on.content_pack.problems import PackProblem

STORY = "STORY.md"
TIMELINE_HEADING = "## Timeline"
DURATIONS_HEADING = "## Durations the texts state"
UNITS = ("years", "weeks", "christmases")
_ONES = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
NUMBERS: dict[str, int] = {word: i + 1 for i, word in enumerate(_ONES)}
NUMBERS |= {word: i + 10 for i, word in enumerate(_TEENS)}
for _t, _tens in enumerate(_TENS):
    NUMBERS[_tens] = 20 + 10 * _t
    NUMBERS |= {f"{_tens}-{one}": 20 + 10 * _t + i + 1 for i, one in enumerate(_ONES)}
_NUMBER = "|".join(sorted(map(re.escape, NUMBERS), key=len, reverse=True))
SPAN = re.compile(rf"\b((?:{_NUMBER}|\d+)(?:-odd)?)\s+({'|'.join(UNITS)})\b", re.IGNORECASE)
DATE = re.compile(r"^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$")
NOT_MEASURED = "-"


@dataclass(frozen=True)
class Row:
    id: str
    when: date
    line: int


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

    def say(self, card: str, field: str, message: str) -> None:
        self.problems.append(PackProblem(self.shown, card, field, message))

    def run(self, text: str) -> None:
        for line, cells in _table(text, TIMELINE_HEADING):
            self._row(line, cells)
        self._memories()
        stated = _table(text, DURATIONS_HEADING)
        declared: set[tuple[str, str]] = set()
        for line, cells in stated:
            key = self._duration(line, cells)
            if key is not None:
                declared.add(key)
        self._undeclared(declared)

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
            self.rows[row_id] = Row(row_id, parsed, line)

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

    def _date(self, card: str, field: str, value: str) -> date | None:
        if value in self.rows:
            return self.rows[value].when
        parsed = parse_date(value)
        if parsed is None:
            self.say(card, field, f"{value!r} is neither a timeline row nor a date")
        return parsed

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
            self.say(key, "says", f"{says!r} is not '<number> years', '<number> weeks' or '<number> Christmases'")
            return None
        if (start, end) == (NOT_MEASURED, NOT_MEASURED):
            return key, says.lower()
        low, high = number_range(found[1])
        since, until = self._date(key, "from", start), self._date(key, "to", end)
        if since is None or until is None:
            return key, says.lower()
        span = measure(since, until, found[2].lower())
        if not low <= span <= high:
            self.say(key, "says", f"{says!r}, but from {start} ({since}) to {end} ({until}) is {span} {found[2]}")
        return key, says.lower()

    def _undeclared(self, declared: set[tuple[str, str]]) -> None:
        for key, text in (self.draft.words or {}).items():
            for found in SPAN.finditer(text):
                phrase = f"{found[1]} {found[2]}".lower()
                if (key, phrase) not in declared:
                    self.say(
                        key,
                        "",
                        f"states {found[0]!r}, which the durations table in {STORY} does not check: add a row "
                        "(| text | says | from | to |)",
                    )


def _table(text: str, heading: str) -> list[tuple[int, list[str]]]:
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
    """'forty-three' -> (43, 43); '12' -> (12, 12); 'forty-odd' -> (40, 49)."""
    words = words.lower()
    rough = words.endswith("-odd")
    words = words.removesuffix("-odd")
    value = int(words) if words.isdigit() else NUMBERS[words]
    return (value, value + 9) if rough else (value, value)


def measure(since: date, until: date, unit: str) -> int:
    if unit == "weeks":
        return round((until - since).days / 7)
    if unit == "christmases":
        return sum(1 for year in range(since.year, until.year + 1) if since <= date(year, 12, 25) < until)
    years = until.year - since.year
    if (until.month, until.day) < (since.month, since.day):
        years -= 1
    return years
