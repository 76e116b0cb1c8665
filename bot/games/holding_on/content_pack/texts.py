"""The words of a pack: per-language text files keyed by id, apart from the mechanics.

Layout (one folder per language, one file per kind):

    text/en/pack.toml        [pack] name, credits, content_note
    text/en/memories.toml    [m1-1] title, quote, partial_scene, clear_scene
    text/en/patients.toml    [p-s01] title, text
    text/en/events.toml      [ev-p-quiet] title, text
    text/en/scenarios.toml   [s01] title, intro_1, intro_2, setup_text, objective_text, outcome, loss,
                             content_note (optional); [s01.triggers.<trigger id>] title, text (a
                             pack may still write [s01.triggers] <trigger id> = text: no title);
                             [s01.variants] <variant id> = text; [s01.contacts.<contact id>] name, call
    text/en/glossary.toml    [<term id>] term, text

A file is flattened to dotted keys ("m1-1.quote", "s05.contacts.c5-jess.call", "s01.triggers.t1-seat.text").
The loader takes, for the language it loads, the key of every text the
mechanics need; a key it needs and does not find is missing, a key it never
takes is extra. Every other language folder must hold the same keys as the
pack's own language, with the same `{placeholders}` in each text, so that a
campaign can later be played in any language the pack holds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.games.holding_on.content_pack.draft import Draft
from bot.games.holding_on.content_pack.toml_files import Unreadable, read_toml

TEXT_DIR = "text"
TEXT_FILES = ("pack.toml", "memories.toml", "patients.toml", "events.toml", "scenarios.toml", "glossary.toml")
# A {slot}, or a Nurse named ({nurse.…}); the words agreeing with her ({nurse.…|f=…|m=…|n=…}) are a language's own
# grammar, which another language may not need, and are not compared.
PLACEHOLDER = re.compile(r"\{(\w*|nurse\.[\w-]+)\}")
# The words a player meets in the rules and on the table; every pack explains them (`/rules glossary`).
GLOSSARY_TERMS = (
    "partial",
    "clear",
    "timeline",
    "grid",
    "steer",
    "persist",
    "inquire",
    "contact_tile",
    "senior_member",
    "shift_manager",
    "pool",
    "care_token",
    "stress",
    "on_leave",
    "on_call",
    "warning",
    "band",
    "event",
)


def language_dirs(root: Path) -> list[str]:
    """The languages a pack holds text for: the folders under text/, sorted."""
    folder = root / TEXT_DIR
    if not folder.is_dir():
        return []
    return sorted(p.name for p in folder.iterdir() if p.is_dir())


def flatten(table: dict[str, Any], prefix: str = "") -> tuple[dict[str, str], list[str]]:
    """{"m1-1": {"quote": "…"}} -> {"m1-1.quote": "…"}; also the keys whose value is not text."""
    flat: dict[str, str] = {}
    not_text: list[str] = []
    for key, value in table.items():
        path = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            inner, bad = flatten(value, path)
            flat.update(inner)
            not_text += bad
        elif isinstance(value, str):
            flat[path] = value
        else:
            not_text.append(path)
    return flat, not_text


@dataclass
class TextBook:
    """One language's text files, flattened; the loader takes what the mechanics need and reports the rest."""

    language: str
    texts: dict[str, dict[str, str]] = field(default_factory=dict)  # file -> key -> text
    unread: set[str] = field(default_factory=set)  # files missing or unreadable: their keys are not reported
    taken: set[tuple[str, str]] = field(default_factory=set)

    def path(self, file: str) -> str:
        return f"{TEXT_DIR}/{self.language}/{file}"

    def take(self, draft: Draft, file: str, key: str, *, optional: bool = False) -> str:
        """The text at `key`, or "" (a missing one is reported, unless optional or its file is unread)."""
        texts = self.texts.get(file)
        if texts is None:
            return ""
        if key in texts:
            self.taken.add((file, key))
            return texts[key]
        if not optional and file not in self.unread:
            card, _, name = key.rpartition(".")
            draft.problem(self.path(file), card, name, "missing text")
            draft.missing_words.add(key)
        return ""

    def has(self, file: str, key: str) -> bool:
        return key in self.texts.get(file, {})

    def keys(self, file: str, prefix: str) -> list[str]:
        """The keys directly under `prefix` ("s01.triggers" -> ["t1-luggage", …]), in file order."""
        start = f"{prefix}."
        names: list[str] = []
        for key in self.texts.get(file, {}):
            if key.startswith(start):
                name = key[len(start) :].split(".", 1)[0]
                if name not in names:
                    names.append(name)
        return names

    def report_leftovers(self, draft: Draft) -> None:
        """Keys nothing took: one line for a card the mechanics do not have, else one per field."""
        for file, texts in self.texts.items():
            left = [key for key in texts if (file, key) not in self.taken]
            used = {key.rpartition(".")[0] for key in texts if (file, key) in self.taken}
            told: set[str] = set()
            for key in left:
                card, _, name = key.rpartition(".")
                if card in used:
                    draft.problem(self.path(file), card, name, "extra text: no field of this entry uses it")
                elif card not in told:
                    told.add(card)
                    draft.problem(self.path(file), card, "", "extra text: the pack has no such entry")

    def report_empty(self, draft: Draft) -> None:
        for file, texts in self.texts.items():
            for key, text in texts.items():
                if not text.strip():
                    card, _, name = key.rpartition(".")
                    draft.problem(self.path(file), card, name, "is empty")


def read_book(root: Path, language: str, draft: Draft) -> TextBook:
    """Every text file of one language, flattened; files missing, unknown or not TOML are reported."""
    book = TextBook(language)
    folder = root / TEXT_DIR / language
    for name in sorted(p.name for p in folder.iterdir() if p.is_file()) if folder.is_dir() else []:
        if name not in TEXT_FILES:
            draft.problem(
                book.path(name), "", "", f"unknown text file (a language folder holds {', '.join(TEXT_FILES)})"
            )
    for name in TEXT_FILES:
        table = _read(folder / name, book.path(name), draft)
        if table is None:
            book.unread.add(name)
            book.texts[name] = {}
            continue
        flat, not_text = flatten(table)
        for key in not_text:
            card, _, leaf = key.rpartition(".")
            draft.problem(book.path(name), card, leaf, "expected text (a string)")
        book.texts[name] = flat
    return book


def _read(path: Path, shown: str, draft: Draft) -> dict[str, Any] | None:
    if not path.is_file():
        draft.problem(shown, "", "", "file missing")
        return None
    try:
        return read_toml(path)
    except Unreadable as problem:
        draft.problem(shown, "", "", str(problem))
    return None


def compare_languages(reference: TextBook, books: dict[str, TextBook], draft: Draft) -> None:
    """Every other language holds the reference language's keys, no more, with the same placeholders."""
    for other in books.values():
        if other is reference:
            continue
        for file in TEXT_FILES:
            if file in reference.unread or file in other.unread:
                continue
            ours, theirs = reference.texts[file], other.texts[file]
            for key, text in ours.items():
                card, _, name = key.rpartition(".")
                if key not in theirs:
                    draft.problem(other.path(file), card, name, f"missing text (it is in {reference.path(file)})")
                elif placeholders(text) != placeholders(theirs[key]):
                    draft.problem(
                        other.path(file),
                        card,
                        name,
                        f"placeholders {sorted(placeholders(theirs[key]))} differ from "
                        f"{sorted(placeholders(text))} in {reference.path(file)}",
                    )
            for key in theirs:
                if key not in ours:
                    card, _, name = key.rpartition(".")
                    draft.problem(other.path(file), card, name, f"extra text (not in {reference.path(file)})")


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))
