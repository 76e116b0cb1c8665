"""A sentence given as data (a catalogue id and its arguments: bot/games/errors.py) said in one language.

Refusals are built this way by the engine and the table, so they can be said in
the reader's language: an argument that is itself `Words` is said first, a
`Listing` is joined as the language lists things, an Action becomes its button
label (names from the public view, which a refusal carries: it shows nothing
the channel may not see).
"""

from __future__ import annotations

from bot.games.errors import Listing, Words
from bot.games.holding_on.engine import Action
from bot.i18n import Named, join_list, t
from bot.render.labels import label
from bot.render.narrate import genders_of, person, staff_label


def say(locale: str, value: object, public: dict | None = None) -> str:
    """`value` in words of `locale`: Words, a Listing, an Action, or a plain value.

    A staff member or a seat's Nurse is said with the gender her sentence agrees with (GENDER() in the
    catalogue: an Assistant's, or the one her player chose, from the public view)."""
    if isinstance(value, Words):
        args = {name: _arg(locale, arg, public) for name, arg in value.args.items()}
        if value.key == "staff-name":
            return staff_label(locale, value.args.get("id"), value.args.get("name", ""), genders_of(public))
        if value.key == "role" and "name" in args:
            named = person(args["name"], genders_of(public))
            return Named(t(locale, value.key, **{**args, "name": named}), named.gender)
        return t(locale, value.key, **args)
    if isinstance(value, Listing):
        items = [say(locale, item, public) for item in value.items]
        if value.join == "comma":
            return ", ".join(items)
        if value.join == "semicolon":  # French sets a no-break space before it
            return t(locale, "list-semicolon").join(items)
        return join_list(locale, items, last=value.join)
    if isinstance(value, Action):
        return label(locale, value, public or {})
    return value if isinstance(value, str) else str(value)  # a Named or Quoted keeps what it carries


def _arg(locale: str, value: object, public: dict | None) -> object:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value  # numbers stay numbers: the catalogue's plurals select on them
    return say(locale, value, public)


def refusal_text(error: object, locale: str) -> str:
    """A refusal (the engine's or the table's: TableError) in `locale`, with what is allowed instead.

    A refusal with no catalogue id (an English-only message) is said as it is.
    """
    key, data, public = getattr(error, "key", None), getattr(error, "data", {}), getattr(error, "public", None)
    text = say(locale, Words(key, data), public) if key else str(getattr(error, "message", error))
    choices = getattr(error, "choices", [])
    if key and choices:
        return (
            text
            + "\n"
            + say(locale, Words("refuse-you-can", {"options": Listing(tuple(choices), "semicolon")}), public)
        )
    allowed = getattr(error, "allowed", [])
    if allowed:
        text += "\nYou can: " + "; ".join(allowed) + "."
    return text
