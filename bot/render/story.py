"""Channel narration of events, including the table's own (an undo, an abandoned attempt).

`bot/render/narrate.py` tells the engine's events; the table adds two kinds
of its own, told here. An event this version cannot tell is skipped rather
than failing the whole message.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from bot.games.holding_on.engine import Action, ContentPack, Event
from bot.i18n import DEFAULT, t
from bot.render.labels import label
from bot.render.narrate import channel_lines

log = logging.getLogger(__name__)


def _table_line(event: dict, locale: str, public: dict | None) -> str | None:
    data = event.get("data", {})
    if event["kind"] == "decision_undone":
        decision = data.get("decision", "the last decision")
        if locale != DEFAULT and data.get("action") and public is not None:
            decision = label(locale, Action.from_dict(data["action"]), public)  # the words of this campaign
        return t(locale, "ev-decision_undone", decision=decision)
    if event["kind"] == "attempt_abandoned":
        return t(locale, "ev-attempt_abandoned", scenario=data.get("scenario"), attempt=data.get("attempt"))
    return None


def story_lines(
    events: Iterable[dict],
    content: ContentPack,
    scenario: int,
    locale: str = DEFAULT,
    public: dict | None = None,
    engine_pack: ContentPack | None = None,
) -> list[str]:
    """What the channel is told of these events in `locale` (channel events only), one line each, in order."""
    lines: list[str] = []
    for event in events:
        if event.get("audience") != "channel":
            continue
        line = _table_line(event, locale, public)
        if line is None:
            try:
                told = channel_lines([Event.from_dict(event)], content, scenario, locale, engine_pack, public)
                line = "\n".join(told)
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
