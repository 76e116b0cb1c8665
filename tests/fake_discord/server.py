"""Discord on 127.0.0.1: its HTTP API and its gateway over real sockets, for the real discord.py client.

The in-process harness replaces discord.py's aiohttp session; this serves the same fake (the harness's state
and its request handling, `Harness._handle`) to a bot that runs unchanged: its own HTTP client (aiohttp over
TCP, its rate limits and retries), and its own gateway client over a websocket, zlib-stream compressed as
Discord sends it: HELLO, IDENTIFY, READY and GUILD_CREATE, heartbeats and their acks, dispatches with their
sequence numbers, RESUME (the events missed while the socket was down replayed, then RESUMED) and INVALID
SESSION (a new session: IDENTIFY again, the events of the old one lost, as on Discord). A new connection gets
no event before it has identified or resumed: each event reaches the bot once.

`drop(code)` closes the bot's socket as Discord does on a bad day: a resumable code (4000) or, with
`resumable=False`, after which the session cannot be resumed. A test's interaction is answered when the bot
has read it off the socket and answered it: `answered(…)` waits for that, as a person waits for the spinner.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import secrets
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from tests.fake_discord.wire import decode_request

if TYPE_CHECKING:
    from tests.cogs.harness import Harness

log = logging.getLogger(__name__)

HEARTBEAT_MS = 41_250  # what Discord says in HELLO
ANSWER_WAIT = 120.0  # seconds a test waits for the bot to answer an interaction (a busy machine: long)

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 0, 1, 2, 6, 7, 9, 10, 11


@dataclass
class Session:
    id: str
    seq: int = 0
    events: list[tuple[int, str, dict[str, Any]]] = field(default_factory=list)
    resumable: bool = True


class _Socket:
    """One websocket connection: its outgoing frames in order, zlib-stream compressed with one context."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self._compress = zlib.compressobj()
        self._queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self._sender = asyncio.get_running_loop().create_task(self._send_all(), name="local-discord-sender")

    def send(self, frame: dict[str, Any]) -> None:
        self._queue.put_nowait(frame)

    async def _send_all(self) -> None:
        while (frame := await self._queue.get()) is not None:
            data = self._compress.compress(json.dumps(frame).encode()) + self._compress.flush(zlib.Z_SYNC_FLUSH)
            with contextlib.suppress(ConnectionError, RuntimeError):
                await self.ws.send_bytes(data)

    async def close(self, code: int) -> None:
        self._queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await self._sender
        await self.ws.close(code=code)


class LocalDiscord:
    def __init__(self, harness: Harness) -> None:
        self.h = harness
        self.base = ""  # http://127.0.0.1:port
        self.session: Session | None = None
        # The socket the session's events go to: attached by IDENTIFY or a RESUME, never on connecting (Discord
        # sends a new connection nothing but HELLO until then; an event sent earlier would be replayed again).
        self._socket: _Socket | None = None
        self._connections: set[_Socket] = set()
        self._runner: web.AppRunner | None = None
        self._session_ids = itertools.count(1)
        self.identified = 0  # sessions begun (IDENTIFY)
        self.resumed = 0  # sessions resumed (RESUME)
        self.heartbeats = 0
        # Set whenever a request was served or a frame read: what a waiter waits for may have come true. Waiting
        # on it instead of polling answers a test as soon as the bot has answered (a poll loses up to its period
        # per interaction, thousands of times in the suite).
        self._moved = asyncio.Event()

    async def start(self) -> None:
        app = web.Application(client_max_size=32 * 1024 * 1024)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/attachments/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.base = f"http://127.0.0.1:{port}"

    async def stop(self) -> None:
        for socket in list(self._connections):
            await socket.close(1001)
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def gateway_url(self) -> str:
        return self.base.replace("http://", "ws://") + "/gateway"

    # --- HTTP ------------------------------------------------------------------------------------------------

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        body = await request.read()
        wire = decode_request(
            request.method,
            str(request.url),
            dict(request.headers),
            None,
            request.headers.get("Content-Type", ""),
            body,
        )
        if request.path.startswith("/attachments/"):
            wire.url = wire.url.replace(self.base, "https://cdn.discordapp.com")
        try:
            answer = await self.h._handle(wire)
        finally:
            self._moved.set()
        if answer.raw is not None:
            return web.Response(status=answer.status, body=answer.raw, headers=answer.headers)
        headers = {"Via": "1.1 google", **answer.headers}
        if answer.body is None:
            return web.Response(status=answer.status, headers=headers)
        headers["Content-Type"] = "application/json"  # exactly: discord.py reads a body as JSON only then
        return web.Response(status=answer.status, body=json.dumps(answer.body).encode(), headers=headers)

    # --- the gateway -----------------------------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        socket = _Socket(ws)
        self._connections.add(socket)
        socket.send({"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_MS}, "s": None, "t": None})
        try:
            async for message in ws:
                if message.type is not WSMsgType.TEXT:
                    continue
                frame = json.loads(message.data)
                try:
                    await self._received(socket, frame)
                finally:
                    self._moved.set()
        finally:
            self._connections.discard(socket)
            if self._socket is socket:
                self._socket = None
            self._moved.set()
        return ws

    async def _received(self, socket: _Socket, frame: dict[str, Any]) -> None:
        op, data = frame.get("op"), frame.get("d") or {}
        if op == HEARTBEAT:
            self.heartbeats += 1
            socket.send({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
        elif op == IDENTIFY:
            if data.get("token") != self.h.token:
                await socket.close(4004)  # Authentication failed
                return
            self._identify(socket)
        elif op == RESUME:
            self._resume(socket, data)

    def _identify(self, socket: _Socket) -> None:
        self.identified += 1
        self._socket = socket
        self.session = Session(f"local-{next(self._session_ids)}-{secrets.token_hex(4)}")
        guild_id = self.h.guild_payload["id"]
        self._send_event(
            "READY",
            {
                "v": 10,
                "user": self.h._bot_user_json(),
                "guilds": [{"id": guild_id, "unavailable": True}],
                "session_id": self.session.id,
                "resume_gateway_url": self.gateway_url,
                "shard": [0, 1],
                "application": {"id": str(self.h.application_id), "flags": 0},
                "private_channels": [],
                "relationships": [],
            },
        )
        self._send_event("GUILD_CREATE", self.h.current_guild_payload())

    def _resume(self, socket: _Socket, data: dict[str, Any]) -> None:
        session = self.session
        if session is None or not session.resumable or data.get("session_id") != session.id:
            socket.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
            return
        self.resumed += 1
        last = int(data.get("seq") or 0)
        for seq, event, payload in session.events:
            if seq > last:
                socket.send({"op": DISPATCH, "s": seq, "t": event, "d": payload})
        self._socket = socket  # from here on, new events go out on it (none can come between: no await)
        self._send_event("RESUMED", {})

    def _send_event(self, event: str, payload: dict[str, Any]) -> None:
        session = self.session
        assert session is not None
        session.seq += 1
        session.events.append((session.seq, event, payload))
        if self._socket is not None:
            self._socket.send({"op": DISPATCH, "s": session.seq, "t": event, "d": payload})

    def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """An event for the bot: sent now if its socket is up, kept for a RESUME if not."""
        if self.session is None:
            raise RuntimeError(f"{event} before the bot identified")
        self._send_event(event, data)

    async def drop(self, code: int = 4000, *, resumable: bool = True) -> None:
        """Close the bot's socket; unless `resumable`, its session can no longer be resumed (a new one begins)."""
        if self.session is not None and not resumable:
            self.session.resumable = False
        socket, self._socket = self._socket, None
        if socket is not None:
            await socket.close(code)

    async def online(self) -> None:
        """Wait while the bot is not connected with a session Discord could deliver to (after a drop, until it
        resumes or identifies again). Events sent to a resumable session while its socket is down are replayed
        on RESUME; to a session dropped for good they would be lost, as on Discord, and no test means that."""
        await self._until(lambda: self.session is not None and self.session.resumable and self._socket is not None)

    async def answered(self, done: Callable[[], bool]) -> None:
        """Wait until the bot has read the interaction off its socket and answered it."""
        if not await self._until(done, ANSWER_WAIT):
            raise AssertionError(f"the bot did not answer an interaction within {ANSWER_WAIT} s")

    async def _until(self, done: Callable[[], bool], limit: float | None = None) -> bool:
        """Wait until `done()` holds, looking again each time the server has served something (no fixed
        period: a busy machine only takes longer); False if `limit` seconds passed first."""
        loop = asyncio.get_running_loop()
        deadline = None if limit is None else loop.time() + limit
        while not done():
            self._moved.clear()  # no await since `done()` was read: nothing served in between is missed
            try:
                await asyncio.wait_for(self._moved.wait(), None if deadline is None else deadline - loop.time())
            except TimeoutError:
                return done()
        return True
