"""The real discord.py client against a Discord served on 127.0.0.1, on a bad day (issue 31, slow tier).

`Harness.serve` runs the bot as production does (`bot.start(token)`: its own HTTP client over TCP and its own
gateway over a websocket, zlib-stream compressed), against the same fake Discord the other tests use, served
by tests/fake_discord/server.py. While a whole attempt of Holding On and a whole game of the second game (with
the bot as partner) are played, Discord misbehaves: 429s with a retry-after on every route, 502s after doing
the request (discord.py retries; Discord's enforce_nonce makes the retry the same message), slow answers,
the gateway dropped every few seconds (the bot resumes, the events it missed replayed) and once for good (a
new session). Nothing may be lost or applied twice, every interaction must be answered within Discord's 3
seconds, and every move of the bot's must be shown.

Run it alone with `python -m pytest -m slow tests/cogs/test_local_discord.py -n 0` (about two minutes).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections import Counter
from collections.abc import AsyncIterator, Callable

import pytest

from bot.config import Settings
from tests.cogs.game import HandsTable, Table, drain_outbox, make_bot, public_messages
from tests.cogs.harness import Harness
from tests.fake_discord.faults import Fault

pytestmark = pytest.mark.slow

DROP_EVERY = 3.0  # seconds between two drops of the gateway (a game here is played much faster than by people)


def bad_day(h: Harness) -> None:
    """The faults. 5xx strike the bot's own REST calls, not interaction callbacks: discord.py waits 1 s, then 3 s,
    before trying a callback again, so a 5xx there costs the interaction its 3 seconds whatever the bot does (the
    decision is then told in the channel: test_deadline)."""
    h.faults.add(Fault(route="POST /channels/", status=502, applied=True, every=7, times=None))
    h.faults.add(Fault(route="POST /channels/", delay=2.0, every=5, times=None))  # a DM or a post that takes 2 s
    h.faults.add(Fault(route="", status=429, retry_after=0.25, every=6, times=None))  # any route, callbacks too
    h.faults.add(Fault(route="/channels/", status=503, every=13, times=None))  # not done: discord.py tries again


@contextlib.asynccontextmanager
async def dropping(h: Harness) -> AsyncIterator[list[str]]:
    """The gateway dropped every DROP_EVERY seconds (resumable); once, mid-way, for good (a new session)."""
    drops: list[str] = []
    assert h.served is not None
    served = h.served

    async def drop() -> None:
        while True:
            await served.online()  # back on its feet (a new session takes discord.py 5 s to identify)
            await asyncio.sleep(DROP_EVERY)
            final = len(drops) == 1
            await served.drop(4009 if final else 4000, resumable=not final)
            drops.append("new session" if final else "resume")

    task = asyncio.create_task(drop())
    try:
        yield drops
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


def assert_every_interaction_answered_in_time(h: Harness, exchanges: list) -> None:
    late = [e.answered_after for e in exchanges if e.answered_after is None or e.answered_after > 3.0]
    assert not late, f"answered late or never: {late}"
    assert not [e for e in exchanges if e.unanswered]


def assert_each_dm_once(h: Harness) -> None:
    """Every DM names its deliveries; none reached a player twice (a retried POST was the same message)."""
    named = Counter(
        number
        for said in h.said
        if said.audience == "dm" and said.kind == "message"
        for found in re.findall(r"Delivery ([0-9][0-9, ]*):", said.content)
        for number in re.findall(r"[0-9]+", found)
    )
    assert named and max(named.values()) == 1, [n for n, count in named.items() if count > 1]


async def test_a_whole_holding_on_attempt_on_a_bad_day_loses_nothing_and_repeats_nothing(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.serve(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        bad_day(h)
        async with dropping(h) as drops:
            await table.play(
                lambda state: False, limit=2_000, how=lambda step, action: "slash" if step % 5 == 4 else "button"
            )
        h.faults.clear()
        await drain_outbox(h.bot)
        status = await h.bot.table.status(table.channel_id)
        games = await h.bot.table.store.games(status.campaign_id)
        assert games[-1].status in ("won", "lost")  # the attempt was played to its end
        logged = await h.bot.table.store.log(games[-1].id)
        assert len(logged) == len(table.steps)  # every decision applied once: none lost, none twice
        exchanges = [e for _, _, e in table.steps]
        assert_every_interaction_answered_in_time(h, exchanges)
        told = [(i, [(a.kind, a.via, a.ephemeral) for a in e.answers]) for i, e in enumerate(exchanges[:-1])]
        assert all(len(public_messages(e)) == 1 for e in exchanges[:-1]), [  # each told once in the channel
            t for t, e in zip(told, exchanges, strict=False) if len(public_messages(e)) != 1
        ]
        assert_each_dm_once(h)
        assert "new session" in drops and drops.count("resume") >= 1 and h.served.resumed >= 1
        injected = Counter(status for _, status in h.faults.injected)
        assert injected[429] and injected[502] and injected[503] and injected[0]


async def test_a_whole_game_with_the_bot_partner_on_a_bad_day_shows_every_move_of_the_bots(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.serve(make_bot(make_settings())) as h:
        game = HandsTable(h, players=("ana", "bot"))
        await game.start(None)
        bad_day(h)
        async with dropping(h):
            status = await game.play_to_the_end(how=lambda step: "button" if step % 3 else "slash", bot_seat=1)
        h.faults.clear()
        games = await h.bot.table.store.games(status.campaign_id)
        assert games[-1].status in ("won", "lost")
        logged = await h.bot.table.store.log(games[-1].id)
        bot_id = h.bot.user.id
        humans = [row for row in logged if row.user_id != bot_id]
        assert len(humans) == len(game.steps)  # every human decision applied once
        turns = sum(
            1 for i, row in enumerate(logged) if row.user_id == bot_id and (i == 0 or logged[i - 1].user_id != bot_id)
        )
        posts = [s for s in h.messages_in() if s.via == "channel" and s.kind == "message" and "🤖" in s.content]
        assert turns > 0 and len(posts) == turns  # every turn of the bot's shown, once
        assert_every_interaction_answered_in_time(h, [e for _, _, e in game.steps])
