"""The seats the bot plays, played after every reply and told in the channel as a player's decisions are.

A seat is the bot's while its controller is the bot's own account: a stand-in for an absent player
(`/campaign standin seat:… user:<the bot>`, or the host's answer to a night's reminder) or a partner for a
player alone. `play_bot_seats(app, channel_id)` asks the table to take the decisions open to those seats
(`Table.bot_turn`: each through the same path as a player's, chosen by the game's `bot_choice` from that
seat's view) and posts what they did as one decision message (its story, the next decision's buttons and
who must act), which becomes the channel's newest offer. It is called after every reply the channel is
shown (`respond.publish`), after the first touch of a channel since a start (a restart), when a night starts
and when the bot is given a seat; it never raises: a failure is an incident in the log, and the game waits
for the next reply.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from bot.app.errors import record
from bot.app.messages import reply_message
from bot.i18n import join_list, t
from bot.table.reply import Reply, TableError

if TYPE_CHECKING:
    from bot.app.context import AppContext

log = logging.getLogger(__name__)


async def play_bot_seats(app: AppContext, channel_id: int) -> None:
    """The bot takes the decisions open to the seats it plays in this channel, and tells the channel."""
    try:
        async with app.gate.call():
            reply = await app.table.bot_turn(channel_id)
        if reply is not None:
            await tell_bot_reply(app, channel_id, reply)
    except TableError:
        return  # no campaign or no attempt here, or the bot is stopping: nothing for it to play
    except Exception as error:  # the decisions are committed or not taken: the table is as the store says
        record(error, f"the bot's seats in channel {channel_id}")


async def tell_bot_reply(app: AppContext, channel_id: int, reply: Reply) -> None:
    """The bot's decisions as a channel message of their own, offering what is open next."""
    face = app.faces[reply.game]
    pack = await app.table.pack(reply.game, reply.pack_hash, reply.language)
    engine_pack = await app.table.pack(reply.game, reply.pack_hash)
    first = await reply_message(reply, face, pack, engine_pack)
    messages = [first, *first.more]
    if reply.public is not None and reply.bot_seats:
        nurses = join_list(reply.language, [face.seat_label(reply.public, seat) for seat in reply.bot_seats])
        heading = t(reply.language, "msg-bot-played", nurses=nurses, count=len(reply.bot_seats))
        first.content = f"{heading}\n{first.content}".strip()[:2000]
        waiting = sorted({a.seat for a in reply.legal if a.seat in reply.bot_seats})
        if waiting and reply.result is None:  # what it left open (a step it shares): the others' to close
            nurse = join_list(reply.language, [face.seat_label(reply.public, seat) for seat in waiting])
            last = messages[-1]
            last.content = f"{last.content}\n{t(reply.language, 'msg-bot-leaves-open', nurse=nurse)}".strip()[:2000]
    channel = app.client.get_partial_messageable(channel_id)
    last_id = None
    for message in messages:
        last_id = (await channel.send(**message.kwargs())).id
    view = messages[-1].view
    await app.decision_messages.offer(channel_id, reply, last_id if view is not None else None, view)
    log.debug("channel %s: the bot took %d decision(s)", channel_id, reply.applied)
