"""`python -m bot local`: open (or resume) the table's file, then play at the prompt, from a script or a pipe.

Every flag is checked before anything is opened, and refused in one sentence
with a non-zero status: names that cannot sit at a table, a file that is not
this bot's, `--resume` without a campaign, `--as` someone who has no seat.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import sqlite3
import sys
import threading
from collections.abc import AsyncIterator, Callable
from pathlib import Path

from bot.names import name_key, nurse_name_problem, problem_text
from bot.terminal import words as w
from bot.terminal.identity import CHANNEL, GUILD, user_id
from bot.terminal.screen import Screen

PLAYER_NAME = re.compile(r"[^\s:,#/]+")  # one word: a line starts with it, then a colon
MIN_PLAYERS, MAX_PLAYERS = 2, 4
APP_FOLDER = "holding-on"
DEFAULT_FILE = "table.sqlite3"


class Unusable(Exception):
    """A flag or a file the table cannot use: `str()` is the one sentence to print."""


def default_db() -> Path:
    """Under the user's data folder (XDG_DATA_HOME, else ~/.local/share), where a game outlives the process."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP_FOLDER / DEFAULT_FILE


def players_problem(text: str) -> str | None:
    """Why `--players` cannot seat a table (one sentence), or None."""
    names = [name.strip() for name in text.split(",")]
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        return f"--players names {MIN_PLAYERS} to {MAX_PLAYERS} players separated by commas, e.g. --players ana,ben,cy"
    for name in names:
        if not PLAYER_NAME.fullmatch(name):
            return f"--players: {name!r} is not one word (no spaces, colons or commas), e.g. --players ana,ben,cy"
        problem = nurse_name_problem(name.capitalize())
        if problem:
            return f"--players: {problem_text(problem)}"
    if len({name_key(name) for name in names}) != len(names):
        return "--players names each player once (names are compared ignoring case)"
    return None


def flags_problem(args: argparse.Namespace) -> str | None:
    """The first flag that cannot be used, in one sentence."""
    if args.players is not None:
        problem = players_problem(args.players)
        if problem:
            return problem
    if args.resume and args.players is not None:
        return "--resume continues the players saved in the file: leave out --players"
    if args.seed is not None and args.seed < 0:
        return "--seed is a whole number, 0 or more"
    if args.seat is not None and not PLAYER_NAME.fullmatch(args.seat):
        return f"--as names one player, one word, e.g. --as ana (not {args.seat[:20]!r})"
    if args.script and not Path(args.script).is_file():
        return f"--script {args.script}: there is no such file"
    return _db_problem(Path(args.db) if args.db else default_db(), args.resume)


def _db_problem(path: Path, resume: bool) -> str | None:
    if path.is_dir():
        return f"--db {path}: that is a folder; name a file, e.g. --db {path / DEFAULT_FILE}"
    if resume and not path.is_file():
        return f"--resume: there is no saved game in {path} (start one with --players ana,ben,cy, or name it with --db)"
    if path.is_file():
        with open(path, "rb") as file:
            head = file.read(16)
        if head and head != b"SQLite format 3\x00":
            return f"--db {path}: that file is not a SQLite database; name another file"
    elif not os.access(_existing_parent(path), os.W_OK):
        return f"--db {path}: cannot create a file there (no write access); name another place with --db"
    return None


def _existing_parent(path: Path) -> Path:
    for parent in path.absolute().parents:
        if parent.exists():
            return parent
    return Path("/")


async def _open(args: argparse.Namespace, path: Path):
    from bot.content_pack.loader import load_pack
    from bot.table import Table
    from db.sqlite import SqliteStore

    content = load_pack(getattr(args, "content", None))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        store = await SqliteStore.open(str(path))
    except (sqlite3.Error, OSError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise Unusable(
            f"--db {path}: cannot create or open it there ({reason}); name another place with --db"
        ) from None
    seed = args.seed
    table = Table(store, lambda: content, seed_source=(lambda: seed) if seed is not None else None)
    return store, table, content


async def run(args: argparse.Namespace, out: Callable[[str], None] | None = None) -> int:
    """Play; `out` (tests) receives every line written, plain."""
    from bot.table import Refused
    from bot.terminal.session import Mode, Quit, Session

    path = Path(args.db) if args.db else default_db()
    interactive = out is None and not args.script and sys.stdin.isatty() and sys.stdout.isatty()
    screen = Screen(collect=out)
    store, table, content = await _open(args, path)
    mode = Mode(seat=args.seat, interactive=interactive, reveal_private=args.reveal_private)
    session = Session(table, content, screen, mode)
    try:
        await _seat_the_table(session, args, screen, path)
        if interactive:
            from bot.terminal.prompt import interactive as prompt_loop

            screen.say(w.WELCOME, "bold")
            await session.catch_up()
            await prompt_loop(session)
            screen.say(w.LEFT.format(path=path))
            return 0
        await session.catch_up()
        return await _play_lines(session, args, screen)
    except Refused as error:
        print(error.message, file=sys.stderr)
        return 1
    except Quit:
        return 0
    finally:
        await store.close()


async def _seat_the_table(session, args: argparse.Namespace, screen: Screen, path: Path) -> None:
    """A new campaign from --players, or the one in the file (--resume); --as must name one of its players."""
    table = session.table
    existing = await table.store.campaign_by_channel(CHANNEL)
    if args.resume:
        if existing is None:
            raise Unusable(f"--resume: there is no saved game in {path}")
        await session.feed.start_at_now()
        screen.say(w.RESUMED.format(path=path))
    elif existing is not None:
        raise Unusable(
            f"{path} already holds a game: continue it with --resume, or start another with --db OTHER.sqlite3"
        )
    elif args.players:
        names = [n.strip().lower() for n in args.players.split(",")]
        screen.say(w.CONTENT_NOTE.format(note=_note(session)))
        await table.new_campaign(GUILD, CHANNEL, user_id(names[0]))
        for name in names:
            await table.join(CHANNEL, user_id(name), name.capitalize())
        await table.start(CHANNEL, user_id(names[0]))
    await session.refresh()
    if args.seat is not None and user_id(args.seat) not in session.names():
        players = ", ".join(n.lower() for n in session.names().values()) or "nobody yet"
        raise Unusable(f"--as {args.seat}: there is no such player in {path}; players: {players}")


def _note(session) -> str:
    from bot.render.pack_words import content_note

    return content_note(session.content)


async def _play_lines(session, args: argparse.Namespace, screen: Screen) -> int:
    """A script (stops at the first refusal) or a pipe (goes on); an unfinished scenario at the end is said."""
    from bot.terminal.session import Quit

    number = 0
    async for line in _lines(args.script):
        number += 1
        if line.strip() and not line.lstrip().startswith("#"):
            screen.say(f"> {line.strip()}", "dim")
        try:
            ok = await session.handle(line)
        except Quit:
            return 0
        if not ok and args.script:
            screen.say(w.SCRIPT_STOPPED.format(number=number))
            return 1
    if not args.script and session.status is not None and session.status.playing is not None:
        print(w.UNFINISHED, file=sys.stderr)
        return 1
    return 0


async def _lines(script: str | None) -> AsyncIterator[str]:
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


def main(args: argparse.Namespace) -> int:
    problem = flags_problem(args)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    try:
        return asyncio.run(run(args))
    except Unusable as error:
        print(error, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(w.STOPPED, file=sys.stderr)
        return 130
    except UnicodeDecodeError:
        print(f"--script {args.script}: not UTF-8 text", file=sys.stderr)
        return 2
