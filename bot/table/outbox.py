"""The outbox worker: private deliveries (DMs) sent after their decision committed (ARCHITECTURE.md, step 4).

Rows are written by the table in the decision's own transaction; this worker
sends what is due, marks it sent, and retries a failure with exponential
backoff. At least once: a row is marked sent only after `send` returned, so a
crash between the two sends it again after the restart, and nothing pending is
lost (the rows are in the database). One player's messages go out in order: a
row waits while an older one to the same player waits for its retry.

Several processes may share the outbox (PostgreSQL): the rows a round gets
are claimed by this process for the store's `claim_seconds`. The worker never
starts a send it could not finish before its claim runs out (each send is
bounded by `send_timeout`), and gives back what it did not get to, so two
processes never send one DM at once.

A permanent failure (the player's DMs are closed) marks the row
undeliverable and tells the table, which tells the player in her next
ephemeral reply; her card is not lost, `/hand` reads it from the game.

`send(recipient_user_id, payload, delivery_id)` is injected (the Discord
layer's DM, a test double); it raises DeliveryFailed(permanent=...) when it
cannot deliver. The delivery id goes into the message, so that a DM sent
again after a crash (between sending and marking it sent) can be recognised
as the same card.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Awaitable, Callable

from db.store import Delivery, Json, Store

log = logging.getLogger(__name__)

Sender = Callable[[int, Json, int], Awaitable[None]]  # (recipient user id, payload, delivery id)
# (recipient user id, [(payload, delivery id), ...]): one message for one player's cards of one decision
GroupSender = Callable[[int, list[tuple[Json, int]]], Awaitable[None]]


class DeliveryFailed(Exception):
    """`send` could not deliver; permanent=True when retrying cannot help (DMs closed, unknown user)."""

    def __init__(self, reason: str, *, permanent: bool = False):
        super().__init__(reason)
        self.reason = reason
        self.permanent = permanent


class OutboxWorker:
    def __init__(
        self,
        store: Store,
        send: Sender,
        *,
        clock: Callable[[], float] = time.time,
        batch_size: int = 100,
        concurrency: int = 8,
        base_delay: float = 2.0,
        max_delay: float = 900.0,
        max_attempts: int = 12,
        idle_poll: float = 30.0,
        send_timeout: float = 30.0,
        on_undeliverable: Callable[[int, int], None] | None = None,
        send_group: GroupSender | None = None,
    ) -> None:
        self.store = store
        self.send = send
        self.send_group = send_group  # given: a player's cards of one decision go as one message
        self.clock = clock
        self.batch_size = batch_size
        self.base_delay = base_delay
        self.max_delay = max_delay
        self.max_attempts = max_attempts
        self.idle_poll = idle_poll
        self.send_timeout = send_timeout
        self.on_undeliverable = on_undeliverable
        self._slots = asyncio.Semaphore(concurrency)
        self._wake = asyncio.Event()
        self._asleep = asyncio.Event()  # set while the worker waits with nothing due (`settled`)
        self._task: asyncio.Task[None] | None = None
        self._jitter = random.Random()

    def wake(self) -> None:
        """Something new is in the outbox (the table calls this after a commit)."""
        self._wake.set()

    async def settled(self) -> None:
        """Wait until the worker has handled every row due and sleeps (each sent, marked, or its callback made):
        for whoever must know that what was due has gone out, without guessing how long that takes."""
        while True:
            await self._asleep.wait()
            if not self._wake.is_set():
                return
            await asyncio.sleep(0)  # woken again: let it take the new rows first

    def backoff(self, attempts: int) -> float:
        delay: float = min(self.max_delay, self.base_delay * 2 ** max(0, attempts - 1))
        return delay * self._jitter.uniform(0.9, 1.1)

    async def run_once(self) -> int:
        """Send everything due now (one batch); returns how many rows were handled."""
        claimed_at = self.clock()
        due = await self.store.due_deliveries(claimed_at, self.batch_size)
        claim = self.store.claim_seconds
        # The last moment a send may start and still end (send_timeout) while the rows are ours.
        last_start = None if claim is None else claimed_at + claim - self.send_timeout
        by_recipient: dict[int, list[Delivery]] = {}
        for delivery in due:
            by_recipient.setdefault(delivery.recipient_user_id, []).append(delivery)
        handled = await asyncio.gather(*(self._send_in_order(rows, last_start) for rows in by_recipient.values()))
        if sum(handled) < len(due):
            await self.store.release_claims()  # the rest go back: another round (or process) takes them
        return len(due)

    async def _send_in_order(self, rows: list[Delivery], last_start: float | None) -> int:
        """Send one player's rows in order; returns how many were sent or marked."""
        async with self._slots:
            done = 0
            for group in self._groups(rows):
                if last_start is not None and self.clock() > last_start:
                    return done  # the claim runs short: leave the rest, in order, to the next claim
                if not await self._send_one(group):
                    return done + len(group)  # marked for a retry; the rest wait behind it, in order
                done += len(group)
            return len(rows)

    def _groups(self, rows: list[Delivery]) -> list[list[Delivery]]:
        """One player's rows in order, those of one decision together (when a group sender is given)."""
        groups: list[list[Delivery]] = []
        for row in rows:
            if self.send_group is not None and groups and _decision(groups[-1][-1]) == _decision(row):
                groups[-1].append(row)
            else:
                groups.append([row])
        return groups

    async def _send_one(self, group: list[Delivery]) -> bool:
        """Send one row, or one decision's rows to one player as one message; mark each row as it fared."""
        delivery = group[0]
        attempts = max(row.attempts for row in group) + 1
        try:
            async with asyncio.timeout(self.send_timeout):
                if len(group) == 1 or self.send_group is None:
                    await self.send(delivery.recipient_user_id, delivery.payload, delivery.id)
                else:
                    await self.send_group(delivery.recipient_user_id, [(row.payload, row.id) for row in group])
        except DeliveryFailed as failure:
            if failure.permanent or attempts >= self.max_attempts:
                return await self._give_up(group, attempts, failure.reason)
            await self._retry(group, attempts, failure.reason)
            log.info(
                "outbox: delivery %s to user %s failed (attempt %d); retrying",
                delivery.id,
                delivery.recipient_user_id,
                attempts,
            )
            return False
        except Exception as error:  # a bug or an outage in the sender: retry, keep the row
            reason = f"{type(error).__name__}: {str(error)[:200]}"
            log.warning("outbox: delivery %s raised %s (attempt %d)", delivery.id, type(error).__name__, attempts)
            if attempts >= self.max_attempts:
                return await self._give_up(group, attempts, reason)
            await self._retry(group, attempts, reason)
            return False
        at = self.clock()
        await asyncio.gather(*(self.store.mark_sent(row.id, at) for row in group))  # one group commit
        return True

    async def _retry(self, group: list[Delivery], attempts: int, reason: str) -> None:
        next_at = self.clock() + self.backoff(attempts)
        for row in group:
            await self.store.mark_retry(row.id, attempts, next_at, reason)

    async def _give_up(self, group: list[Delivery], attempts: int, reason: str) -> bool:
        for delivery in group:
            await self.store.mark_undeliverable(delivery.id, attempts, reason, self.clock())
            log.info("outbox: delivery %s to user %s is undeliverable", delivery.id, delivery.recipient_user_id)
        if self.on_undeliverable is not None:
            self.on_undeliverable(group[0].campaign_id, group[0].recipient_user_id)
        return True  # the next message to this player may still get through

    async def run(self) -> None:
        """Forever: send what is due, then sleep until woken or the next retry is due."""
        while True:
            self._asleep.clear()
            self._wake.clear()
            try:
                handled = await self.run_once()
            except Exception:
                log.exception("outbox: a round failed; trying again shortly")
                handled = 0
                await asyncio.sleep(1.0)
            if handled >= self.batch_size:
                continue
            try:
                next_at = await self.store.next_delivery_at(self.clock())
            except Exception:
                log.exception("outbox: could not read the next due time")
                next_at = None
            timeout = self.idle_poll if next_at is None else min(self.idle_poll, max(0.0, next_at - self.clock()))
            # Not asyncio.wait_for: on Python 3.11 it swallows a cancellation that comes just after the event
            # was set (a wake, then stop()), and the worker would run on while stop() waits for it forever.
            if timeout > 0:
                self._asleep.set()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(timeout):
                    await self._wake.wait()

    @property
    def running(self) -> bool:
        """Is the worker's loop running (started, not stopped, not crashed)?"""
        return self._task is not None and not self._task.done()

    def start(self) -> asyncio.Task[None]:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self.run(), name="outbox-worker")
        return self._task

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None


def _decision(delivery: Delivery) -> tuple[object, object]:
    """The decision a delivery came from: its game and the version that decision made."""
    game = delivery.payload.get("game") if isinstance(delivery.payload, dict) else None
    version = game.get("version") if isinstance(game, dict) else None
    return (delivery.game_id, version) if version is not None else ("row", delivery.id)
