"""`python -m bot local --game hands`: seat a new game from the flags (or resume the file's), then play at the prompt,
from a script or from a pipe.

The flags were checked by `bot.terminal.cli` (the file, the language, two
players); the game is started as `/hands start` starts it (`table.start_game`:
the first player is South, H5; `--difficulty` chooses the arguments, H16; who
begins is drawn from the seed, H7). A player named `bot` is the bot partner.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.i18n import t
from bot.table import Table
from bot.terminal import words as w
from bot.terminal.hands.complete import HandsCompleter
from bot.terminal.hands.session import HandsSession
from bot.terminal.identity import CHANNEL, GUILD, user_id
from bot.terminal.local_io import Unusable, log_path, play_lines, player_seats
from bot.terminal.screen import Screen

GAME = "hands"


async def play(table: Table, args: argparse.Namespace, screen: Screen, path: Path, interactive: bool) -> int:
    session = HandsSession(table, screen, seat=args.seat, interactive=interactive, log=log_path(path))
    await _seat(session, args, path)
    if interactive:
        from bot.terminal.prompt import interactive as prompt_loop

        screen.say(t(w.language(), "term-hands-welcome"), "bold")
        await session.catch_up()
        await prompt_loop(session, HandsCompleter(session))
        seat = args.seat.lower() if args.seat else None
        if session.over:  # nothing to continue: how to play another
            screen.say(t(w.language(), "term-hands-left-over", path=str(path)))
        else:
            screen.say(w.LEFT_AS.format(path=path, key=seat) if seat else w.LEFT.format(path=path))
        return 0
    await session.catch_up()
    return await _play_lines(session, args, screen)


async def _seat(session: HandsSession, args: argparse.Namespace, path: Path) -> None:
    """A new game from --players, or the one in the file (--resume); --as must name one of its players."""
    table = session.table
    if args.resume:
        await session.feed.start_at_now()  # last week's story is not told again
        session.screen.say(w.RESUMED.format(path=path))
    elif await table.store.campaign_by_channel(CHANNEL) is not None:
        raise Unusable(w.FLAG_DB_TAKEN.format(path=path))
    elif args.players:
        names = [name.lower() for name, _ in player_seats(args.players)]
        seats = [(user_id(name), name.capitalize()) for name in names]
        options = {"difficulty": getattr(args, "difficulty", None) or "normal", "first_player": "random"}
        await table.start_game(GUILD, CHANNEL, seats[0][0], seats, options, game=GAME, language=w.language())
    await session.refresh()
    if args.seat is not None and user_id(args.seat) not in session.names():
        players = ", ".join(n.lower() for n in session.names().values()) or w.FLAG_NOBODY
        raise Unusable(w.FLAG_AS_NOBODY.format(name=args.seat, path=path, players=players))


async def _play_lines(session: HandsSession, args: argparse.Namespace, screen: Screen) -> int:
    return await play_lines(session, args.script, screen, t(w.language(), "term-hands-unfinished"))
