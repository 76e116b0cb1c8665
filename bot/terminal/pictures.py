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


async def draw(picture: str, db: Path, channel: int, where: str) -> bytes:
    """The picture of the game in play in that channel, or else of the last one played (a finished game too, as
    the terminal's `board` draws it), by the game's face. `where` names the table in a refusal as it was given."""
    from bot.games.shelf import faces, hosted_games
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
            raise CannotDraw(f"{where}: there is no campaign there") from None
        face = faces()[status.game]
        name = f"{picture}.png"
        if name not in face.picture_names:
            shown = ", ".join(n.removesuffix(".png") for n in face.picture_names)
            raise CannotDraw(f"{picture}: a game of {status.game} has no such picture; it has: {shown}")
        found = await table.last_board(channel)
        if found is None:
            raise CannotDraw(f"{where}: no game has been played there yet")
        public, pack_hash = found
        pack = await table.pack(status.game, pack_hash, status.language)
        return await asyncio.to_thread(face.picture, name, public, pack, status.language)
    finally:
        await store.close()


def main(args: argparse.Namespace) -> int:
    db, out = Path(args.db), Path(args.out)
    try:
        channel = CHANNEL if args.channel is None else _channel(args.channel)  # a terminal table's file: channel 1
        where = f"--db {db}" if args.channel is None else f"--channel {channel} in {db}"
        _check_paths(db, out)
        data = asyncio.run(draw(args.picture, db, channel, where))
        out.write_bytes(data)
    except CannotDraw as error:
        print(error, file=sys.stderr)
        return 2
    except OSError as error:
        print(f"--out {out}: cannot write it ({error.strerror or type(error).__name__})", file=sys.stderr)
        return 2
    print(f"Wrote {out}.")
    return 0
