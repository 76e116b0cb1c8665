"""Channel narration of events, including the table's own (an undo, an abandoned attempt).

The game's face (bot/games/interface.py) tells its own events; the table adds
two kinds of its own, told here for every game. An event this version cannot
tell is skipped rather than failing the whole message.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from bot.games.events import EventDict
from bot.games.interface import GameFace, PublicView
from bot.i18n import DEFAULT, t
from bot.render.sayings import own_key

log = logging.getLogger(__name__)


def _table_line(event: EventDict, face: GameFace, locale: str, public: PublicView | None) -> str | None:
    data = event.get("data", {})
    if event["kind"] == "decision_undone":
        decision = data.get("decision", "the last decision")
        if locale != DEFAULT and data.get("action") and public is not None:
            decision = face.label(locale, face.action(data["action"]), public)  # the words of this campaign
        return t(locale, "ev-decision_undone", decision=decision)
    if event["kind"] == "attempt_abandoned":
        key = own_key(face, "ev-attempt_abandoned")
        return t(locale, key, scenario=data.get("scenario"), attempt=data.get("attempt"))
    return None


def story_lines(
    events: Iterable[EventDict],
    face: GameFace,
    locale: str = DEFAULT,
    public: PublicView | None = None,
    pack: Any = None,
    engine_pack: Any = None,
    chapter: int | None = None,
) -> list[str]:
    """What the channel is told of these events in `locale` (channel events only), one line each, in order."""
    lines: list[str] = []
    for event in events:
        if event.get("audience") != "channel":
            continue
        line = _table_line(event, face, locale, public)
        if line is None:
            try:
                line = "\n".join(face.story_lines([event], public, locale, pack, engine_pack, chapter))
            except (KeyError, LookupError, ValueError):
                log.warning("cannot narrate a %s event; skipped", event.get("kind"))
                continue
        if line:
            lines.append(line)
    return lines


def chunks(lines: list[str], most: int) -> list[str]:
    """Lines joined into texts of at most `most` characters (a longer line is cut)."""
    out: list[str] = []
    current = ""
    for line in lines:
        line = line if len(line) <= most else line[: most - 1] + "…"
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > most:
            out.append(current)
            candidate = line
        current = candidate
    if current:
        out.append(current)
    return out
