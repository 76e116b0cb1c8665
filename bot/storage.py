"""Where the bot keeps its campaigns: PostgreSQL when DATABASE_URL is set, else SQLite at DATABASE_PATH.

One place that reads the settings and opens the store, for the bot, `python -m bot migrate`,
`export-all` and `import-all`; and one sentence for a database that cannot be opened, which names
the file or the server and database but never the URL's password.
"""

from __future__ import annotations

import sqlite3

import asyncpg

from bot.config import DatabaseSettings
from db.postgres import PostgresStore, describe_url
from db.sqlite import SqliteStore
from db.store import Store, StoreError

# What opening a store raises when the database is unreachable, refuses us, or is not ours to use.
OPEN_ERRORS = (OSError, TimeoutError, sqlite3.Error, StoreError, asyncpg.PostgresError, asyncpg.InterfaceError)


class CannotOpen(Exception):
    """The store could not be opened (one of OPEN_ERRORS, or a database from a newer bot): `error` says why."""

    def __init__(self, error: BaseException):
        super().__init__(str(error))
        self.error = error


async def open_store(settings: DatabaseSettings) -> Store:
    """The store the settings name, migrated; a PostgreSQL store claims only its shards' DMs."""
    if settings.database_url is not None:
        return await PostgresStore.open(settings.database_url.get_secret_value(), shards=settings.shards)
    return await SqliteStore.open(str(settings.database_path))


def database_name(settings: DatabaseSettings) -> str:
    if settings.database_url is not None:
        return f"PostgreSQL database {describe_url(settings.database_url.get_secret_value())}"
    return f"SQLite file {settings.database_path}"


def cannot_open(settings: DatabaseSettings, error: BaseException) -> str:
    """One sentence: which database, what went wrong, what to check."""
    reason = str(error)
    if settings.database_url is not None:
        url = settings.database_url.get_secret_value()
        password = _password(url)
        reason = reason.replace(url, "DATABASE_URL")
        if password:
            reason = reason.replace(password, "***")
        check = "check DATABASE_URL, that the server is running and reachable, and the user's password and rights"
    else:
        check = "check that DATABASE_PATH names a writable file on persistent storage"
    reason = " ".join(reason.split()).rstrip(".")
    return f"The bot cannot open its {database_name(settings)} ({type(error).__name__}: {reason}): {check}."


def _password(url: str) -> str | None:
    from urllib.parse import urlsplit

    try:
        return urlsplit(url).password
    except ValueError:
        return None
