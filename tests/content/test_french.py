"""The campaign's French words (issue 16): complete, in French, and set in French typography."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from bot.games.holding_on.content_pack import load_pack
from bot.games.holding_on.content_pack.texts import TEXT_FILES, flatten
from tests.content.packs import SHIPPED

FRENCH = SHIPPED / "text" / "fr"
ENGLISH = SHIPPED / "text" / "en"
NBSP = "\u00a0"
# Texts that read the same in both languages because they are a name.
SAME_IN_BOTH = {
    "glossary.toml:stress.term",
    "memories.toml:m3-5.title",
    "scenarios.toml:s08.title",
    "scenarios.toml:s02.triggers.t2-danny.title",
}
GAME_TITLE = "Holding On: The Troubled Life of Billy Kerr"  # the game's own name, quoted as it is printed


def _texts(folder: Path) -> dict[str, str]:
    texts: dict[str, str] = {}
    for name in TEXT_FILES:
        with (folder / name).open("rb") as handle:
            texts |= {f"{name}:{key}": text for key, text in flatten(tomllib.load(handle))[0].items()}
    return texts


@pytest.fixture(scope="module")
def french() -> dict[str, str]:
    return _texts(FRENCH)


def test_the_pack_loads_in_french() -> None:
    pack = load_pack(SHIPPED, language="fr")
    assert pack.pack.language == "fr"
    assert pack.pack.name == "La Boîte à chaussures"
    assert [s.title for s in pack.scenarios][:2] == ["Arrivées", "La peinture sur la porte"]
    assert {entry.id: entry.term for entry in pack.glossary}["partial"] == "Mémoire partielle"


def test_nothing_is_left_in_english(french: dict[str, str]) -> None:
    english = _texts(ENGLISH)
    assert french.keys() == english.keys()
    same = {key for key in english if french[key] == english[key]}
    assert same == SAME_IN_BOTH


def test_no_english_sentence_hides_in_the_french(french: dict[str, str]) -> None:
    """A line pasted from the English would carry its little words; the French never needs them."""
    little = re.compile(r"\b(the|and|was|with|that|his|her|you|said)\b", re.IGNORECASE)
    for key, text in french.items():
        found = little.search(text.replace(GAME_TITLE, ""))
        assert found is None, f"{key}: {found[0]!r} in {text[:60]!r}"


def test_french_typography(french: dict[str, str]) -> None:
    """Espace insécable before ; : ! ? and inside « », typographic apostrophes, no straight quotes."""
    for key, text in french.items():
        text = text.replace(GAME_TITLE, "")
        assert "'" not in text and '"' not in text, key
        assert not re.search(r"(^|[^\u00a0])[;:!?]", text), f"{key}: {text!r}"
        assert text.count("«") == text.count("»"), key
        assert text.count("«") == text.count("«" + NBSP) and text.count("»") == text.count(NBSP + "»"), key
        assert text == " ".join(text.split(" ")).strip() and "  " not in text, key


def test_the_players_are_spoken_to_as_vous(french: dict[str, str]) -> None:
    """The rules' words address the table as "vous", never "tu"."""
    rules = [key for key in french if key.startswith("glossary.toml") or key.endswith(("setup_text", "objective_text"))]
    for key in rules:
        assert not re.search(r"\b(tu|ton|ta|tes|toi)\b", french[key], re.IGNORECASE), key
