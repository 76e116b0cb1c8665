"""The gate every table call passes: counted while in flight, closed when the bot stops (graceful stop)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from bot.table.reply import Refused

STOPPING_KEY = "refuse-stopping"  # said in the asker's language, as every refusal is (nothing loaded at import)


class InFlight:
    def __init__(self) -> None:
        self.closed = False
        self._count = 0
        self._idle = asyncio.Event()
        self._idle.set()

    @contextlib.asynccontextmanager
    async def call(self) -> AsyncIterator[None]:
        """Around one table call; refused politely once the bot is stopping."""
        if self.closed:
            raise Refused.of(STOPPING_KEY)
        self._count += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._count -= 1
            if not self._count:
                self._idle.set()

    def close(self) -> None:
        self.closed = True

    @property
    def busy(self) -> int:
        return self._count

    async def wait(self, timeout: float) -> bool:
        """Wait (at most `timeout` seconds) until no call is in flight; True when none is."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout):  # not wait_for: it can swallow a cancellation (bot/table/outbox.py)
                await self._idle.wait()
        return not self._count
