""" "...and then, we held hands." on Discord: starting a game, undoing a step, the board, the rules, giving up.

Thin, as every cog: the table judges (who may undo, whether the channel holds
another game's table); the game's own decisions (/hands first, half, step,
end, perspective) are added to this group from the game's records
(bot/app/game_commands.py). The partner is a member of the server, or the bot
itself (picked as the partner, or left out): the bot then plays its seat, from
the public view only (H19), and says nothing else (H20) until the game is over:
then /hands review tells what it aimed at, turn by turn.
"""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import respond
from bot.app.channel_permissions import missing_for, missing_words
from bot.app.errors import locale_for, safe_autocomplete
from bot.app.interaction_data import channel_of
from bot.app.messages import Outgoing
from bot.app.pair_start import start_with_partner
from bot.games.hands.render import rules_text
from bot.games.interface import ReviewFace
from bot.i18n import locale_of, t
from bot.names import name_key
from bot.render.story import chunks
from bot.table.service import MAX_CHOICES

if TYPE_CHECKING:
    from bot.app.client import HoldingOnBot

GAME = "hands"
DIFFICULTIES = ("normal", "challenging", "difficult", "impossible")  # H16
FIRST_PLAYERS = ("random", "choose")  # H7: dealt from the seed, or named by a player at setup
REVIEW_EMBED_MAX = 3900  # characters of a review in one embed (Discord: 4096 a description, 6000 a message)


def _choices(name: str, values: tuple[str, ...]) -> list[app_commands.Choice[str]]:
    """The option's choices, named in English by the catalogue (German and French come from the translator)."""
    ids = [f"choice-hands-{name}-{value}" for value in values]
    return [
        app_commands.Choice(name=app_commands.locale_str(t("en", msg_id), id=msg_id), value=value)
        for msg_id, value in zip(ids, values, strict=True)
    ]


@app_commands.guild_only()
class Hands(commands.GroupCog, group_name="hands", group_description=t("en", "cmd-hands.description")):
    game = "hands"  # in another game's channel the tree refuses it
    any_channel = ("start", "rules")  # they judge another game's table themselves

    def __init__(self, bot: HoldingOnBot):
        self.bot = bot
        self.app = bot.app  # the table and the helpers this cog uses (bot/app/context.py)
        self.face = bot.app.faces[GAME]
        super().__init__()

    @app_commands.command(name="start")
    @app_commands.choices(difficulty=_choices("difficulty", DIFFICULTIES), first=_choices("first", FIRST_PLAYERS))
    async def start(
        self,
        interaction: discord.Interaction,
        partner: discord.Member | None = None,
        difficulty: app_commands.Choice[str] | None = None,
        first: app_commands.Choice[str] | None = None,
    ) -> None:
        """Start a game in this channel with a partner: a member of this server, or the bot.

        Parameters
        -----------
        partner: discord.Member
            Who plays with you: a member of this server, or the bot
        difficulty: str
            Which objectives are arguments (H16); default: normal, none of them
        first: str
            Who begins: drawn at random, or named by a player at setup (H7)
        """
        options = {
            "difficulty": difficulty.value if difficulty else DIFFICULTIES[0],
            "first_player": first.value if first else FIRST_PLAYERS[0],
        }
        await start_with_partner(self.app, interaction, GAME, partner, options)

    @app_commands.command(name="undo")
    async def undo(self, interaction: discord.Interaction) -> None:
        """Take back the last step of this turn (a step that revealed nothing)."""
        table = self.app.table
        await respond.decide(self.app, interaction, lambda: table.undo(channel_of(interaction), interaction.user.id))

    @app_commands.command(name="board")
    async def board(self, interaction: discord.Interaction, share: bool = False) -> None:
        """The ring board as a picture: tokens, scales, both rows and the objective.

        Parameters
        -----------
        share: bool
            Post it in the channel for everyone (default: only you see it)
        """
        table = self.app.table
        status = await respond.ask_table(self.app, interaction, lambda: table.status(channel_of(interaction)))
        if status is None:
            return
        lang = status.language if share else await respond.reader_language(self.app, interaction)
        if status.game != GAME or status.playing is None:
            await respond.tell(self.app, interaction, t(lang, "hands-ui-no-game"))
            return
        name = self.face.picture_names[0]
        drawing = asyncio.to_thread(self.face.picture, name, status.playing["public"], None, lang)
        png = await respond.in_time(self.app, interaction, drawing)
        embed = discord.Embed(colour=self.face.colour(status.playing["public"])).set_image(url=f"attachment://{name}")
        if share:
            await respond.announce(self.app, interaction, embed=embed, pictures={name: png})
        else:
            file = discord.File(io.BytesIO(png), filename=name)
            await respond.tell(self.app, interaction, "", embeds=[embed], files=[file])

    @app_commands.command(name="rules")
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        """Read a ruling (H1 to H20) in a few lines, or the glossary.

        Parameters
        -----------
        topic: str
            A ruling's id or name, e.g. H12 or perspective (leave empty for the list)
        """
        lang = await respond.reader_language(self.app, interaction)
        if not topic or not topic.strip():
            await respond.tell(self.app, interaction, rules_text.rules_list(lang))
            return
        said = rules_text.rule_text(lang, topic)
        if said is None:
            said = t(lang, "hands-rules-unknown", topic=topic.strip()[:40]) + "\n" + rules_text.rules_list(lang)
        await respond.tell(self.app, interaction, said)

    @rules.autocomplete("topic")
    @safe_autocomplete
    async def _topic(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lang = locale_of(interaction.locale) if interaction.locale else locale_for(interaction)
        wanted = name_key(str(current))
        found = [(key, title) for key, title in rules_text.topics(lang) if wanted in name_key(title)]
        return [app_commands.Choice(name=title[:100], value=key) for key, title in found][:MAX_CHOICES]

    @app_commands.command(name="review")
    async def review(self, interaction: discord.Interaction, share: bool = False) -> None:
        """After a game: what the bot partner aimed at, turn by turn.

        Parameters
        -----------
        share: bool
            Post it in the channel for everyone (default: only you see it)
        """
        table = self.app.table
        review = await respond.ask_table(self.app, interaction, lambda: table.review(channel_of(interaction)))
        if review is None:
            return
        lang = review.language if share else await respond.reader_language(self.app, interaction)
        assert isinstance(self.face, ReviewFace)  # this game's face tells a review (bot/games/hands/face.py)
        lines = self.face.review_lines(review.aims, review.public, review.status, lang)
        colour = self.face.colour(review.public)
        embeds = [discord.Embed(description=text, colour=colour) for text in chunks(lines, REVIEW_EMBED_MAX)]
        if share:  # one embed a message: a message holds 6000 characters
            await respond.announce_each(self.app, interaction, [Outgoing.of(embed=embed) for embed in embeds])
            return
        for embed in embeds:
            await respond.tell(self.app, interaction, "", embeds=[embed])

    @app_commands.command(name="leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave this game: the bot plays your seat until you take it back."""
        table = self.app.table
        missing = missing_for(interaction)
        if missing:  # it would move and tell nobody
            lang = await respond.reader_language(self.app, interaction)
            await respond.tell(
                self.app, interaction, t(lang, "msg-bot-cannot-post", missing=missing_words(lang, missing))
            )
            return
        me = interaction.user.id
        status = await respond.ask_table(self.app, interaction, lambda: table.leave_to_bot(channel_of(interaction), me))
        if status is None:
            return
        name = next(seat.name for seat in status.seats if seat.user_id == me)
        await respond.announce(self.app, interaction, t(status.language, "hands-left", name=name))
        self.app.bot_seats.wake(channel_of(interaction))  # the seat may have a decision open now

    @app_commands.command(name="rejoin")
    async def rejoin(self, interaction: discord.Interaction) -> None:
        """Take your seat back from the bot, after leaving the game."""
        table, me = self.app.table, interaction.user.id
        status = await respond.ask_table(self.app, interaction, lambda: table.rejoin(channel_of(interaction), me))
        if status is None:
            return
        name = next(seat.name for seat in status.seats if seat.user_id == me)
        await respond.announce(self.app, interaction, t(status.language, "hands-rejoined", name=name))

    @app_commands.command(name="abandon")
    async def abandon(self, interaction: discord.Interaction) -> None:
        """Give up this game (a player of it, or Manage Server)."""
        table = self.app.table
        admin = bool(interaction.permissions.manage_guild)
        await respond.decide(
            self.app,
            interaction,
            lambda: table.abandon(channel_of(interaction), interaction.user.id, is_admin=admin),
        )


async def setup(bot: HoldingOnBot) -> None:
    await bot.add_cog(Hands(bot))
