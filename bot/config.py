"""Settings from the environment and `.env`, validated before anything connects.

The process environment wins over `.env` (a host's dashboard sets real
variables; `.env` is for a laptop). Every problem is reported as ONE sentence
naming the variable, so `python -m bot` can print it and stop without a
traceback. The token is a `SecretStr`: it never appears in a repr, a log line
or an error message.

This module does not import discord.py: `python -m bot` without a token must
answer quickly and clearly even on a broken install.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Literal, TypeVar
from urllib.parse import urlsplit

from dotenv import dotenv_values
from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator

from db.shards import Shards

DEFAULT_DATABASE_FILE = "holding_on.sqlite3"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
TOKEN_PLACEHOLDER = "paste-your-bot-token-here"  # the value .env.example ships with

HOW_TO_GET_A_TOKEN = (
    "create one in the Discord Developer Portal (https://discord.com/developers/applications: "
    "your application → Bot → Reset Token) and put it in .env as DISCORD_TOKEN=… (see .env.example)"
)

MAX_SHARDS = 4096  # far beyond any bot this serves; a typo (SHARD_COUNT=10000) is refused instead
DATABASE_URL_EXAMPLE = "postgresql://holding_on:password@db.example.org:5432/holding_on"

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]


class ConfigError(Exception):
    """A setting is missing or wrong; `str(error)` is one sentence naming the variable."""

    def __init__(self, variable: str, sentence: str):
        super().__init__(sentence)
        self.variable = variable


class MissingToken(ConfigError):
    """DISCORD_TOKEN is not set (or blank)."""


class DatabaseSettings(BaseModel):
    """Where campaigns are kept, and which shards this process serves (all `python -m bot` commands need these)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    database_path: Path = Field(
        default_factory=lambda: Path.cwd() / DEFAULT_DATABASE_FILE,
        description="DATABASE_PATH: the SQLite file; it must live on persistent storage",
    )
    database_url: SecretStr | None = Field(
        default=None,
        description="DATABASE_URL: postgresql://… to keep campaigns in PostgreSQL (several processes) instead",
    )
    shard_count: int | None = Field(
        default=None, ge=1, le=MAX_SHARDS, description="SHARD_COUNT: Discord shards across every process"
    )
    shard_ids: tuple[int, ...] | None = Field(
        default=None, description="SHARD_IDS: the shards this process runs, e.g. 0,1 or 0-3 (default: all)"
    )

    @property
    def shards(self) -> Shards | None:
        """The shards this process serves, when it serves only some of them (None: every shard)."""
        if self.shard_count is None or self.shard_ids is None:
            return None
        if set(self.shard_ids) == set(range(self.shard_count)):
            return None
        return Shards(self.shard_count, self.shard_ids)

    @field_validator("database_url")
    @classmethod
    def _a_postgres_url(cls, url: SecretStr | None) -> SecretStr | None:
        if url is None:
            return None
        value = url.get_secret_value()
        scheme = value.split("://", 1)[0].lower() if "://" in value else ""
        if scheme not in ("postgresql", "postgres"):
            raise ValueError("scheme")
        try:
            urlsplit(value).port  # noqa: B018 - a bad port raises here
        except ValueError:
            raise ValueError("unparsable") from None
        return url

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _shard_list(cls, value: object) -> object:
        return parse_shard_ids(value) if isinstance(value, str) else value


class Settings(DatabaseSettings):
    """What the bot needs to run; build it with `load_settings()` rather than by hand."""

    discord_token: SecretStr = Field(description="DISCORD_TOKEN: the bot's token from the Developer Portal")
    content_dir: Path | None = Field(default=None, description="CONTENT_DIR: a content pack folder (default: shipped)")
    dev_guild_id: int | None = Field(
        default=None, gt=0, description="DEV_GUILD_ID: sync commands to this server only (instant, for development)"
    )
    log_level: LogLevel = Field(default="INFO", description="LOG_LEVEL: DEBUG, INFO, WARNING, ERROR or CRITICAL")

    @field_validator("discord_token")
    @classmethod
    def _token_is_plausible(cls, token: SecretStr) -> SecretStr:
        value = token.get_secret_value()
        if not value.strip():
            raise ValueError("blank")
        if value.strip() == TOKEN_PLACEHOLDER:
            raise ValueError("placeholder")
        if value.lower().startswith("bot "):
            raise ValueError("prefixed")
        if any(ch.isspace() for ch in value):
            raise ValueError("whitespace")
        return token

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper_case_level(cls, level: object) -> object:
        return level.strip().upper() if isinstance(level, str) else level


# Environment variable -> Settings field.
VARIABLES: dict[str, str] = {
    "DISCORD_TOKEN": "discord_token",
    "DATABASE_PATH": "database_path",
    "CONTENT_DIR": "content_dir",
    "DEV_GUILD_ID": "dev_guild_id",
    "LOG_LEVEL": "log_level",
    "DATABASE_URL": "database_url",
    "SHARD_COUNT": "shard_count",
    "SHARD_IDS": "shard_ids",
}
_FIELD_TO_VARIABLE = {field: variable for variable, field in VARIABLES.items()}
_Model = TypeVar("_Model", bound=DatabaseSettings)


def load_settings(environ: Mapping[str, str] | None = None, env_file: Path | str | None = ".env") -> Settings:
    """Read the settings from `environ` (default: the process environment) over `env_file`.

    `env_file` is read relative to the working directory and is optional: a
    missing file is not an error. Blank values count as unset. Raises
    `MissingToken` or `ConfigError` with one sentence naming the variable.
    """
    raw = _raw(environ, env_file, Settings)
    if "discord_token" not in raw:
        raise MissingToken("DISCORD_TOKEN", f"DISCORD_TOKEN is not set: {HOW_TO_GET_A_TOKEN}.")
    return _resolved(_validated(Settings, raw), database_path_set="database_path" in raw)


def load_database_settings(
    environ: Mapping[str, str] | None = None, env_file: Path | str | None = ".env"
) -> DatabaseSettings:
    """The database settings alone (no token needed): for `migrate`, `export-all` and `import-all`."""
    raw = _raw(environ, env_file, DatabaseSettings)
    return _resolved(_validated(DatabaseSettings, raw), database_path_set="database_path" in raw)


def _raw(environ: Mapping[str, str] | None, env_file: Path | str | None, model: type[BaseModel]) -> dict[str, str]:
    """The non-blank values of the model's variables (the environment over `env_file`), by field name."""
    values: dict[str, str] = {}
    if env_file is not None and Path(env_file).is_file():
        try:
            values.update({key: value for key, value in dotenv_values(env_file).items() if value is not None})
        except UnicodeDecodeError:
            raise ConfigError(".env", f"{env_file} is not UTF-8 text: save it as UTF-8 (see .env.example).") from None
        except OSError as error:
            raise ConfigError(".env", f"{env_file} cannot be read ({error.strerror}).") from None
    values.update(os.environ if environ is None else environ)
    raw: dict[str, str] = {}
    for variable, field in VARIABLES.items():
        value = values.get(variable, "").strip()
        if value and field in model.model_fields:
            raw[field] = value
    return raw


def _validated(model: type[_Model], raw: dict[str, str]) -> _Model:
    try:
        return model.model_validate(raw)
    except ValidationError as error:
        first = error.errors()[0]
        field = str(first["loc"][0]) if first["loc"] else "discord_token"
        variable = _FIELD_TO_VARIABLE.get(field, field.upper())
        raise ConfigError(variable, _sentence(variable, raw.get(field, ""), first["msg"])) from None


def parse_shard_ids(text: str) -> tuple[int, ...]:
    """'0,1' or '0-3,6' as shard numbers, in order, each once; ValueError when it is not such a list."""
    ids: list[int] = []
    for part in text.replace(" ", "").split(","):
        first, dash, last = part.partition("-")
        if not first.isdigit() or (dash and not last.isdigit()):
            raise ValueError("shard list")
        ids += range(int(first), int(last) + 1) if dash else [int(first)]
    if not ids or len(set(ids)) != len(ids):
        raise ValueError("shard list")
    return tuple(sorted(ids))


def _check_deployment(settings: DatabaseSettings, *, database_path_set: bool) -> None:
    """The settings that only make sense together: one database, and shards that fit SHARD_COUNT."""
    if settings.database_url is not None and database_path_set:
        raise ConfigError(
            "DATABASE_URL",
            "DATABASE_URL and DATABASE_PATH are both set: keep DATABASE_URL for PostgreSQL or DATABASE_PATH "
            "for SQLite, not both.",
        )
    if settings.shard_ids is None:
        return
    if settings.shard_count is None:
        raise ConfigError(
            "SHARD_IDS",
            "SHARD_IDS needs SHARD_COUNT, the number of shards across every process (such as SHARD_COUNT=4).",
        )
    if settings.shard_ids[-1] >= settings.shard_count:
        raise ConfigError(
            "SHARD_IDS",
            f"SHARD_IDS must name shards 0 to {settings.shard_count - 1} (SHARD_COUNT is {settings.shard_count}), "
            f"not {settings.shard_ids[-1]}.",
        )
    if settings.shards is not None and settings.database_url is None:
        raise ConfigError(
            "SHARD_IDS",
            "SHARD_IDS leaves some shards to other processes, and processes can share only a PostgreSQL "
            "database: set DATABASE_URL (SQLite serves one process running every shard).",
        )


def _resolved(settings: _Model, *, database_path_set: bool) -> _Model:
    """Check the settings that go together, make paths absolute (from the working directory), check CONTENT_DIR."""
    _check_deployment(settings, database_path_set=database_path_set)
    database_path = settings.database_path.expanduser()
    if not database_path.is_absolute():
        database_path = Path.cwd() / database_path
    if database_path.is_dir():
        raise ConfigError("DATABASE_PATH", f"DATABASE_PATH must name a file, but {database_path} is a folder.")
    if not isinstance(settings, Settings):
        return settings.model_copy(update={"database_path": database_path})
    content_dir = settings.content_dir
    if content_dir is not None:
        content_dir = content_dir.expanduser()
        if not content_dir.is_absolute():
            content_dir = Path.cwd() / content_dir
        if not content_dir.is_dir():
            raise ConfigError(
                "CONTENT_DIR", f"CONTENT_DIR must name a content pack folder, but {content_dir} is not one."
            )
    return settings.model_copy(update={"database_path": database_path, "content_dir": content_dir})


def database_problem(path: Path) -> str | None:
    """Why the bot could not keep its database at `path` (one sentence), or None. Creates nothing."""
    folder = path.parent
    if path.is_dir():
        return f"DATABASE_PATH must name a file, but {path} is a folder."
    if folder.exists() and not folder.is_dir():
        return f"DATABASE_PATH is {path}, but {folder} is a file, not a folder: choose another path."
    if not folder.is_dir():
        return f"DATABASE_PATH is {path}, but the folder {folder} does not exist: create it, or choose another path."
    if path.exists():
        if not os.access(path, os.R_OK | os.W_OK):
            return f"DATABASE_PATH is {path}, but the bot may not write that file: give it write permission."
    elif not os.access(folder, os.W_OK | os.X_OK):
        return f"DATABASE_PATH is {path}, but the bot may not create files in {folder}: choose a writable folder."
    return None


def _sentence(variable: str, value: str, reason: str) -> str:
    if variable == "DISCORD_TOKEN":
        # Never echo the token, not even a wrong one.
        if "placeholder" in reason:
            return f"DISCORD_TOKEN is still the placeholder from .env.example: {HOW_TO_GET_A_TOKEN}."
        if "prefixed" in reason:
            return "DISCORD_TOKEN must be the token alone, without the 'Bot ' in front of it."
        return f"DISCORD_TOKEN does not look like a bot token (it contains spaces): {HOW_TO_GET_A_TOKEN}."
    if variable == "DEV_GUILD_ID":
        return (
            f"DEV_GUILD_ID must be a server id (a positive whole number; in Discord: Developer Mode, "
            f"then right-click the server → Copy Server ID), not {value!r}."
        )
    if variable == "LOG_LEVEL":
        return f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {value!r}."
    if variable == "DATABASE_URL":
        # Never echo the URL: it may hold a password.
        return f"DATABASE_URL must be a PostgreSQL URL such as {DATABASE_URL_EXAMPLE} (or unset, for SQLite)."
    if variable == "SHARD_COUNT":
        return f"SHARD_COUNT must be a whole number of shards from 1 to {MAX_SHARDS}, not {value!r}."
    if variable == "SHARD_IDS":
        return f"SHARD_IDS must list shard numbers like 0,1 or 0-3 (each once), not {value!r}."
    return f"{variable} is not valid ({value!r}): {reason}."
