"""`python -m bot local` (the default game, Holding On): seat a new campaign from the flags (or resume the file's),
then play at the prompt, from a script or from a pipe.

The flags were checked by `bot.terminal.cli`; the campaign is made as `/campaign new`, `/campaign join` and
`/campaign start` make it, its first player the host.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.games.holding_on.render.pack_words import content_note
from bot.table import Table
from bot.terminal import words as w
from bot.terminal.fold import folded_for_stderr
from bot.terminal.holding_on.session import Session
from bot.terminal.holding_on.session_view import Mode
from bot.terminal.identity import CHANNEL, GUILD, user_id
from bot.terminal.local_io import Unusable, log_path, play_lines, player_seats
from bot.terminal.screen import Screen

GAME = "holding_on"


async def play(table: Table, args: argparse.Namespace, screen: Screen, path: Path, interactive: bool) -> int:
    hosted = table.hosted(GAME)
    shipped = hosted.pack()  # a broken pack stops here, before anything is said
    words = hosted.words(w.language()) or shipped
    mode = Mode(seat=args.seat, interactive=interactive, reveal_private=args.reveal_private)
    session = Session(table, words, screen, mode, engine_pack=shipped, log=log_path(path))
    await _seat_the_table(session, args, screen, path)
    if interactive:
        from bot.terminal.holding_on.complete import TableCompleter
        from bot.terminal.prompt import interactive as prompt_loop

        screen.say(w.WELCOME, "bold")
        await session.catch_up()
        await prompt_loop(session, TableCompleter(session))
        seat = args.seat.lower() if args.seat else None
        screen.say(w.LEFT_AS.format(path=path, key=seat) if seat else w.LEFT.format(path=path))
        return 0
    await session.catch_up()
    return await play_lines(session, args.script, screen, folded_for_stderr(str(w.UNFINISHED)))


async def _seat_the_table(session: Session, args: argparse.Namespace, screen: Screen, path: Path) -> None:
    """A new campaign from --players, or the one in the file (--resume); --as must name one of its players."""
    table = session.table
    existing = await table.store.campaign_by_channel(CHANNEL)
    if args.resume:
        if existing is None:
            raise Unusable(w.FLAG_RESUME_EMPTY.format(path=path))
        again = await session.feed.start_at_now(last=args.seat is None)
        screen.say(w.RESUMED.format(path=path))
        if again:
            screen.say(w.RESUMED_LAST)
        if args.seat is not None:
            await session.tell_opening()  # a seat joining a game in play: the intro and the objective
    elif existing is not None:
        raise Unusable(w.FLAG_DB_TAKEN.format(path=path))
    elif args.players:
        seats = [(name.lower(), gender) for name, gender in player_seats(args.players)]
        screen.story(w.CONTENT_NOTE.format(note=content_note(session.content)))
        await table.new_campaign(GUILD, CHANNEL, user_id(seats[0][0]), w.language())
        for name, gender in seats:
            await table.join(CHANNEL, user_id(name), name.capitalize(), gender)
        await table.start(CHANNEL, user_id(seats[0][0]))
    await session.refresh()
    if args.seat is not None and user_id(args.seat) not in session.names():
        players = ", ".join(n.lower() for n in session.names().values()) or w.FLAG_NOBODY
        raise Unusable(w.FLAG_AS_NOBODY.format(name=args.seat, path=path, players=players))
