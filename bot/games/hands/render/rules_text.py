"""The rules of "...and then, we held hands." for `/hands rules` and the terminal: each ruling H1-H20 in a few
lines of our own (never the rulebook's), the glossary, and what a table is told when a game starts.

Plain text with light Markdown bold (Discord shows it, the terminal turns it
into a style), every word from the catalogue (hands.ftl).
"""

from __future__ import annotations

from bot.i18n import LOCALES, t

RULINGS = tuple(f"H{number}" for number in range(1, 21))
GLOSSARY = "glossary"
# The glossary's terms, in the order a newcomer meets them.
TERMS = (
    "node",
    "ring",
    "middle-line",
    "perspective",
    "balance",
    "scale",
    "objective",
    "set",
    "argument",
    "centre",
)
WELCOME_LINES = 6  # hands-welcome-1 .. -6: how to play, in short


def _normal(text: str) -> str:
    return " ".join(text.casefold().replace("-", " ").replace("_", " ").split())


def topics(language: str) -> list[tuple[str, str]]:
    """(key, title) of every ruling, then the glossary: "H12", "H12 · Perspective"."""
    found = [(ruling, f"{ruling} · {t(language, f'hands-rule-{ruling}')}") for ruling in RULINGS]
    return [*found, (GLOSSARY, t(language, "hands-glossary-title"))]


def _ruling_named(topic: str) -> str | None:
    """The ruling a player asks for: by id ("h12"), or by its name or title in any of our languages."""
    wanted = _normal(topic)
    for ruling in RULINGS:
        if wanted == ruling.casefold():
            return ruling
    for language in LOCALES:
        for ruling in RULINGS:
            names = (t(language, f"hands-rule-{ruling}.key"), t(language, f"hands-rule-{ruling}"))
            if wanted in {_normal(name) for name in names}:
                return ruling
    return None


def _is_glossary(topic: str) -> bool:
    wanted = _normal(topic)
    return wanted == GLOSSARY or any(wanted == _normal(t(lang, "hands-glossary-title")) for lang in LOCALES)


def rule_text(language: str, topic: str) -> str | None:
    """A ruling in `language` ("**H12 · Perspective**" and its summary), the glossary, or None if unknown."""
    if _is_glossary(topic):
        return glossary(language)
    ruling = _ruling_named(topic)
    if ruling is None:
        return None
    title = t(language, f"hands-rule-{ruling}")
    return f"**{ruling} · {title}**\n{t(language, f'hands-rule-{ruling}.summary')}"


def rules_list(language: str) -> str:
    """The list `/hands rules` shows without a topic."""
    lines = [t(language, "hands-rules-list"), *(f"- {title}" for _, title in topics(language))]
    return "\n".join([*lines, t(language, "hands-rules-source")])


def glossary(language: str) -> str:
    """The game's words: node, ring, middle line, perspective, balance, scale, objective, set, argument, centre."""
    lines = [f"**{t(language, 'hands-glossary-title')}**"]
    lines += [t(language, f"hands-term-{term}") for term in TERMS]
    return "\n".join(lines)


def welcome(language: str) -> str:
    """What a table is told when a game starts: H20's one social rule in our words, then how to play."""
    lines = [t(language, "hands-welcome-rule"), "", t(language, "hands-welcome-howto")]
    lines += [f"- {t(language, f'hands-welcome-{number}')}" for number in range(1, WELCOME_LINES + 1)]
    lines.append(t(language, "hands-welcome-commands"))
    return "\n".join(lines)
