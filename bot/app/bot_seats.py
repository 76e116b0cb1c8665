"""Seats the bot plays (a partner for a player alone, a stand-in for an absent one): it moves without being asked.

After a decision's answer, when what is open next belongs to a seat the bot
plays, the bot takes those decisions (the table's `bot_turn`: its game chooses
from that seat's view, each decision committed like a player's) and tells the
channel what it did in the same words a player's move gets, as a message of its
own carrying the next decision's buttons. It runs beside the interaction that
led to it, never inside it: the player's answer is not kept waiting. One
channel's bot moves one at a time; a failure is logged with an incident id and
the seat waits for the next touch of the channel.

A seat is the bot's while its controller is the bot's own account: a partner for
a player alone, or a stand-in for an absent player (`/campaign standin`, or the
host's answer to a night's reminder). The bot moves after every reply the
channel is shown, at the first touch of a channel since a start (a restart),
when a night starts and when the bot is given a seat.

Its moves are posted with its own token, which needs View Channel and Send
Messages in the channel (bot/app/channel_permissions.py): the bot does not move
where it could not tell its moves (H19: the game is public), and the player who
handed it the turn is told what it lacks; it moves at the next touch once a role
allows it. Should a post still be refused (a role changed between the check and
the post), the next post shows where the game stands and says so.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

from bot import incidents
from bot.app.channel_permissions import missing_now
from bot.app.messages import reply_message
from bot.app.posting import post
from bot.i18n import join_list, t
from bot.render.sayings import own_key
from bot.table.reply import Reply, TableError

if TYPE_CHECKING:
    from bot.app.context import AppContext

log = logging.getLogger(__name__)


def bot_to_move(bot_user_id: int | None, reply: Reply) -> bool:
    """Is a decision open now to a seat the bot plays?"""
    users = reply.seat_users
    return bot_user_id is not None and any(a.seat < len(users) and users[a.seat] == bot_user_id for a in reply.legal)


class BotSeats:
    """The bot's own moves, per channel: at most one run of them at a time in a channel."""

    def __init__(self, app: AppContext) -> None:
        self.app = app
        self._running: dict[int, asyncio.Task[None]] = {}
        self._touched: set[int] = set()  # channels looked at since the start
        self._waiting: set[int] = set()  # channels where the bot is to move but may not post: any touch retries
        self._untold: set[int] = set()  # channels where a move of the bot's was committed but its post refused

    def touched(self, channel_id: int | None) -> None:
        """The first touch of a channel since the start (a bot seat left to move before a restart moves now), or
        any touch where it waited for a permission."""
        if channel_id is None or channel_id in self._running:
            return
        if channel_id in self._touched and channel_id not in self._waiting | self._untold:
            return
        self._touched.add(channel_id)
        self._start(channel_id)

    def after(self, channel_id: int, reply: Reply) -> list[str]:
        """When the bot is to move next in this channel, let it move (beside the current interaction). Returns
        what it lacks to post here when it may not (the actor is told), else nothing."""
        if reply.result is not None or channel_id in self._running:
            return []
        if not bot_to_move(self.app.table.bot_user_id, reply):
            return []
        missing = missing_now(self.app.client, channel_id)
        if missing:
            self._waiting.add(channel_id)
            return missing
        self._start(channel_id)
        return []

    def wake(self, channel_id: int) -> None:
        """Let the bot move here now, if it has a seat with a decision open (a night starts, it is given a seat)."""
        if channel_id not in self._running:
            self._start(channel_id)

    def _start(self, channel_id: int) -> None:
        task = asyncio.get_running_loop().create_task(self.play(channel_id), name=f"bot-seats-{channel_id}")
        self._running[channel_id] = task
        task.add_done_callback(lambda _: self._running.pop(channel_id, None))

    async def play(self, channel_id: int) -> None:
        """The bot takes every decision open to the seats it plays here, and tells the channel."""
        app = self.app
        if missing_now(app.client, channel_id):
            self._waiting.add(channel_id)  # it would move and tell nobody: it waits for a role that lets it post
            return
        self._waiting.discard(channel_id)
        try:
            async with app.gate.call():
                reply = await app.table.bot_turn(channel_id)
            if reply is None and channel_id in self._untold:
                reply = await app.table.standing(channel_id)  # a move was never shown: where the game stands now
            if reply is not None:
                await self._tell(channel_id, reply)
        except TableError:  # no attempt here, the bot is stopping, or the game moved on: the seat waits
            return
        except discord.HTTPException as refused:  # a role changed since the check, or Discord failed again and
            self._untold.add(channel_id)  # again: the move is saved; the next touch shows where the game stands
            log.warning("channel %s: the bot's move was saved, but its post failed (HTTP %s, code %s)", channel_id,
                        refused.status, refused.code)  # fmt: skip
        except Exception as error:  # noqa: BLE001 - the bot's own move has no interaction to apologise in
            incidents.record(log, error, f"the bot's move in channel {channel_id}")

    async def _tell(self, channel_id: int, reply: Reply) -> None:
        """The bot's decisions as a channel message of their own, offering what is open next."""
        app = self.app
        face = app.faces[reply.game]
        pack = await app.table.pack(reply.game, reply.pack_hash, reply.language)
        engine_pack = await app.table.pack(reply.game, reply.pack_hash)
        first = await reply_message(reply, face, pack, engine_pack)
        messages = [first, *first.more]
        if channel_id in self._untold:
            first.content = f"{t(reply.language, 'msg-bot-moves-untold')}\n{first.content}".strip()[:2000]
        if reply.public is not None and reply.bot_seats and reply.applied:
            names = join_list(reply.language, [face.seat_label(reply.public, seat) for seat in reply.bot_seats])
            # Holding On: the bot plays for absent players; the second game: it is the partner (its own words)
            heading = t(reply.language, own_key(face, "msg-bot-played"), nurses=names, count=len(reply.bot_seats))
            first.content = f"{heading}\n{first.content}".strip()[:2000]
            waiting = sorted({a.seat for a in reply.legal if a.seat in reply.bot_seats})
            if waiting and reply.result is None:  # what it left open (a step it shares): the others' to close
                nurse = join_list(reply.language, [face.seat_label(reply.public, seat) for seat in waiting])
                last = messages[-1]
                last.content = f"{last.content}\n{t(reply.language, 'msg-bot-leaves-open', nurse=nurse)}".strip()[:2000]
        channel = app.client.get_partial_messageable(channel_id)
        last_id = None
        for message in messages:
            await app.pace.turn()
            last_id = (await post(channel, message.kwargs)).id
        self._untold.discard(channel_id)
        view = messages[-1].view
        await app.decision_messages.posted(channel_id, reply, last_id if view is not None else None, view)
        log.debug("channel %s: the bot took %d decision(s)", channel_id, reply.applied)

    async def settled(self, channel_id: int) -> None:
        """Wait until the bot's moves in this channel are told (tests, and a graceful stop)."""
        task = self._running.get(channel_id)
        if task is not None:
            await asyncio.wait({task})
