"""The frictions a newcomer met at the prompt (issue 36), walked again in a pseudo-terminal as she typed them:
a line only one player can play needs no name, Tab's completion of `/inquire timeline:` is accepted, and
Ctrl-C right after a line leaves a game whose --resume shows that line's decision."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

from bot.games.holding_on.content_pack.loader import load_pack
from tests.local.pty import ROOT, Terminal
from tests.local.script_maker import make_script

pytestmark = pytest.mark.slow
PLAYERS = ("--players", "ana,ben,cy", "--seed", "3")


def prepared(tmp_path: Path, lines: list[str]) -> Path:
    """A saved game with `lines` played (by --script, as a content author would), to resume at a prompt."""
    db, script = tmp_path / "night.sqlite3", tmp_path / "lines.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    local = [sys.executable, "-m", "bot", "local", *PLAYERS, "--db", str(db), "--script", str(script)]
    played = subprocess.run(local, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert played.returncode == 0, played.stdout[-1500:] + played.stderr[-1500:]
    return db


def test_the_newcomers_lines_are_taken_at_the_prompt(tmp_path: Path) -> None:
    lines, _ = make_script(load_pack(), ["ana", "ben", "cy"], seed=3)
    resolve = next(i for i, line in enumerate(lines) if line.endswith(": /care resolve"))
    inquire = next(i for i, line in enumerate(lines) if line.endswith(": /inquire 3"))
    assert resolve < inquire
    db = prepared(tmp_path, lines[:resolve])
    table = Terminal(db, "--resume", timeout=60)
    try:
        table.prompt()
        table.play("/care resolve")  # the senior Nurse's alone, while others have decisions open: no name needed
        assert "Who is this for?" not in table.screen() and "✗" not in table.screen()
        for line in lines[resolve + 1 : inquire]:
            table.play(line)
        table.child.send("/inquire timeline:\t")  # Tab writes the choice's words, as the newcomer saw
        table.shows("timeline:timeline 3")
        table.type("")
        table.expect("asks Billy about timeline 3.")
        table.prompt()
        assert "✗" not in table.screen()
        following = lines[inquire + 1].split(": ", 1)[1]
        table.type(following)
        table.child.expect_exact(following)
        table.child.sendcontrol("c")  # at once: the line may be applied before the table could tell it
        table.child.expect(pexpect.EOF)
    finally:
        table.child.close(force=True)
    again = Terminal(db, "--resume", timeout=60)
    try:
        again.prompt()
        shown = again.screen()
        assert "Where you stopped, the last decision:" in shown, shown[-1500:]
        last = shown.split("Where you stopped, the last decision:", 1)[1]
        assert "timeline 3" in last or "speaks for Billy" in last, last[:800]  # the inquiry, or the line after it
        assert again.leave() == 0
    finally:
        again.child.close(force=True)
