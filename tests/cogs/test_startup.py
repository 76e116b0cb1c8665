"""Start-up speaks sentences, not tracebacks (issue 11): `.env`, DATABASE_PATH, a wrong token, a broken pack.

Each problem stops `python -m bot` with a non-zero status and one line that
says what to change; nothing is left behind (no empty database for a token
Discord refused), and no warning about voice libraries the bot never uses.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.app import run
from bot.config import ConfigError, load_settings
from tests.content.packs import copy_shipped

ROOT = Path(__file__).resolve().parents[2]


def test_an_env_file_that_is_not_utf8_is_one_sentence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_bytes(b"DISCORD_TOKEN=caf\xe9\n")  # Latin-1, as an old editor saves it
    with pytest.raises(ConfigError, match=r"\.env is not UTF-8 text: save it as UTF-8"):
        load_settings({})


def _python_m_bot(tmp_path: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "DATABASE_PATH", "CONTENT_DIR")}
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**clean, "PYTHONPATH": str(ROOT), **env},
        timeout=120,
    )


@pytest.mark.parametrize("where", ["missing/folder/campaigns.sqlite3", "a-file/campaigns.sqlite3"])
def test_a_database_path_that_cannot_be_written_is_one_line_and_creates_nothing(tmp_path: Path, where: str) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    done = _python_m_bot(tmp_path, {"DISCORD_TOKEN": "some.bot.token", "DATABASE_PATH": str(tmp_path / where)})
    assert done.returncode == 2
    assert done.stderr.startswith("The bot cannot start: DATABASE_PATH is ") and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert not (tmp_path / "missing").exists()


def test_a_token_discord_refuses_leaves_no_database_and_no_voice_warnings(tmp_path: Path) -> None:
    script = tmp_path / "start.py"
    script.write_text(
        textwrap.dedent(
            """
            import sys
            import discord
            from discord.http import HTTPClient

            async def refuse(self, token):
                raise discord.LoginFailure("Improper token has been passed.")

            HTTPClient.static_login = refuse  # Discord's answer to a wrong token, without the network
            from bot.app.run import main
            sys.exit(main())
            """
        ),
        encoding="utf-8",
    )
    database = tmp_path / "campaigns.sqlite3"
    done = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "garbage", "DATABASE_PATH": str(database)},
        timeout=120,
    )
    assert done.returncode == 1, done.stderr
    assert "Discord refused DISCORD_TOKEN" in done.stderr and "Traceback" not in done.stderr
    assert "PyNaCl" not in done.stderr and "davey" not in done.stderr
    assert not database.exists() and not list(tmp_path.glob("*.sqlite3*"))


def _pack_with(tmp_path: Path, extra: str) -> Path:
    root = copy_shipped(tmp_path)
    with (root / "events.toml").open("a", encoding="utf-8") as handle:
        handle.write(extra)
    return root


@pytest.mark.parametrize(
    ("extra", "says"),
    [
        ("\nnested = " + "[" * 3000 + "]" * 3000 + "\n", "nested more than 32 deep"),
        ('\nhuge = "' + "a" * (5 * 1024 * 1024) + '"\n', "larger than 5 MB"),
    ],
    ids=["deeply nested", "huge"],
)
def test_a_deeply_nested_or_huge_pack_is_a_problem_not_a_crash(
    tmp_path: Path, extra: str, says: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    root = _pack_with(tmp_path, extra)
    assert main(["content", "check", str(root)]) == 1
    err = capsys.readouterr().err
    assert f"content/events.toml: {says}" in err and "Traceback" not in err
    monkeypatch.chdir(tmp_path)
    for name, value in {
        "DISCORD_TOKEN": "some.bot.token",
        "CONTENT_DIR": str(root),
        "DATABASE_PATH": str(tmp_path / "db.sqlite3"),
    }.items():
        monkeypatch.setenv(name, value)
    assert run.main() == 2
    assert says in capsys.readouterr().err and not (tmp_path / "db.sqlite3").exists()
