"""The table (COMMANDS.md, `/campaign …`): one campaign per channel or thread, its seats, attempts and files.

Who may do what (host, Manage Server, seated players) is the table's rule;
this cog passes who asked, and whether she has Manage Server, and shows the
answer. Refusals are ephemeral; what changes the table is said in the channel.
"""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.app import respond
from bot.app.autocomplete import nurse_names
from bot.app.channel_permissions import missing_for, missing_words
from bot.app.delivery import campaign_label, is_closed_dm
from bot.app.errors import safe_autocomplete
from bot.app.interaction_data import channel_of, guild_of
from bot.games.holding_on.render.pack_words import content_note
from bot.i18n import DEFAULT, LOCALES, NAMES, locale_of, t
from bot.names import name_key, problem_text, seat_name_problem, tidy
from bot.table.export import MAX_BYTES as IMPORT_MAX_BYTES
from bot.table.reply import CampaignStatus, TableError
from cogs.holding_on import nights
from cogs.holding_on.texts import (
    note_embed,
    option_value,
    options_text,
    recap_embeds,
    seat_order,
    status_embed,
    welcome_text,
)

if TYPE_CHECKING:
    from bot.app.client import HoldingOnBot

Scenario = app_commands.Range[int, 1, 10]
# Choices as people read them; the values are what the table stores (bot/games/holding_on/options.py).
# Each choice names its catalogue id: bot/app/translator.py gives Discord its German and French names.
READINGS = [
    app_commands.Choice(name=locale_str("English", id="choice-reading-en"), value="en"),
    app_commands.Choice(name=locale_str("Deutsch", id="choice-reading-de"), value="de"),
]
BILLY_VOICES = [
    app_commands.Choice(
        name=locale_str("By DM to the player speaking for Billy", id="choice-billy_voice-dm"), value="dm"
    ),
    app_commands.Choice(
        name=locale_str("In the channel (text-only tables)", id="choice-billy_voice-channel"), value="channel"
    ),
]
# The words a Nurse is named with (issue 25): her player's choice, neutral unless she chooses.
GENDERS = [
    app_commands.Choice(name=locale_str("feminine (she)", id="choice-gender-f"), value="f"),
    app_commands.Choice(name=locale_str("masculine (he)", id="choice-gender-m"), value="m"),
    app_commands.Choice(name=locale_str("neutral (they)", id="choice-gender-n"), value="n"),
]
LANGUAGES = [
    app_commands.Choice(name=locale_str(NAMES[code], id=f"choice-language-{code}"), value=code) for code in LOCALES
]


def _is_admin(interaction: discord.Interaction) -> bool:
    return bool(interaction.permissions.manage_guild)


def _where(interaction: discord.Interaction) -> str:
    """The campaign's label for a DM: the channel's name as the interaction brings it (a thread that archived is
    no longer in the gateway's cache, but Discord sends the channel with each interaction)."""
    name = getattr(interaction.channel, "name", None)
    known = {interaction.channel_id: name} if interaction.channel_id and isinstance(name, str) else None
    return campaign_label(interaction.client, interaction.guild_id, interaction.channel_id, known)


@app_commands.guild_only()
class Campaign(commands.GroupCog, group_name="campaign", group_description="The table: seats, scenarios, files"):
    game = "holding_on"  # in another game's channel the tree refuses it
    any_channel = ("new", "import")  # they judge another game's table themselves

    def __init__(self, bot: HoldingOnBot):
        self.bot = bot
        self.app = bot.app  # the table and the helpers this cog uses (bot/app/context.py)
        self._holding_on = bot.app.table.hosted("holding_on")  # its shipped pack, and that pack in a language
        super().__init__()

    async def _status(
        self, interaction: discord.Interaction, call: Callable[[], Awaitable[CampaignStatus]]
    ) -> CampaignStatus | None:
        return await respond.ask_table(self.app, interaction, call)

    # --- the table ------------------------------------------------------------------------

    @app_commands.command(name="new")
    @app_commands.choices(language=LANGUAGES)
    async def new(self, interaction: discord.Interaction, language: app_commands.Choice[str] | None = None) -> None:
        """Open a Holding On campaign in this channel or thread (you host it).

        Parameters
        -----------
        language: str
            The campaign's language (default: the server's, when it is German or French; else English)
        """
        missing = missing_for(interaction)
        if missing:
            lang = await respond.reader_language(self.app, interaction)
            words = missing_words(lang, missing)
            await respond.tell(self.app, interaction, t(lang, "campaign-missing-permissions", missing=words))
            return
        table, user = self.app.table, interaction.user
        chosen = language.value if language else locale_of(interaction.guild_locale)  # en unless de or fr
        status = await self._status(
            interaction,
            lambda: table.new_campaign(guild_of(interaction), channel_of(interaction), user.id, chosen),
        )
        if status is None:
            return
        lang = status.language
        words = await self.app.table.pack("holding_on", None, lang)
        embed = discord.Embed(
            title=t(lang, "campaign-opens", pack=words.pack.name),
            colour=0x5A6E9A,
            description=t(lang, "campaign-hosted", host=user.mention)
            + "\n"
            + t(lang, "campaign-language-line", language=t(lang, "language-name", code=lang)),
        )
        embed.add_field(name=t(lang, "campaign-note-field"), value=content_note(words)[:1024] or "—", inline=False)
        await respond.announce(self.app, interaction, embed=embed)

    @app_commands.command(name="join")
    @app_commands.choices(gender=GENDERS)
    async def join(
        self,
        interaction: discord.Interaction,
        nurse_name: str | None = None,
        gender: app_commands.Choice[str] | None = None,
    ) -> None:
        """Take a seat at this table as a Nurse (2 to 4 players).

        Parameters
        -----------
        nurse_name: str
            Your Nurse's name (default: your name in this server)
        gender: str
            How the table's words name your Nurse: feminine, masculine or neutral (default: neutral)
        """
        chosen = gender.value if gender else "n"
        table, user = self.app.table, interaction.user
        name = nurse_name or user.display_name
        problem = seat_name_problem(tidy(name)) if nurse_name is None else None
        if problem is not None:  # her server name does not fit: ask for one
            lang = await respond.reader_language(self.app, interaction)
            await respond.tell(
                self.app, interaction, t(lang, "campaign-name-your-nurse", problem=problem_text(problem, lang))
            )
            return
        status = await self._status(interaction, lambda: table.join(channel_of(interaction), user.id, name, chosen))
        if status is None:
            return
        nurse = next(seat.name for seat in status.seats if seat.user_id == user.id)
        await respond.announce(
            self.app,
            interaction,
            t(status.language, "campaign-joins", user=user.mention, nurse=nurse, seats=len(status.seats)),
        )
        try:
            await user.send(welcome_text(_where(interaction), nurse, status.language))
        except discord.HTTPException as error:
            closed = "yes" if is_closed_dm(error) else "no"
            await respond.tell(
                self.app,
                interaction,
                t(await respond.reader_language(self.app, interaction), "dm-closed-join", closed=closed),
            )

    @app_commands.command(name="leave")
    async def leave(self, interaction: discord.Interaction) -> None:
        """Give up your seat (between scenario attempts)."""
        table, user = self.app.table, interaction.user
        status = await self._status(interaction, lambda: table.leave(channel_of(interaction), user.id))
        if status is not None:
            await respond.announce(
                self.app, interaction, t(status.language, "campaign-leaves", user=user.mention, seats=len(status.seats))
            )

    @app_commands.command(name="standin")
    @app_commands.rename(member="user")
    async def standin(self, interaction: discord.Interaction, seat: str, member: discord.Member | None = None) -> None:
        """Someone plays an absent player's Nurse for now (host); leave out the user to end it.

        Parameters
        -----------
        seat: str
            The absent player's Nurse
        member: discord.Member
            Who plays her for now (this bot itself: it plays her); leave empty: her own player is back
        """
        table, me = self.app.table, interaction.user
        missing = missing_for(interaction)
        if member is not None and member.id == table.bot_user_id and missing:  # it would move and tell nobody
            lang = await respond.reader_language(self.app, interaction)
            await respond.tell(
                self.app, interaction, t(lang, "msg-bot-cannot-post", missing=missing_words(lang, missing))
            )
            return
        status = await self._status(
            interaction,
            lambda: table.stand_in(
                channel_of(interaction), me.id, seat, member.id if member else None, is_admin=_is_admin(interaction)
            ),
        )
        if status is None:
            return
        chosen = next(s for s in status.seats if name_key(s.name) == name_key(seat))
        lang = status.language
        if chosen.stand_in_user_id and chosen.stand_in_user_id == self.app.table.bot_user_id:
            text = t(lang, "campaign-standin-bot", user=str(chosen.user_id), nurse=chosen.name)
        elif chosen.stand_in_user_id:
            text = t(lang, "campaign-standin", user=str(chosen.stand_in_user_id), nurse=chosen.name)
        else:
            text = t(lang, "campaign-standin-ended", user=str(chosen.user_id), nurse=chosen.name)
        await respond.announce(self.app, interaction, text)
        self.app.bot_seats.wake(channel_of(interaction))  # the bot's seat may have a decision open now

    @app_commands.command(name="options")
    @app_commands.choices(
        language=LANGUAGES, billy_voice=BILLY_VOICES, senior_reading=READINGS, two_player_reading=READINGS
    )
    async def options(
        self,
        interaction: discord.Interaction,
        language: app_commands.Choice[str] | None = None,
        billy_voice: app_commands.Choice[str] | None = None,
        images: bool | None = None,
        senior_reading: app_commands.Choice[str] | None = None,
        medical_needs_token: bool | None = None,
        inquire_same_timeline_reshuffles: bool | None = None,
        two_player_reading: app_commands.Choice[str] | None = None,
        contact_tile_clears: bool | None = None,
    ) -> None:
        """Show or change the table options; they apply from the next attempt (host, or Manage Server).

        Parameters
        -----------
        language: str
            The campaign's language for the channel, the DMs and the story (from now on)
        billy_voice: str
            Billy's quotes: by DM to the player speaking for him, or in the channel for text-only tables (D2)
        images: bool
            Pictures for the board and the memories (off: text)
        senior_reading: str
            R3: English = the first Nurse placed decides; Deutsch = an Assistant placed first makes the SM decide
        medical_needs_token: bool
            R9: Medical care counts for the day only with a token on the card
        inquire_same_timeline_reshuffles: bool
            R14: asking again about the same timeline reshuffles the set-aside cards (the English text)
        two_player_reading: str
            R19: which rulebook's reading of the two-player rules
        contact_tile_clears: bool
            R18 house rule: the Contact Tile empties after every shift (default: the caller stays on it)
        """
        given = {
            "billy_voice": billy_voice.value if billy_voice else None,
            "images": images,
            "senior_reading": senior_reading.value if senior_reading else None,
            "medical_needs_token": medical_needs_token,
            "inquire_same_timeline_reshuffles": inquire_same_timeline_reshuffles,
            "two_player_reading": two_player_reading.value if two_player_reading else None,
            "contact_tile_clears": contact_tile_clears,
        }
        changes = {key: value for key, value in given.items() if value is not None}
        table = self.app.table
        if language is not None:  # the language applies at once; the other options from the next attempt
            status = await self._status(
                interaction,
                lambda: table.set_language(
                    channel_of(interaction), interaction.user.id, language.value, is_admin=_is_admin(interaction)
                ),
            )
            if status is None:
                return
            said = t(
                status.language,
                "campaign-language-set",
                language=t(status.language, "language-name", code=status.language),
            )
            if not changes:
                await respond.announce(self.app, interaction, said)
                return
        if not changes:
            status = await self._status(interaction, lambda: table.status(channel_of(interaction)))
            if status is not None:
                lang = await respond.reader_language(self.app, interaction)
                await respond.tell(
                    self.app,
                    interaction,
                    "\n".join(
                        [
                            t(lang, "campaign-options-header"),
                            t(
                                lang,
                                "campaign-options-language",
                                language=t(lang, "language-name", code=status.language),
                            ),
                            options_text(status.options, lang),
                        ]
                    ),
                )
            return
        status = await self._status(
            interaction,
            lambda: table.set_options(
                channel_of(interaction), interaction.user.id, changes, is_admin=_is_admin(interaction)
            ),
        )
        if status is not None:
            lang = status.language  # said in the channel: the campaign's language
            changed = ", ".join(
                f"`{t(lang, 'option-name', key=key)}` = {option_value(value, lang)}" for key, value in changes.items()
            )
            await respond.announce(self.app, interaction, t(lang, "options-changed", changed=changed))

    @app_commands.command(name="status")
    async def status(self, interaction: discord.Interaction, note: bool = False) -> None:
        """Scenarios won, attempts, the day and shift, and whose decision is open.

        Parameters
        -----------
        note: bool
            Also show the content note (the campaign's, and the current or next scenario's own)
        """
        table = self.app.table
        status = await self._status(interaction, lambda: table.status(channel_of(interaction)))
        if status is None:
            return
        lang = await respond.reader_language(self.app, interaction)
        embeds = [status_embed(status, _where(interaction), lang)]
        if note:
            embeds.append(note_embed(self._holding_on.words(status.language) or self._holding_on.pack(), status, lang))
        await respond.tell(self.app, interaction, "", embeds=embeds)

    @app_commands.command(name="recap")
    async def recap(self, interaction: discord.Interaction) -> None:
        """Previously on Holding On: what the channel was told last session."""
        table = self.app.table
        recap = await respond.ask_table(self.app, interaction, lambda: table.recap(channel_of(interaction)))
        if recap is not None:
            lang = await table.language(channel_of(interaction)) or DEFAULT  # told in the channel: the campaign's
            pack = self._holding_on.words(lang) or self._holding_on.pack()
            await respond.announce(
                self.app, interaction, embeds=recap_embeds(recap, self.app.faces["holding_on"], pack, lang)
            )

    # --- attempts ---------------------------------------------------------------------------

    @app_commands.command(name="start")
    async def start(
        self, interaction: discord.Interaction, scenario: Scenario | None = None, order: str | None = None
    ) -> None:
        """Play the next scenario, or replay one already won; the seat order can be set.

        Parameters
        -----------
        scenario: int
            A scenario already won, to replay it (default: the next one)
        order: str
            Seat order, Nurse names or mentions separated by commas (default: the order of joining)
        """
        table, user = self.app.table, interaction.user
        seats = None
        if order:
            status = await self._status(interaction, lambda: table.status(channel_of(interaction)))
            if status is None:
                return
            try:
                seats = seat_order(order, status)
            except TableError as error:
                await respond.refuse(self.app, interaction, error)
                return
        await respond.decide(
            self.app, interaction, lambda: table.start(channel_of(interaction), user.id, scenario, seats)
        )

    @app_commands.command(name="undo")
    async def undo(self, interaction: discord.Interaction) -> None:
        """Take back the last decision, when it revealed nothing (host or Shift Manager)."""
        table = self.app.table
        await respond.decide(self.app, interaction, lambda: table.undo(channel_of(interaction), interaction.user.id))

    @app_commands.command(name="abandon")
    async def abandon(self, interaction: discord.Interaction) -> None:
        """Give up the current scenario attempt (host, or Manage Server)."""
        table = self.app.table
        await respond.decide(
            self.app,
            interaction,
            lambda: table.abandon(channel_of(interaction), interaction.user.id, is_admin=_is_admin(interaction)),
        )

    # --- files ----------------------------------------------------------------------------------

    @app_commands.command(name="export")
    async def export(self, interaction: discord.Interaction) -> None:
        """The whole campaign as a file, sent to the host by DM (it holds spoilers)."""
        table = self.app.table
        document = await respond.ask_table(
            self.app,
            interaction,
            lambda: table.export(channel_of(interaction), interaction.user.id, is_admin=_is_admin(interaction)),
        )
        if document is None:
            return
        await respond.defer(interaction)  # a DM with a file can take a moment
        status = await table.status(channel_of(interaction))
        data = io.BytesIO(str(document).encode("utf-8"))
        filename = f"holding-on-campaign-{status.campaign_id}.json"
        try:
            host = await self.bot.fetch_user(status.host_user_id)
            await host.send(
                f"**{_where(interaction)}**\n{t(status.language, 'campaign-exported')}",
                file=discord.File(data, filename=filename),
            )
        except discord.HTTPException as error:
            closed = "yes" if is_closed_dm(error) else "no"
            await respond.tell(
                self.app,
                interaction,
                t(await respond.reader_language(self.app, interaction), "dm-closed-export", closed=closed),
            )
            return
        lang = await respond.reader_language(self.app, interaction)
        await respond.tell(self.app, interaction, t(lang, "campaign-export-sent", user=str(status.host_user_id)))

    @app_commands.command(name="import")
    async def import_(self, interaction: discord.Interaction, file: discord.Attachment) -> None:
        """Restore this channel's campaign from an exported file (host, or Manage Server).

        Parameters
        -----------
        file: discord.Attachment
            A file made by /campaign export
        """
        table, user = self.app.table, interaction.user
        if file.size > IMPORT_MAX_BYTES:  # refused before it is downloaded
            lang = await respond.reader_language(self.app, interaction)
            megabytes = IMPORT_MAX_BYTES // (1024 * 1024)
            await respond.tell(self.app, interaction, t(lang, "campaign-import-too-large", megabytes=megabytes))
            return
        await respond.defer(interaction)  # reading a file can take a moment
        try:
            data = await file.read()
        except discord.HTTPException:
            await respond.tell(
                self.app,
                interaction,
                t(await respond.reader_language(self.app, interaction), "campaign-import-unreadable"),
            )
            return
        status = await respond.ask_table(
            self.app,
            interaction,
            lambda: table.import_campaign(
                guild_of(interaction), channel_of(interaction), user.id, data, is_admin=_is_admin(interaction)
            ),
        )
        if status is None:
            return
        await respond.announce(self.app, interaction, t(status.language, "campaign-imported", user=user.mention))

    # --- campaign nights (cogs/holding_on/nights.py) -----------------------------------------------

    @app_commands.command(name="schedule")
    @app_commands.choices(weekday=nights.WEEKDAYS)
    @app_commands.rename(at="time", place="channel")
    async def schedule(
        self,
        interaction: discord.Interaction,
        weekday: app_commands.Choice[str] | None = None,
        at: str | None = None,
        zone: str | None = None,
        place: discord.VoiceChannel | discord.StageChannel | None = None,
        reminders: str | None = None,
        skip: bool = False,
        stop: bool = False,
    ) -> None:
        """Plan the weekly campaign night as a server event (host, or Manage Events); alone: show it.

        Parameters
        -----------
        weekday: str
            The night's day of the week
        at: str
            The night's local time, e.g. 19:30
        zone: str
            The time zone of that time, e.g. Europe/Berlin
        place: discord.VoiceChannel
            A voice or stage channel the night meets in (default: this channel)
        reminders: str
            How long before the night to remind the table, e.g. 24h, 1h (default), or none
        skip: bool
            Skip the next night (its event is cancelled, the one after is planned)
        stop: bool
            Stop the weekly nights
        """
        await nights.schedule(
            self.app,
            interaction,
            weekday=weekday.value if weekday else None,
            at=at,
            zone=zone,
            place=place,
            reminders=reminders,
            skip=skip,
            stop=stop,
        )

    @schedule.autocomplete("zone")
    @safe_autocomplete
    async def _zone(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await nights.zones(current)

    @standin.autocomplete("seat")
    @safe_autocomplete
    async def _seat(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await nurse_names(self.app, interaction, current)


async def setup(bot: HoldingOnBot) -> None:
    await bot.add_cog(Campaign(bot))
