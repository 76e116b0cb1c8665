"""Slash-command options from the table: autocomplete (legal_actions only) and players named by mention."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.app.payload import channel_of
from bot.app.respond import bot_of
from bot.games.holding_on.decision_words import label as label_in
from bot.games.holding_on.decision_words import staff_label
from bot.games.holding_on.engine import Action
from bot.i18n import DEFAULT, locale_of, t
from bot.table.reply import Refused, TableError


async def choices(
    interaction: discord.Interaction, command: str, option: str, current: str
) -> list[app_commands.Choice[str]]:
    """What this player may pick for `option` of `command` now (at most 25; none when nothing is open)."""
    bot = bot_of(interaction)
    if not bot.table_open or interaction.channel_id is None:
        return []
    try:
        found = await bot.table.choices(interaction.channel_id, interaction.user.id, command, option, str(current))
    except TableError:
        return []
    lang = locale_of(interaction.locale)
    if lang != DEFAULT and found:  # Discord shows autocomplete labels as sent: say them in her language
        public = await _public(interaction)
        return [
            app_commands.Choice(name=_relabel(lang, c.label, c.value, command, public)[:100], value=c.value[:100])
            for c in found
        ]
    return [app_commands.Choice(name=choice.label[:100], value=choice.value[:100]) for choice in found]


async def _public(interaction: discord.Interaction) -> dict | None:
    try:
        status = await bot_of(interaction).table.status(channel_of(interaction))
    except TableError:
        return None
    return status.playing["public"] if status.playing else None


def _relabel(lang: str, label: str, value: str, command: str, public: dict | None) -> str:
    """An autocomplete label in `lang`, from the choice's value (an action key, a timeline, a staff id)."""
    if command == "decide" and public is not None:
        try:
            return label_in(lang, Action.from_key(value, 0), public)
        except ValueError:
            return label
    if value == "stop":
        return t(lang, "label-stop")
    if value.isdigit() and not label.isdigit():
        return t(lang, "label-timeline", timeline=int(value))
    return staff_label(lang, value, label)


async def number_choices(
    interaction: discord.Interaction, command: str, option: str, current: int | str
) -> list[app_commands.Choice[int]]:
    """The same, for a whole-number option (token counts, timelines)."""
    typed = "" if current in (None, "") else str(current)
    found = await choices(interaction, command, option, typed)
    return [app_commands.Choice(name=c.name, value=int(c.value)) for c in found if c.value.isdigit()]


async def nurse_of(interaction: discord.Interaction, member: discord.abc.User) -> str:
    """The Nurse a member plays at this table (her own seat, or the one she stands in for)."""
    status = await bot_of(interaction).table.status(channel_of(interaction))
    for seat in status.seats:
        plays_it = seat.stand_in_user_id or seat.user_id
        if member.id == plays_it:
            return seat.nurse_name
    names = ", ".join(f"{seat.nurse_name} (<@{seat.user_id}>)" for seat in status.seats) or "nobody yet"
    raise Refused(f"{member.display_name} has no seat at this table. Seated: {names}.")


async def nurse_names(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The table's Nurses, for options naming a seat (stand-ins)."""
    bot = bot_of(interaction)
    if not bot.table_open or interaction.channel_id is None:
        return []
    try:
        status = await bot.table.status(channel_of(interaction))
    except TableError:
        return []
    typed = str(current).casefold()
    return [
        app_commands.Choice(name=s.nurse_name, value=s.nurse_name)
        for s in status.seats
        if typed in s.nurse_name.casefold()
    ][:25]
