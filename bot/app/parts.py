"""What the Discord layer's parts offer one another, as Protocols: the context (bot/app/context.py) holds its
parts by these, so it imports none of them and each part may import the context (no circle). The client
builds the real parts (bot/app/client.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol

import discord

from bot.table.reply import Reply
from db.store import NightSeries


class DecisionOffers(Protocol):
    """The channel's newest message offering decisions, and the retiring of those whose moment passed."""

    async def touched(self, channel_id: int | None) -> None: ...
    def kept_with(self, interaction: discord.Interaction) -> Callable[[Reply], tuple[str, str] | None] | None: ...
    async def posted(
        self, channel_id: int, reply: Reply, message_id: int | None, view: discord.ui.View | None
    ) -> None: ...
    async def update_pressed(
        self,
        interaction: discord.Interaction,
        reply: Reply,
        view: discord.ui.View | None,
        update: Callable[[], Awaitable[bool]],
    ) -> bool: ...
    async def replace(
        self,
        interaction: discord.Interaction,
        reply: Reply,
        message_id: int | None,
        view: discord.ui.View | None,
        *,
        retire_previous: bool = True,
    ) -> None: ...
    async def retire_if_stale(self, interaction: discord.Interaction) -> None: ...
    async def retire_pressed(self, interaction: discord.Interaction) -> None: ...


class PrivateMessages(Protocol):
    """DMs: the outbox's deliveries, and the bot's own few words to one member."""

    def text(
        self, payload: dict[str, Any], pack: Any, delivery_id: int | None = None, engine_pack: Any = None
    ) -> str: ...
    async def send(self, user_id: int, payload: dict[str, Any], delivery_id: int) -> None: ...
    async def send_group(self, user_id: int, items: list[tuple[dict[str, Any], int]]) -> None: ...
    async def tell(self, user_id: int, text: str) -> bool: ...


class BotMoves(Protocol):
    """The seats the bot plays, moving without being asked."""

    def touched(self, channel_id: int | None) -> None: ...
    def after(self, channel_id: int, reply: Reply) -> list[str]: ...
    def wake(self, channel_id: int) -> None: ...


class NightKeeper(Protocol):
    """Campaign nights: their events, reminders and stories."""

    def start(self, interval: float = ...) -> None: ...
    async def stop(self) -> None: ...
    async def tick(self) -> None: ...
    async def open_night(self, series: NightSeries) -> NightSeries: ...
    async def close_event(self, series: NightSeries) -> None: ...
    async def event_changed(self, before: discord.ScheduledEvent, after: discord.ScheduledEvent) -> None: ...
    async def event_deleted(self, event: discord.ScheduledEvent) -> None: ...
