"""Discord calls per decision (issue 13): a press is one call, a DM one more, and no user is fetched."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from bot.config import Settings
from tests.cogs.game import Table, drain_outbox, make_bot
from tests.cogs.harness import Harness
from tools.bench_discord import route_of


async def test_a_short_game_by_buttons_costs_one_call_a_decision_and_its_dms(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        first = len(h.requests)
        await table.play(lambda state: state.day > 1, how=lambda step, action: "button")
        await drain_outbox(h.bot)
        routes = Counter(route_of(r, set(h._dm_channels)) for r in h.requests[first:])
        decisions = len(table.steps)
        assert decisions >= 15
        assert routes["user fetch"] == 0 and routes["followup"] == 0 and routes["other"] == 0
        assert routes["callback"] == decisions  # every press answered in its own callback
        assert routes["DM channel"] <= len(table.players)  # opened once per player
        # Besides the DMs: at most 1.2 calls a decision (a new message only when a story is full of pictures).
        assert (sum(routes.values()) - routes["DM"] - routes["DM channel"]) / decisions <= 1.2, routes
        # One DM per player per decision, however many cards it brought her.
        campaign = (await h.bot.table.status(table.channel_id)).campaign_id
        sent = [d for d in await h.bot.table.store.deliveries(campaign) if d.status == "sent"]
        assert len(sent) > routes["DM"] > 0  # some decision brought one player two cards (a quote and a memory)
        assert routes["DM"] == len({(d.recipient_user_id, d.payload["game"]["version"]) for d in sent})
