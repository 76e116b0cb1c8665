"""`python -m bot bench table`: many campaigns playing random legal decisions through `table.act`.

Against a real SQLite file (in a temporary folder, with the store's
synchronous level), with the outbox worker sending to a no-op sender
alongside. Open loop at a fixed `--rate`: decision i is due at i/rate seconds,
given to the campaigns in turn, and its latency counts from the moment it was
due, so queueing shows. `--rate max`: every campaign plays as fast as it can
(closed loop), and the achieved rate is the saturation throughput.

Each campaign has 2–4 players and plays the shipped pack when it loads, else
the test fixture pack; a finished attempt is followed by the next (starting
it is not counted as a decision). BENCH_SYNCHRONOUS=NORMAL compares levels.
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field

from bot.engine import ContentPack
from bot.outbox import OutboxWorker
from bot.table import Refused, Table
from db.sqlite import SqliteStore

GUILD = 1
FIRST_CHANNEL = 10_000
FIRST_USER = 500_000


def _pack() -> ContentPack:
    try:
        from bot.content_pack.loader import load_pack

        return load_pack()
    except Exception:  # the shipped pack is optional here: the benchmark measures the table
        from tests.fixtures.pack import fixture_pack

        return fixture_pack()


@dataclass
class _Campaign:
    channel: int
    users: list[int]
    legal: list = field(default_factory=list)
    queue: asyncio.Queue = field(default_factory=asyncio.Queue)


@dataclass
class _Tally:
    latencies: list[float] = field(default_factory=list)
    refused: int = 0
    restarts: int = 0


async def _setup(table: Table, count: int, chooser: random.Random) -> list[_Campaign]:
    campaigns = []
    for index in range(count):
        channel = FIRST_CHANNEL + index
        players = chooser.choice((2, 3, 4))
        users = [FIRST_USER + index * 4 + seat for seat in range(players)]
        await table.new_campaign(GUILD, channel, users[0])
        for seat, user in enumerate(users):
            await table.join(channel, user, f"Nurse {seat + 1}")
        reply = await table.start(channel, users[0])
        campaigns.append(_Campaign(channel, users, reply.legal))
    return campaigns


async def _decide(table: Table, campaign: _Campaign, chooser: random.Random, tally: _Tally) -> None:
    action = chooser.choice(campaign.legal)
    try:
        reply = await table.act(campaign.channel, campaign.users[action.seat], [action])
    except Refused:
        tally.refused += 1  # not expected: each campaign decides one at a time, from its last reply
        campaign.legal = [a for user in campaign.users for a in await table.open_decisions(campaign.channel, user)]
        return
    campaign.legal = reply.legal
    if reply.result is not None:
        tally.restarts += 1
        campaign.legal = (await table.start(campaign.channel, campaign.users[0])).legal


async def _open_loop(table, campaigns, rate: float, seconds: float, tally: _Tally, chooser) -> float:
    async def player(campaign: _Campaign) -> None:
        while True:
            due = await campaign.queue.get()
            if due is None:
                return
            await _decide(table, campaign, chooser, tally)
            tally.latencies.append(time.perf_counter() - due)

    workers = [asyncio.create_task(player(c)) for c in campaigns]
    start = time.perf_counter()
    total = int(rate * seconds)
    for i in range(total):
        due = start + i / rate
        delay = due - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        campaigns[i % len(campaigns)].queue.put_nowait(due)
    for campaign in campaigns:
        campaign.queue.put_nowait(None)
    await asyncio.gather(*workers)
    return time.perf_counter() - start


async def _closed_loop(table, campaigns, seconds: float, tally: _Tally, chooser) -> float:
    stop_at = time.perf_counter() + seconds

    async def player(campaign: _Campaign) -> None:
        while time.perf_counter() < stop_at:
            began = time.perf_counter()
            await _decide(table, campaign, chooser, tally)
            tally.latencies.append(time.perf_counter() - began)

    start = time.perf_counter()
    await asyncio.gather(*(player(c) for c in campaigns))
    return time.perf_counter() - start


async def _noop_send(recipient_user_id: int, payload: dict, delivery_id: int) -> None:
    return None


async def run(campaigns: int, rate: str, seconds: float, synchronous: str = "FULL") -> dict:
    chooser = random.Random(20240601)
    with tempfile.TemporaryDirectory(prefix="bench-table-") as folder:
        store = await SqliteStore.open(os.path.join(folder, "bench.sqlite3"), synchronous=synchronous)
        pack = _pack()
        worker = OutboxWorker(store, _noop_send)
        table = Table(store, lambda: pack, on_deliveries=worker.wake, seed_source=lambda: chooser.getrandbits(62))
        worker.on_undeliverable = table.undeliverable
        setup_began = time.perf_counter()
        players = await _setup(table, campaigns, chooser)
        setup_seconds = time.perf_counter() - setup_began
        worker.start()
        tally = _Tally()
        if rate == "max":
            elapsed = await _closed_loop(table, players, seconds, tally, chooser)
        else:
            elapsed = await _open_loop(table, players, float(rate), seconds, tally, chooser)
        await worker.stop()
        await store.close()
    latencies = sorted(tally.latencies)
    done = len(latencies)
    return {
        "campaigns": campaigns,
        "setup_seconds": setup_seconds,
        "offered": rate,
        "decisions": done,
        "seconds": elapsed,
        "per_second": done / elapsed if elapsed else 0.0,
        "p50_ms": 1000 * statistics.median(latencies) if latencies else 0.0,
        "p99_ms": 1000 * latencies[min(done - 1, int(done * 0.99))] if latencies else 0.0,
        "max_ms": 1000 * latencies[-1] if latencies else 0.0,
        "refused": tally.refused,
        "attempts_finished": tally.restarts,
        "synchronous": synchronous,
        "pack": f"{pack.pack.name} {pack.pack.version}",
    }


def main(args) -> int:
    rate = str(args.rate).strip().lower()
    if rate != "max":
        try:
            if float(rate) <= 0:
                raise ValueError
        except ValueError:
            print(f"--rate must be a positive number or 'max', not {args.rate!r}")
            return 2
    synchronous = os.environ.get("BENCH_SYNCHRONOUS", "FULL")
    result = asyncio.run(run(args.campaigns, rate, args.seconds, synchronous))
    mode = "saturation (closed loop)" if rate == "max" else f"offered {float(rate):g} decisions/s (open loop)"
    print(
        f"{result['campaigns']} campaigns ({result['pack']}), {mode}, SQLite synchronous={result['synchronous']}, "
        f"set up in {result['setup_seconds']:.1f} s"
    )
    print(
        f"{result['per_second']:.0f} decisions/s ({result['decisions']} in {result['seconds']:.1f} s; "
        f"{result['refused']} refused, {result['attempts_finished']} attempts finished)"
    )
    print(f"latency p50 {result['p50_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms, max {result['max_ms']:.1f} ms")
    return 0
