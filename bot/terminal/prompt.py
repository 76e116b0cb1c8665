"""The interactive prompt (prompt_toolkit): where the table stands above the input, Tab completion, Ctrl-C/Ctrl-D.

Every terminal's, with its Tab completion (Holding On's in bot/terminal/holding_on/complete.py, every
other game's in bot/terminal/game_complete.py). While the prompt waits, the file is read
every second, so a decision taken at another terminal is told here too.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from abc import ABC, abstractmethod
from collections.abc import AsyncGenerator, Awaitable, Callable, Iterable
from typing import Protocol

from prompt_toolkit import PromptSession
from prompt_toolkit.application.current import get_app
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.patch_stdout import patch_stdout

from bot import incidents
from bot.terminal.fold import fold_plain
from bot.terminal.line_table import Quit

POLL_SECONDS = 0.5
log = logging.getLogger(__name__)


class OffersCompleter(Completer, ABC):
    """Tab's offers, read from the table (so only on prompt_toolkit's asynchronous path): a fault of ours offers
    nothing and is recorded, never a traceback printed under the prompt."""

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        return []

    async def get_completions_async(
        self, document: Document, complete_event: CompleteEvent
    ) -> AsyncGenerator[Completion, None]:
        try:
            found = await self.offers(document.text_before_cursor)
        except Exception as error:  # noqa: BLE001 - the line can still be typed
            incidents.record(log, error, "completion at the terminal table")
            found = []
        for completion in found:
            yield completion

    @abstractmethod
    async def offers(self, text: str) -> list[Completion]:
        """What Tab offers at the end of `text`, the line before the cursor."""


class CtrlC:
    """Ctrl-C, as a SIGINT, leaves the table whenever it comes: while the prompt reads keys it ends the prompt;
    while a line is played it is kept, and the table is left once the line is done (every decision is saved);
    between the two, the next prompt ends as it begins. prompt_toolkit's own handler is not used (it stays
    installed a moment after a prompt is done, and a Ctrl-C landing then was lost), nor asyncio's (a cancel
    that the code it interrupts could absorb)."""

    def __init__(self, prompt: PromptSession[str]) -> None:
        self.prompt = prompt
        self.pressed = False

    def __enter__(self) -> CtrlC:
        self._before = signal.getsignal(signal.SIGINT)
        asyncio.get_running_loop().add_signal_handler(signal.SIGINT, self._sigint)
        return self

    def __exit__(self, *exc: object) -> None:
        asyncio.get_running_loop().remove_signal_handler(signal.SIGINT)
        signal.signal(signal.SIGINT, self._before)

    def _sigint(self) -> None:
        self.pressed = True
        self.end_prompt()

    def end_prompt(self) -> None:
        """The prompt on screen ends as Ctrl-C typed there would (KeyboardInterrupt), if it was pressed."""
        app = self.prompt.app
        if self.pressed and app.is_running and not app.is_done:
            app.exit(exception=KeyboardInterrupt())


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
    """A terminal's session as the prompt uses it: Holding On's `Session`, or any other game's (`AnyGameSession`)."""

    confirm: Callable[[str], Awaitable[None]] | None

    async def handle(self, text: str) -> bool: ...

    async def catch_up(self) -> bool: ...

    def apologise(self, error: Exception) -> None: ...

    def default_name(self) -> str | None: ...

    def prompt_status(self) -> str: ...


async def interactive(session: Prompted, completer: Completer | None) -> None:
    """Prompt, play, repeat, until quit, Ctrl-D or Ctrl-C (every decision is already saved). Tab completes with
    the game's `completer` (Holding On's: bot/terminal/holding_on/complete.py; none: Tab offers nothing)."""
    prompt: PromptSession[str] = PromptSession(completer=completer, complete_while_typing=False)
    busy = asyncio.Lock()
    faults: set[str] = set()  # what the status line failed with, logged once

    async def confirm(text: str) -> None:
        try:
            # folded as the prompt's status is: prompt_toolkit would cut a word at the terminal's edge
            width = max(prompt.app.output.get_size().columns - 1, 20)
            await prompt.prompt_async(
                FormattedText([("bold", fold_plain(text, width) + " ")]), completer=None, handle_sigint=False
            )
        except (EOFError, KeyboardInterrupt):  # Ctrl-D or Ctrl-C here leaves the table, as at the prompt
            raise Quit from None

    session.confirm = confirm
    follower = asyncio.create_task(_follow(session, prompt, busy))
    try:
        with CtrlC(prompt) as ctrl_c:
            while not ctrl_c.pressed:
                try:
                    text = await _read_line(session, prompt, faults, ctrl_c)
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


async def _read_line(session: Prompted, prompt: PromptSession[str], faults: set[str], ctrl_c: CtrlC) -> str:
    """One line from the prompt. Only while it is on screen does stdout go through prompt_toolkit's proxy (the
    follower's news is printed above it). A proxy's thread writes by itself whenever no prompt runs, and a
    prompt drawn at that moment shared its output buffer with that thread: a write was now and then lost and
    the prompt never appeared. Closing the proxy waits for its thread, and between prompts lines are written
    by this thread alone.

    Ctrl-C: while the prompt reads keys, it is a key (the terminal is raw); before and after, a SIGINT (`CtrlC`),
    which a prompt still starting also obeys."""
    with patch_stdout(raw=True):
        return await prompt.prompt_async(
            lambda: _message(session, faults), handle_sigint=False, pre_run=ctrl_c.end_prompt
        )
