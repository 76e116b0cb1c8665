"""The English catalogue's words for every game's decision records, made from the records (issue 23).

A record is the only English of its kind: its phrase, its label and (where its record says) when it comes
(`phrase-<kind>`, `label-<kind>`, `when-<kind>`, after the game's prefix on the shelf), the commands that answer
it with their options (`cmd-…`, `opt-…`, by command_names' scheme), the groups they sit in, and the words an
option also takes (`label-stop`). They are written here as one Fluent resource that the English catalogue reads
beside its files (bot/i18n/__init__.py); German and French translate the same ids in their own files.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import Protocol

from bot.games.command_spec import Command, surface
from bot.games.english import English, Select, Text
from bot.games.entry import Shelved
from bot.games.shelf import shelved
from bot.i18n.command_names import command_ids, option_id

Message = tuple[str, str, dict[str, str]]  # id, its value as Fluent writes it, its attributes


class Record(Protocol):
    """What every game's decision record says in English."""

    @property
    def phrase(self) -> str: ...

    @property
    def label(self) -> English: ...

    @property
    def commands(self) -> tuple[Command, ...]: ...


def source() -> str:
    """Every game's record words, as the text of one Fluent resource."""
    return "".join(_message(*message) for game in shelved() for message in _game_records(game))


def _game_records(game: Shelved) -> Iterator[Message]:
    """One game's records (the shelf names the module that holds its MOVES and GROUPS): each kind's phrase and
    label, when it comes (a record that says so), and its commands."""
    records = importlib.import_module(game.records)
    yield from _kinds(game.record_prefix, records.MOVES)
    for kind, record in records.MOVES.items():
        when = getattr(record, "when", None)
        if isinstance(when, str):
            yield f"{game.record_prefix}when-{kind}", _words(when), {}
    yield from _commands(records.MOVES, records.GROUPS)


def _kinds(prefix: str, records: Mapping[str, Record]) -> Iterator[Message]:
    for kind, record in records.items():
        yield f"{prefix}phrase-{kind}", _words(record.phrase), {}
        yield f"{prefix}label-{kind}", _pattern(record.label), {}


def _commands(records: Mapping[str, Record], groups: Mapping[str, str]) -> Iterator[Message]:
    for group, description in groups.items():
        yield command_ids(group)[-1], _words(group), {"description": _words(description)}
    words: dict[str, None] = {}  # the words options also take, once each, in order
    for command in surface((kind, record.commands) for kind, record in records.items()):
        undescribed = [o.name for o in command.options if not o.description]
        if not command.description or undescribed:
            raise ValueError(f"/{command.path}: its record gives no description of {undescribed or 'the command'}")
        name = command.path.split()[-1]
        yield command_ids(command.path)[-1], _words(name), {"description": _words(command.description)}
        for option in command.options:
            described = {"description": _words(option.description)}
            yield option_id(command.path, option.name), _words(option.name), described
            words |= dict.fromkeys(option.words)
    yield from ((f"label-{word}", _words(word), {}) for word in words)


def _message(msg_id: str, value: str, attributes: dict[str, str]) -> str:
    lines = [f"{msg_id} = {value}", *(f"    .{name} = {text}" for name, text in attributes.items())]
    return "\n".join(lines) + "\n"


def _pattern(english: English) -> str:
    """The words as a Fluent pattern: `{ $who } covers { $count } { $count -> [one] … *[other] … }`."""
    return _bounded("".join(_select(piece) if isinstance(piece, Select) else _text(piece) for piece in english.pieces))


def _select(piece: Select) -> str:
    last = len(piece.variants) - 1
    variants = "".join(
        f"\n   *[{key}] {_bounded(_text(text))}" if index == last else f"\n    [{key}] {_bounded(_text(text))}"
        for index, (key, text) in enumerate(piece.variants)
    )
    return f"{{ ${piece.on} ->{variants}\n  }}"


def _words(words: str) -> str:
    """Plain words (a phrase, a description), as a Fluent pattern."""
    return _bounded(_literal(words))


def _text(text: Text) -> str:
    """Words and holes as Fluent writes them: a hole is `{ $name }`."""
    return "".join(_literal(words) + (f"{{ ${name} }}" if name else "") for words, name in text)


def _literal(words: str) -> str:
    """Words as Fluent text: a brace is a string literal."""
    if "\n" in words:
        raise ValueError(f"{words!r}: a record's English is one line")
    return "".join(f'{{ "{ch}" }}' if ch in "{}" else ch for ch in words)


def _bounded(pattern: str) -> str:
    """A whole pattern (a message's value, a variant's): Fluent trims a space that begins or ends one, so such a
    space is a string literal."""
    if pattern[:1].isspace():
        pattern = '{ " " }' + pattern[1:]
    if pattern[-1:].isspace():
        pattern = pattern[:-1] + '{ " " }'
    return pattern
