"""Rulings findable by id: each of H1-H20 is cited where the game applies it and has a test named after it."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HANDS = ROOT / "bot" / "games" / "hands"
RULINGS = {f"H{n}" for n in range(1, 21)}


def test_every_ruling_is_cited_in_the_games_code():
    text = "\n".join(path.read_text(encoding="utf-8") for path in HANDS.rglob("*.py"))
    assert RULINGS - set(re.findall(r"\bH\d+\b", text)) == set()


def test_every_ruling_has_a_test_named_after_it():
    text = (Path(__file__).parent / "test_rulings.py").read_text(encoding="utf-8")
    named = {f"H{n}" for n in re.findall(r"^def test_h(\d+)[a-z]?_", text, re.M)}
    assert RULINGS - named == set()
