"""The bot's own share of Discord's global rate limit, kept by spacing its own requests.

Discord allows a bot token 50 requests per second in all (developers/topics/rate-limits, Global Rate Limit),
every process using the token together. Interaction responses do not count (the callback, and followups and
edits through the interaction's token); what the bot sends with its token does: DMs (and opening a DM
channel), the moves of the seats it plays, a night's messages, the edits that retire old buttons. discord.py
waits when Discord answers 429, but by then the bot has hit the limit and every process waits; so each process
spaces its own requests to its share of `GLOBAL_RATE` (the shards it runs out of all the bot's shards), a token
bucket: `burst` at once, then `rate` a second.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

GLOBAL_RATE = 40.0  # requests a second, of Discord's 50: room for what discord.py sends by itself (syncs, fetches)
BURST = 10


class Pace:
    def __init__(self, rate: float, burst: int = BURST, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._tokens = float(burst)
        self._last = clock()
        self._lock = asyncio.Lock()

    @classmethod
    def share(cls, shard_count: int | None, shard_ids: list[int] | None) -> Pace:
        """This process's share: all of it, or as many shards as it runs out of the bot's."""
        if shard_count and shard_ids:
            return cls(GLOBAL_RATE * len(shard_ids) / shard_count)
        return cls(GLOBAL_RATE)

    async def turn(self) -> None:
        """Wait until one more request fits this process's share (waiters go in turn)."""
        async with self._lock:
            now = self._clock()
            self._tokens = min(float(self.burst), self._tokens + (now - self._last) * self.rate)
            self._last = now
            if self._tokens < 1.0:
                await asyncio.sleep((1.0 - self._tokens) / self.rate)
                self._tokens, self._last = 1.0, self._clock()
            self._tokens -= 1.0
