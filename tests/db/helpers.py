"""Shared set-up for the store and table tests: packs, a table on either store, random play."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bot.games.holding_on.engine import ContentPack
from bot.games.holding_on.game import HOLDING_ON
from bot.games.holding_on.snapshots import snapshot_json
from bot.games.interface import Hosted
from bot.table import Refused, Reply, Table
from bot.table.replay import replay
from db.postgres import PostgresStore
from db.sqlite import SqliteStore
from db.store import Store
from tests.fixtures.pack import fixture_pack_data

GUILD = 7
HOST = 100
PLAYERS = [101, 102, 103]
NAMES = ["Ana", "Ben", "Cy"]
BIG_SEED = 1_000_000_007  # large, so it cannot pass for any board number in a text


def pack_with_objectives(objective: dict, hash_: str) -> ContentPack:
    data = fixture_pack_data()
    for scenario in data["scenarios"]:
        scenario["objective"] = objective
    data["hash"] = hash_
    return ContentPack.model_validate(data)


def easy_pack() -> ContentPack:
    """Every scenario is won by its first decision (Billy's condition is at least 1)."""
    return pack_with_objectives({"condition_at_least": 1}, "fixture-easy")


def hard_pack() -> ContentPack:
    """No scenario can be won in practice (every Clear Memory placed): random play loses."""
    return pack_with_objectives({"clear_in_each_timeline": 6}, "fixture-hard")


class Seeds:
    """Seeds for new attempts, in order (the table's seed source)."""

    def __init__(self, first: int = BIG_SEED):
        self.next = first

    def __call__(self) -> int:
        seed = self.next
        self.next += 1
        return seed


class Clock:
    def __init__(self, now: float = 1_700_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


OPENED: list[Store] = []  # every store the helpers opened: tests/db/conftest.py closes them after each test


@dataclass(frozen=True)
class StoreTarget:
    """One database of either kind: a SQLite file, or a PostgreSQL database (its URL). Opened as often as needed."""

    kind: str  # "sqlite" | "postgres"
    where: str

    async def open(self, **kwargs) -> Store:
        opener = PostgresStore.open if self.kind == "postgres" else SqliteStore.open
        store = await opener(self.where, **kwargs)
        OPENED.append(store)
        return store


def target_of(where: str) -> StoreTarget:
    """The store a child process is told to open: a postgresql:// URL, or else a SQLite file."""
    return StoreTarget("postgres" if where.startswith("postgresql://") else "sqlite", where)


async def open_table(
    target: StoreTarget | Path | str, pack: ContentPack | Callable[[], ContentPack], **kwargs
) -> tuple[Store, Table]:
    """A table on `target` (a StoreTarget, or the path of a SQLite file)."""
    if not isinstance(target, StoreTarget):
        target = StoreTarget("sqlite", str(target))
    store = await target.open()
    provider = pack if callable(pack) else (lambda: pack)
    kwargs.setdefault("seed_source", Seeds())
    return store, Table(store, [Hosted(HOLDING_ON, provider)], **kwargs)


async def seated(table: Table, channel: int, players: int = 3, *, start: bool = True) -> Reply | None:
    await table.new_campaign(GUILD, channel, HOST)
    for user, name in list(zip(PLAYERS, NAMES, strict=True))[:players]:
        await table.join(channel, user, name)
    return await table.start(channel, HOST) if start else None


async def seat_users(table: Table, channel: int) -> list[int]:
    return (await table.status(channel)).playing["seat_users"]


async def play(
    table: Table,
    channel: int,
    reply: Reply,
    chooser: random.Random,
    decisions: int,
    until: Callable[[Reply], bool] | None = None,
) -> Reply:
    """Random legal decisions, each by the player whose seat may take it (none once the attempt is over)."""
    if reply.result is not None:
        return reply  # no attempt is in play now: there are no seats to read
    users = await seat_users(table, channel)
    for _ in range(decisions):
        if reply.result is not None or (until is not None and until(reply)):
            break
        action = chooser.choice(reply.legal)
        reply = await table.act(channel, users[action.seat], [action])
    return reply


async def play_to_end(table: Table, channel: int, reply: Reply, chooser: random.Random) -> Reply:
    reply = await play(table, channel, reply, chooser, 5000)
    assert reply.result is not None
    return reply


async def overwrite_snapshot(store: Store, game_id: int, snapshot: str, state_schema: int) -> None:
    """Store another snapshot behind the table's back (as an older or newer bot would have written it)."""
    if isinstance(store, PostgresStore):
        await store._pool.execute(
            "UPDATE games SET snapshot = $1, state_schema = $2 WHERE id = $3", snapshot, state_schema, game_id
        )
    else:
        await store._run(
            "UPDATE games SET snapshot = ?, state_schema = ? WHERE id = ?", (snapshot, state_schema, game_id)
        )


async def assert_snapshot_is_replay(store: Store, campaign_id: int) -> None:
    """Every game's stored snapshot is exactly the replay of its log from its seed."""
    for game in await store.games(campaign_id):
        log = await store.log(game.id)
        assert [row.seq for row in log] == list(range(1, game.version + 1))
        pack = HOLDING_ON.pack_from_body(await store.pack_body(game.pack_hash))
        assert stored_form(replay(HOLDING_ON, pack, game, log)) == game.snapshot


def stored_form(state) -> str:
    """A state as the table stores it: without its rules, which the game's pack supplies (bot/table/snapshots)."""
    return snapshot_json(state, state.rules)


__all__ = ["Refused"]
