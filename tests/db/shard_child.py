"""One bot process of a sharded deployment, without Discord: `python -m tests.db.shard_child URL COUNT IDS SECONDS`.

It serves shards IDS (e.g. "0,1") of COUNT, as `HoldingOnBot` would with
SHARD_COUNT and SHARD_IDS: it plays the campaigns whose guild is on one of its
shards (random legal decisions through the table, as players pressing buttons
would) and runs the outbox worker, whose store claims only its shards' DMs.
For SECONDS it plays; then it drains its outbox and stops gracefully.

It writes one line per event, flushed at once:
`ACK <channel> <game> <version> <user> <action key>` for each decision the table acknowledged,
`CONFLICT <game>` for each write the store refused because another process had
moved the game on (the version check), `SENT <user> <payload as JSON>` for
each DM sent, `DONE` at the end.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
import time

from bot.games.holding_on.game import HOLDING_ON
from bot.games.interface import Hosted
from bot.table import Refused, Table
from bot.table.outbox import OutboxWorker
from db.postgres import PostgresStore
from db.shards import Shards
from db.store import GameWrite, VersionConflict
from tests.fixtures.pack import fixture_pack

HOST = 100


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def _send(recipient_user_id: int, payload: dict, delivery_id: int) -> None:
    say(f"SENT {recipient_user_id} {json.dumps(payload, sort_keys=True)}")
    await asyncio.sleep(0.001)  # a DM takes a moment


async def _play(table: Table, channel: int, chooser: random.Random, stop_at: float) -> None:
    while time.monotonic() < stop_at:
        try:
            status = await table.status(channel)
            if status.playing is None:
                await table.start(channel, HOST)
                continue
            users = status.playing["seat_users"]
            legal = [(user, a) for user in dict.fromkeys(users) for a in await table.open_decisions(channel, user)]
            user, action = chooser.choice(legal)
            reply = await table.act(channel, user, [action])
            if not reply.applied:
                continue  # "my tokens: 0" again: nothing written, nothing acknowledged (issue 11)
        except Refused:
            # Another process moved this game on (the overlapping shard): read it again and go on.
            table.cache.evict(channel)
            await asyncio.sleep(0)
            continue
        say(f"ACK {channel} {reply.game_id} {reply.version} {user} {action.key()}")


def _report_conflicts(store: PostgresStore) -> None:
    write = store.write_game

    async def checked(game_write: GameWrite) -> None:
        try:
            await write(game_write)
        except VersionConflict:
            say(f"CONFLICT {game_write.game_id}")
            raise

    store.write_game = checked


async def main(url: str, count: int, ids: tuple[int, ...], seconds: float) -> None:
    shards = Shards(count, ids)
    store = await PostgresStore.open(url, shards=shards)
    _report_conflicts(store)
    pack = fixture_pack()
    worker = OutboxWorker(store, _send)
    seeds = random.Random(hash(ids))
    table = Table(
        store, [Hosted(HOLDING_ON, lambda: pack)], on_deliveries=worker.wake, seed_source=lambda: seeds.getrandbits(62)
    )
    mine = []
    for campaign_id in await store.campaign_ids():
        bundle = await store.read_bundle(campaign_id)
        if shards.owns(bundle.campaign.guild_id):
            mine.append(bundle.campaign.channel_id)
    worker.start()
    say("READY")
    stop_at = time.monotonic() + seconds
    await asyncio.gather(*(_play(table, channel, random.Random(channel * 7 + ids[0]), stop_at) for channel in mine))
    deadline = time.monotonic() + 30
    while await store.count_due(time.time()) and time.monotonic() < deadline:
        worker.wake()
        await asyncio.sleep(0.05)
    await worker.stop()
    await store.close()
    say("DONE")


if __name__ == "__main__":
    _, url, count, ids, seconds = sys.argv
    asyncio.run(main(url, int(count), tuple(int(i) for i in ids.split(",")), float(seconds)))
