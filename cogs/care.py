"""Care decisions (COMMANDS.md, `/care …`): Medical or Palliative care, tokens, Steer, the bonus token.

Event "spend trust?" and Persist choices come as buttons on the message that
asks them, with `/decide` as the keyboard path. Nothing is judged here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import respond
from bot.app.errors import safe_autocomplete
from bot.app.options import choices, number_choices, nurse_of
from bot.table.reply import TableError

if TYPE_CHECKING:
    from bot.app.client import HoldingOnBot

Count = app_commands.Range[int, 0, 6]
Timeline = app_commands.Range[int, 1, 5]


@app_commands.guild_only()
class Care(commands.GroupCog, group_name="care", group_description="Care decisions: Medical or Palliative care"):
    def __init__(self, bot: HoldingOnBot):
        self.bot = bot
        super().__init__()

    @app_commands.command(name="medical")
    async def medical(self, interaction: discord.Interaction) -> None:
        """Choose Medical care for this shift (the senior member, R9)."""
        await respond.command(interaction, "care medical")

    @app_commands.command(name="tokens")
    async def tokens(self, interaction: discord.Interaction, count: Count) -> None:
        """How many of your own Care Tokens go on this card (setting it again replaces the number, R10).

        Parameters
        -----------
        count: int
            Your tokens on the card, from 0
        """
        await respond.command(interaction, "care tokens", {"count": count})

    @app_commands.command(name="pool")
    async def pool(self, interaction: discord.Interaction, count: Count) -> None:
        """Commit tokens from the assistant pool, with an Assistant on the card (the senior member, R10).

        Parameters
        -----------
        count: int
            Pool tokens on the card, from 0
        """
        await respond.command(interaction, "care pool", {"count": count})

    @app_commands.command(name="resolve")
    async def resolve(self, interaction: discord.Interaction) -> None:
        """Resolve Medical care with the tokens on the card (the senior member, R10)."""
        await respond.command(interaction, "care resolve")

    @app_commands.command(name="palliative")
    async def palliative(
        self, interaction: discord.Interaction, talker: str | None = None, billy: discord.Member | None = None
    ) -> None:
        """Choose Palliative care (the senior member, R11); name the talker and Billy's voice now if you like.

        Parameters
        -----------
        talker: str
            Who talks to Billy, if a memory is drawn (someone on the card)
        billy: discord.Member
            The player who speaks for Billy (not the talker's player)
        """
        options = {"talker": talker}
        if billy is not None:
            try:
                options["billy"] = await nurse_of(interaction, billy)
            except TableError as error:
                await respond.refuse(interaction, error)
                return
        await respond.command(interaction, "care palliative", options)

    @app_commands.command(name="steer")
    async def steer(self, interaction: discord.Interaction, timeline: Timeline) -> None:
        """Steer the talk to a timeline before the first draw, for 1 token (the talker, scenario 2+, R17).

        Parameters
        -----------
        timeline: int
            A timeline (1-5) with a Partial Memory in the grid
        """
        await respond.command(interaction, "care steer", {"timeline": timeline})

    @app_commands.command(name="bonus")
    async def bonus(self, interaction: discord.Interaction, staff: str) -> None:
        """Give the Night bonus or averted-Emergency Care Token (the senior member, R6, R10).

        Parameters
        -----------
        staff: str
            Who receives the token: someone on the card
        """
        await respond.command(interaction, "care bonus", {"staff": staff})

    @tokens.autocomplete("count")  # type: ignore[arg-type]  # discord.py types number autocompletes as str
    @safe_autocomplete
    async def _tokens_count(self, interaction: discord.Interaction, current: int) -> list[app_commands.Choice[int]]:
        return await number_choices(interaction, "care tokens", "count", current)

    @pool.autocomplete("count")  # type: ignore[arg-type]  # discord.py types number autocompletes as str
    @safe_autocomplete
    async def _pool_count(self, interaction: discord.Interaction, current: int) -> list[app_commands.Choice[int]]:
        return await number_choices(interaction, "care pool", "count", current)

    @palliative.autocomplete("talker")
    @safe_autocomplete
    async def _talker(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await choices(interaction, "care palliative", "talker", current)

    @steer.autocomplete("timeline")  # type: ignore[arg-type]  # discord.py types number autocompletes as str
    @safe_autocomplete
    async def _steer(self, interaction: discord.Interaction, current: int) -> list[app_commands.Choice[int]]:
        return await number_choices(interaction, "care steer", "timeline", current)

    @bonus.autocomplete("staff")
    @safe_autocomplete
    async def _bonus_staff(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await choices(interaction, "care bonus", "staff", current)


async def setup(bot: HoldingOnBot) -> None:
    await bot.add_cog(Care(bot))
