"""The terminal table's own words, said in the campaign's language (catalogue: locales/*/terminal.ftl).

The engine's and the pack's words (narration, refusals, rule summaries, the
glossary) come from their own modules; the catalogue file holds only what the
terminal adds: its help, its labels, its board's headings and its sentences.

`w.LEFT.format(path=…)` is `t(language, "term-left", path=…)`: an attribute
named here is the catalogue message `term-<name>` in the language of this
run (`use`, set once when the table is seated: one terminal plays one
campaign); a table of words (`w.PLACES["leave"]`) is one message per key, a
count (`w.DECK_CLEAR.count(3)`) a Fluent plural. The keys stay here: they are
code (the commands `help` lists, in its order), not words.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from typing import Any

from bot.i18n import DEFAULT, Quoted, TranslationError, has, t

LANGUAGE: ContextVar[str] = ContextVar("terminal_language", default=DEFAULT)


def use(language: str) -> None:
    """The language of everything the terminal says from now on, in this run (its asyncio context)."""
    LANGUAGE.set(language)


def language() -> str:
    return LANGUAGE.get()


def of_game(game: str, key: str, /, **args: Any) -> str | None:
    """The terminal's sentence `key` for a game, in its own words where its catalogue has them (`term-hands-welcome`,
    or its Discord sentence `hands-left`), else in any game's (`term-any-welcome`); None when neither has one."""
    for msg_id in (f"term-{game}-{key}", f"{game}-{key}", f"term-any-{key}"):
        if has(DEFAULT, msg_id):
            return t(language(), msg_id, **args)
    return None


def game_says(game: str, key: str, /, **args: Any) -> str:
    """`of_game`, for a sentence every game has (any game's words are the catalogue's: KeyError when missing)."""
    said = of_game(game, key, **args)
    if said is None:
        raise KeyError(f"no terminal sentence {key!r}")
    return said


def _id(*parts: object) -> str:
    return "term-" + "-".join(str(part).lower().replace("_", "-").replace(" ", "-") for part in parts)


class Phrase(str):
    """A catalogue message: as a string, its text when it needs no arguments; `.format(**args)` fills it in."""

    msg_id: str
    repr_args: frozenset[str]

    def __new__(cls, msg_id: str, repr_args: frozenset[str] = frozenset()) -> Phrase:
        try:
            text = t(language(), msg_id)
        except TranslationError:  # it takes arguments: only its .format() says it
            text = msg_id
        phrase = super().__new__(cls, text)
        phrase.msg_id, phrase.repr_args = msg_id, repr_args
        return phrase

    def format(self, *unused: object, **args: Any) -> str:
        said = {name: Quoted(str(value)) if name in self.repr_args else value for name, value in args.items()}
        return t(language(), self.msg_id, **said)


class Count:
    """A counted noun ("1 Care Token", "2 Care Tokens"): a Fluent plural of `$count`."""

    def __init__(self, msg_id: str) -> None:
        self.msg_id = msg_id

    def count(self, number: int) -> str:
        return t(language(), self.msg_id, count=number)

    def noun(self, number: int) -> str:
        """The noun alone, agreeing with `number` ("Partial Memory" / "Partial Memories")."""
        return t(language(), f"{self.msg_id}-noun", count=number)


class Table(Mapping[Any, str]):
    """Words keyed by code (a place, a step, a command): one catalogue message per key."""

    def __init__(self, name: str, keys: tuple[Any, ...]) -> None:
        self.name, self.keys_ = name, keys

    def __getitem__(self, key: Any) -> str:
        if key not in self.keys_:
            raise KeyError(key)
        return Phrase(_id(self.name, key))

    def __iter__(self) -> Iterator[Any]:
        return iter(self.keys_)

    def __len__(self) -> int:
        return len(self.keys_)


TABLES: dict[str, tuple[Any, ...]] = {
    "COMMAND_WORDS": (
        *("campaign new", "campaign join", "campaign leave", "campaign start", "campaign status"),
        *("campaign recap", "campaign options", "campaign standin", "campaign undo", "campaign abandon"),
        *("campaign export", "campaign import"),
        *("decide", "board", "memories", "hand", "rules", "help"),
    ),
    "TERMINAL_WORDS": ("show", "clear", "quit"),
    "HELP_GROUPS": ("campaign", "look"),
    "STEP_WORDS": (
        *("reveal", "staffing", "bonus", "care", "medical", "rewards", "give_token", "talker", "billy_voice"),
        *("focus", "drawing", "inquiry", "sm_return", "over"),
    ),
    "BANDS": ("green", "orange", "red", "black"),
    "NURSE_ROLE": ("sm",),
    "PLACES": ("break_room", "shift", "leave", "sm_board", "on_call", "gone"),
    "CARD_KINDS": ("stable", "deteriorating", "emergency"),
    "CARE_WORDS": ("medical", "palliative", None),
    "RESULT": ("won", "lost"),
    "OPTION_VALUE_WORDS": (True, False, "en", "de", "fr", "dm", "channel"),
}
HEADINGS = {"STAFF_HEADINGS": 5, "SHIFT_HEADINGS": 4}
COUNTS = {"DECK_PATIENT", "DECK_PARTIAL", "DECK_CLEAR", "PRIVATE_COUNT", "TOKENS", "CARE_TOKENS"}
# Arguments quoted in the language's marks (what the player typed: "no such command 'foo'", „foo“, « foo »).
REPR_ARGS = {
    "OPTION_UNKNOWN": "key",
    "RULES_UNKNOWN": "topic",
    "NOT_A_PLAYER": "name",
    "UNKNOWN_COMMAND": "command",
    "UNKNOWN_OPTION": "option",
    "SCENARIO_NUMBER": "value",
    "FLAG_LANGUAGE": "given",
    "FLAG_PLAYERS_WORD": "name",
    "FLAG_AS": "given",
}


def __getattr__(name: str) -> Any:
    """`w.NAME`: the catalogue's words for it in this run's language (module attributes, PEP 562)."""
    if not name.isupper():
        raise AttributeError(name)
    if name in TABLES:
        return Table(name, TABLES[name])
    if name in HEADINGS:
        return tuple(Phrase(_id(name, i)) for i in range(HEADINGS[name]))
    if name in COUNTS:
        return Count(_id(name))
    if name == "CARD_NEEDS":
        return Count(_id(name))
    return Phrase(_id(name), frozenset({REPR_ARGS[name]}) if name in REPR_ARGS else frozenset())
