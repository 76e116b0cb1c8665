"""The narration's light Markdown (written for Discord) as styled terminal text, markers removed.

The channel's story is written once, in Markdown (`**bold**`, `*italics*`,
`# headings`, `> quotes`, `` `code` ``), for Discord. At a terminal the markers
would show raw, so each line becomes a `rich.text.Text`: the words kept, the
markers turned into styles (which a plain output simply drops).
"""

from __future__ import annotations

import re

from rich.text import Text

from bot.terminal.fold import Folded

_INLINE = re.compile(
    r"\*\*(?P<bold>.+?)\*\*"  # **bold**
    r"|(?<![\w*])\*(?P<italic>[^*\s](?:[^*]*?[^*\s])?)\*(?![\w*])"  # *italics*, not 2*3*4
    r"|`(?P<code>[^`]+)`"  # `code`
)
_HEADING = re.compile(r"^(?P<marks>#{1,6})\s+(?P<text>.*)$")
STYLES = {"bold": "bold", "italic": "italic", "code": "cyan"}
HEADING_STYLES = {1: "bold underline", 2: "bold"}


def inline(text: str, base: str = "") -> Text:
    """One line's inline markers as styles."""
    out = Text(style=base)
    position = 0
    for match in _INLINE.finditer(text):
        out.append(text[position : match.start()])
        kind = match.lastgroup or "bold"
        out.append(match.group(kind), style=STYLES[kind])
        position = match.end()
    out.append(text[position:])
    return out


def line_text(line: str) -> Text:
    """A Markdown line: a heading in bold, a quote indented with a bar, the rest with inline styles."""
    heading = _HEADING.match(line)
    if heading:
        return inline(heading["text"], HEADING_STYLES.get(len(heading["marks"]), "bold"))
    if line.startswith(">"):
        return Text("  │ ").append_text(inline(line[1:].strip(), "italic"))
    return inline(line)


def markdown_text(text: str) -> Text:
    """A block of narration (several lines, blank lines kept) as one Text."""
    return Text("\n").join(line_text(line) for line in text.split("\n"))


QUOTE_MARGIN = "  │ "
HANG = 2  # how much further a wrapped line's continuation is indented than the line itself


def markdown_lines(text: str) -> list[Folded]:
    """A block of narration as lines folded to the terminal: a quote keeps its margin on every line, an
    indented line (help, hints) hangs its continuation under its words, prose runs on from the margin."""
    folded = []
    for line in text.split("\n"):
        if line.startswith(">"):
            margin = Text(QUOTE_MARGIN)
            folded.append(Folded(inline(line[1:].strip(), "italic"), margin, margin))
            continue
        indent = len(line) - len(line.lstrip(" "))
        rest = " " * (indent + HANG) if indent else ""
        folded.append(Folded(line_text(line[indent:]), " " * indent, rest))
    return folded


def plain(text: str) -> str:
    """The words alone, markers removed (for one-line notes and tests)."""
    return markdown_text(text).plain
