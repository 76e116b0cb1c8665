"""Private deliveries as DMs: the outbox worker's sender (ARCHITECTURE.md, step 4; RULINGS D1, D2).

Each DM's first line names the campaign (server and channel), since a player
may sit at several tables. A closed DM (Discord error 50007) is permanent:
the outbox marks the delivery undeliverable, the card stays in the player's
`/hand`, and the table tells her in her next ephemeral reply. Nothing about
the card is logged or put in an error: only the delivery's fate. Each DM ends
with its delivery id, so that a repeat after a crash is recognisably the same.

A DM is one call: the DM channel with each player is opened once and its id
kept in the store (it survives a restart), so no user is fetched first; a
player's cards of one decision go as one message (`send_group`).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import discord

from bot.app.posting import post
from bot.games.events import Event
from bot.i18n import locale_of, t
from bot.table.outbox import DeliveryFailed

if TYPE_CHECKING:
    from bot.app.context import AppContext

CANNOT_DM = 50007  # Discord: "Cannot send messages to this user"
UNKNOWN_USER = 10013
DM_MAX = 2000  # Discord's limit for a message's text
# At least once: a crash between sending a DM and marking it sent sends it again after the restart;
# each DM ends with its delivery id (dm-delivery), so a repeat is recognisably the same card.


def campaign_label(
    bot: discord.Client, guild_id: int | None, channel_id: int | None, known: dict[int, str] | None = None
) -> str:
    """'Server › #channel', as far as this process knows them (`known`: names asked of Discord for channels
    its cache lost, a thread that archived)."""
    guild = bot.get_guild(guild_id) if guild_id else None
    channel = guild.get_channel_or_thread(channel_id) if guild and channel_id else None
    if guild is None:
        return "Holding On campaign"
    name = channel.name if channel is not None else (known or {}).get(channel_id or 0)
    where = f" › #{name}" if name else ""
    return f"Holding On · {guild.name}{where}"


def language_of(payload: dict[str, Any]) -> str:
    """The campaign's language a delivery was queued in (English for deliveries queued before issue 16)."""
    return locale_of(payload.get("language"))


def is_closed_dm(error: discord.HTTPException) -> bool:
    return isinstance(error, discord.Forbidden) and error.code == CANNOT_DM


class DirectMessages:
    """`send(user_id, payload, delivery_id)` for the outbox worker: one private event, as one DM."""

    def __init__(self, app: AppContext) -> None:
        self.app = app
        self._channels: dict[int, int] = {}  # user id -> DM channel id (also in the store)
        self._names: dict[int, str] = {}  # campaign channels the gateway's cache lost (archived threads) -> name

    def text(self, payload: dict[str, Any], pack: Any, delivery_id: int | None = None, engine_pack: Any = None) -> str:
        """The DM for one private event, in the words of the pack its game plays with, naming its delivery."""
        campaign = payload.get("campaign", {})
        lang = language_of(payload)
        label = campaign_label(self.app.client, campaign.get("guild_id"), campaign.get("channel_id"), self._names)
        face = self.app.faces[payload.get("game_name", "holding_on")]  # queued before two games: Holding On's
        text = face.private_text(Event.from_dict(payload["event"]), pack, label, lang, engine_pack)
        if payload.get("stand_in_for"):
            text += "\n" + t(lang, "dm-stand-in", nurse=payload.get("nurse", "?"))
        if delivery_id is not None:
            text += "\n" + t(lang, "dm-delivery", delivery=delivery_id)
        return text

    async def send(self, user_id: int, payload: dict[str, Any], delivery_id: int) -> None:
        await self._deliver(user_id, await self._text(payload, delivery_id), nonce=f"dm{delivery_id}")

    async def _text(self, payload: dict[str, Any], delivery_id: int | None) -> str:
        await self._learn_name(payload.get("campaign", {}).get("channel_id"))
        game = payload.get("game_name", "holding_on")  # deliveries queued before the bot hosted two games
        pack = await self.app.table.pack(game, payload.get("pack"), language_of(payload))
        return self.text(payload, pack, delivery_id, await self.app.table.pack(game, payload.get("pack")))

    async def send_group(self, user_id: int, items: list[tuple[dict[str, Any], int]]) -> None:
        """One decision's cards for one player as one DM (the campaign named once, every delivery id at the end);
        more than one only when they do not fit in one message."""
        messages: list[tuple[list[str], list[int], str]] = []
        for payload, delivery_id in items:
            text = await self._text(payload, None)
            lang = language_of(payload)
            if messages:
                body = text.split("\n", 1)[-1]  # the campaign's line is said once
                parts, ids, _ = messages[-1]
                if len(self._joined(parts + [body], ids + [delivery_id], lang)) <= DM_MAX:
                    parts.append(body)
                    ids.append(delivery_id)
                    continue
            messages.append(([text], [delivery_id], lang))
        for parts, ids, lang in messages:
            await self._deliver(user_id, self._joined(parts, ids, lang), nonce=f"dm{ids[0]}-{ids[-1]}"[:25])

    @staticmethod
    def _joined(parts: list[str], ids: list[int], lang: str) -> str:
        """The cards, then the delivery line naming every one of them (a repeat after a crash shows the same)."""
        return "\n\n".join(parts) + "\n" + t(lang, "dm-delivery", delivery=", ".join(str(i) for i in ids))

    async def tell(self, user_id: int, text: str) -> bool:
        """A DM of the bot's own (not a card: nothing is queued or retried); False when it could not go."""
        try:
            await self._deliver(user_id, text[:DM_MAX])
        except DeliveryFailed:
            return False
        return True

    async def _deliver(self, user_id: int, text: str, *, nonce: str | None = None) -> None:
        """One DM. Its nonce names its deliveries: a try again after a crash or a lost answer, within Discord's
        few minutes, is the same message, not a second one (bot/app/posting.py)."""
        message = {"content": text}
        try:
            channel_id = await self._channel_of(user_id)
            try:
                await self.app.pace.turn()  # DMs count against Discord's global limit: this process's share
                await post(self._dm(channel_id), lambda: message, nonce)
            except discord.NotFound:  # the stored channel is gone: open it again, once
                self._channels.pop(user_id, None)
                channel_id = await self._channel_of(user_id, fresh=True)
                await self.app.pace.turn()
                await post(self._dm(channel_id), lambda: message, nonce)
        except discord.NotFound:
            raise DeliveryFailed("unknown user", permanent=True) from None
        except discord.Forbidden as error:
            # 50007 (DMs closed) above all; any refusal of a DM will not change by retrying in a minute
            raise DeliveryFailed(f"forbidden (code {error.code})", permanent=True) from None
        except discord.HTTPException as error:
            raise DeliveryFailed(f"HTTP {error.status} (code {error.code})") from None

    async def _learn_name(self, channel_id: int | None) -> None:
        """A campaign channel the gateway's cache does not hold (a thread that archived): its name asked of
        Discord once, so the DM still says where the card comes from."""
        if not channel_id or channel_id in self._names or self.app.client.get_channel(channel_id) is not None:
            return
        with contextlib.suppress(discord.HTTPException):
            await self.app.pace.turn()
            channel = await self.app.client.fetch_channel(channel_id)
            self._names[channel_id] = getattr(channel, "name", "") or ""

    def _dm(self, channel_id: int) -> discord.PartialMessageable:
        return self.app.client.get_partial_messageable(channel_id, type=discord.ChannelType.private)

    async def _channel_of(self, user_id: int, *, fresh: bool = False) -> int:
        """The DM channel with this player: remembered, stored, or opened now (one call, once per player)."""
        if not fresh:
            known = self._channels.get(user_id) or await self.app.table.dm_channel(user_id)
            if known is not None:
                self._channels[user_id] = known
                return known
        await self.app.pace.turn()
        channel = await self.app.client.create_dm(discord.Object(id=user_id))
        await self.app.table.keep_dm_channel(user_id, channel.id)
        self._channels[user_id] = channel.id
        return channel.id
