"""The text board: golden text at a few moments, and plain output (no style codes) to a pipe or with NO_COLOR.

To accept a deliberate change of the board's text:

    UPDATE_GOLDEN=1 python -m pytest tests/local/test_board_text.py
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console

from bot.games.holding_on.content_pack.loader import load_pack
from bot.games.holding_on.engine import apply, legal_actions, new_game, public_view
from bot.terminal.holding_on.text_board import board
from tools.policies import BaselinePolicy

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
ROOT = Path(__file__).resolve().parents[2]
STYLE_CODE = re.compile(r"\x1b\[[0-9;]*m")
MOMENTS = {"start": 0, "day_two": 40, "end": None}  # decisions played by the baseline policy (None: to the end)


def board_at(decisions: int | None) -> str:
    pack = load_pack()
    state = new_game(pack, 1, ["Ana", "Ben", "Cy"], seed=3)
    policy = BaselinePolicy(3)
    played = 0
    while state.result is None and (decisions is None or played < decisions):
        apply(state, policy.choose(state, legal_actions(state)))
        played += 1
    console = Console(width=100, color_system=None, force_terminal=False)
    with console.capture() as captured:
        console.print(board(public_view(state), pack, "Waiting for: (the prompt's line)"))
    return "\n".join(line.rstrip() for line in captured.get().splitlines()) + "\n"


@pytest.mark.parametrize("moment", MOMENTS)
def test_the_board_reads_as_its_golden_text(moment: str) -> None:
    text = board_at(MOMENTS[moment])
    golden = GOLDEN / f"board_{moment}.txt"
    if UPDATE:
        GOLDEN.mkdir(exist_ok=True)
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8"), "UPDATE_GOLDEN=1 python -m pytest tests/local/test_board_text.py"


def test_the_board_has_every_part_once_with_words_for_the_colours() -> None:
    text = board_at(MOMENTS["day_two"])
    for part in ("Billy's condition", "Hospital Warnings", "assistant pool", "Decks:", "\nObjective\n", "\nStaff\n"):
        assert text.count(part) == 1, part
    assert re.search(r"Billy's condition \d+/30, (green|orange|red|black)", text)
    assert "Assistant 1" in text and "On-Call 1" in text and "Billy's Collected Memories" in text
    assert not re.search(r"\b1 (Patient Cards|Partial Memories|Clear Memories|Care Tokens)\b", text)
    lines = [line for line in text.splitlines() if line.strip() and not set(line) <= set("─ ")]
    assert len(lines) == len(set(lines)), "no line twice"


@pytest.mark.parametrize("no_color", [True, False])
def test_a_pipe_or_no_color_gets_plain_text(tmp_path: Path, no_color: bool) -> None:
    """Piped, the output has no style codes; NO_COLOR is honoured too (the pty tests check a terminal)."""
    script = tmp_path / "look.txt"
    script.write_text("ana: /shift reveal\nboard\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"} | ({"NO_COLOR": "1"} if no_color else {})
    done = subprocess.run(
        [sys.executable, "-m", "bot", "local", "--players", "ana,ben", "--seed", "1"]
        + ["--db", str(tmp_path / "t.sqlite3"), "--script", str(script)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**env, "FORCE_COLOR": ""},
    )
    assert done.returncode == 0, done.stderr
    assert "Billy's condition 28/30, green" in done.stdout
    assert not STYLE_CODE.search(done.stdout)


@pytest.mark.parametrize(
    ("language", "place"), [("de", r"Lebensabschnitt \d, Platz \d: "), ("fr", r"Période \d, place \d\s:")]
)
def test_memories_name_the_place_of_each_memory_in_the_table_language(language: str, place: str) -> None:
    """`memories` lists each placed memory by timeline and place, both named (not a bare ", 3")."""
    from bot.terminal import words
    from bot.terminal.holding_on.text_board import memories

    pack = load_pack()
    state = new_game(pack, 1, ["Ana", "Ben", "Cy"], seed=3)
    policy = BaselinePolicy(3)
    while not public_view(state)["grid"]:
        apply(state, policy.choose(state, legal_actions(state)))
    before = words.language()
    words.use(language)
    try:
        console = Console(width=80, color_system=None, force_terminal=False)
        with console.capture() as captured:
            console.print(memories(public_view(state), load_pack(language=language)))
    finally:
        words.use(before)
    assert re.search(place, captured.get()), captured.get()
