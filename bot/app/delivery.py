"""Private deliveries as DMs: the outbox worker's sender (ARCHITECTURE.md, step 4; RULINGS D1, D2).

Each DM's first line names the campaign (server and channel), since a player
may sit at several tables. A closed DM (Discord error 50007) is permanent:
the outbox marks the delivery undeliverable, the card stays in the player's
`/hand`, and the table tells her in her next ephemeral reply. Nothing about
the card is logged or put in an error: only the delivery's fate. Each DM ends
with its delivery id, so that a repeat after a crash is recognisably the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.engine import ContentPack, Event
from bot.i18n import locale_of, t
from bot.render.narrate import private_text
from bot.table.outbox import DeliveryFailed

if TYPE_CHECKING:
    from bot.app.client import HoldingOnBot

CANNOT_DM = 50007  # Discord: "Cannot send messages to this user"


def campaign_label(bot: discord.Client, guild_id: int | None, channel_id: int | None) -> str:
    """'Server › #channel', as far as this process knows them."""
    guild = bot.get_guild(guild_id) if guild_id else None
    channel = guild.get_channel_or_thread(channel_id) if guild and channel_id else None
    if guild is None:
        return "Holding On campaign"
    where = f" › #{channel.name}" if channel is not None else ""
    return f"Holding On · {guild.name}{where}"


def language_of(payload: dict) -> str:
    """The campaign's language a delivery was queued in (English for deliveries queued before issue 16)."""
    return locale_of(payload.get("language"))


def is_closed_dm(error: discord.HTTPException) -> bool:
    return isinstance(error, discord.Forbidden) and error.code == CANNOT_DM


class DirectMessages:
    """`send(user_id, payload, delivery_id)` for the outbox worker: one private event, as one DM."""

    def __init__(self, bot: HoldingOnBot) -> None:
        self.bot = bot

    def text(
        self, payload: dict, pack: ContentPack, delivery_id: int | None = None, engine_pack: ContentPack | None = None
    ) -> str:
        """The DM for one private event, in the words of the pack its game plays with, naming its delivery."""
        campaign = payload.get("campaign", {})
        lang = language_of(payload)
        label = campaign_label(self.bot, campaign.get("guild_id"), campaign.get("channel_id"))
        text = private_text(Event.from_dict(payload["event"]), pack, label, lang, engine_pack)
        if payload.get("stand_in_for"):
            text += "\n" + t(lang, "dm-stand-in", nurse=payload.get("nurse", "?"))
        if delivery_id is not None:
            text += "\n" + t(lang, "dm-delivery", delivery=delivery_id)
        return text

    async def send(self, user_id: int, payload: dict, delivery_id: int) -> None:
        pack = await self.bot.table.pack(payload.get("pack"), language_of(payload))
        text = self.text(payload, pack, delivery_id, await self.bot.table.pack(payload.get("pack")))
        try:
            user = await self.bot.fetch_user(user_id)
            await user.send(text)
        except discord.NotFound:
            raise DeliveryFailed("unknown user", permanent=True) from None
        except discord.Forbidden as error:
            # 50007 (DMs closed) above all; any refusal of a DM will not change by retrying in a minute
            raise DeliveryFailed(f"forbidden (code {error.code})", permanent=True) from None
        except discord.HTTPException as error:
            raise DeliveryFailed(f"HTTP {error.status} (code {error.code})") from None
