"""A night at one shared screen (issue 25): scenario 1 played to its end as a group types it, then looked back at.

- the end says what happened: R2's empty Patient Deck in its own words, and the final board is shown;
- private messages do not pile up day after day, and an ended attempt's are not announced on resume;
- after the loss, `board` and `memories` still show the table;
- a seat's terminal joining with --resume reads the scenario's opening; a second terminal for a seat is refused;
- `python -m bot render` needs no --channel for a terminal table's file; Tab offers only the commands open now.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from bot.__main__ import main
from bot.games.holding_on.content_pack.loader import load_pack
from bot.games.holding_on.engine import Action
from bot.terminal.cli import _one_terminal_per_seat
from tests.local.play import NAMES, play
from tests.local.script_maker import make_script

SEED = 7  # the baseline policy loses scenario 1 to the empty Patient Deck on day 14 (Billy on 8)
WAITING = re.compile(r"^✉ \w+ has (\d+) private messages? waiting")


@pytest.fixture(scope="module")
def lines() -> list[str]:
    script, result = make_script(load_pack(), NAMES, seed=SEED)
    assert result == "lost"
    return script


ANNOUNCED = re.compile(r"^✉ (?P<name>\w+) has (?P<count>\d+) private messages? waiting")
PAST = re.compile(
    r"✉ (?P<name>\w+): (?:(?P<count>\d+) private messages|1 private message) of the day no longer waiting"
)


async def test_an_attempt_lost_to_the_empty_deck_says_so_shows_its_board_and_can_be_looked_back_at(tmp_path, lines):
    status, out = await play(tmp_path, [*lines, "board", "memories"], seed=SEED)
    assert status == 0, out[-5:]
    text = "\n".join(out)
    assert "The Patient Deck is empty: Billy's time has run out (R2)" in text  # the pack's line (issue 35)
    assert "Billy has died." not in text
    lost = text.index("The scenario is lost.")
    assert "Billy's condition 8/30" in text[lost : text.index("> board")]  # the final board, as the attempt ended
    looked = text[text.index("> board") :]
    assert "✗" not in looked and "Billy's condition 8/30" in looked and "Billy's Collected Memories" in looked


async def test_private_messages_do_not_pile_up_day_after_day(tmp_path, lines):
    """It announced 11, 12, 13 unread messages a player by day 4: what a day's Talk About Billy settled is past."""
    _, out = await play(tmp_path, lines, seed=SEED)
    counts = [int(match[1]) for line in out if (match := WAITING.match(line))]
    assert counts and max(counts) <= 6, counts
    assert any("no longer waiting" in line for line in out)


async def test_a_resumed_table_does_not_announce_an_ended_attempts_messages(tmp_path, lines):
    await play(tmp_path, lines, seed=SEED)
    status, out = await play(tmp_path, ["board"], players=None, resume=True)
    assert status == 0, out
    assert not [line for line in out if line.startswith("✉")]
    assert "Billy's condition 8/30" in "\n".join(out)


async def test_a_seat_joining_a_game_in_play_reads_its_opening(tmp_path):
    await play(tmp_path, ["ana: /shift reveal"], seed=SEED)
    status, out = await play(tmp_path, [], players=None, resume=True, seat="ben")
    assert status == 0 and "Scenario 1: Arrivals" in out and any(line.startswith("Objective.") for line in out)


async def test_a_second_terminal_for_a_seat_is_refused(tmp_path):
    from bot.terminal.cli import Unusable, run
    from tests.local.play import args

    await play(tmp_path, [], seed=SEED)
    db = tmp_path / "table.sqlite3"
    with _one_terminal_per_seat(db, "ana"), pytest.raises(Unusable) as refused:  # ana's own terminal is open
        await run(args(db, players=None, resume=True, seat="ana"), [].append)
    assert "another terminal already plays ana" in str(refused.value)


def test_render_needs_no_channel_for_a_terminal_tables_file(tmp_path):
    import asyncio

    asyncio.run(play(tmp_path, [], seed=SEED))
    out = tmp_path / "board.png"
    assert main(["render", "board", "--db", str(tmp_path / "table.sqlite3"), "--out", str(out)]) == 0
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_tab_offers_only_the_game_commands_open_now():
    """`/sh` Tab listed all seven /shift commands; only the Shift Manager's reveal is open at a day's start."""
    from bot.terminal.holding_on.complete import TableCompleter

    completer = TableCompleter(SimpleNamespace(legal=[Action("reveal", 0)]))  # type: ignore[arg-type]
    offered = [c.text for c in completer._commands("shift")]
    assert offered == ["shift reveal"]
    assert {"campaign status", "board", "show"} <= {c.text for c in completer._commands("")}


def test_a_path_in_the_seat_lock_is_beside_the_games_file(tmp_path: Path):
    db = tmp_path / "night.sqlite3"
    with _one_terminal_per_seat(db, "Ana"):
        assert (tmp_path / "night.sqlite3.ana.seat").exists()


async def test_only_messages_a_player_was_told_of_are_said_to_wait_no_more(tmp_path, lines):
    """Issue 36: "✉ Ana: 1 private message of the day no longer waiting" came for a card she was never told of
    (dealt and settled in the same moment)."""
    _, out = await play(tmp_path, lines, seed=SEED)
    told: dict[str, int] = {}
    past = 0
    for line in out:
        if match := ANNOUNCED.match(line):
            told[match["name"]] = int(match["count"])
        elif match := PAST.match(line):
            past += 1
            count = int(match["count"] or 1)
            assert 0 < count <= told.get(match["name"], 0), (line, told)
            told[match["name"]] = 0
    assert past  # the day's Talk still settles cards a player was told of
