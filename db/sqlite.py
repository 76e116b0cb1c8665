"""The SQLite store (aiosqlite): WAL, foreign keys on, one transaction at a time.

Durability: `synchronous=FULL` by default. In WAL mode, FULL syncs the WAL on
every commit, so a decision the table acknowledged survives a process crash
AND a power loss or kernel panic. `NORMAL` (the other sensible choice) syncs
only at checkpoints: it survives a process crash (SIGKILL, OOM kill) just as
well and never corrupts the file, but a power loss may roll back the last
decisions players already saw acknowledged. On the dev machine FULL costs
~40 µs a commit, well inside the benchmark's budget, so we pay it; a host
with slow fsync can pass `synchronous="NORMAL"`.

Every statement runs under an asyncio lock: a transaction must not interleave
with another coroutine's statements (a reader could otherwise see uncommitted
outbox rows). They go through aiosqlite's connection, except the group commit
of decisions, which runs whole on a second connection in a thread of its own
(db/sqlite_commits.py: one trip per batch instead of one per statement).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import aiosqlite

from db.migrate import migrate
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
from db.sqlite_commits import INSERT_LOG, INSERT_POINT, UPSERT_META, Committer, log_params
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

SYNCHRONOUS_LEVELS = ("OFF", "NORMAL", "FULL", "EXTRA")


class _NoStatementParameters(logging.Filter):
    """aiosqlite logs every statement WITH its parameters at DEBUG: our snapshots hold the seed and the
    deck order (ARCHITECTURE.md, Hidden information), so those lines never reach a handler."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno > logging.DEBUG


_AIOSQLITE_LOG = logging.getLogger("aiosqlite")
if not any(isinstance(f, _NoStatementParameters) for f in _AIOSQLITE_LOG.filters):
    _AIOSQLITE_LOG.addFilter(_NoStatementParameters())


# A pending row is due when its time has come (?: now) and no older row to the same player waits for a retry
# (?: now again), so one player's messages go out in order.
_DUE = (
    "status = 'pending' AND next_attempt_at <= ? AND NOT EXISTS (SELECT 1 FROM outbox p WHERE p.status = 'pending'"
    " AND p.recipient_user_id = o.recipient_user_id AND p.id < o.id AND p.next_attempt_at > ?)"
)


def _found(row: sqlite3.Row | None) -> sqlite3.Row:
    """A row the query always returns (an aggregate, a row just written, a pack a game names)."""
    assert row is not None
    return row


def _inserted(cursor: aiosqlite.Cursor) -> int:
    """The id of the row an INSERT just wrote."""
    row_id = cursor.lastrowid
    assert row_id is not None
    return row_id


class _Counted:
    """The aiosqlite connection, counting the statements sent through it (Store.calls, for the benchmark)."""

    def __init__(self, conn: aiosqlite.Connection, store: Store):
        self._conn = conn
        self._store = store

    def execute(self, sql: str, parameters: Iterable[Any] | None = None) -> aiosqlite.context.Result[aiosqlite.Cursor]:
        self._store.calls += 1
        return self._conn.execute(sql, parameters)

    def executemany(self, sql: str, parameters: Iterable[Iterable[Any]]) -> aiosqlite.context.Result[aiosqlite.Cursor]:
        self._store.calls += 1
        return self._conn.executemany(sql, parameters)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


class SqliteStore(Store):
    max_batch = 256  # writes per group commit

    def __init__(self, conn: aiosqlite.Connection, committer: Committer, path: str):
        self._conn = _Counted(conn, self)
        self._committer = committer
        self._lock = asyncio.Lock()
        self.path = path
        self._pending: list[tuple[GameWrite, asyncio.Future[None]]] = []
        self._marks: list[tuple[int, float, asyncio.Future[None]]] = []  # DMs sent, committed with the next batch
        self._flusher: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, path: str, *, synchronous: str = "FULL", busy_timeout_ms: int = 5000) -> SqliteStore:
        """Open (creating if needed) and migrate the database at `path`."""
        level = synchronous.upper()
        if level not in SYNCHRONOUS_LEVELS:
            raise ValueError(f"synchronous must be one of {SYNCHRONOUS_LEVELS}, not {synchronous!r}")
        # A path SQLite cannot open fails here, before aiosqlite starts its thread (a failed aiosqlite
        # connect leaves that thread to report on a closed event loop: a traceback at exit).
        sqlite3.connect(path).close()
        conn = await aiosqlite.connect(path, isolation_level=None)  # we write BEGIN/COMMIT ourselves
        try:
            async with conn.execute("PRAGMA journal_mode=WAL") as cursor:
                row = await cursor.fetchone()
            mode = str(row[0]) if row is not None else ""
            if mode.lower() != "wal":  # ":memory:" too: the committer's connection must reach the same file
                raise StoreError(f"could not switch the database to WAL mode (got {mode})")
            await conn.execute(f"PRAGMA synchronous={level}")
            await conn.execute("PRAGMA foreign_keys=ON")
            await conn.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
            applied = await migrate(conn)
            committer = await Committer.open(path, synchronous=level, busy_timeout_ms=busy_timeout_ms)
        except BaseException:
            await conn.close()
            raise
        store = cls(conn, committer, path)
        store.applied_migrations = tuple(applied)
        return store

    async def close(self) -> None:
        if self._flusher is not None and not self._flusher.done():
            await self._flusher
        async with self._lock:
            try:
                await self._committer.close()
            finally:
                await self._conn.close()

    # --- plumbing ----------------------------------------------------------------------------

    async def _all(self, sql: str, params: Sequence[object] = ()) -> list[sqlite3.Row]:
        async with self._lock, self._conn.execute(sql, params) as cursor:
            return list(await cursor.fetchall())

    async def _one(self, sql: str, params: Sequence[object] = ()) -> sqlite3.Row | None:
        async with self._lock, self._conn.execute(sql, params) as cursor:
            return await cursor.fetchone()

    async def _run(self, sql: str, params: Sequence[object] = ()) -> int:
        async with self._lock, self._conn.execute(sql, params) as cursor:
            return cursor.rowcount

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_Counted]:
        """BEGIN IMMEDIATE … COMMIT under the lock; any exception rolls back."""
        async with self._lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
                await self._conn.execute("COMMIT")
            except BaseException:
                if self._conn.in_transaction:
                    await self._conn.rollback()
                raise

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
            async with self._transaction() as conn:
                cursor = await conn.execute(
                    "INSERT INTO campaigns (guild_id, channel_id, host_user_id, options, created_at, updated_at,"
                    " language, game) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (guild_id, channel_id, host_user_id, dumps(options), at, at, language, game),
                )
                campaign_id = _inserted(cursor)
        except sqlite3.IntegrityError:
            raise AlreadyExists("this channel already has a campaign") from None
        return CampaignRecord(
            campaign_id, guild_id, channel_id, host_user_id, dict(options), Progress(), at, at, language, game
        )

    async def campaign_by_channel(self, channel_id: int) -> CampaignRecord | None:
        row = await self._one(f"SELECT {CAMPAIGN_COLUMNS} FROM campaigns WHERE channel_id = ?", (channel_id,))
        return campaign_from(row) if row else None

    async def campaign_ids(self) -> list[int]:
        return [row[0] for row in await self._all("SELECT id FROM campaigns ORDER BY id")]

    async def set_campaign_language(self, campaign_id: int, language: str, at: float) -> None:
        await self._run("UPDATE campaigns SET language = ?, updated_at = ? WHERE id = ?", (language, at, campaign_id))

    async def set_campaign_options(self, campaign_id: int, options: Json, at: float) -> None:
        await self._run(
            "UPDATE campaigns SET options = ?, updated_at = ? WHERE id = ?", (dumps(options), at, campaign_id)
        )

    async def seats(self, campaign_id: int) -> list[SeatRecord]:
        rows = await self._all(
            "SELECT user_id, nurse_name, seat_order, stand_in_user_id, joined_at, gender FROM seats"
            " WHERE campaign_id = ? ORDER BY seat_order, joined_at",
            (campaign_id,),
        )
        return [SeatRecord(*row) for row in rows]

    async def add_seat(self, campaign_id: int, user_id: int, nurse_name: str, at: float, gender: str = "n") -> None:
        try:
            async with self._transaction() as conn:
                async with conn.execute(
                    "SELECT COALESCE(MAX(seat_order), -1) + 1 FROM seats WHERE campaign_id = ?", (campaign_id,)
                ) as cursor:
                    order = _found(await cursor.fetchone())[0]
                await conn.execute(
                    "INSERT INTO seats (campaign_id, user_id, nurse_name, seat_order, joined_at, gender)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (campaign_id, user_id, nurse_name, order, at, gender),
                )
        except sqlite3.IntegrityError:
            raise AlreadyExists("that player or that Nurse name already has a seat") from None

    async def remove_seat(self, campaign_id: int, user_id: int) -> None:
        await self._run("DELETE FROM seats WHERE campaign_id = ? AND user_id = ?", (campaign_id, user_id))

    async def set_stand_in(self, campaign_id: int, user_id: int, stand_in_user_id: int | None) -> None:
        await self._run(
            "UPDATE seats SET stand_in_user_id = ? WHERE campaign_id = ? AND user_id = ?",
            (stand_in_user_id, campaign_id, user_id),
        )

    async def set_seat_order(self, campaign_id: int, user_ids: Sequence[int]) -> None:
        async with self._transaction() as conn:
            await conn.executemany(
                "UPDATE seats SET seat_order = ? WHERE campaign_id = ? AND user_id = ?",
                [(order, campaign_id, user_id) for order, user_id in enumerate(user_ids)],
            )

    async def return_seat(
        self, campaign_id: int, user_id: int, deliveries: Sequence[NewDelivery], game_id: int | None, at: float
    ) -> None:
        async with self._transaction() as conn:
            await conn.execute(
                "UPDATE seats SET stand_in_user_id = NULL WHERE campaign_id = ? AND user_id = ?", (campaign_id, user_id)
            )
            await conn.executemany(
                "INSERT INTO outbox (campaign_id, game_id, action_seq, recipient_user_id, seat, payload,"
                " next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (campaign_id, game_id, d.action_seq, d.recipient_user_id, d.seat, dumps(d.payload), at, at)
                    for d in deliveries
                ],
            )

    # --- content packs ---------------------------------------------------------------------------

    async def put_pack(self, pack_hash: str, name: str, version: str, body: str, at: float) -> None:
        await self._run(
            "INSERT OR IGNORE INTO packs (hash, name, version, body, stored_at) VALUES (?, ?, ?, ?, ?)",
            (pack_hash, name, version, body, at),
        )

    async def pack_body(self, pack_hash: str) -> str | None:
        row = await self._one("SELECT body FROM packs WHERE hash = ?", (pack_hash,))
        return row[0] if row else None

    # --- games -------------------------------------------------------------------------------------

    async def create_game(self, game: NewGame, progress: Progress, at: float, *, previous: Progress) -> GameRecord:
        try:
            async with self._transaction() as conn:
                cursor = await conn.execute(
                    "INSERT INTO games (campaign_id, scenario, attempt, seed, seat_users, seat_names, options,"
                    " campaign_flags, start_events, snapshot, version, status, rules_version, pack_hash,"
                    " state_schema, started_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game.campaign_id,
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
                        at,
                    ),
                )
                game_id = _inserted(cursor)
                await conn.execute(INSERT_POINT, (game_id, 0, None, 0, None, None))  # the start: undo's floor
                cursor = await conn.execute(
                    "UPDATE campaigns SET scenarios_won = ?, attempts = ?, flags = ?, updated_at = ? WHERE id = ?"
                    " AND scenarios_won = ? AND attempts = ? AND flags = ?",
                    (*progress_columns(progress), at, game.campaign_id, *progress_columns(previous)),
                )
                if cursor.rowcount != 1:
                    raise VersionConflict(f"campaign {game.campaign_id}'s progress changed since it was read")
        except sqlite3.IntegrityError:
            raise AlreadyExists("this campaign already has a scenario attempt in play") from None
        async with (
            self._lock,
            self._conn.execute(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)) as cursor,
        ):
            return game_from(_found(await cursor.fetchone()))

    async def playing_game(self, campaign_id: int) -> GameRecord | None:
        row = await self._one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE campaign_id = ? AND status = 'playing'", (campaign_id,)
        )
        return game_from(row) if row else None

    async def games(self, campaign_id: int) -> list[GameRecord]:
        rows = await self._all(f"SELECT {GAME_COLUMNS} FROM games WHERE campaign_id = ? ORDER BY id", (campaign_id,))
        return [game_from(row) for row in rows]

    async def write_game(self, write: GameWrite) -> None:
        """Group commit: writes arriving while a transaction runs are committed together in the next one.

        Each caller returns only after the COMMIT holding its write. A batch whose
        version checks do not all pass is rolled back and retried one write per
        transaction, so a conflict fails only its own write.
        """
        future = asyncio.get_running_loop().create_future()
        self._pending.append((write, future))
        self._start_flusher()
        await future

    def _start_flusher(self) -> None:
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.create_task(self._flush(), name="sqlite-group-commit")

    async def _flush(self) -> None:
        while self._pending or self._marks:
            batch, self._pending = self._pending[: self.max_batch], self._pending[self.max_batch :]
            marks, self._marks = self._marks, []
            try:
                committed = await self._write_batch([write for write, _ in batch], marks)
            except Exception:
                committed = False
            if committed:
                for _, future in [*batch, *((None, f) for _, _, f in marks)]:
                    if not future.done():
                        future.set_result(None)
                continue
            if marks:
                await self._settle(self._write_batch([], marks, alone=True), [f for _, _, f in marks])
            for write, future in batch:
                await self._settle(self._write_batch([write], [], alone=True), [future])

    @staticmethod
    async def _settle(work: Awaitable[object], futures: list[asyncio.Future[None]]) -> None:
        try:
            await work
        except BaseException as error:  # noqa: BLE001 - handed to the callers that own the writes
            for future in futures:
                if not future.done():
                    future.set_exception(error)
        else:
            for future in futures:
                if not future.done():
                    future.set_result(None)

    async def _write_batch(
        self, writes: list[GameWrite], marks: list[tuple[int, float, asyncio.Future[None]]], *, alone: bool = False
    ) -> bool:
        """One transaction for `writes` (and DMs marked sent), in one trip to the committer's thread;
        False (rolled back) when a version check of a batch fails."""
        async with self._lock:
            self.calls += 1
            return await self._committer.commit(writes, [(d, at) for d, at, _ in marks], alone=alone)

    async def end_game(self, game_id: int, old_version: int, status: str, at: float) -> None:
        async with self._transaction() as conn:
            cursor = await conn.execute(
                "UPDATE games SET status = ?, updated_at = ?, ended_at = ?"
                " WHERE id = ? AND version = ? AND status = 'playing'",
                (status, at, at, game_id, old_version),
            )
            if cursor.rowcount != 1:
                raise VersionConflict(f"game {game_id} is no longer at version {old_version}")

    async def log(self, game_id: int) -> list[LogRow]:
        return await self.log_after(game_id, 0)

    async def undo_top(self, game_id: int) -> UndoPoint | None:
        row = await self._one(
            "SELECT seq, action, undoable, snapshot, state_schema FROM undo_points WHERE game_id = ?"
            " ORDER BY seq DESC LIMIT 1",
            (game_id,),
        )
        if row is None:
            return None
        return UndoPoint(row[0], json.loads(row[1]) if row[1] is not None else None, bool(row[2]), row[3], row[4])

    async def dm_channel(self, user_id: int) -> int | None:
        row = await self._one("SELECT channel_id FROM dm_channels WHERE user_id = ?", (user_id,))
        return row[0] if row else None

    async def set_dm_channel(self, user_id: int, channel_id: int, at: float) -> None:
        await self._run(
            "INSERT INTO dm_channels (user_id, channel_id, opened_at) VALUES (?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id, opened_at = excluded.opened_at",
            (user_id, channel_id, at),
        )

    async def log_after(self, game_id: int, seq: int) -> list[LogRow]:
        rows = await self._all(
            f"SELECT {LOG_COLUMNS} FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, seq)
        )
        return [log_row_from(row) for row in rows]

    async def campaign_log(self, campaign_id: int, limit: int) -> list[CampaignLogRow]:
        rows = await self._all(
            "SELECT g.id, g.scenario, g.attempt, a.seq, a.kind, a.seat, a.user_id, a.action, a.undoable, a.undoes,"
            " a.public_events, a.at FROM actions a JOIN games g ON g.id = a.game_id"
            " WHERE g.campaign_id = ? ORDER BY a.at DESC, a.id DESC LIMIT ?",
            (campaign_id, limit),
        )
        return [CampaignLogRow(row[0], row[1], row[2], log_row_from(row[3:])) for row in rows]

    # --- the outbox --------------------------------------------------------------------------------

    async def due_deliveries(self, now: float, limit: int) -> list[Delivery]:
        rows = await self._all(
            f"SELECT {DELIVERY_COLUMNS} FROM outbox o WHERE {_DUE} ORDER BY id LIMIT ?", (now, now, limit)
        )
        return [delivery_from(row) for row in rows]

    async def release_claims(self) -> None:
        """One process owns a SQLite outbox: nothing is claimed, nothing to give back."""

    async def count_due(self, now: float) -> int:
        count: int = _found(await self._one(f"SELECT COUNT(*) FROM outbox o WHERE {_DUE}", (now, now)))[0]
        return count

    async def next_delivery_at(self, after: float) -> float | None:
        row = await self._one(
            "SELECT MIN(next_attempt_at) FROM outbox WHERE status = 'pending' AND next_attempt_at > ?", (after,)
        )
        return row[0] if row else None

    async def mark_sent(self, delivery_id: int, at: float) -> None:
        """Committed with the next group commit (one fsync for the DMs and decisions of a moment)."""
        future = asyncio.get_running_loop().create_future()
        self._marks.append((delivery_id, at, future))
        self._start_flusher()
        await future

    async def mark_retry(self, delivery_id: int, attempts: int, next_attempt_at: float, error: str) -> None:
        await self._run(
            "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?",
            (attempts, next_attempt_at, error, delivery_id),
        )

    async def mark_undeliverable(self, delivery_id: int, attempts: int, error: str, at: float) -> None:
        await self._run(
            "UPDATE outbox SET status = 'undeliverable', attempts = ?, last_error = ?, sent_at = NULL WHERE id = ?",
            (attempts, error, delivery_id),
        )

    async def unnoticed_undeliverable(self, campaign_id: int, user_id: int | None = None) -> list[Delivery]:
        sql = (
            f"SELECT {DELIVERY_COLUMNS} FROM outbox WHERE campaign_id = ? AND status = 'undeliverable'"
            " AND notified_at IS NULL"
        )
        params: tuple[int, ...] = (campaign_id,)
        if user_id is not None:
            sql += " AND recipient_user_id = ?"
            params += (user_id,)
        rows = await self._all(sql + " ORDER BY id", params)
        return [delivery_from(row) for row in rows]

    async def mark_notified(self, delivery_ids: Sequence[int], at: float) -> None:
        async with self._transaction() as conn:
            await conn.executemany(
                "UPDATE outbox SET notified_at = ? WHERE id = ?", [(at, delivery_id) for delivery_id in delivery_ids]
            )

    async def deliveries(self, campaign_id: int) -> list[Delivery]:
        rows = await self._all(
            f"SELECT {DELIVERY_COLUMNS} FROM outbox WHERE campaign_id = ? ORDER BY id", (campaign_id,)
        )
        return [delivery_from(row) for row in rows]

    # --- the bot's own facts -------------------------------------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        row = await self._one("SELECT value FROM meta WHERE key = ?", (key,))
        return row[0] if row else None

    async def set_meta(self, key: str, value: str) -> None:
        await self._run(UPSERT_META, (key, value))

    # --- campaign nights ------------------------------------------------------------------------------

    async def night_series(self, campaign_id: int) -> NightSeries | None:
        row = await self._one(f"SELECT {NIGHT_COLUMNS} FROM night_series WHERE campaign_id = ?", (campaign_id,))
        return night_from(row) if row else None

    async def night_series_of_event(self, event_id: int) -> NightSeries | None:
        row = await self._one(f"SELECT {NIGHT_COLUMNS} FROM night_series WHERE event_id = ?", (event_id,))
        return night_from(row) if row else None

    async def night_series_due(self, now: float, limit: int) -> list[NightSeries]:
        rows = await self._all(
            f"SELECT {NIGHT_COLUMNS} FROM night_series WHERE due_at <= ? ORDER BY due_at, campaign_id LIMIT ?",
            (now, limit),
        )
        return [night_from(row) for row in rows]

    async def put_night_series(self, series: NightSeries, previous_version: int | None) -> None:
        params = night_params(series)
        if previous_version is None:
            await self._run(
                f"INSERT INTO night_series ({NIGHT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (campaign_id)"
                " DO UPDATE SET guild_id = excluded.guild_id, event_id = excluded.event_id,"
                " due_at = excluded.due_at, version = excluded.version, body = excluded.body",
                params,
            )
            return
        changed = await self._run(
            "UPDATE night_series SET guild_id = ?, event_id = ?, due_at = ?, version = ?, body = ?"
            " WHERE campaign_id = ? AND version = ?",
            (*params[1:], params[0], previous_version),
        )
        if changed != 1:
            raise VersionConflict(f"campaign {series.campaign_id}'s nights changed since they were read")

    async def delete_night_series(self, campaign_id: int) -> None:
        await self._run("DELETE FROM night_series WHERE campaign_id = ?", (campaign_id,))

    # --- export / import -----------------------------------------------------------------------------

    async def read_bundle(self, campaign_id: int) -> CampaignBundle:
        async with self._transaction() as conn:  # one read snapshot for the whole campaign
            async with conn.execute(f"SELECT {CAMPAIGN_COLUMNS} FROM campaigns WHERE id = ?", (campaign_id,)) as c:
                row = await c.fetchone()
            if row is None:
                raise StoreError(f"there is no campaign {campaign_id}")
            campaign = campaign_from(row)
            async with conn.execute(
                "SELECT user_id, nurse_name, seat_order, stand_in_user_id, joined_at, gender FROM seats"
                " WHERE campaign_id = ? ORDER BY seat_order, joined_at",
                (campaign_id,),
            ) as c:
                seats = [SeatRecord(*r) for r in await c.fetchall()]
            async with conn.execute(
                f"SELECT {GAME_COLUMNS} FROM games WHERE campaign_id = ? ORDER BY id", (campaign_id,)
            ) as c:
                games = [game_from(r) for r in await c.fetchall()]
            packs: dict[str, str] = {}
            logs = []
            for game in games:
                async with conn.execute(
                    f"SELECT {LOG_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq", (game.id,)
                ) as c:
                    logs.append((game, [log_row_from(r) for r in await c.fetchall()]))
                if game.pack_hash not in packs:
                    async with conn.execute("SELECT body FROM packs WHERE hash = ?", (game.pack_hash,)) as c:
                        packs[game.pack_hash] = _found(await c.fetchone())[0]
        return CampaignBundle(campaign, seats, packs, logs)

    async def replace_campaign(self, bundle: CampaignBundle) -> CampaignRecord:
        c = bundle.campaign
        async with self._transaction() as conn:
            await conn.execute("DELETE FROM campaigns WHERE channel_id = ?", (c.channel_id,))
            for pack_hash, body in bundle.packs.items():
                pack = json.loads(body).get("pack", {})
                await conn.execute(
                    "INSERT OR IGNORE INTO packs (hash, name, version, body, stored_at) VALUES (?, ?, ?, ?, ?)",
                    (pack_hash, str(pack.get("name", "")), str(pack.get("version", "")), body, c.updated_at),
                )
            cursor = await conn.execute(
                "INSERT INTO campaigns (guild_id, channel_id, host_user_id, options, scenarios_won, attempts, flags,"
                " created_at, updated_at, language, game) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    c.guild_id,
                    c.channel_id,
                    c.host_user_id,
                    dumps(c.options),
                    *progress_columns(c.progress),
                    c.created_at,
                    c.updated_at,
                    c.language,
                    c.game,
                ),
            )
            campaign_id = _inserted(cursor)
            await conn.executemany(
                "INSERT INTO seats (campaign_id, user_id, nurse_name, seat_order, stand_in_user_id, joined_at, gender)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (campaign_id, s.user_id, s.nurse_name, s.seat_order, s.stand_in_user_id, s.joined_at, s.gender)
                    for s in bundle.seats
                ],
            )
            for game, log in bundle.games:
                cursor = await conn.execute(
                    "INSERT INTO games (campaign_id, scenario, attempt, seed, seat_users, seat_names, options,"
                    " campaign_flags, start_events, snapshot, version, status, rules_version, pack_hash,"
                    " state_schema, started_at, updated_at, ended_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
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
                        game.updated_at,
                        game.ended_at,
                    ),
                )
                game_id = _inserted(cursor)
                await conn.executemany(INSERT_LOG, [log_params(game_id, row) for row in log])
        return dataclasses.replace(c, id=campaign_id)
