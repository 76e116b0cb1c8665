"""Session-wide fixtures: one throwaway PostgreSQL server, started only when a test asks for it.

The server comes from Debian's `postgresql` package (db/pgtemp.py), with
PostgreSQL's durable defaults. When it cannot start, every test that needs it
fails with the reason: none is skipped. One database is migrated once and
emptied before each test (TRUNCATE takes a millisecond, CREATE DATABASE a
tenth of a second or more); tests of the migrations themselves get a new,
empty database.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import os
import sys
import tempfile
from collections.abc import Iterator

import asyncpg
import pytest

from db.migrate import migrate_postgres
from db.pgtemp import PgTempError, TempPostgres
from db.sqlite import SqliteStore

SHARED_DATABASE = "holding_on_tests"
# pytest keeps the test modules it rewrote for its assert messages (under __pycache__, ignored by git) only where
# bytecode may be written: with PYTHONDONTWRITEBYTECODE set, each worker of every run rewrote 3,600 asserts again,
# about 4 seconds apiece. The suite keeps them whatever the shell says.
sys.dont_write_bytecode = False
# The pack cache (bot/games/holding_on/content_pack/cache.py) of this run, not the user's: each worker reads the
# shipped pack from its files once, then from its kept body, as a restarted bot does; child processes inherit it.
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="holding-on-tests-cache-")
_open_sqlite = SqliteStore.open.__func__  # type: ignore[attr-defined]


@pytest.fixture(autouse=True)
def _sqlite_without_fsync(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Test databases open with synchronous=OFF unless asked otherwise: an fsync per commit proves nothing here.

    Durability is the crash tests' job: they run the product's default (FULL) in child processes, which this
    fixture does not reach; a test marked `durable` gets the product's default in-process too.
    """
    if request.node.get_closest_marker("durable"):
        return

    async def open_without_fsync(cls: type[SqliteStore], path: str, *, synchronous: str = "OFF", **options):
        return await _open_sqlite(cls, path, synchronous=synchronous, **options)

    monkeypatch.setattr(SqliteStore, "open", classmethod(open_without_fsync))


_databases = itertools.count(1)


async def _create(server: TempPostgres, name: str) -> str:
    conn = await asyncpg.connect(server.url())
    try:
        await conn.execute(f"CREATE DATABASE {name}")
    finally:
        await conn.close()
    return server.url(name)


async def _create_migrated(server: TempPostgres) -> None:
    conn = await asyncpg.connect(await _create(server, SHARED_DATABASE))
    try:
        await migrate_postgres(conn)
    finally:
        await conn.close()


@pytest.fixture(autouse=True)
def _root_logger_as_it_was() -> Iterator[None]:
    """A test that starts the bot in-process (`run.main()`) sets discord.py's handler on the root logger, writing
    to the stderr pytest captured for that test; a later test logging through it would write to a closed file."""
    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    yield
    for handler in list(root.handlers):
        if handler not in before and not type(handler).__module__.startswith("_pytest"):
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[TempPostgres]:
    try:
        server = TempPostgres.start()
    except PgTempError as error:
        pytest.fail(f"the PostgreSQL server for the tests could not start: {error}", pytrace=False)
    try:
        asyncio.run(_create_migrated(server))
        yield server
    finally:
        server.remove()


@pytest.fixture
async def postgres_url(postgres_server: TempPostgres) -> str:
    """The migrated test database, emptied: every table but schema_migrations, ids starting from 1 again."""
    url = postgres_server.url(SHARED_DATABASE)
    conn = await asyncpg.connect(url)
    try:
        tables = await conn.fetch(
            "SELECT quote_ident(tablename) FROM pg_tables WHERE schemaname = 'public'"
            " AND tablename <> 'schema_migrations'"
        )
        await conn.execute(f"TRUNCATE {', '.join(row[0] for row in tables)} RESTART IDENTITY CASCADE")
    finally:
        await conn.close()
    return url


@pytest.fixture
async def empty_postgres_url(postgres_server: TempPostgres) -> str:
    """A new database with nothing in it, not even the migrations."""
    return await _create(postgres_server, f"empty_{next(_databases)}")
