"""The Shift Manager's duties (COMMANDS.md, `/shift …`): reveal, staff the shift, end staffing, leave.

Thin: each command names itself and its options to the table, which maps
them to engine actions and judges them; autocomplete lists what
`legal_actions` offers this player now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import respond
from bot.app.errors import safe_autocomplete
from bot.app.options import choices

if TYPE_CHECKING:
    from bot.app.client import HoldingOnBot


@app_commands.guild_only()
class Shift(commands.GroupCog, group_name="shift", group_description="Shift Manager duties: reveal, staff, leave"):
    def __init__(self, bot: HoldingOnBot):
        self.bot = bot
        super().__init__()

    @app_commands.command(name="reveal")
    async def reveal(self, interaction: discord.Interaction) -> None:
        """Reveal this shift's Patient Card (Shift Manager)."""
        await respond.command(interaction, "shift reveal")

    @app_commands.command(name="assign")
    async def assign(self, interaction: discord.Interaction, staff: str) -> None:
        """Assign someone from the break room to the shift's next space (Shift Manager).

        Parameters
        -----------
        staff: str
            Who goes on the shift: a Nurse, Assistant 1 or Assistant 2
        """
        await respond.command(interaction, "shift assign", {"staff": staff})

    @app_commands.command(name="cover")
    async def cover(self, interaction: discord.Interaction, staff: str) -> None:
        """Cover the next space with someone from the previous shift, or an On-Call Assistant (R4).

        Parameters
        -----------
        staff: str
            Who covers: someone who worked the previous shift, or On-Call 1 or 2
        """
        await respond.command(interaction, "shift cover", {"staff": staff})

    @app_commands.command(name="extra")
    async def extra(self, interaction: discord.Interaction, staff: str, spaces: Literal[1, 2] = 1) -> None:
        """Extra cover: someone already on this shift covers one or two more spaces (1 Stress each, R4).

        Parameters
        -----------
        staff: str
            Who covers more: a Nurse or Assistant already on this shift
        spaces: int
            How many more spaces she covers (1 or 2)
        """
        await respond.command(interaction, "shift extra", {"staff": staff, "spaces": spaces})

    @app_commands.command(name="call")
    async def call(self, interaction: discord.Interaction, nurse: str, contact: str | None = None) -> None:
        """Put a Nurse on the Contact Tile to make a call (scenarios with Calling, R18).

        Parameters
        -----------
        nurse: str
            The Nurse who makes the call
        contact: str
            Whom she calls, when the scenario offers more than one contact
        """
        await respond.command(interaction, "shift call", {"nurse": nurse, "contact": contact})

    @app_commands.command(name="done")
    async def done(self, interaction: discord.Interaction) -> None:
        """End staffing (a short shift only when no legal assignment remains, R5)."""
        await respond.command(interaction, "shift done")

    @app_commands.command(name="leave")
    async def leave(self, interaction: discord.Interaction, staff: str) -> None:
        """Send someone from the break room On Leave until tomorrow (after Morning only, R8).

        Parameters
        -----------
        staff: str
            Who goes On Leave: a Nurse or Assistant still in the break room
        """
        await respond.command(interaction, "shift leave", {"staff": staff})

    @assign.autocomplete("staff")
    @safe_autocomplete
    async def _assign_staff(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await choices(interaction, "shift assign", "staff", current)

    @cover.autocomplete("staff")
    @safe_autocomplete
    async def _cover_staff(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await choices(interaction, "shift cover", "staff", current)

    @extra.autocomplete("staff")
    @safe_autocomplete
    async def _extra_staff(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await choices(interaction, "shift extra", "staff", current)

    @call.autocomplete("nurse")
    @safe_autocomplete
    async def _call_nurse(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await choices(interaction, "shift call", "nurse", current)

    @leave.autocomplete("staff")
    @safe_autocomplete
    async def _leave_staff(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await choices(interaction, "shift leave", "staff", current)


async def setup(bot: HoldingOnBot) -> None:
    await bot.add_cog(Shift(bot))
