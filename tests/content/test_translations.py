"""The shipped pack's translations (issue 16): each loads on its own, keeps the voice rules the English keeps,
and says what the English says wherever its words carry the rules or the calendar.

`content check` already compares keys and placeholders; these are what it cannot see: a setup that says
Billy starts on 26 where the English says 24, a Clear scene dated a year off, a quote grown into a speech.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter

import pytest

from bot.games.holding_on.content_pack import load_pack
from bot.games.holding_on.content_pack.texts import flatten, language_dirs
from bot.games.holding_on.engine import ContentPack
from tests.content.packs import SHIPPED

OWN = "en"
TRANSLATIONS = [language for language in language_dirs(SHIPPED) if language != OWN]
# The texts whose numbers are rules (a start condition, tokens, a day limit) or dates: every number the
# English gives, the translation gives too.
RULE_FILES = ("scenarios.toml", "glossary.toml")
YEAR = re.compile(r"\b(?:19|20)\d\d\b")


def _texts(language: str, file: str) -> dict[str, str]:
    with (SHIPPED / "text" / language / file).open("rb") as handle:
        return flatten(tomllib.load(handle))[0]


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+(?:'[^\W_]+)?", text.lower().replace("’", "'"))


@pytest.fixture(scope="module", params=TRANSLATIONS)
def translated(request: pytest.FixtureRequest) -> tuple[str, ContentPack]:
    return request.param, load_pack(SHIPPED, request.param)


def test_there_is_a_translation_to_check() -> None:
    assert "de" in TRANSLATIONS


def test_each_translation_loads_in_its_own_words(translated: tuple[str, ContentPack]) -> None:
    language, pack = translated
    english = load_pack(SHIPPED)
    assert pack.hash == english.hash  # one pack, whichever words are read
    assert [s.title for s in pack.scenarios] != [s.title for s in english.scenarios]
    assert pack.memories[0].quote != english.memories[0].quote, language


@pytest.mark.parametrize("file", RULE_FILES)
def test_the_rules_and_dates_keep_the_english_numbers(file: str, translated: tuple[str, ContentPack]) -> None:
    language, _ = translated
    ours, theirs = _texts(OWN, file), _texts(language, file)
    for key, text in ours.items():
        missing = Counter(re.findall(r"\d+", text)) - Counter(re.findall(r"\d+", theirs[key]))
        assert not missing, f"{language}/{file}: {key}: the English says {sorted(missing)}"


def test_clear_scenes_name_the_english_years(translated: tuple[str, ContentPack]) -> None:
    language, pack = translated
    english = {m.id: m for m in load_pack(SHIPPED).memories}
    for memory in pack.memories:
        assert set(YEAR.findall(english[memory.id].clear_scene)) <= set(YEAR.findall(memory.clear_scene)), memory.id


def test_quotes_stay_short_and_spoken(translated: tuple[str, ContentPack]) -> None:
    """STORY.md, voice rules: one to three short sentences, read aloud in a few seconds, as in English."""
    _, pack = translated
    for memory in pack.memories:
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", memory.quote.strip()) if s]
        assert 1 <= len(sentences) <= 3, memory.id
        assert len(_words(memory.quote)) <= 40, memory.id


def test_scenes_keep_their_length(translated: tuple[str, ContentPack]) -> None:
    _, pack = translated
    for memory in pack.memories:
        assert 80 <= len(_words(memory.clear_scene)) <= 180, memory.id
        assert len(_words(memory.partial_scene)) < len(_words(memory.clear_scene)), memory.id


def test_the_term_list_gives_every_glossary_term() -> None:
    """The pack and the bot's catalogue share one list of terms per language (docs/TERMS.<lang>.md)."""
    for language in TRANSLATIONS:
        terms = (SHIPPED.parent / "docs" / f"TERMS.{language}.md").read_text(encoding="utf-8")
        for key, term in _texts(language, "glossary.toml").items():
            if key.endswith(".term"):
                assert term in terms, f"TERMS.{language}.md does not give the glossary's {term!r}"
