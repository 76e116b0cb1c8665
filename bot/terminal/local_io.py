"""What the terminal tables of every game share about their file and their input (bot/terminal/cli.py runs Holding
On's, bot/terminal/any_game.py every other game's): the one-sentence refusal of a flag or a file, where a fault is
logged, how `--players` is read, and the lines of a script or a pipe, played one by one.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from bot.i18n import NEUTRAL
from bot.terminal import words as w

if TYPE_CHECKING:
    from bot.table.reply import CampaignStatus
    from bot.terminal.screen import Screen


class Unusable(Exception):
    """A flag or a file the table cannot use: `str()` is the one sentence to print."""


def log_path(db: Path) -> Path:
    """Where a fault of ours is written in full (beside the game's file): the screen gets one sentence."""
    log = db.with_suffix(".log")
    return log if log != db else db.with_name(db.name + ".log")  # `--db game.log`: never the game's own file


def player_seats(text: str) -> list[tuple[str, str]]:
    """`--players ana:f,ben:m,cy` -> [("ana", "f"), ("ben", "m"), ("cy", "n")]: each player's name, and after a
    colon the words her Nurse is named with (f feminine, m masculine, n neutral; neutral when left out)."""
    seats = []
    for item in text.split(","):
        name, _, gender = item.strip().partition(":")
        seats.append((name.strip(), gender.strip().lower() or NEUTRAL))
    return seats


async def read_lines(script: str | None) -> AsyncIterator[str]:
    """The script's lines, or the pipe's, read off the event loop (Ctrl-C is never stuck in a read)."""
    if script:
        for line in Path(script).read_text(encoding="utf-8").splitlines():
            yield line
        return
    loop = asyncio.get_running_loop()
    typed: asyncio.Queue[str | None] = asyncio.Queue()

    def read() -> None:  # a daemon thread: the process never waits for a read to end
        try:
            for line in sys.stdin:
                loop.call_soon_threadsafe(typed.put_nowait, line.rstrip("\n"))
            loop.call_soon_threadsafe(typed.put_nowait, None)
        except RuntimeError:  # the table closed (Ctrl-C) while a line was on its way
            return

    threading.Thread(target=read, name="holding-on: terminal input", daemon=True).start()
    while (typed_line := await typed.get()) is not None:
        yield typed_line


class PlaysLines(Protocol):
    """A terminal table of any game: it plays a typed line (True when played) and knows what is in play."""

    status: CampaignStatus | None

    async def handle(self, line: str) -> bool: ...


async def play_lines(session: PlaysLines, script: str | None, screen: Screen, unfinished: str) -> int:
    """A script (stops at the first refusal) or a pipe (goes on); a game left unfinished at the end is said, on
    stderr, in `unfinished`."""
    from bot.terminal.line_table import Quit  # loaded once a table runs, as cli.py loads the table

    number = 0
    async for line in read_lines(script):
        number += 1
        if line.strip() and not line.lstrip().startswith("#"):
            screen.say(f"> {line.strip()}", "dim")
        try:
            ok = await session.handle(line)
        except Quit:
            return 0
        if not ok and script:
            screen.say(w.SCRIPT_STOPPED.format(number=number))
            return 1
    if not script and session.status is not None and session.status.playing is not None:
        print(unfinished, file=sys.stderr)
        return 1
    return 0
