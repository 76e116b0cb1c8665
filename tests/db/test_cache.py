"""Games in play stay in memory while played (written through on every decision); idle ones are dropped."""

from __future__ import annotations

from tests.db.helpers import HOST, Clock, open_table, seat_users, seated


async def test_idle_games_are_not_kept_in_memory(store_target, pack):
    clock = Clock()
    store, table = await open_table(store_target, pack, clock=clock, idle_seconds=600)
    reply = await seated(table, 1)
    await seated(table, 2)
    assert 1 in table.cache and 2 in table.cache
    clock.advance(300)
    users = await seat_users(table, 1)
    reply = await table.act(1, users[reply.legal[0].seat], [reply.legal[0]])  # channel 1 is being played
    clock.advance(400)
    await table.status(1)  # a sweep runs now and then, on the way
    assert 1 in table.cache and 2 not in table.cache
    status = await table.status(2)  # an evicted game loads again from the store, as it was
    assert status.playing["version"] == 0 and 2 in table.cache
    await store.close()


async def test_the_cache_holds_at_most_max_entries(store_target, pack):
    store, table = await open_table(store_target, pack, max_cached=3)
    for channel in range(1, 7):
        await seated(table, channel)
    assert len(table.cache) <= 3 and 6 in table.cache
    await store.close()


async def test_a_stand_in_with_her_own_seat_plays_whichever_seat_the_decision_is_for(store_target, pack):
    store, table = await open_table(store_target, pack)
    reply = await seated(table, 1)
    users = await seat_users(table, 1)
    sm_seat = reply.legal[0].seat
    other_seat = (sm_seat + 1) % len(users)
    names = (await table.status(1)).playing["public"]["seats"]
    await table.stand_in(1, HOST, names[sm_seat], users[other_seat])  # she also plays the Shift Manager tonight
    reply = await table.act(1, users[other_seat], ["reveal"])
    assert reply.version == 1
    hands = await table.hand(1, users[other_seat])
    assert sorted(h["seat"] for h in hands) == sorted([sm_seat, other_seat])
    await store.close()
