"""Where the terminal table writes: one `rich` console, plain when the output is not a terminal or NO_COLOR is set.

Everything is written through these few methods, so that what a line looks
like (a refusal, a note, the story, a private message) is decided once.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from rich.console import Console, Group, RenderableType
from rich.text import Text

from bot.terminal import words as w
from bot.terminal.fold import Folded
from bot.terminal.markup import HANG, markdown_lines, markdown_text

CLEAR = "\x1b[H\x1b[2J\x1b[3J"  # home, clear the screen, and clear the scrollback too


def console(width: int | None = None) -> Console:
    """Styles only on a terminal and without NO_COLOR (https://no-color.org); no markup or emoji codes read."""
    plain = bool(os.environ.get("NO_COLOR"))
    out = Console(
        width=width,
        color_system=None if plain else "auto",  # None: no colour and no style codes at all
        highlight=False,
        markup=False,
        emoji=False,
        file=None,  # sys.stdout at each write (prompt_toolkit swaps it while a prompt is shown)
    )
    out.soft_wrap = not out.is_terminal  # a pipe or a file gets whole lines, wrapped by whoever reads them
    return out


class Screen:
    def __init__(self, out: Console | None = None, collect: Callable[[str], None] | None = None):
        self.console = out or console()
        self.collect = collect  # tests and scripts: every line, plain, also handed here

    def _print(self, renderable: RenderableType) -> None:
        if self.collect is not None:
            with self.console.capture() as captured:
                self.console.print(renderable)
            for line in captured.get().rstrip("\n").split("\n"):
                self.collect(line.rstrip())
            return
        self.console.print(renderable)

    def story(self, markdown: str) -> None:
        self._print(Group(*markdown_lines(markdown)))

    def say(self, text: str, style: str = "") -> None:
        """A line of the table's own (a waiting line, a note): folded with its continuation indented."""
        self._print(Folded(Text(text, style=style), "", " " * HANG))

    def done(self, note: str) -> None:
        self._print(Folded(Text(w.DONE.format(note=markdown_text(note).plain), style="green"), "", " " * HANG))

    def refused(self, message: str) -> None:
        self._print(Folded(Text(w.REFUSED.format(message=message), style="bold red"), "", " " * HANG))

    def private(self, name: str, markdown: str, label: bool = False) -> None:
        """One player's message; labelled on every line when several players' messages share the output."""
        if not label:
            self._print(Group(*markdown_lines(markdown)))
            return
        prefix = Text(w.PRIVATE_LABEL.format(name=name), style="magenta")
        body = markdown_text(markdown)
        self._print(Group(*(Folded(line, prefix, prefix) for line in body.split("\n"))))

    def show(self, renderable: RenderableType) -> None:
        self._print(renderable)

    def clear(self) -> None:
        """Clear the screen and its scrollback, so that what was private cannot be scrolled back to."""
        if self.collect is None and self.console.is_terminal:
            sys.stdout.write(CLEAR)
            sys.stdout.flush()
        else:
            self.console.clear()
