"""A decision's command, as data in its record: the slash path, its options, and the action fields they fill.

A kind of decision names its command in its record (each game's `moves.py`),
and only there: the game's planner turns a typed command into actions from
it, Discord's slash commands are built from it (bot/app/game_commands.py),
the terminal reads lines by it, and the help's hints name it. Its English (the
path's words, the options' names, the descriptions) is written here only: the
English catalogue's `cmd-shift-assign`, `opt-shift-assign-staff` are made from
it (bot/i18n/records.py); German and French translate those ids.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

OptionType = Literal["name", "number", "seat"]


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a command: what a player types, and the action field it fills.

    `name`: something named by its words (a staff member, a contact), resolved by the game's planner;
    `number`: a whole number from `low` to `high` (or one of `choices`), or one of `words` ("stop");
    `seat`: a player at the table (a Discord member, or her name at a terminal): never autocompleted, Discord
    offers the server's members itself.
    """

    name: str  # the option's English name, as Discord shows it
    field: str | None  # the action field it fills (None: it only selects a command, see Command.when)
    type: OptionType = "name"
    description: str = ""  # what to give it, in English (Discord shows at most 100 characters)
    required: bool = True
    complete: bool = True  # autocompleted from the decisions open to the player
    low: int = 0
    high: int = 0
    default: int | None = None  # a number left out
    choices: tuple[int, ...] = ()  # a number from a short list (Discord offers the list)
    words: tuple[str, ...] = ()  # words a number option also takes ("stop")
    answers: str | None = None  # the kind of a later decision this option answers ahead (its own action)

    def __post_init__(self) -> None:
        if self.type == "seat" and self.complete:
            raise ValueError(f"option {self.name!r}: a member is picked from Discord's own list, not autocompleted")

    @property
    def typed(self) -> bool:
        """Typed as text (a name, or a number that may also be a word), not as a Discord number."""
        return self.type == "name" or bool(self.words)


class Own:
    """A field the command fills with the actor's own piece (Holding On: her Nurse), not with an option."""

    def __repr__(self) -> str:
        return "OWN"


OWN = Own()


@dataclass(frozen=True, slots=True)
class Command:
    """A slash command that answers a kind of decision ("shift assign"), in the kind's record."""

    path: str  # "shift assign": a group and a command, or one word
    options: tuple[Option, ...] = ()
    description: str = ""  # what it does, in English (Discord shows at most 100 characters)
    fixed: Mapping[str, object] = field(default_factory=dict)  # fields the command sets: {"choice": "medical"}
    when: Mapping[str, str] = field(default_factory=dict)  # it answers this kind only with these option words
    then: tuple[str, ...] = ()  # later kinds it also takes when one comes next for this seat alone, nobody else

    def fills(self) -> dict[str, Option]:
        """The action fields its options fill, by field (options that answer ahead fill another decision)."""
        return {o.field: o for o in self.options if o.field is not None and o.answers is None}

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name), None)

    def matches(self, action: object) -> bool:
        """Does this command answer this action (its fixed fields are the action's)?"""
        return all(getattr(action, name, None) == value for name, value in self.fixed.items() if value is not OWN)


@dataclass(frozen=True, slots=True)
class Surface:
    """One command of a game's command surface: its path and options, and the kinds it answers, in order."""

    path: str
    options: tuple[Option, ...]
    kinds: tuple[str, ...]
    description: str = ""


def at_path(records: Iterable[tuple[str, Iterable[Command]]], path: str) -> list[tuple[str, Command]]:
    """Every (kind, command) of the records at this path, in the records' order."""
    return [(kind, command) for kind, commands in records for command in commands if command.path == path]


def first_open(open_now: Iterable[Any], kind: str, fields: Mapping[str, object]) -> Any | None:
    """The first open decision of this kind whose fields are the given ones (the rest filled in by the game)."""
    for action in open_now:
        if action.kind == kind and all(getattr(action, name, None) == value for name, value in fields.items()):
            return action
    return None


def surface(records: Iterable[tuple[str, Iterable[Command]]]) -> list[Surface]:
    """Every command the records name, once each, in the records' order; records sharing a path must agree on
    its options and its description (ValueError otherwise: one command cannot take two shapes on Discord)."""
    found: dict[str, Surface] = {}
    for kind, commands in records:
        for command in commands:
            known = found.get(command.path)
            if known is None:
                found[command.path] = Surface(command.path, command.options, (kind,), command.description)
            elif (known.options, known.description) != (command.options, command.description):
                raise ValueError(f"/{command.path}: {kind} names other options or words than {known.kinds[0]}")
            elif kind not in known.kinds:
                found[command.path] = Surface(command.path, known.options, (*known.kinds, kind), known.description)
    return list(found.values())
