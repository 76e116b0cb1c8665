"""`python -m bot local --game NAME` for any game without a terminal of its own (issue 37): seat a new game from
the flags (or resume the file's), then play at the prompt, from a script or from a pipe.

Everything comes from the game's records and its face, read through its shelf entry (bot/games/entry.py): the
grammar (bot/terminal/game_grammar.py: its commands, its group's table commands, the terminal's own words), the
session (game_session.py: a line to the table, the story back, the bot partner), what a player reads
(game_looks.py: help, the board, the rules, the review) and Tab (game_complete.py). A game adds only what it
alone shows, through the optional parts of its face (bot/games/interface.py: `TextBoardFace`, `RulesFace`,
`ReviewFace`, `OpenPhraseFace`), and its own words for the terminal's sentences (`term-<game>-welcome`, else
`term-any-welcome`: bot/terminal/words.py `of_game`).

The flags were checked by `bot.terminal.cli` (the file, the language, how many players the game seats, whether it
has a difficulty); the game is started as its start command starts it (`table.start_game`, the first player the
host). A player named `bot` is the bot partner.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.games import shelf
from bot.table import Table
from bot.terminal import words as w
from bot.terminal.game_session import AnyGameSession
from bot.terminal.identity import CHANNEL, GUILD, user_id
from bot.terminal.local_io import Unusable, log_path, play_lines, player_seats
from bot.terminal.screen import Screen

__all__ = ["AnyGameSession", "play"]


async def play(table: Table, args: argparse.Namespace, screen: Screen, path: Path, interactive: bool) -> int:
    entry = shelf.entry(args.game)  # the file's game on --resume (bot/terminal/cli.py set it)
    face = entry.load_terminal_face()
    session = AnyGameSession(
        table, screen, face, entry.name, seat=args.seat, interactive=interactive, log=log_path(path)
    )
    await _seat(session, args, path)
    if interactive:
        from bot.terminal.game_complete import GameCompleter
        from bot.terminal.prompt import interactive as prompt_loop

        screen.say(w.game_says(entry.name, "welcome", title=entry.title), "bold")
        await session.catch_up()
        await prompt_loop(session, GameCompleter(session))
        seat = args.seat.lower() if args.seat else None
        if session.over:  # nothing to continue: how to play another
            screen.say(w.game_says(entry.name, "left-over", path=str(path)))
        else:
            screen.say(w.LEFT_AS.format(path=path, key=seat) if seat else w.LEFT.format(path=path))
        return 0
    await session.catch_up()
    return await play_lines(session, args.script, screen, w.game_says(entry.name, "unfinished"))


async def _seat(session: AnyGameSession, args: argparse.Namespace, path: Path) -> None:
    """A new game from --players (with --difficulty, for a game that has one), or the one in the file (--resume);
    --as must name one of its players."""
    table = session.table
    if args.resume:
        await session.feed.start_at_now()  # last week's story is not told again
        session.screen.say(w.RESUMED.format(path=path))
    elif await table.store.campaign_by_channel(CHANNEL) is not None:
        raise Unusable(w.FLAG_DB_TAKEN.format(path=path))
    elif args.players:
        seats = [(user_id(name.lower()), name.capitalize()) for name, _ in player_seats(args.players)]
        difficulty = getattr(args, "difficulty", None)
        options = {"difficulty": difficulty} if difficulty else {}  # the rest are the game's defaults
        await table.start_game(GUILD, CHANNEL, seats[0][0], seats, options, game=session.game, language=w.language())
    await session.refresh()
    if args.seat is not None and user_id(args.seat) not in session.names():
        players = ", ".join(n.lower() for n in session.names().values()) or w.FLAG_NOBODY
        raise Unusable(w.FLAG_AS_NOBODY.format(name=args.seat, path=path, players=players))
