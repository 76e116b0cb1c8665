"""Settings (bot/config.py) and `python -m bot` without a token (bot/app/run.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import VARIABLES, ConfigError, MissingToken, load_settings
from db.shards import Shards

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.fake-token-for-tests"


def test_python_m_bot_without_a_token_says_how_to_get_one(tmp_path: Path) -> None:
    # An empty environment (no DISCORD_TOKEN, no PYTHONPATH) in a folder without .env.
    result = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env={}, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    sentence = lines[0]
    assert sentence.startswith("DISCORD_TOKEN") and sentence.endswith(".")
    for hint in ("Developer Portal", "Bot", "Reset Token", ".env"):
        assert hint in sentence


def test_a_bad_variable_stops_python_m_bot_with_one_sentence(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\nDEV_GUILD_ID=my-server\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env={}, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("DEV_GUILD_ID must be a server id")
    assert TOKEN not in result.stderr and "Traceback" not in result.stderr


def test_defaults(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    settings = load_settings({"DISCORD_TOKEN": TOKEN})
    assert settings.discord_token.get_secret_value() == TOKEN
    assert settings.database_path == tmp_path / "holding_on.sqlite3"
    assert settings.content_dir is None and settings.dev_guild_id is None and settings.log_level == "INFO"


def test_env_file_is_read_and_the_environment_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pack").mkdir()
    (tmp_path / ".env").write_text(
        f"DISCORD_TOKEN={TOKEN}\nDATABASE_PATH=data/campaigns.sqlite3\nCONTENT_DIR=pack\n"
        "DEV_GUILD_ID=123456789012345678\nLOG_LEVEL=debug\n",
        encoding="utf-8",
    )
    settings = load_settings({"LOG_LEVEL": "WARNING"})
    assert settings.database_path == tmp_path / "data" / "campaigns.sqlite3"
    assert settings.content_dir == tmp_path / "pack"
    assert settings.dev_guild_id == 123456789012345678
    assert settings.log_level == "WARNING"


def test_blank_values_count_as_unset(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "CONTENT_DIR": "", "DEV_GUILD_ID": " ", "LOG_LEVEL": ""})
    assert settings.content_dir is None and settings.dev_guild_id is None and settings.log_level == "INFO"
    with pytest.raises(MissingToken):
        load_settings({"DISCORD_TOKEN": "   "})


@pytest.mark.parametrize(
    ("environ", "variable", "fragment"),
    [
        ({"DEV_GUILD_ID": "abc"}, "DEV_GUILD_ID", "server id"),
        ({"DEV_GUILD_ID": "-5"}, "DEV_GUILD_ID", "server id"),
        ({"LOG_LEVEL": "loud"}, "LOG_LEVEL", "DEBUG, INFO, WARNING, ERROR, CRITICAL"),
        ({"CONTENT_DIR": "no-such-folder"}, "CONTENT_DIR", "content pack folder"),
        ({"DATABASE_PATH": "."}, "DATABASE_PATH", "is a folder"),
        ({"DATABASE_URL": "mysql://u:hunter2@db/x"}, "DATABASE_URL", "must be a PostgreSQL URL"),
        ({"DATABASE_URL": "postgresql://u:hunter2@db:99999/x"}, "DATABASE_URL", "must be a PostgreSQL URL"),
        ({"DATABASE_URL": "postgresql://u:hunter2@db/x", "DATABASE_PATH": "x.sqlite3"}, "DATABASE_URL", "not both"),
        ({"SHARD_COUNT": "two"}, "SHARD_COUNT", "whole number of shards"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT", "from 1 to 4096"),
        ({"SHARD_IDS": "0"}, "SHARD_IDS", "needs SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0-2"}, "SHARD_IDS", "shards 0 to 1"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "1,1"}, "SHARD_IDS", "each once"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "one"}, "SHARD_IDS", "like 0,1 or 0-3"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, "SHARD_IDS", "set DATABASE_URL"),
    ],
)
def test_a_bad_value_is_one_sentence_naming_the_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, environ: dict[str, str], variable: str, fragment: str
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ConfigError) as caught:
        load_settings({"DISCORD_TOKEN": TOKEN, **environ})
    message = str(caught.value)
    assert caught.value.variable == variable and message.startswith(variable) and fragment in message
    assert message.count(". ") == 0 and message.endswith(".") and "\n" not in message
    assert TOKEN not in message and "hunter2" not in message


def test_shards_and_a_postgresql_url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    url = "postgresql://holding_on:hunter2@db:5432/holding_on"
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": url, "SHARD_COUNT": "6", "SHARD_IDS": "4-5,0"})
    assert settings.database_url.get_secret_value() == url and "hunter2" not in repr(settings)
    assert settings.shard_count == 6 and settings.shard_ids == (0, 4, 5)
    assert settings.shards == Shards(6, (0, 4, 5))
    every = load_settings({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "2", "SHARD_IDS": "0,1"})  # SQLite, every shard
    assert every.shards is None and every.database_url is None
    alone = load_settings({"DISCORD_TOKEN": TOKEN})
    assert alone.shard_count is None and alone.shard_ids is None and alone.shards is None


@pytest.mark.parametrize(
    ("token", "fragment"),
    [("paste-your-bot-token-here", "placeholder"), (f"Bot {TOKEN}", "without the 'Bot '"), ("two words", "spaces")],
)
def test_a_wrong_token_is_explained_without_echoing_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, token: str, fragment: str
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ConfigError) as caught:
        load_settings({"DISCORD_TOKEN": token})
    assert caught.value.variable == "DISCORD_TOKEN" and fragment in str(caught.value)
    assert token not in str(caught.value)


def test_the_token_never_shows_in_a_repr(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    settings = load_settings({"DISCORD_TOKEN": TOKEN})
    assert TOKEN not in repr(settings) and TOKEN not in str(settings.model_dump())


def test_env_example_documents_every_variable_without_a_real_token() -> None:
    root = Path(__file__).resolve().parents[2]
    example = (root / ".env.example").read_text(encoding="utf-8")
    for variable in VARIABLES:
        assert f"\n{variable}=" in example
    assert "DISCORD_TOKEN=paste-your-bot-token-here" in example
    assert (root / "Procfile").read_text(encoding="utf-8").strip() == "worker: python -m bot"


def test_the_example_env_file_is_refused_as_it_ships(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = Path(__file__).resolve().parents[2]
    (tmp_path / ".env").write_text((root / ".env.example").read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ConfigError, match="placeholder"):
        load_settings({key: value for key, value in os.environ.items() if key != "DISCORD_TOKEN"})
