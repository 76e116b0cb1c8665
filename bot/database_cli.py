"""`python -m bot migrate`, `export-all FOLDER`, `import-all FOLDER`: prepare a database, move every campaign.

The database is the bot's own (DATABASE_URL, else DATABASE_PATH, from the
environment or `.env`: no token needed), or the one `--database` names (a
postgresql:// URL or a SQLite file). Moving the campaigns of a SQLite bot to
PostgreSQL, with the bot stopped:

    python -m bot export-all campaigns/ --database holding_on.sqlite3
    python -m bot import-all campaigns/ --database postgresql://holding_on:…@db/holding_on

`export-all` writes one file per campaign, in the format of /campaign export
(bot/table/export.py), named campaign-<guild>-<channel>.json; each is read
in one consistent snapshot. The files hold every seed and hidden card: keep
them private. `import-all` checks every file first, with the checks of
/campaign import (format, seats, logs that replay to their snapshots), and
writes nothing unless they all pass; a channel that already has a campaign in
the target database is refused unless `--replace`. Each campaign is written in
its own transaction, so an import stopped half-way is finished by running it
again with `--replace`.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.config import ConfigError, DatabaseSettings, load_database_settings
from bot.games.interface import Hosted
from bot.games.shelf import hosted_games
from bot.table.export import MAX_BYTES, ImportRefused, export_document, parse_document
from db.store import CampaignBundle, Store

FILE_PATTERN = "campaign-*.json"
# (the open store, the database's name for messages, the parsed command line) -> the exit status
Subcommand = Callable[[Store, str, argparse.Namespace], Awaitable[int]]


def main(args: argparse.Namespace) -> int:
    """Run the subcommand `args.command` with its arguments; returns the exit status."""
    return asyncio.run(run(args))


async def run(args: argparse.Namespace) -> int:
    try:
        settings = _settings(args.database)
    except ConfigError as error:
        print(str(error), file=sys.stderr)
        return 2
    command = {"migrate": _migrate, "export-all": _export_all, "import-all": _import_all}[args.command]
    return await _with_store(settings, command, args)


def _settings(database: str | None) -> DatabaseSettings:
    if database is None:
        return load_database_settings()
    if database.split("://", 1)[0].lower() in ("postgresql", "postgres"):
        return load_database_settings({"DATABASE_URL": database}, env_file=None)
    return load_database_settings({"DATABASE_PATH": database}, env_file=None)


async def _with_store(settings: DatabaseSettings, command: Subcommand, args: argparse.Namespace) -> int:
    from bot.storage import OPEN_ERRORS, cannot_open, database_name, open_store

    try:
        store = await open_store(settings)
    except OPEN_ERRORS as error:
        print(cannot_open(settings, error), file=sys.stderr)
        return 2
    try:
        return await command(store, database_name(settings), args)
    finally:
        await store.close()


async def _migrate(store: Store, name: str, args: argparse.Namespace) -> int:
    applied = ", ".join(map(str, store.applied_migrations)) or "none, it was up to date"
    print(f"The {name} is ready: migrations applied now: {applied}.")
    return 0


def _games() -> dict[str, Hosted]:
    """The games this bot hosts (their rules only are asked here: no content pack is loaded)."""
    return {hosted.rules.name: hosted for hosted in hosted_games()}


async def _export_all(store: Store, name: str, args: argparse.Namespace) -> int:
    folder = Path(args.folder)
    games = _games()
    if folder.exists() and not folder.is_dir():
        print(f"{folder} is a file: export-all writes into a folder.", file=sys.stderr)
        return 2
    if folder.is_dir() and any(folder.glob(FILE_PATTERN)):
        print(f"{folder} already holds campaign files: export into an empty folder.", file=sys.stderr)
        return 2
    ids = await store.campaign_ids()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for campaign_id in ids:
            bundle = await store.read_bundle(campaign_id)
            path = folder / f"campaign-{bundle.campaign.guild_id}-{bundle.campaign.channel_id}.json"
            hosted = games.get(bundle.campaign.game)
            if hosted is None:  # written by a bot that hosts a game this one does not
                print(f"campaign {campaign_id} plays {bundle.campaign.game!r}, a game this bot does not host: skipped.")
                continue
            path.write_text(export_document(bundle, hosted.rules), encoding="utf-8")
    except OSError as error:  # a folder that cannot be made or written: one sentence, not a traceback
        print(f"export-all cannot write into {folder} ({error.strerror or type(error).__name__}).", file=sys.stderr)
        return 2
    print(
        f"Exported {len(ids)} campaign(s) from the {name} to {folder}; the files hold hidden cards: keep them private."
    )
    return 0


async def _import_all(store: Store, name: str, args: argparse.Namespace) -> int:
    folder = Path(args.folder)
    files = sorted(folder.glob(FILE_PATTERN)) if folder.is_dir() else []
    if not files:
        print(f"{folder} holds no {FILE_PATTERN} files to import.", file=sys.stderr)
        return 2
    bundles, refused = await _checked(store, files, replace=args.replace)
    if refused:
        for line in refused:
            print(line, file=sys.stderr)
        print(f"Nothing was imported: {len(refused)} of {len(files)} file(s) refused.", file=sys.stderr)
        return 2
    for bundle in bundles:
        await store.replace_campaign(bundle)
    print(f"Imported {len(bundles)} campaign(s) from {folder} into the {name}.")
    return 0


async def _checked(store: Store, files: list[Path], *, replace: bool) -> tuple[list[CampaignBundle], list[str]]:
    """Every file as a bundle for its own channel, or the reasons files are refused (nothing is written)."""
    games = _games()
    bundles: list[CampaignBundle] = []
    refused: list[str] = []
    channels: dict[int, str] = {}
    for path in files:
        try:
            if path.stat().st_size > MAX_BYTES:  # refused before it is read
                raise ImportRefused("import-too-large", megabytes=MAX_BYTES // (1024 * 1024))
            bundle = parse_document(path.read_bytes(), games, guild_id=None, channel_id=None)
        except ImportRefused as error:
            refused.append(f"{path.name} cannot be imported: {error}")
            continue
        except OSError as error:
            refused.append(f"{path.name} cannot be read ({error.strerror or type(error).__name__}).")
            continue
        channel = bundle.campaign.channel_id
        if channel in channels:
            refused.append(f"{path.name} cannot be imported: {channels[channel]} is for the same channel.")
        elif not replace and await store.campaign_by_channel(channel) is not None:
            refused.append(
                f"{path.name} cannot be imported: channel {channel} already has a campaign in this database "
                "(--replace replaces it)."
            )
        channels[channel] = path.name
        bundles.append(bundle)
    return bundles, refused
