"""Numbered SQL migrations, applied in order at start; each one once (RoboDanny's habit).

`db/migrations/NNNN_name.sql` (SQLite) and `db/migrations/postgres/NNNN_name.sql`
(PostgreSQL) are shipped as package data: the same numbers and names in both
dialects, so a version means the same schema in either (tests check it). The
versions applied are recorded in `schema_migrations`, so running `migrate`
again is a no-op; a database written by a newer bot (a version this code does
not know) is refused rather than used.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Literal

import aiosqlite

if TYPE_CHECKING:
    import asyncpg

Dialect = Literal["sqlite", "postgres"]
_FOLDERS: dict[str, tuple[str, ...]] = {"sqlite": ("migrations",), "postgres": ("migrations", "postgres")}
# Two processes starting at once migrate one after the other (pg_advisory_lock): any fixed 64-bit key.
_PG_MIGRATION_LOCK = 0x486F6C64696E674F  # "HoldingO"

_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")
# Numbers another branch has taken and not yet merged: the numbering may skip them, and only them. A database
# that gets one of them later applies it then (migrations of different numbers touch different tables).
RESERVED = frozenset({7})


class SchemaTooNew(RuntimeError):
    """The database was migrated by a newer version of the bot."""


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


def shipped_migrations(dialect: Dialect = "sqlite") -> list[Migration]:
    found = []
    for entry in resources.files("db").joinpath(*_FOLDERS[dialect]).iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match.group(1)), match.group(2), entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    versions = [m.version for m in found]
    gaps = set(range(1, max(versions, default=0) + 1)) - set(versions) - RESERVED
    if gaps or len(set(versions)) != len(versions):
        raise RuntimeError(f"migrations must be numbered 0001, 0002, … without gaps; found {versions}")
    return found


async def applied_versions(conn: aiosqlite.Connection) -> list[int]:
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations"
        " (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
    )
    async with conn.execute("SELECT version FROM schema_migrations ORDER BY version") as cursor:
        return [row[0] for row in await cursor.fetchall()]


async def migrate(conn: aiosqlite.Connection, migrations: list[Migration] | None = None) -> list[int]:
    """Apply every migration not yet applied, each in its own transaction; return the versions applied."""
    migrations = shipped_migrations() if migrations is None else migrations
    done = set(await applied_versions(conn))
    _refuse_unknown(done, migrations)
    applied = []
    for migration in migrations:
        if migration.version in done:
            continue
        # executescript commits any open transaction first; the script carries its own BEGIN/COMMIT,
        # so a failing statement leaves the migration (and its record) unapplied.
        script = (
            "BEGIN IMMEDIATE;\n"
            f"{migration.sql}\n;\n"
            "INSERT INTO schema_migrations (version, name, applied_at)"
            f" VALUES ({migration.version}, '{migration.name}', {time.time()!r});\n"
            "COMMIT;"
        )
        try:
            await conn.executescript(script)
        except Exception:
            if conn.in_transaction:
                await conn.rollback()
            raise
        applied.append(migration.version)
    return applied


def _refuse_unknown(done: set[int], migrations: list[Migration]) -> None:
    unknown = sorted(done - {m.version for m in migrations})
    if unknown:
        raise SchemaTooNew(
            f"this database has schema migrations {unknown} that this version of the bot does not know; "
            "run a newer version of the bot (or restore a backup made with this one)"
        )


async def applied_versions_postgres(conn: asyncpg.Connection) -> list[int]:
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations"
        " (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)"
    )
    return [row[0] for row in await conn.fetch("SELECT version FROM schema_migrations ORDER BY version")]


async def migrate_postgres(conn: asyncpg.Connection, migrations: list[Migration] | None = None) -> list[int]:
    """PostgreSQL: every migration not yet applied, each in its own transaction (DDL is transactional there).

    Holds a session advisory lock meanwhile, so processes starting together
    migrate one after the other and the later ones find nothing to do.
    """
    migrations = shipped_migrations("postgres") if migrations is None else migrations
    await conn.execute("SELECT pg_advisory_lock($1)", _PG_MIGRATION_LOCK)
    try:
        done = set(await applied_versions_postgres(conn))
        _refuse_unknown(done, migrations)
        applied = []
        for migration in migrations:
            if migration.version in done:
                continue
            async with conn.transaction():
                await conn.execute(migration.sql)
                await conn.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                    migration.version,
                    migration.name,
                    time.time(),
                )
            applied.append(migration.version)
        return applied
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", _PG_MIGRATION_LOCK)
