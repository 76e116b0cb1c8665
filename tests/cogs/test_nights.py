"""Weekly campaign nights (issue 28), through the offline harness with a clock the tests move: the series' events
across a change of daylight-saving time, reminders at their minutes, the night's story and summary, a restart
between two nights, an event deleted or moved by hand, the permission, and the words in German and French."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path

import discord

from bot.app.client import HoldingOnBot
from bot.config import Settings
from bot.games.shelf import hosted_games
from tests.cogs.game import Table
from tests.cogs.harness import BOT_PERMISSIONS, MEMBER_PERMISSIONS, ChannelSpec, GuildSpec, Harness, MemberSpec, Said
from tests.db.helpers import Clock, Seeds
from tests.fixtures.pack import fixture_pack

# Monday 23 March 2026, 12:00 in Berlin (CET, UTC+1). Berlin's clocks go forward on Sunday 29 March.
MONDAY_NOON = datetime(2026, 3, 23, 11, 0, tzinfo=UTC).timestamp()
FIRST_NIGHT = datetime(2026, 3, 26, 18, 30, tzinfo=UTC).timestamp()  # Thursday 19:30 CET
SECOND_NIGHT = datetime(2026, 4, 2, 17, 30, tzinfo=UTC).timestamp()  # Thursday 19:30 CEST: an hour earlier in UTC
THIRD_NIGHT = datetime(2026, 4, 9, 17, 30, tzinfo=UTC).timestamp()
HOUR = 3600.0
WITH_EVENTS = BOT_PERMISSIONS | discord.Permissions(create_events=True, connect=True)  # a voice night: Connect
GUILD = GuildSpec(
    channels=(ChannelSpec("campaign"), ChannelSpec("elsewhere"), ChannelSpec("table-voice", voice=True)),
    members=(
        MemberSpec("ana"),
        MemberSpec("ben"),
        MemberSpec("cy"),
        MemberSpec("dee"),
        MemberSpec("eve", MEMBER_PERMISSIONS | discord.Permissions(manage_events=True)),
        MemberSpec("host", MEMBER_PERMISSIONS | discord.Permissions(manage_guild=True)),
    ),
    bot_permissions=WITH_EVENTS,
)


def night_bot(settings: Settings, clock: Clock) -> HoldingOnBot:
    """The bot on the table's clock (the test moves it), its nights ticked by the test, not a loop."""
    games = hosted_games(packs={"holding_on": fixture_pack()})
    return HoldingOnBot(settings, games=games, seed_source=Seeds(), clock=clock, night_ticks=False)


@asynccontextmanager
async def nights(
    settings: Settings, clock: Clock, *, guild: GuildSpec = GUILD, events: dict[int, dict] | None = None
) -> AsyncIterator[Harness]:
    async with Harness.start(night_bot(settings, clock), guild=guild, events=events, clock=lambda: clock.now) as h:
        yield h


async def tick(h: Harness, clock: Clock, at: float) -> list[Said]:
    """Move the clock to `at`, let the nights do what fell due; what the channel was told meanwhile."""
    clock.now = at
    before = len(h.said)
    h.time_passes()  # Discord first: it begins and ends events by itself as their times come
    await h.bot.app.nights.tick()
    await h.settle()
    return [s for s in h.said[before:] if s.audience == "channel" and s.channel_id == h.channel.id]


def event_at(h: Harness) -> tuple[int, float]:
    """The one scheduled event: its id and its start (Unix seconds)."""
    ((event_id, event),) = [(i, e) for i, e in h.events.items() if e["status"] == 1]
    return event_id, datetime.fromisoformat(event["scheduled_start_time"]).timestamp()


async def open_table(h: Harness, *, start: bool = True, channel: str = "campaign") -> Table:
    table = Table(h, channel=channel)
    await table.open(start=start)
    return table


async def plan_thursdays(h: Harness, user: str = "host") -> Said:
    """The schedule's answer: its refusal, or (after a deferral, since the event calls to Discord may be slow)
    the public message that follows."""
    done = await h.slash("campaign schedule", user=user, weekday="thursday", at="19:30", zone="europe/berlin")
    public = [s for s in done.answers if s.kind == "message" and not s.ephemeral]
    return public[-1] if public else done.reply


async def test_a_host_plans_thursday_nights_in_one_command_and_daylight_saving_keeps_them_at_1930(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock) as h:
        await open_table(h)
        said = await plan_thursdays(h)
        assert not said.ephemeral and "every **Thursday** at **19:30** (Europe/Berlin)" in said.content
        event_id, start = event_at(h)
        assert start == FIRST_NIGHT and f"<t:{int(FIRST_NIGHT)}:F>" in said.content
        assert f"https://discord.com/events/{h.guild_spec.id}/{event_id}" in said.content
        event = h.events[event_id]
        assert event["name"] == "Fixture: scenario 1, Scenario 1"
        assert event["entity_type"] == 3 and event["entity_metadata"] == {"location": "in #campaign"}
        shown = await h.slash("campaign schedule", user="ana")
        assert shown.reply.ephemeral and f"The next: <t:{int(FIRST_NIGHT)}:F>" in shown.reply.content

        await tick(h, clock, FIRST_NIGHT)  # the night begins: the bot starts its event
        assert h.events[event_id]["status"] == 2
        await tick(h, clock, FIRST_NIGHT + 2 * HOUR)  # two idle hours: it ends, the next is planned
        assert h.events[event_id]["status"] == 3
        second, start = event_at(h)
        assert second != event_id and start == SECOND_NIGHT  # 19:30 in Berlin after the clocks went forward


async def test_reminders_come_at_their_minutes_and_name_who_is_coming_and_the_empty_seats(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock) as h:
        await open_table(h)
        await plan_thursdays(h)
        event_id, _ = event_at(h)
        h.mark_interested("ana", event_id)
        h.mark_interested("ben", event_id)
        h.mark_interested("dee", event_id)  # not seated: free to stand in
        assert await tick(h, clock, FIRST_NIGHT - 24 * HOUR - 60) == []  # a minute early: nothing
        (day_before,) = await tick(h, clock, FIRST_NIGHT - 24 * HOUR)
        ana, ben, cy, dee = (h.person(p) for p in ("ana", "ben", "cy", "dee"))
        assert day_before.content.startswith(f"📅 Campaign night in 24 h: <t:{int(FIRST_NIGHT)}:F>")
        assert f"Coming (marked Interested): Ana ({ana.mention}) and Ben ({ben.mention})." in day_before.content
        assert f"(not marked Interested): Cy ({cy.mention})." in day_before.content
        assert f"Also interested, and free to stand in: {dee.mention}." in day_before.content
        assert "skip:True" in day_before.content and day_before.custom_ids() == [f"night:bot:{cy.id}"]
        assert await tick(h, clock, FIRST_NIGHT - 2 * HOUR) == []  # nothing between the two reminders
        (hour_before,) = await tick(h, clock, FIRST_NIGHT - HOUR)
        assert hour_before.content.startswith("📅 Campaign night in 1 h:")
        assert await tick(h, clock, FIRST_NIGHT - 30 * 60) == []  # each reminder once

        # The host's answer: the bot plays Cy's seat.
        refused = await h.click(hour_before, f"night:bot:{cy.id}", user="ana")
        assert refused.reply.ephemeral and "Only the host" in refused.reply.content
        pressed = await h.click(hour_before, f"night:bot:{cy.id}", user="host")
        assert "The bot now plays Nurse **Cy**" in pressed.reply.content
        status = await h.bot.table.status(h.channel.id)
        assert next(s for s in status.seats if s.user_id == cy.id).stand_in_user_id == h.bot_id


async def test_the_night_begins_with_previously_on_and_ends_with_its_summary_in_the_next_events_description(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock) as h:
        table = await open_table(h)
        clock.now = MONDAY_NOON + HOUR
        await table.play(until=lambda s: s.version >= 4)  # a little played on Monday: last time's story
        await plan_thursdays(h)
        event_id, _ = event_at(h)
        clock.now = FIRST_NIGHT - 10 * 60
        h.start_event_by_hand(event_id)  # a member starts it early: the bot tells the story then
        await h.settle()
        story = [s for s in h.messages_in() if "The campaign night begins" in s.text()]
        assert len(story) == 1
        (opening,) = story
        assert opening.embed_titles[0] == "🌙 The campaign night begins. Previously on Holding On…"
        assert "Staffing" in opening.embeds[0]["description"] or opening.embeds[0]["description"]
        assert [a.filename for a in opening.attachments] == ["board.png"]
        assert opening.content.startswith("Waiting for") and opening.custom_ids()  # whose decision, its buttons
        assert await tick(h, clock, FIRST_NIGHT) == []  # its time comes: already begun, not told twice

        clock.now = FIRST_NIGHT + HOUR
        await table.play(until=lambda s: s.version >= 10)
        assert await tick(h, clock, FIRST_NIGHT + 2 * HOUR + 30) == []  # idle for an hour only
        (summary,) = await tick(h, clock, FIRST_NIGHT + 3 * HOUR)
        assert summary.embed_titles == ["🌙 The night in short"]
        text = summary.embeds[0]["description"]
        assert text.startswith("Tonight: 6 decisions.")  # what was played; no "0 attempts begun" (issue 33)
        assert f"The next night: <t:{int(SECOND_NIGHT)}:F>." in text
        _, start = event_at(h)
        second = next(e for e in h.events.values() if e["status"] == 1)
        assert start == SECOND_NIGHT
        assert second["description"].startswith("Last time: 6 decisions.")


async def test_a_restart_between_two_nights_keeps_the_series(make_settings: Callable[..., Settings]) -> None:
    clock = Clock(MONDAY_NOON)
    settings = make_settings()
    async with nights(settings, clock) as h:
        await open_table(h)
        await plan_thursdays(h)
        await tick(h, clock, FIRST_NIGHT)
        await tick(h, clock, FIRST_NIGHT + 2 * HOUR)
        second, _ = event_at(h)
        events = {i: dict(e) for i, e in h.events.items()}
    async with nights(settings, clock, events=events) as h2:  # the same server, its events as Discord kept them
        (reminder,) = await tick(h2, clock, SECOND_NIGHT - 24 * HOUR)
        assert reminder.content.startswith(f"📅 Campaign night in 24 h: <t:{int(SECOND_NIGHT)}:F>")
        await tick(h2, clock, SECOND_NIGHT)
        assert h2.events[second]["status"] == 2  # the event made before the restart is the one that starts
        await tick(h2, clock, SECOND_NIGHT + 2 * HOUR)
        _, start = event_at(h2)
        assert start == THIRD_NIGHT


async def test_an_event_deleted_by_hand_stops_the_series_and_one_moved_by_hand_moves_it(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock) as h:
        await open_table(h)
        await plan_thursdays(h)
        event_id, _ = event_at(h)
        friday = datetime(2026, 3, 27, 19, 0, tzinfo=UTC)  # 20:00 in Berlin
        h.edit_event_by_hand(event_id, scheduled_start_time=friday.isoformat())
        await h.settle()
        (moved,) = [s for s in h.messages_in() if "moved in Discord" in s.content]
        assert "every **Friday** at **20:00** (Europe/Berlin)" in moved.content
        series = await h.bot.table.nights(h.channel.id)
        assert series is not None and (series.weekday, series.minute) == (4, 20 * 60)

        h.delete_event_by_hand(event_id)
        await h.settle()
        (stopped,) = [s for s in h.messages_in() if "deleted in Discord" in s.content]
        assert "the weekly nights stop here" in stopped.content
        assert await h.bot.table.nights(h.channel.id) is None
        assert await tick(h, clock, FIRST_NIGHT) == [] and h.events == {}
        shown = await h.slash("campaign schedule", user="host")
        assert "has no weekly night yet" in shown.reply.content


async def test_an_event_deleted_while_the_bot_was_away_is_noticed_at_its_next_step(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock) as h:
        await open_table(h)
        await plan_thursdays(h)
        event_id, _ = event_at(h)
        del h.events[event_id]  # gone without a word to the bot (it was not running)
        (stopped,) = await tick(h, clock, FIRST_NIGHT - 24 * HOUR)
        assert "deleted in Discord" in stopped.content and await h.bot.table.nights(h.channel.id) is None


async def test_create_events_is_asked_for_in_one_sentence_and_who_may_plan(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock, guild=GuildSpec(members=GUILD.members)) as h:  # no Create Events
        await open_table(h)
        refused = await plan_thursdays(h)
        assert refused.ephemeral and refused.content.count(". ") == 0
        assert "**Create Events** for my role" in refused.content and "Server Settings → Roles" in refused.content
        assert await h.bot.table.nights(h.channel.id) is None and h.events == {}
    async with nights(make_settings(database_path=Path(str(make_settings().database_path) + "2")), clock) as h:
        await open_table(h)
        by_player = await plan_thursdays(h, user="ana")
        assert by_player.ephemeral and "Only the host (or someone with Manage Events)" in by_player.content
        by_events_manager = await plan_thursdays(h, user="eve")
        assert not by_events_manager.ephemeral and len(h.events) == 1
        # The permission taken away later: said once in the channel, and the nights go on without events.
        h.set_bot_permissions(BOT_PERMISSIONS)
        await tick(h, clock, FIRST_NIGHT)
        said = await tick(h, clock, FIRST_NIGHT + 2 * HOUR)
        assert [s for s in said if "**Create Events** for my role" in s.content]
        assert not [s for s in await tick(h, clock, FIRST_NIGHT + 3 * HOUR) if "Create Events" in s.content]
        (reminder,) = await tick(h, clock, SECOND_NIGHT - 24 * HOUR)
        assert "Campaign night in 24 h" in reminder.content


async def test_a_time_the_clocks_skip_is_refused_with_the_date_and_a_way_out(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock) as h:
        await open_table(h)
        said = await h.slash("campaign schedule", user="host", weekday="sunday", at="2:30", zone="Europe/Berlin")
        assert said.reply.ephemeral and "2:30 does not exist on 29 March 2026" in said.reply.content  # never ISO
        said = await h.slash("campaign schedule", user="host", weekday="sunday", at="2:30", zone="America/New_York")
        assert "2:30 does not exist on 14 March 2027" in said.reply.content  # a year on: that is the first
        said = await h.slash("campaign schedule", user="host", weekday="thursday", at="19:30", zone="Mars/Olympus")
        assert "I do not know the time zone 'Mars/Olympus'" in said.reply.content
        zones = await h.autocomplete("campaign schedule", "zone", "berl", user="host")
        assert zones[0] == {"name": "Europe/Berlin", "value": "Europe/Berlin"}


async def test_three_nights_with_reminders_a_bot_stand_in_and_their_summaries(
    make_settings: Callable[..., Settings],
) -> None:
    """Issue 28's promise: one command, then three nights happen: reminders, the bot standing in for the
    player who is not coming, and each night's summary (the third night's player comes back)."""
    from tests.cogs.test_standin import play_beside_the_bot

    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock) as h:
        table = await open_table(h)
        await plan_thursdays(h)  # the one command
        cy = h.person("cy")
        summaries, reminders, stories = [], [], []
        for number, night in enumerate((FIRST_NIGHT, SECOND_NIGHT, THIRD_NIGHT), 1):
            event_id, start = event_at(h)
            assert start == night
            h.mark_interested("ana", event_id)
            h.mark_interested("ben", event_id)
            if number == 3:
                h.mark_interested("cy", event_id)
            reminders += await tick(h, clock, night - 24 * HOUR)
            last = await tick(h, clock, night - HOUR)
            reminders += last
            if number == 1:  # the host lets the bot play Cy's seat from the reminder
                await h.click(last[0], f"night:bot:{cy.id}", user="host")
            stories += [s for s in await tick(h, clock, night) if "The campaign night begins" in s.text()]
            clock.now = night + 10 * 60
            state = await table.state()
            seat = state.seats.index("Cy")
            if number < 3:
                await play_beside_the_bot(h, table, seat, lambda s, v=state.version: s.version >= v + 12, limit=60)
            else:  # Cy is back: she takes her seat back; then she plays it
                await h.slash("campaign standin", user="cy", seat="Cy")
                await table.play(until=lambda s, v=state.version: s.version >= v + 12)
            if number == 2:
                h.end_event_by_hand(event_id)  # a member ends the night's event
                await h.settle()
                summaries += [s for s in h.messages_in() if "The night in short" in s.text()][len(summaries) :]
            else:
                summaries += [s for s in await tick(h, clock, night + 10 * 60 + 2 * HOUR) if s.embeds]
        assert len(reminders) == 6 and len(stories) == 3 and len(summaries) == 3
        assert all("Cy (played by the bot)" in r.content for r in reminders[2:4])  # the second night's
        assert all(s.embed_titles == ["🌙 The night in short"] for s in summaries)
        status = await h.bot.table.status(h.channel.id)
        assert next(s for s in status.seats if s.user_id == cy.id).stand_in_user_id is None
        _, fourth = event_at(h)
        assert fourth == THIRD_NIGHT + 7 * 24 * HOUR


async def test_the_nights_speak_german_and_french(make_settings: Callable[..., Settings]) -> None:
    for language, planned, reminded, told in (
        ("de", "Spielabende geplant: jeden **Donnerstag** um **19:30 Uhr**", "📅 Spielabend in 24 Stunden:", "Heute: "),
        (
            "fr",
            "Soirées de campagne prévues\u00a0: chaque **jeudi** à **19:30**",
            "📅 Soirée de campagne dans 24 h\u00a0:",
            "Ce soir\u00a0: ",
        ),
    ):
        clock = Clock(MONDAY_NOON)
        settings = make_settings(database_path=Path(str(make_settings().database_path) + language))
        async with nights(settings, clock) as h:
            await h.slash("campaign new", user="host", language=language)
            for player in ("ana", "ben"):
                await h.slash("campaign join", user=player, nurse_name=player.capitalize())
            said = await plan_thursdays(h)
            assert planned in said.content, said.content
            event_id, _ = event_at(h)
            assert h.events[event_id]["name"] == (
                "Fixture: Szenario 1, Scenario 1" if language == "de" else "Fixture\u00a0: scénario 1, Scenario 1"
            )
            (reminder,) = await tick(h, clock, FIRST_NIGHT - 24 * HOUR)
            assert reminder.content.startswith(reminded), reminder.content
            assert len(reminder.custom_ids()) == 2  # nobody marked Interested: a button for each seat
            await tick(h, clock, FIRST_NIGHT)
            (summary,) = await tick(h, clock, FIRST_NIGHT + 2 * HOUR)
            assert summary.embeds[0]["description"].startswith(told), summary.embeds[0]["description"]
            names = await h.autocomplete("campaign schedule", "zone", "paris", user="host")
            assert names[0]["value"] == "Europe/Paris"
