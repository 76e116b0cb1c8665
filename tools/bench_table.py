"""`python -m bot bench table`: many campaigns playing random legal decisions through `table.act`.

Against a real database: a SQLite file in a temporary folder (`--store sqlite`,
the default, with BENCH_SYNCHRONOUS=NORMAL to compare levels), or PostgreSQL
(`--store postgres`: the server at `--database URL`, else a throwaway one
started in a temporary folder from Debian's postgresql package, with
PostgreSQL's durable defaults). The outbox worker sends to a no-op sender
alongside. Open loop at a fixed `--rate`: decision i is due at i/rate seconds,
given to the campaigns in turn, and its latency counts from the moment it was
due, so queueing shows. `--rate max`: every campaign plays as fast as it can
(closed loop), and the achieved rate is the saturation throughput.

`--processes N` (PostgreSQL): N bot processes share the database, as a sharded
deployment does: campaign i's guild is on shard i % N, process k serves shard
k (its campaigns, its DMs) and is offered rate/N. Latencies are merged.

Each campaign has 2–4 players and plays the shipped pack when it loads, else
the test fixture pack; a finished attempt is followed by the next (starting
it is not counted as a decision). "Database calls per decision" counts every
trip to the database (a statement, BEGIN and COMMIT included, the outbox
worker's too; a SQLite group commit is one trip, its statements run together
in the committer's thread) during the measured part, divided by the decisions.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import multiprocessing
import os
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field

from bot.games.holding_on.engine import ContentPack
from bot.games.holding_on.game import HOLDING_ON
from bot.games.interface import Hosted
from bot.table import Refused, Table, gc_tuning
from bot.table.outbox import OutboxWorker
from db.shards import Shards
from db.store import Store

FIRST_CHANNEL = 10_000
FIRST_USER = 500_000
SETUP_CONCURRENCY = 50  # campaigns set up at once (not measured)


def _pack() -> ContentPack:
    try:
        from bot.games.holding_on.content_pack.loader import load_pack

        return load_pack()
    except Exception:  # the shipped pack is optional here: the benchmark measures the table
        from tests.fixtures.pack import fixture_pack

        return fixture_pack()


def _guild(index: int) -> int:
    return (index + 1) << 22  # on shard index % N for any N: (guild >> 22) - 1 == index


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
    calls: int = 0
    seconds: float = 0.0
    gc_pauses: dict = field(default_factory=dict)  # generation -> [seconds, ...]
    stored: dict = field(default_factory=dict)


class _GcPauses:
    """Every garbage collection while the load runs: its generation and how long it paused the process."""

    def __init__(self) -> None:
        self.pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self._began = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._began = time.perf_counter()
        else:
            self.pauses[info["generation"]].append(time.perf_counter() - self._began)

    def __enter__(self) -> _GcPauses:
        gc.callbacks.append(self)
        return self

    def __exit__(self, *exc) -> None:
        gc.callbacks.remove(self)


@dataclass(frozen=True)
class Database:
    store: str  # sqlite | postgres
    where: str  # a file, or a URL
    synchronous: str = "FULL"

    async def open(self, shards: Shards | None = None) -> Store:
        if self.store == "postgres":
            from db.postgres import PostgresStore

            return await PostgresStore.open(self.where, shards=shards)
        from db.sqlite import SqliteStore

        return await SqliteStore.open(self.where, synchronous=self.synchronous)


def _users(index: int, players: int) -> list[int]:
    return [FIRST_USER + index * 4 + seat for seat in range(players)]


async def _setup(table: Table, count: int, chooser: random.Random) -> None:
    sizes = [chooser.choice((2, 3, 4)) for _ in range(count)]
    seats = asyncio.Semaphore(SETUP_CONCURRENCY)

    async def one(index: int) -> None:
        async with seats:
            channel, users = FIRST_CHANNEL + index, _users(index, sizes[index])
            await table.new_campaign(_guild(index), channel, users[0])
            for seat, user in enumerate(users):
                await table.join(channel, user, f"Nurse {seat + 1}")
            await table.start(channel, users[0])

    await asyncio.gather(*(one(index) for index in range(count)))


async def _campaigns(table: Table, count: int, process: int, processes: int) -> list[_Campaign]:
    """This process's campaigns (index % processes == process), with what each may decide now."""
    out = []
    for index in range(process, count, processes):
        channel = FIRST_CHANNEL + index
        users = (await table.status(channel)).playing["seat_users"]
        legal = [a for user in dict.fromkeys(users) for a in await table.open_decisions(channel, user)]
        out.append(_Campaign(channel, users, legal))
    return out


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


async def _play(database: Database, count: int, rate: str, seconds: float, process: int, processes: int, start=None):
    """One process's share of the load: its campaigns at rate/processes; returns its tally."""
    shards = Shards(processes, (process,)) if processes > 1 else None
    store = await database.open(shards)
    chooser = random.Random(20240601 + process)
    pack = _pack()
    worker = OutboxWorker(store, _noop_send)
    table = Table(
        store,
        [Hosted(HOLDING_ON, lambda: pack)],
        on_deliveries=worker.wake,
        seed_source=lambda: chooser.getrandbits(62),
    )
    worker.on_undeliverable = table.undeliverable
    campaigns = await _campaigns(table, count, process, processes)
    worker.start()
    gc_tuning.settle()  # as the bot does once started (bot/table/gc_tuning.py)
    if start is not None:
        start.wait()  # every process begins together
    tally = _Tally()
    calls_before = store.calls
    with _GcPauses() as pauses:
        if rate == "max":
            tally.seconds = await _closed_loop(table, campaigns, seconds, tally, chooser)
        else:
            tally.seconds = await _open_loop(table, campaigns, float(rate) / processes, seconds, tally, chooser)
    tally.gc_pauses = pauses.pauses
    await asyncio.sleep(0)  # the last query-logger callbacks
    tally.calls = store.calls - calls_before
    if process == 0:
        tally.stored = await _stored_bytes(store)
    await worker.stop()
    await store.close()
    return tally


_STORED = {
    "snapshot": "SELECT COUNT(*), AVG(LENGTH(snapshot)), MAX(LENGTH(snapshot)) FROM games WHERE status = 'playing'",
    "undo points": "SELECT COUNT(DISTINCT game_id), SUM(LENGTH(COALESCE(snapshot, ''))) FROM undo_points",
    "log": "SELECT COUNT(*), SUM(LENGTH(COALESCE(action, '')) + LENGTH(public_events)) FROM actions",
}


async def _stored_bytes(store: Store) -> dict:
    """Bytes kept per game: its snapshot, its undo points, and its log per decision."""
    if hasattr(store, "_pool"):
        run = store._pool.fetchrow
    else:

        async def run(sql):
            return await store._one(sql)

    out = {}
    for name, sql in _STORED.items():
        out[name] = tuple(float(v or 0) for v in await run(sql))
    return out


async def _memory_per_campaign(database: Database, count: int) -> float:
    """Bytes Python holds per cached campaign (its records, parsed state and open decisions), by tracemalloc."""
    import tracemalloc

    store = await database.open()
    pack = _pack()
    table = Table(store, [Hosted(HOLDING_ON, lambda: pack)])
    await table.status(FIRST_CHANNEL)  # the pack and its shared rules: loaded once, not per campaign
    loaded = min(count, 500)
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    for index in range(1, loaded):
        entry = await table.cache.get(FIRST_CHANNEL + index)
        entry.open_now()
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    held = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    await store.close()
    return held / (loaded - 1)


def _child(database: Database, count: int, rate: str, seconds: float, process: int, processes: int, start, out):
    out.put(asyncio.run(_play(database, count, rate, seconds, process, processes, start)))


def _in_processes(database: Database, count: int, rate: str, seconds: float, processes: int) -> list[_Tally]:
    context = multiprocessing.get_context("spawn")
    start, out = context.Barrier(processes), context.Queue()
    children = [
        context.Process(target=_child, args=(database, count, rate, seconds, k, processes, start, out))
        for k in range(processes)
    ]
    for child in children:
        child.start()
    tallies = [out.get(timeout=seconds + 600) for _ in children]
    for child in children:
        child.join()
    return tallies


@contextlib.contextmanager
def _database(store: str, url: str | None, synchronous: str):
    """A fresh database for the run: a SQLite file, a new database on `url`'s server, or a throwaway server."""
    with tempfile.TemporaryDirectory(prefix="bench-table-") as folder:
        if store == "sqlite":
            yield Database("sqlite", os.path.join(folder, "bench.sqlite3"), synchronous)
            return
        if url is not None:
            yield Database("postgres", asyncio.run(_new_database(url)))
            return
        from db.pgtemp import TempPostgres

        server = TempPostgres.start()
        try:
            yield Database("postgres", server.url())
        finally:
            server.remove()


async def _new_database(url: str) -> str:
    import asyncpg

    name = f"bench_table_{os.getpid()}_{int(time.time())}"
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(f"CREATE DATABASE {name}")
    finally:
        await conn.close()
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + name))


async def _prepare(database: Database, count: int) -> tuple[float, str]:
    store = await database.open()
    chooser = random.Random(20240601)
    pack = _pack()
    table = Table(store, [Hosted(HOLDING_ON, lambda: pack)], seed_source=lambda: chooser.getrandbits(62))
    began = time.perf_counter()
    await _setup(table, count, chooser)
    setup_seconds = time.perf_counter() - began
    await store.close()
    return setup_seconds, f"{pack.pack.name} {pack.pack.version}"


def run(
    campaigns: int,
    rate: str,
    seconds: float,
    synchronous: str = "FULL",
    *,
    store: str = "sqlite",
    processes: int = 1,
    database: str | None = None,
) -> dict:
    with _database(store, database, synchronous) as db:
        setup_seconds, pack = asyncio.run(_prepare(db, campaigns))
        memory = asyncio.run(_memory_per_campaign(db, campaigns))
        if processes == 1:
            tallies = [asyncio.run(_play(db, campaigns, rate, seconds, 0, 1))]
        else:
            tallies = _in_processes(db, campaigns, rate, seconds, processes)
    latencies = sorted(latency for tally in tallies for latency in tally.latencies)
    done = len(latencies)
    elapsed = max(tally.seconds for tally in tallies)
    return {
        "campaigns": campaigns,
        "store": store,
        "processes": processes,
        "setup_seconds": setup_seconds,
        "offered": rate,
        "decisions": done,
        "seconds": elapsed,
        "per_second": done / elapsed if elapsed else 0.0,
        "p50_ms": 1000 * statistics.median(latencies) if latencies else 0.0,
        "p99_ms": 1000 * latencies[min(done - 1, int(done * 0.99))] if latencies else 0.0,
        "max_ms": 1000 * latencies[-1] if latencies else 0.0,
        "refused": sum(tally.refused for tally in tallies),
        "attempts_finished": sum(tally.restarts for tally in tallies),
        "calls_per_decision": sum(tally.calls for tally in tallies) / done if done else 0.0,
        "synchronous": synchronous,
        "pack": pack,
        "gc": {g: [p for t in tallies for p in t.gc_pauses.get(g, [])] for g in (0, 1, 2)},
        "stored": next((t.stored for t in tallies if t.stored), {}),
        "memory_per_campaign": memory,
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
    if args.processes < 1 or (args.processes > 1 and args.store != "postgres"):
        print("--processes must be 1, or more with --store postgres (several processes share only PostgreSQL).")
        return 2
    if args.campaigns < args.processes:
        print("--campaigns must be at least --processes (each process plays its own campaigns).")
        return 2
    synchronous = os.environ.get("BENCH_SYNCHRONOUS", "FULL")
    database = args.database or os.environ.get("BENCH_DATABASE_URL")
    result = run(
        args.campaigns, rate, args.seconds, synchronous, store=args.store, processes=args.processes, database=database
    )
    mode = "saturation (closed loop)" if rate == "max" else f"offered {float(rate):g} decisions/s (open loop)"
    where = f"SQLite synchronous={synchronous}" if args.store == "sqlite" else "PostgreSQL"
    print(
        f"{result['campaigns']} campaigns ({result['pack']}), {mode}, {where}, {args.processes} process(es), "
        f"set up in {result['setup_seconds']:.1f} s"
    )
    print(
        f"{result['per_second']:.0f} decisions/s ({result['decisions']} in {result['seconds']:.1f} s; "
        f"{result['refused']} refused, {result['attempts_finished']} attempts finished)"
    )
    print(f"latency p50 {result['p50_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms, max {result['max_ms']:.1f} ms")
    print(f"database calls per decision {result['calls_per_decision']:.2f}")
    gc_parts = []
    for generation, pauses in result["gc"].items():
        if pauses:
            gc_parts.append(
                f"gen {generation}: {len(pauses)} x, median {1000 * statistics.median(pauses):.2f} ms, "
                f"max {1000 * max(pauses):.2f} ms"
            )
    print(f"GC pauses (threshold {gc.get_threshold()}): " + ("; ".join(gc_parts) or "none"))
    stored = result["stored"]
    if stored:
        games, average, most = stored["snapshot"]
        with_points, point_bytes = stored["undo points"]
        rows, log_bytes = stored["log"]
        print(
            f"stored per game in play: snapshot {average / 1024:.1f} KB (max {most / 1024:.1f} KB, {games:.0f} games), "
            f"undo points {point_bytes / max(games, 1) / 1024:.1f} KB; log {log_bytes / max(rows, 1):.0f} B a row"
        )
    print(f"memory per cached campaign {result['memory_per_campaign'] / 1024:.1f} KB")
    return 0
