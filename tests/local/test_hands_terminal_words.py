"""Whole games of "…and then, we held hands." at the terminal in English, German and French (issue 33), with the bot
as partner and a line of each kind the table refuses typed on the way, in the table's own words: nothing printed
holds a word of Holding On's, an emotion said as an adjective, nested brackets, a double full stop or another
language's punctuation (tests/hands/typography.py), and every refused line is answered with a reason of its own.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.terminal.cli import run
from tests.hands.typography import faults
from tests.local.hands_script import make_script
from tests.local.test_hands_terminal import hands_args

SEED = 3  # a game that reaches an argument (H16) at this difficulty, and a loss with reasons on the way
REFUSED_KINDS = 12  # the refused lines of hands_script.refused_lines, the undo of an ended turn, a move after the end


async def play_piped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str) -> tuple[int, list[str]]:
    """The lines typed from a pipe (which goes on after a refusal, as a person would), in `language`."""
    lines, _ = make_script(["ana", "bot"], SEED, "challenging", language, refusals=True)
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    out: list[str] = []
    flags = {"language": language, "difficulty": "challenging", "seed": SEED}
    status = await run(hands_args(tmp_path / f"{language}.sqlite3", None, "ana,bot", **flags), out.append)
    return status, out


@pytest.mark.parametrize("language", ["en", "de", "fr"])
async def test_a_whole_game_at_the_terminal_reads_in_its_own_words_and_punctuation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    status, out = await play_piped(tmp_path, monkeypatch, language)
    assert status == 0, out[-3:]
    refused = [line for line in out if line.startswith("✗")]
    assert len(refused) >= REFUSED_KINDS, refused
    assert len(set(refused)) == len(refused), "each refused line has its own reason"
    said = [line for line in out if not line.startswith("> ")]  # what the table said, not the lines typed
    found = faults(said, language)
    assert not found, found
