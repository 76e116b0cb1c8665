"""What a reader of "…and then, we held hands." must never meet, in any of our languages (issue 33): a word of
Holding On's (a scenario, a campaign, a Shift Manager, a Nurse), an emotion said as an adjective where
docs/TERMS.hands.md names it with a noun, nested brackets, a double full stop, and the punctuation of another
language: English quotation marks in German, and in French an ordinary space (or none) before : ; ? ! » and
after «.

`faults(texts, language)` lists each fault with the text it is in; the tests that play whole games (on Discord:
tests/cogs/test_hands_words.py; at the terminal: tests/local/test_hands_terminal_words.py) assert it is empty.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

HOLDING_ON_WORDS = {
    "en": re.compile(r"\b(scenario|campaign|shift manager|nurse)s?\b", re.IGNORECASE),
    "de": re.compile(r"(szenario|kampagne|schichtleit|pflegekraft|pflegekräfte)", re.IGNORECASE),
    "fr": re.compile(r"(scénario|campagne|responsable d’équipe|infirmi)", re.IGNORECASE),
}
# The four emotions as adjectives, in lower case: the nouns are capitalised (Joy, Freude, Joie), docs/TERMS.hands.md
ADJECTIVES = {
    "en": re.compile(r"\b(sad|angry|calm|happy)\b"),
    "de": re.compile(r"\b(traurig|wütend|ruhig|glücklich)(e[nmrs]?)?\b"),
    "fr": re.compile(r"\b(triste|tristes|en colère|calme|calmes|heureux|heureuse)\b"),
}
NO_BREAK = "\u00a0\u202f"
# What a player types is quoted or code: its colons are a command's syntax ("ben: moitié gauche", "vers:O12")
_TYPED = re.compile(r"«[^»]*»|„[^“]*“|'[^'\n]*'|`[^`]*`|<[^>]*>|https?://\S+")
# (what is wrong, why, whether the typed words are checked too: their guillemets are the sentence's own)
FRENCH = (
    (re.compile(r"[ \t][:;!?»]"), "an ordinary space where French sets a no-break one", True),
    (re.compile(rf"[^\s{NO_BREAK}][;!?]"), "no space before ; ! or ?", False),
    (re.compile(rf"[^\s{NO_BREAK}\d]:(?=\s|$)"), "an English colon (no space before it)", False),
    (re.compile(rf"«(?=[^{NO_BREAK}])|[^{NO_BREAK}]»"), "no no-break space inside « »", True),
    (re.compile(r"[\"“”]"), "English quotation marks", False),
    (re.compile(r"\b[àÀ] les?\b"), "« à le », « à les » where French says « au », « aux »", False),
)
GERMAN = ((re.compile(r"[\"”«»]"), "quotation marks that are not German („…“)", False),)
EVERYWHERE = ((re.compile(r"(?<!\.)\.\.(?!\.)"), "a double full stop", False),)


def faults(texts: Iterable[str], language: str) -> list[tuple[str, str]]:
    """Each fault in `texts` (what the table read, in `language`: en, de or fr), with the text it is in."""
    found: list[tuple[str, str]] = []
    for text in texts:
        found += [(why, text[:200]) for why in _faults_of(text, language)]
    return found


def _faults_of(text: str, language: str) -> Iterator[str]:
    for word in HOLDING_ON_WORDS[language].finditer(text):
        yield f"a word of Holding On's: {word.group(0)!r}"
    for word in ADJECTIVES[language].finditer(text):
        yield f"an emotion as an adjective: {word.group(0)!r}"
    if _nested(text):
        yield "nested brackets"
    yield from punctuation_faults(text, language)


def punctuation_faults(text: str, language: str) -> Iterator[str]:
    """The faults of punctuation alone (any text of the bot's, either game): a double full stop, and another
    language's quotation marks or spacing; what a player types (quoted, code, a mention, a link) is left alone
    where its own punctuation is a command's."""
    rules = EVERYWHERE + (FRENCH if language == "fr" else GERMAN if language == "de" else ())
    for pattern, why, typed_too in rules:
        plain = text if typed_too else _TYPED.sub(" ", text)
        for hit in pattern.finditer(plain):
            yield f"{why}: {plain[max(hit.start() - 12, 0) : hit.end() + 12]!r}"


def _nested(text: str) -> bool:
    depth = 0
    for character in _TYPED.sub(" ", text):
        depth += {"(": 1, ")": -1}.get(character, 0)
        if depth > 1:
            return True
        depth = max(depth, 0)
    return False


def message_texts(message: dict[str, Any] | Any) -> list[str]:
    """The words a person reads in a Discord message: its content, its embeds' words, its buttons and menus."""
    get = message.get if isinstance(message, dict) else lambda key, default=None: getattr(message, key, default)
    texts = [get("content", "") or ""]
    for embed in get("embeds", []) or []:
        texts += [embed.get(key) or "" for key in ("title", "description")]
        texts += [(embed.get("footer") or {}).get("text") or ""]
        for field in embed.get("fields") or []:
            texts += [field.get("name") or "", field.get("value") or ""]
    texts += list(_component_words(get("components", []) or []))
    return [text for text in texts if text]


def _component_words(components: Iterable[dict[str, Any]]) -> Iterator[str]:
    for component in components:
        for key in ("label", "placeholder"):
            if component.get(key):
                yield str(component[key])
        for option in component.get("options") or []:
            yield from (str(option[key]) for key in ("label", "description") if option.get(key))
        yield from _component_words(component.get("components") or [])
