"""What a typed line says, for every terminal: who, which command, which options (`[name:] [/]command [words]
[option:value …]`), read with a game's `Grammar` (Holding On's in bot/terminal/holding_on/grammar.py, every other
game's made from its records in bot/terminal/game_grammar.py). Words typed after the command and before any
`option:` fill its first option. An unknown command or option is refused in one sentence; values are judged by
the table.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from bot.terminal import words as w

_WHO = re.compile(r"^\s*(?P<who>[^\s:/]+)\s*:(?=\s|/)")
# Tab's view of a line's end: an option being typed ("staff:An"), and the options already named.
OPTION_AT_END = re.compile(r"(?:^|\s)(?P<name>[a-zß-öø-ÿœ_]+):(?P<typed>[^:]*)$")
OPTION_NAME = re.compile(r"([a-zß-öø-ÿœ_]+):")
_OPTION = re.compile(r"(?:^|\s)(?P<name>[a-zß-öø-ÿœ_]+):")  # lower case: "choice:Ben: 2 tokens" is one option


class LineError(Exception):
    """A line the terminal cannot read (not a refusal of the game): `str()` is one sentence."""


@dataclass(frozen=True)
class Line:
    who: str | None  # the name typed before the colon, lower case
    command: str  # "shift assign"
    options: dict[str, str] = field(default_factory=dict)


def split_who(text: str) -> tuple[str | None, str]:
    """'ana: /shift reveal' -> ('ana', '/shift reveal')."""
    match = _WHO.match(text)
    if match is None:
        return None, text
    return match["who"].lower(), text[match.end() :]


@dataclass(frozen=True)
class Grammar:
    """What a game's terminal table reads a line with: its commands and their options, in the run's language
    (Holding On's in bot/terminal/holding_on/grammar.py, every other game's in
    bot/terminal/game_grammar.py)."""

    options: Mapping[str, Sequence[str]]  # each command's options; a line's loose words fill the first
    command_of: Callable[[list[str]], tuple[str | None, int]]
    option_of: Callable[[str, str], str]
    shown_command: Callable[[str], str]  # as a refusal names it
    said_option: Callable[[str, str], str]
    unreadable: Callable[[], str]  # the sentence for a line that names no command


def read_line(text: str, grammar: Grammar) -> Line:
    """A typed line ("ben: /shift assign staff:Ana"), or LineError saying in one sentence what cannot be read."""
    who, rest = split_who(text)
    rest = rest.strip().removeprefix("/")
    first_option = _OPTION.search(rest)
    words = (rest[: first_option.start()] if first_option else rest).split()
    if not words:
        raise LineError(grammar.unreadable())
    command, size = grammar.command_of(words)
    if command is None:  # a group's typo is two words ("shfit assign"); a node or a card after it is no command word
        typed = words[:2] if len(words) > 1 and words[1].isalpha() and words[1].islower() else words[:1]
        raise LineError(w.UNKNOWN_COMMAND.format(command=" ".join(typed)))
    allowed = grammar.options[command]
    options: dict[str, str] = {}
    loose = " ".join(words[size:])
    if loose:
        if not allowed:
            raise LineError(w.NO_OPTIONS.format(command=grammar.shown_command(command)))
        options[allowed[0]] = loose
    if first_option:
        options.update(_named_options(grammar, command, rest[first_option.start() :]))
    return Line(who, command, options)


def _named_options(grammar: Grammar, command: str, tail: str) -> dict[str, str]:
    allowed = grammar.options[command]
    found = list(_OPTION.finditer(tail))
    options: dict[str, str] = {}
    for index, match in enumerate(found):
        end = found[index + 1].start() if index + 1 < len(found) else len(tail)
        name = grammar.option_of(command, match["name"])
        if name not in allowed:
            shown = grammar.shown_command(command)
            if not allowed:
                raise LineError(w.NO_OPTIONS.format(command=shown))
            said = ", ".join(grammar.said_option(command, option) for option in allowed)
            raise LineError(w.UNKNOWN_OPTION.format(command=shown, option=name, options=said))
        options[name] = tail[match.end() : end].strip()
    return options
