"""What the table's file says happened, read from the store: the public story once, and each player's inbox.

Every terminal reads the same file, so the story told at one terminal is the
story told at all of them, each line once: the opening of an attempt, then
each decision's public events from the log, in order, whoever took them and
from whichever terminal. A private message is a row of the outbox, as on
Discord; at the terminal it is "delivered" when its player has read it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from bot.games.events import EventDict
from db.store import Delivery, Store


class FedEvent(EventDict, total=False):
    """A public event as the terminal tells it: with the attempt and the log row it belongs to (an abandoned
    attempt's end has neither: no row of the log is its own)."""

    game_id: int
    seq: int


ABANDONED = "abandoned"


@dataclass
class Feed:
    store: Store
    channel_id: int
    campaign_id: int | None = None
    game_id: int | None = None
    seq: int = 0
    ended_id: int | None = None  # the attempt that ended while this table told it: its messages stay readable

    def current(self) -> int | None:
        """The attempt whose private messages are read here: the one in play, or the one that just ended."""
        return self.game_id if self.game_id is not None else self.ended_id

    async def start_at_now(self, *, last: bool = False) -> bool:
        """Tell only what happens from now on (a resumed table does not retell last week's story); with `last`,
        from the last decision on (a table stopped by Ctrl-C right after a line shows where it stopped). True
        when there is a decision to tell again."""
        campaign = await self.store.campaign_by_channel(self.channel_id)
        if campaign is None:
            return False
        self.campaign_id = campaign.id
        playing = await self.store.playing_game(campaign.id)
        if playing is None:
            return False
        self.game_id, self.seq = playing.id, playing.version
        rows = await self.store.log(playing.id) if last else []
        if rows:
            self.seq = rows[-1].seq - 1
        return bool(rows)

    async def news(self) -> list[FedEvent]:
        """The public events since the last call, in order (an attempt's opening, its decisions, its end)."""
        if self.campaign_id is None:
            campaign = await self.store.campaign_by_channel(self.channel_id)
            if campaign is None:
                return []
            self.campaign_id = campaign.id
        events: list[FedEvent] = []
        if self.game_id is not None:
            for row in await self.store.log_after(self.game_id, self.seq):
                events += _at(row.public_events, self.game_id, row.seq)
                self.seq = row.seq
        playing = await self.store.playing_game(self.campaign_id)
        if self.game_id is not None and (playing is None or playing.id != self.game_id):
            events += await self._ending(self.game_id)
            self.ended_id, self.game_id = self.game_id, None
        if playing is not None and playing.id != self.game_id:
            self.game_id, self.seq, self.ended_id = playing.id, 0, None
            events += _at(playing.start_events, playing.id, 0)
            for row in await self.store.log_after(playing.id, 0):
                events += _at(row.public_events, playing.id, row.seq)
                self.seq = row.seq
        return events

    async def _ending(self, game_id: int) -> list[FedEvent]:
        """An attempt abandoned has no log row of its own: tell it from the game's record."""
        assert self.campaign_id is not None
        for game in await self.store.games(self.campaign_id):
            if game.id == game_id and game.status == ABANDONED:
                data = {"scenario": game.scenario, "attempt": game.attempt}
                return [{"kind": "attempt_abandoned", "audience": "channel", "data": data}]
        return []

    async def unread(self) -> list[Delivery]:
        """Private messages of this table's attempt not yet read by their player, oldest first: an attempt that
        ended before this table opened (or before the next began) is past, and its messages with it."""
        if self.campaign_id is None or self.current() is None:
            return []
        pending = [d for d in await self.store.deliveries(self.campaign_id) if d.status == "pending"]
        return [d for d in pending if d.game_id == self.current()]

    async def mark_read(self, deliveries: list[Delivery], at: float) -> None:
        for delivery in deliveries:
            await self.store.mark_sent(delivery.id, at)


def _at(events: Sequence[Mapping[str, Any]], game_id: int, seq: int) -> list[FedEvent]:
    """Events with the attempt and the log row they belong to: a private message of the same row is offered at
    its moment in the story (Billy's words, read aloud before the card they came with is given)."""
    return cast(list[FedEvent], [{**event, "game_id": game_id, "seq": seq} for event in events])


def event_of(delivery: Delivery) -> dict[str, Any]:
    event: dict[str, Any] = delivery.payload.get("event", {})
    return event


def row_of(delivery: Delivery) -> int:
    """The log row (the attempt's version) that made a private message."""
    return int(delivery.payload.get("game", {}).get("version", 0))
