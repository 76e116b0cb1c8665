"""Discord without Discord: drive the real bot through real discord.py objects (TESTING.md).

Only the network is fake. The bot logs in, runs its `setup_hook` (cogs,
command sync), receives a GUILD_CREATE and then interactions as gateway
payloads, and its real CommandTree, Views, option conversion and error
handlers do the rest. One seam is replaced: the aiohttp session that
discord.py's HTTP client opens at login, through which both its REST calls and
its webhook adapter (every interaction response, followup and edit) go
(tests/fake_discord/wire.py). Everything above it is discord.py's own: its
routes, JSON and multipart bodies, rate-limit buckets and retries.

The fake answers as Discord does, and says so with Discord's own document:
every request is matched to an operation of Discord's OpenAPI description
(tests/fixtures/discord/openapi.json) and its body validated against it and
against the documented limits the document cannot express
(tests/fake_discord/limits.py); every answer is a valid response of that
operation. A request Discord would refuse is answered 400 (50035) AND fails
the test, naming the field. It also enforces what Discord enforces: the bot
token, the bot's channel permissions on its own posts (403 50001/50013),
rate limits with Discord's headers (tests/fake_discord/ratelimits.py), the 3
seconds to acknowledge an interaction (10062: enforced when the bot runs over
sockets, `Harness.serve`; in process a late answer is recorded in
`late_answers`, since one loop shared with the test on a busy machine measures
the machine) and its token's 15 minutes (401 50027); `h.faults` injects 429s,
5xx and slow answers.

Everything the bot says lands in ONE ordered list, `Harness.said`, with who
could see it: a channel (everyone in the server), a DM (one user), or an
ephemeral interaction reply (one user). Log records are captured too, so a
test can assert that a secret appears nowhere (`assert_nowhere`) or only in
one player's private messages (`assert_only_seen_by`).

THIS MODULE USES PRIVATE discord.py API (pinned to 2.7.x in pyproject.toml);
`test_harness_smoke.py` fails loudly when an upgrade moves what it leans on.
Product code (bot/, cogs/) must never import it.

Usage::

    async with Harness.start(bot) as h:
        ex = await h.slash("rules", topic="inquire", user="ana")
        assert ex.reply.ephemeral and "R14" in ex.reply.text()
        choices = await h.autocomplete("rules", "topic", "inq", user="ana")
        ex = await h.click(message, custom_id="…", user="ben")

Interaction ids are snowflakes of the moment they are sent (the bot counts
Discord's 3 seconds from `created_at`). `h.expire_next()` makes Discord answer
the next interaction 10062 (too late) and `h.acknowledge_elsewhere_next()`
40060 (already acknowledged). `collect=True` (and `autocomplete_exchange`)
hands back the failures instead of raising them: the fuzzer (tests/fuzz)
counts them.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import itertools
import json
import logging
import re
import time
import traceback
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, ClassVar, Literal
from unittest import mock
from urllib.parse import urlsplit

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.ext import commands

from tests.fake_discord import limits
from tests.fake_discord.faults import Faults
from tests.fake_discord.openapi import ApiDocument, Operation
from tests.fake_discord.ratelimits import RateLimits
from tests.fake_discord.server import LocalDiscord
from tests.fake_discord.wire import CDN_HOST, FakeSession, SentFile, WireRequest, WireResponse

# discord.py names the tasks that run commands, component callbacks, modals
# and event listeners; the harness waits for exactly these (never for a view's
# 15-minute timeout task, never for the bot's own long-running workers).
WAITED_TASK_PREFIXES: tuple[str, ...] = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch",
    "discord-ui-dynamic-item",
    "discord-ui-modal-dispatch",
    "discord.py: ",
    "bot-seats-",  # the bot's own moves for the seats it plays (bot/app/bot_seats.py), told in the channel
)

EPHEMERAL = 1 << 6
LOADING = 1 << 7
DEFAULT_GUILD_ID = 900_000_000_000_000_001
DEFAULT_BOT_ID = 900_000_000_000_000_002
SIZE_LIMIT = 10 * 1024 * 1024  # Discord's attachment size limit for a server without boosts
INTERACTION_DEADLINE = 3.0  # seconds from an interaction's creation to its callback (else 10062)
TOKEN_LIFETIME = 15 * 60.0  # an interaction token's life (followups and edits after it: 401 50027)
EMPTY_CHANNEL_ENDS = 5 * 60.0  # an active voice event with nobody in its channel ends ("on the order of minutes")
UNSTARTED_CANCELLED = 3 * 3600.0  # an event not begun this long after its start is cancelled ("of hours")
STATUS_MOVES = {(1, 2), (2, 3), (1, 4)}  # scheduled -> active -> completed; scheduled -> cancelled
HUMAN_PACE = 1.0  # seconds of the rate limits' clock between two interactions of a test (see Harness.human_pace)
API = ApiDocument.shipped()
MENTION = re.compile(r"<@!?([0-9]{1,20})>")
MESSAGE_ROUTES = frozenset(
    {
        "POST /channels/{channel_id}/messages",
        "PATCH /channels/{channel_id}/messages/{message_id}",
        "POST /webhooks/{webhook_id}/{webhook_token}",
        "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original",
        "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
    }
)

# Interaction callback types (Discord API).
CHANNEL_MESSAGE = 4
DEFERRED_CHANNEL_MESSAGE = 5
DEFERRED_UPDATE_MESSAGE = 6
UPDATE_MESSAGE = 7
AUTOCOMPLETE_RESULT = 8
MODAL = 9

MEMBER_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    read_message_history=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    use_application_commands=True,
)
BOT_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    read_message_history=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    use_external_emojis=True,
)


# --------------------------------------------------------------------------- the server


@dataclass(frozen=True)
class MemberSpec:
    name: str
    permissions: discord.Permissions = MEMBER_PERMISSIONS


@dataclass(frozen=True)
class ChannelSpec:
    name: str
    thread_of: str | None = None  # a thread in this text channel
    bot_denied: discord.Permissions = field(default_factory=discord.Permissions.none)
    voice: bool = False  # a voice channel (a campaign night may meet there)
    stage: bool = False  # a stage channel


@dataclass(frozen=True)
class GuildSpec:
    name: str = "Holding On Night"
    id: int = DEFAULT_GUILD_ID
    channels: tuple[ChannelSpec, ...] = (ChannelSpec("campaign"), ChannelSpec("elsewhere"))
    members: tuple[MemberSpec, ...] = (
        MemberSpec("ana"),
        MemberSpec("ben"),
        MemberSpec("cy"),
        MemberSpec("dee"),
        MemberSpec("host", MEMBER_PERMISSIONS | discord.Permissions(manage_guild=True)),
    )
    bot_permissions: discord.Permissions = BOT_PERMISSIONS


@dataclass(frozen=True)
class Person:
    """A member of the fake server. (Without the members intent discord.py caches no members: the
    discord.Member a command sees is built from the interaction payload, as on real Discord.)"""

    id: int
    name: str

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass(frozen=True)
class Place:
    """A text channel or thread of the fake server."""

    id: int
    name: str
    guild_id: int
    parent_id: int | None = None
    bot_denied: int = 0
    voice: bool = False
    stage: bool = False

    @property
    def is_thread(self) -> bool:
        return self.parent_id is not None


# --------------------------------------------------------------------------- what was said


Audience = Literal["channel", "dm", "ephemeral"]
Kind = Literal["message", "edit", "delete", "defer", "autocomplete", "modal"]


@dataclass
class Said:
    """One thing the bot showed (or changed) and who could see it.

    `via`: channel (a channel message), dm, response (the interaction's first
    answer), followup, original (an edit of the original response),
    update (a component's message edited by its interaction).
    """

    seq: int
    kind: Kind
    via: str
    channel_id: int | None
    dm_user_id: int | None = None
    interaction_user_id: int | None = None
    interaction_id: int | None = None
    ephemeral: bool = False
    message_id: int | None = None
    content: str = ""
    embeds: list[dict] = field(default_factory=list)
    components: list[dict] = field(default_factory=list)
    attachments: list[SentFile] = field(default_factory=list)
    choices: list[dict] = field(default_factory=list)  # autocomplete
    modal: dict | None = None
    notified: frozenset[int] = frozenset()  # whom Discord notified of it (a new message's mentions; an edit: nobody)

    @property
    def audience(self) -> Audience:
        if self.dm_user_id is not None:
            return "dm"
        return "ephemeral" if self.ephemeral else "channel"

    def visible_to(self, user: Person | int) -> bool:
        """Could this user see it? (A channel message: anyone in the server.)"""
        user_id = user if isinstance(user, int) else user.id
        if self.audience == "dm":
            return self.dm_user_id == user_id
        if self.audience == "ephemeral":
            return self.interaction_user_id == user_id
        return True

    def text(self) -> str:
        """All of it as one searchable string: content, embeds, components, files, choices, modal."""
        parts = [self.content]
        if self.embeds:
            parts.append(json.dumps(self.embeds, ensure_ascii=False))
        if self.components:
            parts.append(json.dumps(self.components, ensure_ascii=False))
        for sent in self.attachments:
            parts.append(sent.filename)
            parts.append(sent.data.decode("utf-8", errors="replace"))
        if self.choices:
            parts.append(json.dumps(self.choices, ensure_ascii=False))
        if self.modal is not None:
            parts.append(json.dumps(self.modal, ensure_ascii=False))
        return "\n".join(parts)

    @property
    def embed_titles(self) -> list[str]:
        return [embed.get("title", "") for embed in self.embeds]

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in _walk_components(self.components) if "custom_id" in c]

    def __contains__(self, needle: str) -> bool:
        return needle in self.text()


@dataclass(frozen=True)
class Request:
    api: Literal["http", "webhook"]
    method: str
    path: str  # the route template, e.g. /channels/{channel_id}/messages
    params: dict[str, str]  # the template's values, e.g. {"channel_id": "123"}
    json: Any
    files: tuple[SentFile, ...] = ()

    @property
    def route(self) -> str:
        return f"{self.method} {self.path}"


@dataclass(frozen=True)
class LogLine:
    logger: str
    level: int
    message: str


@dataclass(frozen=True)
class Failure:
    """An exception discord.py would only have logged: a command error or an `Ignoring exception` log."""

    where: str
    error: BaseException | None
    message: str

    def describe(self) -> str:
        if self.error is None:
            return f"{self.where}: {self.message}"
        error = self.error
        if isinstance(error, app_commands.CommandInvokeError | commands.CommandInvokeError):
            error = error.original
        trace = "".join(traceback.format_exception(type(error), error, error.__traceback__))
        return f"{self.where}: {self.message}\n{trace}"


class HarnessFailure(AssertionError):
    """The bot hit an error that discord.py would only have logged (command, view, modal, listener)."""


@dataclass
class Exchange:
    """One interaction sent to the bot and everything said until its tasks finished."""

    interaction_id: int
    token: str
    user_id: int
    said: list[Said]
    failures: list[Failure] = field(default_factory=list)
    acknowledged: int | None = None  # the callback type Discord accepted (None: never answered)
    answered_after: float | None = None  # seconds from the interaction's creation to its first answer
    still_loading: bool = False  # a "thinking…" defer that nothing replaced: Discord fails it after 15 minutes

    @property
    def answers(self) -> list[Said]:
        """What the bot answered to THIS interaction (response, defer, followups, edits)."""
        return [s for s in self.said if s.interaction_id == self.interaction_id]

    @property
    def reply(self) -> Said:
        """The first message answering this interaction (after a defer: the message that replaced it)."""
        for said in self.answers:
            if said.kind in ("message", "edit", "modal") and (
                said.content or said.embeds or said.attachments or said.components or said.modal
            ):
                return said
        raise AssertionError(f"the bot sent no message in answer to interaction {self.interaction_id}: {self.said}")

    @property
    def choices(self) -> list[dict]:
        """Autocomplete choices, as sent: [{"name": …, "value": …}, …]."""
        for said in self.answers:
            if said.kind == "autocomplete":
                return said.choices
        raise AssertionError("the bot sent no autocomplete result")

    @property
    def answered(self) -> bool:
        return bool(self.answers)

    @property
    def unanswered(self) -> bool:
        """What Discord shows as "The application did not respond" (or a "thinking…" that never ends)."""
        return self.acknowledged is None or self.still_loading


class DiscordError(Exception):
    """An error answer of the fake Discord: the HTTP status, and Discord's JSON error code and message."""

    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status, self.code, self.message = status, code, message

    def body(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message}


@dataclass
class _InteractionContext:
    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    guild_id: int | None
    in_dm: bool
    message_id: int | None = None  # the component's message
    original_message_id: int | None = None
    responded: int | None = None  # the callback type used
    deferred_ephemeral: bool = False
    loading_replaced: bool = False
    expired: bool = False  # Discord answers 10062 (Unknown interaction): too late to acknowledge
    created: float = 0.0  # Discord's clock when it created the interaction (its snowflake's time)
    answered_at: float | None = None  # Discord's clock when it accepted the interaction's first answer


# --------------------------------------------------------------------------- the harness


class Harness:
    """A fake Discord around one bot. Build it with `async with Harness.start(bot) as h:`."""

    _active: ClassVar[Harness | None] = None

    def __init__(
        self, bot: commands.Bot, guild: GuildSpec, dm_closed: Iterable[str | int], events: dict[int, dict] | None = None
    ):
        self.bot = bot
        self.guild_spec = guild
        self._ids = itertools.count(1_100_000_000_000_000_001)
        # Synced commands number apart, so that the server's ids are the same whether or not a start syncs.
        self._command_seq = itertools.count(1_000_000_000_000_000_001)
        self._seq = itertools.count(1)
        self.bot_id = DEFAULT_BOT_ID
        self.application_id = DEFAULT_BOT_ID

        self.said: list[Said] = []
        self.undelivered: list[Said] = []  # DMs refused with 50007 (see close_dms)
        self.requests: list[Request] = []
        self.interactions_sent: list[dict] = []  # every INTERACTION_CREATE payload, as the gateway gave it
        self.unhandled: list[Request] = []  # routes the fake does not know; answered None
        self.logs: list[LogLine] = []
        self.failures: list[Failure] = []
        self.synced: dict[int | None, list[dict]] = {}  # guild id (None: global) -> commands as synced

        self.people: dict[str, Person] = {}
        # Discord locales (issue 16): each person's client ("de", "fr"; default en-US) and the server's preferred one
        self.client_locales: dict[str, str] = {}
        self.guild_locale = "en-US"
        self.places: dict[str, Place] = {}
        self.messages: dict[int, dict] = {}  # message id -> its current JSON
        self._where: dict[int, Said] = {}  # message id -> where it was first said (audience)
        self._files: dict[int, SentFile] = {}  # attachment id -> bytes
        self._dm_channels: dict[int, int] = {}  # dm channel id -> user id
        self._dm_of_user: dict[int, int] = {}
        self._interactions: dict[str, _InteractionContext] = {}
        self._command_ids: dict[tuple[int | None, str], int] = {}
        self._pending_dm_closed = list(dm_closed)
        self.dm_closed: set[int] = set()
        self.app_permissions = guild.bot_permissions
        # Without the members intent discord.py caches no members: the harness keeps its own roster.
        self._roles_of: dict[int, list[int]] = {}
        self._permissions_of: dict[int, discord.Permissions] = {}
        # Interactions Discord will treat as too late (10062) or as answered elsewhere (40060): see
        # `expire_next` and `acknowledge_elsewhere_next`.
        self._expire_next = 0
        self._acknowledged_elsewhere_next = 0
        self._interaction_low_bits = itertools.count(1)
        # The server's Scheduled Events (campaign nights, issue 28): id -> the event's JSON as Discord keeps it,
        # and who marked themselves Interested. Carried into a restarted harness (`Harness.start(events=…)`).
        self.events: dict[int, dict] = dict(events or {})
        self.interested: dict[int, list[int]] = {}
        self._event_ids = itertools.count(max([1_300_000_000_000_000_001, *(i + 1 for i in self.events)]))
        self._bot_role_id = 0
        # Discord's clock: real time (or a test's), moved on by `advance` (token lifetimes, event automation).
        self._wall: Callable[[], float] = time.time
        self._clock_offset = 0.0
        self._moved_on = 0.0  # forward moves only: the rate limits' windows never run backwards
        self.token = ""
        self.rate_limits = RateLimits(lambda: time.monotonic() + self._moved_on)
        self.served: LocalDiscord | None = None  # Discord on 127.0.0.1, for a real client (Harness.serve)
        # Discord refuses a callback 3 s after the interaction (10062). In process, the bot and the test share one
        # loop on a shared machine, so the clock measures the machine's load as much as the bot: a late first
        # answer is recorded (`late_answers`) rather than refused, unless a test asks for Discord's rule (the
        # local-Discord tests, where the bot runs as in production, do; `expire_next` makes one late at will).
        self.deadline_enforced = False
        self.late_answers: list[int] = []
        self.cdn_base = "https://cdn.discordapp.com"
        self._nonces: dict[tuple[int, str], int] = {}  # (channel, nonce) -> message: enforce_nonce makes a retry one
        self.guild_payload: dict = {}
        self.voice: dict[int, set[int]] = {}  # voice or stage channel -> members in it now
        self._voice_left: dict[int, float] = {}  # voice channel -> when its last member left
        self._active_since: dict[int, float] = {}  # event -> when it became active
        self.faults = Faults()
        # A person takes a second or more between two presses; a test does not wait for it, but the rate limits
        # count it (0: everything at once, as in a test of bursts).
        self.human_pace = HUMAN_PACE

    # ----------------------------------------------------------------- lifecycle

    @classmethod
    @contextlib.asynccontextmanager
    async def start(
        cls,
        bot: commands.Bot,
        *,
        guild: GuildSpec | None = None,
        dm_closed: Iterable[str | int] = (),
        token: str = "harness-token",
        events: dict[int, dict] | None = None,
        clock: Callable[[], float] | None = None,
    ) -> AsyncIterator[Harness]:
        """Log the bot in against the fake (running its setup_hook), create the server, yield the harness.

        On exit: wait for discord.py's tasks, close the bot, restore the patches,
        and fail with `HarnessFailure` if any error was left unexamined.
        """
        if cls._active is not None:
            raise RuntimeError("one Harness at a time: it patches aiohttp.ClientSession for the process")
        h = cls(bot, guild or GuildSpec(), dm_closed, events)
        h.token = token
        h._wall = clock or time.time
        cls._active = h
        capture = _LogCapture(h.logs, h._on_log)
        root = logging.getLogger()
        old_level = root.level
        root.addHandler(capture)
        root.setLevel(logging.DEBUG)
        body_failed = False
        try:
            # discord.py's HTTP client and webhook adapter (every interaction response) send through one aiohttp
            # session: the fake is that session, beneath discord.py's own routes, encoding and rate limits.
            bot.http.connector = None  # type: ignore[assignment]  # nothing opens a socket
            with mock.patch.object(aiohttp, "ClientSession", lambda *args, **kwargs: FakeSession(h._handle)):
                try:
                    await bot.login(token)
                    h._install_error_hook()
                    h._create_guild(h.guild_spec)
                    h.gateway("GUILD_CREATE", h.guild_payload)
                    h.dm_closed = {h._user_id(ref) for ref in h._pending_dm_closed}
                    bot._connection.call_handlers("ready")
                    bot.dispatch("ready")
                    await h.settle()
                    try:
                        yield h
                    except BaseException:
                        body_failed = True
                        raise
                finally:
                    with contextlib.suppress(Exception):
                        await h.settle(raise_failures=False)
                    await bot.close()
                    _cancel_view_timeouts()
        finally:
            root.removeHandler(capture)
            root.setLevel(old_level)
            cls._active = None
        if not body_failed:
            h._raise_failures()

    @classmethod
    @contextlib.asynccontextmanager
    async def serve(
        cls, bot: commands.Bot, *, guild: GuildSpec | None = None, token: str = "harness-token"
    ) -> AsyncIterator[Harness]:
        """The same fake Discord, served on 127.0.0.1 (tests/fake_discord/server.py): the bot runs as in production,
        `bot.start(token)`, with its own HTTP client and gateway over real sockets; only Route.BASE points here."""
        if cls._active is not None:
            raise RuntimeError("one Harness at a time")
        h = cls(bot, guild or GuildSpec(), (), None)
        h.token = token
        cls._active = h
        capture = _LogCapture(h.logs, h._on_log)
        root = logging.getLogger()
        old_level = root.level
        root.addHandler(capture)
        root.setLevel(logging.DEBUG)
        server = h.served = LocalDiscord(h)
        h.deadline_enforced = True
        body_failed = False
        runner: asyncio.Task[None] | None = None
        try:
            await server.start()
            h.cdn_base = server.base
            h._create_guild(h.guild_spec)
            h._install_error_hook()
            # Discord's addresses, pointed here: its API, and the gateway a new session connects to (discord.py
            # asks /gateway/bot for the first, and reconnects a lost session to its default address).
            gateway = yarl.URL(server.gateway_url)
            with (
                mock.patch.object(discord.http.Route, "BASE", f"{server.base}/api/v10"),
                mock.patch.object(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", gateway),
            ):
                runner = asyncio.create_task(bot.start(token), name="local-discord-bot")
                ready = asyncio.create_task(bot.wait_until_ready())
                await asyncio.wait({runner, ready}, return_when=asyncio.FIRST_COMPLETED)
                if runner.done():
                    ready.cancel()
                    runner.result()  # the bot stopped before it was ready: its error
                await h.settle()
                try:
                    yield h
                except BaseException:
                    body_failed = True
                    raise
                finally:
                    with contextlib.suppress(Exception):
                        await h.settle(raise_failures=False)
                    await bot.close()
                    with contextlib.suppress(Exception):
                        await runner
                    _cancel_view_timeouts()
        finally:
            await server.stop()
            root.removeHandler(capture)
            root.setLevel(old_level)
            cls._active = None
        if not body_failed:
            h._raise_failures()

    def current_guild_payload(self) -> dict:
        """The server as it is now (a new gateway session's GUILD_CREATE): its channels, the bot's role, its events."""
        payload = dict(self.guild_payload)
        roles = [dict(role) for role in payload["roles"]]
        for role in roles:
            if role["id"] == str(self._bot_role_id):
                role["permissions"] = str(self.app_permissions.value)
        places = [place for place in self.places.values()]
        payload.update(
            roles=roles,
            channels=[self._channel_json(p, i) for i, p in enumerate(places) if not p.is_thread],
            threads=[self._channel_json(p) for p in places if p.is_thread],
            guild_scheduled_events=[self._event_json(event_id) for event_id in self.events],
        )
        return payload

    def gateway(self, event: str, data: dict) -> None:
        """Discord tells the bot something through its gateway: in process, the event goes straight to discord.py's
        parser for it; served (tests/fake_discord/server.py), it goes over the bot's websocket."""
        if self.served is not None:
            self.served.dispatch(event, data)
            return
        getattr(self.bot._connection, f"parse_{event.lower()}")(data)

    def _install_error_hook(self) -> None:
        tree = self.bot.tree
        previous = tree.on_error

        async def harness_tree_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
            name = interaction.command.qualified_name if interaction.command else "?"
            self.failures.append(Failure(f"/{name}", error, str(error)))
            await previous(interaction, error)

        tree.error(harness_tree_error)

    def _on_log(self, record: logging.LogRecord) -> None:
        # discord.py swallows exceptions from views, modals and listeners after logging them; the bot's own
        # safety net (bot.app.errors) answers an unexpected error with an incident id and logs it: both are
        # failures of the test unless it expects one.
        if record.levelno < logging.ERROR or not record.name.startswith(("discord", "bot.app.errors")):
            return
        error = record.exc_info[1] if record.exc_info else getattr(record, "incident_error", None)
        for failure in self.failures:
            known = failure.error
            if error is not None and known is not None and error in (known, getattr(known, "original", None)):
                return  # the tree error hook has it already
        self.failures.append(Failure(record.name, error, record.getMessage()))

    async def settle(self, *, raise_failures: bool = True, also: tuple[str, ...] = ()) -> None:
        """Wait until every task discord.py started for commands, components, modals and events is done.

        There is no time limit: on a busy machine the work takes longer, and the test waits for it to end (a
        bot that never finishes is caught by pytest-timeout, with its stack). `also`: more task-name prefixes
        to wait for. Raises `HarnessFailure` for errors discord.py swallowed, unless `raise_failures` is False.
        """
        prefixes = WAITED_TASK_PREFIXES + also
        current = asyncio.current_task()
        while True:
            for _ in range(3):
                await asyncio.sleep(0)
            pending = [
                task
                for task in asyncio.all_tasks()
                if task is not current and not task.done() and task.get_name().startswith(prefixes)
            ]
            if not pending:
                break
            await asyncio.wait(pending)
        if raise_failures:
            self._raise_failures()

    def _raise_failures(self) -> None:
        if self.failures:
            failures, self.failures = self.failures, []
            raise HarnessFailure("\n\n".join(failure.describe() for failure in failures))

    # ----------------------------------------------------------------- the server

    def _create_guild(self, spec: GuildSpec) -> None:
        bot_user = self._bot_user_json()
        everyone = {
            "id": str(spec.id),
            "name": "@everyone",
            "permissions": str(MEMBER_PERMISSIONS.value),
            "position": 0,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        bot_role_id = self._bot_role_id = next(self._ids)
        roles = [
            everyone,
            {
                **everyone,
                "id": str(bot_role_id),
                "name": "Holding On",
                "permissions": str(spec.bot_permissions.value),
                "position": 1,
                "managed": True,
            },
        ]
        members = [self._member_json(bot_user, [bot_role_id])]
        for member in spec.members:
            person = Person(next(self._ids), member.name)
            self.people[member.name] = person
            self._permissions_of[person.id] = member.permissions
            role_ids: list[int] = []
            self._roles_of[person.id] = role_ids
            if member.permissions != MEMBER_PERMISSIONS:
                role_ids.append(next(self._ids))
                roles.append(
                    {
                        **everyone,
                        "id": str(role_ids[0]),
                        "name": f"{member.name}'s role",
                        "permissions": str(member.permissions.value),
                        "position": 1,
                    }
                )
            members.append(self._member_json(self._user_json(person), role_ids))

        channels: list[dict] = []
        threads: list[dict] = []
        for position, channel in enumerate(spec.channels):
            parent = self.places[channel.thread_of] if channel.thread_of else None
            place = Place(
                next(self._ids),
                channel.name,
                spec.id,
                parent.id if parent else None,
                channel.bot_denied.value,
                channel.voice or channel.stage,
                channel.stage,
            )
            self.places[channel.name] = place
            (threads if parent else channels).append(self._channel_json(place, position))

        self.guild_payload = {
                "id": str(spec.id),
                "name": spec.name,
                "owner_id": str(self.people[spec.members[-1].name].id if spec.members else self.bot_id),
                "icon": None,
                "splash": None,
                "discovery_splash": None,
                "banner": None,
                "description": None,
                "features": [],
                "emojis": [],
                "stickers": [],
                "roles": roles,
                "members": members,
                "channels": channels,
                "threads": threads,
                "voice_states": [],
                "presences": [],
                "stage_instances": [],
                "guild_scheduled_events": [dict(event) for event in self.events.values()],
                "soundboard_sounds": [],
                "member_count": len(members),
                "large": False,
                "unavailable": False,
                "joined_at": "2024-01-01T00:00:00+00:00",
                "preferred_locale": "en-US",
                "verification_level": 0,
                "default_message_notifications": 0,
                "explicit_content_filter": 0,
                "mfa_level": 0,
                "nsfw_level": 0,
                "premium_tier": 0,
                "system_channel_flags": 0,
                "afk_timeout": 300,
                "afk_channel_id": None,
                "system_channel_id": None,
                "rules_channel_id": None,
                "public_updates_channel_id": None,
                "application_id": None,
                "vanity_url_code": None,
                "premium_progress_bar_enabled": False,
            }  # fmt: skip

    @property
    def guild(self) -> discord.Guild:
        guild = self.bot.get_guild(self.guild_spec.id)
        assert guild is not None
        return guild

    @property
    def channel(self) -> Place:
        """The server's first channel (default: #campaign), where interactions happen unless told otherwise."""
        return self.places[self.guild_spec.channels[0].name]

    def person(self, ref: str | int | Person) -> Person:
        if isinstance(ref, Person):
            return ref
        if isinstance(ref, int):
            for person in self.people.values():
                if person.id == ref:
                    return person
            raise KeyError(f"no member with id {ref}")
        return self.people[ref]

    def place(self, ref: str | int | Place | None) -> Place:
        if ref is None:
            return self.channel
        if isinstance(ref, Place):
            return ref
        if isinstance(ref, int):
            for place in self.places.values():
                if place.id == ref:
                    return place
            raise KeyError(f"no channel with id {ref}")
        return self.places[ref]

    def _user_id(self, ref: str | int | Person) -> int:
        return ref if isinstance(ref, int) else self.person(ref).id

    def add_person(self, name: str) -> Person:
        """Someone who joins the server mid-test (e.g. a stand-in), with ordinary member permissions.

        Members are not cached without the members intent, so there is no
        gateway event to send: she exists from her first interaction. (For
        special permissions, list her in `GuildSpec.members`: they come from a role.)
        """
        person = Person(next(self._ids), name)
        self.people[name] = person
        self._permissions_of[person.id] = MEMBER_PERMISSIONS
        self._roles_of[person.id] = []
        return person

    def close_dms(self, *users: str | int | Person) -> None:
        """From now on, a DM to these users is refused: HTTP 403, Discord error 50007."""
        self.dm_closed.update(self._user_id(user) for user in users)

    def open_dms(self, *users: str | int | Person) -> None:
        self.dm_closed.difference_update(self._user_id(user) for user in users)

    # ----------------------------------------------------------------- Discord's clock

    def now(self) -> float:
        """Discord's clock, Unix seconds: real time (or the test's clock: `Harness.start(clock=…)`), moved on by
        `advance`."""
        return self._wall() + self._clock_offset

    def advance(self, seconds: float) -> None:
        """Time passes for Discord: interaction tokens age, windows of the rate limits end, and Discord changes
        its events' status as their times come (`time_passes`)."""
        self._clock_offset += seconds
        self._moved_on += max(0.0, seconds)
        self.time_passes()

    def time_passes(self) -> None:
        """Discord does what falls due by now (a test that moved its own clock calls this): it changes its events'
        status as their times come, and tells the bot through the gateway."""
        self._automate_events()

    def expire_next(self, count: int = 1) -> None:
        """The next `count` interactions arrive too late: Discord answers their callback 10062 (Unknown
        interaction) and their followups 10015, as it does past the 3 seconds."""
        self._expire_next += count

    def acknowledge_elsewhere_next(self, count: int = 1) -> None:
        """The next `count` interactions are already acknowledged when the bot first answers them: Discord
        answers 40060, as it does when an earlier try of the same callback arrived although its answer was lost."""
        self._acknowledged_elsewhere_next += count

    # ----------------------------------------------------------------- JSON builders

    def _bot_user_json(self, *, private: bool = False) -> dict:
        """The bot's user (with `private`: as GET /users/@me shows it to the bot itself)."""
        user: dict[str, Any] = {
            "id": str(self.bot_id),
            "username": "Holding On",
            "global_name": None,
            "discriminator": "0000",
            "avatar": None,
            "bot": True,
            "flags": 0,
            "public_flags": 0,
        }
        if private:
            user.update(verified=True, mfa_enabled=False, locale="en-US")
        else:
            user["primary_guild"] = None
        return user

    def _gateway_json(self) -> dict:
        return {
            "url": self.served.gateway_url if self.served is not None else "wss://gateway.discord.gg",
            "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        }

    def _user_json(self, person: Person) -> dict:
        return {
            "id": str(person.id),
            "username": person.name,
            "global_name": person.name.title(),
            "discriminator": "0",
            "avatar": None,
            "bot": False,
            "flags": 0,
            "public_flags": 0,
            "primary_guild": None,
        }

    @staticmethod
    def _member_json(user: dict, role_ids: Sequence[int]) -> dict:
        return {
            "user": user,
            "roles": [str(r) for r in role_ids],
            "joined_at": "2024-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "nick": None,
            "avatar": None,
            "banner": None,
            "communication_disabled_until": None,
            "premium_since": None,
        }

    def _channel_json(self, place: Place, position: int = 0) -> dict:
        if place.voice:
            overwrites = []
            if place.bot_denied:
                overwrites.append({"id": str(self.bot_id), "type": 1, "allow": "0", "deny": str(place.bot_denied)})
            return {
                "id": str(place.id),
                "guild_id": str(place.guild_id),
                "name": place.name,
                "type": 13 if place.stage else 2,
                "position": position,
                "permission_overwrites": overwrites,
                "nsfw": False,
                "parent_id": None,
                "bitrate": 64000,
                "user_limit": 0,
                "rtc_region": None,
                "last_message_id": None,
                "rate_limit_per_user": 0,
                "flags": 0,
            }
        if place.is_thread:
            return {
                "id": str(place.id),
                "guild_id": str(place.guild_id),
                "parent_id": str(place.parent_id),
                "owner_id": str(self.bot_id),
                "name": place.name,
                "type": 11,
                "last_message_id": None,
                "rate_limit_per_user": 0,
                "message_count": 0,
                "member_count": 0,
                "flags": 0,
                "thread_metadata": {
                    "archived": False,
                    "auto_archive_duration": 1440,
                    "locked": False,
                    "archive_timestamp": "2024-01-01T00:00:00+00:00",
                },
            }
        overwrites = []
        if place.bot_denied:
            overwrites.append({"id": str(self.bot_id), "type": 1, "allow": "0", "deny": str(place.bot_denied)})
        return {
            "id": str(place.id),
            "guild_id": str(place.guild_id),
            "name": place.name,
            "type": 0,
            "position": position,
            "permission_overwrites": overwrites,
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }

    def _app_info_json(self) -> dict:
        owner = {**self._user_json(Person(900_000_000_000_000_003, "owner")), "global_name": None}
        return {
            "id": str(self.application_id),
            "name": "Holding On",
            "icon": None,
            "description": "",
            "type": None,
            "rpc_origins": [],
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": owner,
            "team": None,
            "verify_key": "0" * 64,
            "flags": 0,
            "flags_new": "0",
            "summary": "",
            "bot": self._bot_user_json(),
            "interactions_endpoint_url": None,
            "role_connections_verification_url": None,
            "approximate_guild_count": 1,
            "approximate_user_install_count": 0,
            "approximate_user_authorization_count": 0,
            "explicit_content_filter": 0,
            "eligible_oauth2_scopes": [],
            "tags": [],
            "redirect_uris": [],
        }

    def _message_json(
        self,
        message_id: int,
        channel_id: int,
        payload: dict,
        files: Sequence[SentFile],
        *,
        flags: int = 0,
        interaction: _InteractionContext | None = None,
    ) -> dict:
        attachments = self._attachments_json(payload, files, [])
        content = payload.get("content") or ""
        data = {
            "id": str(message_id),
            "channel_id": str(channel_id),
            "author": self._bot_user_json(),
            "content": content,
            "timestamp": datetime.now(UTC).isoformat(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": self._mentioned(content, payload.get("allowed_mentions")),
            "mention_roles": [],
            "attachments": attachments,
            "embeds": _embeds_as_kept(payload.get("embeds") or [], attachments),
            "components": _numbered(payload.get("components") or []),
            "pinned": False,
            "type": 20 if interaction and interaction.type == 2 else 0,
            "flags": flags | int(payload.get("flags") or 0),
            "application_id": str(self.application_id),
        }
        place = self._place_or_none(channel_id)
        if place is not None:
            data["guild_id"] = str(place.guild_id)
        return data

    def _mentioned(self, content: str, allowed: dict | None) -> list[dict]:
        """The users a message's text mentions and may ping (allowed_mentions: Discord parses all by default)."""
        ids = [int(found) for found in MENTION.findall(content or "")]
        if isinstance(allowed, dict):
            listed = {int(user) for user in allowed.get("users") or []}
            ids = [i for i in ids if "users" in (allowed.get("parse") or []) or i in listed]
        people = []
        for user_id in dict.fromkeys(ids):
            try:
                people.append(self._user_json(self.person(user_id)))
            except KeyError:
                continue  # not a member: Discord shows the raw mention and pings nobody
        return people

    def _attachments_json(self, payload: dict, files: Sequence[SentFile], existing: list[dict]) -> list[dict]:
        kept_ids = {str(a.get("id")) for a in payload.get("attachments", []) if "filename" not in a}
        result = [a for a in existing if a["id"] in kept_ids]
        for sent in files:
            attachment_id = next(self._ids)
            self._files[attachment_id] = sent
            url = f"{self.cdn_base}/attachments/0/{attachment_id}/{sent.filename}?ex=6a1b2c3d&is=6a1a1a1a&hm=f00d"
            result.append(
                {
                    "id": str(attachment_id),
                    "filename": sent.filename,
                    "size": len(sent.data),
                    "url": url,
                    "proxy_url": url,
                    "content_type": "application/octet-stream",
                }
            )
        return result

    def _place_or_none(self, channel_id: int) -> Place | None:
        return next((p for p in self.places.values() if p.id == channel_id), None)

    # ----------------------------------------------------------------- recording

    def _record(self, said: Said) -> Said:
        self.said.append(said)
        if said.message_id is not None and said.kind == "message":
            self._where.setdefault(said.message_id, said)
        return said

    def _said_from_message(
        self,
        kind: Kind,
        via: str,
        message: dict,
        *,
        where: Said | None = None,
        ctx: _InteractionContext | None = None,
        dm_user_id: int | None = None,
        ephemeral: bool | None = None,
    ) -> Said:
        message_id = int(message["id"])
        files = [self._files[int(a["id"])] for a in message.get("attachments", []) if int(a["id"]) in self._files]
        return Said(
            seq=next(self._seq),
            kind=kind,
            via=via,
            channel_id=int(message["channel_id"]),
            dm_user_id=where.dm_user_id if where else dm_user_id,
            interaction_user_id=where.interaction_user_id if where else (ctx.user_id if ctx else None),
            interaction_id=ctx.id if ctx else None,
            ephemeral=(where.ephemeral if where else bool(ephemeral)),
            message_id=message_id,
            content=message.get("content") or "",
            embeds=list(message.get("embeds") or []),
            components=list(message.get("components") or []),
            attachments=files,
        )

    def _new_message(
        self,
        via: str,
        channel_id: int,
        payload: dict,
        files: Sequence[SentFile],
        *,
        ctx: _InteractionContext | None = None,
        flags: int = 0,
        message_id: int | None = None,
    ) -> dict:
        message_id = message_id or next(self._ids)
        message = self._message_json(message_id, channel_id, payload, files, flags=flags, interaction=ctx)
        self.messages[message_id] = message
        dm_user_id = self._dm_channels.get(channel_id)
        if ctx is not None and ctx.in_dm:
            dm_user_id = ctx.user_id
        ephemeral = bool(message["flags"] & EPHEMERAL)
        said = self._said_from_message("message", via, message, ctx=ctx, dm_user_id=dm_user_id, ephemeral=ephemeral)
        said.notified = self._notified(message, dm_user_id, ephemeral)
        self._record(said)
        return message

    def _notified(self, message: dict, dm_user_id: int | None, ephemeral: bool) -> frozenset[int]:
        """Whom Discord notifies of a NEW message: a DM's recipient; in a channel, each member its text mentions
        (as allowed_mentions lets it: `mentions`), never the author; an ephemeral reply notifies no one. An edit
        notifies nobody, whatever it adds (Discord staff, discord-api-docs#1419 and #5497)."""
        if dm_user_id is not None:
            return frozenset({dm_user_id})
        if ephemeral:
            return frozenset()
        return frozenset(int(user["id"]) for user in message.get("mentions", [])) - {self.bot_id}

    def _edit_message(
        self,
        via: str,
        message_id: int,
        payload: dict,
        files: Sequence[SentFile],
        *,
        ctx: _InteractionContext | None = None,
        channel_id: int | None = None,
    ) -> dict:
        message = self.messages.get(message_id)
        if message is None or (channel_id is not None and int(message["channel_id"]) != channel_id):
            raise self._error(404, "Not Found", 10008, "Unknown Message")
        message = dict(message)
        for key in ("content", "embeds", "components"):
            if key in payload:
                message[key] = payload[key] if payload[key] is not None else ([] if key != "content" else "")
        message["components"] = _numbered(message["components"])
        if "flags" in payload and payload["flags"] is not None:
            message["flags"] = (message["flags"] & (EPHEMERAL | LOADING)) | int(payload["flags"])
        if "attachments" in payload or files:
            message["attachments"] = self._attachments_json(payload, files, message.get("attachments", []))
        message["embeds"] = _embeds_as_kept(message["embeds"], message["attachments"])
        message["mentions"] = self._mentioned(message["content"], payload.get("allowed_mentions"))
        message["flags"] &= ~LOADING
        message["edited_timestamp"] = datetime.now(UTC).isoformat()
        self.messages[message_id] = message
        self._record(self._said_from_message("edit", via, message, where=self._where.get(message_id), ctx=ctx))
        return message

    def _delete_message(self, via: str, message_id: int, *, ctx: _InteractionContext | None = None) -> None:
        message = self.messages.pop(message_id, None)
        if message is None:
            raise self._error(404, "Not Found", 10008, "Unknown Message")
        where = self._where.get(message_id)
        self._record(
            Said(
                seq=next(self._seq),
                kind="delete",
                via=via,
                channel_id=int(message["channel_id"]),
                dm_user_id=where.dm_user_id if where else None,
                interaction_user_id=where.interaction_user_id if where else None,
                interaction_id=ctx.id if ctx else None,
                ephemeral=where.ephemeral if where else False,
                message_id=message_id,
            )
        )

    @staticmethod
    def _error(status: int, reason: str, code: int, message: str) -> DiscordError:
        return DiscordError(status, code, message)

    # ----------------------------------------------------------------- the wire (beneath discord.py's HTTP)

    async def _handle(self, wire: WireRequest) -> WireResponse:
        """One HTTP request, answered as Discord would: checked against Discord's own document and limits,
        counted against the rate limits, then routed; the answer checked against the document too."""
        if urlsplit(wire.url).hostname == CDN_HOST:
            return await self._cdn(wire)
        await asyncio.sleep(0)  # a real request yields to the loop
        operation = API.operation(wire.method, wire.path)
        if operation is None:
            self.unhandled.append(Request("http", wire.method, wire.path, {}, wire.json, wire.files))
            return WireResponse(404, {"message": "404: Not Found", "code": 0})
        params = operation.params(wire.path)
        request = Request(_api_of(operation), wire.method, operation.template, params, wire.json, wire.files)
        self.requests.append(request)
        if operation.needs_token and wire.headers.get("Authorization") != f"Bot {self.token}":
            return WireResponse(401, {"message": "401: Unauthorized", "code": 0})
        problems = self._request_problems(operation, wire)
        if problems:
            self._violation(f"{operation.route}: Discord would refuse this request", problems)
            return WireResponse(400, {"code": 50035, "message": f"Invalid Form Body ({limits.names(problems)})"})
        verdict = self.rate_limits.judge(operation.route, params)
        if verdict.refused is not None:
            return WireResponse(429, verdict.refused, verdict.headers)
        fault = self.faults.take(operation.route)
        if fault is not None:
            answer = await fault.answer(verdict.headers)
            if answer is not None:
                return answer
        try:
            status, body = 200, await self._route(operation, params, wire)
        except DiscordError as error:
            status, body = error.status, error.body()
        if fault is not None and fault.applied and fault.status:  # done, but its answer was lost on the way
            return WireResponse(fault.status, {"message": "Discord had a problem", "code": 0})
        if status == 200 and body is None:
            status = 204
        problems = API.response_problems(operation, status, body)
        if problems:
            self._violation(f"{operation.route}: the fake answered {status} with a body Discord never sends", problems)
        return WireResponse(status, body, verdict.headers)

    def _request_problems(self, operation: Operation, wire: WireRequest) -> list[str]:
        kind = wire.content_type or "application/json"
        if kind == "multipart/form-data" and "application/json" in operation.request:
            kind = "application/json"  # payload_json carries the body; the files go beside it
        body = wire.json if wire.content_type or operation.request else None
        problems = API.request_problems(operation, kind, body) if body is not None or wire.content_type else []
        route = operation.route
        if route in MESSAGE_ROUTES:
            creating = wire.method == "POST"
            problems += limits.message_problems(wire.json, wire.files, creating=creating)
        elif route.endswith("/callback") and isinstance(wire.json, dict):
            data = wire.json.get("data")
            if wire.json.get("type") == AUTOCOMPLETE_RESULT:
                problems += limits.autocomplete_problems(data)
            elif wire.json.get("type") in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
                problems += limits.message_problems(data, wire.files, creating=wire.json["type"] == CHANNEL_MESSAGE)
        elif "/scheduled-events" in route and wire.method in ("POST", "PATCH"):
            problems += limits.event_problems(wire.json, creating=wire.method == "POST")
        return problems

    def _violation(self, what: str, problems: list[str]) -> None:
        """A request (or an answer of the fake's) Discord's document and limits do not allow: the test fails."""
        self.failures.append(Failure("Discord's API", None, f"{what}: " + "; ".join(problems)))

    async def _route(self, operation: Operation, params: dict[str, str], wire: WireRequest) -> Any:
        payload, sent = wire.json, wire.files
        if operation.template.startswith(("/webhooks/", "/interactions/")):
            return await self._webhook_request(operation, params, wire)
        match operation.route:
            case "GET /users/@me":
                return self._bot_user_json(private=True)
            case "GET /oauth2/applications/@me":
                return self._app_info_json()
            case "GET /gateway/bot":
                return self._gateway_json()
            case "POST /users/@me/channels":
                return self._open_dm(int(payload["recipient_id"]))
            case "POST /channels/{channel_id}/messages":
                return self._create_channel_message(int(params["channel_id"]), payload or {}, sent)
            case "PATCH /channels/{channel_id}/messages/{message_id}":
                channel_id = int(params["channel_id"])
                self._may_post(channel_id, editing=True)
                via = "dm" if channel_id in self._dm_channels else "channel"
                return self._edit_message(via, int(params["message_id"]), payload or {}, sent, channel_id=channel_id)
            case "DELETE /channels/{channel_id}/messages/{message_id}":
                channel_id = int(params["channel_id"])
                self._may_post(channel_id, editing=True)
                via = "dm" if channel_id in self._dm_channels else "channel"
                return self._delete_message(via, int(params["message_id"]))
            case "GET /channels/{channel_id}/messages/{message_id}":
                self._may_see(int(params["channel_id"]))
                message = self.messages.get(int(params["message_id"]))
                if message is None or int(message["channel_id"]) != int(params["channel_id"]):
                    raise self._error(404, "Not Found", 10008, "Unknown Message")
                return message
            case "PUT /applications/{application_id}/commands":
                return self._sync(None, payload or [])
            case "PUT /applications/{application_id}/guilds/{guild_id}/commands":
                return self._sync(int(params["guild_id"]), payload or [])
            case "GET /applications/{application_id}/commands":
                return self.synced.get(None, [])
            case "GET /applications/{application_id}/guilds/{guild_id}/commands":
                return self.synced.get(int(params["guild_id"]), [])
            case "POST /channels/{channel_id}/typing":
                return None
            case "GET /channels/{channel_id}":
                place = self._place_or_none(int(params["channel_id"]))
                if place is None:
                    raise self._error(404, "Not Found", 10003, "Unknown Channel")
                self._may_see(place.id)
                return self._channel_json(place)
            case "GET /users/{user_id}":
                return self._user_json(self._known_person(int(params["user_id"]), 10013, "Unknown User"))
            case "GET /guilds/{guild_id}/members/{user_id}":
                person = self._known_person(int(params["user_id"]), 10007, "Unknown Member")
                return self._member_json(self._user_json(person), [])
            case "POST /guilds/{guild_id}/scheduled-events":
                return self._create_event(payload or {})
            case "GET /guilds/{guild_id}/scheduled-events":
                return [self._event_json(event_id) for event_id in self.events]
            case "GET /guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}":
                return self._event_json(int(params["guild_scheduled_event_id"]))
            case "PATCH /guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}":
                return self._edit_event(int(params["guild_scheduled_event_id"]), payload or {}, by_bot=True)
            case "DELETE /guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}":
                self._delete_event(int(params["guild_scheduled_event_id"]), by_bot=True)
                return None
            case "GET /guilds/{guild_id}/scheduled-events/{guild_scheduled_event_id}/users":
                event_id = int(params["guild_scheduled_event_id"])
                self._event_json(event_id)
                users = [self._user_json(self.person(user)) for user in self.interested.get(event_id, [])]
                return [{"guild_scheduled_event_id": str(event_id), "user": user} for user in users]
        self.unhandled.append(Request("http", wire.method, operation.template, params, payload, sent))
        raise self._error(404, "Not Found", 0, f"the fake does not serve {operation.route}")

    async def _cdn(self, wire: WireRequest) -> WireResponse:
        """An attachment's bytes (one the harness sent, or uploaded as a command option)."""
        await asyncio.sleep(0)
        try:
            attachment_id = int(wire.path.rstrip("/").split("/")[-2])
        except (ValueError, IndexError):
            return WireResponse(404, {"message": "asset not found", "code": 0})
        if attachment_id not in self._files:
            return WireResponse(404, {"message": "asset not found", "code": 0})
        return WireResponse(
            200, None, {"Content-Type": "application/octet-stream"}, raw=self._files[attachment_id].data
        )

    def _known_person(self, user_id: int, code: int, message: str) -> Person:
        try:
            return self.person(user_id)
        except KeyError:
            raise self._error(404, "Not Found", code, message) from None

    def _open_dm(self, user_id: int) -> dict:
        person = self._known_person(user_id, 10013, "Unknown User")
        channel_id = self._dm_of_user.get(user_id)
        if channel_id is None:
            channel_id = next(self._ids)
            self._dm_of_user[user_id] = channel_id
            self._dm_channels[channel_id] = user_id
        return {
            "id": str(channel_id),
            "type": 1,
            "last_message_id": None,
            "flags": 0,
            "recipients": [self._user_json(person)],
        }

    def _create_channel_message(self, channel_id: int, payload: dict, sent: Sequence[SentFile]) -> dict:
        recipient = self._dm_channels.get(channel_id)
        if recipient is not None and recipient in self.dm_closed:
            message = self._message_json(0, channel_id, payload, [], flags=0)
            self.undelivered.append(self._said_from_message("message", "dm", message, dm_user_id=recipient))
            raise self._error(403, "Forbidden", 50007, "Cannot send messages to this user")
        nonce = (channel_id, str(payload.get("nonce"))) if payload.get("enforce_nonce") else None
        if nonce is not None and nonce in self._nonces:  # Discord: the same nonce again is the same message
            return self.messages[self._nonces[nonce]]
        if recipient is None:
            self._may_post(channel_id, files=bool(sent))
            if not self.bot_permissions_in(channel_id).embed_links:
                payload = {**payload, "embeds": []}  # Discord drops a bot's embeds where it may not embed links
        message = self._new_message("dm" if recipient is not None else "channel", channel_id, payload, sent)
        if nonce is not None:
            self._nonces[nonce] = int(message["id"])
        return message

    # ----------------------------------------------------------------- the bot's permissions in a channel

    def bot_permissions_in(self, channel_id: int) -> discord.Permissions:
        """The bot's role, less what the channel (or a thread's parent) denies it (ChannelSpec.bot_denied)."""
        place = self._place_or_none(channel_id)
        if place is None:
            return discord.Permissions.none()
        parent = self._place_or_none(place.parent_id) if place.parent_id else None
        denied = place.bot_denied | (parent.bot_denied if parent is not None else 0)
        return discord.Permissions(self.app_permissions.value & ~denied)

    def _may_see(self, channel_id: int) -> None:
        if channel_id in self._dm_channels:
            return
        if self._place_or_none(channel_id) is None:
            raise self._error(404, "Not Found", 10003, "Unknown Channel")
        if not self.bot_permissions_in(channel_id).view_channel:
            raise self._error(403, "Forbidden", 50001, "Missing Access")

    def _may_post(self, channel_id: int, *, editing: bool = False, files: bool = False) -> None:
        """Discord's checks on the bot's own posts (with its token, not an interaction's): View Channel, then
        Send Messages (Send Messages in Threads in a thread), Attach Files for files; an edit needs only View."""
        self._may_see(channel_id)
        if editing or channel_id in self._dm_channels:
            return
        place = self.place(channel_id)
        granted = self.bot_permissions_in(channel_id)
        may_send = granted.send_messages_in_threads if place.is_thread else granted.send_messages
        if not may_send or (files and not granted.attach_files):
            raise self._error(403, "Forbidden", 50013, "Missing Permissions")

    def _sync(self, guild_id: int | None, payload: list[dict]) -> list[dict]:
        answered = []
        for command in payload:
            key = (guild_id, command["name"])
            command_id = self._command_ids.setdefault(key, next(self._command_seq))
            entry = {
                **command,
                "id": str(command_id),
                "application_id": str(self.application_id),
                "version": str(next(self._command_seq)),
                "type": command.get("type", 1),
            }
            if guild_id is not None:
                entry["guild_id"] = str(guild_id)
            answered.append(entry)
        self.synced[guild_id] = answered
        return answered

    # ----------------------------------------------------------------- the server's Scheduled Events

    def _may_handle_event(self, channel_id: object, *, creating: bool, creator: str | None = None) -> None:
        """Discord's permission rules for events (resources/guild-scheduled-event, Permissions Requirements):
        creating needs Create Events; editing or deleting one's own event Create or Manage Events, another's
        Manage Events; in a voice channel also View Channel and Connect, in a stage channel Manage Channels, Mute
        Members and Move Members (each computed in that channel)."""
        guild_level = self.app_permissions
        own = creator == str(self.bot_id)
        allowed = (
            guild_level.create_events if creating else guild_level.manage_events or (own and guild_level.create_events)
        )
        place = self._place_or_none(int(str(channel_id))) if channel_id else None
        granted = self.bot_permissions_in(place.id) if place is not None else guild_level
        if place is not None and place.stage:
            allowed = allowed and granted.manage_channels and granted.mute_members and granted.move_members
        elif place is not None and place.voice:
            allowed = allowed and granted.view_channel and granted.connect
        if not allowed:
            raise self._error(403, "Forbidden", 50013, "Missing Permissions")

    def _create_event(self, payload: dict) -> dict:
        self._may_handle_event(payload.get("channel_id"), creating=True)
        place = self._place_or_none(int(payload["channel_id"])) if payload.get("channel_id") else None
        kind = payload.get("entity_type", 3)
        if place is not None and kind != (1 if place.stage else 2):
            raise self._error(400, "Bad Request", 50035, "Invalid Form Body: entity_type does not fit the channel")
        start = datetime.fromisoformat(payload["scheduled_start_time"]).timestamp()
        if start < self.now():
            raise self._error(400, "Bad Request", 50035, "Invalid Form Body: scheduled_start_time is in the past")
        event_id = next(self._event_ids)
        self.events[event_id] = {
            "id": str(event_id),
            "guild_id": str(self.guild_spec.id),
            "channel_id": str(payload["channel_id"]) if payload.get("channel_id") else None,
            "creator_id": str(self.bot_id),
            "creator": self._bot_user_json(),
            "name": payload["name"],
            "description": payload.get("description"),
            "scheduled_start_time": payload["scheduled_start_time"],
            "scheduled_end_time": payload.get("scheduled_end_time"),
            "privacy_level": payload.get("privacy_level", 2),
            "status": 1,
            "entity_type": kind,
            "entity_id": None,
            "entity_metadata": payload.get("entity_metadata"),
            "image": None,
            "recurrence_rule": None,
            "guild_scheduled_event_exceptions": [],
        }
        self.requests_said(event_id, "create")
        self.gateway("GUILD_SCHEDULED_EVENT_CREATE", self._event_json(event_id))  # the gateway's copy
        return self._event_json(event_id)

    def _event_json(self, event_id: int) -> dict:
        event = self.events.get(event_id)
        if event is None:
            raise self._error(404, "Not Found", 10070, "Unknown Guild Scheduled Event")
        return {**event, "user_count": len(self.interested.get(event_id, []))}

    def _edit_event(self, event_id: int, payload: dict, *, by_bot: bool) -> dict:
        event = self.events.get(event_id)
        if event is None:
            raise self._error(404, "Not Found", 10070, "Unknown Guild Scheduled Event")
        if by_bot:
            self._may_handle_event(event.get("channel_id"), creating=False, creator=event.get("creator_id"))
        status = payload.get("status")
        if status is not None and status != event["status"] and (event["status"], status) not in STATUS_MOVES:
            raise self._error(400, "Bad Request", 50035, f"Invalid Form Body: status {event['status']} -> {status}")
        for key in ("name", "description", "scheduled_start_time", "scheduled_end_time", "status", "entity_metadata"):
            if key in payload:
                event[key] = payload[key]
        if "channel_id" in payload:
            event["channel_id"] = str(payload["channel_id"]) if payload["channel_id"] else None
        if status == 2:
            self._active_since[event_id] = self.now()
        self.requests_said(event_id, "edit")
        self.gateway("GUILD_SCHEDULED_EVENT_UPDATE", self._event_json(event_id))
        return self._event_json(event_id)

    def _delete_event(self, event_id: int, *, by_bot: bool) -> None:
        data = self._event_json(event_id)
        if by_bot:
            self._may_handle_event(data.get("channel_id"), creating=False, creator=data.get("creator_id"))
        del self.events[event_id]
        self.requests_said(event_id, "delete")
        self.gateway("GUILD_SCHEDULED_EVENT_DELETE", data)

    def _automate_events(self) -> None:
        """What Discord does to events by itself as time passes (Guild Scheduled Event Status Update Automation):
        an external event begins at its start time and ends at its end time; an active voice or stage event ends
        a few minutes after the last member left its channel (or minutes after it began, if nobody came); any
        event not begun hours after its start time is cancelled. The minutes and hours are Discord's own ("on
        the order of"): the fake uses EMPTY_CHANNEL_ENDS and UNSTARTED_CANCELLED."""
        now = self.now()
        for event_id, event in list(self.events.items()):
            start = datetime.fromisoformat(event["scheduled_start_time"]).timestamp()
            end_at = event.get("scheduled_end_time")
            end = datetime.fromisoformat(end_at).timestamp() if end_at else None
            external = event["entity_type"] == 3
            if event["status"] == 1 and external and now >= start:
                self._edit_event(event_id, {"status": 2}, by_bot=False)
            elif event["status"] == 1 and now >= start + UNSTARTED_CANCELLED:
                self._edit_event(event_id, {"status": 4}, by_bot=False)
            if event["status"] == 2 and external and end is not None and now >= end:
                self._edit_event(event_id, {"status": 3}, by_bot=False)
            elif event["status"] == 2 and not external:
                channel = int(event["channel_id"])
                emptied = max(self._active_since.get(event_id, start), self._voice_left.get(channel, 0.0))
                if not self.voice.get(channel) and now >= emptied + EMPTY_CHANNEL_ENDS:
                    self._edit_event(event_id, {"status": 3}, by_bot=False)

    def join_voice(self, user: str | int | Person, channel: str | int | Place) -> None:
        """A member joins a voice or stage channel (the bot asks no voice intent: nothing reaches it)."""
        self.voice.setdefault(self.place(channel).id, set()).add(self._user_id(user))

    def leave_voice(self, user: str | int | Person, channel: str | int | Place) -> None:
        place = self.place(channel)
        members = self.voice.setdefault(place.id, set())
        members.discard(self._user_id(user))
        if not members:
            self._voice_left[place.id] = self.now()

    def requests_said(self, event_id: int, what: str) -> None:
        """An event's name and description are for everyone in the server: recorded as a channel-wide Said."""
        event = self.events.get(event_id, {})
        text = "\n".join(str(event.get(key) or "") for key in ("name", "description"))
        self._record(
            Said(seq=next(self._seq), kind="edit" if what != "create" else "message", via=f"event-{what}",
                 channel_id=None, content=text)
        )  # fmt: skip

    def mark_interested(self, user: str | int | Person, event_id: int) -> None:
        """A member presses Interested on an event (Discord's own button: no interaction reaches the bot)."""
        self.interested.setdefault(event_id, []).append(self._user_id(user))

    def start_event_by_hand(self, event_id: int) -> None:
        """A member with Manage Events starts the event in Discord's client (the gateway tells the bot)."""
        self._edit_event(event_id, {"status": 2}, by_bot=False)

    def end_event_by_hand(self, event_id: int) -> None:
        self._edit_event(event_id, {"status": 3}, by_bot=False)

    def edit_event_by_hand(self, event_id: int, **fields: Any) -> None:
        """A member edits the event in Discord's client: `scheduled_start_time=…` (ISO), `channel_id=…`."""
        self._edit_event(event_id, fields, by_bot=False)

    def delete_event_by_hand(self, event_id: int) -> None:
        self._delete_event(event_id, by_bot=False)

    def archive_thread(self, thread: str | int | Place) -> None:
        """The thread archives after a quiet spell (THREAD_UPDATE): discord.py drops it from its cache."""
        place = self.place(thread)
        data = self._channel_json(place)
        data["thread_metadata"] = {**data["thread_metadata"], "archived": True}
        self.gateway("THREAD_UPDATE", data)

    def deny_bot(self, channel: str | int | Place, denied: discord.Permissions) -> None:
        """Someone who manages the server sets the bot's overwrite in a text channel (the gateway: CHANNEL_UPDATE);
        `Permissions.none()` lifts it."""
        place = self.place(channel)
        updated = dataclasses.replace(place, bot_denied=denied.value)
        self.places[place.name] = updated
        self.gateway("CHANNEL_UPDATE", self._channel_json(updated))

    def set_bot_permissions(self, permissions: discord.Permissions) -> None:
        """The server's admins change the bot's role (the gateway tells the bot: GUILD_ROLE_UPDATE)."""
        self.app_permissions = permissions
        role = {
            "id": str(self._bot_role_id),
            "name": "Holding On",
            "permissions": str(permissions.value),
            "position": 1,
            "color": 0,
            "hoist": False,
            "managed": True,
            "mentionable": False,
            "flags": 0,
        }
        self.gateway("GUILD_ROLE_UPDATE", {"guild_id": str(self.guild_spec.id), "role": role})

    # ----------------------------------------------------------------- interaction responses (webhook adapter)

    async def _webhook_request(self, operation: Operation, params: dict[str, str], wire: WireRequest) -> Any:
        """An interaction's callback, followups and edits of its messages, through the interaction's token."""
        token = params.get("webhook_token") or params.get("interaction_token") or ""
        ctx = self._interactions.get(token)
        if ctx is None:
            raise self._error(404, "Not Found", 10015, "Unknown Webhook")
        callback = operation.template.endswith("/callback")
        late = callback and self.now() - ctx.created > INTERACTION_DEADLINE
        if late and not ctx.expired and not self.deadline_enforced:
            self.late_answers.append(ctx.id)  # in process, the clock measures the test machine's load too
        if callback and (ctx.expired or (late and self.deadline_enforced)):
            ctx.expired = True  # never acknowledged in time: the token is dead for callbacks and followups alike
            raise self._error(404, "Not Found", 10062, "Unknown interaction")
        if ctx.expired:
            raise self._error(404, "Not Found", 10015, "Unknown Webhook")
        if self.now() - ctx.created > TOKEN_LIFETIME:
            raise self._error(401, "Unauthorized", 50027, "Invalid Webhook Token")
        payload, sent = wire.json, wire.files
        path = operation.template.removeprefix("/webhooks/{webhook_id}/{webhook_token}")
        match (operation.method, path):
            case ("POST", "/interactions/{interaction_id}/{interaction_token}/callback"):
                answer = self._callback(ctx, payload or {}, sent)
                return answer if wire.query.get("with_response") in ("1", "true", "True") else None
            case ("POST", ""):
                return self._followup(ctx, payload or {}, sent)
            case ("GET", "/messages/@original"):
                return self._get(ctx.original_message_id)
            case ("PATCH", "/messages/@original"):
                if ctx.original_message_id is None:
                    raise self._error(404, "Not Found", 10008, "Unknown Message")
                ctx.loading_replaced = True
                return self._edit_message("original", ctx.original_message_id, payload or {}, sent, ctx=ctx)
            case ("DELETE", "/messages/@original"):
                if ctx.original_message_id is None:
                    raise self._error(404, "Not Found", 10008, "Unknown Message")
                return self._delete_message("original", ctx.original_message_id, ctx=ctx)
            case ("GET", "/messages/{message_id}"):
                return self._get(int(params["message_id"]))
            case ("PATCH", "/messages/{message_id}"):
                return self._edit_message("followup", int(params["message_id"]), payload or {}, sent, ctx=ctx)
            case ("DELETE", "/messages/{message_id}"):
                return self._delete_message("followup", int(params["message_id"]), ctx=ctx)
        self.unhandled.append(Request("webhook", wire.method, operation.template, params, payload, sent))
        raise self._error(404, "Not Found", 0, f"the fake does not serve {operation.route}")

    def _get(self, message_id: int | None) -> dict:
        message = self.messages.get(message_id) if message_id is not None else None
        if message is None:
            raise self._error(404, "Not Found", 10008, "Unknown Message")
        return message

    def _callback(self, ctx: _InteractionContext, payload: dict, sent: Sequence[SentFile]) -> dict:
        if ctx.responded is None and self._acknowledged_elsewhere_next and payload.get("type") != AUTOCOMPLETE_RESULT:
            # As if an earlier attempt of this very callback reached Discord although its answer was lost.
            self._acknowledged_elsewhere_next -= 1
            ctx.responded = DEFERRED_CHANNEL_MESSAGE
            ctx.deferred_ephemeral = True
            message_id = next(self._ids)
            self.messages[message_id] = self._message_json(
                message_id, ctx.channel_id, {}, [], flags=LOADING | EPHEMERAL, interaction=ctx
            )
            ctx.original_message_id = message_id
            self._where[message_id] = self._said_from_message(
                "defer", "response", self.messages[message_id], ctx=ctx, ephemeral=True
            )
        if ctx.responded is not None:
            raise self._error(400, "Bad Request", 40060, "Interaction has already been acknowledged.")
        kind = payload["type"]
        data = payload.get("data") or {}
        ctx.responded = kind
        ctx.answered_at = self.now()
        interaction = {
            "id": str(ctx.id),
            "type": ctx.type,
            "response_message_loading": False,
            "response_message_ephemeral": False,
        }
        resource: dict[str, Any] = {"type": kind}
        if kind == CHANNEL_MESSAGE:
            message = self._new_message("response", ctx.channel_id, data, sent, ctx=ctx)
            ctx.original_message_id = int(message["id"])
            interaction.update(
                response_message_id=message["id"], response_message_ephemeral=bool(message["flags"] & EPHEMERAL)
            )
            resource["message"] = message
        elif kind == DEFERRED_CHANNEL_MESSAGE:
            ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
            message_id = next(self._ids)
            message = self._message_json(
                message_id, ctx.channel_id, {}, [], flags=LOADING | (EPHEMERAL * ephemeral), interaction=ctx
            )
            self.messages[message_id] = message
            ctx.original_message_id = message_id
            ctx.deferred_ephemeral = ephemeral
            said = self._said_from_message(
                "defer",
                "response",
                message,
                ctx=ctx,
                dm_user_id=ctx.user_id if ctx.in_dm else None,
                ephemeral=ephemeral,
            )
            self._where[message_id] = said
            self._record(said)
            interaction.update(
                response_message_id=str(message_id), response_message_loading=True, response_message_ephemeral=ephemeral
            )
            resource["message"] = message
        elif kind in (DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE):
            if ctx.message_id is None:
                raise self._error(400, "Bad Request", 50035, "Invalid Form Body: not a component interaction")
            ctx.original_message_id = ctx.message_id
            interaction["response_message_id"] = str(ctx.message_id)
            if kind == UPDATE_MESSAGE:
                resource["message"] = self._edit_message("update", ctx.message_id, data, sent, ctx=ctx)
            else:
                where = self._where.get(ctx.message_id)
                self._record(
                    Said(
                        seq=next(self._seq),
                        kind="defer",
                        via="update",
                        channel_id=ctx.channel_id,
                        dm_user_id=where.dm_user_id if where else None,
                        interaction_user_id=ctx.user_id,
                        interaction_id=ctx.id,
                        ephemeral=where.ephemeral if where else False,
                        message_id=ctx.message_id,
                    )
                )
        elif kind == AUTOCOMPLETE_RESULT:
            self._record(
                Said(
                    seq=next(self._seq),
                    kind="autocomplete",
                    via="response",
                    channel_id=ctx.channel_id,
                    interaction_user_id=ctx.user_id,
                    interaction_id=ctx.id,
                    ephemeral=True,
                    choices=list(data.get("choices") or []),
                )
            )
        elif kind == MODAL:
            self._record(
                Said(
                    seq=next(self._seq),
                    kind="modal",
                    via="response",
                    channel_id=ctx.channel_id,
                    interaction_user_id=ctx.user_id,
                    interaction_id=ctx.id,
                    ephemeral=True,
                    modal=data,
                )
            )
        if kind not in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
            return {"interaction": interaction}  # Discord's resource names a message only for types 4 and 7
        return {"interaction": interaction, "resource": resource}

    def _followup(self, ctx: _InteractionContext, payload: dict, sent: Sequence[SentFile]) -> dict:
        if ctx.responded is None:
            raise self._error(404, "Not Found", 10015, "Unknown Webhook (followup before any response)")
        if ctx.responded == DEFERRED_CHANNEL_MESSAGE and not ctx.loading_replaced:
            # Discord: the first followup after a thinking defer REPLACES the loading message and keeps the
            # defer's visibility, whatever flags it asks for (a public defer cannot become ephemeral); it does so
            # "for backwards compatibility" and documents it as deprecated: a test relying on it fails.
            self._violation(
                "POST /webhooks/{webhook_id}/{webhook_token}",
                ["a first followup replacing a thinking defer's loading message is deprecated: edit @original"],
            )
            ctx.loading_replaced = True
            assert ctx.original_message_id is not None
            payload = {**payload, "flags": int(payload.get("flags") or 0) & ~EPHEMERAL}
            return self._edit_message("followup", ctx.original_message_id, payload, sent, ctx=ctx)
        return self._new_message("followup", ctx.channel_id, payload, sent, ctx=ctx)

    # ----------------------------------------------------------------- driving the bot

    async def slash(
        self,
        command: str,
        *,
        user: str | int | Person = "ana",
        channel: str | int | Place | None = None,
        in_dm: bool = False,
        expect_error: bool = False,
        require_answer: bool = True,
        collect: bool = False,
        **options: Any,
    ) -> Exchange:
        """Invoke a slash command as `user` would: `await h.slash("shift assign", staff="Ana", user="ben")`.

        `command` is the full name with spaces for groups and subcommands.
        Options are given by their Python parameter names; users as names
        ("ana"), `Person`s or ids; channels as `Place`s; attachments as `SentFile`s.
        """
        data = self._command_data(command, options, focused=None, guild_id=None if in_dm else self.guild_spec.id)
        return await self._dispatch(
            2,
            data,
            user,
            channel,
            in_dm=in_dm,
            expect_error=expect_error,
            require_answer=require_answer,
            collect=collect,
        )

    async def autocomplete(
        self,
        command: str,
        option: str,
        typed: str = "",
        *,
        user: str | int | Person = "ana",
        channel: str | int | Place | None = None,
        in_dm: bool = False,
        **other_options: Any,
    ) -> list[dict]:
        """The choices the bot offers while `user` types `typed` into `option`; other options as already filled."""
        data = self._command_data(
            command, {**other_options, option: typed}, focused=option, guild_id=None if in_dm else self.guild_spec.id
        )
        exchange = await self._dispatch(4, data, user, channel, in_dm=in_dm, expect_error=False, require_answer=True)
        return exchange.choices

    async def autocomplete_exchange(
        self,
        command: str,
        option: str,
        typed: str = "",
        *,
        user: str | int | Person = "ana",
        channel: str | int | Place | None = None,
        in_dm: bool = False,
        **other_options: Any,
    ) -> Exchange:
        """An autocomplete request as an Exchange, its failures collected rather than raised (for the fuzzer)."""
        data = self._command_data(
            command, {**other_options, option: typed}, focused=option, guild_id=None if in_dm else self.guild_spec.id
        )
        return await self._dispatch(
            4, data, user, channel, in_dm=in_dm, expect_error=False, require_answer=False, collect=True
        )

    async def click(
        self,
        message: Said | int | dict,
        custom_id: str,
        *,
        user: str | int | Person = "ana",
        values: Sequence[str] | None = None,
        component_type: int | None = None,
        expect_error: bool = False,
        require_answer: bool = True,
        collect: bool = False,
    ) -> Exchange:
        """Press a button (or choose `values` in a select) on a message the bot sent.

        `message` is a `Said`, a message id, or message JSON (for a message
        from before a restart: its id and components are all that matter).
        The custom_id must be on the message and enabled, as in a real client.
        """
        message_json = self._message_for_click(message)
        component = next(
            (c for c in _walk_components(message_json.get("components", [])) if c.get("custom_id") == custom_id), None
        )
        if component is None and component_type is None:
            ids = [c.get("custom_id") for c in _walk_components(message_json.get("components", []))]
            raise AssertionError(f"no component {custom_id!r} on message {message_json['id']}; it has {ids}")
        if component is not None and component.get("disabled"):
            raise AssertionError(f"{custom_id!r} is disabled on message {message_json['id']}: it cannot be pressed")
        kind = component_type or component["type"]  # type: ignore[index]
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        if kind != 2:
            data["values"] = list(values or [])
        elif values:
            raise AssertionError("a button has no values")
        channel_id = int(message_json["channel_id"])
        user_id = self._user_id(user)
        in_dm = self._dm_channels.get(channel_id) == user_id
        place = None if in_dm else self.place(channel_id)
        return await self._dispatch(
            3,
            data,
            user,
            place,
            in_dm=in_dm,
            message=message_json,
            expect_error=expect_error,
            require_answer=require_answer,
            collect=collect,
        )

    async def submit_modal(
        self,
        custom_id: str,
        values: dict[str, str],
        *,
        user: str | int | Person = "ana",
        channel: str | int | Place | None = None,
        expect_error: bool = False,
    ) -> Exchange:
        """Submit a modal the bot showed: `values` maps each text input's custom_id to what was typed."""
        rows = [
            {"type": 1, "components": [{"type": 4, "custom_id": key, "value": value}]} for key, value in values.items()
        ]
        return await self._dispatch(
            5,
            {"custom_id": custom_id, "components": rows},
            user,
            channel,
            in_dm=False,
            expect_error=expect_error,
            require_answer=True,
        )

    def _message_for_click(self, message: Said | int | dict) -> dict:
        if isinstance(message, dict):
            return message
        message_id = message.message_id if isinstance(message, Said) else message
        if message_id is None or message_id not in self.messages:
            raise AssertionError(f"no message {message_id} was sent (or it was deleted)")
        return self.messages[message_id]

    def _command_data(
        self, command: str, options: dict[str, Any], *, focused: str | None, guild_id: int | None
    ) -> dict:
        names = command.split()
        tree = self.bot.tree
        guild_object = discord.Object(id=guild_id) if guild_id is not None else None
        root = tree.get_command(names[0], guild=guild_object) if guild_object else None
        on_guild = root is not None
        root = root or tree.get_command(names[0])
        if root is None:
            raise AssertionError(f"no slash command /{names[0]} in the tree")
        target: app_commands.Command | app_commands.Group = root  # type: ignore[assignment]
        for name in names[1:]:
            if not isinstance(target, app_commands.Group) or (found := target.get_command(name)) is None:
                raise AssertionError(f"no subcommand {name!r} in /{target.qualified_name}")
            target = found
        if not isinstance(target, app_commands.Command):
            raise AssertionError(f"/{command} is a group; name one of its subcommands")

        resolved: dict[str, dict] = {}
        leaf_options = []
        for name, value in options.items():
            parameter = target.get_parameter(name) or next(
                (p for p in target.parameters if p.display_name == name), None
            )
            if parameter is None:
                known = ", ".join(p.name for p in target.parameters)
                raise AssertionError(f"/{command} has no option {name!r} (it has: {known})")
            option: dict[str, Any] = {"name": parameter.display_name, "type": parameter.type.value}
            if name == focused or parameter.display_name == focused:
                option.update(value=str(value), focused=True)
            else:
                option["value"] = self._option_value(parameter.type, value, resolved)
            leaf_options.append(option)

        nested: list[dict] = leaf_options
        for depth in range(len(names) - 1, 0, -1):
            nested = [{"name": names[depth], "type": 1 if depth == len(names) - 1 else 2, "options": nested}]
        command_guild = guild_id if on_guild else None
        command_id = self._command_ids.get((command_guild, names[0]), hash((command_guild, names[0])) & (2**63 - 1))
        data: dict[str, Any] = {"id": str(command_id), "name": names[0], "type": 1, "options": nested}
        if resolved and focused is None:  # Discord sends no `resolved` with an autocomplete (discord.py's docs)
            data["resolved"] = resolved
        if command_guild is not None:
            data["guild_id"] = str(command_guild)
        return data

    def _option_value(self, kind: discord.AppCommandOptionType, value: Any, resolved: dict[str, dict]) -> Any:
        match kind:
            case discord.AppCommandOptionType.string:
                return str(value)
            case discord.AppCommandOptionType.integer:
                return int(value)
            case discord.AppCommandOptionType.number:
                return float(value)
            case discord.AppCommandOptionType.boolean:
                return bool(value)
            case discord.AppCommandOptionType.user | discord.AppCommandOptionType.mentionable:
                if value == "bot" or value == self.bot_id:  # the bot's own member (`user:bot`: it stands in)
                    resolved.setdefault("users", {})[str(self.bot_id)] = self._bot_user_json()
                    member = self._member_json(self._bot_user_json(), [])
                    del member["user"]
                    member["permissions"] = str(self.app_permissions.value)
                    resolved.setdefault("members", {})[str(self.bot_id)] = member
                    return str(self.bot_id)
                # An id nobody in the fake server has: a member the harness never met (the fuzzer's odd ids).
                known = not isinstance(value, int) or any(p.id == value for p in self.people.values())
                person = self.person(value) if known else Person(value, f"user{value % 10_000}")
                resolved.setdefault("users", {})[str(person.id)] = self._user_json(person)
                member = self._member_json(self._user_json(person), self._roles_of.get(person.id, []))
                del member["user"]
                member["permissions"] = str(self._permissions_of.get(person.id, MEMBER_PERMISSIONS).value)
                resolved.setdefault("members", {})[str(person.id)] = member
                return str(person.id)
            case discord.AppCommandOptionType.attachment:
                sent = value if isinstance(value, SentFile) else SentFile("upload.bin", bytes(value))
                attachment = self._attachments_json({}, [sent], [])[0]
                resolved.setdefault("attachments", {})[attachment["id"]] = attachment
                return attachment["id"]
            case discord.AppCommandOptionType.channel:
                place = self.place(value)
                resolved.setdefault("channels", {})[str(place.id)] = {
                    **self._channel_json(place),
                    "permissions": str(MEMBER_PERMISSIONS.value),
                }
                return str(place.id)
        raise AssertionError(f"the harness cannot send an option of type {kind.name} yet")

    async def _dispatch(
        self,
        interaction_type: int,
        data: dict,
        user: str | int | Person,
        channel: str | int | Place | None,
        *,
        in_dm: bool,
        expect_error: bool,
        require_answer: bool,
        message: dict | None = None,
        collect: bool = False,
    ) -> Exchange:
        person = self.person(user)
        self._moved_on += self.human_pace
        if self.served is not None:
            await self.served.online()  # a press while the bot has no session would be lost: none is made then
        # A snowflake of Discord's now: the bot measures its 3 seconds from `created_at`.
        created = self.now()
        interaction_id = discord.utils.time_snowflake(datetime.fromtimestamp(created, UTC)) | (
            next(self._interaction_low_bits) & 0x3FFFFF
        )
        token = f"harness-interaction-{interaction_id}"
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(self.application_id),
            "type": interaction_type,
            "data": data,
            "token": token,
            "version": 1,
            "locale": self.client_locales.get(person.name, "en-US"),
            "entitlements": [],
            "attachment_size_limit": SIZE_LIMIT,
            "app_permissions": str(self.app_permissions.value),
        }
        if in_dm:
            dm = self._open_dm(person.id)
            channel_id = int(dm["id"])
            payload.update(
                user=self._user_json(person),
                channel_id=dm["id"],
                channel=dm,
                context=1,
                authorizing_integration_owners={"1": str(person.id)},
            )
        else:
            place = self.place(channel)
            channel_id = place.id
            member = self._member_json(self._user_json(person), self._roles_of.get(person.id, []))
            member["permissions"] = str(self._permissions_of.get(person.id, MEMBER_PERMISSIONS).value)
            denied = discord.Permissions(place.bot_denied)
            payload.update(
                guild_id=str(place.guild_id),
                guild_locale=self.guild_locale,
                channel_id=str(place.id),
                channel=self._channel_json(place),
                member=member,
                context=0,
                authorizing_integration_owners={"0": str(place.guild_id)},
                app_permissions=str(self.app_permissions.value & ~denied.value),
            )
        if message is not None:
            payload["message"] = message
        ctx = _InteractionContext(
            interaction_id,
            token,
            interaction_type,
            person.id,
            channel_id,
            None if in_dm else self.guild_spec.id,
            in_dm,
            message_id=int(message["id"]) if message else None,
            created=created,
        )
        if self._expire_next:
            self._expire_next -= 1
            ctx.expired = True
        self._interactions[token] = ctx
        self.interactions_sent.append(payload)

        start = len(self.said)
        failures_before = len(self.failures)
        self.gateway("INTERACTION_CREATE", payload)
        if self.served is not None:  # over a socket: the bot has it once it has read it, and answers it then
            await self.served.answered(lambda: ctx.responded is not None or ctx.expired)
        await self.settle(raise_failures=False)
        exchange = Exchange(interaction_id, token, person.id, self.said[start:])
        exchange.acknowledged = ctx.responded
        exchange.answered_after = None if ctx.answered_at is None else ctx.answered_at - ctx.created
        exchange.still_loading = ctx.responded == DEFERRED_CHANNEL_MESSAGE and not ctx.loading_replaced
        new_failures = self.failures[failures_before:]
        if collect:  # the fuzzer: report, never raise
            del self.failures[failures_before:]
            exchange.failures = new_failures
            return exchange
        if expect_error:
            del self.failures[failures_before:]
            exchange.failures = new_failures
            if not new_failures:
                raise AssertionError("expected the bot to fail on this interaction, but it did not")
        else:
            self._raise_failures()
        if require_answer and ctx.responded is None and not expect_error:
            what = data.get("name") or data.get("custom_id")
            raise AssertionError(
                f"nobody answered interaction {interaction_id} (type {interaction_type}, {what}): "
                "Discord would show 'The application did not respond'"
            )
        return exchange

    # ----------------------------------------------------------------- reading what was said

    def messages_in(self, channel: str | int | Place | None = None) -> list[Said]:
        """Channel messages everyone could see in this channel (not ephemeral replies)."""
        place = self.place(channel)
        return [s for s in self.said if s.audience == "channel" and s.channel_id == place.id and s.kind != "defer"]

    def dms_to(self, user: str | int | Person) -> list[Said]:
        user_id = self._user_id(user)
        return [s for s in self.said if s.audience == "dm" and s.dm_user_id == user_id]

    def ephemeral_to(self, user: str | int | Person) -> list[Said]:
        user_id = self._user_id(user)
        return [s for s in self.said if s.audience == "ephemeral" and s.interaction_user_id == user_id]

    def seen_by(self, user: str | int | Person) -> list[Said]:
        """Everything this user could see: channel messages, her DMs, her ephemeral replies."""
        user_id = self._user_id(user)
        return [s for s in self.said if s.visible_to(user_id)]

    def log_lines(self) -> list[str]:
        return [f"{line.logger} {logging.getLevelName(line.level)}: {line.message}" for line in self.logs]

    def everything_said(self) -> list[str]:
        """Every text a human could read: each message and edit, each autocomplete and modal, each log
        line (with tracebacks), and the body of each request to a route the fake does not know."""
        texts = [said.text() for said in self.said]
        texts += self.log_lines()
        texts += [json.dumps(request.json, ensure_ascii=False, default=str) for request in self.unhandled]
        return texts

    def assert_nowhere(self, secret: str) -> None:
        """`secret` was shown to nobody: not in a channel, a DM, an ephemeral reply, a log line."""
        hits = [text for text in self.everything_said() if secret in text]
        assert not hits, f"{secret!r} appears in what the bot said or logged: {hits[:3]}"

    def assert_only_seen_by(self, secret: str, user: str | int | Person) -> None:
        """`secret` reached `user` privately (DM or ephemeral), and nobody else, no channel, no log."""
        user_id = self._user_id(user)
        showing = [s for s in self.said if secret in s.text()]
        assert showing, f"{secret!r} was never shown to {self.person(user_id).name}"
        leaks = [s for s in showing if s.audience == "channel" or not s.visible_to(user_id)]
        assert not leaks, f"{secret!r} was shown beyond {self.person(user_id).name}: {leaks[:3]}"
        in_logs = [line for line in self.log_lines() if secret in line]
        assert not in_logs, f"{secret!r} appears in the logs: {in_logs[:3]}"
        unknown = [r for r in self.unhandled if secret in json.dumps(r.json, default=str)]
        assert not unknown, f"{secret!r} was sent to a route the harness does not know: {unknown[:3]}"

    def requests_to(self, route: str) -> list[Request]:
        """Recorded requests for a route such as "PUT /applications/{application_id}/commands"."""
        return [r for r in self.requests if r.route == route]


# --------------------------------------------------------------------------- helpers


class _LogCapture(logging.Handler):
    def __init__(self, lines: list[LogLine], on_record: Any):
        super().__init__(level=logging.DEBUG)
        self._lines = lines
        self._on_record = on_record
        self._formatter = logging.Formatter()

    def emit(self, record: logging.LogRecord) -> None:
        try:
            message = record.getMessage()
        except Exception:  # a broken log call must still be captured, not crash the test
            message = f"{record.msg!r} % {record.args!r}"
        if record.exc_info:
            message += "\n" + self._formatter.formatException(record.exc_info)
        self._lines.append(LogLine(record.name, record.levelno, message))
        self._on_record(record)


def _api_of(operation: Operation) -> Literal["http", "webhook"]:
    """Requests through an interaction's token (callback, followups, edits) are the webhook's; the rest the bot's."""
    return "webhook" if operation.template.startswith(("/webhooks/", "/interactions/")) else "http"


def _walk_components(components: Iterable[dict]) -> Iterable[dict]:
    for component in components:
        yield component
        yield from _walk_components(component.get("components", []))
        if "component" in component:
            yield from _walk_components([component["component"]])
        if "accessory" in component:
            yield from _walk_components([component["accessory"]])


def _embeds_as_kept(embeds: list[dict], attachments: list[dict]) -> list[dict]:
    """Embeds as Discord hands them back: each of type rich, a field's `inline` said, and an image named
    `attachment://board.png` given as that attachment's CDN address (a signed link that expires)."""
    urls = {a["filename"]: a["url"] for a in attachments}
    kept = []
    for embed in embeds:
        embed = {**embed, "type": embed.get("type") or "rich"}
        if embed.get("fields"):
            embed["fields"] = [{"inline": False, **field} for field in embed["fields"]]
        for kind in ("image", "thumbnail"):
            url = (embed.get(kind) or {}).get("url", "")
            if url.startswith("attachment://"):
                name = url.removeprefix("attachment://")
                address = urls.get(name, url)
                embed[kind] = {"url": address, "proxy_url": address, "width": 800, "height": 600}
        kept.append(embed)
    return kept


def _numbered(rows: list[dict]) -> list[dict]:
    """Components as Discord keeps them: each with its numeric `id` in the message, in order from 1."""
    counter = itertools.count(1)

    def number(component: dict) -> dict:
        numbered = {**component, "id": component.get("id") or next(counter)}
        if "components" in component:
            numbered["components"] = [number(child) for child in component["components"]]
        return numbered

    return [number(row) for row in rows]


def _cancel_view_timeouts() -> None:
    """Views started by the test wait out their timeouts in unnamed tasks; end them with the test."""
    for task in asyncio.all_tasks():
        coroutine = task.get_coro()
        if not task.done() and getattr(coroutine, "__qualname__", "").endswith("__timeout_task_impl"):
            task.cancel()
