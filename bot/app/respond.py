"""From an interaction to the table and back (ARCHITECTURE.md, One decision, end to end).

The table is asked first, before anything is sent, so a refusal is still an
ephemeral reply (the reason, and what is allowed instead) and a decision's
answer is public. Discord takes an answer within 3 seconds of the
interaction: every slow step (the table, drawing the pictures) runs through
`in_time`, which measures from the interaction's creation (not from the step's
start; bot/app/arrivals.py) and defers ephemerally once `answer_within` seconds have gone by; the
private "thinking…" then becomes the actor's note or the refusal, and the
decision's public message follows it. A press's answer updates the pressed
message; a slash command's answer is a new message and leaves the one before
as it was (bot/app/decision_messages.py: one Discord call per decision).
Notices (DMs that could not reach this player) are told to her alone, in her
next reply.

When Discord no longer takes an answer (10062: too late) after a decision was
saved, the decision still reaches the table as a channel message; when it
says the interaction was already answered (40060), the answer goes as a
followup. Errors nobody expected are the safety net's (bot/app/errors.py).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot.app.channel_permissions import missing_words
from bot.app.errors import (
    ACKNOWLEDGED,
    ALREADY_ACKNOWLEDGED,
    EXPIRED,
    TOKEN_EXPIRED,
    UNKNOWN_INTERACTION,
    apologise,
    locale_for,
    privately,
)
from bot.app.interaction_data import channel_of
from bot.app.messages import Outgoing, continued_story, reply_message, waited_users
from bot.app.posting import post
from bot.games.interface import GameFace
from bot.i18n import DEFAULT, locale_of, t
from bot.render.sayings import refusal_text, say
from bot.table.reply import Passed, Reply, TableError

if TYPE_CHECKING:
    from bot.app.context import AppContext

log = logging.getLogger(__name__)
T = TypeVar("T")

EPHEMERAL_MAX = 2000
ID_MAX = 2**63 - 1  # Discord's snowflakes, and SQLite's INTEGER: a bigger number in a custom id is not ours


READER = "holding-on: reader language"  # interaction.extras: the language her private answers are in


async def reader_language(app: AppContext, interaction: discord.Interaction) -> str:
    """Her private answers' language: her Discord client's where it is German or French, else the campaign's
    in this channel, else the server's (German or French), else English."""
    if READER in interaction.extras:
        reader: str = interaction.extras[READER]
        return reader
    chosen = locale_of(interaction.locale)
    if chosen == DEFAULT:
        chosen = await _campaign_language(app, interaction) or locale_for(interaction)
    interaction.extras[READER] = chosen
    return chosen


async def _campaign_language(app: AppContext, interaction: discord.Interaction) -> str | None:
    if interaction.channel_id is None or app.gate.closed:
        return None
    try:
        return await app.table.language(interaction.channel_id)
    except Exception:  # the store failing must not keep her answer from her: the server's language will do
        log.warning("could not read the campaign's language in %s", interaction.channel_id, exc_info=True)
        return None


def note_text(app: AppContext, reply: Reply, lang: str) -> str:
    """The actor's private note in her language (the table's English when it gave no data)."""
    if reply.note_words is None:
        return reply.note
    return say(lang, reply.note_words, reply.public, app.faces[reply.game])


async def notices_for(app: AppContext, interaction: discord.Interaction) -> list[str]:
    """DMs that could not reach this player (told once, to her alone)."""
    if interaction.channel_id is None or app.gate.closed:
        return []
    try:
        return await app.table.notices(interaction.channel_id, interaction.user.id)
    except TableError:
        return []


def time_left(app: AppContext, interaction: discord.Interaction) -> float:
    """Seconds before the bot must have answered (deferred, at least), counted from the interaction's creation
    (bot/app/arrivals.py: whatever the host's clock says of Discord's)."""
    return app.answer_within - app.arrivals.elapsed(interaction)


def expired(interaction: discord.Interaction) -> bool:
    return bool(interaction.extras.get(EXPIRED))


def acknowledged(interaction: discord.Interaction) -> bool:
    """Answered already, here or (40060) by an earlier try: what is said next goes as a followup."""
    return interaction.response.is_done() or bool(interaction.extras.get(ACKNOWLEDGED))


async def tell(
    app: AppContext, interaction: discord.Interaction, text: str, *, notices: list[str] | None = None, **kwargs: Any
) -> None:
    """An ephemeral answer (first response or followup), with this player's notices."""
    if expired(interaction):
        return  # Discord no longer takes an answer: a private word has nowhere to go
    notices = await notices_for(app, interaction) if notices is None else notices
    text = "\n\n".join(part for part in (text, *notices) if part)
    if len(text) > EPHEMERAL_MAX:
        text = text[: EPHEMERAL_MAX - 1] + "…"
    try:
        if acknowledged(interaction):
            await privately(interaction, text or None, **kwargs)
        else:
            await interaction.response.send_message(text or None, ephemeral=True, **kwargs)
    except discord.HTTPException as error:
        if error.code == ALREADY_ACKNOWLEDGED:
            interaction.extras[ACKNOWLEDGED] = True
            await privately(interaction, text or None, **kwargs)
        elif error.code in (UNKNOWN_INTERACTION, TOKEN_EXPIRED):
            _mark_expired(interaction)
        else:
            raise


async def refuse(app: AppContext, interaction: discord.Interaction, error: TableError) -> None:
    language = await reader_language(app, interaction)
    face = app.faces.get(error.game) if error.game else None
    if face is not None:
        text = face.refusal_text(language, error, error.public)
    else:  # the table's own refusal, said as the game played in this channel says it (no "scenario" elsewhere)
        text = refusal_text(error, language, await _channel_face(app, interaction))
    await tell(app, interaction, text)


async def _channel_face(app: AppContext, interaction: discord.Interaction) -> GameFace | None:
    """The face of the game played in this channel; in a channel with none yet, the face of the game whose
    command she used (/hands review in a new channel points to /hands start, not to a campaign)."""
    command_game = getattr(getattr(interaction.command, "binding", None), "game", None)
    own = app.faces.get(command_game) if isinstance(command_game, str) else None
    if interaction.channel_id is None or app.gate.closed:
        return own
    try:
        game = await app.table.game_of(interaction.channel_id)
    except Exception:  # a store failing must not keep the refusal from her: the table's words will do
        log.warning("could not read the game played in %s", interaction.channel_id, exc_info=True)
        return own
    return app.faces.get(game) if game else own


def _mark_expired(interaction: discord.Interaction) -> None:
    interaction.extras[EXPIRED] = True
    log.warning("interaction %s expired before its answer (Discord allows 3 s)", interaction.id)


async def defer(interaction: discord.Interaction) -> None:
    """Acknowledge now, privately ("thinking…"), so that a slow answer can follow; never raises for 10062/40060."""
    if acknowledged(interaction) or expired(interaction):
        return
    try:
        await interaction.response.defer(ephemeral=True, thinking=True)
    except discord.HTTPException as error:
        if error.code == UNKNOWN_INTERACTION:
            _mark_expired(interaction)
        elif error.code == ALREADY_ACKNOWLEDGED:  # answered already: followups will do
            interaction.extras[ACKNOWLEDGED] = True
        else:
            raise


async def in_time(app: AppContext, interaction: discord.Interaction, awaitable: Awaitable[T]) -> T:
    """Await a slow step; once `answer_within` seconds have passed since the interaction, defer it first."""
    task = asyncio.ensure_future(awaitable)
    if not acknowledged(interaction) and not expired(interaction):
        budget = time_left(app, interaction)
        if budget > 0:
            await asyncio.wait({task}, timeout=budget)
        if not task.done():
            await defer(interaction)
    return await task


async def ask_table(app: AppContext, interaction: discord.Interaction, call: Callable[[], Awaitable[T]]) -> T | None:
    """Run one table call through the in-flight gate; a refusal is answered here (None is returned)."""
    try:
        async with app.gate.call():
            return await in_time(app, interaction, call())
    except TableError as error:
        await refuse(app, interaction, error)
        return None


async def decide(
    app: AppContext,
    interaction: discord.Interaction,
    call: Callable[[], Awaitable[Reply]],
    *,
    leave_previous: bool = False,
) -> None:
    """A game decision (or start, undo, abandon): the table judges it, the channel is told."""
    reply = await ask_table(app, interaction, call)
    if reply is not None:
        await publish_saved(app, interaction, reply, leave_previous=leave_previous)


async def command(
    app: AppContext, interaction: discord.Interaction, name: str, options: dict[str, Any] | None = None
) -> None:
    """A game command (`/shift assign`, `/care tokens`, `/inquire`, `/decide`): mapped and applied by the table.

    Its answer is a new message with the next decision's buttons; the message
    that offered this decision keeps its buttons as they were (disabling them
    would be a second Discord call for every command, issue 13): a press there
    later applies what is still open, or is told its moment has passed and
    disables them then. The end of an attempt disables them at once.
    """
    await decide(
        app,
        interaction,
        lambda: app.table.command(channel_of(interaction), interaction.user.id, name, options),
        leave_previous=True,
    )


async def press(app: AppContext, interaction: discord.Interaction, game_id: int, version: int, key: str) -> None:
    """A decision button or select: applied while that decision is open, else 'that moment has passed'."""
    try:
        if not (0 <= game_id <= ID_MAX and 0 <= version <= ID_MAX):
            raise Passed()  # no game of ours has such a number
        async with app.gate.call():
            kept = app.decision_messages.kept_with(interaction)  # the offer that follows, written with the decision
            pressing = app.table.press(channel_of(interaction), interaction.user.id, game_id, version, key, kept=kept)
            reply = await in_time(app, interaction, pressing)
    except Passed as passed:
        await tell(app, interaction, refusal_text(passed, await reader_language(app, interaction)))
        await app.decision_messages.retire_pressed(interaction)
        return
    except TableError as error:
        await refuse(app, interaction, error)
        return
    await publish_saved(app, interaction, reply)


async def publish_saved(
    app: AppContext, interaction: discord.Interaction, reply: Reply, *, leave_previous: bool = False
) -> None:
    """`publish` a reply the table has already committed: if showing it fails, the apology says what was saved.
    Then the seats the bot plays move, when the decision is theirs now."""
    try:
        await publish(app, interaction, reply, leave_previous=leave_previous)
    except Exception as error:
        saved = note_text(app, reply, locale_for(interaction)) if reply.applied or reply.events else None
        await apologise(interaction, error, "showing a decision", saved=saved)
    if interaction.channel_id is None:
        return
    missing = app.bot_seats.after(interaction.channel_id, reply)
    if missing and not expired(interaction):  # the bot's seat waits: she is the one who can have it fixed
        lang = await reader_language(app, interaction)
        await _followup(interaction, t(lang, "msg-bot-cannot-post", missing=missing_words(lang, missing)))


async def publish(
    app: AppContext, interaction: discord.Interaction, reply: Reply, *, leave_previous: bool = False
) -> None:
    """The decision's message in the channel; the actor's own note and notices in private.

    `leave_previous`: a new message does not disable the buttons of the one before (`command`)."""
    await _show(app, interaction, reply, leave_previous=leave_previous)


async def _show(app: AppContext, interaction: discord.Interaction, reply: Reply, *, leave_previous: bool) -> None:
    note = note_text(app, reply, await reader_language(app, interaction))
    face = app.faces[reply.game]
    if not reply.events and not reply.applied:
        await tell(app, interaction, note, notices=reply.notices)  # e.g. a double press: already done
        await app.decision_messages.retire_if_stale(interaction)
        return
    pack = await app.table.pack(reply.game, reply.pack_hash, reply.language)  # the words of the campaign's language
    engine_pack = await app.table.pack(reply.game, reply.pack_hash)  # the words the engine put in the events
    first = await in_time(app, interaction, reply_message(reply, face, pack, engine_pack))  # pictures take a while
    messages = [first, *first.more]
    # Her face-down cards reach her by DM (or /hand, and a notice when DMs are closed): no followup for them.
    private = list(reply.notices)
    if await app.decision_messages.update_pressed(
        interaction, reply, first.view, lambda: _update_pressed(interaction, reply, first, face)
    ):
        if private and not expired(interaction):
            await _followup(interaction, "\n\n".join(private)[:EPHEMERAL_MAX])
        return
    if acknowledged(interaction) and not expired(interaction):
        # Deferred while the table was slow: the private note comes first (it replaces "thinking…").
        await _followup(interaction, "\n\n".join([note, *reply.notices])[:EPHEMERAL_MAX])
        private = []
    last_id = await _send_public(interaction, messages)
    # A new message because the turn passed leaves the pressed one as it is, as a command's answer does (one
    # call per decision): a later press there is judged when it comes.
    leave_previous = (leave_previous or turn_passes(interaction, reply)) and reply.result is None
    await app.decision_messages.replace(
        interaction,
        reply,
        last_id if messages[-1].view else None,
        messages[-1].view,
        retire_previous=not leave_previous,
    )
    if private and not expired(interaction):
        await _followup(interaction, "\n\n".join(private)[:EPHEMERAL_MAX])


def turn_passes(interaction: discord.Interaction, reply: Reply) -> bool:
    """Does the game now wait for a member the pressed message did not mention? Discord notifies a mention in a
    new message (and in an interaction's answer), never one added by an edit: she must get a message of her own."""
    pressed = interaction.message if interaction.type is discord.InteractionType.component else None
    return pressed is not None and bool(waited_users(reply) - set(pressed.raw_mentions))


async def _update_pressed(interaction: discord.Interaction, reply: Reply, message: Outgoing, face: GameFace) -> bool:
    """A press answered by updating the pressed message (one call): its story goes on with this decision's,
    and its buttons become the next decision's, its pictures (if it brings any) the board as it is now. Not when
    the answer needs a second message or does not fit: then the answer is a message of its own."""
    pressed = interaction.message if interaction.type is discord.InteractionType.component else None
    if pressed is None or acknowledged(interaction) or expired(interaction) or message.more:
        return False
    if reply.result is not None:  # the end of an attempt is a message of its own, titled, with both pictures
        return False
    if turn_passes(interaction, reply):
        return False
    embeds = continued_story(pressed.embeds, message.embeds, face.picture_names, reply.language)
    if embeds is None:
        return False
    update = message.kwargs()
    files = update.pop("files", None)
    if files:
        update["attachments"] = files  # the new pictures replace the message's earlier ones (continued_story)
    update.update(embeds=embeds, view=message.view)
    try:
        await interaction.response.edit_message(**update)
    except discord.HTTPException as error:
        _note_unanswerable(interaction, error)
        return False  # the decision is saved: it goes to the channel as a message of its own
    return True


async def _followup(interaction: discord.Interaction, text: str) -> None:
    """A private word after the answer (the loading message first, after a defer: errors.privately)."""
    try:
        await privately(interaction, text)
    except discord.HTTPException as error:  # the token died (15 minutes, or never acknowledged): say no more
        if not isinstance(error, discord.NotFound) and error.code != TOKEN_EXPIRED:
            raise
        _mark_expired(interaction)


async def _send_public(interaction: discord.Interaction, messages: list[Outgoing]) -> int | None:
    """Send the messages as the interaction's answer (or, once Discord no longer takes one, in the channel).

    The decision is committed: whatever Discord says about the interaction,
    the table must see it. Returns the last message's id.
    """
    last_id = None
    for message in messages:
        last_id = await _send_one_public(interaction, message)
    return last_id


async def _send_one_public(interaction: discord.Interaction, message: Outgoing) -> int:
    if not expired(interaction) and not interaction.extras.get(ACKNOWLEDGED):
        try:
            if not interaction.response.is_done():
                # a message response always carries its message's id (discord.py types it Optional)
                return (await interaction.response.send_message(**message.kwargs())).message_id  # type: ignore[return-value]
            return (await interaction.followup.send(**message.kwargs(), wait=True)).id
        except discord.HTTPException as error:
            _note_unanswerable(interaction, error)
            # 40060: answered by an earlier try we never heard back from; its kind is unknown, so the
            # channel gets the message itself (a followup after a private "thinking…" would be private).
            log.info("interaction %s: posting its decision in the channel (HTTP %s)", interaction.id, error.code)
    return (await post(_channel(interaction), message.kwargs)).id


def _note_unanswerable(interaction: discord.Interaction, error: discord.HTTPException) -> None:
    """Discord no longer takes this interaction's answer (10062, gone) or has one (40060): note it; else raise."""
    if error.code in (UNKNOWN_INTERACTION, TOKEN_EXPIRED) or isinstance(error, discord.NotFound):
        _mark_expired(interaction)
    elif error.code == ALREADY_ACKNOWLEDGED:
        interaction.extras[ACKNOWLEDGED] = True
    else:
        raise error


def _channel(interaction: discord.Interaction) -> discord.PartialMessageable:
    return interaction.client.get_partial_messageable(channel_of(interaction))


async def announce_each(app: AppContext, interaction: discord.Interaction, messages: list[Outgoing]) -> None:
    """Several public answers in order (a text longer than one message holds), then her notices."""
    if acknowledged(interaction) and not expired(interaction):  # deferred while the table was slow
        await _followup(interaction, t(await reader_language(app, interaction), "msg-done"))
    await _send_public(interaction, messages)
    notices = await notices_for(app, interaction)
    if notices and not expired(interaction):
        await _followup(interaction, "\n\n".join(notices)[:EPHEMERAL_MAX])


async def announce(
    app: AppContext, interaction: discord.Interaction, content: str | None = None, **kwargs: Any
) -> None:
    """A public answer outside the game's decisions (a seat taken, options set), then her notices.

    `kwargs`: `embed`, `embeds` or `pictures` (name -> PNG bytes), as `Outgoing.of` takes them.
    """
    if acknowledged(interaction) and not expired(interaction):  # deferred while the table was slow
        await _followup(interaction, t(await reader_language(app, interaction), "msg-done"))
    await _send_one_public(interaction, Outgoing.of(content, **kwargs))
    notices = await notices_for(app, interaction)
    if notices and not expired(interaction):
        await _followup(interaction, "\n\n".join(notices)[:EPHEMERAL_MAX])
