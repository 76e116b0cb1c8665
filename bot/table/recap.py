"""`/campaign recap`: "previously on…", from the log's public events only (COMMANDS.md).

A session is a stretch of play with no idle gap of six hours or more; the
recap is the latest session: what a group that meets weekly played last time
(or, asked mid-evening, what it has played tonight). Only what the channel
was told goes in: the log stores each decision's public events and nothing
else, and undone decisions (with their undo) are left out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.games.events import EventDict, stored
from db.store import Events, Store

SESSION_GAP_SECONDS = 6 * 3600
DEFAULT_LIMIT = 2000  # log rows read at most; a longer session is recapped from its latest part


@dataclass(frozen=True, slots=True)
class RecapItem:
    at: float
    scenario: int
    attempt: int
    events: list[EventDict]  # public events (audience "channel"), in order


@dataclass(frozen=True, slots=True)
class Recap:
    started_at: float | None
    ended_at: float | None
    items: list[RecapItem]
    truncated: bool  # the session is longer than what was read
    genders: dict[str, str] = field(default_factory=dict)  # a Nurse's name -> her player's choice (issue 25)

    @property
    def events(self) -> list[EventDict]:
        return [event for item in self.items for event in item.events]

    @property
    def names_view(self) -> dict[str, list[str]]:
        """What a story needs of a public view to name each Nurse as her player chose (`genders_of`): the recap
        and "previously on" say "Ana ist heute Schichtleiterin", as the live line did."""
        return {"seats": list(self.genders), "genders": list(self.genders.values())}


def _public(events: Events) -> list[EventDict]:
    return [e for e in stored(events) if e.get("audience") == "channel"]


async def build_recap(
    store: Store, campaign_id: int, *, gap: float = SESSION_GAP_SECONDS, limit: int = DEFAULT_LIMIT
) -> Recap:
    rows = await store.campaign_log(campaign_id, limit)  # newest first
    undone = {(r.game_id, r.row.undoes) for r in rows if r.row.kind == "undo"}
    items = [
        RecapItem(r.row.at, r.scenario, r.attempt, _public(r.row.public_events))
        for r in rows
        if r.row.kind == "decision" and (r.game_id, r.row.seq) not in undone
    ]
    for game in await store.games(campaign_id):
        items.append(RecapItem(game.started_at, game.scenario, game.attempt, _public(game.start_events)))
        if game.status == "abandoned" and game.ended_at is not None:
            abandoned: EventDict = {
                "kind": "attempt_abandoned",
                "audience": "channel",
                "data": {"scenario": game.scenario, "attempt": game.attempt},
            }
            items.append(RecapItem(game.ended_at, game.scenario, game.attempt, [abandoned]))
    items.sort(key=lambda item: item.at, reverse=True)
    oldest_read = rows[-1].row.at if len(rows) == limit else None
    if oldest_read is not None:
        items = [item for item in items if item.at >= oldest_read]
    session: list[RecapItem] = []
    for item in items:
        if session and session[-1].at - item.at >= gap:
            break
        session.append(item)
    session.reverse()
    session = [item for item in session if item.events]
    truncated = oldest_read is not None and len(session) > 0 and session[0].at <= oldest_read
    return Recap(
        started_at=session[0].at if session else None,
        ended_at=session[-1].at if session else None,
        items=session,
        truncated=truncated,
    )
