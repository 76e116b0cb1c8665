"""Lines folded to the terminal's width as a reader expects (issue 25): a long line wraps at a space, never at a
no-break space (French sets one before « : ; ! ? »); its continuation is indented (a help line, a status line, a
refusal); a quote keeps its margin on every line.

`rich` wraps at any Unicode space, no-break spaces included, and starts a continuation at column 0: `Folded`
folds a `Text` itself, keeping its styles, and `fold_plain` does the same for plain words (the prompt's status,
which prompt_toolkit would cut at the edge instead).
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterable, Iterator

from rich.cells import cell_len, get_character_cell_size
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.text import Text

BREAK = " "  # the one character a line may break at: a no-break space (U+00A0) never is one


def breaks(plain: str, width: int, indent: int) -> list[int]:
    """Where each line after the first starts: the first line holds `width` cells, the others
    `width - indent`; a word longer than a line is cut (nothing else can be done with it). Cells, not
    characters: an emoji (🧩, ✨) takes two, and a line counted in characters would lose its last letter at
    the terminal's edge."""
    starts, start, room = [], 0, width
    while cell_len(plain[start:]) > room:
        end = _fit(plain, start, room)
        cut = plain.rfind(BREAK, start + 1, end + 1)
        if cut <= start:
            cut = max(end, start + 1)
            nxt = cut
        else:
            nxt = cut + 1
            while nxt < len(plain) and plain[nxt] == BREAK:
                nxt += 1
        starts.append(nxt)
        start, room = nxt, max(width - indent, 1)
    return starts


def _fit(plain: str, start: int, room: int) -> int:
    """The index just past the last character from `start` that still fits in `room` cells."""
    used, end = 0, start
    while end < len(plain):
        size = get_character_cell_size(plain[end])
        if used + size > room:
            break
        used, end = used + size, end + 1
    return end


def fold_plain(text: str, width: int, indent: int = 2) -> str:
    """Plain words folded to `width`, each logical line on its own, continuations indented by `indent`."""
    out: list[str] = []
    for line in text.split("\n"):
        pieces = [0, *breaks(line, width, indent), len(line)]
        parts = [line[a:b].rstrip(BREAK) for a, b in zip(pieces, pieces[1:], strict=False)] or [""]
        out.append(parts[0])
        out += [" " * indent + part for part in parts[1:]]
    return "\n".join(out)


class Folded:
    """A `Text` folded to the console's width: `first` before its first line, `rest` before every other one
    (a hanging indent, or a quote's margin); whole lines, unfolded, where the console does not wrap (a pipe)."""

    def __init__(self, text: Text, first: Text | str = "", rest: Text | str = "") -> None:
        self.text = text
        self.first = first if isinstance(first, Text) else Text(first)
        self.rest = rest if isinstance(rest, Text) else Text(rest)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for number, line in enumerate(self._lines(options)):
            yield from (self.first if number == 0 else self.rest).render(console)
            yield from line.render(console)
            yield Segment.line()

    def _lines(self, options: ConsoleOptions) -> Iterator[Text]:
        for logical in self.text.split("\n", allow_blank=True):
            if options.no_wrap:
                yield logical
                continue
            width = max(options.max_width - len(self.first), 1)
            indent = len(self.rest) - len(self.first)
            parts = logical.divide(breaks(logical.plain, width, indent))
            for part in parts:
                part.rstrip()
                yield part

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        """As narrow as its longest word (a no-break space joins words), as wide as its longest line."""
        lines = self.text.plain.split("\n")
        word = max((len(piece) for line in lines for piece in line.split(BREAK)), default=1)
        longest = max((len(line) for line in lines), default=0)
        return Measurement(len(self.rest) + max(word, 1), len(self.first) + longest)


def folded_lines(lines: Iterable[Text], first: str = "", rest: str = "") -> list[Folded]:
    return [Folded(line, first, rest) for line in lines]


def folded_for_stderr(text: str) -> str:
    """A closing note on a terminal, folded to its width as every other line is (issue 25: nothing runs past
    80 columns); whole in a pipe or a file."""
    if not sys.stderr.isatty():
        return text
    return fold_plain(text, shutil.get_terminal_size().columns)
