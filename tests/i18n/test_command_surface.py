"""The command tree's translated payload (what tree.sync sends) within Discord's limits for every locale, and the
English catalogue equal to the code's own names and descriptions (so a new command cannot go untranslated).

Discord refuses a whole sync for one bad name (50035); discord.py does not check translated names, so this test
does, before any sync."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator

import discord
import pytest
from discord import app_commands

from bot.app.client import HoldingOnBot
from bot.app.translator import DISCORD_LOCALES, CatalogueTranslator
from bot.config import Settings
from bot.i18n import t

NAME = re.compile(r"^[-_\w]{1,32}$")  # Discord's CHAT_INPUT name pattern (letters of any script, digits, - and _)


@pytest.fixture
async def tree(tmp_path) -> AsyncIterator[app_commands.CommandTree]:
    bot = HoldingOnBot(Settings(discord_token="x" * 60, database_path=tmp_path / "db.sqlite3"))
    await bot.tree.set_translator(CatalogueTranslator())
    await bot.open_table()
    await bot.add_commands()
    yield bot.tree
    await bot.finish_in_flight()  # the store closes (the bot never connected: nothing else to close)


async def _payload(tree: app_commands.CommandTree) -> list[dict]:
    return [await command.get_translated_payload(tree, tree.translator) for command in tree.get_commands()]


def _check_name(where: str, name: str) -> None:
    assert NAME.match(name), f"{where}: {name!r} is not a Discord command name"
    assert name == name.lower(), f"{where}: {name!r} must be lowercase"


def _check_text(where: str, text: str, most: int = 100) -> None:
    assert 1 <= len(text) <= most, f"{where}: {len(text)} characters ({text!r})"


def _walk(item: dict, path: str, locales: set[str]) -> None:
    for locale in locales:
        name = item.get("name_localizations", {}).get(locale)
        assert name, f"{path}: no {locale} name"
        _check_name(f"{path} [{locale}]", name)
        if "description" in item:
            _check_text(f"{path} [{locale}] description", item["description_localizations"][locale])
    siblings = item.get("options", [])
    for locale in locales:  # names must differ among siblings in every language, as in English
        names = [o.get("name_localizations", {}).get(locale, o["name"]) for o in siblings]
        assert len(names) == len(set(names)), f"{path} [{locale}]: two options named alike: {names}"
    for option in siblings:
        _walk(option, f"{path} {option['name']}", locales)
        for choice in option.get("choices", []):
            _check_text(f"{path} {option['name']} choice", choice["name"])
            if isinstance(choice["value"], int):
                continue  # a number names itself in every language
            for locale in locales:
                translated = choice.get("name_localizations", {}).get(locale)
                assert translated, f"{path} {option['name']} choice {choice['value']}: no {locale} name"
                _check_text(f"{path} {option['name']} choice [{locale}]", translated)


async def test_every_command_option_and_choice_has_a_valid_german_and_french_name_and_description(tree):
    payload = await _payload(tree)
    locales = {locale.value for locale in DISCORD_LOCALES}
    assert locales == {"de", "fr"}
    top = {locale: [c["name_localizations"][locale] for c in payload] for locale in locales}
    for locale, names in top.items():
        assert len(names) == len(set(names)), f"{locale}: two commands named alike: {names}"
    for command in payload:
        _check_name(command["name"], command["name"])
        _walk(command, command["name"], locales)
    german = {c["name"]: c["name_localizations"]["de"] for c in payload}
    assert german["campaign"] == "kampagne" and german["shift"] == "schicht" and german["inquire"] == "gespräch"


async def test_the_english_catalogue_says_what_the_code_says(tree):
    for command in tree.walk_commands():
        path = command.qualified_name.replace(" ", "-")
        assert t("en", f"cmd-{path}") == command.name
        assert t("en", f"cmd-{path}.description") == command.description
        if isinstance(command, app_commands.Group):
            continue
        for parameter in command.parameters:
            assert t("en", f"opt-{path}-{parameter.name}") == parameter.display_name
            assert t("en", f"opt-{path}-{parameter.name}.description") == parameter.description


async def test_no_translation_is_offered_for_english_or_a_language_we_lack(tree):
    translator = tree.translator
    command = tree.get_command("campaign")
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.group_name, command)
    string = app_commands.locale_str("campaign")
    assert await translator.translate(string, discord.Locale.american_english, context) is None
    assert await translator.translate(string, discord.Locale.japanese, context) is None
    assert await translator.translate(string, discord.Locale.french, context) == "campagne"
