"""`/campaign schedule` (issue 28): a campaign's weekly night, planned as a server event in one command.

`schedule weekday time zone [channel] [reminders]` plans it (the host, or someone with Manage Events or
Manage Server); `schedule` alone shows it; `schedule skip:True` skips the next night; `schedule stop:True`
ends the series. The table keeps the series (bot/table/nights.py), bot/app/nights.py keeps its events,
reminders and stories on Discord; this module reads the command and says what was done.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str

from bot.app import respond
from bot.app.channel_permissions import missing_for, missing_for_events, missing_words
from bot.app.context import AppContext
from bot.app.interaction_data import channel_of
from bot.i18n import join_list, t
from bot.table.nights import clock_text, matching_zones, parse_reminders
from db.store import NightSeries

WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
WEEKDAYS = [
    app_commands.Choice(name=locale_str(name.capitalize(), id=f"choice-weekday-{name}"), value=name)
    for name in WEEKDAY_NAMES
]


def may_manage_events(interaction: discord.Interaction) -> bool:
    """May this member plan a campaign's nights without hosting it (Create or Manage Events, or Manage Server)?"""
    permissions = interaction.permissions
    return bool(permissions.create_events or permissions.manage_events or permissions.manage_guild)


def event_url(series: NightSeries) -> str:
    return f"https://discord.com/events/{series.guild_id}/{series.event_id}" if series.event_id else ""


def reminders_text(series: NightSeries, lang: str) -> str:
    if not series.reminders:
        return t(lang, "night-no-reminders")
    said = [t(lang, "night-offset", hours=m // 60, minutes=m % 60) for m in series.reminders]
    return join_list(lang, said)


def series_text(series: NightSeries, lang: str, key: str = "night-series") -> str:
    """The series in one paragraph: when, where, the next night, the reminders, the event."""
    day = t(lang, "night-weekday", day=series.weekday)
    place = f"<#{series.place_id}>" if series.place_id else f"<#{series.channel_id}>"
    text = t(
        lang,
        key,
        day=day,
        time=clock_text(series.minute),
        zone=series.zone,
        at=str(int(series.night_at)),
        place=place,
        reminders=reminders_text(series, lang),
    )
    url = event_url(series)
    return f"{text}\n{url}" if url else text


async def schedule(
    app: AppContext,
    interaction: discord.Interaction,
    *,
    weekday: str | None,
    at: str | None,
    zone: str | None,
    place: discord.abc.GuildChannel | None,
    reminders: str | None,
    skip: bool,
    stop: bool,
) -> None:
    table, me, channel_id = app.table, interaction.user, channel_of(interaction)
    may = may_manage_events(interaction)
    if stop:
        stopped = await respond.ask_table(
            app, interaction, lambda: table.stop_nights(channel_id, me.id, may_manage=may)
        )
        if stopped is not None:
            await respond.defer(interaction)  # Discord's event calls may be slow: the answer follows them
            await app.nights.close_event(stopped)
            lang = await _campaign_language(app, channel_id)
            await respond.announce(app, interaction, t(lang, "night-stopped", user=me.mention))
        return
    if skip:
        pair = await respond.ask_table(app, interaction, lambda: table.skip_night(channel_id, me.id, may_manage=may))
        if pair is not None:
            skipped, moved = pair
            await respond.defer(interaction)
            await app.nights.close_event(skipped)
            moved = await app.nights.open_night(moved)
            lang = await _campaign_language(app, channel_id)
            text = t(lang, "night-skipped", user=me.mention, skipped=str(int(skipped.night_at)))
            await respond.announce(app, interaction, f"{text}\n{series_text(moved, lang, 'night-next')}")
        return
    if all(value is None for value in (weekday, at, zone, place, reminders)):
        shown = await respond.ask_table(app, interaction, lambda: table.nights(channel_id))
        lang = await respond.reader_language(app, interaction)
        if shown is None:
            if await _has_campaign(app, channel_id):  # (without a campaign, ask_table said so already)
                await respond.tell(app, interaction, t(lang, "night-none-yet"))
            return
        await respond.tell(app, interaction, series_text(shown, lang))
        return
    lang = await respond.reader_language(app, interaction)
    if weekday is None or at is None or zone is None:
        await respond.tell(app, interaction, t(lang, "night-need-all"))
        return
    refusal = _what_the_bot_lacks(interaction, place, lang)
    if refusal:
        await respond.tell(app, interaction, refusal)
        return
    offsets = None
    if reminders is not None:
        offsets = parse_reminders(reminders)
        if offsets is None:
            await respond.tell(app, interaction, t(lang, "night-reminders-unreadable", given=reminders[:40]))
            return
    number = WEEKDAY_NAMES.index(weekday) if weekday in WEEKDAY_NAMES else -1
    place_id = place.id if isinstance(place, discord.VoiceChannel | discord.StageChannel) else None
    planned = await respond.ask_table(
        app,
        interaction,
        lambda: table.schedule_nights(
            channel_id,
            me.id,
            weekday=number,
            time_text=at,
            zone=zone,
            place_id=place_id,
            reminders=offsets,
            may_manage=may,
        ),
    )
    if planned is None:
        return
    await respond.defer(interaction)  # the event calls to Discord may be slow (or wait out a rate limit)
    new, old = planned
    if old is not None:
        await app.nights.close_event(old)
    opened = await app.nights.open_night(new)
    lang = await _campaign_language(app, channel_id)
    await respond.announce(app, interaction, series_text(opened, lang, "night-scheduled"))


def _what_the_bot_lacks(interaction: discord.Interaction, place: object, lang: str) -> str:
    """Why the bot could not keep nights here, in one sentence; empty when it can: it posts the reminders and
    the night's story in this channel, and creates the night's event (in the voice or stage channel given)."""
    missing = missing_for(interaction)
    if missing:
        return t(lang, "night-cannot-post", missing=missing_words(lang, missing))
    if interaction.guild is None:
        return ""
    lacking, where = missing_for_events(interaction.guild, place)
    if lacking:
        return t(lang, "night-no-permission", missing=missing_words(lang, lacking), where=where)
    return ""


async def zones(current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=zone, value=zone) for zone in matching_zones(str(current))]


async def _campaign_language(app: AppContext, channel_id: int) -> str:
    return await app.table.language(channel_id) or "en"


async def _has_campaign(app: AppContext, channel_id: int) -> bool:
    return await app.table.language(channel_id) is not None
