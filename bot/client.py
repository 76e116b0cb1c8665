"""The discord.py bot: loads the cogs, syncs the slash commands, closes gracefully.

Laid out as RoboDanny's `bot.py` (STYLE.md): one Bot subclass whose
`setup_hook` loads a tuple of extensions. Slash commands only: the bot asks
for no privileged intent (no message content, members or presences) and
reads no prefix commands.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.config import Settings

if TYPE_CHECKING:
    from bot.table import Table

log = logging.getLogger(__name__)

EXTENSIONS: tuple[str, ...] = ("cogs.look",)


def intents() -> discord.Intents:
    """The default intents, with the privileged ones explicitly off."""
    chosen = discord.Intents.default()
    chosen.message_content = False
    chosen.members = False
    chosen.presences = False
    return chosen


class HoldingOnBot(commands.Bot):
    """The Holding On table on Discord.

    `settings` is the validated configuration (bot.config). `table` is the
    store-backed game table (bot/table.py); it is injected by whoever builds the
    bot (run code or a test) and is None until the store is wired in.
    """

    def __init__(self, settings: Settings, *, table: Table | None = None):
        super().__init__(
            # Required by commands.Bot; never used, since on_message reads no prefix commands.
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=intents(),
            # Mention the player who must act; never @everyone or a role.
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False),
        )
        self.settings = settings
        self.table: Table | None = table

    async def setup_hook(self) -> None:
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self.sync_commands()

    async def sync_commands(self) -> list[discord.app_commands.AppCommand]:
        """Publish the slash commands: to DEV_GUILD_ID when set (instant), otherwise globally."""
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("Synced %d slash commands to the development server %s", len(synced), guild.id)
        else:
            synced = await self.tree.sync()
            log.info("Synced %d slash commands globally (Discord may take a while to show changes)", len(synced))
        return synced

    async def on_ready(self) -> None:
        log.info("Ready as %s (id %s) in %d servers", self.user, self.user and self.user.id, len(self.guilds))

    async def on_message(self, message: discord.Message, /) -> None:
        """Slash commands only: messages are not read as commands."""

    async def finish_in_flight(self) -> None:
        """Hook for a graceful stop: finish in-flight decisions and flush the outbox.

        Called by `close()` before the connection closes (on SIGTERM, on Ctrl-C,
        and when a test closes the bot). TODAY IT DOES NOTHING: the store is not
        wired in yet. The store's owner fills it in, so that it:
        1. stops the table accepting new decisions (they are refused politely);
        2. waits for the `table.act` calls already running, so each one either
           committed or did not start (an interaction whose commit is done
           still gets its reply, while the HTTP session is open);
        3. gives the outbox worker a bounded time to send queued DMs, then
           stops it; what is left stays in the outbox for the next start;
        4. closes the store.
        It must be bounded in time (a host kills the process a few seconds
        after SIGTERM) and must not raise.
        """

    async def close(self) -> None:
        if not self.is_closed():  # close() may be called twice: by a signal, then by `async with`
            try:
                await self.finish_in_flight()
            except Exception:  # a failing hook must not keep the process from stopping
                log.exception("finish_in_flight failed; closing anyway")
        await super().close()
