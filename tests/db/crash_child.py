"""The crash test's child: plays random decisions through the table until it is killed (SIGKILL).

`python -m tests.db.crash_child DATABASE RUN` (DATABASE: a SQLite file or a
postgresql:// URL): three campaigns (set up by the
test) play at once; after each decision the table acknowledged, a line
`ACK <channel> <scenario> <attempt> <version>` is written and flushed, so the test knows
exactly what was acknowledged before the kill. Now and then the host undoes
the last decision, and the outbox worker marks deliveries sent, so every kind
of write is in flight when the kill lands.
"""

from __future__ import annotations

import asyncio
import random
import sys

from bot.games.holding_on.game import HOLDING_ON
from bot.games.interface import Hosted
from bot.table import Refused, Table
from bot.table.outbox import OutboxWorker
from tests.db.helpers import target_of
from tests.fixtures.pack import fixture_pack

CHANNELS = (1, 2, 3)
HOST = 100


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def _send(recipient_user_id: int, payload: dict, delivery_id: int) -> None:
    await asyncio.sleep(0)


async def _player(table: Table, channel: int, chooser: random.Random) -> None:
    status = await table.status(channel)
    if status.playing is None:
        await table.start(channel, HOST)
        status = await table.status(channel)
    while True:
        users = status.playing["seat_users"]
        legal = [a for user in dict.fromkeys(users) for a in await table.open_decisions(channel, user)]
        if chooser.random() < 0.05:
            try:
                reply = await table.undo(channel, HOST)
                say(f"ACK {channel} {status.playing['chapter']} {status.playing['attempt']} {reply.version}")
            except Refused:
                pass
            status = await table.status(channel)
            continue
        action = chooser.choice(legal)
        reply = await table.act(channel, users[action.seat], [action])
        say(f"ACK {channel} {status.playing['chapter']} {status.playing['attempt']} {reply.version}")
        if reply.result is not None:
            await table.start(channel, HOST)
        status = await table.status(channel)


async def main(path: str, run: int) -> None:
    store = await target_of(path).open()
    pack = fixture_pack()
    worker = OutboxWorker(store, _send)
    seeds = random.Random(run)
    table = Table(
        store, [Hosted(HOLDING_ON, lambda: pack)], on_deliveries=worker.wake, seed_source=lambda: seeds.getrandbits(62)
    )
    worker.start()
    say("READY")
    await asyncio.gather(*(_player(table, channel, random.Random(run * 10 + channel)) for channel in CHANNELS))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
