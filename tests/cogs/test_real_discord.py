"""What real Discord does that a fake had hidden (issue 31, ../shared/reviews/discord-2026-12.md), each finding
played through the harness as Discord behaves: autocomplete arrives without `resolved`, an edit notifies
nobody, the bot's own posts need View Channel and Send Messages, events have their own permission rules and
field limits, and the clocks of Discord and of the host are not the same clock."""

from __future__ import annotations

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
from tests.cogs.game import HandsTable as Hands
from tests.cogs.game import Table, make_bot
from tests.cogs.harness import (
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    UPDATE_MESSAGE,
    ChannelSpec,
    GuildSpec,
    Harness,
    Said,
)
from tests.cogs.test_nights import GUILD, MONDAY_NOON, Clock, nights, open_table

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
