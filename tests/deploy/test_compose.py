"""compose.yaml and the image it builds, checked by reading them (docker cannot run in CI).

The bots' environments are substituted as compose would and loaded with the
bot's own settings loader, so a variable the bot does not know, a shard run
twice or never, or a bot on SQLite fails here rather than on a host.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from bot.config import VARIABLES, load_settings

ROOT = Path(__file__).resolve().parents[2]
HOST_ENV = {"DISCORD_TOKEN": "MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.fake-token-for-tests", "POSTGRES_PASSWORD": "s3cret"}
_VARIABLE = re.compile(r"\$\{(\w+)(?::\?[^}]*)?\}")


def _compose() -> dict:
    return yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))


def _substituted(value: str, env: dict[str, str]) -> str:
    """${NAME} and ${NAME:?message} as compose substitutes them from .env (a missing one fails, as in compose)."""
    return _VARIABLE.sub(lambda m: env[m.group(1)], value)


def _bots(compose: dict) -> dict[str, dict]:
    return {name: service for name, service in compose["services"].items() if name.startswith("bot-")}


def test_postgres_keeps_its_data_on_a_volume_and_says_when_it_is_ready():
    postgres = _compose()["services"]["postgres"]
    assert postgres["image"].startswith("postgres:")
    assert any(volume.endswith(":/var/lib/postgresql/data") for volume in postgres["volumes"])
    assert "pg_isready" in " ".join(postgres["healthcheck"]["test"])


def test_the_tables_are_prepared_once_before_any_bot_starts():
    compose = _compose()
    migrate = compose["services"]["migrate"]
    assert migrate["command"] == ["python", "-m", "bot", "migrate"]
    assert migrate["depends_on"]["postgres"]["condition"] == "service_healthy"
    for bot in _bots(compose).values():
        assert bot["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
        assert bot["restart"] == "unless-stopped"


def test_every_shard_is_run_by_exactly_one_bot_on_the_shared_database():
    compose = _compose()
    bots = _bots(compose)
    assert len(bots) >= 2
    url = _substituted(compose["services"]["migrate"]["environment"]["DATABASE_URL"], HOST_ENV)
    shards: list[int] = []
    counts = set()
    for name, bot in bots.items():
        environ = {key: _substituted(str(value), HOST_ENV) for key, value in bot["environment"].items()}
        assert set(environ) <= set(VARIABLES), f"{name} sets a variable the bot does not read"
        settings = load_settings(environ, env_file=None)  # refused here if compose's settings do not fit
        assert settings.database_url.get_secret_value() == url
        assert "@postgres:5432/" in url and "s3cret" in url
        counts.add(settings.shard_count)
        shards += settings.shard_ids
    (count,) = counts
    assert sorted(shards) == list(range(count))


def test_a_missing_secret_stops_compose_instead_of_starting_without_it():
    text = (ROOT / "compose.yaml").read_text(encoding="utf-8")
    for secret in HOST_ENV:
        uses = re.findall(r"\$\{" + secret + r"([^}]*)\}", text)
        assert uses and all(use.startswith(":?") for use in uses), secret
        with pytest.raises(KeyError):
            _substituted("${" + secret + ":?needed}", {})


def test_the_image_runs_the_bot_without_baking_in_secrets_or_databases():
    dockerfile = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    assert dockerfile.startswith("#") and "FROM python:3.11" in dockerfile
    assert 'CMD ["python", "-m", "bot"]' in dockerfile and "USER " in dockerfile
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()
    for secret_or_data in (".env", "*.sqlite3", ".git"):
        assert secret_or_data in ignored
