"""A restart mid-day continues the game, old buttons included; two channels play two games (ARCHITECTURE.md)."""

from __future__ import annotations

import copy
from collections.abc import Callable

from bot.config import Settings
from bot.games.holding_on.engine import legal_actions
from tests.cogs.game import Table, make_bot, private_answers, public_messages, snapshot
from tests.cogs.harness import Harness
from tests.db.helpers import Seeds


async def test_a_new_bot_on_the_same_database_continues_and_old_buttons_still_work(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings()
    async with Harness.start(make_bot(settings)) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        manager = table.player_of(state, state.shift_manager)
        first = table.decision_message()
        passed = snapshot(h, first)  # reveal, before it was taken
        await h.slash("shift reveal", user=manager)
        current = snapshot(h, table.decision_message())  # the staffing decision, open at the restart
        before = await table.state()
        channel_id, people = table.channel_id, dict(h.people)

    async with Harness.start(make_bot(settings, seeds=Seeds(7))) as h2:
        assert h2.channel.id == channel_id and h2.people == people  # the same server, as Discord keeps it
        table2 = Table(h2)
        assert (await table2.state()).version == before.version
        for message in (passed, current):  # the messages are still in the channel after our restart
            h2.messages[int(message["id"])] = copy.deepcopy(message)
        action = legal_actions(before)[0]
        pressed = await table2.press(action, manager, on=current)
        (message,) = public_messages(pressed)
        assert message.channel_id == channel_id and (await table2.state()).version == before.version + 1

        # The press was answered by updating the pressed message: it now offers the next decision.
        assert message.message_id == int(current["id"])
        offered = h2.messages[int(current["id"])]["components"][0]["components"]
        assert all(f":{before.version + 1}:" in c["custom_id"] and not c.get("disabled") for c in offered)

        # The reveal button from before the restart: that moment has passed (for anyone pressing it now).
        other = next(p for p in table2.players if p != manager)
        late = await h2.click(passed, passed["components"][0]["components"][0]["custom_id"], user=other)
        (answer,) = private_answers(late)
        assert answer.ephemeral and "moment has passed" in answer.content
        assert (await table2.state()).version == before.version + 1
        stale = h2.messages[int(passed["id"])]["components"][0]["components"]
        assert all(c.get("disabled") for c in stale)


async def test_two_channels_in_one_server_play_two_games_independently(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        here = Table(h, "campaign", ("ana", "ben"), host="ana")
        there = Table(h, "elsewhere", ("cy", "dee"), host="cy")
        await here.open()
        await there.open()
        for _ in range(3):  # decisions alternate between the two tables
            for table in (here, there):
                state = await table.state()
                action = legal_actions(state)[0]
                exchange = await table.take(action, how="button")
                (message,) = public_messages(exchange)
                assert message.channel_id == table.channel_id
        states = [await here.state(), await there.state()]
        assert [s.seats for s in states] == [["Ana", "Ben"], ["Cy", "Dee"]]
        assert all(s.version == 3 for s in states)
        statuses = [await h.bot.table.status(t.channel_id) for t in (here, there)]
        assert statuses[0].campaign_id != statuses[1].campaign_id

        # A player of one table has no say at the other.
        state = await there.state()
        refused = await there.press(legal_actions(state)[0], "ana")
        assert "no seat" in private_answers(refused)[0].content
        assert (await there.state()).version == 3
        mentioned = [s.content for s in h.messages_in("elsewhere")]
        assert not any(f"<@{h.person(p).id}>" in text for text in mentioned for p in ("ana", "ben"))


async def test_a_thread_runs_its_own_campaign_beside_its_channel(make_settings: Callable[..., Settings]) -> None:
    from tests.cogs.harness import ChannelSpec, GuildSpec

    guild = GuildSpec(channels=(ChannelSpec("campaign"), ChannelSpec("night-two", thread_of="campaign")))
    async with Harness.start(make_bot(make_settings()), guild=guild) as h:
        outer = Table(h, "campaign", ("ana", "ben"), host="ana")
        thread = Table(h, "night-two", ("cy", "dee"), host="cy")
        await outer.open()
        opened = await thread.open()
        assert opened.reply.channel_id == h.place("night-two").id and not opened.reply.ephemeral
        state = await thread.state()
        await thread.take(legal_actions(state)[0], how="slash")
        assert (await thread.state()).version == 1 and (await outer.state()).version == 0
        assert (await h.bot.table.status(thread.channel_id)).seats[0].name == "Cy"
