"""The store's one write: snapshot (version-checked) + log + outbox + progress, all or nothing."""

from __future__ import annotations

import asyncio
import dataclasses
import traceback

import pytest

from db.sqlite import SqliteStore
from db.store import GameWrite, LogRow, NewDelivery, StoreError, VersionConflict
from tests.db.helpers import open_table, seated


def _write(game, old_version: int, *, seq: int | None = None) -> GameWrite:
    seq = old_version + 1 if seq is None else seq
    row = LogRow(seq, "decision", 0, 101, {"kind": "reveal", "seat": 0}, False, None, [], 1.0)
    delivery = NewDelivery(101, 0, seq, {"hello": "Ana"})
    return GameWrite(
        game.id,
        game.campaign_id,
        old_version,
        seq,
        game.snapshot,
        game.state_schema,
        "playing",
        [row],
        [delivery],
        at=1.0,
    )


async def _two_games(table):
    await seated(table, 1)
    await seated(table, 2)
    games = []
    for channel in (1, 2):
        games += await table.store.games((await table.status(channel)).campaign_id)
    return games


async def test_a_stale_version_writes_nothing(table):
    game, _ = await _two_games(table)
    with pytest.raises(VersionConflict):
        await table.store.write_game(_write(game, old_version=5))
    assert await table.store.log(game.id) == []
    assert await table.store.deliveries(game.campaign_id) == []


async def test_the_bots_facts_kept_with_a_decision_are_written_only_with_it(table):
    """GameWrite.meta (issue 37: the decision message kept in the decision's transaction): committed with the
    decision, and not at all when its version check fails."""
    game, _ = await _two_games(table)
    await table.store.set_meta("decision_message:1", "before")
    stale = dataclasses.replace(_write(game, old_version=5), meta=[("decision_message:1", "stale")])
    with pytest.raises(VersionConflict):
        await table.store.write_game(stale)
    assert await table.store.get_meta("decision_message:1") == "before"
    kept = dataclasses.replace(_write(game, old_version=0), meta=[("decision_message:1", "after")])
    await table.store.write_game(kept)
    assert await table.store.get_meta("decision_message:1") == "after"
    assert [row.seq for row in await table.store.log(game.id)] == [1]


async def test_concurrent_writes_fail_only_the_stale_one(table):
    first, second = await _two_games(table)
    results = await asyncio.gather(
        table.store.write_game(_write(first, 0)),
        table.store.write_game(_write(second, 3)),  # stale
        return_exceptions=True,
    )
    assert results[0] is None and isinstance(results[1], VersionConflict)
    assert [row.seq for row in await table.store.log(first.id)] == [1]
    assert await table.store.log(second.id) == []
    assert len(await table.store.deliveries(first.campaign_id)) == 1
    assert await table.store.deliveries(second.campaign_id) == []


async def test_a_sqlite_group_commit_fails_only_the_conflicting_write(tmp_path, pack):
    """SQLite commits writes that arrive together in one transaction, in order; a stale one fails alone."""
    store, table = await open_table(tmp_path / "group.sqlite3", pack)
    first, second = await _two_games(table)
    results = await asyncio.gather(
        table.store.write_game(dataclasses.replace(_write(first, 0), meta=[("offer:1", "first")])),
        table.store.write_game(dataclasses.replace(_write(second, 3), meta=[("offer:2", "stale")])),  # stale
        table.store.write_game(dataclasses.replace(_write(first, 1), meta=[("offer:1", "second")])),
        return_exceptions=True,
    )
    assert results[0] is None and isinstance(results[1], VersionConflict) and results[2] is None
    assert await table.store.get_meta("offer:1") == "second"  # in order: the later decision's value
    assert await table.store.get_meta("offer:2") is None  # nothing of the stale write
    assert [row.seq for row in await table.store.log(first.id)] == [1, 2]
    assert await table.store.log(second.id) == []
    assert len(await table.store.deliveries(first.campaign_id)) == 2
    assert await table.store.deliveries(second.campaign_id) == []
    await store.close()


async def test_a_sqlite_group_commit_is_one_trip_to_the_database(tmp_path, pack):
    """Writes arriving together go in one call to the committer's thread, no statement through aiosqlite
    (a trip a statement made the p99 wait on the scheduler: issue 13)."""
    store, table = await open_table(tmp_path / "trips.sqlite3", pack)
    first, second = await _two_games(table)
    before = store.calls  # every statement through aiosqlite counts, and every group commit
    await asyncio.gather(
        store.write_game(_write(first, 0)), store.write_game(_write(second, 0)), store.write_game(_write(first, 1))
    )
    assert store.calls - before == 1
    assert [row.seq for row in await store.log(first.id)] == [1, 2]
    assert [row.seq for row in await store.log(second.id)] == [1]
    await store.close()


async def test_closing_a_sqlite_store_twice_is_harmless(tmp_path):
    store = await SqliteStore.open(str(tmp_path / "twice.sqlite3"))
    await store.close()
    await store.close()  # a graceful stop closes it, then the process's own `finally` does again


async def test_the_sqlite_store_needs_a_file(tmp_path):
    with pytest.raises(StoreError, match="WAL"):
        await SqliteStore.open(":memory:")


async def test_a_pack_is_stored_once_by_hash(table):
    await table.store.put_pack("h1", "Pack", "1", '{"first": true}', 1.0)
    await table.store.put_pack("h1", "Pack", "2", '{"second": true}', 2.0)
    assert await table.store.pack_body("h1") == '{"first": true}'
    assert await table.store.pack_body("missing") is None


async def test_a_write_the_database_refuses_quotes_no_hidden_state(table):
    first, _ = await _two_games(table)
    secret = '{"seed":1000000007,"patient_deck":["p-s0","p-d0"]}'
    bad = dataclasses.replace(_write(first, 0), snapshot=secret, status="bogus")  # breaks a CHECK constraint
    with pytest.raises(Exception) as caught:
        await table.store.write_game(bad)
    told = "".join(traceback.format_exception(caught.value)) + repr(caught.value)
    assert "CHECK" in told or "CheckViolation" in told
    assert "1000000007" not in told and "patient_deck" not in told
    assert await table.store.log(first.id) == []


async def test_postgres_keeps_meta_values(postgres_url):
    """get_meta/set_meta as the hardening branch adds them to the Store (SQLite gets them there)."""
    from db.postgres import PostgresStore

    store = await PostgresStore.open(postgres_url)
    try:
        assert await store.get_meta("pack_checked") is None
        await store.set_meta("pack_checked", "1")
        await store.set_meta("pack_checked", "2")  # a key holds one value: the last one set
        assert await store.get_meta("pack_checked") == "2"
    finally:
        await store.close()


async def test_a_cancelled_group_commit_keeps_the_lock_until_its_thread_is_done(tmp_path, pack, monkeypatch):
    """The transaction runs on in its thread when its caller is cancelled: no other write may start meanwhile."""
    import threading

    from db import sqlite_commits

    store, table = await open_table(tmp_path / "cancelled.sqlite3", pack)
    first, _ = await _two_games(table)
    entered, release = threading.Event(), threading.Event()
    commit = sqlite_commits._commit

    def slow_commit(*args):
        entered.set()
        release.wait(10)
        return commit(*args)

    monkeypatch.setattr(sqlite_commits, "_commit", slow_commit)
    writing = asyncio.ensure_future(store.write_game(_write(first, 0)))
    while not entered.is_set():
        await asyncio.sleep(0.001)
    store._flusher.cancel()
    await asyncio.sleep(0.01)
    assert store._lock.locked()  # the thread is still inside BEGIN … COMMIT
    release.set()
    await asyncio.wait({store._flusher})
    assert not store._lock.locked()
    writing.cancel()
    monkeypatch.setattr(sqlite_commits, "_commit", commit)
    assert [row.seq for row in await store.log(first.id)] == [1]  # it committed: the thread finished its work
    await store.close()
