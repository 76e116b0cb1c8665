"""A sentence given as data (a catalogue id and its arguments: bot/games/errors.py) said in one language.

Refusals are built this way by the games and the table, so they can be said in
the reader's language: an argument that is itself `Words` is said first, a
`Listing` is joined as the language lists things, a game's action becomes its
button label, said by the game's face (its `Voice`: `label`, with names from
the public view, which a refusal carries: it shows nothing the channel may not
see), and a name agrees with its sentence as the game knows (`named`).
"""

from __future__ import annotations

from typing import Any, Protocol, TypeGuard

from bot.games.errors import Listing, Words
from bot.games.interface import Action, PublicView
from bot.i18n import DEFAULT, has, join_list, t


class Voice(Protocol):
    """How a game says its own things (a GameFace is one): an action as its button, and the catalogue
    sentences that need the game to be said (a name with the gender its sentence agrees with)."""

    def label(self, language: str, action: Any, public: PublicView) -> str: ...

    def named(self, language: str, words: Words, args: dict[str, object], public: PublicView | None) -> str | None: ...


def is_action(value: object) -> TypeGuard[Action]:
    """A game's action: its kind, its seat and its key (a named tuple, or the kit's BasicAction)."""
    return hasattr(value, "kind") and hasattr(value, "seat") and callable(getattr(value, "key", None))


def own_key(voice: object, key: str) -> str:
    """The game's own wording of a table sentence: `<game>-<key>` where its catalogue has one (a game without
    scenarios says "the game", not "the scenario"), else the table's. A voice may name several `prefixes`, the
    first found wins (a terminal's own words, then its game's)."""
    game = getattr(voice, "game", None)
    prefixes: tuple[str, ...] = getattr(voice, "prefixes", None) or ((game,) if game else ())
    return next((f"{p}-{key}" for p in prefixes if has(DEFAULT, f"{p}-{key}")), key)


def say(locale: str, value: object, public: PublicView | None = None, voice: Voice | None = None) -> str:
    """`value` in words of `locale`: Words, a Listing, a game's action (said by `voice`), or a plain value."""
    if isinstance(value, Words):
        args = {name: _arg(locale, arg, public, voice) for name, arg in value.args.items()}
        own = voice.named(locale, value, args, public) if voice is not None else None
        if own is not None:
            return own
        return t(locale, own_key(voice, value.key), **args)
    if isinstance(value, Listing):
        items = [say(locale, item, public, voice) for item in value.items]
        if value.join == "comma":
            return ", ".join(items)
        if value.join == "semicolon":  # French sets a no-break space before it
            return t(locale, "list-semicolon").join(items)
        return join_list(locale, items, last=value.join)
    if is_action(value):
        return voice.label(locale, value, public or {}) if voice is not None else str(value.key())
    return value if isinstance(value, str) else str(value)  # a Named or Quoted keeps what it carries


def _arg(locale: str, value: object, public: PublicView | None, voice: Voice | None) -> object:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value  # numbers stay numbers: the catalogue's plurals select on them
    return say(locale, value, public, voice)


def refusal_text(error: object, locale: str, voice: Voice | None = None) -> str:
    """A refusal (the engine's or the table's: TableError) in `locale`, with what is allowed instead.

    A refusal with no catalogue id (an English-only message) is said as it is.
    """
    key, data, public = getattr(error, "key", None), getattr(error, "data", {}), getattr(error, "public", None)
    text = say(locale, Words(key, data), public, voice) if key else str(getattr(error, "message", error))
    choices = getattr(error, "choices", [])
    if key and choices:
        return (
            text
            + "\n"
            + say(locale, Words("refuse-you-can", {"options": Listing(tuple(choices), "semicolon")}), public, voice)
        )
    allowed = getattr(error, "allowed", [])
    if allowed and not key:  # an English-only refusal lists its English choices; a catalogue's, never in English
        text += "\nYou can: " + "; ".join(allowed) + "."
    return text
