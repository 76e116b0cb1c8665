"""At the interactive prompt, a fault of ours in Tab completion, in the status above the prompt or in the
follower (news from another terminal) is logged with an incident id and never ends the table or prints a
traceback under the prompt; the follower speaks only while a prompt is on screen."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from types import SimpleNamespace

from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from bot.terminal import prompt as prompt_module
from bot.terminal.holding_on.complete import TableCompleter
from bot.terminal.line_table import LineTable
from bot.terminal.prompt import _follow, _message

CARD = "m4-1"  # a face-down card's id, as a bug's KeyError would carry it: never in a log line


class BrokenSession:
    """A session whose every question fails, as a bug would make it."""

    def __init__(self) -> None:
        self.apologies: list[Exception] = []
        self.tries = 0

    def default_name(self) -> str:
        return "ana"

    def prompt_status(self) -> str:
        raise KeyError(CARD)

    def actor(self, line) -> int:
        raise KeyError(CARD)

    async def offered(self, who, command, option) -> list:
        return await LineTable.offered(self, who, command, option)  # type: ignore[arg-type]  # asks actor() first

    async def catch_up(self) -> bool:
        self.tries += 1
        raise KeyError(CARD)

    def apologise(self, error: Exception) -> None:
        self.apologies.append(error)


def incidents_logged(caplog) -> list[str]:
    logged = [r.getMessage() for r in caplog.records if getattr(r, "incident", None)]
    return [text for text in logged if "KeyError" in text and CARD not in text]


async def test_a_failing_completion_offers_nothing_and_is_logged(caplog):
    completer = TableCompleter(BrokenSession())  # type: ignore[arg-type]
    with caplog.at_level(logging.ERROR):
        offered = [c async for c in completer.get_completions_async(Document("/shift assign staff:"), CompleteEvent())]
    assert offered == [] and len(incidents_logged(caplog)) == 1


def test_a_status_that_cannot_be_said_leaves_a_bare_prompt_and_is_logged_once(caplog):
    session, faults = BrokenSession(), set()
    with caplog.at_level(logging.ERROR):
        shown = [_message(session, faults) for _ in range(3)]  # type: ignore[arg-type]  # redrawn at every key
    assert all([text for _, text in each] == ["\n", "> "] for each in shown)
    assert len(incidents_logged(caplog)) == 1  # logged once, not at every redraw


async def follow_for_a_while(session, running: bool, monkeypatch) -> None:
    monkeypatch.setattr(prompt_module, "POLL_SECONDS", 0.01)
    prompt = SimpleNamespace(app=SimpleNamespace(is_running=running, invalidate=lambda: None))
    follower = asyncio.create_task(_follow(session, prompt, asyncio.Lock()))  # type: ignore[arg-type]
    await asyncio.sleep(0.2)
    follower.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await follower


async def test_a_follower_that_fails_apologises_once_and_keeps_following(monkeypatch):
    session = BrokenSession()
    await follow_for_a_while(session, True, monkeypatch)
    assert session.tries > 3 and [type(e) for e in session.apologies] == [KeyError]


async def test_the_follower_tells_nothing_while_no_prompt_is_on_screen(monkeypatch):
    """Between prompts the line being played tells what happened, by the loop's thread alone."""
    session = BrokenSession()
    await follow_for_a_while(session, False, monkeypatch)
    assert session.tries == 0 and session.apologies == []
