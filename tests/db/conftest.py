from __future__ import annotations

import contextlib

import pytest

from tests.db.helpers import OPENED, StoreTarget, easy_pack, hard_pack, open_table
from tests.fixtures.pack import fixture_pack


@pytest.fixture
def pack():
    return fixture_pack()


@pytest.fixture(params=["sqlite", "postgres"])
def store_target(request, tmp_path) -> StoreTarget:
    """An empty database of each kind: every store test runs against SQLite and against PostgreSQL."""
    if request.param == "postgres":
        return StoreTarget("postgres", request.getfixturevalue("postgres_url"))
    return StoreTarget("sqlite", str(tmp_path / "table.sqlite3"))


@pytest.fixture
async def table(store_target, pack):
    store, table = await open_table(store_target, pack)
    yield table
    await store.close()


@pytest.fixture
def easy():
    return easy_pack()


@pytest.fixture
def hard():
    return hard_pack()


@pytest.fixture(autouse=True)
async def _close_stores():
    """Close what a test left open (it failed half-way): an open SQLite connection's thread would keep the
    test process from exiting, an open pool would hold server connections."""
    yield
    while OPENED:
        with contextlib.suppress(Exception):
            await OPENED.pop().close()
