"""The story's calendar (content/STORY.md) against the dates and spans the texts state (issue 15)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bot.games.holding_on.content_pack.timeline import measure, number_range, parse_date
from tests.content.packs import SHIPPED, copy_shipped, edit, problems_of


def _lines(root: Path) -> list[str]:
    return [str(p) for p in problems_of(root)]


def test_the_shipped_story_bible_has_a_timeline_every_memory_is_on() -> None:
    story = (SHIPPED / "STORY.md").read_text(encoding="utf-8")
    assert "## Timeline" in story and "## Durations the texts state" in story
    for timeline in range(1, 6):
        for position in range(1, 7):
            assert f"| m{timeline}-{position} | " in story


def test_a_span_that_disagrees_with_the_calendar(tmp_path: Path) -> None:
    """The first draft's slip: 'forty-three Christmases' for a record lent in November 1980."""
    root = copy_shipped(tmp_path)
    edit(
        root,
        "text/en/scenarios.toml",
        'him: Forty-four Christmases late. Not a scratch on it. Sorry. B."""\n\n[s10.triggers.t10-record-bernie]',
        'him: Forty-three Christmases late. Not a scratch on it. Sorry. B."""\n\n[s10.triggers.t10-record-bernie]',
    )
    row = "| s10.triggers.t10-record.text | Forty-{} Christmases |"
    edit(root, "STORY.md", row.format("four"), row.format("three"))
    assert _lines(root) == [
        "content/STORY.md: s10.triggers.t10-record.text: says: 'Forty-three Christmases', but from m2-3 (1980-11-01) "
        "to s10 (2024-12-17) is 44 christmases"
    ]


def test_a_span_no_row_checks_is_refused(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "text/en/scenarios.toml", "Nobody says anything useful.", "Nobody says anything useful for ten years.")
    assert _lines(root) == [
        "content/STORY.md: s08.outcome: states 'ten years', which the durations table in STORY.md does not check: "
        "add a row (| text | says | from | to |)"
    ]


def test_a_row_whose_words_are_not_in_its_text(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    row = "| s08.triggers.t8-message.text | {} years |"
    edit(root, "STORY.md", row.format("seven"), row.format("six"))
    lines = _lines(root)
    assert "content/STORY.md: s08.triggers.t8-message.text: says: the text does not say 'six years'" in lines


def test_the_first_drafts_visit_home_in_1988_would_be_caught(tmp_path: Path) -> None:
    """A memory dated after the next one in its timeline, and a scene that does not name its year."""
    root = copy_shipped(tmp_path)
    edit(root, "STORY.md", "| m3-4 | 1988-01-14 |", "| m3-4 | 1991-03 |")
    lines = _lines(root)
    assert lines[:2] == [
        "content/STORY.md: m3-4: clear_scene: the scene does not name its year, 1991",
        "content/STORY.md: m3-5: dated before m3-4, yet placed after it in timeline 3",
    ]
    # and the two days in a cell, measured from the visit, now run backwards
    assert all("'two days', but from m3-4 (1991-03-01)" in line or "'Two days'" in line for line in lines[2:])


def test_a_memory_without_a_row(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    edit(root, "STORY.md", "| m1-5 | 1974-05 | the strike candles |\n", "")
    assert _lines(root) == ["content/STORY.md: m1-5: no timeline row for this memory (id = the memory's id)"]


def test_a_pack_without_a_timeline_is_not_held_to_one(tmp_path: Path) -> None:
    root = copy_shipped(tmp_path)
    (root / "STORY.md").unlink()
    edit(root, "text/en/scenarios.toml", "Nobody says anything useful.", "Nobody says anything useful for ten years.")
    assert _lines(root) == []


@pytest.mark.parametrize(
    ("since", "until", "unit", "span"),
    [
        ("1981-11-14", "2024-11-14", "years", 43),  # the anniversary itself counts
        ("1981-11-14", "2024-11-13", "years", 42),
        ("1980-11", "2024-12-17", "christmases", 44),  # 1980 to 2023: the record was due at the first
        ("1980-11", "2024-12-26", "christmases", 45),
        ("2024-11-02", "2024-12-19", "weeks", 7),  # 47 days, rounded
    ],
)
def test_spans_are_measured_as_a_reader_counts_them(since: str, until: str, unit: str, span: int) -> None:
    assert measure(parse_date(since), parse_date(until), unit) == span


def test_numbers_in_words_and_rough_ones() -> None:
    assert number_range("forty-three") == (43, 43)
    assert number_range("Twenty") == (20, 20)
    assert number_range("forty-odd") == (40, 49)
    assert number_range("12") == (12, 12)
    assert parse_date("1998") == date(1998, 1, 1) and parse_date("1998-13") is None
