"""The interactive prompt (prompt_toolkit): where the table stands above the input, Tab completion, Ctrl-C/Ctrl-D.

Completion reads the same sources as Discord's autocomplete: the commands and
their options from `bot.terminal.lines`, and each option's values from the
table's `choices` (the engine's legal actions, for this player, now), the
rule topics, the seats. While the prompt waits, the file is read every
second, so a decision taken at another terminal is told here too.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import AsyncGenerator, Awaitable, Callable, Iterable
from typing import Protocol, cast

from prompt_toolkit import PromptSession
from prompt_toolkit.application.current import get_app
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.patch_stdout import patch_stdout

from bot import incidents
from bot.games.holding_on.engine import Action
from bot.games.holding_on.engine.moves import command_of as record_command
from bot.games.holding_on.face import FACE as HOLDING_ON_FACE
from bot.games.holding_on.options import OPTION_CHOICES
from bot.games.holding_on.render.rules_text import matching_topics
from bot.games.interface import Choice, PublicView
from bot.names import name_key
from bot.render.sayings import say
from bot.table import Refused
from bot.terminal import words as w
from bot.terminal.fold import fold_plain
from bot.terminal.holding_on.looks import glossary_word, option_value
from bot.terminal.holding_on.session import Session
from bot.terminal.identity import CHANNEL
from bot.terminal.line_table import Quit
from bot.terminal.lines import (
    GAME_COMMANDS,
    OPTIONS,
    Line,
    LineError,
    command_of,
    command_words,
    option_of,
    said_command,
    said_option,
    split_who,
)

POLL_SECONDS = 0.5
log = logging.getLogger(__name__)
_OPTION_AT_END = re.compile(r"(?:^|\s)(?P<name>[a-zß-öø-ÿœ_]+):(?P<typed>[^:]*)$")
_OPTION_NAME = re.compile(r"([a-zß-öø-ÿœ_]+):")


class TableCompleter(Completer):
    def __init__(self, session: Session):
        self.session = session

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        return []  # only the asynchronous path is used: values come from the table

    async def get_completions_async(
        self, document: Document, complete_event: CompleteEvent
    ) -> AsyncGenerator[Completion, None]:
        try:
            completions = [c async for c in self._completions(document)]
        except Exception as error:  # noqa: BLE001 - prompt_toolkit would print the traceback under the prompt
            incidents.record(log, error, "completion at the terminal table")
            completions = []  # Tab offers nothing; the line can still be typed
        for completion in completions:
            yield completion

    async def _completions(self, document: Document) -> AsyncGenerator[Completion, None]:
        who, rest = split_who(document.text_before_cursor)
        slash = rest.lstrip().startswith("/")
        body = rest.lstrip()[1:] if slash else rest.lstrip()
        words = body.split(" ")
        command, size = command_of([x for x in words if x])
        if command is None or (len(words) <= size and not body.endswith(" ")):
            for completion in self._commands(body):
                yield completion
            return
        option = _OPTION_AT_END.search(body)
        if option is not None:
            for completion in await self._values(who, command, option_of(command, option["name"]), option["typed"]):
                yield completion
            return
        typed = words[-1].lower()
        given = {option_of(command, name) for name in _OPTION_NAME.findall(body)}
        for name in OPTIONS[command]:
            said = said_option(command, name)  # as the run's language names it (Discord's name in German)
            if name not in given and said.startswith(typed):
                yield Completion(f"{said}:", -len(typed), display_meta=command_words(command))

    def _commands(self, typed: str) -> Iterable[Completion]:
        """The commands a line may start with now: the table's, the looks, and of the game's only those that
        answer a decision open now (`/sh` Tab offers `/shift assign`, not all seven)."""
        open_now = open_commands(self.session.legal)
        for name in OPTIONS:
            if name in GAME_COMMANDS and name not in open_now:
                continue
            said = said_command(name)
            if said.startswith(typed.lower()):
                yield Completion(said, -len(typed), display_meta=command_words(name))

    async def _values(self, who: str | None, command: str, option: str, typed: str) -> list[Completion]:
        pairs = await self._choices(who, command, option, typed)
        return [Completion(value, -len(typed), display=label) for label, value in pairs]

    async def _choices(self, who: str | None, command: str, option: str, typed: str) -> list[tuple[str, str]]:
        """(label, value) pairs for an option: legal actions, topics, seats, table options."""
        session = self.session
        lowered = typed.strip().lower()
        if command == "rules":
            topics = [(t.label, t.key) for t in matching_topics(typed, locale=w.language())]
            glossary = glossary_word()
            return [(glossary, glossary)] * glossary.startswith(lowered) + topics
        if command == "campaign options" and option in OPTION_CHOICES:
            values = [option_value(v).lower() for v in OPTION_CHOICES[option]]
            return [(v, v) for v in values if v.startswith(lowered)]
        if option in ("billy", "seat", "player", "member", "order") or (command, option) == ("campaign start", "order"):
            names = [n.lower() for n in session.names().values()]
            return [(n, n) for n in names if n.startswith(lowered)]
        if command == "campaign start" and option == "scenario":
            return [
                (str(s.number), str(s.number)) for s in session.content.scenarios if str(s.number).startswith(lowered)
            ]
        if command not in GAME_COMMANDS:
            return []
        try:
            user = session.actor(Line(who, command, {}))
            found = await session.table.choices(CHANNEL, user, command, option)
        except (Refused, LineError):
            return []
        public = session.status.playing["public"] if session.status and session.status.playing else {}
        # The choice's words in the run's language, written as they are said: the planner reads them back
        said = [(words, words) for words in (_said(choice, public) for choice in found)]
        return [(words, value) for words, value in said if name_key(typed) in name_key(words)]


def open_commands(legal: Iterable[Action]) -> set[str]:
    """The game commands that answer a decision open now (each kind's record names them), /decide always."""
    return {found.path for action in legal if (found := record_command(action)) is not None} | {"decide"}


def _said(choice: Choice, public: PublicView) -> str:
    """A choice in the run's language (a name, a timeline, a decision), or as it is (a number)."""
    return say(w.language(), choice.words, public, HOLDING_ON_FACE) if choice.words is not None else choice.label


def _message(session: Prompted, faults: set[str]) -> FormattedText:
    try:
        name, status = session.default_name(), fold_plain(session.prompt_status(), _columns())
    except Exception as error:  # noqa: BLE001 - a prompt that cannot be drawn would end the table
        if type(error).__name__ not in faults:  # drawn at every key: logged once
            faults.add(type(error).__name__)
            incidents.record(log, error, "the terminal prompt's status")
        name, status = None, ""
    return FormattedText([("class:status", status + "\n"), ("class:prompt", f"{name or ''}> ")])


def _columns() -> int:
    """The terminal's width: prompt_toolkit cuts the lines above the input at its edge, so they are folded first."""
    try:
        return max(get_app().output.get_size().columns - 1, 20)
    except Exception:  # noqa: BLE001 - no application running (a test drawing the prompt): a classic terminal
        return 79


async def _follow(session: Prompted, prompt: PromptSession[str], busy: asyncio.Lock) -> None:
    """Read the file every second while the prompt waits: another terminal's decisions are told here."""
    failed = False
    while True:
        await asyncio.sleep(POLL_SECONDS)
        if busy.locked() or not prompt.app.is_running:  # between prompts, the line being played tells it
            continue
        async with busy:
            try:
                told = await session.catch_up()
            except Exception as error:  # noqa: BLE001 - said once; it keeps trying, as the next typed line does
                if not failed:
                    session.apologise(error)
                failed = True
                continue
            if told and prompt.app.is_running:
                prompt.app.invalidate()


class Prompted(Protocol):
    """A terminal's session as the prompt uses it: Holding On's `Session`, or another game's (bot/terminal/hands)."""

    confirm: Callable[[str], Awaitable[None]] | None

    async def handle(self, text: str) -> bool: ...

    async def catch_up(self) -> bool: ...

    def apologise(self, error: Exception) -> None: ...

    def default_name(self) -> str | None: ...

    def prompt_status(self) -> str: ...


async def interactive(session: Prompted, completer: Completer | None = None) -> None:
    """Prompt, play, repeat, until quit, Ctrl-D or Ctrl-C (every decision is already saved). Tab completes with
    `completer` (Holding On's by default)."""
    if completer is None:  # Holding On's session (or a test's stand-in for it)
        completer = TableCompleter(cast(Session, session))
    prompt: PromptSession[str] = PromptSession(completer=completer, complete_while_typing=False)
    busy = asyncio.Lock()
    faults: set[str] = set()  # what the status line failed with, logged once

    async def confirm(text: str) -> None:
        try:
            # folded as the prompt's status is: prompt_toolkit would cut a word at the terminal's edge
            width = max(prompt.app.output.get_size().columns - 1, 20)
            await prompt.prompt_async(FormattedText([("bold", fold_plain(text, width) + " ")]), completer=None)
        except (EOFError, KeyboardInterrupt):  # Ctrl-D or Ctrl-C here leaves the table, as at the prompt
            raise Quit from None

    session.confirm = confirm
    follower = asyncio.create_task(_follow(session, prompt, busy))
    try:
        while True:
            try:
                text = await _read_line(session, prompt, faults)
            except (EOFError, KeyboardInterrupt):
                return
            async with busy:
                try:
                    await session.handle(text)
                except Quit:
                    return
    finally:
        follower.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await follower  # ended before the store closes


async def _read_line(session: Prompted, prompt: PromptSession[str], faults: set[str]) -> str:
    """One line from the prompt. Only while it is on screen does stdout go through prompt_toolkit's proxy (the
    follower's news is printed above it). A proxy's thread writes by itself whenever no prompt runs, and a
    prompt drawn at that moment shared its output buffer with that thread: a write was now and then lost and
    the prompt never appeared. Closing the proxy waits for its thread, and between prompts lines are written
    by this thread alone."""
    with patch_stdout(raw=True):
        return await prompt.prompt_async(lambda: _message(session, faults))
