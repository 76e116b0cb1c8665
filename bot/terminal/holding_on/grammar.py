"""Holding On's grammar at the terminal: its commands and options, as Discord names them (the prompt completes it).

`[name:] [/]command [words] [option:value …]`: the commands and their options
are COMMANDS.md's, the same as on Discord (`/shift assign staff:Ben`,
`/inquire 3`, `ben: /care tokens count:2`), or as Discord names them in the
run's language (`/gespräch 3`, `/kampagne start szenario:2`: the story and the
refusals name them so). Words typed after the command and
before any `option:` fill its first option, so `/care tokens 2`, `/inquire 3`
and `rules glossary` read as people type them. An unknown command or option is
refused in one sentence; values are judged by the table (the engine's rules).
"""

from __future__ import annotations

import functools

from bot.games.holding_on.game import HOLDING_ON
from bot.games.holding_on.options import OPTION_CHOICES
from bot.i18n import has, t
from bot.i18n.command_names import command_ids
from bot.i18n.command_names import said_command as said_command_in
from bot.i18n.command_names import said_option as said_option_in
from bot.terminal import words as w
from bot.terminal.lines import Grammar, Line, read_line

TABLE_OPTIONS: dict[str, tuple[str, ...]] = {
    "campaign new": (),
    "campaign join": ("nurse_name",),
    "campaign leave": (),
    "campaign start": ("scenario", "order"),
    "campaign status": ("note",),
    "campaign recap": (),
    "campaign options": tuple(OPTION_CHOICES),
    "campaign standin": ("seat", "member"),
    "campaign undo": (),
    "campaign abandon": (),
    "campaign export": ("file",),
    "campaign import": ("file",),
    "decide": ("choice",),
    "board": ("picture",),
    "memories": ("picture",),
    "hand": (),
    "rules": ("topic",),
    "help": (),
    # the terminal's own (no slash needed)
    "show": ("player",),
    "clear": (),
    "quit": (),
}
# The commands that answer the game's decisions (the terminal plays Holding On), as its records name them.
SURFACES = {surface.path: surface for surface in HOLDING_ON.commands()}
OPTIONS = {**TABLE_OPTIONS, **{path: tuple(o.name for o in surface.options) for path, surface in SURFACES.items()}}
ALIASES = {"exit": "quit", "?": "help"}
GAME_COMMANDS = frozenset({*SURFACES, "decide"})


@functools.cache
def spoken_names(language: str) -> tuple[dict[str, str], dict[tuple[str, str], str]]:
    """What a line may name in `language` (lower case) -> ours: the commands (Discord's names, and the terminal's
    own: show, clear, quit) and each command's options (Discord's names, and the terminal's own: file, picture).
    In English too: Discord's `user:` of /campaign standin is our `member:`."""
    commands: dict[str, str] = {}
    options: dict[tuple[str, str], str] = {}
    for command, names in OPTIONS.items():
        said = _said(language, command)
        if said is not None:
            commands.setdefault(said, command)
        for option in names:
            spoken = _said_option(language, command, option)
            if spoken is not None:
                options[(command, spoken)] = option
    return commands, options


def _said(language: str, command: str) -> str | None:
    """Discord's name for the command in `language`, or the terminal's own (show, clear, quit), lower case."""
    said = said_command_in(language, command)
    if said is None and has(language, f"term-name-{command}"):
        said = t(language, f"term-name-{command}")
    return said.lower() if said is not None else None


def _said_option(language: str, command: str, option: str) -> str | None:
    """Discord's name for the option in `language`, or the terminal's own (term-opt-…), lower case."""
    said = said_option_in(language, command, option)
    own = f"term-opt-{command.replace(' ', '-')}-{option}"
    if said is None and has(language, own):
        said = t(language, own)
    return said.lower() if said is not None else None


def shown_command(command: str) -> str:
    """A command as a refusal names it: Discord's with its slash ("/schicht einteilen"), the terminal's own bare
    ("zeigen"), as the help lists them."""
    said = said_command(command)
    return said if command in w.TERMINAL_WORDS.keys_ else f"/{said}"  # the terminal's own: typed without a slash


def said_command(command: str) -> str:
    """A command as the run's language names it ("schicht einteilen", "zeigen"); ours when it has no other."""
    return _said(w.language(), command) or command


def said_option(command: str, option: str) -> str:
    """An option's name as the run's language says it on Discord ("personal"); ours when it has no other."""
    return _said_option(w.language(), command, option) or option


def command_words(command: str) -> str:
    """What a command does, in a line of the run's language: the terminal's own words for the table's commands,
    Discord's description for a game's (with its options), so a game's command is described in one place."""
    surface = SURFACES.get(command)
    if surface is None:
        return w.COMMAND_WORDS.get(command) or w.TERMINAL_WORDS.get(command, "")
    description = t(w.language(), f"{command_ids(command)[-1]}.description").rstrip(".")
    usage = " ".join(f"{said_option(command, o.name)}:{'N' if o.type == 'number' else '…'}" for o in surface.options)
    return w.HELP_LINE.format(command=description, words=usage) if usage else description  # the language's colon


def option_of(command: str, typed: str) -> str:
    """Our name for an option typed as ours or in the run's language."""
    return spoken_names(w.language())[1].get((command, typed.lower()), typed.lower())


def command_of(words: list[str]) -> tuple[str | None, int]:
    """The longest command the first words name (ours, or Discord's in the run's language), and how many words
    it took."""
    spoken = spoken_names(w.language())[0]
    for size in (2, 1):
        name = " ".join(words[:size]).lower()
        name = ALIASES.get(name) or (name if name in OPTIONS else spoken.get(name, name))
        if len(words) >= size and name in OPTIONS:
            return name, size
    return None, 0


def parse(text: str) -> Line:
    return read_line(text, HOLDING_ON_GRAMMAR)


HOLDING_ON_GRAMMAR = Grammar(OPTIONS, command_of, option_of, shown_command, said_option, lambda: str(w.READ_LINE))
