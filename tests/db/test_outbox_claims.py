"""The shared outbox (PostgreSQL): rows claimed with SELECT … FOR UPDATE SKIP LOCKED and a lease.

Two stores on one database stand for two bot processes: they never get the
same row; a crashed claimer's rows come back when the lease runs out, a
graceful stop gives them back at once; a store serving some shards claims
only the DMs of its guilds; one player's DMs stay in order across processes.
"""

from __future__ import annotations

import asyncio
import json
import random

from bot.table.outbox import OutboxWorker
from db.postgres import PostgresStore
from db.shards import Shards, shard_of
from tests.db.helpers import NAMES, PLAYERS, Clock, Seeds, open_table, seat_users
from tests.db.test_outbox import Recorder

HOST = 100
LEASE = 300.0


def _guild_on_shard(shard: int, count: int = 2) -> int:
    guild = (1_000 + shard) << 22
    assert shard_of(guild, count) == shard
    return guild


async def _queue(table, channel: int, guild: int, at_least: int) -> list:
    """A campaign in `guild` played until `at_least` private deliveries are queued."""
    await table.new_campaign(guild, channel, HOST)
    for user, name in zip(PLAYERS, NAMES, strict=True):
        await table.join(channel, user, name)
    reply = await table.start(channel, HOST)
    users = await seat_users(table, channel)
    chooser = random.Random(channel)
    queued = []
    while len(queued) < at_least:
        assert reply.result is None, "the game ended before enough private cards were dealt"
        action = chooser.choice(reply.legal)
        reply = await table.act(channel, users[action.seat], [action])
        queued += reply.deliveries
    return queued


async def _stores(url: str, count: int = 2, **kwargs) -> list[PostgresStore]:
    return [await PostgresStore.open(url, claim_seconds=LEASE, **kwargs) for _ in range(count)]


def _sent_once(recorders: list[Recorder], queued: list) -> None:
    """Every queued DM was sent exactly once, by one of the recorders."""
    sent = sorted(json.dumps([user, payload], sort_keys=True) for r in recorders for user, payload in r.sent)
    assert sent == sorted(json.dumps([d.recipient_user_id, d.payload], sort_keys=True) for d in queued)


async def test_two_processes_draining_one_outbox_send_every_dm_exactly_once(postgres_url, pack):
    clock = Clock()
    store, table = await open_table_pg(postgres_url, pack, clock=clock)
    queued = await _queue(table, 1, _guild_on_shard(0), 12)
    a, b = await _stores(postgres_url)
    sent_a, sent_b = Recorder(), Recorder()
    workers = [OutboxWorker(a, sent_a, clock=clock, batch_size=2), OutboxWorker(b, sent_b, clock=clock, batch_size=2)]
    for _ in range(50):
        await asyncio.gather(*(worker.run_once() for worker in workers))  # both claim at the same moment
        if not await store.count_due(clock.now):
            break
    _sent_once([sent_a, sent_b], queued)
    assert sent_a.sent and sent_b.sent, "one process did all the work: the claims were never contended"
    for s in (a, b, store):
        await s.close()


async def test_a_crashed_claimers_rows_come_back_when_the_lease_runs_out(postgres_url, pack):
    clock = Clock()
    store, table = await open_table_pg(postgres_url, pack, clock=clock)
    queued = await _queue(table, 1, _guild_on_shard(0), 2)
    crashed, survivor = await _stores(postgres_url)
    claimed = await crashed.due_deliveries(clock.now, 100)
    assert len(claimed) == len(queued)
    crashed._pool.terminate()  # killed: no graceful release
    assert await survivor.due_deliveries(clock.now + LEASE - 1, 100) == []
    assert await survivor.next_delivery_at(clock.now) == clock.now + LEASE  # it wakes when the lease ends
    back = await survivor.due_deliveries(clock.now + LEASE + 1, 100)
    assert [d.id for d in back] == [d.id for d in claimed]
    await survivor.close()
    await store.close()


async def test_a_graceful_stop_gives_its_claims_back_at_once(postgres_url, pack):
    clock = Clock()
    store, table = await open_table_pg(postgres_url, pack, clock=clock)
    await _queue(table, 1, _guild_on_shard(0), 2)
    leaving, staying = await _stores(postgres_url)
    claimed = await leaving.due_deliveries(clock.now, 100)
    await leaving.close()
    assert [d.id for d in await staying.due_deliveries(clock.now, 100)] == [d.id for d in claimed]
    await staying.close()
    await store.close()


async def test_a_process_claims_only_the_dms_of_its_own_shards(postgres_url, pack):
    clock = Clock()
    store, table = await open_table_pg(postgres_url, pack, clock=clock)
    on_zero = await _queue(table, 1, _guild_on_shard(0), 1)
    on_one = await _queue(table, 2, _guild_on_shard(1), 1)
    zero = await PostgresStore.open(postgres_url, shards=Shards(2, (0,)))
    one = await PostgresStore.open(postgres_url, shards=Shards(2, (1,)))
    assert await zero.count_due(clock.now) == len(on_zero) and await one.count_due(clock.now) == len(on_one)
    got_zero = await zero.due_deliveries(clock.now, 100)
    got_one = await one.due_deliveries(clock.now, 100)
    assert {d.payload["campaign"]["channel_id"] for d in got_zero} == {1}
    assert {d.payload["campaign"]["channel_id"] for d in got_one} == {2}
    assert len(got_zero) + len(got_one) == len(on_zero) + len(on_one)
    for s in (zero, one, store):
        await s.close()


async def test_a_late_mark_from_a_claimer_that_lost_its_lease_changes_nothing(postgres_url, pack):
    clock = Clock()
    store, table = await open_table_pg(postgres_url, pack, clock=clock)
    await _queue(table, 1, _guild_on_shard(0), 1)
    slow, fast = await _stores(postgres_url)
    first = (await slow.due_deliveries(clock.now, 1))[0]
    retaken = (await fast.due_deliveries(clock.now + LEASE + 1, 1))[0]
    assert retaken.id == first.id
    await fast.mark_sent(first.id, clock.now + LEASE + 2)
    await slow.mark_retry(first.id, 1, clock.now + 999, "too late")  # the slow one wakes up
    row = next(d for d in await store.deliveries(first.campaign_id) if d.id == first.id)
    assert row.status == "sent" and row.last_error is None
    for s in (slow, fast, store):
        await s.close()


async def test_a_players_dms_are_not_sent_by_two_processes_out_of_order(postgres_url, pack):
    clock = Clock()
    store, table = await open_table_pg(postgres_url, pack, clock=clock)
    queued = await _queue(table, 1, _guild_on_shard(0), 8)
    by_player: dict[int, int] = {}
    for delivery in queued:
        by_player[delivery.recipient_user_id] = by_player.get(delivery.recipient_user_id, 0) + 1
    player = max(by_player, key=by_player.get)
    assert by_player[player] >= 2, "no player got two DMs in this game"
    a, b = await _stores(postgres_url)
    first_a = await a.due_deliveries(clock.now, 1)
    rest_b = await b.due_deliveries(clock.now, 100)
    # A holds the oldest row: every later row to that player waits for it, so B takes none of them.
    held = first_a[0].recipient_user_id
    assert all(d.recipient_user_id != held for d in rest_b)
    for s in (a, b, store):
        await s.close()


async def test_a_worker_whose_claim_runs_short_gives_the_rest_back_and_nothing_goes_twice(postgres_url, pack):
    clock = Clock()
    store, table = await open_table_pg(postgres_url, pack, clock=clock)
    queued = await _queue(table, 1, _guild_on_shard(0), 6)
    a, b = await _stores(postgres_url)
    # Each DM takes half the lease (Discord rate limits, say): A stops before its claim could run out.
    sent_a = Recorder(lambda user, payload, call: clock.advance(LEASE / 2))
    sent_b = Recorder()
    await OutboxWorker(a, sent_a, clock=clock, send_timeout=LEASE / 4).run_once()
    assert 0 < len(sent_a.sent) < len(queued)
    await OutboxWorker(b, sent_b, clock=clock).run_once()  # given back at once, not left to expire
    _sent_once([sent_a, sent_b], queued)
    assert {d.status for d in await store.deliveries(queued[0].payload["campaign"]["id"])} == {"sent"}
    for s in (a, b, store):
        await s.close()


async def open_table_pg(url: str, pack, **kwargs):
    from tests.db.helpers import StoreTarget

    kwargs.setdefault("seed_source", Seeds())
    return await open_table(StoreTarget("postgres", url), pack, **kwargs)
