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
from typing import Literal

from dotenv import dotenv_values
from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator

DEFAULT_DATABASE_FILE = "holding_on.sqlite3"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
TOKEN_PLACEHOLDER = "paste-your-bot-token-here"  # the value .env.example ships with

HOW_TO_GET_A_TOKEN = (
    "create one in the Discord Developer Portal (https://discord.com/developers/applications: "
    "your application → Bot → Reset Token) and put it in .env as DISCORD_TOKEN=… (see .env.example)"
)

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]


class ConfigError(Exception):
    """A setting is missing or wrong; `str(error)` is one sentence naming the variable."""

    def __init__(self, variable: str, sentence: str):
        super().__init__(sentence)
        self.variable = variable


class MissingToken(ConfigError):
    """DISCORD_TOKEN is not set (or blank)."""


class Settings(BaseModel):
    """What the bot needs to run; build it with `load_settings()` rather than by hand."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    discord_token: SecretStr = Field(description="DISCORD_TOKEN: the bot's token from the Developer Portal")
    database_path: Path = Field(
        default_factory=lambda: Path.cwd() / DEFAULT_DATABASE_FILE,
        description="DATABASE_PATH: the SQLite file; it must live on persistent storage",
    )
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
}
_FIELD_TO_VARIABLE = {field: variable for variable, field in VARIABLES.items()}


def load_settings(environ: Mapping[str, str] | None = None, env_file: Path | str | None = ".env") -> Settings:
    """Read the settings from `environ` (default: the process environment) over `env_file`.

    `env_file` is read relative to the working directory and is optional: a
    missing file is not an error. Blank values count as unset. Raises
    `MissingToken` or `ConfigError` with one sentence naming the variable.
    """
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
        if value:
            raw[field] = value

    if "discord_token" not in raw:
        raise MissingToken("DISCORD_TOKEN", f"DISCORD_TOKEN is not set: {HOW_TO_GET_A_TOKEN}.")
    try:
        settings = Settings.model_validate(raw)
    except ValidationError as error:
        first = error.errors()[0]
        field = str(first["loc"][0]) if first["loc"] else "discord_token"
        variable = _FIELD_TO_VARIABLE.get(field, field.upper())
        raise ConfigError(variable, _sentence(variable, raw.get(field, ""), first["msg"])) from None
    return _resolved(settings)


def _resolved(settings: Settings) -> Settings:
    """Make paths absolute (relative to the working directory) and check CONTENT_DIR exists."""
    database_path = settings.database_path.expanduser()
    if not database_path.is_absolute():
        database_path = Path.cwd() / database_path
    if database_path.is_dir():
        raise ConfigError("DATABASE_PATH", f"DATABASE_PATH must name a file, but {database_path} is a folder.")
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
    return f"{variable} is not valid ({value!r}): {reason}."
