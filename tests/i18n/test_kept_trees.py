"""A catalogue's files are parsed once and their trees kept (bot/i18n/trees.py, issue 37: a restart does not
parse the same words again), and only while every file's text and the parser are the same."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser

from bot import kept
from bot.i18n import Catalogue, TranslationError, read_sources
from bot.i18n import trees as trees_module
from bot.i18n.trees import KIND, trees_of


@pytest.fixture(autouse=True)
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many files the parser read."""
    count: list[int] = []

    class Counting(FluentParser):
        def parse(self, source: str):  # type: ignore[no-untyped-def]
            count.append(1)
            return super().parse(source)

    monkeypatch.setattr(trees_module, "FluentParser", Counting)
    return count


def test_the_second_catalogue_is_read_from_the_kept_trees_and_says_the_same(parses):
    sources = read_sources("fr")
    first = trees_of(sources)
    assert len(parses) == len(sources)
    again = trees_of(sources)
    assert len(parses) == len(sources)  # nothing parsed the second time
    assert again.keys() == first.keys() and all(again[name].equals(first[name]) for name in first)
    fresh, from_kept = Catalogue("fr", sources), Catalogue("fr", sources)
    assert fresh.ids == from_kept.ids and len(list(kept.folder(KIND).glob("*.json"))) == 1
    assert [_said(from_kept, msg_id) for msg_id in sorted(fresh.ids)] == [_said(fresh, m) for m in sorted(fresh.ids)]


def _said(catalogue: Catalogue, msg_id: str) -> str:
    """A message without its variables: its text, or the catalogue's refusal naming what is missing."""
    try:
        return catalogue.format(msg_id, {})
    except TranslationError as error:
        return f"refused: {error}"


def test_an_edited_file_is_parsed_again(parses):
    sources = {"a.ftl": "hello = Hello\n", "b.ftl": "bye = Bye\n"}
    trees_of(sources)
    changed = trees_of({**sources, "b.ftl": "bye = Goodbye\n"})
    assert len(parses) == 4 and Catalogue("en", {**sources, "b.ftl": "bye = Goodbye\n"}).format("bye", {}) == "Goodbye"
    assert changed["b.ftl"].body[0].value.elements[0].value == "Goodbye"


def test_a_file_with_a_syntax_error_is_never_kept_and_still_refused(parses):
    broken = {"a.ftl": "hello = Hello\nthis is { not fluent\n"}
    for _ in range(2):
        with pytest.raises(TranslationError, match="cannot parse"):
            Catalogue("en", broken)
    assert len(parses) == 2 and not list(kept.folder(KIND).glob("*.json"))


def test_a_kept_file_that_is_not_trees_is_passed_by(parses):
    sources = {"a.ftl": "hello = Hello\n"}
    trees_of(sources)
    (path,) = kept.folder(KIND).glob("*.json")
    for body in ('{"a.ftl": {"type": "Nothing"}}', "not json", '{"b.ftl": {}}'):
        path.write_text(body, encoding="utf-8")
        assert Catalogue("en", sources).format("hello", {}) == "Hello"
    assert len(parses) == 4  # the first parse, then each unreadable kept file parsed again


def test_a_cache_that_cannot_be_written_does_not_stop_the_catalogue(parses, tmp_path, monkeypatch):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder would be", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    sources = {"a.ftl": "hello = Hello\n"}
    assert Catalogue("en", sources).format("hello", {}) == Catalogue("en", sources).format("hello", {}) == "Hello"
    assert len(parses) == 2


def test_the_parsers_version_is_part_of_the_key(parses, monkeypatch):
    sources = {"a.ftl": "hello = Hello\n"}
    trees_of(sources)
    monkeypatch.setattr(trees_module, "_parser_version", lambda: "a newer fluent.syntax")
    trees_of(sources)
    assert len(parses) == 2
