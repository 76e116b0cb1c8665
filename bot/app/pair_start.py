"""Starting a game for two in a channel (`/hands start`, any game of two seats): the one who asks, and a partner
who is a member of the server or the bot itself (picked, or left out: then the bot plays the seat).

The table judges the rest (a channel of another game, a game in play); this is what only Discord knows: who
the partner is, and whether the bot may post in the channel where it will tell the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord

from bot.app import respond
from bot.app.channel_permissions import missing_for, missing_words
from bot.app.context import AppContext
from bot.app.interaction_data import channel_of, guild_of
from bot.i18n import locale_of, t
from bot.names import name_key


async def start_with_partner(
    app: AppContext,
    interaction: discord.Interaction,
    game: str,
    partner: discord.Member | None,
    options: Mapping[str, Any],
) -> None:
    me, bot_user = interaction.user, app.client.user
    lang = await respond.reader_language(app, interaction)
    missing = missing_for(interaction)
    if missing:  # the game, and the bot's own moves, are posted here by the bot itself
        await respond.tell(app, interaction, t(lang, "pair-missing-permissions", missing=missing_words(lang, missing)))
        return
    if partner is not None and partner.id == me.id:
        await respond.tell(app, interaction, t(lang, "pair-partner-self"))
        return
    if partner is not None and partner.bot and (bot_user is None or partner.id != bot_user.id):
        await respond.tell(app, interaction, t(lang, "pair-partner-other-bot"))
        return
    mate = partner if partner is not None else bot_user
    if mate is None:  # never: the bot is logged in before any command reaches it
        return
    names = [seat_name(me), seat_name(mate)]
    if name_key(names[0]) == name_key(names[1]):
        names[1] = f"{names[1]} 2"
    language = locale_of(interaction.guild_locale)  # the server's language, as /campaign new
    seats = [(me.id, names[0]), (mate.id, names[1])]
    await respond.decide(
        app,
        interaction,
        lambda: app.table.start_game(
            guild_of(interaction), channel_of(interaction), me.id, seats, dict(options), game=game, language=language
        ),
    )


def seat_name(member: discord.abc.User) -> str:
    """The name a player goes by at the table: her name in this server (32 characters at most; a "=" in it, which
    would read like a button's key, as a look-alike sign)."""
    return (getattr(member, "display_name", None) or member.name)[:32].replace("=", "\uff1d")
