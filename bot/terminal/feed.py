"""What the table's file says happened, read from the store: the public story once, and each player's inbox.

Every terminal reads the same file, so the story told at one terminal is the
story told at all of them, each line once: the opening of an attempt, then
each decision's public events from the log, in order, whoever took them and
from whichever terminal. A private message is a row of the outbox, as on
Discord; at the terminal it is "delivered" when its player has read it.
"""

from __future__ import annotations

from dataclasses import dataclass

from db.store import Delivery, Store

ABANDONED = "abandoned"


@dataclass
class Feed:
    store: Store
    channel_id: int
    campaign_id: int | None = None
    game_id: int | None = None
    seq: int = 0

    async def start_at_now(self) -> None:
        """Tell only what happens from now on (a resumed table does not retell last week's story)."""
        campaign = await self.store.campaign_by_channel(self.channel_id)
        if campaign is None:
            return
        self.campaign_id = campaign.id
        playing = await self.store.playing_game(campaign.id)
        if playing is not None:
            self.game_id, self.seq = playing.id, playing.version

    async def news(self) -> list[dict]:
        """The public events since the last call, in order (an attempt's opening, its decisions, its end)."""
        if self.campaign_id is None:
            campaign = await self.store.campaign_by_channel(self.channel_id)
            if campaign is None:
                return []
            self.campaign_id = campaign.id
        events: list[dict] = []
        if self.game_id is not None:
            for row in await self.store.log_after(self.game_id, self.seq):
                events += row.public_events
                self.seq = row.seq
        playing = await self.store.playing_game(self.campaign_id)
        if self.game_id is not None and (playing is None or playing.id != self.game_id):
            events += await self._ending(self.game_id)
            self.game_id = None
        if playing is not None and playing.id != self.game_id:
            self.game_id, self.seq = playing.id, 0
            events += playing.start_events
            for row in await self.store.log_after(playing.id, 0):
                events += row.public_events
                self.seq = row.seq
        return events

    async def _ending(self, game_id: int) -> list[dict]:
        """An attempt abandoned has no log row of its own: tell it from the game's record."""
        assert self.campaign_id is not None
        for game in await self.store.games(self.campaign_id):
            if game.id == game_id and game.status == ABANDONED:
                data = {"scenario": game.scenario, "attempt": game.attempt}
                return [{"kind": "attempt_abandoned", "audience": "channel", "data": data}]
        return []

    async def unread(self) -> list[Delivery]:
        """Private messages not yet read by their player, oldest first."""
        if self.campaign_id is None:
            return []
        return [d for d in await self.store.deliveries(self.campaign_id) if d.status == "pending"]

    async def mark_read(self, deliveries: list[Delivery], at: float) -> None:
        for delivery in deliveries:
            await self.store.mark_sent(delivery.id, at)
