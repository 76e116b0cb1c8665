"""What real Discord does that a fake had hidden (issue 31, ../shared/reviews/discord-2026-12.md), each finding
played through the harness as Discord behaves: autocomplete arrives without `resolved`, an edit notifies
nobody, the bot's own posts need View Channel and Send Messages, events have their own permission rules and
field limits, and the clocks of Discord and of the host are not the same clock."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import discord
import pytest

from bot.app.arrivals import Arrivals
from bot.config import Settings
from bot.games.hands.engine import legal_actions as hands_legal_actions
from bot.games.hands.engine import public_view as hands_public_view
from bot.games.hands.partner import HandsPartner
from bot.games.holding_on.engine import legal_actions
from tests.cogs.game import HandsTable as Hands
from tests.cogs.game import Table, drain_outbox, make_bot
from tests.cogs.harness import (
    BOT_PERMISSIONS,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    UPDATE_MESSAGE,
    ChannelSpec,
    GuildSpec,
    Harness,
    Said,
)
from tests.cogs.test_nights import FIRST_NIGHT, GUILD, HOUR, MONDAY_NOON, SECOND_NIGHT, Clock, nights, open_table, tick
from tests.fake_discord.faults import Fault

# --------------------------------------------------------------------------- F1: autocomplete has no `resolved`


async def test_autocomplete_still_offers_choices_once_a_member_option_is_filled(
    make_settings: Callable[..., Settings],
) -> None:
    # Discord sends the ids of filled member and channel options, and no `resolved` data with an autocomplete.
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        seats = await h.autocomplete("campaign standin", "seat", "", user=table.host, member="dee")
        assert [c["name"] for c in seats] == ["Ana", "Ben", "Cy"]
        sent = h.interactions_sent[-1]
        assert sent["type"] == 4 and "resolved" not in sent["data"]  # as Discord sends it


async def test_a_night_zone_is_still_completed_once_the_voice_channel_is_chosen(
    make_settings: Callable[..., Settings],
) -> None:
    async with nights(make_settings(), Clock(MONDAY_NOON), guild=GUILD) as h:
        await open_table(h)
        zones = await h.autocomplete("campaign schedule", "zone", "ber", user="host", place="table-voice")
        assert "Europe/Berlin" in [c["value"] for c in zones]


# --------------------------------------------------------------------------- F6: every turn change notifies


async def test_every_turn_change_of_a_hands_game_by_buttons_notifies_the_member_now_waited_for(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        game = Hands(h, players=("ana", "ben"))
        await game.start("ben", "challenging")
        await game.play_to_the_end(how=lambda step: "button")
        changes, notified = game.turn_changes()
        assert changes >= 5 and notified == changes, game.turns


async def test_every_turn_change_of_holding_on_notifies_by_buttons_and_by_commands(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        await table.play(lambda state: state.day > 2, how=lambda step, action: "slash" if step % 4 == 3 else "button")
        changes, notified = table.turn_changes()
        assert changes >= 5 and notified == changes, table.turns


async def test_the_bots_partner_turns_notify_the_member_it_hands_back_to(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        game = Hands(h, players=("ana", "bot"))
        await game.start(None)
        await game.play_to_the_end(how=lambda step: "button", bot_seat=1)
        changes, notified = game.turn_changes()
        assert changes >= 3 and notified == changes, game.turns


# --------------------------------------------------------------------------- F5: the bot's own posts


NO_SEND = discord.Permissions(send_messages=True)
NO_VIEW = discord.Permissions(view_channel=True)
BARRED = GuildSpec(channels=(ChannelSpec("campaign", bot_denied=NO_SEND), ChannelSpec("hidden", bot_denied=NO_VIEW)))


async def test_a_table_is_not_opened_where_the_bot_could_not_post_its_own_messages(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings()), guild=BARRED) as h:
        refused = await h.slash("hands start", user="ana", channel="campaign")
        assert refused.reply.ephemeral and "**Send Messages**" in refused.reply.content
        hidden = await h.slash("hands start", user="ana", channel="hidden")
        assert "View Channel" in hidden.reply.content
        new = await h.slash("campaign new", user="host", channel="hidden")
        assert new.reply.ephemeral and "View Channel" in new.reply.content
        for channel in ("campaign", "hidden"):
            assert await h.bot.table.language(h.place(channel).id) is None  # nothing was opened


async def test_the_bot_partner_does_not_move_where_it_may_not_post_and_moves_once_it_may(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        game = Hands(h, players=("ana", "bot"))
        await game.start(None, first="choose")
        h.deny_bot("campaign", NO_SEND)
        told = await play_until_the_bots_turn(game)
        assert told is not None and "**Send Messages**" in told.content and told.ephemeral  # she learns why
        version = await game.version()
        await h.settle()
        assert await game.version() == version  # the bot did not move: it could not have shown its moves
        assert not [line for line in h.log_lines() if " ERROR" in line]

        h.deny_bot("campaign", discord.Permissions.none())
        posts = len(h.messages_in("campaign"))
        await h.slash("hands board", user="ana")  # any touch of the channel
        assert await game.version() > version
        bot_posts = [s for s in h.messages_in("campaign")[posts:] if s.via == "channel" and s.kind == "message"]
        assert bot_posts and h.person("ana").id in bot_posts[-1].notified  # its move told, and her turn again


async def play_until_the_bots_turn(game: Hands) -> Said | None:
    """Ana's turns by the game's own partner policy until the turn passes to the bot; the private word she got
    with the decision that passed it, if any."""
    planner = HandsPartner(0)
    for _ in range(60):
        state = await game.state()
        mine = [a for a in hands_legal_actions(state) if a.seat == 0]
        if not mine:
            return None
        action = planner.choose(hands_public_view(state)) or mine[0]
        exchange = await game.take_hands(action, how="button")
        private = [s for s in exchange.said if s.ephemeral and "Send Messages" in s.content]
        if not [a for a in hands_legal_actions(await game.state()) if a.seat == 0]:
            return private[-1] if private else None
    raise AssertionError("the turn never passed to the bot")


# --------------------------------------------------------------------------- F7: two clocks


async def test_a_host_clock_three_seconds_fast_answers_presses_in_place_not_deferred(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        h.bot.app.clock = lambda: discord.utils.utcnow() + timedelta(seconds=3)  # the host's clock, not Discord's
        table = Table(h)
        await table.open()
        await table.play(lambda state: len(table.steps) >= 6, how=lambda step, action: "button")
        callbacks = [r.json["type"] for r in h.requests if r.route.endswith("/callback")]
        assert DEFERRED_CHANNEL_MESSAGE not in callbacks, callbacks
        presses = [e for how, _, e in table.steps if how == "button"]
        assert presses and all(e.acknowledged in (UPDATE_MESSAGE, CHANNEL_MESSAGE) for e in presses)


@pytest.mark.parametrize("skew", [-3600.0, -3.0, 0.0, 3.0, 3600.0])
def test_how_late_an_interaction_came_is_read_the_same_whatever_the_hosts_clock(skew: float) -> None:
    discord_now = [datetime(2026, 12, 2, 20, 0, tzinfo=UTC)]
    ticks = [100.0]
    arrivals = Arrivals(lambda: discord_now[0] + timedelta(seconds=skew), monotonic=lambda: ticks[0])

    def arrive(delivery: float) -> SimpleNamespace:
        """An interaction Discord created `delivery` seconds ago."""
        created = discord_now[0] - timedelta(seconds=delivery)
        return SimpleNamespace(created_at=created, extras={})

    for _ in range(5):  # the usual: a tenth of a second on the way
        assert arrivals.elapsed(arrive(0.1)) == pytest.approx(0.0, abs=1e-9)  # type: ignore[arg-type]
    late = arrive(2.6)  # this one came 2.5 s later than usual: almost out of time, whatever the clocks say
    assert arrivals.elapsed(late) == pytest.approx(2.5)  # type: ignore[arg-type]
    ticks[0] += 0.3
    assert arrivals.elapsed(late) == pytest.approx(2.8)  # type: ignore[arg-type]
    discord_now[0] += timedelta(days=90)  # a clock stepped (a test's, or NTP's): a new window, not a late arrival
    assert arrivals.elapsed(arrive(0.1)) == pytest.approx(0.0, abs=1e-9)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- F2, F3, F4, F9: campaign nights


LONG_THREAD = "the night the kettle broke and Maureen rang from Belfast at four in the morning, again, weeks ago"
THREADED = GuildSpec(
    channels=(ChannelSpec("campaign"), ChannelSpec(LONG_THREAD, thread_of="campaign"), *GUILD.channels[1:]),
    members=GUILD.members,
    bot_permissions=GUILD.bot_permissions,
)


async def schedule(h: Harness, channel: str = "campaign", **options: str) -> Said:
    done = await h.slash(
        "campaign schedule", user="host", channel=channel, weekday="thursday", at="19:30", zone="europe/berlin",
        **options,
    )  # fmt: skip
    public = [s for s in done.answers if s.kind == "message" and not s.ephemeral]
    return public[-1] if public else done.reply


async def test_a_thread_with_a_long_name_still_gets_its_night_within_discords_100_characters(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock, guild=THREADED) as h:
        await open_table(h, channel=LONG_THREAD)
        said = await schedule(h, channel=LONG_THREAD)
        assert "every **Thursday** at **19:30**" in said.content and not said.ephemeral
        (event,) = h.events.values()
        location = event["entity_metadata"]["location"]
        assert len(location) <= 100 and location.startswith("in #the night the kettle broke")


async def test_an_event_discord_refuses_is_said_once_and_the_reminders_still_come(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock) as h:
        await open_table(h)
        h.faults.add(Fault(route="POST /guilds/{guild_id}/scheduled-events", status=400, times=None))
        said = await schedule(h)
        assert "every **Thursday** at **19:30**" in said.content  # planned, and said so: nothing was lost
        told = [s for s in h.messages_in() if "Discord would not put this night" in s.content]
        assert len(told) == 1 and h.events == {}
        reminder = await tick(h, clock, FIRST_NIGHT - 24 * HOUR)
        assert [s for s in reminder if "Campaign night in 24 h" in s.content]
        assert not [line for line in h.log_lines() if " ERROR" in line]
        assert len([s for s in h.messages_in() if "Discord would not put this night" in s.content]) == 1


async def test_discord_ending_an_empty_voice_event_does_not_end_the_night_being_played(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock) as h:
        table = await open_table(h)
        await schedule(h, place="table-voice")
        (event_id,) = h.events
        await tick(h, clock, FIRST_NIGHT)  # the bot starts the event; the table plays by text, nobody in voice
        assert h.events[event_id]["status"] == 2
        said = await tick(h, clock, FIRST_NIGHT + 6 * 60)  # Discord completes it: nobody joined the channel
        assert h.events[event_id]["status"] == 3
        assert not [s for s in said if "The night in short" in s.text()]  # the night goes on
        clock.now = FIRST_NIGHT + 20 * 60
        await table.play(until=lambda s, v=None: len(table.steps) >= 3)
        assert not [s for s in await tick(h, clock, FIRST_NIGHT + 25 * 60) if "The night in short" in s.text()]
        quiet = await tick(h, clock, FIRST_NIGHT + 31 * 60)  # ten quiet minutes after the event ended
        assert [s for s in quiet if "The night in short" in s.text()]


async def test_a_night_discord_cancelled_while_the_bot_was_away_keeps_the_weekly_series(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock) as h:
        await open_table(h)
        await schedule(h, place="table-voice")
        (event_id,) = h.events
        clock.now = FIRST_NIGHT + 4 * HOUR  # the bot was down over the night's start
        h.time_passes()  # Discord cancels an event not begun hours after its start
        await h.settle()
        assert h.events[event_id]["status"] == 4
        said = [s.content for s in await tick(h, clock, FIRST_NIGHT + 4 * HOUR + 60)]
        assert not [text for text in said if "cancelled in Discord" in text]
        series = await h.bot.table.nights(h.channel.id)
        assert series is not None and series.night_at == SECOND_NIGHT and series.event_id not in (None, event_id)


STAGED = GuildSpec(
    channels=(
        ChannelSpec("campaign"),
        ChannelSpec("stage", stage=True),
        ChannelSpec("no-connect", voice=True, bot_denied=discord.Permissions(connect=True)),
    ),
    members=GUILD.members,
    bot_permissions=BOT_PERMISSIONS | discord.Permissions(create_events=True),
)


async def test_event_permissions_are_discords_create_events_and_the_places_own(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock, guild=STAGED) as h:
        table = await open_table(h)
        stage = await schedule(h, place="stage")
        assert stage.ephemeral and "**Manage Channels, Mute Members, Move Members**" in stage.content
        voice = await schedule(h, place="no-connect")
        assert voice.ephemeral and "**Connect** in the night's voice or stage channel" in voice.content
        assert h.events == {} and await h.bot.table.nights(table.channel_id) is None  # nothing was planned
        # Create Events alone (no Manage Events): the bot creates its own event, then starts and ends it.
        said = await schedule(h)
        assert not said.ephemeral and len(h.events) == 1
        (event_id,) = h.events
        await tick(h, clock, FIRST_NIGHT)
        await tick(h, clock, FIRST_NIGHT + 2 * HOUR)
        assert h.events[event_id]["status"] == 3


async def test_the_host_hears_by_dm_once_when_the_bot_can_no_longer_post_a_nights_messages(
    make_settings: Callable[..., Settings],
) -> None:
    clock = Clock(MONDAY_NOON)
    async with nights(make_settings(), clock) as h:
        await open_table(h)
        await schedule(h)
        h.deny_bot("campaign", NO_SEND)
        assert await tick(h, clock, FIRST_NIGHT - 24 * HOUR) == []
        await tick(h, clock, FIRST_NIGHT - HOUR)
        dms = [s.content for s in h.dms_to("host") if "could not post" in s.content]
        assert len(dms) == 1 and "**Send Messages**" in dms[0] and "the night's reminder" in dms[0]


# --------------------------------------------------------------------------- F11: smaller


async def test_naming_a_member_without_a_seat_is_refused_in_her_language(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        h.client_locales["ana"] = "de"
        refused = await h.slash("inquire", user="ana", timeline="1", billy="dee")
        assert (
            refused.reply.ephemeral
            and "Dee hat keinen Platz an diesem Tisch. Es spielen: Ana (<@" in refused.reply.content
        )


async def test_a_decision_answered_after_its_token_died_is_told_in_the_channel_without_an_error(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        (reveal,) = legal_actions(await table.state())
        manager = table.player_of(await table.state(), reveal.seat)
        release = asyncio.Event()
        command = h.bot.table.command

        async def slow_command(*args: object, **kwargs: object) -> object:
            await release.wait()  # the store is stuck for a quarter of an hour
            return await command(*args, **kwargs)  # type: ignore[arg-type]

        h.bot.table.command = slow_command  # type: ignore[method-assign]
        h.bot.app.answer_within = 0.0
        pending = asyncio.create_task(h.slash("shift reveal", user=manager))
        while not h.said or h.said[-1].kind != "defer":
            await asyncio.sleep(0.01)
        h.advance(15 * 60 + 1)  # Discord: the interaction's token is dead now (401 50027)
        release.set()
        done = await pending
        posted = [s for s in h.said if s.via == "channel" and "Patient Card" in s.text()]
        assert posted and not [f for f in done.failures]


async def test_scheduling_answers_within_three_seconds_when_discords_event_calls_are_slow(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings()), guild=GUILD) as h:  # Discord's own clock: real time
        await Table(h).open()
        h.faults.add(Fault(route="POST /guilds/{guild_id}/scheduled-events", delay=3.2))  # Discord is slow today
        done = await h.slash("campaign schedule", user="host", weekday="thursday", at="19:30", zone="europe/berlin")
        assert not done.unanswered and done.answered_after is not None and done.answered_after < 3.0
        assert done.acknowledged == DEFERRED_CHANNEL_MESSAGE and len(h.events) == 1
        assert [s for s in done.answers if not s.ephemeral and "every **Thursday** at **19:30**" in s.content]


async def test_a_dm_still_names_a_campaigns_thread_after_the_thread_archived(
    make_settings: Callable[..., Settings],
) -> None:
    guild = GuildSpec(channels=(ChannelSpec("campaign"), ChannelSpec("night shift", thread_of="campaign")))
    async with Harness.start(make_bot(make_settings()), guild=guild) as h:
        table = Table(h, channel="night shift", players=("ana", "ben"))
        await table.open(start=False)
        h.archive_thread("night shift")  # discord.py forgets it
        assert h.bot.get_channel(h.place("night shift").id) is None
        await h.slash("campaign join", user="cy", nurse_name="Cy", channel="night shift")
        await drain_outbox(h.bot)
        (welcome,) = h.dms_to("cy")
        assert welcome.content.startswith("**Holding On · Holding On Night › #night shift**"), welcome.content
        before = len(h.said)
        await h.slash("campaign start", user="host", channel="night shift")  # the deal: cards by DM, by the outbox
        await table.play(lambda state: len([s for s in h.said[before:] if s.audience == "dm"]) > 0, limit=60)
        await drain_outbox(h.bot)
        dealt = [s for s in h.said[before:] if s.audience == "dm"]
        assert dealt and all(s.content.startswith("**Holding On · Holding On Night › #night shift**") for s in dealt)
