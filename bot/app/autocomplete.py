"""Slash-command options from the table: autocomplete (legal_actions only) and players named by mention."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.app.context import AppContext
from bot.app.interaction_data import channel_of
from bot.games.interface import PublicView
from bot.i18n import locale_of
from bot.names import name_key
from bot.render.sayings import say
from bot.table.reply import Refused, TableError
from bot.table.service import MAX_CHOICES


async def choices(
    app: AppContext, interaction: discord.Interaction, command: str, option: str, current: str
) -> list[app_commands.Choice[str]]:
    """What this player may pick for `option` of `command` now (at most 25; none when nothing is open), said in
    her language and matched against what she typed in it."""
    if interaction.channel_id is None:
        return []
    try:
        found = await app.table.choices(interaction.channel_id, interaction.user.id, command, option)
    except TableError:
        return []
    lang = locale_of(interaction.locale)  # Discord shows autocomplete labels as sent: say them in her language
    game, public = await _public(app, interaction) if any(c.words is not None for c in found) else ("", None)
    voice = app.faces.get(game)
    wanted = name_key(str(current))
    said = [(say(lang, c.words, public, voice) if c.words is not None else c.label, c.value) for c in found]
    return [
        app_commands.Choice(name=words[:100], value=value[:100]) for words, value in said if wanted in name_key(words)
    ][:MAX_CHOICES]


async def _public(app: AppContext, interaction: discord.Interaction) -> tuple[str, PublicView | None]:
    """The channel's game, and its public view when an attempt is in play (names for the choices' words)."""
    try:
        status = await app.table.status(channel_of(interaction))
    except TableError:
        return "", None
    return status.game, status.playing["public"] if status.playing else None


async def number_choices(
    app: AppContext, interaction: discord.Interaction, command: str, option: str, current: int | str
) -> list[app_commands.Choice[int]]:
    """The same, for a whole-number option (token counts, timelines)."""
    typed = "" if current in (None, "") else str(current)
    found = await choices(app, interaction, command, option, typed)
    return [app_commands.Choice(name=c.name, value=int(c.value)) for c in found if c.value.isdigit()]


async def nurse_of(app: AppContext, interaction: discord.Interaction, member: discord.abc.User) -> str:
    """The Nurse a member plays at this table (her own seat, or the one she stands in for)."""
    status = await app.table.status(channel_of(interaction))
    for seat in status.seats:
        plays_it = seat.stand_in_user_id or seat.user_id
        if member.id == plays_it:
            return seat.name
    seated = ", ".join(f"{seat.name} (<@{seat.user_id}>)" for seat in status.seats) or "-"
    raise Refused.of("refuse-not-seated", member=member.display_name, seated=seated)


async def nurse_names(
    app: AppContext, interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The table's Nurses, for options naming a seat (stand-ins)."""
    if interaction.channel_id is None:
        return []
    try:
        status = await app.table.status(channel_of(interaction))
    except TableError:
        return []
    typed = str(current).casefold()
    return [app_commands.Choice(name=s.name, value=s.name) for s in status.seats if typed in s.name.casefold()][:25]
