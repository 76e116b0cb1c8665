"""Crash: a process applying decisions is killed with SIGKILL at random moments, again and again.

After every kill, the database must hold every decision the process had
acknowledged, no half-written decision (log rows 1..version, each game's
snapshot exactly the replay of its log from its seed, the outbox rows of
exactly the decisions logged, the campaign's progress matching its games),
and pass SQLite's integrity check. Against PostgreSQL, the server itself is
crashed too (an immediate stop, no checkpoint) after every fourth kill, and
restarted: what it acknowledged with COMMIT must come back from its WAL.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sys
from collections import Counter
from pathlib import Path

import pytest

from bot.games.holding_on.dms import worth_a_dm
from bot.games.holding_on.engine import Action, apply
from bot.games.holding_on.game import HOLDING_ON
from bot.table.replay import fresh_state, standing_decisions
from db.pgtemp import TempPostgres
from db.sqlite import SqliteStore
from tests.db.crash_child import CHANNELS, HOST
from tests.db.helpers import GUILD, NAMES, PLAYERS, Seeds, open_table, stored_form, target_of
from tests.fixtures.pack import fixture_pack

KILLS = {"sqlite": 55, "postgres": 40}
SERVER_CRASH_EVERY = 4
ROOT = Path(__file__).resolve().parents[2]


async def _set_up(path: str) -> None:
    store, table = await open_table(target_of(path), fixture_pack(), seed_source=Seeds())
    for channel in CHANNELS:
        await table.new_campaign(GUILD, channel, HOST)
        for user, name in list(zip(PLAYERS, NAMES, strict=True))[: 1 + channel % 3 + 1]:
            await table.join(channel, user, name)
        await table.start(channel, HOST)
    await store.close()


async def _run_and_kill(path: str, run: int, delay: float) -> list[tuple[int, int, int, int]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.db.crash_child",
        str(path),
        str(run),
        cwd=ROOT,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    ready = await asyncio.wait_for(child.stdout.readline(), 30)
    assert ready == b"READY\n", (ready, await child.stderr.read())
    await asyncio.sleep(delay)
    child.send_signal(signal.SIGKILL)
    out, err = await child.communicate()
    assert child.returncode == -signal.SIGKILL, err.decode()[-2000:]
    acks = []
    for line in out.decode().splitlines():
        if line.startswith("ACK "):
            acks.append(tuple(int(part) for part in line.split()[1:]))
    return acks


def _replay_with_private_counts(pack, game, log) -> tuple[str, Counter]:
    """The replayed snapshot, and how many private deliveries (DMs) each standing decision made."""
    state = fresh_state(HOLDING_ON, pack, game)
    counts: Counter = Counter()
    for row in standing_decisions(log):
        outcome = apply(state, Action.from_dict(row.action))
        counts[row.seq] = sum(1 for e in outcome.events if e.audience == "seat" and worth_a_dm(e))
    state.version = log[-1].seq if log else 0
    return stored_form(state), counts


async def _settled(store) -> None:
    """PostgreSQL finishes a transaction whose client was killed mid-commit on its own: wait until the killed
    bot's backends are gone, so the checks read one settled database (not a game row from before a commit
    and its log rows from after it)."""
    for _ in range(500):
        busy = await store._pool.fetchval(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
            " AND pid <> pg_backend_pid() AND backend_type = 'client backend'"
        )
        if busy <= store._pool.get_size() - 1:  # only this pool's own connections remain
            return
        await asyncio.sleep(0.02)
    raise AssertionError("the killed bot's database sessions never ended")


async def _check(path: str, acked: dict[tuple[int, int, int], int], verified: dict[int, int]) -> None:
    store = await target_of(path).open()
    try:
        if isinstance(store, SqliteStore):
            assert (await store._one("PRAGMA integrity_check"))[0] == "ok"
        else:
            await _settled(store)
        for channel in CHANNELS:
            campaign = await store.campaign_by_channel(channel)
            games = await store.games(campaign.id)
            assert sum(1 for g in games if g.status == "playing") <= 1
            by_attempt = {(g.scenario, g.attempt): g for g in games}
            for (ack_channel, scenario, attempt), version in acked.items():
                if ack_channel == channel:  # every acknowledged decision survived the kill
                    game = by_attempt.get((scenario, attempt))
                    assert game is not None and game.version >= version, (channel, scenario, attempt, version)
            deliveries = Counter((d.game_id, d.payload["game"]["version"]) for d in await store.deliveries(campaign.id))
            for game in games:
                if verified.get(game.id) == game.version and game.status != "playing":
                    continue  # finished and already checked after an earlier kill
                log = await store.log(game.id)
                assert [row.seq for row in log] == list(range(1, game.version + 1)), "a gap or a half-written log"
                pack = HOLDING_ON.pack_from_body(await store.pack_body(game.pack_hash))
                snapshot, counts = _replay_with_private_counts(pack, game, log)
                assert snapshot == game.snapshot, "the snapshot is not the replay of the log"
                for row in log:
                    assert deliveries[(game.id, row.seq)] == counts.get(row.seq, 0), "outbox and log disagree"
                assert game.status == (json.loads(game.snapshot)["result"] or "playing")
                verified[game.id] = game.version
            won = sorted({g.scenario for g in games if g.status == "won"})
            assert list(campaign.progress.scenarios_won) == won
            assert campaign.progress.attempts == dict(Counter(g.scenario for g in games))
    finally:
        await store.close()


@pytest.fixture
def crash_database(request, tmp_path):
    """A database of each kind; PostgreSQL on a server of its own, since the test crashes the server too."""
    if request.param == "sqlite":
        yield str(tmp_path / "crash.sqlite3"), None
        return
    server = TempPostgres.start()
    try:
        yield server.url(), server
    finally:
        server.remove()


@pytest.mark.slow
@pytest.mark.parametrize("crash_database", ["sqlite", "postgres"], indirect=True)
async def test_sigkill_at_random_moments_loses_nothing_acknowledged_and_half_writes_nothing(crash_database):
    path, server = crash_database
    kills = KILLS["postgres" if server else "sqlite"]
    await _set_up(path)
    chooser = random.Random(1234)
    acked: dict[tuple[int, int, int], int] = {}
    verified: dict[int, int] = {}
    acknowledged_total = 0
    for run in range(kills):
        acks = await _run_and_kill(path, run, chooser.uniform(0.0, 0.25))
        acknowledged_total += len(acks)
        for channel, scenario, attempt, version in acks:
            key = (channel, scenario, attempt)
            acked[key] = max(acked.get(key, 0), version)
        if server is not None and run % SERVER_CRASH_EVERY == SERVER_CRASH_EVERY - 1:
            server.stop("immediate")  # the server crashes right after the bot: no checkpoint, WAL recovery
            server.restart()
        await _check(path, acked, verified)
    assert acknowledged_total > kills * 10, "the child hardly played: the kills did not land among decisions"
