"""What a terminal table of any game does with a typed line (Holding On's `Session`, every other game's
`AnyGameSession`): play it, or say in one sentence why not; a fault of ours is one sentence with an incident id,
its traceback goes to the log file, and the table goes on.
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any

from bot import incidents
from bot.games.interface import GameFace
from bot.render.sayings import refusal_text
from bot.table import Refused, Table
from bot.terminal import words as w
from bot.terminal.identity import CHANNEL
from bot.terminal.lines import Line, LineError
from bot.terminal.screen import Screen
from bot.terminal.voice import TerminalVoice

log = logging.getLogger(__name__)


class Quit(Exception):
    """The player asked to leave the table."""


def refusal_line(error: Refused, face: GameFace) -> str:
    """A refusal in the run's language, on one line: the game's words when it is the game's refusal, else the
    table's as the terminal says them (bot/terminal/voice.py), with what the player may do instead."""
    if error.key:
        said = face.refusal_text(w.language(), error, error.public) if error.game else None
        return " ".join((said or refusal_text(error, w.language(), TerminalVoice(face))).split("\n"))
    allowed = f" {w.ALLOWED.format(allowed='; '.join(error.allowed))}" if error.allowed else ""
    return error.message + allowed


class LineTable(ABC):
    table: Table
    screen: Screen
    log: Path | None
    face: GameFace  # the game as this terminal tells it

    async def handle(self, text: str) -> bool:
        """Play one typed line; False when it was refused (one sentence, nothing changed) or met a fault of ours
        (one sentence with an incident id: the table goes on)."""
        if not text.strip() or text.lstrip().startswith("#"):
            return True
        try:
            ok = await self._play(text)
        except Quit:
            raise
        except Exception as error:  # noqa: BLE001 - a fault of ours: never a traceback on the player's screen
            self.apologise(error)
            return False
        try:
            await self.catch_up()
        except Exception as error:  # noqa: BLE001 - the line itself was played (or refused) as said
            self.apologise(error)
        return ok

    def apologise(self, error: Exception) -> None:
        """One sentence naming the incident; its traceback goes to the log file. The cached game is dropped:
        the file is the truth, read afresh at the next line."""
        self.table.cache.evict(CHANNEL)
        incident = incidents.record(log, error, "the terminal table")
        self.screen.refused(w.INCIDENT.format(incident=incident, log=self.log))

    async def open_to_people(self, seat_users: list[int]) -> list[Any]:
        """The decisions open now to the people at the table (not the bot's seats), in seat order."""
        legal: list[Any] = []
        for user in dict.fromkeys(seat_users):
            if user == self.table.bot_user_id:
                continue
            try:
                legal += [a for a in await self.table.open_decisions(CHANNEL, user) if a not in legal]
            except Refused:
                continue
        return sorted(legal, key=lambda action: action.seat)

    async def offered(self, who: str | None, command: str, option: str) -> list[Any]:
        """The values the table offers an option of this line's player now (Tab); none when the line is nobody's
        or the table refuses."""
        try:
            user = self.actor(Line(who, command, {}))
            return list(await self.table.choices(CHANNEL, user, command, option))
        except (Refused, LineError):
            return []

    @abstractmethod
    def actor(self, line: Line) -> int:
        """Who typed the line (a user id); LineError when the table cannot tell."""

    async def _play(self, text: str) -> bool:
        """The line played, or refused in one sentence (False)."""
        try:
            line = self.parse(text)
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

    @abstractmethod
    def parse(self, text: str) -> Line:
        """The typed line read by the game's grammar; LineError when it is not one."""

    @abstractmethod
    async def _run(self, line: Line) -> None:
        """Play a parsed line (Refused or LineError when the table or the line says no)."""

    def refusal(self, error: Refused) -> str:
        return refusal_line(error, self.face)

    @abstractmethod
    async def catch_up(self) -> bool:
        """What the file says happened since last time, told; True when anything was."""
