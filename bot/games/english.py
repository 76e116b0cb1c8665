"""A decision's English words as data in its record, said two ways from one text (issue 23).

The engine says them (`English.say`: `describe`, refusals, logs, the simulator), and the English catalogue is
made from the same pieces (bot/i18n/records.py writes them as Fluent messages), so English is written once;
German and French translate the catalogue's message. A piece is text with `{name}` holes, or words chosen by an
argument (`select`: by its value; `plural`: by a count's English plural). The last variant answers for any
other value, as Fluent's default variant does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from string import Formatter

Text = tuple[tuple[str, str | None], ...]  # (words, the hole after them or None), in order


def parse_text(text: str) -> Text:
    """ "{who} covers" -> (("", "who"), (" covers", None)); "{{" is a brace. One line, holes named plainly."""
    if "\n" in text:
        raise ValueError(f"{text!r}: the words of a decision are one line")
    pieces = []
    for words, name, spec, conversion in Formatter().parse(text):
        if name is not None and (not name.isidentifier() or spec or conversion):
            raise ValueError(f"{text!r}: a hole is a plain name, like {{who}}")
        pieces.append((words, name))
    return tuple(pieces)


def _say_text(text: Text, args: Mapping[str, object]) -> str:
    return "".join(words if name is None else f"{words}{args[name]}" for words, name in text)


@dataclass(frozen=True, slots=True)
class Select:
    """Words chosen by an argument: by its value, or (`plural`) by a count's English plural, "one" or "other"."""

    on: str  # the argument it reads
    variants: tuple[tuple[str, Text], ...]  # (key, words); the last answers for any other value
    plural: bool = False

    def chosen(self, value: object) -> Text:
        key = ("one" if value == 1 else "other") if self.plural else str(value)
        return next((text for name, text in self.variants if name == key), self.variants[-1][1])


def select(on: str, **variants: str) -> Select:
    """`select("choice", yes="spend 1 Care Token", no="do not spend")`: by the value of `on`; the last for others."""
    if not variants:
        raise ValueError(f"select on {on!r}: no words to choose from")
    return Select(on, tuple((key, parse_text(words)) for key, words in variants.items()))


def plural(on: str, *, one: str, other: str) -> Select:
    """`plural("count", one="token", other="tokens")`: by the count, as English says 1 token, 0 or 2 tokens."""
    return Select(on, (("one", parse_text(one)), ("other", parse_text(other))), plural=True)


@dataclass(frozen=True, slots=True, init=False)
class English:
    """One decision in English words: `English("{who} covers {count} ", plural("count", one=…, other=…))`."""

    pieces: tuple[Text | Select, ...]
    names: frozenset[str]  # the arguments it reads

    def __init__(self, *pieces: str | Select) -> None:
        parsed = tuple(parse_text(piece) if isinstance(piece, str) else piece for piece in pieces)
        names = set()
        for piece in parsed:
            texts = [text for _, text in piece.variants] if isinstance(piece, Select) else [piece]
            names |= {name for text in texts for _, name in text if name is not None}
            if isinstance(piece, Select):
                names.add(piece.on)
        object.__setattr__(self, "pieces", parsed)
        object.__setattr__(self, "names", frozenset(names))

    def say(self, args: Mapping[str, object]) -> str:
        """The words with `args` in their holes (each argument said as `str()` says it)."""
        return "".join(
            _say_text(piece.chosen(args[piece.on]) if isinstance(piece, Select) else piece, args)
            for piece in self.pieces
        )
