"""The ring board as a picture (bot/games/hands/render/picture.py): within 60 KB, the same bytes for the same view,
its labels drawn whole in German and French, and nothing of a covered half in it (H19)."""

from __future__ import annotations

import functools
import io
import statistics
import time

import pytest
from PIL import Image

from bot.games.hands.engine import public_view
from bot.games.hands.engine.rows import visible
from bot.games.hands.render import painter, picture
from bot.games.hands.render.picture import board_data, board_png, draw_board
from bot.games.hands.render.text_board import board_text
from bot.i18n import LOCALES
from bot.render.cache import PICTURES
from bot.render.draw import fold, to_png
from tests.hands.helpers import arrange, fresh, started
from tests.hands.render_support import games

PNG_MOST = 60_000


@functools.cache
def views() -> dict[str, dict]:
    """A setup (both halves shown, H7), a turn under way (a path), an argument face up (H16), a won and a lost end."""
    played = [m for g in games() for m in g.moments]
    found = {"setup": public_view(fresh("normal", 3))}
    found["path"] = next(m.after for m in played if m.after["phase"] == "move" and len(m.after["path"]) > 2)
    found["argument"] = next(m.after for m in played if (m.after["objective"] or {}).get("argument"))
    found["won"] = next(m.after for m in played if m.after["result"] == "won")
    found["lost"] = next(m.after for m in played if m.after["result"] == "lost")
    return found


@pytest.mark.parametrize("language", LOCALES)
def test_the_board_is_a_png_within_60_kb_in_each_language(language):
    """The busiest boards: the setup's twelve split cards, an argument mid-game, a lost end (with its banner)."""
    for name in ("setup", "argument", "lost"):
        view = views()[name]
        png = to_png(draw_board(board_data(view, language)))
        assert len(png) <= PNG_MOST, (name, len(png))
        image = Image.open(io.BytesIO(png))
        assert image.format == "PNG" and image.width == picture.WIDTH, name


def test_the_same_view_draws_the_same_bytes_and_another_view_other_bytes():
    view = views()["path"]
    first = to_png(draw_board(board_data(view, "en")))
    assert to_png(draw_board(board_data(view, "en"))) == first
    PICTURES.clear()
    assert board_png(view, "en") == first and board_png(view, "en") == first
    assert PICTURES.hits == 1  # the second was the cache's
    assert to_png(draw_board(board_data(views()["argument"], "en"))) != first
    assert to_png(draw_board(board_data(view, "de"))) != first


def _drawn(monkeypatch, view: dict, language: str) -> list[str]:
    """Every line of text the picture draws, as the font receives it."""
    seen: list[str] = []
    real = painter.BoardPainter.text

    def text(self, x, y, words, *args, **kwargs):
        seen.append(fold(words))
        return real(self, x, y, words, *args, **kwargs)

    monkeypatch.setattr(painter.BoardPainter, "text", text)
    draw_board(board_data(view, language))
    return seen


@pytest.mark.parametrize(
    ("language", "expected", "english"),
    [
        (
            "de",
            {"Aufgabe:", "Waage", "Nachziehstapel 36", "Reihe: beide Hälften, zur Wahl", "Freude", "Mittellinie"},
            {"Objective:", "Balance", "Discards 0", "Deck 36", "Joy"},
        ),
        (
            "fr",
            {
                "Objectif\u00a0:",
                "Balance",
                "Pioche 36",
                "Rangée\u00a0: deux moitiés, au choix",
                "Colère",
                "ligne médiane",
            },
            {"Objective:", "Discards 0", "Deck 36", "Anger", "middle line"},
        ),
    ],
)
def test_german_and_french_labels_are_drawn_whole(monkeypatch, language, expected, english):
    drawn = _drawn(monkeypatch, views()["setup"], language)
    drawn += _drawn(monkeypatch, views()["argument"], language)
    assert {fold(word) for word in expected} <= set(drawn)
    assert not english & set(drawn)
    cut = [words for words in drawn if words.endswith("\u2026") or "?" in words]
    assert cut == []  # no label shortened by fit(), none folded to '?'


def _with_other_covered_halves(state):
    """The same table with one card of South's row changed for one showing the same half and covering another."""
    player = state.players[0]
    cards = state.rules.cards
    shown = visible(state, 0)[0]
    covered = cards[player.row[0]].right if player.side == "left" else cards[player.row[0]].left
    for index, card in enumerate(state.deck):
        halves = (
            (cards[card].left, cards[card].right) if player.side == "left" else (cards[card].right, cards[card].left)
        )
        if halves[0] == shown and halves[1] != covered:
            player.row[0], state.deck[index] = card, player.row[0]
            return state
    raise AssertionError("no card to swap")


def test_a_covered_half_reaches_neither_the_picture_nor_the_text_board():
    """H19: two tables that differ only in a covered half (and the deck's hidden order) look exactly alike."""
    state = arrange(started(seed=5), start=False, rows=(("sad", "calm", "happy"), ("angry",)))
    before = public_view(state)
    after = public_view(_with_other_covered_halves(state))
    assert before == after
    assert to_png(draw_board(board_data(before, "fr"))) == to_png(draw_board(board_data(after, "fr")))
    assert board_text(before, "de") == board_text(after, "de")
    assert board_data(before, "en")["setup_rows"] is None  # both halves are drawn only at setup (H7)


@pytest.mark.slow
def test_a_board_draws_and_encodes_within_50_ms_of_cpu():
    """Issue 26's budget (tools/bench_hands_picture.py measures 300 views); CPU time, the machine being shared."""
    views = [m.after for g in games() for m in g.moments][::10]
    to_png(draw_board(board_data(views[0], "en")))  # the glyph masks, once
    times = []
    for view in views:
        start = time.process_time()
        to_png(draw_board(board_data(view, "en")))
        times.append((time.process_time() - start) * 1000)
    assert statistics.median(times) <= 50 and max(times) <= 100, (statistics.median(times), max(times))
