"""The command surface in German and French: discord.py's Translator, reading bot/i18n's catalogue.

Every name and description of the tree is a `locale_str` (discord.py wraps
them itself); its catalogue id is the one it carries (`locale_str(…, id=…)`,
used for choices) or the one its place in the tree gives it:
`cmd-<command path>` (its `.description` attribute for the description) and
`opt-<command path>-<parameter>`. English is the code's own text, so only
German and French are returned. Discord refuses a whole sync for one bad name
(50035), so tests/app/test_translated_commands.py checks the translated
payload against Discord's limits before any sync can send it.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.i18n import has, t
from bot.i18n.command_names import command_ids, option_id

# Discord's locale codes for the languages the catalogue has beyond English.
DISCORD_LOCALES = {discord.Locale.german: "de", discord.Locale.french: "fr"}


def catalogue_id(string: app_commands.locale_str, context: app_commands.TranslationContext[Any, Any]) -> str | None:
    """The catalogue id for this string of the tree, or None (a number's name, a context menu)."""
    if string.extras.get("id"):
        return str(string.extras["id"])
    data = context.data
    if context.location in (Where.command_name, Where.group_name):
        return command_ids(data.qualified_name)[-1]
    if context.location in (Where.command_description, Where.group_description):
        return f"{command_ids(data.qualified_name)[-1]}.description"
    if context.location == Where.parameter_name:
        return option_id(data.command.qualified_name, data.name)
    if context.location == Where.parameter_description:
        return f"{option_id(data.command.qualified_name, data.name)}.description"
    return None


class CatalogueTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        language = DISCORD_LOCALES.get(locale)
        if language is None:
            return None  # English (and any language we lack): the code's own words
        msg_id = catalogue_id(string, context)
        if msg_id is None or not has(language, msg_id):
            return None
        return t(language, msg_id)
