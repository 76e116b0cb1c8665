"""One terminal's table of any game without a terminal of its own: a typed line in, the table's answer, the story out.

Every line is read with the game's grammar (bot/terminal/game_grammar.py), then goes through the same `Table` as
a slash command or a button (`table.command`, `undo`, `abandon`, …): the game judges, and a refusal is said in
one sentence (the game's words, with what is open instead) with nothing changed. What happened is told from the
file (`Feed`), once, whoever did it: a player at this terminal, another terminal on the same file, or the bot.
A seat named `bot` is the bot partner; it moves on its own after every line (the table's `bot_turn`), as the
partner of a player alone or standing in for one who left, and its moves are told in the words a player's get.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.games.interface import GameFace, PublicView, TextBoardFace
from bot.names import name_key
from bot.render.story import story_lines
from bot.table import CampaignStatus, Refused, Table
from bot.terminal import words as w
from bot.terminal.feed import Feed
from bot.terminal.game_grammar import CHOICE, OWN, grammar_of
from bot.terminal.game_looks import LOOKS, waiting_line
from bot.terminal.identity import CHANNEL, GUILD, user_id
from bot.terminal.line_table import LineTable
from bot.terminal.lines import Line, LineError
from bot.terminal.screen import Screen

BOT_NAME = "bot"  # `--players ana,bot`: the seat the bot partner plays


@dataclass
class AnyGameSession(LineTable):
    table: Table
    screen: Screen
    face: GameFace  # the game as a terminal tells it (its shelf entry's `terminal_face`, else its face)
    game: str
    seat: str | None = None  # --as: every line of this terminal is this player's
    interactive: bool = False  # a person at a prompt: the prompt says whom the table waits for
    log: Path | None = None  # where a fault of ours is written in full
    status: CampaignStatus | None = None
    public: PublicView | None = None  # the board in play, or the last one once the game has ended
    legal: list[Any] = field(default_factory=list)  # the decisions open to the people at this table, by seat
    waited: str = ""  # the last "Waiting for" line told
    confirm: Callable[[str], Awaitable[None]] | None = None  # the prompt sets it; nothing here asks to confirm

    def __post_init__(self) -> None:
        self.feed = Feed(self.table.store, CHANNEL)
        self.table.bot_user_id = user_id(BOT_NAME)  # the partner's seat is played by the table's bot_turn
        self.grammar = grammar_of(self.game)
        # What a line may do besides a decision and a look (bot/terminal/game_looks.py), by its command's last word
        self._steps: dict[str, Callable[[Line], Awaitable[None]]] = {
            "undo": self._undo,
            "abandon": self._abandon,
            "leave": self._leave,
            "rejoin": self._rejoin,
            "again": self._again,
        }

    # --- who --------------------------------------------------------------------------------------

    def names(self) -> dict[int, str]:
        return {seat.user_id: seat.name for seat in self.status.seats} if self.status else {}

    def seat_users(self) -> list[int]:
        return list(self.status.playing["seat_users"]) if self.status and self.status.playing else []

    def awaited(self) -> list[int]:
        """The seats of people (not the bot) with a decision open, in order."""
        return list(dict.fromkeys(action.seat for action in self.legal))

    def actor(self, line: Line) -> int:
        """Who typed the line: this terminal's player, the name before the colon, or the one player awaited."""
        if self.seat is not None:
            if line.who is not None and name_key(line.who) != name_key(self.seat):
                raise LineError(w.NOT_THIS_SEAT.format(name=self.seat.capitalize(), key=self.seat))
            return user_id(self.seat)
        if line.who is not None:
            if self.names() and user_id(line.who) not in self.names():
                players = ", ".join(self.names().values())
                raise LineError(w.NOT_A_PLAYER.format(name=line.who.capitalize(), players=players))
            return user_id(line.who)
        seats, users = self.awaited(), self.seat_users()
        if len(seats) == 1 and seats[0] < len(users):
            return users[seats[0]]
        result = self.public.get("result") if self.public is not None else None
        if result is not None:  # nobody is awaited because the game has ended: say so, not "whose line is this?"
            raise Refused.of("refuse-game-ended", result=str(result))
        awaited = [self.names().get(users[seat], "") for seat in seats if seat < len(users)]
        example = next((name for name in awaited if name), next(iter(self.names().values()), "ana")).lower()
        said = line.options[CHOICE] if line.command == CHOICE else self.grammar.said_command(line.command)
        raise LineError(w.WHO_FIRST.format(example=example, line=said))

    def default_name(self) -> str | None:
        """The name a line without one is played by (the prompt shows it)."""
        if self.seat is not None:
            return self.seat.lower()
        seats, users = self.awaited(), self.seat_users()
        if len(seats) == 1 and seats[0] < len(users):
            return self.names().get(users[seats[0]], "").lower() or None
        return None

    # --- a line -----------------------------------------------------------------------------------

    def parse(self, text: str) -> Line:
        return self.grammar.parse(text)

    async def _run(self, line: Line) -> None:
        step = line.command.split()[-1]
        if line.command == CHOICE:
            await self._choose(line)
        elif line.command in self.grammar.game_commands:
            await self.table.command(CHANNEL, self.actor(line), line.command, line.options)
        elif step in self._steps:
            await self._steps[step](line)
        else:
            await LOOKS[step](self, line)

    async def _choose(self, line: Line) -> None:
        """The choice a line's words name among this player's open ones (the number help gives it, or its words
        as the run's language says them), sent as its key; else the words as typed: the table says why not."""
        user, words = self.actor(line), line.options[CHOICE]
        seats = [seat for seat, seated in enumerate(self.seat_users()) if seated == user]
        mine = [action for action in self.legal if action.seat in seats]
        wanted = " ".join(words.split()).casefold()
        numbered = {str(n): action for n, action in enumerate(self.legal, 1) if action in mine}
        named = {" ".join(self._label(action).split()).casefold(): action for action in mine}
        action = numbered.get(wanted) or named.get(wanted)
        await self.table.command(CHANNEL, user, "decide", {"choice": action.key() if action else words})

    async def _undo(self, line: Line) -> None:
        await self.table.undo(CHANNEL, self.actor(line))  # the story tells what was undone

    async def _abandon(self, line: Line) -> None:
        """Giving up is a player's or the host's (the table judges): a line without a name is the host's."""
        named = line.who is not None or self.seat is not None
        await self.table.abandon(CHANNEL, self.actor(line) if named else self._status().host_user_id)

    async def _leave(self, line: Line) -> None:
        """The bot partner stands in for her until she rejoins."""
        user = self.actor(line)
        status = await self.table.leave_to_bot(CHANNEL, user)
        self.screen.story(w.game_says(self.game, "left", name=_name(status, user)))

    async def _rejoin(self, line: Line) -> None:
        user = self.actor(line)
        status = await self.table.rejoin(CHANNEL, user)
        self.screen.story(w.game_says(self.game, "rejoined", name=_name(status, user)))

    async def _again(self, line: Line) -> None:
        """Another game with the same players in their places and the same options (as the game's start command
        would seat them); refused by the table while a game is in play."""
        status = self._status()
        seats = [(seat.user_id, seat.name) for seat in sorted(status.seats, key=lambda seat: seat.seat_order)]
        host, language = status.host_user_id, status.language
        await self.table.start_game(GUILD, CHANNEL, host, seats, {}, game=self.game, language=language)

    def _status(self) -> CampaignStatus:
        if self.status is None:
            raise LineError(w.game_says(self.game, "no-game", game=self.game))
        return self.status

    @property
    def over(self) -> bool:
        """A game was played here and none is in play now."""
        return self.status is not None and self.status.playing is None and self.public is not None

    # --- what happened ----------------------------------------------------------------------------

    async def catch_up(self) -> bool:
        """The bot partner's moves, if it is to move; then what the file says happened since last time, and where
        the table stands now. True when anything was told."""
        if self.status is None:  # a session made on a table seated without it (tests, a resumed file)
            await self.refresh()
        await self._partner_moves()
        events = await self.feed.news()
        if events:
            self.table.cache.evict(CHANNEL)  # another terminal may have written: read the file afresh
        await self.refresh()
        for line in story_lines(events, self.face, w.language(), self.public):
            self.screen.story(line)
        if events and self.over:  # the game just ended here: what can come next
            self.screen.say(w.game_says(self.game, "ended-again"))
        self._tell_waiting()
        return bool(events)

    async def _partner_moves(self) -> None:
        """The bot's whole turn, each decision committed as a player's is (the table's bot_turn): as the partner
        of a player alone, or standing in for a player who left."""
        try:  # the table as the line left it: `leave` or `again` just now changed whose seat the bot plays
            status = await self.table.status(CHANNEL)
        except Refused:
            return  # no game in this file yet
        seated = list(status.playing["seat_users"]) if status.playing else []
        stands_in = any(seat.stand_in_user_id == self.table.bot_user_id for seat in status.seats)
        if self.table.bot_user_id in seated or stands_in:
            await self.table.bot_turn(CHANNEL)

    async def refresh(self) -> None:
        """The table's status, the board, and the decisions open to the people playing (not the bot)."""
        try:
            self.status = await self.table.status(CHANNEL)
        except Refused:
            self.status, self.public, self.legal = None, None, []
            return
        found = await self.table.last_board(CHANNEL)
        self.public = found[0] if found else None
        self.legal = await self.open_to_people(self.seat_users())

    def _tell_waiting(self) -> None:
        line = waiting_line(self)
        if line and line != self.waited and not self.interactive:  # at the prompt, the prompt says it
            self.screen.say(line, "bold")
        self.waited = line

    def prompt_status(self) -> str:
        """Above the prompt: where the game stands (its state line, for a game that tells its board as text), and
        whom it waits for."""
        if self.public is None:
            return w.game_says(self.game, "no-game", game=self.game)
        head = self.face.state_line(self.public, w.language()) if isinstance(self.face, TextBoardFace) else ""
        ended = w.game_says(self.game, "ended-again") if self.over else ""
        return "\n".join(part for part in (head, self.waited) if part) or ended

    def _label(self, action: Any) -> str:
        return self.face.label(w.language(), action, self.public or {})

    def words_open(self) -> list[str]:
        """What may be typed first now: each open choice as its button reads, for a game played by its choices'
        words, then the terminal's own words."""
        table = [command for command in self.grammar.options if command not in {*self.grammar.game_commands, *OWN}]
        own = [self.grammar.said_command(command) for command in ("help", *table, "again", "quit")]
        choices = [self._label(action) for action in self.legal] if self.grammar.by_words else []
        return list(dict.fromkeys([*choices, *own]))


def _name(status: CampaignStatus, user: int) -> str:
    return next(seat.name for seat in status.seats if seat.user_id == user)
