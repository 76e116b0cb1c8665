"""The command line speaks sentences, not tracebacks: `python -m bot local`, `render` and `simulate`.

Each mistake ends with a non-zero status and one line that says what to
change; Ctrl-C or the end of the input in the middle of a scenario close the
table with one sentence, the game saved.
"""

from __future__ import annotations

import asyncio
import io
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.terminal.cli import default_db
from tests.local.play import play

ROOT = Path(__file__).resolve().parents[2]


def one_line(text: str) -> str:
    lines = text.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in text, text
    return lines[0]


@pytest.fixture
def no_stdin(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))


@pytest.mark.parametrize(
    ("players", "says"),
    [
        ("ana ben,cy", "not one word"),
        ("ana:x,ben", "not a gender"),
        ("ana:f:m,ben", "not a gender"),
        ("ana,ben,ANA", "each player once"),
        ("ana", "2 to 4 players"),
        ("ana,ben,cy,dee,eve", "2 to 4 players"),
        ("ana,,ben", "not one word"),
        ("ana,assistant1", "staff"),
    ],
)
def test_players_that_cannot_sit_at_a_table_are_refused_in_one_line(
    players: str, says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], no_stdin: None
) -> None:
    assert main(["local", "--players", players, "--db", str(tmp_path / "t.sqlite3")]) == 2
    assert says in one_line(capsys.readouterr().err)
    assert not (tmp_path / "t.sqlite3").exists(), "nothing is created for a refused command line"


def _bad_db_cases(tmp_path: Path) -> list[tuple[list[str], str]]:
    not_sqlite = tmp_path / "notes.txt"
    not_sqlite.write_text("shopping list\n")
    script = tmp_path / "latin1.txt"
    script.write_bytes("ana: /rules caf\xe9\n".encode("latin-1"))
    return [
        (["--players", "ana,ben", "--db", str(tmp_path)], "that is a folder"),
        (["--players", "ana,ben", "--db", str(not_sqlite)], "not a SQLite database"),
        (["--resume", "--db", str(tmp_path / "none.sqlite3")], "no saved game"),
        (["--resume", "--players", "ana,ben", "--db", str(tmp_path / "x.sqlite3")], "leave out --players"),
        (["--players", "ana,ben", "--seed", "-1", "--db", str(tmp_path / "y.sqlite3")], "--seed is a whole number"),
        (["--players", "ana,ben", "--as", "a b", "--db", str(tmp_path / "y.sqlite3")], "--as names one player"),
        (["--players", "ana,ben", "--script", str(tmp_path / "nowhere.txt")], "no such file"),
        (["--players", "ana,ben", "--db", "/proc/holding-on/t.sqlite3"], "name another place with --db"),
        (["--players", "ana,ben", "--script", str(script), "--db", str(tmp_path / "z.sqlite3")], "not UTF-8"),
    ]


def test_every_bad_local_command_line_is_one_sentence_and_not_zero(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_stdin: None
) -> None:
    for flags, says in _bad_db_cases(tmp_path):
        assert main(["local", *flags]) == 2, flags
        assert says in one_line(capsys.readouterr().err), flags


def test_a_file_with_a_game_is_not_overwritten_and_as_must_name_a_player(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_stdin: None
) -> None:
    status, _ = asyncio.run(play(tmp_path, ["ana: /shift reveal"], seed=1))
    assert status == 0
    db = str(tmp_path / "table.sqlite3")
    for flags, says in [
        (["--players", "ana,ben", "--db", db], "already holds a game: continue it with --resume"),
        (["--resume", "--as", "zed", "--db", db], "--as zed: there is no such player"),
    ]:
        assert main(["local", *flags]) == 2
        assert says in one_line(capsys.readouterr().err), flags


def test_the_default_file_is_under_the_users_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_db() == tmp_path / "holding-on" / "table.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert default_db() == Path.home() / ".local" / "share" / "holding-on" / "table.sqlite3"


def test_each_game_has_its_own_default_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 36: after a Holding On game, `local --game hands --players you,bot` (the README's command) was refused:
    the default file already held a game; and its --resume would have reopened Holding On."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    script = tmp_path / "look.txt"
    script.write_text("board\n", encoding="utf-8")
    main(["local", "--players", "ana,ben", "--script", str(script)])
    main(["local", "--game", "hands", "--players", "you,bot", "--script", str(script)])
    assert "already holds a game" not in capsys.readouterr().err
    folder = tmp_path / "holding-on"
    assert (folder / "table.sqlite3").is_file() and (folder / "hands.sqlite3").is_file()
    assert default_db("hands") == folder / "hands.sqlite3"


def test_a_bad_flag_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["simulate", "--games", "many"], ["local", "--nope"], ["render", "picture"]):
        with pytest.raises(SystemExit) as stopped:
            main(argv)
        assert stopped.value.code == 2
        one_line(capsys.readouterr().err)


def test_simulate_with_no_games_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "0"]) == 2
    assert "--games must be at least 1" in one_line(capsys.readouterr().err)


def test_render_draws_the_board_and_the_memories_of_a_saved_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    asyncio.run(play(tmp_path, ["ana: /shift reveal"], seed=1))
    for picture in ("board", "memories"):
        out = tmp_path / f"{picture}.png"
        flags = ["--db", str(tmp_path / "table.sqlite3"), "--channel", "1", "--out", str(out)]
        assert main(["render", picture, *flags]) == 0
        assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert capsys.readouterr().out == f"Wrote {out}.\n"


def test_a_finished_game_is_drawn_as_it_ended(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 36: `render` refused a finished game (naming a --channel 1 nobody gave) while `board` drew it."""
    asyncio.run(play(tmp_path, ["ana: /shift reveal", "ana: /campaign abandon"], seed=1))
    for picture in ("board", "memories"):
        out = tmp_path / f"{picture}.png"
        assert main(["render", picture, "--db", str(tmp_path / "table.sqlite3"), "--out", str(out)]) == 0
        assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_every_bad_render_command_line_is_one_sentence(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    asyncio.run(play(tmp_path, ["ana: /campaign new"], players=None, db_name="empty.sqlite3"))
    asyncio.run(play(tmp_path, ["ana: /shift reveal"], seed=1))
    db, empty, out = tmp_path / "table.sqlite3", tmp_path / "empty.sqlite3", str(tmp_path / "b.png")
    cases = [
        (["--db", str(tmp_path / "none.sqlite3"), "--channel", "1", "--out", out], "no such file"),
        (["--db", str(db), "--channel", "one", "--out", out], "--channel is a channel's id"),
        (["--db", str(db), "--channel", "0", "--out", out], "--channel is a channel's id"),
        (["--db", str(db), "--channel", "2", "--out", out], "--channel 2 in"),
        (["--db", str(empty), "--out", out], f"--db {empty}: no game has been played there yet"),
        (["--db", str(db), "--channel", "1", "--out", str(tmp_path / "b.jpg")], "a PNG file"),
        (["--db", str(db), "--channel", "1", "--out", str(tmp_path / "no" / "b.png")], "no folder"),
        (["--db", __file__, "--channel", "1", "--out", out], "not a SQLite database"),
    ]
    for flags, says in cases:
        assert main(["render", "board", *flags]) == 2, flags
        assert says in one_line(capsys.readouterr().err), flags


def test_the_end_of_the_input_mid_scenario_is_one_sentence_and_not_zero(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "local", "--players", "ana,ben", "--db", str(tmp_path / "t.sqlite3")],
        input="",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 1
    assert one_line(done.stderr).startswith("End of input: the scenario was left unfinished (it is saved")


# A shell running this suite in the background (`cmd &`) starts it with Ctrl-C ignored, and the table would
# inherit that; a person's terminal never ignores it. (Not preexec_fn: it is unsafe with threads running.)
CTRL_C_AS_AT_A_TERMINAL = (
    "import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "runpy.run_module('bot', run_name='__main__', alter_sys=True)"
)


def test_ctrl_c_at_a_piped_table_is_one_sentence(tmp_path: Path) -> None:
    process = subprocess.Popen(
        [
            sys.executable,
            "-c",
            CTRL_C_AS_AT_A_TERMINAL,
            "local",
            "--players",
            "ana,ben",
            "--db",
            str(tmp_path / "t.sqlite3"),
        ],
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
    assert process.returncode == 130, err
    assert one_line(err).startswith("Stopped (Ctrl-C): the game is saved")


def fake_token(user_id: int) -> str:
    """A token shaped as Discord's: base64 of the bot's id, then two parts we never read (not a real token)."""
    import base64

    return base64.b64encode(str(user_id).encode()).decode().rstrip("=") + ".AAAAAA.not-a-real-token-at-all"


def exactly(*names: str) -> object:
    import discord

    return discord.Permissions(**dict.fromkeys(names, True))


def test_invite_prints_the_link_with_the_permissions_the_bot_checks(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import discord

    from bot.app.channel_permissions import NIGHTS, POSTING, VOICE_NIGHTS

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", fake_token(987654321098765432))
    assert main(["invite"]) == 0
    link = capsys.readouterr().out.splitlines()[0]
    asked = discord.Permissions(int(link.rsplit("permissions=", 1)[1]))
    assert "client_id=987654321098765432&" in link and "scope=bot+applications.commands" in link
    assert asked == exactly(*POSTING, *NIGHTS, *VOICE_NIGHTS)
    assert not asked.administrator and not asked.manage_channels  # nothing the bot does not use

    assert main(["invite", "--no-nights", "--client-id", "42"]) == 0
    link = capsys.readouterr().out.splitlines()[0]
    assert "client_id=42&" in link
    assert discord.Permissions(int(link.rsplit("=", 1)[1])) == exactly(*POSTING)

    assert main(["invite", "--stage", "--client-id", "42"]) == 0
    stage = discord.Permissions(int(capsys.readouterr().out.splitlines()[0].rsplit("=", 1)[1]))
    assert stage.manage_channels and stage.mute_members and stage.move_members


def test_invite_without_a_token_or_an_id_is_one_sentence(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env here
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["invite"]) == 2
    assert "--client-id" in one_line(capsys.readouterr().err)
    with pytest.raises(SystemExit) as stopped:
        main(["invite", "--client-id", "my-bot"])
    assert stopped.value.code == 2
    assert "not an application id" in one_line(capsys.readouterr().err)
