"""From an interaction to the table and back (ARCHITECTURE.md, One decision, end to end).

The table is asked first, before anything is sent, so a refusal is still an
ephemeral reply (the reason, and what is allowed instead) and a decision's
answer is public. Should the table be slow (Discord gives an interaction
3 seconds), the interaction is deferred ephemerally after `defer_after`
seconds: the private "thinking…" becomes the actor's note or the refusal,
and the decision's public message follows it. After a decision, the message
that offered the previous decision has its buttons disabled. Notices (DMs
that could not reach this player) are told to her alone, in her next reply.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from bot.table_types import Passed, Reply, TableError
from bot.ui.decisions import disable_view, disabled_copy
from bot.ui.messages import Outgoing, reply_message

if TYPE_CHECKING:
    from bot.client import HoldingOnBot

log = logging.getLogger(__name__)

EPHEMERAL_MAX = 2000


def bot_of(interaction: discord.Interaction) -> HoldingOnBot:
    return interaction.client  # type: ignore[return-value]


def refusal_text(error: TableError) -> str:
    text = error.message
    if error.allowed:
        text += "\nYou can: " + "; ".join(error.allowed) + "."
    return text


async def notices_for(interaction: discord.Interaction) -> list[str]:
    """DMs that could not reach this player (told once, to her alone)."""
    bot = bot_of(interaction)
    if bot.table is None or interaction.channel_id is None or bot.in_flight.closed:
        return []
    try:
        return await bot.table.notices(interaction.channel_id, interaction.user.id)
    except TableError:
        return []


async def tell(interaction: discord.Interaction, text: str, *, notices: list[str] | None = None, **kwargs) -> None:
    """An ephemeral answer (first response or followup), with this player's notices."""
    notices = await notices_for(interaction) if notices is None else notices
    text = "\n\n".join(part for part in (text, *notices) if part)
    if len(text) > EPHEMERAL_MAX:
        text = text[: EPHEMERAL_MAX - 1] + "…"
    if interaction.response.is_done():
        await interaction.followup.send(text or None, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text or None, ephemeral=True, **kwargs)


async def refuse(interaction: discord.Interaction, error: TableError) -> None:
    await tell(interaction, refusal_text(error))


async def in_time(interaction: discord.Interaction, awaitable: Awaitable):
    """Await a table call; past `defer_after` seconds, defer the interaction ephemerally while it runs."""
    task = asyncio.ensure_future(awaitable)
    if not interaction.response.is_done():
        done, _ = await asyncio.wait({task}, timeout=bot_of(interaction).defer_after)
        if not done:
            await interaction.response.defer(ephemeral=True, thinking=True)
    return await task


async def ask_table(interaction: discord.Interaction, call: Callable[[], Awaitable]) -> object | None:
    """Run one table call through the in-flight gate; a refusal is answered here (None is returned)."""
    bot = bot_of(interaction)
    try:
        async with bot.in_flight.call():
            return await in_time(interaction, call())
    except TableError as error:
        await refuse(interaction, error)
        return None


async def decide(interaction: discord.Interaction, call: Callable[[], Awaitable[Reply]]) -> None:
    """A game decision (or start, undo, abandon): the table judges it, the channel is told."""
    reply = await ask_table(interaction, call)
    if reply is not None:
        await publish(interaction, reply)  # type: ignore[arg-type]


async def command(interaction: discord.Interaction, name: str, options: dict | None = None) -> None:
    """A game command (`/shift assign`, `/care tokens`, `/inquire`, `/decide`): mapped and applied by the table."""
    bot = bot_of(interaction)
    await decide(interaction, lambda: bot.table.command(interaction.channel_id, interaction.user.id, name, options))


async def press(interaction: discord.Interaction, game_id: int, version: int, key: str) -> None:
    """A decision button or select: applied while that decision is open, else 'that moment has passed'."""
    bot = bot_of(interaction)
    try:
        async with bot.in_flight.call():
            reply = await in_time(
                interaction, bot.table.press(interaction.channel_id, interaction.user.id, game_id, version, key)
            )
    except Passed as passed:
        await tell(interaction, passed.message)
        await bot.decision_messages.retire_pressed(interaction)
        return
    except TableError as error:
        await refuse(interaction, error)
        return
    await publish(interaction, reply)


async def publish(interaction: discord.Interaction, reply: Reply) -> None:
    """The decision's message in the channel; the actor's own note and notices in private."""
    bot = bot_of(interaction)
    if not reply.events and not reply.applied:
        await tell(interaction, reply.note, notices=reply.notices)  # e.g. a double press: already done
        return
    first = await reply_message(reply, await bot.table.pack(reply.pack_hash))
    messages = [first, *first.more]
    private = [reply.note] if reply.actor_events else []
    private += reply.notices
    if interaction.response.is_done():  # deferred while the table was slow: the private note comes first
        await interaction.followup.send("\n\n".join([reply.note, *reply.notices])[:EPHEMERAL_MAX], ephemeral=True)
        private = []
    last_id, expired = await _send_public(interaction, messages)
    await bot.decision_messages.replace(interaction, reply, last_id if messages[-1].view else None, messages[-1].view)
    if private and not expired:
        await interaction.followup.send("\n\n".join(private)[:EPHEMERAL_MAX], ephemeral=True)


async def _send_public(interaction: discord.Interaction, messages: list[Outgoing]) -> tuple[int | None, bool]:
    """Send the messages as the interaction's answer; (the last message's id, whether the interaction expired)."""
    last_id, expired = None, False
    for message in messages:
        if expired:
            last_id = (await _channel(interaction).send(**message.kwargs())).id
        elif not interaction.response.is_done():
            try:
                last_id = (await interaction.response.send_message(**message.kwargs())).message_id
            except discord.NotFound:
                # Too late to answer (Discord allows 3 s), but the decision is committed: the table must see it.
                log.warning("interaction %s expired before its answer; posting in the channel", interaction.id)
                expired = True
                last_id = (await _channel(interaction).send(**message.kwargs())).id
        else:
            last_id = (await interaction.followup.send(**message.kwargs(), wait=True)).id
    return last_id, expired


def _channel(interaction: discord.Interaction) -> discord.PartialMessageable:
    return interaction.client.get_partial_messageable(interaction.channel_id)


async def announce(interaction: discord.Interaction, content: str | None = None, **kwargs) -> None:
    """A public answer outside the game's decisions (a seat taken, options set), then her notices."""
    if interaction.response.is_done():  # deferred (ephemerally) while the table was slow
        await interaction.followup.send("Done.", ephemeral=True)
        await interaction.followup.send(content, **kwargs)
    else:
        await interaction.response.send_message(content, **kwargs)
    notices = await notices_for(interaction)
    if notices:
        await interaction.followup.send("\n\n".join(notices)[:EPHEMERAL_MAX], ephemeral=True)


class DecisionMessages:
    """Per channel, the message offering the decisions open now; older ones get their buttons disabled.

    Kept in memory: after a restart, an old message is disabled when someone
    presses it (the press is answered "that moment has passed"). Messages are
    ordered by the game version they show, so two answers sent in the other
    order (two Nurses pressing at once) still leave only the newest enabled.
    """

    def __init__(self, bot: discord.Client) -> None:
        self.bot = bot
        # channel -> ((game id, version shown), message id, view)
        self._latest: dict[int, tuple[tuple[int, int], int, discord.ui.View]] = {}

    async def replace(
        self, interaction: discord.Interaction, reply: Reply, message_id: int | None, view: discord.ui.View | None
    ) -> None:
        """`message_id` (with `view`; None when nothing is offered) answers `reply`: the newest decision."""
        channel_id = interaction.channel_id
        if channel_id is None:
            return
        shown = (reply.game_id or 0, reply.version)
        retired: list[tuple[int, discord.ui.View]] = []
        old = self._latest.get(channel_id)
        if message_id is None or view is None:  # nothing is open now: every offer before has passed
            self._latest.pop(channel_id, None)
            if old is not None:
                retired.append((old[1], disable_view(old[2])))
        elif old is not None and old[0] > shown:  # a newer message went out first: this one is already old
            retired.append((message_id, disable_view(view)))
        else:
            self._latest[channel_id] = (shown, message_id, view)
            if old is not None and old[1] != message_id:
                retired.append((old[1], disable_view(old[2])))
        pressed = interaction.message if interaction.type is discord.InteractionType.component else None
        if pressed is not None and pressed.id != message_id and pressed.id not in (m for m, _ in retired):
            retired.append((pressed.id, disabled_copy(pressed.components)))
        for retired_id, disabled in retired:
            await self._edit(channel_id, retired_id, disabled)

    async def retire_pressed(self, interaction: discord.Interaction) -> None:
        """A press on a message whose moment has passed: disable its buttons."""
        message = interaction.message
        if message is None or interaction.channel_id is None:
            return
        latest = self._latest.get(interaction.channel_id)
        if latest is not None and latest[1] == message.id:
            self._latest.pop(interaction.channel_id, None)
        await self._edit(interaction.channel_id, message.id, disabled_copy(message.components))

    async def _edit(self, channel_id: int, message_id: int, view: discord.ui.View) -> None:
        try:
            await self.bot.get_partial_messageable(channel_id).get_partial_message(message_id).edit(view=view)
        except discord.HTTPException as error:  # deleted, or no longer ours to edit: nothing to disable
            log.debug("could not disable the buttons of message %s: HTTP %s", message_id, error.status)
