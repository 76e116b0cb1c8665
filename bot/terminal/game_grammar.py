"""What a typed line says at the terminal every game plays at (bot/terminal/any_game.py): who, which command,
which options; read from the game's records and its shelf entry, never written for one game.

`[name:] [/][group] command [words] [option:value …]`: the commands of the game's decisions (its records,
`GameRules.commands()`: `/hands step card:O12/S3`, or without the group's word, `step O12 S3`), `/decide`, the
table's commands its Discord group has (its shelf entry's `table_commands`: `undo`, `board`, `rules`, …), and the
terminal's own (`again`, `help`, `quit`; `board` for a game whose group has none), each named in English or as
Discord names it in the run's language (`schritt`, `pas`). Words typed before any `option:` fill the first
option. A game whose records name no command is played by its choices' words: there a line that names no
command is those words (`1 forward`, or the number help gives the choice), for the table to judge.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from bot.games import shelf
from bot.games.command_spec import Surface
from bot.i18n import LOCALES, has, t
from bot.i18n.command_names import command_ids
from bot.i18n.command_names import said_command as said_command_in
from bot.i18n.command_names import said_option as said_option_in
from bot.terminal import words as w
from bot.terminal.lines import Grammar, Line, read_line, split_who

# The table's commands a game's group may have, and their options at a terminal (Discord's `share:` means
# nothing at one screen; `picture:` writes the board's picture to a file, for a game that draws one).
TABLE_OPTIONS: dict[str, tuple[str, ...]] = {
    "board": ("picture",),
    "rules": ("topic",),
    "undo": (),
    "review": (),
    "leave": (),
    "rejoin": (),
    "abandon": (),
}
OWN = ("again", "help", "quit")  # the terminal's own, said without a slash: no Discord command is called so
ALIASES = {"exit": "quit", "?": "help", "look": "board"}
CHOICE = "choice"  # the command of a line that is a choice's words


@dataclass(frozen=True, eq=False)
class GameGrammar:
    game: str
    options: Mapping[str, Sequence[str]]  # each command's options, in the order help lists the commands
    kinds: Mapping[str, Sequence[str]]  # each of the game's commands: the kinds of decision it answers
    board: str  # the board's command: its group's (`hands board`), or the terminal's own (`board`)
    _spoken: dict[str, tuple[dict[str, str], dict[tuple[str, str], str]]] = field(default_factory=dict)

    @property
    def by_words(self) -> bool:
        """No decision of the game has a command of its own: a line is its choice's words."""
        return not self.kinds

    @property
    def game_commands(self) -> frozenset[str]:
        """The commands the game's planner answers (the table's `command`)."""
        return frozenset({*self.kinds, "decide"})

    def typed(self, kind: str) -> bool:
        """Is this kind of decision answered by a command of its own (else by its words, or /decide)?"""
        return any(kind in kinds for kinds in self.kinds.values())

    def spoken(self, language: str) -> tuple[dict[str, str], dict[tuple[str, str], str]]:
        """What a line may name (lower case) -> ours: each command in `language` and in English, with or without
        the group's word; each option likewise."""
        if language not in self._spoken:
            commands = {alias: self.board if said == "board" else said for alias, said in ALIASES.items()}
            options: dict[tuple[str, str], str] = {}
            for path, names in self.options.items():
                for lang in (language, "en"):
                    said = _said(lang, path)
                    commands.setdefault(said, path)
                    if said.startswith(f"{_said(lang, self.game)} "):
                        commands.setdefault(said.split(" ", 1)[1], path)
                    for option in names:
                        options.setdefault((path, _said_option(lang, path, option)), option)
            self._spoken[language] = (commands, options)
        return self._spoken[language]

    def said_command(self, command: str) -> str:
        """A command as the run's language names it, with its slash when Discord has it ("/hands schritt")."""
        said = _said(w.language(), command)
        return said if command in (*OWN, "board") else f"/{said}"

    def said_option(self, command: str, option: str) -> str:
        return _said_option(w.language(), command, option)

    def description(self, command: str) -> str:
        """What a command does, in a line of the run's language: the terminal's words for it (the game's own
        first), else Discord's description with how its options are typed."""
        if command in ("help", "quit"):
            return w.COMMAND_WORDS["help"] if command == "help" else w.TERMINAL_WORDS["quit"]
        own = w.of_game(self.game, f"{command.split()[-1]}-words")  # no picture, no Manage Server at one screen
        if own is not None:
            return own
        msg_id = f"{command_ids(command)[-1]}.description"
        said = t(w.language(), msg_id).rstrip(".") if _has_everywhere(msg_id) else command
        usage = " ".join(f"{self.said_option(command, name)}:…" for name in self.options[command])
        return t(w.language(), "term-help-usage", words=said, usage=usage) if usage else said

    def command_of(self, words: list[str]) -> tuple[str | None, int]:
        """The command the first words name, and how many words it took (the longest that names one)."""
        known = self.spoken(w.language())[0]
        for size in (2, 1):
            name = " ".join(words[:size]).lower()
            if len(words) >= size and name in known:
                return known[name], size
        return None, 0

    def option_of(self, command: str, typed: str) -> str:
        return self.spoken(w.language())[1].get((command, typed.lower()), typed.lower())

    def parse(self, text: str) -> Line:
        """A typed line, or LineError saying in one sentence what cannot be read."""
        who, rest = split_who(text)
        words = rest.strip().removeprefix("/").split()
        if self.by_words and words and not words[0].endswith(":") and self.command_of(words)[0] is None:
            return Line(who, CHOICE, {CHOICE: " ".join(words)})
        return read_line(text, self._grammar)

    @functools.cached_property
    def _grammar(self) -> Grammar:
        unreadable = functools.partial(w.game_says, self.game, "read-line")
        return Grammar(self.options, self.command_of, self.option_of, self.said_command, self.said_option, unreadable)


@functools.cache
def grammar_of(game: str) -> GameGrammar:
    """A game's grammar, from its records' commands and its shelf entry (its group's table commands, and whether
    its face draws the board's picture)."""
    entry = shelf.entry(game)
    surfaces: list[Surface] = entry.load(entry.hosted)().rules.commands()
    face = entry.load_terminal_face()
    board = f"{game} board" if "board" in entry.table_commands else "board"
    pictures = bool(face.picture_names)  # `board picture:FILE.png` only for a game that draws its board
    table = {
        (board if name == "board" else f"{game} {name}"): TABLE_OPTIONS[name] if pictures or name != "board" else ()
        for name in entry.table_commands
    }
    options = {
        **{surface.path: tuple(option.name for option in surface.options) for surface in surfaces},
        "decide": ("choice",),
        **table,
        **({} if board in table else {board: ()}),
        "again": (),
        "help": (),
        "quit": (),
    }
    kinds = {surface.path: surface.kinds for surface in surfaces}
    return GameGrammar(game, options, kinds, board)


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


def _has_everywhere(msg_id: str) -> bool:
    return all(has(language, msg_id) for language in LOCALES)
