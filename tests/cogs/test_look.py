"""`/rules [topic]` (cogs/look.py) and its summaries (bot/games/holding_on/render/rules_text.py)."""

from __future__ import annotations

import ast
from pathlib import Path

import discord
import pytest
from discord import app_commands

from bot.games.holding_on.render import rules_text
from bot.games.holding_on.render.rules_text import TOPICS, find_topic, matching_topics
from tests.cogs.harness import Harness
from tests.fixtures.rulebook import taken

ROOT = Path(__file__).resolve().parents[2]


async def test_rules_answers_ephemerally_with_the_ruling_id(harness: Harness) -> None:
    exchange = await harness.slash("rules", topic="inquire", user="ana")
    reply = exchange.reply
    assert reply.ephemeral and reply.visible_to(harness.person("ana"))
    assert not reply.visible_to(harness.person("ben"))
    assert reply.embed_titles == ["R14 · Inquire (Clear Memories)"]
    assert "R14" in reply.embeds[0]["footer"]["text"]
    assert harness.messages_in("campaign") == []  # nothing for the table to see


@pytest.mark.parametrize("typed", ["R6", "r6", "night bonus", "Night bonus", "R6 · Night bonus"])
async def test_a_topic_can_be_named_by_key_ruling_or_title(harness: Harness, typed: str) -> None:
    exchange = await harness.slash("rules", topic=typed)
    assert exchange.reply.embed_titles == ["R6 · Night bonus"]


async def test_an_unknown_topic_answers_politely_with_the_topics(harness: Harness) -> None:
    reply = (await harness.slash("rules", topic="poker", user="cy")).reply
    assert reply.ephemeral and reply.content.startswith("Sorry")
    assert "poker" in reply.content
    for topic in TOPICS:
        assert f"{topic.key} ({topic.ruling})" in reply.content
    assert len(reply.content) <= 2000  # Discord's message limit


async def test_no_topic_lists_the_topics(harness: Harness) -> None:
    reply = (await harness.slash("rules")).reply
    assert reply.ephemeral and "inquire (R14)" in reply.content


async def test_autocomplete_offers_at_most_25_topics(harness: Harness) -> None:
    assert len(TOPICS) > 25  # so the limit matters
    everything = await harness.autocomplete("rules", "topic", "")
    assert len(everything) == 25
    assert everything[0]["value"] == "glossary"  # the pack's glossary comes first
    for choice in everything[1:]:
        assert len(choice["name"]) <= 100 and len(choice["value"]) <= 100
        assert find_topic(choice["value"]) is not None

    narrowed = await harness.autocomplete("rules", "topic", "inq", user="ben")
    assert narrowed[0] == {"name": "R14 · Inquire (Clear Memories)", "value": "inquire"}
    by_id = await harness.autocomplete("rules", "topic", "R2")
    assert by_id[0]["value"] == "death"


def test_there_is_one_summary_per_ruling_r1_to_r29() -> None:
    assert sorted(int(t.ruling[1:]) for t in TOPICS) == list(range(1, 30))
    assert len({t.key for t in TOPICS}) == len(TOPICS)
    for topic in TOPICS:
        assert 80 <= len(topic.summary) <= 500, f"{topic.ruling}: keep it to a few lines"
        assert topic.key == topic.key.lower() and len(topic.label) <= 100


def test_lookups_are_forgiving_but_exact() -> None:
    assert find_topic("  R14 ") is find_topic("inquire") is find_topic("Inquire (Clear Memories)")
    assert find_topic("") is None and find_topic("R30") is None
    assert matching_topics("zzz") == []


def test_rules_text_is_pure_data() -> None:
    tree = ast.parse(Path(rules_text.__file__).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any(name.startswith("discord") for name in imported)


def test_every_command_and_option_has_a_description(harness: Harness) -> None:
    def walk(command: app_commands.Command | app_commands.Group):  # type: ignore[type-arg]
        yield command
        if isinstance(command, app_commands.Group):
            for child in command.commands:
                yield from walk(child)

    for root in harness.bot.tree.get_commands(type=discord.AppCommandType.chat_input):
        for command in walk(root):
            assert command.description and command.description != "…", f"/{command.qualified_name}"
            if isinstance(command, app_commands.Command):
                for parameter in command.parameters:
                    assert parameter.description and parameter.description != "…", (
                        f"/{command.qualified_name} {parameter.name}"
                    )


def test_summaries_are_not_copied_from_the_rulebook() -> None:
    """Our words, not the rulebook's: no run of seven words a rulebook prints (tests/fixtures/rulebook.py)."""
    for topic in TOPICS:
        assert not taken(topic.summary), f"{topic.ruling} repeats the rulebook: {taken(topic.summary)[0]!r}"


# --- the glossary (the pack's words: content/text/<language>/glossary.toml) ------------------------


async def test_rules_glossary_shows_every_term_of_the_pack_in_one_private_message(harness: Harness) -> None:
    from tests.cogs.conftest import shipped_pack

    reply = (await harness.slash("rules", topic="glossary", user="ana")).reply
    assert reply.ephemeral and reply.embed_titles == ["Glossary"]
    fields = reply.embeds[0]["fields"]
    assert [f["name"] for f in fields] == [entry.term for entry in shipped_pack().glossary]
    for term in ("Partial Memory", "Clear Memory", "Timeline", "Steer", "Persist", "Contact Tile", "Senior member"):
        assert term in [f["name"] for f in fields]
    assert len(discord.Embed.from_dict(reply.embeds[0])) <= 6000  # one message holds it
    assert harness.messages_in("campaign") == []


async def test_a_glossary_term_can_be_asked_for_by_name(harness: Harness) -> None:
    reply = (await harness.slash("rules", topic="contact tile", user="ben")).reply
    assert reply.ephemeral and reply.embed_titles == ["Contact Tile"]
    assert "phone" in reply.embeds[0]["description"]
    # a rule of the same name still wins: the glossary fills in the words the rules do not name
    assert (await harness.slash("rules", topic="inquire")).reply.embed_titles == ["R14 · Inquire (Clear Memories)"]
