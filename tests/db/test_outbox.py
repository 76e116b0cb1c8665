"""The outbox: private deliveries sent after their commit, retried with backoff, never lost across a restart."""

from __future__ import annotations

import asyncio
import random
import time

from bot.table.outbox import DeliveryFailed, OutboxWorker
from tests.db.helpers import GUILD, Clock, open_table, seat_users, seated

CHANNEL = 9500


class Recorder:
    """A sender double: records what it delivered; fails as told."""

    def __init__(self, fail=None):
        self.sent: list[tuple[int, dict]] = []
        self.fail = fail or (lambda user, payload, attempt: None)
        self.calls = 0

    async def __call__(self, user: int, payload: dict, delivery_id: int) -> None:
        self.calls += 1
        self.fail(user, payload, self.calls)
        self.sent.append((user, payload))


async def _with_deliveries(table, at_least: int = 1, kind: str | None = None):
    """Play until `at_least` private deliveries (of `kind`, if given) were queued; returns them and the seat users."""
    reply = await seated(table, CHANNEL)
    users = await seat_users(table, CHANNEL)
    chooser = random.Random(21)
    queued = []
    while len(queued) < at_least:
        assert reply.result is None, "the game ended before enough private cards were dealt"
        action = chooser.choice(reply.legal)
        reply = await table.act(CHANNEL, users[action.seat], [action])
        queued += [d for d in reply.deliveries if kind is None or d.payload["event"]["kind"] == kind]
    return queued, users, reply


async def test_pending_deliveries_are_sent_and_marked_sent(store_target, pack):
    store, table = await open_table(store_target, pack)
    queued, _, _ = await _with_deliveries(table, 2)
    sender = Recorder()
    worker = OutboxWorker(store, sender)
    assert await worker.run_once() == len(queued)
    assert [payload for _, payload in sender.sent] == [d.payload for d in queued]
    assert all(
        payload["campaign"]["guild_id"] == GUILD and payload["campaign"]["channel_id"] == CHANNEL
        for _, payload in sender.sent
    )
    campaign = (await table.status(CHANNEL)).campaign_id
    assert {d.status for d in await store.deliveries(campaign)} == {"sent"}
    assert await worker.run_once() == 0  # nothing twice
    await store.close()


async def test_a_failure_is_retried_with_backoff_and_a_players_messages_stay_in_order(store_target, pack):
    clock = Clock()
    store, table = await open_table(store_target, pack, clock=clock)
    queued, _, _ = await _with_deliveries(table, 2)
    first = queued[0]
    same_player = [d for d in queued if d.recipient_user_id == first.recipient_user_id]

    def fail_first_time(user, payload, call):
        if call == 1:
            raise DeliveryFailed("Discord is having a moment")

    sender = Recorder(fail_first_time)
    worker = OutboxWorker(store, sender, clock=clock, base_delay=2.0)
    await worker.run_once()
    assert all(p != first.payload for _, p in sender.sent)
    assert all(p not in [d.payload for d in same_player] for _, p in sender.sent)  # they wait behind it
    await worker.run_once()  # not due yet
    assert all(p != first.payload for _, p in sender.sent)
    clock.advance(2.5)
    await worker.run_once()
    delivered = [p for user, p in sender.sent if user == first.recipient_user_id]
    assert delivered == [d.payload for d in same_player]
    rows = await store.deliveries((await table.status(CHANNEL)).campaign_id)
    assert {d.status for d in rows} == {"sent"}
    assert rows[0].attempts == 2 and rows[0].last_error == "Discord is having a moment"
    await store.close()


async def test_closed_dms_are_recorded_and_the_player_is_told_while_her_hand_keeps_the_card(store_target, pack):
    store, table = await open_table(store_target, pack)
    queued, users, reply = await _with_deliveries(table, 1, "memory_received")
    closed = queued[0].recipient_user_id

    def dms_closed(user, payload, call):
        if user == closed:
            raise DeliveryFailed("Cannot send messages to this user", permanent=True)

    worker = OutboxWorker(store, Recorder(dms_closed), on_undeliverable=table.undeliverable)
    await worker.run_once()
    rows = await store.deliveries((await table.status(CHANNEL)).campaign_id)
    assert {d.status for d in rows if d.recipient_user_id == closed} == {"undeliverable"}
    notices = await table.notices(CHANNEL, closed)
    assert notices and "/hand" in notices[0]
    assert await table.notices(CHANNEL, closed) == []  # told once
    hand = await table.hand(CHANNEL, closed)
    event = queued[0].payload["event"]
    assert hand[0]["seat"] == event["seat"]
    held = hand[0]["hand"]["partials"] + hand[0]["hand"]["clears"]
    assert any(card["timeline"] == event["data"]["timeline"] for card in held)
    await store.close()


async def test_a_notice_rides_on_the_players_next_decision(store_target, pack):
    store, table = await open_table(store_target, pack)
    queued, users, reply = await _with_deliveries(table, 1)
    closed = queued[0].recipient_user_id

    def dms_closed(user, payload, call):
        raise DeliveryFailed("Cannot send messages to this user", permanent=True)

    worker = OutboxWorker(store, Recorder(dms_closed), on_undeliverable=table.undeliverable)
    await worker.run_once()
    chooser = random.Random(2)
    while True:
        action = chooser.choice(reply.legal)
        reply = await table.act(CHANNEL, users[action.seat], [action])
        if users[action.seat] == closed:
            assert reply.notices
            break
    await store.close()


async def test_nothing_pending_is_lost_across_a_restart(store_target, pack):
    path = store_target
    store, table = await open_table(path, pack)
    queued, _, _ = await _with_deliveries(table, 2)

    calls = []

    async def hangs(user, payload, delivery_id):  # the process dies while a DM is on its way
        calls.append(payload)
        await asyncio.Event().wait()

    round_ = asyncio.create_task(OutboxWorker(store, hangs).run_once())
    while not calls:
        await asyncio.sleep(0.001)
    round_.cancel()
    await asyncio.gather(round_, return_exceptions=True)
    await store.close()  # the bot restarts
    store, _ = await open_table(path, pack)
    sender = Recorder()
    await OutboxWorker(store, sender).run_once()
    assert [p for _, p in sender.sent] == [d.payload for d in queued]
    await store.close()


async def test_the_running_worker_is_woken_by_a_commit(store_target, pack):
    store, table = await open_table(store_target, pack)
    sender = Recorder()
    worker = OutboxWorker(store, sender, idle_poll=30.0)
    table.on_deliveries = worker.wake
    worker.start()
    queued, _, _ = await _with_deliveries(table, 1)
    await worker.settled()  # asleep again, with nothing due: had the commit not woken it, nothing was sent
    assert [p for _, p in sender.sent] == [d.payload for d in queued]
    await worker.stop()
    await store.close()


async def test_settled_waits_until_every_row_due_is_sent_or_given_up_with_its_callback_made(store_target, pack):
    """`settled` is what the bot's tests wait on instead of a fixed time: it returns only once the worker sleeps
    with every due row handled, the slow ones too, and a given-up row's callback made."""
    store, table = await open_table(store_target, pack)
    told: list[int] = []
    release = asyncio.Event()

    async def slow_or_closed(user: int, payload: dict, delivery_id: int) -> None:
        if user == closed:
            raise DeliveryFailed("closed DMs", permanent=True)
        await release.wait()

    worker = OutboxWorker(store, slow_or_closed, idle_poll=30.0, on_undeliverable=lambda _, user: told.append(user))
    table.on_deliveries = worker.wake
    queued, _, _ = await _with_deliveries(table, 2)
    closed = queued[0].recipient_user_id
    worker.start()
    settling = asyncio.ensure_future(worker.settled())
    done, _ = await asyncio.wait({settling}, timeout=0.2)
    assert not done, "settled while a send was still under way"
    release.set()
    await settling
    assert told == [closed] and not await store.count_due(time.time())
    await worker.stop()
    await store.close()


async def test_stopping_a_worker_just_woken_ends_it(store_target, pack):
    """A graceful stop wakes the worker to flush, then stops it: a wake just before the stop must not keep it
    running (Python 3.11's wait_for swallowed that cancellation, and the bot's close() waited forever)."""
    store, _ = await open_table(store_target, pack)
    try:
        for _ in range(20):
            worker = OutboxWorker(store, Recorder(), idle_poll=30.0)
            task = worker.start()
            await asyncio.sleep(0.01)  # it waits, idle
            worker.wake()
            await asyncio.sleep(0)  # the wake's waiter is done; the worker has not resumed yet
            stopping = asyncio.ensure_future(worker.stop())
            done, _ = await asyncio.wait({stopping}, timeout=2)
            if not done:  # the bug: the worker ran on; end it (a second cancellation) so the test can fail
                task.cancel()
                await asyncio.wait({stopping, task}, timeout=2)
            assert done and task.done(), "stop() returned only once the worker had ended"
    finally:
        await store.close()
