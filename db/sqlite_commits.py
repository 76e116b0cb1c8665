"""The SQLite group commit in one trip: its own connection, its own thread, one call per transaction.

Through aiosqlite a group commit cost a trip to aiosqlite's thread for every
statement (BEGIN, the games' UPDATE, the log, the outbox, the undo points,
COMMIT: five a decision on average), and each trip wakes two threads. With
another process busy on a core each wake-up may wait for the scheduler, and
those waits were most of the table's p99 (issue 13). Here the whole
transaction is one function run on a connection of its own, in a thread of
its own: one wake-up each way per batch.

Both connections write only under the store's asyncio lock, so SQLite never
sees them compete; this one has the same pragmas (synchronous, foreign keys,
busy timeout) as aiosqlite's.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from db.rows import dumps, progress_columns
from db.store import GameWrite, LogRow, VersionConflict

INSERT_LOG = (
    "INSERT INTO actions (game_id, seq, kind, seat, user_id, action, undoable, undoes, public_events, at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
INSERT_POINT = (
    "INSERT INTO undo_points (game_id, seq, action, undoable, snapshot, state_schema) VALUES (?, ?, ?, ?, ?, ?)"
)
_UPDATE_GAME = (
    "UPDATE games SET snapshot = ?, state_schema = ?, version = ?, status = ?, updated_at = ?,"
    " ended_at = ? WHERE id = ? AND version = ? AND status = 'playing'"
)
_INSERT_DELIVERY = (
    "INSERT INTO outbox (campaign_id, game_id, action_seq, recipient_user_id, seat, payload,"
    " next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)
_MARK_SENT = "UPDATE outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1 WHERE id = ?"
UPSERT_META = "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"
_UPDATE_PROGRESS = "UPDATE campaigns SET scenarios_won = ?, attempts = ?, flags = ?, updated_at = ? WHERE id = ?"

T = TypeVar("T")

# (delivery id, sent at): DMs to mark sent in the same transaction
Mark = tuple[int, float]


def log_params(game_id: int, row: LogRow) -> tuple[object, ...]:
    action = dumps(row.action) if row.action is not None else None
    return (
        game_id,
        row.seq,
        row.kind,
        row.seat,
        row.user_id,
        action,
        int(row.undoable),
        row.undoes,
        dumps(row.public_events),
        row.at,
    )


class Committer:
    """One connection in one thread; `commit` runs a whole group commit there."""

    def __init__(self, executor: ThreadPoolExecutor, conn: sqlite3.Connection):
        self._executor = executor
        self._conn = conn
        self._closed = False

    @classmethod
    async def open(cls, path: str, *, synchronous: str, busy_timeout_ms: int) -> Committer:
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sqlite-commit")

        def connect() -> sqlite3.Connection:  # in the thread that will use it
            conn = sqlite3.connect(path, isolation_level=None)  # we write BEGIN/COMMIT ourselves
            for pragma in (f"synchronous={synchronous}", "foreign_keys=ON", f"busy_timeout={int(busy_timeout_ms)}"):
                conn.execute(f"PRAGMA {pragma}")
            return conn

        try:
            conn = await asyncio.get_running_loop().run_in_executor(executor, connect)
        except BaseException:
            executor.shutdown(wait=False)
            raise
        return cls(executor, conn)

    async def commit(self, writes: Sequence[GameWrite], marks: Sequence[Mark], *, alone: bool) -> bool:
        """One transaction: False (rolled back) when a version check of a batch fails; alone, it raises.

        A caller cancelled meanwhile still waits for the thread to end the transaction (it may yet commit), so
        the store's lock is never released while a write is in flight: the one-writer rule holds.
        """
        done = asyncio.get_running_loop().run_in_executor(self._executor, _commit, self._conn, writes, marks, alone)
        try:
            return await asyncio.shield(done)
        except asyncio.CancelledError:
            while not done.done():  # cancelled again meanwhile: still wait
                with contextlib.suppress(asyncio.CancelledError):
                    await asyncio.wait({done})
            raise

    async def pragma(self, name: str) -> object:
        return await self._run(lambda: self._conn.execute(f"PRAGMA {name}").fetchone()[0])

    async def close(self) -> None:
        """Closes the connection and ends the thread; a second close does nothing (the bot's stop closes
        the store, and its caller closes it again)."""
        if self._closed:
            return
        self._closed = True
        try:
            await self._run(self._conn.close)
        finally:
            self._executor.shutdown(wait=False)

    async def _run(self, function: Callable[[], T]) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._executor, function)


# --- in the committer's thread ---------------------------------------------------------------


def _commit(conn: sqlite3.Connection, writes: Sequence[GameWrite], marks: Sequence[Mark], alone: bool) -> bool:
    conn.execute("BEGIN IMMEDIATE")
    try:
        if writes and not _write_games(conn, writes, alone):
            conn.execute("ROLLBACK")
            return False
        if marks:
            conn.executemany(_MARK_SENT, [(at, delivery_id) for delivery_id, at in marks])
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return True


def _write_games(conn: sqlite3.Connection, writes: Sequence[GameWrite], alone: bool) -> bool:
    """Each game's snapshot (if still at the version it was read at), log rows, DMs, undo points, progress, and
    the bot's facts kept with it (in the batch's order: a later decision's value wins)."""
    updates = [
        (w.snapshot, w.state_schema, w.new_version, w.status, w.at, w.at if w.status != "playing" else None)
        + (w.game_id, w.old_version)
        for w in writes
    ]
    if conn.executemany(_UPDATE_GAME, updates).rowcount != len(writes):  # executemany sums the rows changed
        if alone:
            raise VersionConflict(f"game {writes[0].game_id} is no longer at version {writes[0].old_version}")
        return False
    conn.executemany(INSERT_LOG, [log_params(w.game_id, row) for w in writes for row in w.log])
    deliveries = [
        (w.campaign_id, w.game_id, d.action_seq, d.recipient_user_id, d.seat, dumps(d.payload), w.at, w.at)
        for w in writes
        for d in w.deliveries
    ]
    if deliveries:
        conn.executemany(_INSERT_DELIVERY, deliveries)
    _write_points(conn, writes)
    progress = [(*progress_columns(w.progress), w.at, w.campaign_id) for w in writes if w.progress]
    if progress:
        conn.executemany(_UPDATE_PROGRESS, progress)
    meta = [pair for w in writes for pair in w.meta]
    if meta:
        conn.executemany(UPSERT_META, meta)
    return True


def _write_points(conn: sqlite3.Connection, writes: Sequence[GameWrite]) -> None:
    """The undo points of a batch (GameWrite.point_changes): drops first, then the new points.

    A batch holds at most one write per game (the table writes a game under its channel's lock).
    """
    cleared, popped, added = [], [], []
    for w in writes:
        clear, points = w.point_changes()
        if clear:
            cleared.append((w.game_id,))
        elif w.undone is not None:
            popped.append((w.game_id, w.undone))
        added += [
            (w.game_id, p.seq, dumps(p.action) if p.action is not None else None, int(p.undoable))
            + (p.snapshot, p.state_schema)
            for p in points
        ]
    if cleared:
        conn.executemany("DELETE FROM undo_points WHERE game_id = ?", cleared)
    if popped:
        conn.executemany("DELETE FROM undo_points WHERE game_id = ? AND seq = ?", popped)
    if added:
        conn.executemany(INSERT_POINT, added)
