"""The board as text for the terminal (bot/games/hands/render/text_board.py): at 80 columns in three languages,
plain text (no colour codes, bold only as `**`), showing what the picture shows."""

from __future__ import annotations

import re
from functools import cache

import pytest

from bot.games.hands.engine import public_view
from bot.games.hands.render.text_board import board_text
from bot.i18n import LOCALES
from tests.hands.helpers import arrange, fresh, started
from tests.hands.render_support import TITLE, games


@cache
def views() -> list[dict]:
    """Boards from played games: made when a test first needs them, not when the module is collected (every
    test worker collects every module; the games take a second or two)."""
    played = [m.after for g in games() for m in g.moments]
    return [public_view(fresh("normal", 3)), *played[::25], next(v for v in played if v["result"] == "won")]


@pytest.mark.parametrize("language", LOCALES)
def test_every_line_fits_80_columns_and_is_plain_text(language):
    for view in views():
        text = board_text(view, language)
        for line in text.splitlines():
            assert len(line) <= 80, line
        assert "\x1b" not in text and "{" not in text and "\x00" not in text
        assert re.sub(r"\*\*[^*]+\*\*", "", text).count("*") == 0  # no stray Markdown: only **bold**


def test_a_narrower_terminal_gets_narrower_lines():
    text = board_text(views()[1], "fr", width=60)
    assert max(len(line) for line in text.splitlines()) <= 60


def test_the_text_board_shows_what_the_picture_shows():
    state = arrange(
        started(difficulty="challenging"),
        nodes=("O17", "O1"),
        balances=(-1, 2),
        rows=(("sad", "calm"), ("happy",)),
        objective=("angry", 1),  # a one-third bar: an argument at this difficulty (H16)
        completed=3,
        start=False,
    )
    state.path = ["O16", "O17"]
    text = board_text(public_view(state), "en")
    assert text.startswith(f"**{TITLE}** · Turn 5 · Ana to move")
    assert "Objective: Anger on the outer ring · ARGUMENT (H16)" in text
    assert "Objectives left: Set 1: 4 · Set 2: 8 · Set 3: 8 (3 of 8 done)" in text
    assert "Open lines: the outer ring only (H14)." in text
    assert "South · Ana · on O17 (Sadness) · balance -2 [-1] 0 +1 +2 · Discards 0" in text
    assert "Row, left halves: S1 Sadness · S2 Calm" in text and "Row, left halves: N1 Joy" in text
    assert "North · Ben · on O1 (Anger) · balance -2 -1 0 +1 [+2]" in text
    assert "This turn: O16 → O17" in text
    assert "O17 Sadness → M8/M9 [S]" in text and "O1 Anger → M0/M1 [N]" in text  # the tokens on the rings (H5)
    # Each node's lines to the next ring in, which only the picture showed (issue 36): "O15 Joy → M7/M8".
    assert "O16 Anger → M8" in text and "M8 Calm → I4" in text and "I0 Anger → C" in text
    assert "Outer ring, where this set's objectives are completed:" in text
    assert "Centre C: closed until set 3 is complete (H14)." in text
    assert "Middle line (neither half, H6): O0, M0, I0, C, I4, M8, O16." in text


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "de",
            ("Aufbau · Wahl der Hälften", "Reihe, beide Hälften zur Wahl: S1 ", "Außenring:", "Spielsteine: [S] Ana"),
        ),
        (
            "fr",
            (
                "Mise en place · choix des moitiés",
                "Rangée, les deux moitiés au choix\u00a0: S1 ",
                "Cercle extérieur\u00a0:",
            ),
        ),
    ],
)
def test_german_and_french_text_boards_are_in_their_language(language, words):
    text = board_text(views()[0], language)
    for word in words:
        assert word in text
    english = r"\b(sad|angry|happy|Turn|Objective|Deck|Row|Outer ring|Middle ring|balance|halves|Tokens)\b"
    plain = text.replace(TITLE, "")
    if language == "fr":
        plain = plain.replace("balance", "")  # the French word for the scale
    assert not re.search(english, plain), re.search(english, plain)


def test_at_setup_both_halves_are_listed_and_after_it_only_the_visible_ones():
    """H7: both halves while choosing; H19: afterwards the covered halves are in no board."""
    setup = board_text(views()[0], "en")
    assert re.search(r"S1 \w+\|\w+", setup)
    later = board_text(public_view(started()), "en")
    assert "|" not in later
