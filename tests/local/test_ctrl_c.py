"""Ctrl-C at the terminal table (bot/terminal/prompt.py, CtrlC): a SIGINT is never lost, whenever it comes."""

from __future__ import annotations

import asyncio
import os
import signal
from types import SimpleNamespace

from bot.terminal.prompt import CtrlC


class FakeApp:
    def __init__(self, running: bool) -> None:
        self.is_running, self.is_done = running, False
        self.ended_with: BaseException | None = None

    def exit(self, exception: BaseException) -> None:
        if self.is_done:  # as prompt_toolkit: "Return value already set"
            raise RuntimeError("exit called twice")
        self.ended_with, self.is_done = exception, True


async def _sigint_seen(ctrl_c: CtrlC) -> None:
    os.kill(os.getpid(), signal.SIGINT)
    while not ctrl_c.pressed:  # the loop runs the handler at its next turn
        await asyncio.sleep(0)


async def test_a_ctrl_c_while_a_line_is_played_is_kept_and_the_line_goes_on() -> None:
    before = signal.getsignal(signal.SIGINT)
    app = FakeApp(running=False)  # no prompt on screen: a line is being played
    with CtrlC(SimpleNamespace(app=app)) as ctrl_c:  # type: ignore[arg-type]
        await _sigint_seen(ctrl_c)
        await asyncio.sleep(0)  # the line's work goes on: nothing cancelled it
        assert ctrl_c.pressed and app.ended_with is None
        app.is_running = True
        ctrl_c.end_prompt()  # the next prompt ends as it begins (its pre_run)
        assert isinstance(app.ended_with, KeyboardInterrupt)
    assert signal.getsignal(signal.SIGINT) == before  # the handler before is back


async def test_a_ctrl_c_while_the_prompt_reads_ends_the_prompt() -> None:
    app = FakeApp(running=True)
    with CtrlC(SimpleNamespace(app=app)) as ctrl_c:  # type: ignore[arg-type]
        await _sigint_seen(ctrl_c)
        assert isinstance(app.ended_with, KeyboardInterrupt)
        ctrl_c.end_prompt()  # a prompt already ending is left to end (prompt_toolkit refuses a second exit)
