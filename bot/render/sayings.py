"""A sentence given as data (a catalogue id and its arguments: bot/games/errors.py) said in one language.

Refusals are built this way by the games and the table, so they can be said in
the reader's language: an argument that is itself `Words` is said first, a
`Listing` is joined as the language lists things, a game's action becomes its
button label, said by the game's face (`label`, with names from the public
view, which a refusal carries: it shows nothing the channel may not see).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.games.errors import Listing, Words
from bot.i18n import join_list, t

Labeler = Callable[[str, Any, dict[str, Any]], str]  # a game's action as its button says it (GameFace.label)


def is_action(value: object) -> bool:
    """A game's action: a named tuple with its kind and seat (every game's Action is one)."""
    return isinstance(value, tuple) and hasattr(value, "kind") and hasattr(value, "seat")


def staff_gender(staff_id: object) -> str:
    """The grammatical gender a sentence about this staff member agrees with (French: "l'Assistant est
    affecté", "l'Infirmière est affectée"): Assistants and On-Call Assistants masculine, Nurses feminine."""
    return "masc" if str(staff_id or "")[:1] in ("a", "o") else "fem"


def say(locale: str, value: object, public: dict[str, Any] | None = None, label: Labeler | None = None) -> str:
    """`value` in words of `locale`: Words, a Listing, a game's action (said by `label`), or a plain value."""
    if isinstance(value, Words):
        args = {name: _arg(locale, arg, public, label) for name, arg in value.args.items()}
        named = [arg for arg in value.args.values() if isinstance(arg, Words) and arg.key == "staff-name"]
        if named and "gender" not in args:  # the sentence agrees with the staff member it names (French)
            args["gender"] = staff_gender(named[0].args.get("id"))
        return t(locale, value.key, **args)
    if isinstance(value, Listing):
        items = [say(locale, item, public, label) for item in value.items]
        if value.join == "comma":
            return ", ".join(items)
        if value.join == "semicolon":  # French sets a no-break space before it
            return t(locale, "list-semicolon").join(items)
        return join_list(locale, items, last=value.join)
    if is_action(value):
        return label(locale, value, public or {}) if label is not None else str(value.key())  # type: ignore[attr-defined]
    return str(value)


def _arg(locale: str, value: object, public: dict[str, Any] | None, label: Labeler | None) -> object:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value  # numbers stay numbers: the catalogue's plurals select on them
    return say(locale, value, public, label)


def refusal_text(error: object, locale: str, label: Labeler | None = None) -> str:
    """A refusal (the engine's or the table's: TableError) in `locale`, with what is allowed instead.

    A refusal with no catalogue id (an English-only message) is said as it is.
    """
    key, data, public = getattr(error, "key", None), getattr(error, "data", {}), getattr(error, "public", None)
    text = say(locale, Words(key, data), public, label) if key else str(getattr(error, "message", error))
    choices = getattr(error, "choices", [])
    if key and choices:
        return (
            text
            + "\n"
            + say(locale, Words("refuse-you-can", {"options": Listing(tuple(choices), "semicolon")}), public, label)
        )
    allowed = getattr(error, "allowed", [])
    if allowed:
        text += "\nYou can: " + "; ".join(allowed) + "."
    return text
