"""Two bot processes on one PostgreSQL database, with shards that overlap on purpose (a rolling restart).

Process A serves shards 0 and 1 of 3, process B shards 1 and 2: shard 1's
campaigns are played by both at once, while shards 0 and 2 have one owner
each. Afterwards: no decision was applied twice (each game version was
acknowledged once, to the process whose decision it holds), none that was
acknowledged is missing, every log replays to its snapshot, and every DM was
sent exactly once, by a process serving its campaign's shard.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections import Counter
from pathlib import Path

import pytest

from bot.games.holding_on.engine import Action
from db.shards import Shards
from tests.db.helpers import Seeds, StoreTarget, assert_snapshot_is_replay, open_table

ROOT = Path(__file__).resolve().parents[2]
COUNT = 3
PROCESSES = {"A": (0, 1), "B": (1, 2)}
CAMPAIGNS = 9  # three per shard
SECONDS = 8.0
HOST = 100


def _guild(index: int) -> int:
    return (5_000 + index) << 22  # on shard (5000 + index) % 3


async def _set_up(url: str, pack) -> dict[int, int]:
    """The campaigns, each seated and started; returns channel -> guild."""
    store, table = await open_table(StoreTarget("postgres", url), pack, seed_source=Seeds())
    guilds = {}
    for index in range(CAMPAIGNS):
        channel, guild = 300 + index, _guild(index)
        guilds[channel] = guild
        await table.new_campaign(guild, channel, HOST)
        for seat in range(2 + index % 3):
            await table.join(channel, 1_000 + (index + seat) % 5, f"Nurse {seat}")  # players share tables
        await table.start(channel, HOST)
    await store.close()
    return guilds


async def _run(url: str, ids: tuple[int, ...]) -> list[str]:
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.db.shard_child",
        url,
        str(COUNT),
        ",".join(map(str, ids)),
        str(SECONDS),
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(child.communicate(), SECONDS + 90)
    lines = out.decode().splitlines()
    assert child.returncode == 0 and lines[-1] == "DONE", err.decode()[-3000:]
    return lines


@pytest.mark.slow
async def test_two_processes_with_overlapping_shards_apply_each_decision_once_and_send_each_dm_once(postgres_url, pack):
    guilds = await _set_up(postgres_url, pack)
    ran = await asyncio.gather(*(_run(postgres_url, ids) for ids in PROCESSES.values()))
    outputs = dict(zip(PROCESSES, ran, strict=True))

    acks: dict[tuple[int, int], tuple[str, int, str]] = {}  # (game, version) -> (process, user, action key)
    played_by: dict[int, set[str]] = {}
    conflicts: set[int] = set()  # games where the store refused a stale write
    for name, lines in outputs.items():
        for line in lines:
            if line.startswith("CONFLICT "):
                conflicts.add(int(line.split()[1]))
            if line.startswith("ACK "):
                channel, game, version, user, key = line.split()[1:]
                assert (int(game), int(version)) not in acks, f"game {game} version {version} acknowledged twice"
                acks[(int(game), int(version))] = (name, int(user), key)
                played_by.setdefault(int(channel), set()).add(name)
    for channel, names in played_by.items():
        owners = {n for n, ids in PROCESSES.items() if Shards(COUNT, ids).owns(guilds[channel])}
        assert names <= owners, f"channel {channel} was played by a process not serving its shard"
    overlap = [c for c, g in guilds.items() if Shards(COUNT, (1,)).owns(g)]
    assert any(played_by.get(c) == {"A", "B"} for c in overlap), "the shared shard was not played by both"
    assert len(acks) > 200, "the processes hardly played"

    store = await StoreTarget("postgres", postgres_url).open()
    try:
        logged = {}
        campaigns = [await store.campaign_by_channel(channel) for channel in guilds]
        for campaign in campaigns:
            await assert_snapshot_is_replay(store, campaign.id)  # no gap, no half-write, log == snapshot
            for game in await store.games(campaign.id):
                for row in await store.log(game.id):
                    logged[(game.id, row.seq)] = (row.user_id, Action.from_dict(row.action).key())
        # Every acknowledged decision is the one stored at its version, and nothing stored went unacknowledged.
        assert {k: (user, key) for k, (_, user, key) in acks.items()} == logged
        shared_games = {g.id for c in campaigns if c.channel_id in overlap for g in await store.games(c.id)}
        assert conflicts and conflicts <= shared_games, "the version check never fired, or fired outside the overlap"

        deliveries = [d for campaign in campaigns for d in await store.deliveries(campaign.id)]
        assert deliveries and {d.status for d in deliveries} == {"sent"}
        expected = Counter(json.dumps([d.recipient_user_id, d.payload], sort_keys=True) for d in deliveries)
        sent: Counter = Counter()
        for name, lines in outputs.items():
            for line in lines:
                if line.startswith("SENT "):
                    _, user, payload = line.split(" ", 2)
                    sent[json.dumps([int(user), json.loads(payload)], sort_keys=True)] += 1
                    guild = json.loads(payload)["campaign"]["guild_id"]
                    assert Shards(COUNT, PROCESSES[name]).owns(guild), "a DM was sent by a process not serving it"
        assert sent == expected, "a DM was sent twice, or not at all"
    finally:
        await store.close()
