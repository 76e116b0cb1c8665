"""Clear memories (COMMANDS.md, `/inquire`): one command, `/inquire 3` to ask, `/inquire stop` to end.

Whether this Nurse may inquire, and about which timeline, is the engine's
answer (R14): autocomplete lists only the timelines open to her now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import respond
from bot.app.errors import safe_autocomplete
from bot.app.options import choices, nurse_of
from bot.table.reply import TableError

if TYPE_CHECKING:
    from bot.app.client import HoldingOnBot


class Inquire(commands.Cog):
    """Asking Billy about a timeline (Clear Memories)."""

    def __init__(self, bot: HoldingOnBot):
        self.bot = bot

    @app_commands.command(name="inquire")
    @app_commands.guild_only()
    async def inquire(
        self, interaction: discord.Interaction, timeline: str, billy: discord.Member | None = None
    ) -> None:
        """Ask Billy about a timeline (a Nurse on a stable card, 1 token, R14), again for more, or stop.

        Parameters
        -----------
        timeline: str
            A timeline from 1 to 5 with a Partial in the grid, or stop to end your conversation
        billy: discord.Member
            The player who speaks for Billy (another player)
        """
        options = {"timeline": timeline.strip()}
        if billy is not None:
            try:
                options["billy"] = await nurse_of(interaction, billy)
            except TableError as error:
                await respond.refuse(interaction, error)
                return
        await respond.command(interaction, "inquire", options)

    @inquire.autocomplete("timeline")
    @safe_autocomplete
    async def _timeline(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await choices(interaction, "inquire", "timeline", current)


async def setup(bot: HoldingOnBot) -> None:
    await bot.add_cog(Inquire(bot))
