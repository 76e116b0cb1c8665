"""Discord's 3 seconds, counted from the interaction (issue 11), and what Discord says when they are gone.

The bot measures from `interaction.created_at`, not from when it started a
step: an interaction that reaches it late (here: the bot's clock runs 2.5 s
ahead) is deferred at once. When Discord answers 10062 (Unknown interaction)
after a decision was saved, the decision still reaches the table as a channel
message and the old buttons are disabled; 40060 (already acknowledged) is
answered in the channel and by followup, never an error.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import discord
import pytest

from bot.config import Settings
from bot.games.holding_on.engine import legal_actions
from tests.cogs.game import Table, make_bot, public_messages
from tests.cogs.harness import DEFERRED_CHANNEL_MESSAGE, Harness

LATE = timedelta(seconds=2.5)  # Discord created the interaction 2.5 s before the bot looks at it


def callbacks(h: Harness, start: int) -> list[int]:
    """The interaction callback types the bot sent since request number `start`."""
    return [
        r.json["type"]
        for r in h.requests[start:]
        if r.api == "webhook" and r.path.endswith("/callback") and isinstance(r.json, dict)
    ]


def slow_clock(h: Harness) -> None:
    h.bot.app.clock = lambda: discord.utils.utcnow() + LATE


async def test_a_late_interaction_is_deferred_at_once_then_answered(make_settings: Callable[..., Settings]) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        manager = table.player_of(state, state.shift_manager)
        version = await table.version()
        slow_clock(h)

        start = len(h.requests)
        done = await h.slash("shift reveal", user=manager)
        assert callbacks(h, start) == [DEFERRED_CHANNEL_MESSAGE]  # no wait for a 2-second timer: at once
        assert [(s.kind, s.audience) for s in done.answers][:2] == [("defer", "ephemeral"), ("edit", "ephemeral")]
        (public,) = public_messages(done)
        assert "Patient Card" in public.text() and await table.version() == version + 1

        start = len(h.requests)
        helped = await h.slash("help", user=manager)  # /help asks the table too: measured the same way
        assert callbacks(h, start) == [DEFERRED_CHANNEL_MESSAGE] and "Open to you now" in helped.reply.content
        start = len(h.requests)
        board = await h.slash("board", user=manager)  # and the picture is drawn after the deferral
        assert callbacks(h, start) == [DEFERRED_CHANNEL_MESSAGE] and board.reply.attachments


async def test_a_saved_decision_whose_interaction_expired_still_reaches_the_table(
    make_settings: Callable[..., Settings],
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        (reveal,) = legal_actions(state)
        manager = table.player_of(state, reveal.seat)
        asking = table.decision_message()
        version = await table.version()
        slow_clock(h)
        h.expire_next()  # Discord answers the deferral 10062: too late

        start, said = len(h.requests), len(h.said)
        custom_id, _ = Table.offered(h.messages[asking.message_id], reveal)
        pressed = await h.click(asking, custom_id, user=manager, require_answer=False)
        assert callbacks(h, start) == [DEFERRED_CHANNEL_MESSAGE] and pressed.unanswered
        assert await table.version() == version + 1  # saved
        posted = [s for s in h.said[said:] if s.via == "channel" and s.kind == "message"]
        assert len(posted) == 1 and "Patient Card" in posted[0].text() and posted[0].custom_ids()
        old = h.messages[asking.message_id]["components"][0]["components"]
        assert all(c.get("disabled") for c in old)  # the reveal button's moment has passed
        assert not any(line.startswith("bot.app.errors") for line in h.log_lines())


@pytest.mark.parametrize("how", ["button", "command"])
async def test_already_acknowledged_is_handled_and_the_decision_is_told(
    make_settings: Callable[..., Settings], how: str
) -> None:
    async with Harness.start(make_bot(make_settings())) as h:
        table = Table(h)
        await table.open()
        state = await table.state()
        (reveal,) = legal_actions(state)
        manager = table.player_of(state, reveal.seat)
        version = await table.version()
        h.acknowledge_elsewhere_next()  # an earlier try of this answer reached Discord: 40060

        start = len(h.said)
        await table.take(reveal, how=how)
        assert await table.version() == version + 1
        posted = [s for s in h.said[start:] if s.audience == "channel" and s.kind == "message"]
        assert len(posted) == 1 and "Patient Card" in posted[0].text() and manager in table.players
