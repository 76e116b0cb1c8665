"""A fault of ours at the terminal table is one sentence with an incident id, never a traceback on the screen;
its traceback, without the exception's message (it may hold a card id), goes to the log; the table goes on."""

from __future__ import annotations

import io
import logging
import re
import sys

from bot.terminal import cli
from bot.terminal.holding_on import handlers
from tests.local.play import args

INCIDENT = re.compile(r"^✗ Something went wrong on our side \(incident ([0-9a-f]{6}); the details are in (.+)\)\.")


async def test_a_line_that_meets_a_fault_is_one_sentence_and_the_table_goes_on(tmp_path, monkeypatch, caplog):
    card = "m3-2"

    async def broken(session, line):
        raise KeyError(card)  # as a bug reading a face-down card would

    monkeypatch.setitem(handlers.HANDLERS, "hand", broken)
    monkeypatch.setattr(sys, "stdin", io.StringIO("ana: /shift reveal\nana: /hand\nana: /shift assign staff:Ben\n"))
    out: list[str] = []
    with caplog.at_level(logging.ERROR):
        status = await cli.run(args(tmp_path / "table.sqlite3", seed=1), out.append)  # a pipe: it goes on
    said = [match for line in out if (match := INCIDENT.match(line))]
    assert len(said) == 1 and said[0][2] == str(tmp_path / "table.log")
    assert "Ben is assigned." in out  # the next line was played
    assert not [line for line in out if "Traceback" in line or "m3-2" in line]
    logged = [r for r in caplog.records if getattr(r, "incident", None) == said[0][1]]
    assert len(logged) == 1 and "KeyError" in logged[0].getMessage() and "m3-2" not in logged[0].getMessage()
    assert status == 1  # the pipe ended mid-scenario


def crash_outside_every_line(tmp_path, monkeypatch, capsys) -> str:
    """Run `python -m bot local` whose table fails before any line (a fault nothing nearer catches); what it
    printed on stderr, after checking it is one sentence that names neither the fault nor a card."""
    order = "m1-1, m2-3"

    async def broken(arguments, out=None):
        raise RuntimeError(f"deck order: {order}")

    monkeypatch.setattr(cli, "run", broken)
    assert cli.main(args(tmp_path / "night.sqlite3", language=None)) == 70
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("Something went wrong on our side (incident ")
    assert "m1-1" not in err and "RuntimeError" not in err
    return err


def test_a_fault_nothing_nearer_caught_ends_the_run_in_one_sentence_with_the_log_beside_the_file(
    tmp_path, monkeypatch, capsys
):
    crash_outside_every_line(tmp_path, monkeypatch, capsys)
    log = (tmp_path / "night.log").read_text(encoding="utf-8")
    assert "RuntimeError" in log and "Traceback" in log and "m1-1" not in log
    assert not logging.getLogger().handlers or all(
        getattr(h, "baseFilename", "") != str(tmp_path / "night.log") for h in logging.getLogger().handlers
    )  # the log file is let go when the run ends


def test_a_log_that_cannot_be_written_leaves_the_one_sentence_alone(tmp_path, monkeypatch, capsys):
    (tmp_path / "night.log").mkdir()  # the log file cannot be opened
    crash_outside_every_line(tmp_path, monkeypatch, capsys)


def test_the_log_is_never_the_games_own_file(tmp_path):
    assert cli.log_path(tmp_path / "night.sqlite3") == tmp_path / "night.log"
    assert cli.log_path(tmp_path / "game.log") == tmp_path / "game.log.log"
