"""`python -m bot local --game NAME` for a game with no terminal of its own (issue 37): the terminal every game
gets from its records and its face alone.

A line is `[name:] CHOICE`: the number `help` gives a choice, its words as the run's language says them (its
button's label), its English words, or its key. Besides: `help` (the choices open now, numbered), `board`
(where the game stands), `again` (another game with the same players, once one is over), `quit`, each also in
the run's language ("hilfe", "spielplan", "nochmal", "beenden"). The table judges
every choice (`table.command` with /decide, as a button would); a refusal is one sentence and changes nothing.
What happened is told from the file, once, in the face's words; a seat named `bot` is the bot partner, which
moves by itself after every line (the table's `bot_turn`).
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.games import shelf
from bot.games.interface import GameFace, PublicView
from bot.i18n import t
from bot.render.sayings import refusal_text
from bot.render.story import story_lines
from bot.table import CampaignStatus, Refused, Table
from bot.terminal import words as w
from bot.terminal.feed import Feed
from bot.terminal.identity import CHANNEL, GUILD, user_id
from bot.terminal.line_table import LineTable, Quit
from bot.terminal.local_io import Unusable, log_path, play_lines, player_seats
from bot.terminal.screen import Screen

BOT_NAME = "bot"  # `--players ana,bot`: the seat the bot partner plays
# The terminal's own words, in English and as the run's language names them.
OWN_WORDS = {"help": "cmd-help", "look": "cmd-board", "again": "term-name-again", "quit": "term-name-quit"}


async def play(table: Table, args: argparse.Namespace, screen: Screen, path: Path, interactive: bool) -> int:
    existing = await table.store.campaign_by_channel(CHANNEL)
    game = existing.game if args.resume and existing is not None else args.game
    session = AnyGameSession(table, screen, shelf.faces()[game], game, seat=args.seat, log=log_path(path))
    await session.seat_the_table(args, path, existing is not None)
    if interactive:
        from bot.terminal.prompt import interactive as prompt_loop

        screen.say(t(w.language(), "term-any-welcome", title=shelf.entry(game).title), "bold")
        await session.catch_up()
        await prompt_loop(session, _completer(session))
        return 0
    await session.catch_up()
    return await play_lines(session, args.script, screen, t(w.language(), "term-any-unfinished"))


def _completer(session: AnyGameSession) -> Any:
    """Tab: the open choices in the run's words, then the terminal's own words (prompt_toolkit, loaded here)."""
    from prompt_toolkit.completion import Completer, Completion

    class Choices(Completer):
        def get_completions(self, document: Any, complete_event: Any) -> Any:
            typed = document.text_before_cursor.split(":")[-1].lstrip()
            for word in session.words_open():
                if word.casefold().startswith(typed.casefold()):
                    yield Completion(word, start_position=-len(typed))

    return Choices()


@dataclass
class AnyGameSession(LineTable):
    table: Table
    screen: Screen
    face: GameFace
    game: str
    seat: str | None = None  # --as: every line of this terminal is this player's
    log: Path | None = None
    status: CampaignStatus | None = None
    public: PublicView | None = None
    legal: list[Any] = field(default_factory=list)  # the choices open to the people at this table, by seat
    confirm: Any = None  # the prompt sets it; nothing here asks a player to confirm
    waited: str = ""  # the last "Waiting for" line told

    def __post_init__(self) -> None:
        self.feed = Feed(self.table.store, CHANNEL)
        self.table.bot_user_id = user_id(BOT_NAME)

    async def seat_the_table(self, args: argparse.Namespace, path: Path, taken: bool) -> None:
        """A new game from --players, or the one in the file (--resume)."""
        if args.resume:
            await self.feed.start_at_now()
            self.screen.say(w.RESUMED.format(path=path))
        elif taken:
            raise Unusable(w.FLAG_DB_TAKEN.format(path=path))
        elif args.players:
            seats = [(user_id(name.lower()), name.capitalize()) for name, _ in player_seats(args.players)]
            await self._start(seats, seats[0][0], w.language())
        await self.refresh()

    async def _start(self, seats: list[tuple[int, str]], host: int, language: str) -> None:
        await self.table.start_game(GUILD, CHANNEL, host, seats, {}, game=self.game, language=language)

    # --- a line -------------------------------------------------------------------------------------

    async def _play(self, text: str) -> bool:
        who, said, words = text.partition(":") if ":" in text.split()[0] else ("", "", text)
        words = words.strip()
        own = {t(w.language(), msg_id).casefold(): word for word, msg_id in OWN_WORDS.items()} | {
            w: w for w in OWN_WORDS
        }
        try:
            if words.casefold() in own:
                await self._own(own[words.casefold()])
            else:
                await self._choose(self._player(who.strip()), words)
        except Refused as error:
            self.screen.refused(" ".join(refusal_text(error, w.language()).split("\n")))
            return False
        return True

    async def _own(self, word: str) -> None:
        if word == "quit":
            raise Quit
        if word == "help":
            for number, action in enumerate(self.legal, 1):
                self.screen.say(f"{number}. {self._who(action.seat)}: {self._label(action)}")
        elif word == "look":
            summary = self.face.summary(self.public, w.language()) if self.public is not None else None
            self.screen.say(summary or self.waiting_line() or w.PROMPT_NO_GAME)
        elif self.status is not None:  # again
            seats = [(seat.user_id, seat.name) for seat in sorted(self.status.seats, key=lambda s: s.seat_order)]
            await self._start(seats, self.status.host_user_id, self.status.language)

    def _player(self, who: str) -> int:
        """Who plays the line: the name before its colon, this terminal's player, or the one awaited."""
        name = who or self.seat or self.default_name()
        if not name:
            raise Refused(t(w.language(), "term-any-who"), key="term-any-who")
        return user_id(name.lower())

    async def _choose(self, user: int, words: str) -> None:
        """The choice the words name among this player's open ones (sent as its key), else the words as typed:
        the table then says why they are not a choice."""
        seats = [i for i, u in enumerate(self.seat_users()) if u == user]
        mine = [action for action in self.legal if action.seat in seats]
        wanted = " ".join(words.split()).casefold()
        numbered = {str(n): action for n, action in enumerate(self.legal, 1) if action in mine}
        named = {" ".join(self._label(a).split()).casefold(): a for a in mine}
        action = numbered.get(wanted) or named.get(wanted)
        await self.table.command(CHANNEL, user, "decide", {"choice": action.key() if action else words})

    # --- what happened ----------------------------------------------------------------------------------

    async def catch_up(self) -> bool:
        """The bot partner's moves, if it is to move; then what the file says happened since, and who is awaited."""
        if self.status is None:
            await self.refresh()
        if self.table.bot_user_id in self.seat_users():
            await self.table.bot_turn(CHANNEL)
        events = await self.feed.news()
        if events:
            self.table.cache.evict(CHANNEL)
        await self.refresh()
        for line in story_lines(events, self.face, w.language(), self.public):
            self.screen.story(line)
        waiting = self.waiting_line()
        if waiting and waiting != self.waited:  # said once, not again after every line
            self.screen.say(waiting, "bold")
        self.waited = waiting
        return bool(events)

    async def refresh(self) -> None:
        try:
            self.status = await self.table.status(CHANNEL)
        except Refused:
            self.status, self.public, self.legal = None, None, []
            return
        found = await self.table.last_board(CHANNEL)
        self.public = found[0] if found else None
        self.legal = await self.open_to_people(self.seat_users())

    def seat_users(self) -> list[int]:
        return list(self.status.playing["seat_users"]) if self.status and self.status.playing else []

    def waiting_line(self) -> str:
        seats = dict.fromkeys(action.seat for action in self.legal)
        parts = [
            f"{self._who(seat)} ({'; '.join(self._label(a) for a in self.legal if a.seat == seat)})" for seat in seats
        ]
        return t(w.language(), "term-waiting", who=" · ".join(parts)) if parts else ""

    def _who(self, seat: int) -> str:
        return self.face.seat_label(self.public or {}, seat)

    def _label(self, action: Any) -> str:
        return self.face.label(w.language(), action, self.public or {})

    def words_open(self) -> list[str]:
        """What may be typed now: each open choice as its button reads, then the terminal's own words."""
        own = [t(w.language(), msg_id) for msg_id in OWN_WORDS.values()]
        return list(dict.fromkeys([*(self._label(action) for action in self.legal), *own]))

    def default_name(self) -> str | None:
        seats = list(dict.fromkeys(action.seat for action in self.legal))
        return self._who(seats[0]).lower() if len(seats) == 1 else None

    def prompt_status(self) -> str:
        return self.waiting_line() or w.PROMPT_NO_GAME
