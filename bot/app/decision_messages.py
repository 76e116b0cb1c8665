"""Per channel, the message offering the decisions open now; older ones get their buttons disabled.

A press's answer updates the pressed message (its buttons become the next
decision's); when it needs a message of its own, the pressed one is disabled.
A slash command's answer is a new message and leaves the one before as it was
(respond.command: one Discord call per decision); its buttons are judged when
pressed: applied while still open, else disabled with "that moment has
passed". The end of an attempt disables the last offer at once.

The newest offer per channel is kept in memory and, so that a restart does
not forget it, in the store (`meta`, key `decision_message:<channel>`): its
message id, the game and version it shows, and its rows of buttons. After a
restart, the first interaction in a channel (any command, press or
autocomplete: "the first time anyone touches the channel") looks the stored
offer up; if its moment has passed (the game moved on, or ended), its buttons
are disabled then, not only when someone presses one of them.

Offers are ordered by the game version they show, so two answers sent in the
other order (two Nurses pressing at once) still leave only the newest enabled.

A press answered in place costs no write of its own: `kept_with` hands the
table the pressed message as the next decision's offer, written in the
decision's own transaction (issue 37). Any other answer is a message that
does not exist until the decision is committed (a slash command's, a turn that
passes to someone the pressed message did not name, a long story): its id is
kept after it is sent. Should the bot stop between a press's commit and its
answer, the pressed message is taken for the offer it was about to show: after
the restart its buttons are judged when pressed, as a command's old ones are.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from bot.app.decisions import decision_view, disabled_copy, disabled_from_rows
from bot.app.interaction_data import channel_of
from bot.table.reply import Reply, TableError

if TYPE_CHECKING:
    from bot.app.context import AppContext

log = logging.getLogger(__name__)

RETIRED_KEPT = 10_000  # message ids remembered as disabled (a few hundred bytes each)
Offer = tuple[tuple[int, int], int, list[dict[str, Any]]]  # ((game id, version shown), message id, rows of components)
# interaction.extras: the offer the table wrote with this press's decision, and the channel's saves at that moment
KEPT = "holding-on: offer kept with the decision"
Kept = tuple[str, tuple[int, int]]  # (the value written with the decision, the channel's saves then)


def _pressed(interaction: discord.Interaction) -> discord.Message | None:
    """The message whose button or select was pressed (None for a slash command)."""
    return interaction.message if interaction.type is discord.InteractionType.component else None


def _key(channel_id: int) -> str:
    return f"decision_message:{channel_id}"


def _value(offer: Offer | None) -> str:
    if offer is None:
        return ""
    return json.dumps({"game": offer[0][0], "version": offer[0][1], "message": offer[1], "rows": offer[2]})


class DecisionMessages:
    def __init__(self, app: AppContext) -> None:
        self.app = app
        self._latest: dict[int, Offer] = {}
        self._loaded: set[int] = set()  # channels whose stored offer this process has looked at
        self._locks: dict[int, asyncio.Lock] = {}
        # Messages whose buttons this process disabled: a burst of late presses on one message disables it once
        # (each edit is a call against Discord's rate limits: 5 per 5 seconds in a channel).
        self._retired: OrderedDict[int, None] = OrderedDict()
        # Per channel, this process's `_save`s (started, finished): a value the table wrote with a decision is
        # still the stored one only if no save began or was under way since (the two write in any order).
        self._saves: dict[int, tuple[int, int]] = {}

    def _lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    # --- after a restart ---------------------------------------------------------------------------

    async def touched(self, channel_id: int | None) -> None:
        """Someone used this channel: the first time since the start, retire a stored offer whose moment passed."""
        if channel_id is None or channel_id in self._loaded:
            return
        async with self._lock(channel_id):
            await self._load(channel_id)

    async def _load(self, channel_id: int) -> None:
        if channel_id in self._loaded:
            return
        self._loaded.add(channel_id)
        stored = await self._stored(channel_id)
        if stored is None or channel_id in self._latest:
            return
        if await self._still_open(channel_id, stored[0]):
            self._latest[channel_id] = stored
            return
        await self._save(channel_id, None)
        await self._edit(channel_id, stored[1], disabled_from_rows(stored[2]))

    async def _stored(self, channel_id: int) -> Offer | None:
        raw = await self.app.table.kept(_key(channel_id))
        if not raw:
            return None
        try:
            data = json.loads(raw)
            return (int(data["game"]), int(data["version"])), int(data["message"]), list(data["rows"])
        except (ValueError, KeyError, TypeError):
            log.warning("channel %s: its stored decision message cannot be read; forgotten", channel_id)
            return None

    async def _still_open(self, channel_id: int, shown: tuple[int, int]) -> bool:
        try:
            status = await self.app.table.status(channel_id)
        except TableError:
            return False
        playing = status.playing
        return playing is not None and (playing["game_id"], playing["version"]) == shown

    async def _save(self, channel_id: int, offer: Offer | None, kept: Kept | None = None) -> None:
        """Store the channel's offer, unless the table wrote this very value with the decision (`kept`) and no
        other save came between."""
        value = _value(offer)
        if kept is not None and kept == (value, self._saves.get(channel_id, (0, 0))):
            return
        started, finished = self._saves.get(channel_id, (0, 0))
        self._saves[channel_id] = (started + 1, finished)
        try:
            await self.app.table.keep(_key(channel_id), value)
        finally:
            started, finished = self._saves[channel_id]
            self._saves[channel_id] = (started, finished + 1)

    def kept_with(self, interaction: discord.Interaction) -> Callable[[Reply], tuple[str, str] | None] | None:
        """For a press: what the table writes in the decision's transaction, the pressed message as the offer of
        the decision that follows (`update_pressed` answers in place). None for anything else."""
        channel_id, pressed = channel_of(interaction), _pressed(interaction)
        if channel_id is None or pressed is None:
            return None

        def kept(reply: Reply) -> tuple[str, str] | None:
            try:
                view, _ = decision_view(reply, self.app.faces[reply.game])
            except Exception:  # the decision matters more: its offer is then kept after the answer, as before
                log.exception("channel %s: the offer of a press's answer could not be kept with it", channel_id)
                return None
            offer = None if view is None else ((reply.game_id or 0, reply.version), pressed.id, view.to_components())
            value = _value(offer)
            interaction.extras[KEPT] = (value, self._saves.get(channel_id, (0, 0)))
            return _key(channel_id), value

        return kept

    # --- as decisions are taken --------------------------------------------------------------------

    async def update_pressed(
        self,
        interaction: discord.Interaction,
        reply: Reply,
        view: discord.ui.View | None,
        update: Callable[[], Awaitable[bool]],
    ) -> bool:
        """Answer a press by updating its message (`update()`, one call), unless a newer decision is shown already
        (two Nurses pressing at once: the older answer must not overwrite the newer buttons). True when updated."""
        channel_id, pressed = interaction.channel_id, interaction.message
        if channel_id is None or pressed is None:
            return False
        async with self._lock(channel_id):
            await self._load(channel_id)
            latest = self._latest.get(channel_id)
            if latest is not None and latest[0] > (reply.game_id or 0, reply.version):
                return False
            if not await update():
                return False
            kept = interaction.extras.get(KEPT)
            await self._replace_held(channel_id, _pressed(interaction), reply, pressed.id, view, kept=kept)
        return True

    async def replace(
        self,
        interaction: discord.Interaction,
        reply: Reply,
        message_id: int | None,
        view: discord.ui.View | None,
        *,
        retire_previous: bool = True,
    ) -> None:
        """`message_id` (with `view`; None when nothing is offered) answers `reply`: the newest decision.

        `retire_previous=False` leaves the buttons of the message that offered the decision before as they are
        (a slash command's answer: respond.command says why); a press on them is judged when it comes."""
        channel_id = channel_of(interaction)
        if channel_id is None:
            return
        async with self._lock(channel_id):
            pressed = _pressed(interaction)
            await self._replace_held(channel_id, pressed, reply, message_id, view, retire_previous=retire_previous)

    async def posted(self, channel_id: int, reply: Reply, message_id: int | None, view: discord.ui.View | None) -> None:
        """A message the bot sent of its own accord (the decisions of a seat it plays, a night's opening) offers
        `reply`'s decisions: it becomes the channel's newest offer, and the one before it is retired."""
        async with self._lock(channel_id):
            await self._replace_held(channel_id, None, reply, message_id, view)

    async def _replace_held(
        self,
        channel_id: int,
        pressed: discord.Message | None,
        reply: Reply,
        message_id: int | None,
        view: discord.ui.View | None,
        *,
        retire_previous: bool = True,
        kept: Kept | None = None,
    ) -> None:
        """`kept`: the value the table wrote with the decision (see `kept_with`), if it did."""
        shown = (reply.game_id or 0, reply.version)
        retired: list[tuple[int, discord.ui.View]] = []
        await self._load(channel_id)
        old = self._latest.get(channel_id)
        if message_id is None or view is None:  # nothing is open now: every offer before has passed
            self._latest.pop(channel_id, None)
            await self._save(channel_id, None, kept)
            if old is not None and old[1] != message_id:  # (an updated message lost its buttons already)
                retired.append((old[1], disabled_from_rows(old[2])))
        elif old is not None and old[0] > shown:  # a newer message went out first: this one is already old
            retired.append((message_id, disabled_from_rows(view.to_components())))
        else:
            offer = (shown, message_id, view.to_components())
            self._retired.pop(message_id, None)  # (a pressed message that shows the next decision's buttons now)
            self._latest[channel_id] = offer
            await self._save(channel_id, offer, kept)
            if old is not None and old[1] != message_id and retire_previous:
                retired.append((old[1], disabled_from_rows(old[2])))
        pressed_old = pressed is not None and pressed.id != message_id and pressed.id not in (m for m, _ in retired)
        if retire_previous and pressed is not None and pressed_old:
            retired.append((pressed.id, disabled_copy(pressed.components)))
        for retired_id, disabled in retired:
            await self._edit(channel_id, retired_id, disabled)

    async def retire_if_stale(self, interaction: discord.Interaction) -> None:
        """A press that changed nothing ("already so"): disable its message's buttons unless it is the newest offer
        (a message a slash command's answer left as it was)."""
        message, channel_id = interaction.message, interaction.channel_id
        if interaction.type is not discord.InteractionType.component or message is None or channel_id is None:
            return
        async with self._lock(channel_id):
            await self._load(channel_id)
            latest = self._latest.get(channel_id)
            if latest is not None and latest[1] == message.id:
                return
        await self._edit(channel_id, message.id, disabled_copy(message.components))

    async def retire_pressed(self, interaction: discord.Interaction) -> None:
        """A press on a message whose moment has passed: disable its buttons, unless the message is the newest
        offer and what it offers is still open (a double click, or a client that had not caught up: the press
        came from the buttons the message showed before the first press updated it to the next decision's)."""
        message = interaction.message
        channel_id = channel_of(interaction)
        if message is None or channel_id is None:
            return
        async with self._lock(channel_id):
            await self._load(channel_id)
            latest = self._latest.get(channel_id)
            if latest is not None and latest[1] == message.id:
                if await self._still_open(channel_id, latest[0]):
                    return
                self._latest.pop(channel_id, None)
                await self._save(channel_id, None)
        await self._edit(channel_id, message.id, disabled_copy(message.components))

    async def _edit(self, channel_id: int, message_id: int, view: discord.ui.View) -> None:
        if message_id in self._retired:
            return  # disabled already
        self._retired[message_id] = None
        while len(self._retired) > RETIRED_KEPT:
            self._retired.popitem(last=False)
        try:
            await self.app.pace.turn()
            await self.app.client.get_partial_messageable(channel_id).get_partial_message(message_id).edit(view=view)
        except discord.HTTPException as error:  # deleted, or no longer ours to edit: nothing to disable
            log.debug("could not disable the buttons of message %s: HTTP %s", message_id, error.status)
