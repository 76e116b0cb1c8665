"""The slash commands that answer a game's decisions, built from its records (bot/games/command_spec.py).

A game names each decision's command in that decision's record, and only
there; this module turns the game's command surface into discord.py commands.
Names and descriptions are the catalogue's English (`cmd-shift-assign`,
`opt-shift-assign-staff`; German and French come from the translator); an
option's Discord type follows its spec (a name autocompleted from the open
decisions, a number in its range, a member of the server); every command hands
what was typed to the table, which asks the game. Nothing here knows a kind of
decision or a game.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine
from typing import Any, Literal, Optional

import discord
from discord import app_commands

from bot.app import respond
from bot.app.autocomplete import choices, number_choices, nurse_of
from bot.app.context import AppContext
from bot.app.errors import safe_autocomplete
from bot.games.command_spec import Option, Surface
from bot.i18n import DEFAULT, t
from bot.i18n.command_names import command_ids, option_id
from bot.table.reply import TableError

DESCRIPTION_MAX = 100  # Discord's limit for a command's or an option's description

SlashCommand = app_commands.Command[Any, ..., None]


def slash_commands(
    app: AppContext, surfaces: list[Surface], tree: app_commands.CommandTree | None = None
) -> list[SlashCommand | app_commands.Group]:
    """The top-level commands and groups for these commands (a path "shift assign" is a group and a command);
    a group already on `tree` (a cog's: /hands) takes its commands in itself."""
    top: list[SlashCommand | app_commands.Group] = []
    groups: dict[str, app_commands.Group] = {}
    for spec in surfaces:
        group_name, _, name = spec.path.rpartition(" ")
        if not group_name:
            top.append(app_commands.guild_only(_command(app, spec, name, None)))
            continue
        group = groups.get(group_name)
        existing = tree.get_command(group_name) if tree is not None else None
        if group is None and isinstance(existing, app_commands.Group):
            group = groups[group_name] = existing
            top.append(group)
        if group is None:
            group = groups[group_name] = app_commands.guild_only(
                app_commands.Group(name=group_name, description=_words(command_ids(group_name)[-1]))
            )
            top.append(group)
        group.add_command(_command(app, spec, name, group))
    return top


def _words(msg_id: str) -> str:
    """A description in English, as the catalogue has it (the translator gives German and French)."""
    return t(DEFAULT, f"{msg_id}.description")[:DESCRIPTION_MAX]


def _command(app: AppContext, spec: Surface, name: str, group: app_commands.Group | None) -> SlashCommand:
    command: SlashCommand = app_commands.Command(
        name=name, description=_words(command_ids(spec.path)[-1]), callback=_callback(app, spec), parent=group
    )
    for option in spec.options:
        if option.complete:
            command.autocomplete(option.name)(_completion(app, spec.path, option))
    return command


def _callback(app: AppContext, spec: Surface) -> Callable[..., Coroutine[Any, Any, None]]:
    """An async callback taking the interaction and the command's options, with the signature discord.py reads
    to build the command's parameters (inspect.signature honours `__signature__`)."""

    async def callback(interaction: discord.Interaction, **typed: Any) -> None:
        options: dict[str, object] = {}
        for option in spec.options:
            value = typed.get(option.name)
            if isinstance(value, discord.abc.User):  # a player named by mention: her Nurse's seat name
                try:
                    value = await nurse_of(app, interaction, value)
                except TableError as error:
                    await respond.refuse(app, interaction, error)
                    return
            options[option.name] = value.strip() if isinstance(value, str) else value
        await respond.command(app, interaction, spec.path, options)

    parameters = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=Any)]
    parameters += [_parameter(option) for option in spec.options]
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    described = {option.name: _words(option_id(spec.path, option.name)) for option in spec.options}
    callback.__discord_app_commands_param_description__ = described  # type: ignore[attr-defined]
    return callback


def _parameter(option: Option) -> inspect.Parameter:
    annotation: Any
    if option.type == "seat":
        annotation = discord.Member
    elif option.typed:
        annotation = str
    elif option.choices:
        annotation = Literal[option.choices]
    else:
        annotation = app_commands.Range[int, option.low, option.high]
    default: Any = inspect.Parameter.empty
    if not option.required:
        default = option.default
        # Optional[…], not `| None`: a Range is a transformer object, which `|` does not take
        annotation = Optional[annotation] if option.default is None else annotation  # noqa: UP045
    return inspect.Parameter(option.name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation, default=default)


def _completion(
    app: AppContext, path: str, option: Option
) -> Callable[[discord.Interaction, str], Coroutine[Any, Any, list[Any]]]:
    """Autocomplete from the decisions open to this player now (the table asks the game)."""
    if option.typed:

        async def complete_words(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            return await choices(app, interaction, path, option.name, current)

        return safe_autocomplete(complete_words)

    async def complete_number(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        return await number_choices(app, interaction, path, option.name, current)

    return safe_autocomplete(complete_number)
