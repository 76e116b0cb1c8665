"""What a played line tells is on the screen before the next prompt is drawn, written by the loop's own thread.

prompt_toolkit's stdout proxy writes from a thread of its own; when it was left in place between prompts, the
story of a line and the drawing of the next prompt went through one output buffer from two threads, and now
and then a write was lost: the prompt never appeared (seen on CI as a pty test timing out after a story).
"""

from __future__ import annotations

import io
import sys

import pytest
from prompt_toolkit.application import create_app_session
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from bot.terminal.prompt import interactive


class OneLineSession:
    """A table that tells one line of story for each line played and leaves at the second prompt."""

    def __init__(self, screen: io.StringIO, typed) -> None:
        self.screen, self.typed, self.confirm = screen, typed, None
        self.seen_at_prompt: list[str] = []

    def default_name(self) -> str:
        return "ana"

    def prompt_status(self) -> str:
        self.seen_at_prompt.append(self.screen.getvalue())  # what the screen held when the prompt was drawn
        return "Day 1"

    async def handle(self, text: str) -> bool:
        print(f"Told: {text}.")
        self.typed.send_text("\x04")  # Ctrl-D at the next prompt: leave
        return True

    async def catch_up(self) -> bool:
        return False


@pytest.mark.asyncio
async def test_a_lines_story_is_on_the_terminal_before_the_next_prompt_is_drawn(monkeypatch):
    screen = io.StringIO()
    monkeypatch.setattr(sys, "stdout", screen)
    with create_pipe_input() as typed, create_app_session(input=typed, output=DummyOutput()):
        session = OneLineSession(screen, typed)
        typed.send_text("/shift reveal\r")
        await interactive(session, None)  # type: ignore[arg-type]
    assert "Told: /shift reveal." in session.seen_at_prompt[-1]
