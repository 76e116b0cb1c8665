"""Many interactions at once (issue 11): a repeated decision is a no-op, one button pressed 100 times applies once,
and mixed commands in one channel and across 20 channels are each answered.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from bot.config import Settings
from bot.games.holding_on.engine import legal_actions
from tests.cogs.game import Table, make_bot, public_messages
from tests.cogs.harness import ChannelSpec, Exchange, GuildSpec, Harness


def answered_privately(exchanges: list[Exchange]) -> None:
    for exchange in exchanges:
        assert not exchange.unanswered and exchange.answers, exchange
        assert all(s.ephemeral for s in exchange.answers if s.kind in ("message", "edit"))


async def test_100_tries_of_a_decision_that_changes_nothing_write_nothing(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        state = await table.play(until=lambda s: any(a.kind == "tokens" for a in legal_actions(s)))
        zero = next(a for a in legal_actions(state) if a.kind == "tokens" and a.count == 0)
        nurse = table.player_of(state, zero.seat)
        message = table.decision_message()
        custom_id, values = Table.offered(h.messages[message.message_id], zero)
        game = (await h.bot.table.status(table.channel_id)).playing
        rows = len(await h.bot.table.store.log(game["game_id"]))
        said = len(h.messages_in())

        tries = []
        for n in range(100):  # "my tokens on this card: 0", which they already are: by button, command and /decide
            if n % 3 == 0:
                tries.append(h.click(message, custom_id, user=nurse, values=values))
            elif n % 3 == 1:
                tries.append(h.slash("care tokens", user=nurse, count=0))
            else:
                tries.append(h.slash("decide", user=nurse, choice=zero.key()))
        exchanges = await asyncio.gather(*tries)

        answered_privately(exchanges)
        assert all("Already so" in e.reply.content for e in exchanges if e.reply.kind == "message")
        assert len(await h.bot.table.store.log(game["game_id"])) == rows  # no log row
        assert await table.version() == game["version"]  # no new version
        assert len(h.messages_in()) == said  # no public message


async def test_one_button_pressed_100_times_at_once_applies_once_and_every_press_is_answered(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        (reveal,) = legal_actions(state)
        manager = table.player_of(state, reveal.seat)
        message = table.decision_message()
        custom_id, _ = Table.offered(h.messages[message.message_id], reveal)
        version = await table.version()
        frozen = dict(h.messages[message.message_id])  # every client still shows the enabled button

        exchanges = await asyncio.gather(*(h.click(frozen, custom_id, user=manager) for _ in range(100)))
        assert all(not e.unanswered for e in exchanges)
        applied = [e for e in exchanges if public_messages(e)]
        assert len(applied) == 1 and await table.version() == version + 1
        others = [e for e in exchanges if e is not applied[0]]
        assert all(e.reply.ephemeral and "already done" in e.reply.content for e in others)


async def test_mixed_commands_in_one_channel_and_across_20_channels_at_once_are_each_answered(
    make_settings: Callable[..., Settings],
) -> None:
    channels = tuple(ChannelSpec(f"table-{n}") for n in range(20))
    async with Harness.start(make_bot(make_settings()), guild=GuildSpec(channels=channels)) as h:
        tables = [Table(h, channel.name, ("ana", "ben"), host="host") for channel in channels]
        for table in tables:
            await h.slash("campaign new", user="host", channel=table.channel)
            for player in table.players:
                await h.slash("campaign join", user=player, nurse_name=player.capitalize(), channel=table.channel)
            await h.slash("campaign options", user="host", images=False, channel=table.channel)
        await asyncio.gather(*(h.slash("campaign start", user="host", channel=t.channel) for t in tables))

        async def night(table: Table) -> list[Exchange]:
            state = await table.state()
            manager = table.player_of(state, state.shift_manager)
            other = next(p for p in table.players if p != manager)
            at_once = [
                h.slash("shift reveal", user=manager, channel=table.channel),
                h.slash("shift reveal", user=other, channel=table.channel),  # not hers to take
                h.slash("shift assign", user=manager, channel=table.channel, staff="🦄"),
                h.slash("board", user="dee", channel=table.channel),
                h.slash("help", user=other, channel=table.channel),
                h.autocomplete_exchange("decide", "choice", "", user=manager, channel=table.channel),
                h.slash("campaign status", user="cy", channel=table.channel),
                h.slash("care tokens", user=other, channel=table.channel, count=1),
            ]
            return list(await asyncio.gather(*at_once))

        results = await asyncio.gather(*(night(t) for t in tables))
        for table, exchanges in zip(tables, results, strict=True):
            assert all(not e.unanswered for e in exchanges)
            assert exchanges[5].choices is not None
            assert await table.version() == 1  # exactly one decision (the reveal) applied in each channel
            assert len([m for m in h.messages_in(table.channel) if "Patient Card" in m.text()]) >= 1
