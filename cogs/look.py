"""Looking at the table without changing it (COMMANDS.md, cogs/look.py).

For now only `/rules [topic]`: a ruling in a few lines, always ephemeral (a
player reading the rules should not interrupt the table).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.rules_text import TOPICS, RuleTopic, find_topic, matching_topics

if TYPE_CHECKING:
    from bot.client import HoldingOnBot

RULES_COLOUR = discord.Colour(0x5B8DB8)


def rule_embed(topic: RuleTopic) -> discord.Embed:
    embed = discord.Embed(title=topic.label, description=topic.summary, colour=RULES_COLOUR)
    embed.set_footer(text=f"Ruling {topic.ruling} · /rules topic:<name> for another")
    return embed


def topic_list() -> str:
    return ", ".join(f"{topic.key} ({topic.ruling})" for topic in TOPICS)


class Look(commands.Cog):
    """Commands that show the table and the rules."""

    def __init__(self, bot: HoldingOnBot):
        self.bot = bot

    @app_commands.command(name="rules")
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        """Read a rule in a few lines, with its ruling id.

        Parameters
        -----------
        topic: str
            The rule to read, e.g. inquire, night bonus or R14 (leave empty for the list)
        """
        if topic is None or not topic.strip():
            await interaction.response.send_message(
                f"Pick a topic with `/rules topic:<name>`. Topics: {topic_list()}.", ephemeral=True
            )
            return
        found = find_topic(topic)
        if found is None:
            await interaction.response.send_message(
                f"Sorry, I have no rule summary called “{topic.strip()[:80]}”. Try one of these: {topic_list()}.",
                ephemeral=True,
            )
            return
        await interaction.response.send_message(embed=rule_embed(found), ephemeral=True)

    @rules.autocomplete("topic")
    async def rules_topic_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=topic.label, value=topic.key) for topic in matching_topics(current)]


async def setup(bot: HoldingOnBot) -> None:
    await bot.add_cog(Look(bot))
