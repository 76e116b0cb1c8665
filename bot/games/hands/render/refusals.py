"""Refusals of "...and then, we held hands." in the reader's language: why a decision is not open, in the
ruling's words (the engine's explain.py and the game's commands), with what she may do instead.

A refusal arrives as data (a catalogue key and its arguments: RuleError's
`key` and `data`, or the table's `Words`); `say` says each argument in the
language first (a kind as its phrase, an emotion as its word, a balance as
the scale reads it, a node with its emotion when the view is at hand, an
action as its button) and then the sentence. English says exactly the
engine's message (tests/hands/test_render_refusals.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.errors import Listing, Words
from bot.games.hands.engine import Action
from bot.games.hands.words import Names, begins_with_vowel, emotion_word, label, node_label, phrase, signed
from bot.i18n import DEFAULT, has, join_list, t

GAME = "hands"


def own_key(key: str) -> str:
    """The table's sentence in this game's words: `hands-<key>` where the catalogue has one (a game of two with
    no scenario, no campaign and no host says its own), else the table's (bot/render/sayings.py `own_key`)."""
    return f"{GAME}-{key}" if not key.startswith(f"{GAME}-") and has(DEFAULT, f"{GAME}-{key}") else key


# How an argument of a refusal is said, by its name; any other is said as it is.
SAY_ARGUMENT: dict[str, Callable[[str, Any], object]] = {
    "kind": phrase,
    "half": emotion_word,
    "emotion": emotion_word,
    "balance": lambda language, balance: signed(balance),
}
EMOTIONS = ("half", "emotion")  # also given as they are (`half_id`): French puts its article before the noun
NAMES = {"name": "vowel", "partner": "partner_vowel"}  # a player's name, and the catalogue's flag beside it


def say_refusal(language: str, key: str, data: Mapping[str, Any], public: Names | None = None) -> str:
    """One refusal's sentence: its catalogue message with each argument said in `language`."""
    args: dict[str, object] = {}
    for name, value in data.items():
        sayer = SAY_ARGUMENT.get(name)
        if sayer is not None:
            args[name] = sayer(language, value)
        elif isinstance(value, Words | Listing | Action):
            args[name] = say(language, value, public)
        else:
            args[name] = value
        if name in NAMES:  # French elides "de" before a vowel: "le tour d’Ana"
            args[NAMES[name]] = begins_with_vowel(str(value))
        if name in EMOTIONS:  # "la Joie", "le Calme"
            args[f"{name}_id"] = str(value)
        if name == "kind":  # the reason may depend on what was asked: a perspective mid-turn is chosen at its end
            args["kind_id"] = str(value)
    return t(language, key, **args)


def say(language: str, value: object, public: Names | None = None) -> str:
    """Any of the game's words as data, in `language`: a catalogue sentence (Words), a list of them (Listing), a
    decision (said as its button is), or a plain value. A node said alone ("hands-node") gets its emotion when
    the view is given: "O12 (calm)"."""
    if isinstance(value, Words):
        node = value.args.get("node")
        if value.key == "hands-node" and public is not None and isinstance(node, str):
            return node_label(language, node, public)
        return say_refusal(language, value.key, value.args, public)
    if isinstance(value, Listing):
        items = [say(language, item, public) for item in value.items]
        if value.join == "comma":
            return ", ".join(items)
        if value.join == "semicolon":
            return t(language, "list-semicolon").join(items)
        return join_list(language, items, last=value.join)
    if isinstance(value, Action):
        return label(language, value, public or {"players": [], "board": {"key": "", "nodes": [], "lines": []}})
    return str(value)


def refusal_text(language: str, error: object, public: Names | None = None) -> str:
    """A RuleError (or the table's Words) in `language`, and, given the view, the choices open instead.

    A refusal without a catalogue key (English only) is said as its message.
    """
    key = getattr(error, "key", None)
    data = getattr(error, "data", None)
    if data is None:
        data = getattr(error, "args", {})  # Words carries its arguments as `args`
    if not isinstance(key, str):
        return str(getattr(error, "message", error))
    key = own_key(key)
    text = say_refusal(language, key, data if isinstance(data, Mapping) else {}, public)
    choices = [choice for choice in getattr(error, "choices", []) if isinstance(choice, Action)]
    if choices and public is not None:
        options = t(language, "list-semicolon").join(label(language, choice, public) for choice in choices)
        text += "\n" + t(language, "refuse-you-can", options=options)
    return text
