"""Numbered migrations: applied from empty, recorded, a no-op when run again; a newer database is refused."""

from __future__ import annotations

import aiosqlite
import pytest

from db.migrate import Migration, SchemaTooNew, applied_versions, migrate, shipped_migrations
from db.sqlite import SqliteStore

TABLES = {"campaigns", "seats", "packs", "games", "actions", "outbox", "schema_migrations"}


async def _tables(path) -> set[str]:
    async with aiosqlite.connect(path) as conn, conn.execute("SELECT name FROM sqlite_master WHERE type='table'") as c:
        return {row[0] for row in await c.fetchall()}


async def test_from_empty_every_migration_is_applied_and_recorded(tmp_path):
    path = tmp_path / "fresh.sqlite3"
    store = await SqliteStore.open(str(path))
    await store.close()
    assert await _tables(path) >= TABLES
    async with aiosqlite.connect(path) as conn:
        assert await applied_versions(conn) == [m.version for m in shipped_migrations()]


async def test_running_again_is_a_no_op(tmp_path):
    path = tmp_path / "again.sqlite3"
    for _ in range(3):
        store = await SqliteStore.open(str(path))
        await store.close()
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        assert await migrate(conn) == []
        async with conn.execute("SELECT COUNT(*) FROM schema_migrations") as c:
            assert (await c.fetchone())[0] == len(shipped_migrations())


async def test_the_connection_is_in_wal_mode_with_foreign_keys(tmp_path):
    store = await SqliteStore.open(str(tmp_path / "pragmas.sqlite3"))
    assert (await store._one("PRAGMA journal_mode"))[0] == "wal"
    assert (await store._one("PRAGMA foreign_keys"))[0] == 1
    assert (await store._one("PRAGMA synchronous"))[0] == 2  # FULL
    await store.close()


async def test_a_database_from_a_newer_bot_is_refused(tmp_path):
    path = tmp_path / "newer.sqlite3"
    store = await SqliteStore.open(str(path))
    await store.close()
    async with aiosqlite.connect(path) as conn:
        await conn.execute("INSERT INTO schema_migrations VALUES (9999, 'from_the_future', 0)")
        await conn.commit()
    with pytest.raises(SchemaTooNew, match="9999"):
        await SqliteStore.open(str(path))


async def test_a_failing_migration_leaves_nothing_half_applied(tmp_path):
    shipped = shipped_migrations()
    failing = Migration(len(shipped) + 1, "broken", "CREATE TABLE extra (x); INSERT INTO nowhere VALUES (1);")
    async with aiosqlite.connect(tmp_path / "broken.sqlite3", isolation_level=None) as conn:
        with pytest.raises(aiosqlite.OperationalError):
            await migrate(conn, [*shipped, failing])
        assert await applied_versions(conn) == [m.version for m in shipped]
        async with conn.execute("SELECT name FROM sqlite_master WHERE name = 'extra'") as c:
            assert await c.fetchone() is None
        assert await migrate(conn) == []  # the shipped ones are all there
