"""Every interaction answered: the safety nets for what nobody thought of (issue 11).

Refusals are the table's business (an ephemeral reason); this module is for
the rest. An unexpected error, wherever it surfaces (a command, a button, a
select, a view, an autocomplete), is:

* answered ephemerally: "Something went wrong on our side; nothing was
  changed. Incident 4f2a9c." or, when the decision had already been saved,
  what was saved;
* logged ONCE, at ERROR, with the incident id and its traceback. The
  traceback keeps the exception's type and frames but withholds its message
  and arguments: a KeyError can carry a card id, and hidden information never
  reaches a log line (ARCHITECTURE.md, Hidden information).

Where each net sits: `Tree` is the command tree (its `interaction_check`
refuses ids beyond 64 bits and options whose shape does not fit the command,
bot/app/payload.py; its `on_error` answers what discord.py refused and
apologises for the rest); `guarded` wraps every DynamicItem callback (discord.py
gives them no on_error); `SafeView` is every View; `safe_autocomplete` wraps
every autocomplete callback (a failing one offers an empty list instead of a
spinning picker). The `on_interaction` listener adds two more: a component
nobody routes (an older bot's custom id, a malformed one) is answered
(`answer_unrouted`), and a command whose task ended without a word, or with an
exception discord.py's handlers never see, is answered (`ensure_answered`).
Answering never raises: an interaction Discord already let go (10062) is left
alone, one answered elsewhere (40060) gets a followup instead.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, ParamSpec, TypeVar

import discord
from discord import app_commands

from bot import incidents
from bot.app.interaction_data import fits
from bot.i18n import DEFAULT, locale_of, t
from bot.render.sayings import refusal_text
from bot.table.reply import Refused, TableError

log = logging.getLogger(__name__)

UNKNOWN_INTERACTION = 10062  # too late: Discord no longer takes an answer to it
TOKEN_EXPIRED = 50027  # Invalid Webhook Token: an interaction's token lives 15 minutes
ALREADY_ACKNOWLEDGED = 40060
ID_MAX = 2**63 - 1  # every Discord snowflake fits; a bigger id did not come from Discord
TREE_TASK = "holding-on: tree task"  # interaction.extras key: the task running a command or an autocomplete
ACKNOWLEDGED = "holding-on: acknowledged elsewhere"  # extras: Discord said 40060, so it is answered
EXPIRED = "holding-on: expired"  # extras: Discord said 10062, so nothing can answer it any more
# What discord.py refused before a command ran: the catalogue's sentence for each (bot/i18n, app.ftl).
EXPECTED = {
    app_commands.CommandNotFound: "error-command-gone",
    app_commands.CommandSignatureMismatch: "error-command-changed",
    app_commands.NoPrivateMessage: "error-no-dm",
}

T = TypeVar("T")
P = ParamSpec("P")


def settled(interaction: discord.Interaction) -> bool:
    """Is there nothing left to answer: answered (here, or by an earlier try: 40060), or too late (10062)?"""
    extras = interaction.extras
    return interaction.response.is_done() or bool(extras.get(ACKNOWLEDGED) or extras.get(EXPIRED))


def record(error: BaseException, where: str, interaction: discord.Interaction | None = None) -> str:
    """Log an unexpected error once, with a new incident id, and return the id."""
    who = f" (user {interaction.user.id}, channel {interaction.channel_id})" if interaction is not None else ""
    return incidents.record(log, error, where + who)


LOADING_REPLACED = "holding-on: loading replaced"  # extras: the "thinking…" of a defer has become a message


async def privately(interaction: discord.Interaction, text: str | None, **kwargs: Any) -> None:
    """A private word once the interaction is acknowledged. After a "thinking…" defer, the first word REPLACES the
    loading message (Edit Original Interaction Response: Discord documents a first followup doing it as
    deprecated); afterwards, an ephemeral followup. `kwargs`: embed, embeds, files, view."""
    thinking = interaction.response.type is discord.InteractionResponseType.deferred_channel_message
    if interaction.extras.get(ACKNOWLEDGED) and not interaction.extras.get(LOADING_REPLACED):
        thinking = await _loading(interaction)  # answered by an earlier try (40060): its kind is unknown here
    if thinking and not interaction.extras.get(LOADING_REPLACED):
        interaction.extras[LOADING_REPLACED] = True
        edit = dict(kwargs)
        if "files" in edit:
            edit["attachments"] = edit.pop("files")
        if "embed" in edit:
            edit["embeds"] = [edit.pop("embed")]
        await interaction.edit_original_response(content=text, **edit)
        return
    await interaction.followup.send(text, ephemeral=True, **kwargs)  # type: ignore[arg-type]


async def _loading(interaction: discord.Interaction) -> bool:
    """Is the interaction's original response a "thinking…" still (one call, only after a 40060)?"""
    try:
        return (await interaction.original_response()).flags.loading
    except discord.HTTPException:
        return False


async def answer(interaction: discord.Interaction, text: str) -> bool:
    """An ephemeral answer whatever state the interaction is in; never raises. True when it was delivered."""
    if interaction.type is discord.InteractionType.autocomplete:
        return await _empty_choices(interaction)
    if interaction.extras.get(EXPIRED):
        return False  # Discord takes no answer any more
    try:
        if interaction.response.is_done() or interaction.extras.get(ACKNOWLEDGED):
            await privately(interaction, text)
        else:
            await interaction.response.send_message(text, ephemeral=True)
        return True
    except discord.HTTPException as error:
        if error.code == ALREADY_ACKNOWLEDGED:
            interaction.extras[ACKNOWLEDGED] = True
            try:
                await interaction.followup.send(text, ephemeral=True)
                return True
            except discord.HTTPException as again:
                error = again
        log.info("could not answer interaction %s (HTTP %s, code %s)", interaction.id, error.status, error.code)
        return False


async def _empty_choices(interaction: discord.Interaction) -> bool:
    if interaction.response.is_done():
        return True
    try:
        await interaction.response.autocomplete([])
        return True
    except discord.HTTPException as error:
        log.info("could not answer autocomplete %s (HTTP %s, code %s)", interaction.id, error.status, error.code)
        return False


async def apologise(
    interaction: discord.Interaction, error: BaseException, where: str, *, saved: str | None = None
) -> None:
    """Log `error` as an incident and tell the player in private, naming what was saved if anything was."""
    incident = record(error, where, interaction)
    lang = locale_for(interaction)
    if saved:
        text = t(lang, "error-saved-but", saved=saved, incident=incident)
    else:
        text = t(lang, "error-nothing-changed", incident=incident)
    await answer(interaction, text)


def locale_for(interaction: discord.Interaction) -> str:
    """The reader's language without asking anyone (a safety net must not fail): her client's, else the
    server's, when it is German or French; else English."""
    own = locale_of(interaction.locale)
    return own if own != DEFAULT else locale_of(interaction.guild_locale)


async def guarded(interaction: discord.Interaction, where: str, work: Awaitable[Any]) -> None:
    """Await `work`; any unexpected error is apologised for (discord.py gives DynamicItems no on_error)."""
    try:
        await work
    except Exception as error:
        await apologise(interaction, error, where)


async def guarded_quietly(work: Awaitable[Any], where: str) -> None:
    """Await background work done for an interaction that is answered elsewhere; an error is an incident."""
    try:
        await work
    except Exception as error:
        record(error, where)


def safe_autocomplete(callback: Callable[P, Coroutine[Any, Any, list[T]]]) -> Callable[P, Coroutine[Any, Any, list[T]]]:
    """An autocomplete callback that offers nothing instead of failing (discord.py would only log it)."""

    @functools.wraps(callback)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> list[T]:
        try:
            return await callback(*args, **kwargs)
        except Exception as error:
            interaction = next((a for a in args if isinstance(a, discord.Interaction)), None)
            record(error, f"autocomplete {callback.__qualname__}", interaction)
            return []

    wrapper.__safe_autocomplete__ = True  # type: ignore[attr-defined]
    return wrapper


async def on_tree_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    """`CommandTree.on_error`: an input discord.py refused gets its reason; anything else is an incident."""
    name = interaction.command.qualified_name if interaction.command else "an unknown command"
    if interaction.type is discord.InteractionType.autocomplete:
        log.info("autocomplete for /%s failed before reaching the bot: %s", name, type(error).__name__)
        await _empty_choices(interaction)
        return
    for kind, sentence in EXPECTED.items():
        if isinstance(error, kind):
            log.info("/%s refused by discord.py: %s", name, type(error).__name__)
            await answer(interaction, t(locale_for(interaction), sentence))
            return
    if isinstance(error, app_commands.TransformerError):
        log.info("/%s: an option could not be read (%s)", name, type(error).__name__)
        await answer(interaction, _unreadable_option(error, locale_for(interaction)))
        return
    if isinstance(error, app_commands.CheckFailure):
        log.info("/%s refused by a check: %s", name, type(error).__name__)
        await answer(interaction, t(locale_for(interaction), "error-check-failed"))
        return
    original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
    if isinstance(original, TableError):  # a refusal that escaped its command's own handling: still a refusal
        await answer(interaction, refusal_text(original, locale_for(interaction)))
        return
    await apologise(interaction, original, f"/{name}")


def _unreadable_option(error: app_commands.TransformerError, lang: str) -> str:
    if error.type in (discord.AppCommandOptionType.user, discord.AppCommandOptionType.mentionable):
        return t(lang, "refuse-not-a-member")
    return t(lang, "error-unreadable-option")


class Tree(app_commands.CommandTree):
    """The command tree, with the two hooks every command passes: `interaction_check` and `on_error`.

    A cog that serves one game says so (`game = "hands"`, and `any_channel`: its commands that judge another
    game's table themselves); the tree refuses its other commands in a channel whose table plays another game,
    in one sentence naming what to do, before they read the table as theirs. `game_of` (the table's, given by
    the client) says which game a channel's table plays."""

    game_of: Callable[[int], Awaitable[str | None]] | None = None

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        # Noted so that the `on_interaction` listener can wait for this task and answer if it never does.
        interaction.extras[TREE_TASK] = asyncio.current_task()
        ids = (interaction.user.id, interaction.channel_id or 1, interaction.guild_id or 1)
        if not all(0 < value <= ID_MAX for value in ids):
            await answer(interaction, t(locale_for(interaction), "error-foreign-ids"))
            return False
        if not fits(interaction):
            log.info("interaction %s: its options do not fit the command; refused", interaction.id)
            await answer(interaction, t(locale_for(interaction), EXPECTED[app_commands.CommandSignatureMismatch]))
            return False
        return await self._this_games_channel(interaction)

    async def _this_games_channel(self, interaction: discord.Interaction) -> bool:
        command = interaction.command
        binding = getattr(command, "binding", None)
        game = getattr(binding, "game", None)
        if game is None or command is None or command.name in getattr(binding, "any_channel", ()):
            return True
        here = await self.game_of(interaction.channel_id) if self.game_of and interaction.channel_id else None
        if here is None or here == game:
            return True
        refused = Refused.other_game(here, game)
        await answer(interaction, refusal_text(refused, locale_for(interaction)))
        return False

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError, /) -> None:
        await on_tree_error(interaction, error)


async def ensure_answered(interaction: discord.Interaction) -> None:
    """The `on_interaction` listener's watch over a command or an autocomplete: once its task is over, an
    interaction still unanswered gets an answer, and an exception that escaped discord.py's error handling
    (it runs only for AppCommandError) is recorded instead of being lost."""
    if interaction.type not in (discord.InteractionType.application_command, discord.InteractionType.autocomplete):
        return
    task = None
    for _ in range(5):  # the tree's task starts before this listener's; give it a few turns to note itself
        task = interaction.extras.get(TREE_TASK)
        if task is not None:
            break
        await asyncio.sleep(0)
    if task is None or task is asyncio.current_task():
        return
    await asyncio.wait({task})
    error = None if task.cancelled() else task.exception()
    where = f"/{interaction.command.qualified_name}" if interaction.command else "a command"
    if error is not None:
        await apologise(interaction, error, where)
    elif not settled(interaction):
        incident = record(RuntimeError("a command ended without answering"), where, interaction)
        await answer(interaction, t(locale_for(interaction), "error-nothing-changed", incident=incident))


class SafeView(discord.ui.View):
    """A View whose items' errors are answered like every other interaction's (never only logged)."""

    async def on_error(self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any]) -> None:
        await apologise(interaction, error, f"a view item ({type(item).__name__})")


async def answer_unrouted(interaction: discord.Interaction, routed: Callable[[discord.Interaction], bool]) -> None:
    """The `on_interaction` listener: a component or modal no handler of ours will take still gets an answer.

    discord.py drops a component whose custom_id matches no DynamicItem
    template (or is not on its message) without a word; `routed` says
    whether one of ours will take it.
    """
    if interaction.type not in (discord.InteractionType.component, discord.InteractionType.modal_submit):
        return
    if routed(interaction):
        return
    log.info("interaction %s: custom id matches nothing of ours; answered", interaction.id)
    await answer(interaction, t(locale_for(interaction), "error-unrouted"))
