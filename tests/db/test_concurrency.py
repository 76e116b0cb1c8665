"""Concurrency: decisions on one channel apply one at a time; a double press acts once; channels stay apart."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.table import Refused, Reply
from tests.db.helpers import GUILD, HOST, assert_snapshot_is_replay, seat_users, seated

CHANNEL = 4000


async def _until(table, channel, reply, chooser, wanted):
    users = await seat_users(table, channel)
    while not any(a.kind == wanted for a in reply.legal):
        assert reply.result is None, f"the game ended before a {wanted} decision"
        action = chooser.choice(reply.legal)
        reply = await table.act(channel, users[action.seat], [action])
    return reply, users


async def test_a_hundred_concurrent_decisions_on_one_channel_apply_one_at_a_time(table):
    reply = await seated(table, CHANNEL)
    chooser = random.Random(9)
    reply, users = await _until(table, CHANNEL, reply, chooser, "assign")
    start_version = reply.version
    in_flight, most = 0, 0
    write = table.store.write_game

    async def watched(w):
        nonlocal in_flight, most
        in_flight += 1
        most = max(most, in_flight)
        try:
            await asyncio.sleep(0)  # give every other press the chance to overlap
            return await write(w)
        finally:
            in_flight -= 1

    table.store.write_game = watched
    presses = [chooser.choice(reply.legal) for _ in range(100)]
    results = await asyncio.gather(*(table.act(CHANNEL, users[a.seat], [a]) for a in presses), return_exceptions=True)
    applied = [r for r in results if isinstance(r, Reply) and r.applied]
    already = [r for r in results if isinstance(r, Reply) and not r.applied]  # "tokens 0" again: a no-op
    refused = [r for r in results if isinstance(r, Refused)]
    assert len(applied) + len(already) + len(refused) == 100, [r for r in results if not isinstance(r, Reply | Refused)]
    assert applied and refused  # the first ones changed the board; later ones were no longer legal
    assert most == 1
    assert sorted(r.version for r in applied) == list(range(start_version + 1, start_version + len(applied) + 1))
    campaign = (await table.status(CHANNEL)).campaign_id
    game = (await table.store.games(campaign))[0]
    assert game.version == start_version + len(applied)
    await assert_snapshot_is_replay(table.store, campaign)


async def test_a_double_press_is_applied_once(table):
    reply = await seated(table, CHANNEL)
    chooser = random.Random(13)
    reply, users = await _until(table, CHANNEL, reply, chooser, "tokens")
    press = next(a for a in reply.legal if a.kind == "tokens" and a.count)  # 0 again would change nothing
    shown = reply.version
    first, second = await asyncio.gather(
        table.act(CHANNEL, users[press.seat], [press], shown_version=shown),
        table.act(CHANNEL, users[press.seat], [press], shown_version=shown),
    )
    assert sorted([first.applied, second.applied]) == [0, 1]
    assert "already done" in (first if first.applied == 0 else second).note
    campaign = (await table.status(CHANNEL)).campaign_id
    game = (await table.store.games(campaign))[0]
    assert game.version == shown + 1


async def test_a_decision_no_longer_legal_is_refused(table):
    reply = await seated(table, CHANNEL)
    users = await seat_users(table, CHANNEL)
    reveal = reply.legal[0]
    results = await asyncio.gather(
        table.act(CHANNEL, users[reveal.seat], [reveal]),
        table.act(CHANNEL, users[reveal.seat], [reveal]),
        return_exceptions=True,
    )
    assert isinstance(results[0], Reply) and isinstance(results[1], Refused)
    assert "(day 1, Morning shift): this shift's Patient Card is revealed already (R3)." in results[1].message


@pytest.mark.slow
async def test_two_hundred_channels_played_in_parallel_stay_apart(table):
    channels = list(range(20_000, 20_200))
    starts = {}
    for index, channel in enumerate(channels):
        await table.new_campaign(GUILD, channel, HOST)
        users = [1_000 + 10 * index + seat for seat in range(2 + index % 3)]
        for seat, user in enumerate(users):
            await table.join(channel, user, f"Nurse {index}-{seat}")
        starts[channel] = (users, await table.start(channel, HOST))

    async def play(channel: int) -> None:
        users, reply = starts[channel]
        order = (await table.status(channel)).playing["seat_users"]
        chooser = random.Random(channel)
        for _ in range(15):
            if reply.result is not None:
                return
            action = chooser.choice(reply.legal)
            reply = await table.act(channel, order[action.seat], [action])

    await asyncio.gather(*(play(channel) for channel in channels))
    for channel in channels:
        users = set(starts[channel][0])
        status = await table.status(channel)
        await assert_snapshot_is_replay(table.store, status.campaign_id)
        for game in await table.store.games(status.campaign_id):
            assert set(game.seat_users) == users
            assert {row.user_id for row in await table.store.log(game.id)} <= users
        for delivery in await table.store.deliveries(status.campaign_id):
            assert delivery.recipient_user_id in users
            assert delivery.payload["campaign"]["channel_id"] == channel
