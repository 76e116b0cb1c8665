"""The bot's own words in English, German and French: Project Fluent catalogues (`locales/<lang>/*.ftl`, and
each game's beside its code, `bot/games/<game>/locales/<lang>/*.ftl`).

`t(locale, msg_id, **args)` is the one way to say something: plurals follow
CLDR through the catalogue's selectors (`{ $count -> [one] … *[other] … }`),
German cases and genders live in the catalogue's terms (`-marker(case: "dat")`),
never in string concatenation here. `t(locale, "id.attr")` reads a message's
attribute. The game's words are the edition's own (docs/TERMS.de.md, docs/TERMS.fr.md).

A Nurse's name may carry the grammatical gender her player chose (`Named`);
the catalogue selects on it with `GENDER($name)` ("f", "m" or "n", neutral
when nothing was chosen), and French elides before a vowel with
`INITIAL($name)` ("vowel" or "consonant": "qu’Ana", "que Ben"); German's
genitive reads `ENDING($name)` ("Anas", "Hans’"). The words stay in the
catalogue; these functions only report a fact about a name.

A key missing in German or French falls back to English (logged: the
catalogue test makes it a failure before it ships); a key missing in English,
a missing variable or a broken catalogue file raises TranslationError, which
the interaction safety nets answer with an apology. Every layer above the
engines may use it; the English words of the games' decision records are made
from the records themselves (records.py), so English is written once.
"""

from __future__ import annotations

import functools
import logging
import unicodedata
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import MAX_PART_LENGTH
from fluent.syntax import ast

from bot.i18n.trees import trees_of

log = logging.getLogger(__name__)

LOCALES = ("en", "de", "fr")
DEFAULT = "en"
LOCALE_DIR = Path(__file__).with_name("locales")
NAMES = {"en": "English", "de": "Deutsch", "fr": "Français"}
CACHED_ARGUMENT = 200  # longer words (a scene's text, something pasted) are formatted without the cache
# Fluent refuses a placeable over MAX_PART_LENGTH characters, and a select puts its variant's words around an
# argument inside one: a longer argument is clipped, leaving them room.
LONGEST_ARGUMENT = MAX_PART_LENGTH - 500


GENDERS = ("f", "m", "n")  # feminine, masculine, neutral: a seat's choice at join (issue 25)
NEUTRAL = "n"


class TranslationError(LookupError):
    """A message the catalogue cannot give: unknown id, missing variable, broken file."""


class Named(str):
    """A name said with the grammatical gender its player chose: Fluent's `GENDER($name)` reads it.

    Made only where a name is handed to `t()` (never stored or compared): it is the name's own text, so a
    message that just prints it prints the name."""

    gender: str

    def __new__(cls, text: str, gender: str | None = NEUTRAL) -> Named:
        named = super().__new__(cls, text)
        named.gender = gender if gender in GENDERS else NEUTRAL
        return named


class Quoted(str):
    """Words a player typed, repeated in a refusal: as text, the English form ('Zed'); said in a language, inside
    that language's quotation marks (the catalogue's `quoted`: „Zed“, « Zed »)."""

    text: str

    def __new__(cls, text: str) -> Quoted:
        quoted = super().__new__(cls, f"'{text}'")
        quoted.text = text
        return quoted


def gender_of(value: object) -> str:
    """Fluent's GENDER(): the gender a name carries, neutral for any other value (an Assistant is named
    through `staff-name`, whose words say its own gender)."""
    return getattr(value, "gender", NEUTRAL)


# Letters a French article or "que" elides before ("l’Infirmière", "qu’Ana", "d’Yves", "d’Hélène": a name's h
# is mute in the usual case); a Y before a vowel is a consonant ("de Yann").
_VOWELS = set("aeiouh")


def initial_sound(value: object) -> str:
    """Fluent's INITIAL(): "vowel" when a word begins with a vowel sound French elides before, else "consonant"."""
    text = unicodedata.normalize("NFD", str(value).strip()).casefold()
    letters = [ch for ch in text if ch.isalpha()][:2]
    if not letters or not str(value).strip()[:1].isalpha():
        return "consonant"
    if letters[0] == "y":
        return "consonant" if len(letters) > 1 and letters[1] in _VOWELS else "vowel"
    return "vowel" if letters[0] in _VOWELS else "consonant"


def final_sound(value: object) -> str:
    """Fluent's ENDING(): "sibilant" when a name ends in s, ß, x or z (German writes "Hans’ Karte", not "Hanss"),
    else "other" ("Anas Karte")."""
    text = str(value).strip().casefold()
    return "sibilant" if text[-1:] in ("s", "ß", "x", "z") else "other"


FUNCTIONS: dict[str, Any] = {"GENDER": gender_of, "INITIAL": initial_sound, "ENDING": final_sound}  # any value


@functools.lru_cache(maxsize=256)
def locale_of(code: object) -> str:
    """Our locale for a Discord locale ("de", "fr", "en-US", discord.Locale.german, …); English when we lack it."""
    text = str(getattr(code, "value", code) or "").lower()
    base = text.split("-")[0]
    return base if base in LOCALES else DEFAULT


class Catalogue:
    """One language's messages: every .ftl file of its folder in one FluentBundle."""

    def __init__(self, locale: str, sources: dict[str, str]) -> None:
        self.locale = locale
        # use_isolating=False: Discord shows Unicode isolation marks as stray boxes in some clients.
        self.bundle = FluentBundle([locale], functions=FUNCTIONS, use_isolating=False)
        self.ids: set[str] = set()
        self.known: dict[str, bool] = {}
        for name, resource in sorted(trees_of(sources).items()):
            junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
            if junk:
                raise TranslationError(f"{locale}/{name}: cannot parse {(junk[0].content or '').strip()[:80]!r}")
            self.ids |= {entry.id.name for entry in resource.body if isinstance(entry, ast.Message)}
            self.bundle.add_resource(resource)

    def has(self, msg_id: str) -> bool:
        known = self.known.get(msg_id)
        if known is None:  # asked a hundred times a board: looked up once
            name, _, attribute = msg_id.partition(".")
            found = self.bundle.has_message(name)
            known = self.known[msg_id] = found and (
                not attribute or attribute in self.bundle.get_message(name).attributes
            )
        return known

    def format(self, msg_id: str, args: dict[str, object]) -> str:
        name, _, attribute = msg_id.partition(".")
        message = self.bundle.get_message(name)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            raise TranslationError(f"{self.locale}: {msg_id} has no text")
        text, errors = self.bundle.format_pattern(pattern, args)
        if errors:
            raise TranslationError(f"{self.locale}: {msg_id}: {errors[0]}")
        return str(text)


RECORDS = "(decision records)"  # the English made from the games' records, read beside the files


def read_sources(locale: str, root: Path = LOCALE_DIR) -> dict[str, str]:
    """A language's catalogue source by file name: the table's own (`app.ftl`), then each game's from its own
    folder on the shelf (`hands/hands.ftl`, bot/games/<game>/locales/); English also has the words of the
    games' decision records, which are written only there (records.py)."""
    from bot.games.shelf import shelved  # the games' packages (their __init__ only): what their words are

    folders = [("", root / locale), *((f"{game.name}/", game.locales / locale) for game in shelved())]
    sources = {
        f"{prefix}{path.name}": path.read_text(encoding="utf-8")
        for prefix, folder in folders
        for path in sorted(folder.glob("*.ftl"))
    }
    if locale == DEFAULT:
        from bot.i18n.records import source  # the games' engines: imported when English is first needed

        sources[RECORDS] = source()
    return sources


def catalogue(locale: str) -> Catalogue:
    """A language's catalogue for the games on the shelf now (made once for each shelf: the tests put a game
    of their own on it)."""
    from bot.games.shelf import packages  # a tuple of names: nothing of a game is imported

    return _catalogue(locale, packages())


@functools.cache
def _catalogue(locale: str, games: tuple[str, ...]) -> Catalogue:
    return Catalogue(locale, read_sources(locale))


def has(locale: str, msg_id: str) -> bool:
    return catalogue(locale_of(locale)).has(msg_id)


def t(locale: str | None, msg_id: str, **args: object) -> str:
    """The message `msg_id` (or `msg_id.attribute`) in `locale`, with `args` filled in."""
    chosen = locale_of(locale)
    book = catalogue(chosen)
    if not book.has(msg_id):
        if chosen != DEFAULT and catalogue(DEFAULT).has(msg_id):
            log.warning("no %s text for %s: saying it in English", chosen, msg_id)
            book = catalogue(DEFAULT)
        else:
            raise TranslationError(f"no message {msg_id!r}")
    said: list[tuple[str, object, str | None]] = []
    cached = True
    for key, value in args.items():
        if isinstance(value, Quoted):
            value = t(chosen, "quoted", text=value.text)
        value = _fluent_value(value)
        # A name's gender is part of the cache's key: names compare as text, and Ana (f) is not Ana (m).
        said.append((key, value, getattr(value, "gender", None)))
        cached = cached and not (isinstance(value, str) and len(value) > CACHED_ARGUMENT)
    if not cached:
        return book.format(msg_id, {k: v for k, v, _ in said})  # what a player pastes must not fill the cache
    return _formatted(book, msg_id, tuple(sorted(said, key=lambda item: item[0])))


@functools.lru_cache(maxsize=16384)
def _formatted(book: Catalogue, msg_id: str, args: tuple[tuple[str, object, str | None], ...]) -> str:
    """A message with these arguments, formatted once: a picture or an embed asks for the same labels again
    and again (Fluent formats a message in tens of microseconds; a board has a hundred labels)."""
    return book.format(msg_id, {k: v for k, v, _ in args})


def _fluent_value(value: object) -> object:
    """Fluent takes strings and numbers; anything else (an enum, None) is said as its text."""
    if isinstance(value, bool) or value is None:
        return str(value).lower()
    if isinstance(value, str) and len(value) > LONGEST_ARGUMENT:
        return value[: LONGEST_ARGUMENT - 1] + "…"  # only pasted junk is this long
    if isinstance(value, int | float | str):
        return value
    return str(getattr(value, "value", value))


def lister(locale: str | None) -> functools.partial[str]:
    """A function joining words as this language lists them ("a, b and c" / "a, b und c" / "a, b et c")."""
    return functools.partial(join_list, locale)


def join_list(locale: str | None, items: list[str], *, last: str = "and") -> str:
    items = [str(item) for item in items]
    if len(items) <= 1:
        return "".join(items)
    word = t(locale, f"list-{last}")
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def say_data(locale: str | None, value: object) -> object:
    """A sentence given as data (anything with a catalogue `key` and `args`, e.g. bot.games.errors.Words,
    its arguments said first) in `locale`; a list of them (`items`, `join`) joined; any other value as it is.

    For layers below the renderer (the table's refusals, the import's reasons); bot/render/sayings.py
    says the same and also names actions.
    """
    key, args = getattr(value, "key", None), getattr(value, "args", None)
    if isinstance(value, Quoted):
        return t(locale, "quoted", text=value.text)
    if isinstance(key, str) and isinstance(args, dict):
        return t(locale, key, **{name: say_data(locale, arg) for name, arg in args.items()})
    items, join = getattr(value, "items", None), getattr(value, "join", None)
    if isinstance(items, tuple) and isinstance(join, str):
        said = [str(say_data(locale, item)) for item in items]
        return ", ".join(said) if join == "comma" else join_list(locale, said, last=join)
    return value
