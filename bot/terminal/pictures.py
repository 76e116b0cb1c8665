"""`python -m bot render board|memories --db FILE [--channel ID] --out FILE.png`: a table's picture, without Discord.

Drawn from the public view only, like `/board` and `/memories` (for "...and
then, we held hands.", `/hands board`: its ring board, by the game's face): the picture a
person at the terminal (or a content author) can open beside the table. Each
mistake (no such file, a channel with no game in play, a folder that cannot
be written) is one sentence and a non-zero status.
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.games.holding_on.engine.view_types import public_of
from bot.games.holding_on.render.board_picture import board_png
from bot.games.holding_on.render.memories_picture import memories_png

if TYPE_CHECKING:
    from bot.table import Table

CHANNEL_MAX = 2**63 - 1
CHANNEL = 1  # the terminal table's campaign (bot/terminal/identity.py): `render` needs no --channel for its file


class CannotDraw(Exception):
    """`str()` is the one sentence to print."""


def _channel(text: str) -> int:
    if not text.strip().isascii() or not text.strip().isdigit() or not 0 < int(text) <= CHANNEL_MAX:
        raise CannotDraw(f"--channel is a channel's id, a whole number (1 for a terminal table), not {text[:30]!r}")
    return int(text)


def _check_paths(db: Path, out: Path) -> None:
    if not db.is_file():
        raise CannotDraw(f"--db {db}: there is no such file")
    with open(db, "rb") as file:
        if file.read(16) != b"SQLite format 3\x00":
            raise CannotDraw(f"--db {db}: that file is not a SQLite database")
    if out.suffix.lower() != ".png":
        raise CannotDraw(f"--out {out}: the picture is a PNG file; name it ….png")
    if not out.parent.is_dir():
        raise CannotDraw(f"--out {out}: there is no folder {out.parent}")


async def draw(picture: str, db: Path, channel: int) -> bytes:
    from bot.games.shelf import hosted_games
    from bot.table import Refused, Table
    from db.sqlite import SqliteStore

    try:
        store = await SqliteStore.open(str(db))
    except (sqlite3.Error, OSError) as error:
        raise CannotDraw(f"--db {db}: cannot open it as this bot's database ({error})") from None
    try:
        table = Table(store, hosted_games())
        try:
            status = await table.status(channel)
        except Refused:
            raise CannotDraw(f"--channel {channel}: there is no campaign in that channel in {db}") from None
        if status.game != "holding_on":
            return await _game_picture(table, status.game, picture, channel, status.language)
        if status.playing is None:
            raise CannotDraw(f"--channel {channel}: no scenario is being played there (start one first)")
        public = public_of(status.playing["public"])
        if picture == "board":
            return await asyncio.to_thread(board_png, public)
        pack = await table.pack(status.game, status.playing["pack_hash"])
        return await asyncio.to_thread(memories_png, public, pack)
    finally:
        await store.close()


async def _game_picture(table: Table, game: str, picture: str, channel: int, language: str) -> bytes:
    """Another game's picture, by its face (bot/games/interface.py): "...and then, we held hands." has its ring
    board, drawn from the last board its table showed, so a finished game can be drawn too."""
    from bot.games.shelf import faces

    face = faces()[game]
    name = f"{picture}.png"
    if name not in face.picture_names:
        shown = ", ".join(n.removesuffix(".png") for n in face.picture_names)
        raise CannotDraw(f"{picture}: a game of {game} has no such picture; it has: {shown}")
    found = await table.last_board(channel)
    if found is None:
        raise CannotDraw(f"--channel {channel}: no game has been played there yet")
    return await asyncio.to_thread(face.picture, name, found[0], None, language)


def main(args: argparse.Namespace) -> int:
    db, out = Path(args.db), Path(args.out)
    try:
        channel = CHANNEL if args.channel is None else _channel(args.channel)  # a terminal table's file: channel 1
        _check_paths(db, out)
        data = asyncio.run(draw(args.picture, db, channel))
        out.write_bytes(data)
    except CannotDraw as error:
        print(error, file=sys.stderr)
        return 2
    except OSError as error:
        print(f"--out {out}: cannot write it ({error.strerror or type(error).__name__})", file=sys.stderr)
        return 2
    print(f"Wrote {out}.")
    return 0
