"""The terminal table (`python -m bot local`): same mapping and table as Discord, labelled private output."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from bot.content_pack.loader import load_pack
from bot.local import parse, run
from tests.local.script_maker import make_script

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["ana", "ben", "cy"]


def test_lines_parse_into_command_and_options():
    assert parse("ana: /shift assign staff:Assistant 1") == ("ana", "shift assign", {"staff": "Assistant 1"})
    assert parse("Ben: /care palliative talker:Ana billy:Cy") == (
        "ben",
        "care palliative",
        {"talker": "Ana", "billy": "Cy"},
    )
    assert parse("cy: /inquire 3") == ("cy", "inquire", {"timeline": "3"})


async def _play(tmp_path, lines: list[str], seed: int) -> tuple[int, list[str]]:
    script = tmp_path / "night.txt"
    script.write_text("\n".join(lines) + "\n")
    out: list[str] = []
    args = argparse.Namespace(players=",".join(NAMES), seed=seed, script=str(script))
    return await run(args, out.append), out


async def test_a_script_plays_scenario_one_from_start_to_its_end(tmp_path):
    pack = load_pack()
    lines, result = make_script(pack, NAMES, seed=3)
    status, out = await _play(tmp_path, lines, seed=3)
    assert status == 0, out[-5:]
    text = "\n".join(out)
    assert "# Scenario 1" in text
    ending = "Objective complete" if result == "won" else "The scenario is lost"
    assert ending in text
    if result == "lost":
        assert pack.scenario(1).loss in text  # a loss has words, and says how to try again
    assert not any(line.startswith("[refused]") for line in out)
    assert out[0] == f"Content note: {pack.pack.content_note.strip()}"  # before anything is played


async def test_the_glossary_and_the_content_note_at_the_terminal(tmp_path):
    pack = load_pack()
    status, out = await _play(
        tmp_path,
        ["ana: /rules topic:glossary", "ben: /rules topic:contact tile", "cy: /campaign status note:true"],
        seed=3,
    )
    assert status == 0, out[-5:]
    text = "\n".join(out)
    for entry in pack.glossary:
        assert f"**{entry.term}**: {entry.text.strip()}" in text
    contact_tile = next(e for e in pack.glossary if e.id == "contact_tile")
    assert f"Contact Tile: {contact_tile.text.strip()}" in text
    assert out[-1] == f"Content note: {pack.pack.content_note.strip()}"  # scenario 1 has no note of its own


async def test_private_cards_are_labelled_and_stay_out_of_the_channel_lines(tmp_path):
    pack = load_pack()
    lines, _ = make_script(pack, NAMES, seed=3)
    _, out = await _play(tmp_path, lines, seed=3)
    dms = [line for line in out if line.startswith("[DM to ")]
    assert dms, "a whole scenario sends face-down cards by DM"
    quotes = {m.quote for m in pack.memories}
    channel = [line for line in out if not line.startswith(("[DM to ", "[only ", "> "))]
    for line in channel:
        assert not any(quote in line for quote in quotes), line


async def test_a_refused_line_stops_a_script_with_the_reason(tmp_path):
    status, out = await _play(tmp_path, ["zed: /shift reveal"], seed=3)
    assert status == 1
    assert any(line.startswith("[refused]") and "no seat" in line for line in out)


@pytest.mark.parametrize("who_acts", ["wrong seat"])
async def test_a_decision_from_the_wrong_player_is_refused_and_names_who_may(tmp_path, who_acts):
    pack = load_pack()
    lines, _ = make_script(pack, NAMES, seed=3)
    first = lines[0]  # the Shift Manager reveals
    actor = first.split(":")[0]
    other = next(n for n in NAMES if n != actor)
    status, out = await _play(tmp_path, [f"{other}: /shift reveal"], seed=3)
    assert status == 1
    refusal = next(line for line in out if line.startswith("[refused]"))
    assert "Only" in refusal and "Shift Manager" in refusal and "(R3)" in refusal


def test_python_m_bot_local_runs_a_script_and_exits_zero(tmp_path):
    pack = load_pack()
    lines, _ = make_script(pack, NAMES, seed=4)
    script = tmp_path / "night.txt"
    script.write_text("\n".join(lines[:20]) + "\n")
    done = subprocess.run(
        [sys.executable, "-m", "bot", "local", "--players", ",".join(NAMES), "--seed", "4", "--script", str(script)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "Day 1" in done.stdout
