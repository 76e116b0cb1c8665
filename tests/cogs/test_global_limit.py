"""Discord's global limit (issue 31, F10): 50 requests a second per bot token, every process together, counting
what the bot sends with its token (DMs, its own posts and edits) and not interaction responses. The fake counts
them and answers 429 over the limit (discord.py then waits); each process spaces its own requests to its share
(bot/app/pace.py), so a burst of DMs (a night's first deal at many tables) is never refused."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

import pytest

from bot.app.pace import GLOBAL_RATE, Pace
from bot.config import Settings
from tests.cogs.game import make_bot
from tests.cogs.harness import Harness

PLAYERS = 120


async def _burst_of_dms(h: Harness) -> float:
    h.human_pace = 0.0  # all at once, as when many tables deal at the same moment
    people = [h.add_person(f"player{i}") for i in range(PLAYERS)]
    begun = time.monotonic()
    sent = await asyncio.gather(*(h.bot.app.direct_messages.tell(p.id, "Your cards are in /hand.") for p in people))
    assert all(sent) and all(h.dms_to(p) for p in people)
    return time.monotonic() - begun


@pytest.mark.slow
async def test_a_burst_of_dms_stays_within_this_processs_share_of_the_global_limit(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        took = await _burst_of_dms(h)
        assert not [route for route, is_global in h.rate_limits.refused if is_global]
        # Every DM (and every DM channel opened) waited its turn: 2 requests a player at 40 a second.
        assert took >= (2 * PLAYERS - 10) / GLOBAL_RATE


@pytest.mark.slow
async def test_without_its_spacing_the_same_burst_meets_discords_global_429(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        h.bot.app.pace = Pace(rate=10_000.0, burst=10_000)  # as if nothing spaced them
        await _burst_of_dms(h)  # discord.py waits out the 429s: delivered, but the limit was hit
        assert [route for route, is_global in h.rate_limits.refused if is_global]


def test_a_process_takes_its_shards_share_of_the_global_rate() -> None:
    assert Pace.share(None, None).rate == GLOBAL_RATE
    assert Pace.share(8, [0, 1]).rate == pytest.approx(GLOBAL_RATE / 4)
