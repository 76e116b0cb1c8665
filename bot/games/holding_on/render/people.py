"""The Nurses a story text names, said as the table chose them (issue 35).

A scenario's text may name the Nurse who made a call (`{nurse.<contact id>}`) or the Nurses at the table
(`{nurse.all}`, said as a list in the table's language); with `|f=…|m=…|n=…` it says instead the words that agree
with her gender, as her player chose it (engine/content.py, PERSON). A group agrees as one when all its Nurses
chose alike, and in the neutral words otherwise; a gender a text does not word falls back to its neutral words.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from bot.games.holding_on.decision_words import person_gender
from bot.games.holding_on.engine.content import PERSON, Facts
from bot.i18n import NEUTRAL, join_list

ALL = "all"


def said(text: str, facts: Facts, language: str, genders: Mapping[str, str] | None = None) -> str:
    """`text` with each Nurse it names said: a name, a list of names, or the words agreeing with them."""

    def one(found: re.Match[str]) -> str:
        who, choices = found[1], found[2]
        names = list(facts.nurses) if who == ALL else [facts.callers[who]] if who in facts.callers else []
        if not names:  # an older event that did not say who sat there: the neutral words, or nothing
            return _words(choices).get(NEUTRAL, "") if choices else ""
        if not choices:
            return join_list(language, names)
        words = _words(choices)
        return words.get(_gender(names, genders), words.get(NEUTRAL, ""))

    return PERSON.sub(one, text)


def _words(choices: str) -> dict[str, str]:
    """`|f=…|m=…|n=…` -> {"f": …, "m": …, "n": …}."""
    return dict(choice.split("=", 1) for choice in choices.strip("|").split("|"))


def _gender(names: list[str], genders: Mapping[str, str] | None) -> str:
    chosen = {person_gender(name, genders) for name in names}
    return chosen.pop() if len(chosen) == 1 else NEUTRAL
