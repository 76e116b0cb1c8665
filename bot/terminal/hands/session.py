"""One terminal's table of "...and then, we held hands.": a typed line in, the table's answer, the story out.

Every line goes through `grammar.parse`, then the same `Table` as a slash
command (`table.command`, `undo`, `abandon`): the engine judges, and a
refusal is said in one sentence (the game's words, with what is open instead)
with nothing changed. What happened is told from the file (`Feed`), once,
whoever did it: a player at this terminal, another terminal on the same file,
or the bot partner. The partner (a seat named `bot`) moves on its own after
every line, through the table's `bot_turn`, which asks the game's partner for
its choice from the public view alone (H19, H20); its moves are told from the
same events, so in the words a player's move gets.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.games.hands.engine.view_types import Public, public_of
from bot.games.hands.face import TERMINAL_FACE
from bot.games.interface import GameFace
from bot.i18n import t
from bot.names import name_key
from bot.render.sayings import refusal_text
from bot.render.story import story_lines
from bot.table import CampaignStatus, Refused, Table
from bot.terminal import words as w
from bot.terminal.feed import Feed
from bot.terminal.hands import grammar, looks
from bot.terminal.identity import CHANNEL, GUILD, user_id
from bot.terminal.line_table import LineTable, Quit
from bot.terminal.lines import Line, LineError
from bot.terminal.screen import Screen
from bot.terminal.voice import TerminalVoice

BOT_NAME = "bot"  # `--players ana,bot`: the seat the bot partner plays
log = logging.getLogger(__name__)


@dataclass
class HandsSession(LineTable):
    table: Table
    screen: Screen
    seat: str | None = None  # --as: every line of this terminal is this player's
    interactive: bool = False  # a person at a prompt: the prompt says where the table stands
    log: Path | None = None  # where a fault of ours is written in full
    face: GameFace = TERMINAL_FACE  # how to play ends with the typed step, not Discord's list
    status: CampaignStatus | None = None
    public: Public | None = None  # the board in play, or the last one once the game has ended
    legal: list[Any] = field(default_factory=list)  # the decisions open to the people at this table
    waited: str = ""  # the last "Waiting for" line told
    confirm: Callable[[str], Awaitable[None]] | None = None  # unused: nothing here is private (H19)

    def __post_init__(self) -> None:
        self.feed = Feed(self.table.store, CHANNEL)
        self.table.bot_user_id = user_id(BOT_NAME)  # the partner's seat is played by the table's bot_turn

    # --- who ----------------------------------------------------------------------------------

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
            raise LineError(t(w.language(), "hands-refuse-over", result=str(result)))
        awaited = [self.names().get(users[seat], "") for seat in seats if seat < len(users)]
        example = next((name for name in awaited if name), next(iter(self.names().values()), "ana")).lower()
        raise LineError(w.WHO_FIRST.format(example=example, line=grammar.said_command(line.command)))

    def default_name(self) -> str | None:
        """The name a line without one is played by (the prompt shows it)."""
        if self.seat is not None:
            return self.seat.lower()
        seats, users = self.awaited(), self.seat_users()
        if len(seats) == 1 and seats[0] < len(users):
            return self.names().get(users[seats[0]], "").lower() or None
        return None

    # --- a line -------------------------------------------------------------------------------

    async def _play(self, text: str) -> bool:
        try:
            line = grammar.parse(text)
            if line.command == "quit":
                raise Quit
            await self._run(line)
        except Refused as error:
            self.screen.refused(self.refusal(error))
            return False
        except LineError as error:
            self.screen.refused(str(error))
            return False
        return True

    async def _run(self, line: Line) -> None:
        if line.command in grammar.GAME_COMMANDS:
            await self.table.command(CHANNEL, self.actor(line), line.command, line.options)
        elif line.command == "hands undo":
            await self.table.undo(CHANNEL, self.actor(line))  # the story tells what was undone
        elif line.command == "hands abandon":
            await self.table.abandon(CHANNEL, self._host_or_named(line))
        elif line.command == "hands leave":  # the bot partner stands in for her until she rejoins
            user = self.actor(line)
            status = await self.table.leave_to_bot(CHANNEL, user)
            name = next(seat.name for seat in status.seats if seat.user_id == user)
            self.screen.story(t(w.language(), "hands-left", name=name))
        elif line.command == "hands rejoin":
            user = self.actor(line)
            status = await self.table.rejoin(CHANNEL, user)
            name = next(seat.name for seat in status.seats if seat.user_id == user)
            self.screen.story(t(w.language(), "hands-rejoined", name=name))
        elif line.command == "again":
            await self._again()
        else:
            await looks.LOOKS[line.command](self, line)

    async def _again(self) -> None:
        """Another game with the same players, in their places, and the same difficulty (as /hands start would
        seat them); refused by the table while a game is in play."""
        status = self.status
        if status is None:
            raise Refused(w.NO_CAMPAIGN)
        seats = [(seat.user_id, seat.name) for seat in sorted(status.seats, key=lambda seat: seat.seat_order)]
        options = {**status.options, "first_player": "random"}
        await self.table.start_game(
            GUILD, CHANNEL, status.host_user_id, seats, options, game="hands", language=status.language
        )

    @property
    def over(self) -> bool:
        """A game was played here and none is in play now."""
        return self.status is not None and self.status.playing is None and self.public is not None

    def _host_or_named(self, line: Line) -> int:
        """Giving up is the host's (the table judges): a line without a name is hers."""
        if line.who is not None or self.seat is not None:
            return self.actor(line)
        if self.status is None:
            raise Refused(w.NO_CAMPAIGN)
        return self.status.host_user_id

    def refusal(self, error: Refused) -> str:
        """A refusal on one line, in the run's language: the game's words when it is the game's."""
        if error.key and error.game:
            said = self.face.refusal_text(w.language(), error, error.public)
        elif error.key:
            said = refusal_text(error, w.language(), TerminalVoice(self.face))
        else:
            said = error.message
        return " ".join(said.split("\n"))

    # --- what happened ----------------------------------------------------------------------------

    async def catch_up(self) -> bool:
        """The bot partner's moves, if it is to move; then what the file says happened since last time, and
        where the table stands now. True when anything was told."""
        await self._partner_moves()
        events = await self.feed.news()
        if events:
            self.table.cache.evict(CHANNEL)  # another terminal may have written: read the file afresh
        await self.refresh()
        for line in story_lines(events, self.face, w.language(), self.public):
            self.screen.story(line)
        if events and self.over:  # the game just ended here: what can come next
            self.screen.say(t(w.language(), "term-hands-ended-again"))
        self._tell_waiting()
        return bool(events)

    async def _partner_moves(self) -> None:
        """The bot's whole turn, each decision committed as a player's is (the table's bot_turn): as the partner
        of a player alone, or standing in for a player who left."""
        stands_in = self.status is not None and any(
            seat.stand_in_user_id == self.table.bot_user_id for seat in self.status.seats
        )
        if self.table.bot_user_id in self.seat_users() or stands_in:
            await self.table.bot_turn(CHANNEL)

    async def refresh(self) -> None:
        """The table's status, the board, and the decisions open to the people playing (not the bot)."""
        try:
            self.status = await self.table.status(CHANNEL)
        except Refused:
            self.status, self.public, self.legal = None, None, []
            return
        found = await self.table.last_board(CHANNEL)
        self.public = public_of(found[0]) if found else None
        self.legal = await self.open_to_people(self.seat_users())

    def _tell_waiting(self) -> None:
        line = looks.waiting_line(self) if self.legal else ""
        if line and line != self.waited and not self.interactive:  # at the prompt, the prompt says it
            self.screen.say(line, "bold")
        self.waited = line

    def prompt_status(self) -> str:
        """Above the prompt: the turn and who moves (or the result), and what the game waits for."""
        if self.public is None:
            return w.PROMPT_NO_GAME if self.status is not None else w.PROMPT_NO_CAMPAIGN
        head = looks.state_line(self.public)
        return f"{head}\n{self.waited}" if self.waited else head
