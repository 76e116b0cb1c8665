"""`python -m bot` (or `python -m bot run`): read the settings, then run the bot until stopped.

Exit status: 0 after a clean stop (SIGTERM or Ctrl-C), 2 when the settings are
wrong (one sentence on stderr, no traceback), when the content pack is broken
(its problems, each naming file, card and field) or when the database cannot
be opened, 1 when Discord refuses the token or cannot be reached to log in
(once connected, discord.py reconnects by itself).

The content pack is loaded and the store opened (SQLite at DATABASE_PATH, or
PostgreSQL at DATABASE_URL) before anything connects to Discord, so a broken
pack or an unusable database stops the bot at once with the reason; for
SQLite, DATABASE_PATH is checked first (a folder that exists and may be
written), so that an unusable path is one sentence and creates nothing. A
database file this start created is removed again if Discord never let the
bot in (a wrong token): nothing was played, and no empty file is left behind.

On SIGTERM (what a host sends before it replaces the process) and SIGINT the
bot closes gracefully: `HoldingOnBot.close()` first awaits
`HoldingOnBot.finish_in_flight()` (the hook for in-flight decisions and the
outbox; see its docstring), then closes the connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.config import ConfigError, Settings, database_problem, load_settings
from bot.games.interface import Hosted
from bot.table import Table

if TYPE_CHECKING:
    from bot.app.client import HoldingOnBot

log = logging.getLogger(__name__)


def main() -> int:
    try:
        settings = load_settings()
    except ConfigError as error:
        print(str(error), file=sys.stderr)
        return 2

    from bot.games.interface import ContentError

    try:
        games = load_content(settings)
    except ContentError as error:
        print(f"The bot cannot start: {error}", file=sys.stderr)
        return 2

    configure_logging(settings.log_level)
    try:
        return asyncio.run(serve(settings, games))
    except KeyboardInterrupt:  # a second Ctrl-C while closing
        return 0


def load_content(settings: Settings) -> list[Hosted]:
    """Every game with its content pack loaded (Holding On's from CONTENT_DIR, or the shipped one); a pack that
    cannot be played raises ContentError, naming each problem's file and field."""
    from bot.games.shelf import hosted_games

    games = hosted_games(settings.content_dir)
    for hosted in games:
        hosted.pack()
    return games


def configure_logging(level: str) -> None:
    """discord.py's own log format on stderr, at LOG_LEVEL, for our loggers and the library's."""
    import discord

    discord.utils.setup_logging(level=logging.getLevelName(level), root=True)


async def open_table(settings: Settings, games: list[Hosted]) -> Table:
    """The Table on the store the settings name (bot/storage.py), hosting `games`."""
    from bot.storage import open_store

    store = await open_store(settings)
    return Table(store, games)


async def serve(settings: Settings, games: list[Hosted] | None = None) -> int:
    """Run the bot until it stops on its own or a SIGTERM/SIGINT asks it to."""
    from bot.app.client import HoldingOnBot
    from bot.storage import OPEN_ERRORS, cannot_open
    from db.migrate import SchemaTooNew

    if games is None:
        games = load_content(settings)
    sqlite = settings.database_url is None
    problem = database_problem(settings.database_path) if sqlite else None
    if problem:  # said before SQLite creates anything
        print(f"The bot cannot start: {problem}", file=sys.stderr)
        return 2
    created = sqlite and not settings.database_path.exists()
    try:
        table = await open_table(settings, games)
    except (*OPEN_ERRORS, SchemaTooNew) as error:
        print(cannot_open(settings, error), file=sys.stderr)
        return 2

    bot = HoldingOnBot(settings, table=table, games=games)
    bot.settle_heap = True  # the product process: freeze what start-up loaded (bot/table/gc_tuning.py)
    try:
        return await _run(bot, settings)
    finally:
        await table.store.close()  # already closed by a graceful stop; a second close does nothing
        if created and bot.user is None:  # Discord never let the bot in: nothing was played, nothing is kept
            _remove_sqlite_files(settings.database_path)


def _remove_sqlite_files(path: Path) -> None:
    for name in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        name.unlink(missing_ok=True)


async def _run(bot: HoldingOnBot, settings: Settings) -> int:
    import aiohttp
    import discord

    from bot.storage import CannotOpen, cannot_open

    stop_requested = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        # Not available on Windows' event loop: there Ctrl-C still raises KeyboardInterrupt.
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(signum, stop_requested.set)

    async with bot:
        running = asyncio.create_task(bot.start(settings.discord_token.get_secret_value()), name="holding-on: bot")
        stopping = asyncio.create_task(stop_requested.wait(), name="holding-on: wait for SIGTERM")
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if stopping.done():
            log.info("Stop requested: finishing in-flight work, then closing")
            await bot.close()
        else:
            stopping.cancel()
        try:
            await running
        except CannotOpen as failed:  # a store opened by setup_hook (when none was handed to the bot)
            print(cannot_open(settings, failed.error), file=sys.stderr)
            return 2
        except discord.LoginFailure:
            print(
                "Discord refused DISCORD_TOKEN: reset the token in the Discord Developer Portal "
                "(your application → Bot → Reset Token) and put the new one in .env.",
                file=sys.stderr,
            )
            return 1
        except (aiohttp.ClientError, OSError) as error:
            print(
                f"Could not reach Discord to log in ({type(error).__name__}): check the network and try again.",
                file=sys.stderr,
            )
            return 1
        except discord.PrivilegedIntentsRequired:
            print(
                "Discord refused the connection because of privileged intents, which this bot never asks for.",
                file=sys.stderr,
            )
            return 1
    return 0
