"""The discord.py bot: opens the table, loads the cogs, syncs the slash commands, closes gracefully.

Laid out as RoboDanny's `bot.py` (STYLE.md): one Bot subclass whose
`setup_hook` loads a tuple of extensions. It is an AutoShardedBot: one process
runs every shard Discord recommends, or, with SHARD_COUNT and SHARD_IDS, the
shards it is given while other processes run the rest on the same PostgreSQL
database. Discord sends a guild's interactions to its shard only, so a
channel's game is played by the one process that owns its guild's shard; the
store's version check refuses a stale write should two ever overlap (a
rolling restart). Slash commands only: the bot asks
for no privileged intent (no message content, members or presences) and
reads no prefix commands.

The runtime (ARCHITECTURE.md): `setup_hook` loads the content pack (unless
given), opens the store (bot/storage.py: SQLite or PostgreSQL) and builds the Table on it
(unless one is given), starts the outbox worker that sends private cards by
DM, and registers the decision buttons' DynamicItem classes so that buttons
sent before a restart still work.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from collections.abc import Callable

import discord
from discord.ext import commands

from bot.app import respond
from bot.app.bot_seats import BotSeats
from bot.app.context import AppContext
from bot.app.decision_messages import DecisionMessages
from bot.app.decisions import DYNAMIC_ITEMS, routed
from bot.app.delivery import DirectMessages
from bot.app.errors import Tree, answer_unrouted, ensure_answered, guarded_quietly
from bot.app.game_commands import slash_commands
from bot.app.in_flight import InFlight
from bot.app.nights import Nights, StandInButton, routed_night
from bot.app.pace import Pace
from bot.app.translator import CatalogueTranslator
from bot.config import Settings
from bot.games.interface import Hosted
from bot.games.shelf import faces, hosted_games, shelved
from bot.table import Table, gc_tuning
from bot.table.outbox import OutboxWorker
from db.shards import Shards

log = logging.getLogger(__name__)

TABLE_EXTENSIONS: tuple[str, ...] = ("cogs.decide",)  # the table's own commands, for every game it hosts
ANSWER_WITHIN = 2.0  # seconds after an interaction was created by which it is answered or deferred (Discord: 3)
IN_FLIGHT_WAIT = 5.0  # seconds for decisions already running to finish at a stop
OUTBOX_FLUSH = 3.0  # seconds for queued DMs to go out at a stop (the rest wait for the next start)


class _WithoutBodies(logging.Filter):
    """discord.py logs every request's and answer's body at DEBUG (discord.http): a DM's card, a quote read
    aloud. Hidden information never reaches a log line, whatever LOG_LEVEL a host sets: those records are
    dropped; its INFO and above (rate limits, retries, errors, which carry no body) pass."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno > logging.DEBUG


def withhold_request_bodies() -> None:
    http = logging.getLogger("discord.http")
    if not any(isinstance(f, _WithoutBodies) for f in http.filters):
        http.addFilter(_WithoutBodies())


def intents() -> discord.Intents:
    """Guilds (channels, threads, roles for permissions) and their scheduled events (a campaign night's event
    started, ended, moved or deleted by hand: issue 28); no messages, members, presences or reactions, and
    nothing privileged."""
    return discord.Intents(guilds=True, guild_scheduled_events=True)


class HoldingOnBot(commands.AutoShardedBot):
    """The Holding On table on Discord.

    `settings` is the validated configuration (bot.config). `table` is the
    store-backed game table (bot/table/service.py): given by a test, or built by
    `setup_hook` on DATABASE_PATH, hosting `games` (default: bot/games/shelf.py's,
    Holding On's pack from CONTENT_DIR, or the shipped one); `seed_source` deals
    new attempts (default: random; a test makes it deterministic).
    """

    def __init__(
        self,
        settings: Settings,
        *,
        table: Table | None = None,
        games: list[Hosted] | None = None,
        seed_source: Callable[[], int] | None = None,
        clock: Callable[[], float] | None = None,
        night_ticks: bool = True,
    ):
        # The bot has no voice: discord.py's warnings about voice libraries would only confuse a host.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        withhold_request_bodies()
        super().__init__(
            # Required by commands.Bot; never used, since on_message reads no prefix commands.
            command_prefix=commands.when_mentioned,
            help_command=None,
            tree_cls=Tree,  # every command's interaction_check and on_error (bot/app/errors.py)
            intents=intents(),
            # Mention the player who must act; never @everyone or a role.
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False),
            shard_count=settings.shard_count,
            shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,  # type: ignore[arg-type]
        )
        self.settings = settings
        self._table: Table | None = table
        hosted = games if games is not None else hosted_games(settings.content_dir)
        self.games = {game.rules.name: game for game in hosted}
        self._seed_source = seed_source
        self._clock = clock or time.time  # the table's and the campaign nights' (a test moves it)
        self._night_ticks = night_ticks  # False: a test calls app.nights.tick() itself
        self.outbox: OutboxWorker | None = None
        self.in_flight = InFlight()
        self._app: AppContext | None = None
        self.settle_heap = False  # run.py sets it: tests build many bots in one process and freeze nothing

    @property
    def table(self) -> Table:
        """The table, opened by `setup_hook` before any command or button can reach the bot."""
        if self._table is None:
            raise RuntimeError("the table is not open yet: setup_hook opens it")
        return self._table

    @property
    def app(self) -> AppContext:
        """What the Discord layer works with (the table, the gate, the clock, the messages): built by `open_table`,
        before any command or button can reach the bot, and handed to each part."""
        if self._app is None:
            raise RuntimeError("the table is not open yet: setup_hook opens it")
        return self._app

    @property
    def table_open(self) -> bool:
        return self._table is not None

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogueTranslator())  # names and descriptions in German and French
        await self.open_table()
        self.table.bot_user_id = self.user.id if self.user is not None else None  # the seats it plays move
        if isinstance(self.tree, Tree):
            self.tree.game_of = self.table.game_of  # a game's cog refused in another game's channel
        self.add_dynamic_items(*DYNAMIC_ITEMS, StandInButton)
        await self.add_commands()
        if self.shard_ids is None or 0 in self.shard_ids:
            await self.sync_commands()  # once for the whole bot: by the process running shard 0
        if self.settle_heap:
            gc_tuning.settle()
        if self._night_ticks:
            self.app.nights.start()  # its first tick picks up what fell due while the bot was away

    def owns_guild(self, guild_id: int) -> bool:
        """Does this process run the guild's shard (so its campaign nights are this process's to keep)?"""
        if self.shard_ids is None or self.shard_count is None:
            return True  # one process runs every shard
        return Shards(self.shard_count, tuple(self.shard_ids)).owns(guild_id)

    def extensions_to_load(self) -> tuple[str, ...]:
        """The Discord extensions of the games this bot hosts (the shelf says which are whose), then the
        table's own."""
        return (*(cog for game in shelved() if game.name in self.games for cog in game.cogs), *TABLE_EXTENSIONS)

    async def add_commands(self) -> None:
        """The table's commands (the cogs), and each game's: the commands its decisions' records name."""
        for extension in self.extensions_to_load():
            await self.load_extension(extension)
        for hosted in self.games.values():
            for command in slash_commands(self.app, hosted.rules.commands(), self.tree):
                if self.tree.get_command(command.name) is None:  # a group a cog made takes them in itself
                    self.tree.add_command(command)

    async def open_table(self) -> None:
        """The content packs, the store, the table and the outbox worker (a bad pack raises PackError)."""
        for hosted in self.games.values():
            hosted.pack()  # loaded now: a broken pack stops the start, not the first /campaign start
        table = self._table
        if table is None:
            from bot.storage import OPEN_ERRORS, CannotOpen, open_store
            from db.migrate import SchemaTooNew

            try:
                store = await open_store(self.settings)
            except (*OPEN_ERRORS, SchemaTooNew) as error:  # told apart from Discord's own network errors
                raise CannotOpen(error) from error
            table = self._table = Table(store, self.games.values(), seed_source=self._seed_source, clock=self._clock)
        app = self._app = AppContext(
            self,
            table,
            self.in_flight,
            discord.utils.utcnow,
            ANSWER_WITHIN,
            faces(),
            night_clock=self._clock,
            owns=self.owns_guild,
            pace=Pace.share(self.shard_count, self.shard_ids),
        )
        with_parts(app)
        self.outbox = OutboxWorker(
            table.store,
            app.direct_messages.send,
            on_undeliverable=table.undeliverable,
            send_group=app.direct_messages.send_group,
        )
        table.on_deliveries = self.outbox.wake
        self.outbox.start()

    async def sync_commands(self) -> list[discord.app_commands.AppCommand]:
        """Publish the slash commands (to DEV_GUILD_ID when set: instant; else globally), only when they changed.

        Discord rate-limits syncing, and a host that restarts the bot in a loop
        would hit the limit: the hash of what was last synced, per application
        and target, is kept in the store, and an unchanged tree is not sent again.
        """
        guild = discord.Object(id=self.settings.dev_guild_id) if self.settings.dev_guild_id is not None else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        # What tree.sync sends, translations included: a changed German or French name is a change to sync.
        translator = self.tree.translator
        commands_now = self.tree.get_commands(guild=guild)
        if translator is None:
            payload = [command.to_dict(self.tree) for command in commands_now]
        else:
            payload = [await command.get_translated_payload(self.tree, translator) for command in commands_now]
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
        key = f"commands_synced:{self.application_id}:{guild.id if guild else 'global'}"
        store = self.table.store
        if await store.get_meta(key) == digest:
            log.info("The slash commands are as last synced: not syncing them again")
            return []
        synced = await self.tree.sync(guild=guild)
        await store.set_meta(key, digest)
        if guild is not None:
            log.info("Synced %d slash commands to the development server %s", len(synced), guild.id)
        else:
            log.info("Synced %d slash commands globally (Discord may take a while to show changes)", len(synced))
        return synced

    async def on_ready(self) -> None:
        log.info(
            "Ready as %s (id %s) in %d servers, running shards %s of %s",
            self.user,
            self.user and self.user.id,
            len(self.guilds),
            self.shard_ids if self.shard_ids is not None else "all",
            self.shard_count if self.shard_count is not None else "(as Discord recommends)",
        )

    async def on_message(self, message: discord.Message, /) -> None:
        """Slash commands only: messages are not read as commands."""

    async def on_interaction(self, interaction: discord.Interaction, /) -> None:
        """Every interaction answered: a button or select no DynamicItem of ours takes (an older bot's, a
        malformed one), or a command whose task ended without a word, still gets an answer."""
        if self._app is not None:
            self._app.arrivals.arrived(interaction)
            await guarded_quietly(
                self._app.decision_messages.touched(interaction.channel_id), "a channel's old buttons"
            )
        await answer_unrouted(interaction, lambda i: routed(i) or routed_night(i) or self.routes_elsewhere(i))
        await ensure_answered(interaction)
        if self._app is not None:  # the first touch since the start: a bot seat may have waited through a restart
            self._app.bot_seats.touched(interaction.channel_id)

    async def on_scheduled_event_update(self, before: discord.ScheduledEvent, after: discord.ScheduledEvent) -> None:
        """A campaign night's event started, ended, moved or cancelled (by a member, or by the bot itself)."""
        if self._app is not None and not self.in_flight.closed:
            await guarded_quietly(self._app.nights.event_changed(before, after), "a scheduled event's update")

    async def on_scheduled_event_delete(self, event: discord.ScheduledEvent) -> None:
        if self._app is not None and not self.in_flight.closed:
            await guarded_quietly(self._app.nights.event_deleted(event), "a scheduled event's deletion")

    async def press(self, interaction: discord.Interaction, game_id: int, version: int, key: str) -> None:
        """A decision button or select pressed (the DynamicItems call this: bot/app/decisions.py)."""
        await respond.press(self.app, interaction, game_id, version, key)

    def routes_elsewhere(self, interaction: discord.Interaction) -> bool:
        """Components handled by views other than the decision buttons (none in the product; tests add some)."""
        return False

    async def finish_in_flight(self) -> None:
        """A graceful stop, bounded in time (a host kills the process a few seconds after SIGTERM).

        Called by `close()` before the connection closes (on SIGTERM, on Ctrl-C,
        and when a test closes the bot):
        1. new decisions are refused politely (the in-flight gate closes);
        2. the table calls already running may finish (each either committed or
           did not start), for at most IN_FLIGHT_WAIT seconds;
        3. the outbox worker gets OUTBOX_FLUSH seconds to send the DMs that are
           due, then stops; what is left stays in the outbox for the next start;
        4. the store is closed.
        """
        if self.in_flight.closed:
            return  # already stopped (a test, or a signal followed by `async with`)
        self.in_flight.close()
        if self._app is not None:
            await self._app.nights.stop()
        if not await self.in_flight.wait(IN_FLIGHT_WAIT):
            log.warning("stopping with %d table call(s) still running", self.in_flight.busy)
        if self.outbox is not None:
            await self._flush_outbox(OUTBOX_FLUSH)
            await self.outbox.stop()
        if self._table is not None:
            await self._table.store.close()

    async def _flush_outbox(self, timeout: float) -> None:
        """Let the worker send what is due (or send it here if the worker is not running), within `timeout`."""
        store, outbox = self.table.store, self.outbox
        if outbox is None:  # never opened: nothing was queued by this process
            return
        deadline = time.monotonic() + timeout
        outbox.wake()
        while time.monotonic() < deadline:
            try:
                if not await store.count_due(time.time()):
                    return
                if not outbox.running:
                    await asyncio.wait_for(outbox.run_once(), max(0.01, deadline - time.monotonic()))
                    continue
            except TimeoutError:
                break
            except Exception:
                log.exception("could not flush the outbox while stopping")
                return
            await asyncio.sleep(0.05)
        log.warning("stopping with DMs still queued: they go out at the next start")

    async def close(self) -> None:
        if not self.is_closed():  # close() may be called twice: by a signal, then by `async with`
            try:
                await self.finish_in_flight()
            except Exception:  # a failing hook must not keep the process from stopping
                log.exception("finish_in_flight failed; closing anyway")
        await super().close()


def with_parts(app: AppContext) -> AppContext:
    """The context's parts, built on it: each holds the context, which holds each by what it offers."""
    app.decision_messages = DecisionMessages(app)
    app.direct_messages = DirectMessages(app)
    app.bot_seats = BotSeats(app)
    app.nights = Nights(app)
    return app
