"""Lantern on Discord: `/lantern start`, with a member or the bot; its decisions are its buttons and /decide."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.pair_start import start_with_partner
from bot.i18n import t


@app_commands.guild_only()
class LanternCog(commands.GroupCog, group_name="lantern", group_description=t("en", "cmd-lantern.description")):
    game = "lantern"  # in another game's channel the tree refuses it
    any_channel = ("start",)  # the table judges another game's channel itself

    def __init__(self, bot: Any) -> None:
        self.app = bot.app
        super().__init__()

    @app_commands.command(name="start")
    async def start(self, interaction: discord.Interaction, partner: discord.Member | None = None) -> None:
        """Carry the lantern with a partner: a member of this server, or the bot.

        Parameters
        -----------
        partner: discord.Member
            Who carries it with you: a member of this server, or the bot
        """
        await start_with_partner(self.app, interaction, self.game, partner, {})


async def setup(bot: Any) -> None:
    await bot.add_cog(LanternCog(bot))
