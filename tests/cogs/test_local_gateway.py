"""The local Discord's gateway, read by a bare websocket client: it delivers each event once, as Discord does.

A new connection gets HELLO and nothing else until it has identified or resumed: an event raised in between
is kept for the session and sent after RESUME with the ones the socket missed. (It used to go out at once on the
new socket and then again in the replay: the bot met the same press twice, and the bad-day test of
tests/cogs/test_local_discord.py failed one run in many.)
"""

from __future__ import annotations

import json
import zlib
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from tests.fake_discord.server import DISPATCH, HELLO, IDENTIFY, RESUME, LocalDiscord


class _Discord:
    """What the gateway reads of the harness: the token, the bot's user and its guild."""

    token = "gateway-token"
    application_id = 1
    guild_payload = {"id": "10"}

    def _bot_user_json(self) -> dict[str, Any]:
        return {"id": "2", "username": "bot", "discriminator": "0"}

    def current_guild_payload(self) -> dict[str, Any]:
        return {"id": "10", "unavailable": False}


class _Client:
    """One websocket connection, its frames zlib-stream decompressed as discord.py does."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self._inflate = zlib.decompressobj()

    async def frame(self) -> dict[str, Any]:
        message = await self.ws.receive(timeout=30)
        assert message.type is aiohttp.WSMsgType.BINARY, message
        frame: dict[str, Any] = json.loads(self._inflate.decompress(message.data))
        return frame

    async def send(self, op: int, data: dict[str, Any]) -> None:
        await self.ws.send_str(json.dumps({"op": op, "d": data}))

    async def events_until(self, last: str) -> list[tuple[int, str]]:
        events = []
        while True:
            frame = await self.frame()
            if frame["op"] == DISPATCH:
                events.append((frame["s"], frame["t"]))
                if frame["t"] == last:
                    return events


@pytest.fixture
async def served() -> AsyncIterator[tuple[LocalDiscord, aiohttp.ClientSession]]:
    server = LocalDiscord(_Discord())  # type: ignore[arg-type]
    await server.start()
    async with aiohttp.ClientSession() as session:
        try:
            yield server, session
        finally:
            await server.stop()


async def _connect(session: aiohttp.ClientSession, server: LocalDiscord) -> _Client:
    client = _Client(await session.ws_connect(server.gateway_url))
    assert (await client.frame())["op"] == HELLO
    return client


async def test_an_event_raised_before_the_bot_resumes_is_delivered_once_after_the_missed_ones(served) -> None:
    server, session = served
    first = await _connect(session, server)
    await first.send(IDENTIFY, {"token": _Discord.token})
    assert await first.events_until("GUILD_CREATE") == [(1, "READY"), (2, "GUILD_CREATE")]
    server.dispatch("SEEN", {})
    assert await first.events_until("SEEN") == [(3, "SEEN")]

    await server.drop(4000)
    server.dispatch("MISSED", {})  # the socket is down: kept for the session
    second = await _connect(session, server)
    server.dispatch("BETWEEN", {})  # connected, not resumed yet: Discord holds it too
    session_id = server.session.id if server.session else ""
    await second.send(RESUME, {"token": _Discord.token, "session_id": session_id, "seq": 3})
    assert await second.events_until("RESUMED") == [(4, "MISSED"), (5, "BETWEEN"), (6, "RESUMED")]
    server.dispatch("AFTER", {})
    assert await second.events_until("AFTER") == [(7, "AFTER")]


async def test_a_new_connection_gets_no_event_before_it_identifies(served) -> None:
    server, session = served
    first = await _connect(session, server)
    await first.send(IDENTIFY, {"token": _Discord.token})
    await first.events_until("GUILD_CREATE")
    await server.drop(4009, resumable=False)
    server.dispatch("LOST", {})  # to a session dropped for good: lost, as on Discord
    second = await _connect(session, server)
    server.dispatch("ALSO_LOST", {})  # the old session still, and no socket of its own
    await second.send(IDENTIFY, {"token": _Discord.token})
    assert await second.events_until("GUILD_CREATE") == [(1, "READY"), (2, "GUILD_CREATE")]
