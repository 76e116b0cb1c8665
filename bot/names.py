"""Names players type: one key to compare them by, and what a Nurse's name may be (issue 11).

Two names are the same name when their keys are equal: Unicode NFKC, then
casefold, then without spaces, punctuation and invisible characters. So
"On-Call 1", "on call 1" and "ＯＮ－ＣＡＬＬ １" are one name, while "🐶" and "🐱"
stay two (an emoji is a symbol, not punctuation). Nothing here guesses: a name
matches another only when their keys are equal.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from bot.games.errors import Words
from bot.i18n import DEFAULT, Quoted, say_data

NURSE_NAME_MAX = 32
# The table's other staff (and the ids buttons and autocomplete use for everyone): never a Nurse's name.
STAFF_NAMES = ("Assistant 1", "Assistant 2", "On-Call 1", "On-Call 2")
STAFF_IDS = ("a1", "a2", "o1", "o2", "n0", "n1", "n2", "n3")
SHOWN_MAX = 40  # how much of a typed name a refusal repeats
# Discord markup that mentions someone or something (<@123>, <#456>, <@&789>, </cmd:1>): in a Nurse's name it
# would ping that user every time the table names her.
MENTION = re.compile(r"<(?:@[!&]?|#|/|a?:)")


def name_key(text: str) -> str:
    """The form two names are compared in (see the module's docstring)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(ch for ch in folded if not _ignored(ch))


def _ignored(ch: str) -> bool:
    category = unicodedata.category(ch)
    return ch.isspace() or category.startswith("P") or category in ("Cc", "Cf")


RESERVED = {name_key(name) for name in (*STAFF_NAMES, *STAFF_IDS)}


def tidy(text: str) -> str:
    """A name as it is kept and shown: runs of spaces made one, ends trimmed."""
    return " ".join(text.split())


def shown(text: str) -> Quoted:
    """A typed name for a refusal: quoted (in the reader's language's marks), and cut short when long."""
    text = tidy(text)
    return Quoted(text if len(text) <= SHOWN_MAX else text[: SHOWN_MAX - 1] + "…")


def seat_name_problem(name: str, taken: Iterable[str] = ()) -> Words | None:
    """Why `name` (tidied) cannot be a seat's name (Holding On: a Nurse's) beside the names `taken` (a catalogue
    sentence); None when it can. `problem_text` says it in a language."""
    rule = Words("name-rule", {"most": NURSE_NAME_MAX})
    if not 1 <= len(name) <= NURSE_NAME_MAX or not name.isprintable():
        return rule
    if MENTION.search(name):
        return Words("name-mention")
    if "=" in name:  # a decision's key reads `kind.field=value`: /decide would take such a name for one
        return Words("name-key-like", {"name": shown(name)})
    key = name_key(name)
    if not key:
        return rule
    if key in RESERVED:
        return Words("name-reserved", {"name": shown(name)})
    if any(name_key(other) == key for other in taken):
        return Words("name-taken", {"name": shown(name)})
    return None


def problem_text(problem: Words, locale: str = DEFAULT) -> str:
    """A name's problem in words of `locale`."""
    return str(say_data(locale, problem))
