"""An unexpected error, recorded once: a short incident id a person can quote, and the traceback for the log.

Both front ends (the Discord app, the terminal table) answer a fault of ours with one sentence naming the
incident, never with a traceback. The logged traceback keeps each exception's type and frames but withholds
its message and arguments: a KeyError can carry a card id, and hidden information never reaches a log line
(ARCHITECTURE.md, Hidden information).
"""

from __future__ import annotations

import logging
import secrets
import traceback


def new_incident() -> str:
    """A short id a player can quote; it names nothing about the game."""
    return secrets.token_hex(3)


def redacted_traceback(error: BaseException) -> str:
    """The traceback of `error` (and its causes) with every exception's message withheld."""
    parts: list[str] = []
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        frames = traceback.format_list(traceback.extract_tb(current.__traceback__))
        parts.insert(0, "Traceback (most recent call last):\n" + "".join(frames) + f"{type(current).__qualname__}\n")
        current = current.__cause__ or (None if current.__suppress_context__ else current.__context__)
    return "The above exception was the direct cause of the following:\n".join(parts).rstrip()


def record(log: logging.Logger, error: BaseException, where: str) -> str:
    """Log an unexpected error once, at ERROR, with a new incident id; the id."""
    incident = new_incident()
    log.error(
        "Incident %s in %s: %s (message withheld)\n%s",
        incident,
        where,
        type(error).__name__,
        redacted_traceback(error),
        extra={"incident": incident, "incident_error": error},
    )
    return incident
