"""Weekly campaign nights (issue 28): the series a campaign keeps, its times, and what falls due when.

A series is a weekday and a local time in an IANA time zone (zoneinfo, with the `tzdata` package so that
every host has the zones). Each night is that local time on that weekday, so a change of daylight-saving
time keeps the local time (19:30 stays 19:30 in Berlin in March and in November; the gap between the nights
in UTC is 167 or 169 hours that week).

A local time that does not exist on some date (the clocks jump over it) or happens twice (they go back
through it) is refused when the series is set: `awkward_date` finds the first such date in the next two
years and the host is told it, with a time that works. Should a later time-zone database move a change onto
a night already set, that night is resolved as RFC 5545 does: a time in a gap is read with the offset before
the gap (02:30, when clocks jump from 02:00 to 03:00, is 03:30), a time that happens twice is the first.

The Discord side (bot/app/nights.py) asks `due_steps` what to do with a series whose `due_at` has come, and
`next_due` when to look again; the Table's `CampaignNights` half reads and writes the series (the store is
reached only through the table) and counts what a night played (`night_tally`). Nothing here changes a game.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta
from importlib import resources
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.i18n import Quoted
from bot.table.base import TableBase
from bot.table.cache import Entry
from bot.table.reply import Refused
from db.store import Json, NightSeries, VersionConflict

DEFAULT_REMINDERS = (24 * 60, 60)  # minutes before a night
IDLE_SECONDS = 2 * 3600  # a night ends after the table has been idle this long
QUIET_SECONDS = 10 * 60  # ... or this long, once its event has ended on Discord and the night has been played
EVENT_ENDED = "event-ended"  # NightSeries.said: the night's event ended on Discord (a member, or Discord itself)
LATE_REMINDER = 0  # a reminder is sent only before its night starts
RETRY_SECONDS = 3600  # a night without its event (a permission missing) is tried again this often
LOOKAHEAD_WEEKS = 104  # how far `awkward_date` looks for a night the clocks skip or repeat
MOST_REMINDERS = 3
REMINDER_MOST_MINUTES = 7 * 24 * 60


# --- time zones and times --------------------------------------------------------------------------


@functools.cache
def zone_names() -> tuple[str, ...]:
    """Every IANA zone this host knows, sorted: the `tzdata` package's list (read at once), or the host's."""
    try:
        names = set(resources.files("tzdata").joinpath("zones").read_text(encoding="utf-8").split())
    except (ModuleNotFoundError, FileNotFoundError):
        names = available_timezones()  # (walks every zone file: a second or so)
    return tuple(sorted(name for name in names if "/" in name or name == "UTC"))


def zone_named(name: str) -> str | None:
    """The zone's canonical spelling ("europe/berlin" -> "Europe/Berlin"), or None when there is no such zone."""
    wanted = name.strip().replace(" ", "_").casefold()
    found = next((zone for zone in zone_names() if zone.casefold() == wanted), None)
    if found is None:
        return None
    try:
        ZoneInfo(found)
    except (ZoneInfoNotFoundError, ValueError):
        return None
    return found


def matching_zones(typed: str, most: int = 25) -> list[str]:
    """Zones for autocomplete: those whose city starts with what was typed first, then any containing it."""
    wanted = typed.strip().replace(" ", "_").casefold()
    if not wanted:
        return ["Europe/London", "Europe/Berlin", "Europe/Paris", "America/New_York", "UTC"][:most]
    starts = [z for z in zone_names() if z.casefold().rsplit("/", 1)[-1].startswith(wanted)]
    starts += [z for z in zone_names() if z.casefold().startswith(wanted) and z not in starts]
    contains = [z for z in zone_names() if wanted in z.casefold() and z not in starts]
    return (starts + contains)[:most]


_TIME = re.compile(r"^\s*(\d{1,2})(?:\s*[:.h]\s*(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|uhr)?\s*$", re.IGNORECASE)


def parse_time(text: str) -> int | None:
    """Minutes after local midnight for "19:30", "7:30 pm", "19h30", "19.30", "19 Uhr"; None when it is none."""
    found = _TIME.match(text)
    if not found:
        return None
    hour, minute = int(found[1]), int(found[2] or 0)
    suffix = (found[3] or "").lower().replace(".", "")
    if suffix in ("am", "pm"):
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if suffix == "pm" else 0)
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        return None
    return hour * 60 + minute


# A reminder's units as people type them in our three languages (the bot's own display included: "24 Std.",
# "1 h 30"): minutes, hours, days, weeks.
_UNITS = {
    **dict.fromkeys(("m", "mn", "min", "mins", "minute", "minutes", "minuten"), 1),
    **dict.fromkeys(("", "h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "heure", "heures"), 60),
    **dict.fromkeys(("d", "day", "days", "t", "tag", "tage", "tagen", "j", "jour", "jours"), 1440),
    **dict.fromkeys(("w", "wk", "week", "weeks", "woche", "wochen", "sem", "semaine", "semaines"), 10080),
}
_AMOUNT = re.compile(r"(\d+)\s*([^\W\d_]*)\.?", re.UNICODE)  # "24 Std.", "3 jours", "90min", "1h"
_BETWEEN = re.compile(r"^(?:[\s,;/+]|and|und|et)*$")  # what may stand between two amounts


def parse_reminders(text: str) -> tuple[int, ...] | None:
    """Minutes before a night for "24h, 1h", "90m", "1d 2h", "3 jours", "1h30", "24 Std. und 1 Std."; () for
    "none"/"0"; None when it cannot be read.

    A number without a unit is hours, except right after hours, where it is their minutes ("1h30", "1 h 30",
    "1 Stunde 30 Minuten"), as minutes are; a comma between them makes two reminders ("2h, 30m").
    At most three, each at most a week; the same one twice is kept once; the earliest first."""
    cleaned = text.strip().lower()
    if cleaned in ("", "none", "no", "0", "keine", "aucun", "aucune", "-"):
        return ()
    amounts: list[int] = []
    position, after_hours = 0, False
    for found in _AMOUNT.finditer(cleaned):
        between = cleaned[position : found.start()]
        if not _BETWEEN.fullmatch(between):
            return None
        position = found.end()
        number, unit = int(found[1]), found[2]
        if unit not in _UNITS:
            return None
        in_minutes = not unit or _UNITS[unit] == 1
        if after_hours and in_minutes and number < 60 and not re.search(r"[,;/]", between):
            amounts[-1] += number  # "1h30", "1 Stunde 30 Minuten": the minutes of the hours just said
            after_hours = False
            continue
        amounts.append(number * _UNITS[unit])
        after_hours = _UNITS[unit] == 60 and bool(unit)
    if not amounts or not _BETWEEN.fullmatch(cleaned[position:]):
        return None
    offsets = set(amounts)
    if any(not 0 < value <= REMINDER_MOST_MINUTES for value in offsets) or len(offsets) > MOST_REMINDERS:
        return None
    return tuple(sorted(offsets, reverse=True))


def clock_text(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def local_start(day: date, minute: int, zone: str) -> datetime:
    """The night of `day` at `minute` in `zone`, as an aware datetime (a skipped or doubled time: RFC 5545)."""
    return datetime.combine(day, time(minute // 60, minute % 60), tzinfo=ZoneInfo(zone))


def _skipped(moment: datetime) -> bool:
    """A local time the clocks jump over: it does not come back from UTC as itself."""
    back = moment.astimezone(UTC).astimezone(moment.tzinfo)
    return back.replace(tzinfo=None) != moment.replace(tzinfo=None)


def _doubled(moment: datetime) -> bool:
    return not _skipped(moment) and moment.replace(fold=0).utcoffset() != moment.replace(fold=1).utcoffset()


def awkward_date(weekday: int, minute: int, zone: str, after: float) -> tuple[str, date] | None:
    """("skipped" | "twice", the date) of the first night in the next two years whose local time the clocks
    skip or pass twice; None when every night has its time once."""
    day = datetime.fromtimestamp(after, ZoneInfo(zone)).date()
    day += timedelta(days=(weekday - day.weekday()) % 7)
    for _ in range(LOOKAHEAD_WEEKS):
        moment = local_start(day, minute, zone)
        if _skipped(moment):
            return "skipped", day
        if _doubled(moment):
            return "twice", day
        day += timedelta(days=7)
    return None


def next_night(weekday: int, minute: int, zone: str, after: float) -> float:
    """The first night of the series that starts after `after` (Unix seconds)."""
    day = datetime.fromtimestamp(after, ZoneInfo(zone)).date() - timedelta(days=1)
    day += timedelta(days=(weekday - day.weekday()) % 7)
    while True:
        start = local_start(day, minute, zone).timestamp()  # fold=0: RFC 5545 for a skipped or doubled time
        if start > after:
            return start
        day += timedelta(days=7)


# --- what falls due ------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Due:
    """What the scheduler does for a series now: create its event, remind (the latest reminder due; the
    earlier ones it passes are marked sent), start the night, end it, or let a night that passed unplayed go."""

    create: bool = False
    remind: int | None = None  # minutes before the night
    skipped_reminders: tuple[int, ...] = ()
    start: bool = False
    end: bool = False
    missed: bool = False


def idle_limit(series: NightSeries, last_played: float | None) -> float:
    """How long the table may be idle before a begun night ends: two hours; ten minutes once the night's event
    has ended on Discord and something was played in it. Discord ends a voice event by itself minutes after
    the last member leaves the voice channel (and an external one at its end time), so an ended event does not
    end a night that is still being played, nor one whose players have not come yet."""
    played = last_played is not None and series.started_at is not None and last_played >= series.started_at
    return QUIET_SECONDS if EVENT_ENDED in series.said and played else IDLE_SECONDS


def due_steps(series: NightSeries, now: float, last_played: float | None) -> Due:
    if series.started_at is not None:
        idle_since = max(series.started_at, last_played or 0.0)
        return Due(end=now >= idle_since + idle_limit(series, last_played))
    if now >= series.night_at + IDLE_SECONDS:
        return Due(missed=True)
    if now >= series.night_at:
        return Due(start=True)
    create = series.event_id is None
    due = [m for m in series.reminders if m not in series.reminded and now >= series.night_at - m * 60]
    if not due:
        return Due(create=create)
    latest = min(due)
    return Due(create=create, remind=latest, skipped_reminders=tuple(m for m in due if m != latest))


def next_due(series: NightSeries, now: float, last_played: float | None) -> float:
    """When the scheduler must look at the series again."""
    if series.started_at is not None:
        idle_since = max(series.started_at, last_played or 0.0)
        if EVENT_ENDED in series.said:  # looked at every quiet spell: the night may be played yet, then end
            due = idle_since + QUIET_SECONDS
            return due if due > now else now + QUIET_SECONDS
        return idle_since + IDLE_SECONDS
    times = [series.night_at]
    times += [series.night_at - m * 60 for m in series.reminders if m not in series.reminded]
    if series.event_id is None:
        times.append(now + RETRY_SECONDS)
    later = [t for t in times if t > now]
    return min(later) if later else now


def after_night(series: NightSeries, now: float, tally: Json | None) -> NightSeries:
    """The series moved on to its next night (after `now`), carrying the night's tally."""
    night_at = next_night(series.weekday, series.minute, series.zone, max(now, series.night_at))
    moved = dataclasses.replace(
        series, night_at=night_at, event_id=None, started_at=None, reminded=(), said=(), last_night=tally
    )
    return dataclasses.replace(moved, due_at=next_due(moved, now, None))


# --- the table's half ------------------------------------------------------------------------------------


class CampaignNights(TableBase):
    """A campaign's series of nights, read and written through the table (mixed into `Table`)."""

    async def nights(self, channel_id: int) -> NightSeries | None:
        """This channel's campaign's series, or None (Refused when there is no campaign)."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            return await self.store.night_series(entry.campaign.id)

    async def schedule_nights(
        self,
        channel_id: int,
        user_id: int,
        *,
        weekday: int,
        time_text: str,
        zone: str,
        place_id: int | None = None,
        reminders: Sequence[int] | None = None,
        may_manage: bool = False,
    ) -> tuple[NightSeries, NightSeries | None]:
        """A weekly night for this campaign (the host, or someone who may manage the server's events); the
        new series and the one it replaces (whose event the caller cancels)."""
        if not 0 <= weekday <= 6:
            raise Refused.of("refuse-night-weekday")
        minute = parse_time(time_text)
        if minute is None:
            raise Refused.of("refuse-night-time", given=Quoted(time_text[:12]))
        named = zone_named(zone)
        if named is None:
            raise Refused.of("refuse-night-zone", given=Quoted(zone[:40]))
        now = self._clock()
        awkward = awkward_date(weekday, minute, named, now)
        if awkward is not None:
            kind, day = awkward
            raise Refused.of(  # the date and the hour as each language writes them (night-date), never ISO
                "refuse-night-dst",
                kind=kind,
                date=day.isoformat(),
                date_day=day.day,
                date_month=day.month,
                date_year=str(day.year),  # a year, not a number: no "2,026"
                time=clock_text(minute),
                hour=minute // 60,
                minute=f"{minute % 60:02d}",
                zone=named,
            )
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            self._may_manage(entry, user_id, may_manage)
            old = await self.store.night_series(entry.campaign.id)
            night_at = next_night(weekday, minute, named, now)
            series = NightSeries(
                campaign_id=entry.campaign.id,
                guild_id=entry.campaign.guild_id,
                channel_id=channel_id,
                weekday=weekday,
                minute=minute,
                zone=named,
                place_id=place_id,
                reminders=tuple(DEFAULT_REMINDERS if reminders is None else reminders),
                night_at=night_at,
                last_night=old.last_night if old is not None else None,
                version=(old.version + 1) if old is not None else 1,
                created_at=now,
            )
            series = dataclasses.replace(series, due_at=next_due(series, now, None))
            await self.store.put_night_series(series, None)
            return series, old

    async def stop_nights(self, channel_id: int, user_id: int, *, may_manage: bool = False) -> NightSeries:
        """The series ends (the caller cancels its event); Refused when there is none."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            self._may_manage(entry, user_id, may_manage)
            series = await self._series_or_refuse(entry)
            await self.store.delete_night_series(entry.campaign.id)
            return series

    async def skip_night(
        self, channel_id: int, user_id: int, *, may_manage: bool = False
    ) -> tuple[NightSeries, NightSeries]:
        """The next night is not held: (the series as it was, the series at the night after it)."""
        async with self._locks.hold(channel_id):
            entry = await self._entry(channel_id)
            self._may_manage(entry, user_id, may_manage)
            old = await self._series_or_refuse(entry)
            if old.started_at is not None:
                raise Refused.of("refuse-night-started")
            moved = after_night(old, max(self._clock(), old.night_at), old.last_night)
            moved = dataclasses.replace(moved, version=old.version + 1)
            await self.store.put_night_series(moved, old.version)
            return old, moved

    # --- for the scheduler (bot/app/nights.py) ----------------------------------------------------------

    async def nights_due(self, now: float, limit: int = 200) -> list[NightSeries]:
        return await self.store.night_series_due(now, limit)

    async def night_of_event(self, event_id: int) -> NightSeries | None:
        return await self.store.night_series_of_event(event_id)

    async def night_series(self, campaign_id: int) -> NightSeries | None:
        return await self.store.night_series(campaign_id)

    async def save_night(self, series: NightSeries, previous: NightSeries) -> NightSeries | None:
        """Write `series` over `previous` (its version one more); None when another writer got there first."""
        written = dataclasses.replace(series, version=previous.version + 1)
        try:
            await self.store.put_night_series(written, previous.version)
        except VersionConflict:
            return None
        return written

    async def drop_night(self, series: NightSeries) -> None:
        """The series ends on its own (its event deleted or cancelled by hand)."""
        current = await self.store.night_series(series.campaign_id)
        if current is not None and current.version == series.version:
            await self.store.delete_night_series(series.campaign_id)

    async def last_played(self, campaign_id: int) -> float | None:
        """When the campaign's latest decision was taken (or an attempt began), or None."""
        rows = await self.store.campaign_log(campaign_id, 1)
        games = await self.store.games(campaign_id)
        times = [row.row.at for row in rows] + [game.started_at for game in games]
        return max(times) if times else None

    async def night_tally(self, campaign_id: int, since: float, until: float) -> Json:
        """What the table played between `since` and `until`: attempts begun, scenarios won and lost,
        decisions taken and the channel's events counted by kind (undone decisions left out)."""
        games = await self.store.games(campaign_id)
        rows = [r for r in await self.store.campaign_log(campaign_id, 5000) if since <= r.row.at <= until]
        undone = {(r.game_id, r.row.undoes) for r in rows if r.row.kind == "undo"}
        kept = [r for r in rows if r.row.kind == "decision" and (r.game_id, r.row.seq) not in undone]
        counts: Counter[str] = Counter(
            event["kind"] for r in kept for event in r.row.public_events if event.get("audience") == "channel"
        )
        ended = [g for g in games if g.ended_at is not None and since <= g.ended_at <= until]
        return {
            "since": since,
            "until": until,
            "attempts": sum(1 for g in games if since <= g.started_at <= until),
            "won": sorted(g.scenario for g in ended if g.status == "won"),
            "lost": sorted(g.scenario for g in ended if g.status == "lost"),
            "decisions": len(kept),
            "counts": dict(sorted(counts.items())),
        }

    # --- rules ----------------------------------------------------------------------------------------

    @staticmethod
    def _may_manage(entry: Entry, user_id: int, may_manage: bool) -> None:
        if user_id != entry.campaign.host_user_id and not may_manage:
            raise Refused.of("refuse-night-host-only")

    async def _series_or_refuse(self, entry: Entry) -> NightSeries:
        series = await self.store.night_series(entry.campaign.id)
        if series is None:
            raise Refused.of("refuse-night-none")
        return series
