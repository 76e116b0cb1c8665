"""Numbered SQL migrations, applied in order at start; each one once (RoboDanny's habit).

`db/migrations/NNNN_name.sql` files are shipped as package data. The versions
applied are recorded in `schema_migrations`, so running `migrate` again is a
no-op; a database written by a newer bot (a version this code does not know)
is refused rather than used.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from importlib import resources

import aiosqlite

_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


class SchemaTooNew(RuntimeError):
    """The database was migrated by a newer version of the bot."""


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


def shipped_migrations() -> list[Migration]:
    found = []
    for entry in resources.files("db").joinpath("migrations").iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match.group(1)), match.group(2), entry.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    versions = [m.version for m in found]
    if versions != list(range(1, len(found) + 1)):
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
    known = {m.version for m in migrations}
    unknown = sorted(done - known)
    if unknown:
        raise SchemaTooNew(
            f"this database has schema migrations {unknown} that this version of the bot does not know; "
            "run a newer version of the bot (or restore a backup made with this one)"
        )
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
