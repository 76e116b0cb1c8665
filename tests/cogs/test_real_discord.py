"""What real Discord does that a fake had hidden (issue 31, ../shared/reviews/discord-2026-12.md), each finding
played through the harness as Discord behaves: autocomplete arrives without `resolved`, an edit notifies
nobody, the bot's own posts need View Channel and Send Messages, events have their own permission rules and
field limits, and the clocks of Discord and of the host are not the same clock."""

from __future__ import annotations

from collections.abc import Callable

from bot.config import Settings
from tests.cogs.game import HandsTable as Hands
from tests.cogs.game import Table, make_bot
from tests.cogs.harness import Harness
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
