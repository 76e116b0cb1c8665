"""Discord's rate limits, as its documentation describes them (developers/topics/rate-limits).

* Per route: each route has a bucket per major parameter (a channel, a guild, a webhook and its token); a
  bucket holds a number of requests per window. Every answer carries the bucket's state in headers
  (X-RateLimit-Limit, -Remaining, -Reset, -Reset-After, -Bucket); a request over it is answered 429 with
  `retry_after` in the body, a Retry-After header and X-RateLimit-Scope: user.
* Global: 50 requests per second per bot token, across every process using it. Interaction endpoints (the
  callback, and followups and edits through the interaction's token) are not counted; DMs, the bot's own
  channel posts and edits, and scheduled-event calls are. Over it: 429 with `global: true` and
  X-RateLimit-Global.

The numbers of each route are Discord's to change and it publishes none but the global one: the table below
is what bots commonly observe (5 messages per 5 seconds in a channel), and what the tests hold the bot to.
discord.py's own rate-limit code reads these headers and waits (the fake sits beneath it: wire.py).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field

GLOBAL_PER_SECOND = 50
MAJOR_PARAMETERS = ("channel_id", "guild_id", "webhook_id", "webhook_token", "interaction_id")


@dataclass(frozen=True)
class Limit:
    requests: int
    per: float  # seconds


ROUTE_LIMITS: dict[str, Limit] = {
    "POST /channels/{channel_id}/messages": Limit(5, 5.0),
    "PATCH /channels/{channel_id}/messages/{message_id}": Limit(5, 5.0),
    "DELETE /channels/{channel_id}/messages/{message_id}": Limit(5, 1.0),
    "POST /webhooks/{webhook_id}/{webhook_token}": Limit(5, 2.0),
    "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original": Limit(5, 2.0),
    "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}": Limit(5, 2.0),
    "PUT /applications/{application_id}/commands": Limit(2, 60.0),
    "PUT /applications/{application_id}/guilds/{guild_id}/commands": Limit(2, 60.0),
}
DEFAULT_LIMIT = Limit(50, 1.0)  # a route whose bucket bots rarely meet: the global limit decides
EXEMPT_FROM_GLOBAL = ("/interactions/", "/webhooks/")  # through an interaction's token (the bot has no webhooks)


@dataclass
class _Window:
    limit: Limit
    opened: float
    used: int = 0


@dataclass
class Verdict:
    """What the limits say of one request: the headers of its answer, and a 429's body when it is over."""

    headers: dict[str, str]
    refused: dict[str, object] | None = None


@dataclass
class RateLimits:
    clock: Callable[[], float]  # Discord's clock, seconds (moves with real time)
    enabled: bool = True
    _buckets: dict[tuple[str, tuple[str, ...]], _Window] = field(default_factory=dict)
    _global: _Window = field(default_factory=lambda: _Window(Limit(GLOBAL_PER_SECOND, 1.0), -1.0))
    counted_global: int = 0  # requests that counted against the global limit
    refused: list[tuple[str, bool]] = field(default_factory=list)  # (route, global?) of every 429 given

    def judge(self, route: str, params: dict[str, str]) -> Verdict:
        """Count one request against its route's bucket and (unless exempt) the global limit."""
        now = self.clock()
        limit = ROUTE_LIMITS.get(route, DEFAULT_LIMIT)
        key = (route, tuple(params.get(name, "") for name in MAJOR_PARAMETERS))
        window = self._buckets.get(key)
        if window is None or now >= window.opened + window.limit.per:
            window = self._buckets[key] = _Window(limit, now)
        counts_global = not any(part in route for part in EXEMPT_FROM_GLOBAL)
        if self.enabled and counts_global:
            if now >= self._global.opened + 1.0:
                self._global = _Window(self._global.limit, now)
            if self._global.used >= GLOBAL_PER_SECOND:
                retry = self._global.opened + 1.0 - now
                self.refused.append((route, True))
                return Verdict(
                    {
                        "X-RateLimit-Global": "true",
                        "X-RateLimit-Scope": "global",
                        "Retry-After": str(max(1, round(retry))),
                    },
                    {"message": "You are being rate limited.", "retry_after": round(retry, 3), "global": True},
                )
        reset_after = window.opened + limit.per - now
        headers = {
            "X-RateLimit-Limit": str(limit.requests),
            "X-RateLimit-Bucket": hashlib.sha1(route.encode()).hexdigest()[:16],
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Reset": f"{now + reset_after:.3f}",
        }
        if self.enabled and window.used >= limit.requests:
            self.refused.append((route, False))
            headers.update({"X-RateLimit-Remaining": "0", "X-RateLimit-Scope": "user"})
            headers["Retry-After"] = str(max(1, round(reset_after)))
            return Verdict(
                headers,
                {"message": "You are being rate limited.", "retry_after": round(reset_after, 3), "global": False},
            )
        window.used += 1
        if counts_global:
            self._global.used += 1
            self.counted_global += 1
        headers["X-RateLimit-Remaining"] = str(max(0, limit.requests - window.used))
        return Verdict(headers)
