"""The command line speaks sentences, not tracebacks (issue 11): `python -m bot local` and `python -m bot simulate`.

Each mistake ends with a non-zero status and one line that says what to
change; the terminal table's own events (an undo) are told, and Ctrl-C or the
end of the input in the middle of a scenario close it with one sentence.
"""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.content_pack.loader import load_pack
from tests.local.script_maker import make_script

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["ana", "ben", "cy"]


def one_line(text: str) -> str:
    lines = text.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in text, text
    return lines[0]


@pytest.mark.parametrize(
    ("players", "says"),
    [
        ("ana ben,cy", "not one word"),
        ("ana:x,ben", "not one word"),
        ("ana,ben,ANA", "each player once"),
        ("ana", "2 to 4 players"),
        ("ana,ben,cy,dee,eve", "2 to 4 players"),
        ("ana,,ben", "not one word"),
        ("ana,assistant1", "staff"),
    ],
)
def test_players_that_cannot_sit_at_a_table_are_refused_in_one_line(
    players: str, says: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["local", "--players", players]) == 2
    assert says in one_line(capsys.readouterr().err)


def test_a_missing_script_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["local", "--players", "ana,ben", "--script", str(tmp_path / "nowhere.txt")]) == 2
    assert "no such file" in one_line(capsys.readouterr().err)


def test_simulate_with_no_games_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "0"]) == 2
    assert "--games must be at least 1" in one_line(capsys.readouterr().err)


def test_a_flag_that_does_not_parse_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["simulate", "--games", "many"])
    assert stopped.value.code == 2
    assert "invalid int value: 'many'" in one_line(capsys.readouterr().err)


def test_a_scenario_that_is_not_a_number_is_refused_not_a_value_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "night.txt"
    script.write_text("ana: /campaign start scenario:abc\n", encoding="utf-8")
    assert main(["local", "--players", "ana,ben", "--script", str(script)]) == 1
    out = capsys.readouterr()
    assert "[refused] scenario must be a scenario's number" in out.out and "Traceback" not in out.err


def test_an_undo_at_the_terminal_table_is_told(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pack = load_pack()
    lines, _ = make_script(pack, NAMES, seed=3)
    manager = lines[0].split(":")[0]  # the Shift Manager reveals first, then staffs
    script = tmp_path / "night.txt"
    script.write_text(f"{lines[0]}\n{manager}: /shift assign staff:Assistant 1\n{manager}: /campaign undo\n")
    assert main(["local", "--players", ",".join(NAMES), "--seed", "3", "--script", str(script)]) == 0
    out = capsys.readouterr().out
    assert "↩️ Undone: assign Assistant 1" in out


def test_the_end_of_the_input_mid_scenario_is_one_sentence_and_not_zero() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "local", "--players", "ana,ben"],
        input="",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 1
    assert one_line(done.stderr).startswith("End of input: the scenario was left unfinished")


def test_ctrl_c_at_the_terminal_table_is_one_sentence() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", "local", "--players", "ana,ben"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert process.stdout is not None
        deadline = time.monotonic() + 60
        while "Waiting for" not in process.stdout.readline():  # the table is open and reads its input
            assert time.monotonic() < deadline and process.poll() is None
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130
    assert one_line(err).startswith("Stopped (Ctrl-C)")
