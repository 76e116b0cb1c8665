from __future__ import annotations

import pytest

from tests.db.helpers import easy_pack, hard_pack, open_table
from tests.fixtures.pack import fixture_pack


@pytest.fixture
def pack():
    return fixture_pack()


@pytest.fixture
async def table(tmp_path, pack):
    store, table = await open_table(tmp_path / "table.sqlite3", pack)
    yield table
    await store.close()


@pytest.fixture
def easy():
    return easy_pack()


@pytest.fixture
def hard():
    return hard_pack()
