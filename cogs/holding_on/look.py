"""Looking at the table without changing it (COMMANDS.md, cogs/look.py).

`/board` and `/memories` are pictures of the public view (ephemeral, unless
shared with the table); `/hand` is a player's own face-down cards, only ever
ephemeral; `/help` says what she can do now; `/rules [topic]` is a ruling in a
few lines, or the pack's glossary (`/rules glossary`, or one of its terms),
always ephemeral (a player reading the rules should not interrupt the table).
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import respond
from bot.app.errors import locale_for, safe_autocomplete
from bot.app.interaction_data import channel_of
from bot.app.messages import picture_embeds
from bot.games.holding_on.engine.content import GlossaryEntry
from bot.games.holding_on.engine.view_types import Public, public_of, seated_of
from bot.games.holding_on.render.pack_words import GLOSSARY_TOPIC, find_term
from bot.games.holding_on.render.rules_text import RuleTopic, find_topic, matching_topics, topics
from bot.i18n import DEFAULT, t
from bot.table.reply import TableError
from bot.table.service import MAX_CHOICES
from cogs.holding_on.texts import hand_embed, help_text

if TYPE_CHECKING:
    from bot.app.client import HoldingOnBot

RULES_COLOUR = discord.Colour(0x5B8DB8)


def rule_embed(topic: RuleTopic, lang: str = DEFAULT) -> discord.Embed:
    embed = discord.Embed(title=topic.label, description=topic.summary, colour=RULES_COLOUR)
    embed.set_footer(text=t(lang, "rules-footer", ruling=topic.ruling))
    return embed


def topic_list(lang: str = DEFAULT) -> str:
    listed = ", ".join(f"{topic.key} ({topic.ruling})" for topic in topics(lang))
    return t(lang, "rules-or", list=listed, glossary=t(lang, "glossary-word"))


def glossary_embed(entries: list[GlossaryEntry], lang: str = DEFAULT) -> discord.Embed:
    """Every term as a field (a pack's glossary fits one message: Discord allows 25 fields, 6000 characters)."""
    embed = discord.Embed(title=t(lang, "glossary-title"), colour=RULES_COLOUR)
    for entry in entries[:25]:
        embed.add_field(name=entry.term[:256], value=entry.text.strip()[:1024], inline=False)
    embed.set_footer(text=t(lang, "glossary-footer"))
    return embed


def term_embed(entry: GlossaryEntry, lang: str = DEFAULT) -> discord.Embed:
    embed = discord.Embed(title=entry.term, description=entry.text.strip(), colour=RULES_COLOUR)
    embed.set_footer(text=t(lang, "glossary-term-footer"))
    return embed


def _is_glossary(typed: str, lang: str) -> bool:
    return typed.strip().lower() in (GLOSSARY_TOPIC, t(lang, "glossary-word"))


class Look(commands.Cog):
    """Commands that show the table and the rules."""

    game = "holding_on"  # in another game's channel the tree refuses it
    any_channel = ("rules",)  # they judge another game's table themselves

    def __init__(self, bot: HoldingOnBot):
        self.bot = bot
        self.app = bot.app  # the table and the helpers this cog uses (bot/app/context.py)
        self._holding_on = bot.app.table.hosted("holding_on")  # its shipped pack, and that pack in a language

    @app_commands.command(name="rules")
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        """Read a rule in a few lines, with its ruling id.

        Parameters
        -----------
        topic: str
            The rule to read, e.g. inquire, night bonus or R14 (leave empty for the list)
        """
        lang = await respond.reader_language(self.app, interaction)
        if topic is None or not topic.strip():
            await respond.tell(self.app, interaction, t(lang, "rules-pick", topics=topic_list(lang)), notices=[])
            return
        pack = self._holding_on.words(lang) or self._holding_on.pack()  # the glossary in her language, where it has it
        if _is_glossary(topic, lang):
            await respond.tell(self.app, interaction, "", embed=glossary_embed(list(pack.glossary), lang), notices=[])
            return
        found = find_topic(topic, lang)
        term = (find_term(pack, topic) or find_term(self._holding_on.pack(), topic)) if found is None else None
        if term is not None:
            term = next((e for e in pack.glossary if e.id == term.id), term)  # an English term, said in hers
            await respond.tell(self.app, interaction, "", embed=term_embed(term, lang), notices=[])
            return
        if found is None:
            unknown = t(lang, "rules-unknown", topic=topic.strip()[:80], topics=topic_list(lang))
            await respond.tell(self.app, interaction, unknown, notices=[])
            return
        await respond.tell(self.app, interaction, "", embed=rule_embed(found, lang), notices=[])

    async def _playing(self, interaction: discord.Interaction) -> dict[str, Any] | None:
        """The attempt being played here: public view, pack hash and the campaign's language (None, answered,
        when there is none)."""
        table = self.app.table
        status = await respond.ask_table(self.app, interaction, lambda: table.status(channel_of(interaction)))
        if status is None:
            return None
        if status.playing is None:
            lang = await respond.reader_language(self.app, interaction)
            await respond.tell(self.app, interaction, t(lang, "refuse-no-scenario-played"))
            return None
        return {**status.playing, "language": status.language, "game": status.game}

    async def _show(self, interaction: discord.Interaction, share: bool, *, board: bool) -> None:
        playing = await self._playing(interaction)
        if playing is None:
            return
        # Shared: the channel's language (the campaign's); for her eyes only: hers.
        lang = playing["language"] if share else await respond.reader_language(self.app, interaction)
        pack = await self.app.table.pack(
            playing["game"], playing["pack_hash"], lang
        )  # the pack this attempt started with
        face = self.app.faces[playing["game"]]
        names = (face.picture_names[0],) if board else face.picture_names[1:]
        drawing = picture_embeds(face, names, playing["public"], pack, colour=0x5A6E9A, lang=lang)
        embeds, pictures = await respond.in_time(self.app, interaction, drawing)  # pictures take a while: the 3 seconds
        if share:
            await respond.announce(self.app, interaction, embeds=embeds, pictures=pictures)
        else:
            files = [discord.File(io.BytesIO(data), filename=name) for name, data in pictures.items()]
            await respond.tell(self.app, interaction, "", embeds=embeds, files=files)

    @app_commands.command(name="board")
    @app_commands.guild_only()
    async def board(self, interaction: discord.Interaction, share: bool = False) -> None:
        """The board as a picture: Billy's condition, the shifts, the staff, the backs of held cards.

        Parameters
        -----------
        share: bool
            Post it in the channel for everyone (default: only you see it)
        """
        await self._show(interaction, share, board=True)

    @app_commands.command(name="memories")
    @app_commands.guild_only()
    async def memories(self, interaction: discord.Interaction, share: bool = False) -> None:
        """Billy's Collected Memories as a picture, with the objective's progress.

        Parameters
        -----------
        share: bool
            Post it in the channel for everyone (default: only you see it)
        """
        await self._show(interaction, share, board=False)

    @app_commands.command(name="hand")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        """Your own face-down cards and Care Tokens (only you see this)."""
        table = self.app.table
        views = await respond.ask_table(
            self.app, interaction, lambda: table.hand(channel_of(interaction), interaction.user.id)
        )
        if views is None:
            return
        lang = await respond.reader_language(self.app, interaction)
        if not views:
            await respond.tell(self.app, interaction, t(lang, "hand-no-nurse"))
            return
        await respond.tell(
            self.app, interaction, "", embeds=[hand_embed(seated_of(seat_view), lang) for seat_view in views]
        )

    @app_commands.command(name="help")
    async def help(self, interaction: discord.Interaction) -> None:
        """What you can do now, given your role this shift."""
        table = self.app.table
        if table is None or interaction.guild_id is None:
            await respond.tell(self.app, interaction, help_text(None, [], [], locale_for(interaction)))
            return
        public, mine, nurses = await respond.in_time(self.app, interaction, self._help_for(interaction))
        await respond.tell(
            self.app, interaction, help_text(public, mine, nurses, await respond.reader_language(self.app, interaction))
        )

    async def _help_for(
        self, interaction: discord.Interaction
    ) -> tuple[Public | None, list[tuple[str, str]], list[str]]:
        """The public view, this player's open decisions (label, key) and her Nurses; nothing when not playing."""
        table = self.app.table
        try:
            status = await table.status(channel_of(interaction))
        except TableError:
            return None, [], []
        if status.playing is None:
            return None, [], []
        public = public_of(status.playing["public"])
        try:
            found = await table.choices(channel_of(interaction), interaction.user.id, "decide", "choice")
        except TableError:  # no seat in this scenario: what is open is still worth telling
            found = []
        nurses = [
            seat.name
            for seat in status.seats  # her own, or the one she stands in for
            if (seat.stand_in_user_id or seat.user_id) == interaction.user.id and seat.name in public["seats"]
        ]
        return public, [(choice.label, choice.value) for choice in found[:MAX_CHOICES]], nurses

    @rules.autocomplete("topic")
    @safe_autocomplete
    async def rules_topic_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        lang = locale_for(interaction)  # autocomplete must answer at once: her client's language, else the server's
        word = t(lang, "glossary-word")
        glossary = [app_commands.Choice(name=t(lang, "glossary-choice"), value=word)]
        typed = current.strip().lower()
        first = glossary if not typed or word.startswith(typed) or GLOSSARY_TOPIC.startswith(typed) else []
        found = matching_topics(current, limit=MAX_CHOICES - len(first), locale=lang)
        return first + [app_commands.Choice(name=topic.label, value=topic.key) for topic in found]


async def setup(bot: HoldingOnBot) -> None:
    await bot.add_cog(Look(bot))
