"""One home per language for the game's terms (docs/TERMS.de.md, docs/TERMS.fr.md), read by this test: a German or
French catalogue message, or a text of the pack in that language, that uses a known wrong synonym listed there
(its section "Never" / "Jamais") fails (issue 25)."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from bot.i18n import read_sources
from tests.i18n.sources import parsed

REPO = Path(__file__).parents[2]
DOCS = REPO / "docs"
TEXTS = REPO / "content" / "text"
SECTION = {"de": "## Never", "fr": "## Jamais"}
# A pack text still waiting for the content's own fix (the campaign's texts are another change's to edit): each
# entry must still be there, so that fixing it makes this list shrink rather than hide a new one. Empty now: the
# German glossary says "Wer zuerst auf der Karte steht" (review de-2026-11, #17).
PENDING: dict[tuple[str, str], str] = {}


def wrong_synonyms(language: str) -> list[str]:
    """The backquoted words of the terms file's last section."""
    text = (DOCS / f"TERMS.{language}.md").read_text(encoding="utf-8")
    section = text.split(SECTION[language], 1)[1]
    return re.findall(r"^- `([^`]+)` →", section, flags=re.MULTILINE)


class _Words(Visitor):
    def __init__(self) -> None:
        self.found: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.found.append(node.value)


def catalogue_texts(language: str) -> Iterator[tuple[str, str]]:
    """(where, words) of every message and term of a language's catalogue, its comments left out."""
    for name, source in read_sources(language).items():
        for entry in parsed(source).body:
            if isinstance(entry, ast.Message | ast.Term):
                words = _Words()
                words.visit(entry)
                yield f"{name}:{entry.id.name}", "".join(words.found)


def content_texts(language: str) -> Iterator[tuple[str, str]]:
    """(where, words) of every string of the pack's texts in a language."""
    for path in sorted((TEXTS / language).glob("*.toml")):
        yield from _strings(path.name, tomllib.loads(path.read_text(encoding="utf-8")))


def _strings(where: str, value: object) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(f"{where}:{key}", item)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(f"{where}[{index}]", item)


def uses(texts: Iterator[tuple[str, str]], words: list[str]) -> list[tuple[str, str]]:
    """(where, wrong word) for each text using one of `words` (case as written: "jeton de soin" is not the term)."""
    return [
        (where, word) for where, text in texts for word in words if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text)
    ]


@pytest.mark.parametrize("language", sorted(SECTION))
def test_the_terms_file_lists_wrong_synonyms(language: str) -> None:
    assert len(wrong_synonyms(language)) >= 8


@pytest.mark.parametrize("language", sorted(SECTION))
def test_no_catalogue_message_uses_a_wrong_synonym(language: str) -> None:
    assert uses(catalogue_texts(language), wrong_synonyms(language)) == []


@pytest.mark.parametrize("language", sorted(SECTION))
def test_no_pack_text_uses_a_wrong_synonym(language: str) -> None:
    found = uses(content_texts(language), wrong_synonyms(language))
    pending = [(where, word) for where, word in found if PENDING.get((language, word)) == where.split(":")[0]]
    assert [hit for hit in found if hit not in pending] == []
    for (lang, word), file in PENDING.items():
        if lang == language:
            assert any(w == word and where.startswith(file) for where, w in found), f"{word} is fixed: drop it"


def test_the_checker_finds_a_wrong_synonym_and_leaves_the_right_word() -> None:
    said = [("x", "die Dienstälteste wählt"), ("y", "wer zuerst auf der Karte steht"), ("z", "1 Jeton de soin")]
    assert uses(iter(said), ["Dienstälteste", "jeton de soin"]) == [("x", "Dienstälteste")]


def test_the_catalogue_and_the_pack_name_the_terms_file_where_it_is() -> None:
    for language in sorted(SECTION):
        headers = "".join(source.split("\n", 1)[0] for source in read_sources(language).values())
        assert f"docs/TERMS.{language}.md" in headers
    assert not list(TEXTS.glob("TERMS.*.md")), "one home per language: docs/"
