"""The PostgreSQL store (asyncpg): several bot processes share one database.

Chosen with DATABASE_URL=postgresql://… (bot/storage.py); the schema is the
SQLite one in PostgreSQL's dialect (db/migrations/postgres/), and the
guarantees are the same:

* One transaction per decision: `write_game` sends ONE statement,
  `_WRITE_DECISION`, that writes the game's new snapshot, its log rows, its
  outbox rows, the campaign's progress and the bot's facts kept with it
  (`GameWrite.meta`); PostgreSQL commits a statement whole or not at all, in
  one round trip.
* The version check is its first part, `moved`: UPDATE … WHERE version = the
  version the caller read; every other part writes only through that row.
  Under READ COMMITTED a second writer of the same game (another process, say
  during a rolling restart) waits for the first one's row lock, then finds the
  version moved on and writes nothing (VersionConflict).
* Nothing acknowledged is lost: PostgreSQL's defaults (fsync=on,
  synchronous_commit=on) make COMMIT return after the WAL is on disk, so a
  decision the table acknowledged survives a crash of the bot and of the
  server. A host must keep those defaults.
* The outbox is shared: `due_deliveries` claims rows with SELECT … FOR UPDATE
  SKIP LOCKED and a lease (`claim_seconds`). Two processes never get the same
  row; a crashed claimer's rows come back when its lease runs out; a graceful
  stop gives them back at once. A store may serve only some shards
  (`shards`): it then claims only the DMs of campaigns whose guild is on one
  of its shards, so the process that plays a game also sends its DMs and
  tells its players about the ones that could not be delivered.

Connections come from a pool: decisions in different channels commit in
parallel, and PostgreSQL groups their WAL flushes itself (no group commit
here). Statements are prepared once per connection by asyncpg's cache.
asyncpg logs no statement parameters (snapshots hold the seed and the deck
order). PostgreSQL's own error messages can quote a failing row (its DETAIL),
so an unexpected database error leaves a store method as a StoreError naming
only its kind (`_no_row_data`). Errors never show the URL's password
(`describe_url`).
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import json
import logging
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any, TypeVar
from urllib.parse import urlsplit

import asyncpg

from db.migrate import migrate_postgres
from db.rows import (
    CAMPAIGN_COLUMNS,
    DELIVERY_COLUMNS,
    GAME_COLUMNS,
    LOG_COLUMNS,
    NIGHT_COLUMNS,
    campaign_from,
    delivery_from,
    dumps,
    game_from,
    log_row_from,
    night_from,
    night_params,
    progress_columns,
)
from db.shards import Shards
from db.store import (
    AlreadyExists,
    CampaignBundle,
    CampaignLogRow,
    CampaignRecord,
    Delivery,
    GameRecord,
    GameWrite,
    Json,
    LogRow,
    NewDelivery,
    NewGame,
    NightSeries,
    Progress,
    SeatRecord,
    Store,
    StoreError,
    UndoPoint,
    VersionConflict,
)

log = logging.getLogger(__name__)
T = TypeVar("T")

DEFAULT_CLAIM_SECONDS = 120.0  # after a crash, its claimed DMs wait this long (/hand shows the cards)
# Claims are taken one at a time across processes (a transaction-level advisory lock), so each claim sees the
# rows the others claimed: a player's DMs of one campaign are never sent by two processes at once, out of order.
_CLAIM_LOCK = 0x486F6C644F7574  # any fixed 64-bit key: "HoldOut"


def describe_url(url: str) -> str:
    """The URL's database, host and port, for messages ("holding_on on db:5432"): never its password."""
    try:
        parts = urlsplit(url)
        host = f"{parts.hostname}:{parts.port}" if parts.port else parts.hostname
    except ValueError:
        return "named in DATABASE_URL"
    database = parts.path.lstrip("/") or "(the user's default database)"
    return f"{database} on {host or 'the local socket'}"


def _log_params(game_id: int, row: LogRow) -> tuple[object, ...]:
    action = dumps(row.action) if row.action is not None else None
    return (game_id, row.seq, row.kind, row.seat, row.user_id, action, row.undoable, row.undoes,
            dumps(row.public_events), row.at)  # fmt: skip


_INSERT_LOG = (
    "INSERT INTO actions (game_id, seq, kind, seat, user_id, action, undoable, undoes, public_events, at)"
    " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"
)
_INSERT_GAME = (
    "INSERT INTO games (campaign_id, scenario, attempt, seed, seat_users, seat_names, options, campaign_flags,"
    " start_events, snapshot, version, status, rules_version, pack_hash, state_schema, started_at, updated_at,"
    " ended_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)"
)
_INSERT_PACK = (
    "INSERT INTO packs (hash, name, version, body, stored_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (hash) DO NOTHING"
)
_GAMES_OF_CAMPAIGN = f"SELECT {GAME_COLUMNS} FROM games WHERE campaign_id = $1 ORDER BY id"
_PACK_BODY = "SELECT body FROM packs WHERE hash = $1"
_SEATS = (
    "SELECT user_id, nurse_name, seat_order, stand_in_user_id, joined_at, gender FROM seats"
    " WHERE campaign_id = $1 ORDER BY seat_order, joined_at"
)
# Due: its time has come ($1: now) and no older row to the same player waits for a retry, or is claimed by
# another process for the same campaign (a campaign's DMs are one process's: its guild's shard's).
_DUE = (
    "o.status = 'pending' AND o.next_attempt_at <= $1 AND NOT EXISTS (SELECT 1 FROM outbox p"
    " WHERE p.status = 'pending' AND p.recipient_user_id = o.recipient_user_id AND p.id < o.id"
    " AND (p.next_attempt_at > $1 OR (p.claimed_until > $1 AND p.campaign_id = o.campaign_id)))"
)
_UNCLAIMED = "(o.claimed_until IS NULL OR o.claimed_until <= $1)"
_CLAIMED_COLUMNS = ", ".join("outbox." + column.strip() for column in DELIVERY_COLUMNS.split(","))


def _game_params(
    campaign_id: int, game: NewGame | GameRecord, updated_at: float, ended_at: float | None
) -> tuple[object, ...]:
    return (
        campaign_id,
        game.scenario,
        game.attempt,
        game.seed,
        dumps(list(game.seat_users)),
        dumps(list(game.seat_names)),
        dumps(game.options),
        dumps(list(game.campaign_flags)),
        dumps(game.start_events),
        game.snapshot,
        game.version,
        game.status,
        game.rules_version,
        game.pack_hash,
        game.state_schema,
        game.started_at,
        updated_at,
        ended_at,
    )


class PostgresStore(Store):
    claim_seconds: float  # always set here (the Store default None means: no lease, one process)

    def __init__(self, pool: asyncpg.Pool, url: str, *, shards: Shards | None, claim_seconds: float):
        self._pool = pool
        self.url = url
        self.shards = shards
        self.claim_seconds = claim_seconds
        self.claimer = secrets.token_hex(8)  # this store's name on the rows it claims
        self.calls = 0

    @classmethod
    async def open(
        cls,
        url: str,
        *,
        shards: Shards | None = None,
        claim_seconds: float = DEFAULT_CLAIM_SECONDS,
        min_size: int = 2,
        max_size: int = 10,
    ) -> PostgresStore:
        """Migrate the database at `url` (one process at a time), then open a pool of connections to it."""
        conn = await asyncpg.connect(url)  # its own connection: closing it ends the migration's session lock
        try:
            applied = await migrate_postgres(conn)
        finally:
            await conn.close()
        holder: list[PostgresStore] = []

        def count(_query: object) -> None:
            if holder:
                holder[0].calls += 1

        async def init(conn: asyncpg.Connection) -> None:
            conn.add_query_logger(count)

        pool = await asyncpg.create_pool(
            url, min_size=min_size, max_size=max_size, init=init, reset=_keep_session, command_timeout=60
        )
        store = cls(pool, url, shards=shards, claim_seconds=claim_seconds)
        store.applied_migrations = tuple(applied)
        holder.append(store)
        return store

    async def close(self) -> None:
        if self._pool.is_closing():
            return
        try:
            await self.release_claims()
        finally:
            await self._pool.close()

    # --- plumbing ---------------------------------------------------------------------------

    @asynccontextmanager
    async def _transaction(self, **options: Any) -> AsyncIterator[Any]:
        """One transaction on one pooled connection; any exception rolls it back."""
        async with self._pool.acquire() as conn, conn.transaction(**options):
            yield conn

    # --- campaigns and seats -------------------------------------------------------------------

    async def create_campaign(
        self,
        guild_id: int,
        channel_id: int,
        host_user_id: int,
        options: Json,
        at: float,
        language: str = "en",
        game: str = "holding_on",
    ) -> CampaignRecord:
        try:
            campaign_id = await self._pool.fetchval(
                "INSERT INTO campaigns (guild_id, channel_id, host_user_id, options, created_at, updated_at, language,"
                " game) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
                guild_id,
                channel_id,
                host_user_id,
                dumps(options),
                at,
                at,
                language,
                game,
            )
        except asyncpg.UniqueViolationError:
            raise AlreadyExists("this channel already has a campaign") from None
        return CampaignRecord(
            campaign_id, guild_id, channel_id, host_user_id, dict(options), Progress(), at, at, language, game
        )

    async def campaign_by_channel(self, channel_id: int) -> CampaignRecord | None:
        row = await self._pool.fetchrow(f"SELECT {CAMPAIGN_COLUMNS} FROM campaigns WHERE channel_id = $1", channel_id)
        return campaign_from(row) if row else None

    async def campaign_ids(self) -> list[int]:
        return [row[0] for row in await self._pool.fetch("SELECT id FROM campaigns ORDER BY id")]

    async def set_campaign_language(self, campaign_id: int, language: str, at: float) -> None:
        await self._pool.execute(
            "UPDATE campaigns SET language = $1, updated_at = $2 WHERE id = $3", language, at, campaign_id
        )

    async def set_campaign_options(self, campaign_id: int, options: Json, at: float) -> None:
        await self._pool.execute(
            "UPDATE campaigns SET options = $1, updated_at = $2 WHERE id = $3", dumps(options), at, campaign_id
        )

    async def seats(self, campaign_id: int) -> list[SeatRecord]:
        return [SeatRecord(*row) for row in await self._pool.fetch(_SEATS, campaign_id)]

    async def add_seat(self, campaign_id: int, user_id: int, nurse_name: str, at: float, gender: str = "n") -> None:
        try:
            async with self._transaction() as conn:
                # Lock the campaign row: two joins at once take seat orders one after the other.
                await conn.execute("SELECT 1 FROM campaigns WHERE id = $1 FOR UPDATE", campaign_id)
                order = await conn.fetchval(
                    "SELECT COALESCE(MAX(seat_order), -1) + 1 FROM seats WHERE campaign_id = $1", campaign_id
                )
                await conn.execute(
                    "INSERT INTO seats (campaign_id, user_id, nurse_name, seat_order, joined_at, gender)"
                    " VALUES ($1, $2, $3, $4, $5, $6)",
                    campaign_id,
                    user_id,
                    nurse_name,
                    order,
                    at,
                    gender,
                )
        except asyncpg.UniqueViolationError:
            raise AlreadyExists("that player or that Nurse name already has a seat") from None

    async def remove_seat(self, campaign_id: int, user_id: int) -> None:
        await self._pool.execute("DELETE FROM seats WHERE campaign_id = $1 AND user_id = $2", campaign_id, user_id)

    async def set_stand_in(self, campaign_id: int, user_id: int, stand_in_user_id: int | None) -> None:
        await self._pool.execute(
            "UPDATE seats SET stand_in_user_id = $1 WHERE campaign_id = $2 AND user_id = $3",
            stand_in_user_id,
            campaign_id,
            user_id,
        )

    async def set_seat_order(self, campaign_id: int, user_ids: Sequence[int]) -> None:
        async with self._transaction() as conn:
            await conn.executemany(
                "UPDATE seats SET seat_order = $1 WHERE campaign_id = $2 AND user_id = $3",
                [(order, campaign_id, user_id) for order, user_id in enumerate(user_ids)],
            )

    async def return_seat(
        self, campaign_id: int, user_id: int, deliveries: Sequence[NewDelivery], game_id: int | None, at: float
    ) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "UPDATE seats SET stand_in_user_id = NULL WHERE campaign_id = $1 AND user_id = $2", campaign_id, user_id
            )
            await conn.executemany(
                "INSERT INTO outbox (campaign_id, game_id, action_seq, recipient_user_id, seat, payload,"
                " next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)",
                [
                    (campaign_id, game_id, d.action_seq, d.recipient_user_id, d.seat, dumps(d.payload), at)
                    for d in deliveries
                ],
            )

    # --- campaign nights ------------------------------------------------------------------------

    async def night_series(self, campaign_id: int) -> NightSeries | None:
        row = await self._pool.fetchrow(f"SELECT {NIGHT_COLUMNS} FROM night_series WHERE campaign_id = $1", campaign_id)
        return night_from(row) if row else None

    async def night_series_of_event(self, event_id: int) -> NightSeries | None:
        row = await self._pool.fetchrow(f"SELECT {NIGHT_COLUMNS} FROM night_series WHERE event_id = $1", event_id)
        return night_from(row) if row else None

    async def night_series_due(self, now: float, limit: int) -> list[NightSeries]:
        rows = await self._pool.fetch(
            f"SELECT {NIGHT_COLUMNS} FROM night_series WHERE due_at <= $1 ORDER BY due_at, campaign_id LIMIT $2",
            now,
            limit,
        )
        return [night_from(row) for row in rows]

    async def put_night_series(self, series: NightSeries, previous_version: int | None) -> None:
        params = night_params(series)
        if previous_version is None:
            await self._pool.execute(
                f"INSERT INTO night_series ({NIGHT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (campaign_id)"
                " DO UPDATE SET guild_id = EXCLUDED.guild_id, event_id = EXCLUDED.event_id,"
                " due_at = EXCLUDED.due_at, version = EXCLUDED.version, body = EXCLUDED.body",
                *params,
            )
            return
        status = await self._pool.execute(
            "UPDATE night_series SET guild_id = $2, event_id = $3, due_at = $4, version = $5, body = $6"
            " WHERE campaign_id = $1 AND version = $7",
            *params,
            previous_version,
        )
        if status != "UPDATE 1":
            raise VersionConflict(f"campaign {series.campaign_id}'s nights changed since they were read")

    async def delete_night_series(self, campaign_id: int) -> None:
        await self._pool.execute("DELETE FROM night_series WHERE campaign_id = $1", campaign_id)

    # --- content packs -------------------------------------------------------------------------

    async def put_pack(self, pack_hash: str, name: str, version: str, body: str, at: float) -> None:
        await self._pool.execute(_INSERT_PACK, pack_hash, name, version, body, at)

    async def pack_body(self, pack_hash: str) -> str | None:
        body: str | None = await self._pool.fetchval(_PACK_BODY, pack_hash)
        return body

    # --- meta (settings the bot keeps in its own database) ----------------------------------------

    async def get_meta(self, key: str) -> str | None:
        value: str | None = await self._pool.fetchval("SELECT value FROM meta WHERE key = $1", key)
        return value

    async def set_meta(self, key: str, value: str) -> None:
        await self._pool.execute(
            "INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
            key,
            value,
        )

    # --- games ------------------------------------------------------------------------------------

    async def create_game(self, game: NewGame, progress: Progress, at: float, *, previous: Progress) -> GameRecord:
        try:
            async with self._transaction() as conn:
                row = await conn.fetchrow(
                    _INSERT_GAME + f" RETURNING {GAME_COLUMNS}", *_game_params(game.campaign_id, game, at, None)
                )
                await conn.execute(  # the start: undo's floor
                    "INSERT INTO undo_points (game_id, seq, undoable) VALUES ($1, 0, false)", row["id"]
                )
                moved = await conn.execute(
                    "UPDATE campaigns SET scenarios_won = $1, attempts = $2, flags = $3, updated_at = $4"
                    " WHERE id = $5 AND scenarios_won = $6 AND attempts = $7 AND flags = $8",
                    *progress_columns(progress),
                    at,
                    game.campaign_id,
                    *progress_columns(previous),
                )
                if moved != "UPDATE 1":
                    raise VersionConflict(f"campaign {game.campaign_id}'s progress changed since it was read")
        except asyncpg.UniqueViolationError:
            raise AlreadyExists("this campaign already has a scenario attempt in play") from None
        return game_from(row)

    async def playing_game(self, campaign_id: int) -> GameRecord | None:
        row = await self._pool.fetchrow(
            f"SELECT {GAME_COLUMNS} FROM games WHERE campaign_id = $1 AND status = 'playing'", campaign_id
        )
        return game_from(row) if row else None

    async def games(self, campaign_id: int) -> list[GameRecord]:
        rows = await self._pool.fetch(_GAMES_OF_CAMPAIGN, campaign_id)
        return [game_from(row) for row in rows]

    async def write_game(self, write: GameWrite) -> None:
        """One decision (or undo), one statement, one transaction: see `_WRITE_DECISION`."""
        if await self._pool.fetchval(_WRITE_DECISION, *_decision_params(write)) != 1:
            raise VersionConflict(f"game {write.game_id} is no longer at version {write.old_version}")

    async def end_game(self, game_id: int, old_version: int, status: str, at: float) -> None:
        moved = await self._pool.execute(
            "UPDATE games SET status = $1, updated_at = $2, ended_at = $2"
            " WHERE id = $3 AND version = $4 AND status = 'playing'",
            status,
            at,
            game_id,
            old_version,
        )
        if moved != "UPDATE 1":
            raise VersionConflict(f"game {game_id} is no longer at version {old_version}")

    async def log(self, game_id: int) -> list[LogRow]:
        return await self.log_after(game_id, 0)

    async def undo_top(self, game_id: int) -> UndoPoint | None:
        row = await self._pool.fetchrow(
            "SELECT seq, action, undoable, snapshot, state_schema FROM undo_points WHERE game_id = $1"
            " ORDER BY seq DESC LIMIT 1",
            game_id,
        )
        if row is None:
            return None
        action = json.loads(row["action"]) if row["action"] is not None else None
        return UndoPoint(row["seq"], action, bool(row["undoable"]), row["snapshot"], row["state_schema"])

    async def dm_channel(self, user_id: int) -> int | None:
        channel: int | None = await self._pool.fetchval(
            "SELECT channel_id FROM dm_channels WHERE user_id = $1", user_id
        )
        return channel

    async def set_dm_channel(self, user_id: int, channel_id: int, at: float) -> None:
        await self._pool.execute(
            "INSERT INTO dm_channels (user_id, channel_id, opened_at) VALUES ($1, $2, $3)"
            " ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id, opened_at = excluded.opened_at",
            user_id,
            channel_id,
            at,
        )

    async def log_after(self, game_id: int, seq: int) -> list[LogRow]:
        rows = await self._pool.fetch(
            f"SELECT {LOG_COLUMNS} FROM actions WHERE game_id = $1 AND seq > $2 ORDER BY seq", game_id, seq
        )
        return [log_row_from(row) for row in rows]

    async def campaign_log(self, campaign_id: int, limit: int) -> list[CampaignLogRow]:
        rows = await self._pool.fetch(
            "SELECT g.id, g.scenario, g.attempt, a.seq, a.kind, a.seat, a.user_id, a.action, a.undoable, a.undoes,"
            " a.public_events, a.at FROM actions a JOIN games g ON g.id = a.game_id"
            " WHERE g.campaign_id = $1 ORDER BY a.at DESC, a.id DESC LIMIT $2",
            campaign_id,
            limit,
        )
        return [CampaignLogRow(row[0], row[1], row[2], log_row_from(tuple(row)[3:])) for row in rows]

    # --- the outbox ---------------------------------------------------------------------------------

    def _mine(self, first: int) -> tuple[str, tuple[object, ...]]:
        """SQL (and its parameters, numbered from $first) keeping the outbox rows of this store's shards."""
        if self.shards is None:
            return "TRUE", ()
        return (
            f"EXISTS (SELECT 1 FROM campaigns c WHERE c.id = o.campaign_id"
            f" AND (c.guild_id >> 22) % ${first} = ANY(${first + 1}::int[]))",
            (self.shards.count, list(self.shards.ids)),
        )

    async def due_deliveries(self, now: float, limit: int) -> list[Delivery]:
        """Claim up to `limit` due rows for `claim_seconds`: SELECT … FOR UPDATE SKIP LOCKED, then mark them ours."""
        mine, params = self._mine(5)
        async with self._transaction() as conn:
            await conn.execute("SELECT pg_advisory_xact_lock($1)", _CLAIM_LOCK)
            rows = await conn.fetch(
                "WITH due AS (SELECT o.id FROM outbox o"
                f" WHERE {_DUE} AND {_UNCLAIMED} AND {mine} ORDER BY o.id LIMIT $2 FOR UPDATE OF o SKIP LOCKED)"
                " UPDATE outbox SET claimed_by = $3, claimed_until = $4 FROM due WHERE outbox.id = due.id"
                f" RETURNING {_CLAIMED_COLUMNS}",
                now,
                limit,
                self.claimer,
                now + self.claim_seconds,
                *params,
            )
        return sorted((delivery_from(row) for row in rows), key=lambda d: d.id)

    async def release_claims(self) -> None:
        await self._pool.execute(
            "UPDATE outbox SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = $1 AND status = 'pending'",
            self.claimer,
        )

    async def count_due(self, now: float) -> int:
        mine, params = self._mine(2)
        count: int = await self._pool.fetchval(f"SELECT COUNT(*) FROM outbox o WHERE {_DUE} AND {mine}", now, *params)
        return count

    async def next_delivery_at(self, after: float) -> float | None:
        """When a pending row becomes due, or a claim on one runs out (its claimer may have crashed)."""
        mine, params = self._mine(2)
        due: float | None = await self._pool.fetchval(
            "SELECT MIN(GREATEST(o.next_attempt_at, COALESCE(o.claimed_until, 0))) FROM outbox o"
            f" WHERE o.status = 'pending' AND GREATEST(o.next_attempt_at, COALESCE(o.claimed_until, 0)) > $1"
            f" AND {mine}",
            after,
            *params,
        )
        return due

    async def _mark(self, delivery_id: int, assignments: str, *params: object) -> None:
        """Update a row this store claimed, and end the claim; a row claimed elsewhere meanwhile is left alone."""
        n = len(params)
        done = await self._pool.execute(
            f"UPDATE outbox SET {assignments}, claimed_by = NULL, claimed_until = NULL"
            f" WHERE id = ${n + 1} AND claimed_by = ${n + 2}",
            *params,
            delivery_id,
            self.claimer,
        )
        if done != "UPDATE 1":
            log.warning("outbox: delivery %s was no longer claimed by this process when marked", delivery_id)

    async def mark_sent(self, delivery_id: int, at: float) -> None:
        await self._mark(delivery_id, "status = 'sent', sent_at = $1, attempts = attempts + 1", at)

    async def mark_retry(self, delivery_id: int, attempts: int, next_attempt_at: float, error: str) -> None:
        await self._mark(
            delivery_id, "attempts = $1, next_attempt_at = $2, last_error = $3", attempts, next_attempt_at, error
        )

    async def mark_undeliverable(self, delivery_id: int, attempts: int, error: str, at: float) -> None:
        await self._mark(
            delivery_id, "status = 'undeliverable', attempts = $1, last_error = $2, sent_at = NULL", attempts, error
        )

    async def unnoticed_undeliverable(self, campaign_id: int, user_id: int | None = None) -> list[Delivery]:
        sql = (
            f"SELECT {DELIVERY_COLUMNS} FROM outbox WHERE campaign_id = $1 AND status = 'undeliverable'"
            " AND notified_at IS NULL"
        )
        params: tuple[int, ...] = (campaign_id,)
        if user_id is not None:
            sql += " AND recipient_user_id = $2"
            params += (user_id,)
        return [delivery_from(row) for row in await self._pool.fetch(sql + " ORDER BY id", *params)]

    async def mark_notified(self, delivery_ids: Sequence[int], at: float) -> None:
        await self._pool.execute(
            "UPDATE outbox SET notified_at = $1 WHERE id = ANY($2::bigint[])", at, list(delivery_ids)
        )

    async def deliveries(self, campaign_id: int) -> list[Delivery]:
        rows = await self._pool.fetch(
            f"SELECT {DELIVERY_COLUMNS} FROM outbox WHERE campaign_id = $1 ORDER BY id", campaign_id
        )
        return [delivery_from(row) for row in rows]

    # --- export / import ------------------------------------------------------------------------------

    async def read_bundle(self, campaign_id: int) -> CampaignBundle:
        async with self._transaction(isolation="repeatable_read", readonly=True) as conn:  # one snapshot
            row = await conn.fetchrow(f"SELECT {CAMPAIGN_COLUMNS} FROM campaigns WHERE id = $1", campaign_id)
            if row is None:
                raise StoreError(f"there is no campaign {campaign_id}")
            seats = [SeatRecord(*r) for r in await conn.fetch(_SEATS, campaign_id)]
            games = [game_from(r) for r in await conn.fetch(_GAMES_OF_CAMPAIGN, campaign_id)]
            packs: dict[str, str] = {}
            logs = []
            for game in games:
                rows = await conn.fetch(f"SELECT {LOG_COLUMNS} FROM actions WHERE game_id = $1 ORDER BY seq", game.id)
                logs.append((game, [log_row_from(r) for r in rows]))
                if game.pack_hash not in packs:
                    packs[game.pack_hash] = await conn.fetchval(_PACK_BODY, game.pack_hash)
        return CampaignBundle(campaign_from(row), seats, packs, logs)

    async def replace_campaign(self, bundle: CampaignBundle) -> CampaignRecord:
        c = bundle.campaign
        async with self._transaction() as conn:
            await conn.execute("DELETE FROM campaigns WHERE channel_id = $1", c.channel_id)
            for pack_hash, body in bundle.packs.items():
                pack = json.loads(body).get("pack", {})
                await conn.execute(
                    _INSERT_PACK, pack_hash, str(pack.get("name", "")), str(pack.get("version", "")), body, c.updated_at
                )
            campaign_id = await conn.fetchval(
                "INSERT INTO campaigns (guild_id, channel_id, host_user_id, options, scenarios_won, attempts, flags,"
                " created_at, updated_at, language, game) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)"
                " RETURNING id",
                c.guild_id,
                c.channel_id,
                c.host_user_id,
                dumps(c.options),
                *progress_columns(c.progress),
                c.created_at,
                c.updated_at,
                c.language,
                c.game,
            )
            await conn.executemany(
                "INSERT INTO seats (campaign_id, user_id, nurse_name, seat_order, stand_in_user_id, joined_at, gender)"
                " VALUES ($1, $2, $3, $4, $5, $6, $7)",
                [
                    (campaign_id, s.user_id, s.nurse_name, s.seat_order, s.stand_in_user_id, s.joined_at, s.gender)
                    for s in bundle.seats
                ],
            )
            for game, log_rows in bundle.games:
                game_id = await conn.fetchval(
                    _INSERT_GAME + " RETURNING id", *_game_params(campaign_id, game, game.updated_at, game.ended_at)
                )
                await conn.executemany(_INSERT_LOG, [_log_params(game_id, row) for row in log_rows])
        return dataclasses.replace(c, id=campaign_id)


def _no_row_data(method: Callable[..., Awaitable[T]]) -> Callable[..., Awaitable[T]]:
    """An unexpected PostgreSQL error as a StoreError naming its kind only: its DETAIL may quote a row."""

    @functools.wraps(method)
    async def guarded(self: PostgresStore, *args: Any, **kwargs: Any) -> T:
        try:
            return await method(self, *args, **kwargs)
        except (asyncpg.PostgresError, asyncpg.DataError) as error:
            sqlstate = getattr(error, "sqlstate", None) or "no SQLSTATE"
            raise StoreError(f"the database refused {method.__name__} ({type(error).__name__}, {sqlstate})") from None

    return guarded


for _name, _method in list(vars(PostgresStore).items()):
    if inspect.iscoroutinefunction(_method) and not _name.startswith("_"):
        setattr(PostgresStore, _name, _no_row_data(_method))


# --- one decision, one transaction ----------------------------------------------------------------------

# Everything a decision (or an undo) writes, as ONE statement: PostgreSQL runs a statement as one transaction,
# so all of it commits or none of it, in one round trip instead of five (BEGIN, three writes, COMMIT). Each
# part reads the `moved` row, so when the version check finds the game moved on, nothing at all is written.
_WRITE_DECISION = """
WITH moved AS (  -- the version check: the new snapshot only if the game is still at the version read ($8)
    UPDATE games SET snapshot = $1, state_schema = $2, version = $3, status = $4, updated_at = $5, ended_at = $6
    WHERE id = $7 AND version = $8 AND status = 'playing'
    RETURNING id, campaign_id
), logged AS (  -- the log rows
    INSERT INTO actions (game_id, seq, kind, seat, user_id, action, undoable, undoes, public_events, at)
    SELECT moved.id, r.seq, r.kind, r.seat, r.user_id, r.action, r.undoable, r.undoes, r.public_events, r.at
    FROM moved, unnest($9::int[], $10::text[], $11::int[], $12::bigint[], $13::text[], $14::bool[], $15::int[],
        $16::text[], $17::float8[]) AS r(seq, kind, seat, user_id, action, undoable, undoes, public_events, at)
), queued AS (  -- the outbox: the decision's private cards, sent by the worker once this has committed
    INSERT INTO outbox (campaign_id, game_id, action_seq, recipient_user_id, seat, payload, next_attempt_at,
        created_at)
    SELECT moved.campaign_id, moved.id, d.seq, d.recipient, d.seat, d.payload, $5, $5
    FROM moved, unnest($18::int[], $19::bigint[], $20::int[], $21::text[]) AS d(seq, recipient, seat, payload)
), progressed AS (  -- an attempt won: the campaign's progress ($22 NULL: unchanged)
    UPDATE campaigns SET scenarios_won = $22, attempts = $23, flags = $24, updated_at = $5
    FROM moved WHERE campaigns.id = moved.campaign_id AND $22::text IS NOT NULL
), dropped AS (  -- undo points: all of the game's below a new floor ($25), or the one an undo took back ($26)
    DELETE FROM undo_points u USING moved WHERE u.game_id = moved.id AND ($25::bool OR u.seq = $26::int)
), pointed AS (  -- the decisions undo may still reach (seqs new to the game: no clash with `dropped`)
    INSERT INTO undo_points (game_id, seq, action, undoable, snapshot, state_schema)
    SELECT moved.id, p.seq, p.action, p.undoable, p.snapshot, p.state_schema
    FROM moved, unnest($27::int[], $28::text[], $29::bool[], $30::text[], $31::int[])
        AS p(seq, action, undoable, snapshot, state_schema)
), kept AS (  -- the bot's facts kept with the decision (a channel's decision message): one value per key
    INSERT INTO meta (key, value)
    SELECT m.key, m.value FROM moved, unnest($32::text[], $33::text[]) AS m(key, value)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value
)
SELECT COUNT(*) FROM moved
"""


def _decision_params(write: GameWrite) -> tuple[object, ...]:
    """`_WRITE_DECISION`'s parameters: the game's new state, then the log rows and deliveries as columns."""
    rows, sent = write.log, write.deliveries
    progress = progress_columns(write.progress) if write.progress is not None else (None, None, None)
    clear, points = write.point_changes()
    return (
        write.snapshot,
        write.state_schema,
        write.new_version,
        write.status,
        write.at,
        write.at if write.status != "playing" else None,
        write.game_id,
        write.old_version,
        [r.seq for r in rows],
        [r.kind for r in rows],
        [r.seat for r in rows],
        [r.user_id for r in rows],
        [dumps(r.action) if r.action is not None else None for r in rows],
        [r.undoable for r in rows],
        [r.undoes for r in rows],
        [dumps(r.public_events) for r in rows],
        [r.at for r in rows],
        [d.action_seq for d in sent],
        [d.recipient_user_id for d in sent],
        [d.seat for d in sent],
        [dumps(d.payload) for d in sent],
        *progress,
        clear,
        write.undone,
        [p.seq for p in points],
        [dumps(p.action) if p.action is not None else None for p in points],
        [p.undoable for p in points],
        [p.snapshot for p in points],
        [p.state_schema for p in points],
        [key for key, _ in write.meta],
        [value for _, value in write.meta],
    )


async def _keep_session(conn: asyncpg.Connection) -> None:
    """The pool's reset between uses: this store never changes session state (no SET, LISTEN or session lock),
    and asyncpg itself rolls back a transaction left open, so the usual RESET ALL round trip is skipped."""
