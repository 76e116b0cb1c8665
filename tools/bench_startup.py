"""`python -m bot bench startup --campaigns 10000`: how long the bot takes to open a store holding many campaigns.

Builds the campaigns once in a SQLite file (each with an attempt in play, as a busy server's are), then
starts fresh processes that do what the bot does before it takes its first interaction, minus Discord:
read the settings, load the shipped pack, open and migrate the store, build the table and start the
outbox worker (`HoldingOnBot.open_table`), then answer one campaign's `/campaign status`. Prints the
opening time and the first answer's, min / median / max over the runs: a restart, with the shipped pack kept
from the start before (bot/games/holding_on/content_pack/cache.py); and, once, the first start after the pack
or the bot changed, which reads and checks the pack's files.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bot.games.holding_on.content_pack.loader import load_pack
from bot.games.holding_on.game import HOLDING_ON
from bot.games.interface import Hosted
from bot.table import Table
from db.sqlite import SqliteStore
from tools.bench_table import FIRST_CHANNEL, _setup

RUNS = 3
_CHILD = """
import asyncio, json, sys, time
began = time.perf_counter()
from bot.app.client import HoldingOnBot
from bot.config import Settings

async def main():
    settings = Settings.model_validate({"discord_token": "startup." + "x" * 50, "database_path": sys.argv[1]})
    bot = HoldingOnBot(settings)
    opening = time.perf_counter()
    await bot.open_table()
    opened = time.perf_counter()
    await bot.table.status(int(sys.argv[2]))
    answered = time.perf_counter()
    await bot.outbox.stop()
    await bot.table.store.close()
    print(json.dumps({"open": opened - opening, "first": answered - opened, "process": answered - began}))

asyncio.run(main())
"""


async def _build(path: Path, campaigns: int) -> None:
    store = await SqliteStore.open(str(path), synchronous="OFF")  # building only: the runs open it as the bot does
    pack = load_pack()
    table = Table(store, [Hosted(HOLDING_ON, lambda: pack)])
    await _setup(table, campaigns, random.Random(1))
    await store.close()


def _run_child(path: Path, channel: int, cache: Path) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent), "XDG_CACHE_HOME": str(cache)}
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(path), str(channel)], capture_output=True, text=True, env=env
    )
    if done.returncode != 0:
        raise SystemExit(f"bench startup: the bot process failed: {done.stderr.strip().splitlines()[-1:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _figure(values: list[float]) -> str:
    return " / ".join(f"{v * 1000:.0f}" for v in (min(values), statistics.median(values), max(values))) + " ms"


def main(args) -> int:
    if args.campaigns < 1:
        raise SystemExit("bench startup: --campaigns must be at least 1")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "startup.sqlite3"
        began = time.perf_counter()
        asyncio.run(_build(path, args.campaigns))
        size = path.stat().st_size // 1024
        print(f"{args.campaigns} campaigns stored in {time.perf_counter() - began:.1f} s ({size} KB)")
        channel, cache = FIRST_CHANNEL + args.campaigns // 2, Path(folder) / "cache"
        first = _run_child(path, channel, cache)  # nothing kept yet: the pack is read from its files
        runs = [_run_child(path, channel, cache) for _ in range(RUNS)]
    print(
        f"first start after a change of the pack or the bot: open {first['open'] * 1000:.0f} ms, "
        f"whole process {first['process'] * 1000:.0f} ms"
    )
    print(f"restart, {RUNS} fresh processes (min / median / max):")
    print(f"  open the store and the table: {_figure([r['open'] for r in runs])}")
    print(f"  then the first /campaign status: {_figure([r['first'] for r in runs])}")
    print(f"  whole process to that answer (imports and the pack included): {_figure([r['process'] for r in runs])}")
    return 0
