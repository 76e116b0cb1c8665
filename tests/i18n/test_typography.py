"""Every message of the catalogues, either game's, in the punctuation of its own language (issue 33): German
quotation marks „…“, French « … » with a no-break space inside, a no-break space before : ; ! ? and none of
English's quotes; no double full stop; and in French « au », « aux », never « à le », « à les » (a name the
code inserts after « à » is the usual way to meet it). tests/hands/typography.py holds the rules; the whole
games of tests/cogs/test_hands_words.py and tests/local/test_hands_terminal_words.py apply them to what the
code assembles around these messages.
"""

from __future__ import annotations

import re

import pytest

from bot.i18n import catalogue
from tests.hands.typography import punctuation_faults
from tests.i18n.test_catalogue import _sample_renders


def _option_names(locale: str) -> list[str]:
    """The options as typed at the terminal (`nom:`, `sujet:`): their colon is the command's, not a sentence's."""
    book = catalogue(locale)
    names = {book.format(key, {}) for key in book.ids if key.startswith("opt-")}
    return sorted(names, key=len, reverse=True)


@pytest.mark.parametrize("locale", ["en", "de", "fr"])
def test_every_message_is_punctuated_as_its_language_writes(locale: str) -> None:
    typed = re.compile("|".join(rf"\b{re.escape(name)}:" for name in _option_names(locale)))
    found = []
    count = 0
    for key, text in _sample_renders(locale):
        count += 1
        found += [(key, why) for why in punctuation_faults(typed.sub("", text), locale)]
    assert count > 1000
    assert not found, found


@pytest.mark.parametrize(
    ("locale", "text"),
    [
        ("fr", "Objectif: Joie"),  # an English colon
        ("fr", "Objectif : Joie"),  # an ordinary space, which a line may break at
        ("fr", "pas de \u00ab je vais l\u00e0\u00a0\u00bb"),  # no no-break space after «
        ("fr", 'pas de "je vais là"'),
        ("fr", "La main est \u00e0 le bot."),
        ("fr", "Vraiment?"),
        ("de", 'kein "ich gehe dahin"'),
        ("de", "kein \u00bbich gehe dahin\u00ab"),
        ("en", "24 Std.."),
    ],
)
def test_the_rules_see_each_fault(locale: str, text: str) -> None:
    assert list(punctuation_faults(text, locale))
