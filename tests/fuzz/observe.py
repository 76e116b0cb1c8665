"""What the fuzzer watches: the stored games (a fingerprint), the bot's incidents, and lost task exceptions."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import sqlite3
from dataclasses import dataclass

# Every table a refusal must leave as it was. Outbox rows are compared without their delivery
# columns (status, attempts, times): the worker sends DMs in the background, between steps.
FINGERPRINTED = {
    "campaigns": "*",
    "seats": "*",
    "packs": "hash",
    "games": "*",
    "actions": "*",
    "outbox": "id, campaign_id, game_id, action_seq, recipient_user_id, seat, payload, created_at",
}


class StoreFingerprint:
    """A hash of everything a decision could write, read through a second (read-only) connection."""

    def __init__(self, path: str) -> None:
        self._conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)

    def __call__(self) -> str:
        digest = hashlib.sha256()
        for table, columns in FINGERPRINTED.items():
            for row in self._conn.execute(f"SELECT {columns} FROM {table} ORDER BY rowid"):
                digest.update(repr(row).encode())
            digest.update(b"|")
        return digest.hexdigest()

    def close(self) -> None:
        self._conn.close()


@dataclass
class Caught:
    """An exception someone else caught (the bot's safety net, or the event loop) during one step."""

    where: str
    error: BaseException | None
    message: str


class IncidentCapture(logging.Handler):
    """Errors logged with ERROR or worse by discord.py (an exception it swallowed) or by the bot (its safety
    net's incidents, or any other `log.exception`), and the outbox's "delivery raised" warnings."""

    SOURCES = ("discord", "bot", "cogs", "db", "asyncio")

    def __init__(self) -> None:
        super().__init__(level=logging.WARNING)
        self.caught: list[Caught] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.name.split(".")[0] not in self.SOURCES:
            return
        outbox_bug = record.name == "bot.table.outbox" and "raised" in record.msg
        if record.levelno < logging.ERROR and not outbox_bug:
            return
        error = record.exc_info[1] if record.exc_info else getattr(record, "incident_error", None)
        where = "outbox delivery" if outbox_bug else record.name
        self.caught.append(Caught(where, error, record.getMessage()))

    def install(self) -> None:
        logging.getLogger().addHandler(self)

    def remove(self) -> None:
        logging.getLogger().removeHandler(self)

    def take(self) -> list[Caught]:
        caught, self.caught = self.caught, []
        return caught


class LostTaskExceptions:
    """Task exceptions nobody retrieved (e.g. a CommandTree task failing outside AppCommandError)."""

    def __init__(self) -> None:
        self.caught: list[Caught] = []

    def install(self) -> None:
        asyncio.get_running_loop().set_exception_handler(self._handle)

    def _handle(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
        error = context.get("exception")
        self.caught.append(Caught("asyncio", error, str(context.get("message", ""))))

    def take(self) -> list[Caught]:
        caught, self.caught = self.caught, []
        return caught
