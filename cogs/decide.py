"""`/decide choice:<…>`: the keyboard path to every decision the engine can ask (COMMANDS.md).

Autocomplete lists exactly the choices open to this player now (her seat's
legal actions, in words); the value sent back is the action's public key.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import respond
from bot.app.autocomplete import choices
from bot.app.errors import safe_autocomplete

if TYPE_CHECKING:
    from bot.app.client import HoldingOnBot


class Decide(commands.Cog):
    """Any open decision, by name."""

    def __init__(self, bot: HoldingOnBot):
        self.bot = bot
        self.app = bot.app  # the table and the helpers this cog uses (bot/app/context.py)

    @app_commands.command(name="decide")
    @app_commands.guild_only()
    async def decide(self, interaction: discord.Interaction, choice: str) -> None:
        """Take one of the decisions open to you now (the same choices as the buttons).

        Parameters
        -----------
        choice: str
            One of your open decisions: pick it from the list as you type
        """
        await respond.command(self.app, interaction, "decide", {"choice": choice})

    @decide.autocomplete("choice")
    @safe_autocomplete
    async def _choice(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await choices(self.app, interaction, "decide", "choice", current)


async def setup(bot: HoldingOnBot) -> None:
    await bot.add_cog(Decide(bot))
