"""The terminal table: typed lines in, the same `Table` as Discord, the story and each player's privacy out.

One `Session` per terminal. Every line goes through `bot.terminal.lines`
(what it says), then the table (whether it may be done: the engine's rules,
the host's rights), exactly as a slash command does. What happened is told
from the file (`Feed`), so a line is told once, at every terminal sharing it.

Who sees what (docs/terminal.md): `--as NAME` makes this
terminal one player's, and her private messages are shown as they come; at a
shared screen (the default) a private message waits until its player types
`show NAME`, which clears the screen first and again after. With
`--reveal-private` (a script author alone at the screen) they are printed,
labelled with their player.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from bot.games.events import stored
from bot.games.holding_on.decision_words import genders_of, person
from bot.games.holding_on.engine import Action, ContentPack, Event
from bot.games.holding_on.engine.view_types import public_of, seated_of
from bot.games.holding_on.face import FACE as HOLDING_ON_FACE
from bot.games.holding_on.render.narrate import private_text
from bot.games.interface import GameFace
from bot.names import name_key
from bot.render.sayings import say
from bot.render.story import story_lines
from bot.table import CampaignStatus, Refused, Reply, Table
from bot.terminal import words as w
from bot.terminal.feed import FedEvent, Feed
from bot.terminal.holding_on import handlers
from bot.terminal.holding_on.grammar import GAME_COMMANDS, parse, said_command
from bot.terminal.holding_on.hints import answering, awaited, waiting_line
from bot.terminal.holding_on.looks import hand_text
from bot.terminal.holding_on.moments import Moments
from bot.terminal.holding_on.session_view import Mode
from bot.terminal.identity import CHANNEL, user_id
from bot.terminal.line_table import LineTable
from bot.terminal.lines import Line, LineError
from bot.terminal.screen import Screen
from db.store import Delivery

CAMPAIGN_LABEL = "Holding On at the terminal"
log = logging.getLogger(__name__)
HOST_LINES = {"campaign export", "campaign import", "campaign options", "campaign abandon"}  # the host's to type


@dataclass
class Session(LineTable):
    table: Table
    content: ContentPack
    screen: Screen
    mode: Mode = field(default_factory=Mode)
    engine_pack: ContentPack | None = None  # the words the engine put in events, when `content` is another language
    confirm: Callable[[str], Awaitable[None]] | None = None  # waits for Enter (hot-seat privacy)
    status: CampaignStatus | None = None
    legal: list[Action] = field(default_factory=list)
    announced: dict[int, int] = field(default_factory=dict)  # user -> unread count already told
    waited: str = ""  # the last "Waiting for" line told
    notes: list[tuple[str, str]] = field(default_factory=list)  # the actor's notes, told after the story
    log: Path | None = None  # where a fault of ours is written in full
    face: GameFace = HOLDING_ON_FACE  # how the table's game is told (its words and pictures)
    game: str = "holding_on"  # the game the terminal table plays
    stand_ins: dict[int, str] = field(default_factory=dict)  # user -> the name a stand-in was given by (`standin`)

    def __post_init__(self) -> None:
        self.feed = Feed(self.table.store, CHANNEL)
        self.moments = Moments(self)

    # --- who ----------------------------------------------------------------------------------

    def names(self) -> dict[int, str]:
        """user -> the name she is known by (her Nurse's)."""
        seated = {seat.user_id: seat.name for seat in self.status.seats} if self.status else {}
        return self.stand_ins | seated

    def controllers(self) -> dict[int, int]:
        """seat -> the user who plays it now (her stand-in, tonight)."""
        if self.status is None or self.status.playing is None:
            return {}
        stand_ins = {s.user_id: s.stand_in_user_id for s in self.status.seats}
        owners = self.status.playing["seat_users"]
        return {seat: stand_ins.get(user) or user for seat, user in enumerate(owners)}

    def name_of(self, user: int) -> str:
        return self.names().get(user, "?")

    def actor(self, line: Line) -> int:
        """Who typed the line: the name before the colon, this terminal's player, or the one awaited."""
        if self.mode.seat is not None:
            if line.who is not None and name_key(line.who) != name_key(self.mode.seat):
                raise LineError(w.NOT_THIS_SEAT.format(name=self.mode.seat.capitalize(), key=self.mode.seat))
            return user_id(self.mode.seat)
        if line.who is not None:
            return user_id(line.who)
        seats = awaited(self.legal)
        if len(seats) == 1 and line.command in GAME_COMMANDS | {"hand", "campaign undo"}:
            return self.controllers()[seats[0]]
        answers = answering(self.legal, line.command)
        if len(answers) == 1:  # only one player's decision is what this command answers (`/care resolve`)
            return self.controllers()[answers[0]]
        if line.command in HOST_LINES and self.status is not None:  # the host's alone (`/campaign export`)
            return self.status.host_user_id
        example = (self.status.seats[0].name if self.status and self.status.seats else "ana").lower()
        raise LineError(w.WHO_FIRST.format(example=example, line=f"/{said_command(line.command)}"))

    def default_name(self) -> str | None:
        """The name a line without one is played by (for the prompt)."""
        if self.mode.seat is not None:
            return self.mode.seat.lower()
        seats = awaited(self.legal)
        if len(seats) == 1 and self.controllers():
            return self.name_of(self.controllers()[seats[0]]).lower()
        return None

    # --- a line -------------------------------------------------------------------------------

    def parse(self, text: str) -> Line:
        return parse(text)

    async def _run(self, line: Line) -> None:
        await handlers.run(self, line)

    async def act(self, user: int, line: Line) -> None:
        """A game command (/shift, /care, /inquire, /decide). Options given ahead of their step are the
        table's to apply or refuse (bot/commands.py), as on Discord."""
        reply = await self.table.command(CHANNEL, user, line.command, line.options)
        if not reply.applied:  # "Already so: …": the story has nothing to tell, so the note does
            self.notes.append((w.DONE.format(note=_note(reply)), "green"))

    # --- what happened ----------------------------------------------------------------------------

    async def refresh(self) -> None:
        """The campaign's status and every decision open now (for the prompt, completion and `help`)."""
        try:
            self.status = await self.table.status(CHANNEL)
        except Refused:
            self.status, self.legal = None, []
            return
        legal: list[Action] = []
        for user in dict.fromkeys(self.controllers().values()):
            try:
                legal += [a for a in await self.table.open_decisions(CHANNEL, user) if a not in legal]
            except Refused:
                continue
        self.legal = sorted(legal, key=lambda a: a.seat)

    async def catch_up(self) -> bool:
        """Tell what the file says happened since last time (from any terminal); True when anything did."""
        told = False
        events = await self.feed.news()
        if events:
            self.table.cache.evict(CHANNEL)  # another terminal may have written: read the file afresh
            told = True
            await self._tell(events)
        for text, style in self.notes:
            self.screen.say(text, style)
        self.notes.clear()
        await self.refresh()
        await self._private()
        self._tell_waiting()
        return told

    async def _tell(self, events: list[FedEvent]) -> None:
        scenario = self.status.playing["chapter"] if self.status and self.status.playing else 1
        for event in events:
            if event.get("kind") == "scenario_started":
                scenario = event.get("data", {}).get("scenario", scenario)
            public = self.status.playing["public"] if self.status and self.status.playing else None
            await self.moments.before(event)  # Billy's words, read at their moment (R13)
            lines = story_lines([event], self.face, w.language(), public, self.content, self.engine_pack, scenario)
            for line in lines:
                self.screen.story(line)
                self.moments.told(line)
            await self.moments.after(event)

    async def tell_opening(self) -> None:
        """A seat's terminal joining a game in play (`--resume --as`): the scenario's opening, its intro and
        objective, which the first terminal told when the attempt began."""
        playing = await self.table.store.playing_game(self.feed.campaign_id) if self.feed.campaign_id else None
        if playing is not None:
            chapter = playing.scenario
            opening = stored(playing.start_events)
            for line in story_lines(opening, self.face, w.language(), None, self.content, None, chapter):
                self.screen.story(line)

    def _tell_waiting(self) -> None:
        if self.status is None or self.status.playing is None or not self.legal:
            self.waited = ""
            return
        line = waiting_line(public_of(self.status.playing["public"])["seats"], self.legal)
        if line != self.waited:
            self.waited = line
            if not self.mode.interactive:  # at the prompt, the prompt itself says it
                self.screen.say(line, "bold")

    # --- private messages ---------------------------------------------------------------------------

    async def _private(self) -> None:
        unread = await self.feed.unread()
        if self.mode.seat is not None:
            mine = [d for d in unread if d.recipient_user_id == user_id(self.mode.seat)]
            await self.read(mine, label=False)
            return
        if self.mode.reveal_private:
            await self.read(unread, label=True)
            return
        counts: dict[int, int] = {}
        for delivery in unread:
            counts[delivery.recipient_user_id] = counts.get(delivery.recipient_user_id, 0) + 1
        for user, count in counts.items():
            if self.announced.get(user) != count:
                name = self.name_of(user)
                waiting = w.PRIVATE_COUNT.count(count)
                self.screen.say(w.PRIVATE_WAITING.format(name=name, count=waiting, key=name.lower()), "magenta")
        self.announced = counts

    async def read(self, deliveries: list[Delivery], label: bool) -> None:
        for delivery in deliveries:
            event = Event.from_dict(delivery.payload["event"])
            name = self.name_of(delivery.recipient_user_id)
            text = private_text(event, self.content, CAMPAIGN_LABEL, w.language(), self.engine_pack)
            text = text.split("\n", 1)[-1]  # one table: no header
            self.screen.private(name, text, label=label)
        await self.feed.mark_read(deliveries, time.time())

    async def show(self, name: str) -> None:
        """`show NAME` at a shared screen: clear, wait for her, her messages and hand, wait, clear."""
        user = user_id(name)
        who = self.names().get(user)
        if who is None:
            raise LineError(w.NOT_A_PLAYER.format(name=name, players=", ".join(self.names().values()) or "-"))
        if self.mode.seat is not None:
            raise LineError(w.SHOW_NOT_YOURS.format(name=self.mode.seat.capitalize()))
        if not self.mode.interactive and not self.mode.reveal_private:
            raise LineError(w.SHOW_NOT_HERE)
        confirm = self.confirm if self.mode.interactive else None
        private = confirm is not None
        if confirm is not None:
            self.screen.clear()
            await confirm(w.SHOW_ASK.format(name=who))
        try:
            mine = [d for d in await self.feed.unread() if d.recipient_user_id == user]
            if mine:
                self.screen.say(w.PRIVATE_HEADER.format(name=who), "bold magenta")
                await self.read(mine, label=not private)
            with contextlib.suppress(Refused):  # after the attempt ended there is no hand, but her messages are read
                await self.hand(user, label=not private)
            if confirm is not None:
                await confirm(w.SHOW_DONE.format(name=who))
        finally:  # whatever ends it (Enter, leaving, a fault), her cards do not stay on the shared screen
            if confirm is not None:
                self.screen.clear()
                self.moments.retell()
                self.announced.pop(user, None)
                self.waited = ""  # tell the table where it stands again, on the cleared screen

    async def hand(self, user: int, label: bool = False) -> None:
        who = self.name_of(user)
        views = await self.table.hand(CHANNEL, user)
        if not views:
            self.screen.say(w.HAND_EMPTY.format(name=who))
        for seat_view in views:
            self.screen.private(who, hand_text(seated_of(seat_view), self.content, self.engine_pack), label=label)

    # --- the prompt ------------------------------------------------------------------------------

    def prompt_status(self) -> str:
        if self.status is None:
            return w.PROMPT_NO_CAMPAIGN
        if self.status.playing is None:
            return w.PROMPT_NO_GAME
        public = public_of(self.status.playing["public"])
        head = w.PROMPT_STATUS.format(
            day=public["day"],
            shift=public["shift"],
            manager=person(public["seats"][public["shift_manager"]], genders_of(public)),
            step=w.STEP_WORDS.get(str(public["step"]), str(public["step"])),
        )
        return f"{head}\n{self.waited}" if self.waited else head


TABLE_DONE = "Done: "  # how the table's English notes begin (bot/table/service.py): the ✓ says it here
TABLE_CARD_NOTE = " A card came to you face down"  # the table's pointer to DMs, left out at the terminal


def _note(reply: Reply) -> str:
    """The actor's note in the table's language (as bot/app/respond.py says it); the table's English one, without
    its pointer to Discord DMs (the terminal says where cards wait), when it gave no data."""
    if reply.note_words is not None:
        return say(w.language(), reply.note_words, reply.public, HOLDING_ON_FACE)
    return reply.note.split(TABLE_CARD_NOTE)[0].removeprefix(TABLE_DONE)
