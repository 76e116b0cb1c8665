"""The bot's own words are ours: no catalogue message, in any language, and no text of the second game's
content repeats a run of seven words a rulebook prints (fingerprints: tests/fixtures/rulebook.py).

The content of Holding On is held to the same in tests/content/test_shipped_pack.py, its /rules summaries in
tests/cogs/test_look.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.i18n import LOCALES, read_sources
from tests.fixtures.rulebook import digest, printed, runs, taken

ROOT = Path(__file__).resolve().parents[2]
# The games' titles and the editions' own names for things (docs/TERMS.*.md): naming them is not copying.
TITLES = (
    "...and then, we held hands.",
    "Holding On: The Troubled Life of Billy Kerr",
    "Use Trust to Gain a Memory Card",
    "Tableau de gestion des équipes",
)
_MESSAGE = re.compile(r"^(?=-?[a-zA-Z])", re.M)


def _messages(source: str) -> list[str]:
    """Each message of a catalogue file as it reads (comments left out: they say where a word comes from)."""
    kept = "\n".join(line for line in source.splitlines() if not line.lstrip().startswith("#"))
    return [part for part in _MESSAGE.split(kept) if part.strip()]


def _untitled(text: str) -> str:
    for title in TITLES:
        text = text.replace(title, "the game")
    return text


@pytest.mark.parametrize("language", LOCALES)
def test_no_catalogue_message_repeats_a_rulebook(language: str) -> None:
    copied = [
        (name, run)
        for name, source in read_sources(language).items()
        for message in _messages(source)
        for run in taken(_untitled(message))
    ]
    assert not copied, copied[:5]


def test_the_second_games_content_repeats_no_rulebook() -> None:
    texts = [path.read_text(encoding="utf-8") for path in sorted((ROOT / "content" / "hands").glob("*.toml"))]
    copied = [run for text in texts for run in taken(_untitled(text))]
    assert not copied, copied[:5]


def test_the_fingerprints_find_a_run_they_hold_and_not_one_they_do_not() -> None:
    """The check can fail: a run whose digest is in the file is found, a run of ours is not."""
    known = next(iter(printed()))
    assert taken("billy kerr sits by the window and counts the cars") == []
    assert all(len(key) == len(known) for key in printed())
    ours = runs("one two three four five six seven")
    assert list(ours) == [digest(["one", "two", "three", "four", "five", "six", "seven"])]
