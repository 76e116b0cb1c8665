"""What a typed line of "...and then, we held hands." says: who, which command, which options.

`[name:] [/][hands] command [words] [option:value …]`: Discord's /hands group
(`/hands step card:O12/S3`), with or without the group's word (`step O12 S3`),
named in English or as Discord names it in the run's language (`schritt`,
`pas`). The game's commands and their options are its records' (the game's
`commands()`, bot/games/command_spec.py); the table's (undo, board, rules,
abandon) are the /hands group's own. Words typed before any `option:` fill
the first option, as Holding On's terminal reads them, so `step O12 S3` is
`card:O12 S3`, which the game reads as the node and the card (its planner,
bot/games/hands/commands.py). Values are judged by the table, never here.
"""

from __future__ import annotations

import functools

from bot.games.hands.game import GAME
from bot.i18n import LOCALES, has, t
from bot.i18n.command_names import command_ids
from bot.i18n.command_names import said_command as said_command_in
from bot.i18n.command_names import said_option as said_option_in
from bot.terminal import words as w
from bot.terminal.lines import Grammar, Line, read_line

GROUP = "hands"
SURFACES = {surface.path: surface for surface in GAME.commands()}
# The /hands group's commands that are the table's, not a decision's (cogs/hands/table.py), and the terminal's own.
TABLE_OPTIONS: dict[str, tuple[str, ...]] = {
    "hands board": ("picture",),  # Discord's `share:` has no meaning at one screen: the picture is a file here
    "hands rules": ("topic",),
    "hands undo": (),
    "hands review": (),  # Discord's `share:` has no meaning at one screen
    "hands leave": (),
    "hands rejoin": (),
    "hands abandon": (),
    "again": (),  # the terminal's own: once a game is over, another with the same players (Discord: /hands start)
    "help": (),
    "quit": (),
}
OPTIONS = {
    **{path: tuple(option.name for option in surface.options) for path, surface in SURFACES.items()},
    "decide": ("choice",),
    **TABLE_OPTIONS,
}
GAME_COMMANDS = frozenset({*SURFACES, "decide"})
TERMINAL_ONLY = ("help", "quit", "again")  # said without a slash: no Discord command is called so
ALIASES = {"exit": "quit", "?": "help"}


@functools.cache
def spoken(language: str) -> tuple[dict[str, str], dict[tuple[str, str], str]]:
    """What a line may name (lower case) -> ours: each command in `language` and in English, with or without
    the group's word; each option likewise."""
    commands: dict[str, str] = dict(ALIASES)
    options: dict[tuple[str, str], str] = {}
    for path, names in OPTIONS.items():
        for lang in (language, "en"):
            said = _said(lang, path)
            commands.setdefault(said, path)
            if said.startswith(f"{_said(lang, GROUP)} "):
                commands.setdefault(said.split(" ", 1)[1], path)
            for option in names:
                options.setdefault((path, _said_option(lang, path, option)), option)
    return commands, options


def _said(language: str, command: str) -> str:
    said = said_command_in(language, command)
    if said is None and has(language, f"term-name-{command}"):
        said = t(language, f"term-name-{command}")
    return (said or command).lower()


def _said_option(language: str, command: str, option: str) -> str:
    """Discord's name for the option, or the terminal's own (`picture`: term-opt-board-picture)."""
    said = said_option_in(language, command, option)
    own = f"term-opt-{command.split()[-1]}-{option}"
    if said is None and has(language, own):
        said = t(language, own)
    return (said or option).lower()


def said_command(command: str) -> str:
    """A command as the run's language names it, with its slash when Discord has it ("/hands schritt")."""
    said = _said(w.language(), command)
    return said if command in TERMINAL_ONLY else f"/{said}"


def said_option(command: str, option: str) -> str:
    return _said_option(w.language(), command, option)


def description(command: str) -> str:
    """What a command does in a line of the run's language: Discord's description, or the terminal's own."""
    msg_id = f"{command_ids(command)[-1]}.description"
    if command in ("help", "quit"):
        return w.COMMAND_WORDS["help"] if command == "help" else w.TERMINAL_WORDS["quit"]
    if command in ("hands board", "hands abandon", "again"):  # the terminal's words: no picture, no Manage Server
        return t(w.language(), f"term-hands-{command.split()[-1]}-words")
    said = t(w.language(), msg_id).rstrip(".") if _has_everywhere(msg_id) else command
    usage = " ".join(f"{said_option(command, name)}:…" for name in OPTIONS[command])
    return t(w.language(), "term-help-usage", words=said, usage=usage) if usage else said


def _has_everywhere(msg_id: str) -> bool:
    return all(has(language, msg_id) for language in LOCALES)


def command_of(words: list[str]) -> tuple[str | None, int]:
    """The command the first words name, and how many words it took (the longest that names one)."""
    known = spoken(w.language())[0]
    for size in (2, 1):
        name = " ".join(words[:size]).lower()
        if len(words) >= size and name in known:
            return known[name], size
    return None, 0


def option_of(command: str, typed: str) -> str:
    return spoken(w.language())[1].get((command, typed.lower()), typed.lower())


def parse(text: str) -> Line:
    """A typed line, or LineError saying in one sentence what cannot be read."""
    return read_line(text, _GRAMMAR)


_GRAMMAR = Grammar(
    OPTIONS, command_of, option_of, said_command, said_option, lambda: t(w.language(), "term-hands-read-line")
)
