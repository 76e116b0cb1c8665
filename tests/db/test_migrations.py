"""Numbered migrations, in both dialects: applied from empty, recorded, a no-op when run again; a newer
database is refused; a failing migration leaves nothing half applied; both dialects ship the same numbers."""

from __future__ import annotations

import asyncio

import aiosqlite
import asyncpg
import pytest

from db.migrate import (
    Migration,
    SchemaTooNew,
    applied_versions,
    applied_versions_postgres,
    migrate,
    migrate_postgres,
    shipped_migrations,
)
from db.sqlite import SqliteStore
from tests.db.helpers import StoreTarget

TABLES = {"campaigns", "seats", "packs", "games", "actions", "outbox", "meta", "schema_migrations"}


@pytest.fixture(params=["sqlite", "postgres"])
def empty_target(request, tmp_path) -> StoreTarget:
    """A database of each kind that has never been migrated."""
    if request.param == "postgres":
        return StoreTarget("postgres", request.getfixturevalue("empty_postgres_url"))
    return StoreTarget("sqlite", str(tmp_path / "fresh.sqlite3"))


async def _tables(target) -> set[str]:
    if target.kind == "postgres":
        conn = await asyncpg.connect(target.where)
        try:
            rows = await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
        finally:
            await conn.close()
        return {row[0] for row in rows}
    async with (
        aiosqlite.connect(target.where) as conn,
        conn.execute("SELECT name FROM sqlite_master WHERE type='table'") as c,
    ):
        return {row[0] for row in await c.fetchall()}


async def _applied(target) -> list[int]:
    if target.kind == "postgres":
        conn = await asyncpg.connect(target.where)
        try:
            return await applied_versions_postgres(conn)
        finally:
            await conn.close()
    async with aiosqlite.connect(target.where) as conn:
        return await applied_versions(conn)


async def _record_future_migration(target) -> None:
    if target.kind == "postgres":
        conn = await asyncpg.connect(target.where)
        try:
            await conn.execute("INSERT INTO schema_migrations VALUES (9999, 'from_the_future', 0)")
        finally:
            await conn.close()
        return
    async with aiosqlite.connect(target.where) as conn:
        await conn.execute("INSERT INTO schema_migrations VALUES (9999, 'from_the_future', 0)")
        await conn.commit()


def test_both_dialects_ship_the_same_numbered_migrations():
    sqlite = [(m.version, m.name) for m in shipped_migrations("sqlite")]
    postgres = [(m.version, m.name) for m in shipped_migrations("postgres")]
    assert sqlite == postgres and sqlite[:2] == [(1, "initial"), (2, "meta")]


async def test_from_empty_every_migration_is_applied_and_recorded(empty_target):
    store = await empty_target.open()
    await store.close()
    assert await _tables(empty_target) >= TABLES
    assert await _applied(empty_target) == [m.version for m in shipped_migrations(empty_target.kind)]


async def test_running_again_is_a_no_op(empty_target):
    for _ in range(3):
        store = await empty_target.open()
        await store.close()
    assert await _applied(empty_target) == [m.version for m in shipped_migrations(empty_target.kind)]


async def test_a_database_from_a_newer_bot_is_refused(empty_target):
    store = await empty_target.open()
    await store.close()
    await _record_future_migration(empty_target)
    with pytest.raises(SchemaTooNew, match="9999"):
        await empty_target.open()


def _broken(dialect: str) -> list[Migration]:
    shipped = shipped_migrations(dialect)
    return [
        *shipped,
        Migration(shipped[-1].version + 1, "broken", "CREATE TABLE extra (x INTEGER); INSERT INTO nowhere VALUES (1);"),
    ]


async def test_a_failing_sqlite_migration_leaves_nothing_half_applied(tmp_path):
    shipped = [m.version for m in shipped_migrations()]
    async with aiosqlite.connect(tmp_path / "broken.sqlite3", isolation_level=None) as conn:
        with pytest.raises(aiosqlite.OperationalError):
            await migrate(conn, _broken("sqlite"))
        assert await applied_versions(conn) == shipped
        async with conn.execute("SELECT name FROM sqlite_master WHERE name = 'extra'") as c:
            assert await c.fetchone() is None
        assert await migrate(conn) == []  # the shipped ones are all there


async def test_a_failing_postgres_migration_leaves_nothing_half_applied(empty_postgres_url):
    shipped = [m.version for m in shipped_migrations("postgres")]
    conn = await asyncpg.connect(empty_postgres_url)
    try:
        with pytest.raises(asyncpg.UndefinedTableError):
            await migrate_postgres(conn, _broken("postgres"))
        assert await applied_versions_postgres(conn) == shipped
        assert await conn.fetchval("SELECT to_regclass('extra')") is None
        assert await migrate_postgres(conn) == []
    finally:
        await conn.close()


async def test_processes_starting_together_migrate_once(empty_postgres_url):
    from db.postgres import PostgresStore

    stores = await asyncio.gather(*(PostgresStore.open(empty_postgres_url) for _ in range(4)))
    every = tuple(m.version for m in shipped_migrations("postgres"))
    assert sorted(store.applied_migrations for store in stores)[-1] == every  # one of them did the work
    assert sum(len(store.applied_migrations) for store in stores) == len(every)  # and the others found it done
    for store in stores:
        await store.close()
    conn = await asyncpg.connect(empty_postgres_url)
    try:
        assert await conn.fetchval("SELECT COUNT(*) FROM schema_migrations") == len(shipped_migrations("postgres"))
    finally:
        await conn.close()


@pytest.mark.durable
async def test_the_sqlite_connection_is_in_wal_mode_with_foreign_keys(tmp_path):
    store = await SqliteStore.open(str(tmp_path / "pragmas.sqlite3"))
    assert (await store._one("PRAGMA journal_mode"))[0] == "wal"
    assert (await store._one("PRAGMA foreign_keys"))[0] == 1
    assert (await store._one("PRAGMA synchronous"))[0] == 2  # FULL
    # the group commit's own connection (db/sqlite_commits.py) writes the decisions: the same guarantees
    assert await store._committer.pragma("synchronous") == 2
    assert await store._committer.pragma("foreign_keys") == 1
    assert await store._committer.pragma("journal_mode") == "wal"
    await store.close()


async def test_test_databases_skip_fsync_unless_marked_durable(tmp_path):
    store = await SqliteStore.open(str(tmp_path / "fast.sqlite3"))
    assert (await store._one("PRAGMA synchronous"))[0] == 0  # OFF (tests/conftest.py)
    assert await store._committer.pragma("synchronous") == 0
    await store.close()


async def test_the_postgres_server_keeps_its_durable_defaults(postgres_url):
    conn = await asyncpg.connect(postgres_url)
    try:
        assert await conn.fetchval("SHOW fsync") == "on"
        assert await conn.fetchval("SHOW synchronous_commit") == "on"
        assert await conn.fetchval("SHOW transaction_isolation") == "read committed"
    finally:
        await conn.close()


async def test_postgres_compresses_snapshots_with_lz4_where_the_server_has_it(empty_postgres_url):
    from db.postgres import PostgresStore

    store = await PostgresStore.open(empty_postgres_url)
    await store.close()
    conn = await asyncpg.connect(empty_postgres_url)
    try:
        method = await conn.fetchval(
            "SELECT attcompression FROM pg_attribute WHERE attrelid = 'games'::regclass AND attname = 'snapshot'"
        )
    finally:
        await conn.close()
    assert method == b"l"  # Debian's PostgreSQL has lz4; a server without it would keep the default ("")
