"""A refusal's words built twice from the same facts: the English sentence and the same sentence as data.

The English is `RuleError.message` (logs, every English caller); the data (a
catalogue id and its arguments: `Words`) is said in any language by
bot/render/sayings.py. tests/i18n/test_refusals.py holds the English catalogue
equal to the sentence, so the two never drift.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.errors import Listing, Words
from bot.games.holding_on.engine.moves import MOVES, staff_name
from bot.games.holding_on.engine.state import GameState


@dataclass(frozen=True, slots=True)
class Said:
    text: str  # English
    words: Words  # the same, as data


def say(text: str, key: str, **args: object) -> Said:
    return Said(text, Words(key, args))


def phrase(kind: str) -> Said:
    return say(MOVES[kind].phrase, f"phrase-{kind}")


def staff(state: GameState, staff_id: str | None) -> Said:
    """A staff member by name: a Nurse's own, or the rules' staff (translated by the catalogue)."""
    name = staff_name(state, staff_id)
    return say(name, "staff-name", id=str(staff_id or ""), name=name)


def joined(parts: list[Said], last: str) -> Said:
    """ "a", "a or b", "a, b or c": the English words, and a Listing the catalogue joins its own way."""
    texts = [p.text for p in parts]
    text = texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + f" {last} " + texts[-1]
    return Said(text, Words("listing", {"items": Listing(tuple(p.words for p in parts), last)}))
