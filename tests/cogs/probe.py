"""A test-only cog that exercises every path the harness fakes (used by test_harness_smoke.py).

Not product code: it lets the smoke test prove the harness on buttons, selects,
DMs, defers, files, modals, dynamic items and errors before any real cog
uses them.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.client import HoldingOnBot

log = logging.getLogger(__name__)
GO = asyncio.Event()  # `/probe late` waits for it (a test moves Discord's clock meanwhile)
LATE_ERRORS: list[tuple[int, int]] = []


class ProbeView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=600)
        self.add_item(discord.ui.Button(label="Off", custom_id="probe:off", disabled=True))

    @discord.ui.button(label="Press", custom_id="probe:press")
    async def press(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.edit_message(content=f"pressed by {interaction.user.name}", view=None)

    @discord.ui.select(custom_id="probe:pick", options=[discord.SelectOption(label=x) for x in "ab"])
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.send_message(f"picked {','.join(select.values)}", ephemeral=True)


class ProbeModal(discord.ui.Modal, title="Name your Nurse"):
    nurse = discord.ui.TextInput(label="Nurse", custom_id="probe:nurse")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"welcome, Nurse {self.nurse.value}", ephemeral=True)


class ProbeDynamic(discord.ui.DynamicItem[discord.ui.Button], template=r"probe:dyn:(?P<number>\d+)"):
    def __init__(self, number: int) -> None:
        super().__init__(discord.ui.Button(label=str(number), custom_id=f"probe:dyn:{number}"))
        self.number = number

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str]
    ) -> ProbeDynamic:
        return cls(int(match["number"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"dynamic {self.number}", ephemeral=True)


class Probe(commands.GroupCog, group_name="probe", group_description="Harness probes (tests only)"):
    deep = app_commands.Group(name="deep", description="A subcommand group")

    @app_commands.command(name="buttons", description="A message with a button and a select")
    async def buttons(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("choose", view=ProbeView())

    @app_commands.command(name="dm", description="DM the caller a secret")
    @app_commands.describe(secret="What to DM")
    async def dm(self, interaction: discord.Interaction, secret: str) -> None:
        try:
            await interaction.user.send(f"your card: {secret}")
        except discord.Forbidden as error:
            await interaction.response.send_message(f"cannot DM you (code {error.code})", ephemeral=True)
        else:
            await interaction.response.send_message("sent you a DM", ephemeral=True)

    @app_commands.command(name="slow", description="Defer, then edit the loading message, then follow up")
    async def slow(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.edit_original_response(content="the loading message, replaced")  # stays ephemeral
        await interaction.followup.send("a followup")  # a new public message

    @app_commands.command(name="deprecated", description="Defer, then follow up (the deprecated way)")
    async def deprecated(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.followup.send("first followup")  # Discord still replaces the loading with it, deprecated

    @app_commands.command(name="file", description="Post a file in the channel")
    async def file(self, interaction: discord.Interaction) -> None:
        assert isinstance(interaction.channel, discord.abc.Messageable)
        await interaction.channel.send("the board", file=discord.File(io.BytesIO(b"board-bytes"), "board.png"))
        await interaction.response.send_message("posted", ephemeral=True)

    @app_commands.command(name="say", description="Answer with a text of a given length (limits)")
    async def say(self, interaction: discord.Interaction, length: int, field_value: str = "x") -> None:
        embed = discord.Embed(description="e").add_field(name="f", value=field_value)
        await interaction.response.send_message("x" * length, embed=embed)

    @app_commands.command(name="post", description="Post in the channel with the bot's token (count times)")
    async def post(self, interaction: discord.Interaction, count: int = 1, mention: bool = False) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        assert isinstance(interaction.channel, discord.abc.Messageable)
        posted = []
        for number in range(count):
            text = f"post {number}" + (f" for {interaction.user.mention}" if mention else "")
            try:
                posted.append(await interaction.channel.send(text))
            except discord.Forbidden as error:
                await interaction.edit_original_response(content=f"refused: {error.status} {error.code}")
                return
        if mention and posted:
            await posted[-1].edit(content=f"edited for {interaction.user.mention} again")
        await interaction.edit_original_response(content=f"posted {len(posted)}")

    @app_commands.command(name="late", description="Defer, wait for the test to say go, then follow up")
    async def late(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await GO.wait()
        try:
            await interaction.edit_original_response(content="at last")
        except discord.HTTPException as error:
            log.info("probe late: %s %s", error.status, error.code)
            LATE_ERRORS.append((error.status, error.code))

    @app_commands.command(name="boom", description="Fail")
    async def boom(self, interaction: discord.Interaction) -> None:
        raise RuntimeError("boom")

    @app_commands.command(name="log", description="Log a line")
    @app_commands.describe(line="What to log")
    async def log_line(self, interaction: discord.Interaction, line: str) -> None:
        log.info("probe logged %s", line)
        await interaction.response.send_message("logged", ephemeral=True)

    @app_commands.command(name="who", description="Describe a member")
    @app_commands.describe(member="Whom")
    async def who(self, interaction: discord.Interaction, member: discord.Member) -> None:
        manages = isinstance(interaction.user, discord.Member) and interaction.user.guild_permissions.manage_guild
        await interaction.response.send_message(f"{member.name}; caller manages server: {manages}", ephemeral=True)

    @app_commands.command(name="modal", description="Ask for a name")
    async def modal(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(ProbeModal())

    @app_commands.command(name="silent", description="Answer nothing")
    async def silent(self, interaction: discord.Interaction) -> None:
        return

    @deep.command(name="inner", description="A subcommand in a group in a group")
    @app_commands.describe(count="A number")
    async def inner(self, interaction: discord.Interaction, count: int) -> None:
        await interaction.response.send_message(f"count {count + 1}")


class ProbeBot(HoldingOnBot):
    """HoldingOnBot plus the probe cog and its dynamic button."""

    async def setup_hook(self) -> None:
        await self.add_cog(Probe())
        self.add_dynamic_items(ProbeDynamic)
        await super().setup_hook()

    async def on_interaction(self, interaction: discord.Interaction, /) -> None:
        # The probes test the harness itself (an unanswered interaction must be reported): no safety net.
        command = interaction.command
        if command is not None and command.qualified_name.startswith("probe"):
            return
        await super().on_interaction(interaction)

    def routes_elsewhere(self, interaction: discord.Interaction) -> bool:
        return str((interaction.data or {}).get("custom_id", "")).startswith("probe:")
