"""A command's options as Discord sent them, checked against the command before anything reads them (issue 11).

Discord itself checks an option's type against the commands the bot synced,
so what fails here is a client working from an older copy of the commands,
or a payload no client made. Either way it is refused in one sentence before
discord.py converts it (a user option that is not a snowflake would otherwise
raise inside discord.py, where no error handler runs), and an autocomplete
for an option that has none offers nothing. Values of the right type but out
of range, or not among an option's choices, go on to the table, whose
refusal says what is allowed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands

from bot.table.reply import Refused

SNOWFLAKE = re.compile(r"[0-9]{1,19}")
ID_MAX = 2**63 - 1
STRING_MAX = 6000  # Discord's limit for a string option
RESOLVED_KEY = {
    discord.AppCommandOptionType.user: "users",
    discord.AppCommandOptionType.channel: "channels",
    discord.AppCommandOptionType.role: "roles",
    discord.AppCommandOptionType.attachment: "attachments",
}


def leaf_options(data: Mapping[str, Any]) -> object:
    """The options of the subcommand invoked (below its group and subcommand levels)."""
    options = data.get("options") or []
    while isinstance(options, list) and options and isinstance(options[0], dict) and options[0].get("type") in (1, 2):
        options = options[0].get("options") or []
    return options


def fits(interaction: discord.Interaction) -> bool:
    """Do the options of this command (or autocomplete) fit the command as this bot defines it?"""
    command = interaction.command
    if not isinstance(command, app_commands.Command):
        return True  # an unknown command: discord.py raises CommandNotFound, and on_error answers it
    data: Mapping[str, Any] = interaction.data or {}
    options = leaf_options(data)
    if not isinstance(options, list):
        return False
    parameters = {p.display_name: p for p in command.parameters}
    autocomplete = interaction.type is discord.InteractionType.autocomplete
    focused = 0
    for option in options:
        if not isinstance(option, dict):
            return False
        parameter = parameters.get(str(option.get("name")))
        if parameter is None or option.get("type") != parameter.type.value:
            return False
        if option.get("focused"):
            focused += 1
            if not autocomplete or not parameter.autocomplete or not _typed(option.get("value")):
                return False
        elif not _value_fits(parameter, option.get("value"), dict(data.get("resolved") or {}), autocomplete):
            return False
    return focused == (1 if autocomplete else 0)


def _typed(value: object) -> bool:
    """What a player has typed so far into an autocompleted option: Discord sends it as text (or a number)."""
    return isinstance(value, str | int | float) and not isinstance(value, bool) and len(str(value)) <= STRING_MAX


def _value_fits(
    parameter: app_commands.Parameter, value: object, resolved: dict[str, Any], autocomplete: bool = False
) -> bool:
    kind = parameter.type
    if kind is discord.AppCommandOptionType.string:
        ok = isinstance(value, str) and len(value) <= STRING_MAX
    elif kind is discord.AppCommandOptionType.integer:
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif kind is discord.AppCommandOptionType.number:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
    elif kind is discord.AppCommandOptionType.boolean:
        ok = isinstance(value, bool)
    elif kind in RESOLVED_KEY or kind is discord.AppCommandOptionType.mentionable:
        ok = isinstance(value, str) and bool(SNOWFLAKE.fullmatch(value)) and 0 < int(value) <= ID_MAX
        keys = ("users", "roles") if kind is discord.AppCommandOptionType.mentionable else (RESOLVED_KEY[kind],)
        # Discord sends no `resolved` with an autocomplete: a member or channel already filled is its id alone.
        known = any(isinstance(resolved.get(key), dict) and value in resolved[key] for key in keys)
        ok = ok and (autocomplete or known)
    else:
        ok = False
    return ok


def channel_of(interaction: discord.Interaction) -> int:
    """The channel an interaction came from: every command is guild_only and every button sits on a message."""
    if interaction.channel_id is None:  # only forged input: refused like a DM to a server command
        raise Refused.of("error-no-dm")
    return interaction.channel_id


def guild_of(interaction: discord.Interaction) -> int:
    """The server an interaction came from: the commands that ask are guild_only."""
    if interaction.guild_id is None:  # only forged input: Discord keeps guild_only commands out of DMs
        raise Refused.of("error-no-dm")
    return interaction.guild_id
