"""The rules of the game for `/hands rules` and the terminal (bot/games/hands/render/rules_text.py): H1-H20 by id
or by name in three languages, the glossary's ten terms, and the start's table rule (H20) with a short how-to."""

from __future__ import annotations

import re

import pytest

from bot.games.hands.render.rules_text import GLOSSARY, RULINGS, glossary, rule_text, rules_list, topics, welcome
from bot.i18n import LOCALES, t


@pytest.mark.parametrize("language", LOCALES)
def test_every_ruling_is_listed_and_read_by_its_id(language):
    listed = topics(language)
    assert [key for key, _ in listed] == [*RULINGS, GLOSSARY] and len(RULINGS) == 20
    for key, title in listed[:-1]:
        text = rule_text(language, key.lower())
        assert text is not None and text.startswith(f"**{title}**\n") and len(text) > 80, key
        assert "{" not in text
    assert "H12" in rules_list(language) and rules_list(language).count("\n- ") == 21


@pytest.mark.parametrize(
    ("language", "name", "ruling"),
    [
        ("en", "perspective", "H12"),
        ("en", "Argument", "H16"),
        ("en", "end of turn", "H10"),
        ("de", "perspektive", "H12"),
        ("de", "streit", "H16"),
        ("de", "Die Waagen", "H4"),
        ("fr", "dispute", "H16"),
        ("fr", "fin du tour", "H10"),
        ("fr", "balance", "H4"),
    ],
)
def test_a_ruling_is_found_by_its_name_or_title(language, name, ruling):
    assert rule_text(language, name) == rule_text(language, ruling)


def test_a_name_in_one_language_finds_the_ruling_in_another():
    assert rule_text("de", "argument") == rule_text("de", "H16")  # typed in English at a German table
    assert rule_text("fr", "nothing like it") is None and rule_text("en", "H21") is None


def test_no_name_stands_for_two_rulings_in_any_language():
    owner: dict[str, str] = {}
    for language in LOCALES:
        for ruling in RULINGS:
            for name in (t(language, f"hands-rule-{ruling}.key"), t(language, f"hands-rule-{ruling}")):
                key = name.casefold()
                assert owner.setdefault(key, ruling) == ruling, (name, owner[key], ruling)


@pytest.mark.parametrize("language", LOCALES)
def test_the_glossary_says_the_ten_terms(language):
    text = glossary(language)
    assert rule_text(language, "glossary") == text == rule_text(language, t(language, "hands-glossary-title"))
    terms = re.findall(r"^\*\*([^*]+)\*\*:?", text, re.MULTILINE)
    assert len(terms) == 11  # the title and ten terms
    expected = {
        "en": {
            "Node",
            "Ring",
            "Perspective",
            "Balance",
            "Argument",
            "Middle line",
            "Objective",
            "Set",
            "Centre",
            "Scale",
        },
        "de": {"Knoten", "Ring", "Perspektive", "Gleichgewicht", "Streit", "Mittellinie", "Aufgabe", "Aufgabenstapel"},
        "fr": {"Nœud", "Cercle", "Perspective", "Équilibre", "Dispute", "Ligne médiane", "Objectif", "Série", "Centre"},
    }[language]
    assert expected <= set(terms)


@pytest.mark.parametrize("language", LOCALES)
def test_the_welcome_says_the_table_rule_and_how_to_play_in_six_to_ten_lines(language):
    text = welcome(language)
    lines = [line for line in text.splitlines() if line.strip()]
    assert 6 <= len(lines) <= 10
    assert "(H20)" in lines[0] and "{" not in text
    assert "/hands" in text  # the commands, as the reader's Discord names them


def test_the_welcome_forbids_talk_about_moves_allows_anything_else_and_frees_a_first_game():
    rule = welcome("en").splitlines()[0]
    assert "do not talk about the game" in rule and "anything else" in rule and "first game" in rule
    assert "nicht über das Spiel" in welcome("de") and "Über alles andere" in welcome("de")
    assert "ne parlez pas du jeu" in welcome("fr") and "tout le reste" in welcome("fr")
