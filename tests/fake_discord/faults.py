"""Faults a test asks the fake Discord to inject: what real Discord does on a bad day.

* a 429 with `retry_after` on a route (a bucket another process emptied, or a sub-limit nobody publishes);
* a 5xx answer (discord.py retries 500, 502, 504 and 524 on REST routes, any 5xx on webhooks); `applied`
  says whether Discord had done the request before its answer was lost (a retry then does it again, unless
  the request carries a nonce Discord enforces);
* a slow answer (`delay` seconds before Discord answers).

Each rule matches routes containing `route` (e.g. "POST /channels/"), every `every`-th matching request, up
to `times` times (None: for ever).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from tests.fake_discord.wire import WireResponse


@dataclass
class Fault:
    route: str = ""
    status: int = 0  # 0: no error, only the delay
    delay: float = 0.0
    retry_after: float = 0.05
    every: int = 1
    times: int | None = 1
    applied: bool = False  # a 5xx after Discord did the request
    seen: int = 0
    given: int = 0

    def matches(self, route: str) -> bool:
        if self.route not in route or (self.times is not None and self.given >= self.times):
            return False
        self.seen += 1
        if self.seen % self.every:
            return False
        self.given += 1
        return True

    async def answer(self, headers: dict[str, str]) -> WireResponse | None:
        """The fault's answer, or None when the request goes on (after the delay, or to be done first)."""
        if self.delay:
            await asyncio.sleep(self.delay)
        if self.status == 429:
            body = {"message": "You are being rate limited.", "retry_after": self.retry_after, "global": False}
            limited = {**headers, "X-RateLimit-Remaining": "0", "X-RateLimit-Scope": "shared", "Retry-After": "1"}
            return WireResponse(429, body, limited)
        if self.status and not self.applied:
            return WireResponse(self.status, {"message": "Discord had a problem", "code": 0})
        return None


@dataclass
class Faults:
    rules: list[Fault] = field(default_factory=list)
    injected: list[tuple[str, int]] = field(default_factory=list)  # (route, status) of every fault given

    def add(self, fault: Fault) -> Fault:
        self.rules.append(fault)
        return fault

    def clear(self) -> None:
        self.rules.clear()

    def take(self, route: str) -> Fault | None:
        for fault in self.rules:
            if fault.matches(route):
                self.injected.append((route, fault.status))
                return fault
        return None
