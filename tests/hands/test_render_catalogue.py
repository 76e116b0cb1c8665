"""The game's catalogue (hands.ftl) in German and French keeps no English game word, and its commands' words
(commands.ftl: /hands and its options) are there in every language within Discord's limits."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import ast

from bot.i18n import LOCALES, catalogue, read_sources
from tests.hands.render_support import TITLE
from tests.i18n.sources import parsed

_WORDS = "the and of board rules sad angry calm happy node nodes objective argument scale set deck card cards row"
_WORDS += " token turn step halves discard discards"
ENGLISH = {  # French writes "balance" and "centre" as English does
    "de": rf"\b({'|'.join(_WORDS.split())}|balance|centre|middle line|cover card)\b",
    "fr": rf"\b({'|'.join(_WORDS.split())}|middle line|cover card)\b",
}
COMMANDS = {
    "hands": (),
    "hands start": ("partner", "difficulty"),
    "hands first": ("player",),
    "hands half": ("side",),
    "hands step": ("to", "card"),
    "hands end": (),
    "hands undo": (),
    "hands perspective": ("choice",),
    "hands board": (),
    "hands rules": ("topic",),
    "hands abandon": (),
}
NAME = re.compile(r"^[-_\w]{1,32}$")


# Values that reach every variant of the catalogue's selectors (an emotion, a side, a ring, a cause, a count…).
VARIANT_VALUES = (
    *("sad", "angry", "calm", "happy", "left", "right", "keep", "turn", "outer", "middle", "inner", "centre"),
    *("stuck", "out_of_cards", "unbalanced", "not_followed", "won", "lost", "true", "yes", "none", "south"),
    *("normal", "challenging", "difficult", "S", "C", 0, 1, 2, 5),
)


def _hands_messages(language: str) -> list[tuple[str, str]]:
    """(id, text) of every hands message and attribute, rendered so that every variant is said once at least;
    the arguments' own words taken out again (a value is not the message's English)."""
    book = catalogue(language)
    source = read_sources(language)["hands/hands.ftl"]
    names = set(re.findall(r"\$([a-z_]+)", "".join(read_sources("en").values())))  # the records' words too
    found = []
    for entry in parsed(source).body:
        if not isinstance(entry, ast.Message):
            continue
        for attribute in ["", *(a.id.name for a in entry.attributes)]:
            key = f"{entry.id.name}.{attribute}" if attribute else entry.id.name
            if attribute or entry.value is not None:
                for value in VARIANT_VALUES:
                    text = book.format(key, dict.fromkeys(names, value))
                    found.append((key, text.replace(str(value), "") if isinstance(value, str) else text))
    return found


@pytest.mark.parametrize("language", ["de", "fr"])
def test_no_english_game_word_is_left_in_german_or_french(language):
    messages = _hands_messages(language)
    assert len(messages) > 150
    for key, text in messages:
        plain = text.replace(TITLE, "").replace("Holding On", "")
        plain = re.sub(r"\b[a-zäöüéèàç_]+:", "", plain)  # an option typed at the terminal or on Discord is a name
        assert not re.search(ENGLISH[language], plain, re.IGNORECASE), (key, text)


@pytest.mark.parametrize("language", LOCALES)
def test_every_hands_command_and_option_has_a_discord_name_and_description(language):
    book = catalogue(language)
    for command, options in COMMANDS.items():
        msg_id = "cmd-" + command.replace(" ", "-")
        ids = [msg_id, *(f"opt-{command.replace(' ', '-')}-{option}" for option in options)]
        for each in ids:
            name, description = book.format(each, {}), book.format(f"{each}.description", {})
            assert NAME.match(name) and name == name.lower(), (language, each, name)
            assert 1 <= len(description) <= 100, (language, each, len(description))
        names = [book.format(each, {}) for each in ids[1:]]
        assert len(names) == len(set(names)), (language, command)
    subcommands = [book.format("cmd-" + c.replace(" ", "-"), {}) for c in COMMANDS if " " in c]
    assert len(subcommands) == len(set(subcommands))
