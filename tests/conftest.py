"""Session-wide fixtures: one throwaway PostgreSQL server, started only when a test asks for it.

The server comes from Debian's `postgresql` package (db/pgtemp.py). When it
cannot start, every test that needs it fails with the reason: none is skipped.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import asyncpg
import pytest

from db.pgtemp import PgTempError, TempPostgres

_databases = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[TempPostgres]:
    try:
        server = TempPostgres.start()
    except PgTempError as error:
        pytest.fail(f"the PostgreSQL server for the tests could not start: {error}", pytrace=False)
    try:
        yield server
    finally:
        server.remove()


@pytest.fixture
async def postgres_url(postgres_server: TempPostgres) -> str:
    """A fresh, empty database on the session's server (creating one takes a few tens of milliseconds)."""
    name = f"test_{next(_databases)}"
    conn = await asyncpg.connect(postgres_server.url())
    try:
        await conn.execute(f"CREATE DATABASE {name}")
    finally:
        await conn.close()
    return postgres_server.url(name)
