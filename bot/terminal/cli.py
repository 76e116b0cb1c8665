"""`python -m bot local`: open (or resume) the table's file, then play at the prompt, from a script or a pipe.

Every flag is checked before anything is opened, and refused in one sentence
with a non-zero status: a language we do not speak, names that cannot sit at
a table, a file that is not this bot's, `--resume` without a campaign, `--as`
someone who has no seat. The language comes first: once it is known (the
flag's, else the saved campaign's, else English) everything is said in it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import contextvars
import logging
import os
import re
import sqlite3
import sys
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from bot import incidents
from bot.games import shelf
from bot.i18n import DEFAULT, GENDERS, LOCALES, NAMES, has, t
from bot.names import name_key, problem_text, seat_name_problem
from bot.terminal import words as w
from bot.terminal.fold import folded_for_stderr
from bot.terminal.identity import CHANNEL
from bot.terminal.local_io import Unusable, log_path, player_seats
from bot.terminal.screen import Screen

if TYPE_CHECKING:
    from bot.table import Table
    from db.sqlite import SqliteStore

# A game's terminal (its shelf entry's `terminal`): seat or resume its table in the open file, then play.
Play = Callable[["Table", argparse.Namespace, Screen, Path, bool], Awaitable[int]]

PLAYER_NAME = re.compile(r"[^\s:,#/]+")  # one word: a line starts with it, then a colon
DIFFICULTIES = ("normal", "challenging", "difficult", "impossible")  # --difficulty, for hands (H16)
MIN_PLAYERS, MAX_PLAYERS = 2, 4
APP_FOLDER = "holding-on"
DEFAULT_FILE = "table.sqlite3"


logger = logging.getLogger(__name__)


def terminal_games() -> tuple[str, ...]:
    """--game: every game on the shelf (a game without a terminal of its own plays at bot/terminal/any_game.py's)."""
    return shelf.names()


def default_db(game: str | None = None) -> Path:
    """Under the user's data folder (XDG_DATA_HOME, else ~/.local/share), where a game outlives the process: one
    file per game (Holding On's as it always was), so each game's `--resume` finds its own table."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    name = DEFAULT_FILE if game in (None, shelf.default_game()) else f"{game}.sqlite3"
    return Path(base) / APP_FOLDER / name


def db_path(args: argparse.Namespace) -> Path:
    return Path(args.db) if args.db else default_db(getattr(args, "game", None))


class _QuietFileHandler(logging.FileHandler):
    """A log file that, when it cannot be opened or written, says nothing on the screen: logging would print a
    traceback there (and opening the file is outside logging's own error handling)."""

    def emit(self, record: logging.LogRecord) -> None:
        with contextlib.suppress(Exception):  # a log we cannot write must not become a fault of its own
            super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        return


@contextlib.contextmanager
def _logging_to(path: Path) -> Iterator[None]:
    """Everything logged while the table runs goes to `path` (created at the first record), not the screen."""
    handler = _QuietFileHandler(path, encoding="utf-8", delay=True)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield
    finally:
        root.removeHandler(handler)
        handler.close()


def players_problem(text: str) -> str | None:
    """Why `--players` cannot seat a table (one sentence), or None."""
    seats = player_seats(text)
    names = [name for name, _ in seats]
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        return w.FLAG_PLAYERS_COUNT.format(least=MIN_PLAYERS, most=MAX_PLAYERS)
    for name, gender in seats:
        if not PLAYER_NAME.fullmatch(name):
            return w.FLAG_PLAYERS_WORD.format(name=name)
        if gender not in GENDERS:
            return w.FLAG_PLAYERS_GENDER.format(name=name, given=gender[:10])
        problem = seat_name_problem(name.capitalize())
        if problem:
            return w.FLAG_PLAYERS_NAME.format(problem=problem_text(problem, w.language()))
    if len({name_key(name) for name in names}) != len(names):
        return w.FLAG_PLAYERS_TWICE
    return None


@contextlib.contextmanager
def _one_terminal_per_seat(db: Path, seat: str) -> Iterator[None]:
    """`--as NAME`: one terminal per seat on a file (a second one would show the same cards twice and race its
    prompt): a lock beside the file, held while this table runs, released when it leaves or dies."""
    try:
        import fcntl
    except ImportError:  # not a POSIX system: no lock to take, as before
        yield
        return
    lock = db.with_name(f"{db.name}.{name_key(seat)}.seat")
    with open(lock, "a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise Unusable(w.FLAG_AS_TAKEN.format(name=seat, path=db)) from None
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def language_problem(text: str | None) -> str | None:
    """Why `--language` cannot be used (one sentence, in English: no language of ours was chosen), or None."""
    if text is None or text in LOCALES:
        return None
    allowed = ", ".join(f"{code} ({NAMES[code]})" for code in LOCALES)
    return w.FLAG_LANGUAGE.format(allowed=allowed, given=text[:20])


def game_problem(args: argparse.Namespace) -> str | None:
    """Why `--game` or `--difficulty` cannot be used (one sentence), or None: the game's own rules say how many
    players it seats (the second game: exactly two, one of whom may be the bot) and whether it has a difficulty."""
    game = getattr(args, "game", None)
    difficulty = getattr(args, "difficulty", None)
    if game is not None and game not in terminal_games():
        return w.FLAG_GAME.format(allowed=", ".join(terminal_games()), given=game[:20])
    if difficulty is not None and difficulty not in DIFFICULTIES:
        return w.FLAG_DIFFICULTY.format(allowed=", ".join(DIFFICULTIES), given=difficulty[:20])
    entry = shelf.entry(game or shelf.default_game())
    rules = entry.load(entry.hosted)().rules
    if difficulty is not None and "difficulty" not in rules.default_options():
        return w.FLAG_DIFFICULTY_GAME
    count = len(player_seats(args.players)) if args.players is not None else None
    if count is not None and not rules.min_seats <= count <= rules.max_seats:
        own = f"term-flag-{entry.name.replace('_', '-')}-players"  # a game's own words for its seats, if any
        if has(DEFAULT, own):
            return t(w.language(), own)
        if rules.min_seats == rules.max_seats:
            return w.FLAG_PLAYERS_EXACTLY.format(count=rules.min_seats)
        return w.FLAG_PLAYERS_COUNT.format(least=rules.min_seats, most=rules.max_seats)
    return None


def flags_problem(args: argparse.Namespace) -> str | None:
    """The first flag that cannot be used, in one sentence (in the run's language: `main` sets it first)."""
    problem = language_problem(args.language) or game_problem(args)
    if problem:
        return problem
    if args.players is not None:
        problem = players_problem(args.players)
        if problem:
            return problem
    if args.resume and args.players is not None:
        return w.FLAG_RESUME_PLAYERS
    if args.seed is not None and args.seed < 0:
        return w.FLAG_SEED
    if args.seat is not None and not PLAYER_NAME.fullmatch(args.seat):
        return w.FLAG_AS.format(given=args.seat[:20])
    if args.script and not Path(args.script).is_file():
        return w.FLAG_SCRIPT_MISSING.format(path=args.script)
    return _db_problem(db_path(args), args.resume)


def _db_problem(path: Path, resume: bool) -> str | None:
    if path.is_dir():
        return w.FLAG_DB_FOLDER.format(path=path, example=path / DEFAULT_FILE)
    if resume and not path.is_file():
        return w.FLAG_RESUME_NOTHING.format(path=path)
    if path.is_file():
        with open(path, "rb") as file:
            head = file.read(16)
        if head and head != b"SQLite format 3\x00":
            return w.FLAG_DB_NOT_SQLITE.format(path=path)
    elif not os.access(_existing_parent(path), os.W_OK):
        return w.FLAG_DB_NO_WRITE.format(path=path)
    return None


def _existing_parent(path: Path) -> Path:
    for parent in path.absolute().parents:
        if parent.exists():
            return parent
    return Path("/")


async def _open(args: argparse.Namespace, path: Path) -> tuple[SqliteStore, Table]:
    from bot.table import Table
    from db.sqlite import SqliteStore

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        store = await SqliteStore.open(str(path))
    except (sqlite3.Error, OSError) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise Unusable(w.FLAG_DB_CANNOT_OPEN.format(path=path, reason=reason)) from None
    seed = args.seed
    games = shelf.hosted_games(getattr(args, "content", None))  # --content: the default game's pack
    table = Table(store, games, seed_source=(lambda: seed) if seed is not None else None)
    return store, table


async def run(args: argparse.Namespace, out: Callable[[str], None] | None = None) -> int:
    """Play; `out` (tests) receives every line written, plain."""
    from bot.table import Refused
    from bot.terminal.any_game import play as any_game_play
    from bot.terminal.line_table import Quit, refusal_line

    path = db_path(args)
    interactive = out is None and not args.script and sys.stdin.isatty() and sys.stdout.isatty()
    screen = Screen(collect=out)
    w.use(args.language or DEFAULT)
    store, table = await _open(args, path)
    seat_lock: contextlib.ExitStack = contextlib.ExitStack()
    try:
        if args.seat is not None:
            seat_lock.enter_context(_one_terminal_per_seat(path, args.seat))
        language = await _language(table, args, path)
        args.language = language  # the run's language, for main's last words after the loop has ended
        w.use(language)
        game = shelf.entry(await _game(table, args, path))
        args.game = game.name
        play: Play = game.load(game.terminal) if game.terminal is not None else any_game_play
        return await play(table, args, screen, path, interactive)
    except Refused as error:
        told = shelf.entry(getattr(args, "game", None) or shelf.default_game())  # no game read yet: the default
        print(refusal_line(error, told.load_terminal_face()), file=sys.stderr)
        return 1
    except Quit:
        return 0
    finally:
        seat_lock.close()
        await store.close()


async def _language(table: Table, args: argparse.Namespace, path: Path) -> str:
    """The run's language: `--language`, else the saved campaign's; on `--resume`, `--language` changes the
    campaign's as its host would with /campaign options (the person at the command line holds the file)."""
    existing = await table.store.campaign_by_channel(CHANNEL)
    if not args.resume or existing is None:
        return args.language or DEFAULT
    if args.language is not None and args.language != existing.language:
        status = await table.set_language(CHANNEL, existing.host_user_id, args.language)
        return status.language
    return existing.language


async def _game(table: Table, args: argparse.Namespace, path: Path) -> str:
    """The game this run plays: the file's on `--resume` (a `--game` naming another is refused), else `--game`."""
    existing = await table.store.campaign_by_channel(CHANNEL)
    wanted = getattr(args, "game", None)  # a Namespace made without it (a test's) plays the default game
    if not args.resume or existing is None:
        return wanted or shelf.default_game()
    if wanted is not None and wanted != existing.game:
        raise Unusable(w.FLAG_GAME_RESUME.format(path=path, game=existing.game))
    return existing.game


def main(args: argparse.Namespace) -> int:
    """Each run in a context of its own: the language it speaks (`words.use`) is this run's alone."""
    return contextvars.copy_context().run(_main, args)


def _main(args: argparse.Namespace) -> int:
    problem = language_problem(args.language)  # in English: no language of ours was named
    if problem is None:
        w.use(args.language or DEFAULT)
        problem = flags_problem(args)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    log = log_path(db_path(args))
    with _logging_to(log):
        try:
            return asyncio.run(run(args))
        except Unusable as error:
            print(error, file=sys.stderr)
            return 2
        except KeyboardInterrupt:
            w.use(args.language or DEFAULT)  # the campaign's, once the run knew it
            print(folded_for_stderr(str(w.STOPPED)), file=sys.stderr)
            return 130
        except UnicodeDecodeError:
            print(w.FLAG_SCRIPT_NOT_UTF8.format(path=args.script), file=sys.stderr)
            return 2
        except Exception as error:  # a fault of ours nothing nearer caught: one sentence, never a traceback
            incident = incidents.record(logger, error, "the terminal table")
            w.use(args.language or DEFAULT)
            print(w.CRASHED.format(incident=incident, log=log), file=sys.stderr)
            return 70  # EX_SOFTWARE
