"""Weekly campaign nights on Discord (issue 28): each night a Guild Scheduled Event, reminders, and its story.

The series is the bot's (Discord has no recurrence rule a bot may set): bot/table/nights.py keeps it with
the campaign and says what falls due; this module does it on Discord, in the one process that runs the
guild's shard (`owns`):

* the next night is created as a Scheduled Event: named after the campaign and its next scenario, its
  description the previous night's summary, located in the voice or stage channel the host gave (else an
  external event "in #channel"); when a night has passed, the next is created;
* reminders in the campaign's channel at the series' offsets (24 h and 1 h before, by default) name the
  seats whose players marked themselves interested in the event and the seats that will be empty, with what
  the host can do: a member to stand in, the bot to play the seat (a button, for the host), or skip the night;
* when the event starts (the bot starts it at its time, or a member does), "previously on…" (the recap of
  the last session), the board and whose decision is open, with its buttons; when it ends, or after two
  hours without a decision, a short summary of the night (attempts, scenarios won, memories placed, calls
  made) in the channel and in the next event's description;
* an event deleted or cancelled by hand stops the series; one moved to another time moves the series (its
  weekday and local time) and one moved to another voice channel moves its place; each is said in the
  channel. A missing Manage Events permission is said once a night, in one sentence with how to grant it.

Nothing here changes a game: the table is asked for the series, the recap, the board, the tally and the
bot's seats, whose decisions go through `Table.bot_turn` like anyone's. Every write of a series is
version-checked, so a series another process moved on is left to it. `tick()` runs every minute (or when a
test moves its clock and calls it); the clock is Unix seconds, the table's own.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import re
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

import discord

from bot.app import respond
from bot.app.channel_permissions import missing_for_events, missing_now, missing_words
from bot.app.decisions import decision_view
from bot.app.errors import guarded, record
from bot.app.messages import Outgoing, picture_embeds, waiting_for
from bot.app.posting import post
from bot.games.interface import NightFace
from bot.i18n import DEFAULT, join_list, t
from bot.render.story import chunks, story_lines
from bot.table.nights import EVENT_ENDED, after_night, clock_text, due_steps, next_due
from bot.table.reply import CampaignStatus, TableError
from db.store import NightSeries

if TYPE_CHECKING:
    from bot.app.context import AppContext

log = logging.getLogger(__name__)

TICK_SECONDS = 60.0
EXTERNAL_HOURS = 4  # an event without a voice channel must say when it ends (Discord): the night's usual length
NOT_CACHED_SECONDS = 60.0  # a guild this process does not see yet (just started): looked at again then
EVENT_NAME_MAX = 100
DESCRIPTION_MAX = 1000
LOCATION_MAX = 100  # an external event's location (Discord: 1-100 characters)
STORY_MAX = 3500
BUTTON_TEMPLATE = r"night:bot:(?P<user>\d+)"
# The night's counts, in the order its summary tells them: decisions first (tally key, catalogue key)
_COUNTED = (("decisions", "night-tally-decisions"), ("attempts", "night-tally-attempts"))


class Nights:
    """The nights of every campaign whose guild this process serves."""

    def __init__(self, app: AppContext) -> None:
        self.app = app
        self._lock = asyncio.Lock()  # one step of one series at a time: the tick and the gateway's events
        self._task: asyncio.Task[None] | None = None
        self._told_host: set[tuple[int, float]] = set()  # (campaign, night) whose host heard the bot cannot post

    @property
    def now(self) -> float:
        return self.app.night_clock()

    # --- the loop -------------------------------------------------------------------------------------

    def start(self, interval: float = TICK_SECONDS) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run(interval), name="holding-on: campaign nights")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self, interval: float) -> None:
        while True:
            try:
                await self.tick()
            except Exception as error:  # one bad tick must not end the nights
                record(error, "the campaign nights' tick")
            await asyncio.sleep(interval)

    async def tick(self) -> None:
        """Do what has fallen due for every series of this process's guilds."""
        if self.app.gate.closed:
            return
        async with self._lock:
            for series in await self.app.table.nights_due(self.now):
                if not self.app.owns(series.guild_id):
                    continue  # another process runs that guild's shard: its nights are its own
                try:
                    await self._step(series)
                except Exception as error:
                    record(error, f"campaign {series.campaign_id}'s nights")
                    await self._save(series, series, due_at=self.now + NOT_CACHED_SECONDS)

    # --- one series ------------------------------------------------------------------------------------

    async def _step(self, series: NightSeries) -> None:
        now = self.now
        guild = self.app.client.get_guild(series.guild_id)
        if guild is None:
            await self._save(series, series, due_at=now + NOT_CACHED_SECONDS)
            return
        event = await self._event(guild, series)
        if series.event_id is not None and event is None:
            await self._stopped_by_hand(series, "deleted")
            return
        if event is not None:
            followed = await self._follow(series, event)
            if followed is None:
                return
            series = followed
        due = due_steps(series, now, await self.app.table.last_played(series.campaign_id))
        if due.end or due.missed:
            await self._end(series, event)
        elif due.start:
            await self._start(series, event)
        else:
            moved = series
            if due.create:
                moved = await self._created(guild, moved)
            if due.remind is not None:
                moved = dataclasses.replace(moved, reminded=(*moved.reminded, due.remind, *due.skipped_reminders))
                saved = await self._save(moved, series)
                if saved is not None:
                    await self._remind(guild, saved, due.remind, event)
                return
            await self._save(moved, series)

    async def _save(
        self, series: NightSeries, previous: NightSeries, *, due_at: float | None = None
    ) -> NightSeries | None:
        """Write the series over `previous`, to be looked at again at `due_at` (default: when its next step falls
        due, worked out anew); None when another writer moved it on first."""
        if due_at is None:
            due_at = next_due(series, self.now, await self.app.table.last_played(series.campaign_id))
        return await self.app.table.save_night(dataclasses.replace(series, due_at=due_at), previous)

    async def _event(self, guild: discord.Guild, series: NightSeries) -> discord.ScheduledEvent | None:
        if series.event_id is None:
            return None
        try:
            return await guild.fetch_scheduled_event(series.event_id, with_counts=True)
        except discord.NotFound:
            return None

    # --- the night's event --------------------------------------------------------------------------------

    async def open_night(self, series: NightSeries) -> NightSeries:
        """Create the event of the series' night in hand now (after `/campaign schedule` or a skip)."""
        async with self._lock:
            guild = self.app.client.get_guild(series.guild_id)
            if guild is None:
                return series
            created = await self._created(guild, series)
            return await self._save(created, series) or created

    async def close_event(self, series: NightSeries) -> None:
        """The series' night in hand is not held (a skip, a stop, a new schedule): its event is cancelled."""
        guild = self.app.client.get_guild(series.guild_id)
        if guild is None or series.event_id is None:
            return
        with contextlib.suppress(discord.HTTPException):
            event = await guild.fetch_scheduled_event(series.event_id)
            if event.status is discord.EventStatus.scheduled:
                await event.cancel(reason="campaign night skipped or stopped")
            elif event.status is discord.EventStatus.active:
                await event.end(reason="campaign night stopped")

    async def _created(self, guild: discord.Guild, series: NightSeries) -> NightSeries:
        """The series with its night's event created, or as it was (a permission missing, or Discord refusing
        the event: said once a night, tried again in an hour; the reminders come either way)."""
        if series.event_id is not None:
            return series
        place = guild.get_channel(series.place_id) if series.place_id else None
        missing, where = missing_for_events(guild, place)
        if missing:
            return await self._permission_missing(series, missing, where)
        status = await self.app.table.status(series.channel_id)
        name, description = await self._event_words(guild, series, status)
        start = datetime.fromtimestamp(series.night_at, UTC)
        try:
            if isinstance(place, discord.VoiceChannel | discord.StageChannel):
                event = await guild.create_scheduled_event(
                    name=name,
                    start_time=start,
                    channel=place,
                    description=description,
                    privacy_level=discord.PrivacyLevel.guild_only,
                    reason="a campaign night (/campaign schedule)",
                )
            else:
                event = await guild.create_scheduled_event(
                    name=name,
                    start_time=start,
                    end_time=start + timedelta(hours=EXTERNAL_HOURS),
                    location=await self._location(guild, series, status.language),
                    description=description,
                    privacy_level=discord.PrivacyLevel.guild_only,
                    entity_type=discord.EntityType.external,
                    reason="a campaign night (/campaign schedule)",
                )
        except discord.Forbidden:
            return await self._permission_missing(series, missing or ["create_events"], where)
        except discord.HTTPException as error:  # a 5xx discord.py gave up on, a limit of Discord's: not fatal
            log.warning("campaign %s: Discord refused the night's event (HTTP %s, code %s)", series.campaign_id,
                        error.status, error.code)  # fmt: skip
            reason = f"HTTP {error.status}" + (f", {error.code}" if error.code else "")
            return await self._say_once(series, "event-refused", "night-event-refused", reason=reason)
        return dataclasses.replace(series, event_id=event.id)

    async def _permission_missing(self, series: NightSeries, missing: list[str], where: str) -> NightSeries:
        lang = await self._language(series)
        return await self._say_once(
            series, "manage_events", "night-no-permission", missing=missing_words(lang, missing), where=where
        )

    async def _say_once(self, series: NightSeries, flag: str, key: str, **words: str) -> NightSeries:
        """Tell the channel once this night (the series remembers it said so)."""
        if flag in series.said:
            return series
        lang = await self._language(series)
        await self._post(series, Outgoing(content=t(lang, key, **words)), "notice")
        return dataclasses.replace(series, said=(*series.said, flag))

    async def _location(self, guild: discord.Guild, series: NightSeries, lang: str) -> str:
        """'in #channel', within Discord's 100 characters for an event's location (a thread's name runs to 100)."""
        name = await self._channel_name(guild, series.channel_id)
        said = t(lang, "night-location", channel=name)
        while len(said) > LOCATION_MAX and name:
            name = name[:-2] + "…" if len(name) > 1 else ""
            said = t(lang, "night-location", channel=name)
        return said[:LOCATION_MAX]

    async def _channel_name(self, guild: discord.Guild, channel_id: int) -> str:
        """The campaign channel's name: from the gateway's cache, or asked of Discord (a thread that archived
        leaves the cache); its id only if Discord will not say."""
        channel = guild.get_channel_or_thread(channel_id)
        if channel is None:
            with contextlib.suppress(discord.HTTPException):
                channel = await self.app.client.fetch_channel(channel_id)  # type: ignore[assignment]
        name = getattr(channel, "name", None)
        return name if isinstance(name, str) else str(channel_id)

    async def _event_words(self, guild: discord.Guild, series: NightSeries, status: CampaignStatus) -> tuple[str, str]:
        """The event's name (the campaign and its next scenario) and description (the last night's summary)."""
        lang = status.language
        face = self.app.faces.get(status.game)
        pack = await self.app.table.pack(status.game, None, lang)
        campaign = face.campaign_title(pack) if isinstance(face, NightFace) else status.game
        scenario = status.playing["chapter"] if status.playing else status.next_chapter
        if scenario is None:
            name = t(lang, "night-event-name-done", campaign=campaign)
        else:
            title = face.chapter_title(pack, scenario) if isinstance(face, NightFace) else ""
            name = t(lang, "night-event-name", campaign=campaign, scenario=scenario, title=title or "-")
        lines = [t(lang, "night-event-where", channel=await self._location(guild, series, lang))]
        if series.last_night is not None:
            lines.insert(0, t(lang, "night-event-previously", summary=self._summary_line(series.last_night, status)))
        return name[:EVENT_NAME_MAX], "\n".join(lines)[:DESCRIPTION_MAX]

    # --- reminders ---------------------------------------------------------------------------------------

    async def _remind(
        self, guild: discord.Guild, series: NightSeries, minutes: int, event: discord.ScheduledEvent | None
    ) -> None:
        status = await self.app.table.status(series.channel_id)
        lang = status.language
        interested: set[int] = set()
        if event is not None:
            with contextlib.suppress(discord.HTTPException):
                interested = {user.id async for user in event.users()}
        bot = self.app.table.bot_user_id
        coming, empty, covered = [], [], []
        for seat in status.seats:
            if seat.stand_in_user_id:
                who = t(lang, "night-the-bot") if seat.stand_in_user_id == bot else f"<@{seat.stand_in_user_id}>"
                covered.append(t(lang, "night-seat-covered", nurse=seat.name, who=who))
            elif seat.user_id in interested:
                coming.append(t(lang, "night-seat", nurse=seat.name, user=f"<@{seat.user_id}>"))
            else:
                empty.append(seat)
        seated = {seat.user_id for seat in status.seats} | {seat.stand_in_user_id for seat in status.seats}
        others = sorted(interested - seated - {bot})
        at = str(int(series.night_at))
        when = t(lang, "night-offset", hours=minutes // 60, minutes=minutes % 60)
        lines = [t(lang, "night-reminder", when=when, at=at)]
        if event is not None:
            lines.append(event.url)
        none = t(lang, "night-nobody")
        lines.append(t(lang, "night-coming", seats=join_list(lang, coming) or none))
        if covered:
            lines.append(t(lang, "night-covered", seats=join_list(lang, covered)))
        names = [t(lang, "night-seat", nurse=seat.name, user=f"<@{seat.user_id}>") for seat in empty]
        lines.append(t(lang, "night-empty", seats=join_list(lang, names) or none, count=len(empty)))
        if others:
            lines.append(t(lang, "night-also", users=join_list(lang, [f"<@{user}>" for user in others])))
        if empty:
            lines.append(t(lang, "night-host-can", host=f"<@{status.host_user_id}>", nurse=empty[0].name))
        view = None
        if empty and bot is not None:
            view = discord.ui.View(timeout=None)
            for seat in empty[:5]:
                label = t(lang, "night-button-bot", nurse=seat.name)[:80]
                view.add_item(StandInButton(seat.user_id, label=label))
            view.stop()
        await self._post(series, Outgoing(content="\n".join(lines)[:2000], view=view), "reminder")

    # --- the night itself ----------------------------------------------------------------------------------

    async def _start(self, series: NightSeries, event: discord.ScheduledEvent | None, *, by_hand: bool = False) -> None:
        claimed = await self._save(dataclasses.replace(series, started_at=self.now), series)
        if claimed is None:
            return  # another process (or the gateway's own event) started it
        if not by_hand and event is not None and event.status is discord.EventStatus.scheduled:
            try:
                await event.start(reason="the campaign night begins")
            except discord.HTTPException as error:  # a missing permission: the night goes on without it
                log.info("campaign %s: could not start event %s (HTTP %s)", series.campaign_id, event.id, error.status)
        await self._tell_story(claimed)
        self.app.bot_seats.wake(claimed.channel_id)

    async def _tell_story(self, series: NightSeries) -> None:
        """ "Previously on…", the board and whose decision is open (with its buttons)."""
        channel_id = series.channel_id
        status = await self.app.table.status(channel_id)
        lang = status.language
        face = self.app.faces[status.game]
        pack = await self.app.table.pack(status.game, None, lang)
        recap = await self.app.table.recap(channel_id)
        lines: list[str] = []
        for item in recap.items:
            lines += story_lines(item.events, face, lang, recap.names_view, pack, chapter=item.scenario)
        told = chunks(lines, STORY_MAX)[-1] if lines else t(lang, "night-story-nothing")
        embeds = [discord.Embed(title=t(lang, "night-story-title"), description=told, colour=face.colour(None))]
        standing = await self.app.table.standing(channel_id)
        pictures: dict[str, bytes] = {}
        content = ""
        view = None
        if standing is not None and standing.public is not None:
            game_pack = await self.app.table.pack(standing.game, standing.pack_hash, lang)
            shown, pictures = await picture_embeds(
                face, face.picture_names[:1], standing.public, game_pack, colour=face.colour(standing.public), lang=lang
            )
            embeds += shown
            content = waiting_for(standing, face)
            view, _ = decision_view(standing, face)
        elif status.next_chapter is not None:
            content = t(lang, "night-story-start", scenario=status.next_chapter)
        message = Outgoing(content=content[:2000], embeds=embeds, pictures=pictures, view=view)
        message_id = await self._post(series, message, "story")
        if standing is not None and standing.public is not None:
            await self.app.decision_messages.posted(channel_id, standing, message_id if view else None, view)

    async def _end(self, series: NightSeries, event: discord.ScheduledEvent | None, *, by_hand: bool = False) -> None:
        now = self.now
        since = series.started_at if series.started_at is not None else series.night_at
        tally = await self.app.table.night_tally(series.campaign_id, since, now)
        moved = await self._save(after_night(series, now, tally), series)
        if moved is None:
            return
        if not by_hand and event is not None:
            with contextlib.suppress(discord.HTTPException):
                if event.status is discord.EventStatus.active:
                    await event.end(reason="the campaign night is over")
                elif event.status is discord.EventStatus.scheduled:  # it never began: nobody came
                    await event.cancel(reason="the campaign night passed unplayed")
        status = await self.app.table.status(series.channel_id)
        lang = status.language
        face = self.app.faces[status.game]
        text = t(lang, "night-summary", summary=self._summary_line(tally, status), at=str(int(moved.night_at)))
        embed = discord.Embed(title=t(lang, "night-summary-title"), description=text, colour=face.colour(None))
        await self._post(series, Outgoing(embeds=[embed]), "summary")
        guild = self.app.client.get_guild(series.guild_id)
        if guild is not None:
            created = await self._created(guild, moved)
            await self._save(created, moved)

    def _summary_line(self, tally: dict[str, Any], status: CampaignStatus) -> str:
        lang = status.language
        face = self.app.faces.get(status.game)
        # what was played first, and only what happened: a night that went on with an attempt does not open
        # with "0 attempts begun"
        parts = [t(lang, key, count=tally.get(name, 0)) for name, key in _COUNTED if tally.get(name, 0)]
        won, lost = tally.get("won", []), tally.get("lost", [])
        for key, numbers in (("night-tally-won", won), ("night-tally-lost", lost)):
            if numbers:
                parts.append(t(lang, key, scenarios=join_list(lang, [str(n) for n in numbers]), count=len(numbers)))
        if isinstance(face, NightFace):
            parts += face.night_words(tally.get("counts", {}), lang)
        return join_list(lang, parts) if parts else t(lang, "night-tally-nothing")

    # --- Discord tells us ---------------------------------------------------------------------------------

    async def event_changed(self, before: discord.ScheduledEvent, after: discord.ScheduledEvent) -> None:
        """The gateway's update of an event: ours started or ended by a member, edited or cancelled by hand."""
        async with self._lock:
            series = await self.app.table.night_of_event(after.id)
            if series is None or not self.app.owns(series.guild_id):
                return
            followed = await self._follow(series, after)
            if followed is None:
                return
            if after.status is discord.EventStatus.active and followed.started_at is None:
                await self._start(followed, after, by_hand=True)
            elif after.status is discord.EventStatus.completed and followed.started_at is not None:
                # Ended by a member, or by Discord itself: minutes after a voice channel emptied (a table that
                # plays by text, or takes a break), or at an external event's end time. The night ends now when a
                # member ended it early or the table has been quiet since; else once it is quiet.
                last = await self.app.table.last_played(followed.campaign_id)
                if _ended_early(after, self.now) or due_steps(followed, self.now, last).end:
                    await self._end(followed, after, by_hand=True)

    async def event_deleted(self, event: discord.ScheduledEvent) -> None:
        async with self._lock:
            series = await self.app.table.night_of_event(event.id)
            if series is not None and self.app.owns(series.guild_id):
                await self._stopped_by_hand(series, "deleted")

    async def _follow(self, series: NightSeries, event: discord.ScheduledEvent) -> NightSeries | None:
        """The series as its event now is: None when it stopped (the event cancelled by hand) or its night passed
        (cancelled by Discord: an event not begun hours after its start); moved when the event was moved to another
        time (the series' weekday and local time follow) or voice channel; marked when its event ended."""
        if event.status is discord.EventStatus.cancelled:
            if self.now >= series.night_at:  # past its start and never begun: Discord cancels such events itself
                await self._end(series, event, by_hand=True)
            else:
                await self._stopped_by_hand(series, "cancelled")
            return None
        moved = series
        ended = event.status is discord.EventStatus.completed and series.started_at is not None
        if ended and EVENT_ENDED not in series.said:
            moved = dataclasses.replace(moved, said=(*moved.said, EVENT_ENDED))
        start = event.start_time.timestamp()
        if series.started_at is None and abs(start - series.night_at) >= 60:
            local = event.start_time.astimezone(ZoneInfo(series.zone))
            moved = dataclasses.replace(
                moved, night_at=start, weekday=local.weekday(), minute=local.hour * 60 + local.minute, reminded=()
            )
        if event.channel_id is not None and event.channel_id != series.place_id:
            moved = dataclasses.replace(moved, place_id=event.channel_id)
        if moved == series:
            return series
        saved = await self._save(moved, series)
        if saved is None or (saved.night_at, saved.place_id) == (series.night_at, series.place_id):
            return saved  # (only marked as ended)
        lang = await self._language(saved)
        weekday = t(lang, "night-weekday", day=saved.weekday)
        text = t(lang, "night-moved", day=weekday, time=clock_text(saved.minute), zone=saved.zone, at=str(int(start)))
        await self._post(saved, Outgoing(content=text), "notice")
        return saved

    async def _stopped_by_hand(self, series: NightSeries, how: str) -> None:
        await self.app.table.drop_night(series)
        lang = await self._language(series)
        await self._post(series, Outgoing(content=t(lang, "night-stopped-by-hand", how=how)), "notice")

    # --- helpers ----------------------------------------------------------------------------------------------

    async def _language(self, series: NightSeries) -> str:
        try:
            return await self.app.table.language(series.channel_id) or DEFAULT
        except TableError:
            return DEFAULT

    async def _post(self, series: NightSeries, message: Outgoing, what: str) -> int | None:
        """Post in the campaign's channel with the bot's own token. Refused (the bot may not see or write there
        any more), the host is told by DM, once a night, what was not posted and what the bot lacks."""
        try:
            await self.app.pace.turn()
            sent = await post(self.app.client.get_partial_messageable(series.channel_id), message.kwargs)
        except discord.Forbidden:
            await self._tell_host(series, what)
            return None
        except discord.HTTPException as error:  # the channel is gone: nothing to tell, nobody to tell it
            log.info("could not post in channel %s (HTTP %s)", series.channel_id, error.status)
            return None
        return sent.id

    async def _tell_host(self, series: NightSeries, what: str) -> None:
        told = (series.campaign_id, series.night_at)
        if what == "notice" or told in self._told_host:
            return
        self._told_host.add(told)
        try:
            status = await self.app.table.status(series.channel_id)
        except TableError:
            return
        lang = status.language
        client = self.app.client
        guild = client.get_guild(series.guild_id)
        text = t(
            lang,
            "night-cannot-post-dm",
            what=t(lang, "night-what", what=what),
            channel=await self._channel_name(guild, series.channel_id) if guild else str(series.channel_id),
            server=guild.name if guild else str(series.guild_id),
            missing=missing_words(lang, missing_now(client, series.channel_id) or ["send_messages"]),
        )
        await self.app.direct_messages.tell(status.host_user_id, text)


def _ended_early(event: discord.ScheduledEvent, now: float) -> bool:
    """An external event completed before its end time: Discord ends those only at it, so a member did."""
    end = event.end_time
    return event.entity_type is discord.EntityType.external and end is not None and now < end.timestamp()


# --- the host's answer to a reminder --------------------------------------------------------------------------


class StandInButton(discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]], template=BUTTON_TEMPLATE):
    """ "The bot plays <Nurse>" on a reminder: the host (or Manage Server) lets the bot stand in for that seat."""

    def __init__(self, user_id: int, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.secondary, custom_id=f"night:bot:{user_id}")
        )
        self.user_id = user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> StandInButton:
        label = item.label if isinstance(item, discord.ui.Button) else None
        return cls(int(match["user"]), label=label or "…")

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return True  # who may press is the table's answer, given in words

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, "a night's stand-in button", _seat_the_bot(interaction, self.user_id))


async def _seat_the_bot(interaction: discord.Interaction, user_id: int) -> None:
    app: AppContext = interaction.client.app  # type: ignore[attr-defined]
    channel_id = interaction.channel_id or 0
    table = app.table
    status = await respond.ask_table(app, interaction, lambda: table.status(channel_id))
    if status is None:
        return
    seat = next((s for s in status.seats if s.user_id == user_id), None)
    series = await respond.ask_table(app, interaction, lambda: table.nights(channel_id))
    if seat is None or table.bot_user_id is None or series is None:  # (a campaign replaced since: its nights gone)
        await respond.tell(app, interaction, t(await respond.reader_language(app, interaction), "night-seat-gone"))
        return
    manages = bool(interaction.permissions.manage_guild)
    done = await respond.ask_table(
        app,
        interaction,
        lambda: table.stand_in(channel_id, interaction.user.id, seat.name, table.bot_user_id, is_admin=manages),
    )
    if done is None:
        return
    text = t(done.language, "campaign-standin-bot", user=str(seat.user_id), nurse=seat.name)
    await respond.announce(app, interaction, text)
    app.bot_seats.wake(channel_id)


def routed_night(interaction: discord.Interaction) -> bool:
    """Is this a reminder's button of ours (its DynamicItem takes it)?"""
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = data.get("custom_id")
    if not isinstance(custom_id, str) or not re.fullmatch(BUTTON_TEMPLATE, custom_id) or interaction.message is None:
        return False
    for row in interaction.message.components:
        children = row.children if isinstance(row, discord.ActionRow) else [row]
        if any(getattr(child, "custom_id", None) == custom_id for child in children):
            return True
    return False
