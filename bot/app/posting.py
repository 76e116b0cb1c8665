"""A post the bot makes with its own token: tried again when Discord fails on its side, and never shown twice.

discord.py sends every message with a nonce and `enforce_nonce`: Discord answers a repeat of a nonce it saw in
the last few minutes with the message it already made. discord.py itself tries a 500, 502 or 504 again (the
same nonce: it sends the same body); a 503, or a 5xx after its own tries, reaches the bot. The bot then tries
again a few times with the SAME nonce, so a post Discord made before its answer was lost is not made twice.
The moves of a seat the bot plays are told this way (bot/app/bot_seats.py): a move saved but never shown would
break the public game (H19), and so are a night's messages.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable
from typing import Any

import discord

RETRY_AFTER = (1.0, 3.0, 9.0)  # seconds before each new try, after Discord's own failure


def new_nonce() -> str:
    return secrets.token_hex(8)  # Discord takes up to 25 characters


async def post(
    channel: discord.abc.Messageable, message: Callable[[], dict[str, Any]], nonce: str | None = None
) -> discord.Message:
    """`channel.send(**message())`, tried again on a 5xx with one nonce; `message` makes fresh files each try."""
    nonce = nonce or new_nonce()
    for delay in (*RETRY_AFTER, None):
        try:
            sent: discord.Message = await channel.send(nonce=nonce, **message())
            return sent
        except discord.DiscordServerError:
            if delay is None:
                raise
            await asyncio.sleep(delay)
    raise AssertionError("unreachable")
